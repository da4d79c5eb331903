package ui

import (
	"fmt"
	"strings"
	"testing"

	"noddy/tutorial"
	"noddy/ui/geom"
	"noddy/ui/shell"
	"noddy/ui/tour"
)

// Every step of the tutorial with the real fonts (the layout's measurer), in a wide window, a
// small one and tall ones, with and without big text: the text keeps one
// size from step to step (it jumped: each step took the largest that fitted
// it), never under 12 px; every page keeps a gap under the heading and
// fits the panel; a page that is not the last ends a sentence; and in the
// 1280×800 window, the play test's steps (6, 9, 20, 35, 38) are one page
// each.
func TestNarrationPagesRealFonts(t *testing.T) {
	tu := tutorial.New()
	pages := map[string][]int{}
	for _, sz := range [][2]float64{{1280, 800}, {800, 600}, {844, 390}, {480, 860}, {390, 844}} {
		for _, big := range []bool{false, true} {
			st := shell.DefaultSettings()
			st.BigText = big
			a, err := NewApp(Config{Scene: "tutorial", Settings: st})
			if err != nil {
				t.Fatal(err)
			}
			a.SetSize(sz[0], sz[1])
			r := a.Tutorial.TourPanel()
			top, foot := tour.NarrationMargins(a.L.Pad)
			h := r.H - top - foot
			name := fmt.Sprintf("%vx%v big=%v", sz[0], sz[1], big)
			px := a.Tutorial.Narration().PX
			if px < geom.MinPX {
				t.Errorf("%s: the narration at %.1f px", name, px)
			}
			for i := range tu.Len() {
				st := tu.Step(i)
				n := tour.NarrationAt(st.Title, st.Text, r.W-2*a.L.Pad, h, px, a.Tutorial.TL.Min, a.Measure)
				if n.PX != px {
					t.Errorf("%s step %d at %.2f px, the others at %.2f", name, i+1, n.PX, px)
				}
				pages[name] = append(pages[name], len(n.Pages))
				for p, pg := range n.Pages {
					if len(pg) == 0 || pg[0].Gap <= 0 {
						t.Errorf("%s step %d page %d: empty, or its first line pressed against the heading: %+v", name, i+1, p+1, pg)
						continue
					}
					used := n.HeadHeight() + n.PageHeight(pg)
					if p+1 < len(n.Pages) {
						used += n.MoreHeight()
						if last := pg[len(pg)-1].S; !strings.ContainsAny(last[len(last)-1:], ".!?:") {
							t.Errorf("%s step %d page %d ends mid-sentence: %q", name, i+1, p+1, last)
						}
					}
					if used > h+1e-6 {
						t.Errorf("%s step %d page %d: %.1f tall in %.1f", name, i+1, p+1, used, h)
					}
				}
			}
		}
	}
	for _, s := range []int{6, 9, 20, 35, 38} {
		if n := pages["1280x800 big=false"][s-1]; n != 1 {
			t.Errorf("1280×800: step %d takes %d pages", s, n)
		}
	}
	t.Logf("pages per step: %v", pages)
}
