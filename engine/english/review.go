package english

import (
	"fmt"
	"math"
	"strings"

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

// WinPoints is a difference in win chance in percentage points, so that it
// is not read as points of the game, to a tenth: "12.3 percentage points
// of win chance". It is the one rounding of a review's cost (Cost).
func WinPoints(d float64) string {
	p := Cost(d)
	if p == 1 {
		return "1.0 percentage point of win chance"
	}
	return fmt.Sprintf("%.1f percentage points of win chance", p)
}

// Cost is a difference in win chance as the review says it: in percentage
// points, rounded once to a tenth. Every place that shows a decision's
// cost (the review at the table, noddy-cli review) shows this figure.
func Cost(d float64) float64 { return math.Round(1000*math.Abs(d)) / 10 }

// ChanceTo is a chance as a percent to decimals places: "41%", "41.2%";
// one that would read 0 or 100 without being so is "under 1%", "over
// 99.9%" (at a hopeless score every choice of the hint read "0% to win").
func ChanceTo(p float64, decimals int) string {
	pc := func(v float64) string { return fmt.Sprintf("%.*f%%", decimals, v) }
	s, step := pc(100*p), math.Pow(10, -float64(decimals))
	switch {
	case p > 0 && s == pc(0):
		return "under " + pc(step)
	case p < 1 && s == pc(100):
		return "over " + pc(100-step)
	}
	return s
}

// ChanceDecimals is how many decimals (0 or 1) a list of chances needs so
// that any two of them a tenth of a percentage point or more apart read
// differently: early in a long game a point of the show moves the chance
// of winning by less than one percent, and whole percents would show
// fifteen discards alike.
func ChanceDecimals(chances []float64) int {
	for d := 0; d < 1; d++ {
		ok := true
		for i := range chances {
			for j := range i {
				if math.Abs(chances[i]-chances[j]) >= 0.001 && ChanceTo(chances[i], d) == ChanceTo(chances[j], d) {
					ok = false
				}
			}
		}
		if ok {
			return d
		}
	}
	return 1
}

// Expected is a discard's expected points: the kept hand's show and the
// crib's, added when the crib is yours and taken away when it is theirs:
// "hand 5.7 + crib 5.2 = 10.9", "hand 5.7 − crib 4.1 = 1.6".
// The parts are rounded before they are added, so the sum is the sum of
// the figures shown ("hand 8.3 + crib 7.0 = 15.3", never 15.4).
func Expected(hand, crib float64, ownCrib bool) string {
	hand, crib = math.Round(hand*10)/10, math.Round(crib*10)/10
	if ownCrib {
		return fmt.Sprintf("hand %.1f + crib %.1f = %.1f", hand, crib, hand+crib)
	}
	return fmt.Sprintf("hand %.1f − crib %.1f = %.1f", hand, crib, hand-crib)
}

// Choice is one choice with its chance: "the eight of hearts (41.2% to
// win)".
func Choice(a engine.Action, win float64) string {
	return Action(a) + " (" + ChanceTo(win, 1) + " to win)"
}

// DecisionLine is a decision in one line: "You chose the eight of hearts
// (41.2% to win); the expert's best: the king of diamonds (53.5% to win).
// It cost 12.3 percentage points of win chance." The cost is the loss
// rounded once (Cost); the choice's percent is its own, to a tenth, and
// the best's that plus the cost, so that the line's three numbers agree.
func DecisionLine(chose engine.Action, chance float64, best engine.Action, bestChance float64, isBest, good bool, loss float64) string {
	if isBest {
		return "You chose " + Choice(chose, chance) + ": the expert's choice too."
	}
	c, b := DecisionPercents(chance, loss)
	s := fmt.Sprintf("You chose %s (%.1f%% to win); the expert's best: %s (%.1f%% to win). ", Action(chose), c, Action(best), b)
	if good {
		return s + "Good play: within half a percentage point of win chance."
	}
	return s + "It cost " + WinPoints(loss) + "."
}

// DecisionPercents is the chosen choice's chance and the best one's as a
// review shows them, in percent to a tenth: the chosen's rounded as
// Choice rounds it, the best's that plus the cost (Cost), so that the
// difference read is the cost said.
func DecisionPercents(chance, loss float64) (chosen, best float64) {
	chosen = math.Round(1000*chance) / 10
	return chosen, math.Round(10*(chosen+Cost(loss))) / 10
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

// Shows says the hand's shows, over the hands shown (a match can end
// before a deal's show): "Your hand in the show: 6.2 on average over 40
// shown, 20 the best".
func Shows(shows int, avg float64, best int) string {
	if shows == 0 {
		return "Your hand in the show: none shown yet"
	}
	return fmt.Sprintf("Your hand in the show: %.1f on average over %d shown, %d the best", avg, shows, best)
}

// PerDeal says the points a deal, over every deal dealt: "Over 42 deals:
// 7.5 points a deal in the show (hand and crib), 3.1 in the count";
// without a crib, "in the show".
func PerDeal(deals int, show, count float64, crib bool) string {
	in := "in the show"
	if crib {
		in += " (hand and crib)"
	}
	return fmt.Sprintf("Over %d %s: %.1f points a deal %s, %.1f in the count", deals, yesNo(deals == 1, "deal", "deals"), show, in, count)
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

// MatchResult says how a match ended for you: "You won 121 to 98 in 9
// deals.", "You lost 25 to 31 in 4 deals.", "The match was not finished:
// 40 to 52 after 3 deals."
func MatchResult(won, over bool, mine, best, deals int) string {
	d := "1 deal"
	if deals != 1 {
		d = fmt.Sprintf("%d deals", deals)
	}
	switch {
	case !over:
		return fmt.Sprintf("The match was not finished: %d to %d after %s.", mine, best, d)
	case won:
		return fmt.Sprintf("You won %d to %d in %s.", mine, best, d)
	}
	return fmt.Sprintf("You lost %d to %d in %s.", mine, best, d)
}

// Reviewing is the review's progress: "The expert is looking at the
// match: 12 of 40 moves."
func Reviewing(k, n int) string {
	return fmt.Sprintf("The expert is looking at the match: %d of %d moves.", k, n)
}

// StillReviewing is the answer to a step the review has not reached.
func StillReviewing() string { return "The expert is still looking at that part of the match." }

// ReviewFailed is a review that could not replay its match.
func ReviewFailed(why string) string { return "This match cannot be replayed: " + why + "." }

// GoodPlays says how many decisions were good play: "You made 14
// decisions with a choice; 11 were good play."
func GoodPlays(n, good int) string {
	if n == 0 {
		return "You had no decision with a choice to make."
	}
	d := "1 decision"
	if n != 1 {
		d = fmt.Sprintf("%d decisions", n)
	}
	return fmt.Sprintf("You made %s with a choice; %d %s good play (within half a percentage point of win chance of the expert's best).", d, good, yesNo(good == 1, "was", "were"))
}

// AllGood is the summary when no decision cost anything.
func AllGood(n int) string {
	if n == 0 {
		return "Nothing to review."
	}
	return "Every decision was good play: none cost you more than half a percentage point of win chance."
}

// CostliestHead heads the costliest decisions: "Your three costliest
// decisions:".
func CostliestHead(n int) string {
	if n == 1 {
		return "Your costliest decision:"
	}
	return "Your " + numberWords[min(n, len(numberWords)-1)] + " costliest decisions:"
}

// DealOf is "Deal 3:".
func DealOf(deal int) string { return fmt.Sprintf("Deal %d:", deal) }

// CodeLine introduces the match's code (CodeGroups, on a line of its own).
func CodeLine() string {
	return "This match's code (anyone can open its review with it):"
}

// CodeGroups is a code as a person reads it out, in groups of four: a code
// is read with or without the spaces.
func CodeGroups(code string) string {
	var b []byte
	for i := 0; i < len(code); i++ {
		if i > 0 && i%4 == 0 {
			b = append(b, ' ')
		}
		b = append(b, code[i])
	}
	return string(b)
}

// StopHead is the replay's heading at a decision: "Decision 3 of 14 ·
// deal 2" ("of 14 so far" while the review is being worked out).
func StopHead(i, n int, done bool, deal int) string {
	of := fmt.Sprint(n)
	if !done {
		of += " so far"
	}
	return fmt.Sprintf("Decision %d of %s · deal %d", i, of, deal)
}

// StopHeadOnTheWay is the replay's heading while the table plays the
// moves up to a decision: "On to decision 3 of 14 · deal 2".
func StopHeadOnTheWay(i, n int, done bool, deal int) string {
	return "On to d" + strings.TrimPrefix(StopHead(i, n, done, deal), "D")
}

// EndHead is the replay's heading at the end.
func EndHead() string { return "The end of the match" }

// EndHeadOnTheWay is EndHead while the table plays the last moves.
func EndHeadOnTheWay() string { return "On to the end of the match" }

// OnTheWay is the replay's panel while the table plays the moves up to
// the next stop.
func OnTheWay() string {
	return "The table plays the moves up to it. Next goes straight there."
}

// BadCode says why a match code cannot be read: "That match code cannot
// be read: the code's check symbol does not match: a character is
// mistyped. Check it letter by letter."
func BadCode(why string) string {
	return "That match code cannot be read: " + why + ". Check it letter by letter."
}

// RecordAside says the record on file could not be read and where it was
// kept.
func RecordAside(why, aside string) string {
	s := "Your record could not be read (" + why + ")"
	if aside != "" {
		return s + ": it is kept aside as " + aside + ", and a new record has begun."
	}
	return s + ": a new record has begun."
}

// RecordNotSaved says the record could not be written.
func RecordNotSaved(why string) string { return "Your record could not be saved: " + why + "." }

// ResetAsk asks before the record is reset.
func ResetAsk() string {
	return "Reset your record? Every game's results start again from nothing (the old record is kept aside, not deleted)."
}

// RecordReset says the record was reset, and where the old one is.
func RecordReset(aside string) string {
	if aside == "" {
		return "Your record starts again."
	}
	return "Your record starts again; the old one is kept as " + aside + "."
}

// ChartCaption is the record's chart's caption (its key gives the
// colours of won and lost, its scale the points).
func ChartCaption(n int) string {
	switch n {
	case 0:
		return "Your last matches will show here: up for a win, down for a loss, by the points between the scores"
	case 1:
		return "Your last match: up for a win, down for a loss, by the points between the scores"
	}
	return fmt.Sprintf("Your last %d matches, every game: up for a win, down for a loss, by the points between the scores", n)
}

// ChartCaptionMid is the chart's caption where the long one has no room
// but the game and the points have.
func ChartCaptionMid(n int) string {
	if n < 2 {
		return ChartCaptionShort(n)
	}
	return fmt.Sprintf("Your last %d matches, every game, by the points between the scores", n)
}

// ChartCaptionShort is the chart's caption where the long one has no room.
func ChartCaptionShort(n int) string {
	switch n {
	case 0:
		return "Your last matches will show here"
	case 1:
		return "Your last match, by points"
	}
	return fmt.Sprintf("Last %d matches, by points", n)
}

// MarksLegend says what the replay's marks mean; same: the person chose as
// the expert did (the one card both raised and glowing).
func MarksLegend(same bool) string {
	if same {
		return "On the table: your choice, raised, glows: it was the expert's too."
	}
	return "On the table: your choice raised, the expert's glowing."
}

// EndCode is the end box's line with the match's code, in groups of four
// (CodeGroups): it wraps as words do, where one word as wide as the box
// had set every line of a cribbage match's end box in 12 px.
func EndCode(code string) string { return EndCodeLead + CodeGroups(code) + " (Review to copy it)" }

// EndCodeLead begins the end box's line with the match's code.
const EndCodeLead = "Match code "
