//go:build !js

package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"
)

// A table's link page names its files relatively; a browser fetches
// /t/wasm_exec.js before the page's <base> moves it: it is the folder's
// file, not a table that is not there (404).
func TestLinkPageFiles(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<p>the game</p>"), 0o644)
	os.WriteFile(filepath.Join(dir, "wasm_exec.js"), []byte("// go"), 0o644)
	os.WriteFile(filepath.Join(dir, "noddy.json"), []byte("{}"), 0o644)
	h, err := NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	srv := tablesServer(t, h)
	for path, want := range map[string]string{
		"/t/wasm_exec.js": "200 text/javascript; charset=utf-8 // go",
		"/t/noddy.json":   "200 application/json {}",
		"/t/nothing.js":   "404 text/plain; charset=utf-8 404 page not found\n",
		"/t/.hidden.js":   "404 text/plain; charset=utf-8 404 page not found\n",
	} {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if got := fmt.Sprintf("%d %s %s", resp.StatusCode, resp.Header.Get("Content-Type"), b); got != want {
			t.Errorf("%s: %q, want %q", path, got, want)
		}
	}
	resp, err := http.Get(srv.URL + "/t/AAAAAAAAAAAAAAAAAAAAAA")
	if err != nil || resp.StatusCode != http.StatusNotFound {
		t.Fatalf("a made-up table's link: %v %v, want 404", resp.StatusCode, err)
	}
	resp.Body.Close()
}
