package ui

import (
	"fmt"
	"slices"
	"testing"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
)

// H on the player's turn (seed 7: the computer led the four of diamonds)
// opens the hint: every legal card in players.Hint's order for seat 0's
// view, with its win chance, points and reason, the best card first.
func TestHintListsLegalCardsInExpertOrder(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	settle(t, a)
	if a.Play.HintOpen() {
		t.Fatal("hint open before it was asked for")
	}
	a.Update(key(input.KeyH))
	if !a.Play.HintOpen() {
		t.Fatal("H on the player's turn did not open the hint")
	}
	want := players.Hint(mt(a.Play.Table).View(0))
	var got []engine.Card
	for _, ad := range a.Play.Hint {
		got = append(got, ad.Action.Card)
	}
	// Pinned: the expert prefers the eight (leaves 12), then the two, then
	// the five (a five on the four leaves 9 and a pair).
	if pinned := engine.MustParseCards("8C 2C 5S"); !slices.Equal(got, pinned) {
		t.Fatalf("hint order %v, want %v", got, pinned)
	}
	if len(want) != len(a.Play.Hint) {
		t.Fatalf("hint has %d cards, players.Hint %d", len(a.Play.Hint), len(want))
	}
	legal := mt(a.Play.Table).Legal(0)
	if len(legal) != len(a.Play.Hint) {
		t.Errorf("hint lists %d cards, %d are legal", len(a.Play.Hint), len(legal))
	}
	keys := map[engine.Card]int{}
	for k, i := range a.Play.Table.Held(nil) {
		keys[a.Play.Table.Sprites[i].Card] = k + 1
	}
	var chances []float64
	for _, ad := range want {
		chances = append(chances, ad.WinChance)
	}
	for i, ad := range want {
		if h := a.Play.Hint[i]; h.Action.Card != ad.Card || h.WinChance != ad.WinChance || h.Points != ad.Points || h.Reason != ad.Reason {
			t.Errorf("advice %d: %+v, players.Hint %+v", i, a.Play.Hint[i], ad)
		}
		line := fmt.Sprintf("%d. %s (key %d) · %s to win · %d points now", i+1, english.Card(ad.Card), keys[ad.Card], english.ChanceTo(ad.WinChance, english.ChanceDecimals(chances)), ad.Points)
		if a.Play.HintLines[2*i].Text != line || a.Play.HintLines[2*i+1].Text != ad.Reason || a.Play.HintLines[2*i+1].Indent != 1 {
			t.Errorf("lines %d: %q / %q, want %q / %q", i, a.Play.HintLines[2*i].Text, a.Play.HintLines[2*i+1].Text, line, ad.Reason)
		}
	}
	if a.Play.HintLines[0].Text != "1. eight of clubs (key 2) · 59% to win · 0 points now" || a.Play.HintLines[0].Style != layout.TextBold ||
		a.Play.HintLines[1].Text != "scores nothing; leaves 12: they score on it with 12% of the hands they may hold (a three makes fifteen)" {
		t.Errorf("best line %q / %q", a.Play.HintLines[0].Text, a.Play.HintLines[1].Text)
	}
	if a.Play.HintBest() != engine.SetOf(want[0].Card) {
		t.Errorf("best card %v, want %v", a.Play.HintBest(), want[0].Card)
	}
	if c := a.Play.Table.Sprites[a.Play.Table.Held(nil)[a.Focus]].Card; c != want[0].Card {
		t.Errorf("keyboard focus on %v, want the best card %v", c, want[0].Card)
	}
	// H again closes it.
	a.Update(key(input.KeyH))
	if a.Play.HintOpen() || a.Play.HintBest() != 0 {
		t.Error("second H did not close the hint")
	}
}

// Esc closes the hint and stays at the table; laying a card closes it;
// the Hint button opens it; it is refused while the computer is to lay.
func TestHintClosesAndIsOnlyForYourTurn(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	settle(t, a)
	a.Update(tap(button(t, a, "hint")))
	if !a.Play.HintOpen() {
		t.Fatal("the Hint button did not open the hint")
	}
	a.Update(key(input.KeyEscape))
	if a.Play.HintOpen() || a.Scene != shell.SceneTable || a.Fade != 0 {
		t.Fatalf("Esc: hint open %v, scene %v, fade %d: want the hint closed at the table", a.Play.HintOpen(), a.Scene, a.Fade)
	}
	a.Update(key(input.KeyH))
	if !a.Play.HintOpen() {
		t.Fatal("H did not reopen the hint")
	}
	a.Update(key(input.Key1))
	if a.Play.HintOpen() {
		t.Error("the hint stayed open after a card was laid")
	}
	if a.Play.Table.YourTurn() {
		t.Fatal("still the player's turn after laying")
	}
	a.Update(key(input.KeyH))
	if a.Play.HintOpen() || a.Message == "" {
		t.Errorf("H while the computer lays: open %v, message %q", a.Play.HintOpen(), a.Message)
	}
}

func TestSnapshotHasHintButton(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	settle(t, a)
	var names []string
	for _, b := range a.Snapshot().Buttons {
		names = append(names, b.Name())
	}
	if !slices.Equal(names, []string{"hint", "new", "count", "rules", "settings", "menu"}) {
		t.Errorf("table buttons %v", names)
	}
}

// The hint panel stays clear of the player's hand and on screen in every
// layout.
func TestHintPanelClearOfHand(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {960, 600}, {640, 360}, {390, 844}, {360, 640}, {768, 1024}} {
		a := newApp(t, Config{Seed: 7, Scene: "table"})
		a.SetSize(sz[0], sz[1])
		p := a.Play.HintPanel()
		if p.X < 0 || p.Y < 0 || p.X+p.W > sz[0] || p.Y+p.H > sz[1] || p.H < a.L.FS*4 {
			t.Errorf("%v: hint panel %+v", sz, p)
		}
		for _, h := range a.L.Hands[0] {
			if p.X < h.X+h.W && h.X < p.X+p.W && p.Y < h.Y+h.H && h.Y < p.Y+p.H {
				t.Errorf("%v: hint panel %+v covers the hand %+v", sz, p, h)
			}
		}
	}
}

// The hint is asked for once per request: ticks while it is open (the
// pointer moving over the cards) keep the same advice, not a new search.
func TestHintComputedOnce(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	settle(t, a)
	a.Update(key(input.KeyH))
	first := &a.Play.Hint[0]
	gen := a.Play.HintGen()
	for i := range 120 {
		x, y := a.L.Hands[0][i%3].Centre()
		a.Update(input.Frame{Pointer: true, PointerX: x, PointerY: y})
	}
	if !a.Play.HintOpen() || &a.Play.Hint[0] != first || a.Play.HintGen() != gen {
		t.Error("the hint was recomputed (or closed) while the table waited")
	}
}
