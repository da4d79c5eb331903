package model

import "noddy/engine"

// Speed is the animation speed setting.
type Speed uint8

// Animation speeds, slowest first. SpeedInstant plays every animation in
// no time: the table jumps to the next decision.
const (
	SpeedSlow Speed = iota
	SpeedNormal
	SpeedFast
	SpeedInstant
	numSpeeds
)

var speedNames = [numSpeeds]string{"slow", "normal", "fast", "instant"}

func (s Speed) String() string {
	if s < numSpeeds {
		return speedNames[s]
	}
	return "normal"
}

// ParseSpeed reads a speed's name; ok is false for an unknown name.
func ParseSpeed(s string) (Speed, bool) {
	for i, n := range speedNames {
		if n == s {
			return Speed(i), true
		}
	}
	return SpeedNormal, false
}

// scale returns the duration multiplier of the speed (0 for instant).
func (s Speed) scale() float64 {
	switch s {
	case SpeedSlow:
		return 1.6
	case SpeedFast:
		return 0.5
	case SpeedInstant:
		return 0
	}
	return 1
}

// Settings are the player's choices, remembered between runs (package
// scenes stores them as JSON on the desktop, in localStorage in a browser).
type Settings struct {
	HighContrast bool   `json:"highContrast"`
	FourColour   bool   `json:"fourColour"`
	BigText      bool   `json:"bigText"`
	Muted        bool   `json:"muted"`
	Speed        string `json:"speed"`
	Level        string `json:"level"`
}

// DefaultSettings is what a first run uses: normal speed, the easiest level.
func DefaultSettings() Settings {
	return Settings{Speed: SpeedNormal.String(), Level: engine.Levels()[0]}
}

// Normalize replaces unknown values (a level that no longer exists, a
// misspelt speed) by the defaults, so a stale settings file never breaks
// the table.
func (s Settings) Normalize() Settings {
	if _, ok := ParseSpeed(s.Speed); !ok {
		s.Speed = SpeedNormal.String()
	}
	known := false
	for _, l := range engine.Levels() {
		if l == s.Level {
			known = true
		}
	}
	if !known {
		s.Level = engine.Levels()[0]
	}
	return s
}

// Store keeps settings between runs.
type Store interface {
	Load() (Settings, error)
	Save(Settings) error
}

// MemStore is a Store in memory, for tests and when nothing can be saved.
type MemStore struct {
	S     Settings
	Saves int
}

// Load implements Store.
func (m *MemStore) Load() (Settings, error) { return m.S, nil }

// Save implements Store.
func (m *MemStore) Save(s Settings) error { m.S = s; m.Saves++; return nil }
