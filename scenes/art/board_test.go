package art

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/ui/board"
	"noddy/ui/geom"
)

// boardScene draws board b laid out in w×h (at scale) at (10, 10) of a
// dark image, with pegs, and reads it back.
func boardScene(t testing.TB, b board.Board, w, h, scale float64, st Style, pegs *board.Pegboard, now float64) (pixels, board.BoardLayout) {
	t.Helper()
	lay := b.Layout(geom.Rect{X: 10, Y: 10, W: w * scale, H: h * scale}, scale)
	dst := ebiten.NewImage(int(w*scale)+20, int(h*scale)+20)
	defer dst.Deallocate()
	dst.Fill(color.RGBA{0x10, 0x10, 0x10, 0xff})
	DrawBoard(dst, &lay, st, pegs, now)
	return read(dst), lay
}

func isBrass(c color.RGBA) bool {
	return c.A == 255 && c.R > 90 && float64(c.G) > 0.7*float64(c.R) && int(c.G) > int(c.B)+35
}

// pegsAt is a pegboard with side s's pegs at p, every move landed.
func pegsAt(b board.Board, ps ...board.Pegs) *board.Pegboard {
	pb := board.NewPegboard(b)
	for s, p := range ps {
		pb.Place(s, p)
	}
	return &pb
}

// In the default style every hole is a dark bore in a brass rim, and the
// board between them is walnut, not brass.
func TestBoardBrassRims(t *testing.T) {
	for _, b := range []board.Board{{Kind: board.BoardWillughby, Target: 31, Sides: 2}, {Kind: board.BoardCribbage, Target: 121, Sides: 2}} {
		for _, scale := range []float64{1, 2} {
			px, lay := boardScene(t, b, 818, 160, scale, Style{}, nil, 0)
			for _, h := range lay.Holes {
				if h.Kind != board.HoleTrack || h.Score%7 != 1 {
					continue
				}
				cx, cy := math.Round(h.X), math.Round(h.Y)
				rim := lay.HoleR * 0.83 // the middle of the rim, to the upper left
				if c := px.atF(cx-rim*0.6, cy-rim*0.8); !isBrass(c) {
					t.Errorf("%v@%g: hole %d's rim at %v is %v, not brass", b.Kind, scale, h.Score, h.Point, c)
				}
				if c := px.atF(cx, cy); luma(c) > 50 {
					t.Errorf("%v@%g: hole %d's bore is %v, not dark", b.Kind, scale, h.Score, c)
				}
			}
			// Between the first two holes of a group: wood.
			a, c := lay.PegAt(0, 1), lay.PegAt(0, 2)
			if w := px.atF((a.X+c.X)/2, (a.Y+c.Y)/2); isBrass(w) || w.R < 40 || w.R > 170 || w.R <= w.B {
				t.Errorf("%v@%g: between holes 1 and 2 %v, not walnut", b.Kind, scale, w)
			}
		}
	}
}

// The pegs are drawn in their side's colour in the holes of the score and
// of the score before the last award; other holes hold none.
func TestBoardPegColours(t *testing.T) {
	b := board.Board{Kind: board.BoardCribbage, Target: 121, Sides: 3}
	pegs := pegsAt(b, board.Pegs{Front: 47, Back: 40}, board.Pegs{Front: 33, Back: 29}, board.Pegs{Front: 125, Back: 117})
	px, lay := boardScene(t, b, 1226, 170, 1, Style{}, pegs, 0)
	check := func(side, score int, ok func(color.RGBA) bool, what string) {
		t.Helper()
		p := lay.PegAt(side, score)
		// Just off the dome's highlight, on its body.
		c := px.atF(math.Round(p.X)+lay.PegR*0.3, math.Round(p.Y)+lay.PegR*0.3)
		if !ok(c) {
			t.Errorf("side %d score %d at %v: %v, want %s", side, score, p, c, what)
		}
	}
	red := func(c color.RGBA) bool { return c.R > 100 && int(c.R) > 3*int(c.G) && int(c.R) > 3*int(c.B) }
	ivory := func(c color.RGBA) bool { return c.R > 130 && c.G > 120 && c.B > 100 && int(c.R)-int(c.B) < 40 }
	blue := func(c color.RGBA) bool { return c.B > 110 && int(c.B) > int(c.R)+50 }
	check(0, 47, red, "red")
	check(0, 40, red, "red")
	check(1, 33, ivory, "ivory")
	check(1, 29, ivory, "ivory")
	check(2, 121, blue, "blue (125 pegs the game hole)")
	check(2, 117, blue, "blue")
	for _, sc := range []int{41, 46, 48} { // holes with no peg
		p := lay.PegAt(0, sc)
		if c := px.atF(math.Round(p.X), math.Round(p.Y)); red(c) || luma(c) > 60 {
			t.Errorf("side 0 hole %d: %v, want an empty bore", sc, c)
		}
	}
}

// A peg on the move is drawn between the holes it hops, lifted and larger.
func TestBoardPegMoving(t *testing.T) {
	b := board.Board{Kind: board.BoardNoddy, Target: 31, Sides: 2}
	pb := pegsAt(b, board.Pegs{Front: 10, Back: 4})
	pb.Score(0, 14, 0)
	now := board.PegRise + 1.5*board.PegHop // between holes 12 and 13
	px, lay := boardScene(t, b, 818, 84, 2, Style{}, pb, now)
	a, c := lay.PegAt(0, 12), lay.PegAt(0, 13)
	mid := board.Point{X: (a.X + c.X) / 2, Y: (a.Y+c.Y)/2 - lay.Pitch*0.25*0.35}
	if col := px.atF(mid.X+lay.PegR*0.3, mid.Y+lay.PegR*0.3); !(col.R > 100 && col.G < 60) {
		t.Errorf("mid-hop at %v: %v, want the red peg", mid, col)
	}
	// The peg left hole 4; the other still stands in 10.
	if col := px.atF(math.Round(lay.PegAt(0, 4).X), math.Round(lay.PegAt(0, 4).Y)); luma(col) > 60 {
		t.Errorf("hole 4 after the peg left: %v", col)
	}
	p := lay.PegAt(0, 10)
	if col := px.atF(math.Round(p.X)+lay.PegR*0.3, math.Round(p.Y)+lay.PegR*0.3); !(col.R > 100 && col.G < 60) {
		t.Errorf("hole 10: %v, want the still peg", col)
	}
}

// High contrast is black and white only (greys where edges are smoothed,
// a small share), and the sides' pegs differ by shape: a disc, a square, a
// triangle pointing up.
func TestBoardHighContrast(t *testing.T) {
	for _, b := range []board.Board{{Kind: board.BoardWillughby, Target: 31, Sides: 2}, {Kind: board.BoardCribbage, Target: 61, Sides: 3}, {Kind: board.BoardNoddy, Target: 31, Sides: 2}} {
		ps := []board.Pegs{{Front: 20, Back: 14}, {Front: 9, Back: 3}, {Front: 30, Back: 28}}[:b.Sides]
		pb := pegsAt(b, ps...)
		pb.Score(0, 22, 0) // one peg in the air
		for _, scale := range []float64{1, 2} {
			px, lay := boardScene(t, b, 1000, 200, scale, Style{HighContrast: true}, pb, board.PegRise/2)
			grey, all := 0, 0
			for i := 0; i < len(px.pix); i += 4 {
				r, g, bl := px.pix[i], px.pix[i+1], px.pix[i+2]
				if r != g || g != bl {
					t.Fatalf("%v@%g: a coloured pixel %v at %d", b.Kind, scale, px.pix[i:i+4], i/4)
				}
				if r == 0x10 { // the background
					continue
				}
				all++
				if r > 0x30 && r < 0xd0 {
					grey++
				}
			}
			if grey*100 > all*12 {
				t.Errorf("%v@%g: %d of %d pixels grey", b.Kind, scale, grey, all)
			}
			// Shapes: sample the still (front) peg of each side, where
			// the pegs are large enough for single pixels to tell.
			r := lay.PegR * 1.2
			for s := range ps {
				if lay.Pitch < 12 {
					break
				}
				p := lay.PegAt(s, ps[s].Front)
				if s == 0 {
					p = lay.PegAt(0, ps[0].Front) // the front peg stays while the back one moves
				}
				x, y := math.Round(p.X), math.Round(p.Y)
				white := func(dx, dy float64) bool { return luma(px.atF(x+dx*r, y+dy*r)) > 200 }
				corner := white(0.65, 0.65) // the square's corner: outside the disc
				apex := false               // the triangle's apex: above the others' tops
				for dy := -1.15; dy <= -0.9; dy += 0.05 {
					apex = apex || white(0, dy) || white(-1/r, dy)
				}
				centre := white(0, 0.1)
				shape := [...]string{"disc", "square", "triangle"}[s]
				ok := centre && corner == (shape == "square") && apex == (shape == "triangle")
				if !ok {
					t.Errorf("%v@%g side %d (%s): centre %v corner %v apex %v", b.Kind, scale, s, shape, centre, corner, apex)
				}
			}
		}
	}
}

// The board is rendered once per size, scale and style, and the cache
// keeps at most boardCacheMax boards. (That a frame allocates nothing is
// checked over real frames, in scenes/art/inframe.)
func TestBoardCacheAndAllocs(t *testing.T) {
	b := board.Board{Kind: board.BoardCribbage, Target: 121, Sides: 2}
	dst := ebiten.NewImage(900, 300)
	defer dst.Deallocate()
	lay := b.Layout(geom.Rect{X: 5, Y: 5, W: 818, H: 150}, 1)
	pb := board.NewPegboard(b)
	pb.Place(0, board.Pegs{Front: 30, Back: 22})
	pb.Score(0, 60, 0)
	pb.Score(1, 12, 0)
	DrawBoard(dst, &lay, Style{}, &pb, 0)
	n := boardCached()
	// The same layout at another place is the same board.
	moved := b.Layout(geom.Rect{X: 40, Y: 70, W: 818, H: 150}, 1)
	DrawBoard(dst, &moved, Style{}, &pb, 0)
	if boardCached() != n {
		t.Errorf("a moved board was rendered again (%d boards, were %d)", boardCached(), n)
	}
	for i := range 3 * boardCacheMax {
		l := b.Layout(geom.Rect{W: 300 + float64(i), H: 90}, 1)
		DrawBoard(dst, &l, Style{}, nil, 0)
		if boardCached() > boardCacheMax {
			t.Fatalf("%d boards cached, at most %d", boardCached(), boardCacheMax)
		}
	}
	// A layout with nothing in it draws nothing and does not panic.
	DrawBoard(dst, &board.BoardLayout{}, Style{}, &pb, 0)
	DrawBoard(dst, nil, Style{}, nil, 0)
}

// BenchmarkRenderBoard renders a board without its cache (what the first
// frame at a new size, scale or style costs), reading a pixel back so the
// GPU's work is inside the timing: three-hand cribbage to 121 in a
// 1280×800 window's header at device scale 2 (2452×240 px), the largest
// board a table shows, and Willughby's M in an upright phone's header at
// scale 3 (1092×450 px).
func BenchmarkRenderBoard(b *testing.B) {
	for _, c := range []struct {
		name  string
		board board.Board
		r     geom.Rect
		scale float64
	}{
		{"cribbage121x3", board.Board{Kind: board.BoardCribbage, Target: 121, Sides: 3}, geom.Rect{W: 2452, H: 240}, 2},
		{"willughby", board.Board{Kind: board.BoardWillughby, Target: 31, Sides: 2}, geom.Rect{W: 1092, H: 450}, 3},
	} {
		b.Run(c.name, func(b *testing.B) {
			lay := c.board.Layout(c.r, c.scale)
			b.ReportAllocs()
			for b.Loop() {
				a := renderBoard(&lay, Style{})
				_ = a.img.At(int(lay.Bounds.W/2), int(lay.Bounds.H/2))
				a.dispose()
			}
		})
	}
}
