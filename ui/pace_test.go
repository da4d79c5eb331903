package ui

import (
	"testing"

	"noddy/engine"
	"noddy/ui/input"
	"noddy/ui/shell"
)

// ticksToFirstDecision presses Play on the title of a new match of game at
// seed and speed, and counts the ticks until the person is asked
// something; hurry presses Space on every tick the table is busy (tap to
// hurry).
func ticksToFirstDecision(t *testing.T, game string, seed uint64, speed string, hurry bool) int {
	t.Helper()
	a := newApp(t, Config{Seed: seed, Game: game, Settings: shell.Settings{Speed: speed, Level: "easy"}})
	a.Update(key(input.KeyEnter)) // Play, the title's first button
	for n := 1; n < 5000; n++ {
		if a.Scene == shell.SceneTable && a.Fade == 0 && a.Play.Table != nil && a.Play.Table.YourTurn() {
			return n
		}
		f := input.Frame{}
		if hurry && a.Play.Table != nil && a.Play.Table.Busy() && n%2 == 0 {
			f = key(input.KeySpace)
		}
		a.Update(f)
	}
	t.Fatalf("%s seed %d at %s: no decision in 5000 ticks", game, seed, speed)
	return 0
}

// A new match asks its first decision within about 3 s (180 ticks) at the
// default speed — on average over twenty deals, and never past 4 s —
// and sooner at fast; the slow speed keeps the pace it had (the figures
// of seed 7 before issue 25, when normal took 552 ticks in du Coeur's
// Noddy: the cut, the deal card by card, the starter and both shows, each
// combination in turn).
func TestFirstDecisionSoon(t *testing.T) {
	slow := map[string]int{"noddy": 879, "cribbage": 444, "cribbage-four": 524, "costly-colours": 596, "early-cribbage": 496}
	for _, g := range engine.Games() {
		var sum [2]int
		worst := 0
		for seed := uint64(1); seed <= 20; seed++ {
			n := ticksToFirstDecision(t, g.Name, seed, "normal", false)
			f := ticksToFirstDecision(t, g.Name, seed, "fast", false)
			if f >= n {
				t.Errorf("%s seed %d: %d ticks at fast, %d at normal", g.Name, seed, f, n)
			}
			sum[0], sum[1], worst = sum[0]+n, sum[1]+f, max(worst, n)
		}
		t.Logf("%s: first decision after %d ticks on average at normal (worst %d), %d at fast", g.Name, sum[0]/20, worst, sum[1]/20)
		if mean := sum[0] / 20; mean > 180 || worst > 240 {
			t.Errorf("%s: first decision after %d ticks on average at normal speed, at worst %d; want at most 180 and 240", g.Name, mean, worst)
		}
		if want, ok := slow[g.Name]; ok {
			if got := ticksToFirstDecision(t, g.Name, 7, "slow", false); got != want {
				t.Errorf("%s seed 7 at slow: first decision after %d ticks, want %d (as before)", g.Name, got, want)
			}
		}
	}
	// Tap to hurry: Space while the table is busy brings the decision sooner.
	for _, g := range []string{"noddy", "cribbage-four"} {
		if n, h := ticksToFirstDecision(t, g, 7, "normal", false), ticksToFirstDecision(t, g, 7, "normal", true); h >= n*2/3 {
			t.Errorf("%s: hurried, the first decision came after %d ticks (%d unhurried)", g, h, n)
		}
	}
}

// The shows follow the count quickly at the default speed: in six-card
// and four-hand cribbage (the pone's, the others', the crib's) from the
// first show to the hand's end in at most 5 s, each hand of three; and
// the next hand's first decision at most 1.5 s after the person deals it.
func TestShowsFollowQuickly(t *testing.T) {
	for _, g := range []string{"cribbage", "cribbage-four"} {
		a := newApp(t, Config{Seed: 7, Scene: "table", Game: g, Settings: shell.Settings{Speed: "normal", Level: "easy"}})
		tb := a.Play.Table
		showAt, hands := -1, 0
		for tick := 0; tick < 100000 && hands < 3; tick++ {
			evs := mt(tb).Events()
			if k := tb.Taken(); k > 0 && k <= len(evs) && showAt < 0 {
				if _, ok := evs[k-1].(engine.Shown); ok {
					showAt = tick
				}
			}
			if !tb.Waiting() {
				a.Update(keysFor(a))
				continue
			}
			if showAt < 0 || tick-showAt > 300 {
				t.Errorf("%s hand %d: the shows took %d ticks", g, hands+1, tick-showAt)
			}
			hands++
			a.Update(key(input.KeySpace)) // the next hand
			n := 0
			for ; !tb.YourTurn() && n < 5000; n++ {
				a.Update(input.Frame{})
			}
			if n > 90 {
				t.Errorf("%s hand %d: its first decision %d ticks after the deal began", g, hands+1, n)
			}
			showAt = -1
		}
		if hands < 3 {
			t.Errorf("%s: %d hands", g, hands)
		}
	}
}

// The computer thinks while the table's words are up, at every speed but
// slow: in seed 7 the computer leads after the person's show, and at
// normal and fast speed its card moves the tick the show's call is done
// (the call read its whole time: the first decision comes the pause
// sooner, 205 → 180 ticks at normal), where slow still rests 63 ticks
// before it.
func TestComputerThinksWhileWordsAreUp(t *testing.T) {
	for _, tc := range []struct {
		speed       string
		ticks, idle int
	}{{"normal", 180, 0}, {"fast", 122, 0}, {"slow", 878, 63}} {
		a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: tc.speed, Level: "easy"}})
		tb := a.Play.Table
		n, idle := 0, 0
		for ; n < 5000 && !tb.YourTurn(); n++ {
			if !tb.Busy() {
				idle++
			}
			a.Update(input.Frame{})
		}
		if n != tc.ticks || idle != tc.idle {
			t.Errorf("%s: the first decision after %d ticks, %d of them at rest; want %d and %d", tc.speed, n, idle, tc.ticks, tc.idle)
		}
	}
}

// The call the table ended on stays up while it waits for the person's
// card: in seed 86 the computer leads Knave Noddy, and the person, to lay
// against it, still reads it; it goes when they lay.
func TestLastCallStaysForTheCard(t *testing.T) {
	a := newApp(t, Config{Seed: 86, Scene: "table", Settings: shell.Settings{Speed: "normal", Level: "easy"}})
	tb := a.Play.Table
	for n := 0; n < 5000 && !tb.YourTurn(); n++ {
		if b, _ := tb.Lingering(); b != "" {
			t.Fatalf("tick %d: %q lingers while the table is busy or not asking for a card", n, b)
		}
		a.Update(input.Frame{})
	}
	for range 120 {
		a.Update(input.Frame{})
	}
	if b, _ := tb.Lingering(); b != "Computer: Knave Noddy is one" {
		t.Fatalf("two seconds into the person's turn the table shows %q, want the computer's call", b)
	}
	for _, i := range tb.Held(nil) {
		if c := tb.Sprites[i].Card; tb.Legal(c) {
			if err := tb.Play(c); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	if b, _ := tb.Lingering(); b != "" {
		t.Fatalf("after the person laid, %q still lingers", b)
	}
}
