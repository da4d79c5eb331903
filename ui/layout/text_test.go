package layout

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// The log shows whole entries: never the tail of one cut at the top; the
// newest alone taller than the panel shows from its beginning.
func TestLogWindow(t *testing.T) {
	entry := func(n int) []Laid {
		out := []Laid{{Text: "first"}}
		for range n - 1 {
			out = append(out, Laid{Text: "more", X: 8})
		}
		return out
	}
	var lines []Laid
	for _, k := range []int{2, 3, 1, 4} { // entries of 2, 3, 1 and 4 lines: 10 lines
		lines = append(lines, entry(k)...)
	}
	for _, tc := range []struct{ n, start, end int }{
		{10, 0, 10}, {9, 2, 10}, {8, 2, 10}, {6, 5, 10}, {5, 5, 10}, {4, 6, 10},
		{3, 6, 9}, {1, 6, 7}, {0, 0, 0},
	} {
		if s, e := LogWindow(lines, tc.n); s != tc.start || e != tc.end {
			t.Errorf("%d lines of room: lines %d..%d shown, want %d..%d", tc.n, s, e, tc.start, tc.end)
		}
	}
}

// A word wider than the chat panel (120 emoji, a long URL) is broken
// between its characters, every line within the width, nothing lost; an
// emoji's modifier and joined family stay whole.
func TestWrapBreaksALongWord(t *testing.T) {
	m := func(s string, bold bool, px float64) float64 { return 10 * float64(utf8.RuneCountInString(s)) }
	word := strings.Repeat("\U0001F600", 120)
	lines := WrapHung(nil, "see "+word+" ok", false, 16, 200, 30, m)
	if len(lines) != 9 || lines[0] != "see" || lines[8] != strings.Repeat("\U0001F600", 1)+" ok" {
		t.Fatalf("%d lines: %q", len(lines), lines)
	}
	for i, l := range lines {
		if w := m(l, false, 16); w > 200 || i > 0 && w > 170 {
			t.Errorf("line %d is %v wide: %q", i, w, l)
		}
	}
	if got := strings.Join(lines[1:8], "") + strings.TrimSuffix(lines[8], " ok"); got != word {
		t.Errorf("the word came back as %q", got)
	}
	fam := strings.Repeat("x", 16) + "\U0001F468\u200d\U0001F469\U0001F3FD"
	lines = WrapHung(nil, fam, false, 16, 170, 0, m)
	if len(lines) != 2 || lines[1] != "x\U0001F468\u200d\U0001F469\U0001F3FD" && lines[1] != "\U0001F468\u200d\U0001F469\U0001F3FD" {
		t.Errorf("a joined emoji broken: %q", lines)
	}
}

// A number and its points stay on one line: the end box's line of what
// won the match had read "… fifteen, 2" over "points" with big text.
func TestWrapKeepsPointsWithTheirNumber(t *testing.T) {
	m := func(s string, bold bool, px float64) float64 { return 10 * float64(utf8.RuneCountInString(s)) }
	s := "The points that won it — The computer's hand: fifteen, 2 points"
	for _, c := range []struct {
		w    float64
		want []string
	}{
		{560, []string{"The points that won it — The computer's hand: fifteen,", "2 points"}},
		{630, []string{s}},
		{60, []string{"The", "points", "that", "won it", "— The", "computer's", "hand:", "fifteen,", "2 points"}},
	} {
		if got := WrapLine(nil, s, false, 16, c.w, m); !slices.Equal(got, c.want) {
			t.Errorf("%.0f wide: %q, want %q", c.w, got, c.want)
		}
	}
}

// A line that would end a word or two after a " · " ends at the dot, the
// words going on with the rest of their part: the end box's final score,
// with a skunk, had read "… 2 game points) · 9" over "deals · seed 10".
// Where the words carried would not fit with the next one, the line
// breaks as any other.
func TestWrapEndsAtTheDot(t *testing.T) {
	m := func(s string, bold bool, px float64) float64 { return 10 * float64(utf8.RuneCountInString(s)) }
	s := "Final score: you 72, the computer 122 (a skunk: 2 game points) · 9 deals · seed 10"
	for _, c := range []struct {
		w    float64
		want []string
	}{
		{660, []string{"Final score: you 72, the computer 122 (a skunk: 2 game points) ·", "9 deals · seed 10"}},
		{840, []string{s}},
		{300, []string{"Final score: you 72, the", "computer 122 (a skunk: 2 game", "points) · 9 deals · seed 10"}},
		// "· 9" then "deals": a dot that starts its line is no place to end it.
		{60, []string{"Final", "score:", "you", "72,", "the", "computer", "122 (a", "skunk:", "2 game", "points)", "· 9", "deals", "· seed", "10"}},
	} {
		if got := WrapLine(nil, s, false, 16, c.w, m); !slices.Equal(got, c.want) {
			t.Errorf("%.0f wide: %q, want %q", c.w, got, c.want)
		}
	}
	for _, c := range []struct {
		w    float64
		want []string
	}{{120, []string{"aaaa ·", "b cccccccccc"}}, {110, []string{"aaaa · b", "cccccccccc"}}} {
		if got := WrapLine(nil, "aaaa · b cccccccccc", false, 16, c.w, m); !slices.Equal(got, c.want) {
			t.Errorf("%.0f wide: %q, want %q", c.w, got, c.want)
		}
	}
}
