package server

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"sync/atomic"
	"time"

	"golang.org/x/time/rate"
)

// The server logs with log/slog, as key=value text or JSON. Table ids and
// seat tokens are credentials of a sort (whoever has an id can watch, a
// token plays a seat), so no log line carries one, however a request
// spells its path: every run of 16 or more characters of their alphabet
// (ids are 22, tokens 43) in a message or a value is cut to "…". Values
// that hold spaces, quotes or anything unprintable (a forged line's
// newline, a terminal's ESC) are quoted with their escapes by the text
// handler, and always by JSON's.

var idRun = regexp.MustCompile(`[A-Za-z0-9_-]{16,}`)

// Redact is s with every run that could be an id or a token cut out.
func Redact(s string) string {
	if len(s) < 16 {
		return s
	}
	return idRun.ReplaceAllString(s, "…")
}

// NewLogger logs to w in format "text" or "json" from level on, with
// ids and tokens redacted from every line.
func NewLogger(w io.Writer, format string, level slog.Level) (*slog.Logger, error) {
	o := &slog.HandlerOptions{Level: level}
	var h slog.Handler
	switch format {
	case "text", "":
		h = slog.NewTextHandler(w, o)
	case "json":
		h = slog.NewJSONHandler(w, o)
	default:
		return nil, fmt.Errorf("log format %q: want text or json", format)
	}
	return slog.New(RedactHandler(h)), nil
}

// RedactHandler passes records on to h with ids and tokens cut from the
// message and from every string value.
func RedactHandler(h slog.Handler) slog.Handler { return redacting{h} }

type redacting struct{ h slog.Handler }

func (r redacting) Enabled(ctx context.Context, l slog.Level) bool { return r.h.Enabled(ctx, l) }

func (r redacting) Handle(ctx context.Context, rec slog.Record) error {
	out := slog.NewRecord(rec.Time, rec.Level, Redact(rec.Message), rec.PC)
	rec.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(redactAttr(a))
		return true
	})
	return r.h.Handle(ctx, out)
}

func (r redacting) WithAttrs(as []slog.Attr) slog.Handler {
	clean := make([]slog.Attr, len(as))
	for i, a := range as {
		clean[i] = redactAttr(a)
	}
	return redacting{r.h.WithAttrs(clean)}
}

func (r redacting) WithGroup(name string) slog.Handler { return redacting{r.h.WithGroup(name)} }

func redactAttr(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return slog.String(a.Key, Redact(v.String()))
	case slog.KindGroup:
		g := v.Group()
		clean := make([]slog.Attr, len(g))
		for i, x := range g {
			clean[i] = redactAttr(x)
		}
		return slog.Attr{Key: a.Key, Value: slog.GroupValue(clean...)}
	case slog.KindAny:
		// An error or a Stringer: its words, redacted.
		return slog.String(a.Key, Redact(fmt.Sprint(v.Any())))
	}
	return slog.Attr{Key: a.Key, Value: v}
}

// discardLogger is the logger of a Config that gave none.
func discardLogger() *slog.Logger { return slog.New(slog.DiscardHandler) }

// RedactPath is a request path fit for a log: any id or token in it, in
// whatever spelling, left out (Redact).
func RedactPath(p string) string { return Redact(p) }

type statusWriter struct {
	http.ResponseWriter
	status int
	n      int64
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.n += int64(n)
	return n, err
}

// Unwrap lets the WebSocket upgrade reach the connection (http.Hijacker)
// and handlers set their deadlines (http.ResponseController).
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// LogRequests logs each request h answers with an error, and each file
// served (not the tables' API calls that succeed: they are many and say
// nothing), at info level: method, path (redacted, quoted when it holds
// anything unprintable), status, bytes, encoding and duration. At most
// reqLogBurst lines at once and reqLogRate a second: one client's flood
// of bad requests wrote 24 MB of log in 10 s, a disk's worth in hours
// where nothing rotates it (Docker's default); the next line written says
// how many were left out ("left_out").
func LogRequests(log *slog.Logger, h http.Handler) http.Handler {
	return logRequests(log, h, time.Now)
}

const (
	reqLogBurst = 500
	reqLogRate  = 50 // lines a second
)

func logRequests(log *slog.Logger, h http.Handler, now func() time.Time) http.Handler {
	lim := rate.NewLimiter(reqLogRate, reqLogBurst)
	var left atomic.Int64
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		h.ServeHTTP(sw, r)
		if sw.status == 0 {
			sw.status = http.StatusOK
		}
		if strings.HasPrefix(r.URL.Path, "/api/") && sw.status < 300 || r.URL.Path == "/metrics" || r.URL.Path == "/healthz" || r.URL.Path == "/readyz" {
			return
		}
		if !lim.AllowN(now(), 1) {
			left.Add(1)
			return
		}
		args := []any{"method", r.Method, "path", RedactPath(r.URL.Path), "status", sw.status,
			"bytes", sw.n, "encoding", w.Header().Get("Content-Encoding"), "ms", time.Since(start).Milliseconds()}
		if n := left.Swap(0); n > 0 {
			args = append(args, "left_out", n)
		}
		log.Info("request", args...)
	})
}

// LogfLogger is a text logger that hands each line to logf (a test's
// t.Logf), redacted as NewLogger's.
func LogfLogger(logf func(format string, args ...any)) *slog.Logger {
	return slog.New(RedactHandler(slog.NewTextHandler(logfWriter(logf), &slog.HandlerOptions{Level: slog.LevelDebug})))
}

type logfWriter func(format string, args ...any)

func (w logfWriter) Write(b []byte) (int, error) {
	w("%s", strings.TrimSuffix(string(b), "\n"))
	return len(b), nil
}
