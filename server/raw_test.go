//go:build !js

package server

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"noddy/client/tableclient"
	"noddy/protocol"
)

// raw is a bare WebSocket client for tests that speak the protocol by hand.
type raw struct {
	t     testing.TB
	ws    *websocket.Conn
	seat  int
	token string
	items []protocol.Item
	last  *protocol.ServerMsg // the latest prompt
}

func dialRaw(t testing.TB, base, id string, hdr http.Header) (*raw, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	u := "ws" + strings.TrimPrefix(base, "http") + "/api/tables/" + id + "/ws"
	ws, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPHeader: hdr})
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(8 << 20)
	r := &raw{t: t, ws: ws, seat: -2}
	t.Cleanup(func() { ws.CloseNow() })
	return r, nil
}

func mustDial(t testing.TB, base, id string) *raw {
	t.Helper()
	r, err := dialRaw(t, base, id, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func (r *raw) sendBytes(b []byte) {
	r.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := r.ws.Write(ctx, websocket.MessageText, b); err != nil {
		r.t.Fatalf("write: %v", err)
	}
}

func (r *raw) send(m protocol.ClientMsg) {
	r.t.Helper()
	b, _ := json.Marshal(m)
	r.sendBytes(b)
}

// next reads one message (10 s at most), keeping items and prompts.
func (r *raw) next() (protocol.ServerMsg, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, b, err := r.ws.Read(ctx)
	if err != nil {
		return protocol.ServerMsg{}, err
	}
	var m protocol.ServerMsg
	if err := json.Unmarshal(b, &m); err != nil {
		r.t.Fatalf("from the server: %s: %v", b, err)
	}
	switch m.Type {
	case protocol.Items:
		r.items = append(r.items, m.Items...)
	case protocol.Prompt:
		r.last = &m
	case protocol.Welcome:
		r.seat = *m.Seat
		if m.Token != "" {
			r.token = m.Token
		}
	}
	return m, nil
}

// until reads up to the first message of type typ and returns it.
func (r *raw) until(typ string) protocol.ServerMsg {
	r.t.Helper()
	for {
		m, err := r.next()
		if err != nil {
			r.t.Fatalf("waiting for %s: %v", typ, err)
		}
		if m.Type == typ {
			return m
		}
	}
}

// reply sends an intent and returns the ack or error answering it.
func (r *raw) reply(m protocol.ClientMsg) protocol.ServerMsg {
	r.t.Helper()
	r.send(m)
	for {
		x, err := r.next()
		if err != nil {
			r.t.Fatalf("waiting for the answer to %+v: %v", m, err)
		}
		if (x.Type == protocol.Ack || x.Type == protocol.Error) && x.ID == m.ID {
			return x
		}
	}
}

func (r *raw) hello(name, token string, last *int64) protocol.ServerMsg {
	r.t.Helper()
	r.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Name: name, Token: token, Last: last})
	return r.until(protocol.Welcome)
}

// itemsOf returns the items of kind received so far.
func (r *raw) itemsOf(kind string) []protocol.Item {
	var out []protocol.Item
	for _, it := range r.items {
		if it.Kind == kind {
			out = append(out, it)
		}
	}
	return out
}

// waitItem reads until an item of kind matching ok arrives.
func (r *raw) waitItem(kind string, ok func(protocol.Item) bool) protocol.Item {
	r.t.Helper()
	seen := 0
	for {
		for _, it := range r.items[seen:] {
			if it.Kind == kind && (ok == nil || ok(it)) {
				return it
			}
		}
		seen = len(r.items)
		if _, err := r.next(); err != nil {
			r.t.Fatalf("waiting for a %s item: %v", kind, err)
		}
	}
}

func newTable(t testing.TB, ts *testServer) string {
	t.Helper()
	c, err := tableclient.Create(context.Background(), ts.base, "", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c.ID
}

// seated returns two seated raw clients at a new table, the match begun.
func seated(t testing.TB, ts *testServer) (string, *raw, *raw) {
	t.Helper()
	id := newTable(t, ts)
	a := mustDial(t, ts.base, id)
	a.hello("Ann", "", nil)
	b := mustDial(t, ts.base, id)
	b.hello("Bob", "", nil)
	if a.seat != 0 || b.seat != 1 || a.token == "" || b.token == "" || a.token == b.token {
		t.Fatalf("seats %d %d, tokens %q %q", a.seat, b.seat, a.token, b.token)
	}
	return id, a, b
}
