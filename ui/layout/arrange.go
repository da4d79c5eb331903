package layout

import (
	"math"
	"sync"

	"noddy/ui/board"
	"noddy/ui/geom"
)

// How the window is arranged: the header's score lines, the title and
// Settings, a tall window's rows, a wide window's columns, a low
// window's two rows, and the other seats' fans.

// scores lays out the header's score lines, one a side, each a name and
// a track; Board is their area.
func (l *Layout) scores() {
	fs, base, pad := l.FS, l.Base, l.Pad
	rows := float64(max(len(l.Score), 2))
	lines := l.Header.H
	if l.Portrait {
		lines -= l.Pegging.H // the board under the lines
	}
	row := lines / rows
	sw := l.Header.W - pad
	if !l.Portrait {
		sw = math.Min(l.Buttons.X-l.Header.X-pad, fs*24)
	}
	// The track keeps at least TrackMin normal text sizes (31 holes that
	// read as a board); big names give way to it, down to 0.75 text sizes.
	// The "31" after the track is sized by the header, so its room by base.
	ems := scoreEms(l.Shape)
	l.ScorePX = fs * 1.05
	names := sw - base*TrackMin - base*3.5
	l.ScorePX = clamp(names/ems*1.05, math.Max(fs*0.75, l.Min), l.ScorePX)
	l.ScorePX = math.Min(l.ScorePX, row/1.25)
	nameW := l.ScorePX / 1.05 * ems
	for s := range l.Score {
		y := l.Header.Y + float64(s)*row
		l.Score[s] = geom.Rect{X: l.Header.X, Y: y, W: sw, H: row}
		l.Track[s] = geom.Rect{X: l.Header.X + nameW, Y: y + row*0.3, W: sw - nameW - base*3.5, H: row * 0.4}
	}
	l.Board = geom.Rect{X: l.Header.X, Y: l.Header.Y, W: sw, H: lines}
}

// pegTall is the most of a tall window's height the pegging board
// takes, pegTallMin the least it is given.
const (
	pegTall    = 0.18
	pegTallMin = 0.07
	// pegWide is how much higher than it needs the board is given in a
	// wide window's column (larger holes, where the log can spare it).
	pegWide = 1.3
)

// boardHeights remembers Board.MinHeight by board and width (it lays the
// board out a dozen times; a layout is fitted many times).
var boardHeights = struct {
	sync.Mutex
	m map[boardWidth]float64
}{m: map[boardWidth]float64{}}

type boardWidth struct {
	b board.Board
	w float64
}

// boardHeight is b.MinHeight(w, 1), remembered.
func boardHeight(b board.Board, w float64) float64 {
	k := boardWidth{b, math.Round(w*4) / 4}
	boardHeights.Lock()
	defer boardHeights.Unlock()
	h, ok := boardHeights.m[k]
	if !ok {
		if len(boardHeights.m) > 256 {
			clear(boardHeights.m)
		}
		h = b.MinHeight(k.w, 1)
		boardHeights.m[k] = h
	}
	return h
}

// scoreEms is the room a score line's name takes, in text sizes: "Computer
// 11", or a partnership's "You and North 121".
func scoreEms(sh Shape) float64 {
	if sh.Partners {
		return 10.5
	}
	return 7.5
}

// headRows is the header's height in normal text sizes: two score lines,
// or three.
func headRows(sh Shape) float64 {
	if sh.Sides > 2 {
		return 4.8
	}
	return 3.6
}

// title lays out the title and the settings: in a column; in a low window
// the name and the line on the left, the menu on the right.
func (l *Layout) title() {
	w, fs, pad := l.W, l.PanelFS, l.Pad
	bottom := l.RuleLine.Y - pad/2
	l.SettingsY = math.Max(l.Rim+pad/2, l.H*0.05)
	l.SettingsMenu = geom.Rect{X: pad, Y: l.SettingsY + fs*2.4 + pad, W: w - 2*pad, H: bottom - (l.SettingsY + fs*2.4 + pad)}
	// The name and the game's line: two lines, three in an upright window
	// (a long game's line, narrow, ran onto the buttons).
	l.TitleLineH = fs * 2.8
	if l.Portrait {
		l.TitleLineH = fs * 3.8
	}
	text := fs*4 + l.TitleLineH + 2*pad
	if l.Low {
		col := (w - 3*pad) / 2
		l.TitleX, l.TitleW = pad+col/2, col
		l.TitleMenu = geom.Rect{X: 2*pad + col, Y: pad, W: col, H: bottom - pad}
		cardH := clamp(bottom-text-2*pad, 0, l.H*0.3)
		l.TitleCardW = math.Min(cardH*5/7, (col-2*pad)/3.3)
		cardH = l.TitleCardW * 7 / 5
		l.TitleCardsY = math.Max(pad, (bottom-(cardH+pad+text))/2)
		l.TitleY = l.TitleCardsY + cardH + pad
		l.TitleLineY = l.TitleY + fs*4
		return
	}
	// The menu (six buttons) fits under the name and the line; the fan of
	// cards takes what height is left.
	l.TitleX, l.TitleW = w/2, w-4*pad
	menuH := titleRows*(fs*2.6+pad) + pad
	cardH := clamp(l.H-menuH-text-l.RuleLine.H-2*pad, 0, l.H*0.25)
	l.TitleCardW = math.Min(cardH*5/7, (w-4*pad)/3.3)
	cardH = l.TitleCardW * 7 / 5
	top := math.Max(pad, (l.RuleLine.Y-(cardH+pad+text+menuH))/2)
	l.TitleCardsY = top
	l.TitleY = top + cardH + pad
	l.TitleLineY = l.TitleY + fs*4
	menuY := l.TitleLineY + l.TitleLineH + pad
	l.TitleMenu = geom.Rect{X: pad, Y: menuY, W: w - 2*pad, H: bottom - menuY}
}

// titleRows is the title menu's buttons at most: play, the game, the
// tutorial, the level, settings, quit.
const titleRows = 6

// tall lays a tall window out in rows, top to bottom: scores, who deals,
// the others' hands, the pack, starter and pile, the count and
// announcements, the log (the tutorial's narration), "your turn", your
// hand, its names, the buttons, the footer.
func (l *Layout) tall(r room) {
	w, h, fs, base, pad := l.W, l.H, l.FS, l.Base, l.Pad
	sh := l.Shape
	head := base * headRows(sh)
	// The pegging board across the header, under the score lines: as high
	// as its holes need to read well, at most 18% of the window.
	l.Header = geom.Rect{X: pad, Y: pad, W: w - 2*pad, H: head}
	dealPX := l.PX(0.8)
	l.Deal = geom.Rect{X: pad, Y: pad + head, W: w - 2*pad, H: math.Max(deal0(base), dealPX*1.3)}
	l.DealFS = math.Max(l.Min, math.Min(fs*0.8, l.Deal.H/1.25))
	btnH := math.Max(base*2.4, l.PX(0.85)*2.2)
	l.Buttons = geom.Rect{X: pad, Y: l.RuleLine.Y - pad/2 - btnH, W: w - 2*pad, H: btnH}
	l.LogFS = l.PPX(0.85)                            // a phone's log must stay readable
	logH := math.Max(l.Min, base*0.85)*1.3*4 + pad/2 // four lines of normal text (fewer, larger, with big text)
	names := l.NamePX*2.3 + pad/2
	label := labelH(l.LabelPX)
	// The count and the announcements: a banner and two lines under it
	// (a go says why the count ends).
	mid := math.Max(base*2.6, l.PX(1)*1.25+l.PX(0.8)*1.25*2+fs*0.5+4)
	turn := turnH(l.TurnPX)
	top := pad + head + l.Deal.H
	// The others' row: a hand for two seats, small fans and their names
	// for more.
	otherK, otherLabel := 1.0, 0.0
	if l.fanned() {
		otherK, otherLabel = fanScale, label
	}
	rows := 2 + otherK
	rest := l.Buttons.Y - top - names - mid - turn - label - otherLabel - 5*pad
	widthCH := (w - 2*pad) / math.Max(4.9, l.handEms()+0.2) * 7 / 5
	if l.fanned() {
	}
	switch r {
	case roomTour:
		// The narration takes what the cards leave when they keep 65% of
		// the table's size (and a readable size): at least the log's room,
		// at most 0.36 of the window.
		ch := math.Max(math.Min((rest-logH)/rows, widthCH)*0.65, minCW(math.Min(w, h), true)*7/5)
		logH = clamp(rest-rows*ch, logH, h*0.36)
	case roomChat, roomChat1:
		// The chat beside the log: two lines of it (or one) and its box.
		lines := 2.0
		if r == roomChat1 {
			lines = 1
		}
		logH += l.LogFS*1.3*lines + math.Max(l.LogFS*2, l.Min*2) + pad
	}
	avail := rest - logH
	l.CH = math.Max(20, math.Min(avail/rows, widthCH))
	// The pegging board across the header, under the score lines: as
	// high as its holes need to read well (at most pegTall of the
	// window), from what the cards leave; where they leave too little, at
	// least pegTallMin of the window, the cards giving way. The tutorial
	// keeps the header's tracks: its narration needs the room.
	if r != roomTour {
		need := math.Min(boardHeight(sh.Pegging, w-2*pad), h*pegTall)
		spare := math.Max(0, avail-rows*l.CH)
		pegH := math.Max(math.Min(need, spare), math.Min(need, h*pegTallMin))
		l.Pegging = geom.Rect{X: pad, Y: pad + head, W: w - 2*pad, H: pegH}
		head += pegH
		l.Header.H = head
		l.Deal.Y += pegH
		top += pegH
		avail -= pegH
		l.CH = math.Max(20, math.Min(avail/rows, widthCH))
	}
	l.CW = l.CH * 5 / 7
	l.setOthers(w - 2*pad)
	// What the cards leave: a little between the rows, a fair part round
	// the others' hands (where the hint opens), the rest to the log.
	left := math.Max(0, avail-rows*l.CH)
	spare := math.Min(left/4, l.CH*0.1)
	round := math.Min((left-4*spare)/2, l.CH*0.35)
	logH += left - 4*spare - 2*round
	spare0 := spare + round // above and under the others' hands
	y := top + pad/2 + spare0
	l.Play = geom.Rect{X: 0, Y: y, W: w, H: l.Buttons.Y - y}
	l.layOthers(0, w, y)
	y += l.OCH + otherLabel + pad + spare0
	l.layMiddle(0, w, y, 0.3)
	y += l.CH + label + pad/2
	countW := math.Max(fs*4.5, l.PX(0.85)*4)
	l.CountAt = geom.Rect{X: pad, Y: y, W: countW, H: mid}
	l.Banner = geom.Rect{X: pad + countW, Y: y, W: w - 2*pad - countW, H: mid}
	y += mid + pad/2 + spare
	l.Log = geom.Rect{X: pad, Y: y, W: w - 2*pad, H: logH}
	y += logH + pad + turn + spare
	l.layHand(0, l.handCX(0, w), y, sh.Deal)
}

// fanScale is the other seats' cards' size beside the player's, in a game
// for three or four.
const fanScale = 0.7

// fanPitch is a fanned hand's step in its cards' widths.
const fanPitch = 0.28

// fanEms is a fanned hand's width in its cards' widths.
func (l *Layout) fanEms() float64 { return 1 + float64(l.Shape.Deal-1)*fanPitch }

// fanCellEms is a fanned seat's room in its cards' widths: its hand and,
// with a crib, the crib's stack beside it.
func (l *Layout) fanCellEms() float64 {
	e := l.fanEms() + 0.25
	if l.Shape.Crib {
		e += 1.36 + 0.25
	}
	return e
}

// setOthers sets the other seats' card size from CW: fanScale of it, or
// less where their fans and cribs would not fit the row of width rowW.
func (l *Layout) setOthers(rowW float64) {
	l.OCW, l.OCH = l.CW, l.CH
	if l.fanned() {
		l.OCW = math.Min(l.CW*fanScale, rowW/(float64(l.Shape.Seats-1)*l.fanCellEms()))
		l.OCH = l.OCW * 7 / 5
	}
}

// handCX is the centre of place p's hand in [x0, x0+w]: the middle, or
// left of it by half the crib's room where a crib lies beside it.
func (l *Layout) handCX(x0, w float64) float64 {
	cx := x0 + w/2
	if l.Shape.Crib {
		cx -= l.cribRoom() * l.CW / 2
	}
	return cx
}

// layOthers lays out the other seats' hands in [x0, x1] from y: for two
// seats the other's hand spread, centred; for more, each a small fan in
// its cell, left to right in the order of play (West at the left end,
// North centred, East at the right end), its name under it.
func (l *Layout) layOthers(x0, x1, y float64) {
	sh := l.Shape
	if !l.fanned() {
		l.layHand(1, l.handCX(x0, x1-x0), y, sh.Deal)
		return
	}
	x0, x1 = x0+l.Pad/2, x1-l.Pad/2 // clear of the rim
	cells := float64(sh.Seats - 1)
	cellW := (x1 - x0) / cells
	pitch := l.OCW * fanPitch
	for p := 1; p < sh.Seats; p++ {
		cell := x0 + cellW*(float64(p)-0.5)
		cx := cell
		fw := l.OCW * l.fanEms()
		group := fw
		if sh.Crib {
			group += l.OCW * (0.25 + 1.36)
		}
		// The seat on your left at the row's left end, the one on your
		// right at its right end (centred, three-hand's East read as
		// sitting opposite).
		switch p {
		case 1:
			cx = x0 + math.Min(cellW, group+l.Pad)/2
		case sh.Seats - 1:
			cx = x1 - math.Min(cellW, group+l.Pad)/2
		}
		fx := cx - group/2
		for i := range sh.Deal {
			l.Hands[p][i] = geom.Rect{X: fx + float64(i)*pitch, Y: y, W: l.OCW, H: l.OCH}
		}
		// The name under the fan, in its cell.
		l.Labels[p] = geom.Rect{X: cell - cellW/2 + l.Pad/4, Y: y + l.OCH + 2, W: cellW - l.Pad/2, H: labelH(l.LabelPX)}
		l.LabelMid[p] = fx + fw/2
	}
}

// wide lays a wide window out: the header holds the scores, and on the
// right the buttons with the deal line under them; the log takes the
// right-hand column; the cards three rows (the others', the middle,
// yours) with a row for announcements under the others' hands.
func (l *Layout) wide(logWider float64) {
	w, fs, base, pad := l.W, l.FS, l.Base, l.Pad
	sh := l.Shape
	btnH := base * 2.2
	dealPX := math.Max(l.Min, base*0.8)
	head := math.Max(base*headRows(sh), pad/3+btnH+dealPX*1.2+1)
	l.LogFS = l.PPX(0.72)
	l.Header = geom.Rect{X: pad, Y: pad, W: w - 2*pad, H: head}
	logW := math.Max(w*0.27, base*12) * logWider
	l.Log = geom.Rect{X: w - pad - logW, Y: l.Header.Y + head + pad, W: logW, H: l.RuleLine.Y - pad - (l.Header.Y + head + pad)}
	// The pegging board atop the log's column: a little higher than its
	// holes need to read well (pegWide), at most 42% of the column.
	pegH := math.Min(boardHeight(sh.Pegging, logW)*pegWide, l.Log.H*0.42)
	// The column stays the log's place (the hint's, the tutorial's
	// narration, which cover the board); the log's lines go under it.
	l.Pegging = geom.Rect{X: l.Log.X, Y: l.Log.Y, W: logW, H: pegH}
	l.LogText = geom.Rect{X: l.Log.X, Y: l.Log.Y + pegH + pad/2, W: logW, H: l.Log.H - pegH - pad/2}
	// The buttons take the header's right part, beside the scores.
	// The scores need their names, TrackMin and the "31": the rest is
	// the buttons' (at 800×600 their labels were tiny).
	bx := math.Min(l.Log.X, l.Header.X+base*(scoreEms(sh)+TrackMin+3.5)+pad)
	l.Buttons = geom.Rect{X: bx, Y: l.Header.Y + pad/3, W: l.Header.X + l.Header.W - bx - pad/3, H: btnH}
	under := l.Buttons.Y + l.Buttons.H
	l.Deal = geom.Rect{X: l.Buttons.X, Y: under, W: l.Buttons.W, H: l.Header.Y + head - 1 - under}
	l.DealFS = math.Max(l.Min, math.Min(fs*0.8, l.Deal.H/1.2))
	// The rows are normal text's (big text's names reach into the pad
	// above the footer; its labels and "your turn" line are kept apart
	// below): so big text keeps the cards' size.
	names := base * 1.3 * 1.5
	playW := l.Log.X - 2*pad
	l.Play = geom.Rect{X: pad, Y: l.Header.Y + head + pad, W: playW, H: l.RuleLine.Y - (l.Header.Y + head + pad) - pad}
	// Three rows of cards, a row for announcements under the others'
	// hands, the names and the "your turn" line.
	banner := base * 2.4
	lines := base * 2.2
	otherK, otherLabel := 1.0, 0.0
	if l.fanned() {
		otherK, otherLabel = fanScale, labelH(l.LabelPX)+2
	}
	widthCH := playW / math.Max(7.2, l.handEms()+0.3) * 7 / 5
	if l.fanned() {
	}
	l.CH = math.Min((l.Play.H-names-banner-lines-2*pad-otherLabel)/(2+otherK), widthCH)
	l.CW = l.CH * 5 / 7
	l.setOthers(playW)
	l.layOthers(l.Play.X, l.Play.X+playW, l.Play.Y)
	bottomY := l.Play.Y + l.Play.H - names - l.CH
	l.layHand(0, l.handCX(l.Play.X, playW), bottomY, sh.Deal)
	bannerY := l.Play.Y + l.OCH + otherLabel + pad/2
	midY := bannerY + banner + pad/2
	midY = math.Max(midY, (midY+bottomY-lines-l.CH)/2)
	l.layMiddle(l.Play.X, l.Play.X+playW, midY, 0.42)
	// Big text: the "starter" label and the "your turn" line must not
	// touch; the middle row rises for them, as far as the banner allows
	// (where the line, centred over the hand, reaches the label's side).
	t := l.turnRect()
	if over := midY + l.CH + labelH(l.LabelPX) + l.turnRoom() + pad/4 - bottomY; over > 0 && t.X < l.Starter.X+l.CW+pad/4 {
		if up := math.Min(over, midY-(bannerY+banner)); up > 0 {
			midY -= up
			l.layMiddle(l.Play.X, l.Play.X+playW, midY, 0.42)
		}
	}
	// The announcements take the felt between the others' hands and the
	// middle row (a go's reason under its banner).
	l.Banner = geom.Rect{X: l.Play.X, Y: bannerY, W: playW, H: math.Max(banner, midY-pad/2-bannerY)}
}

// low re-lays a wide layout's cards for a low window: for two seats in
// two rows, the other's hand, the pack and starter, the pile and the
// count; under them the player's hand, the announcements beside it. For
// more seats the others' small fans take a row above the middle. It
// reports whether they fit.
func (l *Layout) low() bool {
	fs, pad := l.FS, l.Pad
	sh := l.Shape
	l.Low = true
	countW := math.Max(fs*4.5, l.PX(0.85)*4)
	rowW := l.Play.W - 2*pad
	names := l.NamePX*2.3 + pad/2
	x := l.Play.X + pad
	y := l.Play.Y
	hand := float64(sh.Deal)*1.18 - 0.18
	if l.fanned() {
		// Three rows: the fans (their names beside each), the middle, the
		// player's hand.
		label := labelH(l.LabelPX) + 5
		mid := 2.12 + 0.3 + pileEms(sh)
		cw := (rowW - 2*pad - countW) / mid
		ch := (l.Play.H - labelH(l.LabelPX) - turnH(l.TurnPX) - names - pad - label) / (2 + fanScale)
		cw = math.Min(cw, (rowW*0.62)/(hand+0.2))
		l.CH = math.Min(cw*7/5, ch)
		l.CW = l.CH * 5 / 7
		if l.CW < 20 {
			return false
		}
		l.setOthers(rowW)
		l.layOthers(l.Play.X, l.Play.X+l.Play.W, y)
		y += l.OCH + label
		l.layMiddle(l.Play.X, l.Play.X+l.Play.W, y, 0.42)
		l.layHand(0, x+l.CW*hand/2, l.Play.Y+l.Play.H-names-l.CH, sh.Deal)
		return true
	}
	// The top row: a hand, a pad, the pack and starter (2.12), a gap
	// (0.3), the pile (3.1 for six), a pad, the count.
	crib := 0.0
	if sh.Crib {
		crib = 1.36 + 0.3
	}
	cw := (rowW - 2*pad - countW) / (hand + crib + 0.18 + 2.12 + 0.3 + pileEms(sh))
	ch := (l.Play.H - labelH(l.LabelPX) - turnH(l.TurnPX) - names - pad) / 2
	if sh.Crib {
		// The player's row: the hand, the crib turned up, the banner.
		cw = math.Min(cw, rowW*0.66/(hand+0.3+cribUpEms))
	}
	l.CH = math.Min(cw*7/5, ch)
	l.CW = l.CH * 5 / 7
	l.setOthers(rowW)
	if l.CW < 20 {
		return false
	}
	l.layHand(1, x+l.CW*(hand+0.18)/2, y, sh.Deal)
	l.layMiddle(x+(hand+0.18+crib)*l.CW, l.Play.X+l.Play.W, y, 0.42)
	l.CountAt = geom.Rect{X: l.Play.X + l.Play.W - pad - countW, Y: y + l.CH*0.15, W: countW, H: l.CH * 0.7}
	l.layHand(0, x+l.CW*(hand+0.18)/2, l.Play.Y+l.Play.H-names-l.CH, sh.Deal)
	// The cut, at the start, where the pile will be.
	l.Cut[0] = geom.Rect{X: l.Pile[0].X, Y: y, W: l.CW, H: l.CH}
	l.Cut[1] = geom.Rect{X: l.Pile[0].X + l.CW*1.6, Y: y, W: l.CW, H: l.CH}
	return true
}

// pileEms is the pile's fan in card widths: du Coeur's six cards 0.42
// apart (3.1), or eight more closely.
func pileEms(sh Shape) float64 {
	if pileFan(sh) > 6 {
		e := 1 + 7*0.32
		if sh.Series {
			e += 1.5 // the earlier series' stack beside it
		}
		return e
	}
	return 3.1
}
