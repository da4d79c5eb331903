package table

import (
	"noddy/engine"
	"noddy/engine/players"
)

// mt is the engine's match behind a local table: the truth, for tests.
func mt(t *Table) *engine.Match { return t.src.(*LocalSource).m }

// Du Coeur's Noddy's sprites (SlotsFor(engine.Noddy())): the hands 0-5,
// the pile 6-11, the starter 12, the cut 13-14 (TestNoddySlots).
const (
	SpHand    = 0
	SpPile    = 6
	SpStarter = 12
	SpCut     = 13
)

// newTestTable starts a local match of du Coeur's Noddy, the players given
// at their seats (nil: the person).
func newTestTable(seed uint64, ps [2]players.Player, speed Speed) (*Table, error) {
	acts := make([]players.Actor, 2)
	for s, p := range ps {
		if p != nil {
			acts[s] = players.Lays(p)
		}
	}
	src, err := NewLocalSource(engine.Noddy(), seed, acts)
	if err != nil {
		return nil, err
	}
	return NewTable(src, nil, speed), nil
}
