package players

//go:generate go run noddy/tools/gen-family -o family_tables.go

import (
	"fmt"
	"go/format"
	"runtime"
	"slices"
	"strings"
	"sync"

	"noddy/engine"
	"noddy/engine/players/score"
)

// The family's generated tables (family_tables.go) come from self-play of
// the medium player, which reads none of them, so that regenerating gives
// the same file byte for byte: for each rule set, deals are played out with
// the target out of reach and recorded (every point in order, to a side's
// role; the cards each seat laid out to the crib), then
//   - the crib table: for each role of a seat laying out and each class of
//     the cards it lays out, the crib's mean over the recorded deals, the
//     other seats' cards as they were laid out and every starter still
//     unseen, the seat's own cards given suits that fit the deal;
//   - the equity: every pair race solved from the deals for each target
//     (famEquityFromDeals).

// FamilyTablesDeals and FamilyTablesSeed are the self-play behind the
// checked-in tables.
const (
	FamilyTablesDeals = 4000
	FamilyTablesSeed  = 1
)

// famCribDeals is how many of the recorded deals the crib tables are the
// mean of; famMatchDeals how many deals a self-play match lasts.
const (
	famCribDeals  = 600
	famMatchDeals = 40
)

// famGenSpec is one rule set's self-play and the targets its equity is
// solved for.
type famGenSpec struct {
	name    string
	players int
	options []string
	targets []int
}

// famSpecDeals is, for a rule set that wants more self-play than the
// common number, how many times more: du Coeur's Noddy, whose equity is
// the whole of its expert's valuation and whose deals are quick; six-card
// cribbage, the game most players know, whose race to 121 is long (from
// 4,000 deals its chances stood up to 0.023 from another seed's, 0.006
// from 40,000).
var famSpecDeals = map[string]int{"noddy": 10, "cribbage": 10}

var famGenSpecs = [...]famGenSpec{
	{"parlett", 2, nil, []int{31}},
	{"parlett", 4, nil, []int{31}},
	{"macgregor", 2, nil, []int{31, 61}},
	{"macgregor", 2, []string{"no-twenty-fives"}, []int{31, 61}},
	{"early-cribbage", 2, nil, []int{61}},
	{"costly-colours", 2, nil, []int{61}},
	{"cribbage", 2, nil, []int{121}},
	{"cribbage-five", 2, nil, []int{61}},
	{"cribbage-seven", 2, nil, []int{181}},
	{"cribbage-three", 3, nil, []int{61, 121}},
	{"cribbage-four", 4, nil, []int{121}},
	{"noddy", 2, nil, []int{31}}, // last: the others keep their seeds
}

// famRecord is one recorded deal.
type famRecord struct {
	dealer   int
	points   famDeal
	dealt    [][]engine.Card
	discards [][]engine.Card
	packCrib []engine.Card // three-hand's crib card from the pack
	// parts is the points each role's side made, by part (famPart).
	parts [4][famParts]int16
}

// The parts of a deal's points, as the duplicate reports split them
// (arena.DealPoints): the hand's show, the crib's, the play (the cards
// laid and the go) and the rest (a jack turned, the mog, three to start,
// muggins).
const (
	famHand = iota
	famCrib
	famPlay
	famOther
	famParts
)

// famSelfPlay plays n deals of medium against itself in rule set r with the
// target out of reach, match k from seed+k, famMatchDeals deals a match.
func famSelfPlay(r engine.Rules, n int, seed uint64) ([]famRecord, error) {
	r.Target = 1000
	var out []famRecord
	for k := uint64(0); len(out) < n; k++ {
		m, err := engine.NewMatch(r, seed+k)
		if err != nil {
			return nil, err
		}
		seats := make([]Actor, r.Seats)
		for s := range seats {
			seats[s] = NewFamily(FamilyMediumConfig(), r, (seed+k)*8+uint64(s))
		}
		// Each match stops after famMatchDeals deals: the views carry
		// every deal that is over, and long matches make them slow.
		for done := 0; done < famMatchDeals && m.Phase() != engine.PhaseOver; {
			s := m.Waiting()[0]
			evs, err := m.Apply(seats[s].Act(m.View(s)))
			if err != nil {
				return nil, err
			}
			for _, e := range evs {
				if _, ok := e.(engine.HandEnded); ok {
					done++
				}
			}
		}
		var cur famRecord
		prev := make([]int, r.Sides())
		for _, e := range m.Events() {
			var sc []int
			part := famOther
			switch e := e.(type) {
			case engine.Dealt:
				cur = famRecord{dealer: e.Dealer, dealt: e.Hands, discards: make([][]engine.Card, r.Seats)}
			case engine.Discarded:
				cur.discards[e.Seat] = e.Cards
			case engine.Scored:
				if e.Combo.Kind == engine.ThreeToStart || e.Combo.Kind == engine.ThreeForLast {
					copy(prev, e.Scores) // a game's start, not a deal's
					continue
				}
				sc = e.Scores
				if e.Combo.Kind == engine.LastCard {
					part = famPlay
				}
			case engine.Shown:
				sc = e.Scores
				part = famHand
				if e.Crib {
					part = famCrib
				}
			case engine.Laid:
				sc = e.Scores
				part = famPlay
			case engine.MugginsCalled:
				sc = e.Scores
			case engine.Settled:
				sc = e.Scores
			case engine.HandEnded:
				for _, c := range e.Crib {
					if !slices.ContainsFunc(cur.discards, func(d []engine.Card) bool { return slices.Contains(d, c) }) {
						cur.packCrib = append(cur.packCrib, c)
					}
				}
				if len(out) < n {
					out = append(out, cur)
				}
			}
			for side := range sc {
				if d := sc[side] - prev[side]; d != 0 {
					role := (side - r.SideOf(cur.dealer) + r.Sides()) % r.Sides()
					cur.points = append(cur.points, famChunk{role: int8(role), pts: int16(d)})
					cur.parts[role][part] += int16(d)
				}
			}
			if sc != nil {
				copy(prev, sc)
			}
		}
	}
	return out, nil
}

// famCribTable is the crib table of rule set r from recorded deals.
func famCribTable(r *engine.Rules, recs []famRecord) []float32 {
	sc := score.New(r)
	k := r.ToCrib
	classes := famCribClasses(k)
	roles := 2
	if k == 1 {
		roles = r.Seats
	}
	sum := make([]float64, roles*classes)
	cnt := make([]int, roles*classes)
	for d, rec := range recs {
		for seat := 0; seat < r.Seats; seat++ {
			role := famCribRole(r, seat, rec.dealer)
			// The others' cards as laid out (and the pack's), and every card
			// the others were dealt, which the seat's own may not be.
			var others []engine.Card
			var excl engine.CardSet
			for s := 0; s < r.Seats; s++ {
				if s != seat {
					others = append(others, rec.discards[s]...)
					excl |= engine.SetOf(rec.dealt[s]...)
				}
			}
			others = append(others, rec.packCrib...)
			excl |= engine.SetOf(rec.packCrib...)
			for c := 0; c < classes; c++ {
				own, ok := famClassCards(c, k, excl, d)
				if !ok {
					continue
				}
				crib := append(slices.Clone(others), own...)
				seen := excl | engine.SetOf(own...)
				tot, ns := 0, 0
				for st := engine.Card(0); st < 52; st++ {
					if !seen.Has(st) {
						tot += sc.Show(crib, st, true)
						ns++
					}
				}
				sum[role*classes+c] += float64(tot) / float64(ns)
				cnt[role*classes+c]++
			}
		}
	}
	out := make([]float32, len(sum))
	for i := range sum {
		if cnt[i] > 0 {
			out[i] = float32(sum[i] / float64(cnt[i]))
		}
	}
	return out
}

// famClassCards gives class c's cards (k of them) suits outside excl, the
// d-th fitting choice in turn, so that over the deals every choice comes
// alike; false for a class no cards make (a pair of one suit).
func famClassCards(c, k int, excl engine.CardSet, d int) ([]engine.Card, bool) {
	var choices [][]engine.Card
	if k == 1 {
		for s := engine.Clubs; s <= engine.Spades; s++ {
			if x := engine.NewCard(engine.Rank(c+1), s); !excl.Has(x) {
				choices = append(choices, []engine.Card{x})
			}
		}
	} else {
		suited := c%2 == 1
		a, b := c/2/13, c/2%13
		if a > b || a == b && suited {
			return nil, false
		}
		for sa := engine.Clubs; sa <= engine.Spades; sa++ {
			for sb := engine.Clubs; sb <= engine.Spades; sb++ {
				if (sa == sb) != suited || a == b && sb <= sa {
					continue
				}
				x, y := engine.NewCard(engine.Rank(a+1), sa), engine.NewCard(engine.Rank(b+1), sb)
				if !excl.Has(x) && !excl.Has(y) {
					choices = append(choices, []engine.Card{x, y})
				}
			}
		}
	}
	if len(choices) == 0 {
		return nil, false
	}
	return choices[d%len(choices)], true
}

// FamilyTablesSource generates family_tables.go: n deals of self-play for
// each rule set, from seed. The rule sets are played on every CPU at once;
// each is a function of its own seed, so the file is the same however many.
func FamilyTablesSource(n int, seed uint64) ([]byte, error) {
	entries := make([]string, len(famGenSpecs))
	errs := make([]error, len(famGenSpecs))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < max(1, runtime.GOMAXPROCS(0)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				d := n * max(1, famSpecDeals[famGenSpecs[i].name])
				entries[i], errs[i] = famGenEntry(famGenSpecs[i], d, seed+uint64(i)*1000003)
			}
		}()
	}
	for i := range famGenSpecs {
		next <- i
	}
	close(next)
	wg.Wait()
	var b strings.Builder
	fmt.Fprintf(&b, "// Code generated by tools/gen-family -deals %d -seed %d; DO NOT EDIT.\n\n", n, seed)
	b.WriteString("package players\n\n")
	b.WriteString("// famGenerated holds each rule set's game equity and crib table, from\n")
	b.WriteString("// self-play of the medium player (fam_gen.go). Read only.\n")
	b.WriteString("var famGenerated = [...]famTableSet{\n")
	for i := range entries {
		if errs[i] != nil {
			return nil, errs[i]
		}
		b.WriteString(entries[i])
	}
	b.WriteString("}\n")
	return format.Source([]byte(b.String())) // gofmt's alignment of the fields
}

// famGenEntry is one rule set's entries of famGenerated, one a target.
func famGenEntry(spec famGenSpec, n int, seed uint64) (string, error) {
	var b strings.Builder
	r, err := engine.Lookup(spec.name, spec.players, spec.options...)
	if err != nil {
		return "", err
	}
	recs, err := famSelfPlay(r, n, seed)
	if err != nil {
		return "", fmt.Errorf("%s: %w", spec.name, err)
	}
	var crib []float32
	if r.CribSize() > 0 {
		crib = famCribTable(&r, recs[:min(len(recs), famCribDeals)])
		if r.Seats == 2 && r.ToCrib == 2 {
			crib = famModelCrib(&r, crib, seed)
		}
	}
	deals := make([]famDeal, len(recs))
	means := make([]float64, r.Sides()*famParts)
	for j, rec := range recs {
		deals[j] = rec.points
		for role := 0; role < r.Sides(); role++ {
			for part := 0; part < famParts; part++ {
				means[role*famParts+part] += float64(rec.parts[role][part]) / float64(len(recs))
			}
		}
	}
	for _, target := range spec.targets {
		rt := r
		rt.Target = target
		tab, err := famEquityFromDeals(deals, r.Sides(), target)
		if err != nil {
			return "", fmt.Errorf("%s to %d: %w", spec.name, target, err)
		}
		data, err := famEncode(tab, target)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "\t{key: %q, sides: %d, target: %d, equity: \"\" +\n", famKey(&rt), r.Sides(), target)
		for len(data) > 0 {
			k := min(len(data), 100)
			fmt.Fprintf(&b, "\t\t%q", data[:k])
			if data = data[k:]; len(data) > 0 {
				b.WriteString(" +\n")
			}
		}
		b.WriteString(",\n\t\tmeans: []float32{")
		for j, x := range means {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%.3f", x)
		}
		b.WriteString("},\n")
		if crib == nil {
			b.WriteString("\t\tcrib: nil},\n")
			continue
		}
		b.WriteString("\t\tcrib: []float32{\n")
		for j := 0; j < len(crib); j += 13 {
			b.WriteString("\t\t\t")
			for x := j; x < min(j+13, len(crib)); x++ {
				if x > j {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "%.3f", crib[x])
			}
			b.WriteString(",\n")
		}
		b.WriteString("\t\t}},\n")
	}
	return b.String(), nil
}

// famModelCribDeals is how many deals famModelCrib averages for each role
// and class of cards laid out, and famModelCribRounds how many times it
// goes round.
const (
	famModelCribDeals  = 2000
	famModelCribRounds = 2
)

// famModelCrib is the crib table of a game for two with two cards each to
// the crib, by a model of the other seat's discards rather than the
// medium player's: for each role of the seat laying out and each class of
// its two cards, the crib's mean over famModelCribDeals deals of the rest
// of the pack, the other seat laying out as the expert's keep model
// expects (fam_keep.go: the most expected points, kept hand over every
// starter rank and the crib by the table so far), over every starter still
// unseen. It starts from the self-play table and goes round
// famModelCribRounds times, as Hessel's published tables were iterated.
func famModelCrib(r *engine.Rules, start []float32, seed uint64) []float32 {
	sc := score.New(r)
	keep := keepTableFor(&sc, r.Deal-r.ToCrib)
	classes := famCribClasses(2)
	tab := slices.Clone(start)
	var rng famRand
	for round := 0; round < famModelCribRounds; round++ {
		next := make([]float32, len(tab))
		for role := 0; role < 2; role++ {
			other := 1 - role // the other seat's role: 0 deals
			sign := 1.0       // the crib is the other seat's when it deals
			if other == 1 {
				sign = -1
			}
			otherRow := tab[other*classes : (other+1)*classes]
			for c := 0; c < classes; c++ {
				rng.seed(seed+uint64(round), uint64(role*classes+c)+1)
				sum, cnt := 0.0, 0
				for d := 0; d < famModelCribDeals; d++ {
					own, ok := famClassCards(c, 2, 0, d)
					if !ok {
						break
					}
					var pack [52]engine.Card
					np := 0
					for x := engine.Card(0); x < 52; x++ {
						if x != own[0] && x != own[1] {
							pack[np] = x
							np++
						}
					}
					// The rest of this seat's hand, then the other's.
					deal := func(k int) []engine.Card {
						out := make([]engine.Card, k)
						for i := range out {
							j := rng.intN(np)
							out[i] = pack[j]
							pack[j] = pack[np-1]
							np--
						}
						return out
					}
					deal(r.Deal - 2)
					theirs := deal(r.Deal)
					out := famBestDiscard(&sc, keep, theirs, otherRow, sign)
					crib := append(slices.Clone(own), out...)
					tot := 0
					for _, st := range pack[:np] {
						tot += sc.Show(crib, st, true)
					}
					sum += float64(tot) / float64(np)
					cnt++
				}
				if cnt > 0 {
					next[role*classes+c] = float32(sum / float64(cnt))
				}
			}
		}
		tab = next
	}
	return tab
}

// famBestDiscard is the two cards of hand the keep model lays out: the
// most expected points, the kept hand by keep and the crib by row, added
// (sign 1) or taken off (−1).
func famBestDiscard(sc *score.Scoring, keep *keepTable, hand []engine.Card, row []float32, sign float64) []engine.Card {
	best, bi, bj := -1e18, 0, 1
	kept := make([]engine.Card, 0, len(hand))
	for i := range hand {
		for j := i + 1; j < len(hand); j++ {
			kept = kept[:0]
			for x, c := range hand {
				if x != i && x != j {
					kept = append(kept, c)
				}
			}
			v := keep.value(kept) + sign*float64(row[famCribClass([]engine.Card{hand[i], hand[j]})])
			if v > best {
				best, bi, bj = v, i, j
			}
		}
	}
	return []engine.Card{hand[bi], hand[bj]}
}
