package play

import (
	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/table"
)

// The words that name an input say what the player uses: a finger taps
// (App.Touch), a mouse clicks and keys are pressed.

// promptKey is what the "your turn" line depends on.
type promptKey struct {
	legal [8]bool // by the keys 1, 2, 3, …
	n     int     // cards held
	touch bool
	card  engine.Card // the one card that can be laid
	kind  table.DecisionKind
	picks int // cards picked
	claim int // points claimed or declared so far
}

// OtherTurn is the line over the player's hand while another seat is to
// act alone: "The computer's turn", "West's turn" (the person has laid
// their last card and the others lay on, or simply waits); a watcher
// at a shared table reads "You are watching · Ann's turn", or "You are
// watching" while no one seat acts.
// "" on the person's turn, while a hand's end holds the table (Next
// hand stands there), between deals, on a scripted table.
func (a *Scene) OtherTurn() string {
	t := a.Table
	if t == nil || t.Guided() || t.Over || t.Deal == 0 || t.YourTurn() || t.Waiting() || a.TurnPrompt() != "" {
		return ""
	}
	s := t.Turn()
	watching := a.sharedTable() && a.Share.Watching()
	switch {
	case watching && s >= 0:
		// A watcher is told so all along, not only between turns (the
		// seats' names alone read as if one were seated).
		return english.TurnOf(t.Voice.Possessive(s), true)
	case s >= 0 && (s != t.You || !t.Source().Person()):
		return english.TurnOf(t.Voice.Possessive(s), false)
	case watching:
		return english.TurnOf("", true)
	}
	return ""
}

// TurnPrompt is the line over the player's hand on their turn, naming only
// what can be laid: "Your turn: click a card or press 1–3", "Your turn:
// click a card, or press 1 or 3", "Your turn: click the eight of clubs or
// press 2"; with touch "Your turn: tap a card" ("tap the eight of
// clubs"); and what the other decisions ask ("Lay out two cards to your
// crib: …"). "" when the table does not wait for the person.
func (a *Scene) TurnPrompt() string {
	t := a.Table
	if t == nil || !t.YourTurn() {
		if a.Share == nil {
			return ""
		}
		return a.Share.Waiting()
	}
	d := t.Decision()
	k := promptKey{touch: a.Touch, kind: d.Kind, picks: t.Pick().Len(), claim: engine.Total(t.Claimed())}
	a.held = a.pickable(t)
	k.n = len(a.held)
	legal := 0
	for i, s := range a.held {
		if c := t.Sprites[s].Card; t.Legal(c) && i < len(k.legal) {
			k.legal[i], k.card = true, c
			legal++
		}
	}
	if legal != 1 {
		k.card = engine.NoCard
	}
	if k == a.promptK && a.prompt != "" {
		return a.prompt
	}
	a.promptK = k
	switch d.Kind {
	case table.DecLay:
		a.prompt = turnPrompt(k, legal)
	default:
		a.prompt = a.decisionPrompt(t, d, k)
	}
	return a.prompt
}

// turnPrompt is the line over the hand on the person's turn to lay.
func turnPrompt(k promptKey, legal int) string {
	if legal == 0 {
		return "" // cannot happen: a player with no card that fits has said go
	}
	var keys []int
	for i, ok := range k.legal {
		if ok {
			keys = append(keys, i+1)
		}
	}
	return english.YourTurnToLay(k.touch, k.card, keys, k.n)
}

// decisionPrompt is the line over the hand for a decision other than a
// lay.
func (a *Scene) decisionPrompt(t *table.Table, d table.Decision, k promptKey) string {
	v := t.Voice
	switch d.Kind {
	case table.DecDiscard:
		dealer := ""
		if t.Dealer != t.You {
			dealer = v.Mid[t.Dealer]
		}
		return english.LayOutPrompt(d.Need, dealer, k.touch, k.n)
	case table.DecOffer:
		return english.OfferPrompt(k.touch)
	case table.DecReply:
		return english.ReplyPrompt(v.Subject((t.Dealer+1)%t.Slots.Seats), k.touch)
	case table.DecPass:
		return english.PassPrompt(k.touch, k.n)
	case table.DecClaim:
		return english.ClaimPrompt(d.Crib, k.claim, k.touch, k.n)
	case table.DecDeclare:
		return english.DeclarePrompt(k.claim)
	case table.DecCall:
		return english.CallPrompt(v.Subject(max(d.Of, 0)), t.RuleSet().Claims == engine.ClaimMuggins, k.touch)
	case table.DecNextGame:
		return english.NextGamePrompt(k.touch)
	}
	return ""
}

// RuleLine is the line under the table's cards: the rule set and its
// options, the seed and the computer's level ("Rules: Noddy (R to read them) · seed 482913 ·
// computer: easy"; "(Rules to read them)" with touch).
func (a *Scene) RuleLine() string {
	t := a.Table
	if t == nil {
		return ""
	}
	line := t.RuleText
	switch {
	case a.Touch && a.Overlay == OvEnd:
		line = t.RulePlain // the end box has no Rules button to tap
	case a.Touch:
		line = t.RuleTouch
	}
	if a.sharedTable() {
		line = a.Share.RuleLine(line)
	}
	return line
}

// HintFoot is the hint panel's last line.
func (a *Scene) HintFoot() string { return english.HintFoot(a.Touch) }

// ConfirmLines are the "new match?" box's lines: they name the game New
// deals where it is not the one at the table (the title's Resume names the
// match's, another game having been chosen for the next).
func (a *Scene) ConfirmLines() []string {
	next := ""
	if a.Table != nil && !SameGame(a.Table.RuleSet(), a.Rules()) {
		next = english.GameShort(a.Rules().Name)
	}
	return english.ConfirmLines(a.Touch, next)
}

// TurnPromptShort is the "your turn" line in a few words, for a window
// too narrow for TurnPrompt at the least size: "Lay out two: 1–6, then
// Enter", "Claim: cards, Enter · D: done (4)".
func (a *Scene) TurnPromptShort() string {
	t := a.Table
	if t == nil || !t.YourTurn() {
		return ""
	}
	d := t.Decision()
	n := len(a.pickable(t))
	switch d.Kind {
	case table.DecLay:
		return english.ShortLay(a.Touch, n)
	case table.DecDiscard:
		return english.ShortLayOut(d.Need, a.Touch, n)
	case table.DecOffer:
		return english.ShortOffer(a.Touch)
	case table.DecReply:
		return english.ShortReply(a.Touch)
	case table.DecPass:
		return english.ShortPass(a.Touch, n)
	case table.DecClaim:
		return english.ShortClaim(engine.Total(t.Claimed()), a.Touch)
	case table.DecDeclare:
		return english.ShortDeclare()
	case table.DecCall:
		return english.ShortCall(a.Touch)
	case table.DecNextGame:
		return english.ShortNextGame(a.Touch)
	}
	return ""
}
