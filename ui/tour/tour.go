// Package tour is the tutorial scene: a narrated match (package
// tutorial's script and narrator) shown on a guided table, the step's
// narration laid out in the log's place (narration.go), and its controls.
package tour

import (
	"noddy/engine"
	"noddy/engine/english"
	"noddy/tutorial"
	"noddy/ui/table"
)

// Tour is the tutorial scene: the narrated match (package tutorial), where
// the reader is, and a guided table showing that step. The table is the
// same view-model as a match against the computer; only its driver
// differs: the script lays the cards, and the table holds at each step's
// last event.
type Tour struct {
	T     *tutorial.Tutorial
	Cur   *tutorial.Cursor
	Table *table.Table
	src   *table.ScriptSource
	// Page of Pages is the part of the step's text on show, when the view
	// cannot fit it in one panel (a tall window, big text): the view sets
	// Pages as it lays the text out, and Next and Back turn the pages
	// before they change step.
	Page, Pages int
	pageTicks   int
	more        int // 1 + the step whose narration on request is shown (0: none)
	moves       []engine.Action
	laid        int // script moves applied to Table
}

// tourFor is the tutorial the title offers for the game named game: its
// own where it has one (tutorial.For), else du Coeur's Noddy, the
// family's first game (the title says so: tourLabel).
func tourFor(game string) *tutorial.Tutorial {
	if t, ok := tutorial.For(game); ok {
		return t
	}
	t, _ := tutorial.For("noddy")
	return t
}

// newTour opens tutorial t at step i (0-based, clamped), drawn at once.
func newTour(t *tutorial.Tutorial, i int) (*Tour, error) {
	tr := &Tour{T: t, Cur: tutorial.NewCursor(t, 60), moves: t.Actions()}
	tr.Cur.Seek(i)
	return tr, tr.rebuild()
}

// rebuild replays the match from the seed to the current step with no
// animation: stepping back, restarting and opening at a step.
func (tr *Tour) rebuild() error {
	st := tr.Cur.Step()
	src, err := table.NewScriptSource(tr.rules(), tr.T.Seed())
	if err != nil {
		return err
	}
	tr.src = src
	tr.Table, tr.laid = table.NewGuidedTable(src, st.Events, table.SpeedInstant), 0
	return tr.drive(st)
}

// rules is the tutorial's rule set.
func (tr *Tour) rules() engine.Rules { return tr.T.Rules() }

// drive plays the script's actions up to the step and lets the table show
// its events (animated unless the table's speed is instant). Each action
// carries its seat (a lay, or in cribbage a discard).
func (tr *Tour) drive(st tutorial.Step) error {
	tb := tr.Table
	tb.Marked = engine.SetOf(st.Highlight...)
	tb.Lifted = engine.SetOf(append([]engine.Card{st.Play}, st.Discard...)...) // NoCard is left out
	for tr.laid < st.Actions && tr.laid < len(tr.moves) {
		if err := tb.Drive(tr.moves[tr.laid]); err != nil {
			return err
		}
		tr.laid++
	}
	tb.Hold(st.Events)
	return nil
}

// settle finishes at once whatever the table is still animating.
func (tr *Tour) settle() {
	tb := tr.Table
	tb.Settle()
}

// Next shows the step's next page, or goes one step on, animating it; it
// reports whether it moved.
func (tr *Tour) Next() (bool, error) {
	if tr.Page+1 < tr.Pages {
		tr.Page++
		return true, nil
	}
	tr.settle()
	if !tr.Cur.Next() {
		return false, nil
	}
	tr.Page, tr.pageTicks = 0, 0
	return true, tr.drive(tr.Cur.Step())
}

// Back shows the step's previous page, or goes one step back, drawn at
// once; it reports whether it moved.
func (tr *Tour) Back() (bool, error) {
	if tr.Page > 0 {
		tr.Page--
		return true, nil
	}
	if !tr.Cur.Back() {
		return false, nil
	}
	tr.Page, tr.pageTicks = 0, 0
	return true, tr.rebuild()
}

// AtStart reports whether Back has nowhere to go: the first step's first
// page (its button drawn dim, as the rules' first page's).
func (tr *Tour) AtStart() bool { return tr.Page == 0 && tr.Cur.At() == 0 }

// HasMore reports whether the step has narration shown on request
// (tutorial.Step.More: the first discard's full table).
func (tr *Tour) HasMore() bool { return tr.Cur.Step().More != "" }

// ShowingMore reports whether the step's narration on request is shown.
func (tr *Tour) ShowingMore() bool { return tr.HasMore() && tr.more == tr.Cur.At()+1 }

// ToggleMore shows the step's narration on request, or hides it again;
// nothing where the step has none. The view lays the step out again.
func (tr *Tour) ToggleMore() {
	switch {
	case !tr.HasMore():
	case tr.ShowingMore():
		tr.more = 0
	default:
		tr.more = tr.Cur.At() + 1
	}
}

// Restart goes back to the first step.
func (tr *Tour) Restart() error {
	tr.Cur.Restart()
	tr.Page, tr.pageTicks = 0, 0
	return tr.rebuild()
}

// Update runs one tick: the table's animation, then auto-advance once the
// table is at rest. It returns the sounds to play.
func (tr *Tour) Update(speed table.Speed) ([]table.Effect, error) {
	tb := tr.Table
	if tb.Speed != speed && !tb.Busy() {
		tb.Speed = speed
	}
	eff := tb.Update()
	if !tb.Busy() && tr.Cur.Playing() && tr.Page+1 < tr.Pages {
		// Auto-play turns the pages, sharing the step's reading time.
		if tr.pageTicks++; tr.pageTicks >= tutorial.Dwell(tr.Cur.Step(), 60)/tr.Pages {
			tr.Page, tr.pageTicks = tr.Page+1, 0
		}
		return eff, nil
	}
	if !tb.Busy() && tr.Cur.Tick() {
		tr.Page, tr.pageTicks = 0, 0
		if err := tr.drive(tr.Cur.Step()); err != nil {
			return eff, err
		}
	}
	return eff, nil
}

// Header is "Step 12 of 38" for the current step ("· page 1 of 2" when
// the text takes more than one panel).
func (tr *Tour) Header() string {
	return english.StepOf(tr.Cur.At()+1, tr.T.Len(), tr.Page+1, tr.Pages)
}

// Toggle switches auto-advance; from the last step it plays from the start.
func (tr *Tour) Toggle() error {
	end := tr.Cur.AtEnd()
	tr.Cur.Toggle()
	if end && tr.Cur.Playing() {
		tr.Page, tr.pageTicks = 0, 0
		return tr.rebuild()
	}
	return nil
}
