package main

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// A row of the package map: the packages in its first column and the
// project packages its last column says they import.
type row struct {
	line     int
	pkgs     []string // module-relative paths; "dir/*" for the rest under dir
	imports  []string // as written: a path or its unique last elements
	anything bool     // the column says "anything": not checked
}

var ticked = regexp.MustCompile("`([^`]+)`")

// parseMap reads the table under the heading "## The package map". Rows
// without a backticked package in the first cell (the header, the
// separator, the bold group rows) are skipped; prose outside backticks is
// ignored in both columns.
func parseMap(doc string) ([]row, error) {
	var rows []row
	in := false
	for i, l := range strings.Split(doc, "\n") {
		if strings.HasPrefix(l, "## ") {
			if in {
				break
			}
			in = strings.TrimSpace(l) == "## The package map"
			continue
		}
		if !in || !strings.HasPrefix(l, "|") {
			continue
		}
		cells := strings.Split(strings.Trim(strings.TrimSpace(l), "|"), "|")
		if len(cells) < 3 {
			return nil, fmt.Errorf("line %d: want 3 cells, have %d", i+1, len(cells))
		}
		r := row{line: i + 1}
		for _, m := range ticked.FindAllStringSubmatch(cells[0], -1) {
			r.pkgs = append(r.pkgs, m[1])
		}
		if len(r.pkgs) == 0 {
			continue
		}
		last := strings.TrimSpace(cells[len(cells)-1])
		r.anything = last == "anything"
		for _, m := range ticked.FindAllStringSubmatch(last, -1) {
			r.imports = append(r.imports, m[1])
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("no rows under \"## The package map\"")
	}
	return rows, nil
}

// compare checks the rows against the packages and their project imports
// (module-relative paths) and says every difference, sorted by line.
func compare(rows []row, imports map[string][]string) []string {
	var probs []string
	say := func(format string, a ...any) { probs = append(probs, fmt.Sprintf(format, a...)) }

	// Which row each package belongs to: its own name first, then a dir/*.
	owner := map[string]int{}
	for ri, r := range rows {
		for _, p := range r.pkgs {
			if strings.HasSuffix(p, "/*") {
				continue
			}
			if _, ok := imports[p]; !ok {
				say("line %d: %s is no package", r.line, p)
			} else if prev, ok := owner[p]; ok {
				say("line %d: %s is listed again (line %d)", r.line, p, rows[prev].line)
			} else {
				owner[p] = ri
			}
		}
	}
	for _, p := range sortedKeys(imports) {
		if _, ok := owner[p]; ok {
			continue
		}
		for ri, r := range rows {
			for _, pat := range r.pkgs {
				if dir, ok := strings.CutSuffix(pat, "/*"); ok && strings.HasPrefix(p, dir+"/") {
					if _, ok := owner[p]; !ok {
						owner[p] = ri
					}
				}
			}
		}
		if _, ok := owner[p]; !ok {
			say("%s is not in the map", p)
		}
	}

	for ri, r := range rows {
		if r.anything {
			continue
		}
		own := map[string]bool{}
		has := map[string]bool{}
		for p, o := range owner {
			if o == ri {
				own[p] = true
			}
		}
		for p := range own {
			for _, q := range imports[p] {
				has[q] = true
			}
		}
		listed := map[string]bool{}
		for _, name := range r.imports {
			p, err := resolve(name, imports)
			if err != nil {
				say("line %d: %v", r.line, err)
				continue
			}
			listed[p] = true
			if !has[p] || own[p] {
				say("line %d: lists %s, which %s does not import", r.line, p, strings.Join(r.pkgs, ", "))
			}
		}
		for _, q := range sortedKeys(has) {
			if !listed[q] && !own[q] {
				say("line %d: %s imports %s, not listed", r.line, strings.Join(r.pkgs, ", "), q)
			}
		}
	}
	return probs
}

// resolve finds the package a name in the imports column means: its
// module-relative path, or the path's last elements when only one package
// ends so ("english" for engine/english).
func resolve(name string, pkgs map[string][]string) (string, error) {
	if _, ok := pkgs[name]; ok {
		return name, nil
	}
	var found []string
	for p := range pkgs {
		if strings.HasSuffix(p, "/"+name) {
			found = append(found, p)
		}
	}
	sort.Strings(found)
	switch len(found) {
	case 0:
		return "", fmt.Errorf("%s is no package", name)
	case 1:
		return found[0], nil
	}
	return "", fmt.Errorf("%s could be %s: write more of its path", name, strings.Join(found, " or "))
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
