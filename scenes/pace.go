package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/ui/input"
)

// The game's pace when frames are slow. Ebitengine runs Update 60 times a
// second while a frame takes at most 5/60 s; after a slower frame (software
// WebGL, a slow phone) it gives up catching up and runs one Update
// (internal/clock's calcCountFromTPS), and the table, whose animations are
// counted in ticks, runs in slow motion. A pacer keeps the wall clock here,
// in the drawing layer: package ui stays tick-based and deterministic.

// maxCatchUp is the most ticks an Update runs after its own. Down to about
// 6.7 frames a second (150 ms, 9 ticks a frame) the game keeps its pace, so
// software WebGL's 5–10 frames a second are mostly covered; below that it
// runs 9 ticks a frame, nine times what Ebitengine alone gives. More would
// turn each drawn frame into a jump (a lay is 8 ticks at normal speed) and
// let a stall (a hidden tab, a debugger, the first frame's art) fast-forward
// further: 150 ms at most is a card's flight, not a move missed. A catch-up
// tick is the model's work alone, no drawing (ui's AppUpdate: about 5 µs
// natively), but for a review being worked out, which takes its budget (8
// ms) in each tick and so finishes in fewer frames.
const maxCatchUp = 8

// pacer tells how many ticks an Update runs beyond its own.
type pacer struct {
	now  func() time.Time
	last time.Time // the previous Update's start; zero before the first
	// behind is how far the model is behind the wall clock, in ticks scaled
	// to time.Second (exact at any TPS): the wall time × TPS, less a second
	// a tick run. It goes below zero while Ebitengine catches up itself (a
	// frame under 5/60 s gets several Updates back to back, the first of
	// which saw the whole frame's time), so those ticks are not run twice.
	behind time.Duration
}

// paceTPS is the game's ticks a second: Ebitengine's default, which the game
// never changes (tests' loop aside, where there is no pacer).
const paceTPS = ebiten.DefaultTPS

func newPacer(now func() time.Time) *pacer { return &pacer{now: now} }

// extra is called at the start of every Update and reports how many ticks
// to run after the Update's own. Only an Update more than 1.5 ticks after
// the one before catches up (as Ebitengine's clock: a frame a little late
// is not a reason for two ticks), by what the model is behind, rounded, up
// to maxCatchUp; what is more is let go, so a stall does not play on.
func (p *pacer) extra() int {
	t := p.now()
	if p.last.IsZero() {
		p.last = t
		return 0
	}
	dt := min(max(t.Sub(p.last), 0), time.Minute) // a minute × TPS cannot overflow
	p.last = t
	p.behind += dt*paceTPS - time.Second // the Update's own tick
	n := 0
	if dt*paceTPS > time.Second*3/2 && p.behind > time.Second/2 {
		n = min(int((p.behind+time.Second/2)/time.Second), maxCatchUp)
		p.behind -= time.Duration(n) * time.Second
	}
	// Ebitengine runs at most 5 Updates a frame: behind never needs to go
	// lower than that, nor higher than half a tick once caught up.
	p.behind = min(max(p.behind, -maxCatchUp*time.Second), time.Second/2)
	return n
}

// held is what a catch-up tick is given of its frame: where the pointer is,
// but no key, tap or wheel turn: those are the frame's first tick's, once.
func held(f input.Frame) input.Frame {
	return input.Frame{Pointer: f.Pointer, PointerX: f.PointerX, PointerY: f.PointerY}
}
