package scenes

import (
	"math"
	"strings"
	"testing"

	"noddy/ui/input"
	"noddy/ui/shell"
)

// titleTexts draws the title and returns the texts drawn.
func titleTexts(h *harness) []string {
	var out []string
	for _, s := range h.frameShapes() {
		if s.kind == shapeText {
			out = append(out, s.s)
		}
	}
	return out
}

// The title's line is the chosen game's own, drawn: six-card and
// four-hand cribbage share a target, and the line laid out for the one
// stayed on the title when the other was chosen.
func TestTitleLineFollowsTheGame(t *testing.T) {
	h := newHarness(t, Options{Seed: 7, Game: "cribbage", Speed: "normal"}, 1280, 800)
	if got := strings.Join(titleTexts(h), " | "); !strings.Contains(got, "six cards, two to the crib") {
		t.Fatalf("cribbage's title: %s", got)
	}
	h.g.app.Settings.Game = "cribbage-four"
	got := strings.Join(titleTexts(h), " | ")
	if strings.Contains(got, "six cards") || !strings.Contains(got, "Four-hand cribbage, two partnerships.") {
		t.Errorf("four-hand cribbage's title: %s", got)
	}
}

// titleLabels draws the title and returns its buttons' labels' sizes, by
// label, and the size a label is drawn at where it fits its button.
func titleLabels(h *harness) (px map[string]float64, fits float64) {
	px = map[string]float64{}
	shapes := h.frameShapes()
	for _, s := range shapes {
		if s.kind == shapeText && s.owner > 0 && shapes[s.owner-1].kind == shapeButton {
			px[s.s] = s.px
			fits = math.Min(h.g.app.L.MenuLabelPX(), shapes[s.owner-1].r.H*0.45)
		}
	}
	return px, fits
}

// With a match kept, the title's Resume match and New match read as large
// as its other buttons: sharing one button's room, their labels had been
// drawn smaller (24.6 px against 27.3 at 1280×800). Two columns give New
// match a cell of its own where that costs no label its size; otherwise
// the two share a row as wide as their labels need.
func TestTitleResumeLabelsAsLarge(t *testing.T) {
	for _, sz := range [][2]int{{1280, 800}, {844, 390}, {390, 844}} {
		for _, big := range []bool{false, true} {
			for _, quit := range []bool{false, true} {
				h := newHarness(t, Options{Seed: 7, Scene: "table", Speed: "instant", BigText: &big, CanQuit: quit}, sz[0], sz[1])
				h.rest(t)
				if err := h.tick(keyFrame(input.KeyEscape)); err != nil {
					t.Fatal(err)
				}
				for range shell.FadeTicks + 2 {
					if err := h.tick(input.Frame{}); err != nil {
						t.Fatal(err)
					}
				}
				px, fits := titleLabels(h)
				if px["Resume match"] != fits || px["New match"] != fits || px["Settings"] != fits {
					t.Errorf("%v big=%v quit=%v: Resume match at %.2f px, New match %.2f, Settings %.2f; want all %.2f",
						sz, big, quit, px["Resume match"], px["New match"], px["Settings"], fits)
				}
			}
		}
	}
}

// Big text enlarges the title's game line as it does the name: at 844×390
// it had been drawn at 12.9 px, normal text's size.
func TestTitleLineBigText(t *testing.T) {
	var px [2]float64
	for i, big := range []bool{false, true} {
		h := newHarness(t, Options{Seed: 7, Speed: "instant", BigText: &big}, 844, 390)
		drawn := map[string]float64{}
		for _, s := range h.frameShapes() {
			if s.kind == shapeText {
				drawn[s.s] = s.px
			}
		}
		laid := h.g.app.TitleText()
		for _, ln := range laid.Lines {
			if drawn[ln.Text] != laid.PX {
				t.Errorf("big=%v: %q drawn at %.2f px, laid out at %.2f", big, ln.Text, drawn[ln.Text], laid.PX)
			}
		}
		px[i] = laid.PX
	}
	if px[1] < px[0]*1.3-1e-9 {
		t.Errorf("the title's line at %.2f px with big text, %.2f with normal: want 30%% larger", px[1], px[0])
	}
}
