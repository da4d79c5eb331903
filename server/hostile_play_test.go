//go:build !js

package server

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"noddy/engine"
	"noddy/protocol"
)

// The hostile suite at a table: what people send others, floods, and
// intents whose fields are out of range, against the server binary.

// seatedAt seats Ann and Bob from one address at a new table of h.
func seatedAt(t *testing.T, h *hostile, src string) (string, *raw, *raw) {
	t.Helper()
	code, id := h.create(t, src, nil, "{}")
	if code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, id)
	}
	a, err := dialFrom(t, src, h.base, id)
	if err != nil {
		t.Fatal(err)
	}
	a.hello("Ann", "", nil)
	b, err := dialFrom(t, src, h.base, id)
	if err != nil {
		t.Fatal(err)
	}
	b.hello("Bob", "", nil)
	return id, a, b
}

// Chat and names reach others cleaned: no terminal's controls, no
// reordering, no tower of marks; a long word is kept whole (the panel
// breaks it).
func TestHostileText(t *testing.T) {
	h := startHostile(t, 0)
	id, a, b := seatedAt(t, h, "127.0.0.2")
	for i, c := range []struct{ in, want string }{
		{"\x1b[2J\x1b[H\nwinner: seat 0 (Ann)", "[2J[H winner: seat 0 (Ann)"},
		{"abc\u202Ednah ruoy wohs", "abcdnah ruoy wohs"},
		{"\u2067\u2066x\u2069\u200f", "x"},
		{"Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358a", "Z\u0351\u0352\u0353\u0354a"},
		{"\u0085\u009b31m", "31m"},
		{strings.Repeat("\U0001F600", 120), strings.Repeat("\U0001F600", 120)},
	} {
		from, to, name := a, b, "Ann"
		if i == 5 { // five chats in ten seconds each
			from, to, name = b, a, "Bob"
		}
		mid := fmt.Sprint("c", i)
		if m := from.reply(protocol.ClientMsg{Type: protocol.Chat, ID: mid, Text: c.in}); m.Type != protocol.Ack {
			t.Fatalf("%+q: %+v", c.in, m)
		}
		it := to.waitItem(protocol.ItemChat, func(it protocol.Item) bool { return it.Text == c.want })
		if it.Name != name {
			t.Errorf("%+q from %q", c.in, it.Name)
		}
	}
	before := tableAt(t, h.base, id)
	// Nothing visible: zero-width characters, joiners, tags, lone
	// variation selectors, the Hangul fillers, the blank Braille pattern.
	for i, bad := range []string{"\x1b\x1b", "\u202e\u2066 \t", "   ", "\u200b\u2060\u00ad", "\u3164", "\u115f\u1160\uffa0",
		"\u2800 \u2800", "\ufe0f\ufe0f\u034f", "\U000e0041\U000e007f", "\u200d\u200c"} {
		m := a.reply(protocol.ClientMsg{Type: protocol.Chat, ID: fmt.Sprint("b", i), Text: bad})
		if m.Type != protocol.Error || m.Code != protocol.ErrChatBlank {
			t.Errorf("chat %+q: %+v", bad, m)
		}
	}
	for i, bad := range []string{"\u202e\u2066", "\u3164", "\u2800\u2800", "\u115f"} {
		if m := a.reply(protocol.ClientMsg{Type: protocol.Name, ID: fmt.Sprint("n0-", i), Name: bad}); m.Type != protocol.Error || m.Code != protocol.ErrBadName {
			t.Errorf("a name of nothing visible %+q: %+v", bad, m)
		}
	}
	if after := tableAt(t, h.base, id); after != before {
		t.Errorf("refused text changed the table:\n%s\n%s", before, after)
	}
	if m := a.reply(protocol.ClientMsg{Type: protocol.Name, ID: "n1", Name: "\u3164\x1b[31mE\u202eve"}); m.Type != protocol.Ack {
		t.Fatalf("rename: %+v", m)
	}
	if it := b.waitItem(protocol.ItemName, nil); it.Name != "[31mEve" {
		t.Errorf("the name others see: %+q", it.Name)
	}
	w, err := dialFrom(t, "127.0.0.3", h.base, id)
	if err != nil {
		t.Fatal(err)
	}
	w.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Name: "\u202eSue\x07"})
	if m := w.until(protocol.Welcome); m.Table.Seats[0].Name != "[31mEve" || *m.Seat != -1 {
		t.Errorf("a watcher's welcome: %+v", m.Table.Seats)
	}
}

// One client's flood never closes another's connection, even from the
// same address; two computer seats from one address play a match through
// with the limits on; a seat's renames, a watcher's chat and ready for
// deals that do not exist are refused, and leave the table as it was.
func TestHostileLimitsByWho(t *testing.T) {
	h := startHostile(t, 0, "-limit-msgs", "30")
	// Two seats from one address play a whole match at full speed.
	code, id := h.create(t, "127.0.0.2", nil, "{}")
	if code != http.StatusCreated {
		t.Fatal(code, id)
	}
	ctx := ctxFor(t, 2*time.Minute)
	pa := newPlayer(t, []string{h.base}, id, "Ann", computer(t, "greedy", 5), false, 1)
	pa.run(ctx)
	<-pa.welcome
	pb := newPlayer(t, []string{h.base}, id, "Bob", computer(t, "greedy", 6), false, 1)
	pb.run(ctx)
	pa.wait(t, "Ann")
	pb.wait(t, "Bob")
	if pa.c.Reconnects != 0 || pb.c.Reconnects != 0 {
		t.Errorf("computer seats from one address reconnected %d and %d times (closed by a limit)", pa.c.Reconnects, pb.c.Reconnects)
	}

	id, a, b := seatedAt(t, h, "127.0.0.3")
	// Watchers' chat: 10 in 10 s for the table, however many watchers
	// reconnect to send more.
	a.reply(protocol.ClientMsg{Type: protocol.Allow, ID: "al1", Allow: true})
	b.reply(protocol.ClientMsg{Type: protocol.Allow, ID: "al2", Allow: true})
	sent := 0
	for i := range 10 {
		wc, err := dialFrom(t, "127.0.0.7", h.base, id)
		if err != nil {
			t.Fatal(err)
		}
		wc.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Watch: true, Name: "W"})
		wc.until(protocol.Welcome)
		for j := range 5 {
			if m := wc.reply(protocol.ClientMsg{Type: protocol.Chat, ID: fmt.Sprintf("w%d-%d", i, j), Text: "spam"}); m.Type == protocol.Ack {
				sent++
			} else if m.Code != protocol.ErrChatRate {
				t.Fatalf("watcher chat: %+v", m)
			}
		}
		wc.ws.Close(websocket.StatusNormalClosure, "")
	}
	if sent != 10 {
		t.Errorf("watchers' chats accepted in a burst across 10 reconnects: %d, want 10", sent)
	}
	before := tableAt(t, h.base, id)
	// Ann floods: she alone is closed (1008); Bob, and a newcomer from
	// the same address, are served.
	for i := range 400 {
		if a.ws.Write(ctxFor(t, time.Second), websocket.MessageText, fmt.Appendf(nil, `{"type":"ready","id":"f%d","deal":99}`, i)) != nil {
			break
		}
	}
	for {
		if _, err := a.next(); err != nil {
			if websocket.CloseStatus(err) != websocket.StatusPolicyViolation {
				t.Fatalf("the flood's close: %v", err)
			}
			break
		}
	}
	if m := b.reply(protocol.ClientMsg{Type: protocol.Chat, ID: "b1", Text: "still here"}); m.Type != protocol.Ack {
		t.Fatalf("Bob after Ann's flood: %+v", m)
	}
	n, err := dialFrom(t, "127.0.0.3", h.base, id)
	if err != nil {
		t.Fatal(err)
	}
	if m := n.hello("Sue", "", nil); *m.Seat != -1 {
		t.Fatalf("a newcomer from the flood's address: seat %d", *m.Seat)
	}
	if tableAt(t, h.base, id) == before {
		t.Fatal("Bob's chat did not reach the table")
	}

	// Ready for deals not dealt: refused, nothing stored.
	before = tableAt(t, h.base, id)
	for i, d := range []int{-5, 0, 2, 1 << 30} {
		m := b.reply(protocol.ClientMsg{Type: protocol.Ready, ID: fmt.Sprint("r", i), Deal: d})
		if m.Type != protocol.Error || m.Code != protocol.ErrBadDeal || m.Message != fmt.Sprintf("no deal %d has been dealt in this match", d) {
			t.Errorf("ready %d: %+v", d, m)
		}
	}
	// Ids that are not printable ASCII, a negative last.
	for i, bad := range []string{"a b", "\x1b[2J", "é"} {
		m := b.reply(protocol.ClientMsg{Type: protocol.Chat, ID: bad, Text: "x"})
		if m.Type != protocol.Error || m.Code != protocol.ErrBadID {
			t.Errorf("id %d %+q: %+v", i, bad, m)
		}
	}
	if after := tableAt(t, h.base, id); after != before {
		t.Errorf("refused intents changed the table:\n%s\n%s", before, after)
	}
	neg := int64(-1)
	x, _ := dialFrom(t, "127.0.0.4", h.base, id)
	x.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Token: b.token, Last: &neg})
	if m := x.until(protocol.Error); m.Code != protocol.ErrBadLast {
		t.Errorf("last -1: %+v", m)
	}

	// Renames: five a minute, then name-rate; a newcomer's snapshot has
	// the name now and none of the history.
	ok, limited := 0, 0
	for i := range 40 {
		m := b.reply(protocol.ClientMsg{Type: protocol.Name, ID: fmt.Sprint("n", i), Name: fmt.Sprint("Bob", i)})
		switch {
		case m.Type == protocol.Ack:
			ok++
		case m.Code == protocol.ErrNameRate:
			limited++
		default:
			t.Fatalf("rename %d: %+v", i, m)
		}
	}
	if ok != 5 || limited != 35 {
		t.Errorf("renames: %d applied, %d refused; want 5 and 35", ok, limited)
	}
	s, _ := dialFrom(t, "127.0.0.5", h.base, id)
	w := s.hello("Sue", "", nil)
	if got := w.Table.Seats[1].Name; got != "Bob4" {
		t.Errorf("the newcomer's name for seat 1: %q", got)
	}
	for range 3 { // the snapshot's items
		if len(s.items) > 0 {
			break
		}
		s.next()
	}
	if names := s.itemsOf(protocol.ItemName); len(names) != 0 {
		t.Errorf("the snapshot carries %d renames", len(names))
	}

}

// TURN: a seat of a voice table gets a credential of its own that the
// shared secret verifies and that expires; a watcher, and any seat of a
// table without voice, get none; the secret is never on the command line.
func TestHostileTURN(t *testing.T) {
	secret := "k9-shared-secret"
	t.Setenv("NODDY_TURN_SECRET", secret)
	h := startHostile(t, 0, "-turn", "turn:127.0.0.1:3478", "-turn-ttl", "2h")
	cmdline, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", h.cmd.Process.Pid))
	if strings.Contains(string(cmdline), secret) {
		t.Fatal("the TURN secret is on the command line")
	}
	code, id := h.create(t, "127.0.0.2", nil, `{"voice":true}`)
	if code != http.StatusCreated {
		t.Fatal(code, id)
	}
	users := map[string]bool{}
	for i, name := range []string{"Ann", "Bob"} {
		r, _ := dialFrom(t, "127.0.0.2", h.base, id)
		start := time.Now().Unix()
		w := r.hello(name, "", nil)
		end := time.Now().Unix()
		if len(w.ICE) != 1 || len(w.ICE[0].URLs) != 1 || w.ICE[0].URLs[0] != "turn:127.0.0.1:3478" {
			t.Fatalf("seat %d's ICE: %+v", i, w.ICE)
		}
		user, cred := w.ICE[0].Username, w.ICE[0].Credential
		exp, tag, ok := strings.Cut(user, ":")
		at, err := strconv.ParseInt(exp, 10, 64)
		if !ok || err != nil || tag == "" || strings.Contains(user, id) {
			t.Fatalf("user name %q", user)
		}
		if at < start+7200 || at > end+7200 {
			t.Errorf("expiry %d, want 2 h after the welcome (%d..%d)", at, start+7200, end+7200)
		}
		mac := hmac.New(sha1.New, []byte(secret))
		mac.Write([]byte(user))
		if want := base64.StdEncoding.EncodeToString(mac.Sum(nil)); cred != want {
			t.Errorf("credential %q, want HMAC-SHA1 of %q: %q", cred, user, want)
		}
		if users[tag] {
			t.Errorf("two seats share the tag %q", tag)
		}
		users[tag] = true
	}
	wr, _ := dialFrom(t, "127.0.0.3", h.base, id)
	if w := wr.hello("Sue", "", nil); *w.Seat != -1 || len(w.ICE) != 0 {
		t.Errorf("a watcher's welcome: seat %d, ICE %+v", *w.Seat, w.ICE)
	}
	_, plain := h.create(t, "127.0.0.2", nil, `{}`)
	pr, _ := dialFrom(t, "127.0.0.2", h.base, plain)
	if w := pr.hello("Ann", "", nil); len(w.ICE) != 0 {
		t.Errorf("a seat at a table without voice: ICE %+v", w.ICE)
	}
}

// SIGTERM mid-match: the server closes the tables' sockets with 1012 and
// exits; both players reconnect once it is back on the same store and
// finish the match, nothing lost and nothing twice.
func TestHostileSIGTERM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the server binary")
	}
	port, data := freePort(t), t.TempDir()
	p1 := startProc(t, port, "-data", data)
	ctx := ctxFor(t, 3*time.Minute)
	code, id := (&hostile{proc: p1, addr: p1.base[len("http://"):]}).create(t, "127.0.0.1", nil, "{}")
	if code != http.StatusCreated {
		t.Fatal(code, id)
	}
	servers := []string{p1.base}
	// Each decision takes 100 ms: both clients are reading when the
	// server stops.
	slow := func(d func(engine.View) engine.Action) func(engine.View) engine.Action {
		return func(v engine.View) engine.Action {
			time.Sleep(100 * time.Millisecond)
			return d(v)
		}
	}
	a := newPlayer(t, servers, id, "Ann", slow(computer(t, "greedy", 7)), false, 1)
	closes := make(chan string, 8)
	logs := func(name string) func(string, ...any) {
		return func(f string, args ...any) {
			s := fmt.Sprintf(f, args...)
			t.Logf("%s: %s", name, s)
			if strings.Contains(s, "StatusServiceRestart") || strings.Contains(s, "(1012)") {
				closes <- name
			}
		}
	}
	a.c.Logf = logs("Ann")
	a.run(ctx)
	<-a.welcome
	b := newPlayer(t, servers, id, "Bob", slow(computer(t, "greedy", 8)), false, 1)
	b.c.Logf = logs("Bob")
	b.run(ctx)
	if !eventually(t, 20*time.Millisecond, func() bool {
		a.mu.Lock()
		defer a.mu.Unlock()
		return len(a.items) >= 12
	}) {
		t.Fatal("the match did not reach its twelfth item")
	}
	p1.cmd.Process.Signal(syscall.SIGTERM)
	err := p1.cmd.Wait()
	if err != nil {
		t.Fatalf("the server's exit after SIGTERM: %v\n%s", err, p1.log)
	}
	if !strings.Contains(p1.log.String(), "level=INFO msg=stopped") {
		t.Errorf("no \"stopped\" in the log:\n%s", p1.log)
	}
	for range 2 {
		select {
		case who := <-closes:
			t.Logf("%s was closed with 1012", who)
		case <-time.After(10 * time.Second):
			t.Fatal("a player was not closed with 1012 (service restart)")
		}
	}
	p2 := startProc(t, port, "-data", data)
	a.wait(t, "Ann")
	b.wait(t, "Bob")
	if a.c.Reconnects == 0 || b.c.Reconnects == 0 {
		t.Fatalf("reconnects %d %d", a.c.Reconnects, b.c.Reconnects)
	}
	checkReplay(t, p2.base, id, a, b)
}

// Watchers: a table takes so many at once (every event is sent to each:
// 2,000 watchers of one table whose seats played at full speed took other
// tables' intent→event p50 from 2 ms to 67 ms). Past the cap a newcomer
// without a seat is refused with watchers-full and a 1013 close; the
// seats, their returns by token and the watchers held are served on, and
// a place freed is taken again.
func TestHostileWatchers(t *testing.T) {
	h := startHostile(t, 0, "-watchers-per-table", "3")
	id, a, b := seatedAt(t, h, "127.0.0.2")
	var ws []*raw
	for i := range 3 {
		w, err := dialFrom(t, fmt.Sprintf("127.0.0.%d", 3+i), h.base, id)
		if err != nil {
			t.Fatal(err)
		}
		if m := w.hello("W", "", nil); *m.Seat != -1 {
			t.Fatalf("watcher %d: seat %d", i, *m.Seat)
		}
		ws = append(ws, w)
	}
	before := tableAt(t, h.base, id)
	x, err := dialFrom(t, "127.0.0.9", h.base, id)
	if err != nil {
		t.Fatal(err)
	}
	x.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Watch: true})
	if m, err := x.next(); err != nil || m.Type != protocol.Error || m.Code != protocol.ErrWatchersFull ||
		m.Message != "this table has as many watchers as it takes; try again later" {
		t.Fatalf("a fourth watcher: %+v %v", m, err)
	}
	if _, err := x.next(); websocket.CloseStatus(err) != websocket.StatusTryAgainLater {
		t.Fatalf("a fourth watcher's close: %v", err)
	}
	if after := tableAt(t, h.base, id); after != before {
		t.Errorf("a refused watcher changed the table:\n%s\n%s", before, after)
	}
	// A seat comes back by its token on a new connection.
	b2, _ := dialFrom(t, "127.0.0.2", h.base, id)
	if m := b2.hello("", b.token, nil); *m.Seat != 1 {
		t.Fatalf("Bob's return: seat %d", *m.Seat)
	}
	if m := a.reply(protocol.ClientMsg{Type: protocol.Chat, ID: "a1", Text: "hello watchers"}); m.Type != protocol.Ack {
		t.Fatalf("Ann's chat: %+v", m)
	}
	for i, w := range ws {
		if it := w.waitItem(protocol.ItemChat, nil); it.Text != "hello watchers" {
			t.Errorf("watcher %d got %+v", i, it)
		}
	}
	ws[0].ws.Close(websocket.StatusNormalClosure, "")
	if !eventually(t, 50*time.Millisecond, func() bool {
		y, err := dialFrom(t, "127.0.0.10", h.base, id)
		if err != nil {
			t.Fatal(err)
		}
		y.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Watch: true})
		m, _ := y.next()
		return m.Type == protocol.Welcome
	}) {
		t.Fatal("a place freed was not taken again")
	}
}
