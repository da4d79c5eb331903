// Package review is the review of a finished match (issue 14): the expert
// judges each of the person's decisions (players.Reviewer, a slice of
// work a tick, so that no frame freezes), the scene opens
// on a summary (the three costliest decisions, players.Costliest) and then
// replays the match on a guided table, as the tutorial does, stopping at
// each decision with the person's choice beside the expert's best. The
// scene judges nothing itself: every chance and reason is the Reviewer's.
package review

import (
	"errors"
	"fmt"
	"time"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
	"noddy/ui/table"
)

// Review is one match's review and its replay.
type Review struct {
	M     *engine.Match
	Seat  int
	Code  string // the match's code ("" when it has none)
	rv    *players.Reviewer
	Err   error // the replay refused an action: not the engine's match
	Stop  int   // -1: the summary; 0..n-1: decision Stop; n: the match's end
	Table *table.Table
	src   *table.ScriptSource
	laid  int // actions applied to Table
	gen   int // changes with what is on show (Look)
	// lift and mark are the stop's cards (the choice, the expert's best),
	// put on the table once it has played up to the stop.
	lift, mark engine.CardSet
	// names are the seats' names at a shared table (nil: the computer's
	// seats, as at a local match).
	names *english.Voice
	// longest is the longest tick's work so far; warm, the tables
	// decoded.
	longest time.Duration
	warm    bool

	// record: the decisions go into the record when judged (a local
	// match), at level; recorded once they have.
	record   bool
	level    string
	recorded bool
}

// Review budgets: a tick judges at most StepsPerTick decisions and stops
// at the first of the expert's pauses after reviewBudget has gone (a pause
// comes within a decision too: players.Reviewer.Slice).
const (
	StepsPerTick = 4
	reviewBudget = 8 * time.Millisecond
)

// NewReview starts the review of m's decisions for seat (nothing is
// judged until Work).
func NewReview(m *engine.Match, seat int) (*Review, error) {
	rv, err := players.NewReviewer(m, seat)
	if err != nil {
		return nil, err
	}
	r := &Review{M: m, Seat: seat, rv: rv, Stop: -1}
	if c, err := m.Code(); err == nil {
		r.Code = c
	}
	return r, nil
}

// SetNames names the seats as at a shared table (the friend by name, not
// "the computer").
func (r *Review) SetNames(v english.Voice) { r.names = &v }

// Work judges for about budget (and at most steps decisions), unless the
// review is done: it stops at the first of the expert's pauses after
// budget, which may be within a decision, and goes on from there next time.
func (r *Review) Work(budget time.Duration, steps int) {
	if !r.warm { // the tables' decoding, and the review's start, in ticks of their own
		r.warm = true
		if budget < time.Hour {
			players.Warm(r.M.Rules())
			return
		}
	}
	start := time.Now()
	n := len(r.rv.Decisions())
	if err := r.rv.Slice(func() bool {
		return time.Since(start) >= budget || len(r.rv.Decisions())-n >= steps
	}); err != nil {
		r.Err = err
	}
	r.longest = max(r.longest, time.Since(start))
	r.gen++
}

// Close ends the review's work if it is left unfinished.
func (r *Review) Close() { r.rv.Close() }

// Longest is the longest tick's work so far.
func (r *Review) Longest() time.Duration { return r.longest }

// Finish judges every remaining decision at once (tests, the command line).
func (r *Review) Finish() {
	for !r.Done() {
		r.Work(time.Hour, 1<<30)
	}
}

// Done reports whether every decision has been judged.
func (r *Review) Done() bool { return r.Err != nil || r.rv.Done() }

// Decisions are the decisions judged so far, in the order made.
func (r *Review) Decisions() []players.Decision { return r.rv.Decisions() }

// Costliest is the summary's decisions: the three that cost the most win
// chance, leaving out good play (players.Costliest), once all are judged.
func (r *Review) Costliest() []players.Decision {
	if !r.Done() {
		return nil
	}
	return players.Costliest(r.Decisions(), 3)
}

// Progress is how many of the match's actions have been looked at, of how
// many.
func (r *Review) Progress() (int, int) { return r.rv.Progress() }

// SummaryTitle is the summary's heading: "Review · Cribbage (six-card,
// 121), seed 123456".
func (r *Review) SummaryTitle() string {
	return english.ReviewTitle(r.M.Rules().Title, r.M.Seed())
}

// SummaryText is the summary's paragraphs ("" a small space): the result,
// how many decisions were good play, the three costliest, each with its
// reason and the best choice's, and the code.
func (r *Review) SummaryText() []string {
	var out []string
	out = append(out, english.MatchResult(r.won(), r.M.Phase() == engine.PhaseOver, r.mine(), r.best(), r.M.View(r.Seat).Deal))
	if r.Err != nil {
		return append(out, "", english.ReviewFailed(r.Err.Error()))
	}
	if !r.Done() {
		k, n := r.Progress()
		return append(out, "", english.Reviewing(k, n))
	}
	ds := r.Decisions()
	good := 0
	for i := range ds {
		if ds[i].Good() {
			good++
		}
	}
	out = append(out, english.GoodPlays(len(ds), good), "")
	worst := r.Costliest()
	if len(worst) == 0 {
		out = append(out, english.AllGood(len(ds)))
	} else {
		out = append(out, english.CostliestHead(len(worst)))
	}
	for i, d := range worst {
		c, b := d.Choices[d.Chose], d.Choices[0]
		out = append(out, "",
			fmt.Sprintf("%d. %s %s", i+1, english.DealOf(d.Deal), english.DecisionLine(c.Action, c.WinChance, b.Action, b.WinChance, d.Chose == 0, d.Good(), d.Loss)))
		if s := english.Why(c.Action, c.Reason); s != "" {
			out = append(out, "   "+s)
		}
		if s := english.Why(b.Action, b.Reason); s != "" {
			out = append(out, "   "+s)
		}
	}
	if r.Code != "" {
		out = append(out, "", english.CodeLine(), english.CodeGroups(r.Code))
	}
	return out
}

func (r *Review) side() int { rs := r.M.Rules(); return rs.SideOf(r.Seat) }

func (r *Review) won() bool {
	return r.M.Phase() == engine.PhaseOver && r.M.Winner() == r.side()
}

func (r *Review) mine() int { return r.M.Scores()[r.side()] }

func (r *Review) best() int {
	side, b := r.side(), 0
	for s, v := range r.M.Scores() {
		if s != side {
			b = max(b, v)
		}
	}
	return b
}

// Stops is how many stops the replay has so far: each decision judged,
// and the match's end once all are.
func (r *Review) Stops() int {
	n := len(r.Decisions())
	if r.Done() {
		n++
	}
	return n
}

// Decision is the decision at the current stop (nil on the summary and
// at the end).
func (r *Review) Decision() *players.Decision {
	ds := r.Decisions()
	if r.Stop < 0 || r.Stop >= len(ds) {
		return nil
	}
	return &ds[r.Stop]
}

// stopAction is how many of the match's actions come before stop i.
func (r *Review) stopAction(i int) int {
	ds := r.Decisions()
	if i < len(ds) {
		return ds[i].Action
	}
	return len(r.M.Actions())
}

// StopTitle is the replay's heading: "Decision 3 of 14 · deal 2", "The
// end of the match".
func (r *Review) StopTitle() string {
	if d := r.Decision(); d != nil {
		n := len(r.Decisions())
		if r.Arriving() {
			return english.StopHeadOnTheWay(r.Stop+1, n, r.Done(), d.Deal)
		}
		return english.StopHead(r.Stop+1, n, r.Done(), d.Deal)
	}
	if r.Arriving() {
		return english.EndHeadOnTheWay()
	}
	return english.EndHead()
}

// StopText is the replay's paragraphs at the current stop: the person's
// choice and its chance beside the expert's best, the difference, why;
// then what the table said last (what scored and why).
func (r *Review) StopText() []string {
	if r.Arriving() {
		return []string{english.OnTheWay()}
	}
	return r.stopParas(r.Stop)
}

// stopParas is StopText at stop i once arrived there.
func (r *Review) stopParas(i int) []string {
	var out []string
	ds := r.Decisions()
	var d *players.Decision
	if i >= 0 && i < len(ds) {
		d = &ds[i]
	}
	if d != nil {
		c, b := d.Choices[d.Chose], d.Choices[0]
		out = append(out, english.DecisionLine(c.Action, c.WinChance, b.Action, b.WinChance, d.Chose == 0, d.Good(), d.Loss))
		if s := english.Why(c.Action, c.Reason); s != "" {
			out = append(out, s)
		}
		if d.Chose != 0 {
			if s := english.Why(b.Action, b.Reason); s != "" {
				out = append(out, s)
			}
		}
	} else {
		out = append(out, english.MatchResult(r.won(), r.M.Phase() == engine.PhaseOver, r.mine(), r.best(), r.M.View(r.Seat).Deal))
	}
	if d != nil && len(actionCards(d.Choices[0].Action)) > 0 {
		out = append(out, english.MarksLegend(d.Chose == 0))
	}
	return out
}

// StopLog is what the table said last at the current stop, oldest first
// (what scored and why): the narration under StopText, as much of it as
// the panel has room for, the newest kept.
func (r *Review) StopLog() []string {
	if r.Table == nil {
		return nil
	}
	return r.Table.Log[max(0, len(r.Table.Log)-4):]
}

// Open shows stop i at once (the table replayed to it without animation):
// going back, and the first stop.
func (r *Review) Open(i int) error {
	i = clampI(i, 0, max(r.Stops()-1, 0))
	if r.Stops() == 0 {
		return errNotYet
	}
	src, err := table.NewReplaySource(r.M, r.Seat)
	if err != nil {
		return err
	}
	r.src, r.laid, r.Stop = src, 0, i
	r.Table = table.NewGuidedTableNamed(src, -1, table.SpeedInstant, r.names) // the friend by name, not "the computer"
	r.gen++
	return r.drive()
}

// errNotYet: the review has no stop to show yet.
var errNotYet = errors.New("the review is still being worked out")

// drive plays the match's actions up to the current stop and marks the
// decision's cards: the person's choice lifted, the expert's glowing.
func (r *Review) drive() error {
	acts := r.M.Actions()
	to := r.stopAction(r.Stop)
	for r.laid < to && r.laid < len(acts) {
		if err := r.Table.Drive(acts[r.laid]); err != nil {
			return err
		}
		r.laid++
	}
	r.lift, r.mark = 0, 0
	if d := r.Decision(); d != nil {
		// The expert's glow also where it is the person's own choice, so
		// that a raised card alone never leaves the expert's choice unsaid.
		r.lift = engine.SetOf(actionCards(d.Choices[d.Chose].Action)...)
		r.mark = engine.SetOf(actionCards(d.Choices[0].Action)...)
	}
	r.showMarks()
	return nil
}

// showMarks marks the stop's cards once the table stands at the stop, and
// none while it plays on to it.
func (r *Review) showMarks() {
	if r.Table.Busy() {
		r.Table.Marked, r.Table.Lifted = 0, 0
		return
	}
	r.Table.Marked, r.Table.Lifted = r.mark, r.lift
}

// Arriving reports whether the table is still playing the moves up to the
// current stop: the panel says so rather than speak of a decision the
// table has not reached.
func (r *Review) Arriving() bool { return r.Stop >= 0 && r.Table != nil && r.Table.Busy() }

// actionCards are the cards an action plays: a lay's or a pass's card, a
// discard's cards.
func actionCards(a engine.Action) []engine.Card {
	switch a.Kind {
	case engine.ActLay, engine.ActMogPass:
		return []engine.Card{a.Card}
	case engine.ActDiscard:
		return a.Cards
	}
	return nil
}

// Next goes on to the next stop, the moves between played out on the
// table; it reports whether it moved (not past the end, nor to a decision
// not judged yet).
func (r *Review) Next(speed table.Speed) (bool, error) {
	if r.Stop+1 >= r.Stops() {
		return false, nil
	}
	if r.Table == nil {
		return true, r.Open(r.Stop + 1)
	}
	if r.Arriving() {
		// A press while the table plays on goes straight to the stop it
		// plays to, never past it (a quick second press skipped one).
		r.hurry()
		r.gen++
		return true, nil
	}
	r.Table.Speed = speed
	r.Stop++
	r.gen++
	return true, r.drive()
}

// hurry finishes the table's moves at once.
func (r *Review) hurry() {
	r.Table.Settle()
	r.showMarks()
}

// AtStart reports whether Back has nowhere to go (the first stop).
func (r *Review) AtStart() bool { return r.Stop <= 0 }

// Back goes to the stop before, drawn at once (a deterministic replay).
func (r *Review) Back() (bool, error) {
	if r.Stop <= 0 {
		return false, nil
	}
	return true, r.Open(r.Stop - 1)
}

// Update runs the replay's table for a tick.
func (r *Review) Update(speed table.Speed) []table.Effect {
	if r.Table == nil {
		return nil
	}
	if !r.Table.Busy() {
		r.Table.Speed = speed
	}
	was := r.Table.Busy()
	fx := r.Table.Update()
	if was && !r.Table.Busy() {
		r.showMarks() // arrived
		r.gen++
	}
	return fx
}

func clampI(v, lo, hi int) int { return max(lo, min(hi, v)) }
