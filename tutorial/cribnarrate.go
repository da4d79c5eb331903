package tutorial

import (
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// The kinds of step a game with a crib adds to Noddy's.
const (
	KindDiscard  Kind = "discard"   // your choice of the cards to lay out, with the expert's values
	KindCrib     Kind = "crib"      // a seat's cards laid out to the crib
	KindSeries   Kind = "series"    // a series ended (a go, last card or 31): the count back to 0
	KindCribShow Kind = "crib-show" // the crib turned and counted
)

// BuildCrib replays a cribbage script through the engine and narrates it
// as seat 0 may see it, in the words of english.Tutor: every event a step
// (a go, the last card and the series' end together), and before each of
// seat 0's choices a step with what the family expert makes of every
// option.
func BuildCrib(s CribScript) (*Tutorial, error) {
	m, err := engine.NewMatch(s.Rules, s.Seed)
	if err != nil {
		return nil, &ScriptError{Move: 0, Reason: "bad rules", Err: err}
	}
	if _, err := s.Play(); err != nil {
		return nil, err
	}
	n := &cribNarrator{say: english.Tutor{Rules: s.Rules}, seen: map[string]bool{}, deals: s.Deals, dealer: -1}
	n.add(Step{Kind: KindIntro, Title: "Cribbage", Seat: -1, Text: n.say.Intro(s.Deals)})
	narrated := 0
	for k := 0; ; k++ {
		ev := shownUpTo(m.Events(), s.Deals)
		n.events(ev, narrated, k)
		narrated = len(ev)
		if k == len(s.Actions) {
			break
		}
		a := s.Actions[k]
		v := m.View(a.Seat)
		n.only = len(v.Legal) == 1
		switch {
		case a.Kind == engine.ActDiscard && a.Seat == 0:
			n.discardTurn(v, a, narrated, k)
		case a.Kind == engine.ActLay && a.Seat == 0 && len(v.Legal) > 1:
			n.layTurn(v, a.Card, narrated, k)
		case a.Kind == engine.ActLay && n.first("play"):
			n.add(Step{Kind: KindCountIntro, Title: "The play", Seat: -1, Events: narrated, Actions: k,
				Text: n.say.PlayIntro(v.Elder())})
		}
		if _, err := m.Apply(a); err != nil {
			return nil, &ScriptError{Move: k, Reason: "move refused", Err: err}
		}
	}
	ev := shownUpTo(m.Events(), s.Deals)
	var lessons []string
	l := CribDemonstrated(ev)
	for _, k := range cribOrder {
		if l.Has(k) {
			lessons = append(lessons, k.String())
		}
	}
	n.add(Step{Kind: KindSummary, Title: "What you have seen", Seat: -1, Events: len(ev), Actions: len(s.Actions),
		Text: n.say.Summary(lessons, s.Deals, n.scores[:])})
	for i := range n.steps {
		n.steps[i].Index = i
	}
	return &Tutorial{steps: n.steps, events: slices.Clone(ev), names: [2]string{"You", "Computer"},
		game: "Cribbage", rules: s.Rules, seed: s.Seed, actions: slices.Clone(s.Actions),
		script: Script{Rules: s.Rules, Seed: s.Seed}}, nil
}

type cribNarrator struct {
	say     english.Tutor
	steps   []Step
	seen    map[string]bool
	deals   int
	deal    int
	dealer  int
	starter engine.Card
	scores  [2]int
	held    [2]int // cards not yet laid, by seat
	only    bool   // the next lay is its layer's only legal card
}

func (n *cribNarrator) first(key string) bool {
	if n.seen[key] {
		return false
	}
	n.seen[key] = true
	return true
}

func (n *cribNarrator) add(s Step) {
	s.Deal, s.Scores = n.deal, n.scores
	if s.Kind != KindTurn {
		s.Play = engine.NoCard
	}
	n.steps = append(n.steps, s)
}

// events narrates ev[from:]: one step an event, except that a go, the last
// card and the series' end that follow one another are one step, and so
// are a 31 and its series' end.
func (n *cribNarrator) events(ev []engine.Event, from, actions int) {
	for i := from; i < len(ev); i++ {
		e := engine.Redact(ev[i], 0)
		st := Step{Seat: -1, Events: i + 1, Actions: actions}
		switch e := e.(type) {
		case engine.Cut:
			st.Kind, st.Title, st.Highlight = KindCut, "The cut", slices.Clone(e.Cards)
			st.Text = n.say.Cut(e, n.first("cut"))
		case engine.Dealt:
			n.deal, n.dealer = e.Deal, e.Dealer
			n.held = [2]int{len(e.Hands[0]) - n.say.Rules.ToCrib, len(e.Hands[1]) - n.say.Rules.ToCrib}
			st.Kind, st.Seat = KindDeal, e.Dealer
			st.Title = "Deal " + itoa(e.Deal)
			st.Highlight = slices.Clone(e.Hands[0])
			st.Text = n.say.Deal(e, n.first("deal"))
		case engine.Discarded:
			st.Kind, st.Seat, st.Title = KindCrib, e.Seat, verb(e.Seat, "Your discard", "The computer's discard")
			if e.Seat == 0 {
				st.Highlight = slices.Clone(e.Cards)
			}
			st.Text = n.say.Discarded(e.Seat, n.dealer, e.Cards)
		case engine.StarterTurned:
			n.starter = e.Card
			st.Kind, st.Seat, st.Title = KindStarter, n.dealer, "The starter"
			st.Highlight = []engine.Card{e.Card}
			st.Text = n.say.Starter(e.Card, n.dealer, n.first("starter"))
		case engine.Scored:
			if e.Combo.Kind == engine.LastCard { // every card laid, no go
				i = n.seriesEnd(&st, ev, i, nil)
				break
			}
			n.scores = [2]int(e.Scores)
			st.Kind, st.Seat, st.Title = KindJack, e.Seat, "His heels"
			st.Highlight = []engine.Card{n.starter}
			st.Text = n.say.Heels(e)
		case engine.Laid:
			n.scores = [2]int(e.Scores)
			n.held[e.Seat]--
			st.Kind, st.Seat = KindLay, e.Seat
			st.Title = verb(e.Seat, "You lay", "The computer lays")
			if len(e.Combos) > 0 {
				labels := make([]string, len(e.Combos))
				for k, c := range e.Combos {
					labels[k] = english.Label(c)
				}
				st.Title += ": " + list(labels, "and")
			}
			st.Highlight = comboCards(append([]engine.Combo{{Cards: []engine.Card{e.Card}}}, e.Combos...))
			notes := map[engine.Kind]bool{}
			for _, c := range e.Combos {
				key := "lay-" + string(english.Kind(c.Kind))
				if c.Kind == engine.PairRoyal || c.Kind == engine.DoublePairRoyal {
					key = "lay-pair"
				}
				notes[c.Kind] = n.first(key)
			}
			st.Text = n.say.Laid(e, n.only && e.Seat == 0 && n.held[0] > 0, notes)
			n.only = false
		case engine.Go:
			// A go the series' end follows at once is told with it.
			if i+1 < len(ev) {
				if sc, ok := ev[i+1].(engine.Scored); ok && sc.Combo.Kind == engine.LastCard {
					i = n.seriesEnd(&st, ev, i, &e)
					break
				}
			}
			st.Kind, st.Seat, st.Title = KindGo, e.Seat, "Go"
			st.Text = n.say.Go(e, n.first("go"))
		case engine.ThirtyOneMade, engine.SeriesEnded:
			i = n.seriesEnd(&st, ev, i, nil)
		case engine.Shown:
			n.scores = [2]int(e.Scores)
			st.Kind, st.Seat, st.Title = KindShow, e.Seat, n.say.ShowTitle(e)
			key := "show"
			if e.Crib {
				st.Kind, key = KindCribShow, "crib"
			}
			st.Highlight = comboCards(e.Combos)
			st.Text = n.say.Show(e, n.dealer, n.starter, n.first(key))
		case engine.HandEnded:
			st.Kind, st.Title = KindHandEnd, "Hand "+itoa(e.Deal)+" over"
			st.Text = n.say.HandEnd(e, e.Deal == n.deals)
		default:
			continue // nothing else comes in six-card cribbage's first deals
		}
		st.Events = i + 1
		n.add(st)
	}
}

// seriesEnd narrates the end of a series from ev[i] (a go, a last card, a
// 31 or the end itself) through its SeriesEnded event, and returns that
// event's index.
func (n *cribNarrator) seriesEnd(st *Step, ev []engine.Event, i int, goEv *engine.Go) int {
	var last *engine.Scored
	thirtyOne := false
	for ; i < len(ev); i++ {
		switch e := ev[i].(type) {
		case engine.Scored:
			if e.Combo.Kind == engine.LastCard {
				last = &e
				n.scores = [2]int(e.Scores)
			}
		case engine.ThirtyOneMade:
			thirtyOne = true
		case engine.SeriesEnded:
			st.Kind, st.Seat = KindSeries, e.Leader
			switch {
			case thirtyOne:
				st.Title = "Thirty-one"
			case goEv != nil:
				st.Title = "Go: 1 for last card"
			case e.Leader < 0:
				st.Title = "Last card"
			default:
				st.Title = "1 for last card"
			}
			if last != nil {
				st.Seat = last.Seat
				st.Highlight = slices.Clone(last.Combo.Cards)
			}
			st.Text = n.say.SeriesEnd(goEv, last, thirtyOne, e, n.held, n.first("series"))
			return i
		}
	}
	return i
}

// discardTurn is seat 0's choice of the cards to lay out: every choice as
// the expert values it, best first, and the script's, which is the
// expert's pick.
func (n *cribNarrator) discardTurn(v engine.View, a engine.Action, events, actions int) {
	vals := players.DiscardValues(v)
	ranked := players.Advise(v)
	lines := make([]english.DiscardLine, 0, len(ranked))
	for _, c := range ranked {
		for _, d := range vals {
			if !d.Action.Equal(c.Action) {
				continue
			}
			kept := slices.DeleteFunc(slices.Clone(v.Hand), func(x engine.Card) bool { return slices.Contains(d.Action.Cards, x) })
			lines = append(lines, english.DiscardLine{Out: slices.Clone(d.Action.Cards), Kept: kept,
				Hand: d.Hand, Crib: d.Crib, OwnCrib: d.OwnCrib, WinChance: c.WinChance})
		}
	}
	// The script was found with the expert's picks; the expert of issue 23
	// may rank another first, and the step says so.
	chosen := slices.IndexFunc(lines, func(l english.DiscardLine) bool { return slices.Equal(l.Out, a.Cards) })
	if chosen < 0 {
		return
	}
	n.add(Step{Kind: KindDiscard, Title: "Lay out to the crib", Seat: 0, Events: events, Actions: actions,
		Text:      n.say.DiscardTurn(v.Dealer, lines, chosen, v.Unseen().Len(), n.first("discard")),
		Highlight: slices.Clone(v.Hand), Discard: slices.Clone(a.Cards)})
}

// layTurn is seat 0's choice of card in the play.
func (n *cribNarrator) layTurn(v engine.View, card engine.Card, events, actions int) {
	if n.first("play") {
		n.add(Step{Kind: KindCountIntro, Title: "The play", Seat: -1, Events: events, Actions: actions,
			Text: n.say.PlayIntro(v.Elder())})
	}
	ranked := players.Advise(v)
	chosen := slices.IndexFunc(ranked, func(c players.Choice) bool { return c.Action.Card == card })
	if chosen < 0 {
		return
	}
	unseen := v.Unseen()
	for _, c := range v.Hand {
		unseen = unseen.Without(c)
	}
	lines := make([]english.LayLine, 0, len(ranked))
	var opts []Option
	for _, c := range ranked {
		l := english.LayLine{Card: c.Action.Card, Count: v.Count + c.Action.Card.Pips(), WinChance: c.WinChance}
		l.Combos = v.Rules.Score.Lay(v.Pile, l.Card, v.Starter)
		pile := append(slices.Clone(v.Pile), l.Card)
		if l.Count < engine.MaxCount && v.Held[v.Opp()] > 0 {
			for _, u := range unseen.Cards() {
				if !engine.Fits(l.Count, u) {
					continue
				}
				p := engine.Total(v.Rules.Score.Lay(pile, u, v.Starter))
				switch {
				case p > l.Risk:
					l.Risk, l.Replies = p, []engine.Card{u}
				case p == l.Risk && p > 0:
					l.Replies = append(l.Replies, u)
				}
			}
		}
		lines = append(lines, l)
		opts = append(opts, Option{Card: l.Card, Count: l.Count, Combos: l.Combos, Points: engine.Total(l.Combos),
			Risk: l.Risk, Replies: l.Replies, WinChance: l.WinChance, Rank: len(opts)})
	}
	n.add(Step{Kind: KindTurn, Title: "Your turn", Seat: 0, Events: events, Actions: actions,
		Text: n.say.LayTurn(v.Count, lines, chosen, n.first("turn")), Highlight: slices.Clone(v.Legal), Options: opts, Play: card})
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
