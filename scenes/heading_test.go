package scenes

import (
	"testing"

	"noddy/tutorial"
)

// A wrapped heading keeps its lines together: space above its first line
// only, and a line height of titleLead (1.12) heading sizes, not the
// body's 1.3 plus a gap.
func TestWrappedHeadingLead(t *testing.T) {
	d := newDrawer()
	d.s, d.pal = 1, parlour
	var tt tourText
	st := tutorial.Step{Title: "You lay: thirty-one and a run of four", Text: "one two"}
	const fs = 26.0
	d.layoutNarration(&tt, st, 1000, 250, fs) // narrow: the heading wraps
	px := tt.px
	if len(tt.title) < 2 {
		t.Fatalf("px %v, heading lines %+v", px, tt.title)
	}
	if tt.title[0].gap != px*0.5 {
		t.Errorf("first heading line gap %v, want %v", tt.title[0].gap, px*0.5)
	}
	for _, ln := range tt.title[1:] {
		if ln.gap != 0 {
			t.Errorf("wrapped heading line %q has a gap %v", ln.s, ln.gap)
		}
	}
	want := px*0.85*1.3 + px*0.2
	for i := range tt.title {
		gap := 0.0
		if i == 0 {
			gap = px * 0.5
		}
		want += gap + px*1.25*1.12
	}
	if got := headHeight(tt.title, px); got != want {
		t.Errorf("head height %v, want %v", got, want)
	}
}
