package review

import (
	"errors"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/record"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// Scene is the review's scene: the review on show (the end box's, or one
// opened from a code), its replay's layout, and the earlier reviews still
// to be judged for the record.
type Scene struct {
	*shell.Shell
	// Review is the review the end box offers and the scene shows (nil:
	// none yet).
	Review  *Review
	backlog []*Review // reviews of earlier matches still to be recorded
	back    shell.SceneID
	// RL is the replay table's layout (LayOut).
	RL    layout.Layout
	rec   *record.Scene
	table *play.Scene
	stop  stopCache // the replay's narration laid out (StopView)
}

// New is the review scene, with no review yet; rec takes each local
// match's judged decisions, table is where the review of its match
// returns to.
func New(sh *shell.Shell, rec *record.Scene, table *play.Scene) *Scene {
	return &Scene{Shell: sh, rec: rec, table: table}
}

// Start begins the review of the person's finished local match in
// the background (Work), its decisions bound for the record.
func (a *Scene) Start(m *engine.Match, seat int, level string) {
	rv, err := NewReview(m, seat)
	if err != nil {
		return
	}
	rv.record, rv.level = true, level
	a.Set(rv)
}

// Set makes rv the review the end box offers; one still bound for
// the record is kept until it is judged.
func (a *Scene) Set(rv *Review) {
	if old := a.Review; old != nil && old.record && !old.recorded && old.Err == nil {
		a.backlog = append(a.backlog, old) // its decisions still go to the record
	} else if old != nil && old != rv {
		old.Close()
	}
	a.Review = rv
}

// Work judges a few of the review's decisions a tick (never a frozen
// frame: the browser's Update stays short) and, once all are judged, adds
// them to the record.
func (a *Scene) Work() {
	rv := a.Review
	if (rv == nil || rv.Done()) && len(a.backlog) > 0 {
		rv = a.backlog[0] // an earlier match's review, left when a new match ended first
		if rv.Done() {
			a.backlog = a.backlog[1:]
		}
	}
	if rv == nil {
		return
	}
	if !rv.Done() {
		rv.Work(reviewBudget, StepsPerTick)
	}
	if rv.Done() && rv.record && !rv.recorded && rv.Err == nil {
		rv.recorded = true
		r := rv.M.Rules()
		a.rec.Rec.AddDecisions(r.Name, r.Options, rv.level, rv.Decisions())
		a.rec.Save()
	}
}

// Open opens the review scene on its summary, coming from back.
func (a *Scene) Open(back shell.SceneID) {
	if a.Review == nil {
		return
	}
	a.Review.Stop, a.Review.Table = -1, nil
	a.Review.gen++
	a.back, a.Focus = back, 0
	a.Relayout()
	a.GoTo(shell.SceneReview)
}

// FromCode opens the review of the match a code names (noddy
// -review CODE, the page's #review=CODE); a code that cannot be read says
// so and the title opens.
func (a *Scene) FromCode(code string) bool {
	m, err := engine.MatchFromCode(code)
	if err == nil {
		var rv *Review
		if rv, err = NewReview(m, 0); err == nil {
			a.Set(rv)
			a.back = shell.SceneTitle
			return true
		}
	}
	a.SayLong(CodeWords(err)) // said as the page opens: a normal notice was gone before it was read
	return false
}

// CodeWords says why a match code was refused, plainly.
func CodeWords(err error) string {
	var ce *engine.CodeError
	if errors.As(err, &ce) {
		return english.BadCode(ce.Err.Error())
	}
	return english.BadCode(err.Error())
}

// CopyCode asks the window to copy the review's code (shell.Requests).
func (a *Scene) CopyCode() {
	if a.Review == nil || a.Review.Code == "" {
		return
	}
	a.CopyText = a.Review.Code
}

// LayOut lays the review's replay table out (RL) for a w×h window: the
// table laid out for the match's shape, the narration in the log's place
// (as the tutorial's).
func (a *Scene) LayOut(w, h float64) {
	if a.Review == nil {
		a.RL = layout.Layout{}
		return
	}
	big := a.Settings.BigText
	a.RL = layout.NarrationLayout(layout.NewLayoutFor(w, h, big, layout.ShapeOf(a.Review.M.Rules())), big)
}

// ReviewPanel is where the replay's narration is drawn.
func (a *Scene) ReviewPanel() geom.Rect { return a.RL.Log }

// SummaryPanel is the summary's panel: most of the window, above the
// footer.
func (a *Scene) SummaryPanel() geom.Rect { return a.L.BigPanel(44, 36) }

// ID implements shell.Scene.
func (a *Scene) ID() shell.SceneID { return shell.SceneReview }

// Spent reports a replay button with nowhere to go (Back at the first
// stop), drawn dim as the rules' page buttons are.
func (a *Scene) Spent(b input.Button) bool {
	return b.Do.Do == input.DoStepBack && a.Review != nil && a.Review.AtStart()
}

var (
	summaryDo       = [...]input.Do{input.DoStepNext, input.DoCopy, input.DoExit}
	summaryLabels   = [...]string{english.StepThroughButton, english.CopyCodeButton, english.BackButton}
	replayDo        = [...]input.Do{input.DoStepBack, input.DoStepNext, input.DoSummary, input.DoExit}
	replayLabels    = [...]string{english.StepBackButton, english.StepNextButton, english.SummaryButton, english.ExitButton}
	summaryBindings = []input.Binding{{Key: input.KeyEscape, Do: input.Intent{Do: input.DoExit}}, {Key: input.KeyEnter, Do: input.Intent{Do: input.DoActivate}},
		{Key: input.KeySpace, Do: input.Intent{Do: input.DoStepNext}}, {Key: input.KeyRight, Do: input.Intent{Do: input.DoFocusNext}}, {Key: input.KeyLeft, Do: input.Intent{Do: input.DoFocusPrev}}}
	replayBindings = []input.Binding{{Key: input.KeyRight, Do: input.Intent{Do: input.DoStepNext}}, {Key: input.KeySpace, Do: input.Intent{Do: input.DoStepNext}}, {Key: input.KeyEnter, Do: input.Intent{Do: input.DoStepNext}},
		{Key: input.KeyLeft, Do: input.Intent{Do: input.DoStepBack}}, {Key: input.KeyEscape, Do: input.Intent{Do: input.DoSummary}}}
)

func (a *Scene) Buttons(bs []input.Button, labels []string) ([]input.Button, []string) {
	rv := a.Review
	if rv == nil {
		return bs, labels
	}
	if rv.Stop < 0 {
		p := a.SummaryPanel()
		l := &a.L
		h := l.PanelFS * 2.4
		row := geom.Rect{X: p.X + l.Pad, Y: p.Y + p.H - h - l.Pad, W: p.W - 2*l.Pad, H: h}
		ds, lb := summaryDo[:], summaryLabels[:]
		if rv.Code == "" {
			ds, lb = []input.Do{input.DoStepNext, input.DoExit}, []string{summaryLabels[0], summaryLabels[2]}
		}
		bs = l.RowIn(row, ds, lb, bs)
		return bs, append(labels, lb...)
	}
	bs = a.RL.ButtonRowFor(replayDo[:], replayLabels[:], bs)
	return bs, append(labels, replayLabels[:]...)
}

func (a *Scene) Keys() []input.Binding {
	if a.Review != nil && a.Review.Stop >= 0 {
		return replayBindings
	}
	return summaryBindings
}

func (a *Scene) Update(in *input.Intents) {
	rv := a.Review
	if rv == nil {
		a.GoTo(shell.SceneTitle)
		return
	}
	var it input.Intent
	var ok bool
	if rv.Stop < 0 {
		it, ok = a.Menu(in)
	} else {
		it = in.First()
		if in.Tap && it.Do == input.DoNone {
			it.Do = input.DoStepNext // a tap on the table goes on
		}
		ok = it.Do != input.DoNone
	}
	if ok {
		a.Click()
		a.do(rv, it.Do)
	}
	a.Sound(rv.Update(a.Speed())...)
}

func (a *Scene) do(rv *Review, do input.Do) {
	var err error
	switch do {
	case input.DoStepNext:
		if rv.Stop < 0 {
			if rv.Stops() == 0 {
				a.Say(english.StillReviewing())
				return
			}
			err = rv.Open(0)
			a.Focus = 0
			break
		}
		var moved bool
		if moved, err = rv.Next(a.Speed()); !moved && err == nil && !rv.Done() {
			a.Say(english.StillReviewing())
		}
	case input.DoStepBack:
		_, err = rv.Back()
	case input.DoSummary:
		rv.Stop, rv.Table = -1, nil
		rv.gen++
		a.Focus = 0
	case input.DoCopy:
		a.CopyCode()
	case input.DoExit:
		a.Focus = 0
		back := a.back
		if back == shell.SceneTable {
			back = a.table.FromReview()
		}
		a.GoTo(back)
	}
	if err != nil {
		a.Say(err.Error())
	}
}

func (a *Scene) Footer(out []string) []string {
	rv := a.Review
	if rv == nil {
		return out
	}
	if rv.Stop < 0 {
		return append(out, english.SummaryFoot(a.Touch)...)
	}
	return append(out, english.ReplayFoot(a.Touch)...)
}

// ReviewLook is what the review's picture depends on beyond the App's.
type ReviewLook struct {
	Gen, Stop int
	Done      bool
	Table     *table.Table
	TableLook table.Look
}

// Look returns the review's Look now.
func (a *Scene) Look() ReviewLook {
	rv := a.Review
	if rv == nil || (a.Scene != shell.SceneReview && a.Next != shell.SceneReview) {
		return ReviewLook{}
	}
	l := ReviewLook{Gen: rv.gen, Stop: rv.Stop, Done: rv.Done(), Table: rv.Table}
	if rv.Table != nil {
		l.TableLook = rv.Table.Look()
	}
	return l
}

// NoticePlace implements shell.Noticer: on the summary, a band inside its
// panel just above its buttons; the menus' place during the replay.
func (a *Scene) NoticePlace() (area geom.Rect, foot, ok bool) {
	if a.Review == nil || a.Review.Stop >= 0 {
		return geom.Rect{}, false, false
	}
	p := a.SummaryPanel()
	h := a.L.PanelFS * 2.4
	return a.PanelNotice(p, geom.Rect{X: p.X + a.L.Pad, Y: p.Y + p.H - h - a.L.Pad, W: p.W - 2*a.L.Pad, H: h}), true, true
}

// Recorded reports whether every local match's review bound for the record
// has been judged and recorded (none waits in the backlog).
func (a *Scene) Recorded() bool { return len(a.backlog) == 0 && a.Review != nil && a.Review.recorded }
