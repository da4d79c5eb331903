package engine

// Costly Colours (docs/games/costly-colours.md, Cotton 1674): three cards
// each and a turn-up; a two or a knave turned pays the dealer 4; the
// elder may offer to mog; one count in which, after a go, the other keeps
// laying while able; the shows after the play; 61 up.
func costlyRules(int, []string) (Rules, error) {
	return Rules{
		Name: "costly-colours", Title: "Costly Colours — Charles Cotton, 1674",
		Seats: 2, Deal: 3, Target: 61, GamesToWin: 1,
		Order: []Step{StepStarter, StepMog, StepPlay, StepShows},
		Score: costly{},
		Terms: Terms{Starter: "turn-up"},
	}, nil
}

type costly struct{}

func (costly) Arithmetic() Arithmetic { return Arithmetic{Family: FamilyCostly} }

func (costly) Show(hand []Card, starter Card, crib bool) []Combo {
	return CostlyColoursShow(hand, starter, crib)
}
func (costly) Lay(pile []Card, card, starter Card) []Combo {
	return CostlyColoursLay(pile, card, starter)
}

// TurnUp: a two or a knave turned up, the dealer 4 ("Turned two or knave").
func (costly) TurnUp(s Card) (Combo, Receiver) {
	switch s.Rank() {
	case Jack:
		return Combo{Kind: KnaveTurned, Cards: []Card{s}, Points: 4}, ToDealer
	case 2:
		return Combo{Kind: DeuceTurned, Cards: []Card{s}, Points: 4}, ToDealer
	}
	return Combo{}, Nobody
}

func (costly) GamePoints(int, int, []int) (int, Kind) { return 1, 0 }
func (costly) Declarable(Combo) bool                  { return false }
