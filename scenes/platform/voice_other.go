//go:build !js

package platform

import (
	"noddy/protocol"
	"noddy/ui/friend"
)

// newVoice: the desktop has no voice (no well-kept pure-Go WebRTC with
// microphone capture and playback builds without cgo on every desktop;
// pion/webrtc leaves capture and playback to the application), so the
// table says voice is in the browser (ui/friend's noVoice).
var newVoice func(ice protocol.ICEConfig, me, other int) friend.VoicePeer
