package server

import (
	"encoding/json"
	"slices"
	"strings"
	"time"

	"noddy/protocol"
)

// Voice (issue 11): the seats of a table created with voice on talk
// browser to browser over WebRTC; the server only relays their signals
// (the offer, the answer, ICE candidates, joining, leaving, muting) from
// one seat's connection to another's. A signal is never stored, never sent
// to a spectator, and refused at a table with voice off. It goes through
// core NATS, so the two seats may be connected to different processes.

// The bytes of signals a seat may have relayed, a small signal counted as
// signalMin: they go to the other seat's connection ahead of the game, so
// a seat sending as many as its message limit lets it (30 of 8 KB a
// second) would keep a phone on a slow link seconds behind the table. A
// negotiation (an offer, an answer and their candidates) is about 10 KB.
const (
	signalBurst = 64 << 10
	signalRate  = 4 << 10 // a second
	signalMin   = 256
)

// relayed is a signal between processes.
type relayed struct {
	From   int             `json:"from"`
	To     int             `json:"to"`
	Signal json.RawMessage `json:"signal"`
}

// signal checks a seat's signal and sends it on to the other seat.
func (c *session) signal(m *clientMsg) {
	t := c.t
	id := m.ID
	seat, ok := c.gate(id)
	if !ok {
		return
	}
	t.mu.Lock()
	voice, seats := t.st.voice, len(t.st.seats)
	t.mu.Unlock()
	switch {
	case seat < 0:
		c.refuse(id, protocol.ErrNotSeated, "spectators do not talk")
		return
	case !voice:
		c.refuse(id, protocol.ErrVoiceOff, "voice is off at this table: its creator did not switch it on")
		return
	}
	to := -1
	switch {
	case m.To != nil:
		to = *m.To
	case seats == 2:
		to = 1 - seat
	}
	if to < 0 || to >= seats || to == seat {
		c.refuse(id, protocol.ErrBadSignal, "a signal goes to another seat at this table")
		return
	}
	var body struct {
		Kind      string `json:"kind"`
		SDP       string `json:"sdp"`
		Candidate string `json:"candidate"`
	}
	if len(m.Signal) == 0 || json.Unmarshal(m.Signal, &body) != nil || !slices.Contains(protocol.SignalKinds, body.Kind) {
		c.refuse(id, protocol.ErrBadSignal, "a signal is an object whose kind is offer, answer, candidate, join, leave or mute")
		return
	}
	if c.srv.cfg.VoiceRelay && (!relayOnly(body.Candidate) || !relayOnly(body.SDP)) {
		c.refuse(id, protocol.ErrNotRelay, "this server passes on relay candidates only, which show no player's address: use iceTransportPolicy relay")
		return
	}
	t.mu.Lock()
	ok = t.seatLimiter(&t.seatSignals, seat, signalRate, signalBurst).AllowN(time.Now(), max(len(m.Signal), signalMin))
	t.mu.Unlock()
	if !ok {
		c.refuse(id, protocol.ErrSignalRate, "too many voice signals; wait a moment")
		return
	}
	if err := c.srv.store.Signal(t.id, mustJSON(relayed{From: seat, To: to, Signal: m.Signal})); err != nil {
		c.refuse(id, protocol.ErrServer, "the signal could not be sent; send it again")
		return
	}
	c.send(mustJSON(protocol.ServerMsg{Type: protocol.Ack, ID: id}))
}

// relay delivers a signal from any process to the seat's connection here.
func (s *Server) relay(id string, data []byte) {
	var r relayed
	if json.Unmarshal(data, &r) != nil {
		return
	}
	t := s.inMemory(id)
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.st.voice {
		return
	}
	from := r.From
	b := mustJSON(protocol.ServerMsg{Type: protocol.Signal, From: &from, Signal: r.Signal})
	for c := range t.conns {
		if c.hello && c.seat == r.To && c.seat >= 0 && !c.replaced.Load() {
			c.send(b)
		}
	}
}

// relayOnly reports whether s, a candidate or a description, carries no
// ICE candidate but relay ones that show nothing of the seat's own
// addresses: each "candidate:" (or SDP "a=candidate:") line must be "typ
// relay" with no related address, or the unspecified one (0.0.0.0 or ::),
// as a browser under iceTransportPolicy "relay" gives them. A client that
// does not apply the policy (a page from before it, a browser that
// ignores it) would otherwise show the other seat its host and
// server-reflexive addresses, even in its relay candidates' raddr.
func relayOnly(s string) bool {
	for line := range strings.Lines(s) {
		line = strings.TrimSpace(line)
		line = strings.TrimPrefix(line, "a=")
		if !strings.HasPrefix(line, "candidate:") {
			continue
		}
		f := strings.Fields(line)
		typ := slices.Index(f, "typ")
		if typ < 0 || typ+1 >= len(f) || f[typ+1] != "relay" {
			return false
		}
		if r := slices.Index(f, "raddr"); r >= 0 && (r+1 >= len(f) || f[r+1] != "0.0.0.0" && f[r+1] != "::") {
			return false
		}
	}
	return true
}
