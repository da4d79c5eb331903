package players

import (
	"testing"
	"time"

	"noddy/engine"
)

// browserReviewCode is the match the browser's review run opens
// (e2e, "review-cribbage"): six-card cribbage, easy against the expert,
// seed 7 (noddy-cli sim --game cribbage --a easy --b expert --seed 7 --codes).
const browserReviewCode = "4N01TR062MATA8C2E1TJ60BD6FS12060MNTM5PM0~"

// BenchmarkReviewStep is one Reviewer.Step, the review's unit of work that
// a tick cannot split (the game runs a few a tick within a time budget):
// the 50th and 99th percentiles and the longest over every step of
// reviewing seat 0 of the browser's review match, in wall time and in CPU
// time (the thread's natively, Node's process in WebAssembly), which
// leaves out waiting for a CPU shared with other work. The tables are
// decoded first (Warm), as the game does in a tick of its own.
//
//	go test -run '^$' -bench ReviewStep -benchtime 20x ./engine/players
//	GOOS=js GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" -run '^$' -bench ReviewStep -benchtime 20x ./engine/players
func BenchmarkReviewStep(b *testing.B) {
	m, err := engine.MatchFromCode(browserReviewCode)
	if err != nil {
		b.Fatal(err)
	}
	Warm(m.Rules())
	defer lockThread()()
	var ds, cs []time.Duration
	steps := 0
	for b.Loop() {
		rv, err := NewReviewer(m, 0)
		if err != nil {
			b.Fatal(err)
		}
		for !rv.Done() {
			t0, c0 := time.Now(), threadCPU()
			if err := rv.Step(); err != nil {
				b.Fatal(err)
			}
			ds = append(ds, time.Since(t0))
			cs = append(cs, threadCPU()-c0)
			steps++
		}
	}
	reportQuantiles(b, "", ds)
	reportQuantiles(b, "cpu-", cs)
	b.ReportMetric(float64(steps)/float64(b.N), "steps/op")
}

// BenchmarkReviewSlice is the review's real unit of work in a tick: the
// stretch between two of the expert's pauses (Reviewer.Slice stopping at
// every pause), over the whole review of the browser's review match. Its
// longest is what a tick can overrun its budget by.
//
//	go test -run '^$' -bench ReviewSlice -benchtime 20x ./engine/players
//	GOOS=js GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" -run '^$' -bench ReviewSlice -benchtime 20x ./engine/players
func BenchmarkReviewSlice(b *testing.B) {
	m, err := engine.MatchFromCode(browserReviewCode)
	if err != nil {
		b.Fatal(err)
	}
	Warm(m.Rules())
	defer lockThread()()
	var cs []time.Duration
	slices := 0
	every := func() bool { return true }
	for b.Loop() {
		rv, err := NewReviewer(m, 0)
		if err != nil {
			b.Fatal(err)
		}
		for !rv.Done() {
			c0 := threadCPU()
			if err := rv.Slice(every); err != nil {
				b.Fatal(err)
			}
			cs = append(cs, threadCPU()-c0)
			slices++
		}
	}
	reportQuantiles(b, "cpu-", cs)
	b.ReportMetric(float64(slices)/float64(b.N), "slices/op")
}
