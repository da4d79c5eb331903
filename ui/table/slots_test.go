package table

import (
	"testing"

	"noddy/engine"
)

// The sprites come from the rules: du Coeur's Noddy keeps its numbers
// (the tests' SpHand, SpPile, SpStarter, SpCut), and every game of the
// family has room for its hands, its lays, its cut and its crib.
func TestSlotsFromTheRules(t *testing.T) {
	s := SlotsFor(engine.Noddy())
	if s.Hand(0, 0) != SpHand || s.Hand(1, 0) != SpHand+3 || s.Laid(0) != SpPile || s.Starter() != SpStarter || s.Cut(0) != SpCut || s.N != 15 || s.Crib != 0 {
		t.Fatalf("du Coeur's slots %+v", s)
	}
	for _, g := range engine.Games() {
		for _, n := range g.Players {
			r, err := engine.Lookup(g.Name, n)
			if err != nil {
				t.Fatal(err)
			}
			s := SlotsFor(r)
			if s.N > MaxSprites || s.Crib != r.CribSize() || s.Pile != r.Seats*r.Kept() || s.Hand(r.Seats-1, r.Deal-1)+1 != s.Laid(0) {
				t.Errorf("%s for %d: slots %+v", g.Name, n, s)
			}
			if r.CribSize() > 0 && s.CribCard(r.CribSize()-1) != s.N-1 {
				t.Errorf("%s for %d: the crib's last card %d of %d", g.Name, n, s.CribCard(r.CribSize()-1), s.N)
			}
		}
	}
}
