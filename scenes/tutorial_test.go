package scenes

import (
	"testing"

	"noddy/engine"
	"noddy/tutorial"
	"noddy/ui/input"
	"noddy/ui/shell"
)

func keyFrame(k input.Key) input.Frame {
	var f input.Frame
	f.Keys[k] = true
	return f
}

// settle ticks (update and draw) until the tutorial's table is still.
func (h *harness) settle(t *testing.T) {
	t.Helper()
	for i := 0; i < 3000; i++ {
		a := h.g.app
		if a.Fade == 0 && a.Tutorial.Tour != nil && !a.Tutorial.Tour.Table.Busy() {
			return
		}
		if err := h.tick(input.Frame{}); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the tutorial's table never came to rest")
}

// The tutorial scene runs to its last step in the game loop, drawing every
// frame, with the narration's scores on the table at each step.
func TestTutorialRunsToTheEnd(t *testing.T) {
	for _, c := range []struct {
		name     string
		w, h     int
		contrast bool
		speed    string
	}{{"landscape", 1280, 800, false, "fast"}, {"portrait, high contrast", 600, 900, true, "instant"}} {
		t.Run(c.name, func(t *testing.T) {
			hc := c.contrast
			h := newHarness(t, Options{Scene: "tutorial", Speed: c.speed, HighContrast: &hc}, c.w, c.h)
			tu := tutorial.New()
			for i := 0; i < tu.Len(); i++ {
				h.settle(t)
				s := h.g.Snapshot()
				if s.Scene != "tutorial" || s.Step != i+1 || s.Steps != tu.Len() || [2]int(s.Scores) != tu.Step(i).Scores {
					t.Fatalf("snapshot %s step %d of %d, scores %v; want step %d of %d, scores %v",
						s.Scene, s.Step, s.Steps, s.Scores, i+1, tu.Len(), tu.Step(i).Scores)
				}
				// Next turns the step's pages (if the panel cut its text),
				// then moves on.
				for k := 0; k < 10 && h.g.Snapshot().Step == i+1 && i+1 < tu.Len(); k++ {
					if err := h.tick(keyFrame(input.KeyRight)); err != nil {
						t.Fatal(err)
					}
				}
			}
			h.settle(t)
			if s := h.g.Snapshot(); s.Step != s.Steps || !s.Over || s.Winner != 0 {
				t.Fatalf("end: step %d of %d, over %v, winner %d", s.Step, s.Steps, s.Over, s.Winner)
			}
		})
	}
}

// At the starter's step the starter glows (the art's glow colour around
// it), and the narration panel sits where the log is.
func TestTutorialPixels(t *testing.T) {
	h := newHarness(t, Options{Scene: "tutorial", Step: 4, Speed: "fast"}, 1280, 800)
	h.settle(t)
	a := h.g.app
	if st := a.Tutorial.Tour.Cur.Step(); st.Kind != tutorial.KindStarter || a.Tutorial.Tour.Table.Marked != engine.SetOf(st.Highlight...) {
		t.Fatalf("step 4 is %s, marked %v", st.Kind, a.Tutorial.Tour.Table.Marked)
	}
	if err := h.tick(input.Frame{}); err != nil {
		t.Fatal(err)
	}
	r := a.L.Starter
	// The glow is a soft golden halo: red well above the felt's and above
	// blue, where felt and shadow are green or dark.
	glow := func(x, y float64) bool {
		c := h.at(x, y)
		return c.R > 140 && int(c.R) > int(c.B)+70
	}
	if !glow(r.X+r.W/2, r.Y-r.W*0.03) {
		t.Errorf("above the starter %v: want the glow", h.at(r.X+r.W/2, r.Y-r.W*0.03))
	}
	// The pack beside it does not glow.
	p := a.L.Pack
	if glow(p.X+p.W/2, p.Y+p.H+p.W*0.03) {
		t.Errorf("under the pack %v: want no glow", h.at(p.X+p.W/2, p.Y+p.H+p.W*0.03))
	}
	// The panel: dark, not felt green.
	pr := a.Tutorial.TourPanel()
	if c := h.at(pr.X+pr.W-6, pr.Y+pr.H-6); feltGreen(c) || c.R > 120 {
		t.Errorf("narration panel corner %v: want the dark panel", c)
	}
	// Back, by the button, redraws step 3 at once.
	bs, _ := a.Buttons()
	x, y := bs[0].Centre()
	if err := h.tick(input.Frame{Tap: true, TapX: x, TapY: y}); err != nil {
		t.Fatal(err)
	}
	if s := h.g.Snapshot(); s.Step != 3 {
		t.Fatalf("after Back: step %d, want 3", s.Step)
	}
}

// BenchmarkTutorialFrame is a steady frame of the tutorial at your first
// turn (the longest narration): Update and Draw only, as BenchmarkTableFrame.
func BenchmarkTutorialFrame(b *testing.B) {
	h := newHarness(b, Options{Scene: "tutorial", Step: 9, Speed: "instant"}, 1280, 800)
	for range 10 { // warm the text cache
		_ = h.tick(input.Frame{})
	}
	h.benchFrames(b)
}

// BenchmarkTutorialNextFrame is the frame that moves to the next step
// (instant speed): the table takes the step's events and the narration is
// laid out and rendered anew. At the last step R restarts, untimed.
func BenchmarkTutorialNextFrame(b *testing.B) {
	h := newHarness(b, Options{Scene: "tutorial", Speed: "instant"}, 1280, 800)
	_ = h.tick(input.Frame{})
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	for i := 0; i < b.N; i++ {
		if s := h.g.Snapshot(); s.Step == s.Steps {
			_ = h.tick(keyFrame(input.KeyR))
		}
		inLoop(func() {
			b.StartTimer()
			h.in.next = keyFrame(input.KeyRight)
			_ = h.g.Update()
			h.screen.Clear()
			h.g.Draw(h.screen)
			b.StopTimer()
		})
	}
}

// An idle tutorial is not redrawn; the next step, a page or play/pause is.
func TestTutorialRedrawsOnChange(t *testing.T) {
	h := newHarness(t, Options{Scene: "tutorial", Step: 2, Speed: "instant"}, 1280, 800)
	h.g.forceDraw = false
	h.settle(t)
	for range 3 {
		_ = h.tick(input.Frame{})
	}
	n := h.g.draws
	for range 20 {
		_ = h.tick(input.Frame{})
	}
	if h.g.draws != n {
		t.Fatalf("idle: %d frames drawn in 20 ticks, want 0", h.g.draws-n)
	}
	for _, k := range []input.Key{input.KeyRight, input.KeyP, input.KeyP, input.KeyLeft} {
		n = h.g.draws
		_ = h.tick(keyFrame(k))
		if h.g.draws != n+1 {
			t.Fatalf("key %d: %d frames drawn, want 1", k, h.g.draws-n)
		}
	}
}

// The game's snapshot offers "match" at the tutorial's last step (and only
// there); tapping it goes to the table with a new match.
func TestTutorialLastStepMatchButton(t *testing.T) {
	n := tutorial.New().Len()
	h := newHarness(t, Options{Scene: "tutorial", Step: n, Speed: "instant"}, 1280, 800)
	if err := h.tick(input.Frame{}); err != nil { // drawn: the narration's pages are known
		t.Fatal(err)
	}
	s := h.g.Snapshot()
	var match *input.Button
	for i, b := range s.Buttons {
		if b.Name() == "match" {
			match = &s.Buttons[i]
		}
		if b.Name() == "next" {
			t.Errorf("the last step still offers next: %+v", s.Buttons)
		}
	}
	if s.Step != n || match == nil {
		t.Fatalf("step %d of %d, buttons %+v: no match button", s.Step, n, s.Buttons)
	}
	x, y := match.Rect.X+match.Rect.W/2, match.Rect.Y+match.Rect.H/2
	if err := h.tick(input.Frame{Tap: true, TapX: x, TapY: y}); err != nil {
		t.Fatal(err)
	}
	for range shell.FadeTicks + 1 {
		if err := h.tick(input.Frame{}); err != nil {
			t.Fatal(err)
		}
	}
	if s := h.g.Snapshot(); s.Scene != "table" || s.Over || h.g.app.Play.Table == nil || h.g.app.Play.Table.Deal != 1 {
		t.Fatalf("after Play a match: scene %q, over %v; want the first deal of a new match", s.Scene, s.Over)
	}
}
