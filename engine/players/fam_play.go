package players

import (
	"math/bits"
	"slices"

	"noddy/engine"
	"noddy/engine/players/score"
)

// The family expert's play: a search of the rest of the play over possible
// deals of the cards it cannot see (famBelief), each weighed by the models
// of the other seat (fam_keep.go, fam_model.go).

// lay searches the play over possible deals of the hidden cards and lays
// the card that does best on average; the lowest of equals.
func (f *Family) lay(v *engine.View) engine.Card {
	c, _ := f.layStats(v)
	return c
}

// famLayStats is what one lay decision cost: possible deals searched and
// nodes visited.
type famLayStats struct {
	worlds, nodes int
	searched      bool        // a position the search could take
	pick          engine.Card // the card the expert lays
	// replies, with Family.hints set, is for each legal card (lowest
	// first) what the next seat could do straight after it over the deals
	// searched, each weighed as the search weighed it.
	replies []famReplies
}

// famReplies is what the next seat could lay straight after a card: the
// deals' weight in all, in which it could lay, and in which its best card
// scored; and that weight by the best scoring reply's rank (0-based; 9
// any ten-card making a total, 13+suit any card of a suit making a
// flush) and first combination's kind.
type famReplies struct {
	total, can, scores float64
	eg                 [17][engine.LastCard + 1]float64
	// kind+1 of a reply card's first combination, 0 not yet asked: the
	// pile after the card is the same in every deal, so each reply card's
	// combinations are asked of the rules once a decision.
	kind [52]uint8
	// alone+1 is what a reply card scores laid on no pile (Knave Noddy
	// scores wherever it is laid), 0 not yet asked: not what the card
	// laid left, so not counted as scoring on it.
	alone [52]int8
}

func (f *Family) layStats(v *engine.View) (engine.Card, famLayStats) {
	legal, vals, st := f.layValues(v)
	switch {
	case len(legal) == 0:
		return engine.NoCard, st
	case vals == nil:
		if len(legal) > 1 && st.worlds == 0 && st.searched {
			return Easy{}.Act(*v).Card, st
		}
		return legal[0], st
	}
	return st.pick, st
}

// layValues is the search of v's play: each legal card, lowest first, with
// its value averaged over the deals searched (the chance of winning with
// equity tables, else points less the others'). Cards that play alike
// share their kind's value, and the lowest of a kind comes first, so the
// first best is the card the expert lays. vals is nil when there was no
// choice or nothing could be searched.
func (f *Family) layValues(v *engine.View) (legal []engine.Card, vals []float64, st famLayStats) {
	legal = sortedLow(v.Legal)
	if len(legal) == 0 || len(legal) == 1 && !f.hints {
		return legal, nil, st
	}
	s, p, ok := newFamSearch(v, &f.sc, f.eq)
	if !ok {
		return legal, nil, st
	}
	st.searched = true
	r := &v.Rules
	n := r.Seats
	s.paranoid = f.cfg.Paranoid
	s.greed = f.cfg.Greed
	depth := f.cfg.Depth2
	switch {
	case s.sides == 3:
		depth = f.cfg.Depth3
	case r.Partners:
		depth = f.cfg.Depth4
	}
	if depth <= 0 {
		depth = 64
	}
	// The root's moves: one card of each kind that plays alike.
	var ms [5]famMove
	m := s.moves(&p, &ms)
	var sum [5]float64
	var b famBelief
	if f.cfg.Declared {
		b.init(v, &f.sc, f)
	} else {
		b.init(v, nil, nil)
	}
	rng := f.rng(v)
	var km keepModel
	if f.cfg.KeepModel {
		km = f.newKeepModel(v, &b)
	}
	var sm famSeriesModel
	if f.cfg.Learn && n == 2 {
		q := famKindPrior(v, &f.sc)
		careful := famCarefulGame(r, &f.sc)
		s.greed, s.carefulShare = famExpectedGreed(q, careful)
		s.careful = careful && s.carefulShare > 0
		sm = newFamSeriesModel(v, &f.sc, q)
	}
	seen := famSeenByOther(v)
	var w famWorld
	var tallies [5]famReplies
	cls := newFamClasses(v, &s, &b, f.cfg.Draws > 0)
	if cls.on {
		if f.class == nil {
			f.class = map[uint64]int32{}
		}
		clear(f.class)
		f.classVals = f.classVals[:0]
	}
	// Where deals fall into classes, the other seat's possible hands are
	// each taken once in a random order where they can be listed, the node
	// budget alone stopping the classes searched; else drawn up to Draws
	// times, Worlds classes searched.
	draws := f.cfg.Worlds
	list := cls.hands(&b)
	switch {
	case list != nil:
		draws = len(list)
	case cls.on:
		draws = max(f.cfg.Draws, f.cfg.Worlds)
	}
	draw := func(i int) bool {
		if list == nil {
			return b.sample(rng, &w)
		}
		k := i + rng.intN(len(list)-i)
		list[i], list[k] = list[k], list[i]
		w = famWorld{}
		w.nh[cls.opp] = int8(copy(w.hands[cls.opp][:], list[i][:b.held[cls.opp]]))
		return true
	}
	worlds, solved, total := 0, 0, 0.0
	for worlds < draws {
		full := f.cfg.Nodes > 0 && s.nodes >= f.cfg.Nodes || list == nil && solved >= f.cfg.Worlds
		if full && !cls.on || !draw(worlds) {
			break
		}
		wt := km.resample(&w, b.allowed[km.opp], rng)
		j, key := int32(-1), uint64(0)
		if cls.on {
			key = cls.key(&w)
			if x, ok := f.class[key]; ok {
				j = x
			}
		}
		if j < 0 && full {
			break // the first deal of a class not yet searched
		}
		worlds++
		wt *= sm.weight(&w)
		total += wt
		q := p
		for i := 0; i < n; i++ {
			if i != v.Seat {
				q.nh[i] = w.nh[i]
				q.hands[i] = w.hands[i]
			}
		}
		if s.eq != nil {
			f.postShows(v, &w, &s)
		}
		if s.careful {
			s.setUnseen(seen | engine.SetOf(w.hands[1-v.Seat][:w.nh[1-v.Seat]]...) | engine.SetOf(w.crib[:w.ncrib]...))
		}
		var x [5]float64
		if j >= 0 {
			x = f.classVals[j]
		} else {
			for k, mv := range ms[:m] {
				x[k] = s.after(&q, mv, depth)
			}
			solved++
			if cls.on {
				f.class[key] = int32(len(f.classVals))
				f.classVals = append(f.classVals, x)
			}
		}
		for k, mv := range ms[:m] {
			sum[k] += wt * x[k]
			if f.hints {
				f.tallyReply(v, &s, &q, mv, wt, &tallies[k])
			}
		}
		f.paused()
	}
	st.worlds, st.nodes = worlds, s.nodes
	if worlds == 0 {
		return legal, nil, st
	}
	// The pick: the first best of the root's moves, the lowest card of its
	// kind when several play alike (sortedLow keeps cards in rank order).
	best := 0
	for k := range sum[:m] {
		if sum[k] > sum[best]+1e-9 {
			best = k
		}
	}
	st.pick = p.hands[v.Seat][ms[best].i]
	for _, x := range legal {
		if famSameKind(&f.sc, x, st.pick) {
			st.pick = x
			break
		}
	}
	vals = make([]float64, len(legal))
	if f.hints {
		st.replies = make([]famReplies, len(legal))
	}
	for i, x := range legal {
		vals[i] = -1e18
		for k, mv := range ms[:m] {
			if famSameKind(&f.sc, x, p.hands[v.Seat][mv.i]) {
				vals[i] = sum[k] / total
				if f.hints {
					st.replies[i] = tallies[k]
				}
				break
			}
		}
	}
	return legal, vals, st
}

// tallyReply records in t what the seat after this one could lay straight
// after move mv in deal q, weighed wt: whether it could lay, and its best
// card's points and first combination.
func (f *Family) tallyReply(v *engine.View, s *famSearch, q *fpos, mv famMove, wt float64, t *famReplies) {
	t.total += wt
	p := *q
	s.apply(&p, mv)
	next := (v.Seat + 1) % s.n
	if p.over || int(p.turn) != next || p.np == 0 {
		return // the count or series ended, or the next seat must pass
	}
	t.can += wt
	best, bestCard := int16(0), engine.NoCard
	for _, c := range p.hands[next][:p.nh[next]] {
		if int(p.count)+score.RankPips[c%13] > engine.MaxCount {
			continue
		}
		if t.alone[c] == 0 {
			t.alone[c] = int8(s.sc.LayOn(nil, 0, c, s.starter)) + 1
		}
		if pts := int16(s.sc.LayOn(p.pile[:p.np], int(p.count), c, s.starter)) - int16(t.alone[c]-1); pts > best {
			best, bestCard = pts, c
		}
	}
	if best <= 0 {
		return
	}
	t.scores += wt
	if t.kind[bestCard] == 0 {
		t.kind[bestCard] = 1
		alone := v.Rules.Score.Lay(nil, bestCard, s.starter)
		for _, c := range v.Rules.Score.Lay(slices.Clone(p.pile[:p.np]), bestCard, s.starter) {
			if !slices.ContainsFunc(alone, func(a engine.Combo) bool { return a.Kind == c.Kind }) {
				t.kind[bestCard] = uint8(c.Kind) + 1
				break
			}
		}
	}
	if t.kind[bestCard] == 1 {
		return
	}
	k := engine.Kind(t.kind[bestCard] - 1)
	r := int(bestCard % 13)
	switch {
	case r > 9 && (k == engine.Fifteen || k == engine.TwentyFive || k == engine.ThirtyOne):
		r = 9 // any ten-card does it
	case k == engine.Flush:
		r = 13 + int(bestCard/13) // any card of the suit does it
	}
	if int(k) < len(t.eg[r]) {
		t.eg[r][k] += wt
	}
}

// newFamSearch is the search of v's play and its position, the other
// seats' hands still empty; false for a view it cannot search.
func newFamSearch(v *engine.View, sc *score.Scoring, eq *famEquity) (famSearch, fpos, bool) {
	r := &v.Rules
	n := r.Seats
	s := famSearch{n: n, sides: r.Sides(), goEnds: r.Play.GoEndsCount, series: r.Play.Series,
		target: int16(r.Target), starter: v.Starter, sc: sc, eq: eq,
		nextDealer: r.SideOf((v.Dealer + 1) % max(n, 1))}
	var p fpos
	if n > 4 || n < 2 || s.sides > 3 || len(v.Scores) != s.sides || v.Seat < 0 || v.Seat >= n ||
		len(v.Pile) > len(p.pile) || len(v.Hand) > len(p.hands[0]) {
		return s, p, false
	}
	s.mySide = int8(r.SideOf(v.Seat))
	for i := 0; i < n; i++ {
		s.side[i] = int8(r.SideOf(i))
	}
	p.won = -1
	p.np = int8(copy(p.pile[:], v.Pile))
	p.count = int8(v.Count)
	p.turn = int8(v.Seat)
	for i, x := range v.Scores {
		p.scores[i] = int16(x)
		s.start[i] = int16(x)
	}
	p.nh[v.Seat] = int8(copy(p.hands[v.Seat][:], v.Hand))
	return s, p, true
}

// famSeenByOther is what the careful taker's count of the cards the other
// seat of v (a game for two) cannot see leaves out, besides that seat's
// own: the starter, every card laid this deal, and this seat's hand, which
// risk counts in as the hand stands at each lay.
func famSeenByOther(v *engine.View) engine.CardSet {
	seen := engine.SetOf(v.Starter) | engine.SetOf(v.Hand...)
	for _, l := range v.Laid {
		seen |= engine.SetOf(l...)
	}
	return seen
}

// setUnseen sets s.unseen to the ranks of the cards not in seen: what the
// other seat cannot see, but for this seat's hand (risk adds it).
func (s *famSearch) setUnseen(seen engine.CardSet) {
	s.unseen = [13]int8{}
	for u := ^seen & engine.FullDeck; u != 0; u &= u - 1 {
		s.unseen[bits.TrailingZeros64(uint64(u))%13]++
	}
}

// famSameKind reports whether two cards play alike in the game's count.
func famSameKind(sc *score.Scoring, a, b engine.Card) bool {
	switch sc.Game() {
	case score.Cribbage:
		return a%13 == b%13
	case score.Costly:
		return score.RankPips[a%13] == score.RankPips[b%13]
	}
	return a == b
}

// postShows fills s.post with the shows still to come after the play in
// world w, in the order they are counted.
func (f *Family) postShows(v *engine.View, w *famWorld, s *famSearch) {
	r := &v.Rules
	n := r.Seats
	s.npost = 0
	play := false
	var buf [8]engine.Card
	for _, st := range r.Order {
		switch {
		case st == engine.StepPlay:
			play = true
		case !play:
		case st == engine.StepShows:
			for k := 0; k < n; k++ {
				seat := (v.Dealer + 1 + k) % n
				kept := v.Kept
				if seat != v.Seat {
					h := buf[:0]
					if seat < len(v.Laid) {
						h = append(h, v.Laid[seat]...)
					}
					kept = append(h, w.hands[seat][:w.nh[seat]]...)
				}
				s.post[s.npost] = famPost{side: int8(r.SideOf(seat)), pts: int16(f.sc.Show(kept, v.Starter, false))}
				s.npost++
			}
		case st == engine.StepCrib && r.CribSize() > 0:
			crib := v.Crib
			if crib == nil {
				crib = append(append(buf[:0], v.Discards...), w.crib[:w.ncrib]...)
			}
			s.post[s.npost] = famPost{side: int8(r.SideOf(v.Dealer)), pts: int16(f.sc.Show(crib, v.Starter, true))}
			s.npost++
		}
	}
}

// famClasses, in a game for two whose count a go ends and whose hands are
// not shown after it (du Coeur's Noddy, Parlett's for two, MacGregor's),
// sorts the deals of the other seat's unplayed cards into classes that
// play alike: ranks always matter, a suit only where it could make a flush
// in the count or be Knave Noddy (key). Each class is searched once; a
// deal of a class already searched is weighed at no nodes, so that the
// deals drawn (FamilyConfig.Draws) cover the hands possible as du Coeur's
// expert before issue 23 covered them (its world classes).
type famClasses struct {
	on, flush, knave bool
	opp              int
	mine             [4]int8 // the deciding seat's held cards by suit
	tail, starter    int8    // the pile's last card's suit (or -1), the starter's
}

// newFamClasses is v's classes; off unless on.
func newFamClasses(v *engine.View, s *famSearch, b *famBelief, on bool) famClasses {
	x := famClasses{opp: 1 - v.Seat, tail: -1, starter: int8(v.Starter / 13)}
	x.flush, x.knave = s.sc.LaysFlush(), s.sc.LaysKnave()
	x.on = on && s.sc.Game() != score.Unknown && s.n == 2 && s.goEnds && b.cribHidden == 0 &&
		!afterPlay(&v.Rules, engine.StepShows) && !afterPlay(&v.Rules, engine.StepCrib)
	for _, c := range v.Hand {
		x.mine[c/13]++
	}
	if n := len(v.Pile); n > 0 {
		x.tail = int8(v.Pile[n-1] / 13)
	}
	return x
}

// hands lists every unplayed hand the other seat may hold, where nothing
// else is hidden: its declaration's hands where listed (famBelief.cands),
// or, with at most two cards unplayed, every such hand that makes its
// declaration (or any, undeclared); nil where they are to be drawn.
func (x *famClasses) hands(b *famBelief) [][3]engine.Card {
	o := x.opp
	if !x.on || !b.ok || b.must[o] != engine.NoCard {
		return nil
	}
	if b.cands[o] != nil {
		return b.cands[o]
	}
	h, pool := b.held[o], b.poolBuf[:b.npool]
	if h > 2 || h < 1 {
		return nil
	}
	if b.reject[o] {
		return declaredHands(b.sc, b.laid[o][:b.nlaid[o]], h, pool, b.allowed[o], b.starter, b.sig[o])
	}
	var out [][3]engine.Card
	ok := b.allowed[o] & engine.SetOf(pool...)
	for i, c := range pool {
		switch {
		case !ok.Has(c):
		case h == 1:
			out = append(out, [3]engine.Card{c})
		default:
			for _, d := range pool[i+1:] {
				if ok.Has(d) {
					out = append(out, [3]engine.Card{c, d})
				}
			}
		}
	}
	return out
}

// key is w's class. The seats lay by turns from this seat's lay on (a go
// ends the count), so any three in a row holding one of the other seat's
// cards are mine-theirs-mine, theirs-mine-theirs, or the pile's last card,
// my next card and theirs. Their card's suit s can make a flush only when
// I hold two of s, or one of s and they hold two, or one of s and the pile
// ends in s. Any other card is keyed by its rank alone, unless they hold
// another of that rank whose suit matters (the greedy reply's tie-break
// orders equal cards by suit).
func (x *famClasses) key(w *famWorld) uint64 {
	opp := w.hands[x.opp][:w.nh[x.opp]]
	var theirs [4]int8
	for _, c := range opp {
		theirs[c/13]++
	}
	var code [5]uint64
	var keep [5]bool
	for i, c := range opp {
		s := c / 13
		keep[i] = x.knave && c%13 == 10 && int8(s) == x.starter ||
			x.flush && (x.mine[s] >= 2 || x.mine[s] >= 1 && (theirs[s] >= 2 || int8(s) == x.tail))
	}
	for i, c := range opp {
		code[i] = 52 + uint64(c%13)
		for j, d := range opp {
			if keep[j] && d%13 == c%13 {
				code[i] = uint64(c)
			}
		}
	}
	slices.Sort(code[:len(opp)])
	k := uint64(len(opp))
	for i := range opp {
		k |= (code[i] + 1) << (3 + 7*i)
	}
	return k
}
