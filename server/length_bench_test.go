//go:build !js

package server

import (
	"encoding/hex"
	"runtime"
	"testing"

	"noddy/protocol"
)

// What a table at the length cap holds in memory: six-card cribbage to
// 121 played again and again, each seat laying its first legal card,
// until the stream has 20,000 items (Config.TableItems' default); the
// heap it keeps after a collection, per item and in all.
//
//	go test -run '^$' -bench TableAtItsLength -benchtime 3x ./server/
func BenchmarkTableAtItsLength(b *testing.B) {
	const most = 20_000
	var perItem, total, matches float64
	for b.Loop() {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		st := &State{id: "long"}
		st.apply(&entry{K: kCreate, Game: "cribbage", Seat: -1, Seed: 7})
		for seat := range 2 {
			st.apply(&entry{K: kSit, Seat: seat, Hash: hex.EncodeToString(make([]byte, 32)), Conn: "c"})
		}
		for len(st.items) < most {
			if st.over() {
				for seat := range 2 {
					st.apply(&entry{K: kAgain, Seat: seat, Seed: uint64(len(st.items))})
				}
				continue
			}
			seat := st.match.Waiting()[0]
			raw, err := protocol.EncodeAction(st.match.Legal(seat)[0])
			if err != nil {
				b.Fatal(err)
			}
			if len(st.apply(&entry{K: kAct, Seat: seat, Action: raw})) == 0 {
				b.Fatal("an act added nothing")
			}
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		total = float64(after.HeapAlloc) - float64(before.HeapAlloc)
		perItem = total / float64(len(st.items))
		matches = float64(st.matchNo)
		runtime.KeepAlive(st)
	}
	b.ReportMetric(perItem, "B/item")
	b.ReportMetric(total/(1<<20), "MB/table")
	b.ReportMetric(matches, "matches")
}
