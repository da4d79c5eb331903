package english

import (
	"fmt"
	"strings"

	"noddy/engine"
)

// The guided tutorial's step titles, for every game: the narrator
// (package tutorial) decides what each step is, and these name it.

// SummaryTitle is the last step's title.
func (Tutor) SummaryTitle() string { return "What you have seen" }

// DiscardTurnTitle is the title of your choice of cards for the crib.
func (Tutor) DiscardTurnTitle() string { return "Lay out to the crib" }

// TurnTitle is the title of your choice of card to lay.
func (Tutor) TurnTitle() string { return "Your turn" }

// CutTitle is the cut for first deal's title.
func (Tutor) CutTitle() string { return "The cut" }

// DealTitle is a deal's title: "Deal 2".
func (Tutor) DealTitle(deal int) string { return fmt.Sprintf("Deal %d", deal) }

// DiscardedTitle is the title of a seat's cards laid out to the crib.
func (t Tutor) DiscardedTitle(seat int) string {
	return t.verb(seat, "Your discard", "The computer's discard")
}

// StarterTitle is the starter's title.
func (Tutor) StarterTitle() string { return "The starter" }

// PlayTitle is the title of the step before the first card is laid.
func (Tutor) PlayTitle() string { return "The play" }

// HeelsTitle is the title of his heels, a jack turned up.
func (Tutor) HeelsTitle() string { return "His heels" }

// LaidTitle is a card laid, with what it made: "You lay: fifteen and a
// pair".
func (t Tutor) LaidTitle(seat int, combos []engine.Combo) string {
	s := t.verb(seat, "You lay", "The computer lays")
	if len(combos) == 0 {
		return s
	}
	labels := make([]string, len(combos))
	for i, c := range combos {
		labels[i] = Label(c)
	}
	return s + ": " + andList(labels, "and")
}

// GoTitle is the title of a go the other lays on after.
func (Tutor) GoTitle() string { return "Go" }

// CountEndTitle is the title of a count's (or series') end: a 31, a go
// and one for last card, the last card of the play (over), or one for
// last card.
func (Tutor) CountEndTitle(thirtyOne, went, over bool) string {
	switch {
	case thirtyOne:
		return "Thirty-one"
	case went:
		return "Go: 1 for last card"
	case over:
		return "Last card"
	}
	return "1 for last card"
}

// HandEndTitle is a deal's end's title: "Hand 2 over".
func (Tutor) HandEndTitle(deal int) string { return fmt.Sprintf("Hand %d over", deal) }

// WonTitle is the match won's title.
func (Tutor) WonTitle() string { return "The match is won" }

// Won is the match won, as the point log says it to you.
func (Tutor) Won(e engine.Won) string { return Describe(e, []string{"You", "The computer"}, 0) }

// TutorialHeading is the printed tutorial's first line: "Cribbage: the
// guided tutorial (Cribbage, 6-card, to 121; seed 3160, 48 steps)"; the
// game's title is given its target unless it says it.
func TutorialHeading(name, title string, target int, seed uint64, steps int) string {
	if to := fmt.Sprintf("to %d", target); !strings.HasSuffix(title, to) {
		title += ", " + to
	}
	return fmt.Sprintf("%s: the guided tutorial (%s; seed %d, %d steps)", name, title, seed, steps)
}

// StepHeading is a printed step's first line: "Step 12 of 38: The cut".
func StepHeading(n, of int, title string) string {
	return fmt.Sprintf("Step %d of %d: %s", n, of, title)
}
