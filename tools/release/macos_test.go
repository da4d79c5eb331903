package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// readMod is `go mod edit -json`'s reading of a module file, every field.
func readMod(t *testing.T, file string) map[string]any {
	t.Helper()
	out, err := exec.Command("go", "mod", "edit", "-json", file).Output()
	if err != nil {
		t.Fatalf("go mod edit -json %s: %v", file, err)
	}
	var m map[string]any
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// The macOS game's module file is go.mod with Ebitengine v2.10.4 stock
// (required, not replaced) and nothing else changed; go.sum is copied as
// it is. Nothing is downloaded.
func TestMacOSModfile(t *testing.T) {
	root := filepath.Join("..", "..")
	dir := t.TempDir()
	mod, err := writeMacOSModfile(root, dir)
	if err != nil {
		t.Fatal(err)
	}
	if mod != filepath.Join(dir, "macos.mod") {
		t.Errorf("module file %s, want %s", mod, filepath.Join(dir, "macos.mod"))
	}
	want, got := readMod(t, filepath.Join(root, "go.mod")), readMod(t, mod)

	// go.mod itself: v2.9.11 through the patched copy, for every other build.
	wantReplace := []any{map[string]any{
		"Old": map[string]any{"Path": "github.com/hajimehoshi/ebiten/v2"},
		"New": map[string]any{"Path": "./third_party/ebiten"},
	}}
	if !reflect.DeepEqual(want["Replace"], wantReplace) {
		t.Errorf("go.mod's replace lines: %v, want %v", want["Replace"], wantReplace)
	}
	n := 0
	for _, r := range want["Require"].([]any) {
		if r := r.(map[string]any); r["Path"] == "github.com/hajimehoshi/ebiten/v2" {
			n++
			if r["Version"] != "v2.9.11" || r["Indirect"] != nil {
				t.Errorf("go.mod requires %v, want v2.9.11 directly", r)
			}
			r["Version"] = "v2.10.4"
		}
	}
	if n != 1 {
		t.Errorf("go.mod requires Ebitengine %d times, want once", n)
	}
	want["Replace"] = nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("macos.mod is\n%v\nwant go.mod with Ebitengine v2.10.4 and no replace:\n%v", got, want)
	}

	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "macos.sum")); err != nil || !bytes.Equal(b, sum) {
		t.Errorf("macos.sum differs from go.sum (err %v)", err)
	}
}

// Every macOS README says how to open a program that is not notarized, and
// which macOS it needs (Go 1.26's linker writes minos 12.0).
func TestMacOSReadme(t *testing.T) {
	for _, p := range Programs {
		for _, arch := range []string{"amd64", "arm64"} {
			r := readme(p, Target{"darwin", arch}, "v1.2.0")
			for _, want := range []string{"xattr -d com.apple.quarantine " + p.Name + "\n", "macOS 12 (Monterey) or later", "notarized"} {
				if !strings.Contains(r, want) {
					t.Errorf("%s for darwin/%s: README lacks %q:\n%s", p.Name, arch, want, r)
				}
			}
		}
	}
}
