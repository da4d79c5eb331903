package baseline

import (
	"fmt"
	"math"
	"slices"

	"noddy/engine"
)

// The hint and the review for every game but du Coeur's: the family
// expert's own values for each choice, put as a chance of winning so that
// choices of every kind compare (issue 14: "a decision within half a
// point of win chance of the best is called good play").
//
// A lay's value is the search's (the chance of winning over the deals its
// view allows). A discard's and a mog's are points expected, turned into a
// chance by the game's equity table at the scores they would make at the
// start of the next deal; interpolated between whole points, so that
// choices a fraction of a point apart are told apart. Claims, declarations,
// calls and the next game are not advised: the expert's only choice there
// is the truth.
func init() { adviseFamily = familyAdvice }

func familyAdvice(v engine.View) []Choice {
	f := NewFamily(FamilyExpertConfig(), v.Rules, 1)
	var out []Choice
	first := engine.Action{Seat: -1} // the expert's own pick, first among equals
	switch v.Actions[0].Kind {
	case engine.ActLay:
		legal, vals, st := f.layValues(&v)
		first = engine.Action{Seat: v.Seat, Card: st.pick}
		if vals == nil {
			return nil
		}
		for i, c := range legal {
			pts := f.sc.lay(v.Pile, c, v.Starter)
			out = append(out, Choice{Action: engine.Action{Seat: v.Seat, Card: c}, WinChance: vals[i], Points: pts, Reason: layReason(&v, c, pts)})
		}
		if f.eq == nil { // points less the others': squash into 0..1, order kept
			for i := range out {
				out[i].WinChance = 1 / (1 + math.Exp(-out[i].WinChance/4))
			}
		}
	case engine.ActDiscard:
		// Valued as the expert weighs it: the kept hand, and the crib
		// with its sign for this seat, both as points to this side.
		me := v.Rules.SideOf(v.Seat)
		first = f.discard(&v)
		for i, d := range f.discardValues(&v) {
			var gain [3]float64
			gain[me] = d.hand + d.sign*d.crib
			out = append(out, Choice{Action: v.Actions[i], WinChance: f.chanceAfter(&v, gain), Reason: discardReason(&v, v.Actions[i], d)})
		}
	case engine.ActMogOffer, engine.ActMogReply:
		// Not offering gives the dealer a point, refusing the elder one
		// (costly-colours.md, "Mogging"); the expert weighs an exchange by
		// its expected gain to this seat's show less the other's, against
		// that point, and never hands over a point that wins the game.
		_, g := f.mogValue(&v)
		first = f.Act(v)
		other := v.Rules.SideOf(v.Dealer)
		if v.Actions[0].Kind == engine.ActMogReply {
			other = v.Rules.SideOf(v.Elder())
		}
		me := v.Rules.SideOf(v.Seat)
		for _, yes := range []bool{true, false} {
			a := engine.Action{Seat: v.Seat, Kind: v.Actions[0].Kind, Yes: yes}
			var gain [3]float64
			if yes {
				gain[me] = g
				out = append(out, Choice{Action: a, WinChance: f.chanceAfter(&v, gain), Reason: fmt.Sprintf("an exchange is worth %+.1f to your show against theirs", g)})
				continue
			}
			c := 0.0
			if v.Scores[other]+1 < v.Target {
				gain[me] = -1
				c = f.chanceAfter(&v, gain)
			}
			out = append(out, Choice{Action: a, WinChance: c, Reason: "gives them a point for not mogging"})
		}
	case engine.ActMogPass:
		best, g := f.mogValue(&v)
		first = engine.Action{Seat: v.Seat, Kind: engine.ActMogPass, Card: best}
		me := v.Rules.SideOf(v.Seat)
		for _, c := range sortedLow(v.Hand) {
			var gain [3]float64
			reason := "another card would have done better"
			if c == best {
				gain[me] = g
				reason = fmt.Sprintf("worth %+.1f to your show against theirs", g)
			} else {
				gain[me] = g - 1 // not weighed one by one: below the best
			}
			out = append(out, Choice{Action: engine.Action{Seat: v.Seat, Kind: engine.ActMogPass, Card: c}, WinChance: f.chanceAfter(&v, gain), Reason: reason})
		}
	default:
		return nil
	}
	slices.SortStableFunc(out, func(a, b Choice) int {
		switch {
		case a.WinChance > b.WinChance+1e-12:
			return -1
		case b.WinChance > a.WinChance+1e-12:
			return 1
		case a.Action.Equal(first):
			return -1
		case b.Action.Equal(first):
			return 1
		}
		return 0
	})
	return out
}

// chanceAfter is v.Seat's side's chance of winning from the view's scores
// with gain added to each side, as at the start of the next deal; without
// an equity table, the expected lead squashed into 0..1.
func (f *Family) chanceAfter(v *engine.View, gain [3]float64) float64 {
	me := v.Rules.SideOf(v.Seat)
	sides := v.Rules.Sides()
	if f.eq == nil || len(v.Scores) != sides || sides > 3 {
		lead := gain[me]
		for s := 0; s < sides; s++ {
			if s != me {
				lead -= gain[s] / float64(max(1, sides-1))
			}
		}
		return 1 / (1 + math.Exp(-lead/4))
	}
	next := v.Rules.SideOf((v.Dealer + 1) % v.Rules.Seats)
	// Bilinear in my side's fraction only: the others' gains are rounded,
	// which moves every choice alike.
	var sc [3]int16
	for s := 0; s < sides; s++ {
		sc[s] = int16(min(float64(f.eq.target), float64(v.Scores[s])+math.Round(gain[s])))
	}
	x := max(0, float64(v.Scores[me])+gain[me])
	lo := math.Floor(x)
	frac := x - lo
	at := func(p float64) float64 {
		q := sc
		q[me] = int16(min(float64(f.eq.target), p))
		if int(q[me]) >= f.eq.target {
			return 1
		}
		return f.eq.chances(&q, next)[me]
	}
	return (1-frac)*at(lo) + frac*at(lo+1)
}

func layReason(v *engine.View, c engine.Card, pts int) string {
	count := v.Count + c.Pips()
	if pts > 0 {
		return fmt.Sprintf("scores %d now; the count goes to %d", pts, count)
	}
	return fmt.Sprintf("scores nothing now; the count goes to %d", count)
}

func discardReason(v *engine.View, a engine.Action, d famDiscard) string {
	whose := "their"
	if d.sign > 0 {
		whose = "your"
	}
	if d.crib == 0 {
		return fmt.Sprintf("keeps a hand worth %.1f on average", d.hand)
	}
	return fmt.Sprintf("keeps a hand worth %.1f on average; lays %.1f into %s crib", d.hand, d.crib, whose)
}
