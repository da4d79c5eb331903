//go:build !js

package table

import (
	"testing"
	"time"

	"noddy/cmd/internal/tableclient"
	"noddy/engine"
)

// A whole match through the real server over real WebSockets on
// loopback: two computer players and a spectator; every frame each
// receives is checked for cards it may not see, and what each seat saw
// is the replay of the seed and the actions, redacted for it.
func TestWholeMatch(t *testing.T) {
	ts := startServer(t, t.TempDir(), time.Now)
	ctx := ctxFor(t, 2*time.Minute)
	created, err := tableclient.Create(ctx, ts.base, "", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if created.Table.Status != "waiting" || len(created.Table.Seats) != 2 {
		t.Fatalf("created %+v", created.Table)
	}
	servers := []string{ts.base}
	a := newPlayer(t, servers, created.ID, "Ann", computer(t, "greedy", 1), false, 1)
	a.run(ctx)
	<-a.welcome
	b := newPlayer(t, servers, created.ID, "Bob", computer(t, "expert", 2), false, 1)
	b.run(ctx)
	<-b.welcome
	s := newPlayer(t, servers, created.ID, "Sue", nil, true, 1)
	s.run(ctx)
	a.wait(t, "Ann")
	b.wait(t, "Bob")
	s.wait(t, "Sue")
	if a.c.Seat != 0 || b.c.Seat != 1 || s.c.Seat != -1 {
		t.Fatalf("seats %d %d %d", a.c.Seat, b.c.Seat, s.c.Seat)
	}
	var rec record
	if code := getJSON(t, ts.base+"/api/tables/"+created.ID+"/record", &rec); code != 200 || len(rec.Matches) != 1 {
		t.Fatalf("record: %d %+v", code, rec)
	}
	all := replay(t, rec)
	sameEvents(t, "Ann", a.events(), redactAll(all, 0))
	sameEvents(t, "Bob", b.events(), redactAll(all, 1))
	spec := s.events()
	sameEvents(t, "Sue", spec, redactAll(all[len(all)-len(spec):], engine.Spectator))
	if _, ok := spec[0].(engine.Dealt); !ok {
		if _, cut := spec[0].(engine.Cut); !cut {
			t.Fatalf("the spectator's snapshot starts with %T, not the deal", spec[0])
		}
	}
	for _, p := range []*player{a, b, s} {
		t.Logf("seat %d: %d frames checked, %d items", p.seer.seat, p.seer.n, len(p.items))
	}
	if err := a.contiguous(); err != nil {
		t.Fatal(err)
	}
	if ts.srv.Panics() != 0 {
		t.Fatal("the server panicked")
	}
}
