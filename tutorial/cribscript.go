package tutorial

import (
	"noddy/engine"
	"noddy/engine/english"
)

// The fixed cribbage tutorial match: six-card cribbage for two
// (engine.Lookup("cribbage", 2), to 121), its first two deals. Found
// (2026-12-01) with
//
//	go run ./tools/tutorial-seed -game cribbage -from 1 -n 20000 -deals 2
//
// which plays every seed in the range with both seats taking the family
// expert's pick (players.Advise, best first) and keeps the seeds whose
// first deals show every CribRequired lesson: then 117 of 20,000 did
// within two deals, none showed all 14 lessons, and this was the first of
// those with 13 (the fewest events, 41): his heels in the second deal,
// his nobs, a 31, a go, a pair royal, runs in the play and the show. Two
// deals, so that each player deals once and the crib is shown for each;
// the match (to 121) would take a dozen deals or so, and the tutorial says
// where it stops.
//
// The expert has changed since (one stack for every game), and the search
// now plays seed 3160 otherwise: 43 events and 13 lessons, with a
// flush in the show in place of the pair royal. The script stays as it
// was, so the golden text stays; a step where the expert now ranks another
// choice first says so (familyVoice.discardTurn, Tutor.LayTurn).
const (
	cribSeed    = 3160
	cribDeals   = 2
	cribActions = "0:8H+8S 1:AH+8C 1:3H 0:KH 1:2D 0:2C 1:3S 0:4H 1:4S 0:2H " +
		"0:6C+3H 1:JD+8D 0:QD 1:3C 0:KS 1:6D 0:JC 1:3D 0:9C 1:9S"
)

// CribbageRules is the cribbage tutorial's rule set: six-card cribbage
// for two, to 121, with its default options.
func CribbageRules() engine.Rules {
	r, err := engine.Lookup("cribbage", 2)
	if err != nil {
		panic(err) // the registry's own game: the tests would fail first
	}
	return r
}

// FixedCribbage returns the cribbage tutorial's script.
func FixedCribbage() Script {
	acts, err := ParseActions(cribActions)
	if err != nil {
		acts = nil // the tests replay the script: a bad token fails them
	}
	return Script{Rules: CribbageRules(), Seed: cribSeed, Actions: acts, Deals: cribDeals}
}

// Cribbage returns the cribbage tutorial (FixedCribbage). Like New, it
// panics with the *ScriptError if the engine ever refused its script.
func Cribbage() *Tutorial {
	t, err := Build(FixedCribbage())
	if err != nil {
		panic(err)
	}
	return t
}

// newCribVoice is the cribbage tutorial's voice: the family's
// (english.Tutor), its summary naming CribDemonstrated's lessons as a
// deal goes (cribOrder).
func newCribVoice(r engine.Rules) voice {
	return familyVoice{say: english.Tutor{Rules: r}, title: "Cribbage", lessons: func(events []engine.Event) []string {
		var names []string
		l := CribDemonstrated(events)
		for _, k := range cribOrder {
			if l.Has(k) {
				names = append(names, k.String())
			}
		}
		return names
	}}
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
