package layout

import (
	"math"

	"noddy/ui/geom"
)

// BannerFit is an announcement laid out in its place (FitBanner): its
// box, the main line's size and lines, the second line's.
type BannerFit struct {
	Box        geom.Rect
	PX, SubPX  float64
	Main, Sub  []Laid // centred, every line
	TextHeight float64
}

// FitBanner lays an announcement out in the layout's place for it
// (Banner, which nothing else shares), reusing out's slices: the main line
// from 1.3 text sizes down to 0.9 normal ones on one line, then wrapped
// (smaller only where the lines would not fit), a second line (a go's reason) wrapped under it
// from 0.8 text sizes (0.8 panel text sizes with big text: it is read
// like a panel). Where they do not fit, the main line gives way to 0.9
// normal text sizes (never under the second line's), the margins round
// them to half, the second line to 0.8 normal text sizes, the main line
// to the second's size, the second line to the least size; where even
// that does not fit, the second line is left out (the log has the whole
// story). The second line had gone to the least size first, and big text
// had made it smaller than normal text's.
func (l *Layout) FitBanner(out BannerFit, main, sub string, m Measure) BannerFit {
	area, fs := l.Banner, l.FS
	f := BannerFit{PX: fs * 1.3, SubPX: math.Max(l.PX(0.8), l.PanelFS*0.8), Main: out.Main[:0], Sub: out.Sub[:0]}
	inner := area.W - l.Base*1.5
	// One line down to 0.9 normal text sizes, then wrapped: a long call
	// (a show of eight combinations) had gone down to the least size on
	// one line, too small to read while it was up.
	readable := math.Max(l.Min, l.Base*0.9)
	f.PX = FitPX(main, true, f.PX, inner, readable, m)
	f.Main = Wrap(f.Main, []Line{{Text: main, Style: TextBold}}, f.PX, inner, m)
	pad := l.Base * 0.5 // round the lines, top and bottom
	need := func() float64 { return f.height() + pad }
	for need() > area.H {
		if pad > l.Base*0.25 {
			pad = l.Base * 0.25
		} else if f.PX > l.Min {
			f.PX = math.Max(l.Min, f.PX*0.92)
			f.Main = Wrap(f.Main[:0], []Line{{Text: main, Style: TextBold}}, f.PX, inner, m)
		} else {
			break
		}
	}
	centre(f.Main)
	if sub != "" {
		subLo := math.Min(f.SubPX, math.Max(l.Min, l.Base*0.8))
		for {
			f.Sub = Wrap(f.Sub[:0], []Line{{Text: sub}}, f.SubPX, inner, m)
			centre(f.Sub)
			if need() <= area.H {
				break
			}
			switch {
			case f.PX > math.Max(readable, f.SubPX):
				f.PX = math.Max(math.Max(readable, f.SubPX), f.PX*0.92)
			case pad > l.Base*0.25:
				pad = l.Base * 0.25
			case f.SubPX > subLo:
				f.SubPX = math.Max(subLo, f.SubPX*0.92)
			case f.PX > math.Max(l.Min, f.SubPX):
				f.PX = math.Max(math.Max(l.Min, f.SubPX), f.PX*0.92)
			case f.SubPX > l.Min:
				f.SubPX = math.Max(l.Min, f.SubPX*0.92)
			default:
				f.Sub = f.Sub[:0] // no room: the banner alone
			}
			if len(f.Sub) == 0 {
				break
			}
		}
		f.Main = Wrap(f.Main[:0], []Line{{Text: main, Style: TextBold}}, f.PX, inner, m)
		centre(f.Main)
	}
	w := 0.0
	for _, ln := range f.Main {
		w = math.Max(w, m(ln.Text, true, f.PX))
	}
	for _, ln := range f.Sub {
		w = math.Max(w, m(ln.Text, false, f.SubPX))
	}
	w = math.Min(area.W, w+l.Base*1.5)
	f.TextHeight = f.height()
	h := math.Min(area.H, math.Max(need(), math.Min(l.Base*2.4, area.H)))
	f.Box = geom.Rect{X: area.X + (area.W-w)/2, Y: area.Y + (area.H-h)/2, W: w, H: h}
	return f
}

// height is the banner's lines' height.
func (f *BannerFit) height() float64 {
	return float64(max(len(f.Main), 1))*f.PX*1.25 + float64(len(f.Sub))*f.SubPX*1.25
}

func centre(ls []Laid) {
	for i := range ls {
		ls[i].X = 0
	}
}
