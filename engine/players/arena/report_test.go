package arena

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"noddy/engine"
)

// TestFamilyDuplicateReport prints the duplicate figures of BENCHMARKS.md
// ("Family players"); it runs only when NODDY_FAMILY_PAIRS is set:
//
//	NODDY_FAMILY_PAIRS=2000 [NODDY_FAMILY_A=expert NODDY_FAMILY_B=easy] \
//	  [NODDY_FAMILY_GAMES=cribbage,parlett/4] [NODDY_FAMILY_SEED=1] \
//	  go test -run TestFamilyDuplicateReport -v -timeout 0 ./engine/players/arena
func TestFamilyDuplicateReport(t *testing.T) {
	pairs, _ := strconv.Atoi(os.Getenv("NODDY_FAMILY_PAIRS"))
	if pairs <= 0 {
		t.Skip("set NODDY_FAMILY_PAIRS to run")
	}
	a, b := os.Getenv("NODDY_FAMILY_A"), os.Getenv("NODDY_FAMILY_B")
	if a == "" {
		a = "expert"
	}
	if b == "" {
		b = "easy"
	}
	seed := uint64(1)
	if s := os.Getenv("NODDY_FAMILY_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	want := map[string]bool{}
	for _, g := range strings.Split(os.Getenv("NODDY_FAMILY_GAMES"), ",") {
		if g != "" {
			want[g] = true
		}
	}
	for _, r := range engine.AllRules() {
		key := fmt.Sprintf("%s/%d", r.Name, r.Seats)
		if len(want) > 0 && !want[r.Name] && !want[key] {
			continue
		}
		names := make([]string, r.Seats)
		for s := range names {
			names[s] = b
		}
		names[0] = a
		if r.Partners {
			names[2] = a
		}
		t0 := time.Now()
		res, err := DuplicateFamily(r, names, pairs, seed)
		if err != nil {
			t.Fatal(err)
		}
		line := fmt.Sprintf("%-16s %s vs %s: %6.2f%% (%.2f–%.2f%%) over %d×%d", key, a, b,
			100*res.AWinRate, 100*res.CI95Low, 100*res.CI95High, res.Pairs, len(res.Lineups))
		for _, p := range res.Players {
			d := p.PerDeal
			line += fmt.Sprintf(" | %s %.2f/deal (hand %.2f crib %.2f play %.2f other %.2f)", p.Name, d.Total, d.Hand, d.Crib, d.Play, d.Other)
		}
		t.Logf("%s [%s]", line, time.Since(t0).Round(time.Second))
	}
}
