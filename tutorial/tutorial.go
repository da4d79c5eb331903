// Package tutorial is the guided tutorial: one fixed match of Noddy, replayed
// through the engine from a seed and a list of moves, and explained step by
// step from the events the engine emits and from seat 0's view.
//
// It is pure Go (no Ebitengine, no I/O, no mutable globals): the table's
// tutorial scene, `noddy-cli tutorial` and the tests all read the same
// steps. Rules cited as "rules, section" refer to docs/games/noddy.md.
package tutorial

import (
	"fmt"
	"slices"

	"noddy/engine"
)

// Kind says what a step stops on, so that a scene can animate it.
type Kind string

// The kinds of step. Framing steps (Intro, CountIntro, Summary) explain the
// game where the match first needs it; the others each stop on one engine
// event (Go and LastCard are one step: the engine emits them together).
const (
	KindIntro      Kind = "intro"       // what Noddy is and the goal of 31
	KindCut        Kind = "cut"         // the cut for first deal
	KindDeal       Kind = "deal"        // a new deal: who deals, the elder, your cards
	KindStarter    Kind = "starter"     // the starter turned
	KindJack       Kind = "jack"        // a jack turned up: 2 to the dealer
	KindShow       Kind = "show"        // one seat's show
	KindCountIntro Kind = "count-intro" // how the count works (once)
	KindTurn       Kind = "turn"        // your turn: what each card would do, and the choice
	KindLay        Kind = "lay"         // a card laid in the count
	KindGo         Kind = "go"          // a go and one for last card
	KindThirtyOne  Kind = "thirty-one"  // the count made to 31 and ended
	KindHandEnd    Kind = "hand-end"    // the hands turned face up, scores
	KindWon        Kind = "won"         // the match won
	KindSummary    Kind = "summary"     // what the match showed
)

// Step is one stop of the tutorial: its narration and enough to draw it.
//
// Events and Actions locate the step in the match: the table at this step
// shows the first Events events of the match, which the engine emits after
// the first Actions moves of the script; Replay rebuilds both from the seed,
// so stepping back is a deterministic replay, never an undo.
type Step struct {
	Index int // 0-based
	Kind  Kind
	Title string
	// Text is the narration: plain sentences, paragraphs separated by "\n".
	Text string
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

// Tutorial is the narrated match: the script and its steps. It is
// immutable once built, so one value may serve any number of scenes.
type Tutorial struct {
	script Script
	steps  []Step
	events []engine.Event
	names  [2]string
	// game is the tutorial's name in its heading ("Noddy", "Cribbage");
	// rules and seed start its match, and actions are every action the
	// script takes, with its seat, in order: what Replay and a table apply.
	game    string
	rules   engine.Rules
	seed    uint64
	actions []engine.Action
}

// New returns the tutorial of the fixed script (Fixed). The script is
// checked by the package tests, so New does not fail in practice; if the
// engine ever refused it, New would panic with the *ScriptError, since the
// table cannot offer a tutorial that does not replay.
func New() *Tutorial {
	t, err := Build(Fixed())
	if err != nil {
		panic(err)
	}
	return t
}

// Build replays s through the engine and narrates it. A script the engine
// refuses, or one that stops before the match is won, gives a *ScriptError.
func Build(s Script) (*Tutorial, error) {
	m, err := engine.NewMatch(s.Rules, s.Seed)
	if err != nil {
		return nil, &ScriptError{Move: 0, Reason: "bad rules", Err: err}
	}
	n := newNarrator(s.Rules.Target)
	n.add(Step{Kind: KindIntro, Title: "Noddy", Seat: -1, Play: engine.NoCard, Text: introText(s.Rules.Target)})
	narrated := 0
	only := false // the last card was the layer's only legal card
	actions := 0
	var acts []engine.Action
	for ; ; actions++ {
		ev := m.Events()
		n.events(ev, narrated, actions, only)
		narrated = len(ev)
		if m.Phase() == engine.PhaseOver {
			break
		}
		if actions == len(s.Moves) {
			return nil, &ScriptError{Move: actions, Reason: "the match is not over after the last move"}
		}
		seat, card := m.Turn(), s.Moves[actions]
		v := m.View(seat)
		only = len(v.Legal) == 1
		if !n.countIntroDone {
			n.countIntro(v, narrated, actions)
		}
		if seat == 0 && len(v.Legal) > 1 && slices.Contains(v.Legal, card) {
			n.turn(v, card, narrated, actions)
		}
		if seat == 1 && len(v.Legal) > 1 {
			n.choice(v, card) // its lay's step says why, from its own view
		}
		if _, err := m.Apply(engine.Action{Seat: seat, Card: card}); err != nil {
			return nil, &ScriptError{Move: actions, Reason: "move refused", Err: err}
		}
		acts = append(acts, engine.Action{Seat: seat, Card: card})
	}
	if actions < len(s.Moves) {
		return nil, &ScriptError{Move: actions, Reason: "moves left after the match was won"}
	}
	n.summary(m.Events(), narrated, actions)
	for i := range n.steps {
		n.steps[i].Index = i
	}
	return &Tutorial{script: s, steps: n.steps, events: m.Events(), names: [2]string{"You", "Computer"},
		game: "Noddy", rules: s.Rules, seed: s.Seed, actions: acts}, nil
}

// Name is the tutorial's game as its heading says it: "Noddy", "Cribbage".
func (t *Tutorial) Name() string { return t.game }

// Rules is the rule set of the tutorial's match.
func (t *Tutorial) Rules() engine.Rules { return t.rules }

// Seed is the seed the tutorial's match is dealt from.
func (t *Tutorial) Seed() uint64 { return t.seed }

// Actions returns every action of the script, with its seat, in order (a
// copy): step i shows the match after the first Step(i).Actions of them.
func (t *Tutorial) Actions() []engine.Action {
	out := slices.Clone(t.actions)
	for i := range out {
		out[i].Cards = slices.Clone(out[i].Cards)
	}
	return out
}

// Script returns the tutorial's script (its Moves slice is a copy). A
// tutorial whose moves are not all lays (cribbage's discards) has only its
// rules and seed here: its moves are Actions.
func (t *Tutorial) Script() Script {
	s := t.script
	s.Moves = slices.Clone(s.Moves)
	return s
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
// with the step's moves applied, and the events shown at that step. The
// match may already be past the step's last shown event, since the engine
// runs deals and shows on its own; the events are what to draw.
func (t *Tutorial) Replay(i int) (*engine.Match, []engine.Event, error) {
	st := t.Step(i)
	m, err := engine.NewMatch(t.rules, t.seed)
	if err != nil {
		return nil, nil, &ScriptError{Move: 0, Reason: "bad rules", Err: err}
	}
	for k, a := range t.actions[:st.Actions] {
		if _, err := m.Apply(a); err != nil {
			return nil, nil, &ScriptError{Move: k, Reason: "move refused", Err: err}
		}
	}
	return m, slices.Clone(m.Events()[:st.Events]), nil
}

func clamp(i, n int) int {
	return max(0, min(i, n-1))
}

func introText(target int) string {
	return fmt.Sprintf("Noddy is the English card game of the 1500s that grew into cribbage: two players, "+
		"one pack, three cards each. You score from the cards you hold together (the show) and "+
		"from the cards you lay one by one (the count). The first to %d points wins the match.\n"+
		"Watch one short match between you and the computer; each step says what happened and why.", target)
}
