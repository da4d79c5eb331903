// Package layout places everything the window shows, in logical pixels,
// for one window size and one shape of table (Layout: the table's slots,
// the header, the log, the buttons' rows, the menus, the panels), and lays
// text out: structured lines wrapped and fitted to a width and height with
// a measure of the text's width (text.go, wrap.go).
package layout

import (
	"math"
	"slices"

	"noddy/engine"
	"noddy/ui/board"
	"noddy/ui/geom"
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

// Fingertip is the least width a card picked by a finger is hit in (CSS
// px: the 44-point target of Apple's guidelines, WCAG 2.5.5's): six cards
// on a phone are drawn narrower (35–39 px), so their hit areas reach into
// the free space beside them.
const Fingertip = 44

// ReadPX is the least text size in a window whose normal text is as large
// as a 1280×657 window's or larger (Layout.Min): there play-testers had
// found the smallest text too small to read (the end box's lines were at
// 13.2 px). It comes in with normal text's size (readK of it), from MinPX
// in a window about 560 px high, so a phone keeps MinPX.
const ReadPX = 14

// readK is ReadPX in normal text sizes at 1280×657 (its short side over
// 26), rounded up, so that window has it whole.
const readK = 0.5541

// Shape is what the layout needs of a rule set: how many seats and
// sides, the cards dealt, whether there is a crib and whether the play
// runs in series (the pile turned aside between them). Sprite places come
// from it, never from constants.
type Shape struct {
	Seats, Deal, Sides int
	Crib               bool
	Series             bool
	Partners           bool
	Pegging            board.Board // the pegging board of the rules (NewBoard)
}

// ShapeOf is rule set r's shape.
func ShapeOf(r engine.Rules) Shape {
	return Shape{Seats: r.Seats, Deal: r.Deal, Sides: r.Sides(), Crib: r.CribSize() > 0, Series: r.Play.Series, Partners: r.Partners, Pegging: board.NewBoard(r)}
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
	Low    bool
	Pad    float64
	Rim    float64 // the table's wooden rim (art.RimWidth): nothing is drawn on it
	CW, CH float64 // card size
	// OCW, OCH are the other seats' cards in a game for three or four,
	// smaller, their hands fanned (CW, CH for two seats).
	OCW, OCH float64

	Sizes
	Areas
	Places
	Menus
}

// Sizes are a layout's text sizes.
type Sizes struct {
	FS   float64 // body text size
	Base float64 // normal text's size (big text enlarges FS)
	// PanelFS is the text size of what is read in panels and menus (the
	// log, the hint, the overlays, the title, Settings): FS, and with big
	// text 1.3 normal sizes even where the table's own text cannot grow
	// (a low window, where the cards would have to shrink).
	PanelFS float64
	Min     float64 // the least text size: MinPX, less in a tiny window, up to ReadPX in a large one
	LogFS   float64 // the log's text size

	// The text sizes of the table's labels ("starter", "count", "past
	// 31"), the "your turn" line and the footer; none under Min.
	LabelPX, TurnPX, FootPX float64

	DealFS  float64 // the seat line's text size, which fits Deal's height
	ScorePX float64 // the names and scores' text size ("Computer 11", bold), so the track keeps TrackMin
	NamePX  float64 // the player's card names'
}

// Areas are the table's parts around its cards: the header with the
// scores, the seat line and the buttons, the log's column, the
// announcements' place, the count and the footer.
type Areas struct {
	Header geom.Rect   // scores and the seat line
	Deal   geom.Rect   // the seat line ("Deal 1 · you deal · the computer is elder"): under the buttons inside the header when wide, under the header when tall; never over the log or the cards
	Board  geom.Rect   // the score area: every side's score line (a pegging board fills it)
	Score  []geom.Rect // by side: its line
	Track  []geom.Rect // by side: the room right of its name and score (the board's, when it shares the line)
	// Pegging is the pegging board's place: atop the log's column in a
	// wide window, across the header under the score lines in a tall one
	// (Shape.Pegging says which board; it reads best at ReadablePitch).
	Pegging geom.Rect
	// LogText is where the table's log is drawn: the log's place, under
	// the pegging board in a wide window's column.
	LogText  geom.Rect
	Log      geom.Rect
	Play     geom.Rect // where the cards are
	Turn     geom.Rect // the "Your turn: click a card or press 1-3" line, over the player's hand; clear of StarterLabel
	CountAt  geom.Rect // the running count, large
	Banner   geom.Rect // where announcements ("go", "thirty-one for two") and notices are drawn: nothing else is there
	RuleLine geom.Rect // the footer: the rule set, the seed, under the cards
	Buttons  geom.Rect // where the table's buttons are laid out in a row
}

// Places are where the cards rest, by place at the table (0 at the
// bottom), and their names and labels.
type Places struct {
	Hands [][]geom.Rect
	Names []geom.Rect // the player's card names, under the cards
	// ShortNames: the names are one short line each ("1 · 7♥"), the
	// hand being too wide for words at a readable size.
	ShortNames   bool
	KeyNames     bool        // shorter still: the key alone ("1")
	Labels       []geom.Rect // by place: the other seats' names (games for three and four), under their cards
	LabelMid     []float64   // by place: the middle of the fan a name is under (it stays in its Labels rect)
	Pile         []geom.Rect // the pile's fan
	Spent        geom.Rect   // earlier series' cards, turned down aside
	Crib         []geom.Rect // by place: the crib's stack beside that seat's hand
	CribUp       [][]geom.Rect
	Mog          []geom.Rect // by place: where a card chosen to pass waits
	Pack         geom.Rect
	Starter      geom.Rect
	StarterLabel geom.Rect // "starter", under the starter
	Cut          []geom.Rect
	// Rise is how far a picked card in the player's hand is drawn risen:
	// a tenth of its height, at least 10 px, the turn line over the hand
	// clear of it; where the line sits on the cards (a low window with
	// big text), no more than the tenth.
	Rise   float64
	namesW float64
}

// Menus are the title's places — the fan of cards, the name and the line
// on Noddy (centred on TitleX, TitleW wide), and the menu's area — and
// Settings' title and menu.
type Menus struct {
	TitleCardW, TitleCardsY, TitleY, TitleLineY float64
	TitleLineH                                  float64 // the game's line's height
	TitleX, TitleW                              float64
	TitleMenu                                   geom.Rect
	SettingsY                                   float64
	SettingsMenu                                geom.Rect
}

// NarrationLayout is the layout of a table whose narration takes the
// log's place (the tutorial's, the review's replay) for a window laid out
// as l: the same in a wide window (the narration takes the log's column);
// in a tall one the narration takes the log's place, larger; in a low one
// its column is wider.
func NarrationLayout(l Layout, big bool) Layout {
	if !l.Portrait && !l.Low {
		return l
	}
	return newLayout(l.W, l.H, big, roomTour, l.Shape)
}

// ChatLayout is the layout l of a shared table, whose chat shares the
// log's place (ui/friend): in an upright window that place grows by two
// lines of chat and its box, or one, where the text keeps its size and
// the cards nine tenths of their width, or a third more than the least
// (minCW); else l, the chat only its box (an upright phone's log band had
// held one line, and the chat no message).
func ChatLayout(l Layout, big bool) Layout {
	if !l.Portrait {
		return l
	}
	least := math.Min(l.CW*0.9, minCW(math.Min(l.W, l.H), false)*1.3)
	for _, r := range []room{roomChat, roomChat1} {
		if c := newLayout(l.W, l.H, big, r, l.Shape); c.CW >= least && c.PanelFS >= l.PanelFS && c.LogFS >= l.LogFS {
			return c
		}
	}
	return l
}

// room is what the log's place holds besides the log.
type room int

const (
	roomTable room = iota
	roomTour       // the tutorial's narration, in the log's place
	roomChat       // the shared table's chat, beside the log: two lines
	roomChat1      // and one line
)

// PX is k text sizes, never under Min.
func (l *Layout) PX(k float64) float64 { return math.Max(l.Min, l.FS*k) }

// PPX is k panel text sizes (PanelFS), never under Min.
func (l *Layout) PPX(k float64) float64 { return math.Max(l.Min, l.PanelFS*k) }

// NewLayout lays du Coeur's Noddy's table out for a w×h logical window;
// big enlarges the text.
func NewLayout(w, h float64, big bool) Layout { return newLayout(w, h, big, roomTable, noddyShape) }

// NewLayoutFor lays out a table of shape sh.
func NewLayoutFor(w, h float64, big bool, sh Shape) Layout {
	return newLayout(w, h, big, roomTable, sh)
}

func newLayout(w, h float64, big bool, r room, sh Shape) Layout {
	if sh.Seats == 0 {
		sh = noddyShape
	}
	w, h = math.Max(w, 160), math.Max(h, 160)
	m := math.Min(w, h)
	fs := clamp(m/26, 15, 26)
	l := fitLayout(w, h, fs, fs, r, false, sh)
	if !big {
		return l
	}
	// Big text never makes anything smaller: the text grows by up to 30%
	// as far as the cards keep their normal size; the widths that hold
	// the log and the buttons stay those of normal text. What is read in
	// panels grows in any case (PanelFS).
	for f := 1.3; f > 1.01; f -= 0.05 {
		b := fitLayout(w, h, fs*f, fs, r, true, sh)
		if b.CW >= l.CW-0.01 && b.FS > l.FS && b.Base >= l.Base-1e-9 {
			return b
		}
	}
	return fitLayout(w, h, fs, fs, r, true, sh)
}

// fitLayout is layout, the text giving way in a small window before the
// cards get too small to read.
func fitLayout(w, h, fs, base float64, r room, big bool, sh Shape) Layout {
	m := math.Min(w, h)
	l := layout(w, h, fs, base, r, big, sh)
	for i := 0; i < 8 && l.CW < minCW(m, r == roomTour) && l.FS > 9; i++ {
		base *= 0.9
		l = layout(w, h, l.FS*0.9, base, r, big, sh)
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
	c.Hands = make([][]geom.Rect, len(l.Hands))
	for i, h := range l.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	c.CribUp = make([][]geom.Rect, len(l.CribUp))
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
// big text does not squeeze the cards). r says what else the log's place
// holds: the tutorial's narration (larger, in a tall window), or the
// shared table's chat.
func layout(w, h, fs, base float64, r room, big bool, sh Shape) Layout {
	m := math.Min(w, h)
	l := Layout{W: w, H: h, Shape: sh, Portrait: w < h, Sizes: Sizes{FS: fs, Base: base, PanelFS: fs}}
	n := sh.Seats
	l.Hands = make([][]geom.Rect, n)
	for p := range l.Hands {
		l.Hands[p] = make([]geom.Rect, sh.Deal)
	}
	l.Names = make([]geom.Rect, sh.Deal)
	l.Cut = make([]geom.Rect, n)
	l.Labels = make([]geom.Rect, n)
	l.LabelMid = make([]float64, n)
	l.Crib = make([]geom.Rect, n)
	l.CribUp = make([][]geom.Rect, n)
	l.Mog = make([]geom.Rect, n)
	l.Score = make([]geom.Rect, sh.Sides)
	l.Track = make([]geom.Rect, sh.Sides)
	l.Pile = make([]geom.Rect, pileFan(sh))
	if big {
		l.PanelFS = math.Max(fs, base*1.3)
	}
	l.Min = math.Max(clamp(m/32, 9, MinPX), math.Min(ReadPX, base*readK))
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
	l.RuleLine = geom.Rect{X: l.Pad, Y: h - l.Rim - 2 - foot, W: w - 2*l.Pad, H: foot}
	switch {
	case l.Portrait:
		l.tall(r)
	default:
		l.wide(1)
		// The low layout where it gives the cards more room; with the
		// others' hands fanned in their own row, only in a low window.
		if lo := l.clone(); (!l.fanned() || h < w*0.55) && lo.low() && lo.CH > l.CH*1.15 {
			l = lo
			if r == roomTour {
				// The tutorial's narration is what one reads: a low
				// window's gets a wider column (its cards are smaller).
				l.wide(1.45)
				l.low()
			}
		}
	}
	l.StarterLabel = geom.Rect{X: l.Starter.X, Y: l.Starter.Y + l.CH + 2, W: l.CW, H: labelH(l.LabelPX)}
	l.spreadNames()
	for i := range sh.Deal {
		r := l.Hands[0][i]
		l.Names[i] = geom.Rect{X: r.X + r.W/2 - l.namesW/2, Y: r.Y + r.H + l.Pad/2, W: l.namesW, H: l.NamePX * l.nameLines() * 1.15}
	}
	l.Rise = l.rise()
	l.Turn = l.turnRect()
	if l.Portrait {
		l.Turn.X, l.Turn.W = l.Pad, w-2*l.Pad
	}
	s := l.StarterLabel
	if gap := s.Y + s.H + 2 - l.Turn.Y; gap > 0 && s.X < l.Turn.X+l.Turn.W && l.Turn.X < s.X+s.W {
		// Still too close (a low window): the line sits on the cards' top.
		l.Turn.Y = math.Max(l.Turn.Y+gap, l.Hands[0][0].Y-l.Turn.H)
	}
	if room := l.Hands[0][0].Y - l.Turn.Y - l.Turn.H - 1; room < l.Rise {
		l.Rise = math.Max(l.CH*0.1, room)
	}
	if l.Low {
		// The announcements beside the player's hand and its names.
		x := l.Names[sh.Deal-1].X + l.Names[sh.Deal-1].W + l.Pad
		if sh.Crib {
			x = math.Max(x, l.cribRight(0)+l.Pad)
		}
		top := l.Hands[0][0].Y
		l.Banner = geom.Rect{X: x, Y: top, W: l.Play.X + l.Play.W - l.Pad - x, H: l.Play.Y + l.Play.H - top}
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

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

func clampI(v, lo, hi int) int { return max(lo, min(hi, v)) }
