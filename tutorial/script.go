package tutorial

import "noddy/engine"

// Noddy's tutorial: du Coeur's Noddy (engine.Noddy, to 31), one whole
// match, told in Noddy's own voice (noddyvoice.go, noddyturn.go).
//
// The fixed match was found with
//
//	go run ./tools/tutorial-seed -from 1 -n 20000 -deals 4
//
// which tries every seed in the range with the real rules (to 31), lets the
// watched player lay only the cards the expert advises (Advised) and the
// computer only Sensible ones, and ranks the scripts that show every
// Required lesson: this is its first (3 deals, all 18 lessons, you win
// 32–23). Nothing is hand-picked: a natural deal sequence, played through
// the engine. TestSearchFindsTheFixedScript checks the search still finds it.
const (
	fixedSeed    = 93203
	fixedActions = "1:KH 0:JD 1:5D 0:6D 0:6S 1:TD 0:TS 1:TC 0:5C 1:3C 0:4C"
)

// Fixed returns the tutorial's script: the real rules (engine.Noddy, to
// 31), the seed and every card laid, with its seat; it watches the whole
// match.
func Fixed() Script {
	acts, err := ParseActions(fixedActions)
	if err != nil {
		acts = nil // the tests replay the script: a bad token fails them
	}
	return Script{Rules: engine.Noddy(), Seed: fixedSeed, Actions: acts}
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

// Lesson is one rule Noddy's tutorial match must show at least once.
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

var lessonNames = []string{
	"the deal and the elder", "the starter", "a jack turned up",
	"a fifteen in the show", "a twenty-five in the show", "a pair in the show",
	"a run in the show", "a flush in the show", "Knave Noddy",
	"a fifteen in the count", "a go and last card", "thirty-one for 2",
	"the match won", "a pair in the count", "a run in the count",
	"a twenty-five in the count", "a flush in the count", "a go while holding cards",
}

// String names the lesson in words: "a flush in the show".
func (l Lesson) String() string { return lessonName(lessonNames, int(l), "Lesson") }

// Lessons is a set of Noddy's lessons.
type Lessons = LessonSet[Lesson]

// Required is every lesson the tutorial's match must show (the issue's
// list: deal and elder, starter, jack turned up, the show's fifteens,
// twenty-fives, pairs, run and flush, Knave Noddy, the count, go and last
// card, 31 for 2, the match won).
const Required Lessons = 1<<(LessonWon+1) - 1

// gameOrder is the order the summary names lessons in: as a game goes
// (deal, starter, jack, the show, the count, go, 31, the win), not the
// order of the Lesson constants, which the search's masks depend on.
var gameOrder = [numLessons]Lesson{
	LessonDeal, LessonStarter, LessonJackTurned,
	LessonShowFifteen, LessonShowTwentyFive, LessonShowPair, LessonShowRun, LessonShowFlush, LessonKnaveNoddy,
	LessonCountFifteen, LessonCountTwentyFive, LessonCountPair, LessonCountRun, LessonCountFlush,
	LessonGo, LessonGoHolding, LessonThirtyOne, LessonWon,
}

// noddyTeaching is which lesson each thing a match of Noddy does shows.
var noddyTeaching = teaching[Lesson]{
	show: map[engine.Kind]Lesson{
		engine.Fifteen: LessonShowFifteen, engine.TwentyFive: LessonShowTwentyFive,
		engine.Pair: LessonShowPair, engine.PairRoyal: LessonShowPair, engine.DoublePairRoyal: LessonShowPair,
		engine.Run: LessonShowRun, engine.Flush: LessonShowFlush, engine.KnaveNoddy: LessonKnaveNoddy,
	},
	count: map[engine.Kind]Lesson{
		engine.Fifteen: LessonCountFifteen, engine.TwentyFive: LessonCountTwentyFive,
		engine.Pair: LessonCountPair, engine.PairRoyal: LessonCountPair, engine.DoublePairRoyal: LessonCountPair,
		engine.Run: LessonCountRun, engine.Flush: LessonCountFlush, engine.KnaveNoddy: LessonKnaveNoddy,
	},
	scored: map[engine.Kind]Lesson{engine.JackTurned: LessonJackTurned},
	moments: map[moment]Lesson{
		momentDeal: LessonDeal, momentStarter: LessonStarter, momentGo: LessonGo, momentGoHolding: LessonGoHolding,
		momentThirtyOne: LessonThirtyOne, momentWon: LessonWon,
	},
}

// Demonstrated returns the lessons a match's events show. It reads the
// engine's events only, so what it reports is what the engine did.
func Demonstrated(events []engine.Event) Lessons { return noddyTeaching.demonstrated(events) }
