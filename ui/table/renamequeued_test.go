package table

import (
	"slices"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/engine/players"
)

// A seat renamed while its announcements wait in the queue is announced
// by its new name: the banners are made as each step begins (a shared
// table's friend renamed mid-show was still "Guest: a flush of three"
// at the other's, whose table ran behind).
func TestRenameReachesQueuedBanners(t *testing.T) {
	// A demonstration at slow speed (a show's combinations one by one,
	// Speed.brisk): the computer (easy) at both seats.
	var acts []players.Actor
	for s := range 2 {
		p, err := players.New(engine.Noddy(), "easy", 7+uint64(s))
		if err != nil {
			t.Fatal(err)
		}
		acts = append(acts, p)
	}
	src, err := NewLocalSource(engine.Noddy(), 7, acts)
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(src, nil, SpeedSlow)
	old := tb.Voice.Short[1]
	renamed := false
	robert := 0
	n := tb.BannerN()
	for tick := 0; tick < 40000 && !tb.Over; tick++ {
		tb.Update()
		b, _, _ := tb.Banner()
		if !renamed && strings.HasPrefix(b, old+":") && len(tb.steps) > 0 && tb.steps[0].say != nil && strings.HasPrefix(tb.steps[0].say(tb), old+":") {
			v := tb.Voice
			v.Short, v.Mid = slices.Clone(v.Short), slices.Clone(v.Mid)
			v.Short[1], v.Mid[1] = "Robert", "Robert"
			tb.Rename(v)
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
