package scenes

import (
	"testing"
	"time"

	"noddy/ui/input"
)

// fakeClock is the wall clock as a test moves it.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// extras runs a pacer over Updates the gaps apart (the first Update at
// gaps[0], which is the first the pacer sees) and returns each Update's
// extra ticks.
func extras(gaps []time.Duration) []int {
	clk := &fakeClock{t: time.Unix(1_000_000, 0)}
	p := newPacer(clk.now)
	out := make([]int, len(gaps))
	for i, d := range gaps {
		clk.t = clk.t.Add(d)
		out[i] = p.extra()
	}
	return out
}

func repeat(d time.Duration, n int) []time.Duration {
	out := make([]time.Duration, n)
	for i := range out {
		out[i] = d
	}
	return out
}

func TestPacerExtraTicks(t *testing.T) {
	const ms = time.Millisecond
	for _, c := range []struct {
		name string
		gaps []time.Duration
		want func(i int) int // the extra ticks of Update i
	}{
		// A tick a frame, however long it runs: 16.7 ms is a little slower
		// than 60 a second, and that is not caught up.
		{"16.7 ms", repeat(16700*time.Microsecond, 2000), func(int) int { return 0 }},
		{"1/60 s", repeat(time.Second/60, 2000), func(int) int { return 0 }},
		// 100 ms is six ticks: five after the Update's own, from the second
		// Update on (the first has nothing to measure from).
		{"100 ms", repeat(100*ms, 50), func(i int) int { return min(i, 1) * 5 }},
		// A second is 60 ticks: 8 more at most, the rest let go.
		{"1 s", repeat(time.Second, 20), func(i int) int { return min(i, 1) * maxCatchUp }},
		// A stall catches up 8 ticks, then nothing is owed.
		{"a stall", append(append(repeat(time.Second/60, 10), time.Minute, time.Hour), repeat(time.Second/60, 20)...),
			func(i int) int { return map[bool]int{true: maxCatchUp}[i == 10 || i == 11] }},
		// Frames of 50 ms to which Ebitengine gives three Updates back to
		// back: the first sees the 50 ms, and those are Ebitengine's ticks,
		// not to be run twice.
		{"Ebitengine's own catch-up", func() []time.Duration {
			var g []time.Duration
			for range 30 {
				g = append(g, 50*ms, 0, 0)
			}
			return g
		}(), func(int) int { return 0 }},
		// A clock stepped back runs no more than one tick.
		{"clock back", []time.Duration{0, -time.Second, time.Second / 60}, func(int) int { return 0 }},
	} {
		got := extras(c.gaps)
		for i, n := range got {
			if n != c.want(i) {
				t.Errorf("%s: Update %d (%v after the one before) runs %d extra ticks, want %d; all: %v", c.name, i, c.gaps[i], n, c.want(i), got)
				break
			}
		}
	}
}

// ebitenClock is internal/clock's calcCountFromTPS at 60 TPS (the copy in
// third_party/ebiten): how many Updates Ebitengine runs in a frame drawn at
// now. Past 5/60 s it gives up catching up: one Update, and its clock is
// set to now.
type ebitenClock struct{ last time.Duration }

func (c *ebitenClock) updates(now time.Duration) int {
	const tick = time.Second / 60
	diff := now - c.last
	count, sync := 0, false
	if diff > 5*tick {
		sync = true
	} else {
		count = int(diff * 60 / time.Second)
	}
	if count == 0 && tick/2 < diff {
		count = 1
	}
	if count == 2 && tick*3/2 > diff {
		count = 1
	}
	if sync {
		c.last = now
	} else {
		c.last += time.Duration(count) * tick
	}
	return count
}

// TestPacerWithEbitengine: a minute of frames of one length, each given the
// Updates Ebitengine's clock gives it and each Update the pacer's extra
// ticks. Without the pacer the model gets 3,600 ticks only while
// Ebitengine catches up itself (frames up to 5/60 s, and not reliably near
// it); with it, the wall clock's 3,600 to within a frame's ticks (the first
// Update has nothing to measure from) up to 150 ms a frame, then 9 a frame.
func TestPacerWithEbitengine(t *testing.T) {
	const ms = time.Millisecond
	for _, c := range []struct {
		frame       time.Duration
		alone, want int // ticks without the pacer, with it
	}{
		{time.Second / 60, 3600, 3600},
		{time.Second / 30, 3600, 3601},
		{50 * ms, 3600, 3600},
		{70 * ms, 2915, 3599},
		{80 * ms, 1875, 3596},
		{83 * ms, 1805, 3592},
		{100 * ms, 600, 3595},
		{150 * ms, 400, 3592},
		{200 * ms, 300, 2692},
		{time.Second, 60, 532},
	} {
		start := time.Unix(1_000_000, 0)
		clk := &fakeClock{t: start}
		p := newPacer(clk.now)
		eb := ebitenClock{}
		alone, ticks := 0, 0
		for i := 1; i <= int(time.Minute/c.frame); i++ {
			now := time.Duration(i) * c.frame
			clk.t = start.Add(now) // a frame's Updates run back to back
			n := eb.updates(now)
			alone += n
			for range n {
				ticks += 1 + p.extra()
			}
		}
		if alone != c.alone || ticks != c.want {
			t.Errorf("frames of %v: %d ticks in a minute without the pacer, %d with it; want %d and %d", c.frame, alone, ticks, c.alone, c.want)
		}
	}
}

// TestHeld: a catch-up tick has the pointer where it was and none of the
// frame's presses.
func TestHeld(t *testing.T) {
	var f input.Frame
	f.Keys[input.KeyEnter], f.Keys[input.KeyM] = true, true
	f.Pointer, f.PointerX, f.PointerY = true, 12.5, 40
	f.Tap, f.TapX, f.TapY, f.Touch = true, 3, 4, true
	f.Wheel = -2
	if got, want := held(f), (input.Frame{Pointer: true, PointerX: 12.5, PointerY: 40}); got != want {
		t.Errorf("held(%+v) = %+v, want %+v", f, got, want)
	}
}

// TestKeepPace: the game with KeepPace, its clock the test's. Each Update
// runs the ticks its time since the one before asks for, up to 9; a tap
// and a key reach the game once, whatever the ticks.
func TestKeepPace(t *testing.T) {
	h := newHarness(t, Options{Seed: 7, Scene: "title", KeepPace: true}, 800, 500)
	clk := &fakeClock{t: time.Unix(1_000_000, 0)}
	h.g.pace = newPacer(clk.now)
	a := h.g.app
	update := func(gap time.Duration, f input.Frame) int {
		t.Helper()
		clk.t = clk.t.Add(gap)
		h.in.next = f
		before := a.Tick
		if err := h.g.Update(); err != nil {
			t.Fatal(err)
		}
		return a.Tick - before
	}
	tap := func(name string) input.Frame {
		t.Helper()
		for _, b := range h.g.Snapshot().Buttons {
			if b.Name() == name {
				x, y := b.Centre()
				return input.Frame{Pointer: true, PointerX: x, PointerY: y, Tap: true, TapX: x, TapY: y}
			}
		}
		t.Fatalf("no %s button in scene %s: %+v", name, a.Scene, h.g.Snapshot().Buttons)
		return input.Frame{}
	}
	want := func(what string, got, want int) {
		t.Helper()
		if got != want {
			t.Errorf("%s: %d ticks, want %d", what, got, want)
		}
	}
	want("the first Update", update(0, input.Frame{}), 1)
	for range 30 {
		want("16.7 ms on", update(16700*time.Microsecond, input.Frame{}), 1)
	}
	// Frames of 100 ms: six ticks each. Settings opens (after its fade).
	want("a tap after 100 ms", update(100*time.Millisecond, tap("settings")), 6)
	for i := 0; a.Scene.String() != "settings" || a.Fade > 0; i++ {
		if i == 20 {
			t.Fatalf("Settings did not open: scene %s, fade %d", a.Scene, a.Fade)
		}
		want("100 ms on", update(100*time.Millisecond, input.Frame{}), 6)
	}
	// The contrast's tap turns it on: once (twice would turn it off again).
	want("the contrast's tap", update(100*time.Millisecond, tap("contrast")), 6)
	if !a.Settings.HighContrast {
		t.Errorf("high contrast off after one tap on it")
	}
	// The down arrow moves the focus one button down, not six.
	focus, n := a.Focus, len(settingsButtons(t, h))
	want("the down arrow", update(100*time.Millisecond, input.Frame{Keys: keys(input.KeyDown)}), 6)
	if a.Focus != (focus+1)%n {
		t.Errorf("the focus went from %d to %d on one down arrow, want %d", focus, a.Focus, (focus+1)%n)
	}
	// A second's stall: 9 ticks, and nothing owed after it.
	want("a second's stall", update(time.Second, input.Frame{}), 1+maxCatchUp)
	want("16.7 ms after the stall", update(16700*time.Microsecond, input.Frame{}), 1)
	// The contrast was tapped once and the focus moved once; every tick
	// since has had neither.
	if !a.Settings.HighContrast || a.Focus != (focus+1)%n {
		t.Errorf("after the stall: contrast %v, focus %d", a.Settings.HighContrast, a.Focus)
	}
}

func settingsButtons(t *testing.T, h *harness) []Button {
	t.Helper()
	bs := h.g.Snapshot().Buttons
	if len(bs) == 0 {
		t.Fatal("no buttons on Settings")
	}
	return bs
}
