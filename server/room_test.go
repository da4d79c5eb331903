//go:build !js

package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"noddy/engine/english"
	"noddy/protocol"
)

// logBuffer is a log a test reads while the server writes it.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// fill appends valid chat entries to table id until the stream holds at
// least until bytes, or, with until 0, until not even the smallest is
// taken; it returns how many it appended.
func fill(t *testing.T, st *Store, id string, exp int64, until uint64) int {
	t.Helper()
	ctx := ctxFor(t, time.Minute)
	last, ok, err := st.Last(ctx, id)
	if err != nil || !ok {
		t.Fatalf("table %s: %v %v", id, ok, err)
	}
	n, size := 0, 500
	for {
		if until > 0 {
			used, err := st.Used(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if used >= until {
				return n
			}
		}
		e := entry{K: kChat, At: exp - 1, Exp: exp, Seat: -1, Name: "filler", Text: strings.Repeat("x", size)}
		seq, err := st.Append(ctx, id, mustJSON(e), last.seq)
		switch {
		case errors.Is(err, ErrFull) && until == 0 && size > 1:
			size /= 2
			continue
		case errors.Is(err, ErrFull) && until == 0:
			return n
		case err != nil:
			t.Fatalf("filler entry %d of %d letters: %v", n, size, err)
		}
		last.seq = seq
		n++
	}
}

// The store's cap (StoreOptions.MaxBytes) is JetStream's, with
// DiscardNew: nothing stored is ever dropped for room. Past nine tenths
// of it no table is created and a table in play takes no chat, names or
// allow switches (store-full, the words english.StoreShort), while its
// match plays on; at the cap a move too is refused (english.StoreFull)
// and a seat that comes back is closed with 1013, each refusal leaving the
// table as it was. The host is told in the log. When tables expire the
// sweeper frees their room, at the cap too, and all is taken again.
func TestStoreFull(t *testing.T) {
	const max = 512 << 10
	clock := newClock()
	t0 := clock.now().UnixMilli()
	var log logBuffer
	logger, _ := NewLogger(&log, "text", slog.LevelInfo)
	ts := startServerWith(t, t.TempDir(), StoreOptions{MaxBytes: max}, clock.now, func(c *Config) {
		c.ProbeEvery = time.Hour // the test reads the room itself
		c.Seed = func() uint64 { return 7 }
		c.Log = logger
	})
	ctx := ctxFor(t, 2*time.Minute)
	// Three tables nobody joins, created now, to be filled with chat.
	var fillers []string
	for range 3 {
		id, _, err := ts.srv.Create(ctx, "noddy", 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		fillers = append(fillers, id)
	}
	exp := t0 + ts.srv.cfg.TTL.Milliseconds()
	// An hour on, Ann and Bob start a match.
	clock.add(time.Hour)
	id, a, b := seated(t, ts)
	seats := map[int]*raw{0: a, 1: b}
	playTurns(t, ts, id, seats, 2)

	fill(t, ts.store, fillers[0], exp, shortAt(max))
	ts.srv.measureRoom(ctx)
	if !strings.Contains(log.String(), "table store short of room") {
		t.Errorf("the log does not say the store is short of room:\n%s", log.String())
	}

	// Short of room: a new table is refused, over the API and from the
	// gone page's button.
	resp, err := http.Post(ts.base+"/api/tables", "application/json", strings.NewReader(`{"game":"noddy"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var ae apiError
	json.Unmarshal(body, &ae)
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") != "600" ||
		ae != (apiError{protocol.ErrStoreFull, english.StoreNoNewTables}) {
		t.Errorf("a create short of room: %d, Retry-After %q, %s", resp.StatusCode, resp.Header.Get("Retry-After"), body)
	}
	req, _ := http.NewRequest("POST", ts.base+"/t/new", nil)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	resp, err = (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if want := "This server has no room for new tables just now, while the tables in play finish; try again in a while.\n"; resp.StatusCode != http.StatusServiceUnavailable || string(body) != want {
		t.Errorf("the gone page's new table short of room: %d %q, want 503 %q", resp.StatusCode, body, want)
	}
	// Chat, a name and an allow switch are refused, the table unchanged;
	// the match plays on.
	refused := func(r *raw, what string, m protocol.ClientMsg, words string) {
		t.Helper()
		before := ts.fingerprint(id)
		if x := r.reply(m); x.Type != protocol.Error || x.Code != protocol.ErrStoreFull || x.Message != words {
			t.Fatalf("%s: %+v, want store-full %q", what, x, words)
		}
		if after := ts.fingerprint(id); after != before {
			t.Fatalf("%s refused changed the table:\n%s\n%s", what, before, after)
		}
	}
	refused(a, "chat short of room", protocol.ClientMsg{Type: protocol.Chat, ID: "c1", Text: "hello"}, english.StoreShort)
	refused(a, "a name short of room", protocol.ClientMsg{Type: protocol.Name, ID: "n1", Name: "Annie"}, english.StoreShort)
	refused(b, "allow short of room", protocol.ClientMsg{Type: protocol.Allow, ID: "w1", Allow: true}, english.StoreShort)
	playTurns(t, ts, id, seats, 2)

	// At the cap a move is refused, the table unchanged; the host is told.
	fill(t, ts.store, fillers[1], exp, 0)
	w, last, _ := ts.state(id)
	r := seats[w[0]]
	for r.last == nil || r.last.Last < last {
		r.until(protocol.Prompt)
	}
	move := protocol.ClientMsg{Type: protocol.Act, ID: "full-move", Action: &protocol.Action{Action: r.last.View.Actions[0]}}
	refused(r, "a move at the cap", move, english.StoreFull)
	if !strings.Contains(log.String(), "table store full") {
		t.Errorf("the log does not say the store is full:\n%s", log.String())
	}
	// A seat that comes back is refused and closed with 1013 (its client
	// comes back later); the table is as it was.
	other := seats[1-w[0]]
	token := other.token
	other.ws.CloseNow()
	before := ts.fingerprint(id)
	back := mustDial(t, ts.base, id)
	back.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Token: token})
	if m := back.until(protocol.Error); m.Code != protocol.ErrStoreFull || m.Message != english.StoreFull {
		t.Fatalf("a seat's return at the cap: %+v", m)
	}
	if _, err := back.next(); websocket.CloseStatus(err) != websocket.StatusTryAgainLater {
		t.Fatalf("after the refused return: %v, want 1013", err)
	}
	if after := ts.fingerprint(id); after != before {
		t.Fatalf("the refused return changed the table:\n%s\n%s", before, after)
	}

	// The fillers' time comes: the sweeper removes them, at the cap too,
	// and says the store has room again.
	clock.add(48*time.Hour - 30*time.Minute)
	if n := ts.srv.Sweep(ctx); n != 3 {
		t.Fatalf("the sweep at the cap removed %d tables, want the 3 fillers", n)
	}
	for _, f := range fillers {
		if _, err := ts.srv.Info(ctx, f); !errors.Is(err, ErrGone) {
			t.Errorf("filler %s after the sweep: %v, want gone", f, err)
		}
	}
	if !strings.Contains(log.String(), "table store has room again") {
		t.Errorf("the log does not say the store has room again:\n%s", log.String())
	}
	// The move refused at the cap is taken when sent again; the seat
	// comes back; chat and new tables are taken.
	if x := r.reply(move); x.Type != protocol.Ack || x.Dup {
		t.Fatalf("the refused move sent again: %+v", x)
	}
	back = mustDial(t, ts.base, id)
	if m := back.hello("", token, nil); m.Seat == nil || *m.Seat != 1-w[0] {
		t.Fatalf("the seat's return with room: %+v", m)
	}
	if x := r.reply(protocol.ClientMsg{Type: protocol.Chat, ID: "c2", Text: "hello"}); x.Type != protocol.Ack {
		t.Fatalf("chat with room: %+v", x)
	}
	if _, _, err := ts.srv.Create(ctx, "noddy", 0, nil); err != nil {
		t.Fatalf("a new table with room: %v", err)
	}
	used, _ := ts.store.Used(ctx)
	t.Logf("after the sweep the stream holds %d bytes of %d", used, max)
}

// On a NATS cluster the cap is the stream's too, its refusal (the
// leader's, before the entry is proposed) ErrFull as on one server.
func TestStoreFullOnCluster(t *testing.T) {
	if testing.Short() {
		t.Skip("a cluster of three")
	}
	urls := natsCluster(t, 3)
	st, err := OpenURLWith(strings.Join(urls, ","), StoreOptions{Replicas: 3, MaxBytes: 64 << 10})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	n := 0
	const id = "FILLERFILLERFILLERFILL"
	var last uint64
	for ; n < 1000; n++ {
		seq, err := st.Append(ctxFor(t, time.Minute), id, make([]byte, 1000), last)
		if errors.Is(err, ErrFull) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		last = seq
	}
	used, err := st.Used(ctxFor(t, time.Minute))
	if err != nil || n == 1000 || used > 64<<10 || used < 60<<10 {
		t.Fatalf("%d entries of 1,000 bytes taken under a cap of 64 KB, %d bytes used (%v)", n, used, err)
	}
}

// A table that went leaves little, and not for long: its tombstone and
// its expiry's marker lapse after an hour (JetStream's per-message TTL).
// The bucket made before markers lapsed takes the setting when opened.
func TestGoneTablesLapse(t *testing.T) {
	dir := t.TempDir()
	// The bucket as it was made before: no marker TTL.
	ns, err := natsserver.NewServer(&natsserver.Options{JetStream: true, StoreDir: dir, DontListen: true, NoSigs: true, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		t.Fatal("NATS did not start")
	}
	nc, err := nats.Connect("", nats.InProcessServer(ns))
	if err != nil {
		t.Fatal(err)
	}
	js, _ := jetstream.New(nc)
	if _, err := js.CreateKeyValue(ctxFor(t, time.Minute), jetstream.KeyValueConfig{Bucket: expiryKV, Storage: jetstream.FileStorage, History: 1}); err != nil {
		t.Fatal(err)
	}
	nc.Close()
	ns.Shutdown()
	ns.WaitForShutdown()

	clock := newClock()
	ts := startServer(t, dir, clock.now, func(c *Config) { c.ProbeEvery = time.Hour })
	ctx := ctxFor(t, time.Minute)
	id, _, err := ts.srv.Create(ctx, "noddy", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	clock.add(49 * time.Hour)
	if !eventually(t, 10*time.Millisecond, func() bool { return ts.srv.Sweep(ctx) == 1 }) {
		t.Fatal("the table was not swept")
	}
	tomb, err := ts.store.stream.GetLastMsgForSubject(ctx, subjPrefix+id)
	if err != nil {
		t.Fatal(err)
	}
	kvs, err := ts.store.js.Stream(ctx, "KV_"+expiryKV)
	if err != nil {
		t.Fatal(err)
	}
	marker, err := kvs.GetLastMsgForSubject(ctx, "$KV."+expiryKV+"."+id)
	if err != nil {
		t.Fatal(err)
	}
	if got := tomb.Header.Get(jetstream.MsgTTLHeader); got != "1h0m0s" || !strings.Contains(string(tomb.Data), `"k":"gone"`) {
		t.Errorf("the tombstone: %s, TTL %q; want gone, 1h0m0s", tomb.Data, got)
	}
	if got := marker.Header.Get(jetstream.MsgTTLHeader); got != "1h0m0s" || marker.Header.Get("KV-Operation") != "PURGE" {
		t.Errorf("the expiry's marker: %v; want a purge, TTL 1h0m0s", marker.Header)
	}
	if _, err := ts.srv.Info(ctx, id); !errors.Is(err, ErrGone) {
		t.Errorf("the table after the sweep: %v, want gone", err)
	}
}
