//go:build !js

package client

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
	"noddy/protocol"
	"noddy/server"
	"noddy/server/servertest"
)

// The client against a real server on 127.0.0.1 (package nettest): the
// same Poll a game's tick calls, here in a loop.

// pollUntil polls the clients until ok, for at most limit.
func pollUntil(t *testing.T, limit time.Duration, what string, ok func() bool, cs ...*Client) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !ok() {
		if time.Now().After(deadline) {
			for _, c := range cs {
				t.Logf("client %s: status %v seat %d last %d pending %d", c.Name, c.status, c.seat, c.last, len(c.pending))
			}
			t.Fatalf("no %s after %v", what, limit)
		}
		for _, c := range cs {
			c.Poll()
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func newClient(base, id, name string, tokens Tokens) *Client {
	c := &Client{Base: base, Table: id, Name: name, Tokens: tokens}
	c.Start()
	return c
}

// seatPlayer plays a client's prompts with the easy player.
type seatPlayer struct {
	c     *Client
	actor players.Actor
	items []protocol.Item
	acts  int
}

func (p *seatPlayer) step(t *testing.T) {
	p.items = p.c.TakeItems(p.items)
	if v, ok := p.c.Prompt(); ok {
		if p.actor == nil {
			var err error
			if p.actor, err = players.New(v.Rules, "easy", 1); err != nil {
				t.Fatal(err)
			}
		}
		p.c.Act(p.actor.Act(v))
		p.acts++
	}
}

func (p *seatPlayer) ended() bool {
	for _, it := range p.items {
		if it.Kind == protocol.ItemEnd {
			return true
		}
	}
	return false
}

// contiguous checks that a stream's items are each sequence number once,
// in order, from the first.
func contiguous(t *testing.T, who string, items []protocol.Item) {
	t.Helper()
	for i := 1; i < len(items); i++ {
		if items[i].Seq != items[i-1].Seq+1 {
			t.Fatalf("%s: item %d has seq %d after %d: lost or twice", who, i, items[i].Seq, items[i-1].Seq)
		}
	}
}

func TestClientWholeMatchWithReconnectChatAndTakeover(t *testing.T) {
	srv := servertest.Start(t, nil, false)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cr, err := Create(ctx, srv.Base, CreateRequest{Game: "noddy"})
	if err != nil {
		t.Fatal(err)
	}
	base, id, err := ParseLink(cr.Link)
	if err != nil || base != srv.Base || id != cr.ID {
		t.Fatalf("ParseLink(%q) = %q %q %v", cr.Link, base, id, err)
	}
	toksA, toksB := &MemTokens{}, &MemTokens{}
	a := newClient(base, id, "Ann", toksA)
	pollUntil(t, 10*time.Second, "Ann's welcome", func() bool { return a.Status() == StatusLive }, a)
	if a.Seat() != 0 || a.TableState().Status != protocol.StatusWaiting || toksA.Token(id) == "" || a.Token != toksA.Token(id) {
		t.Fatalf("Ann: seat %d status %q token kept %q", a.Seat(), a.TableState().Status, toksA.Token(id))
	}
	if n, _ := a.Snapshot(); n != 1 {
		t.Errorf("a first hello brought %d snapshots, want 1", n)
	}
	b := newClient(base, id, "Bob", toksB)
	pa, pb := &seatPlayer{c: a}, &seatPlayer{c: b}
	pollUntil(t, 10*time.Second, "Bob's welcome", func() bool { return b.Status() == StatusLive }, a, b)
	if b.Seat() != 1 {
		t.Fatalf("Bob's seat %d, want 1", b.Seat())
	}

	// Chat both ways, and a blank one refused (the connection kept).
	a.Chat("good luck")
	b.Chat("  ")
	var bobErr []IntentError
	pollUntil(t, 10*time.Second, "the chat", func() bool {
		bobErr = append(bobErr, b.TakeErrors()...)
		pa.items, pb.items = a.TakeItems(pa.items), b.TakeItems(pb.items)
		return hasChat(pb.items, "Ann", "good luck") && len(bobErr) > 0
	}, a, b)
	if bobErr[0].Type != protocol.Chat || bobErr[0].Code != protocol.ErrChatBlank {
		t.Errorf("Bob's blank chat: %+v, want a chat-blank refusal", bobErr[0])
	}
	if b.Status() != StatusLive {
		t.Errorf("Bob's status %v after a refusal, want live", b.Status())
	}

	// Play; Ann's connection drops after her third act: she comes back
	// with her token and last and carries on.
	dropped := false
	deadline := time.Now().Add(90 * time.Second)
	for !(pa.ended() && pb.ended()) {
		if time.Now().After(deadline) {
			t.Fatalf("match not over: Ann %d acts, Bob %d", pa.acts, pb.acts)
		}
		a.Poll()
		b.Poll()
		pa.step(t)
		pb.step(t)
		if pa.acts == 3 && !dropped {
			dropped = true
			a.conn.Close() // the network goes
		}
		time.Sleep(time.Millisecond)
	}
	if a.Reconnects != 1 {
		t.Errorf("Ann reconnected %d times, want 1", a.Reconnects)
	}
	contiguous(t, "Ann", pa.items)
	contiguous(t, "Bob", pb.items)
	ea, eb := events(pa.items), events(pb.items)
	if len(ea) != len(eb) || len(ea) < 10 {
		t.Fatalf("Ann saw %d events, Bob %d", len(ea), len(eb))
	}
	for i := range ea {
		if ea[i].Seq != eb[i].Seq || ea[i].Event.Event == nil {
			t.Fatalf("event %d: Ann's seq %d, Bob's %d", i, ea[i].Seq, eb[i].Seq)
		}
	}
	// Bob saw Ann leave and come back.
	if !hasPresence(pb.items, "0 left") || !hasPresence(pb.items, "0 back") {
		t.Errorf("Bob's presence items: %v", presences(pb.items))
	}

	// Ann opens the link in a second tab: the newest takes the seat, the
	// older is told so and stays off.
	a2 := newClient(base, id, "Ann", toksA)
	pollUntil(t, 10*time.Second, "the takeover", func() bool {
		return a2.Status() == StatusLive && a.Status() == StatusReplaced
	}, a, a2)
	if a2.Seat() != 0 {
		t.Errorf("the second tab's seat %d, want Ann's 0", a2.Seat())
	}
	if n, _ := a2.Snapshot(); n != 1 {
		t.Errorf("the second tab had %d snapshots, want 1", n)
	}
	// Play again: both agree, a new match starts at the same table.
	a2.TakeItems(nil)
	a2.Again()
	b.Again()
	pollUntil(t, 10*time.Second, "the next match", func() bool {
		pb.items = b.TakeItems(pb.items)
		for _, it := range pb.items {
			if it.Kind == protocol.ItemMatch && it.Match == 2 {
				return true
			}
		}
		return false
	}, a2, b)

	// A third visitor watches.
	w := newClient(base, id, "Sue", &MemTokens{})
	pollUntil(t, 10*time.Second, "the spectator's welcome", func() bool { return w.Status() == StatusLive }, w)
	if w.Seat() != -1 || w.Token != "" {
		t.Errorf("the third visitor: seat %d token %q, want a spectator", w.Seat(), w.Token)
	}
	w.Chat("hello")
	pollUntil(t, 10*time.Second, "the spectator's refusal", func() bool {
		for _, e := range w.TakeErrors() {
			if e.Code == protocol.ErrChatClosed {
				return true
			}
		}
		return false
	}, w)
}

func events(items []protocol.Item) []protocol.Item {
	var out []protocol.Item
	for _, it := range items {
		if it.Kind == protocol.ItemEvent {
			out = append(out, it)
		}
	}
	return out
}

func hasChat(items []protocol.Item, name, text string) bool {
	for _, it := range items {
		if it.Kind == protocol.ItemChat && it.Name == name && it.Text == text {
			return true
		}
	}
	return false
}

func presences(items []protocol.Item) []string {
	var out []string
	for _, it := range items {
		if it.Kind == protocol.ItemPresence {
			out = append(out, fmt.Sprint(it.Seat, map[bool]string{true: " back", false: " left"}[it.Here]))
		}
	}
	return out
}

func hasPresence(items []protocol.Item, text string) bool {
	for _, p := range presences(items) {
		if p == text {
			return true
		}
	}
	return false
}

// newTable starts a server and creates a table of Noddy on it; ctx ends
// with the test, at the latest a minute on.
func newTable(t *testing.T) (*servertest.Server, context.Context, Created) {
	t.Helper()
	srv := servertest.Start(t, nil, false)
	ctx, cr := tableOn(t, srv, CreateRequest{})
	return srv, ctx, cr
}

// tableOn creates a table on srv; ctx lasts the test, a minute at most.
func tableOn(t *testing.T, srv *servertest.Server, req CreateRequest) (context.Context, Created) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	cr, err := Create(ctx, srv.Base, req)
	if err != nil {
		t.Fatal(err)
	}
	return ctx, cr
}

// A refused act leaves the prompt open: the same decision again.
func TestClientRefusedActKeepsThePrompt(t *testing.T) {
	srv, _, cr := newTable(t)
	a := newClient(srv.Base, cr.ID, "Ann", &MemTokens{})
	b := newClient(srv.Base, cr.ID, "Bob", &MemTokens{})
	var who *Client
	var v engine.View
	pollUntil(t, 20*time.Second, "a prompt", func() bool {
		for _, c := range []*Client{a, b} {
			if pv, ok := c.Prompt(); ok {
				who, v = c, pv
				return true
			}
		}
		return false
	}, a, b)
	// A card the seat does not hold.
	bad := engine.Action{Kind: engine.ActLay}
	for c := engine.Card(0); c < 52; c++ {
		held := false
		for _, h := range v.Hand {
			held = held || h == c
		}
		if !held {
			bad.Card = c
			break
		}
	}
	if v.Actions[0].Kind != engine.ActLay {
		bad = engine.Action{Kind: engine.ActNextGame}
	}
	who.Act(bad)
	if _, ok := who.Prompt(); ok {
		t.Fatal("the prompt is still open while the act is unanswered")
	}
	var errs []IntentError
	pollUntil(t, 10*time.Second, "the refusal", func() bool {
		errs = append(errs, who.TakeErrors()...)
		return len(errs) > 0
	}, a, b)
	if errs[0].Type != protocol.Act || !strings.HasPrefix(errs[0].Code, "not-") && errs[0].Code != protocol.ErrWrongAction {
		t.Errorf("refusal %+v", errs[0])
	}
	if _, ok := who.Prompt(); !ok {
		t.Error("after a refusal the prompt is closed: the seat could never act again")
	}
}

// A table not there (a made-up id): the server says so, that it has no
// record of it, and the client stops there.
func TestClientGoneTable(t *testing.T) {
	srv := servertest.Start(t, nil, false)
	c := newClient(srv.Base, "AAAAAAAAAAAAAAAAAAAAAA", "Ann", &MemTokens{})
	pollUntil(t, 10*time.Second, "gone", func() bool { return c.Status() == StatusGone }, c)
	if c.GoneText() != english.NotFound || !c.NotFound() {
		t.Errorf("gone text %q, not found %v; want %q, true", c.GoneText(), c.NotFound(), english.NotFound)
	}
	c.Poll()
	time.Sleep(200 * time.Millisecond)
	c.Poll()
	if c.Status() != StatusGone || c.Reconnects != 0 {
		t.Errorf("after gone: status %v, %d reconnects", c.Status(), c.Reconnects)
	}
}

// A program's loop: Wait until something comes or is due, then Poll. The
// first server refuses the connection, so the client moves on to the
// fallback and is welcomed there; OnMessage sees every message once, in
// order, as it is taken in.
func TestClientWaitAndFallback(t *testing.T) {
	srv, ctx, cr := newTable(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	dead := "http://" + ln.Addr().String()
	ln.Close() // nothing listens there now
	var seen []string
	c := &Client{Base: dead, Fallback: []string{srv.Base}, Table: cr.ID, Name: "Ann"}
	c.OnMessage = func(_ []byte, m *protocol.ServerMsg) {
		if m.Type == protocol.Welcome && c.Status() != StatusLive {
			t.Error("OnMessage saw the welcome before the client took it in")
		}
		seen = append(seen, m.Type)
	}
	c.Start()
	chatted := false
	var items []protocol.Item
	for !chatted || c.Pending() > 0 || !slices.ContainsFunc(items, func(it protocol.Item) bool { return it.Kind == protocol.ItemChat }) {
		if err := c.Wait(ctx); err != nil {
			t.Fatalf("waiting: %v (seen %v)", err, seen)
		}
		c.Poll()
		if c.Status() == StatusLive && !chatted {
			c.Chat("hello")
			chatted = true
		}
		items = c.TakeItems(items)
	}
	if !errors.Is(c.Err(), syscall.ECONNREFUSED) || c.Reconnects != 1 {
		t.Errorf("after the refused server: error %v, %d reconnects; want connection refused, 1", c.Err(), c.Reconnects)
	}
	if len(seen) < 3 || seen[0] != protocol.Welcome || !slices.Contains(seen, protocol.Ack) || !slices.Contains(seen, protocol.Items) {
		t.Errorf("messages seen %v: want the welcome first, then the chat's items and ack", seen)
	}
}

func TestParseLink(t *testing.T) {
	for _, c := range []struct{ link, base, id string }{
		{"http://127.0.0.1:8080/t/AbC-_1", "http://127.0.0.1:8080", "AbC-_1"},
		{" https://noddy.example/t/X ", "https://noddy.example", "X"},
		{"https://host/games/t/X", "https://host/games", "X"},
		{"http://127.0.0.1:8080/t/X?trace=frames", "http://127.0.0.1:8080", "X"},
	} {
		base, id, err := ParseLink(c.link)
		if err != nil || base != c.base || id != c.id {
			t.Errorf("ParseLink(%q) = %q %q %v", c.link, base, id, err)
		}
	}
	for _, bad := range []string{"", "ftp://h/t/X", "http:///t/X", "http://h/x/X", "http://h/t/", "http://h/t/X/ws", "http://a b/t/X", "http://u@h/t/X", "h/t/X"} {
		if _, _, err := ParseLink(bad); err == nil {
			t.Errorf("ParseLink(%q) took it", bad)
		}
	}
}

// An intent refused for its address's writes (write-rate) is kept and
// sent again a little later, as a busy one is, not shown as a refusal
// nor dropped (a ready refused so had left the table waiting for good).
func TestClientResendsPastWriteRate(t *testing.T) {
	srv := servertest.Start(t, nil, false, func(c *server.Config) {
		c.WriteRate, c.WriteBurst = rate.Every(time.Hour), 700 // bytes, not given back
	})
	_, cr := tableOn(t, srv, CreateRequest{})
	var ms atomic.Int64
	ms.Store(time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC).UnixMilli())
	a := &Client{Base: srv.Base, Table: cr.ID, Name: "Ann", Tokens: &MemTokens{}, Now: func() time.Time { return time.UnixMilli(ms.Load()) }}
	a.Start()
	b := newClient(srv.Base, cr.ID, "Bob", &MemTokens{})
	pollUntil(t, 20*time.Second, "both seated", func() bool { return a.Status() == StatusLive && b.Status() == StatusLive }, a, b)
	long := strings.Repeat("a", 499) // and a digit: about 600 bytes stored
	for i := range 3 {
		a.Chat(fmt.Sprint(long, i))
		pollUntil(t, 10*time.Second, "the chat answered", func() bool { return a.Pending() == 0 || i == 2 && a.Pending() == 1 && refusals(t, srv) >= 1 }, a, b)
	}
	if n := a.Pending(); n != 1 {
		t.Fatalf("%d intents pending after the third chat, want it kept", n)
	}
	if errs := a.TakeErrors(); len(errs) != 0 {
		t.Fatalf("refusals shown: %+v", errs)
	}
	pollUntil(t, 10*time.Second, "the refusal read", func() bool { return !a.resendAt.IsZero() }, a, b)
	before := refusals(t, srv)
	ms.Add(2500) // past the wait: the same chat again
	pollUntil(t, 10*time.Second, "the chat sent again", func() bool { return refusals(t, srv) > before }, a, b)
	if n := a.Pending(); n != 1 {
		t.Fatalf("%d intents pending after the resend, want 1", n)
	}
}

// refusals is the server's count of write-rate refusals (its metrics).
func refusals(t *testing.T, srv *servertest.Server) float64 {
	t.Helper()
	rec := httptest.NewRecorder()
	srv.Tables.MetricsHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	for _, ln := range strings.Split(rec.Body.String(), "\n") {
		if v, ok := strings.CutPrefix(ln, `noddy_refusals_total{limit="write-rate"} `); ok {
			f, _ := strconv.ParseFloat(v, 64)
			return f
		}
	}
	return 0
}

// A move the server's store has no room for (store-full, at its cap) is
// kept and sent again by itself a little later, and said once each time
// (Resent); once room comes back it is taken, once.
func TestClientResendsPastStoreFull(t *testing.T) {
	srv := servertest.StartWith(t, server.StoreOptions{MaxBytes: 256 << 10}, nil, false, func(c *server.Config) {
		c.ProbeEvery = time.Hour
	})
	ctx, cr := tableOn(t, srv, CreateRequest{})
	var ms atomic.Int64
	ms.Store(time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC).UnixMilli())
	now := func() time.Time { return time.UnixMilli(ms.Load()) }
	a := &Client{Base: srv.Base, Table: cr.ID, Name: "Ann", Tokens: &MemTokens{}, Now: now}
	a.Start()
	b := &Client{Base: srv.Base, Table: cr.ID, Name: "Bob", Tokens: &MemTokens{}, Now: now}
	b.Start()
	var mover *Client
	pollUntil(t, 20*time.Second, "a prompt", func() bool {
		for _, c := range []*Client{a, b} {
			if _, ok := c.Prompt(); ok {
				mover = c
			}
		}
		return mover != nil
	}, a, b)

	// Filled to the brim, with entries of a table of its own.
	const filler = "FILLERFILLERFILLERFILL"
	st := srv.Store()
	var last uint64
	for size := 4096; size > 0; {
		seq, err := st.Append(ctx, filler, make([]byte, size), last)
		if errors.Is(err, server.ErrFull) {
			size /= 2
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		last = seq
	}
	v, _ := mover.Prompt()
	mover.Act(v.Actions[0])
	var errs []IntentError
	pollUntil(t, 10*time.Second, "the refusal", func() bool { errs = append(errs, mover.TakeErrors()...); return len(errs) > 0 }, a, b)
	if len(errs) != 1 || errs[0].Code != protocol.ErrStoreFull || errs[0].Message != english.StoreFull || !errs[0].Resent || errs[0].Type != protocol.Act {
		t.Fatalf("the refusals said: %+v", errs)
	}
	if n := mover.Pending(); n != 1 {
		t.Fatalf("%d intents pending after store-full, want the move kept", n)
	}
	// Sent again after the wait, refused again, said again.
	ms.Add(5500)
	pollUntil(t, 10*time.Second, "the second refusal", func() bool { errs = append(errs, mover.TakeErrors()...); return len(errs) > 1 }, a, b)
	// Room comes back (the filler table goes): the move is taken.
	if err := st.Tombstone(ctx, filler, []byte(`{"k":"gone"}`), last); err != nil {
		t.Fatal(err)
	}
	ms.Add(5500)
	pollUntil(t, 10*time.Second, "the move taken", func() bool { return mover.Pending() == 0 }, a, b)
	if errs := mover.TakeErrors(); len(errs) != 0 {
		t.Fatalf("refusals after room came back: %+v", errs)
	}
}

// A seat's ICE() is its latest welcome's ICE servers and transport
// policy: relay where the host keeps the players' addresses from each
// other (server VoiceRelay), what the browser's peer connection is made
// with; a watcher's is empty.
func TestClientICERelay(t *testing.T) {
	srv := servertest.Start(t, nil, false, func(c *server.Config) {
		c.TURN = &server.TURN{URLs: []string{"turn:127.0.0.1:3478"}, Secret: []byte("s")}
		c.VoiceRelay = true
	})
	_, cr := tableOn(t, srv, CreateRequest{Voice: true})
	a := newClient(srv.Base, cr.ID, "Ann", &MemTokens{})
	w := &Client{Base: srv.Base, Table: cr.ID, Name: "Sue", Watch: true}
	w.Start()
	pollUntil(t, 10*time.Second, "welcomes", func() bool { return a.Status() == StatusLive && w.Status() == StatusLive }, a, w)
	ice := a.ICE()
	if ice.TransportPolicy != "relay" || len(ice.Servers) != 1 || !slices.Equal(ice.Servers[0].URLs, []string{"turn:127.0.0.1:3478"}) ||
		ice.Servers[0].Username == "" || ice.Servers[0].Credential == "" {
		t.Errorf("Ann's ICE %+v: want policy relay and the TURN server with a credential", ice)
	}
	if ice := w.ICE(); ice.TransportPolicy != "" || len(ice.Servers) != 0 {
		t.Errorf("Sue (watching): ICE %+v, want none", ice)
	}
}
