package input

// Taps turns touches into taps without depending on frame-perfect timing:
// each tick it is told where the live touches are, and a touch that has
// ended is a tap at the last place it was seen, however many ticks it was
// held. (A touch that starts and ends between two ticks is never reported
// by Ebitengine, so it cannot be seen at all.)
type Taps struct {
	last map[int][2]float64
}

// Seen records a live touch id at (x, y) this tick.
func (t *Taps) Seen(id int, x, y float64) {
	if t.last == nil {
		t.last = map[int][2]float64{}
	}
	t.last[id] = [2]float64{x, y}
}

// Ended reports the tap made by touch id ending: where it was last seen,
// and ok false if it was never seen.
func (t *Taps) Ended(id int) (x, y float64, ok bool) {
	p, ok := t.last[id]
	if ok {
		delete(t.last, id)
	}
	return p[0], p[1], ok
}
