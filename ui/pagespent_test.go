package ui

import "testing"

// The Rules panel's page buttons: "← Page" dim on the first page,
// "Page →" on the last, both lit between; nothing dim elsewhere.
func TestPageSpent(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	prev, next := Button{Do: Intent{Do: DoPagePrev}}, Button{Do: Intent{Do: DoPageNext}}
	if a.PageSpent(prev) || a.PageSpent(next) {
		t.Fatal("dim with no panel open")
	}
	a.Overlay, a.RulesPages = OvRules, 3
	for page, want := range [][2]bool{{true, false}, {false, false}, {false, true}} {
		a.RulesPage = page
		if got := [2]bool{a.PageSpent(prev), a.PageSpent(next)}; got != want {
			t.Errorf("page %d of 3: prev, next dim %v, want %v", page+1, got, want)
		}
	}
	if a.PageSpent(Button{Do: Intent{Do: DoClose}}) {
		t.Error("Close dim")
	}
}
