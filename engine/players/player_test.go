package players

import (
	"testing"

	"noddy/engine"
)

func TestGreedyChoice(t *testing.T) {
	tests := []struct {
		name, pile, legal, starter, want string
	}{
		{"takes the fifteen", "7C", "KS 2H 8D", "AC", "8D"},
		{"nothing scores: lowest card, Ace low", "", "KS 2H 5D AS", "7C", "AS"},
		{"ties go to the lowest card", "5C", "TS 5H 5D", "AC", "5D"},
		{"the pair royal beats the fifteen", "5C 5D", "5H 5S", "AC", "5H"},
		{"the run of four beats the pair", "2C 3D 4H", "AS 4S", "KC", "AS"},
		{"thirty-one", "KC QD 5H", "6S 2C", "AD", "6S"},
		{"Knave Noddy", "2C", "JH QS", "5H", "JH"},
	}
	for _, tt := range tests {
		var pile []engine.Card
		if tt.pile != "" {
			pile = cards(t, tt.pile)
		}
		v := engine.View{Pile: pile, Legal: cards(t, tt.legal), Starter: card(t, tt.starter), Count: engine.PileTotal(pile)}
		if got := (Greedy{}).Choose(v); got != card(t, tt.want) {
			t.Errorf("%s: Greedy chose %v; want %s", tt.name, got, tt.want)
		}
	}
}

func TestNewPlayer(t *testing.T) {
	for _, name := range append(PlayerNames(), Levels()...) {
		if p, err := NewPlayer(name, 1); err != nil || p == nil {
			t.Errorf("NewPlayer(%q) = %v, %v", name, p, err)
		}
	}
	_, err := NewPlayer("genius", 1)
	if ue, ok := err.(*UnknownPlayerError); !ok || ue.Name != "genius" {
		t.Errorf("NewPlayer(genius) = %v", err)
	}
}

// The random player lays only legal cards and, over many matches, loses
// to greedy: a floor every player must beat. (Pinned: the deals and the
// random choices are functions of the seeds.)
func TestRandomLaysOnlyLegalCards(t *testing.T) {
	wins := [2]int{}
	for seed := uint64(0); seed < 200; seed++ {
		m, _ := engine.NewMatch(engine.Noddy(), seed)
		r, _ := NewPlayer("random", seed)
		if err := PlayOut(m, [2]Player{Greedy{}, r}); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		wins[m.Winner()]++
	}
	if wins[0] <= wins[1] || wins != pinnedGreedyRandom {
		t.Errorf("greedy %d, random %d", wins[0], wins[1])
	}
}

var pinnedGreedyRandom = [2]int{104, 96}
