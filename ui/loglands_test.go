package ui

import (
	"fmt"
	"strings"
	"testing"

	"noddy/engine/english"
)

// Each log line lands with its cards: "You lay the king of clubs, 10"
// appeared while the king was still sliding from the hand and the count
// read 0. When a lay's line appears the card rests on the pile and the
// count reads its total; the starter's and the cut's lines come once those
// cards have landed.
func TestLogLandsWithTheCard(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	tb := a.Play.Table
	lays, starters, cuts := 0, 0, 0
	seen := len(tb.Log)
	for tick := 0; tick < 60000 && !tb.Over; tick++ {
		a.Update(personMove(tb, true))
		for _, line := range tb.Log[seen:] {
			switch {
			case strings.HasPrefix(line, "You lay the ") || strings.HasPrefix(line, "The computer lays the "):
				lays++
				pile := -1
				for j := SpPile; j < SpPile+6; j++ {
					if sp := tb.Sprites[j]; sp.Shown && strings.Contains(line, " the "+english.Card(sp.Card)+", ") {
						pile = j
					}
				}
				if pile < 0 {
					t.Fatalf("tick %d: %q logged with the card not on the pile", tick, line)
				}
				if sp := tb.Sprites[pile]; sp.Moving || sp.Flip {
					t.Fatalf("tick %d: %q logged while the card still moves (%+v)", tick, line, sp)
				}
				if want := fmt.Sprintf(", %d", tb.Count); tb.CountMoving || !strings.Contains(line, want+":") && !strings.Contains(line, want+".") {
					t.Fatalf("tick %d: %q logged while the count reads %d (moving %v)", tick, line, tb.Count, tb.CountMoving)
				}
			case strings.HasPrefix(line, "The starter is "):
				starters++
				if sp := tb.Sprites[SpStarter]; !sp.Shown || sp.Moving || sp.Flip || !strings.Contains(line, english.Card(sp.Card)) {
					t.Fatalf("tick %d: %q logged with the starter %+v", tick, line, sp)
				}
			case strings.HasPrefix(line, "Cut for deal: "):
				cuts++
				for s := range 2 {
					if sp := tb.Sprites[SpCut+s]; !sp.Shown || sp.Moving || !strings.Contains(line, english.Card(sp.Card)) {
						t.Fatalf("tick %d: %q logged with cut card %d %+v", tick, line, s, sp)
					}
				}
			}
		}
		seen = len(tb.Log)
	}
	if !tb.Over || lays < 10 || starters < 2 || cuts < 1 {
		t.Fatalf("over %v after %d lays, %d starters, %d cuts", tb.Over, lays, starters, cuts)
	}
	t.Logf("%d lays, %d starters, %d cuts", lays, starters, cuts)
}
