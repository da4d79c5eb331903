package table

import (
	"errors"
	"math"
	"slices"

	"noddy/engine"
	"noddy/engine/players"
)

// Source is where a table's match comes from and where the person's
// choices go: the table's driver. The table reads nothing else of the
// match: what it draws is built from the events a Source gives (each as
// the table's seat may see it), and the person's decisions are read from
// the seat's View once the table has shown every event.
//
// Three kinds of source drive a table:
//
//   - LocalSource: the engine on this machine, a computer player (package
//     players) at every seat but the person's (or at every seat: a
//     demonstration, -autoplay).
//   - ScriptSource: a scripted match (the tutorial): every action comes
//     from the script, applied when the tutorial moves on.
//   - friend.RemoteSource: a shared table (docs/PROTOCOL.md), through
//     client.Client: its events arrive redacted and between ticks, its
//     View is the last prompt's, Send writes an "act" intent and returns
//     nil, and a refusal comes later from Refused as an
//     *engine.ActionError. Tick does nothing (the server's computer
//     players act on their own); a spectator shows seat 0 with Person
//     false.
//
// The table calls Events and Refused every tick, View and Send only when
// at rest, and never blocks on any of them.
type Source interface {
	// Rules is the match's rule set.
	Rules() engine.Rules
	// Seat is the seat the table is drawn for, at the bottom: the
	// person's, or the seat a demonstration or a script shows from.
	Seat() int
	// Person reports whether a person chooses for Seat (false: nobody
	// there, the source plays every seat itself).
	Person() bool
	// Seed is the match's seed, shown under the cards (0: not known yet,
	// as at a shared table before the match ends).
	Seed() uint64
	// Begin is the scores (by side) before the first event Events gives:
	// nil for a match from its start; a shared table's snapshot starts
	// at the current deal, with the scores it had then.
	Begin() []int
	// Events returns the events that arrived since the last call, oldest
	// first, each redacted for Seat (engine.Redact). Nothing new: nil.
	Events() []engine.Event
	// View is Seat's view after the last event Events returned. The table
	// reads its Actions only when it has shown every event.
	View() engine.View
	// Send offers the person's action for Seat. Nil: taken (a local match
	// has applied it and its events come from the next Events; a shared
	// table has sent it). A refusal is an *engine.ActionError and changes
	// nothing: at once from a local source, later through Refused from a
	// shared table.
	Send(a engine.Action) error
	// Refused returns, once, the refusal of an action sent earlier that
	// arrived since the last call; nil when there is none.
	Refused() error
	// Tick runs once a tick. rest reports that the table has shown every
	// event and waits; speed is the animation speed. A local source lets
	// a computer seat act then, after its thinking time (so a person can
	// follow what it does).
	Tick(rest bool, speed Speed)
	// Over reports whether the match is won; the table may still be
	// showing its last events.
	Over() bool
	// Reveal returns, once the match is over, its last deal as the table
	// never saw it, so the table can turn up what it still hides when a
	// match is won part-way through a deal (no HandEnded comes then); nil
	// when not known.
	Reveal() *Revealed
}

// Revealed is a deal's cards face up: the hands as dealt and as kept for
// the show (after discards and a mog), each seat's true show, by seat,
// and the crib.
type Revealed struct {
	Dealt, Kept [][]engine.Card
	Shows       [][]engine.Combo
	Crib        []engine.Card
}

// ErrNoPerson is Send's error on a source where nobody plays the seat.
var ErrNoPerson = errors.New("nobody plays this seat")

// thinkTicks is how long a computer seat waits before it acts, at normal
// speed: long enough to follow (TestComputerPausesBeforeLaying).
const thinkTicks = 40

// LocalSource is a match on this machine: the engine and a computer
// player at every seat but the person's.
type LocalSource struct {
	m      *engine.Match
	seat   int
	actors []players.Actor // by seat; nil for the person
	seen   int             // events given so far
	think  int
}

// NewLocalSource starts a match of rules r from seed, shown from seat 0;
// actors[s] plays seat s (nil: the person; every seat set: a
// demonstration).
func NewLocalSource(r engine.Rules, seed uint64, actors []players.Actor) (*LocalSource, error) {
	m, err := engine.NewMatch(r, seed)
	if err != nil {
		return nil, err
	}
	return ResumeLocalSource(m, actors)
}

// ResumeLocalSource takes match m up where it stands (a match left
// unfinished, read back from its code), shown from seat 0; actors as for
// NewLocalSource. Its events come from the match's start, for the table to
// show at once (Table.CatchUp).
func ResumeLocalSource(m *engine.Match, actors []players.Actor) (*LocalSource, error) {
	if len(actors) != m.Rules().Seats {
		return nil, &engine.RulesError{Err: engine.ErrBadRules, Why: "one player a seat"}
	}
	return &LocalSource{m: m, actors: actors}, nil
}

// Match is the engine's match: the truth, for tests and the end-of-match
// review (a table never reads it).
func (s *LocalSource) Match() *engine.Match { return s.m }

// Rules implements Source.
func (s *LocalSource) Rules() engine.Rules { return s.m.Rules() }

// Seat implements Source.
func (s *LocalSource) Seat() int { return s.seat }

// Person implements Source.
func (s *LocalSource) Person() bool { return s.actors[s.seat] == nil }

// Seed implements Source.
func (s *LocalSource) Seed() uint64 { return s.m.Seed() }

// Begin implements Source: a local match is shown from its start.
func (s *LocalSource) Begin() []int { return nil }

// Events implements Source.
func (s *LocalSource) Events() []engine.Event {
	evs := s.m.Events()
	if s.seen >= len(evs) {
		return nil
	}
	out := make([]engine.Event, 0, len(evs)-s.seen)
	for _, e := range evs[s.seen:] {
		out = append(out, engine.Redact(e, s.seat))
	}
	s.seen = len(evs)
	return out
}

// View implements Source.
func (s *LocalSource) View() engine.View { return s.m.View(s.seat) }

// Send implements Source.
func (s *LocalSource) Send(a engine.Action) error {
	if !s.Person() {
		return ErrNoPerson
	}
	a.Seat = s.seat
	_, err := s.m.Apply(a)
	s.think = 0
	return err
}

// Refused implements Source: a local refusal comes from Send at once.
func (s *LocalSource) Refused() error { return nil }

// Over implements Source.
func (s *LocalSource) Over() bool { return s.m.Phase() == engine.PhaseOver }

// Tick implements Source: at rest, the first computer seat that may act
// does, after thinking (40 ticks at normal speed). Where any seat may act
// (the next game of a match) and the person may, the person does.
func (s *LocalSource) Tick(rest bool, speed Speed) {
	if !rest {
		return
	}
	seat := -1
	person := s.Person() && len(s.m.Legal(s.seat)) > 0
	for _, w := range s.m.Waiting() {
		if s.actors[w] == nil {
			continue
		}
		if person && s.m.Phase() == engine.PhaseGameOver {
			continue // the person starts the next game
		}
		seat = w
		break
	}
	if seat < 0 {
		s.think = 0
		return
	}
	s.think++
	if float64(s.think) < math.Round(thinkTicks*speed.pace(paceThink)) {
		return
	}
	s.think = 0
	a := s.actors[seat].Act(s.m.View(seat))
	a.Seat = seat
	_, _ = s.m.Apply(a) // an actor's refused action is a bug in the actor: the match is unchanged, it acts again
}

// Reveal implements Source: the last deal as dealt and as kept, and every
// seat's show, once the match is over.
func (s *LocalSource) Reveal() *Revealed {
	if !s.Over() {
		return nil
	}
	evs := s.m.Events()
	start := -1
	for i := len(evs) - 1; i >= 0; i-- {
		if _, ok := evs[i].(engine.Dealt); ok {
			start = i
			break
		}
	}
	if start < 0 {
		return nil
	}
	d := evs[start].(engine.Dealt)
	n := len(d.Hands)
	rv := &Revealed{Dealt: make([][]engine.Card, n), Kept: make([][]engine.Card, n), Shows: make([][]engine.Combo, n)}
	for i, h := range d.Hands {
		rv.Dealt[i] = slices.Clone(h)
		rv.Kept[i] = slices.Clone(h)
	}
	for _, ev := range evs[start:] {
		switch e := ev.(type) {
		case engine.Discarded:
			rv.Kept[e.Seat] = slices.DeleteFunc(rv.Kept[e.Seat], func(c engine.Card) bool { return slices.Contains(e.Cards, c) })
			rv.Crib = append(rv.Crib, e.Cards...)
		case engine.Mogged:
			for s, c := range e.Cards {
				if i := slices.Index(rv.Kept[s], c); i >= 0 {
					rv.Kept[s][i] = e.Cards[(s+1)%n]
				}
			}
		case engine.Shown:
			if !e.Crib && e.Seat >= 0 && e.Seat < n {
				rv.Shows[e.Seat] = slices.Clone(e.Combos)
			}
		}
	}
	return rv
}

// RevealOf is m's last deal turned up as LocalSource.Reveal gives it, shown
// from seat (a shared match's, from the code the server gives at its end).
func RevealOf(m *engine.Match, seat int) *Revealed {
	return (&LocalSource{m: m, seat: seat}).Reveal()
}

// ScriptSource is a scripted match shown from one seat (seat 0 in the
// tutorial, the reviewed seat in a review): no person plays; Apply plays the script's next action when the script's
// reader moves on.
type ScriptSource struct {
	LocalSource
}

// NewScriptSource starts a scripted match of rules r from seed.
func NewScriptSource(r engine.Rules, seed uint64) (*ScriptSource, error) {
	m, err := engine.NewMatch(r, seed)
	if err != nil {
		return nil, err
	}
	return &ScriptSource{LocalSource{m: m, actors: make([]players.Actor, r.Seats)}}, nil
}

// NewReplaySource replays m from its start (its first dealer too), shown
// from seat.
func NewReplaySource(m *engine.Match, seat int) (*ScriptSource, error) {
	r, err := m.Restart()
	if err != nil {
		return nil, err
	}
	return &ScriptSource{LocalSource{m: r, seat: seat, actors: make([]players.Actor, r.Rules().Seats)}}, nil
}

// Person implements Source: nobody plays a scripted match.
func (s *ScriptSource) Person() bool { return false }

// Send implements Source: a script is played with Apply.
func (s *ScriptSource) Send(engine.Action) error { return ErrNoPerson }

// Tick implements Source: a script acts only through Apply.
func (s *ScriptSource) Tick(bool, Speed) {}

// Turn is the seat to act where one acts at a time, else -1.
func (s *ScriptSource) Turn() int { return s.m.Turn() }

// Apply plays a's action of the script; a refusal is the engine's
// *engine.ActionError (the match unchanged).
func (s *ScriptSource) Apply(a engine.Action) error {
	_, err := s.m.Apply(a)
	return err
}
