//go:build !js

package sharedtable

import (
	"testing"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/server/servertest"
)

// An act the server refuses (a card that would pass 31, one not held)
// leaves the person's turn open: the same prompt is answered again. (The
// browser test stalled on it: a refusal taken in the tick after the act
// left the table's decision read while the act was pending.)
func TestSharedRefusedActKeepsTheTurn(t *testing.T) {
	srv := servertest.Start(t, nil, false)
	ann, link := annWaits(t, srv.Base)
	bob := friendApp(t, srv.Base, "Bob", link, &client.MemTokens{}, nil)
	idle(t, 20*time.Second, "someone's lay", func() bool {
		return ann.Friend.AtTable() && bob.Friend.AtTable() && (ann.Play.Table.LayTurn() || bob.Play.Table.LayTurn())
	}, ann, bob)
	who := ann
	if !ann.Play.Table.LayTurn() {
		who = bob
	}
	held := map[engine.Card]bool{}
	for _, i := range who.Play.Table.Held(nil) {
		held[who.Play.Table.Sprites[i].Card] = true
	}
	var bad engine.Card
	for c := engine.Card(0); c < 52; c++ {
		if !held[c] {
			bad = c
			break
		}
	}
	if err := who.Play.Table.Play(bad); err != nil {
		t.Fatalf("Play(%v): %v", bad, err)
	}
	// The refusal comes before the next tick (a browser's tick is 16 ms or
	// more; on loopback the server answers within it): the tick that takes
	// it must open the decision again.
	who.Snapshot() // as the browser's bridge does after every tick: the decision read while the act is pending
	time.Sleep(300 * time.Millisecond)
	idle(t, 10*time.Second, "the refusal, and the turn again", func() bool {
		return who.Play.Table.HasRefusal() || who.Message != ""
	}, ann, bob)
	idle(t, 10*time.Second, "the turn open again", func() bool { return who.Play.Table.LayTurn() }, ann, bob)
}
