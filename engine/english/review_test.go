package english

import (
	"strings"
	"testing"

	"noddy/engine"
)

// A decision's line says a cost its two percents agree with.
func TestDecisionLineCostAgreesWithItsPercents(t *testing.T) {
	chose := engine.Action{Kind: engine.ActLay, Card: engine.MustParseCards("8H")[0]}
	best := engine.Action{Kind: engine.ActLay, Card: engine.MustParseCards("KD")[0]}
	for _, c := range []struct {
		chance, best float64
		want         string
	}{
		{0.094, 0.1245, "(9% to win); the expert's best: the king of diamonds (12% to win). It cost 3 percentage points of win chance."},
		{0.50, 0.793, "(50% to win); the expert's best: the king of diamonds (79% to win). It cost 29 percentage points of win chance."},
		{0.412, 0.418, "(41% to win); the expert's best: the king of diamonds (42% to win). It cost 0.6 percentage points of win chance."},
	} {
		got := DecisionLine(chose, c.chance, best, c.best, false, false, c.best-c.chance)
		if !strings.HasSuffix(got, c.want) {
			t.Errorf("%v/%v: %q, want it to end %q", c.chance, c.best, got, c.want)
		}
	}
}
