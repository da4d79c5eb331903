package main

import (
	"noddy/engine"
	"noddy/engine/players"
	"noddy/engine/players/baseline"
)

// The players as they stood before issue 23, frozen in
// engine/players/baseline, for sim's duplicate matches against the one
// stack's: "expert-v1" (du Coeur's own expert in du Coeur's Noddy, the
// family's in every other game) and "medium-v1". The game does not link
// them.
func init() {
	for _, name := range []string{"expert", "medium"} {
		players.RegisterMeasure(name+"-v1", func(r engine.Rules, seed uint64) (players.Actor, error) {
			return baseline.New(r, name, seed)
		})
	}
}
