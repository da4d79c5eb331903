package tutorial

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/engine/english"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata from the current narration")

// The narration of the fixed match is pinned; regenerate with
//
//	go test ./tutorial -run TestGolden -update
func TestGolden(t *testing.T) { checkGolden(t, New(), "testdata/tutorial.golden", "TestGolden") }

// checkGolden compares tu's text (Write) with the file at path, or
// rewrites the file with -update; run is the test that does.
func checkGolden(t *testing.T, tu *Tutorial, path, run string) {
	t.Helper()
	var b bytes.Buffer
	if err := tu.Write(&b); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got := b.String(); got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < min(len(gl), len(wl)); i++ {
			if gl[i] != wl[i] {
				t.Fatalf("narration differs from %s at line %d:\n got: %q\nwant: %q\n(go test ./tutorial -run %s -update to accept)", path, i+1, gl[i], wl[i], run)
			}
		}
		t.Fatalf("narration differs from %s in length: %d lines, want %d", path, len(gl), len(wl))
	}
}

func TestFixedScript(t *testing.T) {
	s := Fixed()
	if !reflect.DeepEqual(s.Rules, engine.Noddy()) || s.Seed != 93203 || len(s.Actions) != 11 || s.Deals != 0 {
		t.Fatalf("Fixed() = %+v, want the real rules to 31, seed 93203, 11 moves, the whole match", s)
	}
	m, err := s.Play()
	if err != nil {
		t.Fatal(err)
	}
	if m.Winner() != 0 || !slices.Equal(m.Scores(), []int{32, 23}) || m.View(0).Deal != 3 {
		t.Errorf("winner %d, scores %v, deals %d; want seat 0 winning 32–23 in 3 deals",
			m.Winner(), m.Scores(), m.View(0).Deal)
	}
	tu := New()
	if tu.Len() != 38 {
		t.Errorf("Len() = %d, want 38", tu.Len())
	}
}

// The match must show every rule the issue lists, read from the events.
func TestMatchDemonstratesEveryLesson(t *testing.T) {
	m, err := Fixed().Play()
	if err != nil {
		t.Fatal(err)
	}
	got := Demonstrated(m.Events())
	if miss := got.Missing(Required); len(miss) > 0 {
		t.Fatalf("the fixed match does not show %v", miss)
	}
	all := Lessons(1<<numLessons - 1)
	if got != all {
		t.Errorf("the fixed match shows %q; want every lesson, missing %v", got, got.Missing(all))
	}
	// And the summary step says so.
	tu := New()
	last := tu.Step(tu.Len() - 1)
	var ordered Lessons
	for _, l := range gameOrder {
		ordered = ordered.With(l)
	}
	if ordered != all {
		t.Errorf("gameOrder misses %v", ordered.Missing(all))
	}
	at := -1
	for _, l := range gameOrder {
		i := strings.Index(last.Text, l.String())
		if i < 0 {
			t.Errorf("summary step does not name %q", l)
			continue
		}
		if i < at {
			t.Errorf("summary step names %q out of the game's order", l)
		}
		at = i
	}
	// In this match you hold Knave Noddy in deal 1: it scores in your show
	// and again when you lay it.
	if !strings.Contains(last.Text, "Knave Noddy (shown and laid), a fifteen in the count") {
		t.Errorf("summary step does not say Knave Noddy was shown and laid: %q", last.Text)
	}
}

func TestDemonstratedFromEvents(t *testing.T) {
	lc := engine.Scored{Seat: 0, Combo: engine.Combo{Kind: engine.LastCard, Points: 1}, Points: 1}
	cases := []struct {
		name string
		ev   []engine.Event
		want Lessons
	}{
		{"go then last card", []engine.Event{engine.Go{Seat: 1, Count: 30}, lc},
			Lessons(0).With(LessonGo).With(LessonGoHolding)},
		{"go with no cards", []engine.Event{engine.Go{Seat: 1, Count: 20, NoCards: true}, lc},
			Lessons(0).With(LessonGo)},
		{"last card alone is not a go", []engine.Event{lc}, 0},
		{"knave noddy laid", []engine.Event{engine.Laid{Combos: []engine.Combo{{Kind: engine.KnaveNoddy, Points: 1}}}},
			Lessons(0).With(LessonKnaveNoddy)},
		{"pair royal in the show", []engine.Event{engine.Shown{Combos: []engine.Combo{{Kind: engine.PairRoyal, Points: 6}}}},
			Lessons(0).With(LessonShowPair)},
	}
	for _, c := range cases {
		if got := Demonstrated(c.ev); got != c.want {
			t.Errorf("%s: Demonstrated = %q, want %q", c.name, got, c.want)
		}
	}
}

// Every scoring event has a step naming its combinations and points, and
// showing the new score.
func TestEveryScoreIsNarrated(t *testing.T) {
	tu := New()
	m, err := Fixed().Play()
	if err != nil {
		t.Fatal(err)
	}
	stepAt := map[int]Step{} // by the index of the last event it shows
	for _, st := range tu.Steps() {
		if st.Kind != KindTurn && st.Kind != KindCountIntro && st.Events > 0 {
			stepAt[st.Events-1] = st
		}
	}
	checked := 0
	for i, e := range m.Events() {
		var combos []engine.Combo
		var pts int
		var scores [2]int
		var want []string
		switch e := e.(type) {
		case engine.Scored:
			combos, pts, scores = []engine.Combo{e.Combo}, e.Points, [2]int(e.Scores)
			if e.Combo.Kind == engine.LastCard {
				want = append(want, fmt.Sprintf("%d for last card", e.Points))
			} else {
				want = append(want, fmt.Sprintf("%d points at once", e.Points))
			}
		case engine.Shown:
			combos, pts, scores = e.Combos, e.Points, [2]int(e.Scores)
			if n := engine.Total(e.Combos); n == 1 {
				want = append(want, "1 point")
			} else {
				want = append(want, fmt.Sprintf("%d points", n))
			}
		case engine.Laid:
			combos, pts, scores = e.Combos, e.Points, [2]int(e.Scores)
			for _, c := range e.Combos {
				want = append(want, fmt.Sprintf("for %d", c.Points))
			}
		}
		if pts == 0 {
			continue
		}
		st, ok := stepAt[i]
		if !ok {
			t.Errorf("event %d (%s) has no step", i, english.Describe(e, []string{"You", "Computer"}, -1))
			continue
		}
		checked++
		text := strings.ToLower(st.Text)
		for _, c := range combos {
			want = append(want, strings.ToLower(english.Kind(c.Kind)))
		}
		want = append(want, strings.ToLower(english.Tutor{}.ScoreLine(scores[:])))
		for _, w := range want {
			if !strings.Contains(text, strings.ToLower(w)) {
				t.Errorf("step %d (%s) for event %d does not say %q:\n%s", st.Index+1, st.Title, i, w, st.Text)
			}
		}
	}
	if checked != 14 {
		t.Errorf("checked %d scoring events, want 14", checked)
	}
}

// Stepping to i, on to i+1 and back to i replays identically, and each
// step's events are a prefix of the match's.
func TestStepBackAndForth(t *testing.T) {
	tu := New()
	full, err := Fixed().Play()
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < tu.Len(); i++ {
		m1, ev1, err := tu.Replay(i)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if _, _, err := tu.Replay(i + 1); err != nil {
			t.Fatalf("step %d: %v", i+1, err)
		}
		m2, ev2, err := tu.Replay(i)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if !reflect.DeepEqual(ev1, ev2) || !reflect.DeepEqual(m1.View(0), m2.View(0)) ||
			!reflect.DeepEqual(m1.View(1), m2.View(1)) || !reflect.DeepEqual(m1.Events(), m2.Events()) {
			t.Fatalf("step %d differs after stepping forward and back", i)
		}
		if !reflect.DeepEqual(ev1, full.Events()[:len(ev1)]) || !reflect.DeepEqual(ev1, tu.Events(i)) {
			t.Fatalf("step %d: events are not the match's prefix", i)
		}
		if i > 0 && len(ev1) < len(tu.Events(i-1)) {
			t.Fatalf("step %d shows fewer events than step %d", i, i-1)
		}
		if st := tu.Step(i); st.Kind == KindTurn {
			if m1.Turn() != 0 || !reflect.DeepEqual(m1.View(0).Legal, cardsOf(st.Options)) {
				t.Fatalf("turn step %d: the replayed match is not at your turn with those options", i)
			}
		}
	}
	if tu.Step(-5).Index != 0 || tu.Step(1000).Index != tu.Len()-1 {
		t.Error("Step does not clamp its index")
	}
}

func cardsOf(opts []Option) []engine.Card {
	var out []engine.Card
	for _, o := range opts {
		out = append(out, o.Card)
	}
	return out
}

// A step never highlights a card the computer still holds unseen.
func TestHighlightsAreSeenCards(t *testing.T) {
	tu := New()
	highlighted := 0
	for _, st := range tu.Steps() {
		if st.Kind == KindHandEnd {
			continue // the hands are face up
		}
		var hidden engine.CardSet
		for _, e := range tu.Events(st.Index) {
			switch e := e.(type) {
			case engine.Dealt:
				hidden = engine.SetOf(e.Hands[1][:]...)
			case engine.Laid:
				hidden = hidden.Without(e.Card)
			}
		}
		for _, c := range st.Highlight {
			highlighted++
			if hidden.Has(c) {
				t.Errorf("step %d (%s) highlights the computer's unseen %s", st.Index+1, st.Title, c)
			}
		}
	}
	if highlighted < 40 {
		t.Errorf("only %d highlighted cards in the whole tutorial", highlighted)
	}
}

func TestBuildRejectsBadScripts(t *testing.T) {
	good := Fixed()
	bad := []struct {
		name string
		s    Script
		move int
	}{
		{"illegal card", Script{Rules: good.Rules, Seed: good.Seed, Actions: append([]engine.Action{{Seat: good.Actions[0].Seat, Card: engine.MustParseCards("2C")[0]}}, good.Actions[1:]...)}, 0},
		{"unfinished", Script{Rules: good.Rules, Seed: good.Seed, Actions: good.Actions[:5]}, 5},
		{"moves left over", Script{Rules: good.Rules, Seed: good.Seed, Actions: append(slices.Clone(good.Actions), good.Actions[0])}, len(good.Actions)},
		{"bad target", Script{Rules: engine.Rules{Name: "x", Target: 0}, Seed: 1}, 0},
	}
	for _, c := range bad {
		_, err := Build(c.s)
		var se *ScriptError
		if !errors.As(err, &se) || se.Move != c.move {
			t.Errorf("%s: Build error %v, want *ScriptError at move %d", c.name, err, c.move)
		}
	}
	var ae *engine.ActionError
	if _, err := Build(bad[0].s); !errors.As(err, &ae) || !errors.Is(err, engine.ErrNotHeld) {
		t.Errorf("illegal card: error %v does not wrap the engine's ErrNotHeld", err)
	}
}

// The search finds the fixed script again: the code says how it was chosen.
func TestSearchFindsTheFixedScript(t *testing.T) {
	c, ok := Search(engine.Noddy(), Fixed().Seed, 4)
	if !ok {
		t.Fatal("Search found nothing for the fixed seed")
	}
	if !reflect.DeepEqual(c.Script, Fixed()) || c.Deals != 3 || c.Winner != 0 {
		t.Errorf("Search = %v in %d deals (winner %d), want the fixed script in 3 deals",
			FormatActions(c.Script.Actions), c.Deals, c.Winner)
	}
	if _, ok := Search(engine.Noddy(), 1, 4); ok {
		t.Error("seed 1 should not teach everything in 4 deals")
	}
}
