package model

import (
	"math"
	"unicode/utf8"
)

// Zone is where a card sprite can rest on the table.
type Zone uint8

// The zones of the table.
const (
	ZPack Zone = iota
	ZHand
	ZPile
	ZStarter
	ZCut
)

// Slot is a resting place: a zone, and for hands the seat and position, for
// the pile the position, for the cut the seat.
type Slot struct {
	Zone Zone
	Seat int
	I    int
	N    int // in a hand: how many cards it holds (0 or 3: a full hand); fewer close up, centred
}

// Layout places everything in logical pixels for one window size. It is
// recomputed when the window changes, so sprites keep slots, not positions.
type Layout struct {
	W, H     float64
	Portrait bool
	FS       float64 // body text size
	LogFS    float64 // the log's text size
	Pad      float64
	CW, CH   float64 // card size

	Header       Rect    // scores and the seat line
	Deal         Rect    // the seat line ("Deal 1 · You deal · the computer is elder"): under the buttons inside the header when wide, under the header when tall; never over the log or the cards
	DealFS       float64 // its text size, which fits Deal's height
	Score        [2]Rect
	ScorePX      float64 // the names and scores' text size ("Computer 11", bold), so the track keeps TrackMin
	Track        [2]Rect // the score track (a noddy board of 31 holes)
	Play         Rect    // where the cards are
	Hands        [2][3]Rect
	Names        [3]Rect // the player's card names, under the cards
	NamePX       float64 // their text size: "of diamonds" at NamePX fits a name's width
	Pile         [6]Rect
	Pack         Rect
	Starter      Rect
	StarterLabel Rect // "starter", under the starter
	Turn         Rect // the "Your turn: click a card or press 1-3" line, over the player's hand; clear of StarterLabel
	Cut          [2]Rect
	CountAt      Rect // the running count, large
	Banner       Rect // announcements ("go", "31 for two")
	Log          Rect
	RuleLine     Rect // the rule set, under the cards
	namesW       float64
	Buttons      Rect // where the table's buttons are laid out in a row

	// The title: the fan of cards, the name, the line on Noddy, the menu.
	TitleCardW, TitleCardsY, TitleY, TitleLineY, TitleMenuY float64
}

// NewLayout lays the table out for a w×h logical window; big enlarges the
// text.
func NewLayout(w, h float64, big bool) Layout {
	w, h = math.Max(w, 160), math.Max(h, 160)
	m := math.Min(w, h)
	fs := clamp(m/26, 13, 26)
	l := fitLayout(w, h, fs, fs)
	if !big {
		return l
	}
	// Big text never makes anything smaller: the text grows by up to 30%
	// as far as the cards keep their normal size; the widths that hold
	// the log and the buttons stay those of normal text.
	for f := 1.3; f > 1.01; f -= 0.05 {
		b := fitLayout(w, h, fs*f, fs)
		if b.CW >= l.CW-0.01 && b.FS > l.FS {
			return b
		}
	}
	return l
}

// fitLayout is layout, the text giving way in a small window before the
// cards get too small to read.
func fitLayout(w, h, fs, base float64) Layout {
	m := math.Min(w, h)
	l := layout(w, h, fs, base)
	for i := 0; i < 8 && l.CW < math.Max(34, m*0.075) && l.FS > 9; i++ {
		base *= 0.9
		l = layout(w, h, l.FS*0.9, base)
	}
	return l
}

// layout lays the table out with text of size fs; base is the normal text
// size, which sets the widths of the log and the button row.
// layout lays the table out with text of size fs; base is the normal text
// size, which sets the rows and the widths of the log and the buttons (so
// big text does not squeeze the cards).
func layout(w, h, fs, base float64) Layout {
	m := math.Min(w, h)
	l := Layout{W: w, H: h, Portrait: w < h, FS: fs}
	// Inside the table's wooden rim (art.RimWidth: 2.2% of the short side).
	l.Pad = math.Round(clamp(m*0.022, 6, 36) + clamp(m*0.012, 3, 10))
	pad := l.Pad
	foot := base * 1.8
	l.RuleLine = Rect{pad, h - foot, w - 2*pad, foot}
	if l.Portrait {
		// Rows, top to bottom: scores, who deals, the computer's hand, the
		// pack, starter and pile, the count and announcements, the log,
		// "your turn", your hand, its names, the buttons, the rule line.
		head := base * 3.6
		l.Header = Rect{pad, pad, w - 2*pad, head}
		l.Deal = Rect{pad, pad + head, w - 2*pad, deal0(base)}
		l.DealFS = math.Min(fs*0.8, l.Deal.H/1.25)
		btnH := base * 2.4
		l.Buttons = Rect{pad, h - foot - btnH - pad/2, w - 2*pad, btnH}
		l.LogFS = fs * 0.85 // a phone's log must stay readable
		logH := l.LogFS * 1.3 * 4
		names := base * 1.3 * 1.5
		deal, mid, turn := deal0(base), base*2.6, base*1.8
		avail := l.Buttons.Y - (pad + head + deal) - logH - names - mid - turn - 5*pad
		l.CH = math.Max(20, math.Min(avail/3, (w-2*pad)/4.9*7/5))
		l.CW = l.CH * 5 / 7
		// Spread what is left between the rows.
		spare := math.Max(0, avail-3*l.CH) / 4
		y := pad + head + deal + pad/2 + spare
		l.Play = Rect{0, y, w, l.Buttons.Y - y}
		l.layHand(1, w/2, y)
		y += l.CH + pad + spare
		l.layMiddle(0, w, y, 0.3)
		y += l.CH + pad/2
		countW := fs * 6
		l.CountAt = Rect{pad, y, countW, mid}
		l.Banner = Rect{pad + countW, y, w - 2*pad - countW, mid}
		y += mid + pad/2 + spare
		l.Log = Rect{pad, y, w - 2*pad, logH}
		y += logH + pad + turn + spare
		l.layHand(0, w/2, y)
	} else {
		// The header holds the scores, and on the right the buttons with
		// the deal line under them: at 0.8 text sizes where the header has
		// room, never smaller than normal text's (the header grows for it
		// when small text leaves the padding large).
		btnH := base * 2.2
		head := math.Max(base*3.6, pad/3+btnH+base*0.8*1.2+1)
		l.LogFS = fs * 0.72
		l.Header = Rect{pad, pad, w - 2*pad, head}
		logW := math.Max(w*0.27, base*12)
		l.Log = Rect{w - pad - logW, l.Header.Y + head + pad, logW, l.RuleLine.Y - pad - (l.Header.Y + head + pad)}
		// The buttons take the header's right part, beside the scores.
		// The scores need their names, TrackMin and the "31": the rest is
		// the buttons' (at 800×600 their labels were tiny).
		bx := math.Min(l.Log.X, l.Header.X+base*(7.5+TrackMin+3.5)+pad)
		l.Buttons = Rect{bx, l.Header.Y + pad/3, l.Header.X + l.Header.W - bx - pad/3, btnH}
		under := l.Buttons.Y + l.Buttons.H
		l.Deal = Rect{l.Buttons.X, under, l.Buttons.W, l.Header.Y + head - 1 - under}
		l.DealFS = math.Min(fs*0.8, l.Deal.H/1.2)
		names := base * 1.3 * 1.5
		playW := l.Log.X - 2*pad
		l.Play = Rect{pad, l.Header.Y + head + pad, playW, l.RuleLine.Y - (l.Header.Y + head + pad) - pad}
		// Three rows of cards, a row for announcements under the
		// computer's hand, the names and the "your turn" line.
		banner := base * 2.4
		l.CH = math.Min((l.Play.H-names-banner-base*2.2-2*pad)/3, playW/7.2*7/5)
		l.CW = l.CH * 5 / 7
		cx := l.Play.X + playW/2
		l.layHand(1, cx, l.Play.Y)
		bottomY := l.Play.Y + l.Play.H - names - l.CH
		l.layHand(0, cx, bottomY)
		bannerY := l.Play.Y + l.CH + pad/2
		midY := bannerY + banner + pad/2
		midY = math.Max(midY, (midY+bottomY-base*2.2-l.CH)/2)
		l.layMiddle(l.Play.X, l.Play.X+playW, midY, 0.42)
		l.Banner = Rect{l.Play.X, bannerY, playW, banner}
		// Big text: the "starter" label and the "your turn" line must not
		// touch; the middle row rises for them, as far as the banner allows.
		if over := midY + l.CH + labelH(fs) + turnH(fs) + pad/4 - bottomY; over > 0 {
			if up := math.Min(over, midY-(bannerY+banner)); up > 0 {
				l.layMiddle(l.Play.X, l.Play.X+playW, midY-up, 0.42)
			}
		}
	}
	l.StarterLabel = Rect{l.Starter.X, l.Starter.Y + l.CH + 2, l.CW, labelH(fs)}
	l.Turn = Rect{l.Play.X, l.Hands[0][0].Y - turnH(fs), l.Play.W, fs * 0.8 * 1.25}
	if l.Portrait {
		l.Turn.X, l.Turn.W = pad, w-2*pad
	}
	if gap := l.StarterLabel.Y + l.StarterLabel.H + 2 - l.Turn.Y; gap > 0 {
		// Still too close (a low window): the line sits on the cards' top.
		l.Turn.Y = math.Max(l.Turn.Y+gap, l.Hands[0][0].Y-l.Turn.H)
	}
	l.spreadNames()
	for i := range 3 {
		r := l.Hands[0][i]
		l.Names[i] = Rect{r.X + r.W/2 - l.namesW/2, r.Y + r.H + pad/2, l.namesW, fs * 1.3 * 1.5}
	}
	// Scores: two lines in the header, a track under each name.
	half := l.Header.H / 2
	sw := l.Header.W - pad
	if !l.Portrait {
		sw = math.Min(l.Buttons.X-l.Header.X-pad, fs*24)
	}
	// The track keeps at least TrackMin normal text sizes (31 holes that
	// read as a board); big names give way to it, down to 0.75 text sizes.
	// The "31" after the track is sized by the header, so its room by base.
	l.ScorePX = fs * 1.05
	names := sw - base*TrackMin - base*3.5
	l.ScorePX = clamp(names/7.5*1.05, fs*0.75, l.ScorePX)
	nameW := l.ScorePX / 1.05 * 7.5
	for s := range 2 {
		l.Score[s] = Rect{l.Header.X, l.Header.Y + float64(s)*half, sw, half}
		l.Track[s] = Rect{l.Header.X + nameW, l.Header.Y + float64(s)*half + half*0.3, sw - nameW - base*3.5, half * 0.4}
	}
	// Title: the menu (five buttons) fits under the name and the line; the
	// fan of cards takes what height is left.
	menuH := 5*(fs*2.6+pad) + pad
	text := fs*4 + fs*3.2 + 2*pad
	cardH := clamp(h-menuH-text-l.RuleLine.H-2*pad, 0, h*0.25)
	l.TitleCardW = math.Min(cardH*5/7, (w-4*pad)/3.3)
	cardH = l.TitleCardW * 7 / 5
	top := math.Max(pad, (l.RuleLine.Y-(cardH+pad+text+menuH))/2)
	l.TitleCardsY = top
	l.TitleY = top + cardH + pad
	l.TitleLineY = l.TitleY + fs*4
	l.TitleMenuY = l.TitleLineY + fs*3.2 + pad
	return l
}

// labelH is the height of the "starter" label (text at 0.7 text sizes)
// and turnH the room over the player's hand for the "your turn" line (0.8).
func labelH(fs float64) float64 { return fs * 0.7 * 1.25 }
func turnH(fs float64) float64  { return fs * 1.5 }

// TrackMin is the score track's least width in normal text sizes.
const TrackMin = 6

// deal0 is the height of a tall window's deal line, under the header.
func deal0(base float64) float64 { return base * 1.6 }

// nameEms is the width of the longest name line ("of diamonds") in text
// sizes of Go Regular, with a little room.
const nameEms = 5.8

// spreadNames spaces the player's cards so that their names, two lines
// under each, fit between the cards without touching: small cards (a phone,
// the tutorial's tall layout) get wider gaps, as far as the play area
// allows, and the names a smaller size only when it does not.
func (l *Layout) spreadNames() {
	h := &l.Hands[0]
	cx := h[1].X + h[1].W/2
	l.NamePX = math.Max(l.FS*0.72, 9)
	x0, x1 := l.Play.X+l.Pad, l.Play.X+l.Play.W-l.Pad
	if l.Portrait {
		x0, x1 = l.Pad, l.W-l.Pad
	}
	// The pitch (card to card) the names need, and the most there is room
	// for with the outer names inside the play area.
	need := l.NamePX*nameEms + 4
	room := math.Min(cx-x0, x1-cx) - need/2
	pitch := h[1].X - h[0].X
	if need > pitch {
		pitch = math.Max(pitch, math.Min(need, room))
		for i := range 3 {
			h[i].X = cx - l.CW/2 + float64(i-1)*pitch
		}
	}
	l.namesW = pitch - 4
	l.NamePX = math.Min(l.NamePX, l.namesW/nameEms)
}

func (l *Layout) layHand(seat int, cx, y float64) {
	gap := l.CW * 0.18
	x0 := cx - (3*l.CW+2*gap)/2
	for i := range 3 {
		l.Hands[seat][i] = Rect{x0 + float64(i)*(l.CW+gap), y, l.CW, l.CH}
	}
}

// layMiddle places the pack and starter at the left of [x0, x1], the pile
// (cards step card widths apart) in the middle and the count at its right.
func (l *Layout) layMiddle(x0, x1, y, step float64) {
	pad, cw, ch := l.Pad, l.CW, l.CH
	l.Pack = Rect{x0 + pad, y, cw, ch}
	l.Starter = Rect{x0 + pad + cw*1.12, y, cw, ch}
	st := cw * step
	pileW := cw + 5*st
	left := l.Starter.X + cw + cw*0.3
	countW := l.FS * 5.5
	right := x1 - pad - countW
	if l.Portrait {
		right = x1 - pad
	}
	px := math.Max(left, (left+right-pileW)/2)
	for j := range 6 {
		l.Pile[j] = Rect{px + float64(j)*st, y, cw, ch}
	}
	l.CountAt = Rect{math.Min(x1-countW, math.Max(px+pileW+pad, right)), y + ch*0.15, countW, ch * 0.7}
	l.Cut[0] = Rect{(x0+x1)/2 - cw*1.3, y, cw, ch}
	l.Cut[1] = Rect{(x0+x1)/2 + cw*0.3, y, cw, ch}
}

// At returns the rectangle of a slot.
func (l *Layout) At(s Slot) Rect {
	switch s.Zone {
	case ZHand:
		return l.HandAt(s.Seat, s.I, s.N)
	case ZPile:
		return l.Pile[clampI(s.I, 0, 5)]
	case ZStarter:
		return l.Starter
	case ZCut:
		return l.Cut[s.Seat&1]
	}
	return l.Pack
}

// HandAt is the rectangle of card i (0-based, left to right) in seat's
// hand when it holds n cards (0 or 3: a full hand): a hand of fewer cards
// is closed up and centred where the full hand was.
func (l *Layout) HandAt(seat, i, n int) Rect {
	h := &l.Hands[seat&1]
	r := h[clampI(i, 0, 2)]
	if n > 0 && n < 3 {
		r.X += float64(3-n) * (h[1].X - h[0].X) / 2
	}
	return r
}

// NameAt is where the name of card i of the player's n cards is written,
// under it (see HandAt).
func (l *Layout) NameAt(i, n int) Rect {
	r := l.Names[clampI(i, 0, 2)]
	r.X += l.HandAt(0, i, n).X - l.Hands[0][clampI(i, 0, 2)].X
	return r
}

// ButtonRow lays n buttons out in the table's button row, their widths
// following the names (ButtonRowFor with the names as labels).
func (l *Layout) ButtonRow(names []string, out []Button) []Button {
	return l.ButtonRowFor(names, names, out)
}

// ButtonRowFor lays buttons out in the table's button row, their widths
// following the labels' lengths (so that "Settings" is not squeezed to fit
// "New"'s width and all can share one text size, RowLabelPX).
func (l *Layout) ButtonRowFor(names, labels []string, out []Button) []Button {
	n := float64(len(names))
	gap := l.Pad / 2
	units := 0.0
	for _, s := range labels {
		units += float64(utf8.RuneCountInString(s) + 3)
	}
	x := l.Buttons.X
	for i, name := range names {
		w := (l.Buttons.W - gap*(n-1)) * float64(utf8.RuneCountInString(labels[i])+3) / units
		out = append(out, Button{Name: name, Rect: Rect{x, l.Buttons.Y, w, l.Buttons.H}})
		x += w + gap
	}
	return out
}

// RowLabelPX is the one label size for a header's row of buttons: the
// largest up to px (and 0.45 of a button's height) at which every label,
// measured by m, fits its button less 8 px; never below 8. Buttons named
// "next" (the table's "Next hand", not in the row) are left out.
func RowLabelPX(bs []Button, labels []string, px float64, m Measure) float64 {
	for i, b := range bs {
		if b.Name == "next" {
			continue
		}
		px = math.Min(px, b.H*0.45)
		px = FitPX(labels[i], false, px, b.W-8, 8, m)
	}
	return px
}

// Menu lays n buttons out in a centred column starting at y.
func (l *Layout) Menu(names []string, y float64, out []Button) []Button {
	w := math.Min(l.W-4*l.Pad, l.FS*20)
	n := float64(len(names))
	h := math.Max(l.FS*1.4, math.Min(l.FS*2.6, (l.RuleLine.Y-y)/n-l.Pad))
	for i, name := range names {
		out = append(out, Button{Name: name, Rect: Rect{(l.W - w) / 2, y + float64(i)*(h+l.Pad), w, h}})
	}
	return out
}

// Panel returns a centred overlay panel of at most w×h text sizes.
func (l *Layout) Panel(wFS, hFS float64) Rect {
	w := math.Min(l.W-2*l.Pad, l.FS*wFS)
	h := math.Min(l.H-2*l.Pad, l.FS*hFS)
	return Rect{(l.W - w) / 2, (l.H - h) / 2, w, h}
}

// EndPanelFS is the end-of-match box's height in text sizes: the title,
// four lines (the score and deals, both last hands) and the buttons.
// EndPanelMinFS is the least it takes under the pile in a low window, its
// lines smaller (EndLinePX).
const (
	EndPanelFS    = 9.5
	EndPanelMinFS = 7.5
)

// EndPanel is the end-of-match box: under the pile and the count, centred on the
// cards' area, so the last pile (the winning 31) stays in sight. In a low
// window it grows shorter (down to EndPanelMinFS) before it rises over the
// pile. It covers the player's hand: the box lists it. It never covers the
// footer (the rule line), and in a wide window it keeps to the cards' area,
// clear of the log, when that is at least 20 text sizes wide.
func (l *Layout) EndPanel() Rect {
	w := math.Min(l.W-2*l.Pad, l.FS*26)
	if !l.Portrait && l.Play.W >= l.FS*20 {
		w = math.Min(w, l.Play.W)
	}
	x := clamp(l.Play.X+(l.Play.W-w)/2, l.Pad, l.W-l.Pad-w)
	bottom := l.RuleLine.Y - l.Pad/4
	pile := math.Max(l.Pile[0].Y+l.Pile[0].H, l.CountAt.Y+l.CountAt.H) // the count is under the pile when tall
	y := pile + l.Pad
	h := l.FS * EndPanelFS
	if y+h > bottom {
		y = pile + l.Pad/2
		h = math.Max(bottom-y, l.FS*EndPanelMinFS)
		if y+h > bottom {
			h = math.Min(h, bottom-l.Pad)
			y = bottom - h
		}
	}
	return Rect{x, y, w, h}
}

// EndLinePX is the largest size (up to 0.75 text sizes) at which n lines
// fit the end box p between its title and its buttons, as the drawer sets
// them: the title's line of 1.6 text sizes under a pad, lines 1.3 sizes
// apart, and the last line's foot (with a little room) above the buttons (App.Buttons: 2 text
// sizes high, 0.6 pads from the box's foot).
func (l *Layout) EndLinePX(p Rect, n int) float64 {
	room := p.H - l.Pad - l.FS*1.6 - l.FS*2 - l.Pad*0.6
	return math.Min(l.FS*0.75, room/(1.3*float64(max(n, 1)-1)+1.4)) // a line's glyphs take 1.2 sizes
}

// FitPX is the largest text size up to px (in 5% steps) at which s,
// measured by m, fits in width w; never below lo.
func FitPX(s string, bold bool, px, w, lo float64, m Measure) float64 {
	for px > lo && m(s, bold, px) > w {
		px = math.Max(lo, px*0.95)
	}
	return px
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

func clampI(v, lo, hi int) int { return max(lo, min(hi, v)) }
