package engine

import "slices"

// View is what one seat may know: its own unplayed cards, the starter, the
// pile, the scores, who deals, the other seat's declared show (kinds and
// points, no cards), the cards the other seat has laid and whether it said
// go. It never holds the other seat's unplayed cards. Computer players
// decide from a View alone.
type View struct {
	Seat    int
	Deal    int // 1 for the first deal
	Dealer  int
	Target  int
	Scores  [2]int
	Phase   Phase
	Turn    int    // seat to lay, -1 when the match is over
	Hand    []Card // this seat's unplayed cards, in the order dealt
	Dealt   [3]Card
	Starter Card
	Pile    []Card // this count's cards, oldest first
	PileBy  []int  // the seat that laid each pile card
	Count   int
	Legal   []Card // cards this seat may lay now; empty when not its turn
	MyShow  []Combo
	OppShow []Combo // the other seat's declaration: kinds and points only
	OppHeld int     // how many cards the other seat has not laid
	OppLaid []Card  // the other seat's cards laid this count, oldest first
	Went    int     // the seat that said go this count, or -1
	Winner  int     // -1 while the match goes on
	// Finished holds the deals of this match that are over, oldest first,
	// as the table turns them face up (rules, "Declarations": the hands
	// are turned face up when the hand is over). It is how a player learns
	// the other seat's habits.
	Finished []FinishedDeal
}

// FinishedDeal is one deal that is over, with both hands face up: the
// hands as dealt, the starter, and the count's lays in order (Pile[:NPile],
// laid by seat PileBy[i]).
type FinishedDeal struct {
	Deal, Dealer int
	Starter      Card
	Hands        [2][3]Card
	Pile         [6]Card
	PileBy       [6]int8
	NPile        int
}

// Elder returns the seat that did not deal: it shows first and leads.
func (v *View) Elder() int { return 1 - v.Dealer }

// View returns what seat (0 or 1) may know now. Every slice is a copy.
func (m *Match) View(seat int) View {
	seat &= 1
	opp := 1 - seat
	v := View{
		Seat: seat, Deal: m.deal, Dealer: m.dealer, Target: m.rules.Target,
		Scores: m.scores, Phase: m.phase, Turn: m.turn,
		Hand: slices.Clone(m.held[seat]), Dealt: m.dealt[seat], Starter: m.starter,
		Pile: slices.Clone(m.pile), PileBy: slices.Clone(m.by), Count: PileTotal(m.pile),
		Legal:   m.Legal(seat),
		MyShow:  slices.Clone(m.shows[seat]),
		OppShow: Declaration(m.shows[opp]),
		OppHeld: len(m.held[opp]),
		Went:    m.went,
		Winner:  m.winner,
	}
	if len(m.done) > 0 {
		v.Finished = slices.Clone(m.done)
	}
	for i, c := range m.pile {
		if m.by[i] == opp {
			v.OppLaid = append(v.OppLaid, c)
		}
	}
	return v
}

// Unseen returns the cards this seat cannot see: the whole pack less its
// dealt hand, the starter and the other seat's laid cards. The other seat's
// unplayed cards are among them.
func (v *View) Unseen() CardSet {
	s := FullDeck.Without(v.Starter)
	for _, c := range v.Dealt {
		s = s.Without(c)
	}
	for _, c := range v.OppLaid {
		s = s.Without(c)
	}
	return s
}
