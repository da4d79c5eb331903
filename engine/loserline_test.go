package engine

import "testing"

// The line a loser must reach to escape a skunk or a lurch, as each rule
// set's GamePoints draws it (cribbage.md and early-cribbage.md, winning).
func TestLoserLine(t *testing.T) {
	cases := []struct {
		game    string
		players int
		options []string
		kind    Kind
		want    int
	}{
		{"cribbage", 2, nil, Skunk, 91},
		{"cribbage", 2, nil, DoubleSkunk, 61},
		{"cribbage", 2, nil, Lurch, 0},
		{"cribbage", 2, []string{"lurch"}, Lurch, 61},
		{"cribbage", 2, []string{"lurch"}, Skunk, 0},
		{"cribbage", 2, []string{"no-skunks"}, Skunk, 0},
		{"cribbage-five", 2, nil, Skunk, 31},
		{"cribbage-seven", 2, nil, Skunk, 151},
		{"cribbage-four", 4, nil, Skunk, 91},
		{"cribbage-three", 3, nil, Skunk, 0},
		{"early-cribbage", 2, nil, Lurch, 45},
		{"noddy", 2, nil, Lurch, 0},
	}
	for _, c := range cases {
		r, err := Lookup(c.game, c.players, c.options...)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.LoserLine(c.kind); got != c.want {
			t.Errorf("%s %v: the line for %v is %d, want %d", c.game, c.options, c.kind, got, c.want)
		}
	}
}
