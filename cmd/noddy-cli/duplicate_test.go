package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// greedy against itself in duplicate splits every pair: the same cards
// from both seats give the same match with the seats swapped.
func TestSimDuplicateMirror(t *testing.T) {
	var out, errb bytes.Buffer
	if st := run([]string{"sim", "--duplicate", "--a", "greedy", "--b", "greedy", "--matches", "10", "--json"}, &out, &errb); st != exitOK {
		t.Fatalf("status %d: %s", st, errb.String())
	}
	var r map[string]any
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r["pairs"] != 10.0 || r["a_win_rate"] != 0.5 || r["shared"] != 10.0 || r["ci95_low"] != 0.5 || r["ci95_high"] != 0.5 {
		t.Fatalf("got %v", r)
	}
}

// peek and antipeek are accepted by sim (plain and duplicate) but are not
// table levels.
func TestSimPeekAndErrors(t *testing.T) {
	var out, errb bytes.Buffer
	if st := run([]string{"sim", "--duplicate", "--a", "peek", "--b", "random", "--matches", "3"}, &out, &errb); st != exitOK {
		t.Fatalf("status %d: %s", st, errb.String())
	}
	if !strings.HasPrefix(out.String(), "peek (A) vs random (B): 3 duplicate pairs (6 matches) to 31 from seed 1\n") {
		t.Fatalf("output %q", out.String())
	}
	out.Reset()
	if st := run([]string{"sim", "--a", "peek", "--b", "greedy", "--matches", "2"}, &out, &errb); st != exitOK {
		t.Fatalf("plain sim with peek: status %d", st)
	}
	out.Reset()
	if st := run([]string{"sim", "--duplicate", "--a", "peek", "--b", "antipeek", "--matches", "2"}, &out, &errb); st != exitOK {
		t.Fatalf("antipeek: status %d: %s", st, errb.String())
	}
	if !strings.HasPrefix(out.String(), "peek (A) vs antipeek (B): 2 duplicate pairs (4 matches) to 31 from seed 1\n") {
		t.Fatalf("output %q", out.String())
	}
	out.Reset()
	if st := run([]string{"sim", "--help"}, &out, &errb); st != exitOK ||
		!strings.Contains(strings.Join(strings.Fields(out.String()), " "), "peek (sees the other hand) and antipeek (the best reply to peek") {
		t.Fatalf("sim --help: status %d, does not name peek and antipeek: %q", st, out.String())
	}
	errb.Reset()
	if st := run([]string{"sim", "--duplicate", "--events", "x.jsonl"}, &out, &errb); st != exitBadInput {
		t.Fatalf("--events with --duplicate: status %d", st)
	}
	errb.Reset()
	if st := run([]string{"sim", "--duplicate", "--a", "nobody"}, &out, &errb); st != exitBadInput || !strings.Contains(errb.String(), `unknown player "nobody"`) {
		t.Fatalf("unknown player: status %d %q", st, errb.String())
	}
}

// sim's duplicate report says what the paired win difference is, and its
// help wraps the player list to 78 columns.
func TestSimDuplicateWording(t *testing.T) {
	var out, errb strings.Builder
	if st := run([]string{"sim", "--duplicate", "--a", "greedy", "--b", "random", "--matches", "4"}, &out, &errb); st != exitOK {
		t.Fatalf("status %d: %s", st, errb.String())
	}
	lines := strings.Split(out.String(), "\n")
	if len(lines) < 3 || !strings.HasPrefix(lines[2], "paired win difference ") ||
		!strings.HasSuffix(lines[2], ": greedy's wins less random's per pair, from -1 to +1") {
		t.Fatalf("output %q", out.String())
	}
	out.Reset()
	run([]string{"sim", "--help"}, &out, &errb)
	for _, l := range strings.Split(out.String(), "\n") {
		if len([]rune(l)) > 78 && !strings.HasPrefix(l, "usage:") {
			t.Errorf("help line longer than 78 columns: %q", l)
		}
	}
	if got := wrap("aa bb cc", 5); got != "aa bb\ncc" {
		t.Errorf("wrap = %q", got)
	}
}

// Duplicate in the family: two players in six-card cribbage play each
// set's deals in both seatings, and every match has one winner; three-hand
// cribbage plays every line-up of A, B, B.
func TestSimDuplicateFamily(t *testing.T) {
	var out, errb bytes.Buffer
	if st := run([]string{"sim", "--game", "cribbage", "--duplicate", "--a", "expert", "--b", "easy", "--matches", "3", "--json"}, &out, &errb); st != exitOK {
		t.Fatalf("status %d: %s", st, errb.String())
	}
	var r struct {
		Pairs, Shared int
		ABoth         int `json:"a_both"`
		BBoth         int `json:"b_both"`
		Lineups       [][]string
		Players       []struct {
			Name          string
			Matches, Wins int
		}
	}
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.Pairs != 3 || r.ABoth+r.Shared+r.BBoth != 3 || len(r.Lineups) != 2 || len(r.Players) != 2 ||
		r.Players[0].Name != "expert" || r.Players[0].Matches != 6 || r.Players[1].Matches != 6 ||
		r.Players[0].Wins+r.Players[1].Wins != 6 {
		t.Fatalf("got %+v", r)
	}
	out.Reset()
	if st := run([]string{"sim", "--game", "cribbage-three", "--duplicate", "--a", "expert", "--b", "easy", "--c", "easy", "--matches", "2"}, &out, &errb); st != exitOK {
		t.Fatalf("status %d: %s", st, errb.String())
	}
	if first, _, _ := strings.Cut(out.String(), "\n"); first != "Cribbage for three, to 61, 3 seats (expert easy easy): 2 duplicate sets of 6 matches from seed 1" {
		t.Fatalf("first line %q", first)
	}
}
