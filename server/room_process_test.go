//go:build !js

package server

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"noddy/client/tableclient"
	"noddy/engine/english"
	"noddy/protocol"
)

// createAnswer is one POST /api/tables's status, Retry-After and body.
type createAnswer struct {
	status int
	retry  string
	body   apiError
}

func postCreate(base string) (createAnswer, error) {
	resp, err := http.Post(base+"/api/tables", "application/json", strings.NewReader(`{"game":"noddy"}`))
	if err != nil {
		return createAnswer{}, err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	a := createAnswer{status: resp.StatusCode, retry: resp.Header.Get("Retry-After")}
	json.Unmarshal(b, &a.body)
	return a, nil
}

// The real server with a small -store-max, filled by creating tables
// until it refuses: the refusal is store-full with its words, a match in
// play goes on (its chat refused), and the host who raises -store-max and
// restarts has new tables taken again, the table in play's seat back.
func TestStoreFullRealServer(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	port, data := freePort(t), t.TempDir()
	p1 := startProc(t, port, "-data", data, "-store-max", "1", "-limit-writes", "0")
	created, err := tableclient.Create(ctxFor(t, time.Minute), p1.base, "", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	id := created.ID
	a, b := mustDial(t, p1.base, id), mustDial(t, p1.base, id)
	a.hello("Ann", "", nil)
	b.hello("Bob", "", nil)
	w := b.waitItem(protocol.ItemEvent, func(it protocol.Item) bool { return len(it.Waiting) > 0 }).Waiting[0]
	r := map[int]*raw{a.seat: a, b.seat: b}[w]

	// Tables created from 8 at once until the server refuses one.
	var (
		made, sent, no atomic.Int64
		mu             sync.Mutex
		refusal        *createAnswer
		wg             sync.WaitGroup
	)
	start := time.Now()
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for sent.Add(1) <= 20_000 {
				c, err := postCreate(p1.base)
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				done := refusal != nil
				if c.status != http.StatusCreated && refusal == nil {
					refusal = &c
				}
				mu.Unlock()
				if c.status != http.StatusCreated {
					no.Add(1)
				}
				if done || c.status != http.StatusCreated {
					return
				}
				made.Add(1)
			}
		}()
	}
	wg.Wait()
	if refusal == nil {
		t.Fatalf("20,000 tables made under a cap of 1 MB")
	}
	t.Logf("%d tables made in %v, then: %+v", made.Load(), time.Since(start).Round(time.Millisecond), *refusal)
	want := createAnswer{http.StatusServiceUnavailable, "600", apiError{protocol.ErrStoreFull, english.StoreNoNewTables}}
	if *refusal != want {
		t.Fatalf("the create refused: %+v, want %+v", *refusal, want)
	}
	if c, _ := postCreate(p1.base); c != want {
		t.Fatalf("a create after: %+v, want %+v", c, want)
	}
	// The match in play goes on; its chat waits.
	r.until(protocol.Prompt)
	act := protocol.ClientMsg{Type: protocol.Act, ID: "a1", Action: &protocol.Action{Action: r.last.View.Actions[0]}}
	if x := r.reply(act); x.Type != protocol.Ack {
		t.Fatalf("a move short of room: %+v", x)
	}
	if x := r.reply(protocol.ClientMsg{Type: protocol.Chat, ID: "c1", Text: "hello"}); x.Type != protocol.Error ||
		x.Code != protocol.ErrStoreFull || x.Message != english.StoreShort {
		t.Fatalf("chat short of room: %+v", x)
	}
	var metrics string
	if resp, err := http.Get(p1.base + "/metrics"); err == nil {
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		metrics = string(body)
	}
	for _, line := range []string{"noddy_store_max_bytes 1.048576e+06", fmt.Sprintf(`noddy_refusals_total{limit="store-full"} %d`, no.Load()+2)} {
		if !strings.Contains(metrics, line+"\n") {
			t.Errorf("/metrics has no %q", line)
		}
	}
	p1.kill()
	if log := p1.log.String(); !strings.Contains(log, "table store short of room") {
		t.Errorf("the log does not say the store is short of room:\n%s", log)
	}

	// The host raises the cap: new tables are taken again, and the seat
	// comes back to its table.
	p2 := startProc(t, port, "-data", data, "-store-max", "2", "-limit-writes", "0")
	if c, err := postCreate(p2.base); err != nil || c.status != http.StatusCreated {
		t.Fatalf("a create under the raised cap: %+v %v", c, err)
	}
	back := mustDial(t, p2.base, id)
	if m := back.hello("", r.token, nil); m.Seat == nil || *m.Seat != w {
		t.Fatalf("the seat's return: %+v", m)
	}
	if x := back.reply(protocol.ClientMsg{Type: protocol.Chat, ID: "c2", Text: "hello"}); x.Type != protocol.Ack {
		t.Fatalf("chat under the raised cap: %+v", x)
	}
}
