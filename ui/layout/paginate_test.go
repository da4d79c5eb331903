package layout

import (
	"fmt"
	"strings"
	"testing"
)

// A heading is never the last line of a page: it goes over with the
// paragraph it heads (play testers found rules pages ending on one).
func TestPaginateKeepsHeadingsWithTheirText(t *testing.T) {
	px := 10.0
	var ls []Laid
	for range 4 {
		ls = append(ls, Laid{Text: "a line of the rules"})
	}
	ls = append(ls, Laid{Text: "The crib", Style: TextBold, Gap: px / 2})
	ls = append(ls, Laid{Text: "Each player lays out", Gap: px / 2})
	for range 6 {
		ls = append(ls, Laid{Text: "more of it"})
	}
	h := Height(ls[:6], px) + 1 // room for the four lines, the heading and one more
	pages := Paginate(nil, ls, px, 1000, h, fakeMeasure)
	if len(pages) < 2 {
		t.Fatalf("%d pages", len(pages))
	}
	for i, p := range pages[:len(pages)-1] {
		if last := p[len(p)-1]; last.Bold() {
			t.Errorf("page %d ends on the heading %q", i+1, last.Text)
		}
	}
	if first := pages[1][0]; first.Text != "The crib" {
		t.Errorf("page 2 begins %q, want the heading", first.Text)
	}
	n := 0
	for _, p := range pages {
		for _, l := range p {
			if !strings.HasSuffix(l.Text, " (continued)") {
				n++
			}
		}
	}
	if n != len(ls) {
		t.Errorf("%d lines paged, %d given", n, len(ls))
	}
}

// A page that begins inside a section begins with its heading marked
// "(continued)" (play testers found a page opening mid-section, no
// heading), wrapped to the width; a page that begins with a heading has
// none.
func TestPaginateContinuesTheHeading(t *testing.T) {
	px := 10.0
	ls := []Laid{{Text: "The mog, after the turn-up", Style: TextBold}}
	for range 3 {
		ls = append(ls, Laid{Text: "a paragraph of the mog", Gap: px / 2})
		ls = append(ls, Laid{Text: "and its second line"})
	}
	ls = append(ls, Laid{Text: "The play", Style: TextBold, Gap: px / 2}, Laid{Text: "The elder leads", Gap: px / 2})
	h := Height(ls[:4], px) + 1
	w := fakeMeasure("The mog, after the turn-up", true, px) + 1 // its continuation wraps
	pages := Paginate(nil, ls, px, w, h, fakeMeasure)
	if len(pages) < 3 {
		t.Fatalf("%d pages", len(pages))
	}
	p2 := pages[1]
	if len(p2) < 3 || p2[0].Text != "The mog, after the turn-up" || p2[1].Text != "(continued)" || !p2[1].Bold() || p2[1].X <= p2[0].X {
		t.Fatalf("page 2 begins %+v, want the heading continued and hung", p2)
	}
	if p2[0].Gap != 0 || p2[2].Text != "a paragraph of the mog" {
		t.Errorf("page 2 %+v", p2)
	}
	last := pages[len(pages)-1]
	if last[0].Text != "The play" {
		t.Errorf("the last page begins %q, want the next section's own heading", last[0].Text)
	}
}

// A bullet (a Line's first laid line) is a place to break as a paragraph
// is: a short one is not cut between columns (a play-test found "…turned
// face up as the" | "starter, and both hands count it"); a long
// paragraph is cut, but never with its last line alone over the page.
func TestPaginateBulletsAndLastLines(t *testing.T) {
	px := 10.0
	line := func(s string, start bool) Laid { return Laid{Text: s, Start: start} }
	ten := make([]Laid, 10)
	for i := range ten {
		ten[i].Text = "x"
	}
	h := Height(ten, px) + 0.5 // ten lines
	// Eight lines, then a bullet of three: two of its lines would fit.
	var ls []Laid
	for i := range 8 {
		ls = append(ls, line("filler", i == 0))
	}
	ls = append(ls, line("• the bullet", true), line("its second line", false), line("its third line", false))
	pages := Paginate(nil, ls, px, 1000, h, fakeMeasure)
	if len(pages) != 2 || len(pages[0]) != 8 || pages[1][0].Text != "• the bullet" {
		t.Errorf("a bullet at a page's foot: pages of %d and %d lines, page 2 begins %q; want it moved whole", len(pages[0]), len(pages[len(pages)-1]), pages[len(pages)-1][0].Text)
	}
	// Four lines, then a paragraph of seven: six would fit, the last alone
	// over; two go over instead.
	ls = ls[:0]
	for i := range 4 {
		ls = append(ls, line("filler", i == 0))
	}
	for i := range 7 {
		ls = append(ls, line(fmt.Sprintf("paragraph line %d", i+1), i == 0))
	}
	pages = Paginate(nil, ls, px, 1000, h, fakeMeasure)
	if len(pages) != 2 || pages[1][0].Text != "paragraph line 6" || len(pages[1]) != 2 {
		t.Errorf("a paragraph over the foot: page 2 %+v, want lines 6 and 7", pages[len(pages)-1])
	}
}
