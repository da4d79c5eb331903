package ui

import (
	"testing"

	"noddy/ui/input"
	"noddy/ui/shell"
)

// The snapshot's YourTurn is what the browser tests wait for before one
// key (quickPresses, no retry): on every tick it says so on a lay, key 1
// lays a card at once. A busy table drops a lay's key, so YourTurn must
// never be said while it shows the others' moves.
func TestSnapshotYourTurnTakesAKey(t *testing.T) {
	for _, speed := range []string{"instant", "normal"} {
		for seed := uint64(1); seed <= 12; seed++ {
			st := shell.DefaultSettings()
			st.Speed = speed
			a := newApp(t, Config{Seed: seed, Scene: "table", Settings: st})
			laid := 0
			for i := 0; i < 20000 && laid < 3 && !a.Play.Table.Over; i++ {
				s := a.Snapshot()
				if !s.YourTurn || s.Decision != "lay" || len(s.Hand) == 0 {
					if a.Play.Table.Waiting() && a.Play.Overlay == 0 {
						a.Update(key(input.KeySpace))
					} else {
						a.Update(input.Frame{})
					}
					continue
				}
				// Nothing moves while the table waits on the person, so
				// any new event is the key's card.
				n := len(mt(a.Play.Table).Events())
				a.Update(key(input.Key1))
				if got := len(mt(a.Play.Table).Events()); got == n {
					t.Fatalf("%s seed %d tick %d: key 1 on the snapshot's turn laid nothing", speed, seed, a.Tick)
				}
				laid++
			}
			if laid == 0 {
				t.Fatalf("%s seed %d: never the person's turn to lay", speed, seed)
			}
		}
	}
}
