package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"noddy/engine"
	"noddy/engine/players"
)

// simResult is what sim measures; it is also the --json output.
type simResult struct {
	A, B    string `json:"-"`
	Players struct {
		A string `json:"a"`
		B string `json:"b"`
	} `json:"players"`
	Matches int    `json:"matches"`
	Seed    uint64 `json:"seed"`
	Target  int    `json:"target"`
	Wins    struct {
		A int `json:"a"`
		B int `json:"b"`
	} `json:"wins"`
	WinRateA      float64    `json:"win_rate_a"`
	CI95          [2]float64 `json:"ci95_a"` // Wilson score interval for A's win rate
	Deals         int        `json:"deals"`
	PointsPerDeal struct {
		A float64 `json:"a"`
		B float64 `json:"b"`
	} `json:"points_per_deal"`
	// ByReason splits each player's points per deal by where they came
	// from: show, count, go (last card), thirty-one, jack.
	ByReason struct {
		A map[string]float64 `json:"a"`
		B map[string]float64 `json:"b"`
	} `json:"points_per_deal_by_reason"`
}

// runSim: noddy-cli sim --a greedy --b random --matches 1000 --seed 1 —
// whole matches between two computer players, seats alternating.
func runSim(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("sim", "[--a NAME] [--b NAME] [--matches N] [--seed S] [--target T] [--json] [--events FILE] [--duplicate]",
		"Plays whole matches between two computer players. Player A sits in seat 0 in\n"+
			"even-numbered matches and seat 1 in odd ones; match i uses seed S+i. Prints\n"+
			"the wins, A's win rate with a 95% Wilson interval, and the mean points per\n"+
			"deal of each player. With --duplicate, N deal sequences are each played\n"+
			"twice with the seats swapped, and the paired win difference is reported.\n"+
			wrap("Players: "+strings.Join(players.PlayerNames(), ", ")+". The table's levels are "+
				strings.Join(players.Levels(), ", ")+" (easy is greedy); the expert-* names are variants of the "+
				"expert for measurement (see BENCHMARKS.md). Also for measurement only: peek (sees the "+
				"other hand) and antipeek (the best reply to peek: plays from its view but knows peek's "+
				"exact policy; antipeek-nofilter, the same without reading peek's past lays).", 78))
	a := fs.String("a", "greedy", "player A's `name`")
	b := fs.String("b", "random", "player B's `name`")
	matches := fs.Int("matches", 1000, "how many `matches` to play (1 to 10,000,000)")
	seed := fs.Uint64("seed", 1, "the first match's `seed`")
	target := fs.Int("target", engine.DefaultTarget, "the `points` that win a match")
	asJSON := fs.Bool("json", false, "print the result as one JSON object")
	eventsFile := fs.String("events", "", "write every event of every match to `FILE` as JSON Lines")
	duplicate := fs.Bool("duplicate", false, "play each deal sequence twice, seats swapped; --matches counts pairs")
	rest, done, status := parse(fs, args, stdout, stderr)
	if done {
		return status
	}
	switch {
	case len(rest) > 0:
		return badInput(stderr, "sim", fmt.Sprintf("unexpected argument %q", rest[0]))
	case *matches < 1 || *matches > 10_000_000:
		return badInput(stderr, "sim", fmt.Sprintf("--matches must be 1 to 10,000,000; got %d", *matches))
	}
	for _, name := range []string{*a, *b} {
		if _, err := players.NamedEntrant(name); err != nil {
			return badInput(stderr, "sim", err.Error())
		}
	}
	rules := engine.Noddy()
	rules.Target = *target
	if _, err := engine.NewMatch(rules, 0); err != nil {
		return badInput(stderr, "sim", fmt.Sprintf("--target %d: %v", *target, err))
	}

	if *duplicate {
		if *eventsFile != "" {
			return badInput(stderr, "sim", "--events is not available with --duplicate")
		}
		return runDuplicate(stdout, stderr, rules, *a, *b, *matches, *seed, *asJSON)
	}

	var ev *bufio.Writer
	if *eventsFile != "" {
		f, err := os.Create(*eventsFile)
		if err != nil {
			fmt.Fprintf(stderr, "noddy-cli sim: %v\n", err)
			return exitFailure
		}
		defer f.Close()
		ev = bufio.NewWriter(f)
	}

	res := simulate(rules, *a, *b, *matches, *seed, ev)
	if ev != nil {
		if err := ev.Flush(); err != nil {
			fmt.Fprintf(stderr, "noddy-cli sim: writing %s: %v\n", *eventsFile, err)
			return exitFailure
		}
	}
	if *asJSON {
		out, _ := json.Marshal(res)
		fmt.Fprintf(stdout, "%s\n", out)
		return exitOK
	}
	printSim(stdout, res)
	return exitOK
}

// simulate plays the matches; A sits in seat i%2 in match i.
func simulate(rules engine.Rules, a, b string, matches int, seed uint64, ev *bufio.Writer) simResult {
	var res simResult
	res.A, res.B = a, b
	res.Players.A, res.Players.B = a, b
	res.Matches, res.Seed, res.Target = matches, seed, rules.Target
	var points [2]int             // by player: 0 = A, 1 = B
	var reasons [2]map[string]int // by player
	reasons[0], reasons[1] = map[string]int{}, map[string]int{}
	for i := 0; i < matches; i++ {
		ms := seed + uint64(i)
		aSeat := i % 2
		names := [2]string{a, b}
		if aSeat == 1 {
			names = [2]string{b, a}
		}
		m, _ := engine.NewMatch(rules, ms)
		var seats [2]players.Player
		for s := 0; s < 2; s++ {
			seats[s], _ = simPlayer(names[s], m, s, ms<<1|uint64(s))
		}
		if err := players.PlayOut(m, seats); err != nil {
			panic(err) // a built-in player chose an illegal card: an engine bug
		}
		player := func(seat int) int { // seat to player index
			if seat == aSeat {
				return 0
			}
			return 1
		}
		if player(m.Winner()) == 0 {
			res.Wins.A++
		} else {
			res.Wins.B++
		}
		sc := m.Scores()
		points[player(0)] += sc[0]
		points[player(1)] += sc[1]
		for _, r := range awards(m.Events()) {
			reasons[player(r.seat)][r.reason] += r.points
		}
		for _, e := range m.Events() {
			if _, ok := e.(engine.Dealt); ok {
				res.Deals++
			}
		}
		if ev != nil {
			writeEvents(ev, i, seed+uint64(i), names[:], rules.Target, m.Events())
		}
	}
	n := float64(matches)
	res.WinRateA = float64(res.Wins.A) / n
	res.CI95 = wilson(res.Wins.A, matches, 1.959963984540054)
	d := float64(res.Deals)
	res.PointsPerDeal.A, res.PointsPerDeal.B = float64(points[0])/d, float64(points[1])/d
	res.ByReason.A, res.ByReason.B = map[string]float64{}, map[string]float64{}
	for _, r := range reasonNames {
		res.ByReason.A[r] = float64(reasons[0][r]) / d
		res.ByReason.B[r] = float64(reasons[1][r]) / d
	}
	return res
}

// wilson is the Wilson score interval for k successes in n trials.
func wilson(k, n int, z float64) [2]float64 {
	p, nf := float64(k)/float64(n), float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return [2]float64{max(0, mid-half), min(1, mid+half)}
}

func printSim(w io.Writer, r simResult) {
	fmt.Fprintf(w, "%s (A) vs %s (B): %d matches to %d from seed %d, seats alternating\n",
		r.A, r.B, r.Matches, r.Target, r.Seed)
	fmt.Fprintf(w, "wins: %s %d, %s %d\n", r.A, r.Wins.A, r.B, r.Wins.B)
	fmt.Fprintf(w, "%s win rate %.2f%% (95%% Wilson interval %.2f%% to %.2f%%)\n",
		r.A, 100*r.WinRateA, 100*r.CI95[0], 100*r.CI95[1])
	fmt.Fprintf(w, "deals: %d (%.2f a match)\n", r.Deals, float64(r.Deals)/float64(r.Matches))
	fmt.Fprintf(w, "mean points per deal: %s %.3f, %s %.3f\n", r.A, r.PointsPerDeal.A, r.B, r.PointsPerDeal.B)
	for _, p := range []struct {
		name string
		by   map[string]float64
	}{{r.A, r.ByReason.A}, {r.B, r.ByReason.B}} {
		fmt.Fprintf(w, "  %s:", p.name)
		for _, reason := range reasonNames {
			fmt.Fprintf(w, " %s %.3f", reason, p.by[reason])
		}
		fmt.Fprintln(w)
	}
}

// wrap breaks text into lines of at most width columns at spaces.
func wrap(text string, width int) string {
	var b strings.Builder
	col := 0
	for _, w := range strings.Fields(text) {
		if col > 0 && col+1+len([]rune(w)) > width {
			b.WriteByte('\n')
			col = 0
		} else if col > 0 {
			b.WriteByte(' ')
			col++
		}
		b.WriteString(w)
		col += len([]rune(w))
	}
	return b.String()
}
