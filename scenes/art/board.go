package art

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"noddy/ui/board"
)

// The pegging board (ui.BoardLayout) is drawn here: in the default
// style a walnut board with a bevelled edge and a soft shadow on the
// cloth, a brass line inlaid round it and down the streets (and along
// Willughby's M), every hole a dark bore in a brass rim, the game hole
// larger in a double rim, the numbers engraved and filled with brass; the
// pegs are domed, in each side's colour (madder red, ivory, blue), with a
// shadow that grows as a peg is lifted. In high contrast: a black board
// edged in white, hollow white rings for holes, solid white pegs told
// apart by their shape (a disc, a square, a triangle), black and white
// only.
//
// The board without pegs is drawn once per layout size, device scale and
// style into an image (a small cache, at most boardCacheMax boards); each
// frame draws that image and the pegs, with one reused DrawImageOptions,
// at whole pixels with the nearest filter from images on Ebitengine's
// atlas, so that a frame's board is one merged draw command: nothing of
// ours allocates (Ebitengine v2.8.8 allocates one region list for each new
// command; see BENCHMARKS.md, "Board", and scenes/art/inframe).

// PegColour is the colour of side's pegs in style st (in high contrast,
// white: there the shape tells the sides apart, see PegShape).
func PegColour(side int, st Style) color.RGBA {
	if st.HighContrast {
		return white
	}
	return pegColours[side%len(pegColours)]
}

var pegColours = [...]color.RGBA{
	rgb(0xc0, 0x2f, 0x28), // madder red
	rgb(0xf0, 0xe6, 0xc8), // ivory
	rgb(0x3b, 0x6f, 0xc4), // blue
	rgb(0x4a, 0x9a, 0x55), // green
}

// PegShape names the shape of side's pegs in high contrast: "disc",
// "square", "triangle" (then round again); the default style's pegs are
// all discs.
func PegShape(side int) string { return pegShapes[side%len(pegShapes)] }

var pegShapes = [...]string{"disc", "square", "triangle"}

// The board's colours in the default style.
var (
	brass      = rgb(0xd4, 0xa8, 0x4e)
	brassLight = rgb(0xf6, 0xdc, 0x8e)
	brassDark  = rgb(0x7c, 0x56, 0x1e)
	boreColour = rgb(0x1a, 0x0f, 0x09)
)

// boardCacheMax bounds the boards kept: a window being resized makes a
// new one per size, and each is an image the size of the board.
const boardCacheMax = 6

type boardKey struct {
	board         board.Board
	rw, rh, scale float64
	hc            bool
}

// liftLevels is how many sizes a lifted peg (and its shadow) is drawn at:
// each made once, so a peg in the air is drawn 1:1 like one at rest.
const liftLevels = 4

type boardArt struct {
	img    *ebiten.Image // the board without pegs, its shadow round it
	margin float64       // the shadow's width round Bounds
	// peg[side][level] and shadow[level]: the pegs at rest (level 0) and
	// lifted, up to 1.3 times as large.
	peg    [len(pegColours)][liftLevels]*ebiten.Image
	shadow [liftLevels]*ebiten.Image
	used   uint64
}

var boards struct {
	m    map[boardKey]*boardArt
	tick uint64
	op   ebiten.DrawImageOptions
}

// DrawBoard draws the board of layout l in style st onto dst, with the
// pegs of pegs (nil: none) where they are at tick now (ui.Pegboard.Spots).
// The first call for a layout's size, scale and style renders the board
// (tens of milliseconds on a software renderer; see BENCHMARKS.md,
// "Board"), later ones only draw, allocating nothing of ours. Call it from
// the game loop (Draw).
func DrawBoard(dst *ebiten.Image, l *board.BoardLayout, st Style, pegs *board.Pegboard, now float64) {
	a := boardFor(l, st)
	if a == nil {
		return
	}
	op := &boards.op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterNearest
	op.GeoM.Translate(l.Bounds.X-a.margin, l.Bounds.Y-a.margin)
	dst.DrawImage(a.img, op)
	if pegs == nil {
		return
	}
	for side := 0; side < l.Board.Sides; side++ {
		spots := pegs.Spots(l, side, now)
		for _, sp := range spots {
			a.drawPeg(dst, side, sp, l.Pitch)
		}
	}
}

// drawPeg draws a peg at sp, its shadow under it: at whole pixels with
// the nearest filter, lifted at one of the sizes made for it (so every
// draw of a frame can be merged by Ebitengine and none allocates).
func (a *boardArt) drawPeg(dst *ebiten.Image, side int, sp board.PegSpot, pitch float64) {
	op := &boards.op
	op.Filter = ebiten.FilterNearest
	lv := min(liftLevels-1, max(0, int(math.Round(sp.Lift*(liftLevels-1)))))
	lift := float64(lv) / (liftLevels - 1)
	if sh := a.shadow[lv]; sh != nil {
		off := pitch * (0.08 + 0.35*lift)
		half := float64(sh.Bounds().Dx() / 2)
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(sp.X+off)-half, math.Round(sp.Y+off*1.2)-half)
		op.ColorScale.Reset()
		op.ColorScale.ScaleAlpha(float32(1 - 0.45*lift))
		dst.DrawImage(sh, op)
	}
	img := a.peg[side%len(a.peg)][lv]
	half := float64(img.Bounds().Dx() / 2)
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round(sp.X)-half, math.Round(sp.Y-pitch*0.25*sp.Lift)-half)
	op.ColorScale.Reset()
	dst.DrawImage(img, op)
}

// boardFor returns the rendered board for l in style st, making it on the
// first call (and dropping the least recently used past boardCacheMax).
func boardFor(l *board.BoardLayout, st Style) *boardArt {
	if l == nil || l.Pitch <= 0 || l.Bounds.W < 1 || l.Bounds.H < 1 {
		return nil
	}
	k := boardKey{l.Board, l.Rect.W, l.Rect.H, l.Scale, st.HighContrast}
	boards.tick++
	if a, ok := boards.m[k]; ok {
		a.used = boards.tick
		return a
	}
	if boards.m == nil {
		boards.m = map[boardKey]*boardArt{}
	}
	for len(boards.m) >= boardCacheMax {
		var old boardKey
		oldest := uint64(math.MaxUint64)
		for key, a := range boards.m {
			if a.used < oldest {
				old, oldest = key, a.used
			}
		}
		boards.m[old].dispose()
		delete(boards.m, old)
	}
	a := renderBoard(l, st)
	a.used = boards.tick
	boards.m[k] = a
	return a
}

// boardCached is how many boards the cache holds (tests).
func boardCached() int { return len(boards.m) }

func (a *boardArt) dispose() {
	a.img.Deallocate()
	for i := range a.peg {
		for _, p := range a.peg[i] {
			p.Deallocate()
		}
	}
	for _, p := range a.shadow {
		if p != nil {
			p.Deallocate()
		}
	}
}

// renderBoard draws the board of l without pegs, and the peg images.
func renderBoard(l *board.BoardLayout, st Style) *boardArt {
	hc := st.HighContrast
	p := l.Pitch
	a := &boardArt{}
	if !hc {
		a.margin = math.Ceil(math.Max(2, 0.45*p))
	}
	w := int(l.Bounds.W + 2*a.margin)
	h := int(l.Bounds.H + 2*a.margin)
	ox, oy := l.Bounds.X-a.margin, l.Bounds.Y-a.margin
	a.img = ebiten.NewImage(max(w, 1), max(h, 1))
	a.img.WritePixels(boardBase(w, h, a.margin, l, hc))

	// The holes, from stamps made once here.
	track := holeStamp(l.HoleR, hc, false)
	start := holeStamp(l.HoleR*0.8, hc, false)
	game := holeStamp(l.GameR, hc, true)
	var op ebiten.DrawImageOptions
	for _, hl := range l.Holes {
		s := track
		switch hl.Kind {
		case board.HoleStart:
			s = start
		case board.HoleGame:
			s = game
		}
		half := float64(s.Bounds().Dx()) / 2
		op.GeoM.Reset()
		op.GeoM.Translate(math.Round(hl.X)-ox-half, math.Round(hl.Y)-oy-half)
		a.img.DrawImage(s, &op)
	}
	track.Deallocate()
	start.Deallocate()
	game.Deallocate()

	// The numbers, engraved: a dark cut under brass.
	for _, lb := range l.Labels {
		face := Font(Bold, math.Round(lb.Size))
		to := &text.DrawOptions{}
		to.PrimaryAlign = text.AlignCenter
		to.SecondaryAlign = text.AlignCenter
		x, y := math.Round(lb.X-ox), math.Round(lb.Y-oy)
		if !hc {
			d := math.Max(1, math.Round(lb.Size/14))
			to.GeoM.Translate(x-d*0.5, y-d)
			to.ColorScale.ScaleWithColor(rgb(0x2a, 0x17, 0x0c))
			text.Draw(a.img, lb.Text, face, to)
			to.GeoM.Reset()
			to.ColorScale.Reset()
		}
		to.GeoM.Translate(x, y)
		ink := white
		if !hc {
			ink = brassLight
		}
		to.ColorScale.ScaleWithColor(ink)
		text.Draw(a.img, lb.Text, face, to)
	}

	// The pegs: an image a side at each lift, and their shadows.
	pr := l.PegR
	if hc {
		pr *= 1.2 // a shape, flat: as large as reads without covering the next hole
	}
	for lv := range liftLevels {
		k := 1 + 0.3*float64(lv)/(liftLevels-1)
		for i := range a.peg {
			a.peg[i][lv] = pegStamp(pr*k, i, st)
		}
		if !hc {
			a.shadow[lv] = shadowStamp(pr * k)
		}
	}
	return a
}
