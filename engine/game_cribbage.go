package engine

import "strconv"

// Cribbage (docs/games/cribbage.md): one rule set with parameters —
// seats, cards dealt, cards each lays out, cards from the pack to the crib,
// the game's length and whether series repeat. His heels pays the dealer 2;
// five-card cribbage gives the first pone three for last and plays one
// series; skunks by default (31 and 61 behind), or a lurch (option lurch:
// not past half), or neither (no-skunks); three-hand has none. Muggins is
// an option of every variant.
var cribbageOptions = []string{"muggins", "lurch", "no-skunks"}

func cribbageVariant(seats, deal, toCrib, fromPack, target int, series bool) func(int, []string) (Rules, error) {
	return func(_ int, options []string) (Rules, error) {
		if err := exclusive(options, "lurch", "no-skunks"); err != nil {
			return Rules{}, err
		}
		r := Rules{
			Name: cribbageName(seats, deal), Seats: seats, Partners: seats == 4,
			Deal: deal, ToCrib: toCrib, CribFromPack: fromPack, Target: target, GamesToWin: 1,
			Order: []Step{StepDiscard, StepStarter, StepPlay, StepShows, StepCrib},
			Play:  PlayRules{Series: series},
			Terms: Terms{Elder: "pone"},
		}
		if contains(options, "to-121") {
			r.Target = 121 // three-hand's longer game
		}
		g := cribbage{games: skunks}
		switch {
		case seats == 3 || contains(options, "no-skunks"):
			g.games = plainGames
		case contains(options, "lurch"):
			g.games = lurches
		}
		r.Score = g
		if contains(options, "muggins") {
			r.Claims = ClaimMuggins
		}
		if deal == 5 && seats == 2 {
			r.GameStart, r.GameStartTo = Combo{Kind: ThreeForLast, Points: 3}, ToElder
		}
		r.Title = cribbageTitle(r)
		return r, nil
	}
}

func cribbageName(seats, deal int) string {
	switch {
	case seats == 3:
		return "cribbage-three"
	case seats == 4:
		return "cribbage-four"
	case deal == 5:
		return "cribbage-five"
	case deal == 7:
		return "cribbage-seven"
	}
	return "cribbage"
}

func cribbageTitle(r Rules) string {
	switch r.Seats {
	case 3:
		return "Cribbage for three, to " + strconv.Itoa(r.Target)
	case 4:
		return "Cribbage for four in partnerships, to " + strconv.Itoa(r.Target)
	}
	return "Cribbage, " + strconv.Itoa(r.Deal) + "-card, to " + strconv.Itoa(r.Target)
}

// gameRule is how a won game is counted.
type gameRule uint8

const (
	skunks     gameRule = iota // 31 behind a skunk (2), 61 a double skunk (3)
	lurches                    // not past half the game: a lurch (2)
	plainGames                 // every game 1
)

type cribbage struct {
	games gameRule
}

func (cribbage) Arithmetic() Arithmetic { return Arithmetic{Family: FamilyCribbage} }

func (cribbage) Show(hand []Card, starter Card, crib bool) []Combo {
	return CribbageShow(hand, starter, crib)
}
func (cribbage) Lay(pile []Card, card, starter Card) []Combo { return CribbageLay(pile, card, starter) }

// TurnUp: his heels, a jack turned, the dealer 2 (ACC 6.3).
func (cribbage) TurnUp(s Card) (Combo, Receiver) { return jackTurned(s, HisHeels, 2, ToDealer) }

// GamePoints measures the loser against the game total, whatever the
// winner passed it by (cribbage.md, "Winning and the match"); with two
// sides the loser is the one other side.
func (g cribbage) GamePoints(target, _ int, losers []int) (int, Kind) {
	if len(losers) != 1 {
		return 1, 0
	}
	l := losers[0]
	switch g.games {
	case skunks:
		switch {
		case l <= target-61:
			return 3, DoubleSkunk
		case l <= target-31:
			return 2, Skunk
		}
	case lurches:
		if l <= target/2 {
			return 2, Lurch
		}
	}
	return 1, 0
}

func (cribbage) Declarable(Combo) bool { return false }
