package friend

import (
	"time"
)

// What the shared table's state says, read: the waiting table's time and
// free seats, and the accounts the tests and the browser bridge read.

// sharedLeft is the time the waiting table has left (the server's
// expiry).
func (sh *Shared) left() time.Duration {
	if sh.expires.IsZero() {
		return 0
	}
	return sh.expires.Sub(sh.now())
}

// free is how many seats are still free.
func (sh *Shared) free() int {
	n := 0
	for _, t := range sh.taken {
		if !t {
			n++
		}
	}
	return n
}

// others are the names of the seats but the person's.
func (sh *Shared) others() []string {
	var out []string
	for s := range sh.names {
		if s != sh.seat && sh.taken[s] {
			out = append(out, sh.nameOf(s))
		}
	}
	return out
}

// State is where the person is with the shared table: "idle", "creating",
// "connecting", "waiting", "table", "gone", "replaced", "failed".
func (sh *Shared) State() string { return sh.state.String() }

// Seat is the person's seat, -1 watching.
func (sh *Shared) Seat() int { return sh.seat }

// ID is the table's id on its server.
func (sh *Shared) ID() string { return sh.id }

// Code is the finished match's code, as the server gave every seat.
func (sh *Shared) Code() string { return sh.code }

// Winner is the side that won the last match, -1 before.
func (sh *Shared) Winner() int { return sh.winner }

// Problem is why the last try failed (the table gone, no server).
func (sh *Shared) Problem() string { return sh.problem }

// Match is the match's number at the table (1 for the first).
func (sh *Shared) Match() int { return sh.match }

// SpecChat reports whether every seated player lets watchers chat.
func (sh *Shared) SpecChat() bool { return sh.specChat }

// Source is the current match's source (nil between matches).
func (sh *Shared) Source() *RemoteSource { return sh.src }

// Client is the seat's connection (nil before it starts).
func (sh *Shared) Client() Conn { return sh.c }

// StoodAtOnce reports whether the table has stood as the table stands
// since the latest welcome (a reload's snapshot shown at once).
func (sh *Shared) StoodAtOnce() bool { return sh.shownN != 0 }

// HasVoice reports whether the seat's voice has been made.
func (sh *Shared) HasVoice() bool { return sh.talk.peer != nil }

// Server is the table server the table is at.
func (sh *Shared) Server() string { return sh.cfg.Server }
