package table

import (
	"strings"
	"testing"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// A lay that reaches the target part-way scores its combinations only up
// to the one that wins (rules, "Winning"): the table announces, floats and
// lists no more than that, and the log says how many points were taken.
func TestLayWonPartWay(t *testing.T) {
	for seed := uint64(1); seed < 3000; seed++ {
		tb, err := newTestTable(seed, [2]players.Player{players.Greedy{}, players.Greedy{}}, SpeedInstant)
		if err != nil {
			t.Fatal(err)
		}
		var banners []string
		for i := 0; i < 100000 && (!tb.MatchOver() || tb.Busy()); i++ {
			tb.Update()
			if b, _, _ := tb.Banner(); b != "" && (len(banners) == 0 || banners[len(banners)-1] != b) {
				banners = append(banners, b)
			}
		}
		ev := mt(tb).Events()
		var win engine.Laid
		found := false
		for _, e := range ev {
			if l, ok := e.(engine.Laid); ok && l.Points < engine.Total(l.Combos) {
				win, found = l, true
			}
		}
		if !found {
			continue
		}
		n := len(engine.Taken(win.Combos, win.Points))
		if n >= len(win.Combos) || n < 1 {
			t.Fatalf("seed %d: %d of %d combinations taken", seed, n, len(win.Combos))
		}
		var last []Entry
		for _, en := range tb.Entries {
			if en.Where == "count" && en.Seat == win.Seat {
				last = append(last, en)
			}
		}
		if len(last) == 0 || last[len(last)-1].Combo.Kind != win.Combos[n-1].Kind {
			t.Fatalf("seed %d: count entries %+v end before %v, the winning combination", seed, last, win.Combos[n-1])
		}
		for _, en := range last[len(last)-n:] {
			for _, c := range win.Combos[n:] {
				if en.Combo.Kind == c.Kind && en.Combo.Points == c.Points && en.Combo.Kind != win.Combos[n-1].Kind {
					t.Fatalf("seed %d: the untaken %v is listed", seed, c)
				}
			}
		}
		untaken := personSeats.Short[win.Seat] + ": " + strings.Split(english.Announce(win.Combos), ", ")[n]
		for _, b := range banners[max(0, len(banners)-3):] {
			if b == untaken {
				t.Fatalf("seed %d: banner %q announced though not scored (banners %q)", seed, b, banners)
			}
		}
		line := english.Describe(win, []string{"you", "the computer"}, 0)
		if !strings.Contains(line, " the match; the rest are not pegged.)") {
			t.Fatalf("seed %d: log line %q", seed, line)
		}
		return
	}
	t.Fatal("no seed in 1..2999 has a lay that wins part-way")
}
