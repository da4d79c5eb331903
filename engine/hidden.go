package engine

import (
	"math/rand/v2"
	"slices"
)

// Rehand returns a copy of the match in which seat holds cards instead of
// its unplayed cards; nothing else changes, so every other seat's view is
// the same. It is for tests that a player reads only its view.
func (m *Match) Rehand(seat int, cards []Card) *Match {
	c := m.Clone()
	if seat >= 0 && seat < len(c.held) {
		c.held[seat] = slices.Clone(cards)
	}
	return c
}

// SwapHidden returns a copy of the match in which every card seat cannot
// see (the other seats' unplayed cards, the crib before it is turned, the
// undealt pack) is dealt again at random from seed, each place keeping its
// number of cards; seat's view is unchanged. For tests that a player reads
// only its view: its choice must not change.
func (m *Match) SwapHidden(seat int, seed uint64) *Match {
	c := m.Clone()
	seen := SetOf(c.starter)
	if seat >= 0 && seat < len(c.held) {
		seen |= SetOf(c.dealt[seat]...) | SetOf(c.kept[seat]...)
	}
	seen |= SetOf(c.lays...)
	if c.cribUp {
		seen |= SetOf(c.crib...)
	}
	if c.mog.stage == 3 && c.mog.pass != nil {
		seen |= SetOf(c.mog.pass...)
	}
	var pool []Card
	var places [][]Card
	for s := range c.held {
		if s != seat {
			places = append(places, c.held[s])
		}
	}
	if !c.cribUp {
		places = append(places, c.crib)
	}
	for _, p := range places {
		for _, x := range p {
			if !seen.Has(x) {
				pool = append(pool, x)
			}
		}
	}
	rest := c.pack[c.next:]
	pool = append(pool, rest...)
	rng := rand.New(rand.NewPCG(seed, 0x51de))
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	k := 0
	for _, p := range places {
		for i, x := range p {
			if !seen.Has(x) {
				p[i] = pool[k]
				k++
			}
		}
	}
	copy(rest, pool[k:])
	return c
}
