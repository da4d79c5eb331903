package scenes

import "noddy/scenes/model"

// decodeSettings reads stored settings; anything unreadable gives the
// defaults and the error.
func decodeSettings(b []byte) (model.Settings, error) {
	return model.DecodeSettings(b)
}

func encodeSettings(s model.Settings) ([]byte, error) { return s.Encode(), nil }

var errStorage = errorString("settings could not be stored")

type errorString string

func (e errorString) Error() string { return string(e) }
