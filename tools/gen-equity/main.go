// Command gen-equity writes the expert's match-equity table (engine/players/
// equity_table.go) from self-play: it plays deals of a player against
// itself, records each deal's points in the order scored, and solves the
// chance of winning a match to 31 from every score by dynamic programming
// (players.GenerateEquity). Run by `go generate ./engine/players`.
//
//	go run ./tools/gen-equity -o engine/players/equity_table.go [-deals N] [-seed S] [-player NAME]
package main

import (
	"flag"
	"fmt"
	"os"

	"noddy/engine/players"
)

func main() {
	out := flag.String("o", "equity_table.go", "file to write")
	deals := flag.Int("deals", players.EquityDeals, "deals of self-play")
	seed := flag.Uint64("seed", players.EquitySeed, "seed of the first self-play match")
	player := flag.String("player", players.EquityPlayer, "player to self-play (must not depend on the score)")
	flag.Parse()
	if *deals < 1 {
		fmt.Fprintln(os.Stderr, "gen-equity: -deals must be at least 1")
		os.Exit(2)
	}
	t, err := players.GenerateEquity(*player, *deals, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen-equity:", err)
		os.Exit(1)
	}
	src, err := players.EquitySource(t, *player, *deals, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen-equity:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen-equity:", err)
		os.Exit(1)
	}
}
