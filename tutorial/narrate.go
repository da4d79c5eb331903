package tutorial

import (
	"slices"

	"noddy/engine"
	"noddy/engine/english"
)

// narrator makes a tutorial's steps, for every game alike. It replays the
// script and makes a step of each event seat 0 sees (the events that end
// a count together, a go, the last card, a 31 and the series' end, make
// one), a step before each of seat 0's choices, and the framing ones: the
// intro, how the count goes before its first card, the summary. It
// decides what each step is (its kind, seat, title, the cards it glows,
// where it stands in the match) and keeps what seat 0 knows of the deal;
// the game's voice (voice.go) says it.
type narrator struct {
	v     voice
	s     Script
	say   english.Tutor // the steps' titles
	steps []Step
	seen  map[string]bool
	// What seat 0 knows of the deal in progress.
	deal, dealer int
	starter      engine.Card
	scores       [2]int
	hand         []engine.Card    // seat 0's cards as dealt
	pile         []engine.Card    // the cards laid in this count (series)
	laidBy       [2][]engine.Card // each seat's cards laid this deal
	declared     [2]bool          // the seats whose show was declared, its cards unseen
	prev         engine.Event     // the event the last step was made of (its first)
	only         bool             // the card being laid was its layer's only legal one
	// The computer's view just before it lays compCard with a choice to
	// make (nil: none), for its lay's step to say why.
	comp     *engine.View
	compCard engine.Card
	// Unredacted, to be told only when the hands are turned face up: the
	// deal in progress and the computer's show in it (nil before it shows).
	last     engine.Dealt
	compShow []engine.Combo
}

func newNarrator(v voice, s Script) *narrator {
	return &narrator{v: v, s: s, say: english.Tutor{Rules: s.Rules}, seen: map[string]bool{}, dealer: -1}
}

// first reports whether key is met for the first time, and marks it: a
// rule is explained where the match first needs it.
func (n *narrator) first(key string) bool {
	if n.seen[key] {
		return false
	}
	n.seen[key] = true
	return true
}

func (n *narrator) add(s Step) {
	s.Deal, s.Scores = n.deal, n.scores
	if s.Kind != KindTurn {
		s.Play = engine.NoCard
	}
	n.steps = append(n.steps, s)
}

// holding is how many cards each seat has still to lay this deal.
func (n *narrator) holding() [2]int {
	h := n.s.Rules.Deal - n.s.Rules.ToCrib
	return [2]int{h - len(n.laidBy[0]), h - len(n.laidBy[1])}
}

// narrate replays the script and returns its steps and the events the
// last of them shows.
func (n *narrator) narrate() ([]Step, []engine.Event, error) {
	s := n.s
	m, err := engine.NewMatch(s.Rules, s.Seed)
	if err != nil {
		return nil, nil, &ScriptError{Move: 0, Reason: "bad rules", Err: err}
	}
	n.add(Step{Kind: KindIntro, Title: n.v.name(), Seat: -1, Text: n.v.intro(n)})
	narrated := 0
	for k := 0; ; k++ {
		ev := s.shown(m.Events())
		n.events(ev, narrated, k)
		narrated = len(ev)
		if k == len(s.Actions) {
			break
		}
		a := s.Actions[k]
		n.before(m.View(a.Seat), a, narrated, k)
		if _, err := m.Apply(a); err != nil {
			return nil, nil, &ScriptError{Move: k, Reason: "move refused", Err: err}
		}
	}
	ev := s.shown(m.Events())
	n.add(Step{Kind: KindSummary, Title: n.say.SummaryTitle(), Seat: -1, Events: len(ev), Actions: len(s.Actions),
		Text: n.v.summary(n, ev)})
	for i := range n.steps {
		n.steps[i].Index = i
	}
	return n.steps, ev, nil
}

// before makes the steps that come before action a, from its seat's view
// v: how the count goes (before its first card), seat 0's choice with
// what each option would do, and the computer's view when it has a
// choice, for its lay's step to say why.
func (n *narrator) before(v engine.View, a engine.Action, events, actions int) {
	n.only = len(v.Legal) == 1
	switch a.Kind {
	case engine.ActDiscard:
		if a.Seat != 0 {
			return
		}
		if text, more, ok := n.v.discardTurn(n, v, a); ok {
			n.add(Step{Kind: KindDiscard, Title: n.say.DiscardTurnTitle(), Seat: 0, Events: events, Actions: actions,
				Text: text, More: more, Highlight: slices.Clone(v.Hand), Discard: slices.Clone(a.Cards)})
		}
	case engine.ActLay:
		if n.first("play") {
			title, text := n.v.playIntro(n, v)
			n.add(Step{Kind: KindCountIntro, Title: title, Seat: -1, Events: events, Actions: actions, Text: text})
		}
		switch {
		case len(v.Legal) < 2:
		case a.Seat == 0:
			opts := Options(v)
			if text, ok := n.v.layTurn(n, v, a.Card, opts); ok {
				n.add(Step{Kind: KindTurn, Title: n.say.TurnTitle(), Seat: 0, Events: events, Actions: actions,
					Text: text, Highlight: slices.Clone(v.Legal), Options: opts, Play: a.Card})
			}
		case a.Seat == 1:
			n.comp, n.compCard = &v, a.Card
		}
	}
}

// events makes the steps of ev[from:]; each step shows the events up to
// its own.
func (n *narrator) events(ev []engine.Event, from, actions int) {
	for i := from; i < len(ev); i++ {
		n.remember(ev[i])
		e := engine.Redact(ev[i], 0)
		st := Step{Seat: -1, Actions: actions}
		switch e := e.(type) {
		case engine.Cut:
			st.Kind, st.Title, st.Highlight = KindCut, n.say.CutTitle(), slices.Clone(e.Cards)
			n.v.cut(n, &st, e)
		case engine.Dealt:
			n.deal, n.dealer = e.Deal, e.Dealer
			n.hand, n.pile, n.laidBy, n.declared = slices.Clone(e.Hands[0]), nil, [2][]engine.Card{}, [2]bool{}
			st.Kind, st.Title, st.Seat = KindDeal, n.say.DealTitle(e.Deal), e.Dealer
			st.Highlight = slices.Clone(e.Hands[0])
			n.v.dealt(n, &st, e)
		case engine.Discarded:
			st.Kind, st.Seat, st.Title = KindCrib, e.Seat, n.say.DiscardedTitle(e.Seat)
			if e.Seat == 0 {
				st.Highlight = slices.Clone(e.Cards)
			}
			n.v.discarded(n, &st, e)
		case engine.StarterTurned:
			n.starter = e.Card
			st.Kind, st.Title, st.Seat = KindStarter, n.say.StarterTitle(), n.dealer
			st.Highlight = []engine.Card{e.Card}
			n.v.starter(n, &st, e)
		case engine.Scored:
			if e.Combo.Kind == engine.LastCard { // every card laid, no go
				i = n.countEnd(&st, ev, i)
				break
			}
			n.scores = [2]int(e.Scores)
			st.Kind, st.Seat = KindJack, e.Seat
			st.Highlight = []engine.Card{n.starter}
			n.v.scored(n, &st, e)
		case engine.Laid:
			n.scores = [2]int(e.Scores)
			n.pile = append(n.pile, e.Card)
			n.laidBy[e.Seat] = append(n.laidBy[e.Seat], e.Card)
			n.laid(&st, e)
		case engine.Go:
			if i+1 < len(ev) {
				if sc, ok := ev[i+1].(engine.Scored); ok && sc.Combo.Kind == engine.LastCard {
					i = n.countEnd(&st, ev, i)
					break
				}
			}
			st.Kind, st.Seat, st.Title = KindGo, e.Seat, n.say.GoTitle() // the other lays on
			n.v.goOn(n, &st, e)
		case engine.ThirtyOneMade, engine.SeriesEnded:
			i = n.countEnd(&st, ev, i)
		case engine.Shown:
			n.scores = [2]int(e.Scores)
			n.declared[e.Seat] = e.Seat != 0 && !e.FaceUp
			st.Kind, st.Seat = KindShow, e.Seat
			if e.Crib {
				st.Kind = KindCribShow
			}
			// Only the cards of a combination glow (the starter too when
			// it is in one): a glow says "this scored". A declared show's
			// cards are not seen.
			st.Highlight = comboCards(e.Combos)
			n.v.shown(n, &st, e)
		case engine.HandEnded:
			st.Kind, st.Title = KindHandEnd, n.say.HandEndTitle(e.Deal)
			for s, shows := range e.Shows { // the declared shows, now seen
				if s < len(n.declared) && n.declared[s] {
					st.Highlight = append(st.Highlight, comboCards(shows)...)
				}
			}
			n.v.handEnded(n, &st, e)
			n.pile = nil
		case engine.Won:
			n.scores = [2]int(e.Scores)
			st.Kind, st.Title, st.Seat = KindWon, n.say.WonTitle(), e.Seat
			n.v.won(n, &st, e)
		default:
			continue
		}
		st.Events = i + 1
		n.add(st)
		n.prev = e
	}
}

// remember keeps, from the unredacted event, what is told once the hands
// are turned face up.
func (n *narrator) remember(e engine.Event) {
	switch e := e.(type) {
	case engine.Dealt:
		n.last, n.compShow = e, nil
	case engine.Shown:
		if e.Seat == 1 {
			n.compShow = append([]engine.Combo{}, e.Combos...)
		}
	}
}

// laid is a card laid in the count: the card and what it made glow.
func (n *narrator) laid(st *Step, e engine.Laid) {
	st.Kind, st.Seat, st.Title = KindLay, e.Seat, n.say.LaidTitle(e.Seat, e.Combos)
	// The card laid, then the others of its combinations, each once.
	st.Highlight = comboCards(append([]engine.Combo{{Cards: []engine.Card{e.Card}}}, e.Combos...))
	n.v.laid(n, st, e)
	n.comp, n.only = nil, false
}

// countEnd is the end of a count (or series) as one step: a go and the
// last card after it, a 31, the series' end, as they follow one another.
type countEnd struct {
	goEv      *engine.Go
	last      *engine.Scored
	thirtyOne *engine.ThirtyOneMade
	series    *engine.SeriesEnded // nil where a deal has one count (Noddy)
}

// countEnd makes one step of the events from ev[i] that end a count
// together and returns the index of the last of them.
func (n *narrator) countEnd(st *Step, ev []engine.Event, i int) int {
	var c countEnd
	end := i
	for j := i; j < len(ev) && c.series == nil; j++ {
		switch e := ev[j].(type) {
		case engine.Go:
			if j > i {
				j = len(ev) // a go begins a count's end, never continues one
				continue
			}
			c.goEv = &e
		case engine.Scored:
			if e.Combo.Kind != engine.LastCard || c.last != nil {
				j = len(ev)
				continue
			}
			c.last = &e
			n.scores = [2]int(e.Scores)
		case engine.ThirtyOneMade:
			c.thirtyOne = &e
		case engine.SeriesEnded:
			c.series = &e
		default:
			j = len(ev)
			continue
		}
		end = j
	}
	switch {
	case c.series != nil:
		st.Kind, st.Seat = KindSeries, c.series.Leader
	case c.thirtyOne != nil:
		st.Kind, st.Seat = KindThirtyOne, c.thirtyOne.Seat
	default:
		st.Kind = KindGo
	}
	st.Title = n.say.CountEndTitle(c.thirtyOne != nil, c.goEv != nil, c.series != nil && c.series.Leader < 0)
	if c.last != nil {
		st.Seat, st.Highlight = c.last.Seat, slices.Clone(c.last.Combo.Cards)
	}
	n.v.countEnd(n, st, c)
	if c.series != nil {
		n.pile = nil // the next series starts from 0
	}
	return end
}

// comboCards collects the distinct cards of combos, in first-seen order.
func comboCards(cs []engine.Combo) []engine.Card {
	var out []engine.Card
	for _, c := range cs {
		for _, k := range c.Cards {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	return out
}
