package english

import (
	"testing"

	"noddy/engine"
)

// The family's events through a Log that follows the match: cribbage's
// pone and his heels, discards, series, muggins; Costly Colours' turn-up
// and mog; MacGregor's declarations; partnerships and game points.
func TestLogFamily(t *testing.T) {
	c := engine.MustParseCards
	crib, _ := engine.Lookup("cribbage", 2, "muggins")
	costly, _ := engine.Lookup("costly-colours", 2)
	mac, _ := engine.Lookup("macgregor", 2, "claims")
	four, _ := engine.Lookup("cribbage-four", 4)
	early, _ := engine.Lookup("early-cribbage", 2)
	names := []string{"you", "the computer"}
	cases := []struct {
		rules engine.Rules
		names []string
		e     engine.Event
		want  string
	}{
		{crib, names, engine.Dealt{Deal: 1, Dealer: 1, Hands: make([][]engine.Card, 2)}, "Deal 1: the computer deals; you are pone."},
		{crib, names, engine.Discarded{Seat: 0, Cards: c("5D 5S")}, "You lay out the five of diamonds and the five of spades to the computer's crib."},
		{crib, names, engine.Discarded{Seat: 1, Cards: []engine.Card{engine.NoCard, engine.NoCard}}, "The computer lays out two cards to the crib."},
		{crib, names, engine.StarterTurned{Card: c("JH")[0]}, "The starter is the jack of hearts."},
		{crib, names, engine.Scored{Seat: 1, Combo: engine.Combo{Kind: engine.HisHeels, Points: 2}, Points: 2}, "The computer: his heels, two for the dealer."},
		{crib, names, engine.ThirtyOneMade{Seat: 0}, ""}, // the lay's line said it
		{crib, names, engine.SeriesEnded{Series: 1, Count: 31, Leader: 1}, "The count goes back to 0; the computer leads the next series."},
		{crib, names, engine.SeriesEnded{Series: 2, Count: 29, Leader: -1}, "Every card is laid: the play is over."},
		{crib, names, engine.Shown{Seat: 0, Claimed: true, FaceUp: true, Combos: []engine.Combo{{Kind: engine.Fifteen, Points: 2}}, Points: 2}, "You claim: fifteen two."},
		{crib, names, engine.CallMade{Seat: 1, Of: 0, Call: true}, "The computer calls muggins!"},
		{crib, names, engine.MugginsCalled{Seat: 1, Of: 0, Combos: []engine.Combo{{Kind: engine.Pair, Points: 2}}, Points: 2}, "The computer takes what you missed: a pair is two."},
		{crib, names, engine.Shown{Seat: 1, Crib: true, Combos: []engine.Combo{{Kind: engine.Fifteen, Points: 2}}, Points: 2}, "The computer's crib: fifteen two."},
		{crib, names, engine.Won{Seat: 1, Side: 1, Scores: []int{88, 121}, GamePoints: 2, Result: engine.Skunk}, "The computer wins the match, 121–88 (a skunk: the loser under 91)."},
		{costly, names, engine.Dealt{Deal: 1, Dealer: 1, Hands: make([][]engine.Card, 2)}, "Deal 1: the computer deals; you are elder."},
		{costly, names, engine.StarterTurned{Card: c("2D")[0]}, "The turn-up is the two of diamonds."},
		{costly, names, engine.Scored{Seat: 1, Combo: engine.Combo{Kind: engine.DeuceTurned, Points: 4}, Points: 4}, "The computer: a deuce turned up, four for the dealer."},
		{costly, names, engine.MogOffered{Seat: 0, Offer: true}, "You offer to mog: to change a card with the dealer."},
		{costly, names, engine.MogReplied{Seat: 1, Accept: false}, "The computer refuses the mog."},
		{costly, names, engine.Scored{Seat: 0, Combo: engine.Combo{Kind: engine.Mog, Points: 1}, Points: 1}, "You: one for the mog refused."},
		{costly, names, engine.MogOffered{Seat: 0, Offer: false}, "You do not offer to mog."},
		{costly, names, engine.Scored{Seat: 1, Combo: engine.Combo{Kind: engine.Mog, Points: 1}, Points: 1}, "The computer: one for the mog not offered."},
		{costly, names, engine.Mogged{Cards: c("4H 7C")}, "The cards change hands: you give the four of hearts and get the seven of clubs."},
		{mac, names, engine.Shown{Seat: 1, Declared: true, Combos: []engine.Combo{{Kind: engine.Fifteen, Points: 2}, {Kind: engine.Pair, Points: 2}}, Points: 4}, "The computer declares: fifteen two, a pair is four."},
		{mac, names, engine.CallMade{Seat: 0, Of: 1, Call: true}, "You call \"False!\" on the computer's declaration."},
		{mac, names, engine.Settled{Seat: 1, Caller: 0, Declared: 4, True: 2, Points: 2, Scores: []int{9, 5}}, "The computer's declaration checked: 4 declared, 2 there: the computer goes down 2 and you up 2. Score: you 9, the computer 5."},
		{mac, names, engine.Settled{Seat: 1, Caller: 0, Declared: 4, True: 4, WrongCall: 2, Scores: []int{7, 9}}, "The computer's declaration checked: 4 declared, 4 there: a wrong call, two for the computer. Score: you 7, the computer 9."},
		{mac, names, engine.GameWon{Seat: 0, Side: 0, Scores: []int{31, 22}, GamePoints: 1, Games: []int{1, 0}}, "You win the game, 31–22. Games: you 1, the computer 0."},
		{early, names, engine.Shown{Seat: 1, Crib: true}, "The computer's crib: nothing — bilked."},
		{early, names, engine.Shown{Seat: 0}, "You show: nothing — bilked."},
		{four, []string{"you", "West", "North", "East"}, engine.Won{Seat: 2, Side: 0, Scores: []int{121, 99}, GamePoints: 1}, "You and North win the match, 121–99."},
		{four, []string{"you", "West", "North", "East"}, engine.HandEnded{Deal: 2, Hands: [][]engine.Card{c("5C"), c("6C"), c("7C"), c("8C")}, Crib: c("AC 2C 3C 4C"), Scores: []int{30, 41}},
			"Hand 2 over: you held 5C, West held 6C, North held 7C, East held 8C; the crib held AC 2C 3C 4C. Score: you and North 30, West and East 41."},
	}
	logs := map[string]*Log{}
	for i, tc := range cases {
		l := logs[tc.rules.Name]
		if l == nil {
			l = &Log{Rules: tc.rules, Names: tc.names, You: 0}
			logs[tc.rules.Name] = l
		}
		if got := l.Line(tc.e); got != tc.want {
			t.Errorf("%d %s %T:\n got %q\nwant %q", i, tc.rules.Name, tc.e, got, tc.want)
		}
	}
}
