//lint:file-ignore U1000 a frozen copy (doc.go): what the old package used only in its tests stays as it was
package baseline

import (
	"slices"
	"strconv"
	"sync"

	"noddy/engine"
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
}

// FamilyExpertConfig is the expert: crib values, the chance of winning,
// up to 40 deals within 4,000 nodes (the budget holds WebAssembly's p99
// under 5 ms), searched to the end of the play for two seats (cribbage's
// series included), six lays for partners and eight for three seats, the
// other two taken as one side (alpha-beta; max-n to five lays was no
// better, expert-maxn). A model of the other side as partly greedy, as du
// Coeur's expert has, won nothing measurable against the computer players
// and costs the pruning at its nodes, so the search is plain minimax
// (BENCHMARKS.md, "Family players").
func FamilyExpertConfig() FamilyConfig {
	return FamilyConfig{CribValues: true, Equity: true, Worlds: 40, Nodes: 4000,
		Depth2: 0, Depth4: 6, Depth3: 8, Paranoid: true, MogSamples: 64, Declared: true}
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
	cfg  FamilyConfig
	seed uint64
	r    engine.Rules
	sc   scoring
	tabs *famTableSet
	eq   *famEquity // decoded from tabs, when the play is valued by it
	memo []famDeclMemo
	// rnd draws a decision's deals; cands holds each seat's possible hands
	// filtered from the memo, both kept so that a decision allocates little.
	rnd   famRand
	cands [4][][3]engine.Card
}

// NewFamily returns a family player for rule set r.
func NewFamily(cfg FamilyConfig, r engine.Rules, seed uint64) *Family {
	f := &Family{cfg: cfg, seed: seed, r: r, sc: newScoring(&r)}
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
// every starter still unseen, with the crib's value when configured.
func (f *Family) discard(v *engine.View) engine.Action {
	best, bestEV := 0, -1e18
	for i, d := range f.discardValues(v) {
		if ev := d.hand + d.sign*d.crib; ev > bestEV+1e-9 {
			best, bestEV = i, ev
		}
	}
	return v.Actions[best]
}

// famDiscard is what one way of laying out is worth: the kept hand's
// expected show over the unseen starters, the expected crib of the cards
// laid out (0 without crib values), and the crib's sign for this seat (1
// its side's crib, −1 the other's, −½ with three sides).
type famDiscard struct{ hand, crib, sign float64 }

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
		for _, s := range starters {
			sum += f.sc.show(kept, s, false)
		}
		out[i] = famDiscard{hand: float64(sum) / float64(max(1, len(starters))), sign: sign}
		if f.cfg.CribValues && f.tabs != nil && len(f.tabs.crib) > 0 {
			role := famCribRole(&v.Rules, v.Seat, v.Dealer)
			out[i].crib = float64(f.tabs.crib[role*famCribClasses(len(a.Cards))+famCribClass(a.Cards)])
		}
	}
	return out
}

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
	if len(legal) <= 1 {
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
	var w famWorld
	worlds := 0
	for worlds < f.cfg.Worlds && (f.cfg.Nodes == 0 || s.nodes < f.cfg.Nodes) {
		if !b.sample(rng, &w) {
			break
		}
		worlds++
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
		for k, mv := range ms[:m] {
			sum[k] += s.after(&q, mv, depth)
		}
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
	for i, x := range legal {
		vals[i] = -1e18
		for k, mv := range ms[:m] {
			if famSameKind(&f.sc, x, p.hands[v.Seat][mv.i]) {
				vals[i] = sum[k] / float64(worlds)
				break
			}
		}
	}
	return legal, vals, st
}

// newFamSearch is the search of v's play and its position, the other
// seats' hands still empty; false for a view it cannot search.
func newFamSearch(v *engine.View, sc *scoring, eq *famEquity) (famSearch, fpos, bool) {
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

// famSameKind reports whether two cards play alike in the game's count.
func famSameKind(sc *scoring, a, b engine.Card) bool {
	switch sc.game {
	case gCribbage:
		return a%13 == b%13
	case gCostly:
		return rankPips[a%13] == rankPips[b%13]
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
				s.post[s.npost] = famPost{side: int8(r.SideOf(seat)), pts: int16(f.sc.show(kept, v.Starter, false))}
				s.npost++
			}
		case st == engine.StepCrib && r.CribSize() > 0:
			crib := v.Crib
			if crib == nil {
				crib = append(append(buf[:0], v.Discards...), w.crib[:w.ncrib]...)
			}
			s.post[s.npost] = famPost{side: int8(r.SideOf(v.Dealer)), pts: int16(f.sc.show(crib, v.Starter, true))}
			s.npost++
		}
	}
}

// famUnlikely is the share of possible hands under which a declaration
// that names combinations no possible hand holds is called "False".
const famUnlikely = 0.02

// Costly Colours' mog (costly-colours.md, "Mogging"): the elder offers or
// not (not: the dealer 1), the dealer accepts or refuses (refusing: the
// elder 1), and on acceptance each passes one card face down. The player
// weighs an exchange by the shows it makes, its own gain less the other's,
// over hands of the other seat drawn from the cards it cannot see; the other
// is expected to pass the card its own show misses least.

// clone is an independent copy, memo included: what the view-only tests
// ask the same question of twice.
func (f *Family) clone() *Family {
	c := *f
	c.memo = slices.Clone(f.memo)
	for i := range c.cands {
		c.cands[i] = nil
	}
	return &c
}
