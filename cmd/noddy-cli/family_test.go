package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"noddy/engine"
)

func TestGames(t *testing.T) {
	code, out, errs := cli("games", "--json")
	if code != 0 || errs != "" {
		t.Fatalf("status %d %q", code, errs)
	}
	var rows []struct {
		Name    string   `json:"name"`
		Players []int    `json:"players"`
		Options []string `json:"options"`
		Target  int      `json:"target"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rows {
		got = append(got, r.Name)
	}
	want := "noddy parlett macgregor early-cribbage costly-colours cribbage cribbage-five cribbage-seven cribbage-three cribbage-four"
	if strings.Join(got, " ") != want {
		t.Fatalf("games %v", got)
	}
	if r := rows[2]; strings.Join(r.Options, ",") != "no-twenty-fives,claims,claims-at-end,to-61,best-of-three" || r.Target != 31 {
		t.Errorf("macgregor %+v", r)
	}
	if r := rows[1]; len(r.Players) != 2 || r.Players[1] != 4 {
		t.Errorf("parlett players %v", r.Players)
	}
	if r := rows[7]; r.Target != 181 {
		t.Errorf("cribbage-seven to %d", r.Target)
	}
}

// The rule files' worked shows through the CLI, each game's size.
func TestScoreFamily(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		total string
	}{
		{[]string{"--game", "cribbage", "--starter", "5S", "5C", "5D", "5H", "JS"}, `"total":29`},
		{[]string{"--game", "cribbage", "--starter", "5S", "3H", "6H", "9H", "QH"}, `"total":8`},
		{[]string{"--game", "cribbage", "--crib", "--starter", "5S", "3H", "6H", "9H", "QH"}, `"total":4`},
		{[]string{"--game", "cribbage", "--crib", "--starter", "5H", "3H", "6H", "9H", "QH"}, `"total":9`},
		{[]string{"--game", "cribbage-five", "--starter", "6H", "4C", "5C", "6C"}, `"total":15`},
		{[]string{"--game", "cribbage-seven", "--starter", "6D", "2S", "3S", "4S", "5S", "6S"}, `"total":27`},
		{[]string{"--game", "parlett", "--starter", "9H", "KC", "QD", "5S"}, `"total":7`},
		{[]string{"--game", "macgregor", "--starter", "10D", "JD", "5H", "10H"}, `"total":15`},
		{[]string{"--game", "macgregor", "--option", "no-twenty-fives", "--starter", "10D", "JD", "5H", "10H"}, `"total":9`},
		{[]string{"--game", "early-cribbage", "--crib", "--starter", "6H", "KS", "2S", "3S", "8S"}, `"total":6`},
		{[]string{"--game", "costly-colours", "--starter", "KS", "5C", "5D", "5H"}, `"total":22`},
	} {
		code, out, errs := cli(append([]string{"score", "--json"}, tc.args...)...)
		if code != 0 || errs != "" || !strings.Contains(out, tc.total) {
			t.Errorf("%v: status %d %q %q; want %s", tc.args, code, out, errs, tc.total)
		}
	}
}

func TestCountFamily(t *testing.T) {
	code, out, _ := cli("count", "--game", "cribbage", "--starter", "2C", "7C", "6D", "8D", "5S", "4H")
	want := "starter 2C\n7C   7\n6D  13\n8D  21  +3 run of three 3 (7C 6D 8D)\n5S  26  +4 run of four 4 (7C 6D 8D 5S)\n4H  30  +5 run of five 5 (7C 6D 8D 5S 4H)\n"
	if code != 0 || out != want {
		t.Errorf("cribbage count:\n%s\nwant\n%s", out, want)
	}
	code, out, _ = cli("count", "--game", "costly-colours", "--json", "--starter", "QD", "7S", "8D", "KC", "5H", "AS")
	for _, p := range []string{`"card":"8D","count":15,"points":2`, `"card":"KC","count":25,"points":3`, `"card":"5H","count":30,"points":4`, `"card":"AS","count":31,"points":5`} {
		if code != 0 || !strings.Contains(out, p) {
			t.Errorf("costly colours count: %s lacks %s", out, p)
		}
	}
}

func TestFamilyBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"score", "--game", "cribbage", "--starter", "5S", "5C", "5D", "5H"}, "a hand is four cards; got 3 (cribbage)"},
		{[]string{"score", "--game", "cribbage", "--crib", "--starter", "5S", "5C", "5D", "5H"}, "a crib is four cards; got 3 (cribbage)"},
		{[]string{"score", "--game", "noddy", "--crib", "--starter", "5S", "5C", "5D", "5H"}, "has no crib"},
		{[]string{"score", "--game", "whist", "--starter", "5S", "5C", "5D", "5H"}, `game "whist": unknown (known: noddy,`},
		{[]string{"score", "--game", "cribbage", "--option", "claims", "--starter", "5S", "5C", "5D", "5H", "2H"}, `has no option "claims" (options: muggins, lurch, no-skunks)`},
		{[]string{"score", "--game", "cribbage", "--option", "lurch", "--option", "no-skunks", "--starter", "5S", "5C", "5D", "5H", "2H"}, `options "lurch" and "no-skunks" exclude each other`},
		{[]string{"score", "--game", "cribbage", "--option", "muggins", "--option", "muggins", "--starter", "5S", "5C", "5D", "5H", "2H"}, `option "muggins" given twice`},
		{[]string{"score", "--game", "cribbage", "--starter", "5S", "5C", "5D", "5H", "5S"}, `card given twice`},
		{[]string{"sim", "--game", "cribbage-three", "--a", "easy", "--b", "easy"}, "is not dealt for 2 players (3)"},
		{[]string{"sim", "--game", "cribbage", "--a", "easy", "--b", "easy", "--d", "easy"}, "--d needs --c"},
		{[]string{"sim", "--game", "cribbage", "--a", "peek", "--b", "easy"}, `unknown player "peek"`},
	} {
		code, out, errs := cli(tc.args...)
		if code != exitBadInput || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
}

// A three-hand match through sim, pinned, and its events file carries the
// family's lines.
func TestSimFamily(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "ev.jsonl")
	code, out, errs := cli("sim", "--game", "cribbage-three", "--a", "easy", "--b", "random", "--c", "random",
		"--matches", "20", "--seed", "3", "--events", file)
	if code != 0 || errs != "" {
		t.Fatalf("status %d %q", code, errs)
	}
	if !strings.HasPrefix(out, "cribbage-three: easy (A) vs random (B) vs random (C): 20 matches to 61 from seed 3, seats going round\n") {
		t.Fatalf("%s", out)
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	types := map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var e struct {
			Type  string `json:"type"`
			Hands [][]*string
		}
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		types[e.Type]++
		if e.Type == "deal" && (len(e.Hands) != 3 || len(e.Hands[0]) != 5) {
			t.Fatalf("deal line %s", sc.Text())
		}
	}
	for _, ty := range []string{"match", "deal", "discard", "starter", "lay", "go", "series", "crib", "score", "win"} {
		if types[ty] == 0 {
			t.Errorf("no %q line in %v", ty, types)
		}
	}
	if types["match"] != 20 || types["win"] != 20 || types["discard"] != 3*types["deal"] {
		t.Errorf("lines %v", types)
	}
}

// sim --codes prints one code a match, each replaying to a finished match.
func TestSimCodes(t *testing.T) {
	code, out, errs := cli("sim", "--game", "costly-colours", "--a", "easy", "--b", "random", "--matches", "3", "--codes")
	lines := strings.Fields(out)
	if code != 0 || errs != "" || len(lines) != 3 {
		t.Fatalf("status %d %q %q", code, out, errs)
	}
	for _, l := range lines {
		m, err := engine.MatchFromCode(l)
		if err != nil || m.Phase() != engine.PhaseOver || m.Rules().Name != "costly-colours" {
			t.Errorf("%s: %v", l, err)
		}
	}
	if code, _, errs := cli("sim", "--codes", "--target", "40"); code != exitBadInput || !strings.Contains(errs, "--codes needs the game's own target") {
		t.Errorf("--codes with --target: %d %q", code, errs)
	}
	if code, out, errs := cli("sim", "--codes", "--json", "--matches", "1"); code != exitBadInput || out != "" ||
		!strings.HasPrefix(errs, "noddy-cli sim: --codes and --json exclude each other: --codes prints only the codes, one a line\n") {
		t.Errorf("--codes with --json: %d %q %q", code, out, errs)
	}
	if _, out, _ := cli("sim", "--help"); !strings.Contains(strings.SplitN(out, "\n", 2)[0], "[--json | --codes]") {
		t.Errorf("sim --help's usage line leaves out --codes: %q", strings.SplitN(out, "\n", 2)[0])
	}
}

// review reads a code and gives the costliest decisions; a mistyped code
// says so and exits 2.
func TestReviewCode(t *testing.T) {
	code, out, errs := cli("review", "412J5THH6B1NG=")
	if code != 0 || errs != "" {
		t.Fatalf("status %d %q", code, errs)
	}
	for _, want := range []string{
		"Noddy — Justin du Coeur's 1996 reconstruction, seed 41: 6 deals, won by seat 1; scores: you 16, seat 1 32.\n",
		"You (seat 0) made 10 decisions with a choice; 6 of them good play.\n",
		"1. Deal 5: you chose the eight of hearts (17.3% to win); best the king of diamonds (32.6%): 15.3 percentage points of win chance\n",
		"  deal 6, action 22: you chose the jack of hearts (0.2% to win); best the eight of clubs (0.5%): good play\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("review lacks %q:\n%s", want, out)
		}
	}
	for _, tc := range []struct{ code, want string }{
		{"412J5THH6B1NG0", "check symbol does not match"},
		{"412J5THH6B!NG=", "not in a match code"},
		{"412J5THH6B1NG= extra", "give one match code"},
	} {
		code, _, errs := cli(append([]string{"review"}, strings.Fields(tc.code)...)...)
		if code != exitBadInput || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: %d %q", tc.code, code, errs)
		}
	}
}
