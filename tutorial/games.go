package tutorial

import (
	"slices"
	"sync"

	"noddy/engine"
	"noddy/engine/english"
)

// byGame is the tutorial of each game that has one, by the rules' name
// (engine.Rules.Name): du Coeur's Noddy (script.go) and six-card
// cribbage for two (cribscript.go). Each is built once, on first use, and
// shared (a Tutorial is immutable); its rules are known without building
// it.
var byGame = map[string]struct {
	rules func() engine.Rules
	build func() *Tutorial
}{
	"noddy":    {engine.Noddy, sync.OnceValue(New)},
	"cribbage": {CribbageRules, sync.OnceValue(Cribbage)},
}

// voices is each game's voice, by the rules' name; a game not here is
// told in the family's (familyVoice).
var voices = map[string]func(engine.Rules) voice{
	"noddy":    newNoddyVoice,
	"cribbage": newCribVoice,
}

func voiceFor(r engine.Rules) voice {
	if v, ok := voices[r.Name]; ok {
		return v(r)
	}
	return familyVoice{say: english.Tutor{Rules: r}, title: r.Title}
}

// For returns the tutorial of the game named name (engine.Rules.Name), or
// ok false when that game has none.
func For(name string) (t *Tutorial, ok bool) {
	g, ok := byGame[name]
	if !ok {
		return nil, false
	}
	return g.build(), true
}

// RulesFor returns the rule set of the tutorial of the game named name
// without building the tutorial (a table lays itself out from it), or ok
// false when that game has none.
func RulesFor(name string) (r engine.Rules, ok bool) {
	g, ok := byGame[name]
	if !ok {
		return engine.Rules{}, false
	}
	return g.rules(), true
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
