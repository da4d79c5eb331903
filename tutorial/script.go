package tutorial

import (
	"strings"

	"noddy/engine"
)

// The fixed tutorial match. Found with
//
//	go run ./cmd/tutorial-seed -from 1 -n 20000 -deals 4
//
// which tries every seed in the range, lets both seats lay only Sensible
// cards, and keeps the scripts that show every Required lesson; this one is
// among the best it ranks (3 deals to 31, all 18 lessons, you win).
// Nothing here is hand-picked but the choice among those candidates: the
// real rules, the real target of 31, a natural deal sequence.
const (
	fixedSeed  = 1312
	fixedMoves = "KS KD 5D 6C 9S JC TH AC 5S JS 4S"
)

// Fixed returns the tutorial's script: the real rules (engine.Noddy, to 31),
// the seed and the cards laid.
func Fixed() Script {
	var moves []engine.Card
	for _, tok := range strings.Fields(fixedMoves) {
		c, err := engine.ParseCard(tok)
		if err != nil {
			continue // the tests replay the script: a bad token fails them
		}
		moves = append(moves, c)
	}
	return Script{Rules: engine.Noddy(), Seed: fixedSeed, Moves: moves}
}
