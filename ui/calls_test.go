package ui

import (
	"strings"
	"testing"

	"noddy/ui/shell"
)

// Thirty-one has one wording, "thirty-one for two", in the banner and the
// log (the banner said "31 for two", the log "thirty-one two"); the log
// explains once, at the first call of two combinations, that a call keeps
// a running total, and a new match does not explain it again.
func TestThirtyOneWordingAndCallsExplainedOnce(t *testing.T) {
	banners, logs, explained := 0, 0, 0
	a := newApp(t, Config{Seed: 1, Scene: "table", Settings: shell.Settings{Speed: "normal"}})
	for match := 0; match < 30 && (banners == 0 || logs == 0 || match < 2); match++ {
		tb := a.Play.Table
		for tick := 0; tick < 200000 && !tb.Over; tick++ {
			a.Update(personMove(tb, true))
			if b, _, _ := tb.Banner(); strings.Contains(b, "31") || strings.Contains(b, "thirty-one") {
				// At normal speed a card's combinations are one call:
				// "You: thirty-one for two, a flush of three is five".
				_, call, _ := strings.Cut(b, ": ")
				for _, part := range strings.Split(call, ", ") {
					if strings.Contains(part, "31") || strings.Contains(part, "thirty-one") && part != "thirty-one for two" {
						t.Fatalf("seed %d: banner %q", tb.Seed(), b)
					}
				}
				banners++
			}
		}
		for _, s := range tb.Log {
			if strings.Contains(s, "thirty-one two") || strings.Contains(s, "31 for") {
				t.Fatalf("seed %d: log %q", tb.Seed(), s)
			}
			if strings.Contains(s, ": thirty-one for two") {
				logs++
			}
			if strings.HasPrefix(s, "(A call keeps a running total") {
				explained++
			}
		}
		a.Play.StartAgain() // the next match carries the explanation over
	}
	if banners == 0 || logs == 0 || explained != 1 {
		t.Fatalf("%d banner ticks, %d log lines with thirty-one, explained %d times (want once over the matches)", banners, logs, explained)
	}
}
