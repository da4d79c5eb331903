package arena

import (
	"math"
	"testing"

	"noddy/engine"
	"noddy/engine/players"
)

// Summarise on four pairs with A winning 2, 1, 0 and 2 of each.
func TestSummarise(t *testing.T) {
	r := Summarise([]PairOutcome{2, 1, 0, 2})
	if r.Pairs != 4 || r.AWins != 5 || r.ABoth != 2 || r.Shared != 1 || r.BBoth != 1 {
		t.Fatalf("counts %+v", r)
	}
	// Pair scores 1, ½, 0, 1: mean 0.625, sample variance 0.6875/3, so
	// the standard error is sqrt(0.6875/12) = 0.239357.
	se := math.Sqrt(0.6875 / 12)
	if math.Abs(r.AWinRate-0.625) > 1e-12 || math.Abs(r.CI95Low-(0.625-1.96*se)) > 1e-12 || r.CI95High != 1 {
		t.Fatalf("rate %v interval %v–%v", r.AWinRate, r.CI95Low, r.CI95High)
	}
	if math.Abs(r.WinDiff-0.25) > 1e-12 {
		t.Fatalf("win difference %v, want 0.25", r.WinDiff)
	}
	if z := Summarise(nil); z != (DuplicateResult{}) {
		t.Fatalf("no pairs: %+v", z)
	}
}

// A duplicate pair deals the same cards to both seats: greedy against
// itself wins exactly one match of each pair.
func TestDuplicateMirror(t *testing.T) {
	g, _ := NamedEntrant("greedy")
	r, err := Duplicate(engine.Noddy(), g, g, 20, 1)
	if err != nil {
		t.Fatal(err)
	}
	if r.Shared != 20 || r.AWinRate != 0.5 {
		t.Fatalf("greedy mirror: %+v, want every pair split", r)
	}
	if _, err := NamedEntrant("nobody"); err == nil {
		t.Fatal("unknown name: want an error")
	}
}

// Every level and reference player is an entrant.
func TestNamedEntrantLevels(t *testing.T) {
	for _, n := range append(players.Levels(), "greedy", "random", "expert-points", "expert-greedy") {
		if _, err := NamedEntrant(n); err != nil {
			t.Fatalf("NamedEntrant(%q): %v", n, err)
		}
	}
}
