package model

import (
	"testing"
)

// Whose turn it is, plain: while the computer is to lay, the line over
// the person's hand says so, also when the person has laid their last
// card and the computer lays on; on the person's own turn it gives way to
// the prompt; while the hand's end waits for Next hand it is no one's turn
// (in a game of three it named the next seat over the Next hand button).
func TestOtherTurnLine(t *testing.T) {
	for _, game := range []string{"noddy", "cribbage", "cribbage-three"} {
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
		case tb.Waiting():
			if line != "" {
				t.Fatalf("tick %d: waiting for Next hand, the line says %q", tick, line)
			}
		case tb.YourTurn() && line != "":
			t.Fatalf("tick %d: on the person's turn the line says %q", tick, line)
		case !tb.YourTurn() && !tb.Busy() && tb.Turn() == 1:
			if want := map[bool]string{false: "The computer's turn", true: "West's turn"}[game == "cribbage-three"]; line != want {
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
