package ui

import (
	"slices"
	"testing"

	"noddy/ui/board"
	"noddy/ui/geom"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The table's pegs follow the scores it shows: every tick of a whole
// match at normal speed, each side's front peg is pegged to the score
// shown at that moment (never the match's score before the log reaches
// it); a peg moving clicks; at rest the pegs stand in the holes of the
// scores shown, the back peg in the hole of the score before the last
// award; and at the end the front pegs are the match's scores.
func TestPegsFollowTheShownScores(t *testing.T) {
	for _, c := range []familyCase{{Game: "noddy"}, {Game: "cribbage"}, {Game: "cribbage-four"}, {Game: "cribbage-three"}} {
		a := newApp(t, Config{Seed: 11, Scene: "table", Game: c.Game, Settings: shell.Settings{Speed: "normal", Level: "easy"}})
		tb := a.Play.Table
		board := board.NewBoard(tb.RuleSet())
		if tb.Pegs.Board != board {
			t.Fatalf("%s: the table pegs on %+v, the rules' board is %+v", c, tb.Pegs.Board, board)
		}
		lay := board.Layout(geom.Rect{W: 346, H: 190}, 1)
		clicks, moved, behind := 0, 0, 0
		last := slices.Clone(tb.Scores)
		for tick := 0; tick < 3000000 && !(tb.Over && !tb.Busy()); tick++ {
			clicks += countEff(a.Update(keysFor(a)), table.EffPeg)
			tb = a.Play.Table
			for s, v := range tb.Scores {
				if p := tb.Pegs.Pegs(s); p.Front != v {
					t.Fatalf("%s tick %d: side %d's pegs go to %d, the score shown is %d", c, tick, s, p.Front, v)
				}
				if v != last[s] {
					moved++
					last[s] = v
				}
			}
			if tb.Pegs.Busy() {
				behind++
				continue
			}
			for s, v := range tb.Scores {
				sp := tb.Pegs.Spots(&lay, s, tb.PegClock)
				p := tb.Pegs.Pegs(s)
				front, back := lay.PegsAt(s, p)
				if sp[0].Point != front || sp[1].Point != back || p.Back > p.Front || (v > 0 && lay.HoleOf(s, v).Point != front) {
					t.Fatalf("%s tick %d: side %d at rest at %v, its pegs %+v want %v %v", c, tick, s, sp, p, front, back)
				}
			}
		}
		if !tb.Over {
			t.Fatalf("%s: the match never ended", c)
		}
		want := tb.Source().(*table.LocalSource).Match().Scores()
		for s, v := range want {
			if got := tb.Pegs.Pegs(s).Front; got != v {
				t.Errorf("%s: at the end side %d's front peg at %d, the match's score %d", c, s, got, v)
			}
		}
		t.Logf("%s: %d scores shown, %d clicks, %d ticks moving, scores %v", c, moved, clicks, behind, want)
		if moved == 0 || clicks < moved || behind == 0 {
			t.Errorf("%s: %d scores shown, %d clicks, %d ticks with a peg moving", c, moved, clicks, behind)
		}
	}
}

func countEff(es []table.Effect, e table.Effect) int {
	n := 0
	for _, x := range es {
		if x == e {
			n++
		}
	}
	return n
}
