package main

import (
	"noddy/engine"
	"noddy/engine/players"
	"noddy/engine/players/arena"
	"noddy/engine/players/baseline"
	"noddy/engine/players/classic"
)

// The players as they stood before issue 23, frozen in
// engine/players/baseline, for sim's duplicate matches against the one
// stack's: "expert-v1" (du Coeur's own expert in du Coeur's Noddy, the
// family's in every other game) and "medium-v1"; and the classic reference
// player (engine/players/classic). The game does not link them.
func init() {
	players.RegisterMeasure("classic", func(r engine.Rules, _ uint64) (players.Actor, error) {
		return classic.New(r), nil
	})
	for _, name := range []string{"expert", "medium"} {
		players.RegisterMeasure(name+"-v1", func(r engine.Rules, seed uint64) (players.Actor, error) {
			return baseline.New(r, name, seed)
		})
	}
}

// namedEntrant is arena.NamedEntrant, and for du Coeur's Noddy the
// measuring sticks of engine/players/baseline the one stack has no part in
// (peek, which sees the other hand; antipeek, the best reply to peek; and
// antipeek-nofilter), which read the match.
func namedEntrant(name string) (arena.Entrant, error) {
	if e, err := arena.NamedEntrant(name); err == nil {
		return e, nil
	}
	e, err := baseline.NamedEntrant(name)
	if err != nil {
		return nil, err
	}
	return func(m *engine.Match, seat int, seed uint64) (players.Player, error) {
		return e(m, seat, seed)
	}, nil
}
