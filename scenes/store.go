package scenes

import (
	"encoding/json"

	"noddy/scenes/model"
)

// decodeSettings reads stored settings; anything unreadable gives the
// defaults and the error.
func decodeSettings(b []byte) (model.Settings, error) {
	s := model.DefaultSettings()
	if err := json.Unmarshal(b, &s); err != nil {
		return model.DefaultSettings(), err
	}
	return s.Normalize(), nil
}

func encodeSettings(s model.Settings) ([]byte, error) { return json.MarshalIndent(s, "", "  ") }

var errStorage = errorString("settings could not be stored")

type errorString string

func (e errorString) Error() string { return string(e) }
