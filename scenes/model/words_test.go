package model

import (
	"slices"
	"testing"

	"noddy/engine"
)

// The count panel: "last card" and "jack turned up" are named once, and a
// seat that scored nothing says so plainly once the hand has ended.
func TestCountLinesWording(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: Settings{Speed: "instant"}})
	settle(t, a)
	tb := a.Table
	c3h, jc := engine.MustParseCards("3H")[0], engine.MustParseCards("JC")[0]
	tb.Entries = []Entry{
		{Seat: 0, Where: "jack turned up", Combo: engine.Combo{Kind: engine.JackTurned, Cards: []engine.Card{jc}, Points: 2}},
		{Seat: 0, Where: "last card", Combo: engine.Combo{Kind: engine.LastCard, Cards: []engine.Card{c3h}, Points: 1}},
	}
	tb.Revealed = false
	want := []string{"You: 3 this deal", "   jack turned up: J♣ — 2", "   last card: 3♥ — 1", "",
		"The computer: 0 this deal", "   nothing yet", ""}
	if got := a.CountLines(); !slices.Equal(got, want) {
		t.Errorf("during the hand:\n got %q\nwant %q", got, want)
	}
	tb.Revealed = true
	want[5] = "   scored nothing this deal"
	if got := a.CountLines(); !slices.Equal(got, want) {
		t.Errorf("after the hand:\n got %q\nwant %q", got, want)
	}
}

// The line under the cards names the computer's level.
func TestRuleLineNamesLevel(t *testing.T) {
	for _, lv := range engine.Levels() {
		a := newApp(t, Config{Seed: 7, Scene: "table", Level: lv})
		want := "Rules: " + a.Table.Rules() + " (R to read them) · seed 7 · computer: " + lv
		if a.Table.RuleText != want {
			t.Errorf("level %s: %q, want %q", lv, a.Table.RuleText, want)
		}
	}
}
