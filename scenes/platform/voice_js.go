//go:build js

package platform

import (
	"noddy/client/voice"
	"noddy/protocol"
	"noddy/ui/friend"
)

// newVoice is a seat's voice in the browser: WebRTC (client/voice).
func newVoice(ice protocol.ICEConfig, me, other int) friend.VoicePeer {
	return voice.New(ice, me, other)
}
