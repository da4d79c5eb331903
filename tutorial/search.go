package tutorial

import (
	"slices"

	"noddy/engine"
	"noddy/engine/players"
)

// The searches that found the fixed scripts (tools/tutorial-seed): each
// game's own way of choosing moves a tutorial can explain, ranked alike.

// Candidate is one script a search found, with what it shows: its
// lessons, the deals and events it takes, the winner (-1 while the match
// goes on) and the scores at its end.
type Candidate[L lesson] struct {
	Script  Script
	Lessons LessonSet[L]
	Deals   int
	Events  int
	Winner  int
	Scores  []int
}

// Better orders candidates for a tutorial: fewer deals, then more of the
// nice-to-have lessons, then a match the watched player (seat 0) wins,
// then fewer events (a shorter tutorial), then the lower seed.
func (c Candidate[L]) Better(d Candidate[L]) bool {
	if c.Deals != d.Deals {
		return c.Deals < d.Deals
	}
	if a, b := c.Lessons.Len(), d.Lessons.Len(); a != b {
		return a > b
	}
	if (c.Winner == 0) != (d.Winner == 0) {
		return c.Winner == 0
	}
	if c.Events != d.Events {
		return c.Events < d.Events
	}
	return c.Script.Seed < d.Script.Seed
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
func Search(rules engine.Rules, seed uint64, maxDeals int) (best Candidate[Lesson], ok bool) {
	if !dealsCanTeach(seed, maxDeals) {
		return Candidate[Lesson]{}, false
	}
	m, err := engine.NewMatch(rules, seed)
	if err != nil {
		return Candidate[Lesson]{}, false
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
	best     Candidate[Lesson]
	ok       bool
}

func (s *searcher) dfs(m *engine.Match, moves []engine.Action, lastDeal int) {
	if m.Phase() == engine.PhaseOver {
		ev := m.Events()
		c := Candidate[Lesson]{
			Script:  Script{Rules: s.rules, Seed: s.seed, Actions: slices.Clone(moves)},
			Lessons: Demonstrated(ev),
			Deals:   m.View(0).Deal,
			Events:  len(ev),
			Winner:  m.Winner(),
			Scores:  m.Scores(),
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
		a := engine.Action{Seat: seat, Card: o.Card}
		if _, err := next.Apply(a); err != nil {
			continue // cannot happen: Options come from v.Legal
		}
		s.dfs(next, append(moves, a), v.Deal)
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

// shownUpTo is the events of the first deals deals: up to the next deal's
// Dealt event.
func shownUpTo(events []engine.Event, deals int) []engine.Event {
	for i, e := range events {
		if d, ok := e.(engine.Dealt); ok && d.Deal > deals {
			return events[:i]
		}
	}
	return events
}

// expertAction is the family expert's pick for seat in m: the first of
// players.Advise, which the tutorial's narration explains.
func expertAction(m *engine.Match, seat int) engine.Action {
	v := m.View(seat)
	if cs := players.Advise(v); len(cs) > 0 {
		a := cs[0].Action
		a.Seat = seat
		return a
	}
	a := v.Actions[0]
	a.Seat = seat
	return a
}

// SearchCribbage plays the seed's match of rules with both seats taking
// the family expert's pick (players.Advise, best first) for each of the
// first 1..maxDeals deals, and returns the shortest that shows every
// CribRequired lesson. The deals do not depend on the moves (the engine
// shuffles from the seed alone), so a quick pass first drops seeds whose
// starters hold no jack turned up or whose deals hold no jack of the
// starter's suit (his nobs).
func SearchCribbage(rules engine.Rules, seed uint64, maxDeals int) (Candidate[CribLesson], bool) {
	if !cribDealsCanTeach(rules, seed, maxDeals) {
		return Candidate[CribLesson]{}, false
	}
	m, err := engine.NewMatch(rules, seed)
	if err != nil {
		return Candidate[CribLesson]{}, false
	}
	var acts []engine.Action
	for m.Phase() != engine.PhaseOver {
		deal := m.View(0).Deal
		if deal > maxDeals {
			break
		}
		w := m.Waiting()
		if len(w) == 0 {
			break
		}
		a := expertAction(m, w[0])
		if _, err := m.Apply(a); err != nil {
			return Candidate[CribLesson]{}, false
		}
		acts = append(acts, a)
		if next := m.View(0).Deal; next > deal || m.Phase() == engine.PhaseOver {
			ev := shownUpTo(m.Events(), deal)
			if l := CribDemonstrated(ev); l&CribRequired == CribRequired {
				return Candidate[CribLesson]{
					Script:  Script{Rules: rules, Seed: seed, Actions: acts, Deals: deal},
					Lessons: l, Deals: deal, Events: len(ev), Winner: m.Winner(), Scores: m.Scores(),
				}, true
			}
		}
	}
	return Candidate[CribLesson]{}, false
}

// cribDealsCanTeach plays the first maxDeals deals with every seat taking
// its first legal action and reports whether a jack is turned up and some
// deal holds the jack of its starter's suit.
func cribDealsCanTeach(rules engine.Rules, seed uint64, maxDeals int) bool {
	probe := rules
	probe.Target = 1000
	m, err := engine.NewMatch(probe, seed)
	if err != nil {
		return false
	}
	for m.Phase() != engine.PhaseOver && m.View(0).Deal <= maxDeals {
		w := m.Waiting()
		if len(w) == 0 {
			return false
		}
		a := m.Legal(w[0])[0]
		a.Seat = w[0]
		if _, err := m.Apply(a); err != nil {
			return false
		}
	}
	heels, nobs := false, false
	var dealt engine.Dealt
	for _, e := range shownUpTo(m.Events(), maxDeals) {
		switch e := e.(type) {
		case engine.Dealt:
			dealt = e
		case engine.StarterTurned:
			if e.Card.Rank() == engine.Jack {
				heels = true
				continue
			}
			knave := engine.NewCard(engine.Jack, e.Card.Suit())
			for _, h := range dealt.Hands {
				for _, c := range h {
					nobs = nobs || c == knave
				}
			}
		}
	}
	return heels && nobs
}
