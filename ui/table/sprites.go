package table

import "noddy/engine"

// SpriteOf is the shown sprite of card c, -1 for none.
func (t *Table) SpriteOf(c engine.Card) int {
	if !c.Valid() {
		return -1
	}
	for i := range t.Slots.N {
		if sp := &t.Sprites[i]; sp.Shown && sp.Card == c {
			return i
		}
	}
	return -1
}
