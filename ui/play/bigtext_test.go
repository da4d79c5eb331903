package play

import (
	"testing"

	"noddy/ui/layout"
)

// Big text never makes anything smaller: the cards, their names, the
// table's buttons; and the text is larger where there is room.
func TestBigTextShrinksNothing(t *testing.T) {
	grew := 0
	for _, sz := range [][2]float64{{800, 600}, {960, 600}, {1280, 800}, {640, 360}, {390, 844}, {1920, 1080}} {
		n, b := layout.NewLayout(sz[0], sz[1], false), layout.NewLayout(sz[0], sz[1], true)
		if b.CW < n.CW-1e-9 || b.NamePX < n.NamePX-1e-9 || b.FS < n.FS || b.LogFS < n.LogFS {
			t.Errorf("%v: big CW %.1f names %.1f FS %.1f log %.1f; normal %.1f %.1f %.1f %.1f", sz, b.CW, b.NamePX, b.FS, b.LogFS, n.CW, n.NamePX, n.FS, n.LogFS)
		}
		nb, bb := n.ButtonRow(tableDo[:], nil), b.ButtonRow(tableDo[:], nil)
		for i := range nb {
			if bb[i].W < nb[i].W-1e-9 || bb[i].H < nb[i].H-1e-9 {
				t.Errorf("%v: big %s button %.1f×%.1f, normal %.1f×%.1f", sz, nb[i].Name(), bb[i].W, bb[i].H, nb[i].W, nb[i].H)
			}
		}
		if b.FS > n.FS*1.2 {
			grew++
		}
	}
	if grew < 5 {
		t.Errorf("big text grew by 20%% or more in only %d of 6 sizes", grew)
	}
}

// The longest label gets the widest button in the table's row.
func TestButtonRowFollowsLabels(t *testing.T) {
	l := layout.NewLayout(800, 600, false)
	bs := l.ButtonRow(tableDo[:], nil)
	var set, nw float64
	for _, b := range bs {
		switch b.Name() {
		case "settings":
			set = b.W
		case "new":
			nw = b.W
		}
	}
	if want := nw * 11 / 6; set < want-1e-9 || set > want+1e-9 {
		t.Errorf("settings %.2f, new %.2f: want settings = new × 11/6 (label lengths + 3)", set, nw)
	}
}
