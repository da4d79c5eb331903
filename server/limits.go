package server

import (
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// limiters is one token bucket per client address, forgotten when idle.
type limiters struct {
	r     rate.Limit
	burst int
	mu    sync.Mutex
	by    map[string]*limiter
	swept time.Time
}

type limiter struct {
	*rate.Limiter
	used time.Time
}

func newLimiters(r rate.Limit, burst int) *limiters {
	return &limiters{r: r, burst: max(burst, 1), by: map[string]*limiter{}}
}

// allow takes one token from addr's bucket.
func (l *limiters) allow(addr string) bool {
	if l.r == rate.Inf {
		return true
	}
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sweep(now)
	return l.get(addr, now).AllowN(now, 1)
}

// sweep forgets the addresses idle for 10 minutes (a bucket refills in
// less: charge owes at most a burst), once a minute; l.mu is held.
func (l *limiters) sweep(now time.Time) {
	if now.Sub(l.swept) > time.Minute {
		for a, x := range l.by {
			if now.Sub(x.used) > 10*time.Minute {
				delete(l.by, a)
			}
		}
		l.swept = now
	}
}

// get is addr's bucket, made when first asked for; l.mu is held.
func (l *limiters) get(addr string, now time.Time) *limiter {
	x := l.by[addr]
	if x == nil {
		x = &limiter{Limiter: rate.NewLimiter(l.r, l.burst)}
		l.by[addr] = x
	}
	x.used = now
	return x
}

// spent reports whether addr's bucket is empty, or owes (charge).
func (l *limiters) spent(addr string) bool {
	if l.r == rate.Inf {
		return false
	}
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sweep(now)
	x := l.by[addr] // an address never charged has nothing spent
	return x != nil && x.TokensAt(now) < 1
}

// charge takes n from addr's bucket, whatever it holds: what is taken
// past it is owed, and spent says so until it has come back.
func (l *limiters) charge(addr string, n int) {
	if l.r == rate.Inf || n <= 0 {
		return
	}
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sweep(now)
	l.get(addr, now).ReserveN(now, min(n, l.burst))
}

// clientAddr is the address limits count against (addrKey): the peer's
// IP, or behind a trusted proxy the last X-Forwarded-For hop, the one the
// proxy itself saw (a client may send a header of its own, which proxies
// such as nginx keep in front of what they append).
func (s *Server) clientAddr(r *http.Request) string {
	if s.viaProxy(r) {
		if fs := r.Header.Values("X-Forwarded-For"); len(fs) > 0 {
			f := fs[len(fs)-1]
			if i := strings.LastIndexByte(f, ','); i >= 0 {
				f = f[i+1:]
			}
			if f = strings.TrimSpace(f); f != "" {
				return addrKey(f)
			}
		}
	}
	return addrKey(hostOf(r.RemoteAddr))
}

// viaProxy says whether r's forwarding headers are to be believed: with
// TrustProxy, when it comes from a proxy, an address of this host or of
// its private network. A client that reaches the server past the proxy
// (its port published to the internet: docker run -p 8080:8080) would
// otherwise name itself a new address each request, and be off the
// listener's cap by address besides.
func (s *Server) viaProxy(r *http.Request) bool {
	return s.cfg.TrustProxy && fromProxy(hostOf(r.RemoteAddr))
}

// fromProxy says whether the peer at host may be the proxy: a loopback
// or private address.
func fromProxy(host string) bool {
	a, err := netip.ParseAddr(host)
	a = a.WithZone("").Unmap()
	return err == nil && (a.IsLoopback() || a.IsPrivate())
}

// addrKey is what the limits by address count a client as: an IPv4
// address as it is, an IPv6 address by its /64. A /64 is what one
// subscriber, or one server, is given (the smallest block an ISP or a
// host assigns): counted address by address its 2^64 addresses would
// each be a fresh limit. An IPv4 address mapped into IPv6 is the IPv4
// address; a port a proxy put in its header is dropped.
func addrKey(s string) string {
	a, err := netip.ParseAddr(s)
	if err != nil {
		ap, err := netip.ParseAddrPort(s)
		if err != nil {
			return s
		}
		a = ap.Addr()
	}
	a = a.WithZone("").Unmap()
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

// allow takes a message from the limit of whoever sent it: the seat, or
// this connection when it holds none. A flood closes only the connection
// it comes from.
func (c *session) allow() bool {
	cfg := &c.srv.cfg
	if cfg.MsgRate == rate.Inf {
		return true
	}
	t := c.t
	t.mu.Lock()
	var l *rate.Limiter
	if c.hello && c.seat >= 0 {
		l = t.seatLimiter(&t.seatMsgs, c.seat, cfg.MsgRate, cfg.MsgBurst)
	} else {
		if c.lim == nil {
			c.lim = rate.NewLimiter(cfg.MsgRate, cfg.MsgBurst)
		}
		l = c.lim
	}
	t.mu.Unlock()
	return l.Allow()
}

// watchersLocked is how many watchers the table has here, and how many
// of them come from addr; t.mu is held.
func (t *table) watchersLocked(addr string) (all, from int) {
	for c := range t.conns {
		if c.seat < 0 {
			all++
			if c.addr == addr {
				from++
			}
		}
	}
	return all, from
}

// watchersFull says whether a newcomer from addr may not watch: the table
// has as many watchers as it takes, or a fifth of them from addr (one
// address held all 50 places of a table, and no one else could watch);
// t.mu is held.
func (t *table) watchersFull(addr string) bool {
	most := t.srv.cfg.WatchersPerTable
	if most <= 0 {
		return false
	}
	all, from := t.watchersLocked(addr)
	return all >= most || from >= max(1, most/5)
}

// takePreHello counts a connection from addr that has not said hello, if
// addr may open another.
func (s *Server) takePreHello(addr string) bool {
	s.preMu.Lock()
	defer s.preMu.Unlock()
	if s.preHello[addr] >= s.cfg.PreHelloPerAddr {
		return false
	}
	s.preHello[addr]++
	return true
}

func (s *Server) givePreHello(addr string) {
	s.preMu.Lock()
	defer s.preMu.Unlock()
	if s.preHello[addr]--; s.preHello[addr] <= 0 {
		delete(s.preHello, addr)
	}
}
