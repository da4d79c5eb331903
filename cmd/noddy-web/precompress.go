package main

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/andybalholm/brotli"
)

// Compression is done once, at build time, and the server only picks the
// file. Brotli comes from github.com/andybalholm/brotli, a maintained pure-Go
// port of Google's reference encoder (no cgo, so it builds wherever Go does);
// writing an encoder ourselves would be the opposite of the studio's rule.
// Gzip is the standard library's. At brotli quality 11 with a 16 MiB window
// the game's .wasm is about 30% smaller than gzip -9, and the cost (tens of
// seconds) is paid once per build instead of per request.

// compressible lists the extensions worth precompressing.
var compressible = map[string]bool{
	".wasm": true, ".js": true, ".html": true, ".json": true, ".css": true, ".svg": true, ".txt": true,
	".webmanifest": true,
}

// minCompressSize: below this the encoded file rarely saves a packet.
const minCompressSize = 1024

// Manifest is written as noddy.json next to the game; index.html reads it to
// find the .wasm (whose name carries a hash in dist/) and its decoded size,
// which a progress bar needs because a compressed response's Content-Length
// counts encoded bytes while fetch's stream yields decoded ones.
type Manifest struct {
	Wasm   string `json:"wasm"`   // file name of the game, relative to the page
	Size   int64  `json:"size"`   // decoded size in bytes
	SHA256 string `json:"sha256"` // hex digest of the decoded bytes
}

// ManifestName is the manifest's file name.
const ManifestName = "noddy.json"

// Precompress writes NAME.br (at brotli quality 0..11) and NAME.gz beside
// every compressible file of at least minCompressSize bytes directly in dir,
// and removes siblings of files that are gone or were not smaller. A sibling
// newer than its original is kept as it is (quality 11 takes about a minute
// on the .wasm). It returns the names it wrote.
// Errors: a quality out of range, unreadable folder or files, failed writes.
func Precompress(dir string, quality int) ([]string, error) {
	if quality < brotli.BestSpeed || quality > brotli.BestCompression {
		return nil, fmt.Errorf("brotli quality %d out of range %d..%d", quality, brotli.BestSpeed, brotli.BestCompression)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var wrote []string
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() {
			continue
		}
		if base, ok := strings.CutSuffix(name, ".br"); ok && isStale(dir, base) {
			os.Remove(filepath.Join(dir, name))
			continue
		}
		if base, ok := strings.CutSuffix(name, ".gz"); ok && isStale(dir, base) {
			os.Remove(filepath.Join(dir, name))
			continue
		}
		if !compressible[strings.ToLower(filepath.Ext(name))] {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return wrote, err
		}
		if info.Size() < minCompressSize {
			continue
		}
		for _, c := range []struct {
			ext string
			new func(io.Writer) io.WriteCloser
		}{
			{".br", func(w io.Writer) io.WriteCloser {
				return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: quality, LGWin: 24})
			}},
			{".gz", func(w io.Writer) io.WriteCloser {
				zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression) // the level is valid
				return zw
			}},
		} {
			out := filepath.Join(dir, name+c.ext)
			if have, err := os.Stat(out); err == nil && !have.ModTime().Before(info.ModTime()) {
				continue
			}
			n, err := compressFile(filepath.Join(dir, name), out, c.new)
			if err != nil {
				return wrote, err
			}
			if n >= info.Size() {
				os.Remove(out) // not worth it: serve the original
				continue
			}
			wrote = append(wrote, name+c.ext)
		}
	}
	return wrote, nil
}

// isStale: the original of a .br/.gz is gone.
func isStale(dir, base string) bool {
	_, err := os.Stat(filepath.Join(dir, base))
	return err != nil
}

func compressFile(src, dst string, newWriter func(io.Writer) io.WriteCloser) (int64, error) {
	in, err := os.Open(src)
	if err != nil {
		return 0, err
	}
	defer in.Close()
	tmp, err := os.CreateTemp(filepath.Dir(dst), ".compress-*")
	if err != nil {
		return 0, err
	}
	defer os.Remove(tmp.Name())
	zw := newWriter(tmp)
	if _, err := io.Copy(zw, in); err != nil {
		tmp.Close()
		return 0, err
	}
	if err := zw.Close(); err != nil {
		tmp.Close()
		return 0, err
	}
	info, err := tmp.Stat()
	if err != nil {
		tmp.Close()
		return 0, err
	}
	if err := tmp.Close(); err != nil {
		return 0, err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return 0, err
	}
	return info.Size(), os.Rename(tmp.Name(), dst)
}

// WriteManifest describes dir/wasm in dir/noddy.json.
func WriteManifest(dir, wasm string) (Manifest, error) {
	sum, size, err := fileSHA256(filepath.Join(dir, wasm))
	if err != nil {
		return Manifest{}, err
	}
	m := Manifest{Wasm: wasm, Size: size, SHA256: sum}
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return Manifest{}, err
	}
	return m, os.WriteFile(filepath.Join(dir, ManifestName), append(b, '\n'), 0o644)
}

func fileSHA256(name string) (string, int64, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return "", 0, err
	}
	return hex.EncodeToString(h.Sum(nil)), n, nil
}

// distFiles are the files of the page (the service worker and the web app
// manifest among them) and distDirs its folders (the icons); everything
// else in the build folder (compressed siblings, noddy.json) is made again.
var (
	distFiles = []string{"index.html", "wasm_exec.js", "sw.js", "manifest.webmanifest"}
	distDirs  = []string{"icons"}
)

// Dist makes out a static copy of the built folder src that any static host
// can serve: the page, wasm_exec.js, the game renamed with its hash
// ("noddy.1a2b3c4d5e6f.wasm", so a host or CDN may cache it for good and a
// new build is a new URL), its manifest, and .br/.gz siblings for hosts that
// serve precompressed files. out must not exist or be a previous dist (it has
// a noddy.json); it is emptied first.
// Errors: missing inputs, an out folder that is not ours, failed writes.
func Dist(src, out string, quality int) (Manifest, error) {
	if entries, err := os.ReadDir(out); err == nil && len(entries) > 0 {
		if _, err := os.Stat(filepath.Join(out, ManifestName)); err != nil {
			return Manifest{}, fmt.Errorf("dist: %s is not empty and holds no %s; refusing to empty it", out, ManifestName)
		}
		if err := os.RemoveAll(out); err != nil {
			return Manifest{}, err
		}
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return Manifest{}, err
	}
	for _, name := range distFiles {
		if err := copyFile(filepath.Join(src, name), filepath.Join(out, name)); err != nil {
			return Manifest{}, err
		}
	}
	for _, dir := range distDirs {
		entries, err := os.ReadDir(filepath.Join(src, dir))
		if err != nil {
			return Manifest{}, err
		}
		if err := os.MkdirAll(filepath.Join(out, dir), 0o755); err != nil {
			return Manifest{}, err
		}
		for _, e := range entries {
			if !e.Type().IsRegular() || strings.HasPrefix(e.Name(), ".") {
				continue
			}
			if err := copyFile(filepath.Join(src, dir, e.Name()), filepath.Join(out, dir, e.Name())); err != nil {
				return Manifest{}, err
			}
		}
	}
	sum, _, err := fileSHA256(filepath.Join(src, "noddy.wasm"))
	if err != nil {
		return Manifest{}, err
	}
	wasm := "noddy." + sum[:12] + ".wasm"
	if err := copyFile(filepath.Join(src, "noddy.wasm"), filepath.Join(out, wasm)); err != nil {
		return Manifest{}, err
	}
	m, err := WriteManifest(out, wasm)
	if err != nil {
		return Manifest{}, err
	}
	_, err = Precompress(out, quality)
	return m, err
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	outf, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(outf, in); err != nil {
		outf.Close()
		return err
	}
	return outf.Close()
}
