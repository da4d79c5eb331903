package ui

import (
	"strings"
	"testing"

	"noddy/engine"
	"noddy/ui/play"
	"noddy/ui/shell"
)

func TestGoWords(t *testing.T) {
	for _, tc := range []struct {
		e            engine.Go
		banner, line string
	}{
		{engine.Go{Seat: 1, Count: 27}, "Computer cannot lay: go", "You take one for last card; the count ends at once (Noddy has one count)."},
		{engine.Go{Seat: 0, Count: 29}, "You cannot lay: go", "The computer takes one for last card; the count ends at once (Noddy has one count)."},
		{engine.Go{Seat: 0, NoCards: true}, "You have no cards left: go", "The computer takes one for last card; the count ends at once (Noddy has one count)."},
		{engine.Go{Seat: 1, NoCards: true}, "Computer has no cards left: go", "You take one for last card; the count ends at once (Noddy has one count)."},
	} {
		if b, l := personSeats.GoBanner(tc.e), personSeats.GoLine(tc.e); b != tc.banner || l != tc.line {
			t.Errorf("%+v: %q / %q; want %q / %q", tc.e, b, l, tc.banner, tc.line)
		}
	}
}

// A go is announced on the table, with why the count ends, for a second
// or more at normal speed (the first seed from 1 whose first hand ends in
// a go).
func TestGoAnnounced(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		a := newApp(t, Config{Seed: seed, Scene: "table"})
		tb := a.Play.Table
		var seen string
		n := 0
		playUntil(t, a, 20000, func() bool {
			if l := tb.BannerLine(); l != "" {
				b, _, _ := tb.Banner()
				seen = b + " | " + l
				n++
			}
			return tb.Waiting() || tb.Over
		})
		var goEv *engine.Go
		for _, e := range mt(tb).Events() {
			if g, ok := e.(engine.Go); ok {
				goEv = &g
			}
		}
		if goEv == nil {
			if seen != "" {
				t.Errorf("seed %d: no go in the hand, yet %q announced", seed, seen)
			}
			continue
		}
		if want := personSeats.GoBanner(*goEv) + " | " + personSeats.GoLine(*goEv); seen != want || n < 60 {
			t.Errorf("seed %d: announced %q for %d ticks; want %q for at least 60", seed, seen, n, want)
		}
		t.Logf("seed %d: %s", seed, seen)
		return
	}
	t.Fatal("no seed in 1..40 with a go in its first hand")
}

// Mid-sentence the computer is "the computer" everywhere the table speaks
// (log, banners, the deal line), over a whole match; a line may start with
// "Computer" only as a label ("Computer: fifteen two").
func TestComputerLowerCaseMidSentence(t *testing.T) {
	a := newApp(t, Config{Seed: 8, Scene: "table", Level: "easy", Settings: shell.Settings{Speed: "instant"}})
	tb := a.Play.Table
	seen := map[string]bool{}
	note := func(s string) {
		if s != "" {
			seen[s] = true
		}
	}
	for range 400000 {
		if a.Play.Overlay == play.OvEnd {
			break
		}
		b, _, _ := tb.Banner()
		note(b)
		note(tb.DealText)
		a.Update(personMove(tb, true))
	}
	for _, l := range tb.Log {
		note(l)
	}
	for _, l := range tb.EndLines() {
		note(l)
	}
	n := 0
	for s := range seen {
		if strings.Contains(s, "omputer") {
			n++
		}
		for i := strings.Index(s, "omputer"); i >= 0; {
			if i > 1 && !strings.HasSuffix(strings.ToLower(s[:i-1]), "the ") {
				t.Errorf("%q: %q at %d is neither a label nor \"the computer\"", s, s[i-1:i+7], i-1)
			}
			j := strings.Index(s[i+1:], "omputer")
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	if n < 5 {
		t.Errorf("only %d lines name the computer: %v", n, seen)
	}
}
