package baseline

import (
	"noddy/engine"

	"fmt"
	"math/rand/v2"
	"sort"
)

// Player is a computer player: it chooses a card from a seat's view alone.
// Choose is called only when v.Legal is not empty and must return one of
// v.Legal. A player may keep state (a random source, a belief), so use one
// value per seat.
type Player interface {
	Choose(v engine.View) engine.Card
}

// PlayerNames lists the computer players NewPlayer knows, weakest first.
func PlayerNames() []string {
	return []string{"random", "greedy", "easy", "medium", "expert-points", "expert-minimax", "expert-noclasses", "expert-nomodel", "expert"}
}

// Levels lists the computer's difficulty levels offered at the table,
// easiest first; each is also a name NewPlayer accepts.
// easy is greedy, medium a shallow search, expert the full search (see
// expert.go). NewPlayer also knows, for measurement, "expert-points" (the
// expert's search valuing points instead of the match),
// "expert-minimax" (the expert without its model of the other seat,
// expecting a perfect opponent, Greed 0), "expert-nomodel" (without the
// model, Greed 0.5: the expert before it learnt the other seat's habits)
// and "expert-noclasses" (expert-nomodel as it was before world classes:
// every world drawn solved, at most 400).
func Levels() []string { return []string{"easy", "medium", "expert"} }

// UnknownPlayerError is NewPlayer's error for a name it does not know.
type UnknownPlayerError struct{ Name string }

func (e *UnknownPlayerError) Error() string {
	return fmt.Sprintf("unknown player %q (known: %v)", e.Name, PlayerNames())
}

// NewPlayer returns the named computer player; seed drives any randomness
// it uses, so a match between players is a function of its seeds.
func NewPlayer(name string, seed uint64) (Player, error) {
	switch name {
	case "random":
		return &Random{rng: rand.New(rand.NewPCG(seed, 0x5eed))}, nil
	case "greedy", "easy":
		return Greedy{}, nil
	case "medium":
		return NewExpert(MediumConfig(), seed), nil
	case "expert":
		return NewExpert(ExpertConfig(), seed), nil
	case "expert-minimax":
		cfg := ExpertConfig()
		cfg.Greed, cfg.Learn = 0, false
		return NewExpert(cfg, seed), nil
	case "expert-noclasses":
		cfg := ExpertConfig()
		cfg.NoClasses, cfg.Worlds, cfg.Learn = true, 400, false
		return NewExpert(cfg, seed), nil
	case "expert-nomodel":
		cfg := ExpertConfig()
		cfg.Learn = false
		return NewExpert(cfg, seed), nil
	case "expert-points":
		cfg := ExpertConfig()
		cfg.Value = PointsDiff
		return NewExpert(cfg, seed), nil
	}
	return nil, &UnknownPlayerError{Name: name}
}

// Greedy lays the legal card that scores most at once (ties go to the lowest
// card, by rank with Ace low, then suit); when nothing scores, that rule
// gives its lowest legal card.
type Greedy struct{}

// Choose implements Player.
func (Greedy) Choose(v engine.View) engine.Card {
	legal := append([]engine.Card(nil), v.Legal...)
	sort.Slice(legal, func(i, j int) bool { return legal[i].Less(legal[j]) })
	best, bestPts := engine.NoCard, -1
	for _, c := range legal {
		if p := engine.LayPoints(v.Pile, c, v.Starter); p > bestPts {
			best, bestPts = c, p
		}
	}
	return best
}

// Random lays a uniformly chosen legal card; it is for tests and as the
// floor that every other player must beat.
type Random struct{ rng *rand.Rand }

// Choose implements Player.
func (r *Random) Choose(v engine.View) engine.Card {
	if len(v.Legal) == 0 {
		return engine.NoCard
	}
	return v.Legal[r.rng.IntN(len(v.Legal))]
}

// PlayOut lets players (indexed by seat) lay every card until the match is
// over, and returns the first refused choice as an error (the match is then
// left as it was before that choice).
func PlayOut(m *engine.Match, players [2]Player) error {
	for m.Phase() == engine.PhaseCount {
		seat := m.Turn()
		card := players[seat].Choose(m.View(seat))
		if _, err := m.Apply(engine.Action{Seat: seat, Card: card}); err != nil {
			return err
		}
	}
	return nil
}
