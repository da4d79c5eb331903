package server

import (
	"context"
	"errors"
	"sync"
	"time"

	"noddy/engine/english"
	"noddy/protocol"
)

// The store's room. The tables' stream has a cap (StoreOptions.MaxBytes,
// the host's -store-max), JetStream's own: past it every entry is
// refused (DiscardNew), so what is stored is never dropped to make room,
// and a log is never cut short. Before the cap, at nine tenths of it
// (shortAt), this server stops taking what would start something new or
// only talks: a new table, Play again, chat, names and allow switches.
// The last tenth is the tables in play's, to finish their matches in: a
// seat's moves, its readies, its comings and goings, a seat taken at a
// waiting table. At the cap even those are refused, the table unchanged
// (store-full), until tables expire and the sweeper frees their room.
//
// The room is JetStream's count of the stream's bytes, read with the
// readiness probe (every ProbeEvery) and after a sweep that removed
// tables, and what this process has appended since. The host is told in
// the log when the store goes short of room and when it has room again,
// and of entries refused at the cap at once, then at most once a minute.

// shortAt is the part of the cap past which the store is short of room
// (nine tenths): the tables in play's reserve is the tenth left.
func shortAt(max int64) uint64 { return uint64(max - max/10) }

// room is what the server knows of the store's room.
type room struct {
	mu      sync.Mutex
	used    uint64    // the stream's bytes when last read
	short   bool      // past shortAt when last read
	refused int       // entries refused at the cap since the last log line of it
	saidAt  time.Time // when the cap's refusals were last logged
}

// errNoRoom is a new table refused for want of room.
var errNoRoom = errors.New(english.StoreNoNewTables)

var (
	refuseShort = refuse(protocol.ErrStoreFull, english.StoreShort)
	refuseFull  = refuse(protocol.ErrStoreFull, english.StoreFull)
)

// short reports whether the store is short of room: its bytes when last
// read and what this process has appended since (the count is read every
// few seconds, and a few seconds of new tables at once could take the
// tables in play's tenth).
func (s *Server) short() bool {
	max := s.store.MaxBytes()
	if max <= 0 {
		return false
	}
	used := s.storeUsed()
	return s.crossed(used, used >= shortAt(max))
}

// storeUsed is about how many bytes the stream holds: as last read, and
// what this process has appended since.
func (s *Server) storeUsed() uint64 {
	s.room.mu.Lock()
	used := s.room.used
	s.room.mu.Unlock()
	return used + s.store.Since()
}

// measureRoom reads how much the stream holds.
func (s *Server) measureRoom(ctx context.Context) {
	used, err := s.store.Used(ctx)
	if err != nil {
		return // the probe says the store does not answer
	}
	max := s.store.MaxBytes()
	s.room.mu.Lock()
	s.room.used = used
	s.room.mu.Unlock()
	s.crossed(used, max > 0 && used >= shortAt(max))
}

// crossed notes whether the store is short of room, and tells the host
// when it crosses its line either way; it returns short.
func (s *Server) crossed(used uint64, short bool) bool {
	s.room.mu.Lock()
	was := s.room.short
	s.room.short = short
	s.room.mu.Unlock()
	max := s.store.MaxBytes()
	switch {
	case short && !was:
		s.cfg.Log.Warn("table store short of room: new tables, play again, chat and names refused; the matches in play go on",
			"used_bytes", used, "max_bytes", max, "short_at_bytes", shortAt(max))
	case !short && was:
		s.cfg.Log.Info("table store has room again: new tables taken", "used_bytes", used, "max_bytes", max)
	}
	return short
}

// storeFull notes an entry JetStream refused for want of room, and tells
// the host at once the first time, then at most once a minute with how
// many were refused.
func (s *Server) storeFull(err error) {
	s.refused(limStoreFull)
	s.room.mu.Lock()
	s.room.refused++
	n, say := s.room.refused, time.Since(s.room.saidAt) >= time.Minute
	if say {
		s.room.refused, s.room.saidAt = 0, time.Now()
	}
	s.room.mu.Unlock()
	if say && s.ctx.Err() == nil {
		ctx, cancel := context.WithTimeout(s.ctx, s.cfg.ProbeTimeout)
		s.measureRoom(ctx) // JetStream's own count, for the host
		cancel()
		used := s.storeUsed()
		s.cfg.Log.Error("table store full: entries refused, moves of the tables in play too, until tables expire; raise -store-max or free disk",
			"refused", n, "used_bytes", used, "max_bytes", s.store.MaxBytes(), "err", err)
	}
}

// roomFor refuses an entry of kind k the store is too short of room for.
func (s *Server) roomFor(k string) *refusal {
	switch k {
	case kChat, kName, kAllow, kAgain:
		if s.short() {
			s.refused(limStoreFull)
			return refuseShort
		}
	}
	return nil
}
