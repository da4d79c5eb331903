package tour

import (
	"testing"

	"noddy/ui/geom"
	"noddy/ui/layout"
)

// The deal line ("Deal 1 · you deal · the computer is elder") never runs into
// the log (the tutorial's narration), the buttons or the cards, in the
// table's layout and the tutorial's, with and without big text: inside
// the header under the buttons in a wide window, under the header in a
// tall one; its text fits its rectangle and is never smaller with big
// text than without at the table (the tutorial's table in a tall window
// squeezes all its text alike).
func TestDealLineClear(t *testing.T) {
	overlap := func(a, b geom.Rect) bool {
		return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
	}
	for _, sz := range [][2]float64{{1280, 800}, {960, 600}, {800, 600}, {640, 360}, {480, 320}, {390, 844}, {480, 860}, {360, 640}, {300, 900}, {768, 1024}, {1920, 1080}} {
		var normal [2]layout.Layout
		for _, big := range []bool{false, true} {
			l := layout.NewLayout(sz[0], sz[1], big)
			for n, L := range []layout.Layout{l, layout.NarrationLayout(l, big)} {
				d := L.Deal
				// At least 0.8 of normal text (big text is at most 1.3 of it).
				if d.W <= 0 || d.H <= 0 || L.DealFS < L.FS*0.8/1.3-1e-9 || L.DealFS*1.2 > d.H+1e-9 {
					t.Errorf("%v big=%v tour=%d: deal line %+v at %.1f px", sz, big, n, d, L.DealFS)
				}
				if !big {
					normal[n] = L
				} else if n == 0 && L.DealFS < normal[n].DealFS-1e-9 {
					t.Errorf("%v tour=%d: big text's deal line %.1f px, normal %.1f", sz, n, L.DealFS, normal[n].DealFS)
				}
				others := map[string]geom.Rect{"log": L.Log, "buttons": L.Buttons, "play": L.Play, "banner": L.Banner}
				for i := range 3 {
					others["computer's card"] = L.Hands[1][i]
				}
				if n == 1 && sz[0] < sz[1] {
					// The tutorial's table in a tall window: the narration
					// is under it, not beside it.
					a := &Scene{TL: L, Tour: &Tour{}}
					others["narration"] = a.TourPanel()
				}
				for name, o := range others {
					if overlap(d, o) {
						t.Errorf("%v big=%v tour=%d: deal line %+v overlaps the %s %+v", sz, big, n, d, name, o)
					}
				}
				if !L.Portrait && (d.Y < L.Header.Y || d.Y+d.H > L.Header.Y+L.Header.H) {
					t.Errorf("%v big=%v tour=%d: deal line %+v outside the header %+v", sz, big, n, d, L.Header)
				}
			}
		}
	}
}
