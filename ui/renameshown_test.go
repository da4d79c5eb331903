package ui

import (
	"slices"
	"strings"
	"testing"

	"noddy/ui/input"
	"noddy/ui/shell"
)

// A seat renamed while its announcement is on screen is named anew at
// once, as the log and the header are (a shared table's friend renamed
// mid-call stayed "Guest: …" until the next announcement): in seed 86 the
// computer leads Knave Noddy, the call up while its card lands and still
// up while the person's card is awaited.
func TestRenameReachesShownBanner(t *testing.T) {
	a := newApp(t, Config{Seed: 86, Scene: "table", Settings: shell.Settings{Speed: "normal", Level: "easy"}})
	tb := a.Play.Table
	rename := func(name string) {
		v := tb.Voice
		v.Short, v.Mid = slices.Clone(v.Short), slices.Clone(v.Mid)
		v.Short[1], v.Mid[1] = name, name
		tb.Rename(v)
	}
	n := 0
	for ; n < 5000; n++ {
		if b, _, _ := tb.Banner(); b == "Computer: Knave Noddy is one" {
			break
		}
		a.Update(input.Frame{})
	}
	rename("Robert")
	if b, _, _ := tb.Banner(); b != "Robert: Knave Noddy is one" {
		t.Fatalf("tick %d: renamed during the call, the table shows %q; want \"Robert: Knave Noddy is one\"", n, b)
	}
	for n := 0; n < 5000 && !tb.YourTurn(); n++ {
		a.Update(input.Frame{})
	}
	for range 120 {
		a.Update(input.Frame{})
	}
	if b, _ := tb.Lingering(); b != "Robert: Knave Noddy is one" {
		t.Fatalf("two seconds into the person's turn the table shows %q, want Robert's call", b)
	}
	rename("Bob")
	if b, _ := tb.Lingering(); b != "Bob: Knave Noddy is one" {
		t.Errorf("renamed while the call lingers, the table shows %q; want \"Bob: Knave Noddy is one\"", b)
	}
}

// A seat renamed once the match is over is named anew in its end box: the
// final score, what won it and the last hands (seed 12: the computer wins
// six-card cribbage with a last card).
func TestRenameReachesTheEndBox(t *testing.T) {
	a := cribbageEnd(t, 12, false, 1280, 800)
	tb := a.Play.Table
	before := strings.Join(tb.EndLines(), " | ")
	if !strings.Contains(before, "the computer 121") || !strings.Contains(before, "The computer laid") || !strings.Contains(before, "| The computer: ") {
		t.Fatalf("the end box before the rename: %q", before)
	}
	v := tb.Voice
	v.Short, v.Mid = slices.Clone(v.Short), slices.Clone(v.Mid)
	v.Short[1], v.Mid[1] = "Robert", "Robert"
	tb.Rename(v)
	a.Update(input.Frame{})
	after := strings.Join(tb.EndLines(), " | ")
	if strings.Contains(after, "computer") || strings.Count(after, "Robert") < 3 {
		t.Errorf("the end box after the rename: %q; want Robert in the score, what won it and his hand", after)
	}
	if shown := strings.Join(a.Play.EndText().Lines, " "); strings.Contains(shown, "computer") {
		t.Errorf("the box as drawn after the rename: %q", shown)
	}
}
