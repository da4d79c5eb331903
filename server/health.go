package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Health, for a host: /healthz says the process serves HTTP at all;
// /readyz says whether it should be sent players: the store took a write
// within the last probes (a store that wedges answers reads and refuses
// every write), the server is not stopping, and its listener is not full.

var errStopping = errors.New("the server is stopping")

// probeLoop asks the store to write every ProbeEvery until the server
// closes.
func (s *Server) probeLoop() {
	tick := time.NewTicker(s.cfg.ProbeEvery)
	defer tick.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-tick.C:
			s.probe()
		}
	}
}

func (s *Server) probe() {
	ctx, cancel := context.WithTimeout(s.ctx, s.cfg.ProbeTimeout)
	defer cancel()
	start := time.Now()
	err := s.store.Probe(ctx)
	s.storeTime("probe", start)
	if err != nil && s.ctx.Err() == nil {
		s.cfg.Log.Warn("table store probe failed", "err", err)
	}
	s.probeMu.Lock()
	s.probeErr, s.probeAt = err, time.Now()
	s.probeMu.Unlock()
	if err == nil {
		s.measureRoom(ctx)
	}
}

// ready is nil when players may be sent here, else why not.
func (s *Server) ready() error {
	if s.draining.Load() || s.ctx.Err() != nil {
		return errStopping
	}
	s.probeMu.Lock()
	err, at := s.probeErr, s.probeAt
	s.probeMu.Unlock()
	switch {
	case err != nil:
		return fmt.Errorf("the table store does not answer: %w", err)
	case time.Since(at) > 3*s.cfg.ProbeEvery+s.cfg.ProbeTimeout:
		return errors.New("the table store does not answer: its probe has not come back")
	}
	for _, l := range s.listeners {
		if l.full.Load() {
			return errors.New("the server holds all the connections it may")
		}
	}
	return nil
}

// Healthz answers 200 while the process serves HTTP.
func (s *Server) Healthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	io.WriteString(w, "ok\n")
}

// Readyz answers 200 "ready", or 503 and why not.
func (s *Server) Readyz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	if err := s.ready(); err != nil {
		w.WriteHeader(http.StatusServiceUnavailable)
		io.WriteString(w, Redact(err.Error())+"\n")
		return
	}
	io.WriteString(w, "ready\n")
}
