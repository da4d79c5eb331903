package input

// Taps turns touches into taps and drags without depending on
// frame-perfect timing: each tick it is told where the live touches are,
// and a touch that has ended is a tap at the last place it was seen,
// however many ticks it was held, unless it moved more than TapSlop from
// where it began: then it was a drag (a finger scrolling the log), and
// each tick's movement is reported by Seen instead. (The browser build's
// Ebitengine keeps a touch begun and ended between two ticks for the next:
// tools/ebiten/noddy.patch, part 5.)
type Taps struct {
	live map[int]*touch
}

type touch struct {
	x0, y0, x, y float64
	dragging     bool
}

// TapSlop is how far (logical pixels) a finger may move and still tap.
const TapSlop = 10

// Seen records a live touch id at (x, y) this tick. It returns how far
// the touch moved down since the last tick when it is a drag (0 else).
func (t *Taps) Seen(id int, x, y float64) (dy float64, drag bool) {
	if t.live == nil {
		t.live = map[int]*touch{}
	}
	p, ok := t.live[id]
	if !ok {
		t.live[id] = &touch{x0: x, y0: y, x: x, y: y}
		return 0, false
	}
	dx0, dy0 := x-p.x0, y-p.y0
	if !p.dragging && dx0*dx0+dy0*dy0 > TapSlop*TapSlop {
		p.dragging = true
		p.y = p.y0 // the drag moves from where the finger came down
	}
	dy, p.x, p.y = y-p.y, x, y
	if !p.dragging {
		return 0, false
	}
	return dy, true
}

// Ended reports the tap made by touch id ending: where it was last seen,
// and ok false if it was never seen or was a drag.
func (t *Taps) Ended(id int) (x, y float64, ok bool) {
	p, ok := t.live[id]
	if !ok {
		return 0, 0, false
	}
	delete(t.live, id)
	return p.x, p.y, !p.dragging
}
