package layout

import (
	"math"
	"unicode/utf8"

	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/input"
)

// Buttons and panels: the rows of buttons and their label size, the
// menus' columns, overlay panels, the end box and the count panel's cards.

// ButtonRow lays buttons for intents ds out in the table's button row,
// their widths following the intents' names (ButtonRowFor with the names
// as labels).
func (l *Layout) ButtonRow(ds []input.Do, out []input.Button) []input.Button {
	return l.ButtonRowFor(ds, doNames(ds), out)
}

// ButtonRowFor lays buttons out in the table's button row, their widths
// following the labels' lengths (so that "Settings" is not squeezed to fit
// "New"'s width and all can share one text size, RowLabelPX).
func (l *Layout) ButtonRowFor(ds []input.Do, labels []string, out []input.Button) []input.Button {
	return l.RowIn(l.Buttons, ds, labels, out)
}

// RowIn lays buttons for intents ds out in a row filling r, their widths
// following their labels' lengths.
func (l *Layout) RowIn(r geom.Rect, ds []input.Do, labels []string, out []input.Button) []input.Button {
	n := float64(len(ds))
	gap := l.Pad / 2
	units := 0.0
	for _, s := range labels {
		units += float64(utf8.RuneCountInString(s) + 3)
	}
	x := r.X
	for i, d := range ds {
		w := (r.W - gap*(n-1)) * float64(utf8.RuneCountInString(labels[i])+3) / units
		out = append(out, input.ButtonAt(d, geom.Rect{X: x, Y: r.Y, W: w, H: r.H}))
		x += w + gap
	}
	return out
}

// RowLabelPX is the one label size for a header's row of buttons: the
// largest up to px (and 0.45 of a button's height) at which every label,
// measured by m, fits its button less 8 px; never below 8. The table's
// "Next hand", not in the row, is left out.
func RowLabelPX(bs []input.Button, labels []string, px float64, m Measure) float64 {
	for i, b := range bs {
		if b.Do.Do == input.DoNextHand {
			continue
		}
		px = math.Min(px, b.H*0.45)
		px = FitPX(labels[i], false, px, b.W-8, 8, m)
	}
	return px
}

// Menu lays buttons out in area: a centred column, or two where a column's
// buttons would be too low to read (a low window, big text).
func (l *Layout) Menu(ds []input.Do, area geom.Rect, out []input.Button) []input.Button {
	return l.MenuWide(ds, area, 0, out)
}

// MenuLabelPX is the size of a menu button's label where it fits (the
// drawer fits a longer one to its button, never over 0.45 of its
// height).
func (l *Layout) MenuLabelPX() float64 { return l.PanelFS * 1.05 }

// MenuWide is Menu with its buttons at least minW wide where area has
// the room: the title's Resume match shares its button with New match.
func (l *Layout) MenuWide(ds []input.Do, area geom.Rect, minW float64, out []input.Button) []input.Button {
	fs, pad := l.PanelFS, l.Pad
	n := float64(len(ds))
	h := (area.H+pad)/n - pad
	cols, rows := 1.0, n
	if h < math.Max(fs*2, l.Min*2.4) && n > 2 {
		cols, rows = 2, math.Ceil(n/2)
		h = (area.H+pad)/rows - pad
	}
	h = math.Max(fs*1.4, math.Min(fs*2.6, h))
	w := math.Min((area.W-(cols-1)*pad)/cols, math.Max(minW, fs*20/math.Sqrt(cols)))
	x0 := area.X + (area.W-(w*cols+pad*(cols-1)))/2
	y0 := area.Y + math.Max(0, (area.H-(h*rows+pad*(rows-1)))/2)
	if cols == 1 {
		y0 = area.Y // a column starts at the top of its area
	}
	for i, d := range ds {
		c, r := float64(i%int(cols)), float64(i/int(cols))
		if cols == 1 {
			c, r = 0, float64(i)
		}
		out = append(out, input.ButtonAt(d, geom.Rect{X: x0 + c*(w+pad), Y: y0 + r*(h+pad), W: w, H: h}))
	}
	return out
}

// Panel returns a centred overlay panel of at most w×h text sizes.
func (l *Layout) Panel(wFS, hFS float64) geom.Rect {
	w := math.Min(l.W-2*l.Pad, l.PanelFS*wFS)
	h := math.Min(l.H-2*l.Pad, l.PanelFS*hFS)
	return geom.Rect{X: (l.W - w) / 2, Y: (l.H - h) / 2, W: w, H: h}
}

// EndTitleLead is the room the end box's title takes (text sizes).
const EndTitleLead = 1.35

// EndNeed is the end-of-match box's height with its n lines at lf: the
// title, the lines, the buttons. The box takes it at 0.75 text sizes
// where there is room under the pile, and never less than it at the least
// size (so no line runs into the buttons).
func (l *Layout) EndNeed(lf float64, n int) float64 {
	return l.Pad + l.FS*EndTitleLead + lf*(1.3*float64(max(n, 1)-1)+1.4) + l.EndButtonsH() + 1
}

// EndPanel is the end-of-match box for n lines: under the pile and the
// count, centred on the cards' area, so the last pile (the winning 31)
// stays in sight. In a low window it grows shorter (down to the least
// size) before it rises over the pile. It covers the player's hand: the
// box lists it. It never covers the footer (the rule line), and in a wide
// window it keeps to the cards' area, clear of the log, when that is at
// least 20 text sizes wide.
func (l *Layout) EndPanel(n int) geom.Rect { return l.EndPanelOver(n, false) }

// EndPanelOver is EndPanel where, with bare, no card lies in the pile (a
// match won in a show): the box may then take the pile's row, where its
// lines had shrunk to the least size under it.
func (l *Layout) EndPanelOver(n int, bare bool) geom.Rect {
	w := math.Min(l.W-2*l.Pad, l.FS*26)
	if !l.Portrait && l.Play.W >= l.FS*20 {
		w = math.Min(w, l.Play.W)
	}
	x := clamp(l.Play.X+(l.Play.W-w)/2, l.Pad, l.W-l.Pad-w)
	bottom := l.RuleLine.Y - l.Pad/4
	// Under the pile, the count (under the pile when tall) and the starter's label.
	pile := math.Max(l.Pile[0].Y+l.Pile[0].H, math.Max(l.CountAt.Y+l.CountAt.H, l.StarterLabel.Y+l.StarterLabel.H))
	y := pile + l.Pad
	h := l.EndNeed(math.Max(l.Min, l.FS*0.75), n) // the title, the lines, the buttons
	if bare && y+h > bottom && !l.Low {
		// Up into the empty pile's row, as far as the lines need.
		y = math.Max(l.Pile[0].Y, bottom-h)
		h = bottom - y
	}
	if y+h > bottom {
		y = pile + l.Pad/2
		h = math.Max(bottom-y, l.EndNeed(l.Min, n))
		if y+h > bottom {
			h = math.Min(h, bottom-l.Pad)
			y = bottom - h
		}
	}
	if l.Portrait && y+h < bottom {
		// Down to the rule line: a phone's box had left the room under it
		// empty while its lines, wrapped, had no room for the match code.
		h = bottom - y
	}
	if l.Low {
		// Over the whole of the player's row, names and all (the hand is
		// at the row's left).
		h = math.Max(h, math.Min(l.Play.Y+l.Play.H, bottom)-y)
		x = l.Play.X + l.Pad/2
	}
	r := geom.Rect{X: x, Y: y, W: w, H: h}
	if s := l.StarterLabel; r.Intersects(s) {
		// Risen over the pile's row (no room under it): beside the
		// starter's label, not over it.
		r.X = s.X + s.W + l.Pad/2
		r.W = math.Min(w, l.Play.X+l.Play.W-r.X)
	}
	if c := l.CountAt; r.Intersects(c) && r.Y > c.Y {
		// Risen part-way over the count: over all of it, its word and
		// figure, rather than cut the figure in two.
		r.H += r.Y - c.Y
		r.Y = c.Y
	}
	return r
}

// EndClears reports whether the end box of n lines leaves the pile and
// the count in sight.
func (l *Layout) EndClears(n int) bool {
	p := l.EndPanel(n)
	return !p.Intersects(l.Pile[0]) && !p.Intersects(l.CountAt)
}

// EndLinePX is the largest size (up to 0.75 text sizes, at least Min) at
// which n lines fit the end box p between its title and its buttons, as
// the drawer sets them: the title's line (EndTitleLead) under a pad,
// lines 1.3 sizes apart, and the last line's foot (with a little room)
// above the buttons (EndButtonsH).
func (l *Layout) EndLinePX(p geom.Rect, n int) float64 {
	room := p.H - l.Pad - l.FS*EndTitleLead - l.EndButtonsH()
	return math.Max(l.Min, math.Min(l.FS*0.75, room/(1.3*float64(max(n, 1)-1)+1.4))) // a line's glyphs take 1.2 sizes
}

// EndRows is how many rows the end box's buttons take: two where one row
// would squeeze "Replay" under the least text size.
func (l *Layout) EndRows() int {
	w := math.Min(l.W-2*l.Pad, l.FS*26) - l.Pad
	need := 0.0
	for _, s := range EndLabels {
		need += float64(utf8.RuneCountInString(s))*l.endLabelPX()*0.55 + 12 + l.Pad
	}
	if need > w {
		return 2
	}
	return 1
}

func (l *Layout) endLabelPX() float64 { return l.PX(0.8) }

// EndButtonsH is the height the end box's buttons take with their gaps.
func (l *Layout) EndButtonsH() float64 {
	return float64(l.EndRows())*(l.EndButtonH()+l.Pad*0.6) + l.Pad*0.6
}

// EndButtonH is an end box button's height: its label at 0.45 of it, and
// never under three quarters of a fingertip, as tall as a phone's table
// buttons (they had been 27 px there, against the table's 33–36).
func (l *Layout) EndButtonH() float64 {
	return math.Max(Fingertip*0.75, math.Max(l.FS*1.5, l.endLabelPX()*2.25))
}

// EndButtons lays the end box's buttons out in p: in one row, their widths
// following their labels, or two rows of two.
func (l *Layout) EndButtons(p geom.Rect, ds []input.Do, labels []string, out []input.Button) []input.Button {
	bh := l.EndButtonH()
	gap := l.Pad * 0.6
	rows := l.EndRows()
	per := (len(ds) + rows - 1) / rows
	for r := range rows {
		lo, hi := r*per, min(len(ds), (r+1)*per)
		units := 0.0
		for _, s := range labels[lo:hi] {
			units += float64(utf8.RuneCountInString(s) + 4)
		}
		x := p.X + l.Pad
		w := p.W - 2*l.Pad - float64(hi-lo-1)*l.Pad
		y := p.Y + p.H - float64(rows-r)*(bh+gap)
		for i := lo; i < hi; i++ {
			bw := w * float64(utf8.RuneCountInString(labels[i])+4) / units
			out = append(out, input.ButtonAt(ds[i], geom.Rect{X: x, Y: y, W: bw, H: bh}))
			x += bw + l.Pad
		}
	}
	return out
}

// CountCards lays out the count panel's cards in panel p from y down: for
// each hand (by place, the player's first) of hands[i] cards, the starter
// and a crib of crib cards, each under its label; as many hands a row as
// give the cards the best size while the cards take at most countCardsH of
// the panel (the rest is the lines'), the starter after the first row's
// hands, the crib after the last's: du Coeur's Noddy's two hands in one
// row, four-hand cribbage's in two rows of two (a hand a row left the
// lines a third of the panel, cut off). It returns the labels' places
// (text at PPX(0.75)): one per hand, then the starter's, then the crib's;
// the cards' (the hands' in order, then the starter, then the crib's);
// and the y under them. The cards are at most scale of their usual height
// (1 as a rule; less to leave the lines room).
func (l *Layout) CountCards(p geom.Rect, y float64, hands []int, crib int, scale float64) (labels []geom.Rect, cards []geom.Rect, bottom float64) {
	pad := l.Pad
	lh := l.PPX(0.75) * 1.4
	most := 0.8 // of the table's cards
	if l.Portrait {
		most = 1.2 // a phone's panel has the height: its cards are small
	}
	ch := math.Min(l.CH*most, p.H*0.22) * scale
	inner := p.W - 3*pad
	type group struct{ n, kind, i int } // kind 0 a hand, 1 the starter, 2 the crib
	width := func(g group) float64 { return float64(g.n)*1.08 - 0.08 }
	ems := func(gs []group) float64 {
		e := 0.0
		for i, g := range gs {
			if i > 0 {
				e += 0.7
			}
			e += math.Max(width(g), 3.16*b2f(g.kind != 1)) // a label's room
		}
		return e
	}
	// rowsOf puts k hands a row, the starter after the first row's, the
	// crib after the last's; with apart, the starter and the crib in a row
	// of their own under the hands' (an upright phone's six-card hands a
	// row each had the crib beside one: every card 30 px wide over an
	// empty panel).
	rowsOf := func(k int, apart bool) [][]group {
		var rows [][]group
		for i := 0; i < len(hands); i += k {
			var r []group
			for j := i; j < min(len(hands), i+k); j++ {
				r = append(r, group{hands[j], 0, j})
			}
			rows = append(rows, r)
		}
		if apart {
			rows = append(rows, []group{{1, 1, 0}})
		} else {
			rows[0] = append(rows[0], group{1, 1, 0})
		}
		if crib > 0 {
			rows[len(rows)-1] = append(rows[len(rows)-1], group{crib, 2, 0})
		}
		return rows
	}
	sizeOf := func(rows [][]group) (cw, h float64) {
		wide := 0.0
		for _, r := range rows {
			wide = math.Max(wide, ems(r))
		}
		cw = math.Max(8, math.Min(ch*5/7, inner/wide))
		return cw, float64(len(rows)) * (lh + cw*7/5 + pad/2)
	}
	var rows [][]group
	cw, bestH := 0.0, math.Inf(1)
	for k := len(hands); k >= 1; k-- {
		for _, apart := range []bool{false, true} {
			rs := rowsOf(k, apart)
			c, h := sizeOf(rs)
			fits, bestFits := h <= p.H*countCardsH, bestH <= p.H*countCardsH
			if rows == nil || fits && (!bestFits || c > cw*1.05) || !fits && !bestFits && h < bestH {
				rows, cw, bestH = rs, c, h
			}
		}
	}
	handL := make([]geom.Rect, len(hands))
	handC := make([][]geom.Rect, len(hands))
	var starterL, cribL, starterC geom.Rect
	var cribC []geom.Rect
	x0 := p.X + pad*1.5
	for _, r := range rows {
		x := x0
		for _, g := range r {
			w := width(g) * cw
			var cs []geom.Rect
			for i := range g.n {
				cs = append(cs, geom.Rect{X: x + float64(i)*cw*1.08, Y: y + lh, W: cw, H: cw * 7 / 5})
			}
			lw := math.Max(w, cw*3.16)
			switch g.kind {
			case 0:
				handL[g.i], handC[g.i] = geom.Rect{X: x, Y: y, W: lw, H: lh}, cs
			case 1:
				// Its label may take most of the gap after it.
				starterL, starterC = geom.Rect{X: x, Y: y, W: cw * 1.6, H: lh}, cs[0]
				lw = w
			case 2:
				cribL, cribC = geom.Rect{X: x, Y: y, W: lw, H: lh}, cs
			}
			x += lw + 0.7*cw
		}
		y += lh + cw*7/5 + pad/2
	}
	labels = append(labels, handL...)
	labels = append(labels, starterL)
	for _, cs := range handC {
		cards = append(cards, cs...)
	}
	cards = append(cards, starterC)
	if crib > 0 {
		labels = append(labels, cribL)
		cards = append(cards, cribC...)
	}
	return labels, cards, y + pad/2
}

// countCardsH is the most of the count panel's height its cards take.
const countCardsH = 0.4

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// LabelMargin is the room a button w by h keeps between its label and its
// edges, both sides together: a fifth of the height each side, less on a
// narrow button (a phone's row of short labels), never under 4 px a side.
func LabelMargin(w, h float64) float64 { return math.Max(8, math.Min(h*0.4, w*0.15)) }

// FitPX is the largest text size up to px (in 5% steps) at which s,
// measured by m, fits in width w; never below lo.
func FitPX(s string, bold bool, px, w, lo float64, m Measure) float64 {
	for px > lo && m(s, bold, px) > w {
		px = math.Max(lo, px*0.95)
	}
	return px
}

// EndLabels are the end box's buttons' labels at their longest (package
// play's): EndRows makes room for them.
var EndLabels = english.EndButtons

func doNames(ds []input.Do) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.String()
	}
	return out
}

// BigPanel is a panel over most of the window, above the footer: w by h
// text sizes in a wide window, the whole height of an upright one, wider
// in a low one.
func (l *Layout) BigPanel(w, h float64) geom.Rect {
	switch {
	case l.Portrait:
		return l.aboveFooter(l.Panel(40, 100))
	case l.Low:
		return l.aboveFooter(l.Panel(60, 34))
	}
	return l.aboveFooter(l.Panel(w, h))
}

// aboveFooter shortens a panel so the footer's line stays clear under it.
func (l *Layout) aboveFooter(p geom.Rect) geom.Rect {
	if bottom := l.RuleLine.Y - l.Pad/4; p.Y+p.H > bottom {
		p.H = bottom - p.Y
	}
	return p
}

// MarkRoom is the room a scrolled panel's lines leave at their right for
// its marks (▲ older lines above, ▼ newer below).
func (l *Layout) MarkRoom() float64 { return l.Min * 1.2 }
