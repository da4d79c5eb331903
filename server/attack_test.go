//go:build !js

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"noddy/engine"
	"noddy/protocol"
)

// Attacks on the real server binary, each run while two honest tables
// play on (one elsewhere, one the attack's target), reporting their
// intent→event latency during each attack, what each attack got, and any
// panic in the server's log; every frame of the target table's seats and
// of a watcher of it is checked for a card it may not see. Run by hand
// (BENCHMARKS.md, "Shared table under attack"), with nothing heavy beside it:
//
//	NODDY_ATTACK=pings,watchers,amplify,stormseer go test -count=1 -run '^TestAttacks$' -v ./server/
//
// The attacks: pings (8 connections flooding pings), malformed (frames
// no client should send), urls (paths under /t/ and /api/), tokens
// (guessed and altered tokens), watchers (2,000 watchers of the target),
// chatflood, creates (1,000 from one address), storm and stormseer
// (watchers coming back from seq 0 again and again, the second checking
// their frames), text (invisible and oversized chat and names), amplify
// (2,000 watchers of the attacker's own table played at full speed),
// partial (a hello begun and never finished; an unmasked frame).

// probe is an honest pair of seats playing matches with a think time,
// measuring each seat's intent→event.
type probe struct {
	name string
	mu   sync.Mutex
	lat  []struct {
		at time.Time
		d  time.Duration
	}
	a, b  *player
	ended []*player
}

func (p *probe) seat(t *testing.T, base, id, name string, seed uint64, think time.Duration, matches int) *player {
	d := computer(t, "greedy", seed)
	var sent time.Time
	var smu sync.Mutex
	pl := newPlayer(t, []string{base}, id, name, func(v engine.View) engine.Action {
		time.Sleep(think)
		a := d(v)
		smu.Lock()
		sent = time.Now()
		smu.Unlock()
		return a
	}, false, matches)
	orig := pl.c.OnItem
	pl.c.OnItem = func(it protocol.Item) {
		orig(it)
		if it.Kind != protocol.ItemEvent {
			return
		}
		smu.Lock()
		s := sent
		sent = time.Time{}
		smu.Unlock()
		if !s.IsZero() {
			p.mu.Lock()
			p.lat = append(p.lat, struct {
				at time.Time
				d  time.Duration
			}{time.Now(), time.Since(s)})
			p.mu.Unlock()
		}
	}
	return pl
}

func startProbe(t *testing.T, h *hostile, src, name string, think time.Duration, matches int) (*probe, func() string) {
	p := &probe{name: name}
	var cur atomic.Value
	ready := make(chan struct{})
	var once sync.Once
	go func() {
		for n := 0; ; n++ {
			code, id := h.create(t, src, nil, `{"game":"cribbage-seven"}`)
			if code != http.StatusCreated {
				t.Logf("probe create: %d %s", code, id)
				return
			}
			cur.Store(id)
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
			a := p.seat(t, h.base, id, name+"-A", uint64(11+n), think, 1)
			a.run(ctx)
			<-a.welcome
			b := p.seat(t, h.base, id, name+"-B", uint64(12+n), think, 1)
			b.run(ctx)
			<-b.welcome
			p.mu.Lock()
			p.a, p.b = a, b
			p.mu.Unlock()
			once.Do(func() { close(ready) })
			ea, eb := <-a.done, <-b.done
			cancel()
			if ea != nil || eb != nil {
				t.Logf("PROBE %s ended: %v %v", name, ea, eb)
			}
			p.mu.Lock()
			p.ended = append(p.ended, a, b)
			p.mu.Unlock()
		}
	}()
	<-ready
	return p, func() string { return cur.Load().(string) }
}

func (p *probe) window(from, to time.Time) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var ds []time.Duration
	for _, l := range p.lat {
		if !l.at.Before(from) && !l.at.After(to) {
			ds = append(ds, l.d)
		}
	}
	slices.Sort(ds)
	if len(ds) == 0 {
		return p.name + ": no samples"
	}
	q := func(f float64) time.Duration {
		return ds[min(len(ds)-1, int(f*float64(len(ds))))].Round(100 * time.Microsecond)
	}
	return fmt.Sprintf("%s: n=%d p50 %v p99 %v max %v", p.name, len(ds), q(.5), q(.99), q(1))
}

func (p *probe) errs() string {
	p.mu.Lock()
	all := append(slices.Clone(p.ended), p.a, p.b)
	p.mu.Unlock()
	var out []string
	for _, pl := range all {
		pl.mu.Lock()
		out = append(out, pl.errs...)
		out = append(out, fmt.Sprintf("reconnects %d", pl.c.Reconnects))
		pl.mu.Unlock()
	}
	return strings.Join(out, "; ")
}

func TestAttacks(t *testing.T) {
	if os.Getenv("NODDY_ATTACK") == "" {
		t.Skip("run by hand with NODDY_ATTACK=attack,…")
	}
	h := startHostile(t, 0)
	other, _ := startProbe(t, h, "127.0.0.50", "other", 100*time.Millisecond, 1000)
	same, sameID := startProbe(t, h, "127.0.0.51", "same", 100*time.Millisecond, 1000)
	// A watcher of the same table, checking frames for hidden cards.
	wp := newPlayer(t, []string{h.base}, sameID(), "Watcher", nil, true, 1000)
	wp.run(ctxFor(t, 20*time.Minute))
	<-wp.welcome

	phase := func(name string, fn func()) {
		t0 := time.Now()
		fn()
		t1 := time.Now()
		t.Logf("PHASE %s (%.1f s): %s | %s | panics in log: %d", name, t1.Sub(t0).Seconds(), other.window(t0, t1), same.window(t0, t1), strings.Count(h.logText(), "panic"))
	}
	phase("baseline", func() { time.Sleep(4 * time.Second) })
	for _, name := range strings.Split(os.Getenv("NODDY_ATTACK"), ",") {
		fn := attacks[name]
		if fn == nil {
			t.Fatalf("no attack %s", name)
		}
		phase(name, func() { fn(t, h, sameID()) })
	}
	phase("after", func() { time.Sleep(3 * time.Second) })
	t.Logf("other: %s", other.errs())
	t.Logf("same: %s", same.errs())
	wp.mu.Lock()
	t.Logf("watcher: frames %d errs %v", wp.frames, wp.errs)
	wp.mu.Unlock()
	for _, s := range []string{`noddy_refusals_total{limit="msg-rate"}`, `noddy_refusals_total{limit="conn-address"}`, `noddy_refusals_total{limit="pre-hello"}`, `noddy_refusals_total{limit="frame-size"}`, `noddy_connections`} {
		code, body := h.get(t, "/metrics")
		_ = code
		for _, l := range strings.Split(body, "\n") {
			if strings.HasPrefix(l, s) {
				t.Logf("%s", l)
			}
		}
	}
	if strings.Contains(h.logText(), "panic") {
		t.Errorf("panic in log:\n%s", h.logText())
	}
}

var attacks = map[string]func(t *testing.T, h *hostile, sameID string){
	"pings": func(t *testing.T, h *hostile, id string) {
		var wg sync.WaitGroup
		var sent atomic.Int64
		for k := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r, head, err := rawDial(t, fmt.Sprintf("127.0.1.%d", 1+k), h.addr, "/api/tables/"+id+"/ws")
				if err != nil || !strings.HasPrefix(head, "HTTP/1.1 101") {
					t.Logf("dial: %v %q", err, head)
					return
				}
				r.c.Write(wsFrame(true, 1, []byte(`{"type":"hello","v":2,"watch":true}`), -1))
				go io.Copy(io.Discard, r.br)
				ping := wsFrame(true, 9, []byte("0123456789"), -1)
				buf := []byte{}
				for range 100 {
					buf = append(buf, ping...)
				}
				end := time.Now().Add(8 * time.Second)
				for time.Now().Before(end) {
					if _, err := r.c.Write(buf); err != nil {
						t.Logf("ping flood %d cut after %d pings: %v", k, sent.Load(), err)
						return
					}
					sent.Add(100)
				}
				r.c.Close()
			}()
		}
		wg.Wait()
		t.Logf("pings sent %d", sent.Load())
	},
	"malformed": func(t *testing.T, h *hostile, id string) {
		hello := []byte(`{"type":"hello","v":2,"watch":true}`)
		cases := []struct {
			name   string
			frames [][]byte
		}{
			{"bad json", [][]byte{wsFrame(true, 1, []byte(`{"type":`), -1)}},
			{"binary", [][]byte{wsFrame(true, 2, []byte{0, 1, 2}, -1)}},
			{"invalid utf8 text", [][]byte{wsFrame(true, 1, []byte("{\"type\":\"chat\",\"text\":\"\xff\xfe\"}"), -1)}},
			{"deep nesting", [][]byte{wsFrame(true, 1, []byte(`{"type":"act","id":"x","action":`+strings.Repeat("[", 8000)+`}`), -1)}},
			{"huge declared length", [][]byte{wsFrame(true, 1, []byte("abc"), 1<<62)}},
			{"9 KB", [][]byte{wsFrame(true, 1, []byte(`{"type":"chat","text":"`+strings.Repeat("a", 9000)+`"}`), -1)}},
			{"fragments 9 KB", [][]byte{wsFrame(false, 1, []byte(strings.Repeat(" ", 5000)), -1), wsFrame(true, 0, []byte(strings.Repeat(" ", 5000)), -1)}},
			{"continuation first", [][]byte{wsFrame(true, 0, []byte("x"), -1)}},
			{"bad opcode", [][]byte{wsFrame(true, 5, []byte("x"), -1)}},
			{"unmasked", [][]byte{{0x81, 0x02, 'h', 'i'}}},
			{"rsv bits", [][]byte{append([]byte{0xc1}, wsFrame(true, 1, []byte("x"), -1)[1:]...)}},
			{"ping too long", [][]byte{wsFrame(true, 9, []byte(strings.Repeat("p", 200)), -1)}},
			{"fragmented ping", [][]byte{wsFrame(false, 9, []byte("p"), -1)}},
			{"close bad code", [][]byte{wsFrame(true, 8, []byte{0x03, 0xe7}, -1)}},
			{"partial then silence", [][]byte{wsFrame(true, 1, []byte("abc"), 100)}},
			{"act with negative card", [][]byte{wsFrame(true, 1, []byte(`{"type":"act","id":"x1","action":{"type":"lay","card":-1}}`), -1)}},
			{"act huge numbers", [][]byte{wsFrame(true, 1, []byte(`{"type":"act","id":"x2","action":{"type":"discard","cards":[1e400,"AS"],"seat":1e99}}`), -1)}},
			{"hello twice", [][]byte{wsFrame(true, 1, hello, -1)}},
			{"signal to nobody", [][]byte{wsFrame(true, 1, []byte(`{"type":"signal","to":-1,"signal":{"sdp":"`+strings.Repeat("x", 7000)+`"}}`), -1)}},
			{"signal to 99", [][]byte{wsFrame(true, 1, []byte(`{"type":"signal","to":99,"signal":{}}`), -1)}},
		}
		for _, c := range cases {
			r, head, err := rawDial(t, "127.0.1.20", h.addr, "/api/tables/"+id+"/ws")
			if err != nil || !strings.HasPrefix(head, "HTTP/1.1 101") {
				t.Errorf("%s dial: %v %q", c.name, err, head)
				continue
			}
			r.c.Write(wsFrame(true, 1, hello, -1))
			for _, f := range c.frames {
				r.c.Write(f)
			}
			code, text, _ := r.readAll(3 * time.Second)
			var keep []string
			for _, x := range strings.Split(text, "|") {
				if !strings.Contains(x, `"welcome"`) && !strings.Contains(x, `"items"`) && !strings.Contains(x, `"prompt"`) {
					keep = append(keep, x)
				}
			}
			t.Logf("MALFORMED %-22s close %d: %.300s", c.name, code, strings.Join(keep, "|"))
			r.c.Close()
		}
	},
	"urls": func(t *testing.T, h *hostile, id string) {
		for _, p := range []string{
			"/t/..%2f..%2f..%2fetc%2fpasswd", "/t/%2e%2e", "/t/.%2e/.%2e/etc/passwd", "/t/" + strings.Repeat("A", 8000),
			"/t/%00", "/t/a.b", "/t/.htaccess", "/t/..", "/t/x.wasm", "/t/" + id + ".", "/api/tables/%00/ws", "/api/tables/../../x",
			"/api/tables/" + strings.Repeat("B", 5000) + "/record", "/api/tables/" + id + "/record/../ws", "/api/tables/%ff%fe",
			"/t/%e2%80%ae", "/api/tables/" + id + "?x=%00", "/t/new", "/api/tables/" + id + "/ws",
			"/api/tables//ws", "/api/tables/ /record",
		} {
			c, _ := idle(t, "127.0.1.30", h.addr)
			fmt.Fprintf(c, "GET %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", p)
			got, _ := answer(c, 5*time.Second)
			c.Close()
			first, _, _ := strings.Cut(got, "\r\n")
			body := got[strings.Index(got, "\r\n\r\n")+4:]
			t.Logf("URL %.60s -> %s %.100q", p, first, body)
		}
	},
	"tokens": func(t *testing.T, h *hostile, _ string) {
		// A table of two seated players between deals: nothing changes it
		// but them.
		_, id := h.create(t, "127.0.1.41", nil, "{}")
		ann, _ := dialFrom(t, "127.0.1.41", h.base, id)
		ann.hello("Ann", "", nil)
		bob, _ := dialFrom(t, "127.0.1.42", h.base, id)
		bob.hello("Bob", "", nil)
		time.Sleep(500 * time.Millisecond)
		before := tableAt(t, h.base, id)
		steal := []string{bob.token + " ", strings.ToUpper(bob.token), bob.token[:len(bob.token)-1], bob.token + "=", "\u202e" + bob.token}
		r, _ := dialFrom(t, "127.0.1.40", h.base, id)
		codes := map[string]int{}
		for i := range 200 {
			tok := []string{"", " ", strings.Repeat("A", 43), strings.Repeat("x", 7000), "\x00", "null"}[i%6] + fmt.Sprint(i)
			if i < len(steal) {
				tok = steal[i]
			}
			r.send(protocol.ClientMsg{Type: protocol.Hello, V: 2, Token: tok})
			m, err := r.next()
			if err != nil {
				codes["closed: "+err.Error()]++
				r, _ = dialFrom(t, "127.0.1.40", h.base, id)
				continue
			}
			codes[m.Type+"/"+m.Code]++
		}
		after := tableAt(t, h.base, id)
		if m := ann.reply(protocol.ClientMsg{Type: protocol.Chat, ID: "still", Text: "still mine"}); m.Type != protocol.Ack {
			t.Errorf("Ann after the guesses: %+v", m)
		}
		replaced := false
		for {
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			_, b, err := bob.ws.Read(ctx)
			cancel()
			if err != nil {
				break
			}
			replaced = replaced || strings.Contains(string(b), `"replaced"`)
		}
		t.Logf("TOKENS %v; table unchanged: %v; Bob's connection replaced: %v", codes, before == after, replaced)
	},
	"watchers": func(t *testing.T, h *hostile, id string) {
		var held []*websocket.Conn
		var mu sync.Mutex
		var wg sync.WaitGroup
		var fail atomic.Int64
		for k := range 40 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range 50 {
					r, err := dialFrom(t, fmt.Sprintf("127.0.2.%d", 1+k), h.base, id)
					if err != nil {
						fail.Add(1)
						continue
					}
					r.send(protocol.ClientMsg{Type: protocol.Hello, V: 2, Watch: true})
					if m, err := r.next(); err != nil || m.Type != protocol.Welcome {
						fail.Add(1)
						r.ws.CloseNow()
						continue
					}
					mu.Lock()
					held = append(held, r.ws)
					mu.Unlock()
					go func() {
						for {
							if _, _, err := r.ws.Read(context.Background()); err != nil {
								return
							}
						}
					}()
				}
			}()
		}
		wg.Wait()
		t.Logf("WATCHERS held %d, failed %d", len(held), fail.Load())
		time.Sleep(10 * time.Second)
		for _, w := range held {
			w.CloseNow()
		}
	},
	"creates": func(t *testing.T, h *hostile, id string) {
		codes := map[int]int{}
		var mu sync.Mutex
		var wg sync.WaitGroup
		for k := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range 125 {
					code, _ := h.create(t, "127.0.3.1", nil, "{}")
					mu.Lock()
					codes[code]++
					mu.Unlock()
					_ = k
				}
			}()
		}
		wg.Wait()
		t.Logf("CREATES from one address: %v", codes)
	},
	"storm": func(t *testing.T, h *hostile, id string) {
		// Watchers that come and go asking for the whole history.
		var n, fail atomic.Int64
		var items atomic.Int64
		end := time.Now().Add(10 * time.Second)
		var wg sync.WaitGroup
		for k := range 16 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for time.Now().Before(end) {
					r, head, err := rawDial(t, fmt.Sprintf("127.0.4.%d", 1+k%4), h.addr, "/api/tables/"+id+"/ws")
					if err != nil || !strings.HasPrefix(head, "HTTP/1.1 101") {
						fail.Add(1)
						if r != nil {
							r.c.Close()
						}
						time.Sleep(10 * time.Millisecond)
						continue
					}
					r.c.Write(wsFrame(true, 1, []byte(`{"type":"hello","v":2,"watch":true,"last":0}`), -1))
					r.c.SetReadDeadline(time.Now().Add(200 * time.Millisecond))
					b, _ := io.Copy(io.Discard, r.br)
					items.Add(b)
					r.c.Close()
					n.Add(1)
				}
			}()
		}
		wg.Wait()
		t.Logf("STORM %d reconnects (last 0), %d failed, %d bytes read", n.Load(), fail.Load(), items.Load())
	},
	"chatflood": func(t *testing.T, h *hostile, id string) {
		// A watcher and a seat of their own table flood frames.
		r, _ := dialFrom(t, "127.0.5.1", h.base, id)
		r.send(protocol.ClientMsg{Type: protocol.Hello, V: 2, Watch: true})
		r.until(protocol.Welcome)
		go io.Copy(io.Discard, &wsDrain{r.ws})
		n := 0
		end := time.Now().Add(5 * time.Second)
		for time.Now().Before(end) {
			if r.ws.Write(context.Background(), websocket.MessageText, fmt.Appendf(nil, `{"type":"chat","id":"c%d","text":"x"}`, n)) != nil {
				break
			}
			n++
		}
		t.Logf("CHATFLOOD watcher sent %d before the close", n)
	},
	"text": func(t *testing.T, h *hostile, id string) {
		_, tid := h.create(t, "127.0.6.1", nil, "{}")
		a, _ := dialFrom(t, "127.0.6.1", h.base, tid)
		a.hello("Ann", "", nil)
		b, _ := dialFrom(t, "127.0.6.1", h.base, tid)
		b.hello("Bob", "", nil)
		for i, in := range []string{"\u200b", "\u200b\u200c\u200d\u2060", "\u3164", "\u115f\u1160", "\u2800", "\u00ad", "\U000e0041\U000e0042", "a\u034f\u034f\u034f\u034f\u034f\u034f\u034fb", "\ufe0f\ufe0f", strings.Repeat("w", 500), strings.Repeat("\ufdfd", 30)} {
			m := a.reply(protocol.ClientMsg{Type: protocol.Chat, ID: fmt.Sprint("t", i), Text: in})
			if i%4 == 3 {
				time.Sleep(8 * time.Second)
			}
			t.Logf("TEXT chat %+q -> %s %s", in, m.Type, m.Code)
		}
		for i, in := range []string{"\u200b", "\u3164", "\u115f", "\u2800\u2800", "\u3164Ann", "\U000e0041", strings.Repeat("\ufdfd", 24), "A\u0300\u0300\u0300\u0300"} {
			m := b.reply(protocol.ClientMsg{Type: protocol.Name, ID: fmt.Sprint("n", i), Name: in})
			if m.Type == protocol.Ack {
				it := a.waitItem(protocol.ItemName, func(it protocol.Item) bool { return it.Seq > 0 })
				t.Logf("TEXT name %+q -> ack, others see %+q", in, it.Name)
				a.items = nil
			} else {
				t.Logf("TEXT name %+q -> %s %s", in, m.Type, m.Code)
			}
			if i == 4 {
				time.Sleep(60 * time.Second)
			}
		}
	},
	"amplify": func(t *testing.T, h *hostile, _ string) {
		_, id := h.create(t, "127.0.7.1", nil, `{"game":"cribbage-seven"}`)
		var held []*websocket.Conn
		var mu sync.Mutex
		var wg sync.WaitGroup
		var fail atomic.Int64
		var frames atomic.Int64
		for k := range 40 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range 50 {
					r, err := dialFrom(t, fmt.Sprintf("127.0.8.%d", 1+k), h.base, id)
					if err != nil {
						fail.Add(1)
						continue
					}
					r.send(protocol.ClientMsg{Type: protocol.Hello, V: 2, Watch: true})
					if m, err := r.next(); err != nil || m.Type != protocol.Welcome {
						fail.Add(1)
						r.ws.CloseNow()
						continue
					}
					mu.Lock()
					held = append(held, r.ws)
					mu.Unlock()
					go func() {
						for {
							if _, _, err := r.ws.Read(context.Background()); err != nil {
								return
							}
							frames.Add(1)
						}
					}()
				}
			}()
		}
		wg.Wait()
		t.Logf("AMPLIFY watchers held %d, failed %d; the match starts", len(held), fail.Load())
		t0 := time.Now()
		ctx := ctxFor(t, 2*time.Minute)
		a := newPlayer(t, []string{h.base}, id, "X", computer(t, "greedy", 1), false, 1)
		a.run(ctx)
		<-a.welcome
		b := newPlayer(t, []string{h.base}, id, "Y", computer(t, "greedy", 2), false, 1)
		b.run(ctx)
		<-a.done
		<-b.done
		t.Logf("AMPLIFY match of %d items in %v, watchers' frames %d", len(a.items), time.Since(t0), frames.Load())
		for _, w := range held {
			w.CloseNow()
		}
	},
	"partial": func(t *testing.T, h *hostile, id string) {
		// A hello frame begun and never finished; an unmasked frame.
		for _, f := range [][]byte{wsFrame(true, 1, []byte(`{"type":"hel`), 40), {0x81, 0x02, 'h', 'i'}} {
			r, _, _ := rawDial(t, "127.0.9.1", h.addr, "/api/tables/"+id+"/ws")
			r.c.Write(f)
			t0 := time.Now()
			code, text, _ := r.readAll(20 * time.Second)
			t.Logf("PARTIAL %q: close %d after %v: %.200s", f[:2], code, time.Since(t0).Round(time.Millisecond), text)
			r.c.Close()
		}
	},
	"stormseer": func(t *testing.T, h *hostile, id string) {
		var n, leaks atomic.Int64
		end := time.Now().Add(10 * time.Second)
		var wg sync.WaitGroup
		for k := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for time.Now().Before(end) {
					r, err := dialFrom(t, fmt.Sprintf("127.0.10.%d", 1+k), h.base, id)
					if err != nil {
						continue
					}
					r.send(protocol.ClientMsg{Type: protocol.Hello, V: 2, Watch: true, Last: new(int64)})
					sr := &seer{seat: -1}
					for {
						ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
						_, b, err := r.ws.Read(ctx)
						cancel()
						if err != nil {
							break
						}
						var m protocol.ServerMsg
						if json.Unmarshal(b, &m) != nil {
							continue
						}
						if err := sr.frame(b, &m); err != nil {
							leaks.Add(1)
							t.Logf("LEAK %v", err)
						}
					}
					r.ws.CloseNow()
					n.Add(1)
				}
			}()
		}
		wg.Wait()
		t.Logf("STORMSEER %d watchers from the start, %d frames with a hidden card", n.Load(), leaks.Load())
	},
}

type wsDrain struct{ ws *websocket.Conn }

func (d *wsDrain) Read(p []byte) (int, error) {
	_, b, err := d.ws.Read(context.Background())
	return copy(p, b), err
}
