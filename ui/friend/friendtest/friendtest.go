// Package friendtest is a table server in memory for the tests of Play a
// friend: its tables keep a stream of items as the real server does
// (docs/PROTOCOL.md) — the seats taken and named, comings and goings, the
// chat, each match's events (every reader's redacted for its seat,
// engine.Redact), the match's end with its code — and a seat's connection
// (a friend.Conn) reads it as client.Client does: a welcome with the table
// as it stands, a newcomer's snapshot (the chat, the current deal), then
// each item once, the seat's prompt while it may act, and the server's
// refusals. No NATS, no sockets: e2e/sharedtable runs the same scenarios
// (ui/sharedtest) against the real server (server/servertest).
package friendtest

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/engine/english"
	"noddy/protocol"
	"noddy/ui/friend"
)

// Server is a table server in memory.
type Server struct {
	Base   string // http://tables-N.test
	Down   bool   // unreachable: a connection stays under way
	tables map[string]*fakeTable
	next   int
	now    func() time.Time
}

// started numbers the servers, so that each has a base of its own.
var started atomic.Int64

// New is a table server in memory, with no tables yet.
func New() *Server {
	return &Server{Base: fmt.Sprintf("http://tables-%d.test", started.Add(1)), tables: map[string]*fakeTable{}, now: time.Now}
}

// Config is Play a friend reaching this server, a device's tokens kept in
// tokens.
func (fs *Server) Config(tokens client.Tokens, onLink func(string)) friend.SharedConfig {
	return friend.SharedConfig{
		Server: fs.Base, Tokens: tokens, OnLink: onLink,
		Create: func(server string, req client.CreateRequest) friend.Pending {
			t, err := fs.create(req)
			if err != nil {
				return fakePending{err: err}
			}
			return fakePending{c: client.Created{ID: t.id, Link: client.Link(server, t.id)}}
		},
		Dial: func(base, id, name string) friend.Conn {
			c := &fakeConn{fs: fs, id: id, name: name, tokens: tokens, seat: -1}
			if tokens != nil {
				c.token = tokens.Token(id)
			}
			return c
		},
	}
}

type fakePending struct {
	c   client.Created
	err error
}

func (p fakePending) Poll() (client.Created, error, bool) { return p.c, p.err, true }

func (fs *Server) create(req client.CreateRequest) (*fakeTable, error) {
	r, err := engine.Lookup(req.Game, req.Players, req.Options...)
	if err != nil {
		return nil, err
	}
	fs.next++
	id := strings.Repeat("T", 21) + string(rune('A'+fs.next))
	t := &fakeTable{fs: fs, id: id, rules: r, voice: req.Voice, seats: make([]fakeSeat, r.Seats),
		expires: fs.now().Add(48 * time.Hour), winner: -1}
	fs.tables[id] = t
	return t, nil
}

type fakeSeat struct {
	name                      string
	token                     string
	taken, here, again, allow bool
}

type fakeItem struct {
	protocol.Item
	ev engine.Event
}

type fakeTable struct {
	fs        *Server
	id        string
	rules     engine.Rules
	voice     bool
	seats     []fakeSeat
	items     []fakeItem
	m         *engine.Match
	match     int
	winner    int
	dealStart int64
	expires   time.Time
	conns     []*fakeConn
	seed      uint64
	ids       int // the chat intents' ids given
}

func (t *fakeTable) add(it protocol.Item, ev engine.Event) {
	it.Seq = int64(len(t.items)) + 1
	it.At = t.fs.now().UnixMilli()
	if _, ok := ev.(engine.Dealt); ok {
		t.dealStart = it.Seq
	}
	t.items = append(t.items, fakeItem{it, ev})
}

func (t *fakeTable) status() string {
	switch {
	case t.m == nil:
		return protocol.StatusWaiting
	case t.m.Phase() == engine.PhaseOver:
		return protocol.StatusOver
	}
	return protocol.StatusPlaying
}

func (t *fakeTable) state() *protocol.TableState {
	ts := &protocol.TableState{ID: t.id, Game: t.rules.Name, Title: t.rules.Title, Players: t.rules.Seats, Options: t.rules.Options,
		Status: t.status(), SpectatorChat: t.specChat(), Match: t.match, Winner: t.winner, Expires: t.expires,
		Last: int64(len(t.items)), Voice: t.voice}
	if t.m != nil {
		ts.Scores, ts.Games = t.m.Scores(), t.m.Games()
	}
	for i, s := range t.seats {
		ts.Seats = append(ts.Seats, protocol.SeatInfo{Seat: i, Taken: s.taken, Name: s.name, Here: s.taken && s.here, Allow: s.allow, Again: s.again})
	}
	return ts
}

func (t *fakeTable) specChat() bool {
	for _, s := range t.seats {
		if s.taken && !s.allow {
			return false
		}
	}
	return true
}

// startMatch begins the table's next match once every seat is taken (the
// first) or has asked for another.
func (t *fakeTable) startMatch() {
	t.match++
	t.seed = 7919*uint64(t.match) + uint64(len(t.id))
	m, err := engine.NewMatch(t.rules, t.seed)
	if err != nil {
		panic(err)
	}
	t.m, t.winner = m, -1
	for i := range t.seats {
		t.seats[i].again = false
	}
	t.add(protocol.Item{Kind: protocol.ItemMatch, Match: t.match, Seat: -1}, nil)
	t.events(0)
}

// events adds the match's events from the from-th on, the seats that may
// act on the last, and the end once the match is won.
func (t *fakeTable) events(from int) {
	evs := t.m.Events()
	for i, e := range evs[from:] {
		it := protocol.Item{Kind: protocol.ItemEvent, Seat: -1}
		if from+i == len(evs)-1 {
			it.Waiting = t.m.Waiting()
		}
		t.add(it, e)
	}
	if t.m.Phase() == engine.PhaseOver && t.winner < 0 {
		t.winner = t.m.Winner()
		w, seed := t.winner, t.seed
		code, _ := t.m.Code()
		t.add(protocol.Item{Kind: protocol.ItemEnd, Seat: -1, Winner: &w, Seed: &seed, Code: code}, nil)
	}
}

// snapshot is a newcomer's stream: the chat, and the items of play from
// the current deal's start (as the real server's State.snapshot).
func (t *fakeTable) snapshot() []fakeItem {
	var out []fakeItem
	for _, it := range t.items {
		switch {
		case it.Kind == protocol.ItemChat:
			out = append(out, it)
		case it.Kind == protocol.ItemName || it.Kind == protocol.ItemPresence || it.Kind == protocol.ItemAllow:
		case it.Seq >= t.dealStart && t.dealStart > 0:
			out = append(out, it)
		}
	}
	return out
}

// fakeConn is one seat's (or a watcher's) connection to a fakeTable.
type fakeConn struct {
	fs        *Server
	id        string
	name      string
	tokens    client.Tokens
	token     string
	seat      int
	status    client.Status
	gone      string
	notFound  bool
	table     *protocol.TableState
	welcomeAt time.Time
	snapN     int
	snapLast  int64
	last      int64 // the last item handed over
	pending   []protocol.Item
	errs      []client.IntentError
	signals   []client.Signal
	closed    bool
}

func (c *fakeConn) t() *fakeTable { return c.fs.tables[c.id] }

// Start implements friend.Conn: the hello, with the kept token if any; a
// seat taken back, a free one taken, or a watcher's place.
func (c *fakeConn) Start() {
	if c.fs.Down {
		return
	}
	t := c.t()
	if t == nil {
		c.status, c.gone, c.notFound = client.StatusGone, english.NotFound, true // as the server: no record of it
		return
	}
	c.seat = -1
	for i, s := range t.seats {
		if c.token != "" && s.token == c.token {
			c.seat = i
		}
	}
	if c.seat < 0 {
		c.token = ""
		for i := range t.seats {
			if !t.seats[i].taken {
				c.seat, c.token = i, t.id+"-seat"+string(rune('0'+i))
				t.seats[i] = fakeSeat{name: c.name, token: c.token, taken: true, here: true}
				if c.tokens != nil {
					c.tokens.SetToken(t.id, c.token)
				}
				t.add(protocol.Item{Kind: protocol.ItemSeated, Seat: i, Name: c.name}, nil)
				break
			}
		}
	} else if !t.seats[c.seat].here {
		t.seats[c.seat].here = true
		t.add(protocol.Item{Kind: protocol.ItemPresence, Seat: c.seat, Here: true}, nil)
	}
	t.conns = append(t.conns, c)
	if t.m == nil && t.allTaken() {
		t.startMatch()
	}
	c.welcome()
}

func (t *fakeTable) allTaken() bool {
	for _, s := range t.seats {
		if !s.taken {
			return false
		}
	}
	return true
}

// welcome starts the stream afresh: the table as it stands, a
// newcomer's snapshot.
func (c *fakeConn) welcome() {
	t := c.t()
	c.status, c.welcomeAt, c.closed = client.StatusLive, c.fs.now(), false
	c.table = t.state()
	c.snapN++
	c.snapLast = int64(len(t.items))
	c.pending = c.render(c.pending[:0], t.snapshot())
	c.last = int64(len(t.items))
}

func (c *fakeConn) render(out []protocol.Item, items []fakeItem) []protocol.Item {
	for _, it := range items {
		p := it.Item
		if it.ev != nil {
			p.Event = &protocol.Event{Event: engine.Redact(it.ev, c.seat)}
		}
		out = append(out, p)
	}
	return out
}

// Poll implements friend.Conn: what the table added since is handed over.
func (c *fakeConn) Poll() {
	t := c.t()
	if t == nil || c.closed || c.status != client.StatusLive {
		return
	}
	if c.last < int64(len(t.items)) {
		c.pending = c.render(c.pending, t.items[c.last:])
		c.last = int64(len(t.items))
		c.table = t.state()
	}
}

// Close implements friend.Conn: the seat is away (kept).
func (c *fakeConn) Close() {
	if c.closed {
		return
	}
	c.closed, c.status = true, client.StatusClosed
	t := c.t()
	if t == nil || c.seat < 0 || !t.seats[c.seat].here {
		return
	}
	t.seats[c.seat].here = false
	t.add(protocol.Item{Kind: protocol.ItemPresence, Seat: c.seat, Here: false}, nil)
}

func (c *fakeConn) Status() client.Status            { return c.status }
func (c *fakeConn) GoneText() string                 { return c.gone }
func (c *fakeConn) NotFound() bool                   { return c.notFound }
func (c *fakeConn) Resuming() bool                   { return c.token != "" }
func (c *fakeConn) Seat() int                        { return c.seat }
func (c *fakeConn) TableState() *protocol.TableState { return c.table }
func (c *fakeConn) Snapshot() (int, int64)           { return c.snapN, c.snapLast }
func (c *fakeConn) WelcomeAt() time.Time             { return c.welcomeAt }
func (c *fakeConn) ICE() protocol.ICEConfig          { return protocol.ICEConfig{} }
func (c *fakeConn) Ready(int) string                 { return "" }
func (c *fakeConn) Reclaim()                         { c.welcome() }

func (c *fakeConn) TakeItems(dst []protocol.Item) []protocol.Item {
	dst = append(dst, c.pending...)
	c.pending = c.pending[:0]
	return dst
}

func (c *fakeConn) TakeErrors() []client.IntentError {
	e := c.errs
	c.errs = nil
	return e
}

// Prompt implements friend.Conn: the seat's view while it may act, once
// the connection has every item before it (the server sends the items,
// then the prompt).
func (c *fakeConn) Prompt() (engine.View, bool) {
	t := c.t()
	if t == nil || t.m == nil || c.seat < 0 || c.last < int64(len(t.items)) || len(t.m.Legal(c.seat)) == 0 {
		return engine.View{}, false
	}
	return t.m.View(c.seat), true
}

func (c *fakeConn) PromptLast() int64 {
	if _, ok := c.Prompt(); !ok {
		return 0
	}
	return c.last
}

func (c *fakeConn) refuse(typ, code, msg string) string {
	c.errs = append(c.errs, client.IntentError{Type: typ, Code: code, Message: msg})
	return ""
}

// fakeCodes are the wire's codes of the engine's refusals (the server's).
var fakeCodes = []struct {
	err  error
	code string
}{{engine.ErrMatchOver, protocol.ErrMatchOver}, {engine.ErrNotYourTurn, protocol.ErrNotYourTurn},
	{engine.ErrNotHeld, protocol.ErrNotHeld}, {engine.ErrPastThirtyOne, protocol.ErrPast31},
	{engine.ErrWrongAction, protocol.ErrWrongAction}, {engine.ErrBadDiscard, protocol.ErrBadDiscard},
	{engine.ErrAlreadyActed, protocol.ErrAlreadyActed}, {engine.ErrFalseClaim, protocol.ErrFalseClaim},
	{engine.ErrBadDeclare, protocol.ErrBadDeclare}}

// Act implements friend.Conn: applied at once; a refusal comes by
// TakeErrors.
func (c *fakeConn) Act(a engine.Action) string {
	t := c.t()
	if c.seat < 0 {
		return c.refuse(protocol.Act, protocol.ErrNotSeated, "spectators do not play")
	}
	a.Seat = c.seat
	n := len(t.m.Events())
	if _, err := t.m.Apply(a); err != nil {
		for _, fc := range fakeCodes {
			if errors.Is(err, fc.err) {
				return c.refuse(protocol.Act, fc.code, err.Error())
			}
		}
		return c.refuse(protocol.Act, protocol.ErrBadAction, err.Error())
	}
	t.events(n)
	return ""
}

// Chat implements friend.Conn, with the server's refusals: a blank
// message, a watcher where the seats do not allow it.
func (c *fakeConn) Chat(text string) string {
	t := c.t()
	switch {
	case strings.TrimSpace(text) == "":
		return c.refuse(protocol.Chat, protocol.ErrChatBlank, "nothing to send")
	case c.seat < 0 && !t.specChat():
		return c.refuse(protocol.Chat, protocol.ErrChatClosed, "the seats do not let watchers chat")
	}
	t.ids++
	id := fmt.Sprintf("chat-%d", t.ids)
	it := protocol.Item{Kind: protocol.ItemChat, Seat: c.seat, Name: c.name, Text: text}
	if c.seat < 0 {
		it.ID = id // as the server: a watcher's line carries its intent's id
	}
	t.add(it, nil)
	return id
}

func (c *fakeConn) SetName(name string) string {
	t := c.t()
	c.name = name
	if c.seat >= 0 {
		t.seats[c.seat].name = name
	}
	t.add(protocol.Item{Kind: protocol.ItemName, Seat: c.seat, Name: name}, nil)
	return ""
}

// Again implements friend.Conn: the next match once every seat asks.
func (c *fakeConn) Again() string {
	t := c.t()
	if c.seat < 0 || t.m == nil || t.m.Phase() != engine.PhaseOver {
		return c.refuse(protocol.Again, protocol.ErrNotOver, "the match is not over")
	}
	t.seats[c.seat].again = true
	t.add(protocol.Item{Kind: protocol.ItemAgain, Seat: c.seat}, nil)
	for _, s := range t.seats {
		if s.taken && !s.again {
			return ""
		}
	}
	t.startMatch()
	return ""
}

func (c *fakeConn) Allow(allow bool) string {
	t := c.t()
	t.seats[c.seat].allow = allow
	t.add(protocol.Item{Kind: protocol.ItemAllow, Seat: c.seat, Allow: allow}, nil)
	return ""
}

func (c *fakeConn) TakeSignals(dst []client.Signal) []client.Signal {
	dst = append(dst, c.signals...)
	c.signals = c.signals[:0]
	return dst
}

// SendSignal implements friend.Conn: relayed to the other seat's
// connections.
func (c *fakeConn) SendSignal(to int, data json.RawMessage) bool {
	for _, o := range c.t().conns {
		if o.seat == to && !o.closed {
			o.signals = append(o.signals, client.Signal{From: c.seat, Data: data})
		}
	}
	return true
}
