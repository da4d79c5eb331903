package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Game is a registered rule set: the name the CLI and the table use, the
// numbers of players it is dealt for (the first is the default), its
// options, and how to build its Rules.
type Game struct {
	Name    string
	Title   string
	Players []int
	Options []string
	// File is its rules page in docs/games.
	File string
	// rules builds the rule set for a player count and options already
	// checked against Players and Options; it refuses options that
	// exclude each other.
	rules func(players int, options []string) (Rules, error)
}

// Games lists every registered rule set, du Coeur's Noddy first.
func Games() []Game {
	return slices.Clone(registry)
}

// AllRules is every registered rule set at each of its player counts,
// without options: what a measurement over the whole family runs.
func AllRules() []Rules {
	var out []Rules
	for _, g := range registry {
		for _, n := range g.Players {
			if r, err := g.rules(n, nil); err == nil { // TestAllRules: none fails
				out = append(out, r)
			}
		}
	}
	return out
}

// AllSetups is every registered rule set at each of its player counts,
// with no options and with each option alone: what a test over every way
// a game can be set up runs.
func AllSetups() ([]Rules, error) {
	var out []Rules
	for _, g := range registry {
		for _, n := range g.Players {
			sets := [][]string{nil}
			for _, o := range g.Options {
				sets = append(sets, []string{o})
			}
			for _, opts := range sets {
				r, err := Lookup(g.Name, n, opts...)
				if err != nil {
					return nil, err
				}
				out = append(out, r)
			}
		}
	}
	return out, nil
}

// registry is read only. Each rule set's constructor is in game_*.go, next
// to its scoring; adding a game adds its line here.
var registry = []Game{
	{Name: "noddy", Title: "Noddy (du Coeur)", Players: []int{2}, File: "noddy.md",
		rules: func(int, []string) (Rules, error) { return Noddy(), nil }},
	{Name: "parlett", Title: "Noddy (Parlett)", Players: []int{2, 4}, File: "parlett.md", rules: parlettRules},
	{Name: "macgregor", Title: "Noddy (MacGregor)", Players: []int{2}, File: "macgregor.md",
		Options: []string{"no-twenty-fives", "claims", "claims-at-end", "to-61", "best-of-three"}, rules: macGregorRules},
	{Name: "early-cribbage", Title: "Early cribbage", Players: []int{2}, File: "early-cribbage.md", rules: earlyRules},
	{Name: "costly-colours", Title: "Costly Colours", Players: []int{2}, File: "costly-colours.md", rules: costlyRules},
	{Name: "cribbage", Title: "Cribbage (six-card, 121)", Players: []int{2}, File: "cribbage.md",
		Options: cribbageOptions, rules: cribbageVariant(2, 6, 2, 0, 121, true)},
	{Name: "cribbage-five", Title: "Cribbage (five-card, 61)", Players: []int{2}, File: "cribbage.md",
		Options: cribbageOptions, rules: cribbageVariant(2, 5, 2, 0, 61, false)},
	{Name: "cribbage-seven", Title: "Cribbage (seven-card, 181)", Players: []int{2}, File: "cribbage.md",
		Options: cribbageOptions, rules: cribbageVariant(2, 7, 2, 0, 181, true)},
	{Name: "cribbage-three", Title: "Cribbage for three (61)", Players: []int{3}, File: "cribbage.md",
		Options: []string{"muggins", "to-121"}, rules: cribbageVariant(3, 5, 1, 1, 61, true)},
	{Name: "cribbage-four", Title: "Cribbage for four, in partnerships (121)", Players: []int{4}, File: "cribbage.md",
		Options: cribbageOptions, rules: cribbageVariant(4, 5, 1, 0, 121, true)},
}

// UnknownGameError is Lookup's error for a name, a player count or an
// option the registry does not know.
type UnknownGameError struct {
	Name, Why string
}

func (e *UnknownGameError) Error() string {
	return fmt.Sprintf("game %q: %s", e.Name, e.Why)
}

// LookupGame returns the registered game called name.
func LookupGame(name string) (Game, error) {
	for _, g := range registry {
		if g.Name == name {
			return g, nil
		}
	}
	names := make([]string, len(registry))
	for i, g := range registry {
		names[i] = g.Name
	}
	return Game{}, &UnknownGameError{Name: name, Why: "unknown (known: " + strings.Join(names, ", ") + ")"}
}

// Lookup returns the rule set called name for players seats (0: the
// game's default) with options in force. An unknown name, an unsupported
// player count or an unknown or repeated option gives an
// *UnknownGameError.
func Lookup(name string, players int, options ...string) (Rules, error) {
	g, err := LookupGame(name)
	if err != nil {
		return Rules{}, err
	}
	if players == 0 {
		players = g.Players[0]
	}
	if !slices.Contains(g.Players, players) {
		return Rules{}, &UnknownGameError{Name: name, Why: fmt.Sprintf("is not dealt for %d players (%s)", players, joinInts(g.Players))}
	}
	for i, o := range options {
		if !slices.Contains(g.Options, o) {
			known := "none"
			if len(g.Options) > 0 {
				known = strings.Join(g.Options, ", ")
			}
			return Rules{}, &UnknownGameError{Name: name, Why: fmt.Sprintf("has no option %q (options: %s)", o, known)}
		}
		if slices.Contains(options[:i], o) {
			return Rules{}, &UnknownGameError{Name: name, Why: fmt.Sprintf("option %q given twice", o)}
		}
	}
	r, err := g.rules(players, options)
	if err != nil {
		return Rules{}, &UnknownGameError{Name: name, Why: err.Error()}
	}
	r.Options = slices.Clone(options)
	return r, nil
}

// exclusive reports the first two of opts that are both in options.
func exclusive(options []string, opts ...string) error {
	var on []string
	for _, o := range opts {
		if slices.Contains(options, o) {
			on = append(on, o)
		}
	}
	if len(on) > 1 {
		return fmt.Errorf("options %q and %q exclude each other", on[0], on[1])
	}
	return nil
}

func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, " or ")
}
