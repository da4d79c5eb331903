package tableclient

import (
	"noddy/engine"
	"noddy/engine/players"
)

// Computer is the computer player at level (engine/players' names) as a
// decider: the one place to change when players act for the whole
// family. Today's players choose a card in the count; any other decision
// takes the first legal action.
func Computer(level string, seed uint64) (func(engine.View) engine.Action, error) {
	p, err := players.NewPlayer(level, seed)
	if err != nil {
		return nil, err
	}
	return func(v engine.View) engine.Action {
		if v.Phase == engine.PhaseCount && len(v.Legal) > 0 {
			return engine.Action{Seat: v.Seat, Card: p.Choose(v)}
		}
		if len(v.Actions) > 0 {
			return v.Actions[0]
		}
		return engine.Action{Seat: v.Seat, Card: engine.NoCard}
	}, nil
}
