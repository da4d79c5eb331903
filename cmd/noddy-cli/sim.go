package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strings"

	"noddy/engine"
	"noddy/engine/players"
)

// simResult is what sim measures; it is also the --json output. C and D
// are there in games for three and four.
type simResult struct {
	A, B    string   `json:"-"`
	names   []string // by player: A, B, C, D
	Game    string   `json:"game,omitempty"`
	Options []string `json:"options,omitempty"`
	Players struct {
		A string `json:"a"`
		B string `json:"b"`
		C string `json:"c,omitempty"`
		D string `json:"d,omitempty"`
	} `json:"players"`
	Matches int    `json:"matches"`
	Seed    uint64 `json:"seed"`
	Target  int    `json:"target"`
	Wins    struct {
		A int  `json:"a"`
		B int  `json:"b"`
		C *int `json:"c,omitempty"`
		D *int `json:"d,omitempty"`
	} `json:"wins"`
	WinRateA      float64    `json:"win_rate_a"`
	CI95          [2]float64 `json:"ci95_a"` // Wilson score interval for A's win rate
	Deals         int        `json:"deals"`
	PointsPerDeal struct {
		A float64  `json:"a"`
		B float64  `json:"b"`
		C *float64 `json:"c,omitempty"`
		D *float64 `json:"d,omitempty"`
	} `json:"points_per_deal"`
	// ByReason splits each player's points per deal by where they came
	// from: show, count, go (last card), thirty-one, jack, and in the
	// family's other games crib, start, turn-up, mog, muggins, settle.
	ByReason struct {
		A map[string]float64 `json:"a"`
		B map[string]float64 `json:"b"`
		C map[string]float64 `json:"c,omitempty"`
		D map[string]float64 `json:"d,omitempty"`
	} `json:"points_per_deal_by_reason"`
	// GamePoints is each player's game points over the matches (skunks,
	// lurches), in games that count them.
	GamePoints []int `json:"game_points,omitempty"`
	wins       []int
	ppd        []float64
	by         []map[string]float64
}

// runSim: noddy-cli sim --a greedy --b random --matches 1000 --seed 1 —
// whole matches between computer players, seats going round.
func runSim(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("sim", "[--game G] [--option O] [--a NAME] [--b NAME] [--c NAME] [--d NAME] [--matches N] [--seed S] [--target T] [--json | --codes] [--events FILE] [--duplicate]",
		"Plays whole matches between computer players, one a seat: --a and --b, and for\n"+
			"a game for three or four --c and --d (in partnerships A and C play B and D).\n"+
			"In match i the players move i seats round, so with two A sits in seat 0 in\n"+
			"even-numbered matches and seat 1 in odd ones; match i uses seed S+i. Prints\n"+
			"the wins, A's win rate with a 95% Wilson interval, and the mean points per\n"+
			"deal of each player. With --duplicate, N deal sequences are each played\n"+
			"twice with the seats swapped, and the paired win difference is reported;\n"+
			"in the family's other games and player counts, each sequence is played in\n"+
			"every line-up round the table, and each player's win rate and points per\n"+
			"deal (hand, crib, play, other) are reported.\n"+
			wrap("Players: "+strings.Join(players.PlayerNames(), ", ")+". The table's levels are "+
				strings.Join(players.Levels(), ", ")+" (easy is greedy); the expert-* names are variants of the "+
				"expert for measurement (see BENCHMARKS.md). Also for measurement only: peek (sees the "+
				"other hand) and antipeek (the best reply to peek: plays from its view but knows peek's "+
				"exact policy; antipeek-nofilter, the same without reading peek's past lays). In games "+
				"other than noddy: random, easy, medium and expert.", 78))
	game := gameFlags(fs)
	a := fs.String("a", "greedy", "player A's `name`")
	b := fs.String("b", "random", "player B's `name`")
	c := fs.String("c", "", "player C's `name` (games for three or four)")
	d := fs.String("d", "", "player D's `name` (games for four)")
	matches := fs.Int("matches", 1000, "how many `matches` to play (1 to 10,000,000)")
	seed := fs.Uint64("seed", 1, "the first match's `seed`")
	target := fs.Int("target", 0, "the `points` that win a game (default: the game's)")
	asJSON := fs.Bool("json", false, "print the result as one JSON object")
	eventsFile := fs.String("events", "", "write every event of every match to `FILE` as JSON Lines")
	duplicate := fs.Bool("duplicate", false, "play each deal sequence twice, seats swapped; --matches counts pairs")
	codes := fs.Bool("codes", false, "print each match's code, one a line, instead of the summary")
	rest, done, status := parse(fs, args, stdout, stderr)
	if done {
		return status
	}
	switch {
	case len(rest) > 0:
		return badInput(stderr, "sim", fmt.Sprintf("unexpected argument %q", rest[0]))
	case *matches < 1 || *matches > 10_000_000:
		return badInput(stderr, "sim", fmt.Sprintf("--matches must be 1 to 10,000,000; got %d", *matches))
	case *d != "" && *c == "":
		return badInput(stderr, "sim", "--d needs --c")
	case *codes && *asJSON:
		return badInput(stderr, "sim", "--codes and --json exclude each other: --codes prints only the codes, one a line")
	}
	names := []string{*a, *b}
	for _, n := range []string{*c, *d} {
		if n != "" {
			names = append(names, n)
		}
	}
	rules, err := game(len(names))
	if err != nil {
		return badInput(stderr, "sim", err.Error())
	}
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "target" {
			rules.Target = *target
		}
	})
	if _, err := engine.NewMatch(rules, 0); err != nil {
		return badInput(stderr, "sim", fmt.Sprintf("--target %d: %v", *target, err))
	}
	if own, _ := game(len(names)); *codes && own.Target != rules.Target {
		return badInput(stderr, "sim", "--codes needs the game's own target: a code names the game, not a --target")
	}
	for _, name := range names {
		if _, err := entrant(rules, name); err != nil {
			return badInput(stderr, "sim", err.Error())
		}
	}

	if *duplicate {
		if *codes {
			return badInput(stderr, "sim", "--codes is not available with --duplicate")
		}
		if *eventsFile != "" {
			return badInput(stderr, "sim", "--events is not available with --duplicate")
		}
		if rules.Name != "noddy" || len(names) != 2 {
			return runDuplicateFamily(stdout, stderr, rules, names, *matches, *seed, *asJSON)
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

	var codeOut io.Writer
	if *codes {
		codeOut = stdout
	}
	res, err := simulate(rules, names, *matches, *seed, ev, codeOut)
	if err != nil { // a built-in player chose an illegal action: an engine bug
		fmt.Fprintf(stderr, "noddy-cli sim: %v\n", err)
		return exitFailure
	}
	if ev != nil {
		if err := ev.Flush(); err != nil {
			fmt.Fprintf(stderr, "noddy-cli sim: writing %s: %v\n", *eventsFile, err)
			return exitFailure
		}
	}
	if *codes {
		return exitOK
	}
	if *asJSON {
		out, _ := json.Marshal(res)
		fmt.Fprintf(stdout, "%s\n", out)
		return exitOK
	}
	printSim(stdout, res)
	return exitOK
}

// entrant makes name's player for a seat of a match of rules: in du
// Coeur's Noddy any NewPlayer name or a measuring stick (peek, which reads
// the other seat's cards from the match; antipeek); in the other games a
// players.New name.
func entrant(rules engine.Rules, name string) (func(m *engine.Match, seat int, seed uint64) (players.Actor, error), error) {
	if _, err := players.New(rules, name, 0); err != nil && rules.Name == "noddy" {
		e, err := namedEntrant(name)
		if err != nil {
			return nil, err
		}
		return func(m *engine.Match, seat int, seed uint64) (players.Actor, error) {
			p, err := e(m, seat, seed)
			if err != nil {
				return nil, err
			}
			return players.Lays(p), nil
		}, nil
	}
	if _, err := players.New(rules, name, 0); err != nil {
		return nil, err
	}
	return func(_ *engine.Match, _ int, seed uint64) (players.Actor, error) {
		return players.New(rules, name, seed)
	}, nil
}

// simulate plays the matches: in match i seat s has player (s−i) mod n, so
// with two players A sits in seat i%2, and partners stay partners.
func simulate(rules engine.Rules, names []string, matches int, seed uint64, ev *bufio.Writer, codes io.Writer) (simResult, error) {
	n := len(names)
	var res simResult
	res.names = names
	res.A, res.B = names[0], names[1]
	res.Players.A, res.Players.B = names[0], names[1]
	if n > 2 {
		res.Players.C = names[2]
	}
	if n > 3 {
		res.Players.D = names[3]
	}
	if rules.Name != "noddy" {
		res.Game, res.Options = rules.Name, rules.Options
	}
	res.Matches, res.Seed, res.Target = matches, seed, rules.Target
	points := make([]int, n)             // by player
	reasons := make([]map[string]int, n) // by player
	for p := range reasons {
		reasons[p] = map[string]int{}
	}
	wins := make([]int, n)
	gamePts := make([]int, n)
	ents := make([]func(*engine.Match, int, uint64) (players.Actor, error), n)
	for p, name := range names {
		ents[p], _ = entrant(rules, name)
	}
	for i := 0; i < matches; i++ {
		ms := seed + uint64(i)
		player := func(seat int) int { return ((seat-i)%n + n) % n }
		bySeat := make([]string, n)
		for s := range bySeat {
			bySeat[s] = names[player(s)]
		}
		m, _ := engine.NewMatch(rules, ms)
		seats := make([]players.Actor, n)
		for s := range seats {
			var err error
			if seats[s], err = ents[player(s)](m, s, ms<<1|uint64(s)); err != nil {
				return res, err
			}
		}
		if err := players.Play(m, seats); err != nil {
			return res, fmt.Errorf("match seed %d: %w", ms, err)
		}
		for s := range seats {
			if rules.SideOf(s) == m.Winner() {
				wins[player(s)]++
			}
		}
		for _, e := range m.Events() {
			switch e := e.(type) {
			case engine.Dealt:
				res.Deals++
			case engine.Won:
				for s := range seats {
					if rules.SideOf(s) == e.Side {
						gamePts[player(s)] += e.GamePoints
					}
				}
			case engine.GameWon:
				for s := range seats {
					if rules.SideOf(s) == e.Side {
						gamePts[player(s)] += e.GamePoints
					}
				}
			}
		}
		for _, r := range awards(m.Events()) {
			points[player(r.seat)] += r.points
			reasons[player(r.seat)][r.reason] += r.points
		}
		if codes != nil {
			code, err := m.Code()
			if err != nil {
				return res, err
			}
			fmt.Fprintln(codes, code)
		}
		if ev != nil {
			writeEventsFor(ev, i, ms, res.Game, res.Options, bySeat, rules.Target, m.Events())
		}
	}
	nm := float64(matches)
	res.wins = wins
	res.Wins.A, res.Wins.B = wins[0], wins[1]
	res.WinRateA = float64(wins[0]) / nm
	res.CI95 = wilson(wins[0], matches, 1.959963984540054)
	d := float64(res.Deals)
	res.ppd = make([]float64, n)
	res.by = make([]map[string]float64, n)
	for p := range names {
		res.ppd[p] = float64(points[p]) / d
		res.by[p] = map[string]float64{}
		for _, r := range reasonNames {
			res.by[p][r] = float64(reasons[p][r]) / d
		}
		for r, v := range reasons[p] {
			res.by[p][r] = float64(v) / d
		}
	}
	res.PointsPerDeal.A, res.PointsPerDeal.B = res.ppd[0], res.ppd[1]
	res.ByReason.A, res.ByReason.B = res.by[0], res.by[1]
	if n > 2 {
		res.Wins.C, res.PointsPerDeal.C, res.ByReason.C = &wins[2], &res.ppd[2], res.by[2]
	}
	if n > 3 {
		res.Wins.D, res.PointsPerDeal.D, res.ByReason.D = &wins[3], &res.ppd[3], res.by[3]
	}
	if rules.Name != "noddy" {
		res.GamePoints = gamePts
	}
	return res, nil
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
	n := len(r.names)
	game := ""
	if r.Game != "" {
		game = r.Game
		if len(r.Options) > 0 {
			game += " (" + strings.Join(r.Options, ", ") + ")"
		}
		game += ": "
	}
	seats := "seats alternating"
	if n > 2 {
		seats = "seats going round"
	}
	letters := "ABCD"
	var vs []string
	for p, name := range r.names {
		vs = append(vs, fmt.Sprintf("%s (%c)", name, letters[p]))
	}
	fmt.Fprintf(w, "%s%s: %d matches to %d from seed %d, %s\n",
		game, strings.Join(vs, " vs "), r.Matches, r.Target, r.Seed, seats)
	var ws, ps []string
	for p, name := range r.names {
		ws = append(ws, fmt.Sprintf("%s %d", name, r.wins[p]))
		ps = append(ps, fmt.Sprintf("%s %.3f", name, r.ppd[p]))
	}
	fmt.Fprintf(w, "wins: %s\n", strings.Join(ws, ", "))
	fmt.Fprintf(w, "%s win rate %.2f%% (95%% Wilson interval %.2f%% to %.2f%%)\n",
		r.A, 100*r.WinRateA, 100*r.CI95[0], 100*r.CI95[1])
	fmt.Fprintf(w, "deals: %d (%.2f a match)\n", r.Deals, float64(r.Deals)/float64(r.Matches))
	fmt.Fprintf(w, "mean points per deal: %s\n", strings.Join(ps, ", "))
	reasons := slices.Clone(reasonNames)
	for _, by := range r.by {
		for k, v := range by {
			if v != 0 && !slices.Contains(reasons, k) {
				reasons = append(reasons, k)
			}
		}
	}
	slices.Sort(reasons[len(reasonNames):])
	for p, name := range r.names {
		fmt.Fprintf(w, "  %s:", name)
		for _, reason := range reasons {
			fmt.Fprintf(w, " %s %.3f", reason, r.by[p][reason])
		}
		fmt.Fprintln(w)
	}
	if r.GamePoints != nil {
		var gs []string
		for p, name := range r.names {
			gs = append(gs, fmt.Sprintf("%s %d", name, r.GamePoints[p]))
		}
		fmt.Fprintf(w, "game points: %s\n", strings.Join(gs, ", "))
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
