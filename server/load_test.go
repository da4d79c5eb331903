//go:build !js

package server

import (
	"context"
	"testing"
	"time"
)

// A table's first load is shared by everyone who asks for it while it
// runs: the first request given up (a closed tab, a dropped GET) does not
// fail it for the others.
func TestLoadOutlivesTheFirstRequest(t *testing.T) {
	ts := startServer(t, t.TempDir(), time.Now)
	id, _, _ := seated(t, ts)
	ts.stop()
	ts = startServer(t, ts.dir, time.Now)
	s := ts.srv
	started, proceed := make(chan struct{}), make(chan struct{})
	s.beforeLoad = func() { close(started); <-proceed }

	first, giveUp := context.WithCancel(context.Background())
	firstErr := make(chan error, 1)
	go func() {
		tb, err := s.acquireFrom(first, id, "")
		if err == nil {
			s.release(tb)
		}
		firstErr <- err
	}()
	<-started
	second := make(chan error, 1)
	go func() {
		tb, err := s.acquireFrom(context.Background(), id, "")
		if err == nil {
			if tb.st.matchNo != 1 || len(tb.st.seats) != 2 || !tb.st.seats[1].taken {
				t.Errorf("the second request's table: match %d, seats %+v", tb.st.matchNo, tb.st.seats)
			}
			s.release(tb)
		}
		second <- err
	}()
	// Both are waiting on the one load; then the first gives up.
	for {
		s.mu.Lock()
		refs := s.tables[id].refs
		s.mu.Unlock()
		if refs == 2 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	giveUp()
	if err := <-firstErr; err != context.Canceled {
		t.Fatalf("the first request: %v, want its own cancellation", err)
	}
	close(proceed)
	if err := <-second; err != nil {
		t.Fatalf("the second request failed with the first's end: %v", err)
	}
}
