package ui

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"noddy/ui/input"
	"noddy/ui/shell"
)

// In a demonstration (-autoplay) the computer plays both seats, so neither
// is "you": seat 0 is South, seat 1 North, in the scores, the banners, the
// log, the count panel, the line under the cards and the end box.
func TestAutoplayHasNoYou(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Autoplay: true, Settings: shell.Settings{Speed: "fast", Level: "easy"}})
	tb := a.Play.Table
	you := regexp.MustCompile(`\b[Yy]ou(r)?\b`)
	check := func(what, s string) {
		t.Helper()
		if you.MatchString(s) {
			t.Fatalf("%s says you: %q", what, s)
		}
	}
	banners := 0
	for tick := 0; tick < 100000 && !tb.Over; tick++ {
		a.Update(input.Frame{})
		if b, _, _ := tb.Banner(); b != "" {
			banners++
			check("a banner", b)
			check("a banner's second line", tb.BannerLine())
		}
		if tick%50 == 0 {
			for _, s := range lineTexts(a.Play.Table.CountLines()) {
				check("the count panel", s)
			}
		}
	}
	if !tb.Over || banners == 0 {
		t.Fatalf("over %v, %d banner ticks", tb.Over, banners)
	}
	for _, s := range tb.Log {
		check("the log", s)
	}
	for _, s := range append(tb.EndLines(), tb.ScoreText[0], tb.ScoreText[1], tb.DealText, tb.RuleText, tb.WinTitle()) {
		check("the table", s)
	}
	if tb.ScoreText[0] != "South "+strconv.Itoa(tb.Scores[0]) || !strings.HasPrefix(tb.ScoreText[1], "North ") ||
		!strings.HasSuffix(tb.RuleText, " · both seats: easy") || tb.WinTitle() != []string{"South", "North"}[tb.Winner]+" wins the match" {
		t.Errorf("scores %q, rule line %q, end title %q", tb.ScoreText, tb.RuleText, tb.WinTitle())
	}
	if got := lineTexts(a.Play.Table.CountLines())[0]; !strings.HasPrefix(got, "South: ") {
		t.Errorf("count panel starts %q, want South's section", got)
	}
}
