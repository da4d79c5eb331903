package ui

import (
	"slices"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// playUntil lays the first legal card (by key) whenever it is the
// person's turn, until stop reports true; it fails after limit ticks.
func playUntil(t *testing.T, a *App, limit int, stop func() bool) {
	t.Helper()
	for tick := 0; tick < limit; tick++ {
		if stop() {
			return
		}
		f := input.Frame{}
		if a.Play.Table.YourTurn() {
			f = personMove(a.Play.Table, false)
		}
		a.Update(f)
	}
	t.Fatalf("condition not reached in %d ticks", limit)
}

// lastHandEnded returns the engine's (unredacted) last HandEnded event.
func lastHandEnded(t *testing.T, m *engine.Match) engine.HandEnded {
	t.Helper()
	evs := m.Events()
	for i := len(evs) - 1; i >= 0; i-- {
		if e, ok := evs[i].(engine.HandEnded); ok {
			return e
		}
	}
	t.Fatal("no hand has ended")
	return engine.HandEnded{}
}

// At the end of a hand the table holds, with the pile and the computer's
// unplayed cards face up, until the person presses Next hand; the log
// names the hands in words.
func TestHandEndHoldsUntilNextHand(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	tb := a.Play.Table
	playUntil(t, a, 20000, tb.Waiting)
	e := lastHandEnded(t, mt(tb))
	pile := tb.PileN()
	for range 2000 {
		a.Update(input.Frame{})
	}
	if !tb.Waiting() || tb.Deal != e.Deal {
		t.Fatalf("after 2000 idle ticks: waiting %v, deal %d; want the hold on deal %d", tb.Waiting(), tb.Deal, e.Deal)
	}
	var up []engine.Card
	for i := range 3 {
		if sp := tb.Sprites[tb.Slots.Hand(1, i)]; sp.Shown {
			if !sp.Up {
				t.Errorf("computer's card %d face down in the hold", i)
			}
			up = append(up, sp.Card)
		}
	}
	if len(up) != len(e.Unplayed[1]) {
		t.Fatalf("computer's cards shown %v, unplayed %v", up, e.Unplayed[1])
	}
	for i, c := range e.Unplayed[1] {
		if up[i] != c {
			t.Errorf("computer's card %d shown %v, unplayed %v", i, up[i], c)
		}
	}
	if pile == 0 || tb.PileN() != pile || !tb.Sprites[SpPile].Shown {
		t.Errorf("pile %d cards (was %d, first shown %v): want it still up", tb.PileN(), pile, tb.Sprites[SpPile].Shown)
	}
	want := personSeats.HandEndLine(e)
	if got := tb.Log[len(tb.Log)-1]; got != want {
		t.Errorf("log %q, want %q", got, want)
	}
	// The line is in words.
	if e.Deal == 1 {
		if want[:len("Hand 1 over. You held the ")] != "Hand 1 over. You held the " {
			t.Errorf("log line %q", want)
		}
	}
	bs, labels := a.Buttons()
	next := -1
	for i, b := range bs {
		if b.Name() == "next" {
			next = i
		}
	}
	if next < 0 || labels[next] != "Next hand" {
		t.Fatalf("no Next hand button while holding: %v %v", bs, labels)
	}
	a.Update(tap(bs[next].Rect))
	if tb.Waiting() {
		t.Fatal("still holding after a tap on Next hand")
	}
	settle(t, a)
	if tb.Deal != e.Deal+1 && !tb.Over {
		t.Errorf("deal %d after Next hand, want %d", tb.Deal, e.Deal+1)
	}
}

// Space and Enter continue too; a hurry during the hand's last steps does
// not skip the hold.
func TestHandEndKeysContinue(t *testing.T) {
	for _, k := range []input.Key{input.KeySpace, input.KeyEnter} {
		a := newApp(t, Config{Seed: 7, Scene: "table"})
		tb := a.Play.Table
		for n := 0; !tb.Waiting(); n++ {
			if n > 20000 {
				t.Fatal("no hold")
			}
			f := key(input.KeySpace) // hurry everything
			if tb.YourTurn() {
				for k, i := range tb.Held(nil) {
					if tb.Legal(tb.Sprites[i].Card) {
						f = key(input.Key1 + input.Key(k))
						break
					}
				}
			}
			a.Update(f)
		}
		for range 10 {
			a.Update(input.Frame{})
		}
		if !tb.Waiting() {
			t.Fatal("the hold was skipped")
		}
		a.Update(key(k))
		if tb.Waiting() {
			t.Errorf("key %d did not continue", k)
		}
	}
}

// Without a person to continue (autoplay, instant speed) the hold ends by
// itself: after 90 ticks at normal speed in autoplay, table.WaitFast at fast
// speed (45 in autoplay), table.WaitMin at instant speed (where
// the hold begins within the tick the last card is laid, which counts).
func TestHandEndHoldEndsByItself(t *testing.T) {
	for _, tc := range []struct {
		speed    string
		autoplay bool
		ticks    int
	}{{"normal", true, 90}, {"fast", false, table.WaitFast}, {"fast", true, 45}, {"instant", false, table.WaitMin - 1}, {"instant", true, table.WaitMin - 1}} {
		a := newApp(t, Config{Seed: 7, Scene: "table", Autoplay: tc.autoplay, Settings: shell.Settings{Speed: tc.speed}})
		tb := a.Play.Table
		playUntil(t, a, 20000, tb.Waiting)
		n := 0
		for tb.Waiting() && n < 10000 {
			a.Update(input.Frame{})
			n++
		}
		if n != tc.ticks {
			t.Errorf("%s autoplay %v: held %d ticks, want %d", tc.speed, tc.autoplay, n, tc.ticks)
		}
	}
}

// At the end of the match the computer's last hand is turned up (in place
// and in the end panel), and C opens Count both hands from the end panel,
// Esc coming back to it.
func TestMatchEndShowsLastHand(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
	tb := a.Play.Table
	playUntil(t, a, 200000, func() bool { return a.Play.Overlay == play.OvEnd })
	evs := mt(tb).Events()
	var d engine.Dealt
	for _, e := range evs {
		if e, ok := e.(engine.Dealt); ok {
			d = e
		}
	}
	if !tb.Revealed || !sameHands(tb.Hands, d.Hands) {
		t.Fatalf("revealed %v, hands %v; want %v", tb.Revealed, tb.Hands, d.Hands)
	}
	for i := range 3 {
		if sp := tb.Sprites[tb.Slots.Hand(1, i)]; sp.Shown && (!sp.Up || !sp.Card.Valid()) {
			t.Errorf("computer's card %d not turned up at the match's end: %+v", i, sp)
		}
	}
	// Both last hands are listed (the box covers the player's).
	lines := tb.EndLines()
	want := []string{"The last hands, as dealt:",
		"You: " + strings.ReplaceAll(cardWords(d.Hands[0][:]), "the ", ""),
		"The computer: " + strings.ReplaceAll(cardWords(d.Hands[1][:]), "the ", "")}
	if len(lines) != noddyEndLines || !slices.Equal(lines[2:], want) || lines[1] != "The points that won it — "+tb.Decided || tb.Decided == "" {
		t.Errorf("end lines %q, want them to end %q", lines, want)
	}
	// Where one hand in words does not fit, both are shown by their
	// cards' corners; the names under the hand, which the box covers, go.
	fits := func(s string) bool { return len([]rune(s)) <= 55 }
	if got := tb.EndShown(lines, fits)[3:]; !slices.Equal(got, []string{"You: 6♥ 5♠ A♣", "The computer: 6♣ 2♦ 3♠"}) {
		t.Errorf("end box's hands where the computer's is too long: %q", got)
	}
	if got := tb.EndShown(lines, func(string) bool { return true }); !slices.Equal(got, lines) {
		t.Errorf("end box's lines where all fit: %q", got)
	}
	if a.Play.CardNamesShown(tb) {
		t.Error("the cards' names are shown under the end box")
	}
	a.Update(key(input.KeyC))
	if a.Play.Overlay != play.OvCount {
		t.Fatalf("C at the end panel: overlay %d, want the count", a.Play.Overlay)
	}
	for _, l := range lineTexts(a.Play.Table.CountLines()) {
		if strings.Contains(l, "cards shown when the hand ends") {
			t.Errorf("count panel still hides the computer's show: %q", l)
		}
	}
	a.Update(key(input.KeyEscape))
	if a.Play.Overlay != play.OvEnd {
		t.Errorf("Esc from the count: overlay %d, want the end panel", a.Play.Overlay)
	}
	_, labels := a.Buttons()
	if !slices.Equal(labels, []string{"Play again", "Replay", "Review", "Count (C)", "Title"}) || labels[a.Focus] != "Count (C)" {
		t.Errorf("end panel buttons %v, focus %d", labels, a.Focus)
	}
}
