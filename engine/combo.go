package engine

import (
	"fmt"
)

// Kind names a scoring combination, in the game's own terms.
type Kind uint8

// The kinds of combination, in the games' own terms. Points for each are in
// the rule files' show and count tables; JackTurned, LastCard and the
// family's awards (his heels, the turned knave or deuce, three to start or
// for last, the mog) score outside them; Lurch and the skunks name a won
// game's worth.
const (
	Fifteen         Kind = iota + 1 // cards adding to 15: 2
	TwentyFive                      // cards adding to 25: 2
	ThirtyOne                       // the count made exactly 31: 2 (count only)
	Pair                            // two of a rank: 2
	PairRoyal                       // three of a rank: 6
	DoublePairRoyal                 // four of a rank: 12
	Run                             // consecutive ranks: show 3→2, 4→4; count 3→2, 4→4, 5→5, 6→6
	Flush                           // one suit: show 3→3, 4→4; count a point a card
	KnaveNoddy                      // the jack of the starter's suit: 1
	JackTurned                      // the starter is a jack: dealer 2
	LastCard                        // the other player could not lay (go): 1

	// The family's kinds (docs/games/*.md), appended so that the ones
	// above keep their numbers: engine/expert.go sizes arrays by LastCard+1.

	HisNobs          // cribbage: a jack held of the starter's suit: 1
	HisHeels         // cribbage: the starter is a jack: dealer 2
	Thirty           // Costly Colours: the count made exactly 30: a point a card
	Knave            // Costly Colours: a jack held: 2
	RightKnave       // Costly Colours: the jack of the turn-up's suit held: 4
	RightDeuce       // Costly Colours: the two of the turn-up's suit held: 4
	Colours          // Costly Colours: exactly three of the four in one suit: 2
	CostlyColours    // Costly Colours: all four in one suit: 6
	KnaveTurned      // Costly Colours: the turn-up is a jack: dealer 4
	DeuceTurned      // Costly Colours: the turn-up is a two: dealer 4
	ThreeToStart     // early cribbage: the first elder of a game: 3
	ThreeForLast     // five-card cribbage: the first pone of a game: 3
	Mog              // Costly Colours: the mog not offered (dealer) or refused (elder): 1
	Muggins          // cribbage option: the points a claim missed, to the caller
	FalseDeclaration // MacGregor claims: the excess D − T, from the declarer to the caller
	WrongCall        // MacGregor claims: a call on a true declaration: declarer 2
	Overclaimed      // MacGregor claims checked at the end: the excess taken off
	Lurch            // game result: the loser lurched: 2 game points
	Skunk            // game result: the loser 31 or more short of the game: 2 game points
	DoubleSkunk      // game result: the loser 61 or more behind: 3 game points
)

// kindSlugs are the kinds' machine names (english.Kind says them).
var kindSlugs = map[Kind]string{
	Fifteen: "fifteen", TwentyFive: "twenty-five", ThirtyOne: "thirty-one",
	Pair: "pair", PairRoyal: "pair-royal", DoublePairRoyal: "double-pair-royal",
	Run: "run", Flush: "flush", KnaveNoddy: "knave-noddy",
	JackTurned: "jack-turned-up", LastCard: "last-card",

	HisNobs: "his-nobs", HisHeels: "his-heels", Thirty: "thirty",
	Knave: "knave", RightKnave: "right-knave", RightDeuce: "right-deuce",
	Colours: "colours", CostlyColours: "costly-colours",
	KnaveTurned: "knave-turned", DeuceTurned: "deuce-turned",
	ThreeToStart: "three-to-start", ThreeForLast: "three-for-last", Mog: "mog",
	Muggins: "muggins", FalseDeclaration: "false-declaration", WrongCall: "wrong-call",
	Overclaimed: "overclaimed", Lurch: "lurch", Skunk: "skunk", DoubleSkunk: "double-skunk",
}

// Slug is the kind's name as one lower-case token for machine formats:
// "fifteen", "twenty-five", "pair-royal", "knave-noddy".
func (k Kind) Slug() string {
	if n, ok := kindSlugs[k]; ok {
		return n
	}
	return fmt.Sprintf("kind-%d", uint8(k))
}

// String is the slug (english.Kind names a kind in words); "Kind(n)" for
// a kind the engine does not know.
func (k Kind) String() string {
	if n, ok := kindSlugs[k]; ok {
		return n
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Combo is one scoring combination: its kind, the cards that make it (in
// the order they were held or laid; nil in a declaration, which names no
// cards) and its points.
type Combo struct {
	Kind   Kind
	Cards  []Card
	Points int
}

// Total adds the points of the combos.
func Total(cs []Combo) int {
	t := 0
	for _, c := range cs {
		t += c.Points
	}
	return t
}

// Declaration returns the combos with their cards removed: what a player
// says aloud in the period game, which names kinds and points, never cards
// (rules, "Declarations").
func Declaration(cs []Combo) []Combo {
	out := make([]Combo, len(cs))
	for i, c := range cs {
		out[i] = Combo{Kind: c.Kind, Points: c.Points}
	}
	return out
}

// Taken returns the leading combinations of combos that points took, for a
// Shown or Laid event's Combos and Points: all of them, unless the target
// was reached part-way, when the combination that reached it is the last
// scored and nothing after it counts (rules, "Winning"). It shares combos'
// memory; points ≤ 0 takes none.
func Taken(combos []Combo, points int) []Combo {
	if points <= 0 {
		return combos[:0]
	}
	run := 0
	for k, c := range combos {
		run += c.Points
		if run >= points {
			return combos[:k+1]
		}
	}
	return combos
}
