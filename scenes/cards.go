package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes/art"
	"noddy/ui"
	"noddy/ui/geom"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/table"
)

// Cards and the sprites of the table.

// ensureCardsFor renders the cards at layout l's card width, and the other
// seats' smaller cards where a game for three or four fans them.
func (d *drawer) ensureCardsFor(l *layout.Layout) {
	w := int(math.Round(l.CW * d.s))
	if d.cards == nil || d.cardsW != w || d.cardsS != d.style {
		if d.cards != nil {
			d.cards.Dispose() // a new size or style: free the old deck's images now
		}
		d.cards = art.NewCards(max(w, 8), d.style)
		d.cardsW = w
	}
	sw := int(math.Round(l.OCW * d.s))
	if sw == w {
		if d.small != nil {
			d.small.Dispose()
			d.small = nil
		}
	} else if d.small == nil || d.smallW != sw || d.cardsS != d.style {
		if d.small != nil {
			d.small.Dispose()
		}
		d.small = art.NewCards(max(sw, 8), d.style)
		d.smallW = sw
	}
	d.cardsS = d.style
}

// deckFor is the deck rendered nearest a card of width w (logical).
func (d *drawer) deckFor(w float64) *art.Cards {
	if d.small != nil && math.Abs(w*d.s-float64(d.smallW)) < math.Abs(w*d.s-float64(d.cardsW)) {
		return d.small
	}
	return d.cards
}

// card draws img into r (logical), squeezed horizontally by fx (a flip),
// lifted by lift, dimmed and highlighted as asked: glow 1 for a card being
// scored, less for a gentler mark (the hint's best card), 0 for none. In
// high contrast the highlight is a thick white ring parted from the card by
// black (no colour, no blur), and a scored card also stands raised.
func (d *drawer) card(dst *ebiten.Image, img *ebiten.Image, r geom.Rect, fx float64, bright float32, glow float32, lift float64) {
	r.Y -= lift
	if glow > 0 && d.style.HighContrast {
		if glow >= 1 {
			r.Y -= r.H * 0.07
		}
		d.ring(dst, r)
	} else if glow > 0 {
		d.halo(dst, r, d.pal.glow, glow)
	} else if fx > 0.98 {
		sh := r
		sh.X += r.W * 0.03
		sh.Y += r.W*0.04 + lift*0.3
		d.halo(dst, sh, color.RGBA{0, 0, 0, 255}, 0.35)
	}
	b := img.Bounds()
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	sx, sy := r.W*d.s/float64(b.Dx()), r.H*d.s/float64(b.Dy())
	// A card drawn at its rendered size needs no filtering; the same
	// (nearest) filter as the text and panels lets Ebitengine merge their
	// draws into fewer commands (at whole pixels, so each texel lands on
	// one pixel).
	if fx > 0.999 && math.Abs(sx-1) < 0.02 && math.Abs(sy-1) < 0.02 {
		d.op.Filter = ebiten.FilterNearest
		d.op.GeoM.Translate(math.Round((r.X+r.W/2)*d.s-float64(b.Dx())/2), math.Round(r.Y*d.s))
	} else {
		d.op.Filter = ebiten.FilterLinear
		d.op.GeoM.Translate(-float64(b.Dx())/2, 0)
		d.op.GeoM.Scale(sx*math.Max(fx, 0.02), sy)
		d.op.GeoM.Translate((r.X+r.W/2)*d.s, r.Y*d.s)
	}
	if bright < 1 {
		d.op.ColorScale.Scale(bright, bright, bright, 1)
	}
	dst.DrawImage(img, &d.op)
	d.lastCard = d.record(shape{kind: shapeCard, r: r, moves: d.moving})
}

// sprite returns where sprite sp is now, and its flip squeeze and
// whether its face shows; a card moving between places of two sizes (a
// fanned hand, the pile) changes size on the way.
func (d *drawer) sprite(l *layout.Layout, sp *table.Sprite, p float64) (geom.Rect, float64, bool) {
	r := l.At(sp.To)
	if sp.Moving {
		f := l.At(sp.From)
		r.X, r.Y = lerp(f.X, r.X, p), lerp(f.Y, r.Y, p)
		r.W, r.H = lerp(f.W, r.W, p), lerp(f.H, r.H, p)
	}
	up, fx := sp.Up, 1.0
	if sp.Flip {
		q := p
		if sp.Moving && sp.To.Zone == layout.ZPile {
			q = math.Max(0, (p-table.LandFrom)/(1-table.LandFrom)) // a laid card turns over as it lands
		}
		fx = math.Abs(math.Cos(math.Pi * q))
		if q < 0.5 {
			up = !up
		}
	}
	return r, fx, up && sp.Card.Valid()
}

// groupOf is the overlap group of a sprite at rest in zone z: cards of one
// group overlap by design (the pile's fan, a fanned hand, the crib's stack).
func groupOf(sp *table.Sprite, fanned bool) int {
	switch sp.To.Zone {
	case layout.ZPile:
		return groupPile
	case layout.ZSpent:
		return groupSpent
	case layout.ZCrib, layout.ZCribUp:
		return groupCrib
	case layout.ZHand:
		if fanned && sp.To.Seat > 0 {
			return groupFan + sp.To.Seat
		}
	}
	return groupNone
}

func (d *drawer) drawSprite(dst *ebiten.Image, a *ui.App, l *layout.Layout, t *table.Table, i int, p float64) {
	sp := &t.Sprites[i]
	r, fx, up := d.sprite(l, sp, p)
	deck := d.deckFor(r.W)
	img := deck.Back()
	if up {
		img = deck.Face(sp.Card)
	}
	bright, lift, glowPick := float32(1), 0.0, false
	mine := t.Slots.SeatOf(i) == t.You || t.Picked(sp.Card)
	if mine && sp.Card.Valid() && t == a.Play.Table && a.Play.Overlay == play.OvNone {
		dec := t.Decision()
		switch {
		case t.Picked(sp.Card) && sp.To.Zone == layout.ZHand:
			lift, glowPick = l.Rise, true // raised (clear of the line over the hand), and marked
		case t.Picked(sp.Card):
			glowPick = true // the starter, the crib's: marked where they lie
		case (dec.Kind == table.DecLay || dec.Kind == table.DecPass) && !t.Legal(sp.Card):
			bright = 0.45
		case dec.Kind != table.DecNone && i == a.Hover:
			lift = l.CH * 0.12
		}
	}
	if up && t.Lifted.Has(sp.Card) {
		lift = l.CH * 0.12
	}
	glow := float32(0)
	switch {
	case sp.Glow || (up && t.Marked.Has(sp.Card)):
		glow = 1
	case up && a.Play.HintBest().Has(sp.Card) && t == a.Play.Table && a.Play.Overlay == play.OvNone, glowPick:
		glow = 0.55 // the hint's best choice, gently; a picked card that is not in the hand
	}
	d.group = groupOf(sp, l.Shape.Seats > 2)
	if sp.To.Zone == layout.ZPack {
		d.group = groupPack
	}
	d.moving = sp.Moving || sp.Flip
	d.card(dst, img, r, fx, bright, glow, lift)
	d.group, d.moving = groupNone, false
	d.spriteShape[i] = d.lastCard
}
