//go:build !js

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// Hostile mode (BENCHMARKS.md, "Shared table under attack"): while an
// attacker keeps -idle idle connections open from -idle-addrs addresses
// (127.0.4.2 on; each reopened as soon as the server closes it) and
// floods chat from a seat of its own from 127.0.0.2 (reconnecting with its
// token whenever it is closed), it measures what everyone else gets:
// tables created from other addresses (127.0.3.x, one each) and -tables
// matches played at full speed from 127.0.0.1 (intent to event, lost
// actions), and the server's RSS before, during and after. The server
// runs with its limits on (messages by seat, connections by address and
// in all), except the per-address create limit, which would refuse the
// measured creates from one address.

// dialerFrom dials from source address src.
func dialerFrom(src string) *net.Dialer {
	return &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(src)}, Timeout: 5 * time.Second}
}

func httpFrom(src string) *http.Client {
	return &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{DialContext: dialerFrom(src).DialContext, DisableKeepAlives: true}}
}

type attack struct {
	held, opened, refused atomic.Int64
	chats, closes         atomic.Int64
}

// idler keeps one idle connection open from src until ctx ends.
func (a *attack) idler(ctx context.Context, src, addr string) {
	buf := make([]byte, 512)
	for ctx.Err() == nil {
		c, err := dialerFrom(src).DialContext(ctx, "tcp", addr)
		if err != nil {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		a.opened.Add(1)
		a.held.Add(1)
		go func() { <-ctx.Done(); c.Close() }()
		t0 := time.Now()
		n, _ := io.ReadAtLeast(c, buf, 1)
		a.held.Add(-1)
		if n > 0 && strings.HasPrefix(string(buf[:n]), "HTTP/1.1 503") {
			a.refused.Add(1)
		}
		c.Close()
		// Held until the server's deadline cut it: open another at once.
		// Refused: try again a second later, as a client that keeps its
		// connections open would (not a flood of new connections, which
		// is the network's to stop: docs/HOSTING.md).
		if time.Since(t0) < time.Second {
			time.Sleep(time.Second)
		}
	}
}

// flooder takes a seat at a table of its own from src and sends chat as
// fast as the socket takes it, coming back with its token when closed.
func (a *attack) flooder(ctx context.Context, base, src string) {
	id, err := createFrom(ctx, base, src)
	if err != nil {
		fmt.Println("the flooder's table:", err)
		return
	}
	u := "ws" + strings.TrimPrefix(base, "http") + "/api/tables/" + id + "/ws"
	token := ""
	n := 0
	for ctx.Err() == nil {
		ws, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPClient: httpFrom(src)})
		if err != nil {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		ws.SetReadLimit(8 << 20)
		hello := map[string]any{"type": "hello", "v": 2, "name": "Flood"}
		if token != "" {
			hello["token"] = token
		}
		b, _ := json.Marshal(hello)
		ws.Write(ctx, websocket.MessageText, b)
		go func() {
			for {
				_, b, err := ws.Read(ctx)
				if err != nil {
					return
				}
				var m struct{ Type, Token string }
				json.Unmarshal(b, &m)
				if m.Type == "welcome" && m.Token != "" {
					token = m.Token
				}
			}
		}()
		for ctx.Err() == nil {
			n++
			if ws.Write(ctx, websocket.MessageText, fmt.Appendf(nil, `{"type":"chat","id":"f%d","text":"flood %d"}`, n, n)) != nil {
				break
			}
			a.chats.Add(1)
		}
		a.closes.Add(1)
		ws.CloseNow()
		time.Sleep(50 * time.Millisecond)
	}
}

func createFrom(ctx context.Context, base, src string) (string, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/tables", strings.NewReader("{}"))
	req.Header.Set("Content-Type", "application/json")
	resp, err := httpFrom(src).Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var c struct{ ID string }
	json.NewDecoder(resp.Body).Decode(&c)
	if resp.StatusCode != http.StatusCreated {
		return "", fmt.Errorf("create: %d", resp.StatusCode)
	}
	return c.ID, nil
}

// metricsOf is the server's noddy_ samples.
func metricsOf(base string) map[string]float64 {
	out := map[string]float64{}
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		return out
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "noddy_") {
			if i := strings.LastIndexByte(l, ' '); i > 0 {
				f, _ := strconv.ParseFloat(l[i+1:], 64)
				out[l[:i]] = f
			}
		}
	}
	return out
}

func hostileRun(ctx context.Context, srv *server, tables, idleConns, idleAddrs, creates int, level string) {
	http.DefaultClient.Timeout = 20 * time.Second // the record's reads
	seatDial = func(i int) *websocket.DialOptions {
		return &websocket.DialOptions{HTTPClient: httpFrom(fmt.Sprintf("127.0.1.%d", 1+i%250))}
	}
	time.Sleep(time.Second)
	mb := func(b int64) float64 { return float64(b) / (1 << 20) }
	before, liveBefore := srv.rss(), srv.live()
	fctx, stopFlood := context.WithCancel(ctx)
	a := &attack{}
	for i := range idleConns {
		k := i % idleAddrs
		go a.idler(fctx, fmt.Sprintf("127.0.%d.%d", 4+k/250, 2+k%250), srv.addr)
	}
	go a.flooder(fctx, srv.base, "127.0.0.2")
	// Let the attack build up: every idler has dialled.
	for start := time.Now(); a.opened.Load() < int64(idleConns) && time.Since(start) < time.Minute; {
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(2 * time.Second)
	during := srv.rss()
	m0 := metricsOf(srv.base)
	fmt.Printf("attack: %d idle connections wanted from %d address(es): the server holds %.0f connections; %d opened so far, %d answered 503; chat flood from 127.0.0.2 going\n",
		idleConns, idleAddrs, m0["noddy_connections"], a.opened.Load(), a.refused.Load())

	var (
		mu   sync.Mutex
		lat  []time.Duration
		errs atomic.Int64
		wg   sync.WaitGroup
	)
	// What the server holds while the others play, sampled each second:
	// a connection cut at the header deadline is reopened at once, so the
	// count moves.
	var held []float64
	sampled := make(chan struct{})
	sctx, stopSampling := context.WithCancel(ctx)
	go func() {
		defer close(sampled)
		for sctx.Err() == nil {
			held = append(held, metricsOf(srv.base)["noddy_connections"])
			during = max(during, srv.rss())
			select {
			case <-sctx.Done():
			case <-time.After(time.Second):
			}
		}
	}()
	wg.Add(1)
	go func() {
		defer wg.Done()
		sem := make(chan struct{}, 4)
		var inner sync.WaitGroup
		for i := range creates {
			inner.Add(1)
			sem <- struct{}{}
			go func() {
				defer inner.Done()
				defer func() { <-sem }()
				t0 := time.Now()
				if _, err := createFrom(ctx, srv.base, fmt.Sprintf("127.0.3.%d", 1+i%250)); err != nil {
					errs.Add(1)
					return
				}
				mu.Lock()
				lat = append(lat, time.Since(t0))
				mu.Unlock()
			}()
		}
		inner.Wait()
	}()
	st := matches(ctx, srv, tables, level, tables)
	wg.Wait()
	stopSampling()
	<-sampled
	slices.Sort(held)
	if len(held) > 0 {
		fmt.Printf("connections the server held while the others played (%d samples, 1 s apart): min %.0f, median %.0f, max %.0f\n",
			len(held), held[0], held[len(held)/2], held[len(held)-1])
	}
	slices.Sort(lat)
	fmt.Printf("creates from other addresses during the attack: %d, p50 %v, p99 %v, max %v, errors %d\n", len(lat),
		quantile(lat, .5).Round(time.Microsecond), quantile(lat, .99).Round(time.Microsecond), quantile(lat, 1).Round(time.Microsecond), errs.Load())
	m := metricsOf(srv.base)
	fmt.Printf("attack at the end: the server holds %.0f connections; %d opened, %d answered 503 (the rest closed unanswered); flood %d chats sent, %d of its connections closed\n",
		m["noddy_connections"], a.opened.Load(), a.refused.Load(), a.chats.Load(), a.closes.Load())
	fmt.Printf("server refusals: conn-address %.0f, conn-total %.0f, pre-hello %.0f, msg-rate %.0f, write-rate %.0f, load-rate %.0f, store-full %.0f, chat-rate errors %.0f\n",
		m[`noddy_refusals_total{limit="conn-address"}`], m[`noddy_refusals_total{limit="conn-total"}`],
		m[`noddy_refusals_total{limit="pre-hello"}`], m[`noddy_refusals_total{limit="msg-rate"}`],
		m[`noddy_refusals_total{limit="write-rate"}`], m[`noddy_refusals_total{limit="load-rate"}`],
		m[`noddy_refusals_total{limit="store-full"}`], m[`noddy_errors_total{code="chat-rate"}`])
	liveDuring := srv.live()
	stopFlood()
	time.Sleep(15 * time.Second)
	after, liveAfter := srv.rss(), srv.live()
	fmt.Printf("lost actions: %d tables of %d; server RSS before %.1f MB, during %.1f MB, after %.1f MB (15 s after the attack stopped)\n",
		st.lost, tables, mb(before), mb(during), mb(after))
	fmt.Printf("server heap and stacks in use after a GC: before %.1f MB, at the attack's end %.1f MB, after %.1f MB\n",
		mb(liveBefore), mb(liveDuring), mb(liveAfter))
}
