// Command noddy-duel plays a duplicate contest between two computer
// players (engine.Duplicate) and prints the result.
//
//	noddy-duel -a expert -b greedy -pairs 2000 [-seed 1] [-json]
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"noddy/engine"
)

func main() {
	a := flag.String("a", "expert", "player A (a NewPlayer name or peek)")
	b := flag.String("b", "greedy", "player B")
	pairs := flag.Int("pairs", 1000, "duplicate pairs (each played twice, seats swapped)")
	seed := flag.Uint64("seed", 1, "first match seed")
	asJSON := flag.Bool("json", false, "print JSON")
	flag.Parse()
	ea, err := engine.NamedEntrant(*a)
	if err != nil {
		fail(err)
	}
	eb, err := engine.NamedEntrant(*b)
	if err != nil {
		fail(err)
	}
	if *pairs < 1 {
		fail(fmt.Errorf("-pairs must be at least 1"))
	}
	r, err := engine.Duplicate(engine.Noddy(), ea, eb, *pairs, *seed)
	if err != nil {
		fail(err)
	}
	if *asJSON {
		out := struct {
			A string `json:"a"`
			B string `json:"b"`
			engine.DuplicateResult
		}{*a, *b, r}
		json.NewEncoder(os.Stdout).Encode(out)
		return
	}
	fmt.Printf("%s vs %s, %d duplicate pairs (%d matches)\n", *a, *b, r.Pairs, 2*r.Pairs)
	fmt.Printf("%s wins %d (%.1f%%, 95%% interval %.1f%%–%.1f%%)\n", *a, r.AWins, 100*r.AWinRate, 100*r.CI95Low, 100*r.CI95High)
	fmt.Printf("paired win difference %+.3f (95%% interval %+.3f to %+.3f); pairs won both %d, split %d, lost both %d\n",
		r.WinDiff, r.WinDiffLow, r.WinDiffHigh, r.ABoth, r.Shared, r.BBoth)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "noddy-duel:", err)
	os.Exit(2)
}
