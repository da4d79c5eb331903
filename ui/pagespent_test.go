package ui

import (
	"testing"

	"noddy/ui/input"
	"noddy/ui/play"
)

// The Rules panel's page buttons: "← Page" dim on the first page,
// "Page →" on the last, both lit between; nothing dim elsewhere.
func TestPageSpent(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	prev, next := input.Button{Do: input.Intent{Do: input.DoPagePrev}}, input.Button{Do: input.Intent{Do: input.DoPageNext}}
	if a.Play.Spent(prev) || a.Play.Spent(next) {
		t.Fatal("dim with no panel open")
	}
	a.SetSize(844, 390) // where du Coeur's rules take three pages or more
	a.Play.Overlay = play.OvRules
	n := a.Play.Pages()
	if n < 3 {
		t.Fatalf("the rules in %d pages at 844×390, want three or more", n)
	}
	for page, want := range map[int][2]bool{0: {true, false}, 1: {false, false}, n - 1: {false, true}} {
		a.Play.Page = page
		if got := [2]bool{a.Play.Spent(prev), a.Play.Spent(next)}; got != want {
			t.Errorf("page %d of 3: prev, next dim %v, want %v", page+1, got, want)
		}
	}
	if a.Play.Spent(input.Button{Do: input.Intent{Do: input.DoClose}}) {
		t.Error("Close dim")
	}
}
