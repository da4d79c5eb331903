package tutorial

import (
	"fmt"
	"strings"

	"noddy/engine"
	"noddy/engine/players"
)

// CribScript is a tutorial match of a game with a crib (six-card
// cribbage): the rules, the seed, every action in order with its seat
// (each seat's discard, then the lays), and how many deals the tutorial
// watches. A match to 121 takes a dozen deals or so; the tutorial stops at
// the end of deal Deals, the match unfinished.
type CribScript struct {
	Rules   engine.Rules
	Seed    uint64
	Actions []engine.Action
	Deals   int
}

// Play replays the script through the engine and returns the match after
// its last action: it must have ended deal Deals (the next deal dealt, or
// the match over), and no action may come after that deal.
func (s CribScript) Play() (*engine.Match, error) {
	m, err := engine.NewMatch(s.Rules, s.Seed)
	if err != nil {
		return nil, &ScriptError{Move: 0, Reason: "bad rules", Err: err}
	}
	for i, a := range s.Actions {
		if v := m.View(0); v.Deal > s.Deals || m.Phase() == engine.PhaseOver {
			return nil, &ScriptError{Move: i, Reason: fmt.Sprintf("moves left after deal %d", s.Deals)}
		}
		if _, err := m.Apply(a); err != nil {
			return nil, &ScriptError{Move: i, Reason: "move refused", Err: err}
		}
	}
	if m.View(0).Deal <= s.Deals && m.Phase() != engine.PhaseOver {
		return nil, &ScriptError{Move: len(s.Actions), Reason: fmt.Sprintf("deal %d is not over after the last move", s.Deals)}
	}
	return m, nil
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

// CribLesson is one rule the cribbage tutorial's deals must show.
type CribLesson uint8

// The cribbage lessons; those up to CribSeries are required of the chosen
// match, the rest make a candidate better.
const (
	CribHeels       CribLesson = iota // his heels: a jack turned up, 2 to the dealer
	CribNobs                          // his nobs: the jack of the starter's suit in hand or crib, 1
	CribShowFifteen                   // a fifteen in a show
	CribShowPair                      // a pair in a show
	CribShowRun                       // a run in a show
	CribCribScores                    // a crib that scores
	CribPlayFifteen                   // fifteen made in the play
	CribPlayPair                      // a pair made in the play
	CribGo                            // a go, the other laying on, and one for last card
	CribThirtyOne                     // 31 made in the play
	CribSeries                        // a new series led from 0
	CribPlayRun                       // nice to have: a run in the play
	CribShowFlush                     // nice to have: a flush in a show
	CribPairRoyal                     // nice to have: three of a rank, in the play or a show
	numCribLessons
)

var cribLessonNames = []string{
	"his heels", "his nobs", "a fifteen in the show", "a pair in the show", "a run in the show",
	"a crib that scores", "a fifteen in the play", "a pair in the play", "a go and one for last card",
	"thirty-one", "the count back to 0 for a new series", "a run in the play", "a flush in the show",
	"a pair royal",
}

func (l CribLesson) String() string { return lessonName(cribLessonNames, int(l), "CribLesson") }

// CribLessons is a set of cribbage lessons.
type CribLessons = LessonSet[CribLesson]

// CribRequired is every lesson the cribbage tutorial must show.
const CribRequired CribLessons = 1<<(CribSeries+1) - 1

// cribOrder is the order the summary names lessons in: as a deal goes.
var cribOrder = []CribLesson{
	CribHeels, CribPlayFifteen, CribPlayPair, CribPlayRun, CribGo, CribThirtyOne, CribSeries,
	CribShowFifteen, CribShowPair, CribPairRoyal, CribShowRun, CribShowFlush, CribNobs, CribCribScores,
}

// cribTeaching is which lesson each thing a match of cribbage does shows.
var cribTeaching = teaching[CribLesson]{
	show: map[engine.Kind]CribLesson{
		engine.Fifteen: CribShowFifteen, engine.Pair: CribShowPair, engine.PairRoyal: CribPairRoyal,
		engine.DoublePairRoyal: CribPairRoyal, engine.Run: CribShowRun, engine.Flush: CribShowFlush, engine.HisNobs: CribNobs,
	},
	count: map[engine.Kind]CribLesson{
		engine.Fifteen: CribPlayFifteen, engine.Pair: CribPlayPair, engine.PairRoyal: CribPairRoyal,
		engine.DoublePairRoyal: CribPairRoyal, engine.Run: CribPlayRun,
	},
	scored: map[engine.Kind]CribLesson{engine.HisHeels: CribHeels},
	moments: map[moment]CribLesson{
		momentGo: CribGo, momentThirtyOne: CribThirtyOne, momentSeries: CribSeries, momentCribScores: CribCribScores,
	},
}

// CribDemonstrated returns the lessons the events show, read from the
// engine's events alone.
func CribDemonstrated(events []engine.Event) CribLessons { return cribTeaching.demonstrated(events) }

// CribCandidate is one cribbage script the search found.
type CribCandidate struct {
	Script  CribScript
	Lessons CribLessons
	Events  int
	Scores  []int
}

// Better orders candidates: fewer deals, more lessons, fewer events (a
// shorter tutorial), then the lower seed.
func (c CribCandidate) Better(d CribCandidate) bool {
	if c.Script.Deals != d.Script.Deals {
		return c.Script.Deals < d.Script.Deals
	}
	if a, b := c.Lessons.Len(), d.Lessons.Len(); a != b {
		return a > b
	}
	if c.Events != d.Events {
		return c.Events < d.Events
	}
	return c.Script.Seed < d.Script.Seed
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
func SearchCribbage(rules engine.Rules, seed uint64, maxDeals int) (CribCandidate, bool) {
	if !cribDealsCanTeach(rules, seed, maxDeals) {
		return CribCandidate{}, false
	}
	m, err := engine.NewMatch(rules, seed)
	if err != nil {
		return CribCandidate{}, false
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
			return CribCandidate{}, false
		}
		acts = append(acts, a)
		if next := m.View(0).Deal; next > deal || m.Phase() == engine.PhaseOver {
			ev := shownUpTo(m.Events(), deal)
			if l := CribDemonstrated(ev); l&CribRequired == CribRequired {
				return CribCandidate{
					Script:  CribScript{Rules: rules, Seed: seed, Actions: acts, Deals: deal},
					Lessons: l, Events: len(ev), Scores: m.Scores(),
				}, true
			}
		}
	}
	return CribCandidate{}, false
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
