//go:build !js

package server

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"noddy/protocol"
)

// backlogTable is a table whose stream is a match's start and 1,000 chat
// messages, held in memory with no store.
func backlogTable(t *testing.T) *table {
	s := &Server{cfg: Config{WatchersPerTable: 50}, preHello: map[string]int{}, conns: map[*session]struct{}{}}
	s.m = newMetrics(s)
	st := &State{id: "backlog"}
	st.apply(&entry{K: kCreate, Game: "noddy", Seat: -1, Seed: 7})
	for seat, name := range []string{"Ann", "Bob"} {
		st.apply(&entry{K: kSit, Seat: seat, Hash: hex.EncodeToString(make([]byte, 32)), Name: name, Conn: name})
	}
	for i := range 1000 {
		st.apply(&entry{K: kChat, Seat: i % 2, Text: fmt.Sprint("chat ", i)})
	}
	return &table{id: st.id, srv: s, st: st, conns: map[*session]struct{}{}}
}

// hello attaches a connection (with no socket: its queue is kept) with
// last, and returns what it was queued after the welcome.
func (tb *table) helloQueue(seat int, last int64, v int) [][]byte {
	c := newSession(tb.srv, nil)
	c.t = tb
	c.attach(seat, "", &last, v)
	return c.queue[1:]
}

// A watcher coming back from the start is sent the whole stream as it
// may see it, in messages of at most 100 items; the full runs of 100
// (seq 1-100, 101-200, …) are rendered once per table and version and
// kept, not anew for each watcher (a storm of watchers asking for a long
// table's history held its seats' moves 0.7 s behind: each was rendered
// under the table's lock).
func TestWatchersBacklogKept(t *testing.T) {
	tb := backlogTable(t)
	n := int64(len(tb.st.items))
	if n < 1000 {
		t.Fatalf("the stream has %d items", n)
	}
	// What the connection was sent, item by item, against a rendering of
	// the stream from after last for seat.
	check := func(who string, q [][]byte, seat int, last int64, v int) {
		t.Helper()
		var got []protocol.Item
		for i, b := range q {
			var m protocol.ServerMsg
			if json.Unmarshal(b, &m); m.Type == protocol.Prompt && i == len(q)-1 {
				break
			}
			if m.Type != protocol.Items || len(m.Items) > chunkItems {
				t.Fatalf("%s: message %d: %.80s (%d items)", who, i, b, len(m.Items))
			}
			got = append(got, m.Items...)
		}
		gb, _ := json.Marshal(got)
		wb, _ := json.Marshal(render(tb.st.items[last:], seat, v))
		if string(gb) != string(wb) {
			t.Fatalf("%s: sent %d items, not the stream after %d as seat %d sees it (%d items)", who, len(got), last, seat, n-last)
		}
	}
	a := tb.helloQueue(-1, 0, 2)
	check("the first watcher", a, -1, 0, 2)
	b := tb.helloQueue(-1, 0, 2)
	check("the second", b, -1, 0, 2)
	if len(a) != len(b) {
		t.Fatalf("%d and %d messages", len(a), len(b))
	}
	full := 0
	for i := range a {
		if &a[i][0] == &b[i][0] {
			full++
		}
	}
	if want := int(n / chunkItems); full != want {
		t.Fatalf("%d of %d messages shared between two watchers, want the %d full runs", full, len(a), want)
	}
	// From the middle of a run: its rest, then the runs kept.
	c := tb.helloQueue(-1, 150, 2)
	check("a watcher from 150", c, -1, 150, 2)
	if !strings.Contains(string(c[0]), `"seq":151,`) || strings.Contains(string(c[0]), `"seq":201,`) || &c[1][0] != &a[2][0] {
		t.Fatalf("from 150: first message %.60s…, second kept: %v", c[0], &c[1][0] == &a[2][0])
	}
	// Another version, and a seat, are rendered for themselves.
	check("a version 1 watcher", tb.helloQueue(-1, 0, 1), -1, 0, 1)
	s := tb.helloQueue(0, 0, 2)
	check("Ann", s, 0, 0, 2)
	if &s[1][0] == &a[1][0] {
		t.Fatal("Ann was sent the watchers' rendering")
	}
}
