package players

import (
	"slices"
	"strconv"
	"sync"

	"noddy/engine"
	"noddy/engine/players/score"
)

// FamilyConfig is how a family player (medium, expert) decides.
type FamilyConfig struct {
	// CribValues weighs a discard by the crib it makes: the generated
	// table's expected crib for the cards laid out, added when the crib is
	// the seat's side's and taken off when it is another's (half, with
	// three sides: one of two opponents gains). Off, a discard is the kept
	// hand's expected show alone.
	CribValues bool
	// Equity values the play by the chance of winning the game (the
	// generated tables); off, by points made less the others'.
	Equity bool
	// Worlds caps how many possible deals of the hidden cards the play
	// is searched in; Nodes is a node budget: once spent no further deal
	// is begun, so a choice is the same on every machine. 0: no budget.
	Worlds, Nodes int
	// Draws caps the deals drawn where they fall into classes that play
	// alike (famClasses): each class is searched once, up to Worlds of
	// them, and a deal of a class already searched costs no nodes. Where
	// the other seat's possible hands can be listed, each is taken once
	// instead, and the node budget alone stops the classes searched. 0:
	// no classes, every deal drawn searched.
	Draws int
	// Depth is how many lays each deal is searched (0: to the end of the
	// play), for two seats, for partners and for three seats; past it the
	// play is valued as if it ended there.
	Depth2, Depth4, Depth3 int
	// MogSamples is how many hands of the other seat a Costly Colours mog
	// is weighed over.
	MogSamples int
	// Greed models the other side as taking the points on offer that
	// share of the time (famSearch.greed); 0 is plain minimax.
	Greed float64
	// Paranoid searches three-hand cribbage as if both others played
	// against this seat (alpha-beta), not each for itself (max-n).
	Paranoid bool
	// Declared draws the other seats' hands to fit the shows they declared
	// before the play (Parlett, MacGregor, early cribbage); off, any hand.
	Declared bool
	// KeepModel weighs each possible deal, in a game for two with a crib,
	// by how likely the other seat was to lay out what the deal gives the
	// crib from the cards it gives it (fam_keep.go); off, every deal alike.
	KeepModel bool
	// Learn models the other seat of a game for two from its lays
	// (fam_model.go): the reply the search expects, in place of Greed, and
	// each possible deal weighed by how likely its lays this series were.
	Learn bool
}

// FamilyExpertConfig is the expert of every game, du Coeur's Noddy
// included: crib values by a model of the other seat's discards, the
// chance of winning, up to 120 deals within 12,000 nodes (where deals fall
// into classes, du Coeur's, Parlett's and MacGregor's Noddy for two, every
// hand the other seat may hold where they can be listed, each class
// searched once within the nodes, else up to 2,000 drawn, 120 classes
// searched; native p99 under 2 ms a decision in every game; against
// expert-v1 in six-card cribbage 0.3 points of rate more than 100 deals
// within 8,000 nodes, and 0.1 less than 16,000, BENCHMARKS.md), searched
// to the
// end of the play for two seats (cribbage's series included), six lays
// for partners and eight for three seats, the other two taken as one side
// (alpha-beta; max-n to five lays was no better, expert-maxn); in a game
// for two the other seat's discard and lays read into the deals
// (KeepModel, Learn), and the reply it is expected to make learnt from its
// lays (BENCHMARKS.md, "Expert player, one stack").
func FamilyExpertConfig() FamilyConfig {
	return FamilyConfig{CribValues: true, Equity: true, Worlds: 120, Nodes: 12000, Draws: 2000,
		Depth2: 0, Depth4: 6, Depth3: 8, Paranoid: true, MogSamples: 64, Declared: true, KeepModel: true, Learn: true}
}

// FamilyMediumConfig is medium: the kept hand's expected show, and a
// shallow search of points over a few deals: its card and the next reply
// with two seats, its card alone with three or four (where two more seats
// lay before its turn comes again; with the reply it came within a point
// or two of the expert there, BENCHMARKS.md). It reads no generated table,
// so the tables can be made from its play.
func FamilyMediumConfig() FamilyConfig {
	return FamilyConfig{Worlds: 12, Nodes: 3000, Depth2: 2, Depth4: 1, Depth3: 1, MogSamples: 16}
}

// Family is the medium and expert player of every game of the family but
// du Coeur's Noddy (which keeps its own, NewPlayer). Its choices are a
// function of its seed and the view, nothing else.
//
// It lays out to the crib the cards that leave the best expected kept hand
// over every starter it may yet see, with the crib's expected value for its
// side or against it; it lays the card that does best over possible deals
// of the cards it cannot see (famBelief), each searched with every hand
// known; it offers, accepts and passes in a mog by the expected points of
// the exchange; it claims and declares its shows in full and truly, calls
// muggins whenever points were missed, and calls "False" on a declaration
// only when no hand it cannot rule out would make it (or, where the
// declaration also names combinations no such hand holds, almost none).
type Family struct {
	cfg FamilyConfig
	// hints makes a lay's search also tally each card's replies
	// (famLayStats.replies), for the advice's reasons.
	hints bool
	// pause, when set, is called between the parts of a decision's work
	// (each deal a lay's search samples, each discard valued, each mog
	// sample): the review's slicing (Reviewer.Slice) yields there.
	pause func()
	seed  uint64
	r     engine.Rules
	sc    score.Scoring
	tabs  *famTableSet
	eq    *famEquity // decoded from tabs, when the play is valued by it
	memo  []famDeclMemo
	// rnd draws a decision's deals; cands holds each seat's possible hands
	// filtered from the memo, both kept so that a decision allocates little.
	rnd   famRand
	cands [4][][3]engine.Card
	// class maps a lay's deal classes (famClasses) to their values in
	// classVals.
	class     map[uint64]int32
	classVals [][5]float64
}

// famDeclMemo is every three-card hand a seat may have kept, with the show
// it declared, from the cards this seat could not see when it was first
// asked in a deal, in declaredHands' order; later decisions of the deal
// filter it.
type famDeclMemo struct {
	deal, seat int
	starter    engine.Card
	sig        uint64
	hands      [][3]engine.Card
}

// declaredHands is the function declaredHands through the deal's memo:
// the same possible hands, in the same order, for seat in view v.
func (f *Family) declaredHands(v *engine.View, seat int, laid []engine.Card, held int, pool []engine.Card, allowed engine.CardSet, sig uint64) [][3]engine.Card {
	var m *famDeclMemo
	for i := range f.memo {
		if x := &f.memo[i]; x.deal == v.Deal && x.seat == seat && x.starter == v.Starter && x.sig == sig {
			m = x
		}
	}
	if m == nil {
		if len(f.memo) > 0 && f.memo[0].deal != v.Deal {
			f.memo = f.memo[:0]
		}
		// Whole hands from every card the seat may have kept, in the
		// enumeration's own order, which does not depend on what was laid.
		src := slices.Sorted(slices.Values(append(slices.Clone(pool), laid...)))
		full := declaredWhole(&f.sc, src, v.Starter, sig)
		f.memo = append(f.memo, famDeclMemo{deal: v.Deal, seat: seat, starter: v.Starter, sig: sig, hands: full})
		m = &f.memo[len(f.memo)-1]
	}
	ok := allowed & engine.SetOf(pool...)
	lset := engine.SetOf(laid...)
	out := f.cands[seat][:0]
	for _, k := range m.hands {
		ks := engine.SetOf(k[:]...)
		if ks&lset != lset || (ks&^lset)&^ok != 0 {
			continue
		}
		var h [3]engine.Card
		j := 0
		for _, c := range k {
			if !lset.Has(c) {
				h[j] = c
				j++
			}
		}
		out = append(out, h)
	}
	f.cands[seat] = out
	return out
}

// NewFamily returns a family player for rule set r.
func NewFamily(cfg FamilyConfig, r engine.Rules, seed uint64) *Family {
	f := &Family{cfg: cfg, seed: seed, r: r, sc: score.New(&r)}
	if cfg.CribValues || cfg.Equity {
		f.tabs = famTablesFor(&r)
	}
	if t := f.tabs; cfg.Equity && t != nil {
		if q := t.decoded(); q != nil {
			f.eq = &famEquity{sides: t.sides, target: t.target, q: q}
		}
	}
	return f
}

// famKey names a rule set's generated tables: its name, seats and target,
// and MacGregor's no-twenty-fives, the options that change the points.
func famKey(r *engine.Rules) string {
	k := r.Name + "/" + strconv.Itoa(r.Seats) + "/" + strconv.Itoa(r.Target)
	if r.HasOption("no-twenty-fives") {
		k += "/no-twenty-fives"
	}
	return k
}

// famTableSet is one rule set's generated tables.
type famTableSet struct {
	key           string
	sides, target int
	// equity is the game equity as famEncode writes it.
	equity string
	// crib is the expected crib, by the role of the seat laying out
	// (two seats: 0 dealer, 1 pone; one card each: the seat's place from
	// the dealer) and the class of its cards (famCribClass).
	crib []float32
	// means is the mean points a deal by role and part (famHand, famCrib,
	// famPlay, famOther): what each side is expected to make in a deal
	// besides what a choice changes.
	means []float32

	// The equity decoded once, on first use, for every player: a review
	// asks a new player at each decision, and decoding is most of its cost
	// in WebAssembly. Read only once decoded.
	once sync.Once
	q    []uint16
}

// Warm decodes rule set r's generated tables now (what a first decision
// would do), so that a caller with frames to draw can spend that time in
// a tick of its own.
func Warm(r engine.Rules) {
	if t := famTablesFor(&r); t != nil {
		t.decoded()
	}
}

// decoded is the set's equity as famEquity reads it (nil if it cannot be
// read: the player then values the play by points).
func (t *famTableSet) decoded() []uint16 {
	t.once.Do(func() {
		if q, err := famDecode(t.equity, t.target, t.sides*(t.sides-1)/2); err == nil {
			t.q = q
		}
	})
	return t.q
}

func famTablesFor(r *engine.Rules) *famTableSet {
	k := famKey(r)
	for i := range famGenerated {
		if famGenerated[i].key == k {
			return &famGenerated[i]
		}
	}
	return nil
}

// famCribClasses is how many classes famCribClass has for k cards laid out.
func famCribClasses(k int) int {
	if k == 1 {
		return 13
	}
	return 13 * 13 * 2
}

// famCribClass is the class of the cards a seat lays out: one card's
// rank; two cards' ranks, lower first, and whether they share a suit.
func famCribClass(cs []engine.Card) int {
	if len(cs) == 1 {
		return int(cs[0] % 13)
	}
	a, b := cs[0]%13, cs[1]%13
	if a > b {
		a, b = b, a
	}
	suited := 0
	if cs[0]/13 == cs[1]/13 {
		suited = 1
	}
	return 2*(int(a)*13+int(b)) + suited
}

// famCribRoles is how many roles a crib table has.
func famCribRoles(r *engine.Rules) int {
	if r.ToCrib == 2 {
		return 2
	}
	return r.Seats
}

// famCribRole is the table's role of seat laying out in a deal by dealer.
func famCribRole(r *engine.Rules, seat, dealer int) int {
	if r.ToCrib == 2 {
		if seat == dealer {
			return 0
		}
		return 1
	}
	return (seat - dealer + r.Seats) % r.Seats
}

// Act implements Actor.
func (f *Family) Act(v engine.View) engine.Action {
	acts := v.Actions
	switch acts[0].Kind {
	case engine.ActLay:
		return engine.Action{Seat: v.Seat, Card: f.lay(&v)}
	case engine.ActDiscard:
		return f.discard(&v)
	case engine.ActMogOffer:
		return engine.Action{Seat: v.Seat, Kind: engine.ActMogOffer, Yes: f.mogOffer(&v)}
	case engine.ActMogReply:
		return engine.Action{Seat: v.Seat, Kind: engine.ActMogReply, Yes: f.mogAccept(&v)}
	case engine.ActMogPass:
		c, _ := f.mogPass(&v)
		return engine.Action{Seat: v.Seat, Kind: engine.ActMogPass, Card: c}
	case engine.ActCall:
		return engine.Action{Seat: v.Seat, Kind: engine.ActCall, Yes: f.call(&v)}
	}
	return acts[0] // the full, true claim or declaration; the next game
}

// famViewHash mixes what a view shows into a seed for its draws.
func famViewHash(v *engine.View) uint64 {
	h := uint64(0xcbf29ce484222325)
	mix := func(x int) {
		h ^= uint64(x) + 0x9e3779b97f4a7c15 + h<<6 + h>>2
		h *= 0x100000001b3
	}
	mix(v.Seat)
	mix(v.Deal)
	mix(v.Dealer)
	mix(int(v.Phase))
	mix(int(v.Starter))
	for _, x := range v.Scores {
		mix(x)
	}
	for _, cs := range [][]engine.Card{v.Dealt, v.Hand, v.Pile} {
		mix(len(cs))
		for _, c := range cs {
			mix(int(c))
		}
	}
	for _, cs := range v.Laid {
		mix(len(cs))
	}
	return h
}

func (f *Family) rng(v *engine.View) *famRand {
	f.rnd.seed(f.seed, famViewHash(v))
	return &f.rnd
}

// discard lays out the cards whose kept hand shows best on average over
// every starter still unseen, with the crib's value when configured, as
// they weigh in the chance of winning (discardPick).
func (f *Family) discard(v *engine.View) engine.Action {
	best, _ := f.discardPick(v, f.discardValues(v))
	return v.Actions[best]
}

// discardPick is the best of v's discards, valued vals, and each one's
// chance of winning after it (discardChance): with an equity table the
// highest chance, the most points expected on a tie (a chance that the
// score makes the same whatever is laid out: a game as good as won or
// lost); without, the most points expected.
func (f *Family) discardPick(v *engine.View, vals []famDiscard) (int, []float64) {
	chances := make([]float64, len(vals))
	best := 0
	net := func(d famDiscard) float64 { return d.hand + d.sign*d.crib }
	for i, d := range vals {
		chances[i] = f.discardChance(v, d)
		switch {
		case i == 0:
		case f.eq != nil && chances[i] > chances[best]+1e-9:
			best = i
		case (f.eq == nil || chances[i] > chances[best]-1e-9) && net(d) > net(vals[best])+1e-9:
			best = i
		}
	}
	return best, chances
}

// discardChance is the chance of winning after discard d (chanceAfter):
// with an equity table and two seats, the average over the unseen
// starters of the chance with the show the kept hand makes with each,
// counted in order (showsInOrder), for near the target a hand sure of the
// points it needs is worth more than one that makes more on average, and
// behind a long way one that may make many is worth more (BENCHMARKS.md,
// "Expert player, one stack"); otherwise, of the expected show (three and
// four seats: not measured).
func (f *Family) discardChance(v *engine.View, d famDiscard) float64 {
	if f.eq == nil || d.n == 0 || v.Rules.Seats != 2 {
		return f.chanceAfter(v, f.discardDelta(v, d))
	}
	c := 0.0
	for pts, k := range d.shows {
		if k > 0 {
			x := d
			x.hand = float64(pts)
			c += float64(k) * f.showsInOrder(v, x)
		}
	}
	return c / float64(d.n)
}

// showsInOrder is the chance of winning after discard d, its kept hand
// showing d.hand, with the points of a deal for two counted in their
// order: the play's and the rest (the generated means), then the pone's
// hand, then the dealer's hand and crib, the first side to reach the
// target there winning; otherwise chanceAfter.
func (f *Family) showsInOrder(v *engine.View, d famDiscard) float64 {
	r := &v.Rules
	if len(v.Scores) != 2 || f.tabs == nil || len(f.tabs.means) < 2*famParts {
		return f.chanceAfter(v, f.discardDelta(v, d))
	}
	T := float64(r.Target)
	dealer := r.SideOf(v.Dealer)
	mean := func(side, part int) float64 {
		return float64(f.tabs.means[((side-dealer+2)%2)*famParts+part])
	}
	var x [2]float64
	for s := range x {
		x[s] = float64(v.Scores[s]) + mean(s, famPlay) + mean(s, famOther)
	}
	me := r.SideOf(v.Seat)
	win := func(s int) float64 {
		if s == me {
			return 1
		}
		return 0
	}
	if x[0] >= T || x[1] >= T {
		if x[1] > x[0] { // both may peg out: the further past, near enough
			return win(1)
		}
		return win(0)
	}
	hand := func(s int) float64 {
		if s == me {
			return d.hand
		}
		return mean(s, famHand)
	}
	if pone := 1 - dealer; x[pone]+hand(pone) >= T {
		return win(pone)
	}
	if x[dealer]+hand(dealer)+d.crib >= T {
		return win(dealer)
	}
	return f.chanceAfter(v, f.discardDelta(v, d))
}

// famDiscard is what one way of laying out is worth: the kept hand's
// expected show over the unseen starters, the expected crib of the cards
// laid out (0 without crib values), and the crib's sign for this seat (1
// its side's crib, −1 the other's, −½ with three sides); and how many of
// the n starters give the kept hand each show (the last counts any more).
type famDiscard struct {
	hand, crib, sign float64
	shows            [48]uint8
	n                int
}

// discardValues values each of v's actions, a discard each, in order.
func (f *Family) discardValues(v *engine.View) []famDiscard {
	starters := v.Unseen().Cards()
	sign := -1.0
	if v.Rules.SideOf(v.Seat) == v.Rules.SideOf(v.Dealer) {
		sign = 1
	} else if v.Rules.Sides() > 2 {
		sign = -0.5
	}
	out := make([]famDiscard, len(v.Actions))
	for i, a := range v.Actions {
		kept := keptAfter(v.Hand, a.Cards)
		sum := 0
		d := famDiscard{sign: sign, n: len(starters)}
		for _, s := range starters {
			pts := f.sc.Show(kept, s, false)
			sum += pts
			d.shows[min(pts, len(d.shows)-1)]++
		}
		d.hand = float64(sum) / float64(max(1, len(starters)))
		out[i] = d
		f.paused()
		if f.cfg.CribValues && f.tabs != nil && len(f.tabs.crib) > 0 {
			role := famCribRole(&v.Rules, v.Seat, v.Dealer)
			out[i].crib = float64(f.tabs.crib[role*famCribClasses(len(a.Cards))+famCribClass(a.Cards)])
		}
	}
	return out
}

// paused calls pause when set.
func (f *Family) paused() {
	if f.pause != nil {
		f.pause()
	}
}

// clone is an independent copy, memo included: what the view-only tests
// ask the same question of twice.
func (f *Family) clone() *Family {
	c := *f
	c.memo = slices.Clone(f.memo)
	for i := range c.cands {
		c.cands[i] = nil
	}
	c.class, c.classVals = nil, nil
	return &c
}
