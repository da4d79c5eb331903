package players

import "noddy/engine"

// DiscardValue is the family expert's value of one way to lay out to the
// crib: the kept hand's expected show, averaged over every starter the
// seat cannot see, and the expected show of the cards laid out in the crib
// (from the expert's crib tables), which counts for the seat when its side
// deals (OwnCrib) and against it otherwise. Advise turns the same two
// numbers into a chance of winning.
type DiscardValue struct {
	Action  engine.Action
	Hand    float64
	Crib    float64
	OwnCrib bool
}

// DiscardValues values each of v's discards (v.Actions, in that order) as
// the family expert does. It is empty when v's seat is not to lay out, and
// for du Coeur's Noddy, which has no crib.
func DiscardValues(v engine.View) []DiscardValue {
	if len(v.Actions) == 0 || v.Actions[0].Kind != engine.ActDiscard {
		return nil
	}
	f := NewFamily(FamilyExpertConfig(), v.Rules, 1)
	vals := f.discardValues(&v)
	out := make([]DiscardValue, len(vals))
	for i, d := range vals {
		out[i] = DiscardValue{Action: v.Actions[i], Hand: d.hand, Crib: d.crib, OwnCrib: d.sign > 0}
	}
	return out
}
