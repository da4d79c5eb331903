package engine

// MacGregor's Noddy (docs/games/macgregor.md): du Coeur's scoring
// with every option off, and the booklet's options: no twenty-fives (1),
// declarations open to a call of "False" (2, claims) or checked at the end
// (2b, claims-at-end), a game to 61 (3a, to-61) or the best of three games
// of 31 (3b, best-of-three). Options 2 and 2b, and 3a and 3b, are
// alternatives.
func macGregorRules(_ int, options []string) (Rules, error) {
	if err := exclusive(options, "claims", "claims-at-end"); err != nil {
		return Rules{}, err
	}
	if err := exclusive(options, "to-61", "best-of-three"); err != nil {
		return Rules{}, err
	}
	r := Rules{
		Name: "macgregor", Title: "Noddy — the MacGregor Historic Games booklet",
		Seats: 2, Deal: 3, Target: 31, GamesToWin: 1,
		Order: []Step{StepStarter, StepShows, StepPlay},
		Play:  PlayRules{GoEndsCount: true},
	}
	has := func(o string) bool { return contains(options, o) }
	r.Score = macGregor{noTwentyFives: has("no-twenty-fives")}
	switch {
	case has("claims"):
		r.Claims = ClaimCalls
	case has("claims-at-end"):
		r.Claims = ClaimChecked
	}
	switch {
	case has("to-61"):
		r.Target = 61 // no lurch: decision "option 3"
	case has("best-of-three"):
		r.GamesToWin = 2
	}
	return r, nil
}

type macGregor struct{ noTwentyFives bool }

func (g macGregor) Arithmetic() Arithmetic {
	if g.noTwentyFives {
		return Arithmetic{Family: FamilyNoddy}
	}
	return Arithmetic{Family: FamilyNoddy, TwentyFive: 2}
}

func (g macGregor) Show(hand []Card, starter Card, crib bool) []Combo {
	show, _ := MacGregorScorers(g.noTwentyFives)
	return show(hand, starter, crib)
}

func (g macGregor) Lay(pile []Card, card, starter Card) []Combo {
	_, lay := MacGregorScorers(g.noTwentyFives)
	return lay(pile, card, starter)
}

func (macGregor) TurnUp(s Card) (Combo, Receiver)        { return jackTurned(s, JackTurned, 2, ToDealer) }
func (macGregor) GamePoints(int, int, []int) (int, Kind) { return 1, 0 }

// Declarable: the show table's lines at their values (noddy-macgregor.md,
// "The show"), twenty-five only where it scores.
func (g macGregor) Declarable(c Combo) bool {
	switch c.Kind {
	case Fifteen, Pair:
		return c.Points == 2
	case TwentyFive:
		return c.Points == 2 && !g.noTwentyFives
	case PairRoyal:
		return c.Points == 6
	case DoublePairRoyal:
		return c.Points == 12
	case Run:
		return c.Points == 2 || c.Points == 4
	case Flush:
		return c.Points == 3 || c.Points == 4
	case KnaveNoddy:
		return c.Points == 1
	}
	return false
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
