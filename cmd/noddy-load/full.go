//go:build !js

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"noddy/protocol"
)

// Full mode (BENCHMARKS.md, "Shared table under attack"): the server
// with a small -store-max and its per-address limits on (but creating),
// -tables matches seated and waiting; then tables created from many
// addresses at once until the server refuses one (what a botnet would do
// to fill the host's disk); then the seated matches played at full speed
// in the room left, each table's first seat sending a chat, each move the
// store had no room for sent again a second later (the game's client
// waits 5 s); then the server restarted on its folder with twice the cap,
// as its host would: a new table, and the seats back to finish.

// fullStats are what the seats of full mode met.
type fullStats struct {
	acked, refusedMoves atomic.Int64
	progress            atomic.Int64 // Unix ms of the last move taken
	mu                  sync.Mutex
	chats               map[string]int // chat answers by code ("ack": taken)
	said                map[string]string
}

func (st *fullStats) note(code, msg string) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.chats[code]++
	if _, ok := st.said[code]; !ok && msg != "" {
		st.said[code] = msg
	}
}

// intentIDs numbers full mode's moves.
var intentIDs atomic.Int64

// fullMsg is what a seat of full mode reads of a server message.
type fullMsg struct {
	lightMsg
	Token, Message string
}

// fullSeat takes a seat (or takes it back with token) at table id from
// src, waits for start, then plays each prompt's first legal action at
// once until the match ends (done) or ctx does; chat says whether it
// sends one chat once started. It returns the seat's token.
func (st *fullStats) fullSeat(ctx context.Context, base, id, src, token string, start <-chan struct{}, chat bool) (string, bool) {
	u := "ws" + strings.TrimPrefix(base, "http") + "/api/tables/" + id + "/ws"
	ws, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPClient: httpFrom(src)})
	if err != nil {
		return token, false
	}
	defer ws.CloseNow()
	ws.SetReadLimit(8 << 20)
	send := func(s string) { ws.Write(ctx, websocket.MessageText, []byte(s)) }
	send(fmt.Sprintf(`{"type":"hello","v":%d,"token":%q}`, protocol.Version, token))
	msgs, quit := make(chan fullMsg, 64), make(chan struct{})
	defer close(quit)
	go func() {
		defer close(msgs)
		for {
			_, raw, err := ws.Read(ctx)
			if err != nil {
				return
			}
			var m fullMsg
			json.Unmarshal(raw, &m.lightMsg)
			json.Unmarshal(raw, &m)
			select {
			case msgs <- m:
			case <-quit:
				return
			}
		}
	}()
	var (
		prompt          []json.RawMessage
		promptAt, acted int64
		pending         string
		started         bool
		resend          <-chan time.Time
		startCh         = start
	)
	act := func() {
		if !started || pending != "" || prompt == nil || promptAt <= acted {
			return
		}
		// Unique across the seat's connections: a move's id once taken
		// makes the same id again a duplicate.
		pending, acted = id[:6]+strconv.FormatInt(intentIDs.Add(1), 36), promptAt
		send(fmt.Sprintf(`{"type":"act","id":%q,"action":%s}`, pending, prompt[0]))
	}
	for {
		select {
		case <-ctx.Done():
			return token, false
		case <-startCh:
			started, startCh = true, nil
			if chat {
				send(`{"type":"chat","id":"chat","text":"good luck"}`)
			}
		case <-resend:
			resend = nil
			send(fmt.Sprintf(`{"type":"act","id":%q,"action":%s}`, pending, prompt[0]))
		case m, ok := <-msgs:
			if !ok {
				return token, false
			}
			switch m.Type {
			case protocol.Welcome:
				if m.Token != "" {
					token = m.Token
				}
			case protocol.Items:
				for _, it := range m.Items {
					if it.Kind == protocol.ItemEnd {
						return token, true
					}
				}
			case protocol.Prompt:
				if m.View != nil && len(m.View.Actions) > 0 {
					prompt, promptAt = m.View.Actions, m.Last
				}
			case protocol.Ack:
				if m.ID == "chat" {
					st.note("ack", "")
				}
				if m.ID == pending && pending != "" {
					pending = ""
					st.acked.Add(1)
					st.progress.Store(time.Now().UnixMilli())
					if promptAt < m.Last {
						prompt = nil
					}
				}
			case protocol.Error:
				if m.ID == "chat" {
					st.note(m.Code, m.Message)
				}
				if m.ID == pending && pending != "" {
					if m.Code == protocol.ErrStoreFull {
						st.refusedMoves.Add(1)
						st.note("move "+m.Code, m.Message)
						resend = time.After(time.Second) // the same move, its id kept
					} else {
						pending = ""
					}
				}
			case protocol.Gone, protocol.Replaced:
				return token, false
			}
		}
		act()
	}
}

// dirBytes is the size of the files under dir.
func dirBytes(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if info, err := d.Info(); err == nil {
				n += info.Size()
			}
		}
		return nil
	})
	return n
}

// createAnswer is one create's status, Retry-After and body.
func createAnswer(ctx context.Context, base, src string) (int, string, string, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/tables", strings.NewReader("{}"))
	req.Header.Set("Content-Type", "application/json")
	resp, err := httpFrom(src).Do(req)
	if err != nil {
		return 0, "", "", err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Retry-After"), strings.TrimSpace(string(b)), nil
}

func fullRun(ctx context.Context, srv *server, bin, data string, tables, maxMB int) {
	kb := func(b float64) string { return fmt.Sprintf("%.0f KB", b/1024) }
	st := &fullStats{chats: map[string]int{}, said: map[string]string{}}
	src := func(i int) string { return fmt.Sprintf("127.0.%d.%d", 1+i/250, 1+i%250) }
	// The tables in play: created and seated before the store fills.
	ids := make([]string, tables)
	tokens := make([][2]string, tables)
	finished := make([]bool, tables) // by the first seat's end
	start := make(chan struct{})
	pctx, stopPlay := context.WithCancel(ctx)
	var wg sync.WaitGroup
	var seated atomic.Int64
	for i := range tables {
		id, err := createFrom(ctx, srv.base, src(i))
		if err != nil {
			fail("a table in play: " + err.Error())
		}
		ids[i] = id
		for s := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				seated.Add(1)
				var done bool
				tokens[i][s], done = st.fullSeat(pctx, srv.base, id, src(i), "", start, s == 0)
				if s == 0 {
					finished[i] = done
				}
			}()
		}
	}
	for seated.Load() < int64(2*tables) {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(500 * time.Millisecond) // the hellos answered
	m0 := metricsOf(srv.base)
	fmt.Printf("cap %d MB (nine tenths: %s); %d tables seated and waiting; the store holds %s, its folder %s\n",
		maxMB, kb(float64(maxMB<<20)*0.9), tables, kb(m0["noddy_store_bytes"]), kb(float64(dirBytes(data))))

	// The fill: tables created from 16 addresses at once (2,500 addresses
	// in turn) until one is refused.
	var (
		made, sent atomic.Int64
		mu         sync.Mutex
		first      string
		fill       sync.WaitGroup
	)
	t0 := time.Now()
	for range 16 {
		fill.Add(1)
		go func() {
			defer fill.Done()
			for k := sent.Add(1); k <= 1_000_000 && ctx.Err() == nil; k = sent.Add(1) {
				status, retry, body, err := createAnswer(ctx, srv.base, src(1000+int(k)%2500))
				mu.Lock()
				done := first != ""
				if first == "" && (err != nil || status != http.StatusCreated) {
					first = fmt.Sprintf("%d Retry-After %q %s (err %v)", status, retry, body, err)
				}
				mu.Unlock()
				if done || err != nil || status != http.StatusCreated {
					return
				}
				made.Add(1)
			}
		}()
	}
	fill.Wait()
	took := time.Since(t0)
	status, retry, body, _ := createAnswer(ctx, srv.base, "127.0.250.1")
	m1 := metricsOf(srv.base)
	fmt.Printf("fill: %d tables created in %.1f s, then refused: %s\n", made.Load(), took.Seconds(), first)
	fmt.Printf("a new table after: %d Retry-After %q %s\n", status, retry, body)
	fmt.Printf("the store holds %s (noddy_store_bytes), its folder %s on disk\n", kb(m1["noddy_store_bytes"]), kb(float64(dirBytes(data))))

	// The tables in play play on in the room left.
	st.progress.Store(time.Now().UnixMilli())
	close(start)
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	for stalled := false; !stalled; {
		select {
		case <-done:
			stalled = true
		case <-time.After(100 * time.Millisecond):
			stalled = time.Since(time.UnixMilli(st.progress.Load())) > 5*time.Second
		}
	}
	stopPlay()
	<-done
	ended := 0
	for _, f := range finished {
		if f {
			ended++
		}
	}
	m2 := metricsOf(srv.base)
	fmt.Printf("the tables in play: %d of %d matches finished, %d moves taken, %d moves refused for room (each sent again a second later); the store holds %s, its folder %s\n",
		ended, tables, st.acked.Load(), st.refusedMoves.Load(), kb(m2["noddy_store_bytes"]), kb(float64(dirBytes(data))))
	st.mu.Lock()
	fmt.Printf("answers (chat, and moves refused): %v; to chat: %q; to a move: %q\n", st.chats, st.said[protocol.ErrStoreFull], st.said["move "+protocol.ErrStoreFull])
	st.mu.Unlock()
	fmt.Printf("server refusals: store-full %.0f, write-rate %.0f; /readyz while full: %s\n",
		m2[`noddy_refusals_total{limit="store-full"}`], m2[`noddy_refusals_total{limit="write-rate"}`], readyz(srv.base))
	srv.kill()
	for _, l := range strings.Split(srv.log.String(), "\n") {
		if strings.Contains(l, "table store") {
			fmt.Println("server log:", l)
		}
	}

	// The host raises the cap and restarts: a new table is taken, and the
	// seats of the tables not finished come back and finish.
	serverFlags = append(serverFlags, "-store-max", strconv.Itoa(2*maxMB))
	srv2 := startAt(bin, data, srv.addr)
	defer srv2.kill()
	status, _, body, _ = createAnswer(ctx, srv2.base, "127.0.250.2")
	fmt.Printf("restarted with -store-max %d: a new table: %d %.60s…\n", 2*maxMB, status, body)
	var wg2 sync.WaitGroup
	back := 0
	open := make(chan struct{})
	close(open)
	var more atomic.Int64
	for i := range tables {
		for s := range 2 {
			if finished[i] || tokens[i][s] == "" {
				continue
			}
			back++
			wg2.Add(1)
			go func() {
				defer wg2.Done()
				if _, done := st.fullSeat(ctx, srv2.base, ids[i], src(i), tokens[i][s], open, false); done && s == 0 {
					more.Add(1)
				}
			}()
		}
	}
	wg2.Wait()
	fmt.Printf("after the restart: %d seats came back; %d more matches finished (%d of %d in all)\n",
		back, more.Load(), int64(ended)+more.Load(), tables)
}

// readyz is the server's /readyz answer.
func readyz(base string) string {
	resp, err := http.Get(base + "/readyz")
	if err != nil {
		return err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return fmt.Sprintf("%d %s", resp.StatusCode, strings.TrimSpace(string(b)))
}
