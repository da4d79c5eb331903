package players

import (
	"noddy/engine"

	"slices"
	"testing"
	"time"
)

// decisionViews collects views where the expert has a real choice: every
// such decision of n matches of expert against greedy, and separately the
// elder's opening leads among them (the widest belief, the deepest tree).
func decisionViews(n int) (all, leads []engine.View) {
	for seed := uint64(0); seed < uint64(n); seed++ {
		m, _ := engine.NewMatch(engine.Noddy(), seed)
		ex := NewExpert(ExpertConfig(), seed)
		for m.Phase() == engine.PhaseCount {
			seat := m.Turn()
			v := m.View(seat)
			var c engine.Card
			if seat == 0 {
				if len(v.Legal) > 1 {
					all = append(all, v)
					if len(v.Pile) == 0 {
						leads = append(leads, v)
					}
				}
				c = ex.Choose(v)
			} else {
				c = Greedy{}.Choose(v)
			}
			m.Apply(engine.Action{Seat: seat, Card: c})
		}
	}
	return all, leads
}

// BenchmarkExpertDecision times single expert decisions and reports the
// 50th and 99th percentiles and the maximum, in microseconds, over every
// real decision of 40 matches (all) and over the elder's opening leads
// (lead): wall-clock time, and CPU time (the thread's natively, Node's
// process in WebAssembly), which leaves out waiting for a CPU shared with
// other work. ns/op is the mean wall time.
//
//	go test -run '^$' -bench ExpertDecision ./engine
//	GOOS=js GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" -run '^$' -bench ExpertDecision ./engine
func BenchmarkExpertDecision(b *testing.B) {
	all, leads := decisionViews(40)
	for _, set := range []struct {
		name  string
		views []engine.View
	}{{"all", all}, {"lead", leads}} {
		b.Run(set.name, func(b *testing.B) {
			defer lockThread()()
			var ds, cs []time.Duration
			var nodes, worlds, solved, maxNodes int
			ex := NewExpert(ExpertConfig(), 1)
			for i := 0; b.Loop(); i++ {
				v := set.views[i%len(set.views)]
				t0, c0 := time.Now(), threadCPU()
				a := ex.analyse(&v, false)
				ds = append(ds, time.Since(t0))
				cs = append(cs, threadCPU()-c0)
				nodes += a.nodes
				maxNodes = max(maxNodes, a.nodes)
				worlds += a.worlds
				solved += a.solved
			}
			reportQuantiles(b, "", ds)
			reportQuantiles(b, "cpu-", cs)
			b.ReportMetric(float64(maxNodes), "max-nodes")
			b.ReportMetric(float64(nodes)/float64(len(ds)), "nodes/op")
			b.ReportMetric(float64(worlds)/float64(len(ds)), "worlds/op")
			b.ReportMetric(float64(solved)/float64(len(ds)), "solved/op")
		})
	}
}

// BenchmarkHint times a hint for the elder's opening lead.
func BenchmarkHint(b *testing.B) {
	_, leads := decisionViews(10)
	for i := 0; b.Loop(); i++ {
		Hint(leads[i%len(leads)])
	}
}

// reportQuantiles reports the 50th and 99th percentiles and the maximum
// of ds, in microseconds, as prefix+"p50-µs", "p99-µs" and "max-µs".
func reportQuantiles(b *testing.B, prefix string, ds []time.Duration) {
	slices.Sort(ds)
	us := func(d time.Duration) float64 { return float64(d) / 1e3 }
	b.ReportMetric(us(ds[len(ds)/2]), prefix+"p50-µs")
	b.ReportMetric(us(ds[len(ds)*99/100]), prefix+"p99-µs")
	b.ReportMetric(us(ds[len(ds)-1]), prefix+"max-µs")
}
