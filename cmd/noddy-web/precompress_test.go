package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// fakeBuild lays out what `make web` leaves before compression: a
// compressible "wasm" (repetitive, like code), the loader and the page.
func fakeBuild(t *testing.T) (dir string, wasm []byte) {
	t.Helper()
	dir = t.TempDir()
	rng := rand.New(rand.NewPCG(1, 2))
	words := []string{"\x00asm", "call", "i32.add", "local.get", "br_if", "noddy"}
	var b bytes.Buffer
	for b.Len() < 200_000 {
		b.WriteString(words[rng.IntN(len(words))])
		b.WriteByte(byte(rng.IntN(4)))
	}
	wasm = b.Bytes()
	for name, data := range map[string][]byte{
		"noddy.wasm":           wasm,
		"wasm_exec.js":         bytes.Repeat([]byte("globalThis.Go = class {};\n"), 100),
		"index.html":           []byte("<!doctype html><title>Noddy</title>"), // under 1 KiB: left alone
		"sw.js":                []byte("self.addEventListener(\"fetch\", () => {});"),
		"manifest.webmanifest": []byte(`{"name": "Noddy"}`),
		"icons/icon-192.png":   []byte("\x89PNG"),
		"icons/.hidden":        []byte("not copied"),
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, wasm
}

func decode(t *testing.T, name string) []byte {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var r io.Reader
	switch filepath.Ext(name) {
	case ".br":
		r = brotli.NewReader(f)
	case ".gz":
		zr, err := gzip.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return b
}

func TestPrecompressRoundTrip(t *testing.T) {
	dir, wasm := fakeBuild(t)
	wrote, err := Precompress(dir, 5)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(wrote)
	want := []string{"noddy.wasm.br", "noddy.wasm.gz", "wasm_exec.js.br", "wasm_exec.js.gz"}
	if !slices.Equal(wrote, want) {
		t.Fatalf("wrote %v, want %v", wrote, want)
	}
	for _, ext := range []string{".br", ".gz"} {
		name := filepath.Join(dir, "noddy.wasm"+ext)
		if got := decode(t, name); !bytes.Equal(got, wasm) {
			t.Errorf("%s decodes to %d bytes, not the %d of the original", name, len(got), len(wasm))
		}
		info, _ := os.Stat(name)
		if info.Size() >= int64(len(wasm))/2 || info.Mode().Perm() != 0o644 {
			t.Errorf("%s: %d bytes mode %v; want < half of %d and 0644", name, info.Size(), info.Mode().Perm(), len(wasm))
		}
	}
	// Up to date: nothing is written again.
	if again, err := Precompress(dir, 5); err != nil || len(again) != 0 {
		t.Errorf("second run wrote %v (%v), want nothing", again, err)
	}
	// A sibling whose original is gone is removed.
	os.Remove(filepath.Join(dir, "wasm_exec.js"))
	if _, err := Precompress(dir, 5); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "wasm_exec.js.br")); !os.IsNotExist(err) {
		t.Errorf("stale wasm_exec.js.br kept: %v", err)
	}
	if _, err := Precompress(dir, 12); err == nil || !strings.Contains(err.Error(), "quality 12") {
		t.Errorf("quality 12: %v, want a range error", err)
	}
}

func TestManifestAndDist(t *testing.T) {
	dir, wasm := fakeBuild(t)
	m, err := WriteManifest(dir, "noddy.wasm")
	sum := sha256.Sum256(wasm)
	if err != nil || m.Wasm != "noddy.wasm" || m.Size != int64(len(wasm)) || m.SHA256 != hex.EncodeToString(sum[:]) {
		t.Fatalf("manifest %+v, %v", m, err)
	}
	out := filepath.Join(t.TempDir(), "dist")
	dm, err := Dist(dir, out, 5)
	if err != nil {
		t.Fatal(err)
	}
	hashed := "noddy." + hex.EncodeToString(sum[:])[:12] + ".wasm"
	if dm.Wasm != hashed || dm.Size != int64(len(wasm)) {
		t.Errorf("dist manifest %+v, want wasm %s", dm, hashed)
	}
	var onDisk Manifest
	b, _ := os.ReadFile(filepath.Join(out, ManifestName))
	if err := json.Unmarshal(b, &onDisk); err != nil || onDisk != dm {
		t.Errorf("noddy.json %s (%v), want %+v", b, err, dm)
	}
	entries, _ := os.ReadDir(out)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	want := []string{"icons", "index.html", "manifest.webmanifest", hashed, hashed + ".br", hashed + ".gz", "noddy.json", "sw.js", "wasm_exec.js", "wasm_exec.js.br", "wasm_exec.js.gz"}
	slices.Sort(want)
	if !slices.Equal(names, want) {
		t.Errorf("dist holds %v, want %v", names, want)
	}
	icons, _ := os.ReadDir(filepath.Join(out, "icons"))
	if len(icons) != 1 || icons[0].Name() != "icon-192.png" {
		t.Errorf("dist/icons holds %v, want icon-192.png alone", icons)
	}
	// Again over its own output: allowed. Over a folder that is not a dist: refused.
	if _, err := Dist(dir, out, 5); err != nil {
		t.Errorf("dist over a previous dist: %v", err)
	}
	other := t.TempDir()
	os.WriteFile(filepath.Join(other, "thesis.tex"), []byte("precious"), 0o644)
	if _, err := Dist(dir, other, 5); err == nil {
		t.Error("dist emptied a folder that is not a dist")
	}
	if _, err := os.Stat(filepath.Join(other, "thesis.tex")); err != nil {
		t.Errorf("thesis.tex lost: %v", err)
	}
}
