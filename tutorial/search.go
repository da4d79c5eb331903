package tutorial

import (
	"fmt"

	"noddy/engine"
	"noddy/engine/players"
)

// Script is a tutorial match: the rules, the seed, and every card laid, in
// order. The seat laying each card is the match's Turn() at that moment, so
// the cards alone replay the match through the engine.
type Script struct {
	Rules engine.Rules
	Seed  uint64
	Moves []engine.Card
}

// ScriptError is a script the engine refuses: a move that is not legal, or
// moves that stop before the match is won.
type ScriptError struct {
	Move   int // index into Moves, or len(Moves) when the match is not over
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

// Play replays the whole script through the engine and returns the finished
// match. A refused move, a bad target or moves that leave the match unfinished
// give a *ScriptError.
func (s Script) Play() (*engine.Match, error) {
	m, err := engine.NewMatch(s.Rules, s.Seed)
	if err != nil {
		return nil, &ScriptError{Move: 0, Reason: "bad rules", Err: err}
	}
	for i, c := range s.Moves {
		if _, err := m.Apply(engine.Action{Seat: m.Turn(), Card: c}); err != nil {
			return nil, &ScriptError{Move: i, Reason: "move refused", Err: err}
		}
	}
	if m.Phase() != engine.PhaseOver {
		return nil, &ScriptError{Move: len(s.Moves), Reason: "the match is not over after the last move"}
	}
	return m, nil
}

// Candidate is one script the search found, with what it shows.
type Candidate struct {
	Script  Script
	Lessons Lessons
	Deals   int
	Events  int
	Winner  int
}

// Better orders candidates for the tutorial: fewer deals, then more of the
// nice-to-have lessons, then a match the watched player (seat 0) wins, then
// fewer events (a shorter tutorial).
func (c Candidate) Better(d Candidate) bool {
	if c.Deals != d.Deals {
		return c.Deals < d.Deals
	}
	if a, b := c.Lessons.Len(), d.Lessons.Len(); a != b {
		return a > b
	}
	if (c.Winner == 0) != (d.Winner == 0) {
		return c.Winner == 0
	}
	return c.Events < d.Events
}

// Search looks for the best script for one seed: the watched player (seat
// 0) lays only cards the expert advises (Advised: within Tolerance of its
// best win chance), the computer only Sensible cards, so every move can be
// explained; the match must be won within maxDeals deals and show every
// Required lesson. ok is false when no such script exists for this seed.
//
// The deals do not depend on the moves (the engine shuffles from the seed
// alone), so a quick first pass reads the first maxDeals deals and drops
// seeds whose shows or starters cannot give the show lessons, a jack turned
// up or a Knave Noddy; the rest are searched depth first, skipping a deal
// already reached with the same scores and lessons.
func Search(rules engine.Rules, seed uint64, maxDeals int) (best Candidate, ok bool) {
	if !dealsCanTeach(seed, maxDeals) {
		return Candidate{}, false
	}
	m, err := engine.NewMatch(rules, seed)
	if err != nil {
		return Candidate{}, false
	}
	s := searcher{rules: rules, seed: seed, maxDeals: maxDeals, seen: map[dealKey]bool{}}
	s.dfs(m, nil, -1)
	return s.best, s.ok
}

type dealKey struct {
	deal    int
	scores  [2]int
	lessons Lessons
}

type searcher struct {
	rules    engine.Rules
	seed     uint64
	maxDeals int
	seen     map[dealKey]bool
	best     Candidate
	ok       bool
}

func (s *searcher) dfs(m *engine.Match, moves []engine.Card, lastDeal int) {
	if m.Phase() == engine.PhaseOver {
		ev := m.Events()
		c := Candidate{
			Script:  Script{Rules: s.rules, Seed: s.seed, Moves: append([]engine.Card(nil), moves...)},
			Lessons: Demonstrated(ev),
			Deals:   m.View(0).Deal,
			Events:  len(ev),
			Winner:  m.Winner(),
		}
		if c.Lessons&Required == Required && (!s.ok || c.Better(s.best)) {
			s.best, s.ok = c, true
		}
		return
	}
	seat := m.Turn()
	v := m.View(seat)
	if v.Deal > s.maxDeals {
		return
	}
	if v.Deal != lastDeal { // first decision of a deal
		k := dealKey{v.Deal, [2]int(v.Scores), Demonstrated(m.Events())}
		if s.seen[k] {
			return
		}
		s.seen[k] = true
	}
	var opts []Option
	if seat == 0 {
		opts = Advised(Options(v)) // the watched player follows the expert
	} else {
		opts = Sensible(quickOptions(v))
	}
	for i, o := range opts {
		next := m
		if i < len(opts)-1 {
			next = m.Clone()
		}
		if _, err := next.Apply(engine.Action{Seat: seat, Card: o.Card}); err != nil {
			continue // cannot happen: Options come from v.Legal
		}
		s.dfs(next, append(moves, o.Card), v.Deal)
	}
}

// dealsCanTeach replays the seed's first maxDeals deals (with a target no one
// reaches) and reports whether their shows and starters hold every show
// lesson, a jack turned up and a Knave Noddy dealt to someone.
func dealsCanTeach(seed uint64, maxDeals int) bool {
	probe := engine.Noddy()
	probe.Target = 1000
	m, err := engine.NewMatch(probe, seed)
	if err != nil {
		return false
	}
	g := players.Greedy{}
	var have Lessons
	knave := false
	for m.Phase() == engine.PhaseCount {
		v := m.View(m.Turn())
		if v.Deal > maxDeals {
			break
		}
		if _, err := m.Apply(engine.Action{Seat: v.Seat, Card: g.Choose(v)}); err != nil {
			return false
		}
	}
	deal := 0
	var starter engine.Card
	for _, e := range m.Events() {
		switch e := e.(type) {
		case engine.Dealt:
			deal = e.Deal
		case engine.StarterTurned:
			starter = e.Card
		case engine.HandEnded:
			for _, hand := range e.Hands {
				for _, c := range hand {
					knave = knave || (c.Rank() == engine.Jack && c.Suit() == starter.Suit())
				}
			}
		}
		if deal > maxDeals {
			break
		}
		have |= Demonstrated([]engine.Event{e})
	}
	need := Lessons(0).With(LessonJackTurned).With(LessonShowFifteen).With(LessonShowTwentyFive).
		With(LessonShowPair).With(LessonShowRun).With(LessonShowFlush)
	return have&need == need && (knave || have.Has(LessonKnaveNoddy))
}
