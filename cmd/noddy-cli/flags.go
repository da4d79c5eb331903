package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
)

// newFlags returns a flag set whose errors are reported by parse, not by
// the flag package, so that --help goes to stdout and mistakes to stderr.
func newFlags(name, synopsis, about string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "usage: noddy-cli %s %s\n\n%s\n\nFlags:\n", name, synopsis, about)
		fs.PrintDefaults()
	}
	return fs
}

// parse reads flags anywhere among the arguments (flags may follow cards)
// and returns the rest. It returns done with the exit status when the run
// should stop: --help (usage on stdout, status 0) or a bad flag (the error
// on stderr, status 2).
func parse(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (rest []string, done bool, status int) {
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fs.Usage()
			return nil, true, exitOK
		}
		if err != nil {
			return nil, true, badInput(stderr, fs.Name(), err.Error())
		}
		args = fs.Args()
		if len(args) == 0 {
			return rest, false, 0
		}
		if args[0] == "--" {
			return append(rest, args[1:]...), false, 0
		}
		rest = append(rest, args[0])
		args = args[1:]
	}
}

// badInput reports a mistake in the input and returns exit status 2.
func badInput(stderr io.Writer, cmd, msg string) int {
	fmt.Fprintf(stderr, "noddy-cli %s: %s\nRun 'noddy-cli %s --help' for usage.\n", cmd, msg, cmd)
	return exitBadInput
}

// parseDeal parses the starter and the other cards, rejecting a malformed
// card or a card given twice (the starter included).
func parseDeal(starter string, toks []string) (engine.Card, []engine.Card, error) {
	if starter == "" {
		return engine.NoCard, nil, errors.New("--starter is required")
	}
	all, err := engine.ParseCards(append([]string{starter}, toks...))
	if err != nil {
		return engine.NoCard, nil, err
	}
	return all[0], all[1:], nil
}

// comboName names a combination without its article: "run of three".
func comboName(c engine.Combo) string {
	return strings.TrimPrefix(english.Label(c), "a ")
}

// jsonCombo is a combination in the --json outputs.
type jsonCombo struct {
	Kind   string   `json:"kind"`
	Cards  []string `json:"cards"`
	Points int      `json:"points"`
}

func toJSONCombos(cs []engine.Combo) []jsonCombo {
	out := make([]jsonCombo, 0, len(cs))
	for _, c := range cs {
		out = append(out, jsonCombo{Kind: c.Kind.Slug(), Cards: cardStrings(c.Cards), Points: c.Points})
	}
	return out
}

func cardStrings(cs []engine.Card) []string {
	out := make([]string, 0, len(cs))
	for _, c := range cs {
		out = append(out, c.String())
	}
	return out
}
