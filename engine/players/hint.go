package players

import "noddy/engine"

// Advice is the hint for one legal card.
type Advice struct {
	Card engine.Card
	// WinChance is the expert's estimate (0..1) of the chance of winning
	// the match after laying Card, averaged over the hands the other seat
	// may hold.
	WinChance float64
	// Points is what Card scores at once in the count (rules, "The count"),
	// not counting a last card if the other seat must then say go.
	Points int
	// Reason says why in one line: "makes fifteen for two; leaves the
	// count at 15: they score on it with 40% of the hands they may hold".
	Reason string
}

// Hint ranks every legal card of v best first as Advise does, for a seat
// to lay: each with its win chance, immediate points and reason. It is
// empty when v.Seat has no card to lay.
func Hint(v engine.View) []Advice {
	if len(v.Legal) == 0 {
		return nil
	}
	if len(v.Actions) == 0 { // a hand-made view: the lays are the legal cards
		for _, c := range v.Legal {
			v.Actions = append(v.Actions, engine.Action{Seat: v.Seat, Card: c})
		}
	}
	var out []Advice
	for _, c := range Advise(v) {
		if c.Action.Kind == engine.ActLay {
			out = append(out, Advice{Card: c.Action.Card, WinChance: c.WinChance, Points: c.Points, Reason: c.Reason})
		}
	}
	return out
}
