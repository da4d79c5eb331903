//go:build !js

package server

import (
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"noddy/engine"
)

// Open-file exhaustion: a flood of idle connections from many addresses
// against the server binary under a lowered open-file limit, held across
// several of the embedded store's syncs (-store-sync 1s: NATS syncs its
// files between half the interval and the interval after each sync, and
// that sync opening a file at the limit is what wedged the store). With
// the listener's reserve the connections past the budget are refused
// plainly, a match under way plays on, and once the flood goes the
// server creates tables and is ready again, with no restart. Without the
// reserve (-fd-reserve 0, the server as it was) the store wedges and
// readiness says so: that is the cause the reserve removes.
func TestHostileOpenFiles(t *testing.T) {
	for _, c := range []struct {
		name    string
		reserve string
		wedges  bool
	}{{"with the reserve", "256", false}, {"without the reserve", "0", true}} {
		t.Run(c.name, func(t *testing.T) {
			h := startHostile(t, 600, "-store-sync", "1s", "-fd-reserve", c.reserve, "-header-timeout", "1m", "-conns-per-addr", "50")
			ctx := ctxFor(t, 3*time.Minute)
			code, id := h.create(t, "127.0.0.1", nil, "{}")
			if code != http.StatusCreated {
				t.Fatalf("create: %d %s", code, id)
			}
			// Two seats whose every decision takes 300 ms: the match is
			// under way through the flood.
			slow := func(d func(engine.View) engine.Action) func(engine.View) engine.Action {
				return func(v engine.View) engine.Action {
					time.Sleep(300 * time.Millisecond)
					return d(v)
				}
			}
			a := newPlayer(t, []string{h.base}, id, "Ann", slow(computer(t, "greedy", 1)), false, 1)
			a.c.GiveUp = 2 * time.Minute
			a.run(ctx)
			<-a.welcome
			b := newPlayer(t, []string{h.base}, id, "Bob", slow(computer(t, "greedy", 2)), false, 1)
			b.c.GiveUp = 2 * time.Minute
			b.run(ctx)
			<-b.welcome

			var (
				mu      sync.Mutex
				held    []net.Conn
				refused int
			)
			var wg sync.WaitGroup
			for i := range 14 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for range 50 {
						c, err := idle(t, fmt.Sprintf("127.0.1.%d", i+1), h.addr)
						if err != nil {
							continue
						}
						mu.Lock()
						held = append(held, c)
						mu.Unlock()
					}
				}()
			}
			wg.Wait()
			// Which were refused shows once the server has answered them.
			time.Sleep(time.Second)
			mu.Lock()
			var kept []net.Conn
			for _, c := range held {
				c.SetReadDeadline(time.Now().Add(time.Millisecond))
				buf := make([]byte, 1)
				if n, err := c.Read(buf); n > 0 || err != nil && !isTimeout(err) {
					refused++
					c.Close()
					continue
				}
				kept = append(kept, c)
			}
			held = kept
			mu.Unlock()
			t.Logf("flood: %d held, %d refused", len(held), refused)
			if !c.wedges && refused == 0 {
				t.Fatal("no connection of 700 was refused under a limit of 600")
			}
			a.mu.Lock()
			itemsBefore := len(a.items)
			a.mu.Unlock()
			time.Sleep(3 * time.Second) // three syncs at least
			a.mu.Lock()
			during := len(a.items) - itemsBefore
			a.mu.Unlock()
			if !c.wedges && during == 0 {
				t.Error("the match made no progress during the flood")
			}
			for _, c := range held {
				c.Close()
			}
			t.Logf("the match's items during the flood: %d", during)

			if c.wedges {
				// The store took no write after the flood: not ready, and
				// no table is made, until a restart.
				var body string
				for start := time.Now(); time.Since(start) < 30*time.Second; time.Sleep(200 * time.Millisecond) {
					if code, body = h.get(t, "/readyz"); code == http.StatusServiceUnavailable {
						break
					}
				}
				if code != http.StatusServiceUnavailable || !strings.HasPrefix(body, "the table store does not answer: ") {
					t.Fatalf("readiness of a wedged store: %d %q\n%s", code, body, h.logText())
				}
				if code, body := h.create(t, "127.0.0.1", nil, "{}"); code != http.StatusServiceUnavailable {
					t.Fatalf("create on a wedged store: %d %s", code, body)
				}
				t.Logf("readiness: %q", body)
				return
			}
			var body string
			for start := time.Now(); time.Since(start) < 15*time.Second; time.Sleep(100 * time.Millisecond) {
				if code, body = h.create(t, "127.0.0.1", nil, "{}"); code == http.StatusCreated {
					break
				}
			}
			if code != http.StatusCreated {
				t.Fatalf("create after the flood: %d %s\n%s", code, body, h.logText())
			}
			// Readiness comes from the probe (every 5 s): the next one
			// says the store takes writes.
			time.Sleep(5 * time.Second)
			if code, body := h.get(t, "/readyz"); code != http.StatusOK || body != "ready\n" {
				t.Fatalf("readiness after the flood: %d %q", code, body)
			}
			a.wait(t, "Ann")
			b.wait(t, "Bob")
			checkReplay(t, h.base, id, a, b)
			if h.cmd.ProcessState != nil {
				t.Fatal("the server exited")
			}
			if n := h.metric(t, `noddy_refusals_total{limit="conn-total"}`); n != float64(refused) {
				t.Errorf("refusals counted %v, seen %d", n, refused)
			}
			if strings.Contains(h.logText(), "too many open files") {
				t.Errorf("the server met the open-file limit:\n%s", h.logText())
			}
		})
	}
}

func isTimeout(err error) bool {
	ne, ok := err.(net.Error)
	return ok && ne.Timeout()
}
