package players

import (
	"testing"

	"noddy/engine"
)

// Every registered game, at every player count and with each option, is
// played to its end by random, easy, medium and expert players.
func TestFamilyPlaysOut(t *testing.T) {
	for _, r := range familyRules(t) {
		n := r.Seats
		for seed := uint64(1); seed <= 3; seed++ {
			for _, name := range []string{"easy", "random", "medium", "expert"} {
				m, _ := engine.NewMatch(r, seed)
				seats := make([]Actor, n)
				for s := range seats {
					seats[s], _ = New(r, name, seed+uint64(s))
				}
				if err := Play(m, seats); err != nil {
					t.Fatalf("%s %d %v %s seed %d: %v", r.Name, n, r.Options, name, seed, err)
				}
				if m.Winner() < 0 {
					t.Fatalf("%s: no winner", r.Name)
				}
			}
		}
	}
}

// familyRules is every registered rule set at every player count, with
// no options and with each option alone (engine.AllSetups).
func familyRules(t testing.TB) []engine.Rules {
	rs, err := engine.AllSetups()
	if err != nil {
		t.Fatal(err)
	}
	return rs
}
