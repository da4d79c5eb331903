package table

import (
	"testing"

	"noddy/engine"
)

// A shared table's 64-bit seed is shown by its ends, not its 20 digits.
func TestLongSeedShortened(t *testing.T) {
	var tb Tableau
	for seed, want := range map[uint64]string{7: "seed 7", 123456: "seed 123456", 12345678: "seed 12345678",
		16503310384003944440: "seed 1650…4440"} {
		tb.setRuleText(engine.Noddy(), seed, "", false)
		if tb.SeedText != want {
			t.Errorf("seed %d: %q, want %q", seed, tb.SeedText, want)
		}
	}
}
