package table

import "noddy/engine/players"

// Hint returns the expert's advice for the person's decision
// (players.Advise on the seat's view: nothing the person cannot see),
// best first; nil when the table is not waiting for the person. It
// searches: call it once per request, not every frame.
func (t *Table) Hint() []players.Choice {
	d := t.Decision()
	if d.Kind == DecNone || d.Kind == DecClaim || d.Kind == DecDeclare {
		return nil // a claim is the person's own count: the hint would give it away
	}
	return players.Advise(d.view)
}
