//go:build !js

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"noddy/client/tableclient"
	"noddy/engine"
	"noddy/protocol"
)

// testServer is a real server on 127.0.0.1 over a real embedded
// JetStream in a folder of its own.
type testServer struct {
	srv   *Server
	store *Store
	http  *http.Server
	base  string
	dir   string
}

func startServer(t testing.TB, dir string, now func() time.Time, with ...func(*Config)) *testServer {
	t.Helper()
	return startServerWith(t, dir, StoreOptions{}, now, with...)
}

// startServerWith is startServer with the store opened with o.
func startServerWith(t testing.TB, dir string, o StoreOptions, now func() time.Time, with ...func(*Config)) *testServer {
	t.Helper()
	store, err := OpenEmbeddedWith(dir, o)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Store: store, Now: now, MsgRate: rate.Inf, CreateRate: rate.Inf, LoadRate: rate.Inf, WriteRate: rate.Inf, Log: LogfLogger(t.Logf)}
	for _, f := range with {
		f(&cfg)
	}
	srv, err := New(cfg)
	if err != nil {
		store.Close()
		t.Fatal(err)
	}
	ts := &testServer{srv: srv, store: store, dir: dir}
	ts.base, ts.http = listen(t, srv)
	t.Cleanup(ts.stop)
	return ts
}

func listen(t testing.TB, srv *Server) (string, *http.Server) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	return "http://" + ln.Addr().String(), hs
}

func startHTTP(t testing.TB, srv *Server) string {
	base, hs := listen(t, srv)
	t.Cleanup(func() { hs.Close() })
	return base
}

func (ts *testServer) stop() {
	if ts.srv == nil {
		return
	}
	ts.srv.Close()
	ts.http.Close()
	ts.store.Close()
	ts.srv = nil
}

func ctxFor(t testing.TB, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

// seer checks, independently of engine.Redact, that a stream carries no
// card its reader may not see: a card may appear only once it is the
// reader's own, laid, turned, shown face up, or turned up at a hand's end.
type seer struct {
	seat  int
	known [52]bool
	n     int // frames checked
}

var cardRE = regexp.MustCompile(`"([A2-9TJQK][CDHS])"`)

func (s *seer) learn(cs ...engine.Card) {
	for _, c := range cs {
		if c.Valid() {
			s.known[c] = true
		}
	}
}

func (s *seer) event(e engine.Event) {
	switch e := e.(type) {
	case engine.Cut: // cut face up, in sight of all
		s.learn(e.Cards...)
	case engine.Dealt: // a new deal: what was seen says nothing of where cards are now
		s.known = [52]bool{}
		if s.seat >= 0 && s.seat < len(e.Hands) {
			s.learn(e.Hands[s.seat]...)
		}
	case engine.Laid:
		s.learn(e.Card)
	case engine.StarterTurned:
		s.learn(e.Card)
	case engine.Shown:
		if e.FaceUp || e.Seat == s.seat {
			s.learn(e.Hand...)
		}
	case engine.Discarded:
		if e.Seat == s.seat {
			s.learn(e.Cards...)
		}
	case engine.MogChosen:
		if e.Seat == s.seat {
			s.learn(e.Card)
		}
	case engine.Mogged: // both seats of a mog see both cards
		if s.seat >= 0 {
			s.learn(e.Cards...)
		}
	case engine.Settled: // a declaration checked is turned up
		s.learn(e.Hand...)
	case engine.HandEnded:
		for _, h := range e.Hands {
			s.learn(h...)
		}
		s.learn(e.Crib...)
	}
}

// frame checks one raw message. Each item is checked as it is, after
// learning from its own event (a lay shows its card; a new deal forgets
// where cards were); a prompt's view is checked as it is, less the deals
// already over (turned up for all; they were checked as they ended).
func (s *seer) frame(raw []byte, m *protocol.ServerMsg) error {
	s.n++
	var parts struct {
		Items []json.RawMessage          `json:"items"`
		View  map[string]json.RawMessage `json:"view"`
	}
	if err := json.Unmarshal(raw, &parts); err != nil {
		return err
	}
	for i, it := range m.Items {
		if it.Event == nil {
			continue // chat and names are people's words, not cards
		}
		s.event(it.Event.Event)
		if err := s.check(parts.Items[i]); err != nil {
			return err
		}
	}
	if parts.View != nil {
		// A view holds the crib only once it is turned for its show (a
		// claim on it comes before the show's event).
		s.learn(m.View.Crib...)
		delete(parts.View, "finished")
		b, _ := json.Marshal(parts.View)
		return s.check(b)
	}
	if m.Type == protocol.Welcome {
		return s.check(raw)
	}
	return nil // items (checked one by one), acks, and errors naming the card a seat tried
}

func (s *seer) check(raw []byte) error {
	for _, sub := range cardRE.FindAllSubmatch(raw, -1) {
		c, err := engine.ParseCard(string(sub[1]))
		if err != nil || !s.known[c] {
			return fmt.Errorf("seat %d was sent %s, a card it may not see, in %s", s.seat, sub[1], raw)
		}
	}
	return nil
}

// player is a test client with everything it received kept.
type player struct {
	c       *tableclient.Client
	seer    *seer
	mu      sync.Mutex
	items   []protocol.Item
	frames  int
	errs    []string
	welcome chan struct{}
	once    sync.Once
	ended   int // matches seen to the end
	done    chan error
}

func newPlayer(t testing.TB, servers []string, id, name string, decide func(engine.View) engine.Action, watch bool, matches int) *player {
	p := &player{welcome: make(chan struct{}), done: make(chan error, 1)}
	p.c = &tableclient.Client{Servers: servers, Table: id, Name: name, Watch: watch, Decide: decide,
		GiveUp: 30 * time.Second, Logf: func(f string, a ...any) { t.Logf(name+": "+f, a...) }}
	p.c.OnFrame = func(raw []byte, m *protocol.ServerMsg) {
		p.mu.Lock()
		defer p.mu.Unlock()
		p.frames++
		if m.Type == protocol.Welcome {
			if p.seer == nil {
				p.seer = &seer{seat: *m.Seat}
			}
			p.once.Do(func() { close(p.welcome) })
		}
		if p.seer != nil {
			if err := p.seer.frame(raw, m); err != nil {
				p.errs = append(p.errs, err.Error())
			}
		}
		// When any seat may start the next game, the first to ask does:
		// the others' asks are refused, as the protocol allows.
		if m.Type == protocol.Error && !(m.Code == protocol.ErrWrongAction && strings.Contains(m.Message, "next-game")) {
			p.errs = append(p.errs, "error "+m.Code+": "+m.Message)
		}
	}
	p.c.OnItem = func(it protocol.Item) {
		p.mu.Lock()
		defer p.mu.Unlock()
		p.items = append(p.items, it)
		if it.Kind == protocol.ItemEnd {
			p.ended++
		}
	}
	p.c.Done = func() bool {
		p.mu.Lock()
		defer p.mu.Unlock()
		return p.ended >= matches
	}
	return p
}

func (p *player) run(ctx context.Context) {
	go func() { p.done <- p.c.Run(ctx) }()
}

func (p *player) wait(t testing.TB, what string) {
	t.Helper()
	select {
	case err := <-p.done:
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	case <-time.After(90 * time.Second):
		t.Fatalf("%s: not done in 90 s", what)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, e := range p.errs {
		t.Errorf("%s: %s", what, e)
	}
}

func (p *player) events() []engine.Event {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []engine.Event
	for _, it := range p.items {
		if it.Event != nil {
			out = append(out, it.Event.Event)
		}
	}
	return out
}

// contiguous reports whether the items received run on from the first
// with no gap, each once.
func (p *player) contiguous() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	for i, it := range p.items {
		if it.Seq != p.items[0].Seq+int64(i) {
			return fmt.Errorf("item %d has seq %d", i, it.Seq)
		}
	}
	return nil
}

type record struct {
	Game    string   `json:"game"`
	Players int      `json:"players"`
	Options []string `json:"options"`
	Matches []struct {
		Match   int               `json:"match"`
		Seed    uint64            `json:"seed"`
		Dealer  int               `json:"dealer"`
		Actions []protocol.Action `json:"actions"`
	} `json:"matches"`
}

func getJSON(t testing.TB, url string, v any) int {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if v != nil {
		json.NewDecoder(resp.Body).Decode(v)
	}
	return resp.StatusCode
}

// replay plays the record's matches again: every event, in order.
func replay(t testing.TB, rec record) []engine.Event {
	t.Helper()
	r, err := engine.Lookup(rec.Game, rec.Players, rec.Options...)
	if err != nil {
		t.Fatal(err)
	}
	var all []engine.Event
	for _, mr := range rec.Matches {
		var m *engine.Match
		if mr.Dealer < 0 {
			m, err = engine.NewMatch(r, mr.Seed)
		} else {
			m, err = engine.NewMatchDealing(r, mr.Seed, mr.Dealer)
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range mr.Actions {
			if _, err := m.Apply(a.Action); err != nil {
				t.Fatalf("replaying %v: %v", a.Action, err)
			}
		}
		all = append(all, m.Events()...)
	}
	return all
}

func redactAll(evs []engine.Event, seat int) []engine.Event {
	out := make([]engine.Event, len(evs))
	for i, e := range evs {
		out[i] = engine.Redact(e, seat)
	}
	return out
}

func sameEvents(t testing.TB, who string, got, want []engine.Event) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d events, the replay has %d", who, len(got), len(want))
	}
	for i := range got {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Fatalf("%s: event %d is %#v, the replay's %#v", who, i, got[i], want[i])
		}
	}
}

func computer(t testing.TB, level string, seed uint64) func(engine.View) engine.Action {
	d, err := tableclient.Computer(level, seed)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// eventually polls ok every step until it holds. It asserts nothing about
// how long that takes: it gives up only when the test binary's own
// deadline (go test -timeout) is near, so a busy machine is slow, not
// failed. It reports whether ok held.
func eventually(t testing.TB, step time.Duration, ok func() bool) bool {
	t.Helper()
	end, bounded := time.Time{}, false
	if d, has := t.(interface{ Deadline() (time.Time, bool) }); has {
		end, bounded = d.Deadline()
		end = end.Add(-15 * time.Second)
	}
	for !ok() {
		if bounded && time.Now().After(end) {
			return false
		}
		time.Sleep(step)
	}
	return true
}
