package belief

import "noddy/engine"

// Du Coeur's Noddy is a game for two: these read a view's other seat.

func oppHeld(v *engine.View) int {
	if len(v.Held) < 2 {
		return 0
	}
	return v.Held[v.Opp()]
}

func oppShow(v *engine.View) []engine.Combo {
	if len(v.Shows) < 2 {
		return nil
	}
	return v.Shows[v.Opp()]
}

func oppLaid(v *engine.View) []engine.Card {
	if len(v.Laid) < 2 {
		return nil
	}
	return v.Laid[v.Opp()]
}

// wentAt is the count at which the other seat said go this count, or -1.
func wentAt(v *engine.View) int {
	if len(v.WentAt) < 2 {
		return -1
	}
	return v.WentAt[v.Opp()]
}

// rankPips is the pips of each 0-based rank.
var rankPips = [13]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10}
