package ui

import (
	"testing"

	"noddy/engine"
	"noddy/tutorial"
)

// The title's tutorial follows the chosen game: Noddy's, then with
// cribbage chosen cribbage's, its table laid out for six cards and a crib.
func TestTourFollowsTheChosenGame(t *testing.T) {
	a := tourApp(t, SpeedInstant, 3)
	noddy, _ := tutorial.For("noddy")
	if a.Tour.T != noddy || a.TL.Shape != noddyShape {
		t.Fatalf("default: tutorial %q, shape %+v", a.Tour.T.Name(), a.TL.Shape)
	}
	a.goTo(SceneTitle)
	a.Settings.Game = "cribbage"
	a.relayout()
	a.startTour()
	crib, _ := tutorial.For("cribbage")
	r, _ := engine.Lookup("cribbage", 2)
	if a.Tour.T != crib || a.Tour.Cur.At() != 0 || a.TL.Shape != ShapeOf(r) || a.TL.Shape.Deal != 6 || !a.TL.Shape.Crib {
		t.Fatalf("cribbage chosen: tutorial %q at step %d, shape %+v", a.Tour.T.Name(), a.Tour.Cur.At(), a.TL.Shape)
	}
	a.Settings.Game = "parlett"
	if a.tourLabel() != "Watch the Noddy tutorial" {
		t.Errorf("parlett: label %q", a.tourLabel())
	}
	a.startTour()
	if a.Tour.T != noddy || a.TL.Shape != noddyShape {
		t.Fatalf("parlett chosen: tutorial %q, shape %+v", a.Tour.T.Name(), a.TL.Shape)
	}
}
