package tour

import (
	"noddy/engine"
	"noddy/engine/english"
	"noddy/tutorial"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// Scene is the tutorial's scene: the tutorial once opened, and the
// layout of its table (TL, its narration in the log's place).
type Scene struct {
	*shell.Shell
	Tour  *Tour // nil until opened
	TL    layout.Layout
	table *play.Scene
	text  narrationText
	// from is where Esc and Exit go back to: the title, or the table
	// whose Learn opened it (it had gone to the title from there too).
	from shell.SceneID
}

// New is the tutorial scene, not opened yet; its last step's "Play a
// match" plays at table.
func New(sh *shell.Shell, table *play.Scene) *Scene {
	return &Scene{Shell: sh, table: table}
}

// LayOut lays the tutorial's table out (TL) for a w×h window laid out as
// l: its own game's shape, the narration in the log's place.
func (a *Scene) LayOut(l layout.Layout) {
	big := a.Settings.BigText
	tl := l
	if ts := a.Shape(); ts != l.Shape {
		tl = layout.NewLayoutFor(l.W, l.H, big, ts)
	}
	a.TL = layout.NarrationLayout(tl, big)
}

// Open opens the chosen game's tutorial (tourFor) at step i (0-based,
// clamped).
func (a *Scene) Open(i int) error {
	tr, err := newTour(tourFor(a.Rules().Name), i)
	if err != nil {
		return err
	}
	a.Tour = tr
	a.Relayout() // the tutorial's table takes its game's shape
	return nil
}

// Start is the title's "Watch the tutorial" and the table's Learn (from
// is that scene, where leaving the tutorial goes back to): it resumes
// where the reader left off, or starts again after the last step; the
// chosen game's tutorial, so a tutorial of another game starts afresh.
func (a *Scene) Start(from shell.SceneID) {
	a.from = from
	if a.Tour == nil || a.Tour.Cur.AtEnd() || a.Tour.T != tourFor(a.Rules().Name) {
		if err := a.Open(0); err != nil {
			a.Say(err.Error())
			return
		}
	}
	a.Focus = 0
	a.GoTo(shell.SceneTutorial)
}

// Animate runs the tutorial's table a tick while the tutorial is on
// show (or fading in or out).
func (a *Scene) Animate() {
	if a.Tour == nil || (a.Scene != shell.SceneTutorial && a.Next != shell.SceneTutorial) {
		return
	}
	eff, err := a.Tour.Update(a.Speed())
	a.Sound(eff...)
	if err != nil {
		a.Say(err.Error())
	}
}

var (
	tourDo = [...]input.Do{input.DoStepBack, input.DoAutoPlay, input.DoStepNext, input.DoRestart, input.DoExit}
	// "Auto-play", not "Play": it turns the steps by itself, and must not
	// read as "play a game" (the last step's "Play a match" sits beside it).
	tourLabels = [...]string{english.StepBackButton, english.AutoPlayButton, english.StepNextButton, english.RestartButton, english.ExitButton}
)

// tourButtons lays out the step controls. On the last step, where there
// is no next step, Next's place offers a match against the computer
// ("match", key N): the title's Play.
func (a *Scene) tourButtons(bs []input.Button, labels []string) ([]input.Button, []string) {
	n0 := len(labels)
	last := a.tourAtLast()
	labels = append(labels, tourLabels[:]...)
	if a.Tour != nil && a.Tour.Cur.Playing() {
		labels[n0+1] = english.PauseButton
	}
	ds := tourDo
	if last {
		labels[n0+2] = a.matchLabel()
		ds[2] = input.DoMatch
	}
	// The row's widths follow the labels (the longer label gets room);
	// Pause takes Auto-play's width, so the row does not jump.
	widths := tourLabels
	if last {
		widths[2] = labels[n0+2]
	}
	bs = a.TL.ButtonRowFor(ds[:], widths[:], bs)
	if r, label, ok := a.MoreButton(); ok {
		bs = append(bs, input.Button{Rect: r, Do: input.Intent{Do: input.DoMore}})
		labels = append(labels, label)
	}
	return bs, labels
}

// MoreButton is the button at the narration's foot of a step with
// narration on request ("Every choice (T)": the first discard's full
// table, for a reader past the three best and the one to avoid), its
// label, and whether the step has one.
func (a *Scene) MoreButton() (geom.Rect, string, bool) {
	tr := a.Tour
	if tr == nil || !tr.HasMore() {
		return geom.Rect{}, "", false
	}
	n := a.Narration()
	label := english.EveryChoice(a.Touch, tr.ShowingMore())
	r, pad := a.TourPanel(), a.L.Pad
	_, foot := NarrationMargins(pad)
	px := n.HeadPX()
	h := MoreButtonH(n.PX, n.Least)
	return geom.Rect{X: r.X + pad, Y: r.Y + r.H - foot - h, W: a.Measure(label, false, px) + pad*1.5, H: h}, label, true
}

// MoreButtonH is the height of the narration's button at body size px
// (MoreButton), least the window's least text size: the narration keeps
// it clear.
func MoreButtonH(px, least float64) float64 { return HeadPX(px, least) * 2.2 }

// TourKeys is the tutorial's footer line, the keys of the step shown (with
// touch, what a tap does).
func (a *Scene) TourKeys() string {
	// The last step's names P as long as its Auto-play button is there; a
	// finger's, what a tap does (the buttons say the rest).
	return english.TutorialFoot(a.Touch, a.Tour != nil && a.Tour.Cur.AtEnd(), a.from == shell.SceneTable)
}

// Spent reports a step button with nowhere to go (Back on the first
// step's first page), drawn dim as the rules' page buttons are.
func (a *Scene) Spent(b input.Button) bool {
	return b.Do.Do == input.DoStepBack && a.Tour != nil && a.Tour.AtStart()
}

// tourAtLast reports whether the tutorial shows its last step's last page
// (no page or step follows).
func (a *Scene) tourAtLast() bool {
	tr := a.Tour
	return tr != nil && tr.Cur.AtEnd() && tr.Page+1 >= tr.Pages
}

// matchLabel is the tutorial's last button: "Play a match", or "Resume
// match" when one is in progress, at the table or kept away from it (as
// the title's Play, which the button is).
func (a *Scene) matchLabel() string {
	if _, ok := a.table.ToResume(); ok {
		return english.ResumeMatch
	}
	return english.MatchButton
}

// TourPanel is where the tutorial's narration is drawn: the log's place
// beside the table, or in a tall window the part of the window under the
// tutorial's table (tourLayout).
func (a *Scene) TourPanel() geom.Rect { return a.TL.Log }

// tutorialScene is the guided tutorial: → Space Enter or a tap on the
// table go on, ← goes back, P auto-plays or pauses, R restarts, Esc
// returns to the title; on the last step N (or its button) starts a match
// against the computer.

// ID implements shell.Scene.
func (a *Scene) ID() shell.SceneID { return shell.SceneTutorial }

func (a *Scene) Buttons(bs []input.Button, labels []string) ([]input.Button, []string) {
	return a.tourButtons(bs, labels)
}

var tourKeyBindings = []input.Binding{
	{Key: input.KeyRight, Do: input.Intent{Do: input.DoStepNext}}, {Key: input.KeySpace, Do: input.Intent{Do: input.DoStepNext}}, {Key: input.KeyEnter, Do: input.Intent{Do: input.DoStepNext}},
	{Key: input.KeyLeft, Do: input.Intent{Do: input.DoStepBack}}, {Key: input.KeyP, Do: input.Intent{Do: input.DoAutoPlay}}, {Key: input.KeyR, Do: input.Intent{Do: input.DoRestart}},
	{Key: input.KeyEscape, Do: input.Intent{Do: input.DoExit}}, {Key: input.KeyT, Do: input.Intent{Do: input.DoMore}},
}

var tourLastBindings = append(append([]input.Binding{}, tourKeyBindings...), input.Binding{Key: input.KeyN, Do: input.Intent{Do: input.DoMatch}})

func (a *Scene) Keys() []input.Binding {
	if a.Tour != nil && a.Tour.Cur.AtEnd() {
		return tourLastBindings
	}
	return tourKeyBindings
}

func (a *Scene) Update(in *input.Intents) {
	tr := a.Tour
	if tr == nil {
		a.GoTo(shell.SceneTitle)
		return
	}
	act := in.First().Do
	if in.Tap && act == input.DoNone {
		act = input.DoStepNext // a tap on the table goes on
	}
	var err error
	switch act {
	case input.DoStepNext:
		_, err = tr.Next()
	case input.DoStepBack:
		_, err = tr.Back()
	case input.DoAutoPlay:
		err = tr.Toggle()
	case input.DoMore:
		if !tr.HasMore() {
			return
		}
		a.Lay()
		pages := tr.Pages
		tr.ToggleMore()
		a.Lay()
		if tr.ShowingMore() {
			tr.Page = max(0, min(pages-1, tr.Pages-1)) // where the table begins
		}
	case input.DoRestart:
		err = tr.Restart()
	case input.DoExit:
		a.Click()
		a.Focus = 0
		a.GoTo(a.from)
		return
	case input.DoMatch:
		a.Click()
		a.table.PlayMatch()
		return
	}
	if act != input.DoNone {
		a.Click()
	}
	if err != nil {
		a.Say(err.Error())
	}
	a.Animate()
}

func (a *Scene) Footer(out []string) []string {
	out = append(out, a.TourKeys())
	if !a.Touch {
		out = append(out, english.TutorialKeysShort(a.from == shell.SceneTable))
	}
	return out
}

// Shape is the tutorial's table's shape: the open tutorial's game, or
// the one the title offers.
func (a *Scene) Shape() layout.Shape {
	if a.Tour != nil {
		return layout.ShapeOf(a.Tour.T.Rules())
	}
	r, ok := tutorial.RulesFor(a.Rules().Name) // not built until watched
	if !ok {
		r = engine.Noddy()
	}
	return layout.ShapeOf(r)
}

// Label is the title's tutorial button: "Watch the tutorial" for a
// game with its own, else "Watch the Noddy tutorial" (tourFor).
func (a *Scene) Label() string {
	return english.TutorialButton(tutorial.Has(a.Rules().Name))
}

// TourLook is what the tutorial's picture depends on beyond the App's:
// the step, the page, play or pause, and its table's Look.
type TourLook struct {
	Step, Page, Pages int
	Playing           bool
	Table             *table.Table
	TableLook         table.Look
}

// Look returns the tutorial's Look now.
func (a *Scene) Look() TourLook {
	tr := a.Tour
	if tr == nil || (a.Scene != shell.SceneTutorial && a.Next != shell.SceneTutorial) {
		return TourLook{}
	}
	return TourLook{Step: tr.Cur.At(), Page: tr.Page, Pages: tr.Pages, Playing: tr.Cur.Playing(),
		Table: tr.Table, TableLook: tr.Table.Look()}
}

// NoticePlace implements shell.Noticer: the announcements' place on the
// tutorial's table.
func (a *Scene) NoticePlace() (area geom.Rect, foot, ok bool) { return a.TL.Banner, false, true }
