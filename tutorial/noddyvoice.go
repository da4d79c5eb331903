package tutorial

import (
	"slices"

	"noddy/engine"
	"noddy/engine/english"
)

// noddyVoice is du Coeur's Noddy's own voice (english.NoddyTutor; its
// turns in noddyturn.go): seat 0 is "you", seat 1 "the computer". It
// works out what a step says (which cards, which figures, what is said
// the first time) and english says it. Noddy has no crib and one count a
// deal; what it never meets (a discard, a go the other lays on after) it
// says in the family's words.
type noddyVoice struct {
	familyVoice
	noddy english.NoddyTutor
}

func newNoddyVoice(r engine.Rules) voice {
	say := english.Tutor{Rules: r}
	return noddyVoice{familyVoice{say: say, title: "Noddy"}, english.NoddyTutor{Tutor: say}}
}

func (v noddyVoice) intro(*narrator) string { return v.noddy.Intro() }

func (v noddyVoice) playIntro(_ *narrator, view engine.View) (string, string) {
	return v.noddy.PlayTitle(), v.noddy.PlayIntro(view.Elder())
}

func (v noddyVoice) cut(n *narrator, st *Step, e engine.Cut) {
	st.Text = v.noddy.Cut(e, n.first("cut"))
}

func (v noddyVoice) dealt(n *narrator, st *Step, e engine.Dealt) {
	st.Text = v.noddy.Deal(e, n.first("elder"))
}

func (v noddyVoice) starter(n *narrator, st *Step, e engine.StarterTurned) {
	st.Text = v.noddy.Starter(e.Card, n.dealer, n.first("starter"))
}

func (v noddyVoice) scored(_ *narrator, st *Step, e engine.Scored) {
	st.Title, st.Text = v.noddy.HeelsTitle(), v.noddy.Heels(e)
}

func (v noddyVoice) shown(n *narrator, st *Step, e engine.Shown) {
	first := n.first("show")
	knave := slices.ContainsFunc(e.Combos, isKnave) && n.first("knave")
	st.Title, st.Text = v.noddy.ShowTitle(e), v.noddy.Show(e, n.starter, first, knave)
}

func isKnave(c engine.Combo) bool { return c.Kind == engine.KnaveNoddy }

// countNoteKeys is the key under which each kind of combination made in the
// count is explained, the first time it is made.
var countNoteKeys = map[engine.Kind]string{
	engine.Pair: "count-pair", engine.PairRoyal: "count-pair", engine.DoublePairRoyal: "count-pair",
	engine.Run: "count-run", engine.Flush: "count-flush", engine.KnaveNoddy: "count-knave",
}

func (v noddyVoice) laid(n *narrator, st *Step, e engine.Laid) {
	notes := map[engine.Kind]bool{}
	for _, c := range e.Combos {
		if key, ok := countNoteKeys[c.Kind]; ok {
			notes[c.Kind] = n.first(key)
		}
	}
	var why string
	aside := false
	if e.Seat == 1 && n.comp != nil && n.compCard == e.Card {
		why = v.compReason(*n.comp, e.Card)
		aside = why != "" && n.first("comp-reason")
	}
	st.Text = v.noddy.Laid(e, n.only && e.Seat == 0 && len(n.pile) > 1, notes, why, aside)
}

// compReason is why the computer laid card, from its view just before:
// its options one card ahead (quickOptions), as it chooses.
func (v noddyVoice) compReason(view engine.View, card engine.Card) string {
	return v.noddy.CompReason(layLines(view, quickOptions(view)), card)
}

// countEnd is a go with the last card, or a 31: the count ends (Noddy
// has one count a deal). The step is the seat's that went, or made 31.
func (v noddyVoice) countEnd(n *narrator, st *Step, c countEnd) {
	switch {
	case c.thirtyOne != nil:
		st.Highlight = slices.Clone(n.pile) // the cards of the thirty-one
		st.Text = v.noddy.ThirtyOne(c.thirtyOne.Seat, n.first("31"))
	case c.goEv != nil && c.last != nil:
		st.Seat = c.goEv.Seat
		held, cards := n.stillHeld(c.last.Seat)
		st.Text = v.noddy.GoLast(*c.goEv, *c.last, held, cards, n.first("go"))
	}
}

// stillHeld is how many cards seat has still to lay this deal, and which
// when seat 0 holds them (the computer's are not seen).
func (n *narrator) stillHeld(seat int) (int, []engine.Card) {
	if seat != 0 {
		return n.holding()[seat], nil
	}
	var held []engine.Card
	for _, c := range n.hand {
		if !slices.Contains(n.laidBy[0], c) {
			held = append(held, c)
		}
	}
	return len(held), held
}

// handEnded turns the computer's hand face up, so that its declared show
// can be checked.
func (v noddyVoice) handEnded(_ *narrator, st *Step, e engine.HandEnded) {
	st.Text = v.noddy.HandEnd(e)
}

// won says the match won; when it ended in a deal, the hands are turned
// face up and the computer's show glows, so its declaration can be
// checked.
func (v noddyVoice) won(n *narrator, st *Step, e engine.Won) {
	var up *english.HandsUp
	if n.last.Deal == n.deal && n.deal > 0 {
		up = n.handsUp()
		st.Highlight = comboCards(up.Show)
	}
	st.Text = v.noddy.Won(e, n.prev, n.dealer, up)
}

// handsUp is the computer's hand in the deal in progress, now that the
// match is over (rules, "Declarations"), with its show if it made one.
func (n *narrator) handsUp() *english.HandsUp {
	hand := n.last.Hands[1]
	var held []engine.Card
	for _, c := range hand {
		if !slices.Contains(n.laidBy[1], c) {
			held = append(held, c)
		}
	}
	return &english.HandsUp{Hand: hand, Held: held, Laid: n.laidBy[1], Starter: n.starter,
		Show: n.compShow, Shown: n.compShow != nil}
}

// knaveScored reports where Knave Noddy scored in events: in a show, laid
// in the count.
func knaveScored(events []engine.Event) (shown, laid bool) {
	for _, e := range events {
		switch e := e.(type) {
		case engine.Shown:
			shown = shown || slices.ContainsFunc(e.Combos, isKnave)
		case engine.Laid:
			laid = laid || slices.ContainsFunc(e.Combos, isKnave)
		}
	}
	return shown, laid
}

func (v noddyVoice) summary(_ *narrator, events []engine.Event) string {
	l := Demonstrated(events)
	var parts []string
	for _, k := range gameOrder {
		if l.Has(k) {
			s := k.String()
			if k == LessonKnaveNoddy {
				s += english.KnaveWhere(knaveScored(events))
			}
			parts = append(parts, s)
		}
	}
	return v.noddy.Summary(parts)
}
