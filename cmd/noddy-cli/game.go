package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"noddy/engine"
)

// optionList is a repeated --option flag.
type optionList []string

func (o *optionList) String() string     { return strings.Join(*o, ",") }
func (o *optionList) Set(v string) error { *o = append(*o, v); return nil }

// gameFlags adds --game and --option to fs; the returned function builds
// the rule set (for players seats, 0 the game's default) once the flags
// are parsed.
func gameFlags(fs *flag.FlagSet) func(players int) (engine.Rules, error) {
	game := fs.String("game", "noddy", "the rule set's `name` (noddy-cli games lists them)")
	var opts optionList
	fs.Var(&opts, "option", "an `option` of the game, repeated for several (noddy-cli games lists them)")
	seats := fs.Int("players", 0, "how many `players` (default: the game's first; parlett: 2 or 4)")
	return func(players int) (engine.Rules, error) {
		if players == 0 {
			players = *seats
		} else if *seats != 0 && *seats != players {
			return engine.Rules{}, fmt.Errorf("--players %d, but %d players are named", *seats, players)
		}
		return engine.Lookup(*game, players, opts...)
	}
}

// runGames: noddy-cli games — every rule set, its players and options.
func runGames(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("games", "[--json]", "Lists the rule sets by the names --game takes, with the numbers of players\n"+
		"each is dealt for (the first is the default), its options and its rule file.")
	asJSON := fs.Bool("json", false, `print [{"name":…,"title":…,"players":[2],"options":[…],"target":31,"rules":"noddy.md"},…]`)
	rest, done, status := parse(fs, args, stdout, stderr)
	if done {
		return status
	}
	if len(rest) > 0 {
		return badInput(stderr, "games", fmt.Sprintf("unexpected argument %q", rest[0]))
	}
	type row struct {
		Name    string   `json:"name"`
		Title   string   `json:"title"`
		Players []int    `json:"players"`
		Options []string `json:"options"`
		Target  int      `json:"target"`
		File    string   `json:"rules"`
	}
	var rows []row
	for _, g := range engine.Games() {
		r, err := engine.Lookup(g.Name, 0)
		if err != nil {
			fmt.Fprintf(stderr, "noddy-cli games: %v\n", err)
			return exitFailure
		}
		opts := g.Options
		if opts == nil {
			opts = []string{}
		}
		rows = append(rows, row{g.Name, r.Title, g.Players, opts, r.Target, g.File})
	}
	if *asJSON {
		b, _ := json.Marshal(rows)
		fmt.Fprintf(stdout, "%s\n", b)
		return exitOK
	}
	for _, r := range rows {
		ps := make([]string, len(r.Players))
		for i, p := range r.Players {
			ps[i] = fmt.Sprint(p)
		}
		opts := "none"
		if len(r.Options) > 0 {
			opts = strings.Join(r.Options, ", ")
		}
		fmt.Fprintf(stdout, "%-15s %s\n", r.Name, r.Title)
		fmt.Fprintf(stdout, "%-15s players %s · to %d · options: %s · docs/games/%s\n", "", strings.Join(ps, " or "), r.Target, opts, r.File)
	}
	return exitOK
}
