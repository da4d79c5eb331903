package english

import (
	"fmt"
	"math"

	"noddy/engine"
)

// The record's and the review's sentences (issue 14): what a player did,
// how it compares with the expert's best, and their results in short.

// Action says an action briefly, as the review names a choice: "the
// eight of hearts", "to lay out the five of spades and the jack of
// clubs", "to offer the mog".
func Action(a engine.Action) string {
	switch a.Kind {
	case engine.ActLay:
		return "the " + Card(a.Card)
	case engine.ActDiscard:
		return "to lay out " + CardList(a.Cards)
	case engine.ActMogPass:
		return "to pass the " + Card(a.Card)
	case engine.ActMogOffer:
		return yesNo(a.Yes, "to offer the mog", "not to offer the mog")
	case engine.ActMogReply:
		return yesNo(a.Yes, "to accept the mog", "to refuse the mog")
	case engine.ActCall:
		return yesNo(a.Yes, "to call", "to let it stand")
	case engine.ActClaim:
		return "to claim " + Announce(a.Combos)
	}
	return a.Kind.String()
}

func yesNo(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

// Percent is a chance as whole percent: "41%".
func Percent(p float64) string { return fmt.Sprintf("%.0f%%", 100*p) }

// WinPoints is a difference in win chance as points of it: "13 points of
// win chance", "0.4 points of win chance" (under one point, one decimal).
func WinPoints(d float64) string {
	p := 100 * math.Abs(d)
	if p < 0.95 {
		return fmt.Sprintf("%.1f points of win chance", p)
	}
	if math.Round(p) == 1 {
		return "1 point of win chance"
	}
	return fmt.Sprintf("%.0f points of win chance", p)
}

// Choice is one choice with its chance: "the eight of hearts (41% to win)".
func Choice(a engine.Action, win float64) string {
	return Action(a) + " (" + Percent(win) + " to win)"
}

// Verdict says how a decision compares with the best: "the expert's
// choice too", "good play: within half a point of the best", or "cost 13
// points of win chance". best: the decision was the expert's own choice;
// good: within the review's margin of it.
func Verdict(best, good bool, loss float64) string {
	switch {
	case best:
		return "the expert's choice too"
	case good:
		return "good play: within half a point of win chance of the best"
	}
	return "cost " + WinPoints(loss)
}

// DecisionLine is a decision in one line: "You chose the eight of hearts
// (41% to win); the expert's best: the king of diamonds (54%). It cost 13
// points of win chance."
func DecisionLine(chose engine.Action, chance float64, best engine.Action, bestChance float64, isBest, good bool, loss float64) string {
	s := "You chose " + Choice(chose, chance)
	if isBest {
		return s + ": the expert's choice too."
	}
	s += "; the expert's best: " + Choice(best, bestChance) + ". "
	if good {
		return s + "Good play: within half a point of win chance."
	}
	return s + "It cost " + WinPoints(loss) + "."
}

// Why is a choice's reason as the hint gives it, as a sentence: "The five
// of hearts: it gave the computer a fifteen with 41% of the hands it could
// hold."
func Why(a engine.Action, reason string) string {
	if reason == "" {
		return ""
	}
	return Capitalise(Action(a)) + ": " + reason + "."
}

// Matches says matches played and won: "12 matches played, 7 won (58%)".
func Matches(played, won int) string {
	s := "1 match played"
	if played != 1 {
		s = fmt.Sprintf("%d matches played", played)
	}
	if played == 0 {
		return "No match played yet"
	}
	return fmt.Sprintf("%s, %d won (%.0f%%)", s, won, 100*float64(won)/float64(played))
}

// Games says games won and lost within matches, with skunks and lurches
// where there were any: "Games: 9 won, 4 lost · skunks: 2 given, 1 taken".
func Games(won, lost, skunks, skunked, lurches, lurched int) string {
	s := fmt.Sprintf("Games: %d won, %d lost", won, lost)
	if skunks+skunked > 0 {
		s += fmt.Sprintf(" · skunks: %d given, %d taken", skunks, skunked)
	}
	if lurches+lurched > 0 {
		s += fmt.Sprintf(" · lurches: %d given, %d taken", lurches, lurched)
	}
	return s
}

// Streaks says the winning streaks: "Winning streak: 2 now, 5 the longest".
func Streaks(now, longest int) string {
	return fmt.Sprintf("Winning streak: %d now, %d the longest", now, longest)
}

// Shows says the hand's shows: "Your show: 6.2 on average, 20 the best".
func Shows(shows int, avg float64, best int) string {
	if shows == 0 {
		return "Your show: none yet"
	}
	return fmt.Sprintf("Your show: %.1f on average, %d the best", avg, best)
}

// PerDeal says the points a deal: "A deal: 7.5 points in the show, 3.1 in
// the count".
func PerDeal(show, count float64) string {
	return fmt.Sprintf("A deal: %.1f points in the show (hand and crib), %.1f in the count", show, count)
}

// ExpertShare says how often a choice was the expert's: "Your choice was
// the expert's 31 times in 40 (78%); good play 36 times".
func ExpertShare(agreed, decisions, good int) string {
	if decisions == 0 {
		return "Your choices: none reviewed yet"
	}
	return fmt.Sprintf("Your choice was the expert's %d times in %d (%.0f%%); good play %d times",
		agreed, decisions, 100*float64(agreed)/float64(decisions), good)
}
