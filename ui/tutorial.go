package ui

import (
	"fmt"
	"slices"

	"noddy/engine"
	"noddy/tutorial"
)

// Tour is the tutorial scene: the narrated match (package tutorial), where
// the reader is, and a guided table showing that step. The table is the
// same view-model as a match against the computer; only its driver
// differs: the script lays the cards, and the table holds at each step's
// last event.
type Tour struct {
	T     *tutorial.Tutorial
	Cur   *tutorial.Cursor
	Table *Table
	src   *ScriptSource
	// Page of Pages is the part of the step's text on show, when the view
	// cannot fit it in one panel (a tall window, big text): the view sets
	// Pages as it lays the text out, and Next and Back turn the pages
	// before they change step.
	Page, Pages int
	pageTicks   int
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
	src, err := NewScriptSource(tr.rules(), tr.T.Seed())
	if err != nil {
		return err
	}
	tr.src = src
	tr.Table, tr.laid = NewGuidedTable(src, st.Events, SpeedInstant), 0
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
	for guard := 0; guard < 10000 && tb.Busy(); guard++ {
		tb.hurry = true
		tb.advance()
	}
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

// Restart goes back to the first step.
func (tr *Tour) Restart() error {
	tr.Cur.Restart()
	tr.Page, tr.pageTicks = 0, 0
	return tr.rebuild()
}

// Update runs one tick: the table's animation, then auto-advance once the
// table is at rest. It returns the sounds to play.
func (tr *Tour) Update(speed Speed) ([]Effect, error) {
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
	if tr.Pages > 1 {
		return fmt.Sprintf("Step %d of %d · page %d of %d", tr.Cur.At()+1, tr.T.Len(), tr.Page+1, tr.Pages)
	}
	return fmt.Sprintf("Step %d of %d", tr.Cur.At()+1, tr.T.Len())
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

// openTour opens the chosen game's tutorial (tourFor) at step i (0-based,
// clamped).
func (a *App) openTour(i int) error {
	tr, err := newTour(tourFor(a.Rules().Name), i)
	if err != nil {
		return err
	}
	a.Tour = tr
	a.relayout() // the tutorial's table takes its game's shape
	return nil
}

// startTour is the title's "Watch the tutorial": it resumes where the
// reader left off, or starts again after the last step; the chosen game's
// tutorial, so a tutorial of another game starts afresh.
func (a *App) startTour() {
	if a.Tour == nil || a.Tour.Cur.AtEnd() || a.Tour.T != tourFor(a.Rules().Name) {
		if err := a.openTour(0); err != nil {
			a.say(err.Error())
			return
		}
	}
	a.Focus = 0
	a.goTo(SceneTutorial)
}

func (a *App) tickTour() {
	if a.Tour == nil || (a.Scene != SceneTutorial && a.Next != SceneTutorial) {
		return
	}
	eff, err := a.Tour.Update(a.speed())
	a.effects = append(a.effects, eff...)
	if err != nil {
		a.say(err.Error())
	}
}

var (
	tourDo = [...]Do{DoStepBack, DoAutoPlay, DoStepNext, DoRestart, DoExit}
	// "Auto-play", not "Play": it turns the steps by itself, and must not
	// read as "play a game" (the last step's "Play a match" sits beside it).
	tourLabels = [...]string{"← Back", "Auto-play", "Next →", "Restart", "Exit"}
)

// tourButtons lays out the step controls. On the last step, where there
// is no next step, Next's place offers a match against the computer
// ("match", key N): the title's Play.
func (a *App) tourButtons(bs []Button, labels []string) ([]Button, []string) {
	n0 := len(labels)
	last := a.tourAtLast()
	labels = append(labels, tourLabels[:]...)
	if a.Tour != nil && a.Tour.Cur.Playing() {
		labels[n0+1] = "Pause"
	}
	ds := tourDo
	if last {
		labels[n0+2] = a.matchLabel()
		ds[2] = DoMatch
	}
	// The row's widths follow the labels (the longer label gets room);
	// Pause takes Auto-play's width, so the row does not jump.
	widths := tourLabels
	if last {
		widths[2] = labels[n0+2]
	}
	bs = a.TL.ButtonRowFor(ds[:], widths[:], bs)
	return bs, labels
}

// The tutorial's footer: its keys. The last step's names P as long as its
// Auto-play button is there.
const (
	tourKeys     = "→, Space or tap: next · ←: back · P: auto-play/pause · R: restart · Esc: title"
	tourLastKeys = "N: play a match · P: auto-play from the start · ←: back · R: restart · Esc: title"
)

// The tutorial's footer for a finger: the buttons say the rest.
const tourTouch = "Tap the table for the next step"

// TourKeys is the tutorial's footer line, the keys of the step shown (with
// touch, what a tap does).
func (a *App) TourKeys() string {
	switch {
	case a.Touch && a.Tour != nil && a.Tour.Cur.AtEnd():
		return "The last step: Play a match, or Restart"
	case a.Touch:
		return tourTouch
	case a.Tour != nil && a.Tour.Cur.AtEnd():
		return tourLastKeys
	}
	return tourKeys
}

// tourAtLast reports whether the tutorial shows its last step's last page
// (no page or step follows).
func (a *App) tourAtLast() bool {
	tr := a.Tour
	return tr != nil && tr.Cur.AtEnd() && tr.Page+1 >= tr.Pages
}

// matchLabel is the tutorial's last button: "Play a match", or "Resume
// match" when one is in progress (as the title's Play).
func (a *App) matchLabel() string {
	if a.Table != nil && !a.Table.Over && !a.fresh {
		return "Resume match"
	}
	return "Play a match"
}

// TourPanel is where the tutorial's narration is drawn: the log's place
// beside the table, or in a tall window the part of the window under the
// tutorial's table (tourLayout).
func (a *App) TourPanel() Rect { return a.TL.Log }

// tourLayout is the layout of the tutorial's table for a window laid out
// as l: the same in a wide window (the narration takes the log's column);
// in a tall one the narration takes the log's place, larger; in a low one
// its column is wider.
func tourLayout(l Layout, big bool) Layout {
	if !l.Portrait && !l.Low {
		return l
	}
	return newLayout(l.W, l.H, big, true, l.Shape)
}

// tutorialScene is the guided tutorial: → Space Enter or a tap on the
// table go on, ← goes back, P auto-plays or pauses, R restarts, Esc
// returns to the title; on the last step N (or its button) starts a match
// against the computer.
type tutorialScene struct{}

func (tutorialScene) ID() SceneID { return SceneTutorial }

func (tutorialScene) Buttons(a *App, bs []Button, labels []string) ([]Button, []string) {
	return a.tourButtons(bs, labels)
}

var tourKeyBindings = []Binding{
	{KeyRight, Intent{Do: DoStepNext}}, {KeySpace, Intent{Do: DoStepNext}}, {KeyEnter, Intent{Do: DoStepNext}},
	{KeyLeft, Intent{Do: DoStepBack}}, {KeyP, Intent{Do: DoAutoPlay}}, {KeyR, Intent{Do: DoRestart}},
	{KeyEscape, Intent{Do: DoExit}},
}

var tourLastBindings = append(append([]Binding{}, tourKeyBindings...), Binding{KeyN, Intent{Do: DoMatch}})

func (tutorialScene) Keys(a *App) []Binding {
	if a.Tour != nil && a.Tour.Cur.AtEnd() {
		return tourLastBindings
	}
	return tourKeyBindings
}

func (tutorialScene) Update(a *App, in *Intents) {
	tr := a.Tour
	if tr == nil {
		a.goTo(SceneTitle)
		return
	}
	act := in.First().Do
	if in.Tap && act == DoNone {
		act = DoStepNext // a tap on the table goes on
	}
	var err error
	switch act {
	case DoStepNext:
		_, err = tr.Next()
	case DoStepBack:
		_, err = tr.Back()
	case DoAutoPlay:
		err = tr.Toggle()
	case DoRestart:
		err = tr.Restart()
	case DoExit:
		a.click()
		a.Focus = 0
		a.goTo(SceneTitle)
		return
	case DoMatch:
		a.click()
		a.playMatch()
		return
	}
	if act != DoNone {
		a.click()
	}
	if err != nil {
		a.say(err.Error())
	}
	a.tickTour()
}

func (tutorialScene) Footer(a *App, out []string) []string {
	out = append(out, a.TourKeys())
	if !a.Touch {
		out = append(out, tourKeysShort)
	}
	return out
}

// tourShape is the tutorial's table's shape: the open tutorial's game, or
// the one the title offers.
func (a *App) tourShape() Shape {
	if a.Tour != nil {
		return ShapeOf(a.Tour.T.Rules())
	}
	r, ok := tutorial.RulesFor(a.Rules().Name) // not built until watched
	if !ok {
		r = engine.Noddy()
	}
	return ShapeOf(r)
}

// tourLabel is the title's tutorial button: "Watch the tutorial" for a
// game with its own, else "Watch the Noddy tutorial" (tourFor).
func (a *App) tourLabel() string {
	if tutorial.Has(a.Rules().Name) {
		return "Watch the tutorial"
	}
	return "Watch the Noddy tutorial"
}

// tourSnapshot fills the tutorial's part of the snapshot: its table's
// scores and seed, and the step (1-based) of how many.
func (a *App) tourSnapshot(s *Snapshot) {
	if a.Scene != SceneTutorial || a.Tour == nil {
		return
	}
	t := a.Tour.Table
	s.Scores, s.Turn, s.Seed = slices.Clone(t.Scores), t.Turn(), t.Seed()
	s.Over, s.Winner, s.YourTurn, s.Hand = t.Over, -1, false, nil
	if t.Over {
		s.Winner = t.Winner
	}
	s.Step, s.Steps = a.Tour.Cur.At()+1, a.Tour.T.Len()
}

// TourLook is what the tutorial's picture depends on beyond the App's:
// the step, the page, play or pause, and its table's Look.
type TourLook struct {
	Step, Page, Pages int
	Playing           bool
	Table             *Table
	TableLook         Look
}

func (a *App) tourLook() TourLook {
	tr := a.Tour
	if tr == nil || (a.Scene != SceneTutorial && a.Next != SceneTutorial) {
		return TourLook{}
	}
	return TourLook{Step: tr.Cur.At(), Page: tr.Page, Pages: tr.Pages, Playing: tr.Cur.Playing(),
		Table: tr.Table, TableLook: tr.Table.Look()}
}
