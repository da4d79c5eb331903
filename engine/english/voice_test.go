package english

import (
	"strings"
	"testing"

	"noddy/engine"
)

// The table's announcements in du Coeur's Noddy are word for word what the
// table always said, and the family's are said from the rules: a jack
// turned up to the elder (Parlett), the pone, a go that does not end the
// count, partnerships, skunks.
func TestVoice(t *testing.T) {
	noddy := Voice{Rules: engine.Noddy(), Short: []string{"You", "Computer"}, Mid: []string{"you", "the computer"}, You: 0}
	parlett4, _ := engine.Lookup("parlett", 4)
	four, _ := engine.Lookup("cribbage-four", 4)
	crib, _ := engine.Lookup("cribbage", 2)
	west := []string{"You", "West", "North", "East"}
	westMid := []string{"you", "West", "North", "East"}
	p4 := Voice{Rules: parlett4, Short: west, Mid: westMid, You: 0}
	c4 := Voice{Rules: four, Short: west, Mid: westMid, You: 0}
	c2 := Voice{Rules: crib, Short: noddy.Short, Mid: noddy.Mid, You: 0}
	demo := Voice{Rules: engine.Noddy(), Short: []string{"South", "North"}, Mid: []string{"South", "North"}, You: -1}
	c := engine.MustParseCards
	for _, tc := range []struct{ got, want string }{
		{noddy.CutBanner(engine.Cut{Cards: c("7D JH"), Dealer: 0}), "You cut lower: you deal"},
		{noddy.CutBanner(engine.Cut{Cards: c("AH AD"), Dealer: -1}), "Equal ranks: cut again"},
		{p4.CutBanner(engine.Cut{Cards: c("3H 9C 3D KS"), Dealer: -1}), "You and North cut again"},
		{noddy.DealLine(engine.Dealt{Deal: 1, Dealer: 0}), "Deal 1 · you deal · the computer is elder"},
		{c4.DealLine(engine.Dealt{Deal: 2, Dealer: 3}), "Deal 2 · East deals · you are pone"},
		{noddy.ScoredBanner(engine.Scored{Seat: 0, Combo: engine.Combo{Kind: engine.JackTurned}, Points: 2}, 0), "Jack turned up: two for the dealer"},
		{p4.ScoredBanner(engine.Scored{Seat: 2, Combo: engine.Combo{Kind: engine.JackTurned}, Points: 2}, 1), "Jack turned up: two for the elder"},
		{c2.ScoredBanner(engine.Scored{Seat: 1, Combo: engine.Combo{Kind: engine.HisHeels}, Points: 2}, 1), "His heels: two for the dealer"},
		{noddy.ScoredBanner(engine.Scored{Seat: 1, Combo: engine.Combo{Kind: engine.LastCard}, Points: 1}, 0), "Last card: one for the computer"},
		{noddy.GoBanner(engine.Go{Seat: 1, Count: 27}), "Computer cannot lay: go"},
		{noddy.GoLine(engine.Go{Seat: 1, Count: 27}), "You take one for last card; the count ends at once (Noddy has one count)."},
		{p4.GoLine(engine.Go{Seat: 2, Count: 27}), "West takes one for last card; the count ends at once (Noddy has one count)."},
		{c2.GoLine(engine.Go{Seat: 1, Count: 27}), "You lay on if you can; the last to lay takes one for last card."},
		{c4.GoLine(engine.Go{Seat: 1, Count: 27}), "The others lay on if they can; the last to lay takes one for last card."},
		{c4.SeriesBanner(engine.SeriesEnded{Series: 1, Count: 31, Leader: 2}), "The count goes back to 0: North leads"},
		{noddy.ComboBanner(1, false, "fifteen two"), "Computer: fifteen two"},
		{c2.ComboBanner(0, true, "a pair is two"), "Your crib: a pair is two"},
		{c4.HandOverBanner(engine.HandEnded{Deal: 3, Scores: []int{30, 41}}), "Hand 3 over: you and North 30, West and East 41"},
		{c4.WonBanner(engine.Won{Side: 0}), "You and North win the match"},
		{c4.WinTitle(1), "West and East win the match"},
		{noddy.WinTitle(0), "You win the match!"},
		{noddy.WinTitle(1), "The computer wins the match"},
		{demo.WinTitle(0), "South wins the match"},
		// One game wins the match: nothing adds game points up, and a
		// play-tester could not tell what "2 game points" meant; where
		// games are won towards a match, they are said.
		{Worth(2, engine.Skunk, 91, 1), "a skunk: the loser under 91"},
		{Worth(3, engine.DoubleSkunk, 61, 1), "a double skunk: the loser under 61"},
		{Worth(2, engine.Lurch, 0, 1), "a lurch"},
		{Worth(2, engine.Skunk, 91, 2), "a skunk: 2 game points, the loser under 91"},
		{Worth(2, engine.Lurch, 0, 2), "a lurch: 2 game points"},
		{c2.FinalLine([]int{80, 122}, 9, "seed 24", Worth(2, engine.Skunk, 91, 1)), "Final score: you 80, the computer 122 (a skunk: the loser under 91; game is 121, and the last points went past it) · 9 deals · seed 24"},
		{c2.FinalLine([]int{81, 121}, 9, "seed 12", Worth(2, engine.Skunk, 91, 1)), "Final score: you 81, the computer 121 (a skunk: the loser under 91) · 9 deals · seed 12"},
		{c2.FinalLine([]int{123, 109}, 11, "seed 3", Worth(1, 0, 0, 1)), "Final score: you 123, the computer 109 (game is 121, and the last points went past it) · 11 deals · seed 3"},
		{noddy.FinalLine([]int{20, 32}, 4, "seed 5", Worth(1, 0, 0, 1)), "Final score: you 20, the computer 32 (game is 31, and the last points went past it) · 4 deals · seed 5"},
		{c2.FinalScores([]int{80, 122}, Worth(2, engine.Skunk, 91, 1), true), "you 80, the computer 122 (a skunk: the loser under 91; game is 121)"},
		{c2.FinalScores([]int{80, 122}, Worth(2, engine.Skunk, 91, 1), false), "you 80, the computer 122 (a skunk: the loser under 91)"},
		{c2.FinalScores([]int{123, 109}, Worth(1, 0, 0, 1), true), "you 123, the computer 109 (game is 121)"},
		{c2.FinalScores([]int{81, 121}, Worth(2, engine.Skunk, 91, 1), true), "you 81, the computer 121 (a skunk: the loser under 91)"},
		{noddy.FinalLine([]int{31, 20}, 5, "seed 7", Worth(1, 0, 0, 1)), "Final score: you 31, the computer 20 · 5 deals · seed 7"},
		{Worth(1, 0, 0, 1), ""},
		{c2.LayWon(1, c("JD")[0], 29, engine.Combo{Kind: engine.Run, Cards: c("9D TS JD"), Points: 3}), "The computer laid the jack of diamonds (count 29): a run of three, 3 points"},
		{c2.LayWon(0, c("QC")[0], 28, engine.Combo{Kind: engine.LastCard, Cards: c("QC"), Points: 1}), "You laid the queen of clubs (count 28): last card, 1 point"},
		{c4.LayWon(3, c("6H")[0], 20, engine.Combo{Kind: engine.Run, Cards: c("2C 4S 5H 3D 6H"), Points: 5}), "East laid the six of hearts (count 20): a run of five, 5 points"},
		{c2.ShowWon(1, false, engine.Combo{Kind: engine.Pair, Cards: c("5D 5S"), Points: 2}), "The computer's hand: a pair, 2 points"},
		{c2.ShowWon(0, true, engine.Combo{Kind: engine.Fifteen, Cards: c("7H 8C"), Points: 2}), "Your crib: fifteen, 2 points"},
		{c4.ShowWon(3, false, engine.Combo{Kind: engine.Run, Cards: c("2C 3S 4H"), Points: 3}), "East's hand: a run of three, 3 points"},
		{c2.CallBanner(engine.CallMade{Seat: 1, Call: true}), "Computer: False!"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q\nwant %q", tc.got, tc.want)
		}
	}
	mug, _ := engine.Lookup("cribbage", 2, "muggins")
	m := Voice{Rules: mug, Short: noddy.Short, Mid: noddy.Mid, You: 0}
	if got := m.CallBanner(engine.CallMade{Seat: 1, Call: true}); got != "Computer: Muggins!" {
		t.Errorf("muggins call %q", got)
	}
	he := engine.HandEnded{Deal: 2, Hands: [][]engine.Card{c("5H JS 5C"), c("2S 2C QD")}, Scores: []int{12, 9}}
	if got, want := noddy.HandEndLine(he), "Hand 2 over. You held the five of hearts, the jack of spades and the five of clubs; the computer held the two of spades, the two of clubs and the queen of diamonds. Score: you 12, the computer 9."; got != want {
		t.Errorf("hand end line\n got %q\nwant %q", got, want)
	}
}

// The waiting table's footer names the title's way back as the title
// reads then (it said "Play a friend", which the button no longer is).
func TestKeepSeatFootNamesTheButton(t *testing.T) {
	for _, touch := range []bool{false, true} {
		if got := KeepSeatFoot(touch)[0]; !strings.Contains(got, "Back to the shared table brings you back") {
			t.Errorf("touch %v: %q", touch, got)
		}
	}
}
