package ui

import (
	"math"
	"slices"
	"sync"
	"unicode/utf8"

	"noddy/engine"
)

// Zone is where a card sprite can rest on the table.
type Zone uint8

// The zones of the table.
const (
	ZPack    Zone = iota
	ZHand         // a seat's hand (Slot.Seat is its place, I its card, N how many it holds)
	ZPile         // the count's pile (I: its place in the fan)
	ZStarter      // the starter
	ZCut          // a seat's cut card
	ZCrib         // the crib, face down beside the dealer (Seat: the dealer's place)
	ZCribUp       // the crib turned for its show (I of N)
	ZSpent        // an earlier series, turned down aside (I: its place in the stack)
	ZMog          // a card chosen to pass in a mog (Seat: its owner's place)
)

// Slot is a resting place: a zone, and for hands the place (0 at the
// bottom) and position, for the pile the position, for the cut the place.
type Slot struct {
	Zone Zone
	Seat int // the place at the table (Tableau.Place), not the seat
	I    int
	N    int // in a hand: how many cards it holds (0 or the deal: a full hand); fewer close up, centred
}

// MinPX is the least text size the table draws (CSS px), where the window
// allows it (Layout.Min is less only in a window under 384 px).
const MinPX = 12

// Shape is what the layout needs of a rule set: how many seats and
// sides, the cards dealt, whether there is a crib and whether the play
// runs in series (the pile turned aside between them). Sprite places come
// from it, never from constants.
type Shape struct {
	Seats, Deal, Sides int
	Crib               bool
	Series             bool
	Partners           bool
	Pegging            Board // the pegging board of the rules (NewBoard)
}

// ShapeOf is rule set r's shape.
func ShapeOf(r engine.Rules) Shape {
	return Shape{Seats: r.Seats, Deal: r.Deal, Sides: r.Sides(), Crib: r.CribSize() > 0, Series: r.Play.Series, Partners: r.Partners, Pegging: NewBoard(r)}
}

// noddyShape is du Coeur's Noddy's: two seats of three cards.
var noddyShape = ShapeOf(engine.Noddy())

// Layout places everything in logical pixels for one window size and one
// shape of table. It is recomputed when the window changes, so sprites
// keep slots, not positions. Hands, cuts, cribs and labels are by place
// (0 at the bottom, then round the table in the order of play); scores by
// side.
type Layout struct {
	W, H     float64
	Shape    Shape
	Portrait bool
	// Low is a low, wide window (a phone held sideways): two rows of
	// cards for two seats, the computer's hand with the pack, the
	// starter, the pile and the count; yours under it with the
	// announcements beside it.
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
	// OCW, OCH are the other seats' cards in a game for three or four,
	// smaller, their hands fanned (CW, CH for two seats).
	OCW, OCH float64

	// The text sizes of the table's labels ("starter", "count", "past
	// 31"), the "your turn" line and the footer; none under Min.
	LabelPX, TurnPX, FootPX float64

	Header  Rect    // scores and the seat line
	Deal    Rect    // the seat line ("Deal 1 · You deal · the computer is elder"): under the buttons inside the header when wide, under the header when tall; never over the log or the cards
	DealFS  float64 // its text size, which fits Deal's height
	Board   Rect    // the score area: every side's score line (a pegging board fills it)
	Score   []Rect  // by side: its line
	ScorePX float64 // the names and scores' text size ("Computer 11", bold), so the track keeps TrackMin
	Track   []Rect  // by side: the room right of its name and score (the board's, when it shares the line)
	// Pegging is the pegging board's place: atop the log's column in a
	// wide window, across the header under the score lines in a tall one
	// (Shape.Pegging says which board; it reads best at ReadablePitch).
	Pegging Rect
	// LogText is where the table's log is drawn: the log's place, under
	// the pegging board in a wide window's column.
	LogText Rect
	Play    Rect // where the cards are
	Hands   [][]Rect
	Names   []Rect // the player's card names, under the cards
	NamePX  float64
	// ShortNames: the names are one short line each ("1 · 7♥"), the
	// hand being too wide for words at a readable size.
	ShortNames   bool
	KeyNames     bool      // shorter still: the key alone ("1")
	Labels       []Rect    // by place: the other seats' names (games for three and four), under their cards
	LabelMid     []float64 // by place: the middle of the fan a name is under (it stays in its Labels rect)
	Pile         []Rect    // the pile's fan
	Spent        Rect      // earlier series' cards, turned down aside
	Crib         []Rect    // by place: the crib's stack beside that seat's hand
	CribUp       [][]Rect
	Mog          []Rect // by place: where a card chosen to pass waits
	Pack         Rect
	Starter      Rect
	StarterLabel Rect // "starter", under the starter
	Turn         Rect // the "Your turn: click a card or press 1-3" line, over the player's hand; clear of StarterLabel
	Cut          []Rect
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

// NewLayout lays du Coeur's Noddy's table out for a w×h logical window;
// big enlarges the text.
func NewLayout(w, h float64, big bool) Layout { return newLayout(w, h, big, false, noddyShape) }

// NewLayoutFor lays out a table of shape sh.
func NewLayoutFor(w, h float64, big bool, sh Shape) Layout { return newLayout(w, h, big, false, sh) }

func newLayout(w, h float64, big, tour bool, sh Shape) Layout {
	if sh.Seats == 0 {
		sh = noddyShape
	}
	w, h = math.Max(w, 160), math.Max(h, 160)
	m := math.Min(w, h)
	fs := clamp(m/26, 15, 26)
	l := fitLayout(w, h, fs, fs, tour, false, sh)
	if !big {
		return l
	}
	// Big text never makes anything smaller: the text grows by up to 30%
	// as far as the cards keep their normal size; the widths that hold
	// the log and the buttons stay those of normal text. What is read in
	// panels grows in any case (PanelFS).
	for f := 1.3; f > 1.01; f -= 0.05 {
		b := fitLayout(w, h, fs*f, fs, tour, true, sh)
		if b.CW >= l.CW-0.01 && b.FS > l.FS && b.Base >= l.Base-1e-9 {
			return b
		}
	}
	return fitLayout(w, h, fs, fs, tour, true, sh)
}

// fitLayout is layout, the text giving way in a small window before the
// cards get too small to read.
func fitLayout(w, h, fs, base float64, tour, big bool, sh Shape) Layout {
	m := math.Min(w, h)
	l := layout(w, h, fs, base, tour, big, sh)
	for i := 0; i < 8 && l.CW < minCW(m, tour) && l.FS > 9; i++ {
		base *= 0.9
		l = layout(w, h, l.FS*0.9, base, tour, big, sh)
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

// clone is a copy of l that shares no slice with it.
func (l Layout) clone() Layout {
	c := l
	c.Hands = make([][]Rect, len(l.Hands))
	for i, h := range l.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	c.CribUp = make([][]Rect, len(l.CribUp))
	for i, h := range l.CribUp {
		c.CribUp[i] = slices.Clone(h)
	}
	c.Names, c.Labels, c.Pile, c.Crib = slices.Clone(l.Names), slices.Clone(l.Labels), slices.Clone(l.Pile), slices.Clone(l.Crib)
	c.LabelMid = slices.Clone(l.LabelMid)
	c.Mog, c.Cut, c.Score, c.Track = slices.Clone(l.Mog), slices.Clone(l.Cut), slices.Clone(l.Score), slices.Clone(l.Track)
	return c
}

// fanned reports whether the other seats' hands are fanned small (three
// or four seats).
func (l *Layout) fanned() bool { return l.Shape.Seats > 2 }

// handEms is the width of seat 0's row in card widths: its hand, and
// beside it the crib (turned up there for two seats; only its stack for
// more, turned up in the middle).
func (l *Layout) handEms() float64 {
	n := float64(l.Shape.Deal)
	w := n*1.18 - 0.18
	if l.Shape.Crib {
		w += l.cribRoom() // the hand and its crib, centred together
	}
	return w
}

// cribRoom is the room beside a hand for its crib, in card widths.
func (l *Layout) cribRoom() float64 {
	if l.fanned() {
		return 1.36 + 0.3
	}
	return cribUpEms + 0.3
}

// cribUpEms is the crib turned up in card widths: four cards 0.3 apart.
const cribUpEms = 1.9

// layout lays the table out with text of size fs; base is the normal text
// size, which sets the rows and the widths of the log and the buttons (so
// big text does not squeeze the cards). tour lays out the tutorial's table:
// in a tall window its narration takes the log's place, larger.
func layout(w, h, fs, base float64, tour, big bool, sh Shape) Layout {
	m := math.Min(w, h)
	l := Layout{W: w, H: h, Shape: sh, Portrait: w < h, FS: fs, Base: base, PanelFS: fs}
	n := sh.Seats
	l.Hands = make([][]Rect, n)
	for p := range l.Hands {
		l.Hands[p] = make([]Rect, sh.Deal)
	}
	l.Names = make([]Rect, sh.Deal)
	l.Cut = make([]Rect, n)
	l.Labels = make([]Rect, n)
	l.LabelMid = make([]float64, n)
	l.Crib = make([]Rect, n)
	l.CribUp = make([][]Rect, n)
	l.Mog = make([]Rect, n)
	l.Score = make([]Rect, sh.Sides)
	l.Track = make([]Rect, sh.Sides)
	l.Pile = make([]Rect, pileFan(sh))
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
		// The low layout where it gives the cards more room; with the
		// others' hands fanned in their own row, only in a low window.
		if lo := l.clone(); (!l.fanned() || h < w*0.55) && lo.low() && lo.CH > l.CH*1.15 {
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
	for i := range sh.Deal {
		r := l.Hands[0][i]
		l.Names[i] = Rect{r.X + r.W/2 - l.namesW/2, r.Y + r.H + l.Pad/2, l.namesW, l.NamePX * l.nameLines() * 1.15}
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
		x := l.Names[sh.Deal-1].X + l.Names[sh.Deal-1].W + l.Pad
		if sh.Crib {
			x = math.Max(x, l.cribRight(0)+l.Pad)
		}
		top := l.Hands[0][0].Y
		l.Banner = Rect{x, top, l.Play.X + l.Play.W - l.Pad - x, l.Play.Y + l.Play.H - top}
	}
	if l.Portrait {
		l.LogText = l.Log
	}
	l.cribs()
	l.mogs()
	l.scores()
	l.title()
	return l
}

// pileFan is how many places the pile's fan has: six for one count (du
// Coeur's Noddy's most), eight where series run longer.
func pileFan(sh Shape) int {
	if sh.Series || sh.Seats > 2 {
		return 8
	}
	return 6
}

// nameLines is how many lines each card's name takes: two ("1 · seven" /
// "of hearts"), or one short one.
func (l *Layout) nameLines() float64 {
	if l.ShortNames {
		return 1 / 1.15 * 1.3
	}
	return 2
}

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
		l.Score[s] = Rect{l.Header.X, y, sw, row}
		l.Track[s] = Rect{l.Header.X + nameW, y + row*0.3, sw - nameW - base*3.5, row * 0.4}
	}
	l.Board = Rect{l.Header.X, l.Header.Y, sw, lines}
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
	b Board
	w float64
}

// boardHeight is b.MinHeight(w, 1), remembered.
func boardHeight(b Board, w float64) float64 {
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
	menuY := l.TitleLineY + fs*2.8 + pad
	l.TitleMenu = Rect{pad, menuY, w - 2*pad, bottom - menuY}
}

// titleRows is the title menu's buttons at most: play, the game, the
// tutorial, the level, settings, quit.
const titleRows = 6

// tall lays a tall window out in rows, top to bottom: scores, who deals,
// the others' hands, the pack, starter and pile, the count and
// announcements, the log (the tutorial's narration), "your turn", your
// hand, its names, the buttons, the footer.
func (l *Layout) tall(tour bool) {
	w, h, fs, base, pad := l.W, l.H, l.FS, l.Base, l.Pad
	sh := l.Shape
	head := base * headRows(sh)
	// The pegging board across the header, under the score lines: as high
	// as its holes need to read well, at most 18% of the window.
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
	if tour {
		// The narration takes what the cards leave when they keep 65% of
		// the table's size (and a readable size): at least the log's room,
		// at most 0.36 of the window.
		ch := math.Max(math.Min((rest-logH)/rows, widthCH)*0.65, minCW(math.Min(w, h), true)*7/5)
		logH = clamp(rest-rows*ch, logH, h*0.36)
	}
	avail := rest - logH
	l.CH = math.Max(20, math.Min(avail/rows, widthCH))
	// The pegging board across the header, under the score lines: as
	// high as its holes need to read well (at most pegTall of the
	// window), from what the cards leave; where they leave too little, at
	// least pegTallMin of the window, the cards giving way. The tutorial
	// keeps the header's tracks: its narration needs the room.
	if !tour {
		need := math.Min(boardHeight(sh.Pegging, w-2*pad), h*pegTall)
		spare := math.Max(0, avail-rows*l.CH)
		pegH := math.Max(math.Min(need, spare), math.Min(need, h*pegTallMin))
		l.Pegging = Rect{pad, pad + head, w - 2*pad, pegH}
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
	l.Play = Rect{0, y, w, l.Buttons.Y - y}
	l.layOthers(0, w, y)
	y += l.OCH + otherLabel + pad + spare0
	l.layMiddle(0, w, y, 0.3)
	y += l.CH + label + pad/2
	countW := math.Max(fs*4.5, l.PX(0.85)*4)
	l.CountAt = Rect{pad, y, countW, mid}
	l.Banner = Rect{pad + countW, y, w - 2*pad - countW, mid}
	y += mid + pad/2 + spare
	l.Log = Rect{pad, y, w - 2*pad, logH}
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
			l.Hands[p][i] = Rect{fx + float64(i)*pitch, y, l.OCW, l.OCH}
		}
		// The name under the fan, in its cell.
		l.Labels[p] = Rect{cell - cellW/2 + l.Pad/4, y + l.OCH + 2, cellW - l.Pad/2, labelH(l.LabelPX)}
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
	l.Header = Rect{pad, pad, w - 2*pad, head}
	logW := math.Max(w*0.27, base*12) * logWider
	l.Log = Rect{w - pad - logW, l.Header.Y + head + pad, logW, l.RuleLine.Y - pad - (l.Header.Y + head + pad)}
	// The pegging board atop the log's column: a little higher than its
	// holes need to read well (pegWide), at most 42% of the column.
	pegH := math.Min(boardHeight(sh.Pegging, logW)*pegWide, l.Log.H*0.42)
	// The column stays the log's place (the hint's, the tutorial's
	// narration, which cover the board); the log's lines go under it.
	l.Pegging = Rect{l.Log.X, l.Log.Y, logW, pegH}
	l.LogText = Rect{l.Log.X, l.Log.Y + pegH + pad/2, logW, l.Log.H - pegH - pad/2}
	// The buttons take the header's right part, beside the scores.
	// The scores need their names, TrackMin and the "31": the rest is
	// the buttons' (at 800×600 their labels were tiny).
	bx := math.Min(l.Log.X, l.Header.X+base*(scoreEms(sh)+TrackMin+3.5)+pad)
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
	if over := midY + l.CH + labelH(l.LabelPX) + turnH(l.TurnPX) + pad/4 - bottomY; over > 0 && t.X < l.Starter.X+l.CW+pad/4 {
		if up := math.Min(over, midY-(bannerY+banner)); up > 0 {
			midY -= up
			l.layMiddle(l.Play.X, l.Play.X+playW, midY, 0.42)
		}
	}
	// The announcements take the felt between the others' hands and the
	// middle row (a go's reason under its banner).
	l.Banner = Rect{l.Play.X, bannerY, playW, math.Max(banner, midY-pad/2-bannerY)}
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
	l.CountAt = Rect{l.Play.X + l.Play.W - pad - countW, y + l.CH*0.15, countW, l.CH * 0.7}
	l.layHand(0, x+l.CW*(hand+0.18)/2, l.Play.Y+l.Play.H-names-l.CH, sh.Deal)
	// The cut, at the start, where the pile will be.
	l.Cut[0] = Rect{l.Pile[0].X, y, l.CW, l.CH}
	l.Cut[1] = Rect{l.Pile[0].X + l.CW*1.6, y, l.CW, l.CH}
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

// turnEms is the longest "your turn" line in text sizes ("Your turn: click
// the queen of diamonds or press 3", ui.App.TurnPrompt), with room.
const turnEms = 27

// turnRect is where the "your turn" line goes: over the player's hand,
// centred, as wide as the longest line, inside the play area.
func (l *Layout) turnRect() Rect {
	tw := math.Min(l.TurnPX*turnEms, l.Play.W)
	cx := l.handMid()
	x := clamp(cx-tw/2, l.Play.X, l.Play.X+l.Play.W-tw)
	return Rect{x, l.Hands[0][0].Y - turnH(l.TurnPX), tw, l.TurnPX * 1.25}
}

// handMid is the middle of the player's full hand.
func (l *Layout) handMid() float64 {
	h := l.Hands[0]
	return (h[0].X + h[len(h)-1].X + l.CW) / 2
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
// sizes of Go Regular, with a little room; shortEms a short name's ("7 ·
// 10♦").
const (
	nameEms  = 5.8
	shortEms = 3.1
	keyEms   = 1.2
)

// spreadNames spaces the player's cards so that their names, under each,
// fit between the cards without touching: small cards (a phone, the
// tutorial's tall layout) get wider gaps, as far as the play area allows,
// and the names a smaller size only when it does not; where even that
// would put them under the least size, the names are one short line
// ("1 · 7♥").
func (l *Layout) spreadNames() {
	h := l.Hands[0]
	n := len(h)
	cx := l.handMid()
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
		need := l.NamePX*ems + 4
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
	ems := nameEms
	pitch := fit(ems)
	if n > 3 && (pitch-4)/ems < l.Min-1e-9 {
		// Three names always fit (du Coeur's Noddy, down to 6.7 px in a
		// tiny window); a longer hand's go short before they go small,
		// and to their keys alone before that.
		l.ShortNames, ems = true, shortEms
		pitch = fit(ems)
		if (pitch-4)/ems < l.Min-1e-9 {
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
	l.namesW = pitch - 4
	l.NamePX = math.Min(l.NamePX, l.namesW/ems)
}

func need0(l *Layout, ems float64) float64 { return l.NamePX*ems + 4 }

func (l *Layout) layHand(p int, cx, y float64, n int) {
	gap := l.CW * 0.18
	x0 := cx - (float64(n)*l.CW+float64(n-1)*gap)/2
	for i := range n {
		l.Hands[p][i] = Rect{x0 + float64(i)*(l.CW+gap), y, l.CW, l.CH}
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
		l.Crib[p] = Rect{x, last.Y, cw, ch}
		l.CribUp[p] = make([]Rect, n)
		for i := range n {
			r := Rect{x + float64(i)*l.CW*0.3, last.Y, l.CW, l.CH}
			if l.fanned() {
				r = Rect{l.Pile[0].X + float64(i)*l.CW*0.5, l.Pile[0].Y, l.CW, l.CH}
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
	l.Pack = Rect{x0 + pad, y, cw, ch}
	l.Starter = Rect{x0 + pad + cw*1.12, y, cw, ch}
	fan := len(l.Pile)
	if fan > 6 {
		step = math.Min(step, 0.32)
	}
	st := cw * step
	pileW := cw + float64(fan-1)*st
	left := l.Starter.X + cw + cw*0.3
	if l.Shape.Series {
		l.Spent = Rect{left, y, cw, ch}
		left += cw * 1.5
	}
	countW := l.FS * 5.5
	right := x1 - pad - countW
	if l.Portrait {
		right = x1 - pad
	}
	px := math.Max(left, (left+right-pileW)/2)
	for j := range fan {
		l.Pile[j] = Rect{px + float64(j)*st, y, cw, ch}
	}
	l.CountAt = Rect{math.Min(x1-countW, math.Max(px+pileW+pad, right)), y + ch*0.15, countW, ch * 0.7}
	n := len(l.Cut)
	for p := range n {
		// Side by side in the middle of the row, in the order of places.
		l.Cut[p] = Rect{(x0+x1)/2 - cw*(0.8*float64(n)-0.5) + float64(p)*cw*1.6, y, cw, ch}
	}
	if n == 2 {
		l.Cut[0] = Rect{(x0+x1)/2 - cw*1.3, y, cw, ch}
		l.Cut[1] = Rect{(x0+x1)/2 + cw*0.3, y, cw, ch}
	}
}

// At returns the rectangle of a slot.
func (l *Layout) At(s Slot) Rect {
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
func (l *Layout) HandAt(p, i, n int) Rect {
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
func (l *Layout) NameAt(i, n int) Rect {
	k := clampI(i, 0, len(l.Names)-1)
	r := l.Names[k]
	r.X += l.HandAt(0, i, n).X - l.Hands[0][k].X
	return r
}

// ButtonRow lays buttons for intents ds out in the table's button row,
// their widths following the intents' names (ButtonRowFor with the names
// as labels).
func (l *Layout) ButtonRow(ds []Do, out []Button) []Button {
	return l.ButtonRowFor(ds, doNames2(ds), out)
}

// ButtonRowFor lays buttons out in the table's button row, their widths
// following the labels' lengths (so that "Settings" is not squeezed to fit
// "New"'s width and all can share one text size, RowLabelPX).
func (l *Layout) ButtonRowFor(ds []Do, labels []string, out []Button) []Button {
	return l.RowIn(l.Buttons, ds, labels, out)
}

// RowIn lays buttons for intents ds out in a row filling r, their widths
// following their labels' lengths.
func (l *Layout) RowIn(r Rect, ds []Do, labels []string, out []Button) []Button {
	n := float64(len(ds))
	gap := l.Pad / 2
	units := 0.0
	for _, s := range labels {
		units += float64(utf8.RuneCountInString(s) + 3)
	}
	x := r.X
	for i, d := range ds {
		w := (r.W - gap*(n-1)) * float64(utf8.RuneCountInString(labels[i])+3) / units
		out = append(out, btn(d, Rect{x, r.Y, w, r.H}))
		x += w + gap
	}
	return out
}

// RowLabelPX is the one label size for a header's row of buttons: the
// largest up to px (and 0.45 of a button's height) at which every label,
// measured by m, fits its button less 8 px; never below 8. The table's
// "Next hand", not in the row, is left out.
func RowLabelPX(bs []Button, labels []string, px float64, m Measure) float64 {
	for i, b := range bs {
		if b.Do.Do == DoNextHand {
			continue
		}
		px = math.Min(px, b.H*0.45)
		px = FitPX(labels[i], false, px, b.W-8, 8, m)
	}
	return px
}

// Menu lays buttons out in area: a centred column, or two where a column's
// buttons would be too low to read (a low window, big text).
func (l *Layout) Menu(ds []Do, area Rect, out []Button) []Button {
	fs, pad := l.PanelFS, l.Pad
	n := float64(len(ds))
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
	for i, d := range ds {
		c, r := float64(i%int(cols)), float64(i/int(cols))
		if cols == 1 {
			c, r = 0, float64(i)
		}
		out = append(out, btn(d, Rect{x0 + c*(w+pad), y0 + r*(h+pad), w, h}))
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
func (l *Layout) EndPanel(n int) Rect { return l.EndPanelOver(n, false) }

// EndPanelOver is EndPanel where, with bare, no card lies in the pile (a
// match won in a show): the box may then take the pile's row, where its
// lines had shrunk to the least size under it.
func (l *Layout) EndPanelOver(n int, bare bool) Rect {
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
func (l *Layout) EndLinePX(p Rect, n int) float64 {
	room := p.H - l.Pad - l.FS*EndTitleLead - l.EndButtonsH()
	return math.Max(l.Min, math.Min(l.FS*0.75, room/(1.3*float64(max(n, 1)-1)+1.4))) // a line's glyphs take 1.2 sizes
}

// EndRows is how many rows the end box's buttons take: two where one row
// would squeeze "Replay" under the least text size.
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
func (l *Layout) EndButtons(p Rect, ds []Do, labels []string, out []Button) []Button {
	bh := l.endButtonH()
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
			out = append(out, btn(ds[i], Rect{x, y, bw, bh}))
			x += bw + l.Pad
		}
	}
	return out
}

// CountCards lays out the count panel's cards in panel p from y down: for
// each hand (by place, the player's first) of hands[i] cards, the starter
// and a crib of crib cards, each under its label; in one row where the
// panel is wide enough for cards of a good size, else a hand a row (the
// starter beside the first, the crib beside the last). It returns the
// labels' places (text at PPX(0.75)): one per hand, then the starter's,
// then the crib's; the cards' (the hands' in order, then the starter,
// then the crib's); and the y under them.
func (l *Layout) CountCards(p Rect, y float64, hands []int, crib int) (labels []Rect, cards []Rect, bottom float64) {
	pad := l.Pad
	lh := l.PPX(0.75) * 1.4
	ch := math.Min(l.CH*0.8, p.H*0.22)
	inner := p.W - 3*pad
	type group struct{ n, kind, i int } // kind 0 a hand, 1 the starter, 2 the crib
	width := func(g group) float64 { return float64(g.n)*1.08 - 0.08 }
	ems := func(gs []group) float64 {
		e := 0.0
		for i, g := range gs {
			if i > 0 {
				e += 0.7
			}
			e += width(g)
		}
		return e
	}
	var all []group
	for i, n := range hands {
		all = append(all, group{n, 0, i})
	}
	all = append(all, group{1, 1, 0})
	if crib > 0 {
		all = append(all, group{crib, 2, 0})
	}
	var rows [][]group
	for i, n := range hands {
		r := []group{{n, 0, i}}
		if i == 0 {
			r = append(r, group{1, 1, 0})
		}
		rows = append(rows, r)
	}
	if crib > 0 {
		rows[len(rows)-1] = append(rows[len(rows)-1], group{crib, 2, 0})
	}
	wide := 0.0
	for _, r := range rows {
		wide = math.Max(wide, ems(r))
	}
	// (du Coeur's Noddy: 8.5 card widths in one row, 4.8 in two.)
	one := math.Min(ch*5/7, inner/(ems(all)-0.22))
	two := math.Min(ch*5/7, inner/(wide-0.06))
	cw := two
	if one >= two*0.75 {
		rows, cw = [][]group{all}, one
	} else if rh := (p.H*0.55 - float64(len(rows))*(lh+pad/2)) / float64(len(rows)); cw*7/5 > rh {
		cw = math.Max(rh*5/7, 8) // many hands: smaller, so the lines keep room
	}
	handL := make([]Rect, len(hands))
	handC := make([][]Rect, len(hands))
	var starterL, cribL, starterC Rect
	var cribC []Rect
	x0 := p.X + pad*1.5
	for _, r := range rows {
		x := x0
		for _, g := range r {
			w := width(g) * cw
			var cs []Rect
			for i := range g.n {
				cs = append(cs, Rect{x + float64(i)*cw*1.08, y + lh, cw, cw * 7 / 5})
			}
			lw := math.Max(w, cw*3.16)
			switch g.kind {
			case 0:
				handL[g.i], handC[g.i] = Rect{x, y, lw, lh}, cs
			case 1:
				starterL, starterC = Rect{x, y, cw, lh}, cs[0]
				lw = w
			case 2:
				cribL, cribC = Rect{x, y, lw, lh}, cs
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
