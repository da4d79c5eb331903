//go:build !js

package voice

import (
	"encoding/json"
	"time"

	"noddy/protocol"
)

// Peer is the voice outside the browser: there is none (no well-kept
// pure-Go WebRTC with microphone capture and playback that builds without
// cgo on every desktop; pion/webrtc is well kept but leaves capture and
// playback to the application). The table says voice is in the browser.
type Peer struct{}

// New returns the desktop's Peer, which is never available.
func New(ice []protocol.ICEServer, me, other int) *Peer { return &Peer{} }

// SetICE does nothing.
func (p *Peer) SetICE([]protocol.ICEServer) {}

// State says voice is not available here.
func (p *Peer) State() State { return State{} }

// TakeOutgoing has nothing to send.
func (p *Peer) TakeOutgoing() []json.RawMessage { return nil }

// Talk says why not.
func (p *Peer) Talk() {}

// Remember does nothing.
func (p *Peer) Remember(string) {}

// Reconnected, Leave, SetMuted, Handle, Poll and Close do nothing.
func (p *Peer) Reconnected()           {}
func (p *Peer) Leave()                 {}
func (p *Peer) SetMuted(bool)          {}
func (p *Peer) Handle(json.RawMessage) {}
func (p *Peer) Poll(time.Time)         {}
func (p *Peer) Close()                 {}
