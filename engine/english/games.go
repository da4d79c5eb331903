package english

import (
	"strconv"
	"strings"

	"noddy/engine"
)

// The family as the game's choice shows it: the games in three groups,
// each game by a short name and a line saying what it is — players,
// cards, target and source.

// GameGroup is a heading of the game's choice and its games (the
// engine's names), in the order shown.
type GameGroup struct {
	Title string
	Games []string
}

// GameGroups are the family's games grouped as the game's choice shows
// them: Noddy's readings, the other early games, cribbage. Every game the
// engine deals is in one group (TestGameGroupsCoverTheFamily).
func GameGroups() []GameGroup {
	return []GameGroup{
		{"Noddy", []string{"noddy", "parlett", "macgregor"}},
		{"Early games", []string{"early-cribbage", "costly-colours"}},
		{"Cribbage", []string{"cribbage", "cribbage-five", "cribbage-seven", "cribbage-three", "cribbage-four"}},
	}
}

var gameNames = map[string]string{
	"noddy": "Noddy (du Coeur)", "parlett": "Noddy (Parlett)", "macgregor": "Noddy (MacGregor)",
	"early-cribbage": "Early cribbage", "costly-colours": "Costly Colours",
	"cribbage": "Six-card cribbage", "cribbage-five": "Five-card cribbage", "cribbage-seven": "Seven-card cribbage",
	"cribbage-three": "Three-hand cribbage", "cribbage-four": "Four-hand cribbage",
}

// gameSources are where each game's rules come from, as short as a line
// allows (docs/games names them in full).
var gameSources = map[string]string{
	"noddy":          "Justin du Coeur, 1996",
	"parlett":        "David Parlett",
	"macgregor":      "MacGregor Historic Games",
	"early-cribbage": "Charles Cotton, 1674",
	"costly-colours": "Charles Cotton, 1674",
	"cribbage":       "American Cribbage Congress",
	"cribbage-five":  "Hoyle's Games",
	"cribbage-seven": "modern rules",
	"cribbage-three": "Bicycle's rules",
	"cribbage-four":  "modern rules",
}

// GameShort is a game's short name: "Noddy (du Coeur)", "Four-hand
// cribbage"; the engine's title for a game it does not know.
func GameShort(name string) string {
	if n, ok := gameNames[name]; ok {
		return n
	}
	if g, err := engine.LookupGame(name); err == nil {
		return g.Title
	}
	return name
}

// GameLine says what a game is in one line: its players, its cards, its
// target and its source: "2 players · 3 cards · to 31 · Justin du Coeur,
// 1996", "4 players in two sides · 5 cards and a crib · to 121 · modern
// rules".
func GameLine(name string) string {
	g, err := engine.LookupGame(name)
	if err != nil {
		return ""
	}
	var parts []string
	var ns []string
	for _, p := range g.Players {
		ns = append(ns, strconv.Itoa(p))
	}
	players := strings.Join(ns, " or ") + " players"
	r, err := engine.Lookup(name, 0)
	if err != nil {
		return ""
	}
	if r.Partners {
		players += " in two sides"
	}
	parts = append(parts, players)
	cards := strconv.Itoa(r.Deal) + " cards"
	if r.CribSize() > 0 {
		cards += " and a crib"
	}
	parts = append(parts, cards, "to "+strconv.Itoa(r.Target))
	if src, ok := gameSources[name]; ok {
		parts = append(parts, src)
	}
	return strings.Join(parts, " · ")
}

// FourColourLabel is Settings' four-colour button: "Four-colour suits:
// on", and where high contrast draws every suit black (red suits
// hollow), that it shows only without it.
func FourColourLabel(on, highContrast bool) string {
	s := Labelled(FourSetting, OnOff(on))
	if highContrast {
		s += " (not in high contrast)"
	}
	return s
}

// FourColourUnseen is the notice when four-colour suits are turned on
// under high contrast.
func FourColourUnseen() string {
	return "Four-colour suits show once high contrast is off: high contrast draws every suit black, hearts and diamonds hollow."
}
