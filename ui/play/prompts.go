package play

import (
	"strconv"
	"strings"

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
		return "You are watching · " + t.Voice.Possessive(s) + " turn"
	case s >= 0 && (s != t.You || !t.Source().Person()):
		return t.Voice.Possessive(s) + " turn"
	case watching:
		return "You are watching"
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

// keyRange is "1–3", or "1" for one card.
func keyRange(n int) string {
	if n <= 1 {
		return "1"
	}
	return "1–" + strconv.Itoa(n)
}

func turnPrompt(k promptKey, legal int) string {
	if legal == 0 {
		return "" // cannot happen: a player with no card that fits has said go
	}
	if k.touch {
		if legal == 1 {
			return "Your turn: tap the " + english.Card(k.card)
		}
		return "Your turn: tap a card"
	}
	var keys []string
	for i, ok := range k.legal {
		if ok {
			keys = append(keys, strconv.Itoa(i+1))
		}
	}
	switch {
	case legal == 1:
		return "Your turn: click the " + english.Card(k.card) + " or press " + keys[0]
	case legal == k.n && k.n >= 3:
		return "Your turn: click a card or press " + keyRange(k.n)
	}
	return "Your turn: click a card, or press " + strings.Join(keys, " or ")
}

// decisionPrompt is the line over the hand for a decision other than a
// lay.
func (a *Scene) decisionPrompt(t *table.Table, d table.Decision, k promptKey) string {
	v := t.Voice
	switch d.Kind {
	case table.DecDiscard:
		crib := "your crib"
		if t.Dealer != t.You {
			crib = v.Mid[t.Dealer] + "'s crib"
		}
		s := "Lay out " + english.Points(d.Need) + " to " + crib
		them := "them"
		if d.Need == 1 {
			them = "it"
		}
		if k.touch {
			return s + ": tap " + them + ", then Lay out"
		}
		return s + ": click " + them + " or press " + keyRange(k.n) + ", then Enter"
	case table.DecOffer:
		if k.touch {
			return "You are elder: offer to mog, or not?"
		}
		return "You are elder: offer to mog? Y or N"
	case table.DecReply:
		if k.touch {
			return v.Subject((t.Dealer+1)%t.Slots.Seats) + " offers to mog: accept, or refuse?"
		}
		return v.Subject((t.Dealer+1)%t.Slots.Seats) + " offers to mog: accept? Y or N"
	case table.DecPass:
		if k.touch {
			return "Choose the card to pass: tap it"
		}
		return "Choose the card to pass: click it or press " + keyRange(k.n)
	case table.DecClaim:
		what := "your show"
		if d.Crib {
			what = "your crib"
		}
		so := " (claimed: " + english.Points(k.claim) + ")"
		if k.touch {
			return "Claim " + what + ": tap a combination's cards, then Claim these" + so
		}
		return "Claim " + what + ": pick a combination (" + keyRange(k.n-1) + ", T the starter), Enter; D: done" + so
	case table.DecDeclare:
		return "Declare your show: the panel's buttons, then Declare (declared: " + english.Points(k.claim) + ")"
	case table.DecCall:
		of := max(d.Of, 0)
		if t.RuleSet().Claims == engine.ClaimMuggins {
			if k.touch {
				return v.Subject(of) + " has claimed: call muggins, or let it stand?"
			}
			return v.Subject(of) + " has claimed: call muggins? Y or N"
		}
		if k.touch {
			return v.Subject(of) + " has declared: call False, or let it stand?"
		}
		return v.Subject(of) + " has declared: call False? Y or N"
	case table.DecNextGame:
		if k.touch {
			return "The game is over: tap Next game"
		}
		return "The game is over: Enter for the next game"
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
	if a.Touch {
		line = t.RuleTouch
	}
	if a.sharedTable() {
		line = a.Share.RuleLine(line)
	}
	return line
}

// HintFoot is the hint panel's last line.
func (a *Scene) HintFoot() string {
	if a.Touch {
		return "Tap Hint to close"
	}
	return "H or Esc: close"
}

// ConfirmLines are the "new match?" box's lines.
func (a *Scene) ConfirmLines() []string {
	if a.Touch {
		return confirmLinesTouch[:]
	}
	return confirmLines[:]
}

var (
	confirmLines      = [...]string{"The match in progress will be lost.", "Y: new match · N or Esc: keep playing"}
	confirmLinesTouch = [...]string{"The match in progress will be lost."}
)

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
	yn := "? Y or N"
	if a.Touch {
		yn = "?"
	}
	switch d.Kind {
	case table.DecLay:
		if a.Touch {
			return "Your turn: tap a card"
		}
		return "Your turn: press " + keyRange(n)
	case table.DecDiscard:
		if a.Touch {
			return "Lay out " + english.Points(d.Need) + ", then Lay out"
		}
		return "Lay out " + english.Points(d.Need) + ": " + keyRange(n) + ", then Enter"
	case table.DecOffer:
		return "Offer to mog" + yn
	case table.DecReply:
		return "Accept the mog" + yn
	case table.DecPass:
		if a.Touch {
			return "Pass a card: tap it"
		}
		return "Pass a card: " + keyRange(n)
	case table.DecClaim:
		so := " (" + strconv.Itoa(engine.Total(t.Claimed())) + ")"
		if a.Touch {
			return "Claim: tap cards, Claim these" + so
		}
		return "Claim: cards, Enter · D: done" + so
	case table.DecDeclare:
		return "Declare your show"
	case table.DecCall:
		return "Call" + yn
	case table.DecNextGame:
		if a.Touch {
			return "Tap Next game"
		}
		return "Next game: Enter"
	}
	return ""
}
