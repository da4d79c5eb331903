package players

import (
	"math/rand/v2"
	"testing"

	"noddy/engine"
	"noddy/engine/players/score"
)

// riskByLays is risk as it was first written: each rank laid on the pile
// by LayOn. The one-pass risk is held to it.
func riskByLays(s *famSearch, p *fpos, c engine.Card) float64 {
	count := int(p.count) + score.RankPips[c%13]
	if count >= engine.MaxCount {
		return 0
	}
	cnt := s.unseen
	next := (p.turn + 1) % 2
	for _, x := range p.hands[next][:p.nh[next]] {
		cnt[x%13]++
	}
	var pile [17]engine.Card
	n := copy(pile[:], p.pile[:p.np])
	pile[n] = c
	sum, tot := 0, 0
	for r := 0; r < 13; r++ {
		if cnt[r] == 0 || count+score.RankPips[r] > engine.MaxCount {
			continue
		}
		sum += int(cnt[r]) * s.sc.LayOn(pile[:n+1], count, engine.Card(r), s.starter)
		tot += int(cnt[r])
	}
	if tot == 0 {
		return 0
	}
	return float64(sum) / float64(tot)
}

// TestRiskOnePass: the one-pass risk equals laying every rank in turn, to
// the bit, over 200,000 series dealt at random (runs, pair chains up to
// four, 15s and 31s, broken runs) and every card that fits on each.
func TestRiskOnePass(t *testing.T) {
	r, err := engine.Lookup("cribbage", 2)
	if err != nil {
		t.Fatal(err)
	}
	sc := score.New(&r)
	s := famSearch{sc: &sc}
	rng := rand.New(rand.NewPCG(1, 2))
	checked, nonzero := 0, 0
	for range 200000 {
		deck := rng.Perm(52)
		// Low ranks often, so that runs and pairs are common.
		if rng.IntN(2) == 0 {
			for i := range deck {
				deck[i] = deck[i]%4*13 + deck[i]/4%6
			}
		}
		var p fpos
		k := 0
		for p.np < 12 && k < len(deck) {
			c := engine.Card(deck[k])
			k++
			if int(p.count)+score.RankPips[c%13] > engine.MaxCount || rng.IntN(6) == 0 {
				break
			}
			p.pile[p.np] = c
			p.np++
			p.count += int8(score.RankPips[c%13])
		}
		p.turn = int8(rng.IntN(2))
		next := (p.turn + 1) % 2
		p.nh[next] = int8(rng.IntN(5))
		for i := range p.nh[next] {
			p.hands[next][i] = engine.Card(rng.IntN(52))
		}
		for i := range s.unseen {
			s.unseen[i] = int8(rng.IntN(5))
		}
		for c := engine.Card(0); c < 52; c++ {
			if int(p.count)+score.RankPips[c%13] > engine.MaxCount {
				continue
			}
			got, want := s.risk(&p, c), riskByLays(&s, &p, c)
			if got != want {
				t.Fatalf("pile %v count %d, %v laid: risk %v, laid in turn %v", p.pile[:p.np], p.count, c, got, want)
			}
			checked++
			if want != 0 {
				nonzero++
			}
		}
	}
	if checked < 1_000_000 || nonzero < checked/2 {
		t.Fatalf("%d cards checked, %d with a risk: too few", checked, nonzero)
	}
	t.Logf("%d cards checked, %d with a risk", checked, nonzero)
}
