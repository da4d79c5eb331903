package scenes

import (
	"noddy/ui/geom"
)

// The drawer can record what it draws (drawer.rec), so the layout tests can
// check a real frame: that no two texts or cards overlap unless one is a
// deliberate overlay, that nothing leaves the window, that no text is too
// small to read.

type shapeKind uint8

const (
	shapeText shapeKind = iota
	shapeCard
	shapeChip   // a floating "+2"
	shapeButton // a button's face; its label is a text owned by it
)

// shape is one thing drawn, in logical pixels.
type shape struct {
	kind  shapeKind
	r     geom.Rect
	px    float64 // a text's size
	layer int     // 0 the scene; each panel drawn over it opens the next
	group int     // cards of one group (not 0) may overlap: a pile's fan, the pack's stack
	owner int     // a text on shape owner-1 (a button's label, a card's mark), which it may overlap
	moves bool    // a card in flight (sliding, turning): it crosses what it must
	s     string
}

// record keeps sh when recording, with the layer, group and owner set now;
// it returns its index+1 (for owner).
func (d *drawer) record(sh shape) int {
	if d.rec == nil {
		return 0
	}
	sh.layer, sh.group, sh.owner = d.layer, d.group, d.owner
	*d.rec = append(*d.rec, sh)
	return len(*d.rec)
}

// raise opens a new layer: what is drawn next lies over what was before
// (a panel over the table), deliberately.
func (d *drawer) raise() { d.layer++ }

// Card groups whose cards overlap by design.
const (
	groupNone  = iota
	groupPack  // the pack's stacked backs
	groupPile  // the pile, fanned
	groupSpent // earlier series, turned down aside
	groupCrib  // the crib's stack, and the crib spread for its show
	groupFan   // a fanned hand (three and four seats): groupFan + its place
)
