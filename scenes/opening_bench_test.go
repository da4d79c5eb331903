package scenes

import (
	"runtime"
	"testing"
	"time"

	"noddy/ui/input"
)

// BenchmarkFirstDeal is the game's opening as a first-timer meets it: a
// new game on the table at normal speed, each tick's Update and Draw in a
// real frame, from the first tick to the moment the table waits for the
// person's card (the cut and the deal animated). It reports the longest
// single Update's CPU time on the game loop's thread (max-update-cpu-ms,
// issue 24's goal: under 50 ms), the longest Update and Draw together
// (max-frame-cpu-ms: the layout and the text are drawn there) and the
// ticks to the dealt hand; an iteration is one whole opening.
//
//	NODDY_MUTE=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -run '^$' -bench FirstDeal -benchtime 5x ./scenes/
func BenchmarkFirstDeal(b *testing.B) {
	var longest, frame time.Duration
	ticks := 0
	for i := 0; i < b.N; i++ {
		h := newHarness(b, Options{Seed: 7 + uint64(i), Scene: "table", Speed: "normal", OfferTutorial: true}, 1280, 800)
		for n := 0; ; n++ {
			if n > 20000 {
				b.Fatal("the table never waited for a card")
			}
			var cpu, all time.Duration
			inLoop(func() {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				c0 := threadCPU()
				h.in.next = input.Frame{}
				_ = h.g.Update()
				cpu = threadCPU() - c0
				h.screen.Clear()
				h.g.Draw(h.screen)
				all = threadCPU() - c0
			})
			longest, frame = max(longest, cpu), max(frame, all)
			if s := h.g.Snapshot(); s.YourTurn && len(s.Hand) > 0 && s.Decision != "" {
				ticks += n + 1
				break
			}
		}
	}
	b.ReportMetric(float64(longest.Microseconds())/1000, "max-update-cpu-ms")
	b.ReportMetric(float64(frame.Microseconds())/1000, "max-frame-cpu-ms")
	b.ReportMetric(float64(ticks)/float64(b.N), "ticks-to-hand")
}
