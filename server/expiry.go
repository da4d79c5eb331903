package server

import (
	"context"
	"encoding/json"
	"time"
)

// Expiry is the server's: every table's deadline is in its log (each
// entry carries the table's expiry after it) and, for finding them
// without reading every log, in a key-value bucket the sweeper watches.
// The bucket may lag behind a log (it is written at most hourly per
// table), never run ahead of it, so the sweeper checks the log's last
// entry before removing a table.

func (s *Server) noteExpiry(id string, at time.Time) {
	if !validID(id) {
		return // the readiness probe's key
	}
	s.expMu.Lock()
	defer s.expMu.Unlock()
	if at.IsZero() {
		delete(s.expiry, id)
		return
	}
	s.expiry[id] = at.UnixMilli()
}

func (s *Server) sweepLoop() {
	tick := time.NewTicker(s.cfg.SweepEvery)
	defer tick.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-tick.C:
			s.Sweep(s.ctx)
		}
	}
}

// Sweep removes every table whose time is up by the server's clock and
// returns how many went. Clients at a table that goes are told so.
func (s *Server) Sweep(ctx context.Context) int {
	select {
	case <-s.expSeen:
	case <-ctx.Done():
		return 0
	}
	now := s.now()
	var due []string
	s.expMu.Lock()
	for id, at := range s.expiry {
		if at <= now {
			due = append(due, id)
		}
	}
	s.expMu.Unlock()
	n := 0
	for _, id := range due {
		if s.expire(ctx, id, now) {
			n++
		}
	}
	if n > 0 {
		s.measureRoom(ctx) // the room they left
	}
	return n
}

// expire removes table id if its log says its time is up.
func (s *Server) expire(ctx context.Context, id string, now int64) bool {
	last, ok, err := s.store.Last(ctx, id)
	if err != nil {
		return false
	}
	var e entry
	if ok && json.Unmarshal(last.data, &e) != nil {
		return false
	}
	switch {
	case !ok || e.K == kGone:
		s.store.forget(ctx, id)
		return false
	case e.Exp > now:
		s.store.SetExpiry(ctx, id, msTime(e.Exp))
		return false
	}
	gone := entry{K: kGone, At: now, Exp: e.Exp, Seat: -1}
	// If a client acted since, the tombstone is refused: the table lives.
	if err := s.store.Tombstone(ctx, id, mustJSON(gone), last.seq); err != nil {
		return false
	}
	s.noteExpiry(id, time.Time{})
	// Clients here at the table are told now (the stream would tell
	// another process's).
	if t := s.inMemory(id); t != nil {
		t.catchUp(ctx)
	}
	return true
}
