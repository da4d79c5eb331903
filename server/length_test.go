//go:build !js

package server

import (
	"encoding/hex"
	"fmt"
	"testing"

	"github.com/coder/websocket"

	"noddy/engine/english"
	"noddy/protocol"
)

// itemCount is how many items table id's stream holds here.
func (ts *testServer) itemCount(id string) int {
	t := ts.held(id)
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.st.items)
}

// A table past its length plays its match to the end but takes no more
// chat, names, allow switches or matches; past a quarter more, a seat
// that comes back is told the table is over for it, and not kept
// reconnecting. Each refusal leaves the table as it was.
func TestTableLength(t *testing.T) {
	const most = 40
	ts := startServer(t, t.TempDir(), newClock().now, func(c *Config) {
		c.TableItems = most
		c.Seed = func() uint64 { return 7 }
	})
	id, a, b := seated(t, ts)
	seats := map[int]*raw{0: a, 1: b}
	for ts.itemCount(id) < most {
		playTurns(t, ts, id, seats, 1)
	}
	if n := ts.itemCount(id); n >= most+most/4 {
		t.Fatalf("%d items after the act that passed %d: the test wants fewer than %d", n, most, most+most/4)
	}
	refused := func(what string, m protocol.ClientMsg) {
		t.Helper()
		before := ts.fingerprint(id)
		x := a.reply(m)
		if x.Type != protocol.Error || x.Code != protocol.ErrTableLong || x.Message != english.TableLong {
			t.Fatalf("%s at %d items: %+v", what, ts.itemCount(id), x)
		}
		if after := ts.fingerprint(id); after != before {
			t.Fatalf("%s refused changed the table:\n%s\n%s", what, before, after)
		}
	}
	refused("chat", protocol.ClientMsg{Type: protocol.Chat, ID: "c1", Text: "hello"})
	refused("a name", protocol.ClientMsg{Type: protocol.Name, ID: "n1", Name: "Annie"})
	refused("allow", protocol.ClientMsg{Type: protocol.Allow, ID: "w1", Allow: true})

	// Under the quarter more, a seat still comes back.
	b.ws.CloseNow()
	a.waitItem(protocol.ItemPresence, func(it protocol.Item) bool { return it.Seat == 1 && !it.Here })
	b = mustDial(t, ts.base, id)
	if w := b.hello("", seats[1].token, nil); w.Seat == nil || *w.Seat != 1 {
		t.Fatalf("Bob's return at %d items: %+v", ts.itemCount(id), w)
	}
	b.token = seats[1].token
	seats[1] = b
	a.waitItem(protocol.ItemPresence, func(it protocol.Item) bool { return it.Seat == 1 && it.Here })

	playTurns(t, ts, id, seats, 0) // the match under way plays to its end
	if _, _, over := ts.state(id); !over {
		t.Fatal("the match did not end")
	}
	n := ts.itemCount(id)
	if n < most+most/4 {
		t.Fatalf("the match ended at %d items: the test wants %d or more", n, most+most/4)
	}
	refused("play again", protocol.ClientMsg{Type: protocol.Again, ID: "g1"})

	// Past the quarter more, a seat that comes back is told the table is
	// over for it (gone, 4004), and the table is left as it was.
	b.ws.CloseNow()
	a.waitItem(protocol.ItemPresence, func(it protocol.Item) bool { return it.Seat == 1 && !it.Here && it.Seq > int64(n) })
	before := ts.fingerprint(id)
	b = mustDial(t, ts.base, id)
	b.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Token: seats[1].token})
	if m := b.until(protocol.Gone); m.Message != english.TableLong {
		t.Fatalf("Bob's return at %d items: %+v", ts.itemCount(id), m)
	}
	if _, err := b.next(); websocket.CloseStatus(err) != closeGone {
		t.Fatalf("after gone: %v", err)
	}
	if after := ts.fingerprint(id); after != before {
		t.Fatalf("the refused return changed the table:\n%s\n%s", before, after)
	}
	// A watcher adds nothing to the stream, and may still come.
	w := mustDial(t, ts.base, id)
	w.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Watch: true})
	if m := w.until(protocol.Welcome); m.Seat == nil || *m.Seat != -1 {
		t.Fatalf("a watcher: %+v", m)
	}
}

// A seat taking itself over while still here adds an entry to the log
// and no item to the stream: the cap counts entries too, so a loop of
// them (within hello-rate, for the 48 hours a table lasts) cannot grow
// the log past it.
func TestTableLengthCountsEntries(t *testing.T) {
	st := &State{id: "takeovers"}
	st.apply(&entry{K: kCreate, Game: "noddy", Seat: -1, Seed: 7})
	for seat, name := range []string{"Ann", "Bob"} {
		st.apply(&entry{K: kSit, Seat: seat, Hash: hex.EncodeToString(make([]byte, 32)), Name: name, Conn: name})
	}
	items := len(st.items)
	for i := range 60 {
		st.apply(&entry{K: kPresence, Seat: 0, Here: true, Conn: fmt.Sprint("c", i)})
	}
	if len(st.items) != items || st.entries != 63 {
		t.Fatalf("60 takeovers: %d items (from %d), %d entries", len(st.items), items, st.entries)
	}
	back := &entry{K: kPresence, Seat: 0, Here: true, Conn: "c60"}
	for _, c := range []struct {
		most int
		e    *entry
		want bool
	}{
		{64, back, false}, {63, back, false}, {63, &entry{K: kChat, Seat: 0}, true},
		{50, back, true}, {50, &entry{K: kPresence, Seat: 0, Conn: "c59"}, false}, {50, &entry{K: kAct, Seat: 0}, false},
	} {
		if r := st.tooLong(c.e, c.most); (r != nil) != c.want || r != nil && r.code != protocol.ErrTableLong {
			t.Errorf("cap %d, %s (here %v): %+v", c.most, c.e.K, c.e.Here, r)
		}
	}
}
