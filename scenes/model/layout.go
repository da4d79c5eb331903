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

// MinPX is the least text size the table draws (CSS px), where the window
// allows it (Layout.Min is less only in a window under 384 px).
const MinPX = 12

// Layout places everything in logical pixels for one window size. It is
// recomputed when the window changes, so sprites keep slots, not positions.
type Layout struct {
	W, H     float64
	Portrait bool
	// Low is a low, wide window (a phone held sideways): two rows of
	// cards, the computer's hand with the pack, the starter, the pile and
	// the count; yours under it with the announcements beside it.
	Low  bool
	FS   float64 // body text size
	Base float64 // normal text's size (big text enlarges FS)
	// PanelFS is the text size of what is read in panels and menus (the
	// log, the hint, the overlays, the title, Settings): FS, and with big
	// text 1.3 normal sizes even where the table's own text cannot grow
	// (a low window, where the cards would have to shrink).
	PanelFS float64
	Min     float64 // the least text size: MinPX, less in a tiny window
	LogFS   float64 // the log's text size
	Pad     float64
	Rim     float64 // the table's wooden rim (art.RimWidth): nothing is drawn on it
	CW, CH  float64 // card size

	// The text sizes of the table's labels ("starter", "count", "past
	// 31"), the "your turn" line and the footer; none under Min.
	LabelPX, TurnPX, FootPX float64

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
	Banner       Rect // where announcements ("go", "thirty-one for two") and notices are drawn: nothing else is there
	Log          Rect
	RuleLine     Rect // the footer: the rule set, the seed, under the cards
	namesW       float64
	Buttons      Rect // where the table's buttons are laid out in a row

	// The title: the fan of cards, the name and the line on Noddy (centred
	// on TitleX, TitleW wide), and the menu's area; Settings' title and
	// menu.
	TitleCardW, TitleCardsY, TitleY, TitleLineY float64
	TitleX, TitleW                              float64
	TitleMenu                                   Rect
	SettingsY                                   float64
	SettingsMenu                                Rect
}

// PX is k text sizes, never under Min.
func (l *Layout) PX(k float64) float64 { return math.Max(l.Min, l.FS*k) }

// PPX is k panel text sizes (PanelFS), never under Min.
func (l *Layout) PPX(k float64) float64 { return math.Max(l.Min, l.PanelFS*k) }

// NewLayout lays the table out for a w×h logical window; big enlarges the
// text.
func NewLayout(w, h float64, big bool) Layout { return newLayout(w, h, big, false) }

func newLayout(w, h float64, big, tour bool) Layout {
	w, h = math.Max(w, 160), math.Max(h, 160)
	m := math.Min(w, h)
	fs := clamp(m/26, 15, 26)
	l := fitLayout(w, h, fs, fs, tour, false)
	if !big {
		return l
	}
	// Big text never makes anything smaller: the text grows by up to 30%
	// as far as the cards keep their normal size; the widths that hold
	// the log and the buttons stay those of normal text. What is read in
	// panels grows in any case (PanelFS).
	for f := 1.3; f > 1.01; f -= 0.05 {
		b := fitLayout(w, h, fs*f, fs, tour, true)
		if b.CW >= l.CW-0.01 && b.FS > l.FS && b.Base >= l.Base-1e-9 {
			return b
		}
	}
	return fitLayout(w, h, fs, fs, tour, true)
}

// fitLayout is layout, the text giving way in a small window before the
// cards get too small to read.
func fitLayout(w, h, fs, base float64, tour, big bool) Layout {
	m := math.Min(w, h)
	l := layout(w, h, fs, base, tour, big)
	for i := 0; i < 8 && l.CW < minCW(m, tour) && l.FS > 9; i++ {
		base *= 0.9
		l = layout(w, h, l.FS*0.9, base, tour, big)
	}
	return l
}

// minCW is the least card width before the text gives way (fitLayout): in
// the tutorial, whose narration is what one reads, a little less.
func minCW(m float64, tour bool) float64 {
	if tour {
		return math.Max(34, m*0.062)
	}
	return math.Max(34, m*0.075)
}

// rimOf is the table's wooden rim for a w×h window (art.RimWidth).
func rimOf(w, h float64) float64 {
	m := math.Min(w, h)
	rw := math.Min(math.Max(math.Round(m*0.022), 6), 36)
	if m < 8*rw {
		return 0
	}
	return rw
}

// layout lays the table out with text of size fs; base is the normal text
// size, which sets the rows and the widths of the log and the buttons (so
// big text does not squeeze the cards). tour lays out the tutorial's table:
// in a tall window its narration takes the log's place, larger.
func layout(w, h, fs, base float64, tour, big bool) Layout {
	m := math.Min(w, h)
	l := Layout{W: w, H: h, Portrait: w < h, FS: fs, Base: base, PanelFS: fs}
	if big {
		l.PanelFS = math.Max(fs, base*1.3)
	}
	l.Min = clamp(m/32, 9, MinPX)
	l.Rim = rimOf(w, h)
	// Inside the table's wooden rim (art.RimWidth: 2.2% of the short side).
	l.Pad = math.Round(clamp(m*0.022, 6, 36) + clamp(m*0.012, 3, 10))
	l.LabelPX, l.TurnPX, l.FootPX = l.PX(0.7), l.PX(0.8), l.PX(0.72)
	l.NamePX = l.PX(0.72)
	// The footer's row: normal text's in a wide window (the cards' height
	// is set by what is left), the text's own in a tall one.
	foot := math.Max(l.Min, base*0.72) * 1.4
	if l.Portrait {
		foot = l.FootPX * 1.4
	}
	l.RuleLine = Rect{l.Pad, h - l.Rim - 2 - foot, w - 2*l.Pad, foot}
	switch {
	case l.Portrait:
		l.tall(tour)
	default:
		l.wide(1)
		if lo := l; lo.low() && lo.CH > l.CH*1.15 {
			l = lo
			if tour {
				// The tutorial's narration is what one reads: a low
				// window's gets a wider column (its cards are smaller).
				l.wide(1.45)
				l.low()
			}
		}
	}
	l.StarterLabel = Rect{l.Starter.X, l.Starter.Y + l.CH + 2, l.CW, labelH(l.LabelPX)}
	l.spreadNames()
	for i := range 3 {
		r := l.Hands[0][i]
		l.Names[i] = Rect{r.X + r.W/2 - l.namesW/2, r.Y + r.H + l.Pad/2, l.namesW, l.NamePX * 2.3}
	}
	l.Turn = l.turnRect()
	if l.Portrait {
		l.Turn.X, l.Turn.W = l.Pad, w-2*l.Pad
	}
	s := l.StarterLabel
	if gap := s.Y + s.H + 2 - l.Turn.Y; gap > 0 && s.X < l.Turn.X+l.Turn.W && l.Turn.X < s.X+s.W {
		// Still too close (a low window): the line sits on the cards' top.
		l.Turn.Y = math.Max(l.Turn.Y+gap, l.Hands[0][0].Y-l.Turn.H)
	}
	if l.Low {
		// The announcements beside the player's hand and its names.
		x := l.Names[2].X + l.Names[2].W + l.Pad
		top := l.Hands[0][0].Y
		l.Banner = Rect{x, top, l.Play.X + l.Play.W - l.Pad - x, l.Play.Y + l.Play.H - top}
	}
	l.scores()
	l.title()
	return l
}

// scores lays out the header's two score lines, each a name and a track.
func (l *Layout) scores() {
	fs, base, pad := l.FS, l.Base, l.Pad
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
	l.ScorePX = clamp(names/7.5*1.05, math.Max(fs*0.75, l.Min), l.ScorePX)
	nameW := l.ScorePX / 1.05 * 7.5
	for s := range 2 {
		l.Score[s] = Rect{l.Header.X, l.Header.Y + float64(s)*half, sw, half}
		l.Track[s] = Rect{l.Header.X + nameW, l.Header.Y + float64(s)*half + half*0.3, sw - nameW - base*3.5, half * 0.4}
	}
}

// title lays out the title and the settings: in a column; in a low window
// the name and the line on the left, the menu on the right.
func (l *Layout) title() {
	w, fs, pad := l.W, l.PanelFS, l.Pad
	bottom := l.RuleLine.Y - pad/2
	l.SettingsY = math.Max(l.Rim+pad/2, l.H*0.05)
	l.SettingsMenu = Rect{pad, l.SettingsY + fs*2.4 + pad, w - 2*pad, bottom - (l.SettingsY + fs*2.4 + pad)}
	text := fs*4 + fs*2.8 + 2*pad // the name and two lines
	if l.Low {
		col := (w - 3*pad) / 2
		l.TitleX, l.TitleW = pad+col/2, col
		l.TitleMenu = Rect{2*pad + col, pad, col, bottom - pad}
		cardH := clamp(bottom-text-2*pad, 0, l.H*0.3)
		l.TitleCardW = math.Min(cardH*5/7, (col-2*pad)/3.3)
		cardH = l.TitleCardW * 7 / 5
		l.TitleCardsY = math.Max(pad, (bottom-(cardH+pad+text))/2)
		l.TitleY = l.TitleCardsY + cardH + pad
		l.TitleLineY = l.TitleY + fs*4
		return
	}
	// The menu (five buttons) fits under the name and the line; the fan of
	// cards takes what height is left.
	l.TitleX, l.TitleW = w/2, w-4*pad
	menuH := 5*(fs*2.6+pad) + pad
	cardH := clamp(l.H-menuH-text-l.RuleLine.H-2*pad, 0, l.H*0.25)
	l.TitleCardW = math.Min(cardH*5/7, (w-4*pad)/3.3)
	cardH = l.TitleCardW * 7 / 5
	top := math.Max(pad, (l.RuleLine.Y-(cardH+pad+text+menuH))/2)
	l.TitleCardsY = top
	l.TitleY = top + cardH + pad
	l.TitleLineY = l.TitleY + fs*4
	menuY := l.TitleLineY + fs*2.8 + pad
	l.TitleMenu = Rect{pad, menuY, w - 2*pad, bottom - menuY}
}

// tall lays a tall window out in rows, top to bottom: scores, who deals,
// the computer's hand, the pack, starter and pile, the count and
// announcements, the log (the tutorial's narration), "your turn", your
// hand, its names, the buttons, the footer.
func (l *Layout) tall(tour bool) {
	w, h, fs, base, pad := l.W, l.H, l.FS, l.Base, l.Pad
	head := base * 3.6
	l.Header = Rect{pad, pad, w - 2*pad, head}
	dealPX := l.PX(0.8)
	l.Deal = Rect{pad, pad + head, w - 2*pad, math.Max(deal0(base), dealPX*1.3)}
	l.DealFS = math.Max(l.Min, math.Min(fs*0.8, l.Deal.H/1.25))
	btnH := math.Max(base*2.4, l.PX(0.85)*2.2)
	l.Buttons = Rect{pad, l.RuleLine.Y - pad/2 - btnH, w - 2*pad, btnH}
	l.LogFS = l.PPX(0.85)                            // a phone's log must stay readable
	logH := math.Max(l.Min, base*0.85)*1.3*4 + pad/2 // four lines of normal text (fewer, larger, with big text)
	names := l.NamePX*2.3 + pad/2
	label := labelH(l.LabelPX)
	// The count and the announcements: a banner and two lines under it
	// (a go says why the count ends).
	mid := math.Max(base*2.6, l.PX(1)*1.25+l.PX(0.8)*1.25*2+fs*0.5+4)
	turn := turnH(l.TurnPX)
	top := pad + head + l.Deal.H
	rest := l.Buttons.Y - top - names - mid - turn - label - 5*pad
	widthCH := (w - 2*pad) / 4.9 * 7 / 5
	if tour {
		// The narration takes what the cards leave when they keep 65% of
		// the table's size (and a readable size): at least the log's room,
		// at most 0.36 of the window.
		ch := math.Max(math.Min((rest-logH)/3, widthCH)*0.65, minCW(math.Min(w, h), true)*7/5)
		logH = clamp(rest-3*ch, logH, h*0.36)
	}
	avail := rest - logH
	l.CH = math.Max(20, math.Min(avail/3, widthCH))
	l.CW = l.CH * 5 / 7
	// What the cards leave: a little between the rows, a fair part round
	// the computer's hand (where the hint opens), the rest to the log.
	left := math.Max(0, avail-3*l.CH)
	spare := math.Min(left/4, l.CH*0.1)
	round := math.Min((left-4*spare)/2, l.CH*0.35)
	logH += left - 4*spare - 2*round
	spare0 := spare + round // above and under the computer's hand
	y := top + pad/2 + spare0
	l.Play = Rect{0, y, w, l.Buttons.Y - y}
	l.layHand(1, w/2, y)
	y += l.CH + pad + spare0
	l.layMiddle(0, w, y, 0.3)
	y += l.CH + label + pad/2
	countW := math.Max(fs*4.5, l.PX(0.85)*4)
	l.CountAt = Rect{pad, y, countW, mid}
	l.Banner = Rect{pad + countW, y, w - 2*pad - countW, mid}
	y += mid + pad/2 + spare
	l.Log = Rect{pad, y, w - 2*pad, logH}
	y += logH + pad + turn + spare
	l.layHand(0, w/2, y)
}

// wide lays a wide window out: the header holds the scores, and on the
// right the buttons with the deal line under them; the log takes the
// right-hand column; the cards three rows (the computer's, the middle,
// yours) with a row for announcements under the computer's hand.
func (l *Layout) wide(logWider float64) {
	w, fs, base, pad := l.W, l.FS, l.Base, l.Pad
	btnH := base * 2.2
	dealPX := math.Max(l.Min, base*0.8)
	head := math.Max(base*3.6, pad/3+btnH+dealPX*1.2+1)
	l.LogFS = l.PPX(0.72)
	l.Header = Rect{pad, pad, w - 2*pad, head}
	logW := math.Max(w*0.27, base*12) * logWider
	l.Log = Rect{w - pad - logW, l.Header.Y + head + pad, logW, l.RuleLine.Y - pad - (l.Header.Y + head + pad)}
	// The buttons take the header's right part, beside the scores.
	// The scores need their names, TrackMin and the "31": the rest is
	// the buttons' (at 800×600 their labels were tiny).
	bx := math.Min(l.Log.X, l.Header.X+base*(7.5+TrackMin+3.5)+pad)
	l.Buttons = Rect{bx, l.Header.Y + pad/3, l.Header.X + l.Header.W - bx - pad/3, btnH}
	under := l.Buttons.Y + l.Buttons.H
	l.Deal = Rect{l.Buttons.X, under, l.Buttons.W, l.Header.Y + head - 1 - under}
	l.DealFS = math.Max(l.Min, math.Min(fs*0.8, l.Deal.H/1.2))
	// The rows are normal text's (big text's names reach into the pad
	// above the footer; its labels and "your turn" line are kept apart
	// below): so big text keeps the cards' size.
	names := base * 1.3 * 1.5
	playW := l.Log.X - 2*pad
	l.Play = Rect{pad, l.Header.Y + head + pad, playW, l.RuleLine.Y - (l.Header.Y + head + pad) - pad}
	// Three rows of cards, a row for announcements under the
	// computer's hand, the names and the "your turn" line.
	banner := base * 2.4
	lines := base * 2.2
	l.CH = math.Min((l.Play.H-names-banner-lines-2*pad)/3, playW/7.2*7/5)
	l.CW = l.CH * 5 / 7
	cx := l.Play.X + playW/2
	l.layHand(1, cx, l.Play.Y)
	bottomY := l.Play.Y + l.Play.H - names - l.CH
	l.layHand(0, cx, bottomY)
	bannerY := l.Play.Y + l.CH + pad/2
	midY := bannerY + banner + pad/2
	midY = math.Max(midY, (midY+bottomY-lines-l.CH)/2)
	l.layMiddle(l.Play.X, l.Play.X+playW, midY, 0.42)
	// Big text: the "starter" label and the "your turn" line must not
	// touch; the middle row rises for them, as far as the banner allows
	// (where the line, centred over the hand, reaches the label's side).
	t := l.turnRect()
	if over := midY + l.CH + labelH(l.LabelPX) + turnH(l.TurnPX) + pad/4 - bottomY; over > 0 && t.X < l.Starter.X+l.CW+pad/4 {
		if up := math.Min(over, midY-(bannerY+banner)); up > 0 {
			midY -= up
			l.layMiddle(l.Play.X, l.Play.X+playW, midY, 0.42)
		}
	}
	// The announcements take the felt between the computer's hand and the
	// middle row (a go's reason under its banner).
	l.Banner = Rect{l.Play.X, bannerY, playW, math.Max(banner, midY-pad/2-bannerY)}
}

// low re-lays a wide layout's cards for a low window in two rows: the
// computer's hand, the pack and starter, the pile and the count; under them
// the player's hand, the announcements beside it. It reports whether they
// fit.
func (l *Layout) low() bool {
	fs, pad := l.FS, l.Pad
	l.Low = true
	countW := math.Max(fs*4.5, l.PX(0.85)*4)
	rowW := l.Play.W - 2*pad
	// The top row: a hand (3.36 card widths), a pad, the pack and starter
	// (2.12), a gap (0.3), the pile (3.1), a pad, the count.
	cw := (rowW - 2*pad - countW) / (3.36 + 2.12 + 0.3 + 3.1)
	names := l.NamePX*2.3 + pad/2
	ch := (l.Play.H - labelH(l.LabelPX) - turnH(l.TurnPX) - names - pad) / 2
	l.CH = math.Min(cw*7/5, ch)
	l.CW = l.CH * 5 / 7
	if l.CW < 20 {
		return false
	}
	x := l.Play.X + pad
	y := l.Play.Y
	l.layHand(1, x+l.CW*3.36/2, y)
	l.layMiddle(x+3.36*l.CW, l.Play.X+l.Play.W, y, 0.42)
	l.CountAt = Rect{l.Play.X + l.Play.W - pad - countW, y + l.CH*0.15, countW, l.CH * 0.7}
	l.layHand(0, x+l.CW*3.36/2, l.Play.Y+l.Play.H-names-l.CH)
	// The cut, at the start, where the pile will be.
	l.Cut[0] = Rect{l.Pile[0].X, y, l.CW, l.CH}
	l.Cut[1] = Rect{l.Pile[0].X + l.CW*1.6, y, l.CW, l.CH}
	return true
}

// turnEms is the longest "your turn" line in text sizes ("Your turn: click
// the queen of diamonds or press 3", model.App.TurnPrompt), with room.
const turnEms = 27

// turnRect is where the "your turn" line goes: over the player's hand,
// centred, as wide as the longest line, inside the play area.
func (l *Layout) turnRect() Rect {
	tw := math.Min(l.TurnPX*turnEms, l.Play.W)
	cx := l.Hands[0][1].X + l.CW/2
	x := clamp(cx-tw/2, l.Play.X, l.Play.X+l.Play.W-tw)
	return Rect{x, l.Hands[0][0].Y - turnH(l.TurnPX), tw, l.TurnPX * 1.25}
}

// labelH is the height of the "starter" label (text at px) and turnH the
// room over the player's hand for the "your turn" line (text at px).
func labelH(px float64) float64 { return px * 1.25 }
func turnH(px float64) float64  { return px * 1.875 }

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
	l.NamePX = l.PX(0.72)
	x0, x1 := l.Play.X+l.Pad, l.Play.X+l.Play.W-l.Pad
	if l.Portrait {
		x0, x1 = l.Pad, l.W-l.Pad
	}
	// The pitch (card to card) the names need, and the most there is room
	// for with the outer names inside the play area.
	need := l.NamePX*nameEms + 4
	room := math.Min(cx-x0, x1-cx) - need/2
	if l.Low {
		// The hand keeps its left edge (the announcements are on its right).
		x0 = h[0].X + l.CW/2 - need/2
		room = (x1 - x0 - need) / 2
		cx = x0 + need/2 + math.Max(h[1].X-h[0].X, math.Min(need, room))
	}
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

// Menu lays buttons out in area: a centred column, or two where a column's
// buttons would be too low to read (a low window, big text).
func (l *Layout) Menu(names []string, area Rect, out []Button) []Button {
	fs, pad := l.PanelFS, l.Pad
	n := float64(len(names))
	h := (area.H+pad)/n - pad
	cols, rows := 1.0, n
	if h < math.Max(fs*2, l.Min*2.4) && n > 2 {
		cols, rows = 2, math.Ceil(n/2)
		h = (area.H+pad)/rows - pad
	}
	h = math.Max(fs*1.4, math.Min(fs*2.6, h))
	w := math.Min((area.W-(cols-1)*pad)/cols, fs*20/math.Sqrt(cols))
	x0 := area.X + (area.W-(w*cols+pad*(cols-1)))/2
	y0 := area.Y + math.Max(0, (area.H-(h*rows+pad*(rows-1)))/2)
	if cols == 1 {
		y0 = area.Y // a column starts at the top of its area
	}
	for i, name := range names {
		c, r := float64(i%int(cols)), float64(i/int(cols))
		if cols == 1 {
			c, r = 0, float64(i)
		}
		out = append(out, Button{Name: name, Rect: Rect{x0 + c*(w+pad), y0 + r*(h+pad), w, h}})
	}
	return out
}

// Panel returns a centred overlay panel of at most w×h text sizes.
func (l *Layout) Panel(wFS, hFS float64) Rect {
	w := math.Min(l.W-2*l.Pad, l.PanelFS*wFS)
	h := math.Min(l.H-2*l.Pad, l.PanelFS*hFS)
	return Rect{(l.W - w) / 2, (l.H - h) / 2, w, h}
}

// EndTitleLead is the room the end box's title takes (text sizes).
const EndTitleLead = 1.35

// EndNeed is the end-of-match box's height with its four lines (the score
// and deals, both last hands) at lf: the title, the lines, the buttons.
// The box takes it at 0.75 text sizes where there is room under the pile,
// and never less than it at the least size (so no line runs into the
// buttons).
func (l *Layout) EndNeed(lf float64) float64 {
	return l.Pad + l.FS*EndTitleLead + lf*(1.3*3+1.4) + l.EndButtonsH() + 1
}

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
	// Under the pile, the count (under the pile when tall) and the starter's label.
	pile := math.Max(l.Pile[0].Y+l.Pile[0].H, math.Max(l.CountAt.Y+l.CountAt.H, l.StarterLabel.Y+l.StarterLabel.H))
	y := pile + l.Pad
	h := l.EndNeed(math.Max(l.Min, l.FS*0.75)) // the title, four lines, the buttons
	if y+h > bottom {
		y = pile + l.Pad/2
		h = math.Max(bottom-y, l.EndNeed(l.Min))
		if y+h > bottom {
			h = math.Min(h, bottom-l.Pad)
			y = bottom - h
		}
	}
	if l.Low {
		// Over the whole of the player's row, names and all (the hand is
		// at the row's left).
		h = math.Max(h, math.Min(l.Play.Y+l.Play.H, bottom)-y)
		x = l.Play.X + l.Pad/2
	}
	r := Rect{x, y, w, h}
	if s := l.StarterLabel; r.Intersects(s) {
		// Risen over the pile's row (no room under it): beside the
		// starter's label, not over it.
		r.X = s.X + s.W + l.Pad/2
		r.W = math.Min(w, l.Play.X+l.Play.W-r.X)
	}
	return r
}

// EndLinePX is the largest size (up to 0.75 text sizes, at least Min) at
// which n lines fit the end box p between its title and its buttons, as
// the drawer sets them: the title's line (EndTitleLead) under a pad,
// lines 1.3 sizes apart, and the last line's foot (with a little room)
// above the buttons (EndButtonsH).
func (l *Layout) EndLinePX(p Rect, n int) float64 {
	room := p.H - l.Pad - l.FS*EndTitleLead - l.EndButtonsH()
	return math.Max(l.Min, math.Min(l.FS*0.75, room/(1.3*float64(max(n, 1)-1)+1.4))) // a line's glyphs take 1.2 sizes
}

// EndRows is how many rows the end box's buttons take: two where one row
// would squeeze "Replay this deal" under the least text size.
func (l *Layout) EndRows() int {
	w := math.Min(l.W-2*l.Pad, l.FS*26) - l.Pad
	need := 0.0
	for _, s := range endLabels {
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
	return float64(l.EndRows())*(l.endButtonH()+l.Pad*0.6) + l.Pad*0.6
}

func (l *Layout) endButtonH() float64 { return math.Max(l.FS*1.5, l.endLabelPX()*2.25) } // labels at 0.45 of a button

// EndButtons lays the end box's buttons out in p: in one row, their widths
// following their labels, or two rows of two.
func (l *Layout) EndButtons(p Rect, names, labels []string, out []Button) []Button {
	bh := l.endButtonH()
	gap := l.Pad * 0.6
	rows := l.EndRows()
	per := (len(names) + rows - 1) / rows
	for r := range rows {
		lo, hi := r*per, min(len(names), (r+1)*per)
		units := 0.0
		for _, s := range labels[lo:hi] {
			units += float64(utf8.RuneCountInString(s) + 4)
		}
		x := p.X + l.Pad
		w := p.W - 2*l.Pad - float64(hi-lo-1)*l.Pad
		y := p.Y + p.H - float64(rows-r)*(bh+gap)
		for i := lo; i < hi; i++ {
			bw := w * float64(utf8.RuneCountInString(labels[i])+4) / units
			out = append(out, Button{names[i], Rect{x, y, bw, bh}})
			x += bw + l.Pad
		}
	}
	return out
}

// CountCards lays out the count panel's cards in panel p from y down: the
// player's hand, the computer's and the starter, each under its label, in
// one row where the panel is wide enough for cards of a good size, else the
// player's hand and the starter over the computer's hand. It returns the
// labels' places (text at LabelPX(0.75)), the cards' (0-2 the player's,
// 3-5 the computer's, 6 the starter) and the y under them.
func (l *Layout) CountCards(p Rect, y float64) (labels [3]Rect, cards [7]Rect, bottom float64) {
	pad := l.Pad
	lh := l.PPX(0.75) * 1.4
	ch := math.Min(l.CH*0.8, p.H*0.22)
	inner := p.W - 3*pad
	one := math.Min(ch*5/7, inner/8.5)
	two := math.Min(ch*5/7, inner/4.8)
	hand := func(x, y, cw float64, seat int) {
		for i := range 3 {
			cards[seat*3+i] = Rect{x + float64(i)*cw*1.08, y, cw, cw * 7 / 5}
		}
	}
	x0 := p.X + pad*1.5
	if one >= two*0.75 {
		cw := one
		hand(x0, y+lh, cw, 0)
		x1 := x0 + 3.16*cw + 0.7*cw
		hand(x1, y+lh, cw, 1)
		x2 := x1 + 3.16*cw + 0.7*cw
		cards[6] = Rect{x2, y + lh, cw, cw * 7 / 5}
		labels = [3]Rect{{x0, y, 3.16 * cw, lh}, {x1, y, 3.16 * cw, lh}, {x2, y, cw, lh}}
		return labels, cards, y + lh + cw*7/5 + pad
	}
	cw := two
	row := lh + cw*7/5 + pad/2
	hand(x0, y+lh, cw, 0)
	x2 := x0 + 3.16*cw + 0.7*cw
	cards[6] = Rect{x2, y + lh, cw, cw * 7 / 5}
	hand(x0, y+row+lh, cw, 1)
	labels = [3]Rect{{x0, y, 3.16 * cw, lh}, {x0, y + row, 3.16 * cw, lh}, {x2, y, cw, lh}}
	return labels, cards, y + 2*row + pad/2
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
