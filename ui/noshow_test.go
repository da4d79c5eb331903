package ui

import (
	"slices"
	"testing"

	"noddy/engine"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// playToEnd plays the first legal card for the person and continues at
// each hand's end until the end panel opens.
func playToEnd(t *testing.T, a *App) {
	t.Helper()
	for range 400000 {
		if a.Play.Overlay == play.OvEnd {
			return
		}
		a.Update(personMove(a.Play.Table, true))
	}
	t.Fatal("the match never ended")
}

// When the match is won before a seat's show is counted, Count both hands
// says that seat did not show (its cards may well have scored) instead of
// "scored nothing"; a seat that showed says nothing of the kind. The seeds
// are matches (the first legal card against the easy computer) won in the
// computer's show (3: you never show), in yours (8: the computer never
// shows), by the jack turned up (35: neither shows), and in the count (1).
func TestCountPanelSaysWhoDidNotShow(t *testing.T) {
	const noShow = "   did not show: the match was won first"
	for _, tc := range []struct {
		seed   uint64
		showed [2]bool
	}{{3, [2]bool{false, true}}, {8, [2]bool{true, false}}, {35, [2]bool{false, false}}, {1, [2]bool{true, true}}} {
		a := newApp(t, Config{Seed: tc.seed, Scene: "table", Level: "easy", Settings: shell.Settings{Speed: "instant"}})
		playToEnd(t, a)
		var showed [2]bool
		for _, e := range mt(a.Play.Table).Events() {
			switch e := e.(type) {
			case engine.Dealt:
				showed = [2]bool{}
			case engine.Shown:
				showed[e.Seat] = true
			}
		}
		if showed != tc.showed || [2]bool(a.Play.Table.Showed) != tc.showed {
			t.Fatalf("seed %d: engine showed %v, table %v; the test wants %v", tc.seed, showed, a.Play.Table.Showed, tc.showed)
		}
		lines := lineTexts(a.Play.Table.CountLines())
		// Each seat's section: its heading, its rows, a blank line.
		secs := [2][]string{}
		s := 0
		for _, l := range lines {
			if l == "" {
				s++
				continue
			}
			if s < 2 {
				secs[s] = append(secs[s], l)
			}
		}
		for seat := range 2 {
			has := slices.Contains(secs[seat], noShow)
			if has == tc.showed[seat] {
				t.Errorf("seed %d seat %d (showed %v): section %q", tc.seed, seat, tc.showed[seat], secs[seat])
			}
			if !tc.showed[seat] && slices.Contains(secs[seat], "   scored nothing this deal") {
				t.Errorf("seed %d seat %d never showed but 'scored nothing': %q", tc.seed, seat, secs[seat])
			}
		}
	}
}
