package layout

import (
	"testing"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/fonts"
)

// A go's announcement in Noddy (its main line and the reason under it),
// laid out in the real fonts at the windows the table is checked at:
// the reason shows, never under MinPX nor larger than the main line, and
// big text never makes it smaller than normal text does, larger where
// the cards leave the room (a phone's). At 1280×800 big text had put the
// reason at 15.1 px against normal text's 20.8.
func TestGoBannerReasonGrowsWithBigText(t *testing.T) {
	m := fonts.New().Measure
	v := english.Voice{Rules: engine.Noddy(), Short: []string{"You", "Computer"}, Mid: []string{"you", "the computer"}, You: 0}
	g := engine.Go{Seat: 0, Count: 27}
	main, sub := v.GoBanner(g), v.GoLine(g)
	for _, sz := range [][2]float64{{1280, 800}, {844, 390}, {390, 844}} {
		var normal float64
		for _, big := range []bool{false, true} {
			l := NewLayout(sz[0], sz[1], big)
			f := l.FitBanner(BannerFit{}, main, sub, m)
			if len(f.Sub) == 0 || f.SubPX < MinPX || f.PX < f.SubPX || f.TextHeight+l.Base*0.25 > l.Banner.H+1e-9 {
				t.Errorf("%v big=%v: main %.1f px, reason %.1f px in %d lines, %.0f tall in %.0f", sz, big, f.PX, f.SubPX, len(f.Sub), f.TextHeight, l.Banner.H)
			}
			if !big {
				normal = f.SubPX
				continue
			}
			if f.SubPX < normal-1e-9 || sz[0] < 1000 && f.SubPX < normal*1.15 {
				t.Errorf("%v: the reason at %.1f px with big text, %.1f with normal", sz, f.SubPX, normal)
			}
		}
	}
}

// A long call (du Coeur's Noddy, seed 86: the computer's show of eight
// combinations) is wrapped at a size read at a glance, not shrunk onto one
// line: at 1280×800 it had gone to 12.6 px (21.5 px in two lines now).
func TestLongCallWrapsReadably(t *testing.T) {
	m := fonts.New().Measure
	call := "Computer: fifteen two, fifteen four, fifteen six, twenty-five eight, twenty-five ten, twenty-five twelve, a pair is fourteen, Knave Noddy is fifteen"
	l := NewLayout(1280, 800, false)
	f := l.FitBanner(BannerFit{}, call, "", m)
	if f.PX < l.Base*0.8 || len(f.Main) != 2 || f.TextHeight > f.Box.H || f.Box.H > l.Banner.H+1e-9 {
		t.Errorf("%.1f px (want at least %.1f) in %d lines (want 2), %.0f tall in a box %.0f tall, the place %.0f", f.PX, l.Base*0.8, len(f.Main), f.TextHeight, f.Box.H, l.Banner.H)
	}
	short := l.FitBanner(BannerFit{}, "You: fifteen two, fifteen four, a pair is six", "", m)
	if len(short.Main) != 1 || short.PX != l.FS*1.3 {
		t.Errorf("a short call: %.1f px in %d lines, want %.1f in one", short.PX, len(short.Main), l.FS*1.3)
	}
}
