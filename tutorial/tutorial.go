// Package tutorial is the guided tutorial: a fixed match of a game of the
// family, replayed through the engine from a seed and a list of actions,
// and explained step by step from the events the engine emits and from
// seat 0's view.
//
// The machinery is one for every game: a Script (the match), the
// narrator (narrate.go), which makes the steps, and a lesson set
// (lessons.go). What is a game's own is its script file — script.go for
// du Coeur's Noddy, cribscript.go for six-card cribbage: the fixed match,
// its lessons, the voice that words it — so a tutorial for another game
// of the family is a new script, not new machinery.
//
// It is pure Go (no Ebitengine, no I/O, no mutable globals): the table's
// tutorial scene, `noddy-cli tutorial` and the tests all read the same
// steps. Rules cited as "rules, section" refer to docs/games/noddy.md
// (docs/games/cribbage.md for cribbage).
package tutorial

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
)

// Kind says what a step stops on, so that a scene can animate it.
type Kind string

// The kinds of step. Framing steps (Intro, CountIntro, Summary) explain the
// game where the match first needs it; the others each stop on one engine
// event, or on the few that end a count together (a go, the last card, a
// 31 and the series' end).
const (
	KindIntro      Kind = "intro"       // what the game is and its goal
	KindCut        Kind = "cut"         // the cut for first deal
	KindDeal       Kind = "deal"        // a new deal: who deals, the elder, your cards
	KindDiscard    Kind = "discard"     // your choice of the cards to lay out, with the expert's values
	KindCrib       Kind = "crib"        // a seat's cards laid out to the crib
	KindStarter    Kind = "starter"     // the starter turned
	KindJack       Kind = "jack"        // a jack turned up: 2 to the dealer
	KindShow       Kind = "show"        // one seat's show
	KindCribShow   Kind = "crib-show"   // the crib turned and counted
	KindCountIntro Kind = "count-intro" // how the count (the play) works, once
	KindTurn       Kind = "turn"        // your turn: what each card would do, and the choice
	KindLay        Kind = "lay"         // a card laid in the count
	KindGo         Kind = "go"          // a go (with the last card when it ends the count)
	KindThirtyOne  Kind = "thirty-one"  // the count made to 31 and ended
	KindSeries     Kind = "series"      // a series ended (a go, last card or 31): the count back to 0
	KindHandEnd    Kind = "hand-end"    // the hands turned face up, scores
	KindWon        Kind = "won"         // the match won
	KindSummary    Kind = "summary"     // what the match showed
)

// Step is one stop of the tutorial: its narration and enough to draw it.
//
// Events and Actions locate the step in the match: the table at this step
// shows the first Events events of the match, which the engine emits after
// the first Actions actions of the script; Replay rebuilds both from the
// seed, so stepping back is a deterministic replay, never an undo.
type Step struct {
	Index int // 0-based
	Kind  Kind
	Title string
	// Text is the narration: plain sentences, paragraphs separated by "\n".
	Text string
	// More is narration shown on request, after Text ("" for none): the
	// first discard's full table of every choice, for a reader past the
	// three best and the one to avoid.
	More string
	// Highlight lists the cards the step is about (only cards seat 0 may see).
	Highlight []engine.Card
	Seat      int // the seat acting, or -1
	Deal      int // the deal in progress, 0 before the first
	Scores    [2]int
	// Options (KindTurn only) is what each legal card would do; Play is the
	// card the script lays next (NoCard on other steps).
	Options []Option
	Play    engine.Card
	// Discard (KindDiscard only) is the cards the script lays out next.
	Discard []engine.Card
	Events  int
	Actions int
}

// Script is a tutorial match: the rules, the seed, every action in order
// with its seat, and how many deals the tutorial watches (0: the whole
// match). A match of cribbage to 121 takes a dozen deals or so; its
// tutorial stops at the end of deal Deals, the match unfinished.
type Script struct {
	Rules   engine.Rules
	Seed    uint64
	Actions []engine.Action
	Deals   int
}

// ScriptError is a script the engine refuses: an action that is not
// legal, or actions that stop before the match (or the deals watched)
// is over, or go on after it.
type ScriptError struct {
	Move   int // index into Actions, or len(Actions) when the match is not over
	Reason string
	Err    error // the engine's *ActionError, if any
}

func (e *ScriptError) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("tutorial script, move %d: %s: %v", e.Move, e.Reason, e.Err)
	}
	return fmt.Sprintf("tutorial script, move %d: %s", e.Move, e.Reason)
}

func (e *ScriptError) Unwrap() error { return e.Err }

// over reports whether m is past what the script watches: the match won,
// or deal Deals ended (the next one dealt).
func (s Script) over(m *engine.Match) bool {
	return m.Phase() == engine.PhaseOver || s.Deals > 0 && m.View(0).Deal > s.Deals
}

// Play replays the whole script through the engine and returns the match
// after its last action, which must have ended what the script watches
// (the match, or deal Deals), with no action after that. A refused action,
// bad rules, or actions that stop short or go on give a *ScriptError.
func (s Script) Play() (*engine.Match, error) {
	m, err := engine.NewMatch(s.Rules, s.Seed)
	if err != nil {
		return nil, &ScriptError{Move: 0, Reason: "bad rules", Err: err}
	}
	for i, a := range s.Actions {
		if s.over(m) {
			return nil, &ScriptError{Move: i, Reason: "moves left after " + s.watched(" was won")}
		}
		if _, err := m.Apply(a); err != nil {
			return nil, &ScriptError{Move: i, Reason: "move refused", Err: err}
		}
	}
	if !s.over(m) {
		return nil, &ScriptError{Move: len(s.Actions), Reason: s.watched("") + " is not over after the last move"}
	}
	return m, nil
}

// watched names what the script watches: "deal 2", "the match" (won).
func (s Script) watched(won string) string {
	if s.Deals > 0 {
		return fmt.Sprintf("deal %d", s.Deals)
	}
	return "the match" + won
}

// shown is the part of events the script watches: up to deal Deals' end.
func (s Script) shown(events []engine.Event) []engine.Event {
	if s.Deals == 0 {
		return events
	}
	return shownUpTo(events, s.Deals)
}

// FormatActions writes actions as the script's tokens: "0:5S+8C" for seat
// 0 laying out the five of spades and the eight of clubs, "1:8D" for seat
// 1 laying the eight of diamonds.
func FormatActions(as []engine.Action) string {
	parts := make([]string, len(as))
	for i, a := range as {
		switch a.Kind {
		case engine.ActDiscard:
			cs := make([]string, len(a.Cards))
			for k, c := range a.Cards {
				cs[k] = c.String()
			}
			parts[i] = fmt.Sprintf("%d:%s", a.Seat, strings.Join(cs, "+"))
		default:
			parts[i] = fmt.Sprintf("%d:%s", a.Seat, a.Card)
		}
	}
	return strings.Join(parts, " ")
}

// ParseActions reads FormatActions's tokens.
func ParseActions(s string) ([]engine.Action, error) {
	var out []engine.Action
	for _, tok := range strings.Fields(s) {
		seat, cards, ok := strings.Cut(tok, ":")
		if !ok || len(seat) != 1 || seat[0] < '0' || seat[0] > '9' {
			return nil, fmt.Errorf("tutorial: bad action %q", tok)
		}
		a := engine.Action{Seat: int(seat[0] - '0')}
		toks := strings.Split(cards, "+")
		cs, err := engine.ParseCards(toks)
		if err != nil {
			return nil, fmt.Errorf("tutorial: bad action %q: %w", tok, err)
		}
		if len(toks) > 1 {
			a.Kind, a.Cards = engine.ActDiscard, cs
		} else {
			a.Card = cs[0]
		}
		out = append(out, a)
	}
	return out, nil
}

// Tutorial is the narrated match: the script and its steps. It is
// immutable once built, so one value may serve any number of scenes.
type Tutorial struct {
	script Script
	// game is the tutorial's name in its heading ("Noddy", "Cribbage").
	game   string
	steps  []Step
	events []engine.Event
}

// Build replays s through the engine and narrates it in the voice of its
// game (games.go): a script the engine refuses, or one that stops short
// of what it watches or goes past it, gives a *ScriptError.
func Build(s Script) (*Tutorial, error) {
	if _, err := s.Play(); err != nil {
		return nil, err
	}
	n := newNarrator(voiceFor(s.Rules), s)
	steps, events, err := n.narrate()
	if err != nil {
		return nil, err
	}
	s.Actions = slices.Clone(s.Actions)
	return &Tutorial{script: s, game: n.v.name(), steps: steps, events: events}, nil
}

// Name is the tutorial's game as its heading says it: "Noddy", "Cribbage".
func (t *Tutorial) Name() string { return t.game }

// Rules is the rule set of the tutorial's match.
func (t *Tutorial) Rules() engine.Rules { return t.script.Rules }

// Seed is the seed the tutorial's match is dealt from.
func (t *Tutorial) Seed() uint64 { return t.script.Seed }

// Actions returns every action of the script, with its seat, in order (a
// copy): step i shows the match after the first Step(i).Actions of them.
func (t *Tutorial) Actions() []engine.Action {
	out := slices.Clone(t.script.Actions)
	for i := range out {
		out[i].Cards = slices.Clone(out[i].Cards)
	}
	return out
}

// Len is the number of steps.
func (t *Tutorial) Len() int { return len(t.steps) }

// Step returns step i (0-based); i is clamped to 0..Len()-1.
func (t *Tutorial) Step(i int) Step {
	return t.steps[clamp(i, len(t.steps))]
}

// Steps returns a copy of every step, in order.
func (t *Tutorial) Steps() []Step { return slices.Clone(t.steps) }

// Events returns the events the table shows at step i (clamped): a prefix
// of the match's events. The slice is a copy.
func (t *Tutorial) Events(i int) []engine.Event {
	return slices.Clone(t.events[:t.Step(i).Events])
}

// Replay rebuilds step i (clamped) from scratch: a new match from the seed
// with the step's actions applied, and the events shown at that step. The
// match may already be past the step's last shown event, since the engine
// runs deals and shows on its own; the events are what to draw.
func (t *Tutorial) Replay(i int) (*engine.Match, []engine.Event, error) {
	st := t.Step(i)
	m, err := engine.NewMatch(t.script.Rules, t.script.Seed)
	if err != nil {
		return nil, nil, &ScriptError{Move: 0, Reason: "bad rules", Err: err}
	}
	for k, a := range t.script.Actions[:st.Actions] {
		if _, err := m.Apply(a); err != nil {
			return nil, nil, &ScriptError{Move: k, Reason: "move refused", Err: err}
		}
	}
	return m, slices.Clone(m.Events()[:st.Events]), nil
}

func clamp(i, n int) int {
	return max(0, min(i, n-1))
}
