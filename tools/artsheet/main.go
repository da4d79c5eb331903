// Command artsheet draws a contact sheet of the card art — all 52 faces and
// the back at two widths, in the default, four-colour and high-contrast
// styles, on the table surface — and writes it as PNG files, so the art can
// be looked at without playing. It needs a display (run it under
// `xvfb-run -a -s "-screen 0 1280x800x24"`).
//
//	go run ./tools/artsheet -out out/sheet -small 60 -large 120
//
// writes out/sheet-default.png, out/sheet-fourcolour.png,
// out/sheet-highcontrast.png, out/sheet-zoom.png (a few cards large) and
// out/sheet-table-STYLE.png (a mock table: surface, hands, helpers).
//
//	go run ./tools/artsheet -boards out/boards [-board-scale 2]
//	go run ./tools/artsheet -boards-docs docs/boards
//
// write instead a sheet of every pegging board the family uses
// (KIND-TARGETxSIDES.png), in the default style and in high contrast, at
// the sample places of ui.BoardSamples in the three window shapes; the
// docs sheets are compact (one place a window shape, plain cloth). See
// boards.go.
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"noddy/engine"
	"noddy/scenes/art"
)

var (
	out   = flag.String("out", "out/sheet", "output path prefix")
	small = flag.Int("small", 60, "small card width, physical px")
	large = flag.Int("large", 120, "large card width, physical px")
	zoom  = flag.Int("zoom", 300, "card width for the close-up sheet")
	docs  = flag.String("docs", "", "also write a compact sample sheet (for docs/cards.png) to this file")

	boardsDir  = flag.String("boards", "", "write the pegging boards' sheets to this folder instead (one PNG a board)")
	boardScale = flag.Float64("board-scale", 1, "the device scale the boards are drawn at")
	boardDocs  = flag.String("boards-docs", "", "write the compact sheet of every pegging board (for docs/boards) to this folder instead")
)

type sheet struct {
	done bool
}

var errDone = errors.New("done")

func (s *sheet) Update() error {
	if s.done {
		return ebiten.Termination
	}
	s.done = true
	if *boardsDir != "" || *boardDocs != "" {
		if *boardsDir != "" {
			if err := drawBoards(*boardsDir, *boardScale); err != nil {
				return err
			}
		}
		if *boardDocs != "" {
			if err := drawDocsBoards(*boardDocs); err != nil {
				return err
			}
		}
		return ebiten.Termination
	}
	styles := []struct {
		name string
		st   art.Style
	}{{"default", art.Style{}}, {"fourcolour", art.Style{FourColour: true}}, {"highcontrast", art.Style{HighContrast: true}}}
	for _, sty := range styles {
		img := drawSheet(sty.st, *small, *large)
		if err := save(img, fmt.Sprintf("%s-%s.png", *out, sty.name)); err != nil {
			return err
		}
	}
	if err := save(drawZoom(*zoom), *out+"-zoom.png"); err != nil {
		return err
	}
	if *docs != "" {
		if err := save(drawDocs(), *docs); err != nil {
			return err
		}
	}
	for _, sty := range styles {
		if err := save(drawTable(sty.st), fmt.Sprintf("%s-table-%s.png", *out, sty.name)); err != nil {
			return err
		}
	}
	return ebiten.Termination
}

// drawSheet lays out, on a table, a row per suit of the small cards, then the
// same at the large size, then the backs.
func drawSheet(st art.Style, sw, lw int) *ebiten.Image {
	sc := art.NewCards(sw, st)
	lc := art.NewCards(lw, st)
	pad := 10
	W := 3*pad + 14*(sc.Width()+pad) + sc.Width()
	W = max(W, 3*pad+13*(lc.Width()*4/5+pad)+lc.Width()+pad+lc.Width())
	rowS := sc.Height() + pad
	rowL := lc.Height() + pad
	H := 40 + 4*rowS + 4*rowL + pad
	dst := ebiten.NewImage(W, H)
	dst.DrawImage(art.Table(W, H, st), nil)
	op := &text.DrawOptions{}
	op.GeoM.Translate(float64(pad)*2, 8)
	op.ColorScale.ScaleWithColor(color.RGBA{0xf3, 0xe2, 0xb0, 0xff})
	text.Draw(dst, fmt.Sprintf("Noddy cards — %s — widths %d and %d px", name(st), sw, lw), art.Font(art.Title, 22), op)
	y := 40
	for _, set := range []*art.Cards{sc, lc} {
		step := set.Width() + pad
		if set == lc {
			step = set.Width()*4/5 + pad // overlap like a fanned hand
		}
		for s := engine.Clubs; s <= engine.Spades; s++ {
			x := pad * 2
			for r := engine.Ace; r <= engine.King; r++ {
				d := &ebiten.DrawImageOptions{}
				d.GeoM.Translate(float64(x), float64(y))
				dst.DrawImage(set.Face(engine.NewCard(r, s)), d)
				x += step
			}
			if s == engine.Spades || s == engine.Hearts {
				d := &ebiten.DrawImageOptions{}
				d.GeoM.Translate(float64(x+pad), float64(y))
				dst.DrawImage(set.Back(), d)
			}
			y += set.Height() + pad
		}
	}
	return dst
}

// drawZoom shows a few cards large, in each style, to judge the detail.
func drawZoom(w int) *ebiten.Image {
	picks := engine.MustParseCards("5H 10C KS QD JH AS")
	pad := 16
	styles := []art.Style{{}, {FourColour: true}, {HighContrast: true}}
	var sets []*art.Cards
	for _, st := range styles {
		sets = append(sets, art.NewCards(w, st))
	}
	ch := sets[0].Height()
	W := pad + (len(picks)+1)*(w+pad)
	H := pad + len(styles)*(ch+pad)
	dst := ebiten.NewImage(W, H)
	dst.DrawImage(art.Table(W, H, art.Style{}), nil)
	for i, set := range sets {
		x := pad
		for _, c := range picks {
			d := &ebiten.DrawImageOptions{}
			d.GeoM.Translate(float64(x), float64(pad+i*(ch+pad)))
			dst.DrawImage(set.Face(c), d)
			x += w + pad
		}
		d := &ebiten.DrawImageOptions{}
		d.GeoM.Translate(float64(x), float64(pad+i*(ch+pad)))
		dst.DrawImage(set.Back(), d)
	}
	return dst
}

// drawTable mocks a table at 1280×800 to judge the surface and the helpers
// in place: the opponent's backs, a pile, a lifted card with its glow and
// shadow, a score panel, a chip.
func drawTable(st art.Style) *ebiten.Image {
	const W, H = 1280, 800
	dst := ebiten.NewImage(W, H)
	dst.DrawImage(art.Table(W, H, st), nil)
	cards := art.NewCards(130, st)
	ui := art.Palette(st)
	cw := float64(cards.Width())
	put := func(img *ebiten.Image, x, y float64) {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(x, y)
		dst.DrawImage(img, op)
	}
	shadow := art.Glow(cards.Width(), cards.Height(), cw*0.075, 10, ui.Shadow)
	for i := 0; i < 3; i++ {
		x := 480 + float64(i)*(cw+14)
		put(shadow, x-10+3, 60-10+5)
		put(cards.Back(), x, 60)
	}
	for i, c := range engine.MustParseCards("7H 8S 9D") {
		x := 420 + float64(i)*70
		put(shadow, x-10+3, 300-10+5)
		put(cards.Face(c), x, 300)
	}
	put(cards.Back(), 150, 300)
	put(cards.Face(engine.MustParseCards("JC")[0]), 150+cw+16, 300)
	for i, c := range engine.MustParseCards("5H 10C KS") {
		x := 470 + float64(i)*(cw+20)
		y := 600.0
		if i == 1 {
			y -= 24
			put(art.Glow(cards.Width(), cards.Height(), cw*0.075, 16, ui.Glow), x-16, y-16)
		} else {
			put(shadow, x-10+3, y-10+5)
		}
		put(cards.Face(c), x, y)
		if i == 2 { // a card that would pass 31: veiled
			veil := art.Panel(cards.Width(), cards.Height(), cw*0.075, 0, ui.Veil, ui.Veil)
			put(veil, x, y)
		}
	}
	board := art.Panel(300, 150, 14, 2, ui.Panel, ui.PanelEdge)
	put(board, 940, 60)
	op := &text.DrawOptions{}
	op.GeoM.Translate(960, 76)
	op.ColorScale.ScaleWithColor(ui.Accent)
	text.Draw(dst, "Noddy", art.Font(art.Title, 34), op)
	op = &text.DrawOptions{}
	op.GeoM.Translate(960, 124)
	op.ColorScale.ScaleWithColor(ui.Text)
	op.LineSpacing = 30
	text.Draw(dst, "You 17   Computer 12\nto 31 · count 24", art.Font(art.Body, 22), op)
	put(art.Chip("+2", 28, ui.ChipFill, ui.ChipInk), 720, 250)
	put(art.Chip("go", 22, ui.ChipInk, ui.ChipFill), 720, 480)
	op = &text.DrawOptions{}
	op.GeoM.Translate(780, 420)
	op.ColorScale.ScaleWithColor(ui.Text)
	text.Draw(dst, "count 24", art.Font(art.Bold, 40), op)
	for i, s := range []engine.Suit{engine.Clubs, engine.Diamonds, engine.Hearts, engine.Spades} {
		put(art.Pip(s, 28, st), 40+float64(i)*36, 740)
	}
	op = &text.DrawOptions{}
	op.GeoM.Translate(190, 742)
	op.ColorScale.ScaleWithColor(ui.Dim)
	text.Draw(dst, "Justin du Coeur's 1996 reconstruction · seed 12345", art.Font(art.Body, 18), op)
	return dst
}

// drawDocs is a compact sample on plain baize green (no texture, so the
// PNG stays small): a row each in the default, four-colour and
// high-contrast styles at 120 px, then a suit and backs at 60 px.
func drawDocs() *ebiten.Image {
	const pad = 12
	rows := []struct {
		st    art.Style
		cards string
	}{
		{art.Style{}, "AS 5H 10C 7D JH QD KS"},
		{art.Style{FourColour: true}, "AD 3D 9C 8H JC QC KD"},
		{art.Style{HighContrast: true}, "AH 5H 10C 7D JS QH KC"},
	}
	big, small := 120, 60
	W := pad + 8*(big+pad)
	H := pad + 3*(big*7/5+pad) + (small*7/5 + pad)
	dst := ebiten.NewImage(W, H)
	dst.Fill(color.RGBA{0x1e, 0x4e, 0x33, 0xff})
	put := func(img *ebiten.Image, x, y int) {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(x), float64(y))
		dst.DrawImage(img, op)
	}
	y := pad
	for _, r := range rows {
		set := art.NewCards(big, r.st)
		x := pad
		for _, c := range engine.MustParseCards(r.cards) {
			put(set.Face(c), x, y)
			x += big + pad
		}
		put(set.Back(), x, y)
		y += set.Height() + pad
	}
	set := art.NewCards(small, art.Style{})
	hc := art.NewCards(small, art.Style{HighContrast: true})
	x := pad
	for r := engine.Ace; r <= engine.King; r++ {
		put(set.Face(engine.NewCard(r, engine.Hearts)), x, y)
		x += small + 5
	}
	put(set.Back(), x+pad, y)
	put(hc.Back(), x+pad+small+5, y)
	return dst
}

func name(st art.Style) string {
	switch {
	case st.HighContrast:
		return "high contrast"
	case st.FourColour:
		return "four colour"
	}
	return "default"
}

func save(img *ebiten.Image, path string) error {
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	rgba := &image.RGBA{Pix: pix, Stride: 4 * b.Dx(), Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
	// ReadPixels gives premultiplied alpha; the sheet is opaque, so it is
	// also straight RGBA.
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		return err
	}
	fmt.Println("wrote", path)
	return f.Close()
}

func (s *sheet) Draw(*ebiten.Image)         {}
func (s *sheet) Layout(int, int) (int, int) { return 320, 200 }

func main() {
	flag.Parse()
	ebiten.SetWindowSize(320, 200)
	ebiten.SetWindowTitle("artsheet")
	if err := ebiten.RunGame(&sheet{}); err != nil && !errors.Is(err, errDone) {
		log.Fatal(err)
	}
}
