package server

import (
	"errors"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// Connections: every descriptor a socket holds is one the store cannot
// open. With the process at its open-file limit the embedded JetStream's
// next file open fails, and its file store keeps that error for good
// (nats-server marks the stream's store as failed on any write error,
// EMFILE included, until the process restarts: docs/HOSTING.md, "The
// store under open-file exhaustion"). So the listener never lets sockets
// take the descriptors kept for the store and the files served: past its
// total, or past one address's share, a connection is answered with a
// plain 503 and closed; those already held are served on, and the next
// one is taken as soon as one closes.

// FileBudget is how many connections fit in the process's open-file
// limit with reserve descriptors kept for everything else (the store's
// files, the files served, refusing a connection); at least 16.
func FileBudget(reserve int) (conns, limit int) {
	limit, open := fileLimit()
	return max(limit-open-reserve, 16), limit
}

// ListenLimits are the listener's caps.
type ListenLimits struct {
	Total   int // connections held at once (FileBudget)
	PerAddr int // connections from one address (0: none)
	// ProxyExempt: connections from a proxy (fromProxy) are not capped by
	// address: behind it every client has the proxy's.
	ProxyExempt bool
}

// Limit wraps ln with the caps; its count and refusals are in the
// server's metrics, and readiness says when it is full.
func (s *Server) Limit(ln net.Listener, lim ListenLimits) net.Listener {
	l := &limitListener{Listener: ln, srv: s, lim: lim, by: map[string]int{}, refusing: make(chan struct{}, 16)}
	s.listeners = append(s.listeners, l)
	return l
}

type limitListener struct {
	net.Listener
	srv      *Server
	lim      ListenLimits
	mu       sync.Mutex
	n        int
	by       map[string]int
	full     atomic.Bool
	refusing chan struct{} // refusals being answered (each holds its descriptor a moment)
}

func (l *limitListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		host := hostOf(c.RemoteAddr().String())
		addr := addrKey(host)
		capped := l.lim.PerAddr > 0 && !(l.lim.ProxyExempt && fromProxy(host))
		l.mu.Lock()
		why := ""
		switch {
		case l.n >= l.lim.Total:
			why = limConnTotal
		case capped && l.by[addr] >= l.lim.PerAddr:
			why = limConnAddr
		default:
			l.n++
			l.by[addr]++
			l.full.Store(l.n >= l.lim.Total)
			l.srv.m.conns.Set(float64(l.n))
			l.mu.Unlock()
			return &limitConn{Conn: c, l: l, addr: addr}, nil
		}
		l.mu.Unlock()
		l.srv.refused(why)
		l.refuse(c, why)
	}
}

// refuse answers c with a 503 saying why, after reading its request (a
// client that has sent it reads the answer rather than a reset), and
// closes it. At most cap(refusing) are answered at once; past that a
// connection is closed unanswered: a flood costs a descriptor a moment.
func (l *limitListener) refuse(c net.Conn, why string) {
	select {
	case l.refusing <- struct{}{}:
	default:
		c.Close()
		return
	}
	go func() {
		defer func() { <-l.refusing }()
		defer c.Close()
		msg := "the server is full; try again in a moment\n"
		if why == limConnAddr {
			msg = "too many connections from this address; close some and try again\n"
		}
		c.SetReadDeadline(time.Now().Add(250 * time.Millisecond))
		buf := make([]byte, 1024)
		c.Read(buf)
		c.SetWriteDeadline(time.Now().Add(time.Second))
		io.WriteString(c, "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 5\r\nConnection: close\r\nContent-Length: "+itoa(len(msg))+"\r\n\r\n"+msg)
		if tc, ok := c.(*net.TCPConn); ok {
			tc.CloseWrite()
		}
	}()
}

func (l *limitListener) release(addr string) {
	l.mu.Lock()
	l.n--
	if l.by[addr]--; l.by[addr] <= 0 {
		delete(l.by, addr)
	}
	l.full.Store(l.n >= l.lim.Total)
	l.srv.m.conns.Set(float64(l.n))
	l.mu.Unlock()
}

type limitConn struct {
	net.Conn
	l    *limitListener
	addr string
	once sync.Once
}

// SyscallConn lets an idle WebSocket wait on the socket itself (idle.go).
func (c *limitConn) SyscallConn() (syscall.RawConn, error) {
	if sc, ok := c.Conn.(syscall.Conn); ok {
		return sc.SyscallConn()
	}
	return nil, errors.ErrUnsupported
}

func (c *limitConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { c.l.release(c.addr) })
	return err
}

// hostOf is an address without its port.
func hostOf(addr string) string {
	if h, _, err := net.SplitHostPort(addr); err == nil {
		return h
	}
	return addr
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
