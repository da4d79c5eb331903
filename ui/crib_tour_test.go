package ui

import (
	"testing"

	"noddy/engine"
	"noddy/tutorial"
	"noddy/ui/layout"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The title's tutorial follows the chosen game: Noddy's, then with
// cribbage chosen cribbage's, its table laid out for six cards and a crib.
func TestTourFollowsTheChosenGame(t *testing.T) {
	a := tourApp(t, table.SpeedInstant, 3)
	noddy, _ := tutorial.For("noddy")
	if a.Tutorial.Tour.T != noddy || a.Tutorial.TL.Shape != noddyShape {
		t.Fatalf("default: tutorial %q, shape %+v", a.Tutorial.Tour.T.Name(), a.Tutorial.TL.Shape)
	}
	a.GoTo(shell.SceneTitle)
	a.Settings.Game = "cribbage"
	a.Relayout()
	a.Tutorial.Start(shell.SceneTitle)
	crib, _ := tutorial.For("cribbage")
	r, _ := engine.Lookup("cribbage", 2)
	if a.Tutorial.Tour.T != crib || a.Tutorial.Tour.Cur.At() != 0 || a.Tutorial.TL.Shape != layout.ShapeOf(r) || a.Tutorial.TL.Shape.Deal != 6 || !a.Tutorial.TL.Shape.Crib {
		t.Fatalf("cribbage chosen: tutorial %q at step %d, shape %+v", a.Tutorial.Tour.T.Name(), a.Tutorial.Tour.Cur.At(), a.Tutorial.TL.Shape)
	}
	a.Settings.Game = "parlett"
	if a.Tutorial.Label() != "Watch the Noddy tutorial" {
		t.Errorf("parlett: label %q", a.Tutorial.Label())
	}
	a.Tutorial.Start(shell.SceneTitle)
	if a.Tutorial.Tour.T != noddy || a.Tutorial.TL.Shape != noddyShape {
		t.Fatalf("parlett chosen: tutorial %q, shape %+v", a.Tutorial.Tour.T.Name(), a.Tutorial.TL.Shape)
	}
}
