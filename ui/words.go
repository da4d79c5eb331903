package ui

import (
	"strconv"
	"strings"

	"noddy/docs/games"
	"noddy/engine"
	"noddy/engine/english"
)

// The words that name an input say what the player uses: a finger taps
// (App.Touch), a mouse clicks and keys are pressed.

// promptKey is what the "your turn" line depends on.
type promptKey struct {
	legal [8]bool // by the keys 1, 2, 3, …
	n     int     // cards held
	touch bool
	card  engine.Card // the one card that can be laid
	kind  DecisionKind
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
func (a *App) OtherTurn() string {
	t := a.Table
	if t == nil || t.guided || t.Over || t.Deal == 0 || t.YourTurn() || t.Waiting() || a.TurnPrompt() != "" {
		return ""
	}
	s := t.Turn()
	watching := a.sharedTable() && a.Shared.seat < 0
	switch {
	case watching && s >= 0:
		// A watcher is told so all along, not only between turns (the
		// seats' names alone read as if one were seated).
		return "You are watching · " + t.Voice.Possessive(s) + " turn"
	case s >= 0 && (s != t.You || !t.src.Person()):
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
func (a *App) TurnPrompt() string {
	t := a.Table
	if t == nil || !t.YourTurn() {
		return a.sharedWaiting()
	}
	d := t.Decision()
	k := promptKey{touch: a.Touch, kind: d.Kind, picks: t.pick.Len(), claim: engine.Total(t.claim)}
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
	case DecLay:
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
func (a *App) decisionPrompt(t *Table, d Decision, k promptKey) string {
	v := t.Voice
	switch d.Kind {
	case DecDiscard:
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
	case DecOffer:
		if k.touch {
			return "You are elder: offer to mog, or not?"
		}
		return "You are elder: offer to mog? Y or N"
	case DecReply:
		if k.touch {
			return v.Subject((t.Dealer+1)%t.Slots.Seats) + " offers to mog: accept, or refuse?"
		}
		return v.Subject((t.Dealer+1)%t.Slots.Seats) + " offers to mog: accept? Y or N"
	case DecPass:
		if k.touch {
			return "Choose the card to pass: tap it"
		}
		return "Choose the card to pass: click it or press " + keyRange(k.n)
	case DecClaim:
		what := "your show"
		if d.Crib {
			what = "your crib"
		}
		so := " (claimed: " + english.Points(k.claim) + ")"
		if k.touch {
			return "Claim " + what + ": tap a combination's cards, then Claim these" + so
		}
		return "Claim " + what + ": pick a combination (" + keyRange(k.n-1) + ", T the starter), Enter; D: done" + so
	case DecDeclare:
		return "Declare your show: the panel's buttons, then Declare (declared: " + english.Points(k.claim) + ")"
	case DecCall:
		of := max(d.Of, 0)
		if t.rules.Claims == engine.ClaimMuggins {
			if k.touch {
				return v.Subject(of) + " has claimed: call muggins, or let it stand?"
			}
			return v.Subject(of) + " has claimed: call muggins? Y or N"
		}
		if k.touch {
			return v.Subject(of) + " has declared: call False, or let it stand?"
		}
		return v.Subject(of) + " has declared: call False? Y or N"
	case DecNextGame:
		if k.touch {
			return "The game is over: tap Next game"
		}
		return "The game is over: Enter for the next game"
	}
	return ""
}

// TitleFoot is the title's footer: the rules' source and how to choose.
func (a *App) TitleFoot() string {
	src := a.rulesSource()
	if a.Touch {
		return "Rules: " + src + " · tap to choose"
	}
	return "Rules: " + src + " · ↑↓ and Enter, or click"
}

// TitleLines are the title's words under its name: the game the family
// grew from, and how the chosen game is won.
func (a *App) TitleLines() []Line {
	r := a.Rules()
	game, ok := games.Summary(r.Name)
	if !ok {
		game = r.Title
	}
	// "What it is:" over "how it goes; first to 31 wins." (the games'
	// table's line at its colon): two lines of a length, as the window has.
	head, rest, ok := strings.Cut(game, ": ")
	if !ok {
		return Paras(english.Capitalise(game)+".", "First to "+strconv.Itoa(r.Target)+" wins.")
	}
	return Paras(english.Capitalise(head)+":", rest+"; first to "+strconv.Itoa(r.Target)+" wins.")
}

// rulesSource is the chosen rule set's source, from its title: "Justin du
// Coeur's 1996 reconstruction", "Charles Cotton, 1674"; the title itself
// where it names none ("Cribbage, 6-card, to 121").
func (a *App) rulesSource() string {
	t := a.Rules().Title
	if _, src, ok := strings.Cut(t, " — "); ok {
		return src
	}
	return t
}

// SettingsFoot is the settings' footer.
func (a *App) SettingsFoot() string {
	if a.Touch {
		return "Remembered between games"
	}
	return "Remembered between games · Esc to go back"
}

// RuleLine is the line under the table's cards: the rule set and its
// options, the seed and the computer's level ("Rules: Noddy (R to read them) · seed 482913 ·
// computer: easy"; "(Rules to read them)" with touch).
func (a *App) RuleLine() string {
	t := a.Table
	if t == nil {
		return ""
	}
	line := t.RuleText
	if a.Touch {
		line = t.RuleTouch
	}
	if a.sharedTable() && a.Shared.c != nil {
		if ts := a.Shared.c.TableState(); ts != nil {
			line += " · voice " + onOff(ts.Voice)
		}
	}
	return line
}

// HintFoot is the hint panel's last line.
func (a *App) HintFoot() string {
	if a.Touch {
		return "Tap Hint to close"
	}
	return "H or Esc: close"
}

// ConfirmLines are the "new match?" box's lines.
func (a *App) ConfirmLines() []string {
	if a.Touch {
		return confirmLinesTouch[:]
	}
	return confirmLines[:]
}

var (
	confirmLines      = [...]string{"The match in progress will be lost.", "Y: new match · N or Esc: keep playing"}
	confirmLinesTouch = [...]string{"The match in progress will be lost."}
)

// MoreLine is the tutorial's note at the foot of a page that is not the
// step's last.
func (a *App) MoreLine() string {
	if a.Touch {
		return "more: tap"
	}
	return "more: → or tap"
}

// tourKeysShort is the tutorial's keys in a narrow window.
const tourKeysShort = "→ next · ← back · P auto-play · R restart · Esc title"

// TurnPromptShort is the "your turn" line in a few words, for a window
// too narrow for TurnPrompt at the least size: "Lay out two: 1–6, then
// Enter", "Claim: cards, Enter · D: done (4)".
func (a *App) TurnPromptShort() string {
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
	case DecLay:
		if a.Touch {
			return "Your turn: tap a card"
		}
		return "Your turn: press " + keyRange(n)
	case DecDiscard:
		if a.Touch {
			return "Lay out " + english.Points(d.Need) + ", then Lay out"
		}
		return "Lay out " + english.Points(d.Need) + ": " + keyRange(n) + ", then Enter"
	case DecOffer:
		return "Offer to mog" + yn
	case DecReply:
		return "Accept the mog" + yn
	case DecPass:
		if a.Touch {
			return "Pass a card: tap it"
		}
		return "Pass a card: " + keyRange(n)
	case DecClaim:
		so := " (" + strconv.Itoa(engine.Total(t.claim)) + ")"
		if a.Touch {
			return "Claim: tap cards, Claim these" + so
		}
		return "Claim: cards, Enter · D: done" + so
	case DecDeclare:
		return "Declare your show"
	case DecCall:
		return "Call" + yn
	case DecNextGame:
		if a.Touch {
			return "Tap Next game"
		}
		return "Next game: Enter"
	}
	return ""
}
