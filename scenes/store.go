package scenes

import (
	"noddy/ui/shell"
)

// decodeSettings reads stored settings; anything unreadable gives the
// defaults and the error.
func decodeSettings(b []byte) (shell.Settings, error) {
	return shell.DecodeSettings(b)
}

func encodeSettings(s shell.Settings) ([]byte, error) { return s.Encode(), nil }
