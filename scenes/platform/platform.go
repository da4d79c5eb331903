package platform

import "noddy/scenes"

// New is the game's platform here, the desktop's or the page's; each part
// is in its pair of files (store_*, record_*, tokens_*, clipboard_*,
// network_*, touch_*, textbox_*, voice_*); audio_* guards the page's
// AudioContext against a race in Ebitengine's audio (docs/DECISIONS.md)
// and holds the page's sound until the person's first gesture.
func New() scenes.Platform {
	guardResume() // audio_*
	return scenes.Platform{
		Settings:     settingsStore(),
		Record:       recordStore(),
		Copy:         copyText,
		CopyCode:     copyCode,
		Offline:      offline,
		Tokens:       tokens(),
		Touch:        likelyTouch(),
		TextBox:      newTextBox,
		Voice:        newVoice,
		SoundAllowed: soundAllowed,
	}
}
