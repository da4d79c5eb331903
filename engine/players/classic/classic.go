// Package classic is the reference opponent of issue 23 ("classic" in
// noddy-cli sim): a measurement player, not a table level, outside the one
// stack of engine/players, whose players it is measured against.
package classic

import (
	"slices"

	"noddy/engine"
	"noddy/engine/players"
	"noddy/engine/players/score"
)

// Classic is the reference opponent of issue 23, built from public
// descriptions of the classic computer cribbage player: it lays out the
// cards that leave the most expected points, the kept hand's exact show
// averaged over every starter it cannot see plus (its own crib) or less
// (the other's) the published crib value of the two cards laid out
// (schellOwn, schellOther), and it pegs greedily: the card that scores
// most at once, on a tie the one whose best reply scores least on average
// over the cards it cannot see, then the lowest. Elsewhere it is Easy. It
// is for measurement ("classic" in New), never a table level. Games
// without a two-card crib for two, or not scored as cribbage, get the
// kept hand alone. It counts by the players' own totals (score.Scoring),
// which the engine's scorers hold.
type Classic struct{ pts score.Scoring }

// New returns the classic player for rule set r.
func New(r engine.Rules) *Classic { return &Classic{pts: score.New(&r)} }

// Act implements Actor.
func (c *Classic) Act(v engine.View) engine.Action {
	switch v.Actions[0].Kind {
	case engine.ActLay:
		return engine.Action{Seat: v.Seat, Card: c.lay(&v)}
	case engine.ActDiscard:
		return c.discard(&v)
	}
	return players.Easy{}.Act(v)
}

func (c *Classic) discard(v *engine.View) engine.Action {
	starters := v.Unseen().Cards()
	table := c.pts.Game() == score.Cribbage && v.Rules.Seats == 2 && v.Rules.ToCrib == 2
	best, bestEV := 0, -1e18
	for i, a := range v.Actions {
		kept := (engine.SetOf(v.Hand...) &^ engine.SetOf(a.Cards...)).Cards()
		sum := 0
		for _, s := range starters {
			sum += c.pts.Show(kept, s, false)
		}
		ev := float64(sum) / float64(max(1, len(starters)))
		if table && len(a.Cards) == 2 {
			r1, r2 := a.Cards[0].Rank()-1, a.Cards[1].Rank()-1
			if v.Seat == v.Dealer {
				ev += schellOwn[r1][r2]
			} else {
				ev -= schellOther[r1][r2]
			}
		}
		if ev > bestEV+1e-9 {
			best, bestEV = i, ev
		}
	}
	return v.Actions[best]
}

// lay is the greedy peg: most points now; on a tie the least expected best
// reply; then the lowest card.
func (c *Classic) lay(v *engine.View) engine.Card {
	legal := slices.Clone(v.Legal)
	slices.SortFunc(legal, engine.Card.Compare)
	if len(legal) == 1 {
		return legal[0]
	}
	unseen := v.Unseen().Cards()
	next := (v.Seat + 1) % v.Rules.Seats
	replies := len(v.Held) > next && v.Held[next] > 0
	best, bestPts, bestRisk := engine.NoCard, -1, 0.0
	pile := make([]engine.Card, 0, len(v.Pile)+1)
	for _, card := range legal {
		pts := c.pts.LayOn(v.Pile, v.Count, card, v.Starter)
		risk := 0.0
		count := v.Count + card.Pips()
		if replies && count < engine.MaxCount && pts >= bestPts {
			pile = append(append(pile[:0], v.Pile...), card)
			sum, n := 0, 0
			for _, u := range unseen {
				if engine.Fits(count, u) {
					sum += c.pts.LayOn(pile, count, u, v.Starter)
					n++
				}
			}
			if n > 0 {
				risk = float64(sum) / float64(n)
			}
		}
		if pts > bestPts || pts == bestPts && risk < bestRisk-1e-9 {
			best, bestPts, bestRisk = card, pts, risk
		}
	}
	if best == engine.NoCard || !slices.Contains(legal, best) {
		return legal[0]
	}
	return best
}

// schellOwn and schellOther are the published expected crib for each pair
// of ranks laid out (ace first), to one's own crib and to the other's, in
// six-card cribbage for two: Michael Schell's discard tables, Cribbage
// Forum (cribbageforum.com, "SchellDiscard"), which agree with Craig
// Hessel's and DeLynn Colvert's tables there within a few hundredths for
// most pairs (Hessel's 5-5 to the other's crib is 9.39, Schell's 9.37).
var schellOwn = [13][13]float64{
	{5.38, 4.23, 4.52, 5.43, 5.45, 3.85, 3.85, 3.80, 3.40, 3.42, 3.65, 3.42, 3.41},
	{4.23, 5.72, 7.00, 4.52, 5.45, 3.93, 3.81, 3.66, 3.71, 3.55, 3.84, 3.58, 3.52},
	{4.52, 7.00, 5.94, 4.91, 5.97, 3.81, 3.58, 3.92, 3.78, 3.57, 3.90, 3.59, 3.67},
	{5.43, 4.52, 4.91, 5.63, 6.48, 3.85, 3.72, 3.83, 3.72, 3.59, 3.88, 3.59, 3.60},
	{5.45, 5.45, 5.97, 6.48, 8.79, 6.63, 6.01, 5.48, 5.43, 6.66, 7.00, 6.63, 6.66},
	{3.85, 3.93, 3.81, 3.85, 6.63, 5.76, 4.98, 4.63, 5.13, 3.17, 3.41, 3.23, 3.13},
	{3.85, 3.81, 3.58, 3.72, 6.01, 4.98, 5.92, 6.53, 4.04, 3.23, 3.53, 3.23, 3.26},
	{3.80, 3.66, 3.92, 3.83, 5.48, 4.63, 6.53, 5.45, 4.72, 3.80, 3.52, 3.19, 3.16},
	{3.40, 3.71, 3.78, 3.72, 5.43, 5.13, 4.04, 4.72, 5.16, 4.29, 3.97, 2.99, 3.06},
	{3.42, 3.55, 3.57, 3.59, 6.66, 3.17, 3.23, 3.80, 4.29, 4.76, 4.61, 3.31, 2.84},
	{3.65, 3.84, 3.90, 3.88, 7.00, 3.41, 3.53, 3.52, 3.97, 4.61, 5.33, 4.81, 3.96},
	{3.42, 3.58, 3.59, 3.59, 6.63, 3.23, 3.23, 3.19, 2.99, 3.31, 4.81, 4.79, 3.46},
	{3.41, 3.52, 3.67, 3.60, 6.66, 3.13, 3.26, 3.16, 3.06, 2.84, 3.96, 3.46, 4.58},
}

var schellOther = [13][13]float64{
	{6.02, 5.07, 5.07, 5.72, 6.01, 4.91, 4.89, 4.85, 4.55, 4.48, 4.68, 4.33, 4.30},
	{5.07, 6.38, 7.33, 5.33, 6.11, 4.97, 4.97, 4.94, 4.70, 4.59, 4.81, 4.56, 4.45},
	{5.07, 7.33, 6.68, 5.96, 6.78, 4.87, 5.01, 5.05, 4.87, 4.63, 4.86, 4.59, 4.48},
	{5.72, 5.33, 5.96, 6.53, 7.26, 5.34, 4.88, 4.94, 4.68, 4.53, 4.85, 4.46, 4.36},
	{6.01, 6.11, 6.78, 7.26, 9.37, 7.47, 7.00, 6.30, 6.15, 7.41, 7.76, 7.34, 7.25},
	{4.91, 4.97, 4.87, 5.34, 7.47, 7.08, 6.42, 5.86, 6.26, 4.31, 4.57, 4.22, 4.14},
	{4.89, 4.97, 5.01, 4.88, 7.00, 6.42, 7.14, 7.63, 5.26, 4.31, 4.68, 4.32, 4.27},
	{4.85, 4.94, 5.05, 4.94, 6.30, 5.86, 7.63, 6.82, 5.83, 5.10, 4.59, 4.31, 4.20},
	{4.55, 4.70, 4.87, 4.68, 6.15, 6.26, 5.26, 5.83, 6.39, 5.43, 4.96, 4.11, 4.03},
	{4.48, 4.59, 4.63, 4.53, 7.41, 4.31, 4.31, 5.10, 5.43, 6.08, 5.63, 4.61, 3.88},
	{4.68, 4.81, 4.86, 4.85, 7.76, 4.57, 4.68, 4.59, 4.96, 5.63, 6.42, 5.46, 4.77},
	{4.33, 4.56, 4.59, 4.46, 7.34, 4.22, 4.32, 4.31, 4.11, 4.61, 5.46, 5.79, 4.49},
	{4.30, 4.45, 4.48, 4.36, 7.25, 4.14, 4.27, 4.20, 4.03, 3.88, 4.77, 4.49, 5.65},
}
