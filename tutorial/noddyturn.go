package tutorial

import (
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players/belief"
)

// Noddy's voice at seat 0's turn: what each card would do, why the
// script's card, and why the computer laid its own. It works out the
// figures (each card's, and what the computer's show tells of its hand);
// english.NoddyTutor says them.

// layTurn is seat 0's decision: every legal card, what it scores now and
// what it risks, and the card the script lays with its reason.
func (vo noddyVoice) layTurn(n *narrator, v engine.View, play engine.Card, opts []Option) (string, bool) {
	at := english.CountTurn{Count: v.Count, Score: v.Scores[v.Seat], Target: v.Target, OtherHeld: v.Held[v.Opp()]}
	i := slices.IndexFunc(opts, func(o Option) bool { return o.Card == play })
	var hands english.Hands
	if i >= 0 {
		hands = handsFor(v, opts, opts[i])
	}
	return vo.noddy.LayTurn(at, layLines(v, opts), play, hands, n.first("risk")), true
}

// handsFor is what the computer's show tells of its hand (engine's
// Belief, as the expert reads it) when c risks more than another option:
// how many hands it may hold and how many of them hold a card of c's
// worst reply. It is the zero Hands when c risks no more than any other,
// and where the view is not of a live count (no hands to count).
func handsFor(v engine.View, opts []Option, c Option) english.Hands {
	if c.Risk == 0 || len(c.Replies) == 0 || !slices.ContainsFunc(opts, func(o Option) bool { return o.Risk < c.Risk }) {
		return english.Hands{}
	}
	b := belief.New(v)
	worlds := b.Worlds()
	h := english.Hands{Of: len(worlds)}
	for _, w := range worlds {
		if slices.ContainsFunc(w, func(x engine.Card) bool { return slices.Contains(c.Replies, x) }) {
			h.With++
		}
	}
	// The one reply is Knave Noddy, which the computer would have shown.
	knave := engine.NewCard(engine.Jack, v.Starter.Suit())
	h.Knave = len(c.Replies) == 1 && c.Replies[0] == knave && v.Starter != knave &&
		!slices.ContainsFunc(v.Shows[v.Opp()], isKnave)
	return h
}
