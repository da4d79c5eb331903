//go:build !js

package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"noddy/protocol"
)

// A table's record is made once for each finished match and kept, not
// anew for each request: made anew, a 47-match record cost 3 to 4 ms of
// CPU a request, and requests sent and dropped unread held other tables'
// moves half a second behind. Served twice, it allocates next to nothing;
// a new match started leaves it as it was, and its end adds it.
func TestRecordKept(t *testing.T) {
	tb := backlogTable(t)
	s, st := tb.srv, tb.st
	tb.id, st.id = "AAAAAAAAAAAAAAAAAAAAAA", "AAAAAAAAAAAAAAAAAAAAAA"
	tb.ready = make(chan struct{})
	close(tb.ready)
	s.tables = map[string]*table{tb.id: tb}
	s.ctx = t.Context()
	finish := func() int {
		n := 0
		for !st.over() {
			for seat := range st.seats {
				if legal := st.match.Legal(seat); len(legal) > 0 {
					raw, _ := protocol.EncodeAction(legal[0])
					st.apply(&entry{K: kAct, Seat: seat, Action: raw})
					n++
					break
				}
			}
		}
		return n
	}
	get := func() (int, []byte) {
		w := httptest.NewRecorder()
		s.Handler().ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/api/tables/"+tb.id+"/record", nil))
		return w.Code, w.Body.Bytes()
	}
	matches := func(b []byte) []matchRecord {
		var rec struct {
			Game    string        `json:"game"`
			Matches []matchRecord `json:"matches"`
		}
		if err := json.Unmarshal(b, &rec); err != nil || rec.Game != "noddy" {
			t.Fatalf("record %.200s: %v", b, err)
		}
		return rec.Matches
	}
	if code, b := get(); code != http.StatusOK || len(matches(b)) != 0 {
		t.Fatalf("before the end: %d %.200s", code, b)
	}
	acts := finish()
	_, first := get()
	if m := matches(first); len(m) != 1 || len(m[0].Actions) != acts || m[0].Seed != 7 {
		t.Fatalf("after the first match (%d actions): %.300s", acts, first)
	}
	st.apply(&entry{K: kAgain, Seat: 0, Seed: 8})
	st.apply(&entry{K: kAgain, Seat: 1, Seed: 9})
	if _, b := get(); string(b) != string(first) {
		t.Fatalf("a second match under way changed the record:\n%.300s", b)
	}
	finish()
	if _, b := get(); len(matches(b)) != 2 || matches(b)[1].Seed != 9 {
		t.Fatalf("after the second match: %.300s", b)
	}
	for k := range 4 {
		st.apply(&entry{K: kAgain, Seat: 0, Seed: uint64(10 + k)})
		st.apply(&entry{K: kAgain, Seat: 1, Seed: uint64(10 + k)})
		finish()
	}
	// The request's own handling (the router, the recorder) allocates
	// some 115 times; making a record of 6 matches anew, some 800 more.
	if allocs := testing.AllocsPerRun(20, func() { get() }); allocs > 200 {
		t.Errorf("a request for a kept record of 6 matches allocates %.0f times, want at most 200", allocs)
	}
}
