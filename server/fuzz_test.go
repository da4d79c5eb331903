//go:build !js

package server

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"noddy/protocol"
)

// fakeSession is a connection without a socket: what the server sends
// it piles up in its queue for the test to read.
func fakeSession(s *Server, t *table) *session {
	c := newSession(s, nil)
	c.t = t
	return c
}

func drain(c *session) []protocol.ServerMsg {
	var out []protocol.ServerMsg
	c.qmu.Lock()
	q := c.queue
	c.queue = nil
	c.qmu.Unlock()
	for _, b := range q {
		var x protocol.ServerMsg
		json.Unmarshal(b, &x)
		out = append(out, x)
	}
	return out
}

// FuzzIntent feeds any message to the intent handler of a seated
// connection at a live table: it never panics, answers every message,
// and a refusal leaves the table as it was.
func FuzzIntent(f *testing.F) {
	ts := startServer(f, f.TempDir(), time.Now)
	id := newTable(f, ts)
	ctx := context.Background()
	tb, err := ts.srv.acquireFrom(ctx, id, "")
	if err != nil {
		f.Fatal(err)
	}
	seats := []*session{fakeSession(ts.srv, tb), fakeSession(ts.srv, tb)}
	for _, c := range seats {
		c.handle(ctx, []byte(`{"type":"hello","v":1}`))
		drain(c)
	}
	for _, s := range []string{
		`{"type":"act","id":"1","action":{"card":"AS"}}`,
		`{"type":"act","id":"2","action":{"kind":"lay","card":"7H","seat":1}}`,
		`{"type":"act","id":"3","action":{"kind":"claim","combos":[{"kind":"fifteen","points":2}]}}`,
		`{"type":"chat","id":"4","text":"hello"}`, `{"type":"chat","id":"5","text":"   "}`,
		`{"type":"name","id":"6","name":"Ann"}`, `{"type":"ready","id":"7","deal":1}`,
		`{"type":"again","id":"8"}`, `{"type":"allow","id":"9","allow":true}`,
		`{"type":"hello","v":1,"token":"x"}`, `{"type":"nope"}`, `{`, `[]`, `null`, ``,
		`{"type":"act","id":"10","action":{"kind":"discard","cards":["AS","2S"]}}`,
	} {
		f.Add([]byte(s), false)
		f.Add([]byte(s), true)
	}
	f.Fuzz(func(t *testing.T, data []byte, second bool) {
		c := seats[0]
		if second {
			c = seats[1]
		}
		before := ts.fingerprint(id)
		c.handle(ctx, data)
		msgs := drain(c)
		drain(seats[0])
		drain(seats[1])
		ok, answered := false, false
		for _, m := range msgs {
			switch m.Type {
			case protocol.Ack:
				ok, answered = true, true
			case protocol.Error:
				answered = true
				if m.Code == "" {
					t.Fatalf("%q: an error without a code", data)
				}
			}
		}
		if !answered {
			t.Fatalf("%q: no answer (%+v)", data, msgs)
		}
		if !ok && ts.fingerprint(id) != before {
			t.Fatalf("%q was refused but changed the table", data)
		}
		if ts.srv.Panics() != 0 {
			t.Fatal("panicked")
		}
	})
}
