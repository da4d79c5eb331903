//go:build !js

package main

import (
	"net/http"
	"strings"
	"time"
)

// throttle serves the .wasm slowly, in small pieces, so that the loading
// screen can be watched filling, and as application/octet-stream: a host
// that cannot stream, where the page reads the bytes itself and the bar
// follows them (where it streams, the body goes to the compiler untouched
// and the bar waits: web/index.html's load).
func throttle(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.Contains(r.URL.Path, ".wasm") {
			h.ServeHTTP(w, r)
			return
		}
		h.ServeHTTP(&slowWriter{ResponseWriter: w}, r)
	})
}

type slowWriter struct {
	http.ResponseWriter
	typed bool
}

func (s *slowWriter) WriteHeader(code int) {
	s.retype()
	s.ResponseWriter.WriteHeader(code)
}

func (s *slowWriter) retype() {
	if !s.typed {
		s.typed = true
		s.Header().Set("Content-Type", "application/octet-stream")
	}
}

func (s *slowWriter) Write(p []byte) (int, error) {
	s.retype()
	n := 0
	for len(p) > 0 {
		k := min(len(p), 32<<10)
		m, err := s.ResponseWriter.Write(p[:k])
		n += m
		if err != nil {
			return n, err
		}
		if f, ok := s.ResponseWriter.(http.Flusher); ok {
			f.Flush()
		}
		time.Sleep(15 * time.Millisecond)
		p = p[k:]
	}
	return n, nil
}
