package ui

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/review"
	"noddy/ui/shell"
	"noddy/ui/uitest"
)

// pinnedNoddy is players' pinned review match (TestReviewNoddyPinned):
// du Coeur's Noddy, seed 41, greedy in seat 0 against the expert.
func pinnedNoddy(t *testing.T) *engine.Match {
	t.Helper()
	m, _ := engine.NewMatch(engine.Noddy(), 41)
	if err := players.Play(m, []players.Actor{players.Lays(players.Greedy{}), players.Lays(players.NewExpert(players.ExpertConfig(), 9))}); err != nil {
		t.Fatal(err)
	}
	return m
}

// reviewApp opens the review of m's code at start, as noddy -review CODE
// does, and ticks until the review is worked out.
func reviewApp(t *testing.T, m *engine.Match) *App {
	t.Helper()
	code, err := m.Code()
	if err != nil {
		t.Fatal(err)
	}
	a := newApp(t, Config{Seed: 1, Review: code})
	a.SetSize(1280, 800)
	if a.Scene != shell.SceneReview || a.Review.Review == nil {
		t.Fatalf("-review %s: scene %v", code, a.Scene)
	}
	for i := 0; i < 10000 && !a.Review.Review.Done(); i++ {
		a.Update(input.Frame{})
	}
	if !a.Review.Review.Done() || a.Review.Review.Err != nil {
		t.Fatalf("the review never finished (%v)", a.Review.Review.Err)
	}
	return a
}

// The summary of a pinned match lists exactly players.Costliest's three,
// the expert's ranking (players' pinned review: actions 18, 16 and 2), each
// in the hint's words with its win-chance difference.
func TestReviewSummaryPinned(t *testing.T) {
	m := pinnedNoddy(t)
	a := reviewApp(t, m)
	ds, err := players.Review(m, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := players.Costliest(ds, 3)
	got := a.Review.Review.Costliest()
	if len(got) != 3 || len(want) != 3 {
		t.Fatalf("costliest: %d, want 3 (players: %d)", len(got), len(want))
	}
	var acts []int
	for i := range got {
		acts = append(acts, got[i].Action)
		if got[i].Action != want[i].Action || got[i].Loss != want[i].Loss {
			t.Errorf("costliest %d: action %d loss %v, players.Costliest: %d %v", i, got[i].Action, got[i].Loss, want[i].Action, want[i].Loss)
		}
	}
	if !slices.Equal(acts, []int{18, 16, 2}) {
		t.Errorf("costliest actions %v, want the pinned 18 16 2", acts)
	}
	text := a.Review.Review.SummaryText()
	var numbered []string
	for _, p := range text {
		if len(p) > 2 && p[0] >= '1' && p[0] <= '9' && p[1] == '.' {
			numbered = append(numbered, p)
		}
	}
	if len(numbered) != 3 {
		t.Fatalf("summary lists %d decisions, want 3:\n%s", len(numbered), strings.Join(text, "\n"))
	}
	for i, d := range want {
		c, b := d.Choices[d.Chose], d.Choices[0]
		line := fmt.Sprintf("%d. Deal %d: %s", i+1, d.Deal, english.DecisionLine(c.Action, c.WinChance, b.Action, b.WinChance, false, false, d.Loss))
		if numbered[i] != line {
			t.Errorf("summary line %d: %q\nwant %q", i+1, numbered[i], line)
		}
		// The cost is the difference of the two percents the line shows.
		cost := "It cost " + english.WinPoints(d.Loss) // the loss rounded once, as noddy-cli review says it
		if !strings.Contains(numbered[i], cost) || !slices.Contains(text, "   "+english.Why(c.Action, c.Reason)) {
			t.Errorf("summary line %d lacks the difference or the hint's reason %q", i+1, c.Reason)
		}
	}
	if !slices.Contains(text, english.CodeGroups(a.Review.Review.Code)) {
		t.Errorf("the summary does not give the code")
	}
}

// Stepping through the replay stops at every decision judged, each on the
// table as the match stood before it (the scores the engine had then),
// the person's choice lifted and, when it was not the best, the expert's
// marked; back replays to the stop before; the last stop is the end.
func TestReviewStepsThroughEveryDecision(t *testing.T) {
	m := pinnedNoddy(t)
	a := reviewApp(t, m)
	rv := a.Review
	ds := rv.Review.Decisions()
	a.Update(key(input.KeySpace)) // Step through
	if rv.Review.Stop != 0 || rv.Review.Table == nil {
		t.Fatalf("Space on the summary: stop %d", rv.Review.Stop)
	}
	for i := range ds {
		settleReview(t, a)
		if rv.Review.Stop != i {
			t.Fatalf("stop %d, want %d", rv.Review.Stop, i)
		}
		r, _ := engine.NewMatch(m.Rules(), m.Seed())
		for _, act := range m.Actions()[:ds[i].Action] {
			if _, err := r.Apply(act); err != nil {
				t.Fatal(err)
			}
		}
		if !slices.Equal(rv.Review.Table.Scores, r.Scores()) {
			t.Errorf("stop %d: table scores %v, the match then %v", i, rv.Review.Table.Scores, r.Scores())
		}
		d := ds[i]
		if !rv.Review.Table.Lifted.Has(d.Choices[d.Chose].Action.Card) {
			t.Errorf("stop %d: the choice is not lifted", i)
		}
		if d.Chose != 0 && !rv.Review.Table.Marked.Has(d.Choices[0].Action.Card) {
			t.Errorf("stop %d: the expert's best is not marked", i)
		}
		if got := rv.Review.StopText()[0]; !strings.HasPrefix(got, "You chose "+english.Choice(d.Choices[d.Chose].Action, d.Choices[d.Chose].WinChance)) {
			t.Errorf("stop %d: %q", i, got)
		}
		if i > 0 {
			a.Update(key(input.KeyLeft))
			if rv.Review.Stop != i-1 {
				t.Fatalf("← from stop %d: stop %d", i, rv.Review.Stop)
			}
			a.Update(key(input.KeyRight))
			settleReview(t, a)
		}
		a.Update(key(input.KeyRight))
	}
	settleReview(t, a)
	if rv.Review.Stop != len(ds) || rv.Review.Decision() != nil || rv.Review.StopTitle() != english.EndHead() {
		t.Fatalf("after the last decision: stop %d of %d", rv.Review.Stop, rv.Review.Stops())
	}
	if !slices.Equal(rv.Review.Table.Scores, m.Scores()) {
		t.Errorf("the end: table %v, match %v", rv.Review.Table.Scores, m.Scores())
	}
	a.Update(key(input.KeyEscape))
	if rv.Review.Stop != -1 {
		t.Errorf("Esc: stop %d, want the summary", rv.Review.Stop)
	}
	a.Update(key(input.KeyEscape))
	if a.Next != shell.SceneTitle {
		t.Errorf("Esc on the summary: %v, want the title", a.Next)
	}
}

// A tick works out at most review.StepsPerTick decisions, and stops after
// reviewBudget: a whole review takes many ticks, none of them long.
func TestReviewWorksInSlices(t *testing.T) {
	m := pinnedNoddy(t)
	code, _ := m.Code()
	a := newApp(t, Config{Seed: 1, Review: code})
	ticks := 0
	for !a.Review.Review.Done() {
		n := len(a.Review.Review.Decisions())
		a.Update(input.Frame{})
		if d := len(a.Review.Review.Decisions()) - n; d > review.StepsPerTick {
			t.Fatalf("a tick judged %d decisions", d)
		}
		ticks++
	}
	if ticks < 2 {
		t.Errorf("the review took %d ticks", ticks)
	}
}

// A mistyped code opens the title and says so plainly; the command line's
// answer is the same words (cmdline).
func TestReviewBadCode(t *testing.T) {
	m := pinnedNoddy(t)
	code, _ := m.Code()
	bad := []byte(code)
	bad[3] = map[bool]byte{true: 'B', false: 'C'}[bad[3] != 'B']
	a := newApp(t, Config{Seed: 1, Review: string(bad)})
	if a.Scene != shell.SceneTitle || a.Review.Review != nil {
		t.Fatalf("a bad code opened %v", a.Scene)
	}
	_, err := engine.MatchFromCode(string(bad))
	if !errors.Is(err, engine.ErrCodeCheck) && !errors.Is(err, engine.ErrCodeBad) {
		t.Fatalf("engine: %v", err)
	}
	if a.Message != review.CodeWords(err) || !strings.Contains(a.Message, "cannot be read") {
		t.Errorf("message %q", a.Message)
	}
	for range 200 { // 3.3 s: still up (a normal notice is 2.5 s)
		a.Update(input.Frame{})
	}
	if a.Message != review.CodeWords(err) {
		t.Errorf("after 200 ticks the notice is %q, want the code's reason still up", a.Message)
	}
}

// Every finished match a person plays, in every game, is added to the
// record (a tally for its game, options and level, and the recent list
// with its code); the end box's Review opens its summary, and once the
// review is worked out its decisions join the tally.
func TestEveryGameIsRecorded(t *testing.T) {
	for _, c := range familyCases() {
		t.Run(c.String(), func(t *testing.T) {
			a := playFamily(t, c, false, "instant")
			r := a.Play.Table.RuleSet()
			tl := a.Record.Rec.Find(r.Name, r.Options, a.Play.Table.Level())
			if tl == nil || tl.Played != 1 || len(a.Record.Rec.Recent) != 1 {
				t.Fatalf("record %+v", a.Record)
			}
			m := mt(a.Play.Table)
			if code, _ := m.Code(); a.Record.Rec.Recent[0].Code != code || code == "" {
				t.Errorf("recent code %q, want %q", a.Record.Rec.Recent[0].Code, code)
			}
			if won := m.Winner() == r.SideOf(0); tl.Won != b2i(won) || a.Record.Rec.Recent[0].Won != won {
				t.Errorf("won %d, match winner %d", tl.Won, m.Winner())
			}
			if a.Review.Review == nil || a.Review.Review.M != m {
				t.Fatal("no review started for the match")
			}
			bs, _ := a.Buttons()
			i := slices.IndexFunc(bs, func(b input.Button) bool { return b.Do.Do == input.DoReview })
			if i < 0 {
				t.Fatal("the end box has no Review")
			}
			a.Update(tap(bs[i].Rect))
			settle(t, a)
			if a.Scene != shell.SceneReview || a.Review.Review.Stop != -1 {
				t.Fatalf("Review: scene %v stop %d", a.Scene, a.Review.Review.Stop)
			}
			for k := 0; k < 100000 && !a.Review.Review.Done(); k++ {
				a.Update(input.Frame{})
			}
			t.Logf("%d deals, %d decisions reviewed", a.Play.Table.Deal, len(a.Review.Review.Decisions()))
			if n := len(a.Review.Review.Decisions()); tl.Decisions != n || n == 0 {
				t.Errorf("tally decisions %d, review %d", tl.Decisions, n)
			}
			a.Update(key(input.KeyEscape))
			settle(t, a)
			if a.Scene != shell.SceneTable || a.Play.Overlay != play.OvEnd {
				t.Errorf("back from the review: scene %v overlay %d", a.Scene, a.Play.Overlay)
			}
		})
	}
}

// settleReview ticks until the review's replay is at rest.
func settleReview(t *testing.T, a *App) {
	t.Helper()
	for i := 0; i < 20000; i++ {
		if a.Fade == 0 && (a.Review.Review.Table == nil || !a.Review.Review.Table.Busy()) {
			return
		}
		a.Update(input.Frame{})
	}
	t.Fatal("the replay never came to rest")
}

// A match that ends before the last one's review is worked out leaves
// that review to finish in the background: both matches' decisions reach
// the record.
func TestEarlierReviewStillRecorded(t *testing.T) {
	a := newApp(t, Config{Seed: 1})
	var want int
	for seed := uint64(1); seed <= 2; seed++ {
		m := playFor(t, "noddy", seed, "easy")
		if err := a.Record.Rec.Add(m, 0, "easy", nil, 1); err != nil {
			t.Fatal(err)
		}
		ds, _ := players.Review(m, 0)
		want += len(ds)
		a.Review.Start(m, 0, "easy")
	}
	for i := 0; i < 10000 && !a.Review.Recorded(); i++ {
		a.Update(input.Frame{})
	}
	if tl := a.Record.Rec.Find("noddy", nil, "easy"); tl == nil || tl.Decisions != want || want == 0 {
		t.Errorf("tally %+v, want %d decisions", tl, want)
	}
}

// Stepping on at normal speed: while the table plays the moves up to the
// next decision the panel says it is on its way (no decision's words
// ahead of the table, no cards marked), and a press then goes straight to
// that decision, never past it.
func TestReviewNextWaitsForTheTable(t *testing.T) {
	m := pinnedNoddy(t)
	a := reviewApp(t, m)
	rv := a.Review
	a.Update(key(input.KeySpace)) // Step through
	settleReview(t, a)
	a.Update(key(input.KeyRight))
	if rv.Review.Stop != 1 || !rv.Review.Arriving() {
		t.Fatalf("→ at normal speed: stop %d, arriving %v", rv.Review.Stop, rv.Review.Arriving())
	}
	if h := rv.Review.StopTitle(); !strings.HasPrefix(h, "On to decision 2 of ") || rv.Review.StopText()[0] != english.OnTheWay() || rv.Review.Table.Lifted != 0 {
		t.Errorf("on the way: %q %q, lifted %v", h, rv.Review.StopText(), rv.Review.Table.Lifted)
	}
	a.Update(key(input.KeyRight)) // a quick second press
	d := rv.Review.Decision()
	if rv.Review.Stop != 1 || rv.Review.Arriving() || !strings.HasPrefix(rv.Review.StopTitle(), "Decision 2 of ") || !rv.Review.Table.Lifted.Has(d.Choices[d.Chose].Action.Card) {
		t.Fatalf("the second press: stop %d, arriving %v, %q, lifted %v", rv.Review.Stop, rv.Review.Arriving(), rv.Review.StopTitle(), rv.Review.Table.Lifted)
	}
	a.Update(key(input.KeyRight))
	if rv.Review.Stop != 2 {
		t.Errorf("the third press: stop %d, want 2", rv.Review.Stop)
	}
}

// The replay's narration is at one size, the tutorial's way: every stop,
// on the way to a decision and at it, at the size at which the longest
// stop's paragraphs fit (up to a panel text size, never under 0.7 of
// one), at 1280×800 and on a phone; its lines inside their box.
// ("Decision n" had stood in smaller text than "On to decision n".)
func TestReviewStopsAtOneSize(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {390, 844}} {
		m := pinnedNoddy(t)
		a := reviewApp(t, m)
		a.SetSize(sz[0], sz[1])
		rv := a.Review
		a.Update(key(input.KeySpace)) // Step through
		settleReview(t, a)
		l := &rv.RL
		want := rv.StopView().PX
		if want > l.PPX(1)+1e-9 || want < max(l.Min, l.PPX(0.7))-1e-9 {
			t.Fatalf("%v: the replay at %.1f px (panel text %.1f)", sz, want, l.PPX(1))
		}
		t.Logf("%v: the replay at %.1f px (a panel text size %.1f)", sz, want, l.PPX(1))
		sizes := map[string]float64{}
		for range rv.Review.Stops() - 1 {
			a.Update(key(input.KeyRight))
			if !rv.Review.Arriving() {
				t.Fatalf("%v: stop %d not on its way", sz, rv.Review.Stop+1)
			}
			on := rv.StopView()
			sizes[rv.Review.StopTitle()] = on.PX
			settleReview(t, a)
			at := rv.StopView()
			sizes[rv.Review.StopTitle()] = at.PX
			if on.PX != want || at.PX != want {
				t.Errorf("%v stop %d: on the way at %.2f px, there at %.2f, want %.2f", sz, rv.Review.Stop+1, on.PX, at.PX, want)
			}
			if h := layout.WrapHeight(at.Lines, at.PX); h > rv.StopBox().H+1e-6 {
				t.Errorf("%v stop %d: %.0f tall in %.0f", sz, rv.Review.Stop+1, h, rv.StopBox().H)
			}
		}
		if len(sizes) < 10 {
			t.Errorf("%v: %d stops seen", sz, len(sizes))
		}
	}
}

// TestReviewBackSpent: the replay's Back is drawn dim at the first stop,
// where it has nowhere to go, and not at the second.
func TestReviewBackSpent(t *testing.T) {
	a := reviewApp(t, pinnedNoddy(t))
	rv := a.Review
	a.Update(key(input.KeySpace)) // Step through
	settleReview(t, a)
	back := func() input.Button {
		bs, _ := a.ButtonsOf(shell.SceneReview)
		return uitest.ButtonNamed(t, bs, input.DoStepBack.String(), "the replay")
	}
	if rv.Review.Stop != 0 || !rv.Spent(back()) {
		t.Errorf("stop %d: Back spent %v, want stop 0 and spent", rv.Review.Stop, rv.Spent(back()))
	}
	a.Update(key(input.KeyRight))
	settleReview(t, a)
	if rv.Review.Stop != 1 || rv.Spent(back()) {
		t.Errorf("stop %d: Back spent %v, want stop 1 and not spent", rv.Review.Stop, rv.Spent(back()))
	}
}
