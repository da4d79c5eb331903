package tutorial

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// The cribbage tutorial's narration is pinned; regenerate with
//
//	go test ./tutorial -run TestCribbageGolden -update
func TestCribbageGolden(t *testing.T) {
	checkGolden(t, Cribbage(), "testdata/cribbage.golden", "TestCribbageGolden")
}

func TestFixedCribbageScript(t *testing.T) {
	s := FixedCribbage()
	want, _ := engine.Lookup("cribbage", 2)
	if !reflect.DeepEqual(s.Rules, want) || s.Rules.Target != 121 || s.Seed != 3160 || len(s.Actions) != 20 || s.Deals != 2 {
		t.Fatalf("FixedCribbage() = seed %d, %d actions, %d deals, target %d; want six-card cribbage to 121, seed 3160, 20 actions, 2 deals",
			s.Seed, len(s.Actions), s.Deals, s.Rules.Target)
	}
	m, err := s.Play()
	if err != nil {
		t.Fatal(err)
	}
	if v := m.View(0); v.Deal != 3 || !slices.Equal(m.Scores(), []int{20, 32}) || m.Phase() != engine.PhaseDiscard {
		t.Errorf("after the script: deal %d, scores %v, phase %v; want deal 3 dealt, 20–32, waiting for discards", v.Deal, m.Scores(), m.Phase())
	}
	tu := Cribbage()
	if tu.Len() != 48 || tu.Name() != "Cribbage" || tu.Seed() != 3160 || len(tu.Actions()) != 20 {
		t.Errorf("Cribbage(): %d steps, name %q, seed %d, %d actions; want 48, Cribbage, 3160, 20", tu.Len(), tu.Name(), tu.Seed(), len(tu.Actions()))
	}
	if got := FormatActions(s.Actions); got != cribActions {
		t.Errorf("FormatActions(ParseActions(x)) = %q, want %q", got, cribActions)
	}
}

// The two deals show every required lesson, and exactly these: no flush.
func TestCribbageDemonstratesEveryLesson(t *testing.T) {
	tu := Cribbage()
	got := CribDemonstrated(tu.Events(tu.Len() - 1))
	if miss := got.Missing(CribRequired); len(miss) > 0 {
		t.Fatalf("the cribbage tutorial does not show %v", miss)
	}
	all := CribLessons(1<<numCribLessons - 1)
	if miss := got.Missing(all); !slices.Equal(miss, []CribLesson{CribShowFlush}) {
		t.Errorf("the cribbage tutorial misses %v; want only %v", miss, []CribLesson{CribShowFlush})
	}
}

func TestCribDemonstratedFromEvents(t *testing.T) {
	lc := engine.Scored{Seat: 0, Combo: engine.Combo{Kind: engine.LastCard, Points: 1}, Points: 1}
	end := engine.SeriesEnded{Series: 1, Count: 29, Leader: 1}
	cases := []struct {
		name string
		ev   []engine.Event
		want CribLessons
	}{
		{"go, last card, a new series", []engine.Event{engine.Go{Seat: 1, Count: 29}, lc, end},
			CribLessons(0).With(CribGo).With(CribSeries)},
		{"last card alone is not a go", []engine.Event{lc, engine.SeriesEnded{Leader: -1}}, 0},
		{"heels", []engine.Event{engine.Scored{Combo: engine.Combo{Kind: engine.HisHeels, Points: 2}}}, CribLessons(0).With(CribHeels)},
		{"a crib of nothing teaches nothing", []engine.Event{engine.Shown{Crib: true}}, 0},
		{"nobs in the crib", []engine.Event{engine.Shown{Crib: true, Points: 1, Combos: []engine.Combo{{Kind: engine.HisNobs, Points: 1}}}},
			CribLessons(0).With(CribNobs).With(CribCribScores)},
	}
	for _, c := range cases {
		if got := CribDemonstrated(c.ev); got != c.want {
			t.Errorf("%s: CribDemonstrated = %q, want %q", c.name, got, c.want)
		}
	}
}

// The discard step's values are the kept hand's show averaged over every
// starter you cannot see, and the expert's crib value, as the engine's
// own scorer counts them; the expert's pick comes first, and the script's
// choice (the pick of the expert before issue 23) is among them.
func TestCribbageDiscardValues(t *testing.T) {
	tu := Cribbage()
	var discards []Step
	for _, st := range tu.Steps() {
		if st.Kind == KindDiscard {
			discards = append(discards, st)
		}
	}
	if len(discards) != 2 {
		t.Fatalf("%d discard steps, want 2 (one a deal)", len(discards))
	}
	wantOut := [][]engine.Card{engine.MustParseCards("8H 8S"), engine.MustParseCards("6C 3H")}
	wantHand := []float64{4.3, 5.2}
	wantPick := [][]engine.Card{engine.MustParseCards("2C 8S"), engine.MustParseCards("9C 3H")}
	wantLine := []string{"2♣ 8♠: 6.3 + 3.5 = 9.8, 50%", "9♣ 3♥: 5.1 − 4.8 = 0.3, 36%"}
	for k, st := range discards {
		m, _, err := tu.Replay(st.Index)
		if err != nil {
			t.Fatal(err)
		}
		v := m.View(0)
		if !slices.Equal(st.Discard, wantOut[k]) {
			t.Errorf("deal %d: the script lays out %v, want %v", k+1, st.Discard, wantOut[k])
		}
		advice := players.Advise(v)
		if !slices.Equal(advice[0].Action.Cards, wantPick[k]) {
			t.Errorf("deal %d: the expert's pick is %v, want %v", k+1, advice[0].Action.Cards, wantPick[k])
		}
		// The full table: the first time on request (More), in the text
		// after that. The pick's line comes first, with its values.
		table := st.Text
		if k == 0 {
			table = st.More
			if st.More == "" || strings.Contains(st.Text, wantLine[k]) {
				t.Errorf("deal %d: the first discard's table is not apart, on request: %q", k+1, st.More)
			}
		}
		if first := strings.SplitN(table, "\n– ", 3)[1]; first != wantLine[k] {
			t.Errorf("deal %d: first choice %q, want %q", k+1, first, wantLine[k])
		}
		vals := players.DiscardValues(v)
		if len(vals) != 15 || strings.Count(table, "\n– ") != 15 {
			t.Fatalf("deal %d: %d values, %d lines; want all 15 ways to lay out two of six", k+1, len(vals), strings.Count(table, "\n– "))
		}
		for _, d := range vals {
			kept := slices.DeleteFunc(slices.Clone(v.Hand), func(c engine.Card) bool { return slices.Contains(d.Action.Cards, c) })
			sum, n := 0, 0
			for _, s := range v.Unseen().Cards() {
				sum += engine.Total(v.Rules.Score.Show(kept, s, false))
				n++
			}
			if n != 46 || math.Abs(d.Hand-float64(sum)/float64(n)) > 1e-9 {
				t.Errorf("deal %d, %v out: hand %.4f, want %d/%d", k+1, d.Action.Cards, d.Hand, sum, n)
			}
			if d.OwnCrib != (k == 0) || d.Crib <= 0 {
				t.Errorf("deal %d, %v out: crib %.2f, own %v", k+1, d.Action.Cards, d.Crib, d.OwnCrib)
			}
			if slices.Equal(d.Action.Cards, st.Discard) && math.Abs(d.Hand-wantHand[k]) > 0.05 {
				t.Errorf("deal %d: the pick's hand is %.2f, want %.1f", k+1, d.Hand, wantHand[k])
			}
		}
	}
}

// The first discard speaks to someone who has never played: the three
// best ways to lay out and the one to avoid, each with why (what the kept
// cards make, their show on average, what the crib gets), and the full
// table on request (it was a table of fifteen rows of figures).
func TestCribbageFirstDiscardForANewcomer(t *testing.T) {
	var st Step
	for _, s := range Cribbage().Steps() {
		if s.Kind == KindDiscard {
			st = s
			break
		}
	}
	want := []string{
		"The three best:",
		"– 2♣ 8♠ out, 9.8 points: keeps 2-4-8-K, a flush of four: 6.3 on average with the starter; the 2-8 bring your crib 3.5",
		"– 8♥ 8♠ out, 9.6 points: keeps 2-2-4-K, a pair: 4.3 on average with the starter; the 8-8 bring your crib 5.2",
		"– 4♥ K♥ out, 9.4 points: keeps 2-2-8-8, two pairs: 5.7 on average with the starter; the 4-K bring your crib 3.6",
		"The one to avoid:",
		"– 8♠ 2♥ out, 5.6 points: keeps 2-4-8-K, which make nothing by themselves: 2.1 on average with the starter; the 2-8 bring your crib 3.5",
		"The full table of all fifteen is on request (Every choice, or T).",
	}
	paras := strings.Split(st.Text, "\n")
	if len(paras) < len(want)+1 || !slices.Equal(paras[1:len(want)+1], want) {
		t.Errorf("the first discard:\n%s", strings.Join(paras, "\n"))
	}
	if n := strings.Count(st.More, "\n– "); n != 15 {
		t.Errorf("the table on request has %d rows, want 15", n)
	}
}

// Every scoring event has a step that names its combinations and the new
// score; every step's events are the match's prefix, replayed alike going
// back and forth.
func TestCribbageEveryScoreIsNarrated(t *testing.T) {
	tu := Cribbage()
	ev := tu.Events(tu.Len() - 1)
	stepAt := map[int]Step{}
	for _, st := range tu.Steps() {
		if st.Kind != KindTurn && st.Kind != KindDiscard && st.Kind != KindCountIntro && st.Events > 0 {
			stepAt[st.Events-1] = st
		}
	}
	say := english.Tutor{Rules: tu.Rules()}
	checked := 0
	for i, e := range ev {
		var combos []engine.Combo
		var scores []int
		at := i
		switch e := e.(type) {
		case engine.Scored:
			combos, scores = []engine.Combo{e.Combo}, e.Scores
			if e.Combo.Kind == engine.LastCard {
				at = i + 1 // told with its series' end
			}
		case engine.Shown:
			combos, scores = e.Combos, e.Scores
		case engine.Laid:
			combos, scores = e.Combos, e.Scores
		}
		if engine.Total(combos) == 0 {
			continue
		}
		st, ok := stepAt[at]
		if !ok {
			t.Errorf("event %d has no step", i)
			continue
		}
		checked++
		text := strings.ToLower(st.Text)
		want := []string{strings.ToLower(say.ScoreLine(scores))}
		for _, c := range combos {
			want = append(want, strings.ToLower(english.Kind(c.Kind)), fmt.Sprintf("for %d", c.Points))
		}
		if c := combos[0]; c.Kind == engine.HisHeels || c.Kind == engine.LastCard {
			want = want[:2] // "his heels, 2 points", "1 for last card"
		}
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("step %d (%s) for event %d does not say %q:\n%s", st.Index+1, st.Title, i, w, st.Text)
			}
		}
	}
	if checked != 14 {
		t.Errorf("checked %d scoring events, want 14", checked)
	}
	for i := 0; i < tu.Len(); i++ {
		m1, ev1, err := tu.Replay(i)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		_, _, _ = tu.Replay(i + 1)
		m2, ev2, _ := tu.Replay(i)
		if !reflect.DeepEqual(ev1, ev2) || !reflect.DeepEqual(m1.View(0), m2.View(0)) {
			t.Fatalf("step %d differs after stepping forward and back", i)
		}
		if !reflect.DeepEqual(ev1, ev[:len(ev1)]) {
			t.Fatalf("step %d: events are not the match's prefix", i)
		}
		st := tu.Step(i)
		switch st.Kind {
		case KindTurn:
			if m1.Turn() != 0 || engine.SetOf(m1.View(0).Legal...) != engine.SetOf(cardsOf(st.Options)...) || len(st.Options) != len(m1.View(0).Legal) {
				t.Fatalf("turn step %d: the replayed match is not at your turn with those options", i)
			}
		case KindDiscard:
			if m1.Phase() != engine.PhaseDiscard || len(m1.View(0).Discards) != 0 {
				t.Fatalf("discard step %d: the replayed match is not waiting for your discard", i)
			}
		}
		for _, c := range st.Highlight {
			if !c.Valid() {
				t.Fatalf("step %d highlights a hidden card", i)
			}
		}
	}
}

func TestCribScriptRefusesBadScripts(t *testing.T) {
	good := FixedCribbage()
	cases := []struct {
		name string
		s    Script
		move int
	}{
		{"unfinished", Script{Rules: good.Rules, Seed: good.Seed, Actions: good.Actions[:15], Deals: 2}, 15},
		{"moves left over", Script{Rules: good.Rules, Seed: good.Seed, Actions: good.Actions, Deals: 1}, 10},
		{"illegal card", Script{Rules: good.Rules, Seed: good.Seed, Actions: append([]engine.Action{{Seat: 0, Kind: engine.ActDiscard, Cards: engine.MustParseCards("AS 2S")}}, good.Actions[1:]...), Deals: 2}, 0},
	}
	for _, c := range cases {
		_, err := Build(c.s)
		var se *ScriptError
		if !errors.As(err, &se) || se.Move != c.move {
			t.Errorf("%s: Build error %v, want a *ScriptError at move %d", c.name, err, c.move)
		}
	}
	if _, err := ParseActions("0:5S+XX"); err == nil {
		t.Error("ParseActions accepts a bad card")
	}
}

func TestTutorialsByGame(t *testing.T) {
	if n, ok := For("noddy"); !ok || n.Len() != 38 || n.Name() != "Noddy" {
		t.Errorf("For(noddy): ok %v", ok)
	}
	if c, ok := For("cribbage"); !ok || c.Len() != 48 || c.Rules().Name != "cribbage" {
		t.Errorf("For(cribbage): ok %v", ok)
	}
	for _, g := range engine.Games() {
		if got, want := Has(g.Name), g.Name == "noddy" || g.Name == "cribbage"; got != want {
			t.Errorf("Has(%q) = %v, want %v", g.Name, got, want)
		}
	}
	for _, g := range Games() {
		tu, _ := For(g)
		if r, ok := RulesFor(g); !ok || !reflect.DeepEqual(r, tu.Rules()) {
			t.Errorf("RulesFor(%q) = %v, %v; want the tutorial's rules", g, r.Title, ok)
		}
	}
	if _, ok := RulesFor("parlett"); ok {
		t.Error("RulesFor(parlett) is ok")
	}
	if !slices.Equal(Games(), []string{"cribbage", "noddy"}) {
		t.Errorf("Games() = %v", Games())
	}
}
