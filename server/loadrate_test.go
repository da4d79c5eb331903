//go:build !js

package server

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"noddy/protocol"
)

// A table not held in memory is loaded from its whole log for whoever
// asks, and the load goes on when the asker leaves: one at the item cap
// took 0.4 s of CPU and 15 MB for 30 s or more, and GETs of such tables
// from one address, sent and dropped, held 1.1 GB and a core. One
// address may have two loads under way at once, and so many entries
// loaded (Config.LoadRate): past them a GET, a record, a link and a
// WebSocket are refused (429, or 1013) and nothing is loaded; a table
// already held is served, and another address is not counted with it.
func TestLoadRateByAddress(t *testing.T) {
	ts := startServer(t, t.TempDir(), newClock().now, func(c *Config) {
		c.LoadRate, c.LoadBurst = rate.Every(time.Hour), 3 // entries: a new table has 1
	})
	var ids []string
	for range 4 {
		ids = append(ids, newTable(t, ts))
	}
	get := func(src, path string) (int, string) {
		t.Helper()
		c := &http.Client{Transport: &http.Transport{DisableKeepAlives: true,
			DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(src)}}).DialContext}}
		resp, err := c.Get(ts.base + path)
		if err != nil {
			t.Error(err)
			return 0, ""
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header.Get("Retry-After") + " " + string(b)
	}
	held := func(id string) bool {
		ts.srv.mu.Lock()
		defer ts.srv.mu.Unlock()
		return ts.srv.tables[id] != nil
	}
	refused := func(id string) {
		t.Helper()
		for _, path := range []string{"/api/tables/" + id, "/api/tables/" + id + "/record", "/t/" + id} {
			code, body := get("127.0.0.1", path)
			if code != http.StatusTooManyRequests || !strings.HasPrefix(body, "5 ") || !strings.Contains(body, errLoadRate.Error()) {
				t.Errorf("%s past the limit: %d %q", path, code, body)
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(ts.base, "http")+"/api/tables/"+id+"/ws", nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := ws.Read(ctx); websocket.CloseStatus(err) != websocket.StatusTryAgainLater {
			t.Errorf("a WebSocket past the limit: %v", err)
		}
		if held(id) {
			t.Error("a refused table was loaded")
		}
	}
	// Two loads under way: a third is refused meanwhile.
	hold := make(chan struct{})
	ts.srv.beforeLoad = func() { <-hold }
	codes := make(chan int, 2)
	for _, id := range ids[:2] {
		go func() {
			code, _ := get("127.0.0.1", "/api/tables/"+id)
			codes <- code
		}()
	}
	eventually(t, time.Millisecond, func() bool {
		ts.srv.mu.Lock()
		defer ts.srv.mu.Unlock()
		return ts.srv.loadsFrom["127.0.0.1"] == 2
	})
	refused(ids[2])
	close(hold)
	for range 2 {
		if code := <-codes; code != http.StatusOK {
			t.Fatalf("a table loaded within the limit: %d", code)
		}
	}
	// The third entry of the three; then the limit is spent.
	if code, body := get("127.0.0.1", "/api/tables/"+ids[2]); code != http.StatusOK {
		t.Fatalf("the third table: %d %s", code, body)
	}
	refused(ids[3])
	if code, body := get("127.0.0.1", "/api/tables/"+ids[0]); code != http.StatusOK {
		t.Errorf("a table held, past the limit: %d %s", code, body)
	}
	if code, body := get("127.0.0.2", "/api/tables/"+ids[3]); code != http.StatusOK {
		t.Errorf("another address: %d %s", code, body)
	}
	// Held now, it is served to the first address too.
	r := mustDial(t, ts.base, ids[3])
	if m := r.hello("Ann", "", nil); m.Type != protocol.Welcome {
		t.Errorf("a WebSocket to a table held: %+v", m)
	}
}

// A seat coming back from far back in a long table is sent its history
// rendered for it alone, under the table's lock: that is charged to its
// address with the loads (Config.LoadRate), and refused (1013) once
// spent; a return from near the end, a reconnect's, is never charged.
func TestSeatHistoryCharged(t *testing.T) {
	ts := startServer(t, t.TempDir(), newClock().now, func(c *Config) {
		c.LoadRate, c.LoadBurst = rate.Every(time.Hour), 1500
	})
	id, _, b := seated(t, ts)
	tb := ts.held(id)
	tb.mu.Lock()
	for i := range 1200 {
		tb.st.apply(&entry{K: kChat, Seat: i % 2, Text: "hello"})
	}
	n := int64(len(tb.st.items))
	tb.mu.Unlock()
	back := func(last int64) (protocol.ServerMsg, error) {
		t.Helper()
		r := mustDial(t, ts.base, id)
		r.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Token: b.token, Last: &last})
		for {
			m, err := r.next()
			if err != nil || m.Type == protocol.Welcome || m.Type == protocol.Error {
				if m.Type == protocol.Error {
					_, err = r.next()
				}
				r.ws.CloseNow()
				return m, err
			}
		}
	}
	for k := range 2 { // 1,200 and more items each: 1,500 at once
		if m, err := back(0); m.Type != protocol.Welcome {
			t.Fatalf("return %d from the start: %+v %v", k+1, m, err)
		}
	}
	// Bob's last return has left (its leave stored) before the table is
	// taken as it stands.
	eventually(t, time.Millisecond, func() bool {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		return !tb.st.seats[1].here
	})
	before := ts.fingerprint(id)
	m, err := back(0)
	if m.Type != protocol.Error || m.Code != protocol.ErrHelloRate || websocket.CloseStatus(err) != websocket.StatusTryAgainLater {
		t.Fatalf("a third return from the start: %+v, then %v", m, err)
	}
	if after := ts.fingerprint(id); after != before {
		t.Fatalf("the refused return changed the table:\n%s\n%s", before, after)
	}
	if m, err := back(n - 10); m.Type != protocol.Welcome {
		t.Fatalf("a return from near the end: %+v %v", m, err)
	}
}

// What one address's intents write to the log is limited
// (Config.WriteRate): past it each is refused with write-rate and the
// table is left as it was; another address, at the same table, is not
// counted with it.
func TestWriteRateByAddress(t *testing.T) {
	ts := startServer(t, t.TempDir(), newClock().now, func(c *Config) {
		c.WriteRate, c.WriteBurst = rate.Every(time.Hour), 2000 // bytes
	})
	id := newTable(t, ts)
	var seats [2]*raw
	for i, name := range []string{"Ann", "Bob"} {
		r, err := dialFrom(t, fmt.Sprint("127.0.0.", i+1), ts.base, id)
		if err != nil {
			t.Fatal(err)
		}
		r.hello(name, "", nil)
		seats[i] = r
	}
	w, _, _ := ts.state(id)
	a, b := seats[w[0]], seats[1-w[0]] // a, to act, writes past its address's limit
	long := strings.Repeat("a", 500)   // about 600 bytes stored
	sent := 0
	for ; sent < 10; sent++ {
		m := a.reply(protocol.ClientMsg{Type: protocol.Chat, ID: fmt.Sprint("c", sent), Text: long})
		if m.Type == protocol.Error {
			if m.Code != protocol.ErrWriteRate {
				t.Fatalf("chat %d: %+v", sent, m)
			}
			break
		}
	}
	if sent != 4 { // 3 × about 600 bytes leaves some: the fourth takes it below 0
		t.Fatalf("%d chats of 500 letters written before write-rate, want 4", sent)
	}
	before := ts.fingerprint(id)
	for a.last == nil {
		a.until(protocol.Prompt)
	}
	act := protocol.Action{Action: a.last.View.Actions[0]}
	if x := a.reply(protocol.ClientMsg{Type: protocol.Act, ID: "act", Action: &act}); x.Type != protocol.Error || x.Code != protocol.ErrWriteRate {
		t.Errorf("an act past the limit: %+v", x)
	}
	if x := a.reply(protocol.ClientMsg{Type: protocol.Name, ID: "n", Name: "Annie"}); x.Code != protocol.ErrWriteRate {
		t.Errorf("a name past the limit: %+v", x)
	}
	if after := ts.fingerprint(id); after != before {
		t.Fatalf("refusals changed the table:\n%s\n%s", before, after)
	}
	if m := b.reply(protocol.ClientMsg{Type: protocol.Chat, ID: "b1", Text: long}); m.Type != protocol.Ack {
		t.Errorf("the other seat, from another address: %+v", m)
	}
}

// The per-address buckets of the loads and the writes forget an address
// idle for ten minutes, as the creates' do; one never charged holds none.
func TestLimitersForgetIdleAddresses(t *testing.T) {
	l := newLimiters(rate.Every(time.Minute/100), 100)
	for i := range 1000 {
		a := fmt.Sprint("10.0.", i/250, ".", i%250)
		if l.spent(a) {
			t.Fatalf("%s: spent before it was charged", a)
		}
		l.charge(a, 10)
	}
	if n := len(l.by); n != 1000 {
		t.Fatalf("%d buckets after 1,000 addresses charged", n)
	}
	l.mu.Lock()
	for _, x := range l.by {
		x.used = x.used.Add(-11 * time.Minute)
	}
	l.swept = time.Time{}
	l.mu.Unlock()
	if l.spent("10.9.9.9") {
		t.Fatal("a new address spent")
	}
	if n := len(l.by); n != 0 {
		t.Fatalf("%d buckets held after ten minutes idle", n)
	}
}

// Past the load limit, a table's link still opens the game's page (its
// connection waits out the limit, 1013, and comes back); a page of words
// would have ended there.
func TestLoadRateLinkOpensTheGame(t *testing.T) {
	ts := startServer(t, t.TempDir(), newClock().now, func(c *Config) {
		c.LoadRate, c.LoadBurst = rate.Every(time.Hour), 1
		c.Index = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "the game's page at "+r.URL.Path) })
	})
	a, b := newTable(t, ts), newTable(t, ts)
	for _, c := range []struct{ id, want string }{{a, "200 the game's page at /"}, {b, "200 the game's page at /"}} {
		resp, err := http.Get(ts.base + "/t/" + c.id)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if got := fmt.Sprint(resp.StatusCode, " ", string(body)); got != c.want {
			t.Errorf("/t/%s: %q, want %q", c.id, got, c.want)
		}
	}
	if resp, err := http.Get(ts.base + "/api/tables/" + b); err != nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Errorf("the second table's state past the limit: %v %v", resp.StatusCode, err)
	}
}

// A seat's return and its leaving are entries stored, charged to its
// address with its moves: one address cycling its seat's connection is
// told write-rate and closed with 1013 once its bytes are spent, the table
// unchanged, and the other seat, from another address, comes back still.
func TestSeatReturnsChargedToWrites(t *testing.T) {
	ts := startServer(t, t.TempDir(), newClock().now, func(c *Config) {
		c.WriteRate, c.WriteBurst = rate.Every(time.Hour), 1000 // bytes
	})
	id := newTable(t, ts)
	var tokens [2]string
	away := func(seat int) { // its leaving stored
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
			tb := ts.held(id)
			tb.mu.Lock()
			here := tb.st.seats[seat].here
			tb.mu.Unlock()
			if !here {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("seat %d still here", seat)
			}
		}
	}
	for i, name := range []string{"Ann", "Bob"} {
		r, err := dialFrom(t, fmt.Sprint("127.0.0.", i+1), ts.base, id)
		if err != nil {
			t.Fatal(err)
		}
		tokens[i] = r.hello(name, "", nil).Token
		r.ws.CloseNow()
		away(i)
	}
	back := func(i int) protocol.ServerMsg {
		r, err := dialFrom(t, fmt.Sprint("127.0.0.", i+1), ts.base, id)
		if err != nil {
			t.Fatal(err)
		}
		r.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Token: tokens[i]})
		for {
			m, err := r.next()
			if err != nil {
				t.Fatalf("seat %d's return: %v", i, err)
			}
			if m.Type == protocol.Welcome || m.Type == protocol.Error {
				if m.Type == protocol.Error {
					if _, err := r.next(); websocket.CloseStatus(err) != websocket.StatusTryAgainLater {
						t.Errorf("after %s the connection ended with %v, want 1013", m.Code, err)
					}
				}
				r.ws.CloseNow()
				return m
			}
		}
	}
	returns := 0
	var before string
	for ; returns < 9; returns++ {
		before = ts.fingerprint(id)
		m := back(0)
		if m.Type == protocol.Error {
			if m.Code != protocol.ErrWriteRate {
				t.Fatalf("return %d: %+v", returns, m)
			}
			break
		}
		away(0)
	}
	if returns != 5 { // about 90 bytes an entry: 11 entries spend 1,000
		t.Fatalf("%d returns of Ann's address before write-rate, want 5", returns)
	}
	if after := ts.fingerprint(id); after != before {
		t.Fatalf("the refused return changed the table:\n%s\n%s", before, after)
	}
	if m := back(1); m.Type != protocol.Welcome {
		t.Errorf("Bob's return, from another address: %+v", m)
	}
}
