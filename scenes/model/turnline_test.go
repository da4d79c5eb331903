package model

import (
	"slices"
	"testing"

	"noddy/engine"
)

// Whose turn it is, plain: while the computer is to lay, the line over
// the person's hand says so, also when the person has laid their last
// card and the computer lays on; on the person's own turn it gives way to
// the prompt.
func TestOtherTurnLine(t *testing.T) {
	for _, game := range []string{"noddy", "cribbage"} {
		t.Run(game, func(t *testing.T) { otherTurnLine(t, game) })
	}
}

func otherTurnLine(t *testing.T, game string) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Game: game})
	seen, emptyHanded := 0, 0
	for tick := 0; tick < 40000 && !a.Table.Over; tick++ {
		tb := a.Table
		line := a.OtherTurn()
		switch {
		case tb.YourTurn() && line != "":
			t.Fatalf("tick %d: on the person's turn the line says %q", tick, line)
		case !tb.YourTurn() && !tb.Busy() && tb.Turn() == 1:
			if line != "The computer's turn" {
				t.Fatalf("tick %d: the computer to act, the line %q", tick, line)
			}
			seen++
		case tb.Turn() < 0 && line != "":
			t.Fatalf("tick %d: no seat to act alone, the line %q", tick, line)
		}
		if line == "The computer's turn" && len(tb.Held(nil)) == 0 && tb.pileN > 0 {
			emptyHanded++
		}
		a.Update(keysFor(a))
	}
	if seen == 0 || emptyHanded == 0 && game == "cribbage" {
		t.Errorf("the computer's turn shown on %d ticks at rest, %d of them with the person's hand empty", seen, emptyHanded)
	}
}

// A demonstration (every seat the computer's) has nothing to review: its
// end box offers no Review; a match the person played offers one.
func TestEndBoxReviewOnlyWithAReview(t *testing.T) {
	for _, auto := range []bool{true, false} {
		a := newApp(t, Config{Seed: 7, Scene: "table", Autoplay: auto})
		a.SetSize(1280, 800)
		for tick := 0; tick < 60000 && a.Overlay != OvEnd; tick++ {
			a.Update(keysFor(a))
		}
		if a.Overlay != OvEnd {
			t.Fatalf("autoplay %v: no end box", auto)
		}
		_, labels := a.Buttons()
		if got := slices.Contains(labels, "Review"); got == auto || !slices.Contains(labels, "Replay") {
			t.Errorf("autoplay %v: the end box's buttons %q", auto, labels)
		}
	}
}

// A shared table's 64-bit seed is shown by its ends, not its 20 digits.
func TestLongSeedShortened(t *testing.T) {
	var tb Tableau
	for seed, want := range map[uint64]string{7: "seed 7", 123456: "seed 123456", 12345678: "seed 12345678",
		16503310384003944440: "seed 1650…4440"} {
		tb.setRuleText(engine.Noddy(), seed, "", false)
		if tb.SeedText != want {
			t.Errorf("seed %d: %q, want %q", seed, tb.SeedText, want)
		}
	}
}
