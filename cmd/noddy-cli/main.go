// Command noddy-cli is the engine without a window: it lists the games of
// the family, scores shows and counts in any of them, and plays computer
// players against each other.
//
//	noddy-cli games
//	noddy-cli score [--game G] [--option O] [--crib] --starter 6C 7H 8S 9D
//	noddy-cli count [--game G] --starter 2C 3C 5S 4D
//	noddy-cli sim [--game G] --a greedy --b random [--c NAME --d NAME] --matches 1000 --seed 1
//	noddy-cli play --create [--server URL] [--game G] | --join LINK
//
// Each subcommand has --help. Exit status: 0 done, 1 an output file could
// not be written, 2 bad input (malformed or repeated card, a card past 31,
// unknown player, bad flag).
package main

import (
	"fmt"
	"io"
	"os"

	"noddy/internal/version"
)

// command is one subcommand. run gets the arguments after the subcommand's
// name and returns the exit status.
type command struct {
	name, summary string
	run           func(args []string, stdout, stderr io.Writer) int
}

// commands is the dispatch table, in the order --help lists them. Adding a
// subcommand is one line here and its own file.
var commands = []command{
	{"games", "list the rule sets, their players and options", runGames},
	{"score", "score a show (or a crib): a hand with the starter", runScore},
	{"count", "lay cards in order and score each one in the count", runCount},
	{"sim", "play computer players against each other", runSim},
	{"review", "review a finished match's decisions from its code", runReview},
	{"tutorial", "print the guided tutorial as numbered text steps", runTutorial},
	{"play", "play a seat at a shared table (noddy-web) with a computer player", runPlay},
}

// Exit statuses.
const (
	exitOK       = 0
	exitFailure  = 1 // could not write output
	exitBadInput = 2
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitBadInput
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		usage(stdout)
		return exitOK
	case "-version", "--version", "version":
		fmt.Fprintln(stdout, "noddy-cli", version.String())
		return exitOK
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "noddy-cli: unknown command %q\n\n", args[0])
	usage(stderr)
	return exitBadInput
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: noddy-cli COMMAND [flags] [cards]")
	fmt.Fprintln(w, "\nCommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'noddy-cli COMMAND --help' for a command's flags, 'noddy-cli --version' for the version.")
	fmt.Fprintln(w, "Cards are written 7H, TS or 10S, JD, 7♥ (rank A 2-9 T J Q K, suit C D H S).")
}
