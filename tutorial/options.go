package tutorial

import (
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// Option is one card a seat could lay now in the count (rules, "The
// count"), with what it scores at once and what it risks: the most the
// other seat could score with its very next card, taken over every card
// this seat cannot see (View.Unseen), since any of them might be in the
// other hand. It looks one card ahead only.
type Option struct {
	Card   engine.Card
	Count  int            // the count after laying it, 1..31
	Combos []engine.Combo // what it makes at once (the rules' Lay)
	Points int            // their total, in points
	// Risk is the most an unseen card could score laid straight after it;
	// Replies are the unseen cards that would score Risk (none when Risk is 0).
	Risk    int
	Replies []engine.Card
	// ReplyCombos is what the first of Replies would make.
	ReplyCombos []engine.Combo
	// Blocks: the other seat has no cards left, or no unseen card fits after
	// it, so the other seat must go and this seat takes one for last card
	// (never when it makes 31, which ends the count with two instead).
	Blocks bool
	// WinChance is the expert's estimate (players.Advise) of the chance of
	// winning the match after this card, 0..1; Rank is the card's place in
	// the expert's ranking, 0 for its best.
	WinChance float64
	Rank      int
}

// Net is the option's immediate balance: its points, one more for a sure
// last card, less the worst reply it risks.
func (o Option) Net() int {
	n := o.Points - o.Risk
	if o.Blocks {
		n++
	}
	return n
}

// Options returns every card v.Seat may lay now (v.Legal, in that order)
// with its immediate score and risk, and the expert's win chance and rank
// (players.Advise). It uses only the view, so it never knows the other
// hand: the risk is what the other seat *could* hold.
func Options(v engine.View) []Option {
	out := quickOptions(v)
	for r, c := range players.Advise(v) {
		for i := range out {
			if out[i].Card == c.Action.Card {
				out[i].WinChance, out[i].Rank = c.WinChance, r
			}
		}
	}
	return out
}

// quickOptions is Options without the expert's search.
func quickOptions(v engine.View) []Option {
	unseen := v.Unseen()
	for _, c := range v.Hand {
		unseen = unseen.Without(c)
	}
	out := make([]Option, 0, len(v.Legal))
	for _, c := range v.Legal {
		o := Option{Card: c, Count: v.Count + c.Pips(), WinChance: -1, Rank: -1}
		o.Combos = v.Rules.Score.Lay(v.Pile, c, v.Starter)
		o.Points = engine.Total(o.Combos)
		pile := append(slices.Clone(v.Pile), c)
		fits := false
		if o.Count < engine.MaxCount {
			if v.Held[v.Opp()] == 0 {
				unseen = 0 // nothing left to reply with: a sure go
			}
			for _, u := range unseen.Cards() {
				if !engine.Fits(o.Count, u) {
					continue
				}
				fits = true
				p := engine.Total(v.Rules.Score.Lay(pile, u, v.Starter))
				switch {
				case p > o.Risk:
					o.Risk, o.Replies = p, []engine.Card{u}
				case p == o.Risk && p > 0:
					o.Replies = append(o.Replies, u)
				}
			}
			o.Blocks = !fits
		}
		if o.Risk > 0 {
			o.ReplyCombos = v.Rules.Score.Lay(pile, o.Replies[0], v.Starter)
		}
		out = append(out, o)
	}
	return out
}

// Sensible returns the options a thoughtful player might choose and the
// tutorial can justify: those scoring most at once (when anything scores),
// and those with the best Net. It is the move filter of the seed search.
func Sensible(opts []Option) []Option {
	if len(opts) == 0 {
		return nil
	}
	bestPts, bestNet := opts[0].Points, opts[0].Net()
	for _, o := range opts[1:] {
		bestPts = max(bestPts, o.Points)
		bestNet = max(bestNet, o.Net())
	}
	var out []Option
	for _, o := range opts {
		if (o.Points == bestPts && bestPts > 0) || o.Net() == bestNet {
			out = append(out, o)
		}
	}
	return out
}

// Advised returns the options the expert rates within Tolerance of its best
// win chance: the cards the tutorial lets the watched player lay, so that
// every choice it explains is one the expert stands behind.
func Advised(opts []Option) []Option {
	best := -1.0
	for _, o := range opts {
		best = max(best, o.WinChance)
	}
	var out []Option
	for _, o := range opts {
		if o.WinChance >= best-Tolerance {
			out = append(out, o)
		}
	}
	return out
}

// Tolerance is how far below the expert's best win chance a card may be
// and still count as advised: half a percentage point, about the noise of
// its estimate.
const Tolerance = 0.005

// layLines is opts as english says them, with what each reply would make.
func layLines(v engine.View, opts []Option) []english.LayLine {
	lines := make([]english.LayLine, len(opts))
	for i, o := range opts {
		pile := append(slices.Clone(v.Pile), o.Card)
		makes := make([][]engine.Combo, len(o.Replies))
		for j, r := range o.Replies {
			makes[j] = v.Rules.Score.Lay(pile, r, v.Starter)
		}
		lines[i] = english.LayLine{Card: o.Card, Count: o.Count, Combos: o.Combos, Risk: o.Risk, Replies: o.Replies,
			Makes: makes, WinChance: o.WinChance, Blocks: o.Blocks, Net: o.Net(), Best: o.Rank == 0}
	}
	return lines
}
