package model

import "testing"

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
	pages := Paginate(nil, ls, px, h)
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
		n += len(p)
	}
	if n != len(ls) {
		t.Errorf("%d lines paged, %d given", n, len(ls))
	}
}
