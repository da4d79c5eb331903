package friend

import (
	"encoding/json"
	"time"

	"noddy/client/voice"
	"noddy/protocol"
)

// noVoice is a seat's voice where the platform gives none
// (SharedConfig.NewVoice nil: the desktop): never available, so the
// table says voice is in the browser.
type noVoice struct{}

func (noVoice) State() voice.State              { return voice.State{} }
func (noVoice) Talk()                           {}
func (noVoice) Leave()                          {}
func (noVoice) SetMuted(bool)                   {}
func (noVoice) Handle(json.RawMessage)          {}
func (noVoice) TakeOutgoing() []json.RawMessage { return nil }
func (noVoice) Reconnected()                    {}
func (noVoice) SetICE(protocol.ICEConfig)       {}
func (noVoice) Poll(time.Time)                  {}
func (noVoice) Remember(string)                 {}
func (noVoice) Close()                          {}
