package table

import "testing"

// The count does not move on while the card that makes it is still face
// down in the air: a new player saw "11" over a computer's card in flight.
func TestCountShownWaitsForTheFace(t *testing.T) {
	tb := &Tableau{Count: 14, CountFrom: 4, CountMoving: true}
	for _, c := range []struct {
		p    float64
		want int
	}{{0, 4}, {0.5, 4}, {LandFrom, 4}, {0.79, 4}, {0.86, 7}, {0.9, 9}, {0.96, 12}, {1, 14}} {
		if got := tb.CountShown(c.p); got != c.want {
			t.Errorf("at %.2f of the lay: count %d, want %d", c.p, got, c.want)
		}
	}
	tb.CountMoving = false
	if got := tb.CountShown(0.3); got != 14 {
		t.Errorf("at rest: count %d, want 14", got)
	}
}
