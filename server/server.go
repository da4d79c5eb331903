// Package server is the shared table's server: tables created over HTTP
// and played over WebSocket (docs/PROTOCOL.md), decided by the engine,
// kept in NATS JetStream (store.go), each seat sent only what it may see.
//
// A table's state is its log (log.go). Every server process that has
// clients at a table holds the table replayed in memory; a client's
// intent is checked against that replay, appended to the log only if the
// log has not moved on since (optimistic concurrency per table), and then
// applied. Entries other processes append reach this one through the
// stream (Store.Follow), so one player on process A and the other on B
// play one match.
package server

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/time/rate"

	"noddy/engine"
	"noddy/protocol"
)

// Config is a server's settings; the zero value of each field has a
// sensible default (New fills it in).
type Config struct {
	Store *Store
	// Now is the clock (tests inject one; expiry is judged by it).
	Now func() time.Time
	// Seed gives each match its seed (tests fix the deals); nil: 64
	// random bits.
	Seed func() uint64
	// TTL is how long a table lasts after its last act, its creation
	// (nobody joined) or its end: 48 h.
	TTL time.Duration
	// Origins are the hosts (path.Match patterns, as coder/websocket takes
	// them) a browser page may connect from besides the server's own host.
	Origins []string
	// CreateRate and CreateBurst limit tables created per address;
	// MsgRate and MsgBurst the WebSocket messages of a seat (all
	// its connections here), or of a connection that holds no seat. A
	// rate of rate.Inf turns a limit off (the load test).
	CreateRate  rate.Limit
	CreateBurst int
	MsgRate     rate.Limit
	MsgBurst    int
	// LoadRate and LoadBurst limit the entries of the logs of tables
	// not held in memory that one address may have loaded (each is
	// replayed from its whole log): 40,000 at once, and a minute (a table
	// at the item cap has about 9,400).
	LoadRate  rate.Limit
	LoadBurst int
	// WriteRate and WriteBurst limit the bytes of log entries one
	// address's intents may write: 256 KB at once, and a minute (a seat
	// playing and chatting writes a few KB a minute).
	WriteRate  rate.Limit
	WriteBurst int
	// TrustProxy takes the client's address from X-Forwarded-For and the
	// scheme from X-Forwarded-Proto (behind a TLS proxy), when the request
	// comes from a loopback or private address.
	TrustProxy bool
	// PublicURL is the links' base ("https://noddy.example"); empty: the
	// request's own scheme and host.
	PublicURL string
	// Index serves the game's page for a table's link; nil: a plain page.
	Index http.Handler
	// SweepEvery is how often expired tables are removed (1 min).
	SweepEvery time.Duration
	// ICE is the STUN and TURN servers a voice table's seats are given
	// (none are needed on one machine or one network).
	ICE []protocol.ICEServer
	// HelloTimeout is how long a WebSocket may go without its hello (10
	// s); PreHelloPerAddr how many WebSockets one address may hold that
	// have not said it (16).
	HelloTimeout    time.Duration
	PreHelloPerAddr int
	// WatchersPerTable is how many watchers a table takes at once (50;
	// below 0: no cap): each of the table's events is sent to every one.
	WatchersPerTable int
	// TableItems is how long a table's stream may grow (20,000 items,
	// about 75 matches of cribbage to 121; below 0: no cap). Past
	// it the match under way plays to its end, but play again, chat,
	// names and allow switches are refused; past a quarter more, a seat's
	// return too. Each item is kept in memory while the table is in use.
	TableItems int
	// ProbeEvery is how often the store is asked to write, for readiness
	// (5 s); a probe that takes longer than ProbeTimeout (2 s) fails.
	ProbeEvery, ProbeTimeout time.Duration
	// TURN mints the voice tables' seats their TURN credentials; nil: none.
	TURN *TURN
	// VoiceRelay keeps the players' addresses from each other: the seats
	// are told to use relay candidates only (the welcome's
	// iceTransportPolicy "relay"), so every call goes through TURN, and a
	// signal carrying any other candidate is refused (not-relay). New
	// refuses it without TURN.
	VoiceRelay bool
	// Log is where the server logs (NewLogger's: never a table id or a
	// token); nil: nowhere.
	Log *slog.Logger
}

// Server runs the tables of one process.
type Server struct {
	cfg   Config
	store *Store
	ctx   context.Context
	stop  context.CancelFunc

	mu        sync.Mutex
	tables    map[string]*table
	loadsFrom map[string]int // loads under way, by the address that asked

	expMu   sync.Mutex
	expiry  map[string]int64 // recorded deadlines, by table, Unix ms
	expSeen chan struct{}    // closed once the recorded deadlines are read

	createLim *limiters
	loadLim   *limiters // tables loaded for a client, by address
	writeLim  *limiters // bytes of entries written for a client, by address
	panics    atomic.Int64
	room      room // the store's room (room.go)

	m         *metrics
	listeners []*limitListener
	preMu     sync.Mutex
	preHello  map[string]int        // WebSockets that have not said hello, by address
	conns     map[*session]struct{} // every WebSocket (under preMu)
	probeMu   sync.Mutex
	probeErr  error     // the last probe's
	probeAt   time.Time // when it ended
	draining  atomic.Bool
	// beforeLoad, when set (tests), runs as a table's load begins.
	beforeLoad func()
}

// New starts a server on cfg.Store: it follows the store's stream and
// sweeps expired tables until Close.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("table: no store")
	}
	if cfg.VoiceRelay && (cfg.TURN == nil || len(cfg.TURN.URLs) == 0) {
		return nil, errors.New("table: voice relay without a TURN server")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Seed == nil {
		cfg.Seed = newSeed
	}
	if cfg.TTL == 0 {
		cfg.TTL = 48 * time.Hour
	}
	if cfg.CreateRate == 0 {
		cfg.CreateRate, cfg.CreateBurst = rate.Every(6*time.Second), 10
	}
	if cfg.WriteRate == 0 {
		cfg.WriteRate, cfg.WriteBurst = rate.Limit(256<<10)/60, 256<<10
	}
	if cfg.LoadRate == 0 {
		cfg.LoadRate, cfg.LoadBurst = rate.Every(time.Minute/40_000), 40_000
	}
	if cfg.MsgRate == 0 {
		cfg.MsgRate, cfg.MsgBurst = 30, 100
	}
	if cfg.HelloTimeout == 0 {
		cfg.HelloTimeout = 10 * time.Second
	}
	if cfg.PreHelloPerAddr == 0 {
		cfg.PreHelloPerAddr = 16
	}
	if cfg.WatchersPerTable == 0 {
		cfg.WatchersPerTable = 50
	}
	if cfg.TableItems == 0 {
		cfg.TableItems = 20_000
	}
	if cfg.ProbeEvery == 0 {
		cfg.ProbeEvery = 5 * time.Second
	}
	if cfg.ProbeTimeout == 0 {
		cfg.ProbeTimeout = 2 * time.Second
	}
	if cfg.SweepEvery == 0 {
		cfg.SweepEvery = time.Minute
	}
	if cfg.Log == nil {
		cfg.Log = discardLogger()
	}
	ctx, stop := context.WithCancel(context.Background())
	s := &Server{
		cfg: cfg, store: cfg.Store, ctx: ctx, stop: stop,
		tables: map[string]*table{}, loadsFrom: map[string]int{}, expiry: map[string]int64{}, expSeen: make(chan struct{}),
		createLim: newLimiters(cfg.CreateRate, cfg.CreateBurst),
		loadLim:   newLimiters(cfg.LoadRate, cfg.LoadBurst),
		writeLim:  newLimiters(cfg.WriteRate, cfg.WriteBurst),
		preHello:  map[string]int{}, conns: map[*session]struct{}{},
	}
	s.m = newMetrics(s)
	// Only a shared store has other writers to follow: an embedded one
	// belongs to this process alone (its folder is locked).
	if !s.store.Embedded() {
		if err := s.store.Follow(ctx, s.deliver); err != nil {
			stop()
			return nil, err
		}
	}
	if err := s.store.FollowSignals(ctx, s.relay); err != nil {
		stop()
		return nil, err
	}
	var once sync.Once
	if err := s.store.WatchExpiry(ctx, s.noteExpiry, func() { once.Do(func() { close(s.expSeen) }) }); err != nil {
		stop()
		return nil, err
	}
	go s.sweepLoop()
	go s.unloadLoop()
	s.probe()
	go s.probeLoop()
	return s, nil
}

// Drain is a graceful stop (SIGTERM): readiness fails, new WebSockets
// are refused, every open one is sent what is queued for it and closed
// with 1012 (service restart: its client reconnects, here once the
// server is back, or to another server of the cluster); Drain waits for
// them to end, until ctx does, then closes the server. The caller stops
// its listener before and closes the store after.
func (s *Server) Drain(ctx context.Context) error {
	s.draining.Store(true)
	s.preMu.Lock()
	all := make([]*session, 0, len(s.conns))
	for c := range s.conns {
		all = append(all, c)
	}
	s.preMu.Unlock()
	for _, c := range all {
		c.restart()
	}
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	var err error
	for s.open() > 0 && err == nil {
		select {
		case <-ctx.Done():
			err = ctx.Err()
		case <-tick.C:
		}
	}
	s.Close()
	return err
}

// open is how many WebSockets have not ended.
func (s *Server) open() int {
	s.preMu.Lock()
	defer s.preMu.Unlock()
	return len(s.conns)
}

// Close stops following the store and closes every connection; the
// store stays open (its owner closes it).
func (s *Server) Close() {
	s.stop()
	s.mu.Lock()
	var all []*session
	for _, t := range s.tables {
		t.mu.Lock()
		for c := range t.conns {
			all = append(all, c)
		}
		t.mu.Unlock()
	}
	s.mu.Unlock()
	for _, c := range all {
		c.shutdown()
	}
}

// Panics counts the panics recovered in connections (tests expect 0).
func (s *Server) Panics() int64 { return s.panics.Load() }

func (s *Server) now() int64 { return s.cfg.Now().UnixMilli() }

func msTime(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

// newID is 128 random bits, URL-safe: table ids and connection ids.
func newID() string {
	var b [16]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// newToken is a seat's credential: 256 random bits.
func newToken() string {
	var b [32]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

func newSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// validID accepts exactly what newID makes, so nothing else reaches a
// NATS subject.
func validID(id string) bool {
	if len(id) != 22 {
		return false
	}
	for _, c := range []byte(id) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// inMemory is table id if this process holds it, else nil.
func (s *Server) inMemory(id string) *table {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tables[id]
}

// deliver takes an entry from the stream: written here or elsewhere.
func (s *Server) deliver(id string, seq uint64, data []byte) {
	t := s.inMemory(id)
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.loading {
		t.pending = append(t.pending, stored{seq, data})
		return
	}
	if seq <= t.last {
		return
	}
	var e entry
	if json.Unmarshal(data, &e) != nil {
		t.last = seq
		return
	}
	t.applyLocked(seq, &e)
}

// applyLocked applies an entry that follows the last one applied and
// sends every connection here what it added. t.mu is held.
func (t *table) applyLocked(seq uint64, e *entry) {
	items := t.st.apply(e)
	t.last = seq
	if e.K == kPresence && e.Here {
		for c := range t.conns {
			if c.seat == e.Seat && c.connID != e.Conn {
				c.replace()
			}
		}
	}
	if t.st.gone {
		for c := range t.conns {
			c.gone()
		}
		return
	}
	if len(items) == 0 {
		return
	}
	prompt := false
	for _, it := range items {
		if it.ev != nil {
			prompt = true
		}
	}
	type key struct{ seat, v int }
	cache := map[key][]byte{}
	for c := range t.conns {
		k := key{c.seat, c.v}
		b, ok := cache[k]
		if !ok {
			b = mustJSON(protocol.ServerMsg{Type: protocol.Items, Items: render(items, c.seat, c.v)})
			cache[k] = b
		}
		c.send(b)
		if prompt {
			t.promptLocked(c)
		}
	}
}

// promptLocked tells c's seat it may act, with its view, if it may.
func (t *table) promptLocked(c *session) {
	m := t.st.match
	if c.seat < 0 || m == nil || len(m.Legal(c.seat)) == 0 {
		return
	}
	c.send(mustJSON(protocol.ServerMsg{Type: protocol.Prompt, Last: t.st.lastGame, View: &protocol.View{View: m.View(c.seat)}}))
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // only our own values are marshalled: a bug
	}
	return b
}

// outcome of a submitted intent.
type outcome int

const (
	applied outcome = iota
	duplicate
	refused
)

// errBusy: the log kept moving under us.
var errBusy = refuse(protocol.ErrBusy, "the table changed too often; send it again")

// submit appends the entry mk makes from the current state and applies
// it; mk returns nil (and no refusal) when there is nothing to write (an
// intent already applied). On a conflict it reads what another process
// wrote and asks mk again.
func (t *table) submit(ctx context.Context, mk func(st *State, now int64) (*entry, *refusal)) (outcome, *refusal) {
	t.wmu.Lock()
	defer t.wmu.Unlock()
	for range 8 {
		t.mu.Lock()
		if t.st.gone {
			t.mu.Unlock()
			return refused, refuse(protocol.Gone, ErrGone.Error())
		}
		now := t.srv.now()
		e, ref := mk(t.st, now)
		if e != nil && ref == nil {
			ref = t.st.tooLong(e, t.srv.cfg.TableItems)
		}
		if e != nil && ref == nil {
			ref = t.srv.roomFor(e.K)
		}
		last := t.last
		if e != nil {
			e.At = now
			e.Exp = t.st.expires
			if extends[e.K] {
				e.Exp = now + t.srv.cfg.TTL.Milliseconds()
			}
		}
		t.mu.Unlock()
		if ref != nil {
			return refused, ref
		}
		if e == nil {
			return duplicate, nil
		}
		start := time.Now()
		seq, err := t.srv.store.Append(ctx, t.id, mustJSON(e), last)
		t.srv.storeTime("append", start)
		if errors.Is(err, ErrConflict) {
			if err := t.catchUp(ctx); err != nil {
				return refused, refuse(protocol.ErrServer, "the table's store failed; send it again")
			}
			continue
		}
		if errors.Is(err, ErrFull) {
			t.srv.storeFull(err)
			return refused, refuseFull
		}
		if err != nil {
			if t.srv.ctx.Err() == nil {
				t.srv.cfg.Log.Error("table store append", "err", err)
			}
			return refused, refuse(protocol.ErrServer, "the table's store failed; send it again")
		}
		t.mu.Lock()
		if seq > t.last {
			t.applyLocked(seq, e)
		}
		exp := t.st.expires
		record := exp-t.kvExp > time.Hour.Milliseconds() || e.K == kCreate || t.st.over() && exp != t.kvExp
		if record {
			t.kvExp = exp
		}
		t.mu.Unlock()
		if record {
			go t.srv.store.SetExpiry(context.Background(), t.id, msTime(exp))
		}
		return applied, nil
	}
	return refused, errBusy
}

// catchUp reads the entries other processes appended since the last one
// applied here (the stream would bring them too, a moment later).
func (t *table) catchUp(ctx context.Context) error {
	t.mu.Lock()
	last := t.last
	t.mu.Unlock()
	msgs, err := t.srv.store.Read(ctx, t.id, last)
	if err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, m := range msgs {
		if m.seq > t.last {
			var e entry
			if json.Unmarshal(m.data, &e) == nil {
				t.applyLocked(m.seq, &e)
			} else {
				t.last = m.seq
			}
		}
	}
	return nil
}

// Create makes a table of game for players (0: the game's default) with
// options, and returns its id.
func (s *Server) Create(ctx context.Context, game string, players int, options []string) (string, *protocol.TableState, error) {
	return s.CreateTable(ctx, CreateRequest{Game: game, Players: players, Options: options})
}

// CreateTable makes the table req asks for (Create's, with voice).
func (s *Server) CreateTable(ctx context.Context, req CreateRequest) (string, *protocol.TableState, error) {
	game, players, options := req.Game, req.Players, req.Options
	if game == "" {
		game = "noddy"
	}
	r, err := engine.Lookup(game, players, options...)
	if err != nil {
		return "", nil, err
	}
	if s.short() {
		s.refused(limStoreFull)
		return "", nil, errNoRoom
	}
	id := newID()
	now := s.now()
	e := entry{K: kCreate, At: now, Exp: now + s.cfg.TTL.Milliseconds(), Seat: -1,
		Game: game, Players: r.Seats, Options: r.Options, Seed: s.cfg.Seed(), Voice: req.Voice}
	start := time.Now()
	_, err = s.store.Append(ctx, id, mustJSON(e), 0)
	s.storeTime("append", start)
	if errors.Is(err, ErrFull) {
		s.storeFull(err)
		return "", nil, errNoRoom
	}
	if err != nil {
		return "", nil, err
	}
	if err := s.store.SetExpiry(ctx, id, msTime(e.Exp)); err != nil {
		return "", nil, err
	}
	st := &State{id: id}
	st.apply(&e)
	return id, st.tableState(e.Exp), nil
}

// Info is table id as GET /api/tables/{id} shows it.
func (s *Server) Info(ctx context.Context, id string) (*protocol.TableState, error) {
	return s.infoFrom(ctx, id, "")
}

// infoFrom is Info for a client at addr (acquireFrom).
func (s *Server) infoFrom(ctx context.Context, id, addr string) (*protocol.TableState, error) {
	t, err := s.acquireFrom(ctx, id, addr)
	if err != nil {
		return nil, err
	}
	defer s.release(t)
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.st.tableState(t.st.expires), nil
}
