package players

import (
	"errors"
	"iter"
	"math"
	"slices"

	"noddy/engine"
)

// Choice is one action a seat could take, judged by the expert: its chance
// of winning after it (0..1, from the seat's view alone), what it scores
// at once, and the reason in the words of the hint.
type Choice struct {
	Action    engine.Action
	WinChance float64
	Points    int
	Reason    string
	// Hand and Crib are, for a discard, the kept hand's expected show over
	// every starter the seat cannot see and the crib's expected show with
	// the cards laid out; OwnCrib says whether the crib is this seat's
	// side's. They are what separates discards whose chances read alike.
	Hand, Crib float64
	OwnCrib    bool
}

// Advise ranks every action v.Seat may take now, best first, by the
// expert's chance of winning after it: the hint, for every game. It is
// empty when the seat has no choice to make.
func Advise(v engine.View) []Choice {
	if len(v.Actions) == 0 {
		return nil
	}
	return familyAdvice(v, nil)
}

// GoodPlay is how far below the best choice's win chance a choice may be
// and still be called good play: half a point.
const GoodPlay = 0.005

// Decision is one of a seat's decisions in a match, as the review judges
// it: where it came (the action's place in the match's actions, the deal),
// every choice the seat had, best first, which it took, and what that cost
// in win chance against the best.
type Decision struct {
	Action  int
	Deal    int
	Choices []Choice
	Chose   int // index in Choices
	Loss    float64
}

// Good reports whether the decision was within GoodPlay of the best.
func (d *Decision) Good() bool { return d.Loss <= GoodPlay }

// Reviewer judges a finished match's decisions for one seat, a slice of
// work at a time, so that a caller with a frame to draw (the browser, where
// nothing runs beside the game loop) can spread the work over its ticks
// without ever holding a frame for a whole decision.
type Reviewer struct {
	seat    int
	replay  *engine.Match
	actions []engine.Action
	next    int
	out     []Decision
	err     error
	// resume runs the review on to its next pause (run); stop ends it
	// early (Close).
	resume func() (struct{}, bool)
	stop   func()
}

// ErrNotReviewable is NewReviewer's error for a seat that is not in the
// match.
var ErrNotReviewable = errors.New("that seat is not at this match")

// NewReviewer starts the review of m's decisions for seat: m is replayed
// from its rules, seed and actions, so m itself is not touched.
func NewReviewer(m *engine.Match, seat int) (*Reviewer, error) {
	if seat < 0 || seat >= m.Rules().Seats {
		return nil, ErrNotReviewable
	}
	r, err := m.Restart()
	if err != nil {
		return nil, err
	}
	return &Reviewer{seat: seat, replay: r, actions: slices.Clone(m.Actions())}, nil
}

// Done reports whether every action has been looked at.
func (rv *Reviewer) Done() bool { return rv.next >= len(rv.actions) && rv.resume == nil }

// Progress is how many of the match's actions have been looked at, of how
// many.
func (rv *Reviewer) Progress() (int, int) { return rv.next, len(rv.actions) }

// Step works until it has judged one more decision of the seat (one with
// more than one choice) or the match is done; it returns an error only if
// the replay refuses an action (a match that is not the engine's).
func (rv *Reviewer) Step() error {
	n := len(rv.out)
	return rv.Slice(func() bool { return len(rv.out) > n })
}

// Slice works until over reports true or the review is done. over is
// asked at each of the work's pauses: after each decision judged, and
// within one, between the parts of the expert's work (each deal a lay's
// search samples, each discard valued, a few mog samples), so a slice
// runs past the moment over turns true by at most one part. The review
// keeps its place within a decision between slices.
func (rv *Reviewer) Slice(over func() bool) error {
	if rv.next >= len(rv.actions) && rv.resume == nil {
		return rv.err
	}
	if rv.resume == nil {
		rv.resume, rv.stop = iter.Pull(rv.run)
	}
	for {
		if _, more := rv.resume(); !more {
			rv.resume, rv.stop = nil, nil
			rv.next = len(rv.actions)
			return rv.err
		}
		if over() {
			return nil
		}
	}
}

// Close ends a review left unfinished (its work waits in a coroutine).
func (rv *Reviewer) Close() {
	if rv.stop != nil {
		rv.stop()
		rv.resume, rv.stop = nil, nil
	}
}

// errStopped unwinds the review's work when Close stops it at a pause.
var errStopped = errors.New("review stopped")

// run is the whole review as a sequence of pauses.
func (rv *Reviewer) run(yield func(struct{}) bool) {
	defer func() {
		if r := recover(); r != nil && r != errStopped {
			panic(r)
		}
	}()
	pause := func() {
		if !yield(struct{}{}) {
			panic(errStopped)
		}
	}
	for rv.next < len(rv.actions) {
		a := rv.actions[rv.next]
		k := rv.next
		if a.Seat == rv.seat && len(rv.replay.Legal(a.Seat)) > 1 {
			v := rv.replay.View(a.Seat)
			if d, ok := judge(v, a, k, pause); ok {
				rv.out = append(rv.out, d)
			}
		}
		if _, err := rv.replay.Apply(a); err != nil {
			rv.err = err
			return
		}
		rv.next++
		pause()
	}
}

// Decisions returns the decisions judged so far, in the order made.
func (rv *Reviewer) Decisions() []Decision { return rv.out }

// judge ranks the choices of view v and places the action taken among them.
func judge(v engine.View, taken engine.Action, index int, pause func()) (Decision, bool) {
	cs := familyAdvice(v, pause)
	if len(cs) < 2 {
		return Decision{}, false
	}
	d := Decision{Action: index, Deal: v.Deal, Choices: cs, Chose: -1}
	for i, c := range cs {
		if c.Action.Equal(taken) {
			d.Chose = i
		}
	}
	if d.Chose < 0 {
		return Decision{}, false // a claim or a declaration the advice does not list
	}
	d.Loss = math.Max(0, cs[0].WinChance-cs[d.Chose].WinChance)
	return d, true
}

// Review judges every decision of seat in the finished match m at once.
func Review(m *engine.Match, seat int) ([]Decision, error) {
	rv, err := NewReviewer(m, seat)
	if err != nil {
		return nil, err
	}
	for !rv.Done() {
		if err := rv.Step(); err != nil {
			return nil, err
		}
	}
	return rv.Decisions(), nil
}

// Costliest returns up to n decisions that cost the most win chance, the
// costliest first (on a tie, the earlier), leaving out good play.
func Costliest(ds []Decision, n int) []Decision {
	var bad []Decision
	for _, d := range ds {
		if !d.Good() {
			bad = append(bad, d)
		}
	}
	slices.SortStableFunc(bad, func(a, b Decision) int {
		switch {
		case a.Loss > b.Loss:
			return -1
		case a.Loss < b.Loss:
			return 1
		}
		return 0
	})
	return bad[:min(n, len(bad))]
}
