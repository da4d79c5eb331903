//go:build !js

package server

import (
	"fmt"
	"testing"
	"time"

	"noddy/client/tableclient"
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

// Every game of the family at every player count (and the claim options)
// through the server: one computer player a seat and a spectator, every
// frame checked for hidden cards, every stream the replay redacted.
func TestFamilyMatches(t *testing.T) {
	ts := startServer(t, t.TempDir(), time.Now)
	ctx := ctxFor(t, 5*time.Minute)
	type config struct {
		game    string
		players int
		options []string
	}
	var cs []config
	for _, g := range engine.Games() {
		for _, n := range g.Players {
			cs = append(cs, config{g.Name, n, nil})
		}
		for _, o := range g.Options {
			if o == "muggins" || o == "claims" || o == "claims-at-end" || o == "best-of-three" {
				cs = append(cs, config{g.Name, g.Players[0], []string{o}})
			}
		}
	}
	for _, c := range cs {
		created, err := tableclient.Create(ctx, ts.base, c.game, c.players, c.options)
		if err != nil {
			t.Fatal(err)
		}
		n := created.Table.Players
		var ps []*player
		for s := range n {
			p := newPlayer(t, []string{ts.base}, created.ID, fmt.Sprint("P", s), computer(t, "easy", uint64(s)), false, 1)
			p.run(ctx)
			<-p.welcome
			ps = append(ps, p)
		}
		spec := newPlayer(t, []string{ts.base}, created.ID, "Sue", nil, true, 1)
		spec.run(ctx)
		for _, p := range ps {
			p.wait(t, fmt.Sprint(c))
		}
		spec.wait(t, fmt.Sprint(c, " spectator"))
		var rec record
		getJSON(t, ts.base+"/api/tables/"+created.ID+"/record", &rec)
		all := replay(t, rec)
		for s, p := range ps {
			if p.c.Seat != s {
				t.Fatalf("%v: seat %d took %d", c, s, p.c.Seat)
			}
			sameEvents(t, fmt.Sprint(c, " seat ", s), p.events(), redactAll(all, s))
		}
		got := spec.events()
		sameEvents(t, fmt.Sprint(c, " spectator"), got, redactAll(all[len(all)-len(got):], engine.Spectator))
		t.Logf("%s/%d %v: %d events, %d actions", c.game, n, c.options, len(all), len(rec.Matches[0].Actions))
	}
	if ts.srv.Panics() != 0 {
		t.Fatal("panicked")
	}
}
