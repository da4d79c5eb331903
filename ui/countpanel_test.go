package ui

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// countWords is every word of laid lines but a column's heading carried
// over from the column before ("West: 18 this deal (continued)").
func countWords(ls []layout.Laid) []string {
	k := 0
	for k < len(ls) && ls[k].Bold() {
		k++
	}
	if k > 0 && (strings.HasSuffix(ls[k-1].Text, "(continued)") || strings.HasSuffix(ls[k-1].Text, ", continued")) {
		ls = ls[k:]
	}
	var out []string
	for _, l := range ls {
		out = append(out, strings.Fields(l.Text)...)
	}
	return out
}

// Count (C) at the end of a hand, for two, three and four seats, at the
// window sizes the table is checked at, with normal and big text: every
// seat's show and the crib are there, word for word, at a readable size
// (never under 0.8 panel text sizes nor the least size), in columns
// inside the panel and above its buttons, a screen at a time with page
// buttons where they take more than one (four-hand cribbage's list was
// cut off after West's items, in 12 px, half the panel empty).
func TestCountPanelReadable(t *testing.T) {
	for _, game := range []string{"noddy", "cribbage-three", "cribbage-four"} {
		for _, sz := range [][2]float64{{1280, 800}, {844, 390}, {390, 844}} {
			for _, big := range []bool{false, true} {
				name := fmt.Sprintf("%s %v big=%v", game, sz, big)
				a := newApp(t, Config{Seed: 7, Scene: "table", Game: game, Settings: shell.Settings{Speed: "instant", Level: "easy", BigText: big}})
				a.SetSize(sz[0], sz[1])
				tb := a.Play.Table
				for tick := 0; tick < 20000 && !tb.Waiting(); tick++ {
					a.Update(keysFor(a))
				}
				if !tb.Waiting() {
					t.Fatalf("%s: no hand's end", name)
				}
				a.Update(key(input.KeyC))
				if a.Play.Overlay != play.OvCount {
					t.Fatalf("%s: C did not open the count", name)
				}
				l, p, v := &a.L, a.Play.Panel(), a.Play.CountText()
				if lo := math.Max(l.Min, l.PanelFS*0.8); v.PX < lo-1e-9 {
					t.Errorf("%s: the lines at %.1f px, under %.1f", name, v.PX, lo)
				}
				var got []string
				for s, screen := range v.Screens {
					for c, col := range screen {
						got = append(got, countWords(col)...)
						if h := layout.Height(col, v.PX); h > v.H+1e-6 {
							t.Errorf("%s: screen %d column %d %.0f tall in %.0f", name, s, c, h, v.H)
						}
					}
					right := p.X + l.Pad*1.5 + float64(len(screen))*v.W + float64(len(screen)-1)*v.Gap
					if right > p.X+p.W-l.Pad*1.5+1e-6 {
						t.Errorf("%s: screen %d's %d columns end at %.0f, past the panel's %.0f", name, s, len(screen), right, p.X+p.W)
					}
				}
				want := countWords(layout.Wrap(nil, tb.CountLines(), v.PX, 1e9, a.Measure))
				if strings.Join(got, " ") != strings.Join(want, " ") {
					t.Errorf("%s: the panel's words\n%q\nwant every line's\n%q", name, got, want)
				}
				if !strings.Contains(strings.Join(want, " "), "crib") && game != "noddy" {
					t.Errorf("%s: no crib in %q", name, want)
				}
				bs, _ := a.Buttons()
				closeY := p.Y + p.H
				for _, b := range bs {
					closeY = math.Min(closeY, b.Y)
				}
				if v.Top+v.H > closeY+1e-6 || v.Top < p.Y {
					t.Errorf("%s: the lines' room %.0f–%.0f, the buttons at %.0f", name, v.Top, v.Top+v.H, closeY)
				}
				for _, c := range v.Cards {
					if c.X < p.X || c.X+c.W > p.X+p.W || c.Y < p.Y || c.Y+c.H > v.Top {
						t.Errorf("%s: a card %+v outside the panel's cards (%+v, lines from %.0f)", name, c, p, v.Top)
					}
				}
				if n := len(v.Screens); n > 1 {
					if len(bs) != 3 {
						t.Errorf("%s: %d screens, buttons %v", name, n, bs)
					}
					for i := 1; i < n; i++ {
						a.Update(key(input.KeyRight))
					}
					if a.Play.Page != n-1 || !strings.Contains(a.Play.PageLine(), fmt.Sprint(n)) {
						t.Errorf("%s: → to page %d of %d (%q)", name, a.Play.Page+1, n, a.Play.PageLine())
					}
				}
			}
		}
	}
}

// The count panel's hands are as dealt during the hand: in a game with a
// crib it says so, since the cards laid out are among them (a player took
// cribbage's six for the four kept); in du Coeur's Noddy it names the hand
// alone. Once the hand has ended they are as kept for the show, and named
// so (the end of a cribbage hand had said "as dealt" over four cards).
func TestCountPanelHandLabels(t *testing.T) {
	for _, c := range []struct {
		game, you, other string
		n                int
		endYou, endOther string
		endN             int
	}{
		{"noddy", "Your hand", "The computer's hand", 3, "Your hand", "The computer's hand", 3},
		{"cribbage", "Your hand, as dealt", "The computer's hand, as dealt", 6, "Your hand", "The computer's hand", 4},
	} {
		a := newApp(t, Config{Seed: 7, Scene: "table", Game: c.game, Settings: shell.Settings{Speed: "instant", Level: "easy"}})
		tb := a.Play.Table
		for tick := 0; tick < 2000 && tb.Deal == 0; tick++ {
			a.Update(input.Frame{})
		}
		check := func(when, you, other string, n int) {
			t.Helper()
			if got := [2]string{tb.PanelHandLabel(0), tb.PanelHandLabel(1)}; got != [2]string{you, other} {
				t.Errorf("%s %s: the count panel's hands %q, want %q and %q", c.game, when, got, you, other)
			}
			for p, h := range tb.PanelHands() {
				if len(h) != n {
					t.Errorf("%s %s: place %d's hand %v, want %d cards", c.game, when, p, h, n)
				}
			}
		}
		check("in the hand", c.you, c.other, c.n)
		for tick := 0; tick < 20000 && !tb.Waiting(); tick++ {
			a.Update(keysFor(a))
		}
		if !tb.Revealed {
			t.Fatalf("%s: the hand never ended", c.game)
		}
		check("at the hand's end", c.endYou, c.endOther, c.endN)
	}
}

// At the end of a two-hand cribbage hand the count panel's lines take one
// screen at 1280×800: the cards above them come down in size before the
// lines go to a second screen (three of these hands' ends did, the cards
// at full size).
func TestCountPanelOneScreen(t *testing.T) {
	for seed := uint64(1); seed <= 15; seed++ {
		a := newApp(t, Config{Seed: seed, Scene: "table", Game: "cribbage", Settings: shell.Settings{Speed: "instant", Level: "easy"}})
		a.SetSize(1280, 800)
		tb := a.Play.Table
		for deal := 0; deal < 3 && !tb.Over; deal++ {
			for tick := 0; tick < 20000 && !tb.Waiting(); tick++ {
				a.Update(keysFor(a))
			}
			a.Update(key(input.KeyC))
			if a.Play.Overlay != play.OvCount {
				t.Fatalf("seed %d deal %d: C did not open the count", seed, tb.Deal)
			}
			if n := a.Play.Pages(); n != 1 {
				v := a.Play.CountText()
				t.Errorf("seed %d deal %d: the count takes %d screens (lines at %.1f px, cards %.0f px high)", seed, tb.Deal, n, v.PX, v.Cards[0].H)
			}
			a.Update(key(input.KeyC))
			a.Update(key(input.KeySpace))
			for range 5 {
				a.Update(input.Frame{})
			}
		}
	}
}

// On an upright phone the count panel's cards take the room the panel
// has: six-card cribbage's hands a row each with the starter and the crib
// in a row under them, not beside a hand (every card was 30 px wide over
// an empty panel, with big text).
func TestCountPanelPhoneCards(t *testing.T) {
	for _, big := range []bool{false, true} {
		a := newApp(t, Config{Seed: 8, Scene: "table", Game: "cribbage", Settings: shell.Settings{Speed: "instant", Level: "easy", BigText: big}})
		a.SetSize(390, 844)
		tb := a.Play.Table
		for tick := 0; tick < 3000 && len(tb.CribYours) == 0; tick++ {
			a.Update(keysFor(a))
		}
		a.Update(key(input.KeyC))
		if a.Play.Overlay != play.OvCount {
			t.Fatal("C did not open the count")
		}
		v := a.Play.CountText()
		if w := v.Cards[0].W; w < 45 {
			t.Errorf("big=%v: the panel's cards %.1f px wide, want 45 or more", big, w)
		}
		if n := a.Play.Pages(); n != 1 {
			t.Errorf("big=%v: %d screens", big, n)
		}
	}
}
