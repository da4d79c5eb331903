// Command archmap checks docs/ARCHITECTURE.md's package map against the
// packages' real imports, so the map a newcomer reads first stays true.
//
//	go run ./tools/archmap [-check] [-doc docs/ARCHITECTURE.md]
//
// The map's conventions (also said under the table):
//   - the first column names each row's packages in backticks, by path
//     from the module root (`noddy` is the root); `dir/*` stands for every
//     package under dir that has no row of its own;
//   - the last column names in backticks the project packages those
//     packages import, by path or by the path's last elements when they
//     are unique (`english` for engine/english): all of them, and nothing
//     else; a grouped row lists the union, less the group's own packages.
//     Words outside backticks are prose (`—`, "the standard library",
//     "Ebitengine"); "anything" alone is not checked;
//   - imports are the non-test ones, for linux/amd64 and js/wasm together
//     (go list's .Imports).
//
// It prints every package missing from the map and every row whose
// column differs; with -check it exits 1 when there is any.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

func main() {
	doc := flag.String("doc", "docs/ARCHITECTURE.md", "the document holding the package map")
	check := flag.Bool("check", false, "exit 1 when the map is wrong")
	flag.Parse()
	text, err := os.ReadFile(*doc)
	if err != nil {
		fail(err)
	}
	rows, err := parseMap(string(text))
	if err != nil {
		fail(fmt.Errorf("%s: %v", *doc, err))
	}
	imports, err := projectImports()
	if err != nil {
		fail(err)
	}
	probs := compare(rows, imports)
	for _, p := range probs {
		fmt.Printf("%s: %s\n", *doc, p)
	}
	if len(probs) == 0 {
		fmt.Printf("archmap: %s's package map matches %d packages\n", *doc, len(imports))
	} else if *check {
		os.Exit(1)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "archmap:", err)
	os.Exit(2)
}

// projectImports lists every package of the module, on Linux and in the
// browser, with the module's packages it imports, all as paths relative
// to the module root (the root itself by the module's path).
func projectImports() (map[string][]string, error) {
	out, err := exec.Command("go", "list", "-m").Output()
	if err != nil {
		return nil, fmt.Errorf("go list -m: %v", err)
	}
	mod := strings.TrimSpace(string(out))
	rel := func(p string) string {
		if p == mod {
			return p
		}
		return strings.TrimPrefix(p, mod+"/")
	}
	imports := map[string][]string{}
	for _, env := range [][]string{{"GOOS=linux", "GOARCH=amd64"}, {"GOOS=js", "GOARCH=wasm"}} {
		cmd := exec.Command("go", "list", "-f", `{{.ImportPath}}:{{join .Imports " "}}`, "./...")
		cmd.Env = append(os.Environ(), env...)
		cmd.Stderr = os.Stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("%s go list: %v", strings.Join(env, " "), err)
		}
		sc := bufio.NewScanner(bytes.NewReader(out))
		for sc.Scan() {
			pkg, deps, _ := strings.Cut(sc.Text(), ":")
			pkg = rel(pkg)
			have := map[string]bool{}
			for _, d := range imports[pkg] {
				have[d] = true
			}
			if _, ok := imports[pkg]; !ok {
				imports[pkg] = nil // a package importing none of ours
			}
			for _, d := range strings.Fields(deps) {
				if (d == mod || strings.HasPrefix(d, mod+"/")) && !have[rel(d)] {
					have[rel(d)] = true
					imports[pkg] = append(imports[pkg], rel(d))
				}
			}
		}
	}
	return imports, nil
}
