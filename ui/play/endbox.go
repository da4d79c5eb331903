package play

import (
	"slices"

	"noddy/engine/english"
	"noddy/ui/table"
)

// withCode adds the finished match's code to the end box's lines (its
// Review offers Copy) where the box has room for one more line without
// covering the pile, as it always has over a bare pile (EndText leaves it
// out where it would make the lines much smaller).
func (a *Scene) withCode(lines []string) []string {
	code, ok := a.around.ReviewCode(a.Table)
	if !ok || !a.barePile() && !a.L.EndClears(len(lines)+1) {
		return lines
	}
	k := endCodeKey{a.Table, len(lines), a.L.W, a.L.H, a.L.Min}
	if a.endCode.key == k {
		return a.endCode.lines
	}
	a.endCode.key, a.endCode.lines = k, lines
	a.endCode.lines = append(slices.Clone(lines), english.EndCode(code))
	return a.endCode.lines
}

// endCodeKey is what the end box's lines with the code were made for.
type endCodeKey struct {
	t           *table.Table
	n           int
	w, h, least float64
}
