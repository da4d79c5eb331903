package players

import (
	"fmt"
	"math"
	"slices"
)

// The family's game equity: the chance that a side wins the game from the
// scores at the start of a deal, for each rule set and target (31, 61, 121,
// 181), generated from self-play (tools/gen-family) and checked in
// (family_tables.go). A side's place in a deal is its role: 0 deals (its
// dealer's side), 1 is the next side round, and so on; the next deal gives
// each side the role before (the deal passes left). For two sides the table
// is the race itself. For three (three-hand cribbage) each pair of seats
// has its own race, the third's points left out, and a seat's chance is
// the product of its chances against each other, normalised over the
// three: a simple rule that is exact when one race decides.

// famEquity is one rule set's equity tables, decoded (famDecode).
type famEquity struct {
	sides, target int
	// q holds, for each pair of roles ri > rj (in the order (1,0), (2,0),
	// (2,1)), the chance that role ri's side beats role rj's to the target
	// from scores a, b (a, b < target), in 4095ths: target² entries, row a.
	q []uint16
}

// pair is the chance that the side in role ri, on a, beats the one in role
// rj, on b, racing to the target.
func (e *famEquity) pair(ri, rj, a, b int) float64 {
	switch {
	case a >= e.target:
		return 1
	case b >= e.target:
		return 0
	case ri < rj:
		return 1 - e.pair(rj, ri, b, a)
	}
	k := ri*(ri-1)/2 + rj
	return float64(e.q[(k*e.target+a)*e.target+b]) / 4095
}

// chance2 is the chance that side me wins, two sides, with scores sc at
// the start of a deal dealt by dealerSide's seat.
func (e *famEquity) chance2(sc *[3]int16, dealerSide, me int) float64 {
	o := 1 - me
	return e.pair((me-dealerSide+2)%2, (o-dealerSide+2)%2, int(sc[me]), int(sc[o]))
}

// chances is every side's chance of winning with scores sc at the start of
// a deal dealt by dealerSide's seat.
func (e *famEquity) chances(sc *[3]int16, dealerSide int) [3]float64 {
	var v [3]float64
	if e.sides == 2 {
		v[0] = e.chance2(sc, dealerSide, 0)
		v[1] = 1 - v[0]
		return v
	}
	role := func(s int) int { return (s - dealerSide + 3) % 3 }
	q01 := e.pair(role(0), role(1), int(sc[0]), int(sc[1]))
	q02 := e.pair(role(0), role(2), int(sc[0]), int(sc[2]))
	q12 := e.pair(role(1), role(2), int(sc[1]), int(sc[2]))
	v = [3]float64{q01 * q02, (1 - q01) * q12, (1 - q02) * (1 - q12)}
	if t := v[0] + v[1] + v[2]; t > 0 {
		v[0], v[1], v[2] = v[0]/t, v[1]/t, v[2]/t
	} else {
		v = [3]float64{1.0 / 3, 1.0 / 3, 1.0 / 3}
	}
	return v
}

// famChunk is points scored in a deal, to the side in a role.
type famChunk struct {
	role int8
	pts  int16
}

// famDeal is one deal's scoring, in the order scored.
type famDeal []famChunk

// famEquityFromDeals solves every pair race of a rule set with sides sides
// to target from recorded deals, each deal alike: from scores a, b at the
// start of a deal, each deal is replayed point by point, the first to reach
// the target winning even mid-deal, and a deal that leaves both short goes
// on from the new scores with the roles passed on. Deals that change
// neither score of a pair leave it where it was, so each level of total
// score is solved by iteration; every other state depends only on higher
// totals. Deals that cannot reach the target are grouped by their two
// totals and counted once.
func famEquityFromDeals(deals []famDeal, sides, target int) ([]float64, error) {
	if len(deals) == 0 {
		return nil, fmt.Errorf("no deals")
	}
	T := target
	npairs := sides * (sides - 1) / 2
	tab := make([]float64, npairs*T*T)
	pairIdx := func(ri, rj int) int { return ri*(ri-1)/2 + rj }
	// get reads any ordered pair from tab (a, b below the target).
	get := func(ri, rj, a, b int) float64 {
		if ri < rj {
			return 1 - tab[(pairIdx(rj, ri)*T+b)*T+a]
		}
		return tab[(pairIdx(ri, rj)*T+a)*T+b]
	}
	type group struct {
		gi, gj int
		deals  []int
	}
	type pairInfo struct {
		ri, rj int
		groups []group
		zero   int // deals that change neither score
	}
	var pairs []pairInfo
	for ri := 1; ri < sides; ri++ {
		for rj := 0; rj < ri; rj++ {
			p := pairInfo{ri: ri, rj: rj}
			by := map[[2]int][]int{}
			for d, deal := range deals {
				var g [2]int
				for _, c := range deal {
					switch int(c.role) {
					case ri:
						g[0] += int(c.pts)
					case rj:
						g[1] += int(c.pts)
					}
				}
				if g[0] < 0 || g[1] < 0 {
					return nil, fmt.Errorf("a deal took points away")
				}
				if g == [2]int{} {
					p.zero++
					continue
				}
				by[g] = append(by[g], d)
			}
			for g, ds := range by {
				p.groups = append(p.groups, group{gi: g[0], gj: g[1], deals: ds})
			}
			slices.SortFunc(p.groups, func(x, y group) int {
				if x.gi != y.gi {
					return x.gi - y.gi
				}
				return x.gj - y.gj
			})
			pairs = append(pairs, p)
		}
	}
	if sides == 2 && pairs[0].zero > 0 {
		return nil, fmt.Errorf("a recorded deal scored nothing")
	}
	next := func(r int) int { return (r + sides - 1) % sides }
	n := float64(len(deals))
	fixed := make([]float64, len(tab)) // each state's value from deals that move it
	for total := 2*T - 2; total >= 0; total-- {
		for k, p := range pairs {
			ni, nj := next(p.ri), next(p.rj)
			for a := max(0, total-(T-1)); a <= min(total, T-1); a++ {
				b := total - a
				sum := 0.0
				for _, g := range p.groups {
					iHome, jHome := a+g.gi >= T, b+g.gj >= T
					switch {
					case !iHome && !jHome:
						sum += float64(len(g.deals)) * get(ni, nj, a+g.gi, b+g.gj)
						continue
					case iHome && !jHome:
						sum += float64(len(g.deals)) // only one side gets there
						continue
					case jHome && !iHome:
						continue
					}
					for _, d := range g.deals {
						x, y, res := a, b, -1.0
						for _, c := range deals[d] {
							switch int(c.role) {
							case p.ri:
								if x += int(c.pts); x >= T {
									res = 1
								}
							case p.rj:
								if y += int(c.pts); y >= T {
									res = 0
								}
							}
							if res >= 0 {
								break
							}
						}
						if res < 0 {
							res = get(ni, nj, x, y)
						}
						sum += res
					}
				}
				i := (k*T+a)*T + b
				fixed[i] = sum
				tab[i] = sum / n
			}
		}
		// The deals that leave a pair where it was: iterate this level.
		for it := 0; it < 200; it++ {
			change := 0.0
			for k, p := range pairs {
				if p.zero == 0 {
					continue
				}
				ni, nj := next(p.ri), next(p.rj)
				for a := max(0, total-(T-1)); a <= min(total, T-1); a++ {
					b := total - a
					i := (k*T+a)*T + b
					v := (fixed[i] + float64(p.zero)*get(ni, nj, a, b)) / n
					change = max(change, math.Abs(v-tab[i]))
					tab[i] = v
				}
			}
			if change < 1e-14 {
				break
			}
		}
	}
	return tab, nil
}

// The tables are checked in as text that compresses well (the browser
// build carries them): each chance in 4095ths, and each entry written as
// its second difference, v[a][b] − v[a][b−1] − v[a−1][b] + v[a−1][b−1]
// (a missing neighbour counts 0), which is nearly always small: one
// character of famDigits for −31..31 (index d+31), or '_' and three more
// for any other (d + 2¹⁷ in base 64).

// famDigits are the 64 characters of the tables' text.
const famDigits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_"

func famDigit(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 36
	case c == '-':
		return 62
	}
	return 63
}

// famEncode writes solved tables (npairs of target² chances) as text.
func famEncode(tab []float64, target int) (string, error) {
	q := make([]int, len(tab))
	for i, x := range tab {
		if x < 0 || x > 1 {
			return "", fmt.Errorf("entry %d: %v is not a chance", i, x)
		}
		q[i] = int(x*4095 + 0.5)
	}
	T := target
	at := func(k, a, b int) int {
		if a < 0 || b < 0 {
			return 0
		}
		return q[(k*T+a)*T+b]
	}
	var out []byte
	for k := 0; k < len(q)/(T*T); k++ {
		for a := 0; a < T; a++ {
			for b := 0; b < T; b++ {
				d := at(k, a, b) - at(k, a, b-1) - at(k, a-1, b) + at(k, a-1, b-1)
				if d >= -31 && d <= 31 {
					out = append(out, famDigits[d+31])
					continue
				}
				x := d + 1<<17
				out = append(out, '_', famDigits[x>>12&63], famDigits[x>>6&63], famDigits[x&63])
			}
		}
	}
	return string(out), nil
}

// famDecode reads famEncode's text back: npairs tables of target².
func famDecode(s string, target, npairs int) ([]uint16, error) {
	T := target
	q := make([]uint16, npairs*T*T)
	i := 0
	for k := 0; k < npairs; k++ {
		for a := 0; a < T; a++ {
			for b := 0; b < T; b++ {
				if i >= len(s) {
					return nil, fmt.Errorf("equity text ends early")
				}
				var d int
				if c := s[i]; c != '_' {
					d = famDigit(c) - 31
					i++
				} else {
					if i+4 > len(s) {
						return nil, fmt.Errorf("equity text ends early")
					}
					d = famDigit(s[i+1])<<12 | famDigit(s[i+2])<<6 | famDigit(s[i+3]) - 1<<17
					i += 4
				}
				v := d
				if b > 0 {
					v += int(q[(k*T+a)*T+b-1])
				}
				if a > 0 {
					v += int(q[(k*T+a-1)*T+b])
				}
				if a > 0 && b > 0 {
					v -= int(q[(k*T+a-1)*T+b-1])
				}
				if v < 0 || v > 4095 {
					return nil, fmt.Errorf("equity entry out of range")
				}
				q[(k*T+a)*T+b] = uint16(v)
			}
		}
	}
	if i != len(s) {
		return nil, fmt.Errorf("equity text too long")
	}
	return q, nil
}
