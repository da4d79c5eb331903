//go:build !js

package server

import (
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"noddy/engine/english"
	"noddy/protocol"
)

// A table's link when there is no table behind it: one that went, and one
// the server has no record of.

// A link whose table the server has no record of (made up here; or one
// whose table went so long ago its tombstone lapsed) is not said to have
// gone after 48 hours: the server cannot tell which it was, and its words
// assert neither. Its page, its API and its WebSocket say so alike.
func TestUnknownTableLink(t *testing.T) {
	ts := startServer(t, t.TempDir(), newClock().now)
	for _, id := range []string{"AAAAAAAAAAAAAAAAAAAAAA", "nonsense"} {
		resp, err := http.Get(ts.base + "/t/" + id)
		if err != nil {
			t.Fatal(err)
		}
		page, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusNotFound || !strings.Contains(string(page), "<h1>"+english.NotFoundTitle+"</h1>") ||
			!strings.Contains(string(page), english.NotFound) || strings.Contains(string(page), "48 hours") ||
			!strings.Contains(string(page), `action="/t/new"`) {
			t.Errorf("%s: the link's page %d %s", id, resp.StatusCode, page)
		}
		var e struct{ Error, Message string }
		if code := getJSON(t, ts.base+"/api/tables/"+id, &e); code != http.StatusNotFound || e.Error != protocol.ErrNoTable || !strings.HasPrefix(e.Message, english.NotFound) {
			t.Errorf("%s: GET the table: %d %+v", id, code, e)
		}
		r := mustDial(t, ts.base, id)
		if m := r.until(protocol.Gone); m.Message != english.NotFound || m.Code != protocol.ErrNoTable {
			t.Errorf("%s: WebSocket: %+v", id, m)
		}
	}
}

// Expiry is the server's: judged by its clock, kept across a restart,
// and told plainly over HTTP and WebSocket.
func TestExpiryAcrossRestart(t *testing.T) {
	clock := newClock()
	dir := t.TempDir()
	ts := startServer(t, dir, clock.now)
	lonely := newTable(t, ts) // nobody ever sits
	busy, a, b := seated(t, ts)
	done, da, db := seated(t, ts)
	clock.add(time.Hour)
	playTurns(t, ts, done, map[int]*raw{0: da, 1: db}, 0) // finished at +1 h
	clock.add(time.Hour)
	playTurns(t, ts, busy, map[int]*raw{0: a, 1: b}, 1) // last act at +2 h
	clock.add(46*time.Hour - time.Minute)               // +48 h less a minute
	ctx := ctxFor(t, time.Minute)
	if n := ts.srv.Sweep(ctx); n != 0 {
		t.Fatalf("%d tables went before their time", n)
	}
	clock.add(2 * time.Minute) // +48 h 1 min: the lonely table's time is up
	if n := ts.srv.Sweep(ctx); n != 1 {
		t.Fatalf("%d tables went at 48 h, want the lonely one", n)
	}
	if code := getJSON(t, ts.base+"/api/tables/"+lonely, nil); code != http.StatusGone {
		t.Fatalf("the lonely table: %d", code)
	}
	if code := getJSON(t, ts.base+"/api/tables/"+busy, nil); code != http.StatusOK {
		t.Fatalf("the busy table: %d", code)
	}
	// Restart on the same folder, an hour on: the finished table's 48 h
	// after its end are up, then the busy one's.
	ts.stop()
	clock.add(time.Hour)
	ts = startServer(t, dir, clock.now)
	if n := ts.srv.Sweep(ctx); n != 1 {
		t.Fatalf("after the restart %d went, want the finished one", n)
	}
	watcher := mustDial(t, ts.base, busy)
	watcher.hello("Sue", "", nil)
	clock.add(time.Hour)
	if n := ts.srv.Sweep(ctx); n != 1 {
		t.Fatalf("%d went at 48 h after the last act, want the busy one", n)
	}
	if m := watcher.until(protocol.Gone); m.Message == "" {
		t.Fatal("gone without words")
	}
	for _, id := range []string{lonely, busy, done} {
		if code := getJSON(t, ts.base+"/api/tables/"+id, nil); code != http.StatusGone {
			t.Fatalf("GET a gone table: %d", code)
		}
		resp, err := http.Get(ts.base + "/t/" + id)
		if err != nil {
			t.Fatal(err)
		}
		var page strings.Builder
		buf := make([]byte, 4096)
		n, _ := resp.Body.Read(buf)
		page.Write(buf[:n])
		resp.Body.Close()
		if resp.StatusCode != http.StatusGone || !strings.Contains(page.String(), "<h1>"+english.GoneTitle+"</h1>") ||
			!strings.Contains(page.String(), english.TableWent) || !strings.Contains(page.String(), `action="/t/new"`) {
			t.Fatalf("the link of a gone table: %d %s", resp.StatusCode, page.String())
		}
		r := mustDial(t, ts.base, id)
		if m := r.until(protocol.Gone); m.Message != english.TableWent || m.Code != "" {
			t.Fatalf("WebSocket at a gone table: %+v", m)
		}
	}
}
