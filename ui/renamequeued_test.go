package ui

import (
	"slices"
	"strings"
	"testing"
)

// A seat renamed while its announcements wait in the queue is announced
// by its new name: the banners are made as each step begins (a shared
// table's friend renamed mid-show was still "Guest: a flush of three"
// at the other's, whose table ran behind).
func TestRenameReachesQueuedBanners(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: Settings{Speed: "normal", Level: "easy"}})
	tb := a.Table
	old := tb.Voice.Short[1]
	renamed := false
	robert := 0
	n := tb.BannerN()
	for tick := 0; tick < 40000 && !tb.Over; tick++ {
		a.Update(keysFor(a))
		b, _, _ := tb.Banner()
		if !renamed && strings.HasPrefix(b, old+":") && len(tb.steps) > 0 && tb.steps[0].say != nil && strings.HasPrefix(tb.steps[0].say(tb), old+":") {
			v := tb.Voice
			v.Short, v.Mid = slices.Clone(v.Short), slices.Clone(v.Mid)
			v.Short[1], v.Mid[1] = "Robert", "Robert"
			tb.rename(v)
			renamed, n = true, tb.BannerN()
			continue
		}
		if renamed && tb.BannerN() != n {
			n = tb.BannerN()
			if strings.Contains(b, old) {
				t.Fatalf("tick %d: after the rename the table announced %q", tick, b)
			}
			if strings.HasPrefix(b, "Robert") {
				robert++
			}
		}
	}
	if !renamed || robert == 0 {
		t.Fatalf("renamed %v, %d announcements of Robert's after it", renamed, robert)
	}
}
