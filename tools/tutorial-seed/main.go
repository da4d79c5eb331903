// Command tutorial-seed searches seeds for the guided tutorial's match: a
// short match, both seats laying only cards the tutorial can justify
// (tutorial.Sensible), that shows every lesson in tutorial.Required.
// It prints the best candidates' actions, as tutorial/script.go writes them.
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
		rules := engine.Noddy()
		rules.Target = *target
		if _, err := engine.NewMatch(rules, 0); err != nil {
			fmt.Fprintln(os.Stderr, "tutorial-seed:", err)
			os.Exit(2)
		}
		found := search(*from, *n, *workers, func(s uint64) (tutorial.Candidate[tutorial.Lesson], bool) {
			return tutorial.Search(rules, s, *deals)
		})
		fmt.Printf("%d seeds from %d, at most %d deals, target %d: %d candidates\n",
			*n, *from, *deals, *target, len(found))
		show(found, *top, func(c tutorial.Candidate[tutorial.Lesson]) string { return fmt.Sprintf("winner seat %d", c.Winner) })
	case "cribbage":
		rules, err := engine.Lookup("cribbage", 2)
		if err != nil {
			fmt.Fprintln(os.Stderr, "tutorial-seed:", err)
			os.Exit(2)
		}
		found := search(*from, *n, *workers, func(s uint64) (tutorial.Candidate[tutorial.CribLesson], bool) {
			return tutorial.SearchCribbage(rules, s, *deals)
		})
		fmt.Printf("cribbage: %d seeds from %d, at most %d deals: %d candidates\n", *n, *from, *deals, len(found))
		show(found, *top, func(c tutorial.Candidate[tutorial.CribLesson]) string { return fmt.Sprintf("scores %v", c.Scores) })
	default:
		fmt.Fprintf(os.Stderr, "tutorial-seed: -game %q: the seed search knows noddy and cribbage\n", *game)
		os.Exit(2)
	}
}

// lesson is a game's lesson type (tutorial.Lesson, tutorial.CribLesson).
type lesson interface {
	~uint8
	String() string
}

// search tries the n seeds from from with find, on workers goroutines,
// and returns the candidates found, best first.
func search[L lesson](from, n uint64, workers int, find func(seed uint64) (tutorial.Candidate[L], bool)) []tutorial.Candidate[L] {
	var mu sync.Mutex
	var found []tutorial.Candidate[L]
	var wg sync.WaitGroup
	for w := range uint64(workers) {
		wg.Go(func() {
			for s := from + w; s < from+n; s += uint64(workers) {
				if c, ok := find(s); ok {
					mu.Lock()
					found = append(found, c)
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	sort.Slice(found, func(i, j int) bool { return found[i].Better(found[j]) })
	return found
}

// show prints the top candidates, each with what it shows and its
// actions as the script files write them; about says how it ends.
func show[L lesson](found []tutorial.Candidate[L], top int, about func(tutorial.Candidate[L]) string) {
	for i, c := range found {
		if i == top {
			break
		}
		fmt.Printf("\nseed %d: %d deals, %d events, %s, %d lessons\n  %s\n",
			c.Script.Seed, c.Deals, c.Events, about(c), c.Lessons.Len(), c.Lessons)
		fmt.Printf("  Actions: %q\n", tutorial.FormatActions(c.Script.Actions))
	}
}
