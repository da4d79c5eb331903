package tutorial

import (
	"slices"
	"testing"

	"noddy/engine"
)

func byRank(cs []engine.Card) []engine.Card {
	out := slices.Clone(cs)
	slices.SortFunc(out, func(a, b engine.Card) int { return int(a.Rank()) - int(b.Rank()) })
	return out
}

func TestOptions(t *testing.T) {
	hand := engine.MustParseCards("5D KS QD")
	lays := func(cs []engine.Card) []engine.Action { // the view's actions, as the engine lists them
		var out []engine.Action
		for _, c := range cs {
			out = append(out, engine.Action{Seat: 0, Kind: engine.ActLay, Card: c})
		}
		return out
	}
	v := engine.View{Seat: 0, Rules: engine.Noddy(), Dealer: 1, Target: 31, Turn: 0, Hand: hand, Dealt: hand,
		Starter: engine.MustParseCards("5H")[0], Legal: hand, Actions: lays(hand), Winner: -1, Scores: make([]int, 2),
		Held: []int{3, 3}, Laid: make([][]engine.Card, 2), Shows: make([][]engine.Combo, 2), WentAt: []int{-1, -1}}
	opts := Options(v)
	want := []struct {
		card    string
		pts     int
		risk    int
		replies string
	}{
		{"5D", 0, 3, "JH"}, // a jack makes fifteen; the jack of hearts is Knave Noddy too
		{"KS", 0, 2, "5C 5S KC KD KH"},
		{"QD", 0, 2, "5C 5S QC QH QS"},
	}
	if len(opts) != len(want) {
		t.Fatalf("%d options, want %d", len(opts), len(want))
	}
	for i, w := range want {
		o := opts[i]
		if o.Card.String() != w.card || o.Points != w.pts || o.Risk != w.risk ||
			engine.FormatCards(byRank(o.Replies)) != engine.FormatCards(byRank(engine.MustParseCards(w.replies))) || o.Blocks {
			t.Errorf("option %d = %s pts %d risk %d replies %s blocks %v; want %s %d %d %s",
				i, o.Card, o.Points, o.Risk, engine.FormatCards(o.Replies), o.Blocks, w.card, w.pts, w.risk, w.replies)
		}
	}
	ranks := map[int]bool{}
	for _, o := range opts {
		ranks[o.Rank] = true
		if o.WinChance < 0 || o.WinChance > 1 || (o.Rank == 0 && Advised(opts)[0].WinChance > o.WinChance) {
			t.Errorf("option %s: win chance %v, rank %d", o.Card, o.WinChance, o.Rank)
		}
	}
	if len(ranks) != 3 || !ranks[0] || !ranks[2] {
		t.Errorf("expert ranks %v, want 0, 1 and 2", ranks)
	}
	// Nothing scores, so only the safest cards are sensible: not the 5.
	if s := Sensible(opts); len(s) != 2 || s[0].Card != hand[1] || s[1].Card != hand[2] {
		t.Errorf("Sensible = %v, want the king and the queen", cardsOf(s))
	}

	// At 30 with the other hand empty, the ace blocks: a sure last card.
	v.Pile, v.Count, v.Hand, v.Legal, v.Held[v.Opp()] = engine.MustParseCards("KC KH"), 20, hand[:1], hand[:1], 0
	v.Actions = lays(v.Legal)
	v.Laid[v.Opp()] = v.Pile
	o := Options(v)[0]
	if o.Count != 25 || o.Points != 2 || o.Risk != 0 || !o.Blocks || o.Net() != 3 {
		t.Errorf("last option = %+v, want count 25, 2 points, no risk, a sure go (net 3)", o)
	}
}
