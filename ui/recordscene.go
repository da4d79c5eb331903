package ui

import (
	"math"
	"slices"
	"strconv"
	"time"

	"noddy/engine"
	"noddy/engine/english"
)

// The record's scene (issue 14): for each game and computer level the
// person has played, the tally's numbers in words (engine/english), and a
// chart of the last matches' results; Reset asks first. Every finished
// local match the person played goes into the record (recordMatch), its
// reviewed decisions once the review has judged them (workReview).

// loadRecord reads the record at start; a file that cannot be read was
// set aside by the store, and the person is told.
func (a *App) loadRecord() {
	a.recStore = a.cfg.Record
	if a.recStore == nil {
		a.recStore = &MemRecordStore{}
	}
	r, aside, err := a.recStore.Load()
	if r == nil {
		r = NewRecord()
	}
	a.Record = r
	if err != nil {
		a.RecordNote = english.RecordAside(err.Error(), aside)
		a.say(a.RecordNote)
	}
}

// saveRecord writes the record; a store that cannot write says so once.
func (a *App) saveRecord() {
	if err := a.recStore.Save(a.Record); err != nil {
		a.RecordNote = english.RecordNotSaved(err.Error())
	}
}

func (a *App) now() int64 {
	if a.cfg.Now != nil {
		return a.cfg.Now().Unix()
	}
	return time.Now().Unix()
}

// recordMatch adds a finished match the person played on this machine to
// the record and starts its review (its decisions join the record when
// judged). Demonstrations, tutorials and shared tables are not recorded.
func (a *App) recordMatch(t *Table) {
	ls, ok := t.src.(*LocalSource)
	if !ok || !ls.Person() || ls.Match().Phase() != engine.PhaseOver {
		return
	}
	m := ls.Match()
	level := t.Level()
	if err := a.Record.Add(m, ls.Seat(), level, nil, a.now()); err != nil {
		return
	}
	if r := m.Rules(); a.recordAt < 0 || a.Record.Find(r.Name, r.Options, level) != nil {
		a.recordAt = slices.Index(a.Record.Tallies, a.Record.Find(r.Name, r.Options, level))
	}
	a.saveRecord()
	a.startReview(m, ls.Seat(), level)
}

// openRecord is the title's "Your record": the tally of the game and
// level chosen, when there is one.
func (a *App) openRecord() {
	r := a.Rules()
	if i := slices.Index(a.Record.Tallies, a.Record.Find(r.Name, r.Options, a.Level())); i >= 0 {
		a.recordAt = i
	}
	a.confirm, a.Focus = false, a.recordFocus()
	a.goTo(SceneRecord)
}

// recordEmpty: nothing to show, and nothing to reset.
func (a *App) recordEmpty() bool { return a.Record.Empty() }

// recordFocus is the button the record opens on: Next game, else Back;
// never Reset, which a stray Enter would open.
func (a *App) recordFocus() int {
	_, ds := a.recordRow()
	if i := slices.Index(ds, DoTally); i >= 0 {
		return i
	}
	return slices.Index(ds, DoBack)
}

// recordRow is the record's buttons: Next game when there are several
// tallies, Reset when there is something to reset, Back.
func (a *App) recordRow() (labels []string, ds []Do) {
	for i, d := range recordDo {
		if d == DoTally && len(a.Record.Tallies) < 2 || d == DoReset && a.recordEmpty() {
			continue
		}
		labels, ds = append(labels, recordLabels[i]), append(ds, d)
	}
	return labels, ds
}

// Tally is the tally on show (nil when nothing is recorded).
func (a *App) Tally() *Tally {
	if len(a.Record.Tallies) == 0 {
		return nil
	}
	return a.Record.Tallies[clampI(a.recordAt, 0, len(a.Record.Tallies)-1)]
}

// RecordTitle is the record's heading.
func (a *App) RecordTitle() string { return "Your record" }

// TallyLabel names the tally on show: "Cribbage (six-card, 121) ·
// expert" ("· 2 of 3" when there are more).
func (a *App) TallyLabel() string {
	t := a.Tally()
	if t == nil {
		return "" // RecordText says so, once
	}
	s := t.Game
	if g, err := engine.LookupGame(t.Game); err == nil {
		s = g.Title
	}
	for _, o := range t.Options {
		s += " · " + english.Option(o)
	}
	s += " · " + t.Level
	if n := len(a.Record.Tallies); n > 1 {
		s += " (" + strconv.Itoa(clampI(a.recordAt, 0, n-1)+1) + " of " + strconv.Itoa(n) + ")"
	}
	return s
}

// RecordText is the record's paragraphs for the tally on show, in words.
func (a *App) RecordText() []string {
	var out []string
	if a.confirm {
		return append(out, english.ResetAsk())
	}
	if a.RecordNote != "" {
		out = append(out, a.RecordNote, "")
	}
	t := a.Tally()
	if t == nil {
		return append(out, english.Matches(0, 0)+": your results against the computer appear here after your first match.")
	}
	out = append(out, english.Matches(t.Played, t.Won)+".")
	if t.GamesWon+t.GamesLost > t.Played || t.Skunks+t.Skunked+t.Lurches+t.Lurched > 0 {
		out = append(out, english.Games(t.GamesWon, t.GamesLost, t.Skunks, t.Skunked, t.Lurches, t.Lurched)+".")
	}
	out = append(out,
		english.Streaks(t.Streak, t.Longest)+".",
		english.Shows(t.Shows, t.AvgShow(), t.BestShow)+".",
		english.PerDeal(t.Deals, t.AvgShowPerDeal(), t.AvgCountPerDeal(), t.hasCrib())+".",
		english.ExpertShare(t.Agreed, t.Decisions, t.GoodPlays)+".")
	return out
}

// Bar is one match on the record's chart: won or lost, and by how much,
// -1..1 (the margin over the widest on the chart).
type Bar struct {
	Won    bool
	Margin float64
}

// chartBars is the chart's last n matches (RecentMax at most), oldest
// first, of every game, and the widest margin in points, the scale's end.
func (a *App) chartBars(n int) ([]Bar, int) {
	rs := a.Record.Recent
	rs = rs[len(rs)-min(n, len(rs)):]
	widest := 1.0
	for _, r := range rs {
		widest = math.Max(widest, math.Abs(float64(r.Mine-r.Best)))
	}
	out := make([]Bar, len(rs))
	for i, r := range rs {
		m := float64(r.Mine-r.Best) / widest
		if r.Won {
			m = math.Max(m, 0.08) // a win is above the line, however close
		} else {
			m = math.Min(m, -0.08)
		}
		out[i] = Bar{Won: r.Won, Margin: m}
	}
	return out, int(widest)
}

// ChartView is the record's chart laid out in RecordChart: the scale's
// words at the left ("+12" at the top, "0" at the line, "−12" at the
// foot: the widest margin in points), the plot beside them with its
// line, and the bars, oldest first, laid from the left at a readable
// width (a twentieth of the plot each while there are fewer), as many of
// the latest as the plot holds at ChartSlotMin each.
type ChartView struct {
	Plot      Rect
	Line      float64 // the line's y: a win's bar rises from it, a loss's hangs
	Bars      []ChartBar
	Scale     [3]string // the top's, the line's and the foot's words; none without bars
	ScalePX   float64
	ScaleEdge float64 // the scale's words end here (right-aligned)
}

// ChartBar is one match's bar on the chart.
type ChartBar struct {
	Rect
	Won bool
}

// The least room a bar takes across (logical px, its gap included), and
// how many bars the plot is laid out for at least.
const (
	ChartSlotMin = 9
	chartSlots   = 20
)

// ChartView lays the chart out; m measures the scale's words.
func (a *App) ChartView(m Measure) ChartView {
	l, r := &a.L, a.RecordChart()
	scale := func(widest int) [3]string {
		return [3]string{"+" + strconv.Itoa(widest), "0", "−" + strconv.Itoa(widest)}
	}
	// The scale's room is the widest of every match's (those shown are
	// known only once the plot's width is).
	bars, widest := a.chartBars(RecentMax)
	v := ChartView{ScalePX: l.PPX(0.8)}
	if len(bars) > 0 {
		v.Scale = scale(widest)
	}
	sw := 0.0
	for _, s := range v.Scale {
		sw = math.Max(sw, m(s, false, v.ScalePX))
	}
	gap := l.Pad / 2
	v.ScaleEdge = r.X + sw
	v.Plot = Rect{r.X + sw + gap, r.Y, r.W - sw - gap, r.H}
	if sw == 0 {
		v.Plot = r
	}
	v.Line = v.Plot.Y + v.Plot.H/2
	if n := int(v.Plot.W / ChartSlotMin); len(bars) > n {
		bars, widest = a.chartBars(n)
		v.Scale = scale(widest)
	}
	slot := v.Plot.W / float64(max(len(bars), chartSlots))
	bw := math.Max(1, slot*0.72)
	half := v.Plot.H/2 - 2
	for i, b := range bars {
		x := v.Plot.X + float64(i)*slot + (slot-bw)/2
		h := math.Abs(b.Margin) * half
		y := v.Line
		if b.Won {
			y -= h
		}
		v.Bars = append(v.Bars, ChartBar{Rect{x, y, bw, h}, b.Won})
	}
	return v
}

// ChartTitle is the chart's caption, longest first: the drawer takes the
// first that fits; it counts the matches the chart has room for.
func (a *App) ChartTitle(m Measure) []string {
	n := len(a.ChartView(m).Bars)
	return []string{english.ChartCaption(n), english.ChartCaptionMid(n), english.ChartCaptionShort(n)}
}

// ChartLegend is the words beside the colours of the chart's key.
func (a *App) ChartLegend() [2]string { return [2]string{"won", "lost"} }

// RecordPanel is the record's panel; RecordChart the chart's place in it,
// under the text (RecordTextRect).
func (a *App) RecordPanel() Rect { return a.bigPanel(40, 34) }

// recordButtonsRect is the row of the record's buttons at the panel's foot.
func (a *App) recordButtonsRect() Rect {
	p, l := a.RecordPanel(), &a.L
	h := l.PanelFS * 2.4
	return Rect{p.X + l.Pad, p.Y + p.H - h - l.Pad, p.W - 2*l.Pad, h}
}

// RecordChart is the chart's rectangle: above the buttons, a quarter of
// the panel high; on an upright phone, where the words are few for the
// height, two fifths.
func (a *App) RecordChart() Rect {
	p, l, b := a.RecordPanel(), &a.L, a.recordButtonsRect()
	k := 0.24
	if l.Portrait {
		k = 0.4
	}
	h := math.Max(l.PanelFS*3, (p.H-b.H)*k)
	return Rect{p.X + l.Pad, b.Y - l.Pad - h, p.W - 2*l.Pad, h}
}

// RecordTextRect is where the heading, the tally's name and the text go.
func (a *App) RecordTextRect() Rect {
	p, l, c := a.RecordPanel(), &a.L, a.RecordChart()
	top := p.Y + l.Pad*0.75
	return Rect{p.X + l.Pad, top, p.W - 2*l.Pad, c.Y - l.PanelFS*1.6 - top}
}

type recordScene struct{}

func (recordScene) ID() SceneID { return SceneRecord }

var (
	recordDo      = [...]Do{DoTally, DoReset, DoBack}
	recordLabels  = [...]string{"Next game", "Reset…", "Back"}
	confirmRecDo  = [...]Do{DoYes, DoNo}
	confirmRecLbl = [...]string{"Reset the record", "Keep it"}
	recordKeys    = []Binding{{KeyEscape, Intent{Do: DoBack}}, {KeyEnter, Intent{Do: DoActivate}}, {KeySpace, Intent{Do: DoActivate}},
		{KeyRight, Intent{Do: DoFocusNext}}, {KeyLeft, Intent{Do: DoFocusPrev}}, {KeyDown, Intent{Do: DoFocusNext}}, {KeyUp, Intent{Do: DoFocusPrev}}}
	recordConfirmKeys = []Binding{{KeyY, Intent{Do: DoYes}}, {KeyN, Intent{Do: DoNo}}, {KeyEscape, Intent{Do: DoNo}},
		{KeyEnter, Intent{Do: DoActivate}}, {KeyRight, Intent{Do: DoFocusNext}}, {KeyLeft, Intent{Do: DoFocusPrev}}}
)

func (recordScene) Buttons(a *App, bs []Button, labels []string) ([]Button, []string) {
	row := a.recordButtonsRect()
	if a.confirm {
		bs = a.L.RowIn(row, confirmRecDo[:], confirmRecLbl[:], bs)
		return bs, append(labels, confirmRecLbl[:]...)
	}
	lb, ds := a.recordRow()
	bs = a.L.RowIn(row, ds, lb, bs)
	return bs, append(labels, lb...)
}

func (recordScene) Keys(a *App) []Binding {
	if a.confirm {
		return recordConfirmKeys
	}
	return recordKeys
}

func (recordScene) Update(a *App, in *Intents) {
	it, ok := a.menu(in)
	if !ok {
		return
	}
	a.click()
	switch it.Do {
	case DoTally:
		if n := len(a.Record.Tallies); n > 0 {
			a.recordAt = (clampI(a.recordAt, 0, n-1) + 1) % n
		}
	case DoReset:
		if a.recordEmpty() { // not offered; a reset would only set aside an empty file
			return
		}
		a.confirm, a.Focus = true, 1 // on "Keep it"
	case DoNo:
		a.confirm = false
		_, ds := a.recordRow()
		a.Focus = max(0, slices.Index(ds, DoReset))
	case DoYes:
		a.confirm = false
		if a.recordEmpty() {
			a.Focus = a.recordFocus()
			return
		}
		aside, err := a.recStore.Reset()
		if err != nil {
			a.say(english.RecordNotSaved(err.Error()))
			return
		}
		a.Record, a.recordAt, a.RecordNote = NewRecord(), 0, ""
		a.Focus = a.recordFocus()
		a.say(english.RecordReset(aside))
	case DoBack:
		a.Focus = 0
		a.goTo(SceneTitle)
	}
}

func (recordScene) Footer(a *App, out []string) []string {
	if a.Touch {
		return append(out, "Kept on this device")
	}
	return append(out, "← → and Enter, or click · Esc to go back · kept on this device", "Esc to go back")
}
