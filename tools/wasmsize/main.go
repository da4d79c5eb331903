// Command wasmsize says what makes up the browser build, by package.
//
//	go run ./tools/wasmsize [-flags '-gcflags=…'] [-top 40] [-pkg PATH] [-o sizes.tsv] [PACKAGE]
//
// `go tool nm` does not read a linked .wasm, so: code is each function's
// body in the linked .wasm's code section, named by its name section (a
// build without -s); data is the size of each data symbol the linker kept
// (its dead-code pass, `-ldflags=-dumpdep`), read from the package
// archives of the same build (`go list -export`, GOOS=js GOARCH=wasm).
// What the linker makes itself (pclntab, type links, the rest of the
// data section) is one line. -pkg lists one package's largest symbols.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

func main() {
	top := flag.Int("top", 40, "packages to list (0: all)")
	pkg := flag.String("pkg", "", "list this package's largest symbols instead")
	out := flag.String("o", "", "also write every package's sizes here (tab-separated)")
	flags := flag.String("flags", "", "the shipped build's other go build flags, space-separated (make wasm-size passes the Makefile's WASM_GCFLAGS)")
	flag.Parse()
	main := "."
	if flag.NArg() > 0 {
		main = flag.Arg(0)
	}
	if err := run(main, strings.Fields(*flags), *top, *pkg, *out); err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

type sym struct {
	name string
	kind byte // T code, R/D/B data
	size int64
}

type pkgSize struct {
	path       string
	code, data int64
	syms       []sym
}

func run(mainPkg string, flags []string, top int, only, out string) error {
	env := append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	tmp, err := os.MkdirTemp("", "wasmsize")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	wasm := filepath.Join(tmp, "x.wasm")

	// The linker's reachable symbols, from the same flags as the shipped build.
	build := exec.Command("go", append(append([]string{"build", "-trimpath"}, flags...), "-ldflags=-w -dumpdep", "-o", wasm, mainPkg)...)
	build.Env = env
	var deps bytes.Buffer
	build.Stderr = &deps
	if err := build.Run(); err != nil {
		return fmt.Errorf("go build: %v\n%s", err, tail(deps.String()))
	}
	kept := map[string]bool{}
	for _, line := range strings.Split(deps.String(), "\n") {
		a, b, ok := strings.Cut(line, " -> ")
		if !ok {
			continue
		}
		kept[a] = true
		kept[strings.TrimSuffix(b, " <ReflectMethod>")] = true
	}
	bin, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	funcs, sections, err := wasmFuncs(bin)
	if err != nil {
		return err
	}
	var funcNames []string
	for name := range funcs {
		funcNames = append(funcNames, name)
	}

	list := exec.Command("go", append(append([]string{"list", "-trimpath"}, flags...), "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}", mainPkg)...)
	list.Env = env
	list.Stderr = os.Stderr
	listed, err := list.Output()
	if err != nil {
		return fmt.Errorf("go list: %v", err)
	}
	// The name section spells "a/b-c.(*T).M" as "a_b_c.__T_.M": match each
	// function to the longest package path so spelt.
	var paths []string
	for _, line := range strings.Split(strings.TrimSpace(string(listed)), "\n") {
		path, _, _ := strings.Cut(line, "\t")
		paths = append(paths, path)
	}
	code := map[string][]sym{}
	for _, name := range funcNames {
		pkg := ""
		for _, path := range paths {
			m := mangle(path)
			if path == paths[len(paths)-1] {
				m = "main" // the command's own package
			}
			if len(m) > len(pkg) && strings.HasPrefix(name, m+".") {
				pkg = path
			}
		}
		code[pkg] = append(code[pkg], sym{name, 'T', funcs[name]})
	}
	seen := map[string]bool{}
	var pkgs []*pkgSize
	for _, line := range strings.Split(strings.TrimSpace(string(listed)), "\n") {
		path, archive, _ := strings.Cut(line, "\t")
		if archive == "" {
			continue
		}
		p := &pkgSize{path: path}
		for _, s := range code[path] {
			p.code += s.size
			p.syms = append(p.syms, s)
		}
		delete(code, path)
		nm := exec.Command("go", "tool", "nm", "-size", archive)
		nmOut, err := nm.Output()
		if err != nil {
			return fmt.Errorf("go tool nm %s: %v", path, err)
		}
		sc := bufio.NewScanner(bytes.NewReader(nmOut))
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			// "  addr  size KIND name", name may hold spaces.
			f := strings.Fields(sc.Text())
			if len(f) < 4 || len(f[2]) != 1 {
				continue
			}
			kind := upper(f[2][0])
			if kind != 'R' && kind != 'D' && kind != 'B' {
				continue // code comes from the .wasm; U is undefined here
			}
			name := strings.Join(f[3:], " ")
			if !kept[name] || seen[name] {
				continue // pruned by the linker, or a duplicate another package defined first
			}
			size, _ := strconv.ParseInt(f[1], 10, 64)
			seen[name] = true
			p.data += size
			p.syms = append(p.syms, sym{name, kind, size})
		}
		pkgs = append(pkgs, p)
	}
	// Functions of no archive: the runtime's assembly under other names,
	// and what the linker writes (wrappers, the entry).
	other := &pkgSize{path: "(functions of no package)"}
	for _, ss := range code {
		for _, s := range ss {
			other.code += s.size
			other.syms = append(other.syms, s)
		}
	}
	pkgs = append(pkgs, other)

	if only != "" {
		for _, p := range pkgs {
			if p.path != only {
				continue
			}
			sort.Slice(p.syms, func(i, j int) bool { return p.syms[i].size > p.syms[j].size })
			for i, s := range p.syms {
				if top > 0 && i == top {
					break
				}
				fmt.Printf("%10d %c %s\n", s.size, s.kind, s.name)
			}
			return nil
		}
		return fmt.Errorf("%s is not in the build", only)
	}

	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].code+pkgs[i].data > pkgs[j].code+pkgs[j].data })
	var codeSum, data int64
	for _, p := range pkgs {
		codeSum += p.code
		data += p.data
	}
	fmt.Printf("%-58s %10s %10s %10s\n", "package", "code", "data", "total")
	for i, p := range pkgs {
		if top > 0 && i == top {
			var c, d int64
			for _, q := range pkgs[i:] {
				c, d = c+q.code, d+q.data
			}
			fmt.Printf("%-58s %10d %10d %10d\n", fmt.Sprintf("(%d more packages)", len(pkgs)-i), c, d, c+d)
			break
		}
		fmt.Printf("%-58s %10d %10d %10d\n", p.path, p.code, p.data, p.code+p.data)
	}
	fmt.Printf("%-58s %10d %10d %10d\n", "all packages", codeSum, data, codeSum+data)
	fmt.Printf("%-58s %10d %10d %10d\n", "the rest (bodies' headers; pclntab, type links)", sections.code-codeSum, sections.data-data, sections.code-codeSum+sections.data-data)
	fmt.Printf("%-58s %10d %10d %10d\n", "code and data sections", sections.code, sections.data, sections.code+sections.data)
	fmt.Printf("%-58s %32d\n", ".wasm less its name section (as -s builds it)", int64(len(bin))-sections.names)
	if out != "" {
		var b strings.Builder
		b.WriteString("package\tcode\tdata\n")
		for _, p := range pkgs {
			fmt.Fprintf(&b, "%s\t%d\t%d\n", p.path, p.code, p.data)
		}
		return os.WriteFile(out, []byte(b.String()), 0o644)
	}
	return nil
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

func tail(s string) string {
	if len(s) > 2000 {
		return s[len(s)-2000:]
	}
	return s
}

// mangle spells a package path as the wasm name section does.
func mangle(path string) string {
	return strings.Map(func(r rune) rune {
		if r == '.' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return r
		}
		return '_'
	}, path)
}

type sectionSizes struct{ code, data, names int64 }

// wasmFuncs reads a .wasm's function names (the name section) and the
// size of each function's body (the code section).
func wasmFuncs(b []byte) (map[string]int64, sectionSizes, error) {
	var sz sectionSizes
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, sz, fmt.Errorf("not a .wasm")
	}
	var imports int
	var bodies []int64
	names := map[int]string{}
	r := reader{b: b, p: 8}
	for r.p < len(b) {
		id := r.byte()
		n := int(r.uvarint())
		start, end := r.p, r.p+n
		if end > len(b) {
			return nil, sz, fmt.Errorf("section %d runs past the end", id)
		}
		sec := reader{b: b[:end], p: start}
		switch id {
		case 2: // imports: functions among them take the first indices
			for i, count := 0, int(sec.uvarint()); i < count; i++ {
				sec.skip(int(sec.uvarint())) // module
				sec.skip(int(sec.uvarint())) // name
				switch sec.byte() {
				case 0:
					sec.uvarint()
					imports++
				case 1:
					sec.byte()
					sec.limits()
				case 2:
					sec.limits()
				case 3:
					sec.byte()
					sec.byte()
				}
			}
		case 10:
			sz.code = int64(n)
			for i, count := 0, int(sec.uvarint()); i < count; i++ {
				size := int(sec.uvarint())
				bodies = append(bodies, int64(size))
				sec.skip(size)
			}
		case 11:
			sz.data = int64(n)
		case 0:
			name := string(sec.bytes(int(sec.uvarint())))
			if name != "name" {
				break
			}
			sz.names = int64(end - start + 1 + uvarintLen(uint64(n)))
			for sec.p < end {
				kind := sec.byte()
				l := int(sec.uvarint())
				if kind != 1 {
					sec.skip(l)
					continue
				}
				for i, count := 0, int(sec.uvarint()); i < count; i++ {
					idx := int(sec.uvarint())
					names[idx] = string(sec.bytes(int(sec.uvarint())))
				}
			}
		}
		if sec.err != nil {
			return nil, sz, fmt.Errorf("section %d: %v", id, sec.err)
		}
		r.p = end
	}
	if len(names) == 0 {
		return nil, sz, fmt.Errorf("no name section (built with -s?)")
	}
	funcs := map[string]int64{}
	for i, size := range bodies {
		name, ok := names[imports+i]
		if !ok {
			name = fmt.Sprintf("func%d", imports+i)
		}
		funcs[name] += size
	}
	return funcs, sz, nil
}

type reader struct {
	b   []byte
	p   int
	err error
}

func (r *reader) byte() byte {
	if r.p >= len(r.b) {
		r.err = fmt.Errorf("short read")
		return 0
	}
	r.p++
	return r.b[r.p-1]
}

func (r *reader) uvarint() uint64 {
	var v uint64
	for shift := 0; shift < 64; shift += 7 {
		c := r.byte()
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			break
		}
	}
	return v
}

func (r *reader) bytes(n int) []byte {
	if r.p+n > len(r.b) {
		r.err = fmt.Errorf("short read")
		r.p = len(r.b)
		return nil
	}
	r.p += n
	return r.b[r.p-n : r.p]
}

func (r *reader) skip(n int) { r.bytes(n) }

func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uvarint()
	}
	r.uvarint()
}

func uvarintLen(v uint64) int {
	n := 1
	for v >= 0x80 {
		v >>= 7
		n++
	}
	return n
}
