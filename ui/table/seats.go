package table

import (
	"noddy/engine"
	"noddy/engine/english"
)

// The table's names for the seats, by where they sit: the person at the
// bottom ("You"; in a demonstration nobody is "you", so "South"), the
// others round the table in the order of play — in a game for two the
// computer opposite; for three West on the left and East on the right;
// for four West, North (the partner, opposite) and East.

// placeNames are the names by place (0 at the bottom), for each number of
// seats; the person's place is "You"/"you" unless nobody plays it.
var placeNames = map[int][]string{
	2: {"South", "Computer"},
	3: {"South", "West", "East"},
	4: {"South", "West", "North", "East"},
}

// SeatVoice names the seats of rule set r for a table drawn for seat
// you: in the table's words for a person (person true) or for a
// demonstration.
func SeatVoice(r engine.Rules, you int, person bool) english.Voice {
	n := max(r.Seats, 2)
	names := placeNames[n]
	v := english.Voice{Rules: r, Short: make([]string, n), Mid: make([]string, n), You: -1}
	for p := range n {
		seat := (p + you) % n
		short, mid := names[p], names[p]
		switch {
		case p == 0 && person:
			short, mid = "You", "you"
			v.You = seat
		case n == 2 && !person:
			short, mid = [2]string{"South", "North"}[p], [2]string{"South", "North"}[p]
		case n == 2:
			short, mid = "Computer", "the computer"
		}
		v.Short[seat], v.Mid[seat] = short, mid
	}
	return v
}

// personSeats are du Coeur's Noddy's names, for tests.
var personSeats = SeatVoice(engine.Noddy(), 0, true)
