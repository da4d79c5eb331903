package players

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"noddy/engine"
)

// Actor is a computer player for any game of the family: it chooses a
// seat's next action from the seat's view alone. Act is called only when
// v.Actions is not empty, and returns one of them (a claim may be any
// true part of the show, a declaration any one the game scores: the match
// checks). One value per seat: an actor may keep state.
type Actor interface {
	Act(v engine.View) engine.Action
}

// New returns the computer player called name (a level of Levels, or a
// name for measurement) for rule set r; seed drives any randomness it
// uses, so a match between players is a function of its seeds. Du Coeur's
// Noddy keeps its own players (NewPlayer); the other games share the
// family's.
func New(r engine.Rules, name string, seed uint64) (Actor, error) {
	if f, ok := measures[name]; ok {
		return f(r, seed)
	}
	switch name {
	case "random":
		return &RandomActor{rng: rand.New(rand.NewPCG(seed, 0x5eed))}, nil
	case "easy", "greedy":
		return Easy{}, nil
	case "medium":
		return NewFamily(FamilyMediumConfig(), r, seed), nil
	case "expert":
		return NewFamily(FamilyExpertConfig(), r, seed), nil
	}
	if cfg, ok := familyVariant(name); ok {
		return NewFamily(cfg, r, seed), nil
	}
	return nil, &UnknownPlayerError{Name: name}
}

// measures are the measurement players other packages lend New by name
// (RegisterMeasure); never table levels.
var measures = map[string]func(engine.Rules, uint64) (Actor, error){}

// RegisterMeasure lends New a measurement player called name: what
// noddy-cli sim does with the frozen expert of engine/players/baseline
// ("expert-v1"), which the game does not link. Call it from an init.
func RegisterMeasure(name string, f func(engine.Rules, uint64) (Actor, error)) {
	measures[name] = f
}

// FamilyPlayerNames lists the names New knows for the family's games but
// du Coeur's Noddy, weakest first: the levels, then the expert's variants
// for measurement (familyVariant), never table levels.
func FamilyPlayerNames() []string {
	return []string{"random", "easy", "medium", "expert", "expert-points", "expert-greedy", "expert-maxn", "expert-nocrib", "expert-deep", "expert-nokeep", "expert-nolearn", "expert-narrow", "expert-wide", "expert-many"}
}

// familyVariant is the expert with one thing changed: expert-points values
// the play by points, not the chance of winning; expert-greedy expects the
// other side to take the points on offer half the time (Greed 0.5);
// expert-maxn searches three-hand max-n, each seat for itself, to five
// lays; expert-nocrib lays out without crib values; expert-deep searches
// up to 48 deals within 10,000 nodes; expert-narrow up to 100 within
// 8,000, the expert's budget before 2026-12-03; expert-wide 120 within
// 16,000.
func familyVariant(name string) (FamilyConfig, bool) {
	cfg := FamilyExpertConfig()
	switch name {
	case "expert-points":
		cfg.Equity = false
	case "expert-greedy":
		cfg.Greed = 0.5
	case "expert-maxn":
		cfg.Paranoid, cfg.Depth3 = false, 5
	case "expert-nocrib":
		cfg.CribValues = false
	case "expert-deep":
		cfg.Worlds, cfg.Nodes = 48, 10000
	case "expert-nokeep":
		cfg.KeepModel = false
	case "expert-nolearn":
		cfg.Learn = false
	case "expert-narrow":
		cfg.Worlds, cfg.Nodes = 100, 8000
	case "expert-many":
		cfg.Worlds = 400
	case "expert-wide":
		cfg.Worlds, cfg.Nodes = 120, 16000
	default:
		return cfg, false
	}
	return cfg, true
}

// Lays makes a player that only lays cards (du Coeur's Noddy has no other
// decision) an Actor.
func Lays(p Player) Actor { return lays{p} }

type lays struct{ p Player }

func (l lays) Act(v engine.View) engine.Action {
	return engine.Action{Seat: v.Seat, Card: l.p.Choose(v)}
}

// Play plays m to its end with one actor a seat, seats taking their turn
// in order when several may act at once, and returns the first refused
// action as an error (the match is then as it was before it).
func Play(m *engine.Match, seats []Actor) error {
	for m.Phase() != engine.PhaseOver {
		w := m.Waiting()
		if len(w) == 0 {
			return fmt.Errorf("phase %v with nobody to act", m.Phase())
		}
		s := w[0]
		if _, err := m.Apply(seats[s].Act(m.View(s))); err != nil {
			return err
		}
	}
	return nil
}

// Easy is each game's plain computer player: it lays the legal card that
// scores most now (the lower card on a tie, so its lowest when nothing
// scores); it lays out the cards that leave the kept hand scoring most for
// certain, whatever the starter; as elder in Costly Colours it offers to
// mog, as dealer it accepts, and it passes its lowest card; it claims its
// shows in full and truthfully, calls muggins whenever it may, never calls
// "False", and starts the next game.
type Easy struct{}

// Act implements Actor.
func (Easy) Act(v engine.View) engine.Action {
	acts := v.Actions
	switch acts[0].Kind {
	case engine.ActLay:
		best, bestPts := engine.NoCard, -1
		for _, c := range sortedLow(v.Legal) {
			if p := engine.Total(v.Rules.Score.Lay(v.Pile, c, v.Starter)); p > bestPts {
				best, bestPts = c, p
			}
		}
		return engine.Action{Seat: v.Seat, Card: best}
	case engine.ActDiscard:
		best, bestPts := acts[0], -1
		for _, a := range acts {
			if p := sureShow(&v, keptAfter(v.Hand, a.Cards)); p > bestPts {
				best, bestPts = a, p
			}
		}
		return best
	case engine.ActMogPass:
		low := sortedLow(v.Hand)[0]
		return engine.Action{Seat: v.Seat, Kind: engine.ActMogPass, Card: low}
	case engine.ActMogOffer, engine.ActMogReply:
		return engine.Action{Seat: v.Seat, Kind: acts[0].Kind, Yes: true}
	case engine.ActCall:
		return engine.Action{Seat: v.Seat, Kind: engine.ActCall, Yes: v.Rules.Claims == engine.ClaimMuggins}
	}
	return acts[0] // a full, true claim; the next game
}

// sureShow is the least kept scores with any starter it cannot see: the
// points it has whatever is turned.
func sureShow(v *engine.View, kept []engine.Card) int {
	low := -1
	seen := engine.SetOf(v.Dealt...)
	for c := engine.Card(0); c < 52; c++ {
		if seen.Has(c) {
			continue
		}
		if p := engine.Total(v.Rules.Score.Show(kept, c, false)); low < 0 || p < low {
			low = p
		}
	}
	return low
}

// keptAfter is hand less out, in order.
func keptAfter(hand, out []engine.Card) []engine.Card {
	var kept []engine.Card
	for _, c := range hand {
		if !slices.Contains(out, c) {
			kept = append(kept, c)
		}
	}
	return kept
}

// sortedLow is cs from the lowest card (rank, Ace low, then suit).
func sortedLow(cs []engine.Card) []engine.Card {
	out := slices.Clone(cs)
	slices.SortFunc(out, engine.Card.Compare)
	return out
}

// RandomActor takes a uniformly chosen legal action: the floor every other
// player must beat.
type RandomActor struct{ rng *rand.Rand }

// Act implements Actor.
func (r *RandomActor) Act(v engine.View) engine.Action {
	return v.Actions[r.rng.IntN(len(v.Actions))]
}
