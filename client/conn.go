// Package client is the client of the shared table (docs/PROTOCOL.md):
// creating a table, a seat's connection that comes back by itself, its
// token kept on the device, and the intents a person sends. It is the
// one client: the game's, and through client/tableclient the programs'
// (noddy-cli play, noddy-load) and the server's tests. Nothing here
// blocks: the game calls Client.Poll once a tick and reads what arrived,
// so a browser's JS callbacks only hand messages over (never wait) and
// the desktop's goroutines only queue them; a program sleeps in
// Client.Wait between polls.
//
// The transport is the platform's, behind one small interface (Transport,
// set with Register): on the desktop github.com/coder/websocket and
// net/http (package client/wsnet, registered by importing it); in the
// browser its own WebSocket and fetch through syscall/js (package
// scenes/platform's transport_js.go), so that the game's .wasm carries no
// net/http. The protocol's logic (client.go) is the same for both.
package client

import (
	"errors"
	"strings"
	"sync"
)

// Conn is one WebSocket connection, as a transport opened it. Send queues
// a text frame and never blocks (before the connection is open it is
// dropped: the client sends only once it is); Close closes it.
type Conn interface {
	Send(b []byte)
	Close()
}

// Transport opens connections: what happens to each arrives in in, in
// order, as Incoming values naming the connection.
type Transport interface {
	Dial(url string, in *Inbox) Conn
}

// IncomingKind is what happened on a connection.
type IncomingKind uint8

// What a connection reports.
const (
	Opened  IncomingKind = iota + 1 // the handshake is done: send hello
	Message                         // a text frame from the server
	Closed                          // the connection has ended; Code says how (0: dropped, no close frame)
)

// Incoming is one thing that happened on Conn.
type Incoming struct {
	Conn Conn
	Kind IncomingKind
	Data []byte
	Code int
	Err  error
}

// Inbox is where a transport leaves what happens, for the client to take
// on its next Poll. Put never waits for the reader (a browser's callback
// must not block), and Wake is signalled on each Put for readers that
// want to sleep until something comes (tests, the command line).
type Inbox struct {
	mu   sync.Mutex
	q    []Incoming
	wake chan struct{}
}

// Put leaves x in the inbox.
func (b *Inbox) Put(x Incoming) {
	b.mu.Lock()
	b.q = append(b.q, x)
	w := b.wakeLocked()
	b.mu.Unlock()
	select {
	case w <- struct{}{}:
	default:
	}
}

func (b *Inbox) wakeLocked() chan struct{} {
	if b.wake == nil {
		b.wake = make(chan struct{}, 1)
	}
	return b.wake
}

// Wake is signalled (at most one pending signal) whenever something is
// put in the inbox.
func (b *Inbox) Wake() <-chan struct{} {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.wakeLocked()
}

// Take appends what arrived since the last Take to dst.
func (b *Inbox) Take(dst []Incoming) []Incoming {
	b.mu.Lock()
	dst = append(dst, b.q...)
	clear(b.q)
	b.q = b.q[:0]
	b.mu.Unlock()
	return dst
}

// DefaultTransport is the platform's transport, and httpPost its HTTP
// POST: Register sets them (package client/wsnet on the desktop,
// scenes/platform in the browser).
var (
	DefaultTransport Transport
	httpPost         func(url string, body []byte, done func(status int, b []byte, err error))
)

// Register sets the platform's transport and HTTP POST (done is called
// once, from any goroutine, never from a JS callback that waits).
func Register(t Transport, post func(url string, body []byte, done func(status int, b []byte, err error))) {
	DefaultTransport, httpPost = t, post
}

func post(url string, body []byte, done func(status int, b []byte, err error)) {
	if httpPost == nil {
		done(0, nil, errors.New("no transport: import noddy/client/wsnet"))
		return
	}
	httpPost(url, body, done)
}

// ErrBadLink is ParseLink's error: not a table's link.
var ErrBadLink = errors.New("not a table link (want http://host/t/ID)")

// ParseLink splits a table's link (http://host/t/ID) into the server's
// base URL and the table's id; a query or fragment after it is left out.
func ParseLink(link string) (base, id string, err error) {
	origin, path, ok := splitURL(strings.TrimSpace(link))
	if !ok {
		return "", "", ErrBadLink
	}
	if i := strings.IndexAny(path, "?#"); i >= 0 {
		path = path[:i]
	}
	prefix, rest, ok := strings.Cut(path, "/t/")
	if !ok || rest == "" || strings.Contains(rest, "/") || strings.Contains(prefix, "/t/") {
		return "", "", ErrBadLink
	}
	return origin + prefix, rest, nil
}

// CheckServer reports whether s is a server's base URL (http://host:port,
// or https://, maybe with a path).
func CheckServer(s string) bool {
	_, path, ok := splitURL(s)
	return ok && !strings.ContainsAny(path, "?#")
}

// splitURL splits an http or https URL into its origin (scheme and host)
// and the rest. It is the little of net/url the game needs: net/url adds
// about 45 KB gzip to the browser build.
func splitURL(s string) (origin, rest string, ok bool) {
	var after string
	for _, scheme := range []string{"http://", "https://"} {
		if a, found := strings.CutPrefix(s, scheme); found {
			after = a
			origin = scheme
			break
		}
	}
	if origin == "" {
		return "", "", false
	}
	host := after
	if i := strings.IndexAny(after, "/?#"); i >= 0 {
		host, rest = after[:i], after[i:]
	}
	if host == "" || strings.ContainsAny(host, " \t\n@\\") {
		return "", "", false
	}
	return origin + host, rest, true
}

// Link is the table's link on the server at base.
func Link(base, id string) string { return strings.TrimRight(base, "/") + "/t/" + id }

// wsURL is the table's WebSocket on the server at base.
func wsURL(base, id string) string {
	u := strings.TrimRight(base, "/") + "/api/tables/" + id + "/ws"
	if s, ok := strings.CutPrefix(u, "http"); ok {
		return "ws" + s
	}
	return u
}
