package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes/model"
)

// A score past 31 pegs the last hole: nothing gold reaches the "31" label
// right of the board; at 31 the peg stands in the last hole.
func TestPegStopsAtTheLastHole(t *testing.T) {
	d := newDrawer()
	d.s, d.pal = 1, parlour
	r := model.Rect{X: 10, Y: 10, W: 310, H: 10}
	for _, v := range []float64{31, 33, 35} {
		var pix *image.RGBA
		inLoop(func() {
			img := ebiten.NewImage(400, 30)
			d.track(img, r, v)
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
	r := model.Rect{X: 10, Y: 10, W: 310, H: 10}
	var pix *image.RGBA
	inLoop(func() {
		img := ebiten.NewImage(400, 30)
		d.track(img, r, 10)
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
