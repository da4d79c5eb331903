package english

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"noddy/engine"
)

// The table scene's words (package ui/play): the line over the player's
// hand, the decisions' buttons, the gentle refusals, the overlays' titles
// and lines. A finger has no keys: where touch is true the words say tap.

// KeyRange is the keys of n cards: "1–3", or "1" for one card.
func KeyRange(n int) string {
	if n <= 1 {
		return "1"
	}
	return "1–" + strconv.Itoa(n)
}

// TurnOf is the line over the hand while another seat acts alone: "The
// computer's turn", "Ann's turn"; a watcher is told so all along: "You
// are watching · Ann's turn" ("You are watching" while no one seat acts:
// possessive "").
func TurnOf(possessive string, watching bool) string {
	switch {
	case watching && possessive != "":
		return "You are watching · " + possessive + " turn"
	case watching:
		return "You are watching"
	}
	return possessive + " turn"
}

// YourTurnToLay is the line over the hand on the person's turn to lay,
// naming only what can be laid: card is the one card that can (NoCard:
// several), keys the keys of those that can, n how many the person holds.
// "Your turn: click a card or press 1–3", "Your turn: click a card, or
// press 1 or 3", "Your turn: click the eight of clubs or press 2"; with
// touch "Your turn: tap a card", "Your turn: tap the eight of clubs".
func YourTurnToLay(touch bool, card engine.Card, keys []int, n int) string {
	if len(keys) == 0 {
		return "" // cannot happen: a player with no card that fits has said go
	}
	if touch {
		if len(keys) == 1 {
			return "Your turn: tap the " + Card(card)
		}
		return "Your turn: tap a card"
	}
	ks := make([]string, len(keys))
	for i, k := range keys {
		ks[i] = strconv.Itoa(k)
	}
	switch {
	case len(keys) == 1:
		return "Your turn: click the " + Card(card) + " or press " + ks[0]
	case len(keys) == n && n >= 3:
		return "Your turn: click a card or press " + KeyRange(n)
	}
	return "Your turn: click a card, or press " + strings.Join(ks, " or ")
}

// LayOutPrompt asks for need cards laid out to the crib of dealer ("" for
// the person's own): "Lay out two to your crib: click them or press 1–6,
// then Enter" (n cards held).
func LayOutPrompt(need int, dealer string, touch bool, n int) string {
	crib := "your crib"
	if dealer != "" {
		crib = dealer + "'s crib"
	}
	s := "Lay out " + Points(need) + " to " + crib
	them := "them"
	if need == 1 {
		them = "it"
	}
	if touch {
		return s + ": tap " + them + ", then Lay out"
	}
	return s + ": click " + them + " or press " + KeyRange(n) + ", then Enter"
}

// OfferPrompt asks the elder whether to offer to mog.
func OfferPrompt(touch bool) string {
	if touch {
		return "You are elder: offer to mog, or not?"
	}
	return "You are elder: offer to mog? Y or N"
}

// ReplyPrompt asks the dealer to take or refuse elder's offer to mog.
func ReplyPrompt(elder string, touch bool) string {
	if touch {
		return elder + " offers to mog: accept, or refuse?"
	}
	return elder + " offers to mog: accept? Y or N"
}

// PassPrompt asks for the card to pass in the mog (n cards held).
func PassPrompt(touch bool, n int) string {
	if touch {
		return "Choose the card to pass: tap it"
	}
	return "Choose the card to pass: click it or press " + KeyRange(n)
}

// ClaimPrompt asks for a show (the crib's, with crib) claimed by its
// combinations, claimed points so far (n cards and the starter to pick).
func ClaimPrompt(crib bool, claimed int, touch bool, n int) string {
	what := "your show"
	if crib {
		what = "your crib"
	}
	so := " (claimed: " + Points(claimed) + ")"
	if touch {
		return "Claim " + what + ": tap a combination's cards, then Claim these" + so
	}
	return "Claim " + what + ": pick a combination (" + KeyRange(n-1) + ", T the starter), Enter; D: done" + so
}

// DeclarePrompt asks for a show declared by its kinds and points.
func DeclarePrompt(declared int) string {
	return "Declare your show: the panel's buttons, then Declare (declared: " + Points(declared) + ")"
}

// CallPrompt asks whether to call another's show (muggins, else False).
func CallPrompt(of string, muggins, touch bool) string {
	if muggins {
		if touch {
			return of + " has claimed: call muggins, or let it stand?"
		}
		return of + " has claimed: call muggins? Y or N"
	}
	if touch {
		return of + " has declared: call False, or let it stand?"
	}
	return of + " has declared: call False? Y or N"
}

// NextGamePrompt asks for the next game of the match.
func NextGamePrompt(touch bool) string {
	if touch {
		return "The game is over: tap Next game"
	}
	return "The game is over: Enter for the next game"
}

// The "your turn" line in a few words, for a window too narrow for the
// whole: "Lay out two: 1–6, then Enter", "Claim: cards, Enter · D: done
// (4)". n is the cards held.

// ShortLay is the short line of a lay.
func ShortLay(touch bool, n int) string {
	if touch {
		return "Your turn: tap a card"
	}
	return "Your turn: press " + KeyRange(n)
}

// ShortLayOut is the short line of a lay-out to the crib.
func ShortLayOut(need int, touch bool, n int) string {
	if touch {
		return "Lay out " + Points(need) + ", then Lay out"
	}
	return "Lay out " + Points(need) + ": " + KeyRange(n) + ", then Enter"
}

// yesNo is a yes-or-no question's end.
func shortYN(touch bool) string {
	if touch {
		return "?"
	}
	return "? Y or N"
}

// ShortOffer, ShortReply and ShortCall are the short lines of the mog's
// offer and answer, and of a call.
func ShortOffer(touch bool) string { return "Offer to mog" + shortYN(touch) }

// ShortReply: see ShortOffer.
func ShortReply(touch bool) string { return "Accept the mog" + shortYN(touch) }

// ShortCall: see ShortOffer.
func ShortCall(touch bool) string { return "Call" + shortYN(touch) }

// ShortPass is the short line of the mog's pass.
func ShortPass(touch bool, n int) string {
	if touch {
		return "Pass a card: tap it"
	}
	return "Pass a card: " + KeyRange(n)
}

// ShortClaim is the short line of a claim, claimed points so far.
func ShortClaim(claimed int, touch bool) string {
	so := " (" + strconv.Itoa(claimed) + ")"
	if touch {
		return "Claim: tap cards, Claim these" + so
	}
	return "Claim: cards, Enter · D: done" + so
}

// ShortDeclare is the short line of a declaration.
func ShortDeclare() string { return "Declare your show" }

// ShortNextGame is the short line of the next game.
func ShortNextGame(touch bool) string {
	if touch {
		return "Tap Next game"
	}
	return "Next game: Enter"
}

// The decisions' buttons, with the keys they are named with where the
// row has room (WithKey).

// LayOutButton is the lay-out's button: until enough are picked it says
// what is missing (a dim "Lay out" alone read as a button that did not
// work).
func LayOutButton(need, picked int) string {
	switch {
	case picked >= need:
		return "Lay out"
	case picked == 0:
		return "Pick " + Points(need) + " to lay out"
	}
	return "Pick " + Points(need-picked) + " more"
}

// The other decisions' buttons.
const (
	OfferButton    = "Offer to mog"
	NoOfferButton  = "Do not offer"
	AcceptButton   = "Accept the mog"
	RefuseButton   = "Refuse"
	FalseButton    = "Call False"
	MugginsButton  = "Call muggins"
	StandButton    = "Let it stand"
	ClaimButton    = "Claim these"
	UndoButton     = "Undo"
	DoneButton     = "Done"
	NextGameButton = "Next game"
	DeclareButton  = "Declare"
	NextHandButton = "Next hand"
	PagePrevButton = "← Page"
	PageNextButton = "Page →"
	CloseButton    = "Close"
)

// WithKey is a button's label naming its key: "Undo (U)".
func WithKey(label, key string) string { return label + " (" + key + ")" }

// DeclareLabel is a declarable kind on its button: "double pair royal
// 12", "fifteen 2".
func DeclareLabel(c engine.Combo) string {
	return strings.TrimPrefix(strings.TrimPrefix(Label(c), "a "), "the ") + " " + strconv.Itoa(c.Points)
}

// DeclaredSoFar is the declaration so far, as it will be called: "So
// far: fifteen two, a pair is four".
func DeclaredSoFar(c []engine.Combo) string {
	if len(c) == 0 {
		return "So far: nothing"
	}
	return "So far: " + Announce(c)
}

// DeclareTitle is the declaration panel's title: "Declare your show, with
// the starter".
func DeclareTitle(starter string) string { return "Declare your show, with the " + starter }

// The gentle refusals.

// PastThirtyOne refuses a card that would take the count past 31.
func PastThirtyOne(c engine.Card) string {
	return fmt.Sprintf("The %s would take the count past 31.", Card(c))
}

// Refusals of a claim's pick.
const (
	NoCombo    = "Those cards make nothing in this show: try others."
	ClaimedAll = "That combination is claimed already."
	PickFirst  = "Pick the cards of a combination first."
)

// PickCount says why a pick or a lay-out was refused, by what is picked:
// "Two are picked: click one, or press its key, to put it back", "Pick
// one more, then lay them out". Short enough for one line over the hand
// (the rule's whole sentence had wrapped there, in small type, onto the
// cards: a play-test).
func PickCount(need, picked int, touch bool) string {
	cards := Points(need) + " cards"
	if need == 1 {
		cards = "one card"
	}
	back, backIt := "click one, or press its key, to put it back.", "click it, or press its key, to put it back."
	if touch {
		back, backIt = "tap one to put it back.", "tap it to put it back."
	}
	switch {
	case picked >= need && need == 1:
		return "One is picked: " + backIt
	case picked >= need:
		return Capitalise(Points(need)) + " are picked: " + back
	case picked == 0 && need == 1:
		return "Pick one card for the crib first, then lay it out."
	case picked == 0:
		return "Pick " + cards + " for the crib first, then lay them out."
	}
	return "Pick " + Points(need-picked) + " more, then lay them out."
}

// Refusal says an action refused (a shared table's answer).
func Refusal(err error) string {
	switch {
	case errors.Is(err, engine.ErrPastThirtyOne):
		return "That card would take the count past 31."
	case errors.Is(err, engine.ErrNotYourTurn), errors.Is(err, engine.ErrWrongAction):
		return "It is not your turn for that."
	case errors.Is(err, engine.ErrFalseClaim):
		return "That combination is not in the show."
	}
	return "Refused: " + err.Error()
}

// Claimed confirms a combination claimed: "Claimed: a pair, two."
func Claimed(c engine.Combo) string { return "Claimed: " + Label(c) + ", " + Points(c.Points) + "." }

// The notices of a match begun.

// NewMatch says a new match began: "A new match: seed 482913".
func NewMatch(seed uint64) string { return "A new match: seed " + strconv.FormatUint(seed, 10) }

// MatchTakenUp says the match left unfinished at the last start is on the
// table again, as it stood; MatchTakenUpLog is the log's line for it.
const (
	MatchTakenUp    = "Your match, as you left it. The New button starts another."
	MatchTakenUpLog = "Your match taken up where you left it."
)

// SameDeal says the same deal is played again: "The same deal again: seed
// 482913".
func SameDeal(seed uint64) string { return "The same deal again: seed " + strconv.FormatUint(seed, 10) }

// LevelNotHere says a game's level stands in for one not yet made.
func LevelNotHere(level, used string) string {
	return "This game's " + level + " player has not arrived yet: the computer plays " + used + "."
}

// The hint panel.

// HintTitle is the hint panel's title.
const HintTitle = "Hint: the expert's view"

// HintFoot is the hint panel's last line.
func HintFoot(touch bool) string {
	if touch {
		return "Tap Hint to close"
	}
	return "H or Esc: close"
}

// Why no hint.
const (
	HintNotYet   = "A hint is ready when it is your turn to lay."
	HintOwnCount = "Your show is yours to count: no hint for it."
	HintNone     = "The expert's advice for this game is not in this build yet."
)

// The overlays.

// ConfirmLines are the "new match?" box's lines; next names the new
// match's game where it is another than the one in progress ("" where it
// is the same).
func ConfirmLines(touch bool, next string) []string {
	lines := confirmKeys
	if touch {
		lines = confirmTouch
	}
	if next == "" {
		return slices.Clone(lines)
	}
	return append([]string{"The new match: " + next + "."}, lines...)
}

var (
	confirmKeys  = []string{"The match in progress will be lost.", "Y: new match · N or Esc: keep playing"}
	confirmTouch = confirmKeys[:1]
)

// The "new match?" box's title (and the shorter one), and its buttons.
const (
	ConfirmTitle      = "Start a new match?"
	ConfirmTitleShort = "New match?"
	NewMatchButton    = "New match"
	KeepButton        = "Keep playing"
)

// RulesTitle is the Rules panel's title for a game's title ("" none):
// "The rules: Noddy (du Coeur)"; RulesShort the shorter one.
func RulesTitle(game string) string {
	if game == "" {
		return RulesShort
	}
	return "The rules: " + game
}

// RulesShort is the Rules panel's shorter title.
const RulesShort = "The rules"

// PageOf is a panel's page of pages: "page 1 of 3".
func PageOf(page, pages int) string {
	return "page " + strconv.Itoa(page) + " of " + strconv.Itoa(pages)
}

// CountTitle is the count panel's title (CountShort the shorter one):
// "Count both hands" where two seats show hands and no crib.
func CountTitle(both bool) string {
	if both {
		return "Count both hands"
	}
	return "Count the hands"
}

// CountShort is the count panel's shorter title.
const CountShort = "Count"

// HandOf and CribOf name a seat's hand and crib: "Your hand", "West's
// crib".
func HandOf(possessive string) string { return possessive + " hand" }

// HandAsDealt names a seat's hand shown as dealt, the cards it laid out
// to the crib among them: "Your hand, as dealt".
func HandAsDealt(possessive string) string { return possessive + " hand, as dealt" }

// CribOf: see HandOf.
func CribOf(possessive string) string { return possessive + " crib" }

// CribShort names the crib in the fewest words.
const CribShort = "crib"

// PanelDimmed says what the count panel's dimmed cards are.
const PanelDimmed = "Cards dimmed above are laid already."

// The count panel's rows.
const (
	HiddenCards = "(cards shown when the hand ends)"
	NoShow      = "show: scored nothing"
	NotShown    = "did not show: the match was won first"
	NothingDeal = "scored nothing this deal"
	NothingYet  = "nothing yet"
)

// ThisDeal heads a seat's rows in the count panel: "You: 7 this deal".
func ThisDeal(subject string, total int) string {
	return fmt.Sprintf("%s: %d this deal", subject, total)
}

// The table's buttons.
const (
	HintButton      = "Hint"
	NewButton       = "New"
	CountButton     = "Count"
	RulesButton     = "Rules"
	MenuButton      = "Menu"
	PlayAgainButton = "Play again"
	ReplayButton    = "Replay"
	ReviewButton    = "Review"
	LearnButton     = "Learn"
)

// TableButtons are the table's row: hint, new, count, rules, settings,
// menu.
var TableButtons = [...]string{HintButton, NewButton, CountButton, RulesButton, SettingsButton, MenuButton}

// FirstButtons are a first-timer's row: the tutorial ("Learn") in
// Count's place; with a finger, which has no C for the count, in
// Settings' (Menu's title has Settings).
var (
	FirstButtons      = [...]string{HintButton, NewButton, LearnButton, RulesButton, SettingsButton, MenuButton}
	FirstButtonsTouch = [...]string{HintButton, NewButton, CountButton, RulesButton, LearnButton, MenuButton}
)

// The end box's buttons at their longest (with keys), and for a finger.
var (
	EndButtons      = [...]string{PlayAgainButton, ReplayButton, ReviewButton, CountKey, TitleButton}
	EndButtonsTouch = [...]string{PlayAgainButton, ReplayButton, ReviewButton, CountButton, TitleButton}
)

// CountKey is the count's button naming its key.
const CountKey = "Count (C)"

// PastThirtyOneLabel marks a card that cannot be laid.
const PastThirtyOneLabel = "past 31"

// SoundOn says the sound switched: "Sound on".
func SoundOn(on bool) string { return "Sound " + OnOff(on) }

// OnOff is a switch's state: "on", "off".
func OnOff(on bool) string { return either(on, "on", "off") }

// either is yes where b, else no.
func either(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

// The table's small labels: the running count's, the crib's stack's.
const (
	CountLabel = "count"
	CribLabel  = "crib"
)

// KeyedName is a card's name under it in the person's hand, in two lines
// with its key: "1 · seven" over "of hearts".
func KeyedName(key int, c engine.Card) (first, second string) {
	return fmt.Sprintf("%d · %s", key, Rank(c.Rank())), "of " + Suit(c.Suit())
}

// KeyedShort is a card's name in one short line with its key: "1 · 7♥"
// (corner its corner: "7♥").
func KeyedShort(key int, corner string) string { return fmt.Sprintf("%d · %s", key, corner) }

// LongestSuit is the widest suit line under a card ("of diamonds"): the
// names' size is fitted to it.
func LongestSuit() string { return "of " + Suit(engine.Diamonds) }

// LogContinued leads the log's top line where it is the tail of an entry
// begun above the panel (big text's long entries would otherwise leave
// the panel half empty).
const LogContinued = "… "
