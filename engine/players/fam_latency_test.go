package players

import (
	"fmt"
	"runtime"
	"slices"
	"testing"
	"time"

	"noddy/engine"
)

// familyDecisionViews collects the views of every decision with a choice
// (more than one action) the expert made in matches matches of r, expert
// in seat 0 (and seat 2 with partners) against easy, from seed 1.
func familyDecisionViews(r engine.Rules, matches int) []engine.View {
	var out []engine.View
	for seed := uint64(1); seed <= uint64(matches); seed++ {
		m, _ := engine.NewMatch(r, seed)
		seats := make([]Actor, r.Seats)
		for s := range seats {
			seats[s] = Easy{}
		}
		seats[0] = NewFamily(FamilyExpertConfig(), r, seed)
		if r.Partners {
			seats[2] = NewFamily(FamilyExpertConfig(), r, seed+7)
		}
		for m.Phase() != engine.PhaseOver {
			s := m.Waiting()[0]
			v := m.View(s)
			if _, isExpert := seats[s].(*Family); isExpert && (len(v.Actions) > 1 || len(v.Legal) > 1) {
				out = append(out, v)
			}
			if _, err := m.Apply(seats[s].Act(v)); err != nil {
				panic(err)
			}
		}
	}
	return out
}

// BenchmarkFamilyDecision times the expert's decisions in every game and
// player count with no options, and MacGregor's with claims open to a
// call (for its calls): each real decision of 30 matches against easy,
// replayed by a fresh copy of one expert after five seconds of untimed
// passes over every game and one over its own. It reports the 50th and 99th percentiles and
// the maximum of the CPU time (the thread's natively; Node's process in
// WebAssembly), in microseconds, over all decisions and each kind's 99th
// (discard, lay, mog, call); nogc-cpu-* leave out the decisions during
// which the garbage collector ran (with-gc of them).
//
//	go test -run '^$' -bench FamilyDecision -benchtime 1x ./engine/players
//	GOOS=js GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" -run '^$' -bench FamilyDecision -benchtime 1x ./engine/players
func BenchmarkFamilyDecision(b *testing.B) {
	claims, _ := engine.Lookup("macgregor", 2, "claims")
	rules := append(engine.AllRules(), claims)
	all := make([][]engine.View, len(rules))
	for i, r := range rules {
		all[i] = familyDecisionViews(r, 30)
	}
	// Warm up on every game first, for five seconds at least: Node
	// compiles WebAssembly in tiers, on threads of its own whose CPU time
	// process.cpuUsage counts, as a page that has been open a while has.
	for t0 := time.Now(); time.Since(t0) < 5*time.Second; {
		for i, r := range rules {
			base := NewFamily(FamilyExpertConfig(), r, 1)
			for _, v := range all[i] {
				base.clone().Act(v)
			}
		}
	}
	for i, r := range rules {
		views := all[i]
		name := fmt.Sprintf("%s-%d", r.Name, r.Seats)
		if len(r.Options) > 0 {
			name += "-" + r.Options[0]
		}
		b.Run(name, func(b *testing.B) {
			defer lockThread()()
			// One player for the match, as at the table; each decision
			// asks a fresh copy, as if its match had come to that view.
			base := NewFamily(FamilyExpertConfig(), r, 1)
			for _, v := range views {
				base.clone().Act(v)
			}
			for b.Loop() {
				byKind := map[string][]time.Duration{}
				var all, quiet []time.Duration
				var ms runtime.MemStats
				for _, v := range views {
					f := base.clone()
					runtime.ReadMemStats(&ms)
					gc := ms.NumGC
					c0 := threadCPU()
					f.Act(v)
					d := threadCPU() - c0
					all = append(all, d)
					if runtime.ReadMemStats(&ms); ms.NumGC == gc {
						quiet = append(quiet, d)
					}
					k := v.Actions[0].Kind.String()
					byKind[k] = append(byKind[k], d)
				}
				reportQuantiles(b, "cpu-", all)
				reportQuantiles(b, "nogc-cpu-", quiet)
				b.ReportMetric(float64(len(all)-len(quiet)), "with-gc")
				worlds, nodes, lays := 0, 0, 0
				for _, v := range views {
					if v.Actions[0].Kind == engine.ActLay {
						_, st := base.clone().layStats(&v)
						worlds += st.worlds
						nodes += st.nodes
						lays++
					}
				}
				if lays > 0 {
					b.ReportMetric(float64(worlds)/float64(lays), "worlds/lay")
					b.ReportMetric(float64(nodes)/float64(lays), "nodes/lay")
				}
				for k, ds := range byKind {
					slicesSortDur(ds)
					b.ReportMetric(float64(ds[len(ds)*99/100])/1e3, k+"-p99-µs")
				}
				b.ReportMetric(float64(len(all)), "decisions")
			}
		})
	}
}

func slicesSortDur(ds []time.Duration) {
	for i := 1; i < len(ds); i++ {
		for j := i; j > 0 && ds[j] < ds[j-1]; j-- {
			ds[j], ds[j-1] = ds[j-1], ds[j]
		}
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

// BenchmarkHint is the advice (hint) for each decision of du Coeur's Noddy
// and six-card cribbage views the expert met against easy (10 matches):
// the cost of a press of H, and of one decision of a review.
func BenchmarkHint(b *testing.B) {
	for _, name := range []string{"noddy", "cribbage"} {
		r, _ := engine.Lookup(name, 2)
		views := familyDecisionViews(r, 10)
		b.Run(name, func(b *testing.B) {
			defer lockThread()()
			var cs []time.Duration
			for i := 0; b.Loop(); i++ {
				c0 := threadCPU()
				Advise(views[i%len(views)])
				cs = append(cs, threadCPU()-c0)
			}
			reportQuantiles(b, "cpu-", cs)
		})
	}
}
