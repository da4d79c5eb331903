//go:build !js

package server

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"golang.org/x/time/rate"
)

func TestAddrKey(t *testing.T) {
	for in, want := range map[string]string{
		"192.0.2.7":                     "192.0.2.7",
		"192.0.2.7:5678":                "192.0.2.7", // a proxy that adds the port
		"::ffff:192.0.2.7":              "192.0.2.7",
		"2001:db8:1:2:3:4:5:6":          "2001:db8:1:2::/64",
		"2001:db8:1:2:ffff:ffff:ffff:1": "2001:db8:1:2::/64",
		"2001:db8:1:3::1":               "2001:db8:1:3::/64",
		"[2001:db8:1:2::9]:443":         "2001:db8:1:2::/64",
		"fe80::1%eth0":                  "fe80::/64",
		"::1":                           "::/64",
		"not an address":                "not an address",
	} {
		if got := addrKey(in); got != want {
			t.Errorf("addrKey(%q) = %q, want %q", in, got, want)
		}
	}
}

// An IPv6 subscriber holds a /64: its addresses share one limit, or each
// of its 2^64 would be a fresh one (before: 40 creates from 40 addresses
// of one /64 were all made, against 10 from one address).
func TestLimitsByIPv6Block(t *testing.T) {
	srv := proxiedServer(t)
	h := srv.Handler()
	create := func(from string) int { return createVia(h, "127.0.0.1:40000", from) }
	var got []int
	for _, from := range []string{"2001:db8:5:6::1", "2001:db8:5:6::2", "2001:db8:5:6:ffff::3", "2001:db8:5:6::4", "2001:db8:5:7::1"} {
		got = append(got, create(from))
	}
	if want := []int{201, 201, 201, 429, 201}; !equalInts(got, want) {
		t.Errorf("creates from one /64, then from the next: %v, want %v", got, want)
	}

	// The listener's cap by address: the third connection from one /64
	// is refused, one from another /64 is taken.
	took, clients := acceptFrom(t, srv, ListenLimits{Total: 100, PerAddr: 2}, 3,
		"[2001:db8:9:1::1]:1000", "[2001:db8:9:1::2]:1000", "[2001:db8:9:1::3]:1000", "[2001:db8:9:2::1]:1000")
	if want := "[2001:db8:9:1::1]:1000 [2001:db8:9:1::2]:1000 [2001:db8:9:2::1]:1000"; strings.Join(took, " ") != want {
		t.Errorf("taken: %v, want %s", took, want)
	}
	clients[2].SetDeadline(time.Now().Add(5 * time.Second))
	b, _ := io.ReadAll(clients[2])
	if !strings.HasPrefix(string(b), "HTTP/1.1 503 ") || !strings.Contains(string(b), "too many connections from this address") {
		t.Errorf("the third from one /64 was answered %q", b)
	}
}

// createVia POSTs a table from peer, naming from in X-Forwarded-For.
func createVia(h http.Handler, peer, from string) int {
	r := httptest.NewRequest(http.MethodPost, "/api/tables", strings.NewReader("{}"))
	r.RemoteAddr = peer
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("X-Forwarded-For", from)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Code
}

// Behind a proxy (-trust-proxy) the forwarding headers are believed only
// from the proxy, a loopback or private address: a client that reaches
// the server past it (a published port) named a new address in each
// request and created 40 tables of 40 (10 from one address), and was off
// the listener's cap by address. Its connections are capped by its own
// address; the proxy's are not.
func TestProxyHeadersOnlyFromProxy(t *testing.T) {
	srv := proxiedServer(t)
	h := srv.Handler()
	var direct, proxied []int
	for i := range 5 {
		direct = append(direct, createVia(h, "203.0.113.9:5555", fmt.Sprintf("198.51.100.%d", i+1)))
		proxied = append(proxied, createVia(h, "10.1.2.3:5555", fmt.Sprintf("198.51.100.%d", i+1)))
	}
	if want := []int{201, 201, 201, 429, 429}; !equalInts(direct, want) {
		t.Errorf("a public peer naming 5 addresses: %v, want %v", direct, want)
	}
	if want := []int{201, 201, 201, 201, 201}; !equalInts(proxied, want) {
		t.Errorf("the proxy forwarding 5 addresses: %v, want %v", proxied, want)
	}
	r := httptest.NewRequest(http.MethodPost, "/api/tables", strings.NewReader("{}"))
	r.RemoteAddr = "203.0.113.10:5555"
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("X-Forwarded-Proto", "https")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if !strings.Contains(w.Body.String(), `"link":"http://example.com/t/`) {
		t.Errorf("a public peer's X-Forwarded-Proto was believed: %s", w.Body)
	}

	took, clients := acceptFrom(t, srv, ListenLimits{Total: 100, PerAddr: 2, ProxyExempt: true}, 6,
		"127.0.0.1:1", "127.0.0.1:2", "127.0.0.1:3", "203.0.113.9:1", "203.0.113.9:2", "203.0.113.9:3", "203.0.113.8:1")
	if want := "127.0.0.1:1 127.0.0.1:2 127.0.0.1:3 203.0.113.9:1 203.0.113.9:2 203.0.113.8:1"; strings.Join(took, " ") != want {
		t.Errorf("taken: %v, want %s", took, want)
	}
	clients[5].SetDeadline(time.Now().Add(5 * time.Second))
	if b, _ := io.ReadAll(clients[5]); !strings.HasPrefix(string(b), "HTTP/1.1 503 ") {
		t.Errorf("a third connection from one public address was answered %q", b)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// proxiedServer is a server behind a trusted proxy that takes three
// creates an hour from an address (startServer).
func proxiedServer(t *testing.T) *Server {
	return startServer(t, t.TempDir(), nil, func(c *Config) {
		c.TrustProxy, c.CreateRate, c.CreateBurst = true, rate.Every(time.Hour), 3
	}).srv
}

// acceptFrom offers srv's listener, capped by lim, a connection from each
// of addrs, and takes n: the addresses taken, and the clients' ends.
func acceptFrom(t *testing.T, srv *Server, lim ListenLimits, n int, addrs ...string) ([]string, []net.Conn) {
	t.Helper()
	fl := &fakeListener{conns: make(chan net.Conn, len(addrs))}
	ln := srv.Limit(fl, lim)
	var clients []net.Conn
	for _, a := range addrs {
		c, s := net.Pipe()
		clients = append(clients, c)
		fl.conns <- addrConn{s, a}
	}
	var took []string
	for range n {
		c, err := ln.Accept()
		if err != nil {
			t.Fatal(err)
		}
		took = append(took, c.RemoteAddr().String())
		t.Cleanup(func() { c.Close() })
	}
	return took, clients
}

type fakeListener struct{ conns chan net.Conn }

func (l *fakeListener) Accept() (net.Conn, error) { return <-l.conns, nil }
func (l *fakeListener) Close() error              { return nil }
func (l *fakeListener) Addr() net.Addr            { return &net.TCPAddr{} }

// addrConn is a pipe's end that says it comes from addr.
type addrConn struct {
	net.Conn
	addr string
}

func (c addrConn) RemoteAddr() net.Addr { return fakeAddr(c.addr) }

type fakeAddr string

func (a fakeAddr) Network() string { return "tcp" }
func (a fakeAddr) String() string  { return string(a) }
