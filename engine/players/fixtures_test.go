package players

import (
	"noddy/engine"

	"testing"
)

// endgameView builds a count view for seat with dealt cards hand (those
// still held: held), the other seat's declaration and laid cards, the pile
// (laid by by), the starter and the scores [ours, theirs].
func endgameView(seat, dealer int, dealt, held, pile string, by []int, starter string, decl []engine.Combo, scores [2]int) engine.View {
	d := engine.MustParseCards(dealt)
	v := engine.View{
		Seat: seat, Deal: 5, Dealer: dealer, Target: 31, Phase: engine.PhaseCount, Turn: seat,
		Hand: engine.MustParseCards(held), Dealt: d, Starter: engine.MustParseCards(starter)[0],
		PileBy: by, Winner: -1,
	}
	v = noddyView(v)
	v.Shows[v.Opp()] = decl
	v.Scores[seat], v.Scores[1-seat] = scores[0], scores[1]
	if pile != "" {
		v.Pile = engine.MustParseCards(pile)
	}
	v.Count = engine.PileTotal(v.Pile)
	for i, c := range v.Pile {
		if by[i] != seat {
			v.Laid[v.Opp()] = append(v.Laid[v.Opp()], c)
		}
	}
	v.Held[v.Opp()] = 3 - len(v.Laid[v.Opp()])
	for _, c := range v.Hand {
		if engine.Fits(v.Count, c) {
			v.Legal = append(v.Legal, c)
			v.Actions = append(v.Actions, engine.Action{Seat: seat, Card: c})
		}
	}
	return v
}

var fifteenFourPairSix = []engine.Combo{{Kind: engine.Fifteen, Points: 2}, {Kind: engine.Fifteen, Points: 2}, {Kind: engine.Pair, Points: 2}}

// Endgame fixtures: positions where playing for the match and playing for
// points part ways. Each is searched over 20,000 draws of the hands the
// other seat may hold (as good as every one of them), the other seat
// expected to take the points on offer half the time (Greed 0.5, as the
// fixtures were solved for du Coeur's expert before issue 23); the expert
// (its default bounds) and a points-maximiser (expert-points) are checked
// against those verdicts.
var endgameFixtures = []struct {
	name           string
	v              engine.View
	expert, points string
	// close: the shipped expert's sampled deals cannot tell the exact best
	// from the next (within sampling error); only the exact search is held
	// to it.
	close bool
}{
	{
		// We deal and hold AH JC AS; they led 5D; the starter is 5S.
		// JC makes fifteen two: 31, the match. (du Coeur's points-
		// maximiser before issue 23 played on past the target and laid an
		// ace, hoping for more later in the count; the one stack's search
		// ends the count at the target, as the match does, for points too:
		// +2.00 against the aces' +1.25.)
		name: "29–27 take the fifteen that wins",
		v: endgameView(1, 1, "AH JC AS", "AH JC AS", "5D", []int{0}, "5S", fifteenFourPairSix,
			[2]int{29, 27}),
		expert: "JC", points: "JC",
	},
	{
		// The same cards at 25–25: fifteen two leaves 15, on which most
		// hands they may hold make twenty-five (the points-maximiser
		// sees +1.31 against the ace's +1.46), but 27–25 with the lead
		// in hand is worth more of the match than the ace's extra
		// points on average (0.650 against 0.591).
		name: "25–25 same cards",
		v: endgameView(1, 1, "AH JC AS", "AH JC AS", "5D", []int{0}, "5S", fifteenFourPairSix,
			[2]int{25, 25}),
		expert: "JC", points: "AH",
	},
	{
		// Elder's lead from 9D 2H QH with the 2D turned; they declared
		// nothing (an empty declaration; nil is one not yet made). At 30–30 the next point wins, so only the chance of
		// scoring first counts: the 9D (best for points, −0.02) is
		// answered by a scoring card in 47% of their possible hands (a
		// six for fifteen), QH in 33% (most often a queen for a pair):
		// 0.456 against 0.302 (2H: 0.421). (The points-maximiser before
		// issue 23 laid the 9D, −0.02 to play past the target; the one
		// stack's, whose count ends at the target, lays the 2H: the next
		// point ends it either way.)
		name:   "30–30 first point wins",
		v:      endgameView(0, 1, "9D 2H QH", "9D 2H QH", "", nil, "2D", []engine.Combo{}, [2]int{30, 30}),
		expert: "QH", points: "2H", close: true, // QH 0.460, 2H 0.422: 100 sampled deals read 2H 0.427, QH 0.393
	},
}

func TestEndgameFixtures(t *testing.T) {
	r := engine.Noddy()
	for _, f := range endgameFixtures {
		f.v.Rules = r
		exactCfg := FamilyExpertConfig()
		exactCfg.Worlds, exactCfg.Nodes, exactCfg.Learn, exactCfg.Greed = 20000, 0, false, 0.5
		pointsCfg := exactCfg
		pointsCfg.Equity = false
		exact, pts := NewFamily(exactCfg, r, 1), NewFamily(pointsCfg, r, 1)
		legal, xv, _ := exact.layValues(&f.v)
		_, pv, _ := pts.layValues(&f.v)
		if got := exact.Act(f.v).Card.String(); got != f.expert {
			t.Errorf("%s: the exact win-chance search lays %s, want %s", f.name, got, f.expert)
		}
		if got := pts.Act(f.v).Card.String(); got != f.points {
			t.Errorf("%s: the exact points search lays %s, want %s", f.name, got, f.points)
		}
		if got := NewExpert(ExpertConfig(), 1).Choose(f.v).String(); got != f.expert && !f.close {
			t.Errorf("%s: expert lays %s, want %s", f.name, got, f.expert)
		}
		ep, _ := New(r, "expert-points", 1)
		if got := ep.Act(f.v).Card.String(); got != f.points {
			t.Errorf("%s: expert-points lays %s, want %s", f.name, got, f.points)
		}
		for i, c := range legal {
			t.Logf("%s: %s win chance %.3f, points %+.2f", f.name, c, xv[i], pv[i])
		}
		for _, h := range Hint(f.v) {
			t.Logf("  hint %s %.3f %d: %s", h.Card, h.WinChance, h.Points, h.Reason)
		}
	}
}
