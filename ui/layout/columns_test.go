package layout

import (
	"fmt"
	"testing"
)

func sections(n, rows int) []Line {
	var out []Line
	for s := range n {
		out = append(out, Line{Text: fmt.Sprintf("Section %d", s), Style: TextBold, Gap: s > 0})
		for r := range rows {
			out = append(out, Line{Text: fmt.Sprintf("row %d of section %d: a fifteen and a pair", r, s), Indent: 1})
		}
	}
	return out
}

// Text that fits at the comfortable size is laid out at it, however much
// room is left; more text takes columns before it takes a smaller size,
// never a column under MinColumnEms or over ColumnEms (but a lone one);
// and below the least size it is cut into screens, every column within
// the box's height.
func TestFitColumns(t *testing.T) {
	short := FitColumns(sections(1, 2), 1000, 600, 20, 14, fakeMeasure)
	if short.PX != 20 || len(short.Screens) != 1 || len(short.Screens[0]) != 1 {
		t.Errorf("short text: %.1f px, %d screens", short.PX, len(short.Screens))
	}
	// Four sections of six rows in a wide box: columns at the comfortable size.
	wide := FitColumns(sections(4, 6), 1000, 500, 20, 14, fakeMeasure)
	if wide.PX != 20 || len(wide.Screens) != 1 || len(wide.Screens[0]) < 2 {
		t.Errorf("four sections in a wide box: %.1f px, %d screens of %d columns", wide.PX, len(wide.Screens), len(wide.Screens[0]))
	}
	for _, c := range []Columns{short, wide} {
		if n := len(c.Screens[0]); n > 1 && (c.W < c.PX*MinColumnEms-1e-9 || c.W > c.PX*ColumnEms+1e-9) {
			t.Errorf("%d columns %.0f wide at %.1f px", n, c.W, c.PX)
		}
	}
	// Too much for a phone: screens at the least size, each column in the box.
	phone := FitColumns(sections(4, 12), 340, 300, 20, 14, fakeMeasure)
	if phone.PX != 14 || len(phone.Screens) < 2 {
		t.Errorf("a phone: %.1f px, %d screens", phone.PX, len(phone.Screens))
	}
	rows := 0
	for _, s := range phone.Screens {
		for _, col := range s {
			if Height(col, phone.PX) > 300+1e-9 {
				t.Errorf("a column %.0f tall in 300", Height(col, phone.PX))
			}
			for _, l := range col {
				if l.Style != TextBold {
					rows++
				}
			}
		}
	}
	if rows < 4*12 {
		t.Errorf("%d rows laid out, want every one of 48 (wrapped, more)", rows)
	}
}

// Text on one screen with columns to spare takes fewer, wider ones: a
// count panel's row wrapped its last word under it with half the panel
// empty (a play-test).
func TestColumnsWidenWhenFew(t *testing.T) {
	px := 10.0
	row := "show: fifteen (cards shown when the hand ends) — 2" // 50 letters: 250 px
	lines := []Line{{Text: "The computer: 2 this deal", Style: TextBold}, {Text: row, Indent: 1}}
	c := FitColumns(lines, 600, 400, px, px, fakeMeasure) // room for two columns of 20 ems
	if len(c.Screens) != 1 || len(c.Screens[0]) != 1 {
		t.Fatalf("%d screens, %d columns on the first", len(c.Screens), len(c.Screens[0]))
	}
	if c.W != 600 {
		t.Errorf("the column %.0f px wide, want the whole 600", c.W)
	}
	if col := c.Screens[0][0]; len(col) != 2 || col[1].Text != row {
		t.Errorf("the column %+v, want the row on one line", col)
	}
}
