package art

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/engine"
)

// The four suit shapes, each drawn in a unit box (x and y in -0.5..0.5,
// y down) so that every suit has the same height. They differ in outline as
// well as colour: in high contrast the shape alone tells the suit.

func heartPath(q *pen) {
	q.MoveTo(0, 0.5)
	q.CubicTo(-0.16, 0.32, -0.5, 0.12, -0.5, -0.16)
	q.CubicTo(-0.5, -0.38, -0.36, -0.5, -0.24, -0.5)
	q.CubicTo(-0.1, -0.5, -0.02, -0.42, 0, -0.3)
	q.CubicTo(0.02, -0.42, 0.1, -0.5, 0.24, -0.5)
	q.CubicTo(0.36, -0.5, 0.5, -0.38, 0.5, -0.16)
	q.CubicTo(0.5, 0.12, 0.16, 0.32, 0, 0.5)
	q.Close()
}

func diamondPath(q *pen) {
	q.MoveTo(0, -0.5)
	q.QuadTo(0.17, -0.2, 0.4, 0)
	q.QuadTo(0.17, 0.2, 0, 0.5)
	q.QuadTo(-0.17, 0.2, -0.4, 0)
	q.QuadTo(-0.17, -0.2, 0, -0.5)
	q.Close()
}

func spadePath(q *pen) {
	q.MoveTo(0, -0.5)
	q.CubicTo(0.14, -0.3, 0.5, -0.12, 0.5, 0.12)
	q.CubicTo(0.5, 0.3, 0.37, 0.38, 0.25, 0.38)
	q.CubicTo(0.14, 0.38, 0.06, 0.32, 0.035, 0.25)
	q.QuadTo(0.05, 0.42, 0.2, 0.5)
	q.LineTo(-0.2, 0.5)
	q.QuadTo(-0.05, 0.42, -0.035, 0.25)
	q.CubicTo(-0.06, 0.32, -0.14, 0.38, -0.25, 0.38)
	q.CubicTo(-0.37, 0.38, -0.5, 0.3, -0.5, 0.12)
	q.CubicTo(-0.5, -0.12, -0.14, -0.3, 0, -0.5)
	q.Close()
}

func clubPath(q *pen) {
	const r = 0.215
	q.Circle(0, -0.5+r, r)
	q.Circle(-0.5+r, 0.14, r)
	q.Circle(0.5-r, 0.14, r)
	q.Circle(0, 0.02, 0.19) // fills the crotch between the lobes
	q.MoveTo(0.04, 0.05)
	q.QuadTo(0.05, 0.42, 0.2, 0.5)
	q.LineTo(-0.2, 0.5)
	q.QuadTo(-0.05, 0.42, -0.04, 0.05)
	q.Close()
}

func suitPath(s engine.Suit, q *pen) {
	switch s {
	case engine.Hearts:
		heartPath(q)
	case engine.Diamonds:
		diamondPath(q)
	case engine.Spades:
		spadePath(q)
	default:
		clubPath(q)
	}
}

// drawSuit draws suit s with height size centred at (cx, cy), upside down
// when flip. Hollow suits (the red ones in high contrast) are an outline of
// width line around a card-coloured interior.
func (pt *painter) drawSuit(s engine.Suit, cx, cy, size float64, flip bool, pal *palette) {
	m := place(cx, cy, size, flip)
	q := newPen(m)
	suitPath(s, q)
	ink := pal.suit[s]
	if pal.hollow[s] {
		pt.fill(q, ink)
		// The interior is the same shape shrunk about its centre: even
		// enough for these compact shapes and keeps the outline crisp.
		line := max(1.5, size*0.13)
		k := (size - 2*line) / size
		var mi ebiten.GeoM
		mi.Scale(k, k)
		mi.Concat(m)
		qi := newPen(mi)
		suitPath(s, qi)
		pt.fill(qi, pal.stock)
		return
	}
	pt.fill(q, ink)
}

// Pip returns suit s drawn alone on a transparent image size×size physical
// pixels (for the log, the rules panel, buttons).
func Pip(s engine.Suit, size int, st Style) *ebiten.Image {
	size = max(size, 4)
	img := ebiten.NewImage(size, size)
	pal := newPalette(st)
	pt := newPainter(img)
	f := float64(size)
	pt.drawSuit(s&3, f/2, f/2, f*0.92, false, &pal)
	return img
}

// SuitColour is the ink of suit s in style st, for text that names a suit.
func SuitColour(s engine.Suit, st Style) color.RGBA {
	pal := newPalette(st)
	return pal.suit[s&3]
}
