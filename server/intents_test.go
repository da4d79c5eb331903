//go:build !js

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"noddy/engine"
	"noddy/protocol"
)

// fakeClock is the server's injected clock.
type fakeClock struct{ ms atomic.Int64 }

func newClock() *fakeClock {
	c := &fakeClock{}
	c.ms.Store(time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC).UnixMilli())
	return c
}
func (c *fakeClock) now() time.Time      { return time.UnixMilli(c.ms.Load()) }
func (c *fakeClock) add(d time.Duration) { c.ms.Add(d.Milliseconds()) }

// held is table id as this process holds it (loaded: a client is at it).
func (ts *testServer) held(id string) *table {
	ts.srv.mu.Lock()
	defer ts.srv.mu.Unlock()
	return ts.srv.tables[id]
}

// state is table id as this process holds it: who may act, the place
// of the last event in the stream, and whether the match is over.
func (ts *testServer) state(id string) (waiting []int, last int64, over bool) {
	t := ts.held(id)
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.st.match != nil {
		waiting = t.st.match.Waiting()
	}
	last = t.st.lastGame
	return waiting, last, t.st.over()
}

// fingerprint is everything a refused intent must leave alone.
func (ts *testServer) fingerprint(id string) string {
	t := ts.held(id)
	t.mu.Lock()
	defer t.mu.Unlock()
	b, _ := json.Marshal(render(t.st.items, 0, protocol.Version))
	v, _ := protocol.EncodeView(t.st.match.View(0))
	return fmt.Sprintf("%d %d %s %s", t.last, len(t.st.items), b, v)
}

// playTurns plays on with each seat's first legal action until the
// match is over, or n actions when n > 0.
func playTurns(t *testing.T, ts *testServer, id string, seats map[int]*raw, n int) {
	t.Helper()
	for k := 0; n <= 0 || k < n; k++ {
		w, last, over := ts.state(id)
		if over {
			return
		}
		r := seats[w[0]]
		for r.last == nil || r.last.Last < last {
			if _, err := r.next(); err != nil {
				t.Fatalf("seat %d waiting for its prompt: %v", w[0], err)
			}
		}
		a := r.last.View.Actions[0]
		if x := r.reply(protocol.ClientMsg{Type: protocol.Act, ID: fmt.Sprint("p", k, "-", last), Action: &protocol.Action{Action: a}}); x.Type != protocol.Ack {
			t.Fatalf("%v refused: %s %s", a, x.Code, x.Message)
		}
	}
}

func TestChat(t *testing.T) {
	clock := newClock()
	ts := startServer(t, t.TempDir(), clock.now)
	id, a, b := seated(t, ts)
	say := func(r *raw, id, text string) protocol.ServerMsg {
		return r.reply(protocol.ClientMsg{Type: protocol.Chat, ID: id, Text: text})
	}
	if m := say(a, "c1", "  hello Bob  "); m.Type != protocol.Ack {
		t.Fatalf("chat: %+v", m)
	}
	got := b.waitItem(protocol.ItemChat, nil)
	if got.Name != "Ann" || got.Text != "hello Bob" || got.Seat != 0 || got.At != clock.now().UnixMilli() {
		t.Fatalf("Bob got %+v", got)
	}
	say(b, "c1", "hi Ann") // ids are per seat
	a.waitItem(protocol.ItemChat, func(it protocol.Item) bool { return it.Seat == 1 })
	for _, c := range []struct{ text, code string }{
		{"   ", protocol.ErrChatBlank}, {strings.Repeat("é", 501), protocol.ErrChatLong},
	} {
		if m := say(a, "x"+c.code, c.text); m.Type != protocol.Error || m.Code != c.code {
			t.Fatalf("%q: %+v", c.text, m)
		}
	}
	if m := say(a, "c500", strings.Repeat("é", 500)); m.Type != protocol.Ack {
		t.Fatalf("500 characters: %+v", m)
	}
	// Two so far from Ann at this instant; three more, then the sixth waits.
	say(a, "c3", "three")
	say(a, "c4", "four")
	say(a, "c5", "five")
	if m := say(a, "c5b", "six"); m.Type != protocol.Error || m.Code != protocol.ErrChatRate {
		t.Fatalf("sixth in 10 s: %+v", m)
	}
	if m := say(a, "c3", "three"); m.Type != protocol.Ack || !m.Dup {
		t.Fatalf("a retried chat: %+v", m)
	}
	clock.add(10 * time.Second)
	if m := say(a, "c6", "later"); m.Type != protocol.Ack {
		t.Fatalf("after 10 s: %+v", m)
	}
	// Play is never blocked by chat: Ann's chat limit does not stop a lay.
	playTurns(t, ts, id, map[int]*raw{0: a, 1: b}, 2)

	// A spectator may not chat until both seats allow it.
	s := mustDial(t, ts.base, id)
	s.hello("Sue", "", nil)
	if s.seat != -1 {
		t.Fatalf("third visitor has seat %d", s.seat)
	}
	if m := say(s, "s1", "hi"); m.Code != protocol.ErrChatClosed {
		t.Fatalf("spectator chat: %+v", m)
	}
	a.reply(protocol.ClientMsg{Type: protocol.Allow, ID: "al", Allow: true})
	if m := say(s, "s2", "hi"); m.Code != protocol.ErrChatClosed {
		t.Fatalf("spectator chat with one seat allowing: %+v", m)
	}
	b.reply(protocol.ClientMsg{Type: protocol.Allow, ID: "al", Allow: true})
	if m := say(s, "s3", "hi all"); m.Type != protocol.Ack {
		t.Fatalf("spectator chat allowed: %+v", m)
	}
	// A watcher's line carries its intent's id, by which its writer
	// knows it; a seat's is known by its seat.
	if it := a.waitItem(protocol.ItemChat, func(it protocol.Item) bool { return it.Seat == -1 }); it.Name != "Sue" || it.ID != "s3" {
		t.Fatalf("spectator's chat %+v: want Sue's, id s3", it)
	}
	for _, it := range a.itemsOf(protocol.ItemChat) {
		if it.Seat >= 0 && it.ID != "" {
			t.Errorf("a seat's chat %+v carries an id", it)
		}
	}
	// Another watcher copying Sue's line's id does not make its words
	// Sue's on her screen: it is taken as done, and nothing is shown.
	// First the watchers' window of retried ids is passed: chats from
	// watchers of five each, ten a 10 s.
	fillers := 0
	for fillers < recentIDs {
		w := mustDial(t, ts.base, id)
		w.hello("Wat", "", nil)
		for range chatBurst {
			clock.add(2 * time.Second)
			if m := say(w, fmt.Sprintf("w%d", fillers), "filler"); m.Type != protocol.Ack || m.Dup {
				t.Fatalf("filler %d: %+v", fillers, m)
			}
			fillers++
		}
		w.ws.CloseNow()
	}
	tom := mustDial(t, ts.base, id)
	tom.hello("Tom", "", nil)
	clock.add(10 * time.Second)
	if m := say(tom, "s3", "I am a fool"); m.Type != protocol.Ack || !m.Dup {
		t.Fatalf("a watcher's chat with another's id: %+v", m)
	}
	if m := say(tom, "t-own", "hello"); m.Type != protocol.Ack || m.Dup {
		t.Fatalf("Tom's own chat: %+v", m)
	}
	a.waitItem(protocol.ItemChat, func(it protocol.Item) bool { return it.Text == "hello" })
	for _, it := range a.itemsOf(protocol.ItemChat) {
		if it.Text == "I am a fool" {
			t.Fatalf("the copied id's line was shown: %+v", it)
		}
	}
	if m := s.reply(protocol.ClientMsg{Type: protocol.Act, ID: "s4", Action: &protocol.Action{}}); m.Code != protocol.ErrNotSeated {
		t.Fatalf("spectator acts: %+v", m)
	}
	// Chat is kept with the table: a newcomer's snapshot has all of it.
	n := mustDial(t, ts.base, id)
	n.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Watch: true})
	n.until(protocol.Welcome)
	n.waitItem(protocol.ItemChat, func(it protocol.Item) bool { return it.Text == "hi all" })
	if c := n.itemsOf(protocol.ItemChat); len(c) != 9+fillers {
		t.Fatalf("snapshot has %d chats, want %d", len(c), 9+fillers)
	}
}

func TestPresenceAndTakeover(t *testing.T) {
	ts := startServer(t, t.TempDir(), time.Now)
	id, a, b := seated(t, ts)
	// A second connection on Ann's seat takes over; the first is told.
	a2 := mustDial(t, ts.base, id)
	if w := a2.hello("", a.token, nil); *w.Seat != 0 || w.Token != "" {
		t.Fatalf("resume: %+v", w)
	}
	a.until(protocol.Replaced)
	if _, err := a.next(); websocket.CloseStatus(err) != closeReplaced {
		t.Fatalf("the replaced connection: %v", err)
	}
	// Ann goes; Bob is told her seat is kept; she comes back.
	a2.ws.Close(websocket.StatusNormalClosure, "")
	left := b.waitItem(protocol.ItemPresence, nil)
	if left.Here || left.Seat != 0 || left.Text != "" {
		t.Fatalf("left: %+v", left)
	}
	if len(b.itemsOf(protocol.ItemPresence)) != 1 {
		t.Fatal("the takeover was shown as leaving")
	}
	a3 := mustDial(t, ts.base, id)
	last := a.items[len(a.items)-1].Seq
	a3.hello("", a.token, &last)
	back := b.waitItem(protocol.ItemPresence, func(it protocol.Item) bool { return it.Here })
	if back.Seat != 0 || back.Text != "" {
		t.Fatalf("back: %+v", back)
	}
	// Resuming from last gives exactly the rest: the two presence items.
	a3.waitItem(protocol.ItemPresence, func(it protocol.Item) bool { return it.Here })
	if a3.items[0].Seq != last+1 || len(a3.items) != 2 {
		t.Fatalf("resumed from %d, got %+v", last, a3.items)
	}
	if m := mustDial(t, ts.base, id); true {
		m.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Token: "not-a-token"})
		if x := m.until(protocol.Error); x.Code != protocol.ErrBadToken {
			t.Fatalf("wrong token: %+v", x)
		}
		if w := m.hello("", b.token, nil); *w.Seat != 1 {
			t.Fatal("the connection was not kept after a wrong token")
		}
	}
}

// A retried intent is applied once.
func TestRetryAppliedOnce(t *testing.T) {
	ts := startServer(t, t.TempDir(), time.Now)
	id, a, b := seated(t, ts)
	w, _, _ := ts.state(id)
	r := map[int]*raw{0: a, 1: b}[w[0]]
	p := r.until(protocol.Prompt)
	act := protocol.ClientMsg{Type: protocol.Act, ID: "same", Action: &protocol.Action{Action: p.View.Actions[0]}}
	if m := r.reply(act); m.Type != protocol.Ack || m.Dup {
		t.Fatalf("first: %+v", m)
	}
	_, last, _ := ts.state(id)
	if m := r.reply(act); m.Type != protocol.Ack || !m.Dup {
		t.Fatalf("retry: %+v", m)
	}
	if _, again, _ := ts.state(id); again != last {
		t.Fatalf("the retry added %d items", again-last)
	}
}

// Every refusal names its problem, keeps the connection and leaves the
// table as it was.
func TestTypedErrors(t *testing.T) {
	ts := startServer(t, t.TempDir(), time.Now)
	id := newTable(t, ts)
	early := mustDial(t, ts.base, id)
	early.send(protocol.ClientMsg{Type: protocol.Act, ID: "1", Action: &protocol.Action{}})
	if m := early.until(protocol.Error); m.Code != protocol.ErrNoHello {
		t.Fatalf("before hello: %+v", m)
	}
	early.send(protocol.ClientMsg{Type: protocol.Hello, V: 99})
	if m := early.until(protocol.Error); m.Code != protocol.ErrBadVersion {
		t.Fatalf("version: %+v", m)
	}
	early.hello("Ann", "", nil)
	if m := early.reply(protocol.ClientMsg{Type: protocol.Act, ID: "2", Action: &protocol.Action{}}); m.Code != protocol.ErrNotStarted {
		t.Fatalf("before the match: %+v", m)
	}
	b := mustDial(t, ts.base, id)
	b.hello("Bob", "", nil)
	a := early
	seats := map[int]*raw{0: a, 1: b}
	w, _, _ := ts.state(id)
	toAct, other := seats[w[0]], seats[1-w[0]]
	p := toAct.until(protocol.Prompt)
	held := p.View.Hand[0]
	ts.srv.mu.Lock()
	otherHand := ts.srv.tables[id].st.match.Hand(1 - w[0])
	ts.srv.mu.Unlock()
	before := ts.fingerprint(id)
	for _, c := range []struct {
		r    *raw
		msg  string
		code string
	}{
		{a, `{not json`, protocol.ErrBadJSON},
		{a, `[1,2]`, protocol.ErrBadJSON},
		{a, `{"type":"dance","id":"d"}`, protocol.ErrUnknownType},
		{a, `{"id":"x"}`, protocol.ErrBadJSON},
		{a, `{"type":"act","action":{"card":"AS"}}`, protocol.ErrMissingID},
		{a, `{"type":"act","id":"a","action":{"card":"ZZ"}}`, protocol.ErrBadAction},
		{a, `{"type":"act","id":"a"}`, protocol.ErrBadAction},
		{a, `{"type":"hello","v":1}`, protocol.ErrAgainHello},
		{toAct, fmt.Sprintf(`{"type":"act","id":"nh","action":{"card":%q}}`, otherHand[0]), protocol.ErrNotHeld},
		{other, fmt.Sprintf(`{"type":"act","id":"oot","action":{"card":%q}}`, otherHand[0]), protocol.ErrNotYourTurn},
		{toAct, `{"type":"act","id":"disc","action":{"kind":"discard","cards":["AS"]}}`, protocol.ErrWrongAction},
		{toAct, `{"type":"again","id":"ag"}`, protocol.ErrNotOver},
		{a, `{"type":"name","id":"n","name":"   "}`, protocol.ErrBadName},
	} {
		c.r.sendBytes([]byte(c.msg))
		m := c.r.until(protocol.Error)
		if m.Code != c.code || m.Message == "" {
			t.Errorf("%s: got %s %q, want %s", c.msg, m.Code, m.Message, c.code)
		}
	}
	_ = held
	if after := ts.fingerprint(id); after != before {
		t.Fatal("a refused intent changed the table")
	}
	playTurns(t, ts, id, seats, 0)
	if m := a.reply(protocol.ClientMsg{Type: protocol.Act, ID: "late", Action: &protocol.Action{Action: engine.Action{Card: held}}}); m.Code != protocol.ErrMatchOver {
		t.Fatalf("after the match: %+v", m)
	}
	if ts.srv.Panics() != 0 {
		t.Fatal("panicked")
	}
}

// 1,000 random bad intents against a live table: each refused with a
// typed error, the connection kept, the table unchanged.
func TestThousandBadIntents(t *testing.T) {
	ts := startServer(t, t.TempDir(), time.Now)
	id, a, b := seated(t, ts)
	seats := map[int]*raw{0: a, 1: b}
	playTurns(t, ts, id, seats, 3)
	w, _, _ := ts.state(id)
	toAct, other := seats[w[0]], seats[1-w[0]]
	ts.srv.mu.Lock()
	m := ts.srv.tables[id].st.match
	mine, theirs := m.Hand(w[0]), m.Hand(1-w[0])
	legal := m.LegalCards(w[0])
	ts.srv.mu.Unlock()
	var notMine []engine.Card
	for c := engine.Card(0); c < 52; c++ {
		if !slicesContains(mine, c) {
			notMine = append(notMine, c)
		}
	}
	before := ts.fingerprint(id)
	rng := rand.New(rand.NewPCG(10, 10))
	kinds := []string{"discard", "mog-offer", "mog-reply", "mog-pass", "claim", "call", "next-game"}
	gen := func(i int) (*raw, []byte) {
		pick := func(cs []engine.Card) engine.Card { return cs[rng.IntN(len(cs))] }
		id := fmt.Sprint("bad", i)
		switch rng.IntN(12) {
		case 0:
			b := make([]byte, rng.IntN(40)+1)
			for j := range b {
				b[j] = byte(rng.IntN(256))
			}
			b[0] = '#'
			return toAct, b
		case 1:
			return other, []byte([]string{`[]`, `1`, `"act"`, `null`, `{"type":7}`, `{"type":"act","id":5}`}[rng.IntN(6)])
		case 2:
			return toAct, fmt.Appendf(nil, `{"type":"t%d","id":%q}`, rng.IntN(1000), id)
		case 3:
			return toAct, fmt.Appendf(nil, `{"type":"act","action":{"card":%q}}`, pick(legal))
		case 4:
			return toAct, fmt.Appendf(nil, `{"type":"act","id":%q,"action":{"card":%q}}`, id, pick(notMine))
		case 5:
			return other, fmt.Appendf(nil, `{"type":"act","id":%q,"action":{"card":%q,"seat":%d}}`, id, pick(theirs), w[0])
		case 6:
			return toAct, fmt.Appendf(nil, `{"type":"act","id":%q,"action":{"kind":%q,"card":%q,"cards":[%q],"yes":true}}`,
				id, kinds[rng.IntN(len(kinds))], pick(mine), pick(mine))
		case 7:
			return toAct, fmt.Appendf(nil, `{"type":"act","id":%q,"action":{"card":"%c%c"}}`, id, "XYZ1"[rng.IntN(4)], "CDHSX"[rng.IntN(5)])
		case 8:
			return other, fmt.Appendf(nil, `{"type":"chat","id":%q,"text":%q}`, id, strings.Repeat(" ", rng.IntN(5)))
		case 9:
			return toAct, fmt.Appendf(nil, `{"type":"again","id":%q}`, id)
		case 10:
			return other, []byte(`{"type":"hello","v":1}`)
		default:
			return toAct, fmt.Appendf(nil, `{"type":"act","id":%q,"action":{"card":%q,"kind":"lay"},"extra":[1,2,{"x":null}]}`, id, pick(theirs))
		}
	}
	for i := range 1000 {
		r, msg := gen(i)
		r.sendBytes(msg)
		if m := r.until(protocol.Error); m.Code == "" {
			t.Fatalf("%s: an error without a code", msg)
		}
	}
	if after := ts.fingerprint(id); after != before {
		t.Fatal("bad intents changed the table")
	}
	// Both connections are still there and the match plays on.
	playTurns(t, ts, id, seats, 0)
	if ts.srv.Panics() != 0 {
		t.Fatal("panicked")
	}
}

func slicesContains(cs []engine.Card, c engine.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// Config.Seed deals every match: the table's first, and the next when
// both play again.
func TestConfigSeed(t *testing.T) {
	var n atomic.Uint64
	ts := startServer(t, t.TempDir(), time.Now, func(c *Config) { c.Seed = func() uint64 { return 1000 + n.Add(1) } })
	id, a, b := seated(t, ts)
	seats := map[int]*raw{0: a, 1: b}
	playTurns(t, ts, id, seats, 0)
	if end := a.waitItem(protocol.ItemEnd, nil); end.Seed == nil || *end.Seed != 1001 {
		t.Fatalf("the first match's end: %+v, want seed 1001", end)
	}
	a.reply(protocol.ClientMsg{Type: protocol.Again, ID: "g1"})
	b.reply(protocol.ClientMsg{Type: protocol.Again, ID: "g1"})
	a.waitItem(protocol.ItemMatch, func(it protocol.Item) bool { return it.Match == 2 })
	playTurns(t, ts, id, seats, 0)
	b.waitItem(protocol.ItemEnd, func(it protocol.Item) bool { return it.Match == 2 })
	var rec record
	getJSON(t, ts.base+"/api/tables/"+id+"/record", &rec)
	if len(rec.Matches) != 2 || rec.Matches[0].Seed != 1001 || rec.Matches[1].Seed != 1003 {
		t.Fatalf("record %+v: want seeds 1001, then 1003 (each seat's Again draws one; the match starts on the second)", rec)
	}
}

// Play again at the same table when both agree: a new seed, and the
// first deal crosses from the last match's last dealer.
func TestPlayAgain(t *testing.T) {
	ts := startServer(t, t.TempDir(), time.Now)
	id, a, b := seated(t, ts)
	seats := map[int]*raw{0: a, 1: b}
	playTurns(t, ts, id, seats, 0)
	end := a.waitItem(protocol.ItemEnd, nil)
	if end.Seed == nil || end.Winner == nil || end.Match != 1 {
		t.Fatalf("end: %+v", end)
	}
	// Both seats are given one code, the whole match's.
	checkCode(t, end, b.waitItem(protocol.ItemEnd, nil), -1)
	var lastDealer int
	for _, it := range a.items {
		if it.Event != nil {
			if d, ok := it.Event.Event.(engine.Dealt); ok {
				lastDealer = d.Dealer
			}
		}
	}
	if m := a.reply(protocol.ClientMsg{Type: protocol.Again, ID: "g1"}); m.Type != protocol.Ack {
		t.Fatalf("again: %+v", m)
	}
	if m := a.reply(protocol.ClientMsg{Type: protocol.Again, ID: "g2"}); !m.Dup {
		t.Fatalf("again twice: %+v", m)
	}
	b.waitItem(protocol.ItemAgain, nil)
	if _, _, over := ts.state(id); !over {
		t.Fatal("one seat's again started a match")
	}
	b.reply(protocol.ClientMsg{Type: protocol.Again, ID: "g1"})
	a.waitItem(protocol.ItemMatch, func(it protocol.Item) bool { return it.Match == 2 })
	d := a.waitItem(protocol.ItemEvent, func(it protocol.Item) bool { return it.Seq > end.Seq })
	if dl, ok := d.Event.Event.(engine.Dealt); !ok || dl.Dealer != (lastDealer+1)%2 || dl.Deal != 1 {
		t.Fatalf("the new match begins with %#v; the last dealer was %d", d.Event.Event, lastDealer)
	}
	playTurns(t, ts, id, seats, 0)
	end2 := b.waitItem(protocol.ItemEnd, func(it protocol.Item) bool { return it.Match == 2 })
	checkCode(t, a.waitItem(protocol.ItemEnd, func(it protocol.Item) bool { return it.Match == 2 }), end2, (lastDealer+1)%2)
	var rec record
	getJSON(t, ts.base+"/api/tables/"+id+"/record", &rec)
	if len(rec.Matches) != 2 || rec.Matches[1].Seed == rec.Matches[0].Seed || rec.Matches[1].Dealer != (lastDealer+1)%2 {
		t.Fatalf("record %+v", rec)
	}
	all := replay(t, rec)
	var got []engine.Event
	for _, it := range b.items {
		if it.Event != nil {
			got = append(got, it.Event.Event)
		}
	}
	sameEvents(t, "Bob", got, redactAll(all, 1))
}

// Only abuse closes a connection: an oversize frame (1009), a flood
// (1008). A page from a foreign origin cannot connect.
func TestAbuseCloses(t *testing.T) {
	ts := startServer(t, t.TempDir(), time.Now)
	id := newTable(t, ts)
	r := mustDial(t, ts.base, id)
	r.hello("Ann", "", nil)
	r.sendBytes([]byte(`{"type":"chat","id":"big","text":"` + strings.Repeat("x", 9000) + `"}`))
	for {
		if _, err := r.next(); err != nil {
			if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
				t.Fatalf("oversize frame: %v", err)
			}
			break
		}
	}
	if _, err := dialRaw(t, ts.base, id, http.Header{"Origin": {"https://evil.example"}}); err == nil {
		t.Fatal("a foreign origin was let in")
	}
	if _, err := dialRaw(t, ts.base, id, http.Header{"Origin": {ts.base}}); err != nil {
		t.Fatalf("the server's own origin: %v", err)
	}

	store, err := OpenEmbedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	strict, err := New(Config{Store: store, MsgRate: rate.Every(time.Second), MsgBurst: 20, Log: LogfLogger(t.Logf)})
	if err != nil {
		t.Fatal(err)
	}
	defer strict.Close()
	ts2 := &testServer{srv: strict, store: store}
	hs := startHTTP(t, strict)
	ts2.base = hs
	id2 := newTable(t, ts2)
	f := mustDial(t, ts2.base, id2)
	f.hello("Flo", "", nil)
	for i := range 40 {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		err := f.ws.Write(ctx, websocket.MessageText, fmt.Appendf(nil, `{"type":"ready","id":"r%d","deal":1}`, i))
		cancel()
		if err != nil {
			break
		}
	}
	for {
		if _, err := f.next(); err != nil {
			if websocket.CloseStatus(err) != websocket.StatusPolicyViolation {
				t.Fatalf("a flood: %v", err)
			}
			break
		}
	}
	if ts.srv.Panics() != 0 || strict.Panics() != 0 {
		t.Fatal("panicked")
	}
}

// checkCode: two seats' end items carry one code, which replays to the
// match's winner and seed, dealt first by dealer (-1: cut for).
func checkCode(t *testing.T, a, b protocol.Item, dealer int) {
	t.Helper()
	if a.Code == "" || a.Code != b.Code {
		t.Fatalf("match %d's codes: %q and %q", a.Match, a.Code, b.Code)
	}
	m, err := engine.MatchFromCode(a.Code)
	if err != nil {
		t.Fatalf("match %d's code %s: %v", a.Match, a.Code, err)
	}
	if m.Phase() != engine.PhaseOver || m.Winner() != *a.Winner || m.Seed() != *a.Seed {
		t.Fatalf("match %d's code replays to phase %v winner %d seed %d; the end said winner %d seed %d",
			a.Match, m.Phase(), m.Winner(), m.Seed(), *a.Winner, *a.Seed)
	}
	if d, ok := m.Events()[0].(engine.Dealt); dealer >= 0 && (!ok || d.Dealer != dealer) {
		t.Fatalf("match %d's code begins %#v, want a deal by %d", a.Match, m.Events()[0], dealer)
	}
}

// Presence items are events the client words (version 2); a client that
// says version 1 still gets the sentence; other versions are refused.
func TestProtocolVersions(t *testing.T) {
	ts := startServer(t, t.TempDir(), time.Now)
	id, a, b := seated(t, ts)
	old := mustDial(t, ts.base, id)
	old.send(protocol.ClientMsg{Type: protocol.Hello, V: 1, Watch: true, Name: "Old"})
	if w := old.until(protocol.Welcome); w.V != 1 {
		t.Fatalf("a version 1 welcome: %+v", w)
	}
	a.ws.Close(websocket.StatusNormalClosure, "")
	if it := b.waitItem(protocol.ItemPresence, nil); it.Seat != 0 || it.Here || it.Text != "" {
		t.Errorf("version 2's presence: %+v", it)
	}
	if it := old.waitItem(protocol.ItemPresence, nil); it.Seat != 0 || it.Here || it.Text != "Ann has left the table — their seat is kept" {
		t.Errorf("version 1's presence: %+v", it)
	}
	for _, v := range []int{0, 3} {
		r := mustDial(t, ts.base, id)
		r.send(protocol.ClientMsg{Type: protocol.Hello, V: v})
		if m := r.until(protocol.Error); m.Code != protocol.ErrBadVersion || m.Message != "this server speaks protocol versions 1 to 2" {
			t.Errorf("version %d: %+v", v, m)
		}
	}
}
