package engine

// Information-set search: the rest of a count solved over all the worlds
// at once, so that each of our later choices is one card for every world
// we cannot tell apart (those in which the other seat has laid the same
// cards), instead of a different card per world as if we could see its
// hand ("strategy fusion" in per-world minimax). The other seat plays each
// world with the expert's model of it (searcher.greed).

type isSearch struct {
	searcher
	weights []float64 // by world id
}

// rootValues returns, for each of cards (ours to lay now), its weighted
// mean value over the worlds (the other seat's unplayed hands).
func (s *isSearch) rootValues(p countPos, cards []Card, hands []CardSet) []float64 {
	ids := make([]int32, len(hands))
	total := 0.0
	for k := range ids {
		ids[k] = int32(k)
		total += s.weights[k]
	}
	out := make([]float64, len(cards))
	vals := make([]float64, len(ids))
	for k, c := range cards {
		for i := 0; i < p.nh[s.me]; i++ {
			if p.hands[s.me][i] == c {
				s.layMine(p, i, hands, ids, vals)
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

// layMine lays our i-th card in p for every world in ids (the other seat's
// hands in hands, parallel to ids) and writes each world's value to out.
func (s *isSearch) layMine(p countPos, i int, hands []CardSet, ids []int32, out []float64) {
	s.nodes += len(ids)
	me := s.me
	c := p.hands[me][i]
	pts := layPoints(&p.pile, p.n, p.count, c, p.starter)
	p.hands[me][i] = p.hands[me][p.nh[me]-1]
	p.nh[me]--
	p.pile[p.n] = c
	p.n++
	p.count += int(cardPips[c])
	p.scores[me] += pts
	if (s.val == WinChance && p.scores[me] >= s.target) || p.count == MaxCount {
		v := s.leaf(&p)
		for j := range out[:len(ids)] {
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
	p.turn = 1 - me
	vals := make([]float64, len(contIDs))
	s.oppNode(p, contHands, contIDs, vals)
	for k, j := range where {
		out[j] = vals[k]
	}
}

func fitsAny(h CardSet, count int) bool {
	for ; h != 0; h &= h - 1 {
		if count+int(cardPips[bitIndex(h)]) <= MaxCount {
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

// oppNode: the other seat, able to lay in every world, lays in each world
// by the expert's model of it: (1−greed) × its best card for itself +
// greed × the card that scores most at once (the lower card on a tie).
func (s *isSearch) oppNode(p countPos, hands []CardSet, ids []int32, out []float64) {
	me, opp := s.me, 1-s.me
	n := len(ids)
	lo := make([]float64, n)
	takerV := make([]float64, n)
	takerPts := make([]int, n)
	takerCard := make([]Card, n)
	for j := range lo {
		lo[j] = 1e18
		takerPts[j] = -1
	}
	var union CardSet
	for _, h := range hands {
		union |= h
	}
	for u := union; u != 0; u &= u - 1 {
		d := Card(bitIndex(u))
		if p.count+int(cardPips[d]) > MaxCount {
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
		pts := layPoints(&q.pile, q.n, q.count, d, q.starter)
		q.pile[q.n] = d
		q.n++
		q.count += int(cardPips[d])
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
			lo[j] = min(lo[j], vals[k])
			if pts > takerPts[j] || (pts == takerPts[j] && d.Less(takerCard[j])) {
				takerPts[j], takerCard[j], takerV[j] = pts, d, vals[k]
			}
		}
	}
	for j := range out[:n] {
		out[j] = (1-s.greed)*lo[j] + s.greed*takerV[j]
	}
}

// myNode: we are to lay and can; one card for all the worlds in ids, the
// one with the best weighted value over them.
func (s *isSearch) myNode(p countPos, hands []CardSet, ids []int32, out []float64) {
	best := -1e18
	tmp := make([]float64, len(ids))
	for i := 0; i < p.nh[s.me]; i++ {
		if p.count+int(cardPips[p.hands[s.me][i]]) > MaxCount {
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
