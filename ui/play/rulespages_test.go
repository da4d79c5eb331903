package play

import (
	"regexp"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/ui/layout"
)

// The player's part of every rules page speaks plainly (play testers
// found the engine's jargon in it): no test seeds, rule files, CLI
// flags or commands, or unexplained acronyms, and no sentence that
// begins in lowercase.
func TestRulesPagesSpeakPlainly(t *testing.T) {
	jargon := regexp.MustCompile(`(?i)\bseeds? 0|\(0\d\d|\b0\d\d\b|--|\.md\b|\bsim\b|\bACC\b|\brule file|go run|\bengine\b`)
	lower := regexp.MustCompile(`[.!?] [a-z]`)
	seen := map[string]bool{}
	for _, g := range engine.Games() {
		if seen[g.File] {
			continue // the cribbages share a page
		}
		seen[g.File] = true
		r, err := engine.Lookup(g.Name, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range RulesLines(r) {
			if m := jargon.FindString(l.Text); m != "" {
				t.Errorf("%s: %q in %q", g.Name, m, l.Text)
			}
			if m := lower.FindString(l.Text); m != "" && l.Style != layout.TextBold {
				t.Errorf("%s: a sentence begins in lowercase (%q) in %q", g.Name, m, l.Text)
			}
		}
	}
}

// A number that a paragraph wraps to the start of a line ("courts\n10.
// Pairs…") stays in the paragraph; a numbered list still makes items.
func TestMarkdownNumberInAParagraph(t *testing.T) {
	ls := markdownLines("## Cards\n\nPips: two to ten face value, courts\n10. Pairs are rank with rank.\n\n1. One\n2. Two\n")
	var got []string
	for _, l := range ls {
		got = append(got, l.Text)
	}
	want := []string{"Cards", "Pips: two to ten face value, courts 10. Pairs are rank with rank.", "1. One", "2. Two"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("lines %q, want %q", got, want)
	}
}

// Every game's rules open on the game itself: a play tester of six-card
// cribbage pressed R and read first about the four other variants.
func TestRulesOpenOnTheGame(t *testing.T) {
	for _, g := range engine.Games() {
		r, err := engine.Lookup(g.Name, 0)
		if err != nil {
			t.Fatal(err)
		}
		ls := RulesLines(r)
		if len(ls) == 0 || ls[0].Style != layout.TextBold {
			t.Fatalf("%s: the page opens on %+v, not a heading", g.Name, ls[:min(1, len(ls))])
		}
		var heads []string
		for _, l := range ls {
			if l.Style == layout.TextBold {
				heads = append(heads, l.Text)
			}
		}
		if ls[0].Text != "Cards" && !strings.HasPrefix(ls[0].Text, "Players, cards") {
			t.Errorf("%s: the page's first heading is %q, not its cards (%q)", g.Name, ls[0].Text, heads)
		}
	}
}
