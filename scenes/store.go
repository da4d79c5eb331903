package scenes

import "noddy/ui"

// decodeSettings reads stored settings; anything unreadable gives the
// defaults and the error.
func decodeSettings(b []byte) (ui.Settings, error) {
	return ui.DecodeSettings(b)
}

func encodeSettings(s ui.Settings) ([]byte, error) { return s.Encode(), nil }

var errStorage = errorString("settings could not be stored")

type errorString string

func (e errorString) Error() string { return string(e) }
