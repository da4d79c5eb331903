package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"noddy/engine"
	"noddy/engine/players/arena"
)

// duplicateJSON is sim --duplicate --json: arena.DuplicateResult with the
// players and settings.
type duplicateJSON struct {
	A      string `json:"a"`
	B      string `json:"b"`
	Seed   uint64 `json:"seed"`
	Target int    `json:"target"`
	arena.DuplicateResult
}

// runDuplicate: sim --duplicate. Each of pairs deal sequences (match seeds
// seed, seed+1, …) is played twice, A in seat 0 then in seat 1
// (arena.Duplicate), so luck of the cards cancels within a pair.
func runDuplicate(stdout, stderr io.Writer, rules engine.Rules, a, b string, pairs int, seed uint64, asJSON bool) int {
	ea, err := namedEntrant(a)
	if err != nil {
		return badInput(stderr, "sim", err.Error())
	}
	eb, err := namedEntrant(b)
	if err != nil {
		return badInput(stderr, "sim", err.Error())
	}
	r, err := arena.Duplicate(rules, ea, eb, pairs, seed)
	if err != nil { // a built-in player chose an illegal card: an engine bug
		fmt.Fprintf(stderr, "noddy-cli sim: %v\n", err)
		return exitFailure
	}
	if asJSON {
		out, _ := json.Marshal(duplicateJSON{A: a, B: b, Seed: seed, Target: rules.Target, DuplicateResult: r})
		fmt.Fprintf(stdout, "%s\n", out)
		return exitOK
	}
	fmt.Fprintf(stdout, "%s (A) vs %s (B): %d duplicate pairs (%d matches) to %d from seed %d\n",
		a, b, r.Pairs, 2*r.Pairs, rules.Target, seed)
	fmt.Fprintf(stdout, "%s win rate %.2f%% (95%% interval %.2f%% to %.2f%%), %d of %d matches\n",
		a, 100*r.AWinRate, 100*r.CI95Low, 100*r.CI95High, r.AWins, 2*r.Pairs)
	fmt.Fprintf(stdout, "paired win difference %+.3f (95%% interval %+.3f to %+.3f): %s's wins less %s's per pair, from -1 to +1\n",
		r.WinDiff, r.WinDiffLow, r.WinDiffHigh, a, b)
	fmt.Fprintf(stdout, "pairs: %s won both %d, split %d, %s won both %d\n", a, r.ABoth, r.Shared, b, r.BBoth)
	return exitOK
}

// runDuplicateFamily: sim --duplicate for the family's games and player
// counts (arena.DuplicateFamily): each of pairs sets plays one deal
// sequence in every line-up of the players round the table (and, with two
// names, of their swap), so luck of the cards cancels within a set.
func runDuplicateFamily(stdout, stderr io.Writer, rules engine.Rules, names []string, pairs int, seed uint64, asJSON bool) int {
	r, err := arena.DuplicateFamily(rules, names, pairs, seed)
	if err != nil {
		fmt.Fprintf(stderr, "noddy-cli sim: %v\n", err)
		return exitFailure
	}
	if asJSON {
		out, _ := json.Marshal(struct {
			Seed   uint64 `json:"seed"`
			Target int    `json:"target"`
			arena.FamilyResult
		}{seed, rules.Target, r})
		fmt.Fprintf(stdout, "%s\n", out)
		return exitOK
	}
	fmt.Fprintf(stdout, "%s, %d seats (%s): %d duplicate sets of %d matches from seed %d\n",
		rules.Title, rules.Seats, strings.Join(names, " "), r.Pairs, len(r.Lineups), seed)
	for _, p := range r.Players {
		fmt.Fprintf(stdout, "%-8s won %.2f%% (95%% interval %.2f%% to %.2f%%; even %.2f%%), %d of %d matches\n",
			p.Name, 100*p.WinRate, 100*p.CI95Low, 100*p.CI95High, 100*p.Fair, p.Wins, p.Matches)
		d := p.PerDeal
		fmt.Fprintf(stdout, "%-8s per deal %.2f: hand %.2f, crib %.2f, play %.2f, other %.2f (%d deals)\n",
			"", d.Total, d.Hand, d.Crib, d.Play, d.Other, p.Deals)
		for k, st := range p.Stages {
			d := st.PerDeal
			fmt.Fprintf(stdout, "%-8s   %-7s %.2f: hand %.2f, crib %.2f, play %.2f, other %.2f (%d deals)\n",
				"", arena.StageNames[k], d.Total, d.Hand, d.Crib, d.Play, d.Other, st.Deals)
		}
	}
	fmt.Fprintf(stdout, "sets: %s won every match %d, some %d, none %d\n", names[0], r.ABoth, r.Shared, r.BBoth)
	return exitOK
}
