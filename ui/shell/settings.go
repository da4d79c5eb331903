package shell

import (
	"fmt"
	"strconv"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
	"noddy/ui/table"
)

// Settings are the player's choices, remembered between runs (package
// scenes stores them, in the form Encode writes, in a file on the desktop
// and in localStorage in a browser).
type Settings struct {
	HighContrast bool   `json:"highContrast"`
	FourColour   bool   `json:"fourColour"`
	BigText      bool   `json:"bigText"`
	Muted        bool   `json:"muted"`
	Speed        string `json:"speed"`
	Level        string `json:"level"`
	// Game is the rule set chosen (the engine's name; "" du Coeur's
	// Noddy), Players its number of players (0: its default), Options
	// its options, comma-separated (a string keeps Settings comparable).
	Game    string `json:"game"`
	Players int    `json:"players"`
	Options string `json:"options"`
	// Name is the person's name at shared tables ("" : Guest).
	Name string `json:"name"`
	// Match is the code of the match against the computer left
	// unfinished ("": none) and MatchLevel the level it is played at:
	// the next start takes it up where it stands (ui.Config.Resume).
	Match      string `json:"match"`
	MatchLevel string `json:"matchLevel"`
}

// GameName is the chosen game's name (the engine's).
func (s Settings) GameName() string {
	if s.Game == "" {
		return "noddy"
	}
	return s.Game
}

// OptionList is the chosen options.
func (s Settings) OptionList() []string {
	if s.Options == "" {
		return nil
	}
	return strings.Split(s.Options, ",")
}

// Rules is the rule set the settings choose (du Coeur's Noddy when they
// choose none the engine has).
func (s Settings) Rules() engine.Rules {
	r, err := engine.Lookup(s.GameName(), s.Players, s.OptionList()...)
	if err != nil {
		return engine.Noddy()
	}
	return r
}

// DefaultSettings is what a first run uses: normal speed, the easiest level.
func DefaultSettings() Settings {
	return Settings{Speed: table.SpeedNormal.String(), Level: players.Levels()[0]}
}

// Normalize replaces unknown values (a level that no longer exists, a
// misspelt speed) by the defaults, so a stale settings file never breaks
// the table.
func (s Settings) Normalize() Settings {
	if _, ok := table.ParseSpeed(s.Speed); !ok {
		s.Speed = table.SpeedNormal.String()
	}
	known := false
	for _, l := range players.Levels() {
		if l == s.Level {
			known = true
		}
	}
	if !known {
		s.Level = players.Levels()[0]
	}
	if !KnownLevel(s.MatchLevel) {
		s.Match, s.MatchLevel = "", "" // its player is no longer there
	}
	if _, err := engine.Lookup(s.GameName(), s.Players, s.OptionList()...); err != nil {
		s.Game, s.Players, s.Options = "", 0, "" // a game or option no longer there
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

// settingFields names each setting in the stored form, in the order
// Encode writes them.
var settingFields = [...]string{"highContrast", "fourColour", "bigText", "muted", "speed", "level", "game", "players", "options", "name", "match", "matchLevel"}

func (s *Settings) field(name string) (b *bool, str *string, n *int) {
	switch name {
	case "highContrast":
		return &s.HighContrast, nil, nil
	case "fourColour":
		return &s.FourColour, nil, nil
	case "bigText":
		return &s.BigText, nil, nil
	case "muted":
		return &s.Muted, nil, nil
	case "speed":
		return nil, &s.Speed, nil
	case "level":
		return nil, &s.Level, nil
	case "game":
		return nil, &s.Game, nil
	case "players":
		return nil, nil, &s.Players
	case "options":
		return nil, &s.Options, nil
	case "name":
		return nil, &s.Name, nil
	case "match":
		return nil, &s.Match, nil
	case "matchLevel":
		return nil, &s.MatchLevel, nil
	}
	return nil, nil, nil
}

// Encode writes the settings in their stored form: one "name=value" line
// each, e.g. "speed=fast". Plain lines rather than JSON keep encoding/json
// (about 100 KB gzip) out of the browser build, whose size has a budget
// (BENCHMARKS.md, "Browser").
func (s Settings) Encode() []byte {
	var b []byte
	for _, name := range settingFields {
		b = append(b, name...)
		b = append(b, '=')
		switch p, q, n := s.field(name); {
		case p != nil:
			b = strconv.AppendBool(b, *p)
		case q != nil:
			b = append(b, *q...)
		case n != nil:
			b = strconv.AppendInt(b, int64(*n), 10)
		}
		b = append(b, '\n')
	}
	return b
}

// SettingsError is a stored form DecodeSettings cannot read: Line (from 1)
// and what is wrong with it.
type SettingsError struct {
	Line   int
	Reason string
}

func (e *SettingsError) Error() string {
	return fmt.Sprintf("settings, line %d: %s", e.Line, e.Reason)
}

// DecodeSettings reads Encode's form. A setting not given keeps its default
// and a name it does not know is skipped (a later version's setting); an
// unknown speed or level becomes the default (Normalize). A line without
// "=", or a switch that is not true or false, gives the defaults and a
// *SettingsError.
func DecodeSettings(data []byte) (Settings, error) {
	s := DefaultSettings()
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		name, value, ok := strings.Cut(line, "=")
		if !ok {
			return DefaultSettings(), &SettingsError{Line: i + 1, Reason: fmt.Sprintf("%q is not name=value", line)}
		}
		switch p, q, n := s.field(strings.TrimSpace(name)); {
		case p != nil:
			v, err := strconv.ParseBool(strings.TrimSpace(value))
			if err != nil {
				return DefaultSettings(), &SettingsError{Line: i + 1, Reason: fmt.Sprintf("%s must be true or false, not %q", name, value)}
			}
			*p = v
		case q != nil:
			*q = strings.TrimSpace(value)
		case n != nil:
			v, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil {
				return DefaultSettings(), &SettingsError{Line: i + 1, Reason: fmt.Sprintf("%s must be a number, not %q", name, value)}
			}
			*n = v
		}
	}
	return s.Normalize(), nil
}

// GameLabel names the chosen game with its players and options: "Noddy
// (du Coeur)", "Six-card cribbage · muggins" (its short name, as the
// game's choice shows it).
func (s Settings) GameLabel() string {
	r := s.Rules()
	g, _ := engine.LookupGame(r.Name)
	l := english.GameShort(r.Name)
	if len(g.Players) > 1 {
		l += english.Players(r.Seats)
	}
	for _, o := range r.Options {
		l += " · " + english.Option(o)
	}
	return l
}
