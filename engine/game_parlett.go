package engine

// Parlett's Noddy (docs/games/parlett.md): du Coeur's game but for
// the twenty-five, paid by the card, and a jack turned up, paid to the
// elder; two players, or four in partnerships with one count that the
// first go ends (decision "four-hand go").
func parlettRules(players int, _ []string) (Rules, error) {
	return Rules{
		Name: "parlett", Title: "Noddy — David Parlett's reconstruction",
		Seats: players, Partners: players == 4, Deal: 3, Target: 31, GamesToWin: 1,
		Order: []Step{StepStarter, StepShows, StepPlay},
		Play:  PlayRules{GoEndsCount: true},
		Score: parlett{},
	}, nil
}

type parlett struct{}

func (parlett) Arithmetic() Arithmetic { return Arithmetic{Family: FamilyNoddy, TwentyFive: PerCard} }

func (parlett) Show(hand []Card, starter Card, crib bool) []Combo {
	return ParlettShow(hand, starter, crib)
}
func (parlett) Lay(pile []Card, card, starter Card) []Combo { return ParlettLay(pile, card, starter) }

// TurnUp: a jack turned up pays 2 to the elder (the elder's side), not the
// dealer (noddy-parlett.md, "Jack turned up").
func (parlett) TurnUp(s Card) (Combo, Receiver)        { return jackTurned(s, JackTurned, 2, ToElder) }
func (parlett) GamePoints(int, int, []int) (int, Kind) { return 1, 0 }
func (parlett) Declarable(Combo) bool                  { return false }
