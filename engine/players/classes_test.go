package players

import (
	"testing"

	"noddy/engine"
)

// Every world of a class has the same value for every legal card, under
// each valuation and opponent model the expert uses: checked on every
// decision with a choice in 30 matches of expert against greedy, up to four
// worlds a class (with the pile empty and mid-count). The test can fail: a
// key that ignored a suit that matters (try dropping the Knave Noddy or the
// pile's last suit from classCtx.key) gives unequal values here.
func TestWorldClassesSameValue(t *testing.T) {
	all, _ := decisionViews(30)
	classes, worlds := 0, 0
	for _, v := range all {
		b := NewBelief(v)
		ctx := newClassCtx(&v)
		seen := map[uint32][][]engine.Card{}
		for _, w := range b.Worlds() {
			k := ctx.key(w)
			if len(seen[k]) < 4 {
				seen[k] = append(seen[k], w)
			}
		}
		classes += len(seen)
		worlds += b.Count()
		for _, cfg := range []SearchConfig{ExpertConfig(), {Value: WinChance}, {Value: PointsDiff, Greed: 0.5}} {
			for k, ws := range seen {
				s := searcher{me: v.Seat, target: v.Target, dealer: v.Dealer, val: cfg.Value, start: scores2(&v), eq: &generatedEquity, greed: cfg.Greed}
				p0 := posFromView(&v, ws[0])
				for _, w := range ws[1:] {
					p := posFromView(&v, w)
					for _, c := range v.Legal {
						if a, b := s.after(p0, c), s.after(p, c); a != b {
							t.Fatalf("class %x: %v and %v value %s at %v and %v (pile %v, hand %v, starter %v)", k, ws[0], w, c, a, b, v.Pile, v.Hand, v.Starter)
						}
					}
				}
			}
		}
	}
	t.Logf("%d decisions: %d possible hands in %d classes", len(all), worlds, classes)
	if classes*2 > worlds {
		t.Errorf("classes merge too little: %d classes of %d hands", classes, worlds)
	}
}
