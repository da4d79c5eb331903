package tour

import "noddy/ui/shell"

// The step's narration laid out in the tutorial's panel (TourPanel), kept
// until the step or the panel changes: one body size for the whole
// tutorial (TourPX), each step cut into pages at it when it does not fit.

type narrationText struct {
	t     *Tour
	key   [6]int
	pxKey [4]int  // the panel and the text size px was found for
	px    float64 // the tutorial's one body size there (TourPX)
	Narration
}

// NarrationMargins are the space above the narration's text and under it
// (where "more" sits on a page not the last), for padding pad.
func NarrationMargins(pad float64) (top, foot float64) { return pad * 0.75, pad * 0.5 }

// Narration is the current step laid out in the tutorial's panel (nil
// before the tutorial is opened).
func (a *Scene) Narration() *Narration {
	tr := a.Tour
	if tr == nil {
		return nil
	}
	l := &a.L
	r := a.TourPanel()
	nt := &a.text
	k := [6]int{tr.Cur.At(), int(r.W), int(r.H), int(l.PanelFS * 100), int(a.Fonts.Scale() * 100), b2i(tr.ShowingMore())}
	if k != nt.key || tr != nt.t {
		if pk := [4]int{k[1], k[2], k[3], k[4]}; pk != nt.pxKey || tr != nt.t {
			nt.pxKey, nt.px = pk, a.tourPX()
		}
		nt.key, nt.t = k, tr
		st := tr.Cur.Step()
		top, foot := NarrationMargins(l.Pad)
		text, h := st.Text, r.H-top-foot
		if st.More != "" {
			h -= MoreButtonH(nt.px, a.TL.Min) + l.Pad*0.25 // its button under the text
			if tr.ShowingMore() {
				text += "\n" + st.More
			}
		}
		nt.Narration = NarrationAt(st.Title, text, r.W-2*l.Pad, h, nt.px, a.TL.Min, a.Measure)
	}
	return &nt.Narration
}

// tourPX is the tutorial's one body size for its panel (TourPX): from
// 1.05 panel text sizes down to 0.56, never under the least size.
func (a *Scene) tourPX() float64 {
	tr := a.Tour
	r, pad, l := a.TourPanel(), a.L.Pad, &a.TL
	top, foot := NarrationMargins(pad)
	var steps [][2]string
	for i := range tr.T.Len() {
		st := tr.T.Step(i)
		steps = append(steps, [2]string{st.Title, st.Text})
	}
	return TourPX(steps, r.W-2*pad, r.H-top-foot, l.PPX(1.05), l.PPX(0.56), l.Min, a.Measure)
}

// Lay lays the step out and tells the tutorial how many pages it takes,
// after every tick the tutorial is on show (or fading in or out), so that
// Next and Back turn the pages.
func (a *Scene) Lay() {
	tr := a.Tour
	if tr == nil || (a.Scene != shell.SceneTutorial && a.Next != shell.SceneTutorial) {
		return
	}
	tr.Pages = len(a.Narration().Pages)
	tr.Page = max(0, min(tr.Page, tr.Pages-1))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
