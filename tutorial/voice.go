package tutorial

import (
	"cmp"
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// A voice says one game's tutorial. The narrator has filled in each step
// (its kind, seat, title, the cards it glows) and keeps what seat 0
// knows; the voice writes the step's text, and may retitle it or say
// which cards glow and whose step it is where its game tells it
// otherwise. The turns' and the framing steps' words are the voice's too;
// a turn it cannot explain (ok false) is left out.
type voice interface {
	name() string // the tutorial's heading: "Noddy", "Cribbage"
	intro(n *narrator) string
	playIntro(n *narrator, v engine.View) (title, text string)
	discardTurn(n *narrator, v engine.View, a engine.Action) (text, more string, ok bool)
	layTurn(n *narrator, v engine.View, card engine.Card, opts []Option) (text string, ok bool)

	cut(n *narrator, st *Step, e engine.Cut)
	dealt(n *narrator, st *Step, e engine.Dealt)
	discarded(n *narrator, st *Step, e engine.Discarded)
	starter(n *narrator, st *Step, e engine.StarterTurned)
	scored(n *narrator, st *Step, e engine.Scored) // a jack turned up
	shown(n *narrator, st *Step, e engine.Shown)
	laid(n *narrator, st *Step, e engine.Laid)
	goOn(n *narrator, st *Step, e engine.Go) // a go the other lays on after
	countEnd(n *narrator, st *Step, c countEnd)
	handEnded(n *narrator, st *Step, e engine.HandEnded)
	won(n *narrator, st *Step, e engine.Won)

	summary(n *narrator, events []engine.Event) string
}

// familyVoice is the family's voice: english.Tutor's words, made for a
// game with a crib and several series (six-card cribbage), and the voice
// of any game without one of its own. lessons lists what a match's
// events show, in the order the summary names them.
type familyVoice struct {
	say     english.Tutor
	title   string
	lessons func(events []engine.Event) []string
}

func (f familyVoice) name() string { return f.title }

func (f familyVoice) intro(n *narrator) string { return f.say.Intro(n.s.Deals) }

func (f familyVoice) playIntro(_ *narrator, v engine.View) (string, string) {
	return f.say.PlayTitle(), f.say.PlayIntro(v.Elder())
}

// discardTurn is every way seat 0 could lay out, as the expert values
// it, best first, and the script's choice.
func (f familyVoice) discardTurn(n *narrator, v engine.View, a engine.Action) (string, string, bool) {
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
				Hand: d.Hand, Crib: d.Crib, OwnCrib: d.OwnCrib, WinChance: c.WinChance,
				Reason: english.DiscardWhy(kept, d.Action.Cards, keptMakes(v, kept), d.Hand, d.Crib, d.OwnCrib)})
		}
	}
	// The script was found with the expert's picks; the expert of issue 23
	// may rank another first, and the step says so.
	chosen := slices.IndexFunc(lines, func(l english.DiscardLine) bool { return slices.Equal(l.Out, a.Cards) })
	if chosen < 0 {
		return "", "", false
	}
	text, more := f.say.DiscardTurn(v.Dealer, lines, chosen, v.Unseen().Len(), n.first("discard"))
	return text, more, true
}

// keptMakes is what kept cards make among themselves, whatever the
// starter: the combinations of their show, out of the starter's reach
// (their cards all kept), that most starters they may meet leave them —
// a fifteen, a pair, a run, and a flush of the hand's own (four hearts
// kept), but not his nobs, which wants the jack's suit turned up.
func keptMakes(v engine.View, kept []engine.Card) []engine.Combo {
	type key struct {
		kind   engine.Kind
		points int
		cards  engine.CardSet
	}
	in := engine.CardSet(0)
	for _, c := range kept {
		in = in.With(c)
	}
	count := map[key]int{}
	var order []key
	starters := 0
	for _, s := range v.Unseen().Cards() {
		if in.Has(s) {
			continue
		}
		starters++
		for _, c := range v.Rules.Score.Show(kept, s, false) {
			k := key{c.Kind, c.Points, 0}
			for _, x := range c.Cards {
				k.cards = k.cards.With(x)
			}
			if len(c.Cards) == 0 || k.cards&^in != 0 {
				continue // the starter's part in it
			}
			if count[k] == 0 {
				order = append(order, k)
			}
			count[k]++
		}
	}
	var out []engine.Combo
	for _, k := range order {
		if 2*count[k] > starters {
			out = append(out, engine.Combo{Kind: k.kind, Points: k.points, Cards: k.cards.Cards()})
		}
	}
	return out
}

// layTurn is seat 0's choice in the play: each card the expert ranks,
// best first, with what it makes and risks.
func (f familyVoice) layTurn(n *narrator, v engine.View, card engine.Card, opts []Option) (string, bool) {
	ranked := slices.DeleteFunc(slices.Clone(opts), func(o Option) bool { return o.Rank < 0 })
	slices.SortFunc(ranked, func(a, b Option) int { return cmp.Compare(a.Rank, b.Rank) })
	chosen := slices.IndexFunc(ranked, func(o Option) bool { return o.Card == card })
	if chosen < 0 {
		return "", false
	}
	return f.say.LayTurn(v.Count, layLines(v, ranked), chosen, n.first("turn")), true
}

func (f familyVoice) cut(n *narrator, st *Step, e engine.Cut) { st.Text = f.say.Cut(e, n.first("cut")) }

func (f familyVoice) dealt(n *narrator, st *Step, e engine.Dealt) {
	st.Text = f.say.Deal(e, n.first("deal"))
}

func (f familyVoice) discarded(n *narrator, st *Step, e engine.Discarded) {
	st.Text = f.say.Discarded(e.Seat, n.dealer, e.Cards)
}

func (f familyVoice) starter(n *narrator, st *Step, e engine.StarterTurned) {
	st.Text = f.say.Starter(e.Card, n.dealer, n.first("starter"))
}

func (f familyVoice) scored(_ *narrator, st *Step, e engine.Scored) {
	st.Title, st.Text = f.say.HeelsTitle(), f.say.Heels(e)
}

func (f familyVoice) shown(n *narrator, st *Step, e engine.Shown) {
	key := "show"
	if e.Crib {
		key = "crib"
	}
	st.Title, st.Text = f.say.ShowTitle(e), f.say.Show(e, n.dealer, n.starter, n.first(key))
}

func (f familyVoice) laid(n *narrator, st *Step, e engine.Laid) {
	notes := map[engine.Kind]bool{} // the combinations explained here first
	for _, c := range e.Combos {
		key := "lay-" + string(english.Kind(c.Kind))
		if c.Kind == engine.PairRoyal || c.Kind == engine.DoublePairRoyal {
			key = "lay-pair"
		}
		notes[c.Kind] = n.first(key)
	}
	st.Text = f.say.Laid(e, n.only && e.Seat == 0 && n.holding()[0] > 0, notes)
}

func (f familyVoice) goOn(n *narrator, st *Step, e engine.Go) { st.Text = f.say.Go(e, n.first("go")) }

func (f familyVoice) countEnd(n *narrator, st *Step, c countEnd) {
	series := engine.SeriesEnded{Leader: -1} // one count a deal: the play is over
	if c.series != nil {
		series = *c.series
	}
	st.Text = f.say.SeriesEnd(c.goEv, c.last, c.thirtyOne != nil, series, n.holding(), n.first("series"))
}

func (f familyVoice) handEnded(n *narrator, st *Step, e engine.HandEnded) {
	st.Text = f.say.HandEnd(e, e.Deal == n.s.Deals)
}

func (f familyVoice) won(_ *narrator, st *Step, e engine.Won) {
	st.Text = f.say.Won(e)
}

func (f familyVoice) summary(n *narrator, events []engine.Event) string {
	var lessons []string
	if f.lessons != nil {
		lessons = f.lessons(events)
	}
	return f.say.Summary(lessons, n.s.Deals, n.scores[:])
}
