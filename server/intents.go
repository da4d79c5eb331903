package server

import (
	"context"
	"fmt"
	"noddy/protocol"
	"time"

	"golang.org/x/time/rate"
)

// A client's intents after its hello: checked, then submitted to the
// table's log as entries (log.go applies them).

// gate refuses an intent sent before hello or without an id of 1 to 64
// characters; ok with the connection's seat otherwise.
func (c *session) gate(id string) (seat int, ok bool) {
	c.t.mu.Lock()
	hello, seat := c.hello, c.seat
	c.t.mu.Unlock()
	switch {
	case !hello:
		c.refuse(id, protocol.ErrNoHello, "say hello first")
		return seat, false
	case id == "" || len(id) > 64:
		c.refuse(id, protocol.ErrMissingID, "an intent needs an id of 1 to 64 characters")
		return seat, false
	case !printableASCII(id):
		c.refuse(id, protocol.ErrBadID, "an intent's id is printable ASCII, without spaces")
		return seat, false
	}
	return seat, true
}

func printableASCII(s string) bool {
	for _, b := range []byte(s) {
		if b <= ' ' || b >= 0x7f {
			return false
		}
	}
	return true
}

func (c *session) intent(ctx context.Context, m *clientMsg) {
	t := c.t
	id := m.ID
	seat, ok := c.gate(id)
	if !ok {
		return
	}
	switch {
	case seat < 0 && m.Type != protocol.Chat && m.Type != protocol.Name:
		c.refuse(id, protocol.ErrNotSeated, "spectators do not play")
		return
	}
	var mk func(st *State, now int64) (*entry, *refusal)
	switch m.Type {
	case protocol.Act:
		a, err := protocol.DecodeAction(m.Action)
		if err != nil || len(m.Action) == 0 {
			c.refuse(id, protocol.ErrBadAction, fmt.Sprintf("not an action: %v", err))
			return
		}
		a.Seat = seat
		raw, err := protocol.EncodeAction(a)
		if err != nil {
			c.refuse(id, protocol.ErrBadAction, err.Error())
			return
		}
		mk = func(st *State, now int64) (*entry, *refusal) {
			if st.applied(seat, id) {
				return nil, nil
			}
			if r := st.checkAct(a); r != nil {
				return nil, r
			}
			return &entry{K: kAct, Seat: seat, ID: id, Action: raw}, nil
		}
	case protocol.Chat:
		if seat < 0 && c.specChat == nil {
			c.specChat = rate.NewLimiter(rate.Every(2*time.Second), chatBurst)
		}
		if seat < 0 && !c.specChat.Allow() {
			c.refuse(id, protocol.ErrChatRate, "at most 5 chat messages in 10 seconds; wait a moment")
			return
		}
		mk = func(st *State, now int64) (*entry, *refusal) {
			// A watcher's id shown before is a retry, or a copy of
			// another's line's: done either way.
			if st.applied(seat, id) || seat < 0 && st.specChatIDs[id] {
				return nil, nil
			}
			text, r := st.checkChat(seat, m.Text, now)
			if r != nil {
				return nil, r
			}
			e := &entry{K: kChat, Seat: seat, ID: id, Text: text}
			if seat < 0 {
				e.Name = c.name
			}
			return e, nil
		}
	case protocol.Name:
		if !validName(m.Name) {
			c.refuse(id, protocol.ErrBadName, "a name is 1 to 24 printable characters")
			return
		}
		if seat < 0 {
			c.name = cleanName(m.Name)
			c.send(mustJSON(protocol.ServerMsg{Type: protocol.Ack, ID: id}))
			return
		}
		mk = func(st *State, now int64) (*entry, *refusal) {
			if st.applied(seat, id) {
				return nil, nil
			}
			if r := st.checkName(seat, now); r != nil {
				return nil, r
			}
			return &entry{K: kName, Seat: seat, ID: id, Name: cleanName(m.Name)}, nil
		}
	case protocol.Ready:
		mk = func(st *State, now int64) (*entry, *refusal) {
			if st.applied(seat, id) {
				return nil, nil
			}
			if dup, r := st.checkReady(seat, m.Deal); dup || r != nil {
				return nil, r
			}
			return &entry{K: kReady, Seat: seat, ID: id, Deal: m.Deal}, nil
		}
	case protocol.Again:
		seed := c.srv.cfg.Seed()
		mk = func(st *State, now int64) (*entry, *refusal) {
			if st.applied(seat, id) || st.over() && st.seats[seat].again {
				return nil, nil
			}
			if !st.over() {
				return nil, refuse(protocol.ErrNotOver, "play again is for when the match is over")
			}
			return &entry{K: kAgain, Seat: seat, ID: id, Seed: seed}, nil
		}
	case protocol.Allow:
		mk = func(st *State, now int64) (*entry, *refusal) {
			if st.applied(seat, id) {
				return nil, nil
			}
			if r := st.checkAllow(seat, now); r != nil {
				return nil, r
			}
			return &entry{K: kAllow, Seat: seat, ID: id, Allow: m.Allow}, nil
		}
	}
	// What one address writes to the log is limited (Config.WriteRate):
	// each entry is kept for 48 hours after its table's last move, and one
	// address playing 32 tables at its message limit, again and again,
	// wrote 30 MB a minute, the item cap no help (it moved on to new
	// tables).
	if m.Type != protocol.Ready && c.srv.writeLim.spent(c.addr) { // a ready is once a deal
		c.srv.refused(limWriteRate)
		c.refuse(id, protocol.ErrWriteRate, "this address has written too much to its tables in the last minute; wait a little")
		return
	}
	out, r := c.submitCharged(ctx, t, mk)
	if r != nil {
		c.refusal(id, r)
		return
	}
	if out == applied {
		c.srv.m.intents.WithLabelValues(m.Type).Inc()
		c.srv.m.latency.Observe(time.Since(c.readAt).Seconds())
	}
	// last tells the client which prompts its intent has made stale: any
	// before it (another seat's act may have prompted it meanwhile).
	t.mu.Lock()
	last := t.st.lastGame
	t.mu.Unlock()
	c.send(mustJSON(protocol.ServerMsg{Type: protocol.Ack, ID: id, Dup: out == duplicate, Last: last}))
}

// submitCharged submits mk's entry to t and charges what it stored to this
// connection's address (Config.WriteRate): each entry is kept on disk for
// 48 hours after its table's last move.
func (c *session) submitCharged(ctx context.Context, t *table, mk func(st *State, now int64) (*entry, *refusal)) (outcome, *refusal) {
	var made *entry // as stored: submit sets its At and Exp
	out, r := t.submit(ctx, func(st *State, now int64) (*entry, *refusal) {
		e, r := mk(st, now)
		made = e
		return e, r
	})
	if out == applied && made != nil {
		c.srv.writeLim.charge(c.addr, len(mustJSON(made)))
	}
	return out, r
}
