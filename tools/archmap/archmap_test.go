package main

import (
	"reflect"
	"testing"
)

const doc = "# T\n" + // line 1
	"\n" +
	"## The package map\n" +
	"\n" +
	"| package | what | imports |\n" + // line 5
	"|---|---|---|\n" +
	"| **group** | | |\n" +
	"| `a` (a.go) | the root, says `x` | `b`, `lib/c` |\n" + // 8: right
	"| `b`, `b/d` | a group | `c`; and prose |\n" + // 9: b/d imports a, not listed
	"| `e` | | the standard library |\n" + // 10: right
	"| `f` | | `a`, `nope`, `d` |\n" + // 11: a not imported; nope unknown; d ambiguous
	"| `tools/*` | | anything |\n" + // 12
	"| `gone` | | — |\n" + // 13: no package
	"\n" +
	"## Next\n" +
	"| `ignored` | | |\n"

func TestParseMap(t *testing.T) {
	rows, err := parseMap(doc)
	if err != nil {
		t.Fatal(err)
	}
	want := []row{
		{line: 8, pkgs: []string{"a"}, imports: []string{"b", "lib/c"}},
		{line: 9, pkgs: []string{"b", "b/d"}, imports: []string{"c"}},
		{line: 10, pkgs: []string{"e"}},
		{line: 11, pkgs: []string{"f"}, imports: []string{"a", "nope", "d"}},
		{line: 12, pkgs: []string{"tools/*"}, anything: true},
		{line: 13, pkgs: []string{"gone"}},
	}
	if !reflect.DeepEqual(rows, want) {
		t.Errorf("parseMap:\n got %+v\nwant %+v", rows, want)
	}
}

func TestCompare(t *testing.T) {
	rows, err := parseMap(doc)
	if err != nil {
		t.Fatal(err)
	}
	imports := map[string][]string{
		"a":       {"b", "lib/c"},
		"b":       {"b/d", "lib/c"},
		"b/d":     {"a"},
		"lib/c":   nil, // in no row
		"e":       nil,
		"f":       nil,
		"x/d":     nil, // in no row; makes "d" ambiguous
		"tools/g": {"a", "f"},
	}
	got := compare(rows, imports)
	want := []string{
		"line 13: gone is no package",
		"lib/c is not in the map",
		"x/d is not in the map",
		"line 9: b, b/d imports a, not listed",
		"line 11: lists a, which f does not import",
		"line 11: nope is no package",
		"line 11: d could be b/d or x/d: write more of its path",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("compare:\n got %q\nwant %q", got, want)
	}
}
