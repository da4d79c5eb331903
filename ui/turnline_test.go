package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"noddy/docs/games"
	"noddy/engine"
	"noddy/ui/layout"
	"noddy/ui/play"
)

// Whose turn it is, plain: while the computer is to lay, the line over
// the person's hand says so, also when the person has laid their last
// card and the computer lays on; on the person's own turn it gives way to
// the prompt; while the hand's end waits for Next hand it is no one's turn
// (in a game of three it named the next seat over the Next hand button).
func TestOtherTurnLine(t *testing.T) {
	for _, game := range []string{"noddy", "cribbage", "cribbage-three", "cribbage-four"} {
		t.Run(game, func(t *testing.T) { otherTurnLine(t, game) })
	}
}

func otherTurnLine(t *testing.T, game string) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Game: game})
	seen, emptyHanded := 0, 0
	for tick := 0; tick < 40000 && !a.Play.Table.Over; tick++ {
		tb := a.Play.Table
		line := a.Play.OtherTurn()
		switch {
		case tb.Waiting():
			if line != "" {
				t.Fatalf("tick %d: waiting for Next hand, the line says %q", tick, line)
			}
		case tb.YourTurn() && line != "":
			t.Fatalf("tick %d: on the person's turn the line says %q", tick, line)
		case tb.Busy() && line != "":
			// A show, a go, the next deal: the seat that acted last is
			// not whose turn it is.
			t.Fatalf("tick %d: while the table moves the line says %q", tick, line)
		case !tb.YourTurn() && !tb.Busy() && tb.Turn() > 0 && !tb.Waiting():
			if want := tb.Voice.Possessive(tb.Turn()) + " turn"; line != want {
				t.Fatalf("tick %d: seat %d to act, the line %q, want %q", tick, tb.Turn(), line, want)
			}
			seen++
		case tb.Turn() < 0 && line != "":
			t.Fatalf("tick %d: no seat to act alone, the line %q", tick, line)
		}
		if strings.HasSuffix(line, "'s turn") && len(tb.Held(nil)) == 0 && tb.PileN() > 0 {
			emptyHanded++
		}
		a.Update(keysFor(a))
	}
	if seen == 0 || emptyHanded == 0 && game != "noddy" {
		t.Errorf("the computer's turn shown on %d ticks at rest, %d of them with the person's hand empty", seen, emptyHanded)
	}
}

// A demonstration (every seat the computer's) has nothing to review: its
// end box offers no Review; a match the person played offers one.
func TestEndBoxReviewOnlyWithAReview(t *testing.T) {
	for _, auto := range []bool{true, false} {
		a := newApp(t, Config{Seed: 7, Scene: "table", Autoplay: auto})
		a.SetSize(1280, 800)
		for tick := 0; tick < 60000 && a.Play.Overlay != play.OvEnd; tick++ {
			a.Update(keysFor(a))
		}
		if a.Play.Overlay != play.OvEnd {
			t.Fatalf("autoplay %v: no end box", auto)
		}
		_, labels := a.Buttons()
		if got := slices.Contains(labels, "Review"); got == auto || !slices.Contains(labels, "Replay") {
			t.Errorf("autoplay %v: the end box's buttons %q", auto, labels)
		}
	}
}

// The other seats' name cells lie inside the felt, left to right, West's
// at the left end and East's at the right: a name is never cut by the rim.
func TestSeatLabelsInsideTheFelt(t *testing.T) {
	for _, g := range []string{"cribbage-three", "cribbage-four"} {
		r, err := engine.Lookup(g, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, sz := range [][2]float64{{1280, 800}, {844, 390}, {390, 844}} {
			l := layout.NewLayoutFor(sz[0], sz[1], false, layout.ShapeOf(r))
			for p := 1; p < r.Seats; p++ {
				lb := l.Labels[p]
				if lb.X < l.Play.X || lb.X+lb.W > l.Play.X+l.Play.W || p > 1 && lb.X < l.Labels[p-1].X+l.Labels[p-1].W {
					t.Errorf("%s %v: seat place %d's name cell %+v (the felt %+v)", g, sz, p, lb, l.Play)
				}
			}
		}
	}
}

// The title speaks of the game chosen, from the games' table: every game
// has its line, and cribbage's is not Noddy's.
func TestTitleSaysTheChosenGame(t *testing.T) {
	for _, g := range engine.Games() {
		a := newApp(t, Config{Seed: 1, Game: g.Name})
		lines := a.TitleLines()
		if len(lines) != 2 {
			t.Fatalf("%s: %d title lines", g.Name, len(lines))
		}
		want, ok := games.Summary(g.Name)
		got := strings.TrimRight(lines[0].Text, ":.") + ": " + lines[1].Text
		if !ok || !strings.HasPrefix(strings.ToLower(got), strings.ToLower(want)) || !strings.HasSuffix(strings.ToLower(got), fmt.Sprintf(" first to %d wins.", a.Rules().Target)) {
			t.Errorf("%s: title %q (summary %q, %v)", g.Name, got, want, ok)
		}
	}
	a := newApp(t, Config{Seed: 1, Game: "cribbage"})
	if l := a.TitleLines(); !strings.HasPrefix(l[0].Text, "Modern six-card cribbage") || l[1].Text != "six cards, two to the crib, the count and the show; first to 121 wins." {
		t.Errorf("cribbage's title lines %q", lineTexts(l))
	}
}
