package ui

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"noddy/ui/input"
	"noddy/ui/record"
	"noddy/ui/shell"
)

// The record's scene: an empty record says so once and offers no Reset;
// Reset is never the button it opens on; the show's words follow the
// game's rules (a crib or none).
func TestRecordScene(t *testing.T) {
	store := &resetCounter{}
	a := newApp(t, Config{Seed: 1, Record: store})
	settle := func() {
		for i := 0; i < 100 && a.Fade > 0; i++ {
			a.Update(input.Frame{})
		}
	}
	open := func() {
		a.Record.Open()
		settle()
		if a.Scene != shell.SceneRecord {
			t.Fatalf("scene %v", a.Scene)
		}
	}
	open()
	empty := []string{"No match played yet: your results against the computer appear here after your first match."}
	if lb, txt := a.Record.TallyLabel(), a.Record.RecordText(); lb != "" || !reflect.DeepEqual(txt, empty) {
		t.Errorf("empty record: label %q, text %q; want no label and %q", lb, txt, empty)
	}
	if labels, focus := recordButtons(a); !reflect.DeepEqual(labels, []string{"Back"}) || focus != "Back" {
		t.Errorf("empty record: buttons %q, focus %q; want only Back", labels, focus)
	}
	a.Record.Update(&input.Intents{List: []input.Intent{{Do: input.DoReset}}})
	a.Record.Update(&input.Intents{List: []input.Intent{{Do: input.DoYes}}})
	if store.resets != 0 || a.Record.Asking() {
		t.Errorf("an empty record was reset %d times (asking %v)", store.resets, a.Record.Asking())
	}

	// du Coeur's Noddy has no crib; six-card cribbage has.
	for _, g := range []struct{ game, in string }{{"noddy", "in the show,"}, {"cribbage", "in the show (hand and crib),"}} {
		if err := a.Record.Rec.Add(playFor(t, g.game, 3, "easy"), 0, "easy", nil, 1); err != nil {
			t.Fatal(err)
		}
		a.Record.ShowTally(len(a.Record.Rec.Tallies) - 1)
		tl := a.Record.Tally()
		// Each average names what it is over: the hands shown, every deal.
		want := fmt.Sprintf("Over %d deals: %.1f points a deal %s %.1f in the count.", tl.Deals, tl.AvgShowPerDeal(), g.in, tl.AvgCountPerDeal())
		shows := fmt.Sprintf("Your hand in the show: %.1f on average over %d shown, %d the best.", tl.AvgShow(), tl.Shows, tl.BestShow)
		if txt := a.Record.RecordText(); !slices.Contains(txt, want) || !slices.Contains(txt, shows) {
			t.Errorf("%s: %q lacks %q or %q", g.game, txt, want, shows)
		}
	}
	a.Record.Rec.Tallies = a.Record.Rec.Tallies[:1]
	a.Update(key(input.KeyEscape))
	settle()
	open()
	if labels, focus := recordButtons(a); !reflect.DeepEqual(labels, []string{"Reset…", "Back"}) || focus != "Back" {
		t.Errorf("one tally: buttons %q, focus %q; want Reset… and Back, on Back", labels, focus)
	}
	a.Update(key(input.KeyLeft))
	a.Update(key(input.KeyEnter))
	if _, focus := recordButtons(a); !a.Record.Asking() || focus != "Keep it" {
		t.Fatalf("Reset…: asking %v, focus %q", a.Record.Asking(), focus)
	}
	a.Update(key(input.KeyY))
	if labels, focus := recordButtons(a); store.resets != 1 || !a.Record.Rec.Empty() || !reflect.DeepEqual(labels, []string{"Back"}) || focus != "Back" {
		t.Errorf("after Reset: %d resets, buttons %q, focus %q", store.resets, labels, focus)
	}
	if a.Message != "Your record starts again." {
		t.Errorf("notice %q", a.Message)
	}
}

// resetCounter is a record store that counts its resets.
type resetCounter struct {
	record.MemRecordStore
	resets int
}

func (c *resetCounter) Reset() (string, error) { c.resets++; return c.MemRecordStore.Reset() }

// recordButtons is the record's buttons' labels and the focused one.
func recordButtons(a *App) ([]string, string) {
	_, labels := a.ButtonsOf(shell.SceneRecord)
	if a.Focus < 0 || a.Focus >= len(labels) {
		return labels, ""
	}
	return labels, labels[a.Focus]
}
