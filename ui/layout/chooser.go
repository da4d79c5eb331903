package layout

import (
	"math"
	"strings"

	"noddy/ui/geom"
)

// Chooser is the game's choice laid out: the family at once, a heading
// for each group of games and a cell for each game (its name over its
// line), and under them a row for the scene's buttons.
type Chooser struct {
	// Title: there is room for the scene's title over the groups (not
	// in a low window, which needs its height for the games).
	Title bool
	Heads []geom.Rect // by group
	Cells []geom.Rect // the games, group after group
	Row   geom.Rect   // the buttons under them
	Cols  int
	// NamePX and LinePX are the cells' text sizes at most: a game's name,
	// and its line (ChooserFit lays them out).
	NamePX, LinePX float64
}

// ChooserText is the game's choice's cells' text laid out (ChooserFit):
// one size for every game's name and one for every line, and each line's
// rows.
type ChooserText struct {
	NamePX, LinePX float64
	Inset          float64 // the text's left in a cell
	Rows           [][]string
}

// ChooserFit lays the cells' names and lines out at one size for them
// all, the largest (down from NamePX and LinePX together, in 5% steps,
// never under min) at which every name fits its cell's width and every
// line its width in at most two rows, name and rows its height: the
// cells read alike (each had shrunk to its own size, the longest line's
// cell smaller than its neighbours').
func (c Chooser) ChooserFit(names, lines []string, pad, min float64, m Measure) ChooserText {
	t := ChooserText{Inset: pad * 0.6, Rows: make([][]string, len(names))}
	for s := 1.0; ; s *= 0.95 {
		t.NamePX, t.LinePX = math.Max(min, c.NamePX*s), math.Max(min, c.LinePX*s)
		fits := true
		for i, cell := range c.Cells[:len(names)] {
			w := cell.W - 2*t.Inset
			t.Rows[i] = LineRows(t.Rows[i][:0], lines[i], t.LinePX, w, m)
			h := t.NamePX*1.25 + float64(len(t.Rows[i]))*t.LinePX*1.2 + pad*0.3
			if m(names[i], false, t.NamePX) > w || len(t.Rows[i]) > 2 || h > cell.H {
				fits = false
			}
		}
		if fits || t.NamePX <= min && t.LinePX <= min {
			return t
		}
	}
}

// chooserColEms is the least width of a column of the game's choice, in
// panel text sizes: room for a game's line in two lines.
const chooserColEms = 14

// Chooser lays the game's choice out for groups of sizes[i] games: the
// groups side by side where the columns have room (three, else two with
// the short groups together, else one), their cells as tall as the
// column allows up to comfortable, the row of buttons at the foot.
func (l *Layout) Chooser(sizes []int) Chooser {
	fs, pad := l.PanelFS, l.Pad
	c := Chooser{Title: !l.Low, NamePX: fs, LinePX: l.PPX(0.78)}
	top := l.SettingsMenu.Y
	if !c.Title {
		top = l.SettingsY
	}
	bottom := l.RuleLine.Y - pad/2
	rowH := math.Max(fs*2.2, l.Min*2.6)
	c.Row = geom.Rect{X: pad, Y: bottom - rowH, W: l.W - 2*pad, H: rowH}
	area := geom.Rect{X: pad, Y: top, W: l.W - 2*pad, H: c.Row.Y - pad*0.75 - top}
	headH := math.Max(fs*1.5, l.Min*1.6)
	gap := pad * 0.4
	// The columns: each a run of groups.
	var best [][]int
	bestH := -1.0
	for _, cols := range [][][]int{columnsOf(sizes, 3), columnsOf(sizes, 2), columnsOf(sizes, 1)} {
		if len(cols) == 0 {
			continue
		}
		n := float64(len(cols))
		w := (area.W - (n-1)*pad) / n
		if w < fs*chooserColEms && len(cols) > 1 {
			continue
		}
		h := math.Inf(1)
		for _, col := range cols {
			cells := 0
			for _, g := range col {
				cells += sizes[g]
			}
			used := float64(len(col))*headH + float64(len(col)-1)*gap + float64(cells-len(col))*gap
			h = math.Min(h, (area.H-used)/float64(cells))
		}
		// The most columns whose cells are tall enough for a name and two
		// lines; else the arrangement with the tallest cells.
		if h >= fs*2.6 {
			best, bestH = cols, h
			break
		}
		if h > bestH {
			best, bestH = cols, h
		}
	}
	c.Cols = len(best)
	n := float64(c.Cols)
	w := (area.W - (n-1)*pad) / n
	cellH := math.Min(bestH, fs*3.6)
	c.Heads = make([]geom.Rect, len(sizes))
	starts := make([]int, len(sizes))
	for g := range sizes {
		if g > 0 {
			starts[g] = starts[g-1] + sizes[g-1]
		}
	}
	total := starts[len(sizes)-1] + sizes[len(sizes)-1]
	c.Cells = make([]geom.Rect, total)
	for k, col := range best {
		x := area.X + float64(k)*(w+pad)
		y := area.Y
		for i, g := range col {
			if i > 0 {
				y += gap
			}
			c.Heads[g] = geom.Rect{X: x, Y: y, W: w, H: headH}
			y += headH
			for j := range sizes[g] {
				if j > 0 {
					y += gap
				}
				c.Cells[starts[g]+j] = geom.Rect{X: x, Y: y, W: w, H: cellH}
				y += cellH
			}
		}
	}
	return c
}

// columnsOf puts groups (their sizes) in n columns, in order, each
// column a run of groups, the tallest as short as can be; nil where there
// are fewer groups than columns.
func columnsOf(sizes []int, n int) [][]int {
	if n > len(sizes) || n < 1 {
		return nil
	}
	if n == 1 {
		all := make([]int, len(sizes))
		for i := range all {
			all[i] = i
		}
		return [][]int{all}
	}
	// Every way to cut the groups into n runs (few groups: try them all).
	var best [][]int
	bestTall := math.MaxInt
	var try func(from int, cols [][]int)
	try = func(from int, cols [][]int) {
		if len(cols) == n-1 {
			last := make([]int, 0, len(sizes)-from)
			for g := from; g < len(sizes); g++ {
				last = append(last, g)
			}
			if len(last) == 0 {
				return
			}
			all := append(append([][]int(nil), cols...), last)
			tall := 0
			for _, col := range all {
				h := 0
				for _, g := range col {
					h += sizes[g] + 1 // its heading counts as a row
				}
				tall = max(tall, h)
			}
			if tall < bestTall {
				best, bestTall = all, tall
			}
			return
		}
		for to := from + 1; to < len(sizes); to++ {
			col := make([]int, 0, to-from)
			for g := from; g < to; g++ {
				col = append(col, g)
			}
			try(to, append(cols, col))
		}
	}
	try(0, nil)
	return best
}

// LineRows breaks a game's line ("2 players · 3 cards · to 31 · Justin du
// Coeur, 1996") into rows no wider than w at px: between its parts where
// it can ("Justin du Coeur, 1996" kept whole), between words where a part
// alone is too wide.
func LineRows(out []string, line string, px, w float64, m Measure) []string {
	const sep = " · "
	row := ""
	for _, part := range strings.Split(line, sep) {
		try := part
		if row != "" {
			try = row + sep + part
		}
		if m(try, false, px) <= w {
			row = try
			continue
		}
		if row != "" {
			out = append(out, row)
		}
		row = part
		if m(part, false, px) > w {
			words := WrapLine(nil, part, false, px, w, m)
			out = append(out, words[:len(words)-1]...)
			row = words[len(words)-1]
		}
	}
	if row != "" {
		out = append(out, row)
	}
	return out
}
