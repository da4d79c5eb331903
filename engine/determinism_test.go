package engine

import (
	"reflect"
	"testing"
)

// The opening of seeds 1 and 2, pinned: the cut, the deal and the starter
// must be the same natively, in WebAssembly and across Go releases, or
// saved matches and the tutorial's scripts would replay differently.
var pinnedOpenings = map[uint64][]string{
	1: {"cut 2H 2C dealer -1", "cut TH 8C dealer 1", "deal 1 dealer 1 hands [9D 2H QH] [KH TS 4D]", "starter 2D"},
	2: {"cut 8H 8S dealer -1", "cut 3D 2D dealer 1", "deal 1 dealer 1 hands [7H 3H AC] [AH 7C QS]", "starter KS"},
}

func TestPinnedDeals(t *testing.T) {
	for _, seed := range []uint64{1, 2} {
		m, err := NewMatch(Noddy(), seed)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range m.Events() {
			got = append(got, fmtEvent(e))
			if _, ok := e.(StarterTurned); ok {
				break
			}
		}
		if !reflect.DeepEqual(got, pinnedOpenings[seed]) {
			t.Errorf("seed %d opening:\n%#v", seed, got)
		}
	}
}
