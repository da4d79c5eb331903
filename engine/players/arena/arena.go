// Package arena measures computer players against each other: duplicate
// matches (Duplicate for du Coeur's Noddy, DuplicateFamily for every game
// and player count) and their statistics. It is for measurement only
// (noddy-cli sim --duplicate, the strength tests); the game does not link it.
package arena

import (
	"fmt"
	"math"

	"noddy/engine"
	"noddy/engine/players"
)

// Entrant makes the player for one seat of one match. seed is that seat's
// own seed; m is the match itself, which only a measuring stick such as
// Peek may look into.
type Entrant func(m *engine.Match, seat int, seed uint64) (players.Player, error)

// NamedEntrant returns the Entrant for a players.New name in du Coeur's Noddy.
func NamedEntrant(name string) (Entrant, error) {
	if _, err := players.New(engine.Noddy(), name, 0); err != nil {
		return nil, err
	}
	return func(m *engine.Match, _ int, seed uint64) (players.Player, error) {
		a, err := players.New(m.Rules(), name, seed)
		if err != nil {
			return nil, err
		}
		return players.LayOnly(a), nil
	}, nil
}

// DuplicateResult is a duplicate contest between players A and B: each
// deal sequence (a match seed) played twice, A in seat 0 then in seat 1,
// so both meet the same cards from both sides.
type DuplicateResult struct {
	Pairs int `json:"pairs"`
	// AWins is A's wins over all 2×Pairs matches.
	AWins int `json:"a_wins"`
	// Split is how many pairs each side won both of, and how many were
	// shared (one each).
	ABoth  int `json:"a_both"`
	BBoth  int `json:"b_both"`
	Shared int `json:"shared"`
	// AWinRate is AWins/(2×Pairs); CI95Low and CI95High its 95% interval,
	// from the spread of the pair scores (0, ½ or 1), which are
	// independent where single matches from one seed are not.
	AWinRate float64 `json:"a_win_rate"`
	CI95Low  float64 `json:"ci95_low"`
	CI95High float64 `json:"ci95_high"`
	// WinDiff is the mean per pair of A's wins less B's (−1..1):
	// 2×AWinRate−1, with its interval.
	WinDiff     float64 `json:"win_diff"`
	WinDiffLow  float64 `json:"win_diff_ci95_low"`
	WinDiffHigh float64 `json:"win_diff_ci95_high"`
}

// PairOutcome is one pair's result: how many of its two matches A won.
type PairOutcome uint8

// Summarise computes the duplicate statistics from each pair's A wins
// (0, 1 or 2). The interval is the normal one, mean ± 1.96 standard
// errors, clipped to 0..1; with no pairs everything is 0.
func Summarise(pairs []PairOutcome) DuplicateResult {
	r := DuplicateResult{Pairs: len(pairs)}
	if len(pairs) == 0 {
		return r
	}
	for _, p := range pairs {
		r.AWins += int(p)
		switch p {
		case 2:
			r.ABoth++
		case 1:
			r.Shared++
		default:
			r.BBoth++
		}
	}
	n := float64(len(pairs))
	mean := float64(r.AWins) / (2 * n)
	ss := 0.0
	for _, p := range pairs {
		d := float64(p)/2 - mean
		ss += d * d
	}
	se := 0.0
	if len(pairs) > 1 {
		se = math.Sqrt(ss / (n - 1) / n)
	}
	r.AWinRate = mean
	r.CI95Low = max(0, mean-1.96*se)
	r.CI95High = min(1, mean+1.96*se)
	r.WinDiff = 2*mean - 1
	r.WinDiffLow = 2*r.CI95Low - 1
	r.WinDiffHigh = 2*r.CI95High - 1
	return r
}

// PlayPair plays the deal sequence of seed twice, A in seat 0 then in seat
// 1, and returns how many of the two A won. Each seat's player gets its own
// seed derived from seed, the same for A in both matches.
func PlayPair(rules engine.Rules, a, b Entrant, seed uint64) (PairOutcome, error) {
	var wins PairOutcome
	for aSeat := 0; aSeat < 2; aSeat++ {
		m, err := engine.NewMatch(rules, seed)
		if err != nil {
			return 0, err
		}
		var ps [2]players.Player
		if ps[aSeat], err = a(m, aSeat, seed*2+1); err != nil {
			return 0, err
		}
		if ps[1-aSeat], err = b(m, 1-aSeat, seed*2+2); err != nil {
			return 0, err
		}
		if err := players.PlayOut(m, ps); err != nil {
			return 0, fmt.Errorf("match seed %d: %w", seed, err)
		}
		if m.Winner() == aSeat {
			wins++
		}
	}
	return wins, nil
}

// Duplicate plays pairs duplicate pairs with match seeds seed, seed+1, …
// and summarises them.
func Duplicate(rules engine.Rules, a, b Entrant, pairs int, seed uint64) (DuplicateResult, error) {
	out := make([]PairOutcome, 0, pairs)
	for i := 0; i < pairs; i++ {
		p, err := PlayPair(rules, a, b, seed+uint64(i))
		if err != nil {
			return DuplicateResult{}, err
		}
		out = append(out, p)
	}
	return Summarise(out), nil
}
