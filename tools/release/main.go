// Command release builds the downloads: the desktop game for each
// platform, noddy-cli and noddy-web (with the static page, `make dist`'s
// folder), each in an archive with a short README, and SHA256SUMS.
//
//	go run ./tools/release -version v1.2.0 -web dist -out out/release [-only linux/amd64,windows/amd64]
//
// The game needs cgo on Linux (Ebitengine's X11 and ALSA): linux/arm64 is
// built with Debian's cross compiler (gcc-aarch64-linux-gnu) against the
// arm64 development libraries (dpkg --add-architecture arm64; `make
// deps-release` installs both). Windows builds without cgo (Ebitengine
// calls its system libraries through purego), and so does macOS, but only
// on Ebitengine v2.10: the macOS game alone is built on stock v2.10.4,
// through a module file made for it (macos.go); every other build uses
// go.mod's v2.9.11 with the patch. noddy-cli and noddy-web never need cgo.
// The version goes into every binary (-version) and onto the game's title.
package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// Target is one platform.
type Target struct{ OS, Arch string }

func (t Target) String() string { return t.OS + "/" + t.Arch }

// Targets are the platforms released.
var Targets = []Target{
	{"linux", "amd64"}, {"linux", "arm64"},
	{"windows", "amd64"},
	{"darwin", "amd64"}, {"darwin", "arm64"},
}

// Program is one of the three commands.
type Program struct {
	Name string // the archive's and the binary's name
	Pkg  string // its package
	Game bool   // the desktop game: cgo on Linux
}

var Programs = []Program{
	{Name: "noddy", Pkg: ".", Game: true},
	{Name: "noddy-cli", Pkg: "./cmd/noddy-cli"},
	{Name: "noddy-web", Pkg: "./cmd/noddy-web"},
}

func main() {
	ver := flag.String("version", "", "the release's version (default: git describe --tags --always --dirty)")
	web := flag.String("web", "dist", "the static page for noddy-web's archives (make dist)")
	out := flag.String("out", "out/release", "folder for the archives and SHA256SUMS")
	only := flag.String("only", "", "comma-separated os/arch to build (default: all)")
	flag.Parse()
	if *ver == "" {
		*ver = gitVersion()
	}
	if err := run(*ver, *web, *out, *only); err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

func gitVersion() string {
	b, err := exec.Command("git", "describe", "--tags", "--always", "--dirty").Output()
	if err != nil {
		return "dev"
	}
	return strings.TrimSpace(string(b))
}

func run(ver, web, out, only string) error {
	if _, err := os.Stat(filepath.Join(web, "noddy.json")); err != nil {
		return fmt.Errorf("-web %s: no built page (make dist): %v", web, err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "release")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	var macMod string // made for the first macOS game
	var archives, failed []string
	for _, t := range Targets {
		if only != "" && !slices.Contains(strings.Split(only, ","), t.String()) {
			continue
		}
		for _, p := range Programs {
			modfile := ""
			if p.Game && t.OS == "darwin" {
				if macMod == "" {
					if macMod, err = writeMacOSModfile(".", tmp); err != nil {
						return err
					}
					fmt.Fprintf(os.Stderr, "release: the macOS game on stock Ebitengine %s (the rest on go.mod's, patched)\n", macOSEbiten)
				}
				modfile = macMod
			}
			start := time.Now()
			bin, err := build(p, t, ver, modfile)
			if err != nil {
				// The others are still made; the run fails at the end.
				fmt.Fprintf(os.Stderr, "release: %s for %s: %v\n", p.Name, t, err)
				failed = append(failed, p.Name+" "+t.String())
				continue
			}
			name := fmt.Sprintf("%s-%s-%s-%s", p.Name, ver, t.OS, t.Arch)
			files := []file{{name: exe(p.Name, t), data: bin, mode: 0o755}, {name: "README.txt", data: []byte(readme(p, t, ver)), mode: 0o644}}
			if p.Name == "noddy-web" {
				page, err := folder(web, "web")
				if err != nil {
					return err
				}
				files = append(files, page...)
			}
			archive := name + ".tar.gz"
			if t.OS == "windows" {
				archive = name + ".zip"
			}
			if err := writeArchive(filepath.Join(out, archive), name, files); err != nil {
				return err
			}
			archives = append(archives, archive)
			fmt.Printf("%-44s %6.1f MB binary, %5.1fs\n", archive, float64(len(bin))/1e6, time.Since(start).Seconds())
		}
	}
	var sums bytes.Buffer
	for _, a := range archives {
		b, err := os.ReadFile(filepath.Join(out, a))
		if err != nil {
			return err
		}
		h := sha256.Sum256(b)
		fmt.Fprintf(&sums, "%s  %s\n", hex.EncodeToString(h[:]), a)
	}
	if err := os.WriteFile(filepath.Join(out, "SHA256SUMS"), sums.Bytes(), 0o644); err != nil {
		return err
	}
	if len(failed) > 0 {
		return fmt.Errorf("not built: %s", strings.Join(failed, ", "))
	}
	return nil
}

func exe(name string, t Target) string {
	if t.OS == "windows" {
		return name + ".exe"
	}
	return name
}

// build cross-builds one program and returns the binary; with modfile
// (the macOS game's) in place of go.mod.
func build(p Program, t Target, ver, modfile string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "release")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, exe(p.Name, t))
	ldflags := "-s -w -X noddy/internal/version.Release=" + ver
	args := []string{"build", "-trimpath", "-ldflags", ldflags, "-o", bin}
	env := append(os.Environ(), "GOOS="+t.OS, "GOARCH="+t.Arch, "CGO_ENABLED=0")
	if modfile != "" {
		if err := resolveMacOS(modfile, p.Pkg, env); err != nil {
			return nil, err
		}
		args = append(args, "-modfile="+modfile)
	}
	cmd := exec.Command("go", append(args, p.Pkg)...)
	cmd.Env = env
	if p.Game && t.OS == "linux" {
		cmd.Env = append(cmd.Env, "CGO_ENABLED=1")
		if t.Arch != goarch() {
			cc, libdir, err := crossC(t)
			if err != nil {
				return nil, err
			}
			cmd.Env = append(cmd.Env, "CC="+cc, "PKG_CONFIG_LIBDIR="+libdir, "PKG_CONFIG_PATH=")
		}
	}
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = os.Stderr, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%v\n%s", err, stderr.String())
	}
	return os.ReadFile(bin)
}

func goarch() string {
	b, _ := exec.Command("go", "env", "GOHOSTARCH").Output()
	return strings.TrimSpace(string(b))
}

// crossC is Debian's cross compiler for t and the folder of t's pkg-config
// files (the multiarch development libraries).
func crossC(t Target) (cc, pkgconfig string, err error) {
	triple := map[string]string{"arm64": "aarch64-linux-gnu", "amd64": "x86_64-linux-gnu"}[t.Arch]
	if triple == "" {
		return "", "", fmt.Errorf("no cross compiler known for %s", t)
	}
	cc = triple + "-gcc"
	if _, err := exec.LookPath(cc); err != nil {
		return "", "", fmt.Errorf("%s not found: install gcc-%s and the %s development libraries (make deps-release)", cc, triple, t.Arch)
	}
	pkgconfig = "/usr/lib/" + triple + "/pkgconfig:/usr/share/pkgconfig"
	return cc, pkgconfig, nil
}

type file struct {
	name string
	data []byte
	mode int64
}

// folder reads dir's files as the archive's folder as (compressed
// siblings too: a host can serve them).
func folder(dir, as string) ([]file, error) {
	var files []file
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files = append(files, file{name: path.Join(as, filepath.ToSlash(rel)), data: b, mode: 0o644})
		return nil
	})
	return files, err
}

// writeArchive writes files under the folder top, as a zip (.zip) or a
// gzipped tar.
func writeArchive(name, top string, files []file) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	defer f.Close()
	stamp := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC) // the same bytes for the same build
	if strings.HasSuffix(name, ".zip") {
		zw := zip.NewWriter(f)
		for _, fl := range files {
			h := &zip.FileHeader{Name: top + "/" + fl.name, Method: zip.Deflate, Modified: stamp}
			h.SetMode(fs.FileMode(fl.mode))
			w, err := zw.CreateHeader(h)
			if err != nil {
				return err
			}
			if _, err := w.Write(fl.data); err != nil {
				return err
			}
		}
		if err := zw.Close(); err != nil {
			return err
		}
		return f.Close()
	}
	gz, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	tw := tar.NewWriter(gz)
	dirs := map[string]bool{}
	for _, fl := range files {
		for d := path.Dir(top + "/" + fl.name); d != "." && !dirs[d]; d = path.Dir(d) {
			dirs[d] = true
		}
	}
	var ds []string
	for d := range dirs {
		ds = append(ds, d)
	}
	slices.Sort(ds)
	for _, d := range ds {
		if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: d + "/", Mode: 0o755, ModTime: stamp}); err != nil {
			return err
		}
	}
	for _, fl := range files {
		if err := tw.WriteHeader(&tar.Header{Name: top + "/" + fl.name, Mode: fl.mode, Size: int64(len(fl.data)), ModTime: stamp}); err != nil {
			return err
		}
		if _, err := io.Copy(tw, bytes.NewReader(fl.data)); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	if err := gz.Close(); err != nil {
		return err
	}
	return f.Close()
}

// readme is the archive's README.txt.
func readme(p Program, t Target, ver string) string {
	var b strings.Builder
	nl := "\n"
	if t.OS == "windows" {
		nl = "\r\n"
	}
	w := func(s string) { b.WriteString(strings.ReplaceAll(s, "\n", nl)) }
	bin := exe(p.Name, t)
	switch p.Name {
	case "noddy":
		w(fmt.Sprintf("Noddy %s, for %s\n\n", ver, platform(t)))
		w("Noddy is the sixteenth-century English card game that cribbage grew out of,\n" +
			"at a table against the computer, with its family: other reconstructions of\n" +
			"Noddy, early cribbage, Costly Colours, and cribbage for two, three and four.\n\n")
		switch t.OS {
		case "windows":
			w("Run noddy.exe (Windows may ask once whether to run a program from the\n" +
				"internet: More info, Run anyway).\n")
		case "darwin":
			w("Open noddy in Finder, or run ./noddy from a Terminal in this folder. It\n" +
				"needs macOS 12 (Monterey) or later.\n\n" +
				"The program is not signed with an Apple developer certificate (not\n" +
				"notarized), so the first time macOS refuses to open it. On macOS 14 or\n" +
				"earlier, right-click (Control-click) noddy in Finder, choose Open, then\n" +
				"Open again. On macOS 15 or later, try to open it once, then allow it in\n" +
				"System Settings, Privacy & Security (\"Open Anyway\"). Or, in a Terminal\n" +
				"in this folder: xattr -d com.apple.quarantine noddy\n")
		default:
			w("Run ./noddy. It needs OpenGL and X11 (or XWayland): on Debian or Ubuntu\n" +
				"the libraries are libgl1, libx11-6, libxcursor1, libxi6, libxinerama1,\n" +
				"libxrandr2, libxxf86vm1 and libasound2 (sound).\n")
		}
		w("\n" + bin + " -h lists the options (a game, a seed, a size, the tutorial);\n" +
			bin + " -version prints the version. Settings and the record of matches are\n" +
			"kept in your user's configuration folder.\n")
	case "noddy-cli":
		w(fmt.Sprintf("noddy-cli %s, for %s\n\n", ver, platform(t)))
		w("The Noddy table's engine without a window: list the games, score a show or\n" +
			"a count, play computer players against each other, review a match from its\n" +
			"code, print the tutorial, or play a seat at a shared table.\n\n" +
			bin + " --help lists the commands; " + bin + " --version prints the version.\n")
	case "noddy-web":
		w(fmt.Sprintf("noddy-web %s, for %s\n\n", ver, platform(t)))
		w("The Noddy table's web server: it serves the game to browsers (the folder\n" +
			"web/ beside it) and keeps the shared tables, where friends play each other.\n\n" +
			"  " + bin + " -dir web -addr 127.0.0.1:8080\n\n" +
			"then open http://127.0.0.1:8080/. " + bin + " -help lists the options\n" +
			"(where tables are kept, a NATS cluster, limits, a TLS proxy in front).\n" +
			"The folder web/ alone is also a static site: any web host serves the game\n" +
			"against the computer, the tutorial and the review from it, without this\n" +
			"server (shared tables need it).\n")
	}
	if t.OS == "darwin" && !p.Game {
		w("\nIt needs macOS 12 (Monterey) or later. It is not notarized: if macOS\n" +
			"refuses to run it, run: xattr -d com.apple.quarantine " + bin + "\n")
	}
	return b.String()
}

func platform(t Target) string {
	os := map[string]string{"linux": "Linux", "windows": "Windows", "darwin": "macOS"}[t.OS]
	arch := map[string]string{"amd64": "x86-64", "arm64": "ARM64"}[t.Arch]
	if t.OS == "darwin" {
		arch = map[string]string{"amd64": "Intel", "arm64": "Apple silicon"}[t.Arch]
	}
	return os + " (" + arch + ")"
}
