package engine

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The family's scorers have the shapes a rule set holds.
var (
	_ ShowFunc = NoddyShowFunc
	_ LayFunc  = NoddyLay
	_ ShowFunc = ParlettShow
	_ LayFunc  = ParlettLay
	_ ShowFunc = EarlyCribbageShow
	_ LayFunc  = EarlyCribbageLay
	_ ShowFunc = CostlyColoursShow
	_ LayFunc  = CostlyColoursLay
	_ ShowFunc = CribbageShow
	_ LayFunc  = CribbageLay
)

// famShow is a hand (or crib) and starter with the exact itemised show and
// total, in fmtCombos' format.
type famShow struct {
	name, hand, starter string
	crib                bool
	combos              string
	total               int
}

// checkShows runs show over cases, and the reference scorer g on each.
func checkShows(t *testing.T, show ShowFunc, g *refGame, cases []famShow) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			h, s := cards(t, tt.hand), card(t, tt.starter)
			got := show(h, s, tt.crib)
			if fmtCombos(got) != tt.combos {
				t.Errorf("show(%s | %s, crib %v) =\n  %s\nwant\n  %s", tt.hand, tt.starter, tt.crib, fmtCombos(got), tt.combos)
			}
			if Total(got) != tt.total {
				t.Errorf("total %d; want %d", Total(got), tt.total)
			}
			if ref := refShow(g, h, s, tt.crib).total(); ref != tt.total {
				t.Errorf("reference scorer %d; want %d", ref, tt.total)
			}
		})
	}
}

// checkLays runs lay over the rows (count_test.go's layCase), and the
// reference scorer g on each.
func checkLays(t *testing.T, lay LayFunc, g *refGame, rows []layCase) {
	t.Helper()
	for _, tt := range rows {
		t.Run(tt.name, func(t *testing.T) {
			var pile []Card
			if tt.pile != "" {
				pile = cards(t, tt.pile)
			}
			c, s := card(t, tt.card), card(t, tt.starter)
			got := lay(pile, c, s)
			if fmtCombos(got) != tt.combos {
				t.Errorf("lay(%s + %s) =\n  %s\nwant\n  %s", tt.pile, tt.card, fmtCombos(got), tt.combos)
			}
			if n := PileTotal(pile) + c.Pips(); n != tt.count {
				t.Errorf("count %d; want %d", n, tt.count)
			}
			if Total(got) != tt.points {
				t.Errorf("total %d; want %d", Total(got), tt.points)
			}
			if ref := refLay(g, pile, c, s).total(); ref != tt.points {
				t.Errorf("reference scorer %d; want %d", ref, tt.points)
			}
		})
	}
}

// A worked count, card by card, for the lead's state machine to replay:
// what each card scores by the game's LayFunc on its series' pile, then
// the go and last-card points the machine adds (they are no LayFunc's),
// and the totals per seat that the rule file states.
type playStep struct {
	seat      int    // 0 the elder or pone, 1 the dealer (three-hand: A, B, C = 0, 1, 2)
	card      string // as laid
	newSeries bool   // the count restarts at zero with this card
	combos    string // what LayFunc gives, fmtCombos' format
}

type playAward struct {
	seat, points int
	why          string
}

type playExample struct {
	name    string
	lay     LayFunc
	ref     *refGame
	starter string
	steps   []playStep
	awards  []playAward // go / last card: the state machine's
	totals  []int       // per seat, the play's points as the rule file gives them
}

func checkPlays(t *testing.T, plays []playExample) {
	t.Helper()
	for _, p := range plays {
		t.Run(p.name, func(t *testing.T) {
			s := card(t, p.starter)
			var pile []Card
			totals := make([]int, len(p.totals))
			for _, st := range p.steps {
				if st.newSeries {
					pile = nil
				}
				c := card(t, st.card)
				if PileTotal(pile)+c.Pips() > MaxCount {
					t.Fatalf("%s does not fit on %s", st.card, FormatCards(pile))
				}
				got := p.lay(pile, c, s)
				if fmtCombos(got) != st.combos {
					t.Errorf("%s on %s: %s; want %s", st.card, FormatCards(pile), fmtCombos(got), st.combos)
				}
				if ref := refLay(p.ref, pile, c, s).total(); ref != Total(got) {
					t.Errorf("%s on %s: reference %d, LayFunc %d", st.card, FormatCards(pile), ref, Total(got))
				}
				totals[st.seat] += Total(got)
				pile = append(pile, c)
			}
			for _, a := range p.awards {
				totals[a.seat] += a.points
			}
			if !slices.Equal(totals, p.totals) {
				t.Errorf("play totals %v; the rule file says %v", totals, p.totals)
			}
		})
	}
}

func TestKindNamesSlugsAndLabels(t *testing.T) {
	if LastCard != 11 {
		t.Fatalf("LastCard = %d: the kinds before it must keep their numbers", LastCard)
	}
	token := regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	seen := map[string]Kind{}
	for k := Fifteen; k <= DoubleSkunk; k++ {
		if strings.HasPrefix(k.String(), "Kind(") {
			t.Errorf("kind %d has no name", k)
		}
		sl := k.Slug()
		if !token.MatchString(sl) {
			t.Errorf("%v: slug %q is not a clean token", k, sl)
		}
		if o, dup := seen[sl]; dup {
			t.Errorf("slug %q for both %d and %d", sl, o, k)
		}
		seen[sl] = k
	}
	if s := (DoubleSkunk + 1).String(); s != "Kind(32)" {
		t.Errorf("the kind after the last: %q", s)
	}
	want := []struct {
		k           Kind
		slug, label string
	}{
		{HisNobs, "his-nobs", "his nobs"}, {HisHeels, "his-heels", "his heels"},
		{Thirty, "thirty", "thirty"}, {Knave, "knave", "a knave"},
		{RightKnave, "right-knave", "the right knave"}, {RightDeuce, "right-deuce", "the right deuce"},
		{Colours, "colours", "colours"}, {CostlyColours, "costly-colours", "costly colours"},
		{KnaveTurned, "knave-turned", "a knave turned up"}, {DeuceTurned, "deuce-turned", "a deuce turned up"},
		{ThreeToStart, "three-to-start", "three to start"}, {ThreeForLast, "three-for-last", "three for last"},
		{Mog, "mog", "the mog point"}, {Muggins, "muggins", "muggins"},
		{FalseDeclaration, "false-declaration", "a false declaration"}, {WrongCall, "wrong-call", "a wrong call"},
		{Overclaimed, "overclaimed", "overclaimed"}, {Lurch, "lurch", "a lurch"},
		{Skunk, "skunk", "a skunk"}, {DoubleSkunk, "double-skunk", "a double skunk"},
	}
	for _, w := range want {
		if w.k <= LastCard {
			t.Errorf("%v numbered %d, not after LastCard", w.k, w.k)
		}
		if got := w.k.Slug(); got != w.slug {
			t.Errorf("%d: slug %q; want %q", w.k, got, w.slug)
		}
	}
}

// The wrappers are du Coeur's scorers, unchanged.
func TestNoddyWrappers(t *testing.T) {
	for _, tt := range append(append([]showCase{}, workedExamples...), showRows...) {
		h, s := cards(t, tt.hand), card(t, tt.starter)
		if got := fmtCombos(NoddyShowFunc(h, s, false)); got != tt.combos {
			t.Errorf("NoddyShowFunc(%s | %s) = %s; want %s", tt.hand, tt.starter, got, tt.combos)
		}
	}
	for _, tt := range layRows {
		var pile []Card
		if tt.pile != "" {
			pile = cards(t, tt.pile)
		}
		c, s := card(t, tt.card), card(t, tt.starter)
		if got, want := fmtCombos(NoddyLay(pile, c, s)), fmtCombos(Lay(pile, c, s)); got != want {
			t.Errorf("NoddyLay(%s + %s) = %s; want %s", tt.pile, tt.card, got, want)
		}
	}
	h := cards(t, "5C 5D 5H 5S")
	for _, bad := range [][]Card{h[:2], h, nil} {
		if got := NoddyShowFunc(bad, card(t, "KS"), false); got != nil {
			t.Errorf("NoddyShowFunc of %d cards = %s; want nil", len(bad), fmtCombos(got))
		}
	}
	if got := NoddyShowFunc(h[:3], card(t, "KS"), true); got != nil {
		t.Errorf("NoddyShowFunc with a crib = %s; want nil (Noddy has none)", fmtCombos(got))
	}
}

// Every ShowFunc refuses sizes its game does not count and cards that are
// not valid, and never panics on them.
func TestShowFuncSizes(t *testing.T) {
	mac, _ := MacGregorScorers(true)
	macOn, _ := MacGregorScorers(false)
	five := cards(t, "2C 3D 4H 7S 9C 8D")
	s := card(t, "KH")
	for _, f := range []struct {
		name  string
		show  ShowFunc
		hands []int // sizes counted as a hand
		cribs []int // sizes counted as a crib
	}{
		{"noddy", NoddyShowFunc, []int{3}, nil},
		{"parlett", ParlettShow, []int{3}, nil},
		{"macgregor", macOn, []int{3}, nil},
		{"macgregor no-twenty-fives", mac, []int{3}, nil},
		{"early cribbage", EarlyCribbageShow, []int{3}, []int{4}},
		{"costly colours", CostlyColoursShow, []int{3}, nil},
		{"cribbage", CribbageShow, []int{3, 4, 5}, []int{4}},
	} {
		for n := 0; n <= len(five); n++ {
			for _, crib := range []bool{false, true} {
				sizes := f.hands
				if crib {
					sizes = f.cribs
				}
				got := f.show(five[:n], s, crib)
				if ok := slices.Contains(sizes, n); ok != (got != nil) {
					t.Errorf("%s: %d cards, crib %v: %s", f.name, n, crib, fmtCombos(got))
				}
			}
		}
		for _, n := range f.hands {
			h := append([]Card{}, five[:n]...)
			h[0] = NoCard
			if got := f.show(h, s, false); got != nil {
				t.Errorf("%s with NoCard: %s; want nil", f.name, fmtCombos(got))
			}
			if got := f.show(five[:n], 52, false); got != nil {
				t.Errorf("%s with card 52 as starter: %s; want nil", f.name, fmtCombos(got))
			}
		}
	}
	if CribbagePoints(five[:2], s, false) != 0 || CribbagePoints(five[:5], s, true) != 0 {
		t.Error("CribbagePoints of a size cribbage does not count should be 0")
	}
	// The table version must not panic on bytes that are not cards.
	for _, c := range []Card{52, 100, NoCard} {
		CribbageShowPoints([4]Card{c, 1, 2, 3}, 4, false)
		CribbageShowPoints([4]Card{0, 1, 2, 3}, c, true)
	}
}

// Combos share one array of cards; each must be capped at its own length
// so that appending to one cannot overwrite the next.
func TestComboCardsAreCapped(t *testing.T) {
	shows := [][]Combo{
		CribbageShow(cards(t, "5C 5D 5H JS"), card(t, "5S"), false),
		ParlettShow(cards(t, "5C 5D 5H"), card(t, "KS"), false),
		CostlyColoursShow(cards(t, "5H 4H 8H"), card(t, "JH"), false),
		EarlyCribbageShow(cards(t, "3C 4D 5H 5S"), card(t, "6H"), true),
		CribbageLay(cards(t, "5C 5D"), card(t, "5H"), card(t, "KS")),
		ParlettLay(cards(t, "7C 8D 5H"), card(t, "5S"), card(t, "KS")),
	}
	for _, cs := range shows {
		if len(cs) < 2 {
			t.Fatalf("want several combos, got %s", fmtCombos(cs))
		}
		before := fmtCombos(cs)
		for i := range cs {
			if cap(cs[i].Cards) != len(cs[i].Cards) {
				t.Errorf("%s: cap %d, len %d", fmtCombos(cs[i:i+1]), cap(cs[i].Cards), len(cs[i].Cards))
			}
			_ = append(cs[i].Cards, NoCard)
		}
		if fmtCombos(cs) != before {
			t.Errorf("appending changed the combos: %s → %s", before, fmtCombos(cs))
		}
	}
}

// Allocation-aware: a show or a lay that scores costs two allocations (the
// combos and their cards), one that scores nothing none; the points
// functions none.
func TestScorerAllocations(t *testing.T) {
	h4, h3, h5 := cards(t, "5C 5D 5H JS"), cards(t, "5C 5D 5H"), cards(t, "5C 5D 5H JS 4C")
	zero3, pile := cards(t, "2C 4D 6H"), cards(t, "7C 8D 5H")
	s, ks, qs, fs, ts := card(t, "5S"), card(t, "KS"), card(t, "QS"), card(t, "5S"), card(t, "2S")
	for _, a := range []struct {
		name string
		f    func()
		want float64
	}{
		{"CribbageShow", func() { CribbageShow(h4, s, false) }, 2},
		{"ParlettShow", func() { ParlettShow(h3, ks, false) }, 2},
		{"CostlyColoursShow", func() { CostlyColoursShow(h3, ks, false) }, 2},
		{"EarlyCribbageShow of nothing", func() { EarlyCribbageShow(zero3, qs, false) }, 0},
		{"ParlettLay", func() { ParlettLay(pile, fs, ks) }, 2},
		{"CribbageLay of nothing", func() { CribbageLay(pile, ts, ks) }, 0},
		{"CribbageShowPoints", func() { CribbageShowPoints([4]Card(h4), s, false) }, 0},
		{"CribbagePoints of five", func() { CribbagePoints(h5, s, false) }, 0},
	} {
		if got := testing.AllocsPerRun(50, a.f); got != a.want {
			t.Errorf("%s: %v allocations; want %v", a.name, got, a.want)
		}
	}
}

// randomPile deals a pile of distinct cards from r, oldest first, and a
// card not in it that fits under 31, with up to max cards on the pile.
func randomPile(r *rand.Rand, max int) (pile []Card, card Card) {
	deck := make([]Card, 52)
	for i := range deck {
		deck[i] = Card(i)
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	n := r.IntN(max + 1)
	total := 0
	for _, c := range deck {
		if total+c.Pips() > MaxCount {
			continue
		}
		if len(pile) == n {
			return pile, c
		}
		pile = append(pile, c)
		total += c.Pips()
	}
	return pile[:len(pile)-1], pile[len(pile)-1]
}

// runnyPile deals from a short run of ranks so that pairs, runs and flushes
// (and 15, 25, 30, 31) come up far more often than from a whole pack.
func runnyPile(r *rand.Rand, max int) (pile []Card, card Card) {
	lo := 1 + r.IntN(9)
	var deck []Card
	for rk := lo; rk < lo+5 && rk <= 13; rk++ {
		for s := Suit(0); s < 4; s++ {
			if r.IntN(3) > 0 || s == 0 {
				deck = append(deck, NewCard(Rank(rk), s))
			}
		}
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	n := 1 + r.IntN(max)
	total := 0
	for _, c := range deck {
		if len(pile) == n || total+c.Pips() > MaxCount {
			break
		}
		pile = append(pile, c)
		total += c.Pips()
	}
	return pile[:len(pile)-1], pile[len(pile)-1]
}

// Every LayFunc against the reference trailing-window scorer on random
// piles, by line; MacGregor's with twenty-fives against du Coeur's Lay,
// itemised.
func TestLayFuncsAgainstReference(t *testing.T) {
	_, macLay := MacGregorScorers(false)
	_, macNo25 := MacGregorScorers(true)
	games := []struct {
		lay LayFunc
		g   *refGame
	}{
		{NoddyLay, &refNoddy}, {ParlettLay, &refParlett}, {macLay, &refNoddy},
		{macNo25, &refMacGregorNo25}, {EarlyCribbageLay, &refEarly},
		{CostlyColoursLay, &refCostly}, {CribbageLay, &refCribbage},
	}
	r := rand.New(rand.NewPCG(12, 31))
	n := 40000
	if testing.Short() {
		n = 4000
	}
	bad := 0
	seen := make([]refTally, len(games)) // how often each line scored
	for i := 0; i < n; i++ {
		pile, c := randomPile(r, 8)
		if i%2 == 1 {
			pile, c = runnyPile(r, 13)
		}
		s := Card(r.IntN(52))
		for k, gm := range games {
			got := gm.lay(pile, c, s)
			count(&seen[k], tallyOf(got))
			if tallyOf(got) != refLay(gm.g, pile, c, s) {
				if bad++; bad <= 10 {
					t.Errorf("%s: %s + %s (starter %s): %s; reference %+v", gm.g.name,
						FormatCards(pile), c, s, fmtCombos(got), refLay(gm.g, pile, c, s))
				}
			}
			for _, cb := range got {
				if len(cb.Cards) == 0 || cb.Cards[len(cb.Cards)-1] != c {
					t.Errorf("%s: %s does not end with the card laid", gm.g.name, fmtCombos(got))
				}
			}
		}
		if got, want := fmtCombos(macLay(pile, c, s)), fmtCombos(Lay(pile, c, s)); got != want {
			if bad++; bad <= 10 {
				t.Errorf("MacGregor %s + %s: %s; du Coeur %s", FormatCards(pile), c, got, want)
			}
		}
	}
	// The sweep must have made every line of every table, often.
	for k, gm := range games {
		g, got := gm.g, seen[k]
		t.Logf("%s: lines scored %+v", g.name, got)
		for _, l := range []struct {
			name     string
			scores   bool
			howOften int
		}{
			{"fifteen", g.lay15 != 0, got.fifteens}, {"twenty-five", g.lay25 != 0, got.twentyFives},
			{"thirty", g.lay30 != 0, got.thirties}, {"thirty-one", g.lay31 != 0, got.thirtyOnes},
			{"pairs", g.layPairs, got.pairs}, {"runs", g.layRuns != nil, got.runs},
			{"flush", g.layFlush, got.suits}, {"Knave Noddy", g.layKnave, got.jacks},
		} {
			if l.scores != (l.howOften >= n/400) || !l.scores && l.howOften != 0 {
				t.Errorf("%s: %s scored %d times in %d lays", g.name, l.name, l.howOften, n)
			}
		}
	}
}

// count adds one to each line of seen that scored in t.
func count(seen *refTally, t refTally) {
	for _, p := range []struct {
		n *int
		v int
	}{
		{&seen.fifteens, t.fifteens}, {&seen.twentyFives, t.twentyFives}, {&seen.thirties, t.thirties},
		{&seen.thirtyOnes, t.thirtyOnes}, {&seen.pairs, t.pairs}, {&seen.runs, t.runs},
		{&seen.suits, t.suits}, {&seen.jacks, t.jacks}, {&seen.deuce, t.deuce},
	} {
		if p.v != 0 {
			*p.n++
		}
	}
}

func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 1)) }
