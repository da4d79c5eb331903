package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// The macOS game is built on stock Ebitengine macOSEbiten, whose macOS
// window needs no cgo (v2.9's is GLFW's Cocoa sources and a Metal view in
// Objective-C, which cannot be cross-built here). Everything else keeps
// go.mod's v2.9.11 with tools/ebiten's patch: v2.10 adds 13% to the
// browser build (docs/DECISIONS.md, "v2.10.4 and a macOS download: for the
// macOS game only").
const (
	ebitenModule = "github.com/hajimehoshi/ebiten/v2"
	macOSEbiten  = "v2.10.4"
)

// writeMacOSModfile writes dir/macos.mod and dir/macos.sum for `go build
// -modfile`: root's go.mod with Ebitengine required at macOSEbiten and its
// replace (the patched copy) dropped, and root's go.sum. A file made per
// release rather than a second go.mod committed: there is nothing to keep
// in step with go.mod by hand. It downloads nothing (resolveMacOS does).
func writeMacOSModfile(root, dir string) (string, error) {
	mod := filepath.Join(dir, "macos.mod")
	for _, f := range [][2]string{{"go.mod", mod}, {"go.sum", filepath.Join(dir, "macos.sum")}} {
		b, err := os.ReadFile(filepath.Join(root, f[0]))
		if err != nil {
			return "", err
		}
		if err := os.WriteFile(f[1], b, 0o644); err != nil {
			return "", err
		}
	}
	edit := exec.Command("go", "mod", "edit", "-dropreplace="+ebitenModule, "-require="+ebitenModule+"@"+macOSEbiten, mod)
	if out, err := edit.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go mod edit %s: %v\n%s", mod, err, out)
	}
	return mod, nil
}

// resolveMacOS completes modfile for building pkg for env's platform: `go
// get` raises what v2.10's go.mod requires above ours (go-text/typesetting,
// purego, oto, gomobile) and writes the sums of the modules the build reads
// into macos.sum, fetched from the module proxy and checked against the
// checksum database. The build after it reads the file as it is (-mod=readonly).
func resolveMacOS(modfile, pkg string, env []string) error {
	get := exec.Command("go", "get", "-modfile="+modfile, ebitenModule+"@"+macOSEbiten, pkg)
	get.Env = env
	if out, err := get.CombinedOutput(); err != nil {
		return fmt.Errorf("go get -modfile=%s: %v\n%s", modfile, err, strings.TrimSpace(string(out)))
	}
	return nil
}
