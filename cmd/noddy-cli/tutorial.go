package main

import (
	"fmt"
	"io"
	"strings"

	"noddy/tutorial"
)

// runTutorial: noddy-cli tutorial [--game NAME] [--step N] — the guided
// tutorial as numbered text steps (the same narration as the table's
// tutorial scene): du Coeur's Noddy's, or another game's that has one.
func runTutorial(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("tutorial", "[--game NAME] [--step N]",
		"Prints the guided tutorial: one short match, seed and moves fixed, replayed\n"+
			"through the engine and explained step by step.")
	step := fs.Int("step", 0, "print only step `N` (1-based; 0 prints them all)")
	game := fs.String("game", "noddy", "the game whose tutorial to print: "+strings.Join(tutorial.Games(), " or "))
	rest, done, status := parse(fs, args, stdout, stderr)
	if done {
		return status
	}
	if len(rest) > 0 {
		return badInput(stderr, "tutorial", fmt.Sprintf("unexpected argument %q", rest[0]))
	}
	t, ok := tutorial.For(*game)
	if !ok {
		return badInput(stderr, "tutorial", fmt.Sprintf("--game %q has no tutorial (tutorials: %s)", *game, strings.Join(tutorial.Games(), ", ")))
	}
	if *step < 0 || *step > t.Len() {
		return badInput(stderr, "tutorial", fmt.Sprintf("--step must be 1 to %d (or 0 for all)", t.Len()))
	}
	var err error
	if *step == 0 {
		err = t.Write(stdout)
	} else {
		err = t.WriteStep(stdout, *step-1)
	}
	if err != nil {
		fmt.Fprintf(stderr, "noddy-cli tutorial: %v\n", err)
		return exitFailure
	}
	return exitOK
}
