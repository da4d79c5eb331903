package table

import (
	"math"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/board"
	"noddy/ui/layout"
)

// The table's record: what it shows, built from the events it has shown
// so far and nothing else — the sprites (cards and where they rest), the
// scores, the count, the log, the entries of the count panel, the texts
// drawn on the table. The step functions (events.go) change it; the
// drawer reads it.

// Sprite is one card on the table as the record knows it: the face it
// shows (NoCard while the face is unknown to the table's seat), where it
// rests and whether it is moving or flipping in the current step.
type Sprite struct {
	Card   engine.Card
	Up     bool // the face shows (after any flip)
	Shown  bool
	From   layout.Slot
	To     layout.Slot
	Moving bool // slides From→To over the current step
	Flip   bool // turns over during the current step; the face changes halfway
	Glow   bool // part of the combination being scored
}

// MaxSprites bounds the sprites of any rule set of the family (four seats
// of five cards, their lays, the crib, the starter and the cut: 45).
const MaxSprites = 52

// Slots says which sprite is which for a rule set, from its seats, the
// cards dealt and the crib, never from constants: each seat's hand (Deal
// sprites), the cards laid this deal (one each, in the order laid), the
// starter, each seat's cut card and the crib. For du Coeur's Noddy the
// hands are 0-5, the pile 6-11, the starter 12, the cut 13-14.
type Slots struct {
	Seats, Deal              int // seats, cards dealt to each
	Kept                     int // cards each keeps for the show
	Pile                     int // cards that can be laid in a deal
	Crib                     int // cards in the crib (0: no crib)
	N                        int // sprites in use
	pile, starter, cut, crib int
}

// SlotsFor lays out the sprites for rule set r.
func SlotsFor(r engine.Rules) Slots {
	s := Slots{Seats: r.Seats, Deal: r.Deal, Kept: r.Kept(), Crib: r.CribSize()}
	s.Pile = r.Seats * s.Kept
	s.pile = r.Seats * r.Deal
	s.starter = s.pile + s.Pile
	s.cut = s.starter + 1
	s.crib = s.cut + r.Seats
	s.N = s.crib + s.Crib
	return s
}

// Hand is the sprite of seat's i-th hand card.
func (s Slots) Hand(seat, i int) int { return seat*s.Deal + i }

// Laid is the sprite of the k-th card laid this deal.
func (s Slots) Laid(k int) int { return s.pile + k }

// Starter is the starter's sprite.
func (s Slots) Starter() int { return s.starter }

// Cut is seat's cut card's sprite.
func (s Slots) Cut(seat int) int { return s.cut + seat }

// CribCard is the crib's i-th card's sprite.
func (s Slots) CribCard(i int) int { return s.crib + i }

// SeatOf returns the seat whose hand sprite i is, or -1.
func (s Slots) SeatOf(i int) int {
	if i < 0 || i >= s.pile || s.Deal == 0 {
		return -1
	}
	return i / s.Deal
}

// IsLaid reports whether sprite i is one of the cards laid.
func (s Slots) IsLaid(i int) bool { return i >= s.pile && i < s.starter }

// IsCrib reports whether sprite i is one of the crib's.
func (s Slots) IsCrib(i int) bool { return i >= s.crib && i < s.N }

// Entry is one line of the count panel: a combination scored this deal,
// by whom and where.
type Entry struct {
	Seat   int
	Where  string // "show", "crib", "count", "jack turned up", "last card", "muggins", …
	Combo  engine.Combo
	Hidden bool // another seat's show before the hand ends: kinds and points only
	// Part marks a hidden show's combination when the show won the match
	// before its last: the show is turned up with no more than those.
	Part bool
}

// Effect is a sound the table asks for.
type Effect uint8

// The sounds.
const (
	EffNone Effect = iota
	EffDeal
	EffFlip
	EffLay
	EffScore
	EffGo
	EffWin
	EffClick
	EffPeg // a peg reaching a hole of the board
)

// Tableau is the record of what the table shows (see the top of this
// file). Scores are by side; hands, names and shows by seat.
type Tableau struct {
	Slots Slots
	You   int // the seat the table is drawn for, at the bottom
	// Watch: nobody's hand is the person's (a watcher, a demonstration):
	// the bottom seat's backs are its hand like any other seat's.
	Watch   bool
	Sprites [MaxSprites]Sprite
	Scores  []int // as shown, by side
	PegFrom []int // where the pegs slide from in the current step
	Games   []int // games won, by side (a match of several games)
	Count   int
	// CountFrom is the count before the card being laid; the count shown
	// runs from it to Count while CountMoving.
	CountFrom   int
	CountMoving bool
	Deal        int
	Dealer      int
	Log         []string
	Entries     []Entry
	Revealed    bool // the hand has ended: every hand is face up in the panel
	// Showed is whether each seat's show has been counted this deal; Won
	// that the match's winning event has been reached (the shows not yet
	// counted never will be: rules, "Winning").
	Showed []bool
	Won    bool
	Over   bool // the Won event has been shown
	Winner int  // the winning side
	// Hands are the hands as dealt, as far as the table's seat knows them:
	// its own from the deal, the others' once face up or the hand ended.
	Hands [][]engine.Card
	// Crib is the crib's cards once turned (nil before).
	Crib []engine.Card
	// Laid are the cards each seat has laid this deal, in turn: they are
	// public, so the count panel shows them in a hand not yet known.
	Laid [][]engine.Card
	// CribYours are the cards the table's seat laid out to the crib this
	// deal: its own, face up in the panel's crib before the crib turns.
	CribYours []engine.Card
	placed
	Texts

	// Pegs is the pegging board of the rules with each side's two pegs:
	// they follow Scores, pegged the moment a score shown changes
	// (setScoreText), counted on hole by hole on PegClock, the table's
	// clock in ticks at normal speed.
	Pegs     board.Pegboard
	PegClock float64
}

// LandFrom is the part of a move to the pile after which the card laid
// turns over as it lands (a computer's is face down until then); its face
// is up from halfway through the turn.
const LandFrom = 0.6

const faceUpFrom = LandFrom + (1-LandFrom)/2

// CountShown is the count to show at progress p (0 to 1) of the step: a
// card being laid runs it on to its new total only once the card's face is
// up, so the count never shows a total before the card that makes it.
func (t *Tableau) CountShown(p float64) int {
	if !t.CountMoving {
		return t.Count
	}
	q := min(1, max(0, (p-faceUpFrom)/(1-faceUpFrom)))
	return t.CountFrom + int(math.Round(float64(t.Count-t.CountFrom)*q))
}

// placed counts the cards put where a sprite's place depends on how many
// are there already.
type placed struct {
	pileN  int // cards on the pile in this series
	spentN int // cards of earlier series turned down aside
	laidN  int // cards laid this deal (the next Laid sprite)
	cribN  int // cards in the crib so far
}

// Texts are the table's words, prebuilt: changed only when the state
// changes.
type Texts struct {
	CountText, DealText, SeedText, RuleText string
	RuleTouch                               string // RuleText for a finger: the Rules button, not R
	RulePlain                               string // RuleText offering no way to the rules (a finger where no Rules button is)
	ruleShort                               [3]string
	ScoreText                               []string // by side: "You 12"
	GamesText                               string   // "Games: you 1, the computer 0" in a match of several games
	// GameLine is what the last game was worth beyond a game point, and
	// why ("a skunk: 2 game points, the loser under 91"), gameShort the
	// same without why (the end box's lines in fewer letters); Decided
	// the log's line of the event that won it.
	GameLine, gameShort, Decided string
}

// newTableau is the empty record for rule set r.
func newTableau(r engine.Rules) Tableau {
	tb := Tableau{Slots: SlotsFor(r), Winner: -1}
	sides := r.Sides()
	tb.Scores = make([]int, sides)
	tb.PegFrom = make([]int, sides)
	tb.Games = make([]int, sides)
	tb.ScoreText = make([]string, sides)
	tb.Pegs = board.NewPegboard(board.NewBoard(r))
	tb.Showed = make([]bool, r.Seats)
	tb.Hands = make([][]engine.Card, r.Seats)
	tb.Laid = make([][]engine.Card, r.Seats)
	tb.CountText = english.Count(0)
	return tb
}

// Discarding reports whether seat is still to lay out to the crib: it
// holds every card dealt, the crib is not made and the starter not
// turned (the seats lay out at once: each is waited for).
func (tb *Tableau) Discarding(seat int) bool {
	if tb.Slots.Crib == 0 || tb.Deal == 0 || tb.Sprites[tb.Slots.Starter()].Shown {
		return false
	}
	n := 0
	for d := range tb.Slots.Deal {
		if sp := &tb.Sprites[tb.Slots.Hand(seat, d)]; sp.Shown && sp.To.Zone == layout.ZHand {
			n++
		}
	}
	return n == tb.Slots.Deal
}

// PileN is how many cards lie on the pile in this series.
func (tb *Tableau) PileN() int { return tb.pileN }

// Held returns the table seat's unplayed cards' sprite indices, left to
// right.
func (tb *Tableau) Held(out []int) []int { return tb.HeldBy(tb.You, out) }

// Place is where seat sits at the table: 0 at the bottom (the table's
// seat), then round the table in the order of play (1 on its left).
func (tb *Tableau) Place(seat int) int {
	n := tb.Slots.Seats
	if n == 0 {
		return seat
	}
	return ((seat-tb.You)%n + n) % n
}

// SeatAt is the seat at place p (Place's inverse).
func (tb *Tableau) SeatAt(p int) int {
	n := tb.Slots.Seats
	if n == 0 {
		return p
	}
	return (p + tb.You) % n
}

// HeldBy returns seat's hand sprites shown, left to right, face up or not
// (the table's own seat's are the ones with faces).
func (tb *Tableau) HeldBy(seat int, out []int) []int {
	n := tb.Slots.Deal
	type pos struct{ i, at int }
	var buf [8]pos
	ps := buf[:0]
	for i := range n {
		k := tb.Slots.Hand(seat, i)
		if sp := &tb.Sprites[k]; sp.Shown && sp.To.Zone == layout.ZHand && (seat != tb.You || tb.Watch || sp.Card.Valid()) {
			ps = append(ps, pos{k, int(sp.To.I)})
		}
	}
	// Left to right by their places (a sprite's index is its deal order).
	for a := 1; a < len(ps); a++ {
		for b := a; b > 0 && ps[b].at < ps[b-1].at; b-- {
			ps[b], ps[b-1] = ps[b-1], ps[b]
		}
	}
	for _, p := range ps {
		out = append(out, p.i)
	}
	return out
}

func (tb *Tableau) setScores(v english.Voice, s []int) {
	copy(tb.Scores, s)
	tb.setScoreText(v)
}

func (tb *Tableau) setScoreText(v english.Voice) {
	for s := range tb.Scores {
		tb.ScoreText[s] = english.Score(v.SideShort(s), tb.Scores[s])
		tb.Pegs.Score(s, tb.Scores[s], tb.PegClock)
	}
}

func (tb *Tableau) logLine(s string) {
	tb.Log = append(tb.Log, s)
	if len(tb.Log) > 200 {
		tb.Log = append(tb.Log[:0], tb.Log[len(tb.Log)-100:]...)
	}
}

// setRuleText builds the line under the cards: "Rules: Noddy — Justin du
// Coeur's 1996 reconstruction (R to read them) · seed 7 · computer:
// expert", with the rule set's options after its title.
func (tb *Tableau) setRuleText(r engine.Rules, seed uint64, level string, demo bool) {
	tb.SeedText = english.SeedText(seed)
	rl := english.RuleLine(r, tb.SeedText, level, demo)
	tb.RuleText, tb.RuleTouch, tb.RulePlain, tb.ruleShort = rl.Keys, rl.Touch, rl.Plain, rl.Short
}
