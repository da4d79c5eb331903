//go:build !js

package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"noddy/protocol"
)

// The hostile suite: the real server binary on loopback, attacked as a
// client on the internet could, each probe's outcome asserted exactly.
// Other visitors come from other addresses of 127.0.0.0/8 (Linux routes
// all of it to loopback). Every wait is bounded.

// hostile is the server binary run under a lowered open-file limit
// (nofile, 0: the test's own), with its log kept.
type hostile struct {
	*proc
	addr  string
	logMu sync.Mutex
}

func startHostile(t *testing.T, nofile int, args ...string) *hostile {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the server binary")
	}
	port := freePort(t)
	addr := "127.0.0.1:" + strconv.Itoa(port)
	args = append([]string{"-addr", addr, "-dir", t.TempDir(), "-data", t.TempDir()}, args...)
	var cmd *exec.Cmd
	if nofile > 0 {
		cmd = exec.Command("prlimit", append([]string{fmt.Sprintf("--nofile=%d:%d", nofile, nofile), "--", serverBinary(t)}, args...)...)
	} else {
		cmd = exec.Command(serverBinary(t), args...)
	}
	h := &hostile{proc: &proc{cmd: cmd, base: "http://" + addr, log: &bytes.Buffer{}}, addr: addr}
	cmd.Stdout, cmd.Stderr = &lockedWriter{mu: &h.logMu, w: h.log}, &lockedWriter{mu: &h.logMu, w: h.log}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.kill)
	if !eventually(t, 20*time.Millisecond, func() bool {
		code, body := h.get(t, "/readyz")
		return code == http.StatusOK && body == "ready\n"
	}) {
		t.Fatalf("the server did not become ready:\n%s", h.logText())
	}
	return h
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (w *lockedWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.w.Write(b)
}

func (h *hostile) logText() string {
	h.logMu.Lock()
	defer h.logMu.Unlock()
	return h.log.String()
}

// get fetches path from 127.0.0.1 on a connection of its own.
func (h *hostile) get(t testing.TB, path string) (int, string) {
	return h.getFrom(t, "127.0.0.1", path)
}

func (h *hostile) getFrom(t testing.TB, src, path string) (int, string) {
	c := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{DisableKeepAlives: true,
		DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(src)}}).DialContext}}
	resp, err := c.Get(h.base + path)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// create makes a table with a JSON POST from src; the status and the
// body (the id when 201).
func (h *hostile) create(t testing.TB, src string, hdr http.Header, body string) (int, string) {
	c := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DisableKeepAlives: true,
		DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(src)}}).DialContext}}
	req, _ := http.NewRequest(http.MethodPost, h.base+"/api/tables", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range hdr {
		req.Header[k] = v
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode == http.StatusCreated {
		var cr CreateResponse
		json.Unmarshal(b, &cr)
		return resp.StatusCode, cr.ID
	}
	return resp.StatusCode, string(b)
}

// metric is the value of one sample of /metrics ("name{labels}").
func (h *hostile) metric(t testing.TB, sample string) float64 {
	t.Helper()
	code, body := h.get(t, "/metrics")
	if code != http.StatusOK {
		t.Fatalf("/metrics: %d %s", code, body)
	}
	for _, l := range strings.Split(body, "\n") {
		if v, ok := strings.CutPrefix(l, sample+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("%s: %v", l, err)
			}
			return f
		}
	}
	t.Fatalf("no sample %s in /metrics", sample)
	return 0
}

// idle opens a TCP connection from src that sends nothing.
func idle(t testing.TB, src, addr string) (net.Conn, error) {
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(src)}, Timeout: 5 * time.Second}
	return d.Dial("tcp", addr)
}

// answer reads what the server says on c within d: its whole answer up
// to the close, or what came before the deadline.
func answer(c net.Conn, d time.Duration) (string, error) {
	c.SetReadDeadline(time.Now().Add(d))
	b, err := io.ReadAll(c)
	return string(b), err
}

var (
	fullAnswer = refusal503("the server is full; try again in a moment\n")
	addrAnswer = refusal503("too many connections from this address; close some and try again\n")
)

func refusal503(msg string) string {
	return fmt.Sprintf("HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 5\r\nConnection: close\r\nContent-Length: %d\r\n\r\n%s", len(msg), msg)
}

// Connections past one address's cap, then past the total, are answered
// with a plain 503 and closed; everyone else is served meanwhile, and the
// server takes connections again as soon as some close.
func TestHostileConnectionCaps(t *testing.T) {
	h := startHostile(t, 0, "-conns-per-addr", "8", "-max-conns", "20", "-prehello-per-addr", "3", "-header-timeout", "1m")
	var held []net.Conn
	defer func() {
		for _, c := range held {
			c.Close()
		}
	}()
	open := func(src string) net.Conn {
		c, err := idle(t, src, h.addr)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, c)
		return c
	}
	for range 8 {
		open("127.0.0.2")
	}
	// The server has accepted them all before it answers another.
	if code, _ := h.getFrom(t, "127.0.0.3", "/healthz"); code != http.StatusOK {
		t.Fatalf("another address while one holds 8: %d", code)
	}
	got, err := answer(open("127.0.0.2"), 5*time.Second)
	if got != addrAnswer || err != nil {
		t.Fatalf("the 9th connection from one address: %q %v", got, err)
	}
	for i := range 12 {
		open(fmt.Sprintf("127.0.0.%d", 4+i/4))
	}
	if code, body := h.getFrom(t, "127.0.0.9", "/healthz"); code != http.StatusServiceUnavailable || body != "the server is full; try again in a moment\n" {
		t.Fatalf("a request past the total: %d %q", code, body)
	}
	got, err = answer(open("127.0.0.10"), 5*time.Second)
	if got != fullAnswer || err != nil {
		t.Fatalf("a connection past the total: %q %v", got, err)
	}
	// Whole again by itself: two go, two more are served.
	held[0].Close()
	held[1].Close()
	for i := range 2 {
		var code int
		eventually(t, 20*time.Millisecond, func() bool {
			code, _ = h.getFrom(t, "127.0.0.11", "/healthz")
			return code == http.StatusOK
		})
		if code != http.StatusOK {
			t.Fatalf("connection %d after two closed: %d", i, code)
		}
	}
	for _, c := range held[2:] {
		c.Close()
	}
	held = nil
	if !eventually(t, 20*time.Millisecond, func() bool { return h.metric(t, "noddy_connections") == 1 }) {
		t.Fatalf("connections held after all closed: %v", h.metric(t, "noddy_connections"))
	}
	if n := h.metric(t, `noddy_refusals_total{limit="conn-address"}`); n != 1 {
		t.Errorf("refusals by address: %v", n)
	}
	if n := h.metric(t, `noddy_refusals_total{limit="conn-total"}`); n < 2 {
		t.Errorf("refusals of the total: %v", n)
	}

	// WebSockets that have not said hello: three from an address, the
	// fourth refused; a hello frees a place.
	_, id := h.create(t, "127.0.0.1", nil, "{}")
	var pre []*raw
	for range 3 {
		r, err := dialFrom(t, "127.0.0.12", h.base, id)
		if err != nil {
			t.Fatal(err)
		}
		pre = append(pre, r)
	}
	if _, err := dialFrom(t, "127.0.0.12", h.base, id); err == nil || !strings.Contains(err.Error(), "429") {
		t.Fatalf("a fourth WebSocket without hello: %v", err)
	}
	if r, err := dialFrom(t, "127.0.0.13", h.base, id); err != nil {
		t.Fatalf("another address: %v", err)
	} else {
		r.ws.CloseNow()
	}
	pre[0].hello("Ann", "", nil)
	if _, err := dialFrom(t, "127.0.0.12", h.base, id); err != nil {
		t.Fatalf("after a hello: %v", err)
	}
}

// dialFrom opens a table's WebSocket from source address src.
func dialFrom(t testing.TB, src, base, id string) (*raw, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	hc := &http.Client{Transport: &http.Transport{DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(src)}}).DialContext}}
	u := "ws" + strings.TrimPrefix(base, "http") + "/api/tables/" + id + "/ws"
	ws, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPClient: hc})
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(8 << 20)
	t.Cleanup(func() { ws.CloseNow() })
	return &raw{t: t, ws: ws, seat: -2}, nil
}

// Idle and slow clients are cut off by the server's deadlines: a
// connection that sends nothing, headers sent a byte at a time, a body
// that stops, a kept-alive connection left idle, a WebSocket that never
// says hello.
func TestHostileIdleAndSlow(t *testing.T) {
	h := startHostile(t, 0, "-header-timeout", "1s", "-read-timeout", "2s", "-idle-timeout", "1s", "-hello-timeout", "1s")
	ended := func(what string, c net.Conn, want string) {
		t.Helper()
		got, err := answer(c, 10*time.Second)
		if err != nil || got != want {
			t.Errorf("%s: %q, %v; want %q and the close", what, got, err, want)
		}
	}
	c1, _ := idle(t, "127.0.0.2", h.addr)
	defer c1.Close()
	slow, _ := idle(t, "127.0.0.3", h.addr)
	defer slow.Close()
	go func() {
		for _, b := range []byte("GET /healthz HTTP/1.1\r\nHost: x\r\n") {
			if _, err := slow.Write([]byte{b}); err != nil {
				return
			}
			time.Sleep(300 * time.Millisecond)
		}
	}()
	body, _ := idle(t, "127.0.0.4", h.addr)
	defer body.Close()
	io.WriteString(body, "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"game\":")
	kept, _ := idle(t, "127.0.0.5", h.addr)
	defer kept.Close()
	io.WriteString(kept, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
	ended("a connection that sends nothing", c1, "")
	ended("headers a byte at a time", slow, "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n400 Bad Request")
	got, _ := answer(body, 10*time.Second)
	if !strings.HasPrefix(got, "HTTP/1.1 400 Bad Request\r\n") || !strings.HasSuffix(got, `{"error":"bad-json","message":"the body must be {\"game\":…,\"players\":…,\"options\":[…],\"voice\":…}"}`+"\n") {
		t.Errorf("a body that stops: %q", got)
	}
	got, _ = answer(kept, 10*time.Second)
	if !strings.HasPrefix(got, "HTTP/1.1 200 OK\r\n") || !strings.HasSuffix(got, "\r\n\r\nok\n") {
		t.Errorf("a kept-alive connection left idle: %q", got)
	}
	_, id := h.create(t, "127.0.0.1", nil, "{}")
	r, err := dialFrom(t, "127.0.0.6", h.base, id)
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.next()
	var ce websocket.CloseError
	if !errors.As(err, &ce) || ce.Code != websocket.StatusPolicyViolation || ce.Reason != "no hello in time" {
		t.Errorf("a WebSocket without hello: %v", err)
	}
	if n := h.metric(t, `noddy_refusals_total{limit="hello-time"}`); n != 1 {
		t.Errorf("hello-time refusals: %v", n)
	}
	// The socket is counted out when its handler returns, which may be just
	// after the client has read the close.
	var n float64
	if !eventually(t, 20*time.Millisecond, func() bool { n = h.metric(t, `noddy_sockets{as="hello"}`); return n == 0 }) {
		t.Errorf("sockets without hello after the close: %v", n)
	}
}

// Bodies and headers past their limits are refused, and nothing is made.
func TestHostileSizes(t *testing.T) {
	h := startHostile(t, 0, "-max-header", "4096", "-max-body", "8192", "-read-timeout", "10m")
	code, body := h.create(t, "127.0.0.2", nil, `{"game":"noddy","options":["`+strings.Repeat("x", 5000)+`"]}`)
	if code != http.StatusRequestEntityTooLarge || body != `{"error":"too-large","message":"a new table's body is at most 4 KB"}`+"\n" {
		t.Errorf("a 5 KB create: %d %q", code, body)
	}
	code, body = h.create(t, "127.0.0.2", nil, `{"game":"noddy","x":"`+strings.Repeat("x", 9000)+`"}`)
	if code != http.StatusRequestEntityTooLarge || body != "the request's body is too large\n" {
		t.Errorf("a 9 KB body: %d %q", code, body)
	}
	// A chunked body past 4 KB that never ends is answered at once, not
	// after the read timeout (the server kept reading it, to keep the
	// connection, until then).
	cc, err := idle(t, "127.0.0.2", h.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer cc.Close()
	io.WriteString(cc, "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"+
		fmt.Sprintf("%x\r\n%s\r\n", 5000, strings.Repeat("x", 5000)))
	cc.SetReadDeadline(time.Now().Add(60 * time.Second))
	if resp, err := http.ReadResponse(bufio.NewReader(cc), nil); err != nil {
		t.Errorf("a chunked 5 KB create left unfinished: %v", err)
	} else if b, _ := io.ReadAll(resp.Body); resp.StatusCode != http.StatusRequestEntityTooLarge || string(b) != `{"error":"too-large","message":"a new table's body is at most 4 KB"}`+"\n" {
		t.Errorf("a chunked 5 KB create left unfinished: %d %q", resp.StatusCode, b)
	}
	c, _ := idle(t, "127.0.0.3", h.addr)
	defer c.Close()
	io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: "+strings.Repeat("y", 12000)+"\r\n\r\n")
	got, _ := answer(c, 5*time.Second)
	if !strings.HasPrefix(got, "HTTP/1.1 431 Request Header Fields Too Large\r\n") {
		t.Errorf("12 KB of headers: %q", got)
	}
	if n := h.metric(t, `noddy_refusals_total{limit="body-size"}`); n != 3 {
		t.Errorf("body-size refusals: %v", n)
	}
}

// A create from another site's page is refused (a form or a no-cors
// fetch sends text/plain and its Origin); a program's JSON and the
// server's own page create.
func TestHostileCrossSiteCreate(t *testing.T) {
	h := startHostile(t, 0)
	foreign := `{"error":"cross-site","message":"tables are created from this server's own page, or with a JSON body (Content-Type: application/json)"}` + "\n"
	for _, c := range []struct {
		hdr  http.Header
		code int
	}{
		{http.Header{"Content-Type": {"text/plain"}}, 403},
		{http.Header{"Content-Type": {"application/x-www-form-urlencoded"}}, 403},
		{http.Header{"Content-Type": {"text/plain"}, "Origin": {"https://evil.example"}}, 403},
		{http.Header{"Origin": {"https://evil.example"}}, 403},
		{http.Header{"Content-Type": {"text/plain"}, "Sec-Fetch-Site": {"cross-site"}}, 403},
		{http.Header{"Origin": {"null"}}, 403},
		{http.Header{}, 201},
		{http.Header{"Content-Type": {"text/plain"}, "Origin": {h.base}}, 201},
		{http.Header{"Content-Type": {"text/plain"}, "Sec-Fetch-Site": {"same-origin"}}, 201},
	} {
		code, body := h.create(t, "127.0.0.2", c.hdr, "{}")
		if code != c.code || c.code == 403 && body != foreign {
			t.Errorf("%v: %d %q", c.hdr, code, body)
		}
	}
	if n := h.metric(t, `noddy_refusals_total{limit="cross-site"}`); n != 6 {
		t.Errorf("cross-site refusals: %v", n)
	}
}

// scanLines is the log's lines.
func scanLines(s string) []string {
	var out []string
	sc := bufio.NewScanner(strings.NewReader(s))
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

// No request writes a forged line, raw control bytes, a table id or a
// token into the log, however the path is spelled.
func TestHostileLog(t *testing.T) {
	h := startHostile(t, 0)
	_, id := h.create(t, "127.0.0.1", nil, "{}")
	a := mustDialBase(t, h.base, id)
	a.hello("Ann", "", nil)
	token := a.token
	before := len(scanLines(h.logText()))
	paths := []string{
		"/t/" + id + "%0a" + "time=2026-01-01T00:00:00Z%20level=ERROR%20msg=forged",
		"/t/%1b%5b2J%1b%5b31mred%0d",
		"//t/" + id, "/T/" + id, "/%74/" + id, "/t/" + id + "/", "/t//" + id, "/api//tables/" + id,
		"/api/tables/" + id + "/nope", "/api/tables/" + id + "x", "/t/" + id + "%20" + token,
		"/" + token, "/t/%e2%80%ae" + id, "/api/tables/" + strings.ToLower(id) + "/record",
		"/%41" + id[1:] + "?token=" + token,
	}
	for _, p := range paths {
		c, err := idle(t, "127.0.0.2", h.addr)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(c, "GET %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", p)
		answer(c, 5*time.Second)
		c.Close()
	}
	lines := scanLines(h.logText())[before:]
	eventually(t, 20*time.Millisecond, func() bool { // the log comes through a pipe
		lines = scanLines(h.logText())[before:]
		return len(lines) >= len(paths)
	})
	if len(lines) != len(paths) {
		t.Errorf("%d requests, %d log lines:\n%s", len(paths), len(lines), strings.Join(lines, "\n"))
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "time=") || !strings.Contains(l, " level=INFO msg=request method=GET path=") {
			t.Errorf("not a request line: %q", l)
		}
		if strings.Contains(l, id) || strings.Contains(strings.ToLower(l), strings.ToLower(id)) || strings.Contains(l, token) || strings.Contains(l, id[:16]) {
			t.Errorf("an id or a token in the log: %q", l)
		}
		for _, b := range []byte(l) {
			if b < 0x20 || b == 0x7f {
				t.Errorf("a control byte %#x in the log: %q", b, l)
				break
			}
		}
		if strings.Contains(l, "\u202e") {
			t.Errorf("a bidirectional override in the log: %q", l)
		}
	}
}

func mustDialBase(t testing.TB, base, id string) *raw {
	t.Helper()
	r, err := dialRaw(t, base, id, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// tableAt is a table's state and record from the API, for "unchanged".
func tableAt(t testing.TB, base, id string) string {
	t.Helper()
	var ts protocol.TableState
	if code := getJSON(t, base+"/api/tables/"+id, &ts); code != http.StatusOK {
		t.Fatalf("table: %d", code)
	}
	var rec json.RawMessage
	getJSON(t, base+"/api/tables/"+id+"/record", &rec)
	b, _ := json.Marshal(ts)
	return string(b) + string(rec)
}

// rawWS is a WebSocket client made by hand over TCP, for frames no
// library sends.
type rawWS struct {
	c  net.Conn
	br *bufio.Reader
}

// rawDial upgrades a connection from src to path; the answer's head.
func rawDial(t testing.TB, src, addr, path string) (*rawWS, string, error) {
	c, err := idle(t, src, addr)
	if err != nil {
		return nil, "", err
	}
	fmt.Fprintf(c, "GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n", path, addr)
	br := bufio.NewReader(c)
	c.SetReadDeadline(time.Now().Add(10 * time.Second))
	var head strings.Builder
	for {
		l, err := br.ReadString('\n')
		head.WriteString(l)
		if err != nil || l == "\r\n" {
			break
		}
	}
	c.SetReadDeadline(time.Time{})
	return &rawWS{c: c, br: br}, head.String(), nil
}

// wsFrame is a masked frame of opcode op; declared, when not -1, is the
// length its header says whatever the payload.
func wsFrame(fin bool, op byte, payload []byte, declared int64) []byte {
	b0 := op
	if fin {
		b0 |= 0x80
	}
	out := []byte{b0}
	n := declared
	if n < 0 {
		n = int64(len(payload))
	}
	switch {
	case n < 126:
		out = append(out, 0x80|byte(n))
	case n < 65536:
		out = append(out, 0x80|126, byte(n>>8), byte(n))
	default:
		out = append(out, 0x80|127)
		out = binary.BigEndian.AppendUint64(out, uint64(n))
	}
	key := []byte{1, 2, 3, 4}
	out = append(out, key...)
	for i, c := range payload {
		out = append(out, c^key[i%4])
	}
	return out
}

// readAll reads frames until a close frame or the end (d at most): the
// close code (-1: none), the text frames and the close's reason joined by
// "|", and how many pongs came.
func (r *rawWS) readAll(d time.Duration) (code int, text string, pongs int) {
	r.c.SetReadDeadline(time.Now().Add(d))
	var texts []string
	for {
		h := make([]byte, 2)
		if _, err := io.ReadFull(r.br, h); err != nil {
			return -1, strings.Join(texts, "|") + " err=" + err.Error(), pongs
		}
		n := int64(h[1] & 0x7f)
		switch n {
		case 126:
			b := make([]byte, 2)
			io.ReadFull(r.br, b)
			n = int64(binary.BigEndian.Uint16(b))
		case 127:
			b := make([]byte, 8)
			io.ReadFull(r.br, b)
			n = int64(binary.BigEndian.Uint64(b))
		}
		p := make([]byte, n)
		io.ReadFull(r.br, p)
		switch h[0] & 0x0f {
		case 8:
			code := 0
			if len(p) >= 2 {
				code = int(binary.BigEndian.Uint16(p))
			}
			return code, strings.Join(append(texts, "close: "+string(p[min(2, len(p)):])), "|"), pongs
		case 1:
			texts = append(texts, string(p))
		case 10:
			pongs++
		}
	}
}

// Pings and pongs count against the message limit as any frame does (a
// WebSocket library answers a ping without the server's handler seeing
// it): a flood of them is answered only up to the limit, then closes its
// own connection with 1008; the seats at the same table are served on.
func TestHostilePingFlood(t *testing.T) {
	h := startHostile(t, 0, "-limit-msgs", "30")
	id, a, b := seatedAt(t, h, "127.0.0.2")
	for _, op := range []byte{9, 10} { // ping, unasked pong
		r, head, err := rawDial(t, "127.0.0.3", h.addr, "/api/tables/"+id+"/ws")
		if err != nil || !strings.HasPrefix(head, "HTTP/1.1 101 ") {
			t.Fatalf("upgrade: %v %q", err, head)
		}
		defer r.c.Close()
		r.c.Write(wsFrame(true, 1, []byte(`{"type":"hello","v":2,"watch":true}`), -1))
		var flood []byte
		for i := range 1000 {
			flood = append(flood, wsFrame(true, op, []byte(strconv.Itoa(i)), -1)...)
		}
		go r.c.Write(flood)
		code, text, pongs := r.readAll(10 * time.Second)
		if code != int(websocket.StatusPolicyViolation) || !strings.HasSuffix(text, "close: too many messages") {
			t.Errorf("a flood of opcode %d: close %d, %.200q", op, code, text)
		}
		// 90 is the limit's burst (three seconds' worth); a few more may
		// come in while the flood is read.
		if pongs > 100 {
			t.Errorf("a flood of opcode %d: %d pongs", op, pongs)
		}
	}
	if n := h.metric(t, `noddy_refusals_total{limit="msg-rate"}`); n != 2 {
		t.Errorf("msg-rate refusals: %v", n)
	}
	stillServed(t, "the floods", a, b)
}

// A message comes in at most 16 frames: one begun and continued for ever
// with empty frames was never a message, and so never counted against the
// limits, while the server read it (16 million frames in 8 s from 8
// connections, none closed). Past 16 the connection is closed with 1008;
// a message in 16 frames is answered as any other.
func TestHostileFragmentFlood(t *testing.T) {
	h := startHostile(t, 0)
	id, a, b := seatedAt(t, h, "127.0.0.2")
	r, head, err := rawDial(t, "127.0.0.3", h.addr, "/api/tables/"+id+"/ws")
	if err != nil || !strings.HasPrefix(head, "HTTP/1.1 101 ") {
		t.Fatalf("upgrade: %v %q", err, head)
	}
	defer r.c.Close()
	r.c.Write(wsFrame(true, 1, []byte(`{"type":"hello","v":2,"watch":true}`), -1))
	// A name in 16 frames, empty ones and a ping among them.
	msg := []byte(`{"type":"name","id":"n1","name":"Sue"}`)
	var in16 []byte
	in16 = append(in16, wsFrame(false, 1, msg[:10], -1)...)
	for range 13 {
		in16 = append(in16, wsFrame(false, 0, nil, -1)...)
	}
	in16 = append(in16, wsFrame(true, 9, []byte("p"), -1)...)
	in16 = append(in16, wsFrame(false, 0, msg[10:20], -1)...)
	in16 = append(in16, wsFrame(true, 0, msg[20:], -1)...)
	// Then a message that never ends.
	flood := wsFrame(false, 1, nil, -1)
	for range 10000 {
		flood = append(flood, wsFrame(false, 0, nil, -1)...)
	}
	r.c.Write(in16)
	go r.c.Write(flood)
	code, text, _ := r.readAll(10 * time.Second)
	if !strings.Contains(text, `{"type":"ack","id":"n1"`) {
		t.Errorf("the message in 16 frames was not answered: %.300q", text)
	}
	if code != int(websocket.StatusPolicyViolation) || !strings.HasSuffix(text, "close: too many frames in a message") {
		t.Errorf("a message that never ends: close %d, %.300q", code, text)
	}
	if n := h.metric(t, `noddy_refusals_total{limit="msg-rate"}`); n != 1 {
		t.Errorf("msg-rate refusals: %v", n)
	}
	stillServed(t, "the flood", a, b)
}

// stillServed checks that the table's seats a and b are served after an
// attack: a's chat is acknowledged and reaches b.
func stillServed(t *testing.T, after string, a, b *raw) {
	t.Helper()
	if m := a.reply(protocol.ClientMsg{Type: protocol.Chat, ID: "a1", Text: "still here"}); m.Type != protocol.Ack {
		t.Fatalf("Ann after %s: %+v", after, m)
	}
	if it := b.waitItem(protocol.ItemChat, nil); it.Text != "still here" {
		t.Errorf("Bob got %+v", it)
	}
}
