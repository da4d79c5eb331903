package layout

import "math"

// Columns is text laid out in a box as columns side by side, turned a
// screen at a time where it takes more than one: the rules, the count.
type Columns struct {
	PX      float64    // the text's size
	W       float64    // a column's width
	Gap     float64    // between two columns
	Screens [][][]Laid // each screen's columns, each column's lines
}

// ColumnEms is the widest a column of reading is, in text sizes (about
// 70 letters), and MinColumnEms the narrowest one beside another.
const (
	ColumnEms    = 34
	MinColumnEms = 20
)

// FitColumns lays lines out in a w×h box the same way everywhere the text
// is more than a box holds: as large as it can be, from hi (the
// comfortable size) down to lo (the least the text should be read at),
// in as many columns as the box has room for at that size (none wider
// than ColumnEms, none narrower than MinColumnEms but a lone one), all on
// one screen where it fits; else at lo, cut into screens of columns
// (Paginate's breaks: before a heading or a paragraph, a heading
// continued). Text that fits at hi is laid out at hi, however much room
// is left.
func FitColumns(lines []Line, w, h, hi, lo float64, m Measure) Columns {
	lo = math.Min(lo, hi)
	for px := hi; ; px = math.Max(lo, px*0.95) {
		if c := columnsAt(lines, w, h, px, m); len(c.Screens) <= 1 || px <= lo {
			return c
		}
	}
}

// columnsAt lays lines out at px in as many columns as fit w.
func columnsAt(lines []Line, w, h, px float64, m Measure) Columns {
	gap := px * 1.5
	n := math.Max(1, math.Floor((w+gap)/(px*MinColumnEms+gap)))
	cw := (w - (n-1)*gap) / n
	for n > 1 && cw > px*ColumnEms {
		// Wide columns read badly: more of them, while each has its room.
		if next := (w - n*gap) / (n + 1); next >= px*MinColumnEms {
			n++
			cw = next
			continue
		}
		break
	}
	if n == 1 {
		cw = w
	}
	laid := Wrap(nil, lines, px, cw, m)
	pages := Paginate(nil, laid, px, cw, h, m)
	if k := len(pages); k < int(n) {
		// One screen with columns to spare: fewer, wider ones (a count
		// panel's line wrapped its last word under it, half the panel
		// empty beside).
		kw := w
		if k > 1 {
			kw = (w - float64(k-1)*gap) / float64(k)
		}
		if l2 := Wrap(nil, lines, px, kw, m); len(Paginate(nil, l2, px, kw, h, m)) <= k {
			cw, laid = kw, l2
			pages = Paginate(nil, laid, px, cw, h, m)
		}
	}
	c := Columns{PX: px, W: cw, Gap: gap}
	k := int(n)
	for i := 0; i < len(pages); i += k {
		c.Screens = append(c.Screens, pages[i:min(len(pages), i+k)])
	}
	return c
}
