package engine

import "slices"

// View is what one seat may know, or a bystander (Seat Spectator): its own
// cards, the starter once turned, the pile, the scores, who deals, the
// other seats' shows as declared (kinds and points; in full once shown
// face up after the play), the cards they have laid, whether they said go,
// the crib once turned, and the deals that are over. It never holds a card
// the seat may not see: another seat's unplayed cards, the crib before it
// is turned, a card passed in a mog to someone else. Computer players
// decide from a View alone.
type View struct {
	Seat  int
	Rules Rules
	Deal  int // 1 for the first deal
	// Dealer deals this deal; Elder (the seat after) leads and shows first.
	Dealer int
	Target int
	Scores []int // by side
	Games  []int // games won, by side
	Phase  Phase
	Turn   int // the seat to act when one acts at a time, else -1

	Hand     []Card // this seat's unplayed cards, in the order dealt
	Kept     []Card // this seat's hand for the show (after discards and a mog)
	Dealt    []Card // this seat's cards as dealt
	Discards []Card // the cards this seat laid out to the crib
	Gave     Card   // the card this seat passed in a mog, else NoCard
	Got      Card   // the card it received, else NoCard
	Crib     []Card // the crib once it is turned for its show, else nil
	Starter  Card   // NoCard until turned
	Pile     []Card // this count's (or series') cards, oldest first
	PileBy   []int  // the seat that laid each pile card
	Count    int
	Series   int    // series of the play before this one
	Legal    []Card // cards this seat may lay now; empty when not its turn
	Actions  []Action
	// Shows are by seat: this seat's in full; another's as declared (kinds
	// and points, no cards) while its hand is hidden, in full once shown
	// face up; nil until shown. CribShow likewise, once the crib is turned.
	Shows    [][]Combo
	CribShow []Combo
	// Upturned is by seat the hand as kept for its show, once it is face up
	// on the table (shown after the play, or turned up to check a
	// declaration), else nil.
	Upturned [][]Card
	Held     []int    // by seat: cards not yet laid
	Laid     [][]Card // by seat: cards laid this deal, every series, oldest first
	WentAt   []int    // by seat: the count at its go this series, or -1
	Winner   int      // -1 while the match goes on
	// Finished holds the deals of this match that are over, oldest first,
	// as the table turns them face up (noddy.md, "Declarations": the
	// hands are turned face up when the hand is over). It is how a player
	// learns the other seats' habits.
	Finished []FinishedDeal
}

// FinishedDeal is one deal that is over, with the hands face up: each
// hand as kept for the show, the crib, the starter, and every lay in
// order (Pile[i], laid by seat PileBy[i]).
type FinishedDeal struct {
	Deal, Dealer int
	Starter      Card
	Hands        [][]Card
	Crib         []Card
	Pile         []Card
	PileBy       []int8
}

// Seats is how many play.
func (v *View) Seats() int { return v.Rules.Seats }

// Elder returns the seat after the dealer: it shows first and leads.
func (v *View) Elder() int { return (v.Dealer + 1) % max(v.Rules.Seats, 1) }

// Opp is the seat after this one (the other seat, in a game for two).
func (v *View) Opp() int { return (v.Seat + 1) % max(v.Rules.Seats, 1) }

// View returns what seat may know now (Spectator: a bystander). Every
// slice is a copy.
func (m *Match) View(seat int) View {
	n := m.n()
	if seat < 0 || seat >= n {
		seat = Spectator
	}
	v := View{
		Seat: seat, Rules: m.rules, Deal: m.deal, Dealer: m.dealer, Target: m.rules.Target,
		Scores: m.Scores(), Games: m.Games(), Phase: m.phase, Turn: m.turn,
		Starter: m.starter, Gave: NoCard, Got: NoCard,
		Pile: slices.Clone(m.pile), PileBy: slices.Clone(m.by), Count: PileTotal(m.pile), Series: m.series,
		Held: make([]int, n), Laid: make([][]Card, n), WentAt: slices.Clone(m.wentAt),
		Shows: make([][]Combo, n), Upturned: make([][]Card, n), Winner: m.winner,
	}
	if m.phase == phaseRunning {
		v.Phase = PhaseCount // never seen between actions
	}
	for s := range n {
		v.Held[s] = len(m.held[s])
		if m.upturned[s] {
			v.Upturned[s] = slices.Clone(m.kept[s])
		}
		switch {
		case s == seat && m.said[s] != nil:
			v.Shows[s] = append([]Combo{}, m.shows[s]...)
		case m.said[s] != nil:
			v.Shows[s] = slices.Clone(m.said[s])
		}
	}
	for i, c := range m.lays {
		v.Laid[m.laysBy[i]] = append(v.Laid[m.laysBy[i]], c)
	}
	if m.cribUp {
		v.Crib = slices.Clone(m.crib)
	}
	if m.cribDone {
		v.CribShow = slices.Clone(m.cribShow)
	}
	if seat >= 0 {
		v.Hand = slices.Clone(m.held[seat])
		v.Kept = slices.Clone(m.kept[seat])
		v.Dealt = slices.Clone(m.dealt[seat])
		v.Discards = slices.Clone(m.discards[seat])
		v.Legal = m.LegalCards(seat)
		v.Actions = m.Legal(seat)
		if m.mog.stage == 3 && m.mog.pass != nil && m.mog.pass[seat] != NoCard {
			v.Gave = m.mog.pass[seat]
			v.Got = m.mog.pass[(seat+1)%n]
		}
	}
	if len(m.done) > 0 {
		v.Finished = slices.Clone(m.done)
	}
	return v
}

// Unseen returns the cards this seat cannot see: the whole pack less its
// own cards (as dealt and as kept), the starter, every card laid, a mog's
// cards and the crib once turned. The other seats' unplayed cards are
// among them, and so are a card this seat passed in a mog (see Gave).
func (v *View) Unseen() CardSet {
	s := FullDeck.Without(v.Starter)
	for _, cs := range [][]Card{v.Dealt, v.Kept, v.Crib} {
		for _, c := range cs {
			s = s.Without(c)
		}
	}
	for _, cs := range v.Laid {
		for _, c := range cs {
			s = s.Without(c)
		}
	}
	return s
}
