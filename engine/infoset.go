package engine

// Information-set search: the rest of a count solved over all sampled
// worlds at once, so that each of our later choices is one card for every
// world we cannot tell apart (those in which the other seat has laid the
// same cards), instead of a different card per world as if we could see
// its hand ("strategy fusion" in per-world minimax). The other seat still
// plays each world perfectly, as if it saw our cards: a cautious model.
//
// Worlds are the other seat's possible unplayed hands as card sets; the
// values returned are per world, for s.me.

type isSearch struct {
	searcher
	weights []float64 // by world (all calls share the root's indexing)
}

// rootValues returns, for each of cards (ours to lay now), its weighted
// mean value over worlds.
func (s *isSearch) rootValues(p countPos, cards []Card, worlds []CardSet, ids []int32) []float64 {
	out := make([]float64, len(cards))
	vals := make([]float64, len(ids))
	total := 0.0
	for _, id := range ids {
		total += s.weights[id]
	}
	for k, c := range cards {
		for i := 0; i < p.nh[s.me]; i++ {
			if p.hands[s.me][i] == c {
				s.layMine(p, i, worlds, ids, vals)
			}
		}
		sum := 0.0
		for j, id := range ids {
			sum += s.weights[id] * vals[j]
		}
		out[k] = sum / total
	}
	return out
}

// layMine lays our i-th card in p for every world in ids (their hands in
// hands, parallel to ids) and writes each world's value to out.
func (s *isSearch) layMine(p countPos, i int, hands []CardSet, ids []int32, out []float64) {
	s.nodes += len(ids)
	me, opp := s.me, 1-s.me
	c := p.hands[me][i]
	pts := LayPoints(p.pile[:p.n], c, p.starter)
	p.hands[me][i] = p.hands[me][p.nh[me]-1]
	p.nh[me]--
	p.pile[p.n] = c
	p.n++
	p.count += c.Pips()
	p.scores[me] += pts
	if (s.val == WinChance && p.scores[me] >= s.target) || p.count == MaxCount {
		v := s.leaf(&p)
		for j := range out {
			out[j] = v
		}
		return
	}
	// Worlds where the other seat cannot lay end with our last card.
	goPos := p
	goPos.scores[me]++
	goVal := s.leaf(&goPos)
	var contHands []CardSet
	var contIDs []int32
	var where []int
	for j, h := range hands {
		if fitsAny(h, p.count) {
			contHands = append(contHands, h)
			contIDs = append(contIDs, ids[j])
			where = append(where, j)
		} else {
			out[j] = goVal
		}
	}
	if len(contIDs) == 0 {
		return
	}
	p.turn = opp
	vals := make([]float64, len(contIDs))
	s.oppNode(p, contHands, contIDs, vals)
	for k, j := range where {
		out[j] = vals[k]
	}
}

func fitsAny(h CardSet, count int) bool {
	for ; h != 0; h &= h - 1 {
		if Fits(count, Card(bitIndex(h))) {
			return true
		}
	}
	return false
}

// bitIndex is the index of the lowest set bit of a non-empty set.
func bitIndex(h CardSet) int {
	n := 0
	for h&1 == 0 {
		h >>= 1
		n++
	}
	return n
}

// oppNode: the other seat, able to lay in every world, lays the card best
// for it in each world.
func (s *isSearch) oppNode(p countPos, hands []CardSet, ids []int32, out []float64) {
	me, opp := s.me, 1-s.me
	for j := range out {
		out[j] = 1e18
	}
	// Group the worlds by each card they could lay.
	var union CardSet
	for _, h := range hands {
		union |= h
	}
	for u := union; u != 0; u &= u - 1 {
		d := Card(bitIndex(u))
		if !Fits(p.count, d) {
			continue
		}
		var subHands []CardSet
		var subIDs []int32
		var where []int
		for j, h := range hands {
			if h.Has(d) {
				subHands = append(subHands, h.Without(d))
				subIDs = append(subIDs, ids[j])
				where = append(where, j)
			}
		}
		s.nodes += len(subIDs)
		q := p
		pts := LayPoints(q.pile[:q.n], d, q.starter)
		q.pile[q.n] = d
		q.n++
		q.count += d.Pips()
		q.scores[opp] += pts
		vals := make([]float64, len(subIDs))
		switch {
		case (s.val == WinChance && q.scores[opp] >= s.target) || q.count == MaxCount:
			v := s.leaf(&q)
			for k := range vals {
				vals[k] = v
			}
		case q.canLay(me):
			q.turn = me
			s.myNode(q, subHands, subIDs, vals)
		default: // we say go: their last card
			q.scores[opp]++
			v := s.leaf(&q)
			for k := range vals {
				vals[k] = v
			}
		}
		for k, j := range where {
			out[j] = min(out[j], vals[k])
		}
	}
}

// myNode: we are to lay and can; one card for all the worlds in ids,
// the one with the best weighted value over them.
func (s *isSearch) myNode(p countPos, hands []CardSet, ids []int32, out []float64) {
	best := -1e18
	tmp := make([]float64, len(ids))
	for i := 0; i < p.nh[s.me]; i++ {
		if !Fits(p.count, p.hands[s.me][i]) {
			continue
		}
		s.layMine(p, i, hands, ids, tmp)
		sum := 0.0
		for j, id := range ids {
			sum += s.weights[id] * tmp[j]
		}
		if sum > best+1e-12 {
			best = sum
			copy(out, tmp)
		}
	}
}
