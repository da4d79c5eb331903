package baseline

import (
	"noddy/engine"

	"math/rand/v2"
	"sort"
)

// SearchConfig bounds and steers the expert's search.
type SearchConfig struct {
	// Worlds caps how many of the other seat's possible hands are drawn
	// and valued: a uniform sample without replacement when more are
	// possible.
	Worlds int
	// Nodes is a node budget: once the search has visited this many
	// positions it solves no further world (the world in hand is finished,
	// so every card is valued on the same worlds); the draws before the
	// first world it does not solve are all counted, those that repeat a
	// class already solved at no cost. Unlike a clock it gives
	// the same choice on every machine. 0 means no budget.
	Nodes int
	// Value is what the search maximises.
	Value Valuation
	// Greed (0..1) models the other seat: in its turns the search takes
	// (1−Greed) × its best reply (as if it saw our cards) + Greed × the
	// reply that scores most at once. 0 is plain minimax, which expects
	// a perfect opponent who can see through our hand; people often take
	// the points on offer instead.
	Greed float64
	// NoClasses solves every world drawn, even one that differs from a
	// world already solved only in suits that cannot matter (classCtx.key).
	// For measurement: the expert before world classes (expert-noclasses).
	NoClasses bool
	// Learn models the other seat from its lays (model.go): each possible
	// hand is weighted by how likely its lays this count were with it,
	// and Greed is replaced by what the model expects of the other seat,
	// learnt from this count and the deals that are over. Off, every
	// possible hand counts alike and Greed is fixed.
	Learn bool
}

// ExpertConfig is the expert level's search: up to 2,000 possible hands
// drawn, hands alike but for suits that cannot score solved once, within
// 2,500 nodes, valued by the chance of winning the match, with the other
// seat's habits learnt from its lays (Learn; Greed 0.5 is what the model
// expects before it has seen any).
// The bounds keep the worst decision (the elder's opening lead) within a
// few milliseconds in the browser build (see BENCHMARKS.md).
func ExpertConfig() SearchConfig {
	return SearchConfig{Worlds: 2000, Nodes: 2500, Value: WinChance, Greed: 0.5, Learn: true}
}

// Expert is the strongest computer player. From its view alone it works out
// every hand the other seat may hold (Belief), weighs each by how likely
// the other seat's lays this count were with it, by what it has learnt of
// that seat's habits from the cards laid and the hands turned up in the
// deals that are over (model.go), solves the rest of the count exactly in
// each (perfect-information minimax, expecting the reply the model
// foresees), and lays the card with the best weighted outcome: by default
// the chance of winning the match, read from the match-equity table after
// the count, or 1 at once when a card reaches the target. Its choice is a function of its seed and
// the view, nothing else.
type Expert struct {
	cfg  SearchConfig
	seed uint64
	sc   sampleScratch
}

// NewExpert returns an expert searching with cfg, sampling worlds from seed.
func NewExpert(cfg SearchConfig, seed uint64) *Expert {
	return &Expert{cfg: cfg, seed: seed}
}

// Choose implements Player.
func (e *Expert) Choose(v engine.View) engine.Card {
	if len(v.Legal) <= 1 {
		if len(v.Legal) == 0 {
			return engine.NoCard
		}
		return v.Legal[0]
	}
	a := e.analyse(&v, false)
	return a.cards[a.best()]
}

// analysis is the expert's verdict on each legal card of a view.
type analysis struct {
	cards  []engine.Card // legal cards, lowest first
	value  []float64     // mean value over the worlds drawn
	worlds int           // worlds drawn and valued
	solved int           // of which searched (the others repeat a class)
	nodes  int
	// For hints: in how many worlds the other seat can reply, and can
	// reply scoring; the most common best scoring reply.
	canReply, replyScores []int
	replyEg               []replyTally
}

// replyTally counts worlds by the best reply's [rank−1][first combo's
// kind]; rank index 9 stands for any ten-card in a total, 13+suit for any
// card of that suit in a flush.
type replyTally [17][engine.LastCard + 1]int32

func (a *analysis) best() int {
	b := 0
	for i := range a.cards {
		if a.value[i] > a.value[b]+1e-12 {
			b = i
		}
	}
	return b
}

func (e *Expert) analyse(v *engine.View, hints bool) analysis {
	a := analysis{cards: append([]engine.Card(nil), v.Legal...)}
	sort.Slice(a.cards, func(i, j int) bool { return a.cards[i].Less(a.cards[j]) })
	a.value = make([]float64, len(a.cards))
	if hints {
		a.canReply = make([]int, len(a.cards))
		a.replyScores = make([]int, len(a.cards))
		a.replyEg = make([]replyTally, len(a.cards))
	}
	b := NewBelief(*v)
	rng := rand.New(rand.NewPCG(e.seed, viewHash(v)))
	worlds := b.sample(e.cfg.Worlds, rng, &e.sc)
	greed := e.cfg.Greed
	var wts []float64 // each world's weight; nil when all weigh alike
	if e.cfg.Learn {
		q := kindPrior(v)
		if len(oppLaid(v)) > 0 {
			var post likelihoods
			wts = e.sc.wts[:0]
			for _, w := range worlds {
				l := countLikelihoods(v, w[:b.held])
				wt := 0.0
				for k := range l {
					wt += q[k] * l[k]
					post[k] += q[k] * l[k]
				}
				wts = append(wts, wt)
			}
			e.sc.wts = wts
			q = post
		}
		greed = expectedGreed(q)
	}
	s := searcher{me: v.Seat & 1, target: v.Target, dealer: v.Dealer, val: e.cfg.Value, start: scores2(v), eq: &generatedEquity, greed: greed}
	// Worlds that differ only in suits that cannot matter to the rest of
	// the count (classCtx.key) have the same values: each class is solved
	// once, at its first draw, and counted again at each further draw,
	// so the node budget goes on hands that differ.
	if e.sc.class == nil {
		e.sc.class = make(map[uint32]int32)
	}
	clear(e.sc.class)
	e.sc.vals = e.sc.vals[:0]
	nc := len(a.cards)
	var ctx classCtx
	if !e.cfg.NoClasses {
		ctx = newClassCtx(v)
	}
	total := 0.0
	for k, w := range worlds {
		wt := 1.0
		if wts != nil {
			wt = wts[k]
		}
		key := uint32(k) | 1<<31 // unique: no class shared
		if !e.cfg.NoClasses {
			key = ctx.key(w[:b.held])
		}
		if j, ok := e.sc.class[key]; ok {
			for i := range a.cards {
				a.value[i] += wt * e.sc.vals[int(j)*nc+i]
			}
			total += wt
			if hints {
				p := posFromView(v, w[:b.held])
				for i, c := range a.cards {
					tallyReply(&a, i, p, c)
				}
			}
			a.worlds++
			continue
		}
		if e.cfg.Nodes > 0 && s.nodes >= e.cfg.Nodes {
			break
		}
		e.sc.class[key] = int32(len(e.sc.vals) / nc)
		p := posFromView(v, w[:b.held])
		for i, c := range a.cards {
			x := s.after(p, c)
			e.sc.vals = append(e.sc.vals, x)
			a.value[i] += wt * x
			if hints {
				tallyReply(&a, i, p, c)
			}
		}
		total += wt
		a.worlds++
		a.solved++
	}
	a.nodes = s.nodes
	if a.worlds == 0 {
		// No hand fits what was declared (a view not from a real match):
		// judge by the points each card makes now.
		for i, c := range a.cards {
			a.value[i] = float64(engine.LayPoints(v.Pile, c, v.Starter))
		}
		return a
	}
	for i := range a.value {
		a.value[i] /= total
	}
	return a
}

// tallyReply records the other seat's best immediate reply to card in p.
func tallyReply(a *analysis, i int, p countPos, card engine.Card) {
	me := p.turn
	count := p.count + card.Pips()
	if count == engine.MaxCount {
		return
	}
	all := p.pile
	all[p.n] = card
	n := p.n + 1
	best, bestCard, can := 0, engine.NoCard, false
	opp := 1 - me
	for j := 0; j < p.nh[opp]; j++ {
		c := p.hands[opp][j]
		if !engine.Fits(count, c) {
			continue
		}
		can = true
		if pts := layPoints(&all, n, count, c, p.starter); pts > best {
			best, bestCard = pts, c
		}
	}
	if can {
		a.canReply[i]++
	}
	if best > 0 {
		a.replyScores[i]++
		k := firstKind(&all, n, count, bestCard, p.starter)
		r := int(bestCard.Rank()) - 1
		if r > 9 && (k == engine.Fifteen || k == engine.TwentyFive || k == engine.ThirtyOne) {
			r = 9 // any ten-card does it
		}
		if k == engine.Flush {
			r = 13 + int(bestCard.Suit()) // any card of the suit does it
		}
		a.replyEg[i][r][k]++
	}
}

// firstKind is the kind of the first combination Lay would list for card
// on pile[:n] (totalling count), or 0 when it scores nothing.
func firstKind(pile *[8]engine.Card, n, count int, card, starter engine.Card) engine.Kind {
	switch count + card.Pips() {
	case 15:
		return engine.Fifteen
	case 25:
		return engine.TwentyFive
	case 31:
		return engine.ThirtyOne
	}
	all := *pile
	all[n] = card
	switch engine.PairChain(all[:n+1]) {
	case 1:
	case 2:
		return engine.Pair
	case 3:
		return engine.PairRoyal
	default:
		return engine.DoublePairRoyal
	}
	if engine.TrailingRun(all[:n+1]) >= 3 {
		return engine.Run
	}
	if engine.TrailingFlush(all[:n+1]) >= 3 {
		return engine.Flush
	}
	if card.Rank() == engine.Jack && card.Suit() == starter.Suit() {
		return engine.KnaveNoddy
	}
	return 0
}

// viewHash mixes what a view shows into a seed for the world sampler, so
// that a decision depends on the player's seed and the view only.
func viewHash(v *engine.View) uint64 {
	h := uint64(0xcbf29ce484222325)
	mix := func(x int) {
		h ^= uint64(x) + 0x9e3779b97f4a7c15 + h<<6 + h>>2
		h *= 0x100000001b3
	}
	mix(v.Seat)
	mix(v.Deal)
	mix(v.Dealer)
	sc := scores2(v)
	mix(sc[0])
	mix(sc[1])
	mix(int(v.Starter))
	for _, c := range v.Dealt {
		mix(int(c))
	}
	for _, c := range v.Pile {
		mix(int(c))
	}
	return h
}

// Peek is a measuring stick, not a table player: the same search as the
// expert but on the other seat's true hand, read from the match. How much
// it beats the expert is what hidden information is worth; it is never
// offered at the table (NewPlayer does not know it).
type Peek struct {
	m   *engine.Match
	val Valuation
}

// NewPeek returns a Peek reading the other seat's hand from m.
func NewPeek(m *engine.Match) *Peek { return &Peek{m: m, val: WinChance} }

// Choose implements Player; v must be a view of the match given to NewPeek.
func (pk *Peek) Choose(v engine.View) engine.Card {
	if len(v.Legal) <= 1 {
		if len(v.Legal) == 0 {
			return engine.NoCard
		}
		return v.Legal[0]
	}
	p := posFromView(&v, pk.m.Hand(1-v.Seat))
	return peekChoice(&p, v.Dealer, v.Target, pk.val)
}

// peekChoice is Peek's lay in p, where both hands are known and the seat
// p.turn is to lay and can: the legal card whose count played out by
// minimax (valued by val, this deal dealt by dealer, the match to target)
// is best for p.turn, the lowest card (Card.Less) on a tie. It is the one
// definition of Peek's policy: Peek and Antipeek's model of it both call
// it, so the two cannot drift apart.
func peekChoice(p *countPos, dealer, target int, val Valuation) engine.Card {
	var legal [3]engine.Card
	n := 0
	for i := 0; i < p.nh[p.turn]; i++ {
		if c := p.hands[p.turn][i]; p.count+int(cardPips[c]) <= engine.MaxCount {
			legal[n] = c
			n++
		}
	}
	switch n {
	case 0:
		return engine.NoCard
	case 1:
		return legal[0]
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && legal[j].Less(legal[j-1]); j-- {
			legal[j], legal[j-1] = legal[j-1], legal[j]
		}
	}
	s := searcher{me: p.turn, target: target, dealer: dealer, val: val, start: p.scores, eq: &generatedEquity}
	best, bestV := legal[0], -1e18
	for _, c := range legal[:n] {
		if x := s.after(*p, c); x > bestV+1e-12 {
			best, bestV = c, x
		}
	}
	return best
}

// MediumConfig is the medium level: the expert's search on a handful of
// the other seat's possible hands, valuing the points of the count rather
// than the match.
func MediumConfig() SearchConfig { return SearchConfig{Worlds: 6, Nodes: 0, Value: PointsDiff} }
