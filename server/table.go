package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// A table held in memory: loaded from the log by the first to ask for
// it, shared while in use, dropped when idle.

// loadTimeout bounds a table's first read from the store.
const loadTimeout = 30 * time.Second

// maxLoadsFrom is how many loads one address's requests may have under
// way at once: a load's entries are charged once it has read them, and
// 64 asked for at once would all be under way before the first charge.
const maxLoadsFrom = 2

// ErrGone is a table that is not there: one that went, or ErrNotFound.
var ErrGone = errors.New("this table has gone")

// ErrNotFound is a table the server has no record of: an id never made,
// or a table gone so long ago that its tombstone lapsed (tombstoneTL). The
// server cannot tell which, so its words say neither (english.NotFound).
// It is an ErrGone: every table not there is refused alike.
var ErrNotFound = fmt.Errorf("%w: no record of it", ErrGone)

// table is one table held in memory, replayed from its log.
type table struct {
	id    string
	srv   *Server
	ready chan struct{}
	err   error
	refs  int // connections and requests using it (under Server.mu)
	idle  time.Time

	wmu sync.Mutex // one writer at a time from this process

	mu      sync.Mutex
	st      *State
	last    uint64 // the stream sequence of the last entry applied
	loading bool
	pending []stored
	conns   map[*session]struct{}
	kvExp   int64 // the expiry last recorded for the sweeper
	// Limits by seat, this process's: messages, hellos that take the
	// seat (a reconnecting loop would fill the log with comings and
	// goings), and the bytes of voice signals relayed.
	seatMsgs, seatHellos, seatSignals []*rate.Limiter
	// runs are the watchers' full runs of items, rendered (backlog.go);
	// record the finished matches' record as JSON, recordN the matches in
	// it (record.go).
	runs    map[chunkKey][]byte
	record  []byte
	recordN int
}

// seatLimiter is seat's limiter in lims, made when first used; t.mu is
// held.
func (t *table) seatLimiter(lims *[]*rate.Limiter, seat int, r rate.Limit, burst int) *rate.Limiter {
	if *lims == nil {
		*lims = make([]*rate.Limiter, len(t.st.seats))
	}
	if seat < 0 || seat >= len(*lims) {
		return rate.NewLimiter(0, 0)
	}
	if (*lims)[seat] == nil {
		(*lims)[seat] = rate.NewLimiter(r, burst)
	}
	return (*lims)[seat]
}

// errLoadRate: a client asked for more tables not held in memory than
// its address's limit lets it (Config.LoadRate).
var errLoadRate = errors.New("too many tables asked for from this address; wait a little")

// acquireFrom returns table id replayed, loading it when needed, for a
// client at addr ("": the server's own); release it. A
// table not held in memory is loaded only while addr's limit of entries
// loaded (Config.LoadRate) is not spent, and its entries are charged to
// it once read. A load replays the table's whole log, and goes on when
// its asker leaves: one at the item cap (9,400 entries) took 0.4 s of CPU
// and 15 MB for 30 s or more, and 56 GETs from one address, sent and
// dropped, held 1.1 GB and a core.
func (s *Server) acquireFrom(ctx context.Context, id, addr string) (*table, error) {
	if !validID(id) {
		return nil, ErrNotFound
	}
	s.mu.Lock()
	t := s.tables[id]
	first := t == nil
	if first && addr != "" && s.loadLim.r != rate.Inf && (s.loadsFrom[addr] >= maxLoadsFrom || s.loadLim.spent(addr)) {
		s.mu.Unlock()
		s.refused(limLoadRate)
		return nil, errLoadRate
	}
	if first {
		id = strings.Clone(id) // not the request line it was cut from
		t = &table{id: id, srv: s, ready: make(chan struct{}), loading: true,
			st: &State{id: id}, conns: map[*session]struct{}{}}
		s.tables[id] = t
		if addr != "" {
			s.loadsFrom[addr]++
		}
	}
	t.refs++
	s.mu.Unlock()
	if first {
		// Everyone asking for the table waits on this one load: it is not
		// the first request's, whose end would fail it for the others.
		go func() {
			lctx, cancel := context.WithTimeout(s.ctx, loadTimeout)
			defer cancel()
			if s.beforeLoad != nil {
				s.beforeLoad()
			}
			n, err := t.load(lctx)
			t.err = err
			if addr != "" {
				// Counted out before the askers are answered: one that asks
				// again at once is not refused for its own finished load.
				s.loadLim.charge(addr, max(n, 1))
				s.mu.Lock()
				if s.loadsFrom[addr]--; s.loadsFrom[addr] <= 0 {
					delete(s.loadsFrom, addr)
				}
				s.mu.Unlock()
			}
			close(t.ready)
		}()
	}
	select {
	case <-t.ready:
	case <-ctx.Done():
		s.release(t)
		return nil, ctx.Err()
	}
	if t.err != nil {
		s.release(t)
		return nil, t.err
	}
	t.mu.Lock()
	gone := t.st.gone
	t.mu.Unlock()
	if gone {
		s.release(t)
		return nil, ErrGone
	}
	return t, nil
}

func (s *Server) release(t *table) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t.refs--
	t.idle = time.Now()
	if t.refs == 0 && s.tables[t.id] == t {
		failed := false
		select {
		case <-t.ready:
			failed = t.err != nil
		default: // still loading
		}
		t.mu.Lock()
		gone := t.st.gone
		t.mu.Unlock()
		if gone || failed {
			delete(s.tables, t.id)
		}
	}
}

// unloadLoop drops tables nobody here has used for a while; the log
// keeps them.
func (s *Server) unloadLoop() {
	tick := time.NewTicker(15 * time.Second)
	defer tick.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-tick.C:
		}
		s.mu.Lock()
		for id, t := range s.tables {
			if t.refs == 0 && time.Since(t.idle) > 30*time.Second {
				delete(s.tables, id)
			}
		}
		s.mu.Unlock()
	}
}

// load replays the table's log; n is how many entries it read.
func (t *table) load(ctx context.Context) (n int, err error) {
	start := time.Now()
	msgs, err := t.srv.store.Read(ctx, t.id, 0)
	t.srv.storeTime("read", start)
	if err != nil {
		return 0, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, m := range msgs {
		t.replay(m)
	}
	for _, m := range t.pending {
		if m.seq > t.last {
			t.replay(m)
		}
	}
	t.pending, t.loading = nil, false
	t.kvExp = t.st.expires
	switch {
	case t.st.gone:
		return len(msgs), ErrGone // its tombstone: it went
	case !t.st.created:
		return len(msgs), ErrNotFound
	}
	return len(msgs), nil
}

func (t *table) replay(m stored) {
	var e entry
	if json.Unmarshal(m.data, &e) == nil {
		t.st.apply(&e)
	}
	t.last = m.seq
}
