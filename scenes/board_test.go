package scenes

import (
	"image/color"
	"math"
	"runtime"
	"testing"
	"time"

	"noddy/scenes/art"
	"noddy/ui/board"
	"noddy/ui/input"
	"noddy/ui/table"
)

// The table's score display is the rules' pegging board: after a few
// hands of cribbage for two and for four (played by keys), at rest, each
// side's front peg stands in the hole of the match's score and is drawn
// there in its side's colour (white in high contrast), and the hole two
// past it is empty (its bore: not the peg's colour, dark in high
// contrast); the board fills Layout.Pegging.
func TestBoardPegsDrawn(t *testing.T) {
	for _, c := range []struct {
		game string
		hc   bool
		w, h int
	}{{"cribbage", false, 1280, 800}, {"cribbage-four", false, 1280, 800}, {"cribbage-four", true, 390, 844}, {"noddy", false, 844, 390}} {
		hc := c.hc
		h := newHarness(t, Options{Seed: 11, Scene: "table", Speed: "instant", Level: "easy", Game: c.game, HighContrast: &hc}, c.w, c.h)
		a := h.g.app
		tb := a.Play.Table
		// Play by keys until both sides have scored and the table waits
		// for the person.
		for tick := 0; ; tick++ {
			if tick > 200000 {
				t.Fatalf("%s: no rest with both sides scored", c.game)
			}
			if !tb.Busy() && tb.YourTurn() && !tb.Pegs.Busy() && tb.Scores[0] > 0 && tb.Scores[1] > 0 && tb.Scores[0] < 50 {
				break
			}
			inLoop(func() {
				h.in.next = keysBot(a)
				_ = h.g.Update()
			})
		}
		if err := h.tick(input.Frame{}); err != nil {
			t.Fatal(err)
		}
		d := h.g.d
		if d.pegLay.Board != board.NewBoard(tb.RuleSet()) || d.pegRect != a.L.Pegging || a.L.Pegging.H < 40 {
			t.Fatalf("%s: board %+v in %+v, the layout's place %+v", c.game, d.pegLay.Board, d.pegRect, a.L.Pegging)
		}
		st := art.Style{HighContrast: hc}
		want := tb.Source().(*table.LocalSource).Match().Scores()
		for side, v := range want {
			if p := tb.Pegs.Pegs(side); p.Front != v || tb.Scores[side] != v {
				t.Fatalf("%s: side %d's pegs %+v, shown %d, the match's score %d", c.game, side, p, tb.Scores[side], v)
			}
			peg := art.PegColour(side, st)
			at := d.pegLay.PegAt(side, v)
			if got := h.nearest(at.X, at.Y, peg); !near(got, peg, 40) {
				t.Errorf("%s hc=%v: side %d's front peg at hole %d (%.0f, %.0f) drawn %v, want near %v", c.game, hc, side, v, at.X, at.Y, got, peg)
			}
			if p := tb.Pegs.Pegs(side); v+2 < tb.RuleSet().Target && p.Back != v+2 {
				e := d.pegLay.PegAt(side, v+2)
				if got := h.at(e.X, e.Y); near(got, peg, 40) || (hc && got.R > 128) {
					t.Errorf("%s hc=%v: side %d's empty hole %d (%.0f, %.0f) drawn %v, like a peg", c.game, hc, side, v+2, e.X, e.Y, got)
				}
			}
		}
	}
}

// near reports whether a and b are within tol in every channel.
func near(a, b color.RGBA, tol float64) bool {
	return math.Abs(float64(a.R)-float64(b.R)) <= tol && math.Abs(float64(a.G)-float64(b.G)) <= tol && math.Abs(float64(a.B)-float64(b.B)) <= tol
}

// nearest is the pixel within one of (x, y) nearest to colour c.
func (h *harness) nearest(x, y float64, c color.RGBA) color.RGBA {
	best, bd := color.RGBA{}, math.Inf(1)
	for dy := -1.0; dy <= 1; dy++ {
		for dx := -1.0; dx <= 1; dx++ {
			p := h.at(x+dx, y+dy)
			d := math.Abs(float64(p.R)-float64(c.R)) + math.Abs(float64(p.G)-float64(c.G)) + math.Abs(float64(p.B)-float64(c.B))
			if d < bd {
				best, bd = p, d
			}
		}
	}
	return best
}

// BenchmarkFourHandFrame measures frames (Update and Draw) of four-hand
// cribbage at its busiest, 1280×800 at normal speed: from the first
// point scored in the play of the second deal or later (the pile fanned,
// a card sliding, the announcement and its "+2", the pegs counted on
// hole by hole, three fanned hands, the crib, a full log), b.N frames on,
// the person playing by keys (so the computer's turns are in Update).
func BenchmarkFourHandFrame(b *testing.B) {
	h := newHarness(b, Options{Seed: 7, Scene: "table", Speed: "normal", Level: "easy", Game: "cribbage-four"}, 1280, 800)
	a := h.g.app
	for tick := 0; ; tick++ {
		tb := a.Play.Table
		if tick > 200000 {
			b.Fatal("never busy")
		}
		if banner, float, _ := tb.Banner(); tb.Deal >= 2 && float != "" && banner != "" && tb.Pegs.Busy() && tb.Count > 0 {
			break
		}
		inLoop(func() {
			h.in.next = keysBot(a)
			_ = h.g.Update()
		})
	}
	for range 10 { // the board rendered, the text cache warm
		_ = h.tick(input.Frame{})
	}
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	var cpu time.Duration
	for i := 0; i < b.N; i++ {
		inLoop(func() {
			h.in.next = keysBot(a) // the person's keys, not timed
			runtime.LockOSThread() // threadCPU: the frame on one thread
			defer runtime.UnlockOSThread()
			b.StartTimer()
			c0 := threadCPU()
			_ = h.g.Update()
			h.screen.Clear()
			h.g.Draw(h.screen)
			cpu += threadCPU() - c0
			b.StopTimer()
		})
	}
	reportCPU(b, cpu)
}
