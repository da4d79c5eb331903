package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"noddy/engine"
)

// auditLine is any line of a sim --events file.
type auditLine struct {
	Type    string      `json:"type"`
	Match   int         `json:"match"`
	Target  int         `json:"target"`
	Deal    int         `json:"deal"`
	Dealer  *int        `json:"dealer"`
	Hands   [][]string  `json:"hands"`
	Starter string      `json:"starter"`
	Seat    *int        `json:"seat"`
	Card    string      `json:"card"`
	Count   *int        `json:"count"`
	Reason  string      `json:"reason"`
	Points  *int        `json:"points"`
	Scores  *[2]int     `json:"scores"`
	Combos  []jsonCombo `json:"combos"`
	NoCards *bool       `json:"no_cards"`
}

// auditEvents reads a sim --events file as a separate program would and
// re-checks it: every score adds its points to the running scores, its
// combos add up to its points, shows and lays score no more than the
// engine's scorers give for the cards dealt (exactly that unless the award
// wins the match), counts are the running sum of the pips and never pass
// 31, each card laid was in the layer's hand, turns alternate from the
// elder, a go is said only with no card that fits, and every match ends
// with one win, at the target or over, by the first seat to reach it. It
// returns the number of matches.
func auditEvents(r io.Reader) (int, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	matches, line := 0, 0
	var (
		inMatch, won    bool
		target, dealer  int
		scores          [2]int
		hands           [2][]engine.Card
		dealtHands      [2][3]engine.Card
		starter         engine.Card
		pile            []engine.Card
		count, nextSeat int
		lastType        string
		lastGoSeat      = -1
		parse           = func(s string) (engine.Card, error) { return engine.ParseCard(s) }
		reached         = -1
	)
	fail := func(format string, a ...any) (int, error) {
		return matches, fmt.Errorf("line %d: "+format, append([]any{line}, a...)...)
	}
	for sc.Scan() {
		line++
		var e auditLine
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			return fail("%v", err)
		}
		if e.Type != "match" && (!inMatch || e.Match != matches-1) {
			return fail("%s outside its match", e.Type)
		}
		if won && e.Type != "match" {
			return fail("%s after the win", e.Type)
		}
		if reached >= 0 && !won && e.Type != "win" {
			return fail("seat %d reached %d but the match went on", reached, target)
		}
		switch e.Type {
		case "match":
			if inMatch && !won {
				return fail("match %d ended without a win", matches-1)
			}
			if e.Match != matches || e.Target < 1 {
				return fail("match %d, target %d", e.Match, e.Target)
			}
			matches++
			inMatch, won, target, scores, reached = true, false, e.Target, [2]int{}, -1
			dealer = -1
		case "deal":
			if e.Dealer == nil || len(e.Hands) != 2 || (dealer >= 0 && *e.Dealer != 1-dealer) {
				return fail("deal: dealer or hands wrong")
			}
			dealer = *e.Dealer
			seen := map[engine.Card]bool{}
			for s := 0; s < 2; s++ {
				hands[s] = nil
				if len(e.Hands[s]) != 3 {
					return fail("hand of %d cards", len(e.Hands[s]))
				}
				for i, t := range e.Hands[s] {
					c, err := parse(t)
					if err != nil || seen[c] {
						return fail("card %q bad or dealt twice", t)
					}
					seen[c] = true
					hands[s] = append(hands[s], c)
					dealtHands[s][i] = c
				}
			}
			var err error
			if starter, err = parse(e.Starter); err != nil || seen[starter] {
				return fail("starter %q", e.Starter)
			}
			pile, count, nextSeat, lastGoSeat = nil, 0, 1-dealer, -1
		case "lay":
			c, err := parse(e.Card)
			if err != nil || e.Seat == nil || *e.Seat != nextSeat || e.Count == nil {
				return fail("lay out of turn or malformed")
			}
			s := *e.Seat
			i := indexOf(hands[s], c)
			if i < 0 {
				return fail("seat %d laid %v, not in hand", s, c)
			}
			hands[s] = append(hands[s][:i], hands[s][i+1:]...)
			pile = append(pile, c)
			count += c.Pips()
			if *e.Count != count || count > 31 {
				return fail("count %d; running sum %d", *e.Count, count)
			}
			nextSeat = 1 - s
		case "go":
			if e.Seat == nil || *e.Seat != nextSeat || *e.Count != count {
				return fail("go by the wrong seat or at the wrong count")
			}
			for _, c := range hands[*e.Seat] {
				if count+c.Pips() <= 31 {
					return fail("go while holding %v, which fits %d", c, count)
				}
			}
			if *e.NoCards != (len(hands[*e.Seat]) == 0) {
				return fail("no_cards %v", *e.NoCards)
			}
			lastGoSeat = *e.Seat
		case "score":
			if e.Seat == nil || e.Points == nil || e.Scores == nil || *e.Points <= 0 {
				return fail("score malformed")
			}
			s, p := *e.Seat, *e.Points
			want := scores
			want[s] += p
			if *e.Scores != want {
				return fail("scores %v after %d to seat %d from %v", *e.Scores, p, s, scores)
			}
			sum := 0
			for _, c := range e.Combos {
				sum += c.Points
			}
			if sum != p {
				return fail("combos add to %d, points %d", sum, p)
			}
			full := 0
			switch e.Reason {
			case "jack":
				full = 2
				if starter.Rank() != engine.Jack || s != dealer || len(pile) > 0 {
					return fail("jack award wrong")
				}
			case "show":
				full = engine.ShowPoints(dealtHands[s], starter)
				if len(pile) > 0 {
					return fail("show during the count")
				}
			case "thirty-one":
				full = 2
				if count != 31 || lastType != "lay" || nextSeat != 1-s {
					return fail("thirty-one at %d", count)
				}
			case "count":
				if len(pile) == 0 || lastType != "lay" && lastType != "score" || nextSeat != 1-s {
					return fail("count award not after the seat's lay")
				}
				full = engine.LayPoints(pile[:len(pile)-1], pile[len(pile)-1], starter)
				if count == 31 {
					full -= 2
				}
			case "go":
				full = 1
				if lastType != "go" || lastGoSeat != 1-s {
					return fail("last card without a go")
				}
			default:
				return fail("reason %q", e.Reason)
			}
			if p > full || (p < full && want[s] < target) {
				return fail("%s: %d points of %d", e.Reason, p, full)
			}
			scores = want
			if scores[s] >= target {
				reached = s
			}
		case "win":
			if e.Seat == nil || e.Scores == nil || *e.Scores != scores || reached != *e.Seat ||
				scores[*e.Seat] < target || scores[1-*e.Seat] >= target {
				return fail("win %v at scores %v (target %d)", e.Seat, scores, target)
			}
			won = true
		default:
			return fail("unknown type %q", e.Type)
		}
		lastType = e.Type
	}
	if err := sc.Err(); err != nil {
		return matches, err
	}
	if inMatch && !won {
		return matches, fmt.Errorf("match %d ended without a win", matches-1)
	}
	return matches, nil
}

func indexOf(cs []engine.Card, c engine.Card) int {
	for i, x := range cs {
		if x == c {
			return i
		}
	}
	return -1
}

func simEvents(t *testing.T, args ...string) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "events.jsonl")
	code, _, errs := cli(append([]string{"sim", "--events", path}, args...)...)
	if code != 0 {
		t.Fatalf("sim: status %d: %s", code, errs)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestAuditEvents(t *testing.T) {
	for _, args := range [][]string{
		{"--a", "greedy", "--b", "random", "--matches", "300", "--seed", "1"},
		{"--a", "random", "--b", "random", "--matches", "300", "--seed", "99"},
		{"--a", "greedy", "--b", "greedy", "--matches", "100", "--target", "61"},
		{"--matches", "100", "--target", "5"},
	} {
		b := simEvents(t, args...)
		n, err := auditEvents(bytes.NewReader(b))
		want := 300
		if strings.Contains(strings.Join(args, " "), "100") {
			want = 100
		}
		if err != nil || n != want {
			t.Errorf("%v: audit of %d matches: %v", args, n, err)
		}
	}
}

// The audit must catch a tampered file: a point more, a card laid twice,
// a line after the win, a missing win.
func TestAuditCatchesTampering(t *testing.T) {
	b := string(simEvents(t, "--matches", "20"))
	lines := strings.Split(strings.TrimSuffix(b, "\n"), "\n")
	first := func(sub string) int {
		for i, l := range lines {
			if strings.Contains(l, sub) {
				return i
			}
		}
		t.Fatalf("no line with %q", sub)
		return -1
	}
	join := func(ls []string) string { return strings.Join(ls, "\n") + "\n" }
	tamper := map[string]string{}
	cp := append([]string{}, lines...)
	i := first(`"reason":"show"`)
	cp[i] = strings.Replace(cp[i], `"points":`, `"points":1`, 1)
	tamper["points changed"] = join(cp)
	cp = append([]string{}, lines...)
	i = first(`"type":"lay"`)
	tamper["lay repeated"] = join(append(cp[:i+1:i+1], cp[i:]...))
	i = first(`"type":"win"`)
	tamper["line after the win"] = join(append(append([]string{}, lines[:i+1]...), lines[i-1]))
	tamper["no win"] = join(lines[:i])
	for name, s := range tamper {
		if _, err := auditEvents(strings.NewReader(s)); err == nil {
			t.Errorf("%s: audit passed", name)
		}
	}
}

// The exact shape of the first lines of the events file for seed 1 (the
// deal is the one pinned in the engine's determinism test).
func TestEventsFormat(t *testing.T) {
	lines := strings.SplitN(string(simEvents(t, "--matches", "1")), "\n", 5)
	want := []string{
		`{"type":"match","match":0,"seed":1,"target":31,"players":["greedy","random"]}`,
		`{"type":"deal","match":0,"deal":1,"dealer":1,"hands":[["9D","2H","QH"],["KH","TS","4D"]],"starter":"2D"}`,
		`{"type":"score","match":0,"seat":0,"reason":"show","points":2,"scores":[2,0],"combos":[{"kind":"pair","cards":["2H","2D"],"points":2}]}`,
		`{"type":"lay","match":0,"seat":0,"card":"2H","count":2}`,
	}
	for i, w := range want {
		if lines[i] != w {
			t.Errorf("line %d:\n %s\nwant\n %s", i+1, lines[i], w)
		}
	}
}

func TestEventsUnwritable(t *testing.T) {
	code, out, errs := cli("sim", "--matches", "1", "--events", filepath.Join(t.TempDir(), "no", "such", "dir", "e.jsonl"))
	if code != 1 || out != "" || !strings.Contains(errs, "no such file or directory") {
		t.Errorf("status %d stdout %q stderr %q; want 1", code, out, errs)
	}
}
