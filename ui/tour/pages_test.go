package tour

import (
	"testing"

	"noddy/tutorial"
	"noddy/ui/fonts"
	"noddy/ui/input"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// When the view cuts a step's text into pages, Next and Back turn the
// pages before they change step, and auto-play shows every page.
//
// The pages are set here as the scene's layout would set them (Lay, run
// by the App after each tick): no window has step 9 in three pages and
// step 10 in two.
func TestTourPages(t *testing.T) {
	st := shell.DefaultSettings()
	st.Speed = "instant"
	sh := shell.New(st, false, fonts.With(func(string, bool, float64) float64 { return 0 }), func(w, h float64) {}, func() *table.Table { return nil })
	a := New(sh, nil)
	sh.SetScenes([shell.NumScenes]shell.Scene{shell.SceneTutorial: a})
	sh.Scene, sh.Next = shell.SceneTutorial, shell.SceneTutorial
	if err := a.Open(8); err != nil {
		t.Fatal(err)
	}
	tr := a.Tour
	tr.Pages = 3
	a.Update(do(input.DoStepNext))
	a.Update(do(input.DoStepNext))
	if s := snap(tr); s.Step != 9 || tr.Page != 2 || tr.Header() != "Step 9 of 38 · page 3 of 3" {
		t.Fatalf("after two nexts: step %d page %d (%q), want step 9 page 3", s.Step, tr.Page+1, tr.Header())
	}
	a.Update(do(input.DoStepBack))
	if s := snap(tr); s.Step != 9 || tr.Page != 1 {
		t.Fatalf("back: step %d page %d, want step 9 page 2", s.Step, tr.Page+1)
	}
	a.Update(do(input.DoStepNext))
	a.Update(do(input.DoStepNext))
	if s := snap(tr); s.Step != 10 || tr.Page != 0 {
		t.Fatalf("next from the last page: step %d page %d, want step 10 page 1", s.Step, tr.Page+1)
	}
	// Auto-play: the pages of step 10 turn, then the step changes.
	tr.Pages = 2
	a.Update(do(input.DoAutoPlay))
	seen := map[[2]int]bool{}
	for k := 0; k < 3*tutorial.Dwell(tr.T.Step(9), 60); k++ {
		a.Update(&input.Intents{})
		seen[[2]int{tr.Cur.At(), tr.Page}] = true
		if tr.Cur.At() == 10 {
			break
		}
	}
	if !seen[[2]int{9, 1}] || !seen[[2]int{10, 0}] {
		t.Errorf("auto-play showed %v; want step 10's second page, then step 11", seen)
	}
}

// do is a tick's intents: d alone.
func do(d input.Do) *input.Intents { return &input.Intents{List: []input.Intent{{Do: d}}} }

// snap is the tutorial's step (1-based) as the App's snapshot says it.
func snap(tr *Tour) struct{ Step int } { return struct{ Step int }{tr.Cur.At() + 1} }
