// Command gen-family writes the family players' generated tables
// (engine/players/family_tables.go) from self-play of the medium player:
// for each rule set of the family but du Coeur's Noddy, the chance of
// winning a game from every score at the start of a deal, and the expected
// crib by the cards laid out (players.FamilyTablesSource). Run by
// `go generate ./engine/players`.
//
//	go run ./tools/gen-family -o engine/players/family_tables.go [-deals N] [-seed S]
package main

import (
	"flag"
	"fmt"
	"os"

	"noddy/engine/players"
)

func main() {
	out := flag.String("o", "family_tables.go", "file to write")
	deals := flag.Int("deals", players.FamilyTablesDeals, "deals of self-play for each rule set")
	seed := flag.Uint64("seed", players.FamilyTablesSeed, "seed of the first self-play match")
	flag.Parse()
	if *deals < 1 {
		fmt.Fprintln(os.Stderr, "gen-family: -deals must be at least 1")
		os.Exit(2)
	}
	src, err := players.FamilyTablesSource(*deals, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen-family:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen-family:", err)
		os.Exit(1)
	}
}
