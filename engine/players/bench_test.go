package players

import (
	"testing"

	"noddy/engine"
)

var benchSink int

// BenchmarkMatchGreedyVsRandom plays one whole match to 31 per iteration,
// greedy against random, from a new seed each time.
func BenchmarkMatchGreedyVsRandom(b *testing.B) {
	seed := uint64(0)
	for b.Loop() {
		seed++
		m, _ := engine.NewMatch(engine.Noddy(), seed)
		r, _ := NewPlayer("random", seed)
		if err := PlayOut(m, [2]Player{Greedy{}, r}); err != nil {
			b.Fatal(err)
		}
		benchSink += len(m.Events())
	}
}
