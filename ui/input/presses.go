package input

// Press is one press caught by the page's own listeners (the browser build):
// a key going down, or a tap (a pointer released) at X, Y in logical pixels.
type Press struct {
	Key   Key // KeyNone for a tap
	X, Y  float64
	Touch bool // the tap was a finger or a pen: no hover
}

// maxCarried bounds the presses waiting for a free slot in a Frame.
const maxCarried = 8

// Presses merges presses caught between ticks into the Frames polled from
// Ebitengine, which reads input state once a tick and so never sees a press
// released before the next tick. Each tick, the presses caught since the
// last one are matched against what the Frame already reports (a key
// pressed, a tap): a matched press was seen and is dropped, so nothing
// counts twice. The rest are reported, one tap and each key once a tick,
// and any that do not fit wait for the next ticks.
type Presses struct {
	carry []Press
}

// Merge returns f with the unseen presses among caught added. caught is in
// the order the presses happened; the slice is not kept.
func (p *Presses) Merge(f Frame, caught []Press) Frame {
	tapSeen, keySeen := f.Tap, f.Keys
	// Ebitengine's tap is at the latest release: match from the newest.
	unseen := make([]bool, len(caught))
	for i := len(caught) - 1; i >= 0; i-- {
		c := caught[i]
		switch {
		case c.Key == KeyNone && tapSeen:
			tapSeen = false
		case c.Key != KeyNone && c.Key < NumKeys && keySeen[c.Key]:
			keySeen[c.Key] = false
		case c.Key < NumKeys:
			unseen[i] = true
		}
	}
	for i, c := range caught {
		if unseen[i] && len(p.carry) < maxCarried {
			p.carry = append(p.carry, c)
		}
	}
	keep := p.carry[:0]
	for _, c := range p.carry {
		switch {
		case c.Key == KeyNone && !f.Tap:
			f.Tap, f.TapX, f.TapY, f.Touch = true, c.X, c.Y, c.Touch
			if !c.Touch {
				f.Pointer, f.PointerX, f.PointerY = true, c.X, c.Y
			}
		case c.Key != KeyNone && !f.Keys[c.Key]:
			f.Keys[c.Key] = true
		default:
			keep = append(keep, c)
		}
	}
	p.carry = keep
	return f
}

// Waiting returns how many presses wait for a later tick.
func (p *Presses) Waiting() int { return len(p.carry) }
