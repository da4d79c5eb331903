package friend

import (
	"encoding/json"
	"time"
	"unicode/utf8"

	"noddy/client"
	"noddy/client/voice"
	"noddy/engine/english"
	"noddy/protocol"
)

// Voice at a shared table (issue 11): the table's creator chooses voice
// on or off on Play a friend (two-seat games: voice is between the two
// players); at a voice table each seated player presses Talk (V) to join,
// V again mutes and unmutes. The audio goes browser to browser
// (client/voice); the table server relays the signals between the two
// seats' connections. Watchers have no voice.

// VoicePeer is this seat's voice with the other seat: client/voice's
// Peer in the browser (SharedConfig.NewVoice), noVoice elsewhere, or a
// test's.
type VoicePeer interface {
	State() voice.State
	Talk()
	Leave()
	SetMuted(bool)
	Handle(json.RawMessage)
	TakeOutgoing() []json.RawMessage
	Reconnected()
	SetICE(protocol.ICEConfig)
	Poll(time.Time)
	Remember(table string)
	Close()
}

// voiceState is a shared table's voice.
type voiceState struct {
	want    bool // Play a friend: create the table with voice on
	peer    VoicePeer
	other   int
	live    int64 // the welcome the voice last started afresh after (UnixNano)
	lastErr string
	sigs    []client.Signal
}

// VoiceTable reports whether the shared table has voice on (its creator
// chose it) and the person may talk there (seated, two seats).
func (a *Scene) VoiceTable() bool {
	sh := a.Shared
	if sh == nil || sh.c == nil || sh.seat < 0 || len(sh.names) != 2 {
		return false
	}
	ts := sh.c.TableState()
	return ts != nil && ts.Voice
}

// voiceOffered reports whether Play a friend offers voice for the game
// chosen: a game for two.
func (a *Scene) voiceOffered() bool { return a.Rules().Seats == 2 }

// TickVoice runs the voice once a tick: the other seat's signals in, ours
// out, a fresh start after each welcome, and a plain word when it fails.
func (a *Scene) TickVoice() {
	sh := a.Shared
	if !a.VoiceTable() {
		if sh != nil && sh.talk.peer != nil {
			sh.talk.peer.Close()
			sh.talk.peer = nil
		}
		return
	}
	v := &sh.talk
	if v.peer == nil {
		v.other = 1 - sh.seat
		if a.cfg.NewVoice != nil {
			v.peer = a.cfg.NewVoice(sh.c.ICE(), sh.seat, v.other)
		} else {
			v.peer = noVoice{}
		}
		v.live = sh.Live.UnixNano()
		v.peer.Remember(sh.id)
	}
	if n := sh.Live.UnixNano(); n != v.live {
		v.live = n
		v.peer.SetICE(sh.c.ICE())
		v.peer.Reconnected()
	}
	v.sigs = sh.c.TakeSignals(v.sigs[:0])
	for _, s := range v.sigs {
		if s.From == v.other {
			v.peer.Handle(s.Data)
		}
	}
	clear(v.sigs)
	for _, out := range v.peer.TakeOutgoing() {
		sh.c.SendSignal(v.other, out)
	}
	v.peer.Poll(sh.now())
	st := v.peer.State()
	if st.Err != v.lastErr {
		v.lastErr = st.Err
		if st.Err != "" {
			a.Say(english.VoiceFailed(st.Err))
		}
	}
}

// talk is Talk, Mute and Unmute (the button and V).
func (a *Scene) talk() {
	sh := a.Shared
	if !a.VoiceTable() || sh.talk.peer == nil {
		return
	}
	p := sh.talk.peer
	st := p.State()
	switch {
	case !st.Available:
		a.Say(VoiceUnavailable)
	case !st.Joined && !st.Asking:
		p.Talk()
	case st.Joined:
		p.SetMuted(!st.Muted)
		if !st.Muted {
			a.Say(english.MutedFor(sh.nameOf(sh.talk.other)))
		}
	}
}

// voiceLabel is the Talk button's label, with the other seat's state.
func (a *Scene) voiceLabel() string {
	sh := a.Shared
	st := english.VoiceState{Made: sh.talk.peer != nil}
	if st.Made {
		v := sh.talk.peer.State()
		st.Available, st.Asking, st.Joined, st.Muted = v.Available, v.Asking, v.Joined, v.Muted
		st.PeerJoined, st.Connecting, st.Connected = v.PeerJoined, v.Connecting, v.Connected
		st.PeerMuted, st.PeerSpeaking = v.PeerMuted, v.PeerSpeaking
	}
	return english.TalkLabel(st, sh.nameOf(sh.talk.other))
}

// voiceLabelRoom is the longest label the voice button can take at this
// table: the row is laid out for it, so that the other buttons and the
// row's text size stay put while the voice's state changes.
func (a *Scene) voiceLabelRoom() string {
	room := ""
	for _, s := range english.TalkLabels(a.Shared.nameOf(a.Shared.talk.other)) {
		if utf8.RuneCountInString(s) > utf8.RuneCountInString(room) {
			room = s
		}
	}
	return room
}

// VoiceUnavailable is what the desktop says of voice.
const VoiceUnavailable = english.VoiceUnavailable

// VoiceSnapshot is the voice as the browser test reads it.
type VoiceSnapshot struct {
	Table bool        `json:"table"` // a voice table, seated
	State voice.State `json:"state"`
	Label string      `json:"label"`
}

func (a *Scene) voiceSnapshot() *VoiceSnapshot {
	if !a.VoiceTable() || a.Shared.talk.peer == nil {
		return nil
	}
	return &VoiceSnapshot{Table: true, State: a.Shared.talk.peer.State(), Label: a.voiceLabel()}
}
