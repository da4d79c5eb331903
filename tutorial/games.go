package tutorial

import (
	"slices"
	"sync"
)

// byGame is the tutorial of each game that has one, by the rules' name
// (engine.Rules.Name): du Coeur's Noddy and six-card cribbage for two.
// Each is built once, on first use, and shared (a Tutorial is immutable).
var byGame = map[string]func() *Tutorial{
	"noddy":    sync.OnceValue(New),
	"cribbage": sync.OnceValue(Cribbage),
}

// For returns the tutorial of the game named name (engine.Rules.Name), or
// ok false when that game has none.
func For(name string) (t *Tutorial, ok bool) {
	f, ok := byGame[name]
	if !ok {
		return nil, false
	}
	return f(), true
}

// Has reports whether the game named name has a tutorial of its own.
func Has(name string) bool {
	_, ok := byGame[name]
	return ok
}

// Games lists the names of the games with a tutorial, sorted.
func Games() []string {
	out := make([]string, 0, len(byGame))
	for k := range byGame {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
