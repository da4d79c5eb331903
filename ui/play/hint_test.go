package play

import (
	"testing"

	"noddy/ui/fonts"
	"noddy/ui/layout"
	"noddy/ui/shell"
)

// The hint panel's title fits its panel (it was cut at the right edge,
// "Hint: the expert's vie", with big text at 800×600).
func TestHintTitleFits(t *testing.T) {
	for _, sz := range [][2]float64{{800, 600}, {1280, 800}, {640, 480}, {390, 844}} {
		for _, big := range []bool{false, true} {
			a := &Scene{Shell: &shell.Shell{L: layout.NewLayout(sz[0], sz[1], big), Fonts: fonts.With(fakeMeasure)}}
			px := a.HintTitlePX()
			room := a.HintPanel().W - a.L.Pad*1.5
			if w := fakeMeasure(HintTitle, true, px); w > room+0.01 {
				t.Errorf("%vx%v big=%v: title %.1f wide at %.1f px, room %.1f", sz[0], sz[1], big, w, px, room)
			}
			if px > a.L.FS*0.95+1e-9 || px < 8 {
				t.Errorf("%vx%v big=%v: title at %.1f px (text size %.1f)", sz[0], sz[1], big, px, a.L.FS)
			}
		}
	}
	// Where it fits, it keeps its size.
	a := &Scene{Shell: &shell.Shell{L: layout.NewLayout(1920, 1080, false), Fonts: fonts.With(fakeMeasure)}}
	if px := a.HintTitlePX(); px != a.L.FS*0.95 {
		t.Errorf("1920x1080: title shrunk to %.2f, want %.2f", px, a.L.FS*0.95)
	}
}
