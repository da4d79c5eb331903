// Package voice is the talk between the two seats of a voice table
// (issue 11): WebRTC audio browser to browser, negotiated by signals the
// table server relays (docs/PROTOCOL.md, "Voice"). Peer (voice_js.go)
// drives getUserMedia and RTCPeerConnection through syscall/js, so it is
// the browser's only: package scenes/platform gives it to ui/friend
// there, and the desktop has no voice.
//
// Nothing here blocks or calls back into the game: JavaScript's callbacks
// only record what happened, signals to send wait in a queue the game
// takes once a tick (TakeOutgoing), and the state is read with State.
//
// Negotiation. Each side sends "join" when its microphone is on. The
// lower seat makes the offers: whenever it hears a "join" while it is in
// the voice, it starts afresh (a new connection and offer), so a reload
// or a lost connection on either side renegotiates by itself; the higher
// seat answers every offer on a new connection, and answers a "join" that
// is not itself an answer with a join marked reply, so that the lower seat
// hears one whichever joined first.
package voice

// State is what the table shows of the voice.
type State struct {
	// Available: this build and browser can talk (WebRTC is there).
	Available bool `json:"available"`
	// Joined: this seat pressed Talk and its microphone is on (or being
	// asked for: Asking).
	Joined bool `json:"joined"`
	Asking bool `json:"asking"`
	// Connected: audio flows between the two; Connecting while it is
	// being set up.
	Connected  bool `json:"connected"`
	Connecting bool `json:"connecting"`
	// Muted: this seat's microphone sends nothing.
	Muted bool `json:"muted"`
	// PeerJoined, PeerMuted: the other seat is in the voice, muted.
	PeerJoined bool `json:"peerJoined"`
	PeerMuted  bool `json:"peerMuted"`
	// PeerSpeaking: the other seat's received audio is above a whisper.
	PeerSpeaking bool `json:"peerSpeaking"`
	// Err is why voice could not connect ("" when it did or was not
	// tried): shown as "Voice could not connect: " + Err.
	Err string `json:"err"`
}
