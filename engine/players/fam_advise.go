package players

import (
	"math"
	"slices"

	"noddy/engine"
	"noddy/engine/english"
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
func familyAdvice(v engine.View, pause func()) []Choice {
	f := NewFamily(FamilyExpertConfig(), v.Rules, 1)
	f.pause = pause
	var out []Choice
	first := engine.Action{Seat: -1} // the expert's own pick, first among equals
	switch v.Actions[0].Kind {
	case engine.ActLay:
		f.hints = true
		legal, vals, st := f.layValues(&v)
		first = engine.Action{Seat: v.Seat, Card: st.pick}
		if vals == nil {
			return nil
		}
		for i, c := range legal {
			pts := f.sc.Lay(v.Pile, c, v.Starter)
			out = append(out, Choice{Action: engine.Action{Seat: v.Seat, Card: c}, WinChance: vals[i], Points: pts, Reason: layReason(&v, c, st.replies[i])})
		}
		if f.eq == nil { // points less the others': squash into 0..1, order kept
			for i := range out {
				out[i].WinChance = 1 / (1 + math.Exp(-out[i].WinChance/4))
			}
		}
	case engine.ActDiscard:
		// Valued as the expert weighs it: the kept hand, and the crib
		// with its sign for this seat, both as points to this side.
		vals := f.discardValues(&v)
		best, chances := f.discardPick(&v, vals)
		first = v.Actions[best]
		for i, d := range vals {
			out = append(out, Choice{Action: v.Actions[i], WinChance: chances[i],
				Hand: d.hand, Crib: d.crib, OwnCrib: d.sign > 0, Reason: discardReason(&v, v.Actions[i], d)})
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
				out = append(out, Choice{Action: a, WinChance: f.chanceAfter(&v, gain), Reason: english.MogWorth(g)})
				continue
			}
			c := 0.0
			if v.Scores[other]+1 < v.Target {
				gain[me] = -1
				c = f.chanceAfter(&v, gain)
			}
			out = append(out, Choice{Action: a, WinChance: c, Reason: english.MogRefused()})
		}
	case engine.ActMogPass:
		best, g := f.mogValue(&v)
		first = engine.Action{Seat: v.Seat, Kind: engine.ActMogPass, Card: best}
		me := v.Rules.SideOf(v.Seat)
		for _, c := range sortedLow(v.Hand) {
			var gain [3]float64
			reason := english.MogPassWorse()
			if c == best {
				gain[me] = g
				reason = english.MogPassWorth(g)
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

// chanceAfter is v.Seat's side's chance of winning once this deal is
// over: from the view's scores, each side gains what it is expected to
// make in the deal (the generated means by role: its hands, the crib when
// it deals, the play and the rest), changed by delta (what a choice makes
// differ from those means), and the chance is read at the start of the
// next deal. Reading the scores with only the choice's own points added
// (as the hint once did) left out the other side's hand and both sides'
// play, so that early in a game every choice read alike near 56%. Points
// are fractional: the table is interpolated between whole points in the
// two sides' scores, so that choices a fraction of a point apart are told
// apart. Without an equity table, the expected lead squashed into 0..1.
func (f *Family) chanceAfter(v *engine.View, delta [3]float64) float64 {
	me := v.Rules.SideOf(v.Seat)
	sides := v.Rules.Sides()
	if f.eq == nil || len(v.Scores) != sides || sides > 3 {
		lead := delta[me]
		for s := 0; s < sides; s++ {
			if s != me {
				lead -= delta[s] / float64(max(1, sides-1))
			}
		}
		return 1 / (1 + math.Exp(-lead/4))
	}
	gain := f.dealMeans(v)
	for s := 0; s < sides; s++ {
		gain[s] += delta[s]
	}
	next := v.Rules.SideOf((v.Dealer + 1) % v.Rules.Seats)
	T := float64(f.eq.target)
	at := func(x [3]float64) float64 {
		var q [3]int16
		for s := 0; s < sides; s++ {
			if x[s] >= T {
				// Whoever gets there first wins; the play comes first
				// and the elder shows first, so a side that reaches the
				// target on its expected points is taken to win.
				if s == me {
					return 1
				}
				return 0
			}
			q[s] = int16(x[s])
		}
		return f.eq.chances(&q, next)[me]
	}
	var x [3]float64
	for s := 0; s < sides; s++ {
		x[s] = max(0, float64(v.Scores[s])+gain[s])
	}
	if sides != 2 {
		// Interpolated in this side's points only: the others' are
		// rounded, which moves every choice alike.
		lo := math.Floor(x[me])
		frac := x[me] - lo
		for s := 0; s < sides; s++ {
			if s != me {
				x[s] = math.Round(x[s])
			}
		}
		a, b := x, x
		a[me], b[me] = lo, lo+1
		return (1-frac)*at(a) + frac*at(b)
	}
	o := 1 - me
	lm, lo := math.Floor(x[me]), math.Floor(x[o])
	fm, fo := x[me]-lm, x[o]-lo
	corner := func(dm, do float64) float64 {
		var y [3]float64
		y[me], y[o] = lm+dm, lo+do
		return at(y)
	}
	return (1-fm)*(1-fo)*corner(0, 0) + fm*(1-fo)*corner(1, 0) + (1-fm)*fo*corner(0, 1) + fm*fo*corner(1, 1)
}

// dealMeans is what each side is expected to make in v's deal, by its role
// (the generated means): zero for a rule set without them.
func (f *Family) dealMeans(v *engine.View) [3]float64 {
	var g [3]float64
	if f.tabs == nil || len(f.tabs.means) == 0 {
		return g
	}
	sides := v.Rules.Sides()
	for s := 0; s < sides && s < 3; s++ {
		role := (s - v.Rules.SideOf(v.Dealer) + sides) % sides
		if (role+1)*famParts > len(f.tabs.means) {
			continue
		}
		for part := 0; part < famParts; part++ {
			g[s] += float64(f.tabs.means[role*famParts+part])
		}
	}
	return g
}

// discardDelta is how a discard moves the deal's expected points from the
// means: this seat's kept hand against a seat's mean hand, and the crib
// it makes against the mean crib, to the dealer's side.
func (f *Family) discardDelta(v *engine.View, d famDiscard) [3]float64 {
	var delta [3]float64
	me := v.Rules.SideOf(v.Seat)
	delta[me] = d.hand
	if f.tabs == nil || len(f.tabs.means) == 0 {
		delta[me] += d.sign * d.crib
		return delta
	}
	sides := v.Rules.Sides()
	role := (me - v.Rules.SideOf(v.Dealer) + sides) % sides
	perSide := float64(v.Rules.Seats / sides)
	delta[me] -= float64(f.tabs.means[role*famParts+famHand]) / perSide
	if d.crib != 0 {
		ds := v.Rules.SideOf(v.Dealer)
		delta[ds] += d.crib - float64(f.tabs.means[famCrib])
	}
	return delta
}

// layReason says what card makes now and what it leaves the next seat, from
// the replies the search tallied.
func layReason(v *engine.View, c engine.Card, t famReplies) string {
	combos := v.Rules.Score.Lay(v.Pile, c, v.Starter)
	side := v.Rules.SideOf(v.Seat)
	wins := side < len(v.Scores) && v.Scores[side]+engine.Total(combos) >= v.Target
	var can, scores float64
	if t.total > 0 {
		can, scores = t.can/t.total, t.scores/t.total
	}
	br, bk, n := 0, 0, 0.0
	for r := range t.eg {
		for k := range t.eg[r] {
			if t.eg[r][k] > n+1e-12 {
				br, bk, n = r, k, t.eg[r][k]
			}
		}
	}
	reply := ""
	if n > 0 {
		reply = english.CommonReply(br, engine.Kind(bk))
	}
	return english.LayReason(combos, wins, v.Count+c.Pips(), t.total > 0, can, scores, reply)
}

// discardReason says why a discard is worth what the expert makes it:
// what the kept cards make among themselves (the rule set's show of them,
// one standing for the starter, less what depends on the starter's suit),
// the kept hand's expected show, and the crib's.
func discardReason(v *engine.View, a engine.Action, d famDiscard) string {
	kept := keptAfter(v.Hand, a.Cards)
	var made []engine.Combo
	if n := len(kept); n >= 2 {
		for _, c := range v.Rules.Score.Show(kept[:n-1], kept[n-1], false) {
			switch c.Kind {
			case engine.Flush, engine.KnaveNoddy, engine.HisNobs:
			default:
				made = append(made, c)
			}
		}
	}
	// The kept cards' flush, which one of them standing for the starter
	// cannot show: with a starter of another suit (A-2-5-8 of clubs had
	// read "for a fifteen", the flush of four left out).
	if len(kept) >= 2 {
		for x := engine.Card(0); x < 52; x++ {
			if slices.Contains(v.Hand, x) || x.Suit() == kept[0].Suit() {
				continue
			}
			for _, c := range v.Rules.Score.Show(kept, x, false) {
				if c.Kind == engine.Flush {
					made = append(made, c)
				}
			}
			break
		}
	}
	return english.DiscardReason(kept, a.Cards, made, d.hand, d.crib, d.sign > 0)
}
