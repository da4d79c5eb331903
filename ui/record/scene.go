package record

import (
	"math"
	"slices"
	"strconv"
	"time"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The record's scene (issue 14): for each game and computer level the
// person has played, the tally's numbers in words (engine/english), and a
// chart of the last matches' results; Reset asks first. Every finished
// local match the person played goes into the record (recordMatch), its
// reviewed decisions once the review has judged them (workReview).

// Config is what the record needs of the game's configuration.
type Config struct {
	// Store keeps the record between runs (nil: in memory); Now is the
	// clock (nil: time.Now).
	Store RecordStore
	Now   func() time.Time
}

// Scene is the record's scene: the record, its store and the tally on
// show.
type Scene struct {
	*shell.Shell
	cfg   Config
	Rec   *Record
	store RecordStore
	// Note is why the record on file was set aside, if it was (or why it
	// could not be saved).
	Note    string
	at      int  // the tally on show
	confirm bool // Reset asks first
}

// New reads the record at start; a file that cannot be read was set
// aside by the store, and the person is told.
func New(sh *shell.Shell, cfg Config) *Scene {
	a := &Scene{Shell: sh, cfg: cfg, store: cfg.Store}
	if a.store == nil {
		a.store = &MemRecordStore{}
	}
	r, aside, err := a.store.Load()
	if r == nil {
		r = NewRecord()
	}
	a.Rec = r
	if err != nil {
		a.Note = english.RecordAside(err.Error(), aside)
		a.Say(a.Note)
	}
	return a
}

// Save writes the record; a store that cannot write says so once.
func (a *Scene) Save() {
	if err := a.store.Save(a.Rec); err != nil {
		a.Note = english.RecordNotSaved(err.Error())
	}
}

func (a *Scene) now() int64 {
	if a.cfg.Now != nil {
		return a.cfg.Now().Unix()
	}
	return time.Now().Unix()
}

// AddMatch adds a finished match the person played on this machine to
// the record; it reports the match, the person's seat and the level, for
// its review (its decisions join the record when judged: AddDecisions).
// Demonstrations, tutorials and shared tables are not recorded.
func (a *Scene) AddMatch(t *table.Table) (m *engine.Match, seat int, level string, ok bool) {
	ls, ok := t.Source().(*table.LocalSource)
	if !ok || !ls.Person() || ls.Match().Phase() != engine.PhaseOver {
		return nil, 0, "", false
	}
	m = ls.Match()
	level = t.Level()
	if err := a.Rec.Add(m, ls.Seat(), level, nil, a.now()); err != nil {
		return nil, 0, "", false
	}
	if r := m.Rules(); a.at < 0 || a.Rec.Find(r.Name, r.Options, level) != nil {
		a.at = slices.Index(a.Rec.Tallies, a.Rec.Find(r.Name, r.Options, level))
	}
	a.Save()
	return m, ls.Seat(), level, true
}

// Open is the title's "Your record": the tally of the game and
// level chosen, when there is one.
func (a *Scene) Open() {
	r := a.Rules()
	if i := slices.Index(a.Rec.Tallies, a.Rec.Find(r.Name, r.Options, a.Level())); i >= 0 {
		a.at = i
	}
	a.confirm, a.Focus = false, a.recordFocus()
	a.GoTo(shell.SceneRecord)
}

// recordEmpty: nothing to show, and nothing to reset.
func (a *Scene) recordEmpty() bool { return a.Rec.Empty() }

// recordFocus is the button the record opens on: Next game, else Back;
// never Reset, which a stray Enter would open.
func (a *Scene) recordFocus() int {
	_, ds := a.recordRow()
	if i := slices.Index(ds, input.DoTally); i >= 0 {
		return i
	}
	return slices.Index(ds, input.DoBack)
}

// recordRow is the record's buttons: Next game when there are several
// tallies, Reset when there is something to reset, Back.
func (a *Scene) recordRow() (labels []string, ds []input.Do) {
	for i, d := range recordDo {
		if d == input.DoTally && len(a.Rec.Tallies) < 2 || d == input.DoReset && a.recordEmpty() {
			continue
		}
		labels, ds = append(labels, recordLabels[i]), append(ds, d)
	}
	return labels, ds
}

// Tally is the tally on show (nil when nothing is recorded).
func (a *Scene) Tally() *Tally {
	if len(a.Rec.Tallies) == 0 {
		return nil
	}
	return a.Rec.Tallies[clampI(a.at, 0, len(a.Rec.Tallies)-1)]
}

// RecordTitle is the record's heading.
func (a *Scene) RecordTitle() string { return english.RecordTitle }

// TallyLabel names the tally on show: "Cribbage (six-card, 121) ·
// expert" ("· 2 of 3" when there are more).
func (a *Scene) TallyLabel() string {
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
	if n := len(a.Rec.Tallies); n > 1 {
		s += " (" + strconv.Itoa(clampI(a.at, 0, n-1)+1) + " of " + strconv.Itoa(n) + ")"
	}
	return s
}

// RecordText is the record's paragraphs for the tally on show, in words.
func (a *Scene) RecordText() []string {
	var out []string
	if a.confirm {
		return append(out, english.ResetAsk())
	}
	if a.Note != "" {
		out = append(out, a.Note, "")
	}
	t := a.Tally()
	if t == nil {
		return append(out, english.Matches(0, 0)+english.NoMatchesYetTail)
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
func (a *Scene) chartBars(n int) ([]Bar, int) {
	rs := a.Rec.Recent
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
	Plot      geom.Rect
	Line      float64 // the line's y: a win's bar rises from it, a loss's hangs
	Bars      []ChartBar
	Scale     [3]string // the top's, the line's and the foot's words; none without bars
	ScalePX   float64
	ScaleEdge float64 // the scale's words end here (right-aligned)
}

// ChartBar is one match's bar on the chart.
type ChartBar struct {
	geom.Rect
	Won bool
}

// The least room a bar takes across (logical px, its gap included), and
// how many bars the plot is laid out for at least.
const (
	ChartSlotMin = 9
	chartSlots   = 20
)

// ChartView lays the chart out.
func (a *Scene) ChartView() ChartView {
	m := a.Measure
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
	v.Plot = geom.Rect{X: r.X + sw + gap, Y: r.Y, W: r.W - sw - gap, H: r.H}
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
		v.Bars = append(v.Bars, ChartBar{geom.Rect{X: x, Y: y, W: bw, H: h}, b.Won})
	}
	return v
}

// ChartTitle is the chart's caption, longest first: the drawer takes the
// first that fits; it counts the matches the chart has room for.
func (a *Scene) ChartTitle() []string {
	n := len(a.ChartView().Bars)
	return []string{english.ChartCaption(n), english.ChartCaptionMid(n), english.ChartCaptionShort(n)}
}

// ChartLegend is the words beside the colours of the chart's key.
func (a *Scene) ChartLegend() [2]string { return english.ChartLegend }

// RecordPanel is the record's panel; RecordChart the chart's place in it,
// under the text (RecordTextRect).
func (a *Scene) RecordPanel() geom.Rect { return a.L.BigPanel(40, 34) }

// recordButtonsRect is the row of the record's buttons at the panel's foot.
func (a *Scene) recordButtonsRect() geom.Rect {
	p, l := a.RecordPanel(), &a.L
	h := l.PanelFS * 2.4
	return geom.Rect{X: p.X + l.Pad, Y: p.Y + p.H - h - l.Pad, W: p.W - 2*l.Pad, H: h}
}

// RecordChart is the chart's rectangle: above the buttons, a quarter of
// the panel high; on an upright phone, where the words are few for the
// height, two fifths.
func (a *Scene) RecordChart() geom.Rect {
	p, l, b := a.RecordPanel(), &a.L, a.recordButtonsRect()
	k := 0.24
	if l.Portrait {
		k = 0.4
	}
	h := math.Max(l.PanelFS*3, (p.H-b.H)*k)
	return geom.Rect{X: p.X + l.Pad, Y: b.Y - l.Pad - h, W: p.W - 2*l.Pad, H: h}
}

// RecordTextRect is where the heading, the tally's name and the text go.
func (a *Scene) RecordTextRect() geom.Rect {
	p, l, c := a.RecordPanel(), &a.L, a.RecordChart()
	top := p.Y + l.Pad*0.75
	return geom.Rect{X: p.X + l.Pad, Y: top, W: p.W - 2*l.Pad, H: c.Y - l.PanelFS*1.6 - top}
}

// ID implements shell.Scene.
func (a *Scene) ID() shell.SceneID { return shell.SceneRecord }

var (
	recordDo      = [...]input.Do{input.DoTally, input.DoReset, input.DoBack}
	recordLabels  = [...]string{english.NextTallyButton, english.ResetButton, english.BackButton}
	confirmRecDo  = [...]input.Do{input.DoYes, input.DoNo}
	confirmRecLbl = [...]string{english.ResetYesButton, english.ResetNoButton}
	recordKeys    = []input.Binding{{Key: input.KeyEscape, Do: input.Intent{Do: input.DoBack}}, {Key: input.KeyEnter, Do: input.Intent{Do: input.DoActivate}}, {Key: input.KeySpace, Do: input.Intent{Do: input.DoActivate}},
		{Key: input.KeyRight, Do: input.Intent{Do: input.DoFocusNext}}, {Key: input.KeyLeft, Do: input.Intent{Do: input.DoFocusPrev}}, {Key: input.KeyDown, Do: input.Intent{Do: input.DoFocusNext}}, {Key: input.KeyUp, Do: input.Intent{Do: input.DoFocusPrev}}}
	recordConfirmKeys = []input.Binding{{Key: input.KeyY, Do: input.Intent{Do: input.DoYes}}, {Key: input.KeyN, Do: input.Intent{Do: input.DoNo}}, {Key: input.KeyEscape, Do: input.Intent{Do: input.DoNo}},
		{Key: input.KeyEnter, Do: input.Intent{Do: input.DoActivate}}, {Key: input.KeyRight, Do: input.Intent{Do: input.DoFocusNext}}, {Key: input.KeyLeft, Do: input.Intent{Do: input.DoFocusPrev}}}
)

func (a *Scene) Buttons(bs []input.Button, labels []string) ([]input.Button, []string) {
	row := a.recordButtonsRect()
	if a.confirm {
		bs = a.L.RowIn(row, confirmRecDo[:], confirmRecLbl[:], bs)
		return bs, append(labels, confirmRecLbl[:]...)
	}
	lb, ds := a.recordRow()
	bs = a.L.RowIn(row, ds, lb, bs)
	return bs, append(labels, lb...)
}

func (a *Scene) Keys() []input.Binding {
	if a.confirm {
		return recordConfirmKeys
	}
	return recordKeys
}

func (a *Scene) Update(in *input.Intents) {
	it, ok := a.Menu(in)
	if !ok {
		return
	}
	a.Click()
	switch it.Do {
	case input.DoTally:
		if n := len(a.Rec.Tallies); n > 0 {
			a.at = (clampI(a.at, 0, n-1) + 1) % n
		}
	case input.DoReset:
		if a.recordEmpty() { // not offered; a reset would only set aside an empty file
			return
		}
		a.confirm, a.Focus = true, 1 // on "Keep it"
	case input.DoNo:
		a.confirm = false
		_, ds := a.recordRow()
		a.Focus = max(0, slices.Index(ds, input.DoReset))
	case input.DoYes:
		a.confirm = false
		if a.recordEmpty() {
			a.Focus = a.recordFocus()
			return
		}
		aside, err := a.store.Reset()
		if err != nil {
			a.Say(english.RecordNotSaved(err.Error()))
			return
		}
		a.Rec, a.at, a.Note = NewRecord(), 0, ""
		a.Focus = a.recordFocus()
		a.Say(english.RecordReset(aside))
	case input.DoBack:
		a.Focus = 0
		a.GoTo(shell.SceneTitle)
	}
}

func (a *Scene) Footer(out []string) []string {
	return append(out, english.RecordFoot(a.Touch)...)
}

func clampI(v, lo, hi int) int { return max(lo, min(hi, v)) }

// NoticePlace implements shell.Noticer: a band inside the panel just above
// its buttons (under them lay the panel's border and the footer, which
// showed through).
func (a *Scene) NoticePlace() (area geom.Rect, foot, ok bool) {
	return a.PanelNotice(a.RecordPanel(), a.recordButtonsRect()), true, true
}

// Look is what of the record the picture depends on: the tally on show,
// and whether Reset is asking.
func (a *Scene) Look() int { return a.at<<1 | b2i(a.confirm) }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Asking reports whether Reset is asking first.
func (a *Scene) Asking() bool { return a.confirm }

// ShowTally puts tally i on show.
func (a *Scene) ShowTally(i int) { a.at = i }
