package engine

import (
	"errors"
	"fmt"
)

// Rules is a rule set of the Noddy family: the fixed parameters of a game
// (seats, cards, crib, target, the order of a deal's steps, how a go ends a
// count) and its scoring functions. The one state machine (Match) reads
// them; nothing outside a rule set's constructor asks which game it is.
// Each rule set follows its source to the letter; its rules page is in
// docs/games.
type Rules struct {
	// Name is the registry's name, the CLI's --game value: "noddy".
	Name string
	// Title is shown under the cards: which reconstruction this is.
	Title string
	// Options are the options in force, by name, in the order given.
	Options []string

	// Seats is how many play, 2 to 4; seats go round with (s+1)%Seats.
	Seats int
	// Partners puts four seats in two sides, partners facing: the side of
	// seat s is s%2 and a side's points are one total.
	Partners bool
	// Deal is how many cards each seat is dealt.
	Deal int
	// ToCrib is how many cards each seat lays out to the dealer's crib
	// (0: the game has no crib); CribFromPack how many the dealer deals
	// straight to the crib after the hands (three-hand cribbage: 1).
	ToCrib, CribFromPack int
	// Target is the score that wins a game, at the moment it is reached.
	Target int
	// GamesToWin is how many games win the match (1; best of three: 2).
	GamesToWin int
	// Order is a deal's steps after the cards are dealt, in order.
	Order []Step
	// Play says how a go ends the count and whether series follow.
	Play PlayRules

	// Score is the rule set's scoring.
	Score Scorer
	// GameStart is paid before the first deal of every game (early
	// cribbage's three to start); zero Points pays nothing.
	GameStart Combo
	// GameStartTo is who receives GameStart.
	GameStartTo Receiver
	// Terms are the rule set's own words for its parts.
	Terms Terms
	// Claims says whether shows are counted by the table (ClaimNone),
	// claimed by their owners with muggins, or declared and open to a call.
	Claims ClaimRule
}

// Terms are a rule set's own words for its parts, for readers' sentences;
// empty means Noddy's word.
type Terms struct {
	// Elder is the seat after the dealer: "elder", or cribbage's "pone".
	Elder string
	// Starter is the shared card: "starter", or Costly Colours' "turn-up".
	Starter string
	// Nothing is what a hand or crib worth nothing is called beside
	// "nothing": early cribbage's "bilked" (Cotton).
	Nothing string
}

// Scorer is a rule set's scoring functions. Its concrete type is plain
// comparable data (no func fields), so that rule sets, and the views that
// carry them, compare with == and reflect.DeepEqual.
type Scorer interface {
	// Show scores a hand (or, with crib, the crib) with the starter.
	Show(hand []Card, starter Card, crib bool) []Combo
	// Lay scores what card makes laid on pile, this count's or this
	// series' cards, oldest first.
	Lay(pile []Card, card Card, starter Card) []Combo
	// TurnUp is what the starter pays when turned (Noddy's jack turned
	// up, cribbage's his heels): the combination and who receives it,
	// Nobody when it pays nothing.
	TurnUp(starter Card) (Combo, Receiver)
	// GamePoints is what a won game is worth (lurch, skunk) from the
	// game's target, the winner's score and the others': the game points
	// and, above 1, the kind of win.
	GamePoints(target, winner int, losers []int) (int, Kind)
	// Declarable reports whether a declared combination (kind and points,
	// no cards) is one this game can score; used with declared claims.
	Declarable(c Combo) bool
}

// Arithmetic is which of the engine's point tables a scorer's totals
// follow, said as data for counters that need totals alone, many
// thousands of times a decision (the computer players' searches), so that
// they need not ask which game it is. Every scorer here says it
// (ScorerArithmetic); a scorer that does not is counted through Show and
// Lay.
type Arithmetic struct {
	Family ScoreFamily
	// TwentyFive is what a count of twenty-five scores in the Noddy
	// family: 0 (none), 2, or PerCard.
	TwentyFive int
}

// ScoreFamily is a family of scorers that share their arithmetic.
type ScoreFamily uint8

// The score families.
const (
	FamilyOther    ScoreFamily = iota // none of these: Show and Lay alone
	FamilyNoddy                       // du Coeur, Parlett, MacGregor (noddy.md's tables)
	FamilyEarly                       // early cribbage: no twenty-five, flushes in the play
	FamilyCostly                      // Costly Colours: by the card, no pairs or runs in the play
	FamilyCribbage                    // cribbage: pairs and runs in the play, no flush there
)

// PerCard is Arithmetic.TwentyFive's a point a card (Parlett's Noddy).
const PerCard = -1

// ScorerArithmetic is a Scorer's Arithmetic, FamilyOther when it does not
// say.
func ScorerArithmetic(s Scorer) Arithmetic {
	if a, ok := s.(interface{ Arithmetic() Arithmetic }); ok {
		return a.Arithmetic()
	}
	return Arithmetic{}
}

// Step is one part of a deal, run in the order of Rules.Order.
type Step uint8

// The steps of a deal.
const (
	StepDiscard Step = iota + 1 // every seat lays out to the crib, at once
	StepStarter                 // the starter is turned; it may pay (Rules.TurnUp)
	StepMog                     // Costly Colours: the elder may offer to change a card
	StepShows                   // each hand with the starter, elder first, dealer last
	StepPlay                    // the count, or its series
	StepCrib                    // the dealer's crib with the starter
)

// PlayRules is how the count runs.
type PlayRules struct {
	// GoEndsCount ends the count at the first go: the seat that laid last
	// scores 1 and nobody lays again (Noddy). Otherwise the others keep
	// laying in turn while able, and the count (or series) ends when
	// nobody can.
	GoEndsCount bool
	// Series starts a new series from zero after each one ends, led by the
	// next seat after the last to lay that still holds cards, until every
	// card is laid (cribbage). Otherwise there is one count per deal.
	Series bool
}

// Receiver names who is paid by an award outside the show and the count.
type Receiver uint8

// The receivers.
const (
	Nobody Receiver = iota
	ToDealer
	ToElder
)

// ClaimRule is how a show is scored.
type ClaimRule uint8

// The claim rules.
const (
	// ClaimNone: the table counts every show itself.
	ClaimNone ClaimRule = iota
	// ClaimMuggins: each show is claimed by its owner picking its
	// combinations (each must be real); the others may call muggins on
	// what was missed (cribbage's option, cribbage.md "Muggins").
	ClaimMuggins
	// ClaimCalls: each show is declared by kinds and points, cards hidden,
	// and the other seat may call "False"; calls are settled when the hands
	// are turned up (MacGregor's option 2).
	ClaimCalls
	// ClaimChecked: each show is declared as with ClaimCalls, never called,
	// and checked when the hands are turned up (MacGregor's option 2b).
	ClaimChecked
)

// The reasons a rule set is refused.
var (
	ErrBadTarget = errors.New("the target must be between 1 and 1000")
	ErrBadRules  = errors.New("the rule set is not playable")
)

// RulesError is a rule set that NewMatch cannot play; Err is ErrBadTarget
// or ErrBadRules, Why says what is wrong.
type RulesError struct {
	Err error
	Why string
}

func (e *RulesError) Error() string {
	if e.Why == "" {
		return e.Err.Error()
	}
	return e.Err.Error() + ": " + e.Why
}

func (e *RulesError) Unwrap() error { return e.Err }

// check reports what makes r unplayable, or nil.
func (r *Rules) check() error {
	bad := func(f string, a ...any) error { return &RulesError{Err: ErrBadRules, Why: fmt.Sprintf(f, a...)} }
	switch {
	case r.Target < 1 || r.Target > 1000:
		return &RulesError{Err: ErrBadTarget}
	case r.Seats < 2 || r.Seats > 4:
		return bad("%d seats (2 to 4)", r.Seats)
	case r.Partners && r.Seats != 4:
		return bad("partners need four seats")
	case r.Deal < 1 || r.ToCrib < 0 || r.ToCrib >= r.Deal || r.CribFromPack < 0:
		return bad("%d dealt, %d to the crib", r.Deal, r.ToCrib)
	case r.Seats*r.Deal+r.CribFromPack+1 > 52:
		return bad("more cards than the pack")
	case r.Score == nil:
		return bad("no scoring")
	case len(r.Order) == 0:
		return bad("no steps")
	case r.GamesToWin < 0:
		return bad("games to win %d", r.GamesToWin)
	}
	return nil
}

// Sides is how many scores the rule set keeps: two with partners, else one
// a seat.
func (r *Rules) Sides() int {
	if r.Partners {
		return 2
	}
	return r.Seats
}

// SideOf is the side (index into the scores) seat s plays for.
func (r *Rules) SideOf(s int) int {
	if r.Partners {
		return s % 2
	}
	return s
}

// Kept is how many cards a hand has for the show: dealt less laid out.
func (r *Rules) Kept() int { return r.Deal - r.ToCrib }

// CribSize is how many cards the crib holds (0: no crib).
func (r *Rules) CribSize() int {
	if r.ToCrib == 0 && r.CribFromPack == 0 {
		return 0
	}
	return r.Seats*r.ToCrib + r.CribFromPack
}

// Has reports whether the rule set deals step s.
func (r *Rules) Has(s Step) bool {
	for _, x := range r.Order {
		if x == s {
			return true
		}
	}
	return false
}

// HasOption reports whether option name is in force.
func (r *Rules) HasOption(name string) bool {
	for _, o := range r.Options {
		if o == name {
			return true
		}
	}
	return false
}

// DefaultTarget is du Coeur's match length: 31 points (noddy.md, "Winning").
const DefaultTarget = 31

// Noddy returns Justin du Coeur's 1996 reconstruction, played to 31
// (docs/games/noddy.md): two seats, three cards, the shows before one
// count that a go ends, a jack turned up 2 to the dealer.
func Noddy() Rules {
	return Rules{
		Name: "noddy", Title: "Noddy — Justin du Coeur's 1996 reconstruction",
		Seats: 2, Deal: 3, Target: DefaultTarget, GamesToWin: 1,
		Order: []Step{StepStarter, StepShows, StepPlay},
		Play:  PlayRules{GoEndsCount: true},
		Score: duCoeur{},
	}
}

// duCoeur is noddy.md's scoring.
type duCoeur struct{}

func (duCoeur) Arithmetic() Arithmetic { return Arithmetic{Family: FamilyNoddy, TwentyFive: 2} }

// Show is the three-card Show (noddy.md, "The show"); a hand of another
// size scores nothing.
func (duCoeur) Show(hand []Card, starter Card, _ bool) []Combo {
	if len(hand) != 3 {
		return nil
	}
	return Show([3]Card(hand), starter)
}

func (duCoeur) Lay(pile []Card, card, starter Card) []Combo { return Lay(pile, card, starter) }

// TurnUp: a jack turned up pays the dealer 2 (noddy.md, "Jack turned up").
func (duCoeur) TurnUp(s Card) (Combo, Receiver) { return jackTurned(s, JackTurned, 2, ToDealer) }

func (duCoeur) GamePoints(int, int, []int) (int, Kind) { return 1, 0 }

func (duCoeur) Declarable(Combo) bool { return false }

// jackTurned pays points of kind k to who when the starter is a jack.
func jackTurned(s Card, k Kind, points int, who Receiver) (Combo, Receiver) {
	if s.Rank() != Jack {
		return Combo{}, Nobody
	}
	return Combo{Kind: k, Cards: []Card{s}, Points: points}, who
}
