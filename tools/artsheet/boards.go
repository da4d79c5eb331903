package main

import (
	"fmt"
	"image"
	"image/color"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"noddy/engine"
	"noddy/scenes/art"
	"noddy/ui/board"
	"noddy/ui/geom"
)

// The boards' sheets (-boards DIR): for every pegging board the family
// uses, one PNG with the board in the rects a table could give it at the
// three window shapes — a header across the top and a column at the side
// at 1280×800 and 844×390, a header on an upright phone at 390×844 — with
// pegs at sample scores (one peg lifted mid-move), in the default style and
// in high contrast, on the table's cloth. The rects are ui.BoardSamples:
// the table places the board where its own layout decides.

// boardGames lists each distinct board with the games (and options) that
// peg on it.
func boardGames() []struct {
	board board.Board
	games []string
} {
	var out []struct {
		board board.Board
		games []string
	}
	add := func(r engine.Rules, label string) {
		b := board.NewBoard(r)
		for i := range out {
			if out[i].board == b {
				out[i].games = append(out[i].games, label)
				return
			}
		}
		out = append(out, struct {
			board board.Board
			games []string
		}{b, []string{label}})
	}
	for _, g := range engine.Games() {
		for _, n := range g.Players {
			label := g.Name
			if len(g.Players) > 1 {
				label = fmt.Sprintf("%s (%d)", g.Name, n)
			}
			r, err := engine.Lookup(g.Name, n)
			if err == nil {
				add(r, label)
			}
			for _, o := range []string{"to-61", "to-121"} {
				if r, err := engine.Lookup(g.Name, n, o); err == nil {
					add(r, label+" "+o)
				}
			}
		}
	}
	return out
}

// boardName is a board's file name: "cribbage-121x3".
func boardName(b board.Board) string {
	return fmt.Sprintf("%v-%dx%d", b.Kind, b.Target, b.Sides)
}

// samplePegs pegs a few awards for every side: the front peg at about
// three quarters, a half and a third of the way, a last award behind it;
// the first side's last award caught mid-move when moving.
func samplePegs(b board.Board, moving bool) (board.Pegboard, float64) {
	pb := board.NewPegboard(b)
	fronts := []float64{0.74, 0.48, 0.3, 0.6}
	gaps := []int{6, 4, 9, 3}
	now := 0.0
	for s := 0; s < b.Sides; s++ {
		f := max(2, int(fronts[s%4]*float64(b.Target)))
		back := max(1, f-gaps[s%4])
		pb.Place(s, board.Pegs{Front: back, Back: max(0, back-5)})
		pb.Score(s, f, 0)
	}
	pb.Finish()
	if moving {
		p := pb.Pegs(0)
		pb.Score(0, p.Front+5, 0)
		now = board.PegRise + 1.5*float64(board.PegHop) // between the second and third holes
	}
	return pb, now
}

// drawBoards writes dir/<board>.png for every board at device scale scale.
func drawBoards(dir string, scale float64) error {
	for _, bg := range boardGames() {
		img := boardSheet(bg.board, bg.games, scale)
		name := boardName(bg.board)
		if scale != 1 {
			name += fmt.Sprintf("@%gx", scale)
		}
		if err := save(img, filepath.Join(dir, name+".png")); err != nil {
			return err
		}
		img.Deallocate()
	}
	return nil
}

// boardSheet lays out one board in every sample rect, default style on
// the left, high contrast on the right, a row a window shape.
func boardSheet(b board.Board, games []string, scale float64) *ebiten.Image {
	pad := 16 * scale
	capH := 26 * scale
	title := 34 * scale
	// Rows: the two rects of a window side by side; one column a style.
	type cell struct {
		window, where string
		r             geom.Rect
		x, y          float64
	}
	var cells []cell
	colW := 0.0
	y := title + pad
	samples := board.BoardSamples
	for i := 0; i < len(samples); {
		x := pad
		rowH := 0.0
		j := i
		for ; j < len(samples) && samples[j].Window == samples[i].Window; j++ {
			r := samples[j].Rect
			cells = append(cells, cell{samples[j].Window, samples[j].Where, r, x, y})
			x += r.W*scale + pad
			rowH = max(rowH, r.H*scale)
		}
		colW = max(colW, x)
		y += capH + rowH + pad
		i = j
	}
	W, H := int(2*colW+pad), int(y)
	dst := ebiten.NewImage(W, H)
	for col, st := range []art.Style{{}, {HighContrast: true}} {
		x0 := float64(col) * colW
		sub := dst.SubImage(rectInt(x0, 0, colW, float64(H))).(*ebiten.Image)
		bg := art.Table(int(colW), H, st)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(x0, 0)
		sub.DrawImage(bg, op)
		bg.Deallocate()
		ink := art.Palette(st)
		label(dst, fmt.Sprintf("%s board to %d, %d sides — %s — %s", b.Kind, b.Target, b.Sides, strings.Join(games, ", "), name(st)),
			x0+pad, 10*scale, 17*scale, ink.Text)
		for k, c := range cells {
			drawCell(dst, b, c.window, c.where, c.r, x0+c.x, c.y, capH, scale, st, k == 0)
		}
	}
	return dst
}

// drawCell draws board b laid out in sample rect r (logical px) at (x, y)
// on dst, under a caption: where it is and how the board came out.
func drawCell(dst *ebiten.Image, b board.Board, window, where string, r geom.Rect, x, y, capH, scale float64, st art.Style, moving bool) {
	ink := art.Palette(st)
	rr := geom.Rect{X: x, Y: y + capH, W: r.W * scale, H: r.H * scale}
	lay := b.Layout(rr, scale)
	pegs, now := samplePegs(b, moving)
	// The rect the board was given, faintly.
	edge := art.Panel(int(rr.W), int(rr.H), 0, 1, color.RGBA{}, color.RGBA{0x60, 0x60, 0x60, 0x60})
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(rr.X, rr.Y)
	dst.DrawImage(edge, op)
	edge.Deallocate()
	art.DrawBoard(dst, &lay, st, &pegs, now)
	how := "along"
	if lay.Tall {
		how = "up"
	}
	rows := ""
	if lay.Rows > 0 {
		rows = fmt.Sprintf(", rows %d×%d", lay.Rows, lay.RowLen)
	}
	label(dst, fmt.Sprintf("%s %s %g×%g: %s%s, holes %.1f px apart", window, where, r.W, r.H, how, rows, lay.Pitch/scale),
		rr.X, y+4*scale, 13*scale, ink.Dim)
}

// docsSheet is the compact sheet for docs/boards: the board at one place
// in each window shape — the 1280×800 header, the 844×390 side column,
// the 390×844 header — in the default style over the same in high
// contrast, on plain cloth (a small PNG). The first is caught mid-move.
func docsSheet(b board.Board, games []string) *ebiten.Image {
	const pad, capH, title = 16.0, 24.0, 34.0
	pick := func(window, where string) geom.Rect {
		for _, s := range board.BoardSamples {
			if s.Window == window && s.Where == where {
				return s.Rect
			}
		}
		panic("no sample " + window + " " + where)
	}
	wide, side, phone := pick("1280×800", "header"), pick("844×390", "side"), pick("390×844", "header")
	blockH := max(capH+wide.H+pad+capH+phone.H, capH+side.H) + pad
	W := int(pad + wide.W + pad + max(side.W, 340) + pad) // room for the side caption
	H := int(2*(title+blockH) + pad)
	dst := ebiten.NewImage(W, H)
	for i, st := range []art.Style{{}, {HighContrast: true}} {
		y0 := float64(i) * (title + blockH)
		bg := color.RGBA{0x1e, 0x4e, 0x33, 0xff}
		if st.HighContrast {
			bg = color.RGBA{0x10, 0x10, 0x10, 0xff}
		}
		sub := dst.SubImage(rectInt(0, y0, float64(W), title+blockH+pad)).(*ebiten.Image)
		sub.Fill(bg)
		ink := art.Palette(st)
		label(dst, fmt.Sprintf("%s board to %d, %d sides — %s — %s", b.Kind, b.Target, b.Sides, strings.Join(games, ", "), name(st)),
			pad, y0+10, 17, ink.Text)
		y := y0 + title
		drawCell(dst, b, "1280×800", "header", wide, pad, y, capH, 1, st, true)
		drawCell(dst, b, "390×844", "header", phone, pad, y+capH+wide.H+pad, capH, 1, st, false)
		drawCell(dst, b, "844×390", "side", side, pad+wide.W+pad, y, capH, 1, st, false)
	}
	return dst
}

// drawDocsBoards writes dir/<board>.png, the compact sheet of every board.
func drawDocsBoards(dir string) error {
	for _, bg := range boardGames() {
		img := docsSheet(bg.board, bg.games)
		if err := save(img, filepath.Join(dir, boardName(bg.board)+".png")); err != nil {
			return err
		}
		img.Deallocate()
	}
	return nil
}

func rectInt(x, y, w, h float64) image.Rectangle {
	return image.Rect(int(x), int(y), int(x+w), int(y+h))
}

func label(dst *ebiten.Image, s string, x, y, px float64, c color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, art.Font(art.Body, px), op)
}
