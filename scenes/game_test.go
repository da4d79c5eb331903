package scenes

import (
	"image"
	"image/color"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// fakeInput replays frames set by the test.
type fakeInput struct{ next input.Frame }

func (f *fakeInput) Poll() input.Frame {
	fr := f.next
	f.next = input.Frame{}
	return fr
}

type harness struct {
	g      *Game
	in     *fakeInput
	screen *ebiten.Image
	pix    *image.RGBA
}

func newHarness(t testing.TB, opts Options, w, h int) *harness {
	t.Helper()
	in := &fakeInput{}
	opts.Input, opts.Muted = in, true
	g, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	// Pixel checks use scale 1 whatever the monitor says, and draw every
	// frame into their own image.
	g.app.SetSize(float64(w), float64(h))
	g.forceDraw = true
	return &harness{g: g, in: in, screen: ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true}), pix: image.NewRGBA(image.Rect(0, 0, w, h))}
}

// tick runs one frame: the game's Update and Draw inside the loop.
func (h *harness) tick(f input.Frame) (err error) {
	inLoop(func() {
		h.in.next = f
		if err = h.g.Update(); err != nil {
			return
		}
		h.screen.Clear()
		h.g.Draw(h.screen)
	})
	return err
}

// rest runs the game's logic until the table waits for the person (or the
// match is over), then draws one frame.
func (h *harness) rest(t testing.TB) {
	t.Helper()
	for i := 0; i < 20000; i++ {
		s := h.g.Snapshot()
		if s.YourTurn || s.Over {
			if err := h.tick(input.Frame{}); err != nil {
				t.Fatal(err)
			}
			return
		}
		if err := h.g.Update(); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the table never came to rest")
}

func (h *harness) at(x, y float64) color.RGBA {
	inLoop(func() { h.screen.ReadPixels(h.pix.Pix) })
	return h.pix.RGBAAt(int(x), int(y))
}

func light(c color.RGBA) bool { return c.R > 200 && c.G > 190 && c.B > 160 }

func feltGreen(c color.RGBA) bool { return c.G > c.R+20 && c.G > c.B }

// At rest on the player's turn: the player's cards are face up (light card
// stock), the felt is green, and hovering a card lifts it into the felt
// above.
func TestTablePixels(t *testing.T) {
	h := newHarness(t, Options{Seed: 7, Scene: "table", Speed: "instant"}, 1280, 800)
	h.rest(t)
	s := h.g.Snapshot()
	if len(s.Hand) != 3 {
		t.Fatalf("hand %v", s.Hand)
	}
	r := s.Hand[1]
	// The middle of the card's left border strip, clear of any pips.
	if c := h.at(r.X+r.W*0.5, r.Y+r.H*0.5); !light(c) && !(c.R > 150) {
		t.Errorf("card centre %v: want a face-up card", c)
	}
	above := r.Y - r.H*0.06
	if c := h.at(r.X+r.W*0.5, above); !feltGreen(c) {
		t.Errorf("above the resting card %v: want felt", c)
	}
	cx, _ := r.Centre()
	if err := h.tick(input.Frame{Pointer: true, PointerX: cx, PointerY: r.Y + r.H/2}); err != nil {
		t.Fatal(err)
	}
	if c := h.at(r.X+r.W*0.5, above); !light(c) {
		t.Errorf("above the hovered card %v: want the lifted card's stock", c)
	}
	// The computer's cards are backs: dark red, not card stock.
	l := h.g.app.L
	b := l.Hands[1][0]
	if c := h.at(b.X+b.W/2, b.Y+b.H/2); light(c) {
		t.Errorf("computer's card %v: want its back", c)
	}
}

// High contrast: the surface is near black, the player's cards white.
func TestHighContrastPixels(t *testing.T) {
	on := true
	h := newHarness(t, Options{Seed: 7, Scene: "table", Speed: "instant", HighContrast: &on}, 960, 600)
	h.rest(t)
	l := h.g.app.L
	if c := h.at(l.Play.X+2, l.Play.Y+l.Play.H/2); c.R > 40 || c.G > 40 || c.B > 40 {
		t.Errorf("high-contrast felt %v: want near black", c)
	}
	r := h.g.Snapshot().Hand[0]
	if c := h.at(r.X+3*r.W/4, r.Y+r.H*0.45); c.R < 230 || c.G < 230 || c.B < 230 {
		t.Errorf("high-contrast card %v: want white", c)
	}
}

// A card that would pass 31 is dimmed.
func TestUnplayableCardDimmed(t *testing.T) {
	// Find a seed where, at rest, the player holds a card that does not fit.
	for seed := uint64(1); seed < 300; seed++ {
		h := newHarness(t, Options{Seed: seed, Scene: "table", Speed: "instant"}, 1280, 800)
		h.rest(t)
		tb := h.g.app.Play.Table
		for k := 0; k < 3 && !tb.Over; k++ {
			held := tb.Held(nil)
			for n, i := range held {
				if tb.Legal(tb.Sprites[i].Card) {
					continue
				}
				r := h.g.Snapshot().Hand[n]
				c := h.at(r.X+r.W*0.5, r.Y+r.H*0.5)
				if c.R > 160 {
					t.Fatalf("seed %d: unplayable %v drawn at %v: want dimmed", seed, tb.Sprites[i].Card, c)
				}
				return
			}
			// Lay a legal card and look again at the next turn.
			for _, i := range held {
				if tb.Legal(tb.Sprites[i].Card) {
					_ = tb.Play(tb.Sprites[i].Card)
					break
				}
			}
			h.rest(t)
		}
	}
	t.Skip("no seed gave an unplayable card")
}

// The whole game, drawn, under random input: it never panics and matches
// keep finishing.
func TestGameMonkey(t *testing.T) {
	h := newHarness(t, Options{Seed: 3, Speed: "instant", CanQuit: false}, 800, 500)
	rng := rand.New(rand.NewPCG(9, 9))
	a := h.g.app
	for tick := 0; tick < 6000; tick++ {
		var f input.Frame
		switch r := rng.IntN(10); {
		case r < 2:
			f.Tap, f.TapX, f.TapY = true, rng.Float64()*800, rng.Float64()*500
		case r < 3:
			f.Keys[input.Key(1+rng.IntN(int(input.NumKeys)-1))] = true
			f.Keys[input.KeyF11] = false
		case r < 6:
			s := h.g.Snapshot()
			switch {
			case len(s.Hand) > 0 && s.YourTurn:
				x, y := s.Hand[rng.IntN(len(s.Hand))].Centre()
				f.Tap, f.TapX, f.TapY = true, x, y
			case a.Play.Overlay == play.OvEnd:
				f.Keys[input.KeyN] = true
			case a.Scene != shell.SceneTable || a.Play.Overlay != play.OvNone:
				for _, b := range s.Buttons {
					if b.Name() == "play" || b.Name() == "back" || b.Name() == "close" || b.Name() == "no" {
						f.Tap, f.TapX, f.TapY = true, b.X+1, b.Y+1
					}
				}
			}
		}
		// Every tick's logic; every tenth tick drawn in a real frame.
		h.in.next = f
		if tick%10 == 0 {
			if err := h.tick(f); err != nil {
				t.Fatal(err)
			}
		} else if err := h.g.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if a.Play.Matches < 2 {
		t.Errorf("%d matches finished in 6000 ticks", a.Play.Matches)
	}
	t.Logf("%d matches", a.Play.Matches)
}

// BenchmarkTableFrame measures one steady frame (Update and Draw) of the
// table mid-count, waiting for the player's card.
func BenchmarkTableFrame(b *testing.B) {
	h := newHarness(b, Options{Seed: 7, Scene: "table", Speed: "instant"}, 1280, 800)
	h.rest(b)
	tb := h.g.app.Play.Table
	for _, i := range tb.Held(nil) {
		if tb.Legal(tb.Sprites[i].Card) {
			_ = tb.Play(tb.Sprites[i].Card)
			break
		}
	}
	h.rest(b)
	if tb.Count == 0 {
		b.Fatal("not mid-count")
	}
	for range 10 { // warm the text cache
		_ = h.tick(input.Frame{})
	}
	h.benchFrames(b)
}

// benchFrames times b.N steady frames with no input. Each iteration is one
// real frame; only the game's Update and Draw are timed (the loop's frame
// end, where Ebitengine flushes to the GPU, is not).
func (h *harness) benchFrames(b *testing.B) {
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	var cpu time.Duration
	for i := 0; i < b.N; i++ {
		inLoop(func() {
			runtime.LockOSThread() // threadCPU: the frame on one thread
			defer runtime.UnlockOSThread()
			b.StartTimer()
			c0 := threadCPU()
			h.in.next = input.Frame{}
			_ = h.g.Update()
			h.screen.Clear()
			h.g.Draw(h.screen)
			cpu += threadCPU() - c0
			b.StopTimer()
		})
	}
	reportCPU(b, cpu)
}

// reportCPU reports the game loop thread's CPU a frame (cpu-ns/op): on a
// loaded machine the wall time (ns/op) also counts the waits for a core.
func reportCPU(b *testing.B, cpu time.Duration) {
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

// An idle table is not redrawn; a change (the pointer over a card) is.
func TestIdleTableNotRedrawn(t *testing.T) {
	h := newHarness(t, Options{Seed: 7, Scene: "table", Speed: "instant"}, 960, 600)
	h.rest(t)
	h.g.forceDraw = false
	frame := func(f input.Frame) {
		inLoop(func() {
			h.in.next = f
			_ = h.g.Update()
			h.g.Draw(h.screen)
		})
	}
	frame(input.Frame{})
	n := h.g.draws
	for range 20 {
		frame(input.Frame{})
	}
	if h.g.draws != n {
		t.Fatalf("idle: %d frames drawn in 20 ticks, want 0", h.g.draws-n)
	}
	x, y := h.g.Snapshot().Hand[0].Centre()
	frame(input.Frame{Pointer: true, PointerX: x, PointerY: y})
	if h.g.draws != n+1 {
		t.Fatalf("hover: %d frames drawn, want 1", h.g.draws-n)
	}
}

// Sound starts after the first frame, and on a platform that says when
// sound may start (a page: the person's first gesture) not before then.
func TestSoundWaitsForPlatform(t *testing.T) {
	for _, tc := range []struct {
		name    string
		allowed func(n int) bool // whether sound may start at frame n
		startAt int              // the first frame after which it has started
	}{
		{"desktop", nil, 1},
		{"page", func(n int) bool { return n >= 5 }, 5},
	} {
		n := 0
		opts := Options{Seed: 7, Scene: "table"}
		if tc.allowed != nil {
			opts.Platform.SoundAllowed = func() bool { return tc.allowed(n) }
		}
		h := newHarness(t, opts, 640, 400)
		for n = 0; n < 8; n++ {
			if err := h.tick(input.Frame{}); err != nil {
				t.Fatal(err)
			}
			if want := n >= tc.startAt; h.g.snd.Started() != want {
				t.Fatalf("%s: after frame %d sound started %v, want %v", tc.name, n, h.g.snd.Started(), want)
			}
		}
	}
}
