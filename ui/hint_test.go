package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
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
	// Pinned: the expert prefers the eight (leaves the count at 12), then
	// the two, then the five (a five on the four leaves 9 and a pair).
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
	if a.Play.HintLines[0].Text != "1. eight of clubs (key 2) · 60% to win · 0 points now" || a.Play.HintLines[0].Style != layout.TextBold ||
		a.Play.HintLines[1].Text != "scores nothing; leaves the count at 12: they score on it with 11% of the hands they may hold (a three makes fifteen)" {
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

// The discard hint of six-card cribbage (seed 7: fifteen ways to lay
// out) shows why, not only what: at the window sizes the table is checked
// at, with normal and big text, the lines fit the panel at no less than
// 0.75 panel text sizes (big text: where its own sizes leave the three
// best without a reason, down to normal text's, never under normal text's
// fit); a last line says how many choices are left out and how far down
// they go; at 1280×800 and 390×844 the three best choices are there with
// the best one's reason word for word. (The reasons never showed: the
// fifteen lines shrank to the least size and the reasons went first.)
func TestDiscardHintShowsItsReasons(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {844, 390}, {390, 844}} {
		normalPX := 0.0
		for _, big := range []bool{false, true} {
			name := fmt.Sprintf("%v big=%v", sz, big)
			a := newApp(t, Config{Seed: 7, Scene: "table", Game: "cribbage", Settings: shell.Settings{Speed: "instant", Level: "easy", BigText: big}})
			a.SetSize(sz[0], sz[1])
			settle(t, a)
			a.Update(key(input.KeyH))
			if !a.Play.HintOpen() || a.Play.Hint[0].Action.Kind != engine.ActDiscard {
				t.Fatalf("%s: no discard hint", name)
			}
			n := len(a.Play.Hint)
			if n != 15 {
				t.Fatalf("%s: %d choices, want fifteen", name, n)
			}
			h := a.Play.HintFit()
			lo := max(a.L.Min, a.L.PanelFS*0.75)
			if big {
				lo = max(a.L.Min, a.L.Base*0.75, normalPX)
			}
			if h.PX < lo-1e-9 || h.H > a.Play.HintPanel().H+1e-6 {
				t.Errorf("%s: the lines at %.1f px (least %.1f), %.0f tall in %.0f", name, h.PX, lo, h.H, a.Play.HintPanel().H)
			}
			normalPX = h.PX
			shown := 0
			var reason []string
			for _, l := range h.Lines {
				if strings.HasPrefix(l.Text, fmt.Sprintf("%d. ", shown+1)) && l.Style != layout.TextDim {
					shown++
				}
				if strings.HasPrefix(l.Text, "… ") {
					break
				}
				if shown == 1 && l.Style == layout.TextDim {
					reason = append(reason, strings.Fields(l.Text)...)
				}
			}
			wanted := sz != [2]float64{844, 390}
			if want := strings.Fields(a.Play.Hint[0].Reason); wanted && !slices.Equal(reason, want) {
				t.Errorf("%s: the best choice's reason %q, want %q", name, reason, want)
			}
			if shown < 1 || wanted && shown < 3 {
				t.Errorf("%s: %d choices shown", name, shown)
			}
			if shown < n {
				var all []string
				for i := len(h.Lines) - 1; i >= 0; i-- {
					all = append(strings.Fields(h.Lines[i].Text), all...)
					if strings.HasPrefix(h.Lines[i].Text, "… ") {
						break
					}
				}
				more := english.HintMore(n-shown, english.ChanceTo(a.Play.Hint[n-1].WinChance, 1))
				if !slices.Equal(all, strings.Fields(more)) {
					t.Errorf("%s: %d of %d shown, the last line %q, want %q", name, shown, n, strings.Join(all, " "), more)
				}
			}
		}
	}
}

// Noddy's lay hint (seed 7, 1280×800: three choices, each with a reason):
// with normal text all three reasons, a little smaller (no less than 0.6
// of normal text's size; at no less than 0.75 the third's had gone); with
// big text two, at a size no less than normal text's least (0.75 of it)
// nor than normal text's own fit (the lines had stayed at big text's size
// and all three reasons had gone). Big text does not shrink below normal
// text's least to keep a reason.
func TestBigTextHintKeepsReasons(t *testing.T) {
	fit := func(big bool) (a *App, h play.HintText, reasons int) {
		a = newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant", Level: "easy", BigText: big}})
		a.SetSize(1280, 800)
		settle(t, a)
		a.Update(key(input.KeyH))
		if !a.Play.HintOpen() || len(a.Play.Hint) != 3 {
			t.Fatalf("big=%v: no hint of three choices", big)
		}
		h = a.Play.HintFit()
		for i, l := range h.Lines {
			if l.Style == layout.TextDim && (i == 0 || h.Lines[i-1].Style != layout.TextDim) {
				reasons++
			}
		}
		return a, h, reasons
	}
	_, normal, nr := fit(false)
	a, big, br := fit(true)
	if nr != 3 || br != 2 {
		t.Errorf("reasons shown: %d with normal text, %d with big; want 3 and 2", nr, br)
	}
	if lo := max(a.L.Min, a.L.Base*0.6); normal.PX < lo-1e-9 {
		t.Errorf("normal text's lines at %.1f px (least %.1f)", normal.PX, lo)
	}
	if lo := max(a.L.Min, a.L.Base*0.75); big.PX < lo-1e-9 || big.PX < normal.PX-1e-9 {
		t.Errorf("big text's lines at %.1f px, normal text's at %.1f (least %.1f)", big.PX, normal.PX, lo)
	}
	var reason []string
	for _, l := range big.Lines {
		if l.Style == layout.TextDim {
			reason = append(reason, strings.Fields(l.Text)...)
		}
		if strings.HasPrefix(l.Text, "2. ") {
			break
		}
	}
	if want := strings.Fields(a.Play.Hint[0].Reason); !slices.Equal(reason, want) {
		t.Errorf("the best choice's reason %q, want %q", reason, want)
	}
}
