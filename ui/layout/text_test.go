package layout

import "testing"

// The log shows whole entries: never the tail of one cut at the top; the
// newest alone taller than the panel shows from its beginning.
func TestLogWindow(t *testing.T) {
	entry := func(n int) []Laid {
		out := []Laid{{Text: "first"}}
		for range n - 1 {
			out = append(out, Laid{Text: "more", X: 8})
		}
		return out
	}
	var lines []Laid
	for _, k := range []int{2, 3, 1, 4} { // entries of 2, 3, 1 and 4 lines: 10 lines
		lines = append(lines, entry(k)...)
	}
	for _, tc := range []struct{ n, start, end int }{
		{10, 0, 10}, {9, 2, 10}, {8, 2, 10}, {6, 5, 10}, {5, 5, 10}, {4, 6, 10},
		{3, 6, 9}, {1, 6, 7}, {0, 0, 0},
	} {
		if s, e := LogWindow(lines, tc.n); s != tc.start || e != tc.end {
			t.Errorf("%d lines of room: lines %d..%d shown, want %d..%d", tc.n, s, e, tc.start, tc.end)
		}
	}
}
