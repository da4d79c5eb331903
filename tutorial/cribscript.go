package tutorial

import "noddy/engine"

// The fixed cribbage tutorial match: six-card cribbage for two
// (engine.Lookup("cribbage", 2), to 121), its first two deals. Found with
//
//	go run ./tools/tutorial-seed -game cribbage -from 1 -n 20000 -deals 2
//
// which plays every seed in the range with both seats taking the family
// expert's pick (players.Advise, best first) and keeps the seeds whose
// first deals show every CribRequired lesson: 117 of 20,000 do within two
// deals, none shows all 14 lessons, and this is the first of those with
// 13 (the fewest events, 41): his heels in the second deal, his nobs, a
// 31, a go, a pair royal, runs in the play and the show. Two deals, so
// that each player deals once and the crib is shown for each; the match
// (to 121) would take a dozen deals or so, and the tutorial says where it
// stops. TestSearchFindsTheCribbageScript checks the search still finds it.
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
func FixedCribbage() CribScript {
	acts, err := ParseActions(cribActions)
	if err != nil {
		acts = nil // the tests replay the script: a bad token fails them
	}
	return CribScript{Rules: CribbageRules(), Seed: cribSeed, Actions: acts, Deals: cribDeals}
}

// Cribbage returns the cribbage tutorial (FixedCribbage). Like New, it
// panics with the *ScriptError if the engine ever refused its script.
func Cribbage() *Tutorial {
	t, err := BuildCrib(FixedCribbage())
	if err != nil {
		panic(err)
	}
	return t
}
