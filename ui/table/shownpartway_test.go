package table

import (
	"testing"

	"noddy/engine"
	"noddy/engine/players"
)

// A hidden show (the other seat's, declared without its cards) that wins
// the match part-way is listed in the count panel, once its cards are
// turned up, with only the combinations pegged: the panel's total for the
// deal is what the seat scored, not the whole hand's worth (a play-test:
// "The computer: 6 this deal" beside a final score 2 up from 30).
func TestHiddenShowWonPartWayListsWhatWasPegged(t *testing.T) {
	for seed := uint64(1); seed < 3000; seed++ {
		tb, err := newTestTable(seed, [2]players.Player{players.Greedy{}, players.Greedy{}}, SpeedInstant)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 100000 && (!tb.MatchOver() || tb.Busy()); i++ {
			tb.Update()
		}
		var win engine.Shown
		found := false
		for _, e := range mt(tb).Events() {
			if s, ok := e.(engine.Shown); ok && s.Seat != tb.You && !s.Crib && s.Points < engine.Total(s.Combos) {
				win, found = s, true
			}
		}
		if !found {
			continue
		}
		taken := engine.Taken(win.Combos, win.Points)
		var listed []engine.Combo
		for _, en := range tb.Entries {
			if en.Seat == win.Seat && en.Where == "show" {
				if en.Hidden {
					t.Fatalf("seed %d: a hidden entry is left once the match is over: %+v", seed, en)
				}
				listed = append(listed, en.Combo)
			}
		}
		if len(listed) != len(taken) {
			t.Fatalf("seed %d: the count panel lists %d combinations of the show %v, %d pegged (%d of its %d points)", seed, len(listed), win.Combos, len(taken), win.Points, engine.Total(win.Combos))
		}
		for k := range taken {
			if listed[k].Kind != taken[k].Kind || listed[k].Points != taken[k].Points || len(listed[k].Cards) != len(taken[k].Cards) {
				t.Fatalf("seed %d: listed %v, pegged %v", seed, listed, taken)
			}
		}
		return
	}
	t.Fatal("no seed in 1..2999 has the other seat's show win part-way")
}
