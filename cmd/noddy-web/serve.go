package main

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
)

// contentTypes is the whole table of types the game's folder needs. It is
// fixed here rather than read from mime.TypeByExtension, whose answer
// depends on the host's /etc/mime.types; the browser refuses streaming
// compilation of a .wasm served as anything but application/wasm.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".json": "application/json",
	// The web app manifest (install as an app); browsers also take JSON.
	".webmanifest": "application/manifest+json",
	".wasm":        "application/wasm",
	".css":         "text/css; charset=utf-8",
	".png":         "image/png",
	".svg":         "image/svg+xml",
	".ico":         "image/x-icon",
	".txt":         "text/plain; charset=utf-8",
	".woff2":       "font/woff2",
}

// aliases are names a browser asks for on its own, served from the
// folder's files when it has none of that name: /favicon.ico, asked for on
// a page that names no icon (the link of a table that is not there, an
// error's plain text), is the game's 32-pixel icon (tools/gen-icons), as
// a PNG, which every browser takes there.
var aliases = map[string]string{"favicon.ico": "icons/favicon-32.png"}

// encodings are the precompressed siblings the handler looks for, best first:
// brotli is about a third smaller than gzip on the game's .wasm.
var encodings = []struct{ token, ext string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// hashedName matches names that carry a content hash ("noddy.1a2b3c4d5e6f.wasm"),
// which never change content and so may be cached for good.
var hashedName = regexp.MustCompile(`\.[0-9a-f]{12,}\.[a-z0-9]+$`)

// Handler serves the static files of one folder for the browser build.
//
// Rules (each tested in serve_test.go):
//   - GET and HEAD only (405 otherwise); "/" and any folder serve its index.html;
//     /favicon.ico, where the folder has none, its icons/favicon-32.png (aliases).
//   - No escape from the folder: paths are cleaned, and files are opened through
//     an os.Root, which also refuses symlinks that lead outside. Names starting
//     with a dot are 404. Folders without index.html are 404 (no listings).
//   - Precompressed delivery: when the request's Accept-Encoding allows br (or
//     gzip) and "NAME.br" (or "NAME.gz") exists, that file is sent with
//     Content-Encoding, the Content-Type of NAME and "Vary: Accept-Encoding".
//     Compression happens once at build time (see precompress.go), never per
//     request.
//   - Caching: names with a content hash get "public, max-age=31536000,
//     immutable"; everything else (index.html, noddy.wasm in the dev folder,
//     the manifest) gets "no-cache" and a strong ETag from a SHA-256 of the
//     bytes sent, so a reload revalidates with one cheap 304 and a rebuild is
//     never hidden behind a stale cache.
type Handler struct {
	root *os.Root
	// writeTimeout is the server's time to send an answer: a file is
	// given that and a second more per 32 KB, so that a slow phone gets
	// the game and a reader that takes nothing is still cut off.
	writeTimeout time.Duration

	mu    sync.Mutex
	etags map[string]etagEntry // by file name in the root
}

type etagEntry struct {
	size    int64
	modTime time.Time
	etag    string
}

// NewHandler returns a Handler for the folder dir.
// Errors: the folder cannot be opened (*fs.PathError).
func NewHandler(dir string) (*Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &Handler{root: root, etags: map[string]etagEntry{}}, nil
}

// Close releases the folder.
func (h *Handler) Close() error { return h.root.Close() }

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := cleanName(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	f, info, err := h.open(name)
	if alias, ok := aliases[name]; ok && err != nil {
		name = alias
		f, info, err = h.open(name)
	}
	if err == nil && info.IsDir() {
		f.Close()
		name = path.Join(name, "index.html")
		f, info, err = h.open(name)
	}
	if err != nil || info.IsDir() {
		if f != nil {
			f.Close()
		}
		http.NotFound(w, r)
		return
	}
	defer func() { f.Close() }()

	hdr := w.Header()
	hdr.Set("X-Content-Type-Options", "nosniff")
	ctype, known := contentTypes[strings.ToLower(path.Ext(name))]
	if !known {
		ctype = "application/octet-stream"
	}
	hdr.Set("Content-Type", ctype)

	sent := name
	varies := false
	for _, enc := range encodings {
		cf, cinfo, err := h.open(name + enc.ext)
		// A sibling older than its original is stale (the page was edited
		// after the last build): serve the original instead.
		if err != nil || cinfo.IsDir() || cinfo.ModTime().Before(info.ModTime()) {
			if cf != nil {
				cf.Close()
			}
			continue
		}
		varies = true
		if !accepts(r.Header.Get("Accept-Encoding"), enc.token) {
			cf.Close()
			continue
		}
		f.Close()
		f, info, sent = cf, cinfo, name+enc.ext
		hdr.Set("Content-Encoding", enc.token)
		break
	}
	if varies {
		hdr.Set("Vary", "Accept-Encoding")
	}

	if hashedName.MatchString(name) {
		hdr.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		hdr.Set("Cache-Control", "no-cache")
	}
	etag, err := h.etag(sent, f, info)
	if err != nil {
		http.Error(w, "read error", http.StatusInternalServerError)
		return
	}
	hdr.Set("ETag", etag)
	if hdr.Get("Content-Encoding") != "" && r.Header.Get("Range") == "" {
		// ServeContent leaves Content-Length out when an encoding is set;
		// the length of the file sent is exact, and lets the browser show
		// download progress.
		hdr.Set("Content-Length", strconv.FormatInt(info.Size(), 10))
	}
	if h.writeTimeout > 0 {
		http.NewResponseController(w).SetWriteDeadline(time.Now().Add(h.writeTimeout + time.Duration(info.Size()>>15)*time.Second))
	}
	// ServeContent answers If-None-Match (304), Range and HEAD. Ranges of an
	// encoded file are ranges of the encoded bytes, as RFC 9110 says.
	http.ServeContent(w, r, name, info.ModTime(), f)
}

// cleanName turns a URL path into a name inside the root ("." for the root).
// It refuses dot-files and anything that would climb out.
func cleanName(urlPath string) (string, bool) {
	if !strings.HasPrefix(urlPath, "/") {
		urlPath = "/" + urlPath
	}
	if strings.Contains(urlPath, "\x00") || strings.Contains(urlPath, "\\") {
		return "", false
	}
	p := path.Clean(urlPath)
	name := strings.TrimPrefix(p, "/")
	if name == "" {
		return ".", true
	}
	for _, part := range strings.Split(name, "/") {
		if strings.HasPrefix(part, ".") {
			return "", false
		}
	}
	if !fs.ValidPath(name) {
		return "", false
	}
	return name, true
}

func (h *Handler) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := h.root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

// etag is a strong validator of the bytes of the file named name, cached
// until its size or modification time changes.
func (h *Handler) etag(name string, f *os.File, info fs.FileInfo) (string, error) {
	h.mu.Lock()
	e, ok := h.etags[name]
	h.mu.Unlock()
	if ok && e.size == info.Size() && e.modTime.Equal(info.ModTime()) {
		return e.etag, nil
	}
	sum := sha256.New()
	if _, err := io.Copy(sum, f); err != nil {
		return "", err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	etag := `"` + hex.EncodeToString(sum.Sum(nil)[:12]) + `"`
	h.mu.Lock()
	h.etags[name] = etagEntry{info.Size(), info.ModTime(), etag}
	h.mu.Unlock()
	return etag, nil
}

// accepts reports whether an Accept-Encoding header value allows the coding
// token: listed (or matched by "*") with a q-value above 0 (RFC 9110, 12.5.3).
func accepts(header, token string) bool {
	star := false
	for _, item := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(item), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil {
					f = 0
				}
				q = f
			}
		}
		switch coding {
		case token:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}
