package engine

import (
	"fmt"
	"hash/fnv"
	"testing"
)

// Every rule set at every player count plays the same match natively and
// in WebAssembly (make test-wasm-engine runs this too): a whole match from
// seed 1 in which each seat takes the first legal action, or the second
// when the deal number is even, pinned by a hash of every event.
func TestPinnedFamilyMatches(t *testing.T) {
	want := map[string]string{}
	got := map[string]string{}
	for _, g := range Games() {
		for _, n := range g.Players {
			r, err := Lookup(g.Name, n, g.Options[:min(1, len(g.Options))]...)
			if err != nil {
				t.Fatal(err)
			}
			m, err := NewMatch(r, 1)
			if err != nil {
				t.Fatal(err)
			}
			for m.Phase() != PhaseOver {
				s := m.Waiting()[0]
				acts := m.Legal(s)
				a := acts[(m.deal%2)*(len(acts)-1)]
				if _, err := m.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			h := fnv.New64a()
			for _, e := range m.Events() {
				fmt.Fprintf(h, "%T%v\n", e, e)
			}
			key := fmt.Sprintf("%s/%d", g.Name, n)
			got[key] = fmt.Sprintf("%d events, winner %d, scores %v, %016x", len(m.Events()), m.Winner(), m.Scores(), h.Sum64())
		}
	}
	for k, v := range pinnedFamily {
		want[k] = v
	}
	for k, v := range got {
		if want[k] != v {
			t.Errorf("%s: %s\n  want %s", k, v, want[k])
		}
	}
}

var pinnedFamily = map[string]string{
	"costly-colours/2": "122 events, winner 1, scores [36 61], e9f76d78fb34f838",
	"cribbage-five/2":  "148 events, winner 0, scores [62 58], 9a93e6b60c6c7010",
	"cribbage-four/4":  "337 events, winner 1, scores [119 122], 86d69a1279b83560",
	"cribbage-seven/2": "396 events, winner 0, scores [183 161], 98e4447b9e3906dc",
	"cribbage-three/3": "189 events, winner 0, scores [63 37 48], 723b9ca14d774690",
	"cribbage/2":       "314 events, winner 1, scores [110 121], 6d33e0dc844c0987",
	"early-cribbage/2": "103 events, winner 1, scores [49 62], 604652208a3366ec",
	"macgregor/2":      "61 events, winner 1, scores [27 31], 7799bb5fcf81909c",
	"noddy/2":          "61 events, winner 1, scores [29 31], 4bfcb601fbb3345b",
	"parlett/2":        "61 events, winner 1, scores [30 32], 5e7d3222bfd81df7",
	"parlett/4":        "34 events, winner 0, scores [31 26], 7f897c596e19fcf7",
}
