package layout

import (
	"math"

	"noddy/ui/geom"
)

// Where each card and label rests: the hands and their names, the cribs,
// the pack, the starter, the pile and the count; a slot's rectangle.

// turnEms is the longest "your turn" line in text sizes ("Your turn: click
// the queen of diamonds or press 3", ui.App.TurnPrompt), with room.
const turnEms = 27

// turnRect is where the "your turn" line goes: over the player's hand,
// centred, as wide as the longest line, inside the play area.
func (l *Layout) turnRect() geom.Rect {
	tw := math.Min(l.TurnPX*turnEms, l.Play.W)
	cx := l.HandMid()
	x := clamp(cx-tw/2, l.Play.X, l.Play.X+l.Play.W-tw)
	return geom.Rect{X: x, Y: l.Hands[0][0].Y - l.turnRoom(), W: tw, H: l.TurnPX * 1.25}
}

// turnRoom is the room over the player's hand for the turn line: turnH,
// and the line a pixel clear of a picked card risen.
func (l *Layout) turnRoom() float64 {
	return math.Max(turnH(l.TurnPX), l.TurnPX*1.25+l.rise()+1)
}

// TurnLift is how much higher the turn line sits than its own room
// (turnH) puts it, to clear a picked card risen: what a panel over the
// table that ends at the line, where no card rises, may take back.
func (l *Layout) TurnLift() float64 {
	return math.Max(0, l.Hands[0][0].Y-turnH(l.TurnPX)-l.Turn.Y)
}

// minRise is the least rise of a picked card (Rise): a tenth of a
// phone's card, 5 px, was missed by a play-tester.
const minRise = 10

// rise is how far a picked card rises where there is room: a tenth of the
// card's height, at least minRise.
func (l *Layout) rise() float64 { return math.Max(l.CH*0.1, minRise) }

// HandMid is the middle of the player's full hand.
func (l *Layout) HandMid() float64 {
	h := l.Hands[0]
	return (h[0].X + h[len(h)-1].X + l.CW) / 2
}

// labelH is the height of the "starter" label (text at px) and turnH the
// room over the player's hand for the "your turn" line (text at px).
func labelH(px float64) float64 { return px * 1.25 }

func turnH(px float64) float64 { return px * 1.875 }

// TrackMin is the score track's least width in normal text sizes.
const TrackMin = 6

// deal0 is the height of a tall window's deal line, under the header.
func deal0(base float64) float64 { return base * 1.6 }

// NameEms is the width of the longest name line ("of diamonds") in text
// sizes of Go Regular, with a little room; shortEms a short name's ("7 ·
// 10♦").
const (
	NameEms  = 5.8
	shortEms = 3.1
	keyEms   = 1.2
)

// nameGap is the least room between two neighbouring names, at name
// size px: half a size, never under 6 px ("of diamonds of diamonds" read
// as one line with 4 px between them).
func nameGap(px float64) float64 { return math.Max(6, px*0.5) }

// spreadNames spaces the player's cards so that their names, under each,
// fit between the cards without touching: small cards (a phone, the
// tutorial's tall layout) get wider gaps, as far as the play area allows,
// and the names a smaller size only when it does not; where even that
// would put them under the least size, the names are one short line
// ("1 · 7♥").
func (l *Layout) spreadNames() {
	h := l.Hands[0]
	n := len(h)
	cx := l.HandMid()
	l.NamePX = l.PX(0.72)
	x0, x1 := l.Play.X+l.Pad, l.Play.X+l.Play.W-l.Pad
	if l.Portrait {
		x0, x1 = l.Pad, l.W-l.Pad
	}
	if l.Shape.Crib {
		x1 -= l.cribRoom() * l.CW // the crib's room beside the hand
	}
	half := float64(n-1) / 2
	fit := func(ems float64) (pitch float64) {
		// The pitch (card to card) the names need, and the most there is
		// room for with the outer names inside the play area.
		need := need0(l, ems)
		room := (math.Min(cx-x0, x1-cx) - need/2) / half
		if l.Low {
			// The hand keeps its left edge (the announcements are on its right).
			room = (x1 - (h[0].X + l.CW/2 - need/2) - need) / float64(n-1)
		}
		pitch = h[1].X - h[0].X
		if need > pitch {
			pitch = math.Max(pitch, math.Min(need, room))
		}
		return pitch
	}
	ems := NameEms
	pitch := fit(ems)
	if n > 3 && (pitch-nameGap(l.Min))/ems < l.Min-1e-9 {
		// Three names always fit (du Coeur's Noddy, down to 6.7 px in a
		// tiny window); a longer hand's go short before they go small,
		// and to their keys alone before that.
		l.ShortNames, ems = true, shortEms
		pitch = fit(ems)
		if (pitch-nameGap(l.Min))/ems < l.Min-1e-9 {
			l.KeyNames, ems = true, keyEms
			pitch = fit(ems)
		}
	}
	if pitch > h[1].X-h[0].X+1e-9 {
		left := h[0].X + l.CW/2 - need0(l, ems)/2
		if !l.Low {
			left = cx - half*pitch - need0(l, ems)/2
		}
		for i := range n {
			h[i].X = left + need0(l, ems)/2 - l.CW/2 + float64(i)*pitch
		}
	}
	// The names' size: the largest up to NamePX whose widest name and
	// gap fit the pitch.
	px := math.Min(l.NamePX, (pitch-6)/ems)
	if px*ems+nameGap(px) > pitch {
		px = pitch / (ems + 0.5)
	}
	l.NamePX = px
	l.namesW = pitch - nameGap(px)
}

func need0(l *Layout, ems float64) float64 { return l.NamePX*ems + nameGap(l.NamePX) }

func (l *Layout) layHand(p int, cx, y float64, n int) {
	gap := l.CW * 0.18
	x0 := cx - (float64(n)*l.CW+float64(n-1)*gap)/2
	for i := range n {
		l.Hands[p][i] = geom.Rect{X: x0 + float64(i)*(l.CW+gap), Y: y, W: l.CW, H: l.CH}
	}
}

// cribRight is the right edge of the crib turned up beside place p's hand.
func (l *Layout) cribRight(p int) float64 {
	h := l.Hands[p]
	return h[len(h)-1].X + l.CW + l.CW*l.cribRoom()
}

// cribs places each seat's crib beside its hand (the dealer's is the one
// in use) and the crib turned up: there too for two seats, in the pile's
// place for more (every series is aside by then).
func (l *Layout) cribs() {
	sh := l.Shape
	if !sh.Crib {
		return
	}
	n := 4
	for p := range sh.Seats {
		h := l.Hands[p]
		last := h[len(h)-1]
		cw, ch := l.CW, l.CH
		if p > 0 {
			cw, ch = l.OCW, l.OCH
		}
		x := last.X + last.W + cw*0.3
		if p > 0 && l.fanned() {
			x = last.X + last.W + cw*0.25
		}
		l.Crib[p] = geom.Rect{X: x, Y: last.Y, W: cw, H: ch}
		l.CribUp[p] = make([]geom.Rect, n)
		for i := range n {
			r := geom.Rect{X: x + float64(i)*l.CW*0.3, Y: last.Y, W: l.CW, H: l.CH}
			if l.fanned() {
				r = geom.Rect{X: l.Pile[0].X + float64(i)*l.CW*0.5, Y: l.Pile[0].Y, W: l.CW, H: l.CH}
			}
			l.CribUp[p][i] = r
		}
	}
}

// mogs places the cards chosen to pass in a mog: in the pile's place,
// empty then, each seat's nearer its hand.
func (l *Layout) mogs() {
	for p := range l.Mog {
		j := min(len(l.Pile)-1, 1+3*p)
		l.Mog[p] = l.Pile[j]
	}
}

// layMiddle places the pack and starter at the left of [x0, x1], the pile
// (cards step card widths apart) in the middle and the count at its right;
// where the play runs in series, the earlier series' stack before the
// pile.
func (l *Layout) layMiddle(x0, x1, y, step float64) {
	pad, cw, ch := l.Pad, l.CW, l.CH
	l.Pack = geom.Rect{X: x0 + pad, Y: y, W: cw, H: ch}
	l.Starter = geom.Rect{X: x0 + pad + cw*1.12, Y: y, W: cw, H: ch}
	fan := len(l.Pile)
	if fan > 6 {
		step = math.Min(step, 0.32)
	}
	st := cw * step
	pileW := cw + float64(fan-1)*st
	left := l.Starter.X + cw + cw*0.3
	if l.Shape.Series {
		l.Spent = geom.Rect{X: left, Y: y, W: cw, H: ch}
		left += cw * 1.5
	}
	countW := l.FS * 5.5
	right := x1 - pad - countW
	if l.Portrait {
		right = x1 - pad
	}
	px := math.Max(left, (left+right-pileW)/2)
	for j := range fan {
		l.Pile[j] = geom.Rect{X: px + float64(j)*st, Y: y, W: cw, H: ch}
	}
	l.CountAt = geom.Rect{X: math.Min(x1-countW, math.Max(px+pileW+pad, right)), Y: y + ch*0.15, W: countW, H: ch * 0.7}
	n := len(l.Cut)
	for p := range n {
		// Side by side in the middle of the row, in the order of places.
		l.Cut[p] = geom.Rect{X: (x0+x1)/2 - cw*(0.8*float64(n)-0.5) + float64(p)*cw*1.6, Y: y, W: cw, H: ch}
	}
	if n == 2 {
		l.Cut[0] = geom.Rect{X: (x0+x1)/2 - cw*1.3, Y: y, W: cw, H: ch}
		l.Cut[1] = geom.Rect{X: (x0+x1)/2 + cw*0.3, Y: y, W: cw, H: ch}
	}
}

// At returns the rectangle of a slot.
func (l *Layout) At(s Slot) geom.Rect {
	switch s.Zone {
	case ZHand:
		return l.HandAt(s.Seat, s.I, s.N)
	case ZPile:
		return l.Pile[clampI(s.I, 0, len(l.Pile)-1)]
	case ZStarter:
		return l.Starter
	case ZCut:
		return l.Cut[clampI(s.Seat, 0, len(l.Cut)-1)]
	case ZCrib:
		r := l.Crib[clampI(s.Seat, 0, len(l.Crib)-1)]
		r.X += float64(min(s.I, 3)) * r.W * 0.12
		return r
	case ZCribUp:
		up := l.CribUp[clampI(s.Seat, 0, len(l.CribUp)-1)]
		if len(up) == 0 {
			return l.Pack
		}
		return up[clampI(s.I, 0, len(up)-1)]
	case ZSpent:
		r := l.Spent
		r.X += float64(min(s.I, 12)) * r.W * 0.04 // a stack that grows aside, not up into the names over it
		return r
	case ZMog:
		return l.Mog[clampI(s.Seat, 0, len(l.Mog)-1)]
	}
	return l.Pack
}

// HandAt is the rectangle of card i (0-based, left to right) in place p's
// hand when it holds n cards (0 or the deal: a full hand): a hand of fewer
// cards is closed up and centred where the full hand was.
func (l *Layout) HandAt(p, i, n int) geom.Rect {
	h := l.Hands[clampI(p, 0, len(l.Hands)-1)]
	full := len(h)
	r := h[clampI(i, 0, full-1)]
	if n > 0 && n < full && full > 1 {
		r.X += float64(full-n) * (h[1].X - h[0].X) / 2
	}
	return r
}

// NameAt is where the name of card i of the player's n cards is written,
// under it (see HandAt).
func (l *Layout) NameAt(i, n int) geom.Rect {
	k := clampI(i, 0, len(l.Names)-1)
	r := l.Names[k]
	r.X += l.HandAt(0, i, n).X - l.Hands[0][k].X
	return r
}
