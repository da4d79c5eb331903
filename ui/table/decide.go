package table

import (
	"errors"
	"slices"

	"noddy/engine"
	"noddy/ui/layout"
)

// The person's decisions. Once the table has shown every event, the
// seat's view says what the person may do (its Actions); the table reads
// it once, into a Decision, and takes the person's choice through the
// methods here, which build the action and send it to the Source. Every
// rule is the engine's: what is legal comes from the view, what a show
// holds from the rule set's scoring (Rules.Score.Show).

// DecisionKind is what the person is asked.
type DecisionKind uint8

// The decisions.
const (
	DecNone     DecisionKind = iota
	DecLay                   // lay a card in the count
	DecDiscard               // lay out cards to the crib
	DecOffer                 // the elder: offer to mog, or not
	DecReply                 // the dealer: accept the mog, or refuse
	DecPass                  // the card to pass in the mog
	DecClaim                 // muggins: claim the show by its combinations
	DecDeclare               // declare the show by kinds and points (MacGregor)
	DecCall                  // call muggins or "False" on another's show, or let it stand
	DecNextGame              // start the next game of the match
)

var decisionNames = [...]string{"", "lay", "discard", "offer", "reply", "pass", "claim", "declare", "call", "next-game"}

// String is the decision's name for the snapshot: "lay", "discard", ….
func (k DecisionKind) String() string {
	if int(k) < len(decisionNames) {
		return decisionNames[k]
	}
	return "?"
}

// Decision is what the person is asked now.
type Decision struct {
	Kind  DecisionKind
	Legal engine.CardSet // the cards that may be laid, or passed
	Need  int            // cards to lay out to the crib
	Crib  bool           // a claim: the crib's show, not the hand's
	Of    int            // a call: the seat whose show is open to it
	// Cards are what a claim is picked from: the hand (or the crib) and
	// the starter; Truth the show they make (the rule set's scoring).
	Cards []engine.Card
	Truth []engine.Combo
	// Declarable are the kinds and points a declaration may name, in the
	// order of the engine's kinds.
	Declarable []engine.Combo
	view       engine.View
}

// Hand is the person's hand as the decision's view has it.
func (d Decision) Hand() []engine.Card { return d.view.Hand }

// The gentle refusals of a claim's pick: nothing is lost.
var (
	ErrNoCombo     = errors.New("those cards make no combination of the show")
	ErrClaimedAll  = errors.New("that combination is claimed already")
	ErrPickFirst   = errors.New("pick the cards of a combination first")
	ErrPickCount   = errors.New("pick as many cards as the crib takes")
	ErrNotDeciding = errors.New("that is not what the table asks now")
)

// Decision returns what the table asks the person now: DecNone while it
// is busy, when nobody plays its seat, or when the seat may not act.
func (t *Table) Decision() Decision {
	if t.guided || t.Busy() || !t.src.Person() {
		return Decision{}
	}
	if t.decisionStale {
		t.decisionStale = false
		t.decision = t.readDecision(t.src.View())
		if t.decision.Kind == DecNone {
			t.pick, t.claim = 0, t.claim[:0]
		}
		if t.decision.Kind == DecClaim && t.showClaim(t.decision) {
			t.decision, t.decisionStale = Decision{}, true
		}
	}
	return t.decision
}

// showClaim brings a claim's cards face up where they are shown (the
// hand at its place, the crib turned up beside the dealer) before the
// person picks from them; it reports whether they had to move.
func (t *Table) showClaim(d Decision) bool {
	cards := d.Cards[:len(d.Cards)-1]
	up := func(c engine.Card) bool {
		i := t.SpriteOf(c)
		if i < 0 || !t.Sprites[i].Up {
			return false
		}
		z := t.Sprites[i].To.Zone
		return z == layout.ZHand && !d.Crib || z == layout.ZCribUp && d.Crib
	}
	if !slices.ContainsFunc(cards, func(c engine.Card) bool { return !up(c) }) {
		return false
	}
	t.add(step{dur: 24, start: func(t *Table) {
		t.sound(EffFlip)
		if d.Crib {
			t.turnCribUp(t.Dealer, cards)
			return
		}
		t.faceUp(t.You, cards)
	}})
	return true
}

// YourTurn reports whether the table waits for the person's choice now
// (never on a guided table).
func (t *Table) YourTurn() bool { return t.Decision().Kind != DecNone }

// LayTurn reports whether the person is to lay a card now.
func (t *Table) LayTurn() bool { return t.Decision().Kind == DecLay }

// readDecision reads the decision from the seat's view.
func (t *Table) readDecision(v engine.View) Decision {
	d := Decision{view: v, Of: -1}
	if len(v.Actions) == 0 {
		return d
	}
	r := t.rules
	switch v.Actions[0].Kind {
	case engine.ActLay:
		d.Kind, d.Legal = DecLay, engine.SetOf(v.Legal...)
	case engine.ActDiscard:
		d.Kind, d.Need = DecDiscard, r.ToCrib
	case engine.ActMogOffer:
		d.Kind = DecOffer
	case engine.ActMogReply:
		d.Kind = DecReply
	case engine.ActMogPass:
		d.Kind, d.Legal = DecPass, engine.SetOf(v.Hand...)
	case engine.ActClaim:
		// The crib's claim comes once the crib is turned and the dealer's
		// own hand has shown.
		d.Crib = v.Crib != nil && v.CribShow == nil && v.Seat == v.Dealer && v.Shows[v.Seat] != nil
		hand := v.Kept
		if d.Crib {
			hand = v.Crib
		}
		d.Cards = append(slices.Clone(hand), v.Starter)
		d.Truth = r.Score.Show(hand, v.Starter, d.Crib)
		d.Kind = DecClaim
		if r.Claims != engine.ClaimMuggins {
			d.Kind = DecDeclare
			d.Declarable = declarable(r)
		}
	case engine.ActCall:
		d.Kind, d.Of = DecCall, t.claimOf
	case engine.ActNextGame:
		d.Kind = DecNextGame
	}
	return d
}

// declarable lists the kinds and points rule set r lets a declaration
// name (Scorer.Declarable), in the engine's order of kinds.
func declarable(r engine.Rules) []engine.Combo {
	var out []engine.Combo
	for k := engine.Fifteen; k <= engine.DoubleSkunk; k++ {
		for p := 1; p <= 12; p++ {
			if c := (engine.Combo{Kind: k, Points: p}); r.Score.Declarable(c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// send offers a to the source; taken, the table shows what it caused.
func (t *Table) send(a engine.Action) error {
	a.Seat = t.You
	if err := t.src.Send(a); err != nil {
		return err
	}
	t.pick, t.claim = 0, t.claim[:0]
	t.decision, t.decisionStale = Decision{}, true
	t.forget()
	t.enqueue()
	return nil
}

// Legal reports whether c may be laid (or passed in a mog) now by the
// person.
func (t *Table) Legal(c engine.Card) bool {
	d := t.Decision()
	return (d.Kind == DecLay || d.Kind == DecPass) && d.Legal.Has(c)
}

// Play lays the person's card (or passes it, in a mog). It returns ErrBusy
// when the table is not waiting for a card, or the engine's
// *engine.ActionError (the match unchanged).
func (t *Table) Play(c engine.Card) error {
	switch t.Decision().Kind {
	case DecLay:
		return t.send(engine.Action{Card: c})
	case DecPass:
		return t.send(engine.Action{Kind: engine.ActMogPass, Card: c})
	}
	return ErrBusy
}

// Picked reports whether c is picked (for the crib, or a claim).
func (t *Table) Picked(c engine.Card) bool { return t.pick.Has(c) }

// Pick is the cards picked so far.
func (t *Table) Pick() engine.CardSet { return t.pick }

// Toggle picks c for the crib or a claim, or unpicks it. Laying out,
// only as many as the crib takes can be picked (a further pick replaces
// the oldest is not done: it is refused with ErrPickCount).
func (t *Table) Toggle(c engine.Card) error {
	d := t.Decision()
	switch d.Kind {
	case DecDiscard:
		if !slices.Contains(d.view.Hand, c) {
			return ErrNotDeciding
		}
		if !t.pick.Has(c) && t.pick.Len() >= d.Need {
			return ErrPickCount
		}
	case DecClaim:
		if !slices.Contains(d.Cards, c) {
			return ErrNotDeciding
		}
	default:
		return ErrNotDeciding
	}
	if t.pick.Has(c) {
		t.pick = t.pick.Without(c)
	} else {
		t.pick = t.pick.With(c)
	}
	return nil
}

// Discard lays out the picked cards to the crib: exactly as many as it
// takes (ErrPickCount otherwise).
func (t *Table) Discard() error {
	d := t.Decision()
	if d.Kind != DecDiscard {
		return ErrNotDeciding
	}
	if t.pick.Len() != d.Need {
		return ErrPickCount
	}
	var cards []engine.Card
	for _, c := range d.view.Hand {
		if t.pick.Has(c) {
			cards = append(cards, c)
		}
	}
	return t.send(engine.Action{Kind: engine.ActDiscard, Cards: cards})
}

// Answer answers a yes-or-no decision: offer the mog, accept it, call.
func (t *Table) Answer(yes bool) error {
	switch t.Decision().Kind {
	case DecOffer:
		return t.send(engine.Action{Kind: engine.ActMogOffer, Yes: yes})
	case DecReply:
		return t.send(engine.Action{Kind: engine.ActMogReply, Yes: yes})
	case DecCall:
		return t.send(engine.Action{Kind: engine.ActCall, Yes: yes})
	}
	return ErrNotDeciding
}

// NextGame starts the next game of the match.
func (t *Table) NextGame() error {
	if t.Decision().Kind != DecNextGame {
		return ErrNotDeciding
	}
	return t.send(engine.Action{Kind: engine.ActNextGame})
}

// Claimed is the claim (or the declaration) so far, in the order picked.
func (t *Table) Claimed() []engine.Combo { return t.claim }

// ClaimPick claims the combination the picked cards make: one of the
// show's (the rule set's scoring, Decision.Truth) not claimed yet, with
// exactly those cards. It returns the combination, or a gentle refusal
// (ErrPickFirst, ErrNoCombo, ErrClaimedAll): nothing is lost by it.
func (t *Table) ClaimPick() (engine.Combo, error) {
	d := t.Decision()
	if d.Kind != DecClaim {
		return engine.Combo{}, ErrNotDeciding
	}
	if t.pick.Len() == 0 {
		return engine.Combo{}, ErrPickFirst
	}
	used := make([]bool, len(d.Truth))
	for _, c := range t.claim {
		for i, tr := range d.Truth {
			if !used[i] && sameCombo(tr, c) {
				used[i] = true
				break
			}
		}
	}
	found := false
	for i, tr := range d.Truth {
		if engine.SetOf(tr.Cards...) != t.pick || len(tr.Cards) != t.pick.Len() {
			continue
		}
		found = true
		if !used[i] {
			t.claim = append(t.claim, tr)
			t.pick = 0
			return tr, nil
		}
	}
	if found {
		return engine.Combo{}, ErrClaimedAll
	}
	return engine.Combo{}, ErrNoCombo
}

func sameCombo(a, b engine.Combo) bool {
	return a.Kind == b.Kind && a.Points == b.Points && engine.SetOf(a.Cards...) == engine.SetOf(b.Cards...)
}

// Declare adds a combination (a kind and its points, from
// Decision.Declarable) to the declaration.
func (t *Table) Declare(c engine.Combo) error {
	d := t.Decision()
	if d.Kind != DecDeclare {
		return ErrNotDeciding
	}
	if !slices.ContainsFunc(d.Declarable, func(x engine.Combo) bool { return x.Kind == c.Kind && x.Points == c.Points }) {
		return ErrNoCombo
	}
	t.claim = append(t.claim, engine.Combo{Kind: c.Kind, Points: c.Points})
	return nil
}

// Undo takes the last combination off the claim or the declaration.
func (t *Table) Undo() {
	if n := len(t.claim); n > 0 {
		t.claim = t.claim[:n-1]
	}
}

// ClaimDone claims the show (or declares it) as picked so far: under
// muggins the rest of it is open to the others' call.
func (t *Table) ClaimDone() error {
	switch t.Decision().Kind {
	case DecClaim, DecDeclare:
		return t.send(engine.Action{Kind: engine.ActClaim, Combos: slices.Clone(t.claim)})
	}
	return ErrNotDeciding
}
