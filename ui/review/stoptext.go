package review

import (
	"math"

	"noddy/ui/geom"
	"noddy/ui/layout"
	"noddy/ui/tour"
)

// StopView is the replay's narration laid out in its box (Scene.StopView):
// the stop's paragraphs, then as much of the table's last words as fits,
// at one size.
type StopView struct {
	PX    float64
	Lines []string // "" a half line's space; a line starting with three spaces is a note
}

// stopCache is the replay's narration laid out, and what for.
type stopCache struct {
	key    stopKey
	view   StopView
	pxKey  [4]int
	px     float64 // the replay's one body size (replayPX)
	review *Review
}

type stopKey struct {
	stop, stops, logs int
	arriving          bool
	last              string
	box               geom.Rect
	px                float64
}

// StopHeadPX is the replay's heading's size ("Decision 3 of 14 · deal 2").
func (a *Scene) StopHeadPX() float64 { return tour.HeadPX(a.RL.PPX(0.8), a.RL.Min) }

// StopBox is where the replay's narration goes in its panel: under the
// heading and its progress bar.
func (a *Scene) StopBox() geom.Rect {
	r, pad, head := a.ReviewPanel(), a.L.Pad, a.StopHeadPX()
	y := r.Y + pad*0.75 + head*1.3 + math.Max(2, head*0.2) + head*0.5
	return geom.Rect{X: r.X + pad, Y: y, W: r.W - 2*pad, H: r.Y + r.H - y - pad*0.5}
}

// StopView lays the replay's narration out the way the tutorial's goes:
// one body size for every stop — the largest, up to a panel text size, at
// which every stop's paragraphs fit, never under 0.7 of one — and a stop
// too long even at that size alone smaller (down to 0.56). The table's
// last words follow in the room left, at the same size, the newest kept.
// A stop on the way to a decision is at that decision's size. (Each stop
// had taken its own size: "On to decision 5" stood in larger text than
// "Decision 5" which followed it.)
func (a *Scene) StopView() StopView {
	rv := a.Review
	c := &a.stop
	box := a.StopBox()
	l := &a.RL
	hi, floor, lo := l.PPX(1), math.Max(l.Min, l.PPX(0.7)), math.Max(l.Min, l.PPX(0.56))
	if pk := [4]int{rv.Stops(), int(box.W), int(box.H), int(hi * 100)}; pk != c.pxKey || rv != c.review {
		c.pxKey, c.review = pk, rv
		c.px = hi
		for i := range rv.Stops() {
			px, _ := layout.WrapFit(rv.stopParas(i), box.W, box.H, c.px, floor, a.Measure)
			c.px = px
		}
	}
	paras, lg := rv.StopText(), rv.StopLog()
	k := stopKey{stop: rv.Stop, stops: rv.Stops(), logs: len(lg), arriving: rv.Arriving(), box: box, px: c.px}
	if len(lg) > 0 {
		k.last = lg[len(lg)-1]
	}
	if k == c.key {
		return c.view
	}
	c.key = k
	// The stop's own size: the replay's, or less where its paragraphs
	// need it (the decision's, on the way to it).
	own := rv.stopParas(rv.Stop)
	px, _ := layout.WrapFit(own, box.W, box.H, c.px, lo, a.Measure)
	_, lines := layout.WrapFit(paras, box.W, box.H, px, px, a.Measure)
	for i := range lg {
		all := append(append(append([]string{}, paras...), ""), lg[i:]...)
		if _, ls := layout.WrapFit(all, box.W, box.H, px, px, a.Measure); layout.WrapHeight(ls, px) <= box.H {
			lines = ls
			break
		}
	}
	c.view = StopView{PX: px, Lines: lines}
	return c.view
}
