// Package tutorial is the guided tutorial: one fixed match of Noddy, replayed
// through the engine from a seed and a list of moves, and explained step by
// step from the events the engine emits and from seat 0's view.
//
// It is pure Go (no Ebitengine, no I/O, no mutable globals): the table's
// tutorial scene, `noddy-cli tutorial` and the tests all read the same
// steps. Rules cited as "rules, section" refer to shared/rules/noddy.md.
package tutorial

import (
	"strings"

	"noddy/engine"
)

// Lesson is one rule the tutorial's match must show at least once.
type Lesson uint8

// The lessons. The ones up to LessonWon are required of the chosen match;
// the rest make a match better when the search compares candidates.
const (
	LessonDeal            Lesson = iota // the cut, the deal and the elder (rules, "Players, deal, starter")
	LessonStarter                       // the starter turned
	LessonJackTurned                    // a jack turned up: 2 to the dealer
	LessonShowFifteen                   // a fifteen in the show
	LessonShowTwentyFive                // a twenty-five in the show
	LessonShowPair                      // a pair (or pair royal) in the show
	LessonShowRun                       // a run in the show
	LessonShowFlush                     // a flush in the show
	LessonKnaveNoddy                    // Knave Noddy, in the show or the count
	LessonCountFifteen                  // a fifteen made in the count
	LessonGo                            // a go and one for last card (rules, "The count", Go)
	LessonThirtyOne                     // a count made to exactly 31: 2, the count ends
	LessonWon                           // the match won at 31 (rules, "Winning")
	LessonCountPair                     // nice to have: a pair in the count
	LessonCountRun                      // nice to have: a run in the count
	LessonCountTwentyFive               // nice to have: twenty-five in the count
	LessonCountFlush                    // nice to have: a flush in the count
	LessonGoHolding                     // nice to have: a go by a player still holding cards
	numLessons
)

var lessonNames = [numLessons]string{
	"the deal and the elder", "the starter", "a jack turned up",
	"a fifteen in the show", "a twenty-five in the show", "a pair in the show",
	"a run in the show", "a flush in the show", "Knave Noddy",
	"a fifteen in the count", "a go and last card", "thirty-one for 2",
	"the match won", "a pair in the count", "a run in the count",
	"a twenty-five in the count", "a flush in the count", "a go while holding cards",
}

// String names the lesson in words: "a flush in the show".
func (l Lesson) String() string {
	if l < numLessons {
		return lessonNames[l]
	}
	return "Lesson(?)"
}

// Lessons is a set of lessons as a bit mask.
type Lessons uint32

// Required is every lesson the tutorial's match must show (the issue's
// list: deal and elder, starter, jack turned up, the show's fifteens,
// twenty-fives, pairs, run and flush, Knave Noddy, the count, go and last
// card, 31 for 2, the match won).
const Required Lessons = 1<<(LessonWon+1) - 1

// Has reports whether l is in the set.
func (s Lessons) Has(l Lesson) bool { return s&(1<<l) != 0 }

// With returns the set with l added.
func (s Lessons) With(l Lesson) Lessons { return s | 1<<l }

// Len is the number of lessons in the set.
func (s Lessons) Len() int {
	n := 0
	for l := Lesson(0); l < numLessons; l++ {
		if s.Has(l) {
			n++
		}
	}
	return n
}

// Missing returns the lessons of want not in s, in order.
func (s Lessons) Missing(want Lessons) []Lesson {
	var out []Lesson
	for l := Lesson(0); l < numLessons; l++ {
		if want.Has(l) && !s.Has(l) {
			out = append(out, l)
		}
	}
	return out
}

// String lists the lessons, comma separated.
func (s Lessons) String() string {
	var parts []string
	for l := Lesson(0); l < numLessons; l++ {
		if s.Has(l) {
			parts = append(parts, l.String())
		}
	}
	return strings.Join(parts, ", ")
}

// Demonstrated returns the lessons a match's events show. It reads the
// engine's events only, so what it reports is what the engine did.
func Demonstrated(events []engine.Event) Lessons {
	var s Lessons
	lastCardNext := false
	for _, e := range events {
		switch e := e.(type) {
		case engine.Dealt:
			s = s.With(LessonDeal)
		case engine.StarterTurned:
			s = s.With(LessonStarter)
		case engine.Scored:
			switch e.Combo.Kind {
			case engine.JackTurned:
				s = s.With(LessonJackTurned)
			case engine.LastCard:
				if lastCardNext {
					s = s.With(LessonGo)
				}
			}
		case engine.Shown:
			for _, c := range e.Combos {
				switch c.Kind {
				case engine.Fifteen:
					s = s.With(LessonShowFifteen)
				case engine.TwentyFive:
					s = s.With(LessonShowTwentyFive)
				case engine.Pair, engine.PairRoyal, engine.DoublePairRoyal:
					s = s.With(LessonShowPair)
				case engine.Run:
					s = s.With(LessonShowRun)
				case engine.Flush:
					s = s.With(LessonShowFlush)
				case engine.KnaveNoddy:
					s = s.With(LessonKnaveNoddy)
				}
			}
		case engine.Laid:
			for _, c := range e.Combos {
				switch c.Kind {
				case engine.Fifteen:
					s = s.With(LessonCountFifteen)
				case engine.TwentyFive:
					s = s.With(LessonCountTwentyFive)
				case engine.Pair, engine.PairRoyal, engine.DoublePairRoyal:
					s = s.With(LessonCountPair)
				case engine.Run:
					s = s.With(LessonCountRun)
				case engine.Flush:
					s = s.With(LessonCountFlush)
				case engine.KnaveNoddy:
					s = s.With(LessonKnaveNoddy)
				}
			}
		case engine.Go:
			if !e.NoCards {
				s = s.With(LessonGoHolding)
			}
		case engine.ThirtyOneMade:
			s = s.With(LessonThirtyOne)
		case engine.Won:
			s = s.With(LessonWon)
		}
		_, isGo := e.(engine.Go)
		lastCardNext = isGo
	}
	return s
}
