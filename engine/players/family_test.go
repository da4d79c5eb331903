package players

import (
	"testing"

	"noddy/engine"
)

// Every registered game, at every player count and with each option, is
// played to its end by easy and by random players.
func TestFamilyPlaysOut(t *testing.T) {
	for _, g := range engine.Games() {
		for _, n := range g.Players {
			for _, opts := range append([][]string{nil}, optionSets(g.Options)...) {
				r, err := engine.Lookup(g.Name, n, opts...)
				if err != nil {
					t.Fatal(err)
				}
				for seed := uint64(1); seed <= 3; seed++ {
					for _, name := range []string{"easy", "random", "medium", "expert"} {
						m, _ := engine.NewMatch(r, seed)
						seats := make([]Actor, n)
						for s := range seats {
							seats[s], _ = New(r, name, seed+uint64(s))
						}
						if err := Play(m, seats); err != nil {
							t.Fatalf("%s %d %v %s seed %d: %v", g.Name, n, opts, name, seed, err)
						}
						if m.Winner() < 0 {
							t.Fatalf("%s: no winner", g.Name)
						}
					}
				}
			}
		}
	}
}

func optionSets(opts []string) [][]string {
	var out [][]string
	for _, o := range opts {
		out = append(out, []string{o})
	}
	return out
}

// familyRules lists every registered rule set but du Coeur's Noddy, at
// every player count, with no options and with each option alone.
func familyRules(t testing.TB) []engine.Rules {
	var out []engine.Rules
	for _, g := range engine.Games() {
		for _, n := range g.Players {
			for _, opts := range append([][]string{nil}, optionSets(g.Options)...) {
				r, err := engine.Lookup(g.Name, n, opts...)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, r)
			}
		}
	}
	return out
}
