package art

import (
	"github.com/hajimehoshi/ebiten/v2"

	"noddy/engine"
)

// Cards is a deck's worth of card images — 52 faces and one back — at one
// physical size, each face drawn the first time it is asked for (a deal
// shows a few: drawing all 52 at once held up the first frame, most on a
// software renderer). Drawing a card is then a single DrawImage. The
// images belong to Cards; do not draw onto them.
type Cards struct {
	w, h  int
	st    Style
	faces [52]*ebiten.Image
	back  *ebiten.Image
	r     *renderer // draws the faces not yet drawn
}

// NewCards prepares a deck at width physical pixels (height width*7/5,
// the proportion of a period card; both rounded down) and draws its back;
// Face draws each face when first asked for. Widths under 20 px are raised
// to 20. Below about 75 px the indices grow ("jumbo" indices, at least 14
// px tall) so a phone's cards stay readable. Call it once per device scale
// or card size and keep the result (Dispose the old deck): a whole deck
// costs milliseconds on a GPU and up to a few hundred on a software
// renderer (see BENCHMARKS.md, "Art"). It and Face must be called from the
// game loop (Update, Draw or Layout) or before RunGame.
func NewCards(width int, st Style) *Cards {
	width = max(width, 20)
	c := &Cards{w: width, h: width * 7 / 5, st: st}
	pal := newPalette(st)
	c.r = &renderer{w: float64(c.w), h: float64(c.h), pal: &pal, st: st}
	c.r.prepare()
	c.back = ebiten.NewImage(c.w, c.h)
	c.r.back(c.back)
	return c
}

// Dispose frees the card images at once (instead of at garbage collection);
// use it when replacing a deck after a resize. The Cards must not be drawn
// afterwards.
func (c *Cards) Dispose() {
	for _, img := range c.faces {
		if img != nil {
			img.Deallocate()
		}
	}
	c.back.Deallocate()
	c.r.dispose()
}

// Face returns the face-up image of card c, drawing it the first time;
// NoCard or any invalid card gives the back, which is how a hidden card is
// shown.
func (c *Cards) Face(card engine.Card) *ebiten.Image {
	if !card.Valid() {
		return c.back
	}
	if c.faces[card] == nil {
		img := ebiten.NewImage(c.w, c.h)
		c.r.face(img, card)
		c.faces[card] = img
	}
	return c.faces[card]
}

// Back returns the image of a card's back.
func (c *Cards) Back() *ebiten.Image { return c.back }

// Width returns the card width in physical pixels.
func (c *Cards) Width() int { return c.w }

// Height returns the card height in physical pixels (Width()*7/5).
func (c *Cards) Height() int { return c.h }

// Style returns the style the cards were drawn in.
func (c *Cards) Style() Style { return c.st }
