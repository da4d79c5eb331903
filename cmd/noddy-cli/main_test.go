package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
)

// cli runs noddy-cli in-process and returns its status, stdout and stderr.
func cli(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestScore(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"score", "--starter", "6C", "7H", "8S", "9D"},
			"7H 8S 9D with the starter 6C\n" +
				"  fifteen              7H 8S         2\n" +
				"  fifteen              9D 6C         2\n" +
				"  run of four          6C 7H 8S 9D   4\n" +
				"total 8: fifteen two, fifteen four, a run of four is eight\n"},
		{[]string{"score", "--json", "--starter", "6C", "7H", "8S", "9D"},
			`{"total":8,"combos":[{"kind":"fifteen","cards":["7H","8S"],"points":2},{"kind":"fifteen","cards":["9D","6C"],"points":2},{"kind":"run","cards":["6C","7H","8S","9D"],"points":4}]}` + "\n"},
		// Flags may follow the cards; 10 and suit symbols are accepted.
		{[]string{"score", "9c", "6♦", "6H", "--starter", "6S", "--json"},
			`{"total":12,"combos":[{"kind":"fifteen","cards":["9C","6D"],"points":2},{"kind":"fifteen","cards":["9C","6H"],"points":2},{"kind":"fifteen","cards":["9C","6S"],"points":2},{"kind":"pair-royal","cards":["6D","6H","6S"],"points":6}]}` + "\n"},
		{[]string{"score", "--starter", "2S", "KC", "QD", "6H"},
			"KC QD 6H with the starter 2S\ntotal 0: nothing\n"},
		{[]string{"score", "--json", "--starter", "8H", "JH", "2C", "6D"},
			`{"total":1,"combos":[{"kind":"knave-noddy","cards":["JH"],"points":1}]}` + "\n"},
	}
	for _, tt := range tests {
		code, out, errs := cli(tt.args...)
		if code != 0 || out != tt.want || errs != "" {
			t.Errorf("%v: status %d\n%s\nwant\n%s\nstderr %q", tt.args, code, out, tt.want, errs)
		}
	}
}

func TestCount(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"count", "--starter", "2C", "3C", "5S", "4D"},
			"starter 2C\n3C   3\n5S   8\n4D  12  +2 run of three 2 (3C 5S 4D)\n"},
		{[]string{"count", "--json", "--starter", "2C", "3C", "5S", "4D"},
			`[{"card":"3C","count":3,"points":0,"combos":[]},{"card":"5S","count":8,"points":0,"combos":[]},` +
				`{"card":"4D","count":12,"points":2,"combos":[{"kind":"run","cards":["3C","5S","4D"],"points":2}]}]` + "\n"},
		{[]string{"count", "--starter", "2S", "KC", "8D", "6H", "7S"},
			"starter 2S\nKC  10\n8D  18\n6H  24\n7S  31  +4 thirty-one 2 (KC 8D 6H 7S), run of three 2 (8D 6H 7S)\n"},
		{[]string{"count", "--json", "--starter", "5H", "7C", "8C", "JH"},
			`[{"card":"7C","count":7,"points":0,"combos":[]},{"card":"8C","count":15,"points":2,"combos":[{"kind":"fifteen","cards":["7C","8C"],"points":2}]},` +
				`{"card":"JH","count":25,"points":3,"combos":[{"kind":"twenty-five","cards":["7C","8C","JH"],"points":2},{"kind":"knave-noddy","cards":["JH"],"points":1}]}]` + "\n"},
	}
	for _, tt := range tests {
		code, out, errs := cli(tt.args...)
		if code != 0 || out != tt.want || errs != "" {
			t.Errorf("%v: status %d\n%s\nwant\n%s\nstderr %q", tt.args, code, out, tt.want, errs)
		}
	}
}

func TestBadInputExitsTwo(t *testing.T) {
	tests := []struct {
		args []string
		msg  string // in stderr
	}{
		{nil, "usage: noddy-cli COMMAND"},
		{[]string{"deal"}, `unknown command "deal"`},
		{[]string{"score", "--starter", "6C", "7H", "8S", "9X"}, `bad card "9X": suit must be one of C D H S`},
		{[]string{"score", "--starter", "6C", "7H", "8S", "1D"}, `bad card "1D": rank must be one of A 2-9 T/10 J Q K`},
		{[]string{"score", "--starter", "6C", "7H", "8S", "7H"}, `bad card "7H": card given twice`},
		{[]string{"score", "--starter", "7H", "7H", "8S", "9D"}, `bad card "7H": card given twice`},
		{[]string{"score", "7H", "8S", "9D"}, "--starter is required"},
		{[]string{"score", "--starter", "6C", "7H", "8S"}, "a hand is three cards; got 2"},
		{[]string{"score", "--starter", "6C", "7H", "8S", "9D", "TD"}, "a hand is three cards; got 4"},
		{[]string{"score", "--stater", "6C", "7H", "8S", "9D"}, "flag provided but not defined: -stater"},
		{[]string{"count", "--starter", "2C", "KC", "QD", "9H", "3S"}, "3S would take the count from 29 to 32, past 31"},
		{[]string{"count", "--starter", "2C", "KC", "QD", "AH", "KD", "AS"}, "AS would take the count from 31 to 32, past 31"},
		{[]string{"count", "--starter", "2C", "3C", "3C"}, `bad card "3C": card given twice`},
		{[]string{"count", "--starter", "2C", "3C", "3Z"}, `bad card "3Z"`},
		{[]string{"count", "--starter", "KS", "AC", "AD", "AH", "AS", "2C", "2D", "2H"}, "at most six cards"},
		{[]string{"count", "--starter", "2C"}, "give the cards to lay"},
		{[]string{"count", "3C"}, "--starter is required"},
		{[]string{"sim", "--a", "genius"}, `unknown player "genius"`},
		{[]string{"sim", "--b", "Greedy"}, `unknown player "Greedy"`},
		{[]string{"sim", "--matches", "0"}, "--matches must be 1 to 10,000,000; got 0"},
		{[]string{"sim", "--matches", "ten"}, `invalid value "ten" for flag -matches`},
		{[]string{"sim", "--seed", "-1"}, `invalid value "-1" for flag -seed`},
		{[]string{"sim", "--target", "0"}, "--target 0: the target must be between 1 and 1000"},
		{[]string{"sim", "extra"}, `unexpected argument "extra"`},
		{[]string{"sim", "--verbose"}, "flag provided but not defined: -verbose"},
	}
	for _, tt := range tests {
		code, out, errs := cli(tt.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.msg) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want 2 and %q", tt.args, code, out, errs, tt.msg)
		}
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"help"}, {"score", "--help"}, {"count", "-h"}, {"sim", "--help"}} {
		code, out, errs := cli(args...)
		if code != 0 || !strings.HasPrefix(out, "usage: noddy-cli") || errs != "" {
			t.Errorf("%v: status %d stdout %q stderr %q", args, code, out, errs)
		}
	}
	_, out, _ := cli("sim", "--help")
	for _, flag := range []string{"-a name", "-b name", "-matches matches", "-seed seed", "-events FILE", "-json", "-target points"} {
		if !strings.Contains(out, flag) {
			t.Errorf("sim --help lacks %q:\n%s", flag, out)
		}
	}
}

func TestSimPinned(t *testing.T) {
	code, out, errs := cli("sim", "--a", "greedy", "--b", "random", "--matches", "200", "--seed", "7")
	want := "greedy (A) vs random (B): 200 matches to 31 from seed 7, seats alternating\n"
	if code != 0 || errs != "" || !strings.HasPrefix(out, want) {
		t.Fatalf("status %d stderr %q\n%s", code, errs, out)
	}
	if out != pinnedSim {
		t.Errorf("sim output:\n%s\nwant\n%s", out, pinnedSim)
	}
}

const pinnedSim = `greedy (A) vs random (B): 200 matches to 31 from seed 7, seats alternating
wins: greedy 113, random 87
greedy win rate 56.50% (95% Wilson interval 49.57% to 63.18%)
deals: 1133 (5.67 a match)
mean points per deal: greedy 4.908, random 4.500
  greedy: show 3.125 count 1.255 thirty-one 0.143 go 0.304 jack 0.081
  random: show 3.165 count 0.740 thirty-one 0.111 go 0.410 jack 0.074
`

func TestWilson(t *testing.T) {
	ci := wilson(5708, 10000, 1.959963984540054)
	if got := [2]string{fmtPct(ci[0]), fmtPct(ci[1])}; got != [2]string{"56.11", "58.05"} {
		t.Errorf("wilson(5708, 10000) = %v", got)
	}
	if ci := wilson(0, 10, 1.96); ci[0] != 0 || fmtPct(ci[1]) != "27.75" {
		t.Errorf("wilson(0, 10) = %v", ci)
	}
}

func fmtPct(x float64) string { return strconv.FormatFloat(100*x, 'f', 2, 64) }
