package players

import (
	"fmt"
	"maps"
	"slices"
	"sort"

	"noddy/engine"
)

// Player is a computer player: it chooses a card from a seat's view alone.
// Choose is called only when v.Legal is not empty and must return one of
// v.Legal. A player may keep state (a random source, a belief), so use one
// value per seat.
type Player interface {
	Choose(v engine.View) engine.Card
}

// PlayerNames lists the computer players New knows, weakest first: the
// levels and the reference players, then the expert's variants for
// measurement (familyVariant), never table levels; then, by name, the
// measurement players lent to New (RegisterMeasure).
func PlayerNames() []string {
	return append(FamilyPlayerNames(), slices.Sorted(maps.Keys(measures))...)
}

// Levels lists the computer's difficulty levels offered at the table,
// easiest first; each is also a name New accepts. easy is greedy, medium
// a shallow search, expert the full one (fam_expert.go).
func Levels() []string { return []string{"easy", "medium", "expert"} }

// UnknownPlayerError is New's error for a name it does not know.
type UnknownPlayerError struct{ Name string }

func (e *UnknownPlayerError) Error() string {
	return fmt.Sprintf("unknown player %q (known: %v)", e.Name, PlayerNames())
}

// NewPlayer returns the named computer player for du Coeur's Noddy as a
// Player (New's, for a game whose only choice is the card to lay); seed
// drives any randomness it uses, so a match between players is a function
// of its seeds.
func NewPlayer(name string, seed uint64) (Player, error) {
	a, err := New(engine.Noddy(), name, seed)
	if err != nil {
		return nil, err
	}
	return LayOnly(a), nil
}

// LayOnly is a as a Player: an Actor asked only to lay, for a game whose
// only choice is the card (du Coeur's Noddy).
func LayOnly(a Actor) Player { return actorPlayer{a} }

// actorPlayer is an Actor asked only to lay.
type actorPlayer struct{ a Actor }

func (p actorPlayer) Choose(v engine.View) engine.Card { return p.a.Act(v).Card }

// Expert is the expert for whatever rule set it is asked about: a Family
// made for the first view's rules (and made again should they change), so
// that a caller without the rules at hand (a test, a seat filled before
// the game is known) can hold one. It is both an Actor and a Player.
type Expert struct {
	cfg  FamilyConfig
	seed uint64
	key  string
	f    *Family
}

// NewExpert returns an expert deciding with cfg from seed.
func NewExpert(cfg FamilyConfig, seed uint64) *Expert { return &Expert{cfg: cfg, seed: seed} }

// ExpertConfig is the expert level's configuration (FamilyExpertConfig).
func ExpertConfig() FamilyConfig { return FamilyExpertConfig() }

// Act implements Actor.
func (e *Expert) Act(v engine.View) engine.Action {
	if k := famKey(&v.Rules); e.f == nil || k != e.key {
		e.f, e.key = NewFamily(e.cfg, v.Rules, e.seed), k
	}
	return e.f.Act(v)
}

// Choose implements Player.
func (e *Expert) Choose(v engine.View) engine.Card {
	if len(v.Legal) == 0 {
		return engine.NoCard
	}
	if len(v.Actions) == 0 { // a hand-made view: the lays are the legal cards
		for _, c := range v.Legal {
			v.Actions = append(v.Actions, engine.Action{Seat: v.Seat, Card: c})
		}
	}
	return e.Act(v).Card
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
