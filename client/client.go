package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"noddy/engine"
	"noddy/protocol"
)

// Status is where a client's connection stands.
type Status uint8

// The statuses.
const (
	StatusConnecting Status = iota // the first connection is under way
	StatusLive                     // welcomed: the table's stream comes
	StatusAway                     // the connection was lost: it comes back by itself (backoff)
	StatusReplaced                 // a newer connection took this seat (another tab or device)
	StatusGone                     // the table has gone
	StatusClosed                   // Close was called
)

var statusNames = [...]string{"connecting", "live", "away", "replaced", "gone", "closed"}

func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "?"
}

// Backoff: a lost connection is tried again after 50 ms, doubling to 3 s
// (docs/PROTOCOL.md); a handshake with no welcome within handshake is
// given up and tried again.
const (
	backoffMin = 50 * time.Millisecond
	backoffMax = 3 * time.Second
	handshake  = 15 * time.Second
	busyRetry  = 50 * time.Millisecond
	writeRetry = 2 * time.Second
	storeRetry = 5 * time.Second
)

// IntentError is an intent the server refused: its type ("act", "chat",
// …), the wire's code and the server's words. Nothing changed at the
// table.
type IntentError struct {
	ID, Type, Code, Message string
	// Resent: the intent is kept and sent again by itself (a move or a
	// ready the server's store had no room for, store-full); the
	// refusal is only to be said.
	Resent bool
}

func (e *IntentError) Error() string { return e.Code + ": " + e.Message }

// Client is one person at one table: a seat (or a spectator), its
// connection, its place in the table's stream and its intents not yet
// answered. Set the exported fields, call Start, then Poll once a tick
// and read what came; nothing blocks. It reconnects by itself with
// backoff and resumes exactly where it was (hello with the token and the
// last sequence number); an intent without an answer is sent again with
// the same id, so it is applied once. It is the one client of the table:
// the game polls it every tick, and programs (package client/tableclient:
// noddy-cli play, noddy-load, the server's tests) poll it between Waits.
type Client struct {
	Base string // the server (http://host:port)
	// Fallback are other servers of the same table (a cluster): a
	// connection that ends before its welcome tries the next, in turn.
	Fallback []string
	Table    string // the table's id
	Name     string // the name a newly taken seat (or a spectator) is shown by
	Watch    bool   // watch even if a seat is free
	// Token is the seat's credential (from Tokens, or the welcome that
	// seated this client); Tokens keeps it on the device.
	Token     string
	Tokens    Tokens
	Transport Transport
	Now       func() time.Time
	// OnMessage, if set, sees every message from the server, raw and
	// decoded, once Poll has taken it in (a program's log, a test's check
	// of every frame); it may call the client's methods.
	OnMessage func(raw []byte, m *protocol.ServerMsg)

	status   Status
	conn     Conn
	server   int   // Base (0) or Fallback[server-1]
	err      error // why the last connection ended
	inbox    Inbox
	buf      []Incoming
	welcomed bool
	dialAt   time.Time
	retryAt  time.Time
	wait     time.Duration

	seat      int
	table     *protocol.TableState
	welcomeAt time.Time
	last      int64 // the highest seq taken
	floor     int64 // a snapshot's position (its welcome's last)
	fresh     bool  // the next hello asks for a snapshot
	snapshots int
	snapLast  int64

	items    []protocol.Item
	prompt   *protocol.ServerMsg
	answered int64 // the last of the prompt last acted on
	actAck   int64 // the last of the latest ack to an act of ours
	pending  []protocol.ClientMsg
	resendAt time.Time
	errs     []IntentError
	goneText string
	notFound bool // the gone message said the server has no record of the table
	ice      protocol.ICEConfig
	signals  []Signal
	// Reconnects counts the connections after the first.
	Reconnects int
}

func (c *Client) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// Start begins: the first connection, with the kept token if there is
// one (a reload, the link opened again) asking for a snapshot of the
// table as it stands.
func (c *Client) Start() {
	if c.Transport == nil {
		c.Transport = DefaultTransport
	}
	if c.Token == "" && c.Tokens != nil {
		c.Token = c.Tokens.Token(c.Table)
	}
	c.status, c.fresh, c.seat, c.wait, c.answered = StatusConnecting, true, -1, backoffMin, -1
	c.dial()
}

// Status is where the connection stands.
func (c *Client) Status() Status { return c.status }

// Seat is this client's seat once welcomed: -1 for a spectator (and
// before the welcome).
func (c *Client) Seat() int { return c.seat }

// Table is the table as the last welcome gave it (nil before one).
func (c *Client) TableState() *protocol.TableState { return c.table }

// GoneText is the server's words when the table has gone.
func (c *Client) GoneText() string { return c.goneText }

// NotFound reports whether the table is gone because the server has no
// record of it (protocol.ErrNoTable: a link that never led to a table, or
// one whose table went long ago; the server cannot tell which).
func (c *Client) NotFound() bool { return c.notFound }

// Last is the highest sequence number taken from the stream.
func (c *Client) Last() int64 { return c.last }

// Snapshot says how many welcomes have brought a snapshot (the table as
// it stands: every chat message, and the current deal from its start)
// and the last sequence number of the latest one: items up to it are the
// table as it stood, to be shown at once, not replayed.
func (c *Client) Snapshot() (n int, last int64) { return c.snapshots, c.snapLast }

// WelcomeAt is when the last welcome came.
func (c *Client) WelcomeAt() time.Time { return c.welcomeAt }

// Err is why the last connection ended (nil before any has).
func (c *Client) Err() error { return c.err }

func (c *Client) dial() {
	base := c.Base
	if c.server > 0 {
		base = c.Fallback[c.server-1]
	}
	c.conn = c.Transport.Dial(wsURL(base, c.Table), &c.inbox)
	c.welcomed, c.dialAt = false, c.now()
}

// Wake is signalled when something arrives (for a reader that sleeps
// between polls; the game polls every tick).
func (c *Client) Wake() <-chan struct{} { return c.inbox.Wake() }

// Poll takes what arrived since the last call and keeps the connection
// going: a reconnect when one is due, intents the server was too busy
// for sent again.
func (c *Client) Poll() {
	now := c.now()
	if (c.status == StatusConnecting || c.status == StatusAway) && c.conn == nil && !now.Before(c.retryAt) {
		c.dial()
	}
	if c.conn != nil && !c.welcomed && now.Sub(c.dialAt) > handshake {
		c.conn.Close()
		c.lost(0, fmt.Errorf("no welcome within %v", handshake))
	}
	if c.welcomed && !c.resendAt.IsZero() && !now.Before(c.resendAt) {
		c.resendAt = time.Time{}
		for _, m := range c.pending {
			c.write(m)
		}
	}
	c.buf = c.inbox.Take(c.buf[:0])
	for _, x := range c.buf {
		if x.Conn != c.conn || c.conn == nil {
			continue // an older connection's last words
		}
		switch x.Kind {
		case Opened:
			c.hello()
		case Message:
			if m, ok := c.handle(x.Data); ok && c.OnMessage != nil {
				c.OnMessage(x.Data, m)
			}
		case Closed:
			c.lost(x.Code, x.Err)
		}
	}
	clear(c.buf)
}

// due is when Poll next has work of its own without anything arriving
// (a reconnect, a handshake given up, intents sent again); zero: none.
func (c *Client) due() time.Time {
	var at time.Time
	soonest := func(t time.Time) {
		if !t.IsZero() && (at.IsZero() || t.Before(at)) {
			at = t
		}
	}
	switch {
	case c.conn == nil && (c.status == StatusConnecting || c.status == StatusAway):
		soonest(c.retryAt)
	case c.conn != nil && !c.welcomed:
		soonest(c.dialAt.Add(handshake + time.Millisecond))
	case c.welcomed:
		soonest(c.resendAt)
	}
	return at
}

// Wait blocks until something arrives, Poll has work of its own due, or
// ctx ends (its error). It is for programs that have nothing to do
// between polls; the game polls every tick instead.
func (c *Client) Wait(ctx context.Context) error {
	var timeout <-chan time.Time
	if at := c.due(); !at.IsZero() {
		t := time.NewTimer(at.Sub(c.now()))
		defer t.Stop()
		timeout = t.C
	}
	select {
	case <-c.Wake():
	case <-timeout:
	case <-ctx.Done():
		return ctx.Err()
	}
	return nil
}

func (c *Client) hello() {
	m := protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Token: c.Token, Name: c.Name, Watch: c.Watch && c.Token == ""}
	if !c.fresh {
		last := max(c.last, c.floor)
		m.Last = &last
	}
	c.write(m)
}

func (c *Client) write(m protocol.ClientMsg) {
	if c.conn == nil {
		return
	}
	b, err := json.Marshal(m)
	if err != nil {
		return
	}
	c.conn.Send(b)
}

// lost is a connection's end: closed by the server with code, or dropped
// (err says how, when the transport knows).
func (c *Client) lost(code int, err error) {
	switch {
	case err != nil:
	case code != 0:
		err = fmt.Errorf("the server closed the connection (%d)", code)
	default:
		err = errors.New("the connection dropped")
	}
	c.err = err
	if !c.welcomed && len(c.Fallback) > 0 {
		c.server = (c.server + 1) % (len(c.Fallback) + 1) // this server did not welcome us: the next
	}
	c.conn, c.welcomed = nil, false
	switch {
	case c.status == StatusClosed || c.status == StatusGone || c.status == StatusReplaced:
		return
	case code == 4004:
		c.status = StatusGone
		return
	case code == 4001:
		c.status = StatusReplaced
		return
	}
	c.status = StatusAway
	c.retryAt = c.now().Add(c.wait)
	c.wait = min(c.wait*2, backoffMax)
	c.Reconnects++
	c.prompt = nil // the new connection prompts afresh
}

// handle takes in one message; ok is false for one that does not read.
func (c *Client) handle(data []byte) (_ *protocol.ServerMsg, ok bool) {
	var m protocol.ServerMsg
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, false // not the protocol: nothing to do with it
	}
	switch m.Type {
	case protocol.Welcome:
		c.welcome(&m)
	case protocol.Items:
		for _, it := range m.Items {
			if it.Seq > c.last {
				c.last = it.Seq
				c.items = append(c.items, it)
			}
		}
	case protocol.Prompt:
		c.prompt = &m
	case protocol.Ack:
		i := c.pendingIndex(m.ID)
		if i < 0 {
			break
		}
		if c.pending[i].Type == protocol.Act {
			c.actAck = max(c.actAck, m.Last)
			if c.prompt != nil && c.prompt.Last < m.Last {
				c.prompt = nil // made before this act was applied
			}
		}
		c.pending = slices.Delete(c.pending, i, i+1)
	case protocol.Signal:
		if m.From != nil && len(m.Signal) > 0 {
			c.signals = append(c.signals, Signal{From: *m.From, Data: m.Signal})
		}
	case protocol.Error:
		c.refused(&m)
	case protocol.Replaced:
		c.status = StatusReplaced
		c.closeConn()
	case protocol.Gone:
		c.status, c.goneText, c.notFound = StatusGone, m.Message, m.Code == protocol.ErrNoTable
		c.closeConn()
	}
	return &m, true
}

func (c *Client) welcome(m *protocol.ServerMsg) {
	c.status, c.welcomed, c.wait = StatusLive, true, backoffMin
	c.welcomeAt = c.now()
	if m.Token != "" {
		c.Token = m.Token
		if c.Tokens != nil {
			c.Tokens.SetToken(c.Table, m.Token)
		}
	}
	if m.Seat != nil {
		c.seat = *m.Seat
	}
	c.table = m.Table
	c.ice = protocol.ICEConfig{Servers: m.ICE, TransportPolicy: m.ICETransportPolicy}
	if c.fresh {
		// A snapshot comes: the position is the welcome's last, and the
		// items up to it are the table as it stands.
		c.fresh, c.last, c.floor = false, 0, m.Last
		c.snapshots++
		c.snapLast = m.Last
		c.items = c.items[:0]
		c.prompt, c.answered, c.actAck = nil, -1, 0
	}
	for _, p := range c.pending { // intents the last connection left unanswered
		c.write(p)
	}
}

func (c *Client) refused(m *protocol.ServerMsg) {
	i := c.pendingIndex(m.ID)
	if m.ID == "" || i < 0 {
		if m.Code == protocol.ErrBadToken && !c.welcomed {
			// The kept token holds no seat here: come as a newcomer.
			c.Token, c.fresh = "", true
			if c.Tokens != nil {
				c.Tokens.SetToken(c.Table, "")
			}
			c.hello()
			return
		}
		c.errs = append(c.errs, IntentError{ID: m.ID, Code: m.Code, Message: m.Message})
		return
	}
	p := c.pending[i]
	// A move or a ready the store had no room for is the match's, which
	// waits for it: kept and sent again as room comes back (tables
	// expire), and said. Chat, names and the rest are dropped and said.
	full := m.Code == protocol.ErrStoreFull && (p.Type == protocol.Act || p.Type == protocol.Ready)
	if m.Code == protocol.ErrBusy || m.Code == protocol.ErrServer || m.Code == protocol.ErrWriteRate || full {
		wait := busyRetry
		switch {
		case m.Code == protocol.ErrWriteRate:
			wait = writeRetry // the address's budget comes back in seconds
		case full:
			wait = storeRetry
			c.errs = append(c.errs, IntentError{ID: p.ID, Type: p.Type, Code: m.Code, Message: m.Message, Resent: true})
		}
		c.resendAt = c.now().Add(wait) // the same intent again, with its id
		return
	}
	c.pending = slices.Delete(c.pending, i, i+1)
	if p.Type == protocol.Act {
		c.answered = -1 // the same prompt may be answered again
	}
	c.errs = append(c.errs, IntentError{ID: p.ID, Type: p.Type, Code: m.Code, Message: m.Message})
}

func (c *Client) pendingIndex(id string) int {
	if id == "" {
		return -1
	}
	return slices.IndexFunc(c.pending, func(p protocol.ClientMsg) bool { return p.ID == id })
}

func (c *Client) closeConn() {
	if c.conn != nil {
		c.conn.Close()
		c.conn, c.welcomed = nil, false
	}
}

// TakeItems appends the stream's items that came since the last call, in
// order, to dst.
func (c *Client) TakeItems(dst []protocol.Item) []protocol.Item {
	dst = append(dst, c.items...)
	clear(c.items)
	c.items = c.items[:0]
	return dst
}

// TakeErrors returns the refusals that came since the last call.
func (c *Client) TakeErrors() []IntentError {
	out := c.errs
	c.errs = nil
	return out
}

// Prompt is this seat's open decision: the view of the latest prompt not
// yet acted on, and not made stale by an act of ours (docs/PROTOCOL.md,
// "Acting").
func (c *Client) Prompt() (engine.View, bool) {
	p := c.prompt
	if p == nil || p.View == nil || p.Last <= c.answered || p.Last < c.actAck || c.acting() {
		return engine.View{}, false
	}
	return p.View.View, true
}

// PromptLast is the open prompt's position in the stream (0: none).
func (c *Client) PromptLast() int64 {
	if _, ok := c.Prompt(); ok {
		return c.prompt.Last
	}
	return 0
}

func (c *Client) acting() bool {
	return slices.ContainsFunc(c.pending, func(p protocol.ClientMsg) bool { return p.Type == protocol.Act })
}

// Pending reports how many intents wait for the server's answer.
func (c *Client) Pending() int { return len(c.pending) }

// Signal is a voice signal from another seat (docs/PROTOCOL.md, "Voice").
type Signal struct {
	From int
	Data json.RawMessage
}

// ICE is the STUN and TURN servers, and the transport policy, the latest
// welcome gave (a seat of a voice table only).
func (c *Client) ICE() protocol.ICEConfig { return c.ice }

// TakeSignals appends the voice signals received since the last call to
// dst and forgets them.
func (c *Client) TakeSignals(dst []Signal) []Signal {
	dst = append(dst, c.signals...)
	clear(c.signals)
	c.signals = c.signals[:0]
	return dst
}

// SendSignal sends a voice signal to seat to, now or never: a signal is
// not kept for a later connection (the voice starts afresh after each
// welcome), so it is dropped while the connection is down. It returns
// whether it went.
func (c *Client) SendSignal(to int, data json.RawMessage) bool {
	if !c.welcomed {
		return false
	}
	c.write(protocol.ClientMsg{Type: protocol.Signal, ID: NewID(), To: &to, Signal: data})
	return true
}

func (c *Client) send(m protocol.ClientMsg) string {
	m.ID = NewID()
	c.pending = append(c.pending, m)
	if c.welcomed {
		c.write(m)
	}
	return m.ID
}

// Act sends the seat's move (answering the open prompt); it returns the
// intent's id.
func (c *Client) Act(a engine.Action) string {
	if c.prompt != nil {
		c.answered = max(c.answered, c.prompt.Last)
	}
	return c.send(protocol.ClientMsg{Type: protocol.Act, Action: &protocol.Action{Action: a}})
}

// Chat sends a chat message.
func (c *Client) Chat(text string) string {
	return c.send(protocol.ClientMsg{Type: protocol.Chat, Text: text})
}

// SetName sends the name the seat (or the spectator) is shown by.
func (c *Client) SetName(name string) string {
	c.Name = name
	return c.send(protocol.ClientMsg{Type: protocol.Name, Name: name})
}

// Ready says this seat has seen the end of deal.
func (c *Client) Ready(deal int) string {
	return c.send(protocol.ClientMsg{Type: protocol.Ready, Deal: deal})
}

// Again asks to play again at this table (once the match is over).
func (c *Client) Again() string { return c.send(protocol.ClientMsg{Type: protocol.Again}) }

// Allow lets spectators chat (every seated player must), or stops.
func (c *Client) Allow(allow bool) string {
	return c.send(protocol.ClientMsg{Type: protocol.Allow, Allow: allow})
}

// Reclaim takes the seat back after another connection took it over
// (the person chose to play here again): a new connection and a snapshot.
func (c *Client) Reclaim() {
	if c.status != StatusReplaced {
		return
	}
	c.status, c.fresh, c.wait = StatusConnecting, true, backoffMin
	c.closeConn()
	c.dial()
}

// Close leaves the table (the seat is kept: the link brings it back).
func (c *Client) Close() {
	c.status = StatusClosed
	c.closeConn()
}
