package engine

import (
	"slices"
	"testing"
)

// Antipeek's model of Peek is exact: at every one of Peek's lays in 30
// matches against Antipeek, replaying the count from Antipeek's view with
// Peek's true hand gives Peek's position (turn, scores, count, both hands)
// and peekChoice there gives the card Peek lays; and at every decision
// of Antipeek's the true hand is among the hands it keeps.
func TestAntipeekModelsPeekExactly(t *testing.T) {
	peekLays, kept := 0, 0
	for seed := uint64(1); seed <= 30; seed++ {
		m, _ := NewMatch(Noddy(), seed)
		pkSeat := int(seed % 2)
		apSeat := 1 - pkSeat
		var ps [2]Player
		ps[pkSeat] = NewPeek(m)
		ps[apSeat] = NewAntipeek()
		for m.Phase() == PhaseCount {
			seat := m.Turn()
			c := ps[seat].Choose(m.View(seat))
			v := m.View(apSeat)
			truth := slices.Clone(m.held[pkSeat])
			if seat == pkSeat {
				start, ok := countStart(&v)
				if !ok {
					t.Fatalf("seed %d: countStart refused the pile %v", seed, v.Pile)
				}
				p, ok := replayCount(&v, start, truth)
				if !ok {
					t.Fatalf("seed %d: the true hand %v fails the replay of %v", seed, truth, v.Pile)
				}
				pv := m.View(pkSeat)
				want := posFromView(&pv, m.held[apSeat])
				if p.turn != pkSeat || p.scores != pv.Scores || p.count != pv.Count || p.n != len(pv.Pile) ||
					!sameCards(p.hands[0][:p.nh[0]], want.hands[0][:want.nh[0]]) ||
					!sameCards(p.hands[1][:p.nh[1]], want.hands[1][:want.nh[1]]) {
					t.Fatalf("seed %d: replayed %+v, want %+v", seed, p, want)
				}
				if got := peekChoice(&p, v.Dealer, v.Target, WinChance); got != c {
					t.Fatalf("seed %d: model lays %s, peek laid %s", seed, got, c)
				}
				peekLays++
			} else if len(v.Legal) > 1 {
				found := false
				for _, w := range antipeekWorlds(&v) {
					found = found || sameCards(w.hands[pkSeat][:w.nh[pkSeat]], truth)
				}
				if !found {
					t.Fatalf("seed %d: the true hand %v is not kept at %v", seed, truth, v.Pile)
				}
				kept++
			}
			if _, err := m.Apply(Action{Seat: seat, Card: c}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if peekLays < 300 || kept < 100 {
		t.Fatalf("only %d peek lays and %d antipeek decisions checked", peekLays, kept)
	}
	t.Logf("%d peek lays, %d antipeek decisions", peekLays, kept)
}

func sameCards(a, b []Card) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
