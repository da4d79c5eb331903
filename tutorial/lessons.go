package tutorial

import (
	"math/bits"
	"strings"

	"noddy/engine"
)

// lesson is a game's lesson type: the rules its tutorial must show (or
// would better show), numbered from 0 by the game's script (Lesson for
// Noddy, CribLesson for cribbage), each with its name.
type lesson interface {
	~uint8
	String() string
}

// LessonSet is a set of one game's lessons, as a bit mask: what a match
// shows (Demonstrated, CribDemonstrated) and what a tutorial requires.
type LessonSet[L lesson] uint32

// Has reports whether l is in the set.
func (s LessonSet[L]) Has(l L) bool { return s&(1<<l) != 0 }

// With returns the set with l added.
func (s LessonSet[L]) With(l L) LessonSet[L] { return s | 1<<l }

// Len is the number of lessons in the set.
func (s LessonSet[L]) Len() int { return bits.OnesCount32(uint32(s)) }

// Missing returns the lessons of want not in s, in order.
func (s LessonSet[L]) Missing(want LessonSet[L]) []L { return (want &^ s).lessons() }

// String lists the lessons, comma separated.
func (s LessonSet[L]) String() string {
	var parts []string
	for _, l := range s.lessons() {
		parts = append(parts, l.String())
	}
	return strings.Join(parts, ", ")
}

// lessons lists the set's lessons, in order.
func (s LessonSet[L]) lessons() []L {
	var out []L
	for m := uint32(s); m != 0; m &= m - 1 {
		out = append(out, L(bits.TrailingZeros32(m)))
	}
	return out
}

// lessonName is lesson l's name in names, or what it is when the game
// has no such lesson: "Lesson(?)".
func lessonName(names []string, l int, typ string) string {
	if l < len(names) {
		return names[l]
	}
	return typ + "(?)"
}

// A moment is something a match does that a lesson may be about, beside
// the combinations it scores.
type moment uint8

const (
	momentDeal       moment = iota // a deal
	momentStarter                  // the starter turned
	momentGo                       // a go, and one for last card after it
	momentGoHolding                // a go by a seat still holding cards
	momentThirtyOne                // a count made to 31
	momentSeries                   // the count back to 0 for a new series
	momentCribScores               // a crib that scores
	momentWon                      // the match won
)

// teaching is which of a game's lessons the things a match does show:
// the combinations scored in a show, in the count (the play) and apart
// from both (a jack turned up), and its moments. A game's script gives
// its own (noddyTeaching, cribTeaching).
type teaching[L lesson] struct {
	show, count, scored map[engine.Kind]L
	moments             map[moment]L
}

// demonstrated returns the lessons the events show, read from the
// engine's events alone.
func (t teaching[L]) demonstrated(events []engine.Event) LessonSet[L] {
	var s LessonSet[L]
	kind := func(m map[engine.Kind]L, k engine.Kind) {
		if l, ok := m[k]; ok {
			s = s.With(l)
		}
	}
	at := func(m moment) {
		if l, ok := t.moments[m]; ok {
			s = s.With(l)
		}
	}
	goSeen := false // a go in this count: the last card is its
	for _, e := range events {
		switch e := e.(type) {
		case engine.Dealt:
			at(momentDeal)
			goSeen = false
		case engine.StarterTurned:
			at(momentStarter)
		case engine.Scored:
			switch {
			case e.Combo.Kind != engine.LastCard:
				kind(t.scored, e.Combo.Kind)
			case goSeen:
				at(momentGo)
			}
		case engine.Shown:
			if e.Crib && e.Points > 0 {
				at(momentCribScores)
			}
			for _, c := range e.Combos {
				kind(t.show, c.Kind)
			}
		case engine.Laid:
			for _, c := range e.Combos {
				kind(t.count, c.Kind)
			}
		case engine.Go:
			goSeen = true
			if !e.NoCards {
				at(momentGoHolding)
			}
		case engine.ThirtyOneMade:
			at(momentThirtyOne)
		case engine.SeriesEnded:
			if e.Leader >= 0 {
				at(momentSeries)
			}
			goSeen = false
		case engine.Won:
			at(momentWon)
		}
	}
	return s
}
