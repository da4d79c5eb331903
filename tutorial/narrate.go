package tutorial

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// narrator turns the match's events, as seat 0 may see them, into steps.
// It explains a rule the first time the match needs it (seen), so the
// framing comes in small pieces where it is used.
type narrator struct {
	target         int
	steps          []Step
	seen           map[string]bool
	countIntroDone bool
	deal, dealer   int
	starter        engine.Card
	scores         [2]int
	pile           []engine.Card
	hand           [3]engine.Card // seat 0's cards this deal
	laidBy         [2][]engine.Card
	prev           engine.Event
	// The computer's view and options before its next lay, and the card
	// it lays (choice); nil when it had no choice to explain.
	comp     *engine.View
	compOpts []Option
	compCard engine.Card
	// The deal in progress and the computer's show in it (nil before it
	// shows), unredacted: told only when the match ends and the hands are
	// turned face up (lastHand).
	last     engine.Dealt
	compShow []engine.Combo
}

func newNarrator(target int) *narrator {
	return &narrator{target: target, seen: map[string]bool{}, dealer: -1}
}

// first reports whether key is met for the first time, and marks it.
func (n *narrator) first(key string) bool {
	if n.seen[key] {
		return false
	}
	n.seen[key] = true
	return true
}

func (n *narrator) add(s Step) {
	s.Deal = n.deal
	s.Scores = n.scores
	if s.Play == 0 && s.Kind != KindTurn {
		s.Play = engine.NoCard
	}
	n.steps = append(n.steps, s)
}

// events narrates ev[from:]; each step shows the events up to its own.
func (n *narrator) events(ev []engine.Event, from, actions int, only bool) {
	for i := from; i < len(ev); i++ {
		switch r := ev[i].(type) {
		case engine.Dealt:
			n.last, n.compShow = r, nil
		case engine.Shown:
			if r.Seat == 1 {
				n.compShow = append([]engine.Combo{}, r.Combos...)
			}
		}
		e := engine.Redact(ev[i], 0)
		st := Step{Seat: -1, Events: i + 1, Actions: actions, Play: engine.NoCard}
		switch e := e.(type) {
		case engine.Cut:
			n.cut(&st, e)
		case engine.Dealt:
			n.dealt(&st, e)
		case engine.StarterTurned:
			n.starterTurned(&st, e)
		case engine.Scored: // a jack turned up; last card is told with its go
			n.scores = [2]int(e.Scores)
			n.jack(&st, e)
		case engine.Shown:
			n.scores = [2]int(e.Scores)
			n.shown(&st, e)
		case engine.Laid:
			n.scores = [2]int(e.Scores)
			n.pile = append(n.pile, e.Card)
			n.laidBy[e.Seat] = append(n.laidBy[e.Seat], e.Card)
			n.laid(&st, e, only)
		case engine.Go:
			var last engine.Scored
			if i+1 < len(ev) {
				last, _ = ev[i+1].(engine.Scored)
				i++
				st.Events = i + 1
				n.scores = [2]int(last.Scores)
			}
			n.goStep(&st, e, last)
		case engine.ThirtyOneMade:
			n.thirtyOne(&st, e)
		case engine.HandEnded:
			n.handEnded(&st, e)
			n.pile = nil
		case engine.Won:
			n.scores = [2]int(e.Scores)
			n.won(&st, e)
		}
		n.add(st)
		n.prev = e
	}
}

func (n *narrator) cut(st *Step, e engine.Cut) {
	st.Kind, st.Title = KindCut, "The cut"
	st.Highlight = e.Cards[:]
	var b strings.Builder
	if n.first("cut") {
		b.WriteString("To choose the first dealer, each player cuts the pack. ")
	}
	fmt.Fprintf(&b, "You cut %s, the computer %s. ", the(e.Cards[0]), the(e.Cards[1]))
	if e.Dealer < 0 {
		b.WriteString("The ranks are equal, so you cut again.")
	} else {
		fmt.Fprintf(&b, "The lower card deals (aces are low), so %s %s first. After that the deal crosses the table every hand.",
			who(e.Dealer), verb(e.Dealer, "deal", "deals"))
	}
	st.Text = b.String()
}

func (n *narrator) dealt(st *Step, e engine.Dealt) {
	n.deal, n.dealer = e.Deal, e.Dealer
	n.hand, n.laidBy = [3]engine.Card(e.Hands[0]), [2][]engine.Card{}
	st.Kind, st.Title, st.Seat = KindDeal, fmt.Sprintf("Deal %d", e.Deal), e.Dealer
	st.Deal = e.Deal
	elder := 1 - e.Dealer
	hand := e.Hands[0][:]
	st.Highlight = hand
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s three cards each, one at a time, %s first. Your cards: %s.\n",
		capital(who(e.Dealer)), verb(e.Dealer, "deal", "deals"), who(elder), cardNames(hand))
	if n.first("elder") {
		fmt.Fprintf(&b, "The player who did not deal is the elder, and the elder does everything first: this hand that is %s, so %s first and %s the count.",
			who(elder), verb(elder, "you show", "the computer shows"), verb(elder, "lead", "leads"))
	} else {
		fmt.Fprintf(&b, "%s the elder this time: %s first and %s.", capital(who(elder))+verb(elder, " are", " is"),
			verb(elder, "you show", "it shows"), verb(elder, "lead", "leads"))
	}
	st.Text = b.String()
}

func (n *narrator) starterTurned(st *Step, e engine.StarterTurned) {
	n.starter = e.Card
	st.Kind, st.Title, st.Seat = KindStarter, "The starter", n.dealer
	st.Highlight = []engine.Card{e.Card}
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s up the seventh card: %s, the starter.", capital(who(n.dealer)),
		verb(n.dealer, "turn", "turns"), the(e.Card))
	if n.first("starter") {
		b.WriteString(" It belongs to both hands in the show, as a fourth card; the rest of the pack sits out this hand.")
	}
	b.WriteString("\n")
	knave := engine.NewCard(engine.Jack, e.Card.Suit())
	if e.Card == knave {
		fmt.Fprintf(&b, "The starter is itself the jack of %s, so no one can hold Knave Noddy this hand.", english.Suit(e.Card.Suit()))
	} else {
		fmt.Fprintf(&b, "Knave Noddy this hand is %s, the jack of the starter's suit: worth 1 to whoever holds it.", the(knave))
	}
	st.Text = b.String()
}

func (n *narrator) jack(st *Step, e engine.Scored) {
	st.Kind, st.Title, st.Seat = KindJack, "A jack turned up", e.Seat
	st.Highlight = []engine.Card{n.starter}
	st.Text = fmt.Sprintf("The starter is a jack: a jack turned up, 2 points at once for the dealer (%s), before any show.\n%s",
		who(e.Seat), scoreLine([2]int(e.Scores)))
}

func (n *narrator) shown(st *Step, e engine.Shown) {
	st.Kind, st.Seat = KindShow, e.Seat
	var b strings.Builder
	if n.first("show") {
		b.WriteString("The show: before any card is laid, each hand is counted with the starter, the elder first. " +
			"Every fifteen or twenty-five scores 2, a pair 2, a run of three 2 (of four 4), a flush 3 (all four 4) and Knave Noddy 1.\n")
	}
	total := engine.Total(e.Combos)
	if e.Seat == 0 {
		st.Title = "Your show: " + points(total)
		// Only the cards of a combination glow (the starter too when it
		// is in one): a glow says "this scored".
		st.Highlight = comboCards(e.Combos)
		if total == 0 {
			fmt.Fprintf(&b, "Your %s with the starter make nothing: no fifteen, twenty-five, pair, run or flush.", rankList(e.Hand[:]))
		} else {
			fmt.Fprintf(&b, "Your show: %s.", showText(e.Combos, e.Hand, n.starter))
			if len(e.Combos) == 1 {
				fmt.Fprintf(&b, " That is %s.", points(total))
			}
		}
	} else {
		st.Title = "The computer's show: " + points(total)
		if total == 0 {
			b.WriteString("The computer's cards with the starter make nothing.")
		} else {
			fmt.Fprintf(&b, "The computer declares its show without showing its cards: \"%s\", %s.", english.Announce(e.Combos), points(total))
			if len(e.Combos) > 1 {
				fmt.Fprintf(&b, " A declaration keeps a running total as it goes; item by item that is %s.", declarationText(e.Combos))
			}
			b.WriteString(" You will see its cards when the hand is over.")
		}
	}
	for _, c := range e.Combos {
		if c.Kind == engine.KnaveNoddy && n.first("knave") {
			b.WriteString(" Knave Noddy is the jack of the starter's suit: 1 in the show, and 1 more if it is laid in the count.")
		}
	}
	if e.Points < total {
		fmt.Fprintf(&b, "\nOnly the first %s are taken: they reach %d, and the match ends at that moment.", points(e.Points), n.target)
	}
	b.WriteString("\n" + scoreLine([2]int(e.Scores)))
	st.Text = b.String()
}

func (n *narrator) countIntro(v engine.View, events, actions int) {
	n.countIntroDone = true
	n.add(Step{Kind: KindCountIntro, Title: "The count", Seat: -1, Events: events, Actions: actions, Play: engine.NoCard,
		Text: fmt.Sprintf("Now the count. The elder (%s) leads; then you take turns laying one card each on one pile, "+
			"saying the running total, which may never pass 31. A card scores what it makes: a total of exactly 15, 25 or 31 (2); "+
			"a pair with the card before it (2; three of a rank in a row 6, four 12); "+
			"a run, the last three or more cards in consecutive ranks in any order (three cards 2, four 4, five 5, six 6); "+
			"a flush, the last three or more cards in one suit (1 a card); Knave Noddy (1). "+
			"A player who cannot lay without passing 31 says go.", who(v.Elder()))})
}

// turn is seat 0's decision: every legal card, what it scores now and what it
// risks, and the card the script lays with its reason.
func (n *narrator) turn(v engine.View, play engine.Card, events, actions int) {
	opts := Options(v)
	var b strings.Builder
	if len(v.Pile) == 0 {
		b.WriteString("Your lead: the count starts at 0.")
	} else {
		fmt.Fprintf(&b, "Your turn: the count is %d.", v.Count)
	}
	b.WriteString(" What each card would do")
	if n.first("risk") {
		b.WriteString(" (what the computer could score straight after, from the cards you have not seen, " +
			"and the expert player's chance that you win the match)")
	}
	b.WriteString(":")
	var chosen Option
	for _, o := range opts {
		b.WriteString("\n– " + optionText(v, o))
		if o.Card == play {
			chosen = o
		}
	}
	fmt.Fprintf(&b, "\nYour choice: %s — %s", the(play), reason(v, opts, chosen))
	n.add(Step{Kind: KindTurn, Title: "Your turn", Seat: 0, Events: events, Actions: actions,
		Text: b.String(), Highlight: slices.Clone(v.Legal), Options: opts, Play: play})
}

// optionText: "the five of clubs makes 15: fifteen for 2 now; but the
// computer could score 2 with a 10 or a court card (twenty-five). 48% to
// win." Every option carries its win chance when the expert gave one.
func optionText(v engine.View, o Option) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s makes %d: ", the(o.Card), o.Count)
	if o.Points > 0 {
		b.WriteString(countText(o.Combos) + " now")
	} else {
		b.WriteString("nothing now")
	}
	switch {
	case o.Points > 0 && v.Scores[v.Seat]+o.Points >= v.Target:
		fmt.Fprintf(&b, ", enough to reach %d and win the match.", v.Target)
	case o.Count == engine.MaxCount:
		b.WriteString(", and the count ends.")
	case o.Blocks && v.Held[v.Opp()] == 0:
		b.WriteString(", and the computer has no cards left, so it must go: 1 more for last card.")
	case o.Blocks:
		b.WriteString(", and no card could follow it without passing 31, so the computer must go: 1 more for last card.")
	case o.Risk == 0:
		b.WriteString(", and nothing the computer could lay next would score.")
	default:
		b.WriteString("; but " + replyText(v, o, 1-v.Seat) + ".")
	}
	if o.WinChance >= 0 {
		fmt.Fprintf(&b, " %s to win.", capital(percent(o.WinChance)))
	}
	return b.String()
}

// maxReplies is how many kinds of worst reply a choice lists.
const maxReplies = 3

// replyText says the worst replies to o in v, as seat replier could lay
// them, grouped by rank (ten-cards together when they make the same
// thing): "the computer could score 2 with a 3 (fifteen), a 5 (a pair) or a
// 10 or a court card (twenty-five)". A reply that scores for its suit (a
// flush, Knave Noddy) is named in full.
func replyText(v engine.View, o Option, replier int) string {
	return replyWith(v, o, replier, "could score")
}

// replyWith is replyText with its own verb: "could then score".
func replyWith(v engine.View, o Option, replier int, could string) string {
	pile := append(slices.Clone(v.Pile), o.Card)
	type group struct {
		cards []engine.Card
		say   string
		suit  bool // the suit matters
	}
	var gs []group
	for _, r := range o.Replies {
		combos := engine.Lay(pile, r, v.Starter)
		labels := make([]string, len(combos))
		suit := false
		for i, c := range combos {
			labels[i] = english.Label(c)
			suit = suit || c.Kind == engine.Flush || c.Kind == engine.KnaveNoddy
		}
		say := list(labels, "and")
		found := false
		for i := range gs {
			g := &gs[i]
			sameRank := g.cards[0].Rank() == r.Rank()
			tens := r.Pips() == 10 && g.cards[0].Pips() == 10
			if g.say == say && !suit && !g.suit && (sameRank || tens) {
				g.cards = append(g.cards, r)
				found = true
				break
			}
		}
		if !found {
			gs = append(gs, group{cards: []engine.Card{r}, say: say, suit: suit})
		}
	}
	slices.SortStableFunc(gs, func(a, b group) int { return int(a.cards[0].Rank()) - int(b.cards[0].Rank()) })
	parts := make([]string, 0, len(gs))
	for k, g := range gs {
		if k == maxReplies {
			parts = append(parts, "others")
			break
		}
		var rs []engine.Rank
		for _, c := range g.cards {
			if !slices.Contains(rs, c.Rank()) {
				rs = append(rs, c.Rank())
			}
		}
		slices.Sort(rs)
		var name string
		switch {
		case g.suit && len(g.cards) == 1:
			name = the(g.cards[0])
		case len(rs) == 4 && rs[0] == 10:
			name = "a 10 or a court card"
		case len(rs) > 1:
			words := make([]string, len(rs))
			for i, r := range rs {
				words[i] = aRank(r)
			}
			name = list(words, "or")
		default:
			name = aRank(rs[0])
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", name, g.say))
	}
	return fmt.Sprintf("%s %s %d with %s", who(replier), could, o.Risk, list(parts, "or"))
}

// reason says why the chosen card: a win, or the expert's ranking with
// its win chances, how the look one card ahead agrees, and, when the card
// risks more than another, why that risk is worth taking.
func reason(v engine.View, opts []Option, c Option) string {
	if to := v.Scores[v.Seat] + c.Points; to >= v.Target {
		past := ""
		if to > v.Target {
			past = fmt.Sprintf(", past %d", v.Target)
		}
		return fmt.Sprintf("its %s take you to %d%s: the match is won at once.", points(c.Points), to, past)
	}
	bestPts, bestNet := opts[0].Points, opts[0].Net()
	worstPts, worstNet := bestPts, bestNet
	var top, other Option
	other.WinChance = -1
	for _, o := range opts {
		bestPts, worstPts = max(bestPts, o.Points), min(worstPts, o.Points)
		bestNet, worstNet = max(bestNet, o.Net()), min(worstNet, o.Net())
		if o.Rank == 0 {
			top = o
		}
		if o.Card != c.Card && o.WinChance > other.WinChance {
			other = o
		}
	}
	var b strings.Builder
	switch {
	case c.Rank == 0 && percent(c.WinChance) == percent(other.WinChance):
		// Equal once rounded: "90% against 90%" would explain nothing.
		fmt.Fprintf(&b, "the expert's pick by a hair: it and %s both round to %s to win the match from here",
			the(other.Card), percent(c.WinChance))
	case c.Rank == 0:
		fmt.Fprintf(&b, "the expert's pick, with %s to win the match from here against %s for %s",
			percent(c.WinChance), percent(other.WinChance), the(other.Card))
	default:
		fmt.Fprintf(&b, "as good as the expert's pick, %s: %s to win the match from here against its %s",
			the(top.Card), percent(c.WinChance), percent(top.WinChance))
	}
	// "The most", "the safest" and "the least" only where another card does worse.
	riskNoted := false
	switch {
	case c.Points == bestPts && bestPts > worstPts:
		tied := 0
		for _, o := range opts {
			if o.Points == bestPts {
				tied++
			}
		}
		if tied > 1 { // "the most" would suggest it beats the card it ties with
			fmt.Fprintf(&b, "; it scores %s now, as much as any card.", points(c.Points))
		} else {
			b.WriteString("; it also scores the most now.")
		}
	case c.Net() == bestNet && c.Risk == 0 && bestNet > worstNet:
		b.WriteString("; it is also the safest: nothing the computer lays next can score.")
	case bestPts == 0 && bestNet == worstNet:
		fmt.Fprintf(&b, "; nothing scores now, and whichever card you lay the computer could score %d straight after, "+
			"so looking one card ahead no card is safer than another.", c.Risk)
	case c.Net() == bestNet && bestPts == 0:
		b.WriteString("; nothing scores now, and it leaves the computer the least to score.")
	case c.Net() == bestNet:
		fmt.Fprintf(&b, "; looking one card ahead it is also the safest (the computer could score at most %d).", c.Risk)
	case c.Points < bestPts:
		fmt.Fprintf(&b, ". It passes up %s now: the expert weighs what each card leaves against the hands the computer may hold, given its show.", points(bestPts-c.Points))
	default:
		b.WriteString(".")
		riskNoted = true
		b.WriteString(riskNote(v, opts, c, "Looking one card ahead it is not the safest"))
	}
	if !riskNoted {
		b.WriteString(riskNote(v, opts, c, ""))
	}
	return b.String()
}

// riskNote says, when c risks more than another option, why the risk is
// still worth taking: how many of the hands the computer may hold, given
// its show (engine.Belief), hold a card that makes the worst reply. It is
// empty when no other option risks less. lead, if given, opens the note.
func riskNote(v engine.View, opts []Option, c Option, lead string) string {
	safer := c
	most := true
	for _, o := range opts {
		if o.Card == c.Card {
			continue
		}
		if o.Risk < safer.Risk {
			safer = o
		}
		if o.Risk >= c.Risk {
			most = false
		}
	}
	if safer.Card == c.Card || c.Risk == 0 || len(c.Replies) == 0 {
		return ""
	}
	if lead == "" {
		if most {
			lead = "It risks the most, though"
		} else {
			lead = fmt.Sprintf("It risks more than %s, though", the(safer.Card))
		}
	}
	b := players.NewBelief(v)
	worlds := b.Worlds()
	hits := 0
	for _, w := range worlds {
		if slices.ContainsFunc(w, func(x engine.Card) bool { return slices.Contains(c.Replies, x) }) {
			hits++
		}
	}
	need := fmt.Sprintf("the computer would need one of %d cards to score %d", len(c.Replies), c.Risk)
	it := "one"
	if len(c.Replies) == 1 {
		need = fmt.Sprintf("the computer would need %s to score %d", the(c.Replies[0]), c.Risk)
		it = "it"
	}
	if len(worlds) == 0 { // not a view of a live count: no share to give
		return fmt.Sprintf(" %s: %s.", lead, need)
	}
	var s string
	switch {
	case hits == 0:
		s = fmt.Sprintf("none of the %d hands it may hold, given its show, has %s", len(worlds), it)
		knave := engine.NewCard(engine.Jack, v.Starter.Suit())
		if len(c.Replies) == 1 && c.Replies[0] == knave && v.Starter != knave &&
			!slices.ContainsFunc(v.Shows[v.Opp()], func(k engine.Combo) bool { return k.Kind == engine.KnaveNoddy }) {
			s += " (it would have been Knave Noddy in its show)"
		}
	case hits == 1:
		s = fmt.Sprintf("only 1 of the %d hands it may hold, given its show, has %s", len(worlds), it)
	default:
		s = fmt.Sprintf("%d of the %d hands it may hold, given its show, have %s (%s)", hits, len(worlds), it,
			percent(float64(hits)/float64(len(worlds))))
		if 3*hits < len(worlds) {
			s = "only " + s
		} else {
			s += "; the expert, looking further ahead than one card, still rates it best"
		}
	}
	return fmt.Sprintf(" %s: %s, and %s.", lead, need, s)
}

func percent(p float64) string { return fmt.Sprintf("%.0f%%", 100*p) }

func (n *narrator) laid(st *Step, e engine.Laid, only bool) {
	st.Kind, st.Seat = KindLay, e.Seat
	st.Title = verb(e.Seat, "You lay", "The computer lays")
	if len(e.Combos) > 0 {
		labels := make([]string, len(e.Combos))
		for i, c := range e.Combos {
			labels[i] = english.Label(c)
		}
		st.Title += ": " + list(labels, "and")
	}
	// The card laid, then the others of its combinations, each once
	// (slices.Compact would keep a repeat that is not adjacent).
	st.Highlight = comboCards(append([]engine.Combo{{Cards: []engine.Card{e.Card}}}, e.Combos...))
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s %s", whoCap(e.Seat), verb(e.Seat, "lay", "lays"), the(e.Card))
	if only && e.Seat == 0 && len(n.pile) > 1 {
		b.WriteString(", your only card that does not pass 31")
	}
	fmt.Fprintf(&b, ": the count is %d", e.Count)
	if len(e.Combos) == 0 {
		b.WriteString(". Nothing scores.")
	} else {
		b.WriteString(" — " + countText(e.Combos) + ".")
	}
	for _, c := range e.Combos {
		var note string
		switch c.Kind {
		case engine.Pair, engine.PairRoyal, engine.DoublePairRoyal:
			if n.first("count-pair") {
				note = "A card of the same rank as the one just before it makes a pair (three in a row are a pair royal, 6)."
			}
		case engine.Run:
			if n.first("count-run") {
				note = "The last three or more cards are consecutive ranks, in any order: a run."
			}
		case engine.Flush:
			if n.first("count-flush") {
				note = "The last three or more cards are all one suit: a flush, a point a card."
			}
		case engine.KnaveNoddy:
			if n.first("count-knave") {
				note = "Laying Knave Noddy, the jack of the starter's suit, scores 1 in the count as well as in the show."
			}
		}
		if note != "" {
			b.WriteString(" " + note)
		}
	}
	if e.Points < engine.Total(e.Combos) {
		fmt.Fprintf(&b, " Only %s of it are needed to reach %d.", points(e.Points), n.target)
	}
	if e.Seat == 1 && n.comp != nil && n.compCard == e.Card {
		if r := compReason(*n.comp, n.compOpts, e.Card); r != "" {
			b.WriteString(" " + r)
			if n.first("comp-reason") {
				b.WriteString(" (The tutorial lets you into the computer's thinking: it judges by its own cards and the cards it cannot see, yours among them.)")
			}
		}
	}
	n.comp = nil
	if e.Points > 0 {
		b.WriteString("\n" + scoreLine([2]int(e.Scores)))
	}
	st.Text = b.String()
}

// choice records the computer's view and options just before it lays
// card, so that the lay's step can say why (compReason).
func (n *narrator) choice(v engine.View, card engine.Card) {
	n.comp, n.compOpts, n.compCard = &v, quickOptions(v), card
}

// compReason says in a line why the computer laid card when it passed up
// points or chose for safety, from what the computer could see: its own
// hand and the laid cards. The risks are engine.LayPoints over every card
// it could not see (your unplayed cards among them), one card ahead, which
// is how the tutorial's computer chooses (Sensible). It is empty when the
// choice needs no why: one card, or every card alike.
func compReason(v engine.View, opts []Option, card engine.Card) string {
	i := slices.IndexFunc(opts, func(o Option) bool { return o.Card == card })
	if i < 0 || len(opts) < 2 {
		return ""
	}
	c := opts[i]
	best, riskiest, safest := c, c, c
	for _, o := range opts {
		if o.Points > best.Points || (o.Points == best.Points && o.Risk < best.Risk) {
			best = o
		}
		if o.Risk > riskiest.Risk {
			riskiest = o
		}
		if o.Risk < safest.Risk {
			safest = o
		}
	}
	risks := func(o Option) string {
		if o.Risk == 0 {
			return "the " + english.Rank(o.Card.Rank()) + " risks nothing"
		}
		return fmt.Sprintf("the %s risks at most %d", english.Rank(o.Card.Rank()), o.Risk)
	}
	switch {
	case best.Points > c.Points && best.Net() < c.Net():
		s := fmt.Sprintf("It keeps its %s: it would make %s now", english.Rank(best.Card.Rank()), countText(best.Combos))
		if best.Risk > 0 {
			s += ", but " + replyWith(v, best, 1-v.Seat, "could then score")
		}
		return s + "; " + risks(c) + "."
	case best.Points > c.Points:
		return fmt.Sprintf("It keeps its %s, which would have made %s now.", english.Rank(best.Card.Rank()), countText(best.Combos))
	case c.Risk > safest.Risk:
		return fmt.Sprintf("It takes the most it can now, though %s.", replyWith(v, c, 1-v.Seat, "could then score"))
	case riskiest.Risk > c.Risk:
		return fmt.Sprintf("It keeps its %s: on it %s; %s.", english.Rank(riskiest.Card.Rank()), replyText(v, riskiest, 1-v.Seat), risks(c))
	}
	return ""
}

func (n *narrator) goStep(st *Step, e engine.Go, last engine.Scored) {
	st.Kind, st.Title, st.Seat = KindGo, "Go: 1 for last card", e.Seat
	if len(n.pile) > 0 {
		st.Highlight = []engine.Card{n.pile[len(n.pile)-1]}
	}
	var b strings.Builder
	if e.NoCards {
		fmt.Fprintf(&b, "%s no cards left: go. ", capital(who(e.Seat))+verb(e.Seat, " have", " has"))
	} else {
		fmt.Fprintf(&b, "The count is %d and %s no card %s can lay without passing 31: go. ", e.Count,
			who(e.Seat)+verb(e.Seat, " have", " has"), verb(e.Seat, "you", "it"))
	}
	fmt.Fprintf(&b, "%s laid the last card: 1 for last card.", capital(who(last.Seat)))
	if n.first("go") {
		fmt.Fprintf(&b, " The count ends at once: %s; cards still held go aside unplayed.", n.noLayOn(last.Seat))
	}
	b.WriteString("\n" + scoreLine([2]int(last.Scores)))
	st.Text = b.String()
}

// noLayOn says that seat, who laid the last card, does not lay on after a
// go, and what it still holds as seat 0 may know it: "you do not lay on,
// though you still hold the six of diamonds" (rules, "The count", Go).
func (n *narrator) noLayOn(seat int) string {
	if seat == 0 {
		var held []engine.Card
		for _, c := range n.hand {
			if !slices.Contains(n.laidBy[0], c) {
				held = append(held, c)
			}
		}
		if len(held) == 0 {
			return "you have no cards left to lay on with"
		}
		return "you do not lay on, though you still hold " + cardNames(held)
	}
	switch held := 3 - len(n.laidBy[1]); held {
	case 0:
		return "the computer has no cards left to lay on with"
	case 1:
		return "the computer does not lay on, though it still holds a card"
	default:
		return fmt.Sprintf("the computer does not lay on, though it still holds %s cards", number(held))
	}
}

func (n *narrator) thirtyOne(st *Step, e engine.ThirtyOneMade) {
	st.Kind, st.Title, st.Seat = KindThirtyOne, "Thirty-one", e.Seat
	st.Highlight = slices.Clone(n.pile) // the cards of the thirty-one
	st.Text = fmt.Sprintf("%s made exactly 31: 2 points, and the count ends there (31 scores its 2 and no point for last card).",
		capital(who(e.Seat)))
	if n.first("31") {
		st.Text += " There is one count per deal: any card still held goes aside unplayed."
	}
}

func (n *narrator) handEnded(st *Step, e engine.HandEnded) {
	st.Kind, st.Title, st.Seat = KindHandEnd, fmt.Sprintf("Hand %d over", e.Deal), -1
	st.Highlight = comboCards(e.Shows[1]) // what scored, the starter too when in a combination
	var b strings.Builder
	fmt.Fprintf(&b, "Now the computer's hand is shown, so you can check its show: it held %s. ", cardNames(e.Hands[1][:]))
	if len(e.Shows[1]) == 0 {
		b.WriteString("With the starter they made nothing.")
	} else {
		fmt.Fprintf(&b, "Its show: %s.", showText(e.Shows[1], e.Hands[1], e.Starter))
	}
	var left []string
	if len(e.Unplayed[0]) > 0 {
		left = append(left, "your "+list(names(e.Unplayed[0]), "and"))
	}
	if len(e.Unplayed[1]) > 0 {
		left = append(left, "the computer's "+list(names(e.Unplayed[1]), "and"))
	}
	if len(left) > 0 {
		fmt.Fprintf(&b, " Not laid: %s.", strings.Join(left, "; "))
	}
	next := 1 - e.Dealer
	fmt.Fprintf(&b, "\n%s The deal passes: %s next.", scoreLine([2]int(e.Scores)), who(next)+verb(next, " deal", " deals"))
	st.Text = b.String()
}

func names(cs []engine.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = english.Card(c)
	}
	return out
}

func (n *narrator) won(st *Step, e engine.Won) {
	st.Kind, st.Title, st.Seat = KindWon, "The match is won", e.Seat
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d and %s the match, %d to %d. The first to reach %d wins at that very moment",
		capital(who(e.Seat))+verb(e.Seat, " reach", " reaches"), e.Scores[e.Seat], verb(e.Seat, "win", "wins"),
		e.Scores[e.Seat], e.Scores[1-e.Seat], n.target)
	switch p := n.prev.(type) {
	case engine.Shown:
		if p.Seat != n.dealer {
			b.WriteString(", even in the middle of a show: the dealer never shows.")
		} else {
			b.WriteString(", even before the count.")
		}
	case engine.Laid:
		b.WriteString(", even in the middle of the count: no more cards are laid.")
	default:
		b.WriteString(".")
	}
	if n.last.Deal == n.deal && n.deal > 0 {
		st.Highlight = n.lastHand(&b)
	}
	st.Text = b.String()
}

// lastHand says the computer's hand in the deal the match ended in, now
// that the hands are turned face up (rules, "Declarations"), with its show
// when it was made, so its declaration can be checked; it returns the
// cards of that show's combinations.
func (n *narrator) lastHand(b *strings.Builder) []engine.Card {
	hand := n.last.Hands[1]
	var held []engine.Card
	for _, c := range hand {
		if !slices.Contains(n.laidBy[1], c) {
			held = append(held, c)
		}
	}
	b.WriteString("\nThe hands are turned face up: ")
	switch len(held) {
	case 0:
		b.WriteString("the computer had laid all its cards")
	case 3:
		fmt.Fprintf(b, "the computer held %s", cardNames(held))
	default:
		fmt.Fprintf(b, "the computer still held %s, and had laid %s", cardNames(held), cardNames(n.laidBy[1]))
	}
	if n.compShow == nil {
		b.WriteString(".")
		return nil
	}
	if len(n.compShow) == 0 {
		b.WriteString(". With the starter they made nothing, as it declared.")
		return nil
	}
	fmt.Fprintf(b, ". Its show, as declared: %s.", showText(n.compShow, hand, n.starter))
	return comboCards(n.compShow)
}

// knaveWhere says where Knave Noddy scored in events, in brackets so that a
// list of lessons keeps it one item: " (in the show)", " (laid in the
// count)" or " (shown and laid)".
func knaveWhere(events []engine.Event) string {
	var shown, laid bool
	for _, e := range events {
		var cs []engine.Combo
		switch e := e.(type) {
		case engine.Shown:
			cs = e.Combos
		case engine.Laid:
			cs = e.Combos
		}
		for _, c := range cs {
			if c.Kind == engine.KnaveNoddy {
				_, isLay := e.(engine.Laid)
				laid = laid || isLay
				shown = shown || !isLay
			}
		}
	}
	switch {
	case shown && laid:
		return " (shown and laid)"
	case laid:
		return " (laid in the count)"
	case shown:
		return " (in the show)"
	}
	return ""
}

func (n *narrator) summary(events []engine.Event, evs, actions int) {
	l := Demonstrated(events)
	var parts []string
	for _, k := range gameOrder {
		if l.Has(k) {
			s := k.String()
			if k == LessonKnaveNoddy {
				s += knaveWhere(events)
			}
			parts = append(parts, s)
		}
	}
	n.add(Step{Kind: KindSummary, Title: "What you have seen", Seat: -1, Events: evs, Actions: actions,
		Play: engine.NoCard, Text: "That is the whole game. This match showed " + list(parts, "and") + ".\n" +
			"Now try a match against the computer."})
}
