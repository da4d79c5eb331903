package arena

import (
	"math"
	"testing"

	"noddy/engine"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

// For du Coeur's Noddy the family's duplicate gives Duplicate's numbers.
func TestDuplicateFamilyNoddy(t *testing.T) {
	a, _ := NamedEntrant("expert")
	b, _ := NamedEntrant("greedy")
	want, err := Duplicate(engine.Noddy(), a, b, 12, 5)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DuplicateFamily(engine.Noddy(), []string{"expert", "greedy"}, 12, 5)
	if err != nil {
		t.Fatal(err)
	}
	if got.DuplicateResult != want {
		t.Fatalf("family %+v, Duplicate %+v", got.DuplicateResult, want)
	}
}

// The duplicate schemes: two seats play the pair, three the six line-ups
// of A and B, partners the two sides; a player against itself is even.
func TestFamilyLineups(t *testing.T) {
	for _, c := range []struct {
		names []string
		n     int
	}{{[]string{"a", "b"}, 2}, {[]string{"a", "b", "b"}, 6}, {[]string{"a", "b", "a", "b"}, 2}, {[]string{"a", "b", "c"}, 3}} {
		if l, _ := familyLineups(c.names); len(l) != c.n {
			t.Fatalf("%v: %d line-ups %v, want %d", c.names, len(l), l, c.n)
		}
	}
	r, _ := engine.Lookup("cribbage-three", 3)
	res, err := DuplicateFamily(r, []string{"easy", "easy", "easy"}, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	if p := res.Players[0]; p.Wins != p.Matches || p.Fair != 1 {
		t.Fatalf("easy against itself: %+v", p)
	}
	res, err = DuplicateFamily(r, []string{"random", "easy", "easy"}, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Players) != 2 || !near(res.Players[0].Fair, 0.5) || !near(res.Players[1].Fair, 0.5) || res.Pairs != 5 {
		t.Fatalf("random against easy: %+v", res)
	}
	if res.Players[0].Wins+res.Players[1].Wins != 5*6 {
		t.Fatalf("wins %d + %d, want one a match", res.Players[0].Wins, res.Players[1].Wins)
	}
}

// The levels in order, at test size (the full figures, 2,000 pairs a
// game, are in BENCHMARKS.md): the expert beats easy in every game and
// player count, and in six-card cribbage medium beats easy and random
// loses to easy. With -short, three games.
func TestFamilyLevels(t *testing.T) {
	type check struct {
		game    string
		a, b    string
		pairs   int
		seats   int
		atLeast float64
	}
	var checks []check
	for _, r := range engine.AllRules() {
		n := 40
		switch {
		case r.Seats == 3:
			n = 12
		case r.Seats == 4 || r.Name == "cribbage-seven":
			n = 20
		}
		checks = append(checks, check{r.Name, "expert", "easy", n, r.Seats, 0.5})
	}
	checks = append(checks, check{"cribbage", "medium", "easy", 30, 2, 0.5}, check{"cribbage", "easy", "random", 20, 2, 0.5})
	for _, c := range checks {
		if testing.Short() && c.game != "cribbage" && c.game != "parlett" && c.game != "costly-colours" {
			continue
		}
		r, _ := engine.Lookup(c.game, c.seats)
		names := make([]string, c.seats)
		for s := range names {
			names[s] = c.b
		}
		names[0] = c.a
		if r.Partners {
			names[2] = c.a
		}
		pairs := c.pairs
		if testing.Short() {
			pairs = max(4, pairs/3)
		}
		res, err := DuplicateFamily(r, names, pairs, 101)
		if err != nil {
			t.Fatal(err)
		}
		if res.AWinRate <= c.atLeast {
			t.Errorf("%s/%d: %s won %.1f%% against %s over %d sets", c.game, c.seats, c.a, 100*res.AWinRate, c.b, pairs)
		}
	}
}

// A deal's stage is read from the higher score when it begins.
func TestStageOf(t *testing.T) {
	for _, c := range []struct {
		scores []int
		target int
		want   int
	}{{[]int{60, 0}, 121, StageOpening}, {[]int{61, 0}, 121, StageMiddle}, {[]int{90, 100}, 121, StageMiddle},
		{[]int{0, 101}, 121, StageEnd}, {[]int{26, 3}, 31, StageEnd}, {[]int{15, 3}, 31, StageOpening}} {
		if got := stageOf(c.scores, c.target); got != c.want {
			t.Errorf("%v to %d: %s, want %s", c.scores, c.target, StageNames[got], StageNames[c.want])
		}
	}
}
