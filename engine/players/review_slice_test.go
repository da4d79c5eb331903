package players

import (
	"reflect"
	"testing"

	"noddy/engine"
)

// A review worked a pause at a time judges exactly what Review does, and
// a decision of the play is cut into several slices: a tick never has to
// hold a frame for a whole decision.
func TestReviewerSlices(t *testing.T) {
	m, err := engine.MatchFromCode(browserReviewCode)
	if err != nil {
		t.Fatal(err)
	}
	want, err := Review(m, 0)
	if err != nil {
		t.Fatal(err)
	}
	rv, err := NewReviewer(m, 0)
	if err != nil {
		t.Fatal(err)
	}
	slices, longest, run := 0, 0, 0
	for !rv.Done() {
		n := len(rv.Decisions())
		if err := rv.Slice(func() bool { return true }); err != nil {
			t.Fatal(err)
		}
		slices++
		if len(rv.Decisions()) == n {
			run++
		} else {
			longest, run = max(longest, run+1), 0
		}
	}
	if !reflect.DeepEqual(rv.Decisions(), want) {
		t.Fatalf("sliced review: %d decisions, unlike Review's %d", len(rv.Decisions()), len(want))
	}
	t.Logf("%d slices, %d decisions, the most for one %d", slices, len(want), longest)
	if slices <= 2*len(want) || longest < 10 {
		t.Errorf("%d slices for %d decisions, the most for one %d: decisions are not cut", slices, len(want), longest)
	}
}

// A review closed part-way through a decision goes on from that decision
// when worked again, to the same judgements; a closed review costs nothing.
func TestReviewerClose(t *testing.T) {
	m, err := engine.MatchFromCode(browserReviewCode)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Review(m, 0)
	rv, _ := NewReviewer(m, 0)
	for range 25 {
		if err := rv.Slice(func() bool { return true }); err != nil {
			t.Fatal(err)
		}
	}
	rv.Close()
	rv.Close()
	for !rv.Done() {
		if err := rv.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if !reflect.DeepEqual(rv.Decisions(), want) {
		t.Fatalf("closed and resumed: %d decisions, unlike Review's %d", len(rv.Decisions()), len(want))
	}
}
