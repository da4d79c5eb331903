package arena

import (
	"fmt"
	"math"
	"slices"

	"noddy/engine"
	"noddy/engine/players"
)

// Duplicate matches for every game and player count. A set is one match
// seed played once for each line-up: the seat line-up given, each rotation
// of it (seat s plays names[(s+k)%n] in the k-th), and, when exactly two
// players are named, the rotations of the line-up with the two swapped;
// line-ups that repeat are played once. So each player meets the same
// cards from every seat it can hold, and with two players each seat is
// held by each player equally often:
//
//	2 seats, A B:      A B, B A (Duplicate's pair)
//	3 seats, A B B:    A B B, B B A, B A B, B A A, A A B, A B A
//	4 partners, A B A B: A B A B, B A B A
//
// Each player keeps one seed within a set, seed·n+1+i for the i-th name of
// the line-up it came from, as Duplicate gives A seed·2+1 and B seed·2+2,
// so du Coeur's Noddy gives Duplicate's numbers exactly.

// FamilyResult is a duplicate contest in one rule set.
type FamilyResult struct {
	Game    string     `json:"game"`
	Options []string   `json:"options,omitempty"`
	Seats   int        `json:"seats"`
	Names   []string   `json:"names"`
	Lineups [][]string `json:"lineups"`
	// DuplicateResult is the first name (A) against the other players: its
	// wins over all Pairs × len(Lineups) matches, the sets it won every
	// match of (ABoth), none (BBoth) or some (Shared), and its win rate
	// with the 95% interval from the spread of the sets' scores (A's share
	// of a set's matches), which are independent where matches of one seed
	// are not. With two players the rate to beat is 50%; in general it is
	// Players[0].Fair.
	DuplicateResult
	Players []FamilyPlayerResult `json:"players"`
}

// FamilyPlayerResult is one named player's part of a duplicate contest.
type FamilyPlayerResult struct {
	Name string `json:"name"`
	// Matches it played in, and won (its side won).
	Matches int `json:"matches"`
	Wins    int `json:"wins"`
	// WinRate is Wins/Matches, with its 95% interval over the sets; Fair is
	// the rate it would have if every player were alike: the mean share of
	// the sides it holds.
	WinRate  float64 `json:"win_rate"`
	CI95Low  float64 `json:"ci95_low"`
	CI95High float64 `json:"ci95_high"`
	Fair     float64 `json:"fair"`
	// Deals is how many whole deals (a deal and a seat it held) PerDeal is
	// the mean of; a deal the game ended in is left out.
	Deals   int        `json:"deals"`
	PerDeal DealPoints `json:"per_deal"`
	// Stages splits PerDeal by the score's stage when each deal began
	// (Stages): near the end the right choice can give up points to win.
	Stages [NumStages]StagePoints `json:"stages"`
}

// StagePoints is a player's points a deal in the deals that began at one
// stage of the score.
type StagePoints struct {
	Deals   int        `json:"deals"`
	PerDeal DealPoints `json:"per_deal"`
}

// The stages of the score at a deal's start, by the higher score against
// the target: the opening (below half), the middle, and the end (five
// sixths of the way or more: 101 of 121, 51 of 61, 26 of 31).
const (
	StageOpening = iota
	StageMiddle
	StageEnd
	NumStages
)

// StageNames names the stages for reports.
var StageNames = [NumStages]string{"opening", "middle", "end"}

// stageOf is the stage of a deal that begins at scores, target to win.
func stageOf(scores []int, target int) int {
	hi := 0
	for _, x := range scores {
		hi = max(hi, x)
	}
	switch {
	case 6*hi >= 5*target:
		return StageEnd
	case 2*hi >= target:
		return StageMiddle
	}
	return StageOpening
}

// DealPoints is points scored in a deal by one seat: its hand, its crib
// (zero when it did not deal), the play (the cards laid and the go), and
// the rest (a turned-up jack or two, the mog point, three to start,
// muggins, settled declarations).
type DealPoints struct {
	Hand  float64 `json:"hand"`
	Crib  float64 `json:"crib"`
	Play  float64 `json:"play"`
	Other float64 `json:"other"`
	Total float64 `json:"total"`
}

// mean is d (a sum over n deals) a deal.
func (d DealPoints) mean(n int) DealPoints {
	if n == 0 {
		return DealPoints{}
	}
	x := float64(n)
	return DealPoints{d.Hand / x, d.Crib / x, d.Play / x, d.Other / x, d.Total / x}
}

func (d *DealPoints) add(e DealPoints) {
	d.Hand += e.Hand
	d.Crib += e.Crib
	d.Play += e.Play
	d.Other += e.Other
	d.Total += e.Total
}

// familyLineups is the line-ups a set plays, in order.
func familyLineups(names []string) (lineups [][]string, sources [][]int) {
	n := len(names)
	add := func(base []string) {
		for k := 0; k < n; k++ {
			l := make([]string, n)
			src := make([]int, n)
			for s := range l {
				l[s] = base[(s+k)%n]
				src[s] = (s + k) % n
			}
			if !slices.ContainsFunc(lineups, func(x []string) bool { return slices.Equal(x, l) }) {
				lineups = append(lineups, l)
				sources = append(sources, src)
			}
		}
	}
	add(names)
	var distinct []string
	for _, x := range names {
		if !slices.Contains(distinct, x) {
			distinct = append(distinct, x)
		}
	}
	if len(distinct) == 2 {
		sw := make([]string, n)
		for i, x := range names {
			sw[i] = distinct[0]
			if x == distinct[0] {
				sw[i] = distinct[1]
			}
		}
		add(sw)
	}
	return lineups, sources
}

// familyActor makes the named player for a seat: players.New's players,
// and for du Coeur's Noddy every NamedEntrant name (peek and antipeek
// included).
func familyActor(rules engine.Rules, m *engine.Match, seat int, name string, seed uint64) (players.Actor, error) {
	if a, err := players.New(rules, name, seed); err == nil || rules.Name != "noddy" {
		return a, err
	}
	if rules.Name == "noddy" {
		e, err := NamedEntrant(name)
		if err != nil {
			return nil, err
		}
		p, err := e(m, seat, seed)
		if err != nil {
			return nil, err
		}
		return players.Lays(p), nil
	}
	return players.New(rules, name, seed)
}

// DuplicateFamily plays pairs sets of duplicate matches of rules (seeds
// seed, seed+1, …), the players named by seat in names (len(names) must be
// rules.Seats), and summarises them by player with the points each made a
// deal. Two names (A against B) make every set balanced: 50% is even.
func DuplicateFamily(rules engine.Rules, names []string, pairs int, seed uint64) (FamilyResult, error) {
	n := rules.Seats
	if len(names) != n {
		return FamilyResult{}, fmt.Errorf("%d players named for %d seats", len(names), n)
	}
	lineups, sources := familyLineups(names)
	res := FamilyResult{Game: rules.Name, Options: slices.Clone(rules.Options), Seats: n,
		Names: slices.Clone(names), Lineups: lineups}
	var distinct []string
	for _, x := range names {
		if !slices.Contains(distinct, x) {
			distinct = append(distinct, x)
		}
	}
	type acc struct {
		matches, wins int
		setRates      []float64
		deals         int
		pts           DealPoints
		fair          float64
		stages        [NumStages]StagePoints
	}
	accs := make([]acc, len(distinct))
	aSets := make([]float64, 0, pairs)
	aWins := 0
	var outcomes []PairOutcome
	for p := 0; p < pairs; p++ {
		ms := seed + uint64(p)
		setW := make([]int, len(distinct))
		setM := make([]int, len(distinct))
		for li, l := range lineups {
			m, err := engine.NewMatch(rules, ms)
			if err != nil {
				return FamilyResult{}, err
			}
			seats := make([]players.Actor, n)
			for s := range seats {
				if seats[s], err = familyActor(rules, m, s, l[s], ms*uint64(n)+1+uint64(sources[li][s])); err != nil {
					return FamilyResult{}, err
				}
			}
			if err := players.Play(m, seats); err != nil {
				return FamilyResult{}, fmt.Errorf("match seed %d, line-up %v: %w", ms, l, err)
			}
			w := m.Winner()
			perSeat, deals, byStage := familyDealPoints(m)
			for i, name := range distinct {
				in, won := false, false
				sides := map[int]bool{}
				for s := range l {
					if l[s] != name {
						continue
					}
					in = true
					sides[rules.SideOf(s)] = true
					won = won || rules.SideOf(s) == w
					accs[i].deals += deals
					accs[i].pts.add(perSeat[s])
					for k := range byStage[s] {
						accs[i].stages[k].Deals += byStage[s][k].Deals
						accs[i].stages[k].PerDeal.add(byStage[s][k].PerDeal)
					}
				}
				if !in {
					continue
				}
				if p == 0 {
					accs[i].fair += float64(len(sides)) / float64(rules.Sides())
				}
				setM[i]++
				accs[i].matches++
				if won {
					setW[i]++
					accs[i].wins++
				}
			}
		}
		for i := range distinct {
			if setM[i] > 0 {
				accs[i].setRates = append(accs[i].setRates, float64(setW[i])/float64(setM[i]))
			}
		}
		aWins += setW[0]
		aSets = append(aSets, float64(setW[0])/float64(len(lineups)))
		if len(lineups) == 2 {
			outcomes = append(outcomes, PairOutcome(setW[0]))
		}
	}
	if len(lineups) == 2 {
		res.DuplicateResult = Summarise(outcomes)
	} else {
		res.DuplicateResult = summariseSets(aSets, aWins, len(lineups))
	}
	for i, name := range distinct {
		a := accs[i]
		pr := FamilyPlayerResult{Name: name, Matches: a.matches, Wins: a.wins, Deals: a.deals}
		if a.matches > 0 {
			pr.Fair = a.fair * float64(pairs) / float64(a.matches)
		}
		if a.matches > 0 {
			pr.WinRate = float64(a.wins) / float64(a.matches)
			lo, hi := meanCI(a.setRates)
			pr.CI95Low, pr.CI95High = lo, hi
		}
		if a.deals > 0 {
			pr.PerDeal = a.pts.mean(a.deals)
		}
		for k, st := range a.stages {
			pr.Stages[k] = StagePoints{Deals: st.Deals, PerDeal: st.PerDeal.mean(st.Deals)}
		}
		res.Players = append(res.Players, pr)
	}
	return res, nil
}

// summariseSets is Summarise for sets of k matches: scores are A's share of
// each set's matches.
func summariseSets(scores []float64, aWins, k int) DuplicateResult {
	r := DuplicateResult{Pairs: len(scores), AWins: aWins}
	if len(scores) == 0 {
		return r
	}
	for _, s := range scores {
		switch {
		case s == 1:
			r.ABoth++
		case s == 0:
			r.BBoth++
		default:
			r.Shared++
		}
	}
	r.AWinRate = float64(aWins) / float64(k*len(scores))
	r.CI95Low, r.CI95High = meanCI(scores)
	r.WinDiff = 2*r.AWinRate - 1
	r.WinDiffLow = 2*r.CI95Low - 1
	r.WinDiffHigh = 2*r.CI95High - 1
	return r
}

// meanCI is the normal 95% interval of the mean of xs, clipped to 0..1.
func meanCI(xs []float64) (lo, hi float64) {
	n := float64(len(xs))
	if n == 0 {
		return 0, 0
	}
	mean := 0.0
	for _, x := range xs {
		mean += x
	}
	mean /= n
	ss := 0.0
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	se := 0.0
	if len(xs) > 1 {
		se = math.Sqrt(ss / (n - 1) / n)
	}
	return max(0, mean-1.96*se), min(1, mean+1.96*se)
}

// familyDealPoints sums each seat's points in the deals of m that ended,
// and counts those deals; byStage splits the same by the stage of the
// score each deal began at (stageOf).
func familyDealPoints(m *engine.Match) (total []DealPoints, deals int, byStage [][NumStages]StagePoints) {
	rules := m.Rules()
	n := rules.Seats
	total = make([]DealPoints, n)
	byStage = make([][NumStages]StagePoints, n)
	cur := make([]DealPoints, n)
	scores := make([]int, rules.Sides())
	stage := StageOpening
	add := func(seat int, pts int, f func(*DealPoints) *float64) {
		if seat < 0 || seat >= n {
			return
		}
		*f(&cur[seat]) += float64(pts)
		cur[seat].Total += float64(pts)
	}
	hand := func(d *DealPoints) *float64 { return &d.Hand }
	crib := func(d *DealPoints) *float64 { return &d.Crib }
	play := func(d *DealPoints) *float64 { return &d.Play }
	other := func(d *DealPoints) *float64 { return &d.Other }
	for _, e := range m.Events() {
		switch e := e.(type) {
		case engine.Dealt:
			clear(cur)
			stage = stageOf(scores, rules.Target)
		case engine.Shown:
			if e.Crib {
				add(e.Seat, e.Points, crib)
			} else {
				add(e.Seat, e.Points, hand)
			}
			copy(scores, e.Scores)
		case engine.Laid:
			add(e.Seat, e.Points, play)
			copy(scores, e.Scores)
		case engine.Scored:
			if e.Combo.Kind == engine.LastCard {
				add(e.Seat, e.Points, play)
			} else {
				add(e.Seat, e.Points, other)
			}
			copy(scores, e.Scores)
		case engine.MugginsCalled:
			add(e.Seat, e.Points, other)
			copy(scores, e.Scores)
		case engine.Settled:
			add(e.Seat, -e.Points+e.WrongCall, other)
			add(e.Caller, e.Points, other)
			copy(scores, e.Scores)
		case engine.HandEnded:
			for s := range total {
				total[s].add(cur[s])
				byStage[s][stage].Deals++
				byStage[s][stage].PerDeal.add(cur[s])
			}
			deals++
		}
	}
	return total, deals, byStage
}
