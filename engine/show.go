package engine

// Show scoring: a three-card hand counted with the starter, four cards in
// all (rules, "The show"). Show itemises for the table and the log;
// ShowPoints is the same total without allocating, for search and
// measurement. The two are checked against each other, and against a
// separately written subset scorer, over all 1,082,900 shows in the tests.

// Show returns every scoring combination of hand with starter, in the
// order a player calls them: fifteens, twenty-fives, pairs (a pair royal or
// double pair royal as one combination), runs, flush, Knave Noddy. Cards in
// each combo are hand cards in hand order, the starter last. The hand must
// be three distinct valid cards and the starter a fourth; if a card is not
// valid, Show returns nil.
func Show(hand [3]Card, starter Card) []Combo {
	all := [4]Card{hand[0], hand[1], hand[2], starter}
	var out []Combo
	for _, c := range all {
		if !c.Valid() {
			return nil
		}
	}

	// Fifteens and twenty-fives: every subset of two or more cards.
	for _, target := range [2]int{15, 25} {
		kind := Fifteen
		if target == 25 {
			kind = TwentyFive
		}
		for mask := 3; mask < 16; mask++ {
			if mask&(mask-1) == 0 {
				continue
			}
			sum := 0
			for i := 0; i < 4; i++ {
				if mask&(1<<i) != 0 {
					sum += all[i].Pips()
				}
			}
			if sum == target {
				out = append(out, Combo{Kind: kind, Cards: pick(all, mask), Points: 2})
			}
		}
	}

	// Pairs: each rank held two, three or four times is one combination.
	var byRank [14]int // bit mask of positions holding each rank
	for i, c := range all {
		byRank[c.Rank()] |= 1 << i
	}
	for r := Ace; r <= King; r++ {
		m := byRank[r]
		switch popcount4(m) {
		case 2:
			out = append(out, Combo{Kind: Pair, Cards: pick(all, m), Points: 2})
		case 3:
			out = append(out, Combo{Kind: PairRoyal, Cards: pick(all, m), Points: 6})
		case 4:
			out = append(out, Combo{Kind: DoublePairRoyal, Cards: pick(all, m), Points: 12})
		}
	}

	// Runs: a run of four if the four ranks are consecutive, otherwise every
	// run of three (duplicates multiply, as in cribbage).
	if run4(all) {
		out = append(out, Combo{Kind: Run, Cards: sortedByRank(all[:]), Points: 4})
	} else {
		for r := Ace; r+2 <= King; r++ {
			for _, i := range bits(byRank[r]) {
				for _, j := range bits(byRank[r+1]) {
					for _, k := range bits(byRank[r+2]) {
						out = append(out, Combo{Kind: Run, Cards: []Card{all[i], all[j], all[k]}, Points: 2})
					}
				}
			}
		}
	}

	// Flush: three or four of the four cards in one suit, starter included.
	var bySuit [4]int
	for i, c := range all {
		bySuit[c.Suit()] |= 1 << i
	}
	for _, m := range bySuit {
		if n := popcount4(m); n >= 3 {
			out = append(out, Combo{Kind: Flush, Cards: pick(all, m), Points: n})
		}
	}

	// Knave Noddy: the jack of the starter's suit, held in hand.
	for _, c := range hand {
		if c.Rank() == Jack && c.Suit() == starter.Suit() {
			out = append(out, Combo{Kind: KnaveNoddy, Cards: []Card{c}, Points: 1})
		}
	}
	return out
}

// ShowPoints returns the total of Show(hand, starter) without allocating.
// The part that depends only on ranks (fifteens, twenty-fives, pairs, runs)
// is looked up in a table built once from rankShowPoints; flush and Knave
// Noddy come from per-card tables. The exhaustive test checks it against
// Show and an independent scorer on every show. For cards that are not
// valid the total means nothing, but ShowPoints does not panic.
func ShowPoints(hand [3]Card, starter Card) int {
	a, b, c, d := hand[0], hand[1], hand[2], starter
	t := showTab
	pts := int(t.rank[t.place[0][a]+t.place[1][b]+t.place[2][c]+t.place[3][d]])

	// Flush: the suits counted in nibbles; a nibble of 4, or of 3, is a flush.
	n := t.suit[a] + t.suit[b] + t.suit[c] + t.suit[d]
	if n&0x4444 != 0 {
		pts += 4
	} else if n&(n>>1)&0x1111 != 0 {
		pts += 3
	}

	if k := t.knave[d]; a == k || b == k || c == k {
		pts++
	}
	return pts
}

// showTables are ShowPoints' lookup tables. They are filled once at
// package initialisation and only read afterwards.
type showTables struct {
	// rank[((ra*13+rb)*13+rc)*13+rd] is rankShowPoints(ra, rb, rc, rd)
	// for 0-based ranks, hand then starter.
	rank [13 * 13 * 13 * 13]uint8
	// place[i][card] is the card's 0-based rank times 13^(3-i): its part
	// of the rank index in position i.
	place [4][256]uint16
	// suit[card] is 1 << (4*suit): adding four gives a count per suit.
	suit [256]uint16
	// knave[starter] is the Knave Noddy for that starter.
	//
	// The per-card tables have 256 entries so that any Card indexes them
	// (no bounds check, no panic on NoCard); entries past 51 are zero.
	knave [256]Card
}

var showTab = func() *showTables {
	t := new(showTables)
	for i := range t.rank {
		t.rank[i] = uint8(rankShowPoints(Card(i/2197), Card(i/169%13), Card(i/13%13), Card(i%13)))
	}
	for c := Card(0); c < 52; c++ {
		r := uint16(c % 13)
		t.place[0][c], t.place[1][c], t.place[2][c], t.place[3][c] = r*2197, r*169, r*13, r
		t.suit[c] = 1 << (4 * (c / 13))
		t.knave[c] = NewCard(Jack, c.Suit())
	}
	return t
}()

// rankShowPoints scores the fifteens, twenty-fives, pairs and runs of four
// cards of 0-based ranks ra, rb, rc, rd (rules, "The show").
func rankShowPoints(ra, rb, rc, rd Card) int {
	pa, pb, pc, pd := pipsOf[ra], pipsOf[rb], pipsOf[rc], pipsOf[rd]
	pts := 0

	// Fifteens and twenty-fives over the eleven subsets of 2+ cards.
	sums := [11]int{pa + pb, pa + pc, pa + pd, pb + pc, pb + pd, pc + pd,
		pa + pb + pc, pa + pb + pd, pa + pc + pd, pb + pc + pd, pa + pb + pc + pd}
	for _, s := range sums {
		if s == 15 || s == 25 {
			pts += 2
		}
	}

	// Pairs: 2 for each pair of equal ranks (a pair royal is three pairs, 6).
	for _, eq := range [6]bool{ra == rb, ra == rc, ra == rd, rb == rc, rb == rd, rc == rd} {
		if eq {
			pts += 2
		}
	}

	// Runs, from the count of each rank.
	var cnt [16]uint8
	cnt[ra]++
	cnt[rb]++
	cnt[rc]++
	cnt[rd]++
	lo, hi := min(ra, rb, rc, rd), max(ra, rb, rc, rd)
	if hi-lo == 3 && cnt[lo] == 1 && cnt[lo+1] == 1 && cnt[lo+2] == 1 {
		pts += 4
	} else {
		for r := lo; r+2 <= hi; r++ {
			pts += 2 * int(cnt[r]) * int(cnt[r+1]) * int(cnt[r+2])
		}
	}
	return pts
}

var pipsOf = [13]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10}

func pick(all [4]Card, mask int) []Card {
	out := make([]Card, 0, 4)
	for i := 0; i < 4; i++ {
		if mask&(1<<i) != 0 {
			out = append(out, all[i])
		}
	}
	return out
}

func popcount4(m int) int {
	return m&1 + m>>1&1 + m>>2&1 + m>>3&1
}

func bits(m int) []int {
	var out []int
	for i := 0; i < 4; i++ {
		if m&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

func run4(all [4]Card) bool {
	var seen [14]bool
	lo, hi := King, Ace
	for _, c := range all {
		r := c.Rank()
		if seen[r] {
			return false
		}
		seen[r] = true
		lo, hi = min(lo, r), max(hi, r)
	}
	return hi-lo == 3
}

func sortedByRank(cs []Card) []Card {
	out := append([]Card(nil), cs...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Less(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
