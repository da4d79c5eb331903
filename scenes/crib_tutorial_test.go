package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"noddy/engine"
	"noddy/tutorial"
	"noddy/ui/input"
	"noddy/ui/shell"
)

// The cribbage tutorial plays on the real table through the ScriptSource,
// every step in the game loop, drawn every frame, at a desktop and a phone
// size: the scores on the table are the step's, each step's highlighted
// and lifted cards are on the table, going back and on again redraws the
// same step, and it ends after two deals with the match unfinished.
// CRIB_TOUR_SHOTS=DIR writes the discard, go and crib steps as PNGs.
func TestCribbageTutorialOnTheTable(t *testing.T) {
	tu, _ := tutorial.For("cribbage")
	shots := map[int]string{}
	for _, st := range tu.Steps() {
		switch {
		case st.Kind == tutorial.KindDiscard && st.Deal == 1:
			shots[st.Index] = "discard"
		case st.Kind == tutorial.KindSeries && st.Title == "Go: 1 for last card":
			shots[st.Index] = "go"
		case st.Kind == tutorial.KindCribShow && st.Deal == 1:
			shots[st.Index] = "crib"
		}
	}
	if len(shots) != 3 {
		t.Fatalf("shots %v: want a discard, a go and a crib step", shots)
	}
	dir := os.Getenv("CRIB_TOUR_SHOTS")
	for _, c := range []struct {
		name  string
		w, h  int
		speed string
	}{{"1280x800", 1280, 800, "fast"}, {"390x844", 390, 844, "instant"}} {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, Options{Game: "cribbage", Scene: "tutorial", Speed: c.speed}, c.w, c.h)
			a := h.g.app
			if a.Tutorial.Tour.T != tu || a.Tutorial.Tour.T.Rules().Name != "cribbage" || a.Tutorial.Tour.Table.Rules() != tu.Rules().Title {
				t.Fatalf("the tutorial scene with cribbage chosen shows %q", a.Tutorial.Tour.T.Name())
			}
			next := func() { // a page on, or a step on after the last page
				if err := h.tick(keyFrame(input.KeyRight)); err != nil {
					t.Fatal(err)
				}
			}
			for i := 0; i < tu.Len(); i++ {
				h.settle(t)
				st := tu.Step(i)
				s := h.g.Snapshot()
				if s.Scene != "tutorial" || s.Step != i+1 || s.Steps != 48 || [2]int(s.Scores) != st.Scores {
					t.Fatalf("snapshot %s step %d of %d, scores %v; want step %d of 48, scores %v",
						s.Scene, s.Step, s.Steps, s.Scores, i+1, st.Scores)
				}
				tb := a.Tutorial.Tour.Table
				if tb.Marked != engine.SetOf(st.Highlight...) || tb.Lifted != engine.SetOf(append([]engine.Card{st.Play}, st.Discard...)...) {
					t.Fatalf("step %d (%s): marked %v, lifted %v", i+1, st.Title, tb.Marked.Cards(), tb.Lifted.Cards())
				}
				if st.Kind == tutorial.KindDiscard && tb.Lifted.Len() != 2 {
					t.Fatalf("step %d: the discard step lifts %v, want the two cards laid out", i+1, tb.Lifted.Cards())
				}
				if name, ok := shots[i]; ok && dir != "" {
					if err := h.tick(input.Frame{}); err != nil {
						t.Fatal(err)
					}
					inLoop(func() {
						if err := writePNG(h.screen, filepath.Join(dir, fmt.Sprintf("crib-tour-%s-%s.png", name, c.name))); err != nil {
							t.Error(err)
						}
					})
				}
				if i > 0 && i%6 == 0 { // back and on again: the same step
					if err := h.tick(keyFrame(input.KeyLeft)); err != nil {
						t.Fatal(err)
					}
					for a.Tutorial.Tour.Page > 0 {
						_ = h.tick(keyFrame(input.KeyLeft))
					}
					h.settle(t)
					if s := h.g.Snapshot(); s.Step != i || [2]int(s.Scores) != tu.Step(i-1).Scores {
						t.Fatalf("back from step %d: step %d, scores %v", i+1, s.Step, s.Scores)
					}
					for a.Tutorial.Tour.Cur.At() < i {
						next()
					}
					h.settle(t)
					if s := h.g.Snapshot(); s.Step != i+1 || [2]int(s.Scores) != st.Scores {
						t.Fatalf("on again to step %d: step %d, scores %v", i+1, s.Step, s.Scores)
					}
				}
				if i+1 < tu.Len() {
					for a.Tutorial.Tour.Cur.At() == i {
						next()
					}
				}
			}
			h.settle(t)
			if s := h.g.Snapshot(); s.Step != 48 || s.Over || !slices.Equal(s.Scores, []int{20, 32}) {
				t.Fatalf("end: step %d, over %v, scores %v; want step 48, the match going on at 20–32", s.Step, s.Over, s.Scores)
			}
		})
	}
}

// The title offers the chosen game's tutorial: cribbage's with cribbage
// chosen, Noddy's (saying so) for a game without its own.
func TestTitleOffersTheGamesTutorial(t *testing.T) {
	for _, c := range []struct {
		game, label string
		steps       int
	}{{"cribbage", "Watch the tutorial", 48}, {"noddy", "Watch the tutorial", 38}, {"parlett", "Watch the Noddy tutorial", 38}} {
		h := newHarness(t, Options{Game: c.game, Speed: "instant"}, 1280, 800)
		if err := h.tick(input.Frame{}); err != nil {
			t.Fatal(err)
		}
		bs, labels := h.g.app.Buttons()
		i := slices.IndexFunc(bs, func(b input.Button) bool { return b.Do.Do == input.DoTutorial })
		if i < 0 || labels[i] != c.label {
			t.Fatalf("%s: the title's tutorial button %d %q, want %q", c.game, i, labels, c.label)
		}
		x, y := bs[i].Centre()
		if err := h.tick(input.Frame{Tap: true, TapX: x, TapY: y}); err != nil {
			t.Fatal(err)
		}
		for range shell.FadeTicks + 2 {
			_ = h.tick(input.Frame{})
		}
		if s := h.g.Snapshot(); s.Scene != "tutorial" || s.Steps != c.steps {
			t.Fatalf("%s: after the tutorial button, scene %q with %d steps; want %d", c.game, s.Scene, s.Steps, c.steps)
		}
	}
}
