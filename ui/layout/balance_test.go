package layout

import (
	"slices"
	"testing"
)

// Balance evens a wrapped paragraph's lines without another line: the
// title's line had ended on "wins." alone.
func TestBalance(t *testing.T) {
	lines := []Line{{Text: "three cards and a starter, a show, one count to 31; first to 31 wins."}}
	w := 330.0 // fakeMeasure: 5 px a character at px 10; the greedy wrap leaves "wins." alone
	greedy := texts(Wrap(nil, lines, 10, w, fakeMeasure))
	if want := []string{"three cards and a starter, a show, one count to 31; first to 31", "wins."}; !slices.Equal(greedy, want) {
		t.Fatalf("greedy %q, want %q", greedy, want)
	}
	got := texts(Balance(lines, 10, w, fakeMeasure))
	if want := []string{"three cards and a starter, a show,", "one count to 31; first to 31 wins."}; !slices.Equal(got, want) {
		t.Errorf("balanced %q, want %q", got, want)
	}
	one := []Line{{Text: "first to 31 wins."}}
	if got := texts(Balance(one, 10, w, fakeMeasure)); !slices.Equal(got, []string{"first to 31 wins."}) {
		t.Errorf("a line that fits: %q", got)
	}
}

func texts(ls []Laid) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.Text)
	}
	return out
}
