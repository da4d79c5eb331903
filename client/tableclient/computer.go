package tableclient

import (
	"noddy/engine"
	"noddy/engine/players"
)

// Computer is the computer player at level (engine/players' names) as a
// decider for any game of the family: the one place that knows how a
// computer player is made. The player is built for the table's rules at
// the first prompt; a level the game has no player for (the expert is
// du Coeur's Noddy's) plays as easy.
func Computer(level string, seed uint64) (func(engine.View) engine.Action, error) {
	if _, err := players.New(engine.Noddy(), level, seed); err != nil {
		return nil, err
	}
	var a players.Actor
	return func(v engine.View) engine.Action {
		if a == nil {
			var err error
			if a, err = players.New(v.Rules, level, seed); err != nil {
				a, _ = players.New(v.Rules, "easy", seed)
			}
		}
		return a.Act(v)
	}, nil
}
