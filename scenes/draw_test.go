package scenes

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/ui/geom"
	"noddy/ui/input"
)

// A score past 31 pegs the last hole: nothing gold reaches the "31" label
// right of the board; at 31 the peg stands in the last hole.
func TestPegStopsAtTheLastHole(t *testing.T) {
	d := newDrawer()
	d.s, d.pal = 1, parlour
	r := geom.Rect{X: 10, Y: 10, W: 310, H: 10}
	for _, v := range []float64{31, 33, 35} {
		var pix *image.RGBA
		inLoop(func() {
			img := ebiten.NewImage(400, 30)
			d.track(img, r, v, 31)
			pix = image.NewRGBA(image.Rect(0, 0, 400, 30))
			img.ReadPixels(pix.Pix)
			img.Deallocate()
		})
		gold := func(x, y int) bool {
			c := pix.RGBAAt(x, y)
			return c.R > 200 && c.G > 150 && c.B < 130
		}
		last := false
		for y := 0; y < 30; y++ {
			for x := 0; x < 400; x++ {
				if !gold(x, y) {
					continue
				}
				if x > int(r.X+r.W)+1 {
					t.Fatalf("score %v: gold at (%d, %d), right of the board (ends at %v)", v, x, y, r.X+r.W)
				}
				if x > int(r.X+r.W-r.W/31) {
					last = true
				}
			}
		}
		if !last {
			t.Errorf("score %v: no peg in the last hole", v)
		}
	}
}

// The peg stands on its hole: at 10 points it is centred on the tenth.
func TestPegOnItsHole(t *testing.T) {
	d := newDrawer()
	d.s, d.pal = 1, parlour
	r := geom.Rect{X: 10, Y: 10, W: 310, H: 10}
	var pix *image.RGBA
	inLoop(func() {
		img := ebiten.NewImage(400, 30)
		d.track(img, r, 10, 31)
		pix = image.NewRGBA(image.Rect(0, 0, 400, 30))
		img.ReadPixels(pix.Pix)
		img.Deallocate()
	})
	lo, hi := 400, -1
	for x := 0; x < 400; x++ {
		if c := pix.RGBAAt(x, 15); c.R > 200 && c.G > 150 && c.B < 130 {
			lo, hi = min(lo, x), max(hi, x)
		}
	}
	want := r.X + 9.5*r.W/31 // the tenth hole's centre
	if mid := float64(lo+hi+1) / 2; mid < want-1 || mid > want+1 {
		t.Errorf("peg spans x %d..%d (centre %.1f), want centred on %.1f", lo, hi, mid, want)
	}
}

// H on the player's turn: the hint panel takes the log's place and the
// best card (seed 7: the eight of clubs, the second card) is marked — a
// warm glow beside it and not beside the others; in high contrast a white
// ring parted from the card by black. H again clears the mark.
func TestHintDrawn(t *testing.T) {
	for _, hc := range []bool{false, true} {
		on := hc
		h := newHarness(t, Options{Seed: 7, Scene: "table", Speed: "instant", HighContrast: &on}, 1280, 800)
		h.rest(t)
		l := h.g.app.L
		hand := h.g.Snapshot().Hand
		// Just left of a card, where a glow or a ring would be.
		beside := func(r geom.Rect) color.RGBA {
			if hc { // the middle of the ring's band
				return h.at(r.X-r.W*0.035-math.Max(3, r.W*0.06)/2, r.Y+r.H/2)
			}
			return h.at(r.X-2, r.Y+r.H/2)
		}
		marked := func(c color.RGBA) bool {
			if hc {
				return c.R > 200 && c.G > 200 && c.B > 200
			}
			return c.R > 90 && c.R > c.B+30 // gold over the green felt (about 50, 95, 55)
		}
		for i, r := range hand {
			if c := beside(r); marked(c) {
				t.Fatalf("hc=%v: card %d marked before the hint: %v", hc, i, c)
			}
		}
		if err := h.tick(keyFrame(input.KeyH)); err != nil {
			t.Fatal(err)
		}
		if !h.g.app.Play.HintOpen() {
			t.Fatal("H did not open the hint")
		}
		for i, r := range hand {
			if c := beside(r); marked(c) != (i == 1) {
				t.Errorf("hc=%v: beside card %d %v: marked %v, want %v", hc, i, c, marked(c), i == 1)
			}
		}
		// The panel is drawn opaque where the log was: its dark fill.
		p := h.g.app.Play.HintPanel()
		if p != l.Log {
			t.Errorf("hint panel %+v, want the log's place %+v", p, l.Log)
		}
		if c := h.at(p.X+p.W-l.Pad, p.Y+p.H*0.6); c.R > 80 || c.G > 80 {
			t.Errorf("hc=%v: inside the hint panel %v: want its dark fill", hc, c)
		}
		if err := h.tick(keyFrame(input.KeyH)); err != nil {
			t.Fatal(err)
		}
		if c := beside(hand[1]); marked(c) {
			t.Errorf("hc=%v: the mark stayed after the hint closed: %v", hc, c)
		}
	}
}
