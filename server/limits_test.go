//go:build !js

package server

import (
	"encoding/json"
	"testing"

	"noddy/protocol"
)

// One address takes at most a fifth of a table's watcher places: it held
// all 50, and nobody else could watch the table. Past its share its
// newcomer is refused with watchers-full; another address still watches.
func TestWatchersByAddress(t *testing.T) {
	tb := backlogTable(t)
	first := func(addr string) protocol.ServerMsg {
		c := newSession(tb.srv, nil)
		c.t, c.addr = tb, addr
		c.attach(-1, "", nil, 2)
		var m protocol.ServerMsg
		json.Unmarshal(c.queue[0], &m)
		return m
	}
	for i := range 10 {
		if m := first("192.0.2.1"); m.Type != protocol.Welcome {
			t.Fatalf("watcher %d from one address: %s %s", i+1, m.Type, m.Code)
		}
	}
	if m := first("192.0.2.1"); m.Type != protocol.Error || m.Code != protocol.ErrWatchersFull {
		t.Fatalf("the 11th watcher from one address: %s %s, want error watchers-full", m.Type, m.Code)
	}
	if m := first("192.0.2.2"); m.Type != protocol.Welcome {
		t.Fatalf("a watcher from another address: %s %s", m.Type, m.Code)
	}
}
