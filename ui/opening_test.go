package ui

import (
	"slices"
	"strings"
	"testing"

	"noddy/engine/english"
	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// The game opens on a dealt hand (the command line's default scene is
// "table"): a first-timer finds the tutorial on the table's row, in
// Count's place, and the footer says where it is; once a match is on the
// record the row is the usual one.
func TestFirstTimerOffersTheTutorial(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", OfferTutorial: true})
	settle(t, a)
	names := func() []string { return buttonNames(a) }
	if got := names(); !slices.Equal(got, []string{"hint", "new", "tutorial", "rules", "settings", "menu"}) {
		t.Errorf("a first-timer's table buttons %v", got)
	}
	if got := a.Footer(a.Scene); len(got) == 0 || got[0] != english.TutorialOffer {
		t.Errorf("a first-timer's footer %q, want %q first", got, english.TutorialOffer)
	}
	a.Update(tap(button(t, a, "tutorial")))
	for range 60 {
		a.Update(input.Frame{})
	}
	if a.Scene != shell.SceneTutorial {
		t.Errorf("Tutorial on the table's row led to scene %v, want the tutorial", a.Scene)
	}
	// Esc goes back to the table it was opened from, and says so (it went
	// to the title, and a new player lost their place).
	if foot := a.Footer(a.Scene); len(foot) == 0 || !strings.HasSuffix(foot[0], "Esc: the table") {
		t.Errorf("the tutorial's footer from the table %q, want it to end \"Esc: the table\"", foot)
	}
	deal := a.Play.Table.Deal
	a.Update(press(input.KeyEscape))
	for range 60 {
		a.Update(input.Frame{})
	}
	if a.Scene != shell.SceneTable || a.Play.Table.Deal != deal {
		t.Errorf("Esc in the tutorial opened from the table led to scene %v (deal %d), want the table (deal %d)", a.Scene, a.Play.Table.Deal, deal)
	}

	// Someone with a match on the record.
	c := newApp(t, Config{Seed: 8, Scene: "table", OfferTutorial: true})
	if err := c.Record.Rec.Add(playFor(t, "noddy", 3, "easy"), 0, "easy", nil, 1); err != nil {
		t.Fatal(err)
	}
	settle(t, c)
	var got []string
	for _, bt := range c.Snapshot().Buttons {
		got = append(got, bt.Name())
	}
	if !slices.Equal(got, []string{"hint", "new", "count", "rules", "settings", "menu"}) {
		t.Errorf("with a match on the record, the table's buttons %v", got)
	}
}

// A review or a shared table's link opens instead of the dealt table, and
// Menu's title is behind it.
func TestReviewOpensInsteadOfTheTable(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Review: "4N01TR062MATA8C2E1TJ60BD6FS12060MNTM5PM0~"})
	if a.Scene != shell.SceneReview {
		t.Errorf("-review with the table's default: scene %v, want the review", a.Scene)
	}
	if a.Play.Table != nil {
		t.Error("a match was dealt behind the review")
	}
}

// The title's footer ends with the version.
func TestTitleSaysTheVersion(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Version: "v1.2.0"})
	for _, line := range a.Footer(shell.SceneTitle) {
		if !strings.HasSuffix(line, " · v1.2.0") {
			t.Errorf("title footer %q does not end with the version", line)
		}
	}
	a = newApp(t, Config{Seed: 7, Version: "dev 1a2b3c4d5e6f"})
	if got := a.Footer(shell.SceneTitle); !strings.HasSuffix(got[0], " · version dev 1a2b3c4d5e6f") {
		t.Errorf("title footer %q", got[0])
	}
}

// On a touch screen a first-timer reaches the count from the row in their
// first match: a finger has no C, so Learn takes Settings' place (Menu's
// title has Settings, and the tutorial too), not Count's.
func TestTouchFirstTimerReachesTheCount(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", OfferTutorial: true, Touch: true})
	settle(t, a)
	names := func() []string { return buttonNames(a) }
	if got := names(); !slices.Equal(got, []string{"hint", "new", "count", "rules", "tutorial", "menu"}) {
		t.Fatalf("a touch first-timer's table buttons %v, want hint new count rules tutorial menu", got)
	}
	if _, labels := a.Buttons(); !slices.Equal(labels, []string{english.HintButton, english.NewButton, english.CountButton, english.RulesButton, english.LearnButton, english.MenuButton}) {
		t.Errorf("a touch first-timer's labels %q", labels)
	}
	finger := func(name string) {
		f := tap(button(t, a, name))
		f.Touch = true
		a.Update(f)
	}
	finger("count")
	if a.Play.Overlay != play.OvCount {
		t.Fatalf("Count tapped in a first match: overlay %d, want the count (%d)", a.Play.Overlay, play.OvCount)
	}
	finger("close")
	if a.Play.Overlay != play.OvNone {
		t.Fatalf("Close: overlay %d", a.Play.Overlay)
	}
	finger("tutorial")
	for range 60 {
		a.Update(input.Frame{})
	}
	if a.Scene != shell.SceneTutorial {
		t.Errorf("Learn tapped led to scene %v, want the tutorial", a.Scene)
	}
}

// buttonNames is the names of a's buttons in the row's order.
func buttonNames(a *App) []string {
	var out []string
	for _, b := range a.Snapshot().Buttons {
		out = append(out, b.Name())
	}
	return out
}
