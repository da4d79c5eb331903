package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// site lays out a folder like the built web/ one, plus traps outside it.
func site(t *testing.T) (dir, outside string) {
	t.Helper()
	base := t.TempDir()
	dir = filepath.Join(base, "web")
	outside = filepath.Join(base, "secret.txt")
	old := time.Now().Add(-time.Hour)
	files := map[string]string{
		"index.html":              "<!doctype html><title>Noddy</title>",
		"noddy.wasm":              "\x00asm raw bytes of the game",
		"noddy.wasm.br":           "BROTLI",
		"noddy.wasm.gz":           "GZIP",
		"noddy.0123456789ab.wasm": "\x00asm hashed",
		"wasm_exec.js":            "// go",
		"wasm_exec.js.gz":         "GZ-JS",
		"noddy.json":              `{"wasm":"noddy.wasm"}`,
		".hidden":                 "no",
		"sub/readme.txt":          "in a folder without index",
		"docs/index.html":         "<p>docs</p>",
		"stale.js":                "// edited after the build",
		"stale.js.br":             "OLD",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		// Originals older than their siblings, as the build leaves them.
		if !strings.HasSuffix(name, ".br") && !strings.HasSuffix(name, ".gz") && name != "stale.js" {
			os.Chtimes(p, old, old)
		}
	}
	os.Chtimes(filepath.Join(dir, "stale.js.br"), old.Add(-time.Hour), old.Add(-time.Hour))
	if err := os.WriteFile(outside, []byte("outside the root"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	return dir, outside
}

func get(t *testing.T, h http.Handler, method, target string, hdr map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func body(t *testing.T, r *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func newHandler(t *testing.T) *Handler {
	t.Helper()
	dir, _ := site(t)
	h, err := NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func TestWasmHeaders(t *testing.T) {
	h := newHandler(t)
	for _, tc := range []struct {
		accept, encoding, body string
	}{
		{"gzip, deflate, br, zstd", "br", "BROTLI"}, // Chromium's header
		{"br", "br", "BROTLI"},
		{"gzip", "gzip", "GZIP"},
		{"br;q=0, gzip;q=0.5", "gzip", "GZIP"},
		{"BR;Q=1.0", "br", "BROTLI"},
		{"*", "br", "BROTLI"},
		{"*;q=0, gzip", "gzip", "GZIP"},
		{"", "", "\x00asm raw bytes of the game"},
		{"identity", "", "\x00asm raw bytes of the game"},
		{"gzip;q=0, br;q=0", "", "\x00asm raw bytes of the game"},
		{"deflate", "", "\x00asm raw bytes of the game"},
	} {
		r := get(t, h, "GET", "/noddy.wasm", map[string]string{"Accept-Encoding": tc.accept})
		got := map[string]string{
			"status":                 r.Status,
			"Content-Type":           r.Header.Get("Content-Type"),
			"Content-Encoding":       r.Header.Get("Content-Encoding"),
			"Vary":                   r.Header.Get("Vary"),
			"Cache-Control":          r.Header.Get("Cache-Control"),
			"X-Content-Type-Options": r.Header.Get("X-Content-Type-Options"),
			"body":                   body(t, r),
		}
		want := map[string]string{
			"status":                 "200 OK",
			"Content-Type":           "application/wasm",
			"Content-Encoding":       tc.encoding,
			"Vary":                   "Accept-Encoding",
			"Cache-Control":          "no-cache",
			"X-Content-Type-Options": "nosniff",
			"body":                   tc.body,
		}
		for k, w := range want {
			if got[k] != w {
				t.Errorf("Accept-Encoding %q: %s = %q, want %q", tc.accept, k, got[k], w)
			}
		}
		if cl := r.Header.Get("Content-Length"); cl != strconv.Itoa(len(tc.body)) {
			t.Errorf("Accept-Encoding %q: Content-Length %q, want %d", tc.accept, cl, len(tc.body))
		}
		if e := r.Header.Get("ETag"); len(e) != 26 || e[0] != '"' {
			t.Errorf("Accept-Encoding %q: ETag %q, want a quoted 24-hex-digit tag", tc.accept, e)
		}
	}
}

func TestETagsDifferPerEncodingAnd304(t *testing.T) {
	h := newHandler(t)
	br := get(t, h, "GET", "/noddy.wasm", map[string]string{"Accept-Encoding": "br"}).Header.Get("ETag")
	gz := get(t, h, "GET", "/noddy.wasm", map[string]string{"Accept-Encoding": "gzip"}).Header.Get("ETag")
	raw := get(t, h, "GET", "/noddy.wasm", nil).Header.Get("ETag")
	if br == gz || gz == raw || br == raw {
		t.Fatalf("ETags must differ per representation: br %s gzip %s raw %s", br, gz, raw)
	}
	r := get(t, h, "GET", "/noddy.wasm", map[string]string{"Accept-Encoding": "br", "If-None-Match": br})
	if r.StatusCode != http.StatusNotModified || body(t, r) != "" {
		t.Errorf("If-None-Match with the br tag: %s, want 304 and no body", r.Status)
	}
	r = get(t, h, "GET", "/noddy.wasm", map[string]string{"Accept-Encoding": "gzip", "If-None-Match": br})
	if r.StatusCode != http.StatusOK || body(t, r) != "GZIP" {
		t.Errorf("If-None-Match with another representation's tag: %s, want 200 GZIP", r.Status)
	}
}

func TestHashedNameIsImmutable(t *testing.T) {
	h := newHandler(t)
	r := get(t, h, "GET", "/noddy.0123456789ab.wasm", map[string]string{"Accept-Encoding": "br"})
	if r.StatusCode != 200 || r.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" ||
		r.Header.Get("Content-Type") != "application/wasm" || r.Header.Get("Content-Encoding") != "" ||
		r.Header.Get("Vary") != "" {
		t.Errorf("hashed wasm: %s %v", r.Status, r.Header)
	}
}

func TestIndexAndTypes(t *testing.T) {
	h := newHandler(t)
	for _, tc := range []struct{ path, accept, ctype, enc, body, vary string }{
		{"/", "br", "text/html; charset=utf-8", "", "<!doctype html><title>Noddy</title>", ""},
		{"/index.html", "", "text/html; charset=utf-8", "", "<!doctype html><title>Noddy</title>", ""},
		{"/docs/", "", "text/html; charset=utf-8", "", "<p>docs</p>", ""},
		{"/wasm_exec.js", "br, gzip", "text/javascript; charset=utf-8", "gzip", "GZ-JS", "Accept-Encoding"},
		{"/noddy.json", "", "application/json", "", `{"wasm":"noddy.wasm"}`, ""},
		{"/stale.js", "br", "text/javascript; charset=utf-8", "", "// edited after the build", ""},
	} {
		r := get(t, h, "GET", tc.path, map[string]string{"Accept-Encoding": tc.accept})
		b := body(t, r)
		if r.StatusCode != 200 || r.Header.Get("Content-Type") != tc.ctype || r.Header.Get("Content-Encoding") != tc.enc ||
			r.Header.Get("Cache-Control") != "no-cache" || b != tc.body || r.Header.Get("Vary") != tc.vary {
			t.Errorf("%s: %s type %q enc %q cache %q vary %q body %q", tc.path, r.Status, r.Header.Get("Content-Type"),
				r.Header.Get("Content-Encoding"), r.Header.Get("Cache-Control"), r.Header.Get("Vary"), b)
		}
	}
}

func TestHead(t *testing.T) {
	h := newHandler(t)
	r := get(t, h, "HEAD", "/noddy.wasm", map[string]string{"Accept-Encoding": "br"})
	if r.StatusCode != 200 || r.Header.Get("Content-Length") != "6" || body(t, r) != "" {
		t.Errorf("HEAD: %s length %q", r.Status, r.Header.Get("Content-Length"))
	}
}

func TestNotFoundAndNoEscape(t *testing.T) {
	h := newHandler(t)
	for _, p := range []string{
		"/missing.wasm",
		"/sub/",          // a folder without index.html: no listing
		"/sub",           // same
		"/.hidden",       // dot-files
		"/link.txt",      // a symlink leading out of the folder
		"/../secret.txt", // climbing out
		"/%2e%2e/secret.txt",
		"/sub/../../secret.txt",
		"/..%2fsecret.txt",
		"/..%5csecret.txt",
		"/index.html%00",
	} {
		r := get(t, h, "GET", p, nil)
		if b := body(t, r); r.StatusCode != http.StatusNotFound || strings.Contains(b, "outside the root") {
			t.Errorf("%s: %s %q, want 404", p, r.Status, b)
		}
	}
}

func TestMethodNotAllowed(t *testing.T) {
	h := newHandler(t)
	r := get(t, h, "POST", "/index.html", nil)
	if r.StatusCode != http.StatusMethodNotAllowed || r.Header.Get("Allow") != "GET, HEAD" {
		t.Errorf("POST: %s Allow %q", r.Status, r.Header.Get("Allow"))
	}
}

func TestAccepts(t *testing.T) {
	for _, tc := range []struct {
		header, token string
		want          bool
	}{
		{"", "br", false},
		{"br", "br", true},
		{"gzip, br", "br", true},
		{"br;q=0", "br", false},
		{"br; q=0.001", "br", true},
		{"br;q=bogus", "br", false},
		{"*", "gzip", true},
		{"*;q=0", "gzip", false},
		{"gzip;q=0, *", "gzip", false},
		{"x-gzip", "gzip", false},
	} {
		if got := accepts(tc.header, tc.token); got != tc.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", tc.header, tc.token, got, tc.want)
		}
	}
}

// A browser asks for /favicon.ico on a page that names no icon (the link
// of a table that is not there, an error's plain text): it is the game's
// own 32-pixel icon (web/icons, drawn by tools/gen-icons), not a 404.
func TestFavicon(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "..", "web", "icons", "favicon-32.png"))
	if err != nil {
		t.Fatal(err)
	}
	h, err := NewHandler(filepath.Join("..", "..", "web"))
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for _, method := range []string{"GET", "HEAD"} {
		r := get(t, h, method, "/favicon.ico", nil)
		b := body(t, r)
		if r.StatusCode != http.StatusOK || r.Header.Get("Content-Type") != "image/png" || method == "GET" && b != string(want) ||
			r.Header.Get("Content-Length") != strconv.Itoa(len(want)) {
			t.Errorf("%s /favicon.ico: %s type %q length %q, %d bytes; want 200 image/png, web/icons/favicon-32.png's %d",
				method, r.Status, r.Header.Get("Content-Type"), r.Header.Get("Content-Length"), len(b), len(want))
		}
	}
	// A folder of its own favicon.ico serves that.
	dir, _ := site(t)
	os.WriteFile(filepath.Join(dir, "favicon.ico"), []byte("ICO"), 0o644)
	own, err := NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer own.Close()
	if r := get(t, own, "GET", "/favicon.ico", nil); r.StatusCode != http.StatusOK || r.Header.Get("Content-Type") != "image/x-icon" || body(t, r) != "ICO" {
		t.Errorf("a folder's own favicon.ico: %s %q", r.Status, r.Header.Get("Content-Type"))
	}
}
