//go:build !js

// Package servertest starts a real table server for tests: the package
// cmd/noddy-web/table over a real embedded NATS JetStream in a temporary
// folder, on 127.0.0.1, with its clock injectable.
package servertest

import (
	"net"
	"net/http"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"noddy/server"
)

// Server is a running table server.
type Server struct {
	Base   string // http://127.0.0.1:port
	Tables *server.Server
	store  *server.Store
	http   *http.Server
}

// Start runs a server for the test's length (closed by t.Cleanup); now is
// its clock (nil: time.Now); no rate limits unless limits; with sets the
// rest of its configuration.
func Start(t testing.TB, now func() time.Time, limits bool, with ...func(*server.Config)) *Server {
	t.Helper()
	return StartWith(t, server.StoreOptions{}, now, limits, with...)
}

// StartWith is Start with the store opened with o (a cap on it).
func StartWith(t testing.TB, o server.StoreOptions, now func() time.Time, limits bool, with ...func(*server.Config)) *Server {
	t.Helper()
	store, err := server.OpenEmbeddedWith(t.TempDir(), o)
	if err != nil {
		t.Fatal(err)
	}
	cfg := server.Config{Store: store, Now: now, Log: server.LogfLogger(t.Logf)}
	if !limits {
		cfg.MsgRate, cfg.CreateRate, cfg.LoadRate, cfg.WriteRate = rate.Inf, rate.Inf, rate.Inf, rate.Inf
	}
	for _, f := range with {
		f(&cfg)
	}
	srv, err := server.New(cfg)
	if err != nil {
		store.Close()
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{Base: "http://" + ln.Addr().String(), Tables: srv, store: store}
	s.http = &http.Server{Handler: srv.Handler()}
	go s.http.Serve(ln)
	t.Cleanup(s.Stop)
	return s
}

// Store is the server's store (a test fills it).
func (s *Server) Store() *server.Store { return s.store }

// Stop closes the server (a second call does nothing).
func (s *Server) Stop() {
	if s.Tables == nil {
		return
	}
	s.Tables.Close()
	s.http.Close()
	s.store.Close()
	s.Tables = nil
}
