package ui

import (
	"fmt"
	"strings"
	"testing"

	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// Starting a match, the fading title still says "Play against the
// computer"; back at the title mid-match it says "Resume match".
func TestTitleLabelWhileStarting(t *testing.T) {
	a := newApp(t, Config{Seed: 1})
	a.Update(tap(button(t, a, "play")))
	if a.Fade == 0 {
		t.Fatal("no fade")
	}
	_, labels := a.ButtonsOf(shell.SceneTitle)
	if labels[0] != "Play against the computer" {
		t.Errorf("fading title says %q", labels[0])
	}
	for a.Fade > 0 {
		a.Update(input.Frame{})
	}
	a.Update(input.Frame{})
	_, labels = a.ButtonsOf(shell.SceneTitle)
	if labels[0] != "Resume match" {
		t.Errorf("mid-match title says %q", labels[0])
	}
}

func TestLevelMessageAndSoundToast(t *testing.T) {
	a := newApp(t, Config{Seed: 1})
	a.Update(tap(button(t, a, "level")))
	if want := "The computer plays at level " + a.Settings.Level + "."; a.Message != want {
		t.Errorf("no match running: %q, want %q", a.Message, want)
	}
	a.Update(key(input.KeyM))
	if a.Message != "Sound off" {
		t.Errorf("M: %q", a.Message)
	}
	a.Update(key(input.KeyM))
	if a.Message != "Sound on" {
		t.Errorf("M again: %q", a.Message)
	}
	b := newApp(t, Config{Seed: 1, Scene: "table"})
	b.cycleLevel()
	if !strings.HasSuffix(b.Message, " from the next match.") {
		t.Errorf("mid-match: %q", b.Message)
	}
}

// Play again says the new match's seed.
func TestPlayAgainSaysSeed(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
	playUntil(t, a, 200000, func() bool { return a.Play.Overlay == play.OvEnd })
	a.Update(tap(button(t, a, "again")))
	if want := fmt.Sprintf("A new match: seed %d", a.Play.Table.Seed()); a.Message != want || a.Play.Table.Seed() == 7 {
		t.Errorf("message %q, want %q", a.Message, want)
	}
}

// The count shown goes back to 0 as the next deal sweeps the cards up.
func TestCountResetWithDeal(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	tb := a.Play.Table
	playUntil(t, a, 20000, tb.Waiting)
	if tb.Count == 0 {
		t.Fatal("count 0 at the end of the hand")
	}
	a.Update(key(input.KeySpace))
	a.Update(input.Frame{})
	if tb.Count != 0 || tb.CountText != "count 0" || tb.CountMoving {
		t.Errorf("as the deal starts: count %d %q moving %v", tb.Count, tb.CountText, tb.CountMoving)
	}
}
