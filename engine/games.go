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
	// File is the rule file it follows, in shared/rules.
	File string
	// rules builds the rule set for a player count and options already
	// checked against Players and Options.
	rules func(players int, options []string) Rules
}

// Games lists every registered rule set, du Coeur's Noddy first.
func Games() []Game {
	return slices.Clone(registry)
}

var registry = []Game{
	{Name: "noddy", Title: "Noddy (du Coeur)", Players: []int{2}, File: "noddy.md",
		rules: func(int, []string) Rules { return Noddy() }},
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
	r := g.rules(players, options)
	r.Options = slices.Clone(options)
	return r, nil
}

func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, " or ")
}
