// Command artsheet draws a contact sheet of the card art — all 52 faces and
// the back at two widths, in the default, four-colour and high-contrast
// styles, on the table surface — and writes it as PNG files, so the art can
// be looked at without playing. It needs a display (run it under
// `xvfb-run -a -s "-screen 0 1280x800x24"`).
//
//	go run ./cmd/artsheet -out out/sheet -small 60 -large 120
//
// writes out/sheet-default.png, out/sheet-fourcolour.png,
// out/sheet-highcontrast.png and out/sheet-zoom.png.
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
)

type sheet struct {
	done bool
	err  error
}

var errDone = errors.New("done")

func (s *sheet) Update() error {
	if s.done {
		return ebiten.Termination
	}
	s.done = true
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
	return ebiten.Termination
}

// drawSheet lays out, on a table, a row per suit of the small cards, then the
// same at the large size, then the backs.
func drawSheet(st art.Style, sw, lw int) *ebiten.Image {
	sc := art.NewCards(sw, st)
	lc := art.NewCards(lw, st)
	pad := 10
	W := pad + 14*(lc.Width()*4/5+pad)
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
