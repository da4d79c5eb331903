package tutorial

import "strings"

// Cursor is where a reader is in a tutorial, and whether it plays on by
// itself: the controls of the tutorial scene (next, back, play/pause,
// restart) without any window, so they are tested here. The zero value is
// not usable; use NewCursor.
type Cursor struct {
	t       *Tutorial
	i       int
	playing bool
	ticks   int // ticks spent on the current step while playing
	tps     int
}

// NewCursor starts at step 0, paused. tps is the game's ticks per second
// (60 in Ebitengine); a value below 1 means 60.
func NewCursor(t *Tutorial, tps int) *Cursor {
	if tps < 1 {
		tps = 60
	}
	return &Cursor{t: t, tps: tps}
}

// At returns the current step's index, 0-based.
func (c *Cursor) At() int { return c.i }

// Step returns the current step.
func (c *Cursor) Step() Step { return c.t.Step(c.i) }

// Playing reports whether auto-advance is on.
func (c *Cursor) Playing() bool { return c.playing }

// AtEnd reports whether the current step is the last.
func (c *Cursor) AtEnd() bool { return c.i == c.t.Len()-1 }

// Next moves one step on and reports whether it moved (false at the end).
func (c *Cursor) Next() bool {
	c.ticks = 0
	if c.AtEnd() {
		c.playing = false
		return false
	}
	c.i++
	return true
}

// Back moves one step back and reports whether it moved (false at the start).
// It pauses auto-advance: a reader going back wants to read.
func (c *Cursor) Back() bool {
	c.ticks, c.playing = 0, false
	if c.i == 0 {
		return false
	}
	c.i--
	return true
}

// Seek moves to step i (clamped) and pauses.
func (c *Cursor) Seek(i int) {
	c.i, c.ticks, c.playing = clamp(i, c.t.Len()), 0, false
}

// Restart goes back to step 0, paused.
func (c *Cursor) Restart() { c.Seek(0) }

// Toggle switches auto-advance on or off; at the last step it restarts
// playing from the start.
func (c *Cursor) Toggle() {
	c.playing = !c.playing
	c.ticks = 0
	if c.playing && c.AtEnd() {
		c.i = 0
	}
}

// Tick advances the auto-play clock by one tick and reports whether it
// moved to the next step. Each step stays up for its reading time (Dwell).
func (c *Cursor) Tick() bool {
	if !c.playing {
		return false
	}
	c.ticks++
	if c.ticks < Dwell(c.Step(), c.tps) {
		return false
	}
	return c.Next()
}

// Dwell is how many ticks auto-play leaves step s up: a slow reading pace
// of about three words a second, at least 3 s and at most 25 s.
func Dwell(s Step, tps int) int {
	words := len(strings.Fields(s.Title + " " + s.Text))
	secs := min(max(3.0, float64(words)/3+1), 25)
	return int(secs * float64(tps))
}
