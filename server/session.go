package server

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"noddy/engine/english"
	"noddy/protocol"
)

// Limits of one connection.
const (
	maxFrame   = 8 << 10 // larger frames close the connection (1009)
	maxQueued  = 1024    // messages queued for a client that reads slowly
	chunkItems = 100     // items per message when a client catches up
)

// Close codes of our own (4000-4999 are the application's).
const (
	closeReplaced websocket.StatusCode = 4001 // a newer connection took the seat
	closeGone     websocket.StatusCode = 4004 // the table has gone
)

// session is one WebSocket connection at one table.
type session struct {
	srv    *Server
	ws     *websocket.Conn
	t      *table
	connID string
	addr   string // the client's, for the message limit
	// The socket under ws, and the reader ws reads it through (idle).
	conn net.Conn
	raw  syscall.RawConn
	br   *bufio.Reader
	// What is to be sent waits in queue for a writer goroutine that runs
	// only while there is something to write: an idle connection (a
	// creator waiting for a friend) holds no goroutine or buffer for it.
	qmu       sync.Mutex
	queue     [][]byte
	writing   bool
	closeCode websocket.StatusCode // with closeWhy: close once the queue is sent
	closeWhy  string

	// seat, hello and v (the protocol version the client said) are set
	// under t.mu once the hello is taken.
	seat  int
	hello bool
	v     int

	// as is who holds the socket, for the metrics: "hello" until it is
	// said, then "seat" or "watcher"; changed only by the connection's
	// own goroutines, one at a time.
	as         string
	said       atomic.Bool // hello taken
	helloTimer *time.Timer
	readAt     time.Time // when the message being handled was read

	replaced, isGone, closing atomic.Bool
	name                      string        // a spectator's name
	lim                       *rate.Limiter // messages, while this connection holds no seat
	specChat                  *rate.Limiter // a spectator's chat, made when it first speaks
}

// clientMsg is protocol.ClientMsg with the action left raw, so that a bad
// action is told apart from bad JSON.
type clientMsg struct {
	Type   string          `json:"type"`
	V      int             `json:"v"`
	ID     string          `json:"id"`
	Token  string          `json:"token"`
	Name   string          `json:"name"`
	Last   *int64          `json:"last"`
	Watch  bool            `json:"watch"`
	Action json.RawMessage `json:"action"`
	Text   string          `json:"text"`
	Deal   int             `json:"deal"`
	Allow  bool            `json:"allow"`
	To     *int            `json:"to"`
	Signal json.RawMessage `json:"signal"`
}

// ServeWS plays table id over a WebSocket (docs/PROTOCOL.md).
func (s *Server) ServeWS(w http.ResponseWriter, r *http.Request, id string) {
	if s.draining.Load() {
		w.Header().Set("Retry-After", "1")
		http.Error(w, "the server is restarting; connect again", http.StatusServiceUnavailable)
		return
	}
	addr := s.clientAddr(r)
	if !s.takePreHello(addr) {
		s.refused(limPreHello)
		w.Header().Set("Retry-After", "5")
		http.Error(w, "too many connections from this address have not said hello", http.StatusTooManyRequests)
		return
	}
	c := newSession(s, nil)
	c.addr, c.as = addr, "hello"
	ws, err := websocket.Accept(smallBufs{w, c}, r, c.acceptOptions())
	if err != nil {
		s.givePreHello(addr)
		return // Accept has answered (403 for a foreign Origin)
	}
	ws.SetReadLimit(maxFrame)
	c.ws = ws
	s.enter(c)
	c.helloTimer = time.AfterFunc(s.cfg.HelloTimeout, c.noHello)
	// The handler returns (net/http allows it after the hijack): its
	// goroutine's stack, grown serving the request, and the request go
	// with it; the socket is read by goroutines of its own.
	go c.open(id)
}

// open takes the table, then reads the first message.
func (c *session) open(id string) {
	defer func() { c.caught(recover()) }()
	t, err := c.srv.acquireFrom(c.srv.ctx, id, c.addr)
	if err != nil {
		switch {
		case errors.Is(err, ErrNotFound):
			c.goneWith(protocol.ErrNoTable, english.NotFound)
		case errors.Is(err, ErrGone):
			c.gone()
		case err == errLoadRate:
			c.closeWith(websocket.StatusTryAgainLater, "too many tables asked for from this address")
		default:
			c.closeWith(websocket.StatusInternalError, "the table's store failed")
		}
		c.srv.leave(c) // closing: counted out a moment early
		return
	}
	c.t = t
	go c.read()
}

// read reads and handles one message, and leaves the next to a new
// goroutine: handling grows a stack (JSON, the store's round trip), and
// a goroutine that went on to wait for the next message would keep it
// for as long as the socket idles. A new one starts small.
func (c *session) read() {
	next := false
	defer func() {
		if c.caught(recover()) || !next {
			c.detach()
		}
	}()
	s := c.srv
	c.idle()
	// The server's context, not one of the connection's own: nothing
	// outlives the read but a table's submit, which the server's ending
	// ends too.
	typ, data, err := c.ws.Read(s.ctx)
	if errors.Is(err, errFragments) {
		s.refused(limMsgRate)
		c.closeWith(websocket.StatusPolicyViolation, "too many frames in a message")
		return
	}
	if err != nil {
		if strings.Contains(err.Error(), "read limited") {
			s.refused(limFrame)
		}
		c.stop()
		return
	}
	c.readAt = time.Now()
	if !c.allow() {
		s.refused(limMsgRate)
		c.closeWith(websocket.StatusPolicyViolation, "too many messages")
		return
	}
	if typ != websocket.MessageText {
		c.refuse("", protocol.ErrBadJSON, "messages are JSON in text frames")
	} else {
		c.handle(s.ctx, data)
		if c.isGone.Load() || c.replaced.Load() {
			return
		}
	}
	next = true
	go c.read()
}

// idle waits until the client has sent something, on a new goroutine's
// smallest stack (2 KB): coder/websocket's Read waits some 2 KB deeper,
// which would double the stack an idle socket holds.
func (c *session) idle() {
	if c.raw == nil {
		return
	}
	// Bytes already buffered would never make the socket readable. Only
	// a Close (its handshake) reads ws meanwhile: closeCode, under qmu,
	// is set before it starts.
	c.qmu.Lock()
	skip := c.closeCode != 0 || c.br.Buffered() > 0
	c.qmu.Unlock()
	if !skip {
		c.raw.Read(readable)
	}
}

// caught ends the connection on a panic (counted and logged).
func (c *session) caught(p any) bool {
	if p == nil {
		return false
	}
	c.srv.panics.Add(1)
	c.srv.cfg.Log.Error("table connection panic", "panic", fmt.Sprint(p))
	c.stop()
	return true
}

func newSession(s *Server, ws *websocket.Conn) *session {
	return &session{srv: s, ws: ws, connID: newID(), seat: -1, name: defaultName, as: "hello"}
}

// take returns the queued messages, and the close asked for once they
// are sent; with nothing to do it marks the writer stopped.
func (c *session) take() ([][]byte, websocket.StatusCode, string) {
	c.qmu.Lock()
	defer c.qmu.Unlock()
	q := c.queue
	c.queue = nil
	if len(q) == 0 && c.closeCode == 0 {
		c.writing = false
	}
	return q, c.closeCode, c.closeWhy
}

func (c *session) writer() {
	for {
		q, code, why := c.take()
		if len(q) == 0 && code == 0 {
			return
		}
		for _, b := range q {
			// A deadline, not a context: coder/websocket keeps a write's
			// context (and its timer) until the next write.
			c.conn.SetWriteDeadline(time.Now().Add(10 * time.Second))
			if c.ws.Write(context.Background(), websocket.MessageText, b) != nil {
				c.stop()
				return // writing stays true: nothing more is sent
			}
		}
		c.conn.SetWriteDeadline(time.Time{})
		if code != 0 {
			c.ws.Close(code, why)
			return
		}
	}
}

// kick starts the writer unless it runs; qmu is held.
func (c *session) kick() {
	if !c.writing && c.ws != nil {
		c.writing = true
		go c.writer()
	}
}

// send queues a message; a client that lets maxQueued pile up is cut off.
func (c *session) send(b []byte) {
	if c.closing.Load() {
		return
	}
	c.qmu.Lock()
	full := len(c.queue) >= maxQueued
	if !full {
		c.queue = append(c.queue, b)
		c.kick()
	}
	c.qmu.Unlock()
	if full {
		c.srv.refused(limQueue)
		c.stop()
	}
}

// closeWith sends what is queued, then closes with code.
func (c *session) closeWith(code websocket.StatusCode, reason string) {
	if c.closing.Swap(true) {
		return
	}
	c.qmu.Lock()
	c.closeCode, c.closeWhy = code, reason
	c.kick()
	c.qmu.Unlock()
}

// stop drops the connection at once.
func (c *session) stop() {
	c.closing.Store(true)
	if c.ws != nil {
		c.ws.CloseNow()
	}
}

func (c *session) shutdown() { c.closeWith(websocket.StatusGoingAway, "the server is stopping") }

// restart closes with 1012: the client reconnects (to this server once it
// is back, or to another sharing the store).
func (c *session) restart() {
	c.closeWith(websocket.StatusServiceRestart, "the server is restarting; connect again")
}

// noHello closes a connection that has not said hello in time.
func (c *session) noHello() {
	if !c.said.Load() {
		c.srv.refused(limHelloTime)
		c.closeWith(websocket.StatusPolicyViolation, "no hello in time")
	}
}

func (c *session) replace() {
	c.replaced.Store(true)
	c.send(mustJSON(protocol.ServerMsg{Type: protocol.Replaced, Message: "this seat was taken over by a newer connection"}))
	c.closeWith(closeReplaced, "replaced")
}

func (c *session) gone() { c.goneWith("", english.TableWent) }

// goneWith tells the client the table is not there for it, and why (code:
// protocol.ErrNoTable when the server has no record of it).
func (c *session) goneWith(code, why string) {
	c.isGone.Store(true)
	c.send(mustJSON(protocol.ServerMsg{Type: protocol.Gone, Code: code, Message: why}))
	c.closeWith(closeGone, "gone")
}

func (c *session) refuse(id, code, msg string) {
	c.srv.m.errors.WithLabelValues(code).Inc()
	c.send(mustJSON(protocol.ServerMsg{Type: protocol.Error, ID: id, Code: code, Message: msg}))
}

func (c *session) refusal(id string, r *refusal) {
	if r.code == protocol.Gone {
		c.gone()
		return
	}
	c.refuse(id, r.code, r.msg)
}

// detach leaves the table; a seat left for good is shown as away.
func (c *session) detach() {
	t := c.t
	t.mu.Lock()
	delete(t.conns, c)
	seat, hello := c.seat, c.hello
	t.mu.Unlock()
	if hello && seat >= 0 && !c.replaced.Load() && !c.isGone.Load() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		c.submitCharged(ctx, t, func(st *State, now int64) (*entry, *refusal) {
			if s := st.seats[seat]; !s.here || s.conn != c.connID {
				return nil, nil
			}
			return &entry{K: kPresence, Seat: seat, Conn: c.connID}, nil
		})
		cancel()
	}
	c.srv.release(t)
	c.srv.leave(c)
}

func (c *session) handle(ctx context.Context, data []byte) {
	var m clientMsg
	if err := json.Unmarshal(data, &m); err != nil {
		c.refuse("", protocol.ErrBadJSON, fmt.Sprintf("not a message: %v", err))
		return
	}
	switch m.Type {
	case protocol.Hello:
		c.takeHello(ctx, &m)
	case protocol.Act, protocol.Chat, protocol.Name, protocol.Ready, protocol.Again, protocol.Allow:
		c.intent(ctx, &m)
	case protocol.Signal:
		c.signal(&m)
	case "":
		c.refuse(m.ID, protocol.ErrBadJSON, `a message needs a "type"`)
	default:
		c.refuse(m.ID, protocol.ErrUnknownType, fmt.Sprintf("no message type %.40q", m.Type))
	}
}

func (c *session) takeHello(ctx context.Context, m *clientMsg) {
	t := c.t
	t.mu.Lock()
	done := c.hello
	t.mu.Unlock()
	switch {
	case done:
		c.refuse("", protocol.ErrAgainHello, "this connection has already said hello")
		return
	case m.V < protocol.MinVersion || m.V > protocol.Version:
		c.refuse("", protocol.ErrBadVersion, fmt.Sprintf("this server speaks protocol versions %d to %d", protocol.MinVersion, protocol.Version))
		return
	case m.Last != nil && *m.Last < 0:
		c.refuse("", protocol.ErrBadLast, "last is the highest seq this client has: 0 or more")
		return
	}
	if m.Token != "" {
		t.mu.Lock()
		seat := t.st.seatOf(m.Token)
		again := seat >= 0 && !t.seatLimiter(&t.seatHellos, seat, rate.Every(2*time.Second), 10).Allow()
		backlog := 0
		if m.Last != nil {
			backlog = len(t.st.since(*m.Last))
		}
		t.mu.Unlock()
		if seat < 0 {
			c.refuse("", protocol.ErrBadToken, "that token holds no seat at this table")
			return
		}
		// A seat's history is rendered for it alone, under the table's
		// lock (a watcher's is kept, backlog.go): one address's seats
		// coming back from the start of tables at the item cap, 65 ms of
		// CPU each, held every table's moves a second behind. Far back is
		// charged with the loads (Config.LoadRate); a reconnect is near.
		far := backlog > freeBacklog
		if far && c.srv.loadLim.spent(c.addr) {
			c.srv.refused(limLoadRate)
			c.refuse("", protocol.ErrHelloRate, "too much of the tables' history asked for from this address; wait a little")
			c.closeWith(websocket.StatusTryAgainLater, "too much history asked for")
			return
		}
		if again {
			// Each return of a seat is stored ("Ann is back"): a loop of
			// them is told to wait, and reconnects with its backoff.
			c.refuse("", protocol.ErrHelloRate, "this seat came back too often; wait a moment")
			c.closeWith(websocket.StatusTryAgainLater, "this seat came back too often")
			return
		}
		// A return and its leaving are two entries stored: an address
		// cycling its seats' connections wrote twice what its moves may
		// (Config.WriteRate), so they are charged with them.
		if c.srv.writeLim.spent(c.addr) {
			c.srv.refused(limWriteRate)
			c.refuse("", protocol.ErrWriteRate, "this address has written too much to its tables in the last minute; wait a little")
			c.closeWith(websocket.StatusTryAgainLater, "too much written from this address")
			return
		}
		// Taking the seat's presence takes over any older connection.
		_, r := c.submitCharged(ctx, t, func(st *State, now int64) (*entry, *refusal) {
			return &entry{K: kPresence, Seat: seat, Here: true, Conn: c.connID}, nil
		})
		if r != nil && r.code == protocol.ErrTableLong {
			c.goneWith("", english.TableLong) // not to come back with a backoff
			return
		}
		if r != nil {
			c.refusal("", r)
			c.noRoom(r)
			return
		}
		if far {
			c.srv.loadLim.charge(c.addr, backlog) // what it is sent now
		}
		c.attach(seat, "", m.Last, m.V)
		return
	}
	if !m.Watch {
		token := newToken()
		h := sha256.Sum256([]byte(token))
		seat := -1
		out, r := t.submit(ctx, func(st *State, now int64) (*entry, *refusal) {
			seat = -1
			for i, s := range st.seats {
				if !s.taken {
					seat = i
					break
				}
			}
			if seat < 0 {
				return nil, nil // full: this visitor watches
			}
			return &entry{K: kSit, Seat: seat, Hash: hex.EncodeToString(h[:]), Name: cleanName(m.Name), Conn: c.connID}, nil
		})
		if r != nil {
			c.refusal("", r)
			c.noRoom(r)
			return
		}
		if out == applied {
			c.attach(seat, token, m.Last, m.V)
			return
		}
	}
	c.name = cleanName(m.Name)
	c.attach(-1, "", m.Last, m.V)
}

// noRoom closes a connection whose hello the store had no room for
// (store-full) with 1013: its client comes back later, as room comes back
// when tables expire.
func (c *session) noRoom(r *refusal) {
	if r.code == protocol.ErrStoreFull {
		c.closeWith(websocket.StatusTryAgainLater, "the table store is full")
	}
}

// attach joins the table's connections and sends the welcome, the
// stream (all after last, or a newcomer's snapshot) and, if this seat
// may act, a prompt: all under the table's lock, so nothing applied
// meanwhile is missed or sent twice.
func (c *session) attach(seat int, token string, last *int64, v int) {
	t := c.t
	t.mu.Lock()
	defer t.mu.Unlock()
	if seat < 0 && t.watchersFull(c.addr) {
		c.srv.refused(limWatchers)
		c.refuse("", protocol.ErrWatchersFull, "this table has as many watchers as it takes; try again later")
		c.closeWith(websocket.StatusTryAgainLater, "this table has as many watchers as it takes")
		return
	}
	c.seat, c.hello, c.v = seat, true, v
	t.conns[c] = struct{}{}
	c.said.Store(true)
	if c.helloTimer != nil {
		c.helloTimer.Stop()
	}
	c.srv.givePreHello(c.addr)
	c.srv.m.sockets.WithLabelValues(c.as).Dec()
	c.as = "watcher"
	if seat >= 0 {
		c.as = "seat"
	}
	c.srv.m.sockets.WithLabelValues(c.as).Inc()
	ts := t.st.tableState(t.st.expires)
	var ice []protocol.ICEServer
	var policy string
	if seat >= 0 && t.st.voice {
		ice = append(ice, c.srv.cfg.ICE...)
		if turn := c.srv.cfg.TURN; turn != nil && len(turn.URLs) > 0 {
			ice = append(ice, turn.Credential(t.id, seat))
		}
		if c.srv.cfg.VoiceRelay {
			policy = protocol.ICERelay
		}
	}
	c.send(mustJSON(protocol.ServerMsg{Type: protocol.Welcome, V: v, Seat: &seat, Token: token, Table: ts, Last: ts.Last,
		ICE: ice, ICETransportPolicy: policy}))
	if last != nil {
		t.sendSince(c, *last, seat, v)
	} else {
		items := t.st.snapshot()
		for len(items) > 0 {
			n := min(len(items), chunkItems)
			c.send(mustJSON(protocol.ServerMsg{Type: protocol.Items, Items: render(items[:n], seat, v)}))
			items = items[n:]
		}
	}
	t.promptLocked(c)
}

// enter counts a new connection in; leave counts it out once it ends.
func (s *Server) enter(c *session) {
	s.preMu.Lock()
	s.conns[c] = struct{}{}
	s.preMu.Unlock()
	s.m.sockets.WithLabelValues(c.as).Inc()
}

func (s *Server) leave(c *session) {
	s.preMu.Lock()
	_, in := s.conns[c]
	delete(s.conns, c)
	s.preMu.Unlock()
	if !in {
		return
	}
	if c.helloTimer != nil {
		c.helloTimer.Stop()
	}
	if !c.said.Load() {
		s.givePreHello(c.addr)
	}
	s.m.sockets.WithLabelValues(c.as).Dec()
}
