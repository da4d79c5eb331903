package baseline

import (
	"noddy/engine"

	"fmt"
	"strings"
)

// Match equity: the chance of winning a match to 31 from given scores at
// the start of a deal (before a jack turned up and the shows), which is
// where a count leaves the match when nobody has reached the target. The
// table is generated offline (cmd/gen-equity, by go generate) from
// self-play and checked in as equity_table.go; nothing is read at run time.

// equityTable holds, for a match to DefaultTarget, the chance that the
// elder of the coming deal wins: [elder's score][dealer's score].
type equityTable [engine.DefaultTarget][engine.DefaultTarget]float64

// value returns the chance that the seat with score my wins against opp
// when the next deal is dealt by that seat (iDeal) or by the other. A
// score at or past target wins. For a target other than 31 the table is
// read by the points still needed (a match to 61 at 40–50 reads as 10–20),
// and anything further than 31 from home reads as 0.
func (t *equityTable) value(my, opp int, iDeal bool, target int) float64 {
	if my >= target {
		return 1
	}
	if opp >= target {
		return 0
	}
	a := max(0, engine.DefaultTarget-(target-my))
	b := max(0, engine.DefaultTarget-(target-opp))
	if iDeal {
		return 1 - t[b][a]
	}
	return t[a][b]
}

// MatchEquity returns the chance that a seat with score my beats a seat
// with score opp in a match to target, at the start of a deal that the
// seat deals (iDeal) or the other does: 1 at or past target, 0 when the
// other is there. It reads the checked-in table (equity_table.go).
func MatchEquity(my, opp int, iDeal bool, target int) float64 {
	return generatedEquity.value(my, opp, iDeal, target)
}

// dealPoints is one deal's scoring in the order it happened: +p for points
// to the elder, -p for points to the dealer.
type dealPoints []int8

// selfPlayDeals plays matches between two copies of the named player
// (NewPlayer names) with the target out of reach, so that no deal is cut
// short, and records n deals' scoring in order. The players must not
// depend on the scores (greedy, points); match k uses seed+k.
func selfPlayDeals(player string, n int, seed uint64) ([]dealPoints, error) {
	var out []dealPoints
	rules := engine.Noddy()
	rules.Target = 1000 // out of reach: no deal is cut short
	for k := uint64(0); len(out) < n; k++ {
		m, err := engine.NewMatch(rules, seed+k)
		if err != nil {
			return nil, err
		}
		var ps [2]Player
		for s := range ps {
			if ps[s], err = NewPlayer(player, seed+k*2+uint64(s)); err != nil {
				return nil, err
			}
		}
		var cur dealPoints
		dealer := -1
		add := func(seat, pts int) {
			if pts == 0 {
				return
			}
			if seat == dealer {
				pts = -pts
			}
			cur = append(cur, int8(pts))
		}
		if err := PlayOut(m, ps); err != nil {
			return nil, err
		}
		for _, e := range m.Events() {
			switch e := e.(type) {
			case engine.Dealt:
				dealer, cur = e.Dealer, nil
			case engine.Scored:
				add(e.Seat, e.Points)
			case engine.Shown:
				add(e.Seat, e.Points)
			case engine.Laid:
				add(e.Seat, e.Points)
			case engine.HandEnded:
				if len(out) < n {
					out = append(out, cur)
				}
				cur = nil
			}
		}
	}
	return out, nil
}

// equityFromDeals computes the equity table for a match to DefaultTarget
// by dynamic programming over the recorded deals: from scores (e, d) at the
// start of a deal, each recorded deal is replayed point by point (so the
// first to reach 31 wins, even mid-deal), and a deal that ends the match
// short of 31 continues from the new scores with the deal crossed. Every
// deal scores at least 1 (a count ends in a last card or 31), so states are
// solved from the highest total down. Deals count equally.
func equityFromDeals(deals []dealPoints) (*equityTable, error) {
	if len(deals) == 0 {
		return nil, fmt.Errorf("no deals to build the equity table from")
	}
	const T = engine.DefaultTarget
	var t equityTable
	for total := 2*T - 2; total >= 0; total-- {
		for e := max(0, total-(T-1)); e <= min(total, T-1); e++ {
			d := total - e
			sum := 0.0
			for _, dp := range deals {
				x, y := e, d
				res := -1.0
				for _, p := range dp {
					if p > 0 {
						x += int(p)
						if x >= T {
							res = 1
							break
						}
					} else {
						y -= int(p)
						if y >= T {
							res = 0
							break
						}
					}
				}
				if res < 0 {
					if x+y <= total {
						return nil, fmt.Errorf("a recorded deal scored nothing")
					}
					res = 1 - t[y][x] // the dealer is elder next
				}
				sum += res
			}
			t[e][d] = sum / float64(len(deals))
		}
	}
	return &t, nil
}

// GenerateEquity plays n deals of the named player against itself from
// seed and returns the table, [elder's score][dealer's score] → the
// elder's chance of winning a match to 31. It is what cmd/gen-equity writes
// to equity_table.go.
func GenerateEquity(player string, n int, seed uint64) ([engine.DefaultTarget][engine.DefaultTarget]float64, error) {
	deals, err := selfPlayDeals(player, n, seed)
	if err != nil {
		return equityTable{}, err
	}
	t, err := equityFromDeals(deals)
	if err != nil {
		return equityTable{}, err
	}
	return *t, nil
}

// The self-play behind the checked-in table: go generate runs
// cmd/gen-equity with these, and a test regenerates it.
const (
	EquityPlayer = "greedy"
	EquityDeals  = 40000
	EquitySeed   = 31
)

// EquitySource returns equity_table.go for table t (gofmt-clean Go source),
// recording how it was made.
func EquitySource(t [engine.DefaultTarget][engine.DefaultTarget]float64, player string, deals int, seed uint64) ([]byte, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "// Frozen copy (engine/players at fab733a) of a file generated by cmd/gen-equity -player %s -deals %d -seed %d; DO NOT EDIT.\n\n", player, deals, seed)
	b.WriteString("package players\n\n")
	b.WriteString("// generatedEquity[e][d] is the chance that the elder of a deal, with e\n")
	b.WriteString("// points against the dealer's d, wins the match to 31. Read only.\n")
	b.WriteString("var generatedEquity = equityTable{\n")
	for e := range t {
		b.WriteString("\t{")
		for d, x := range t[e] {
			if x < 0 || x > 1 {
				return nil, fmt.Errorf("equity %v at %d–%d is not a probability", x, e, d)
			}
			if d > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%.6f", x)
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n")
	return []byte(b.String()), nil
}
