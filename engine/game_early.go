package engine

// Early cribbage (docs/games/early-cribbage.md): five cards each, two of
// them laid out to the dealer's crib; the first elder of a game starts with
// three; the hands counted before one count that a go ends, the crib
// after it; 61 up, a lurch when the loser has 44 or fewer.
func earlyRules(int, []string) (Rules, error) {
	return Rules{
		Name: "early-cribbage", Title: "Early cribbage — du Coeur and Cotton, 61 up",
		Seats: 2, Deal: 5, ToCrib: 2, Target: 61, GamesToWin: 1,
		Order:       []Step{StepDiscard, StepStarter, StepShows, StepPlay, StepCrib},
		Play:        PlayRules{GoEndsCount: true},
		Score:       early{},
		Terms:       Terms{Nothing: "bilked"},
		GameStart:   Combo{Kind: ThreeToStart, Points: 3},
		GameStartTo: ToElder,
	}, nil
}

type early struct{}

func (early) Arithmetic() Arithmetic { return Arithmetic{Family: FamilyEarly} }

func (early) Show(hand []Card, starter Card, crib bool) []Combo {
	return EarlyCribbageShow(hand, starter, crib)
}
func (early) Lay(pile []Card, card, starter Card) []Combo {
	return EarlyCribbageLay(pile, card, starter)
}

// TurnUp: Knave Noddy turned up is two to the dealer (Cotton).
func (early) TurnUp(s Card) (Combo, Receiver) { return jackTurned(s, JackTurned, 2, ToDealer) }

// GamePoints: a lurch, 2, when the loser has not reached 45 (Cotton's
// line for his game of 61; a game made longer or shorter by hand keeps it).
func (early) GamePoints(_, _ int, losers []int) (int, Kind) {
	if len(losers) > 0 && losers[0] <= 44 {
		return 2, Lurch
	}
	return 1, 0
}

func (early) Declarable(Combo) bool { return false }
