package friend

import (
	"noddy/client"
	"noddy/engine"
	"noddy/protocol"
	"noddy/ui/table"
)

// RemoteSource is one match at a shared table (docs/PROTOCOL.md): the
// server's engine decides it; its events come through the seat's
// connection (a client.Client), already redacted for the seat, and the
// person's choices go back as "act" intents. The table shows it through
// the same code as a match against the computer (Source). A spectator's
// source shows seat 0 with Person false: a bystander's view, holds ending
// by themselves.
type RemoteSource struct {
	c      Conn
	rules  engine.Rules
	seat   int // the table's seat: the person's, or 0 for a spectator
	person bool
	match  int
	begin  []int
	// fromStart: the source has the match from its start (its "match"
	// item came), not from a snapshot of a later deal.
	fromStart bool

	queue   []engine.Event
	seqs    []int64 // each queued event's sequence number
	given   []int64 // the sequence numbers of the events given, in order
	jump    int     // the queue's first jump events are a snapshot's: shown at once
	over    bool
	seed    uint64
	refused error
	sent    engine.Action // the last action sent (a refusal names it)
	waiting []int         // the seats that may act, as the server last said (nil: not said)
	code    string        // the finished match's code (the end item's)
}

func newRemoteSource(c Conn, r engine.Rules, seat, match int, begin []int, fromStart bool) *RemoteSource {
	s := &RemoteSource{c: c, rules: r, seat: seat, person: seat >= 0, match: match, fromStart: fromStart}
	if seat < 0 {
		s.seat = 0
	}
	if !fromStart && len(begin) == r.Sides() {
		s.begin = append([]int(nil), begin...)
	}
	return s
}

// add queues an event of the match from the stream (jump: it is part of
// a snapshot, to be shown at once).
func (s *RemoteSource) add(seq int64, e engine.Event, jump bool) {
	s.queue = append(s.queue, e)
	s.seqs = append(s.seqs, seq)
	if jump {
		s.jump++
	}
}

// Match is the match's number at its table (1 for the first).
func (s *RemoteSource) Match() int { return s.match }

// FromStart reports whether the source has the match from its start.
func (s *RemoteSource) FromStart() bool { return s.fromStart }

// Shown is the sequence number of the n-th event given (1-based), 0 for
// none: the stream's position of what a table has begun to show.
func (s *RemoteSource) Shown(n int) int64 {
	if n <= 0 || n > len(s.given) {
		return 0
	}
	return s.given[n-1]
}

// Rules implements Source.
func (s *RemoteSource) Rules() engine.Rules { return s.rules }

// Seat implements Source.
func (s *RemoteSource) Seat() int { return s.seat }

// Person implements Source: a seated person chooses; a spectator watches.
func (s *RemoteSource) Person() bool { return s.person }

// Seed implements Source: told by the server once the match is over (a
// seed before would tell the cards to come).
func (s *RemoteSource) Seed() uint64 { return s.seed }

// Begin implements Source: a snapshot of a later deal starts from the
// table's scores (docs/PROTOCOL.md, "snapshot").
func (s *RemoteSource) Begin() []int { return s.begin }

// Events implements Source: while a snapshot's events are queued, only
// they are given (the table shows them at once, catchUp), then the rest.
func (s *RemoteSource) Events() []engine.Event {
	n := len(s.queue)
	if s.jump > 0 {
		n = min(s.jump, n)
	}
	if n == 0 {
		return nil
	}
	out := s.queue[:n:n]
	s.given = append(s.given, s.seqs[:n]...)
	s.queue, s.seqs = s.queue[n:], s.seqs[n:]
	s.jump -= min(s.jump, n)
	if len(s.queue) == 0 {
		s.queue, s.seqs = nil, nil
	}
	return out
}

// jumping reports whether a snapshot's events wait to be shown at once.
func (s *RemoteSource) jumping() bool { return s.jump > 0 }

// open reports whether this source's match is the one the client's open
// prompt is for (a prompt is always the table's current match).
func (s *RemoteSource) open() (engine.View, bool) {
	if !s.person || s.over {
		return engine.View{}, false
	}
	return s.c.Prompt()
}

// View implements Source: the open prompt's view, else the seat's view
// with nothing to do (whose turn it is is not known then: -1).
func (s *RemoteSource) View() engine.View {
	if v, ok := s.open(); ok {
		return v
	}
	v := engine.View{Rules: s.rules, Seat: s.seat, Turn: -1}
	if len(s.waiting) == 1 && !s.over {
		v.Turn = s.waiting[0] // whose turn, as the server says (no actions: not this seat's prompt)
	}
	return v
}

// Send implements Source: the action goes to the server as an "act"
// intent; a refusal comes later, through Refused.
func (s *RemoteSource) Send(a engine.Action) error {
	if !s.person {
		return table.ErrNoPerson
	}
	if _, ok := s.open(); !ok {
		return table.ErrBusy
	}
	a.Seat = s.seat
	s.sent = a
	s.c.Act(a)
	return nil
}

// refuse keeps the server's refusal of an act for Refused, as the
// engine's error (the wire's code mapped back).
func (s *RemoteSource) refuse(e client.IntentError) {
	s.refused = &engine.ActionError{Action: s.sent, Err: engineErr(e)}
}

// engineErrs maps the wire's codes of the engine's refusals back to them.
var engineErrs = map[string]error{
	protocol.ErrMatchOver: engine.ErrMatchOver, protocol.ErrNotYourTurn: engine.ErrNotYourTurn,
	protocol.ErrNotHeld: engine.ErrNotHeld, protocol.ErrPast31: engine.ErrPastThirtyOne,
	protocol.ErrWrongAction: engine.ErrWrongAction, protocol.ErrBadDiscard: engine.ErrBadDiscard,
	protocol.ErrAlreadyActed: engine.ErrAlreadyActed, protocol.ErrFalseClaim: engine.ErrFalseClaim,
	protocol.ErrBadDeclare: engine.ErrBadDeclare, protocol.ErrNotSeated: engine.ErrBadSeat,
}

func engineErr(e client.IntentError) error {
	if err, ok := engineErrs[e.Code]; ok {
		return err
	}
	return &e
}

// Refused implements Source.
func (s *RemoteSource) Refused() error {
	err := s.refused
	s.refused = nil
	return err
}

// Tick implements Source: nothing to do (the server's seats act there).
func (s *RemoteSource) Tick(bool, table.Speed) {}

// Over implements Source: the match's "end" item has come.
func (s *RemoteSource) Over() bool { return s.over }

// Reveal implements Source: once the match is over, its last hands, from
// the code the server gives every reader at the end.
func (s *RemoteSource) Reveal() *table.Revealed {
	if !s.over || s.code == "" {
		return nil
	}
	// The server's code for the finished match holds every card: the last
	// hand turned up, as at a real table once the match is won.
	m, err := engine.MatchFromCode(s.code)
	if err != nil {
		return nil
	}
	return table.RevealOf(m, s.seat)
}
