// Command tutorial-seed searches seeds for the guided tutorial's match: a
// short match, both seats laying only cards the tutorial can justify
// (tutorial.Sensible), that shows every lesson in tutorial.Required.
// It prints the best candidates as Go literals for tutorial/script.go.
//
//	go run ./tools/tutorial-seed -from 1 -n 200000 -deals 4
//
// The tutorial's seed and moves were found this way (see tutorial/script.go).
//
// With -game cribbage it searches six-card cribbage instead
// (tutorial.SearchCribbage): both seats take the family expert's pick, and
// the shortest run of deals that shows every tutorial.CribRequired lesson
// wins (see tutorial/cribscript.go).
//
//	go run ./tools/tutorial-seed -game cribbage -from 1 -n 2000 -deals 3
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"sort"
	"sync"

	"noddy/engine"
	"noddy/tutorial"
)

func main() {
	from := flag.Uint64("from", 1, "first seed")
	n := flag.Uint64("n", 100000, "number of seeds to try")
	deals := flag.Int("deals", 4, "most deals the match may take")
	target := flag.Int("target", engine.DefaultTarget, "match target (31 is the rules')")
	top := flag.Int("top", 5, "candidates to print")
	workers := flag.Int("workers", runtime.GOMAXPROCS(0), "parallel searchers")
	game := flag.String("game", "noddy", "the game: noddy (du Coeur's) or cribbage (six-card, for two)")
	flag.Parse()
	if *deals < 1 || *top < 1 || *workers < 1 {
		fmt.Fprintln(os.Stderr, "tutorial-seed: -deals, -top and -workers must be at least 1")
		os.Exit(2)
	}
	switch *game {
	case "noddy":
	case "cribbage":
		searchCribbage(*from, *n, *deals, *top, *workers)
		return
	default:
		fmt.Fprintf(os.Stderr, "tutorial-seed: -game %q: the seed search knows noddy and cribbage\n", *game)
		os.Exit(2)
	}
	rules := engine.Noddy()
	rules.Target = *target
	if _, err := engine.NewMatch(rules, 0); err != nil {
		fmt.Fprintln(os.Stderr, "tutorial-seed:", err)
		os.Exit(2)
	}

	var mu sync.Mutex
	var found []tutorial.Candidate
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func(w uint64) {
			defer wg.Done()
			for s := *from + w; s < *from+*n; s += uint64(*workers) {
				if c, ok := tutorial.Search(rules, s, *deals); ok {
					mu.Lock()
					found = append(found, c)
					mu.Unlock()
				}
			}
		}(uint64(w))
	}
	wg.Wait()
	sort.Slice(found, func(i, j int) bool {
		if found[i].Better(found[j]) != found[j].Better(found[i]) {
			return found[i].Better(found[j])
		}
		return found[i].Script.Seed < found[j].Script.Seed
	})
	fmt.Printf("%d seeds from %d, at most %d deals, target %d: %d candidates\n",
		*n, *from, *deals, *target, len(found))
	for i, c := range found {
		if i == *top {
			break
		}
		fmt.Printf("\nseed %d: %d deals, %d events, winner seat %d, %d lessons\n  %s\n",
			c.Script.Seed, c.Deals, c.Events, c.Winner, c.Lessons.Len(), c.Lessons)
		fmt.Printf("  Moves: %q\n", engine.FormatCards(c.Script.Moves))
	}
}

// searchCribbage is the search for six-card cribbage's tutorial.
func searchCribbage(from, n uint64, deals, top, workers int) {
	rules, err := engine.Lookup("cribbage", 2)
	if err != nil {
		fmt.Fprintln(os.Stderr, "tutorial-seed:", err)
		os.Exit(2)
	}
	var mu sync.Mutex
	var found []tutorial.CribCandidate
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w uint64) {
			defer wg.Done()
			for s := from + w; s < from+n; s += uint64(workers) {
				if c, ok := tutorial.SearchCribbage(rules, s, deals); ok {
					mu.Lock()
					found = append(found, c)
					mu.Unlock()
				}
			}
		}(uint64(w))
	}
	wg.Wait()
	sort.Slice(found, func(i, j int) bool { return found[i].Better(found[j]) })
	fmt.Printf("cribbage: %d seeds from %d, at most %d deals: %d candidates\n", n, from, deals, len(found))
	for i, c := range found {
		if i == top {
			break
		}
		fmt.Printf("\nseed %d: %d deals, %d events, scores %v, %d lessons\n  %s\n",
			c.Script.Seed, c.Script.Deals, c.Events, c.Scores, c.Lessons.Len(), c.Lessons)
		fmt.Printf("  Actions: %q\n", tutorial.FormatActions(c.Script.Actions))
	}
}
