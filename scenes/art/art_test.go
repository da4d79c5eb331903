package art

import (
	"bytes"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"noddy/engine"
)

// pixels reads an image back once; at(x, y) gives premultiplied RGBA.
type pixels struct {
	w, h int
	pix  []byte
}

func read(img *ebiten.Image) pixels {
	b := img.Bounds()
	p := pixels{w: b.Dx(), h: b.Dy(), pix: make([]byte, 4*b.Dx()*b.Dy())}
	img.ReadPixels(p.pix)
	return p
}

func (p pixels) at(x, y int) color.RGBA {
	i := 4 * (y*p.w + x)
	return color.RGBA{p.pix[i], p.pix[i+1], p.pix[i+2], p.pix[i+3]}
}

func (p pixels) atF(x, y float64) color.RGBA { return p.at(int(x), int(y)) }

func luma(c color.RGBA) int { return (299*int(c.R) + 587*int(c.G) + 114*int(c.B)) / 1000 }

func isRed(c color.RGBA) bool {
	return c.A == 255 && c.R > 140 && c.G < 70 && c.B < 70
}
func isBlue(c color.RGBA) bool {
	return c.A == 255 && c.B > 140 && c.R < 70 && int(c.B) > int(c.G)+60
}
func isGreen(c color.RGBA) bool {
	return c.A == 255 && c.G > 90 && c.R < 60 && int(c.G) > int(c.B)+40
}
func isBlack(c color.RGBA) bool { return c.A == 255 && luma(c) < 45 }
func isWhite(c color.RGBA) bool { return c.A == 255 && c.R == 255 && c.G == 255 && c.B == 255 }

func card(s string) engine.Card { return engine.MustParseCards(s)[0] }

func TestSizes(t *testing.T) {
	for _, w := range []int{60, 61, 120, 200} {
		c := NewCards(w, Style{})
		if c.Width() != w || c.Height() != w*7/5 {
			t.Fatalf("NewCards(%d): %d×%d, want %d×%d", w, c.Width(), c.Height(), w, w*7/5)
		}
		for i := engine.Card(0); i < 52; i++ {
			b := c.Face(i).Bounds()
			if b.Dx() != w || b.Dy() != w*7/5 {
				t.Fatalf("width %d: %v is %v", w, i, b)
			}
		}
		if b := c.Back().Bounds(); b.Dx() != w || b.Dy() != w*7/5 {
			t.Fatalf("width %d: back is %v", w, b)
		}
		if c.Face(engine.NoCard) != c.Back() || c.Face(52) != c.Back() {
			t.Fatalf("width %d: an invalid card does not show the back", w)
		}
	}
	if c := NewCards(3, Style{}); c.Width() != 20 || c.Height() != 28 {
		t.Fatalf("NewCards(3): %d×%d, want 20×28", c.Width(), c.Height())
	}
}

// TestPipColours checks the centre pip of the fives (the middle of the
// card) in each style, and that faces differ from one another.
func TestPipColours(t *testing.T) {
	type want struct {
		card string
		ok   func(color.RGBA) bool
		name string
	}
	cases := []struct {
		st    Style
		wants []want
	}{
		{Style{}, []want{{"5H", isRed, "red"}, {"5D", isRed, "red"}, {"5C", isBlack, "black"}, {"5S", isBlack, "black"}}},
		{Style{FourColour: true}, []want{{"5H", isRed, "red"}, {"5D", isBlue, "blue"}, {"5C", isGreen, "green"}, {"5S", isBlack, "black"}}},
		// High contrast: red suits are hollow (white inside), black solid.
		{Style{HighContrast: true}, []want{{"5H", isWhite, "white"}, {"5D", isWhite, "white"}, {"5C", isBlack, "black"}, {"5S", isBlack, "black"}}},
		{Style{HighContrast: true, FourColour: true}, []want{{"5D", isWhite, "white"}, {"5C", isBlack, "black"}}},
	}
	for _, w := range []int{60, 120} {
		for _, tc := range cases {
			c := NewCards(w, tc.st)
			for _, x := range tc.wants {
				// The pip centre lands on a pixel corner: look at the 2×2
				// pixels around it (a 60 px card's pip is 8 px high).
				p := read(c.Face(card(x.card)))
				var got color.RGBA
				found := false
				for _, d := range [][2]int{{0, 0}, {-1, 0}, {0, -1}, {-1, -1}} {
					got = p.at(w/2+d[0], c.Height()/2+d[1])
					if x.ok(got) {
						found = true
						break
					}
				}
				if !found {
					t.Errorf("width %d %+v: centre of %s is %v, want %s", w, tc.st, x.card, got, x.name)
				}
			}
		}
	}
}

// TestHollowOutline: in high contrast the hollow heart's outline is black
// where its widest row meets its side.
func TestHollowOutline(t *testing.T) {
	c := NewCards(120, Style{HighContrast: true})
	g := layout(120, 168, true, newPalette(Style{HighContrast: true}).borderW)
	p := read(c.Face(card("5H")))
	line := math.Max(1.5, g.pip*0.13)
	x := 60 + g.pip*0.5 - line/2
	y := 84 - 0.16*g.pip
	if got := p.atF(x, y); !isBlack(got) {
		t.Fatalf("hollow heart outline at (%.1f, %.1f) is %v, want black", x, y, got)
	}
}

// TestIndices: both index corners carry ink (rank and suit), in the suit's
// colour, and the corners outside the rounded edge are transparent.
func TestIndices(t *testing.T) {
	for _, st := range []Style{{}, {FourColour: true}, {HighContrast: true}} {
		for _, w := range []int{60, 120} {
			c := NewCards(w, st)
			h := c.Height()
			g := layout(float64(w), float64(h), st.HighContrast, newPalette(st).borderW)
			x0, x1 := int(g.idxX-g.rankW/2), int(g.idxX+g.rankW/2)
			y0, y1 := int(g.idxTop), int(g.idxTop+g.rankH+g.gap+g.suitH)
			for i := engine.Card(0); i < 52; i++ {
				p := read(c.Face(i))
				ink := newPalette(st).suit[i.Suit()]
				for corner := 0; corner < 2; corner++ {
					n, dark := 0, 0
					for y := y0; y < y1; y++ {
						for x := x0; x < x1; x++ {
							px, py := x, y
							if corner == 1 {
								px, py = w-1-x, h-1-y
							}
							col := p.at(px, py)
							n++
							if near(col, ink, 40) {
								dark++
							}
						}
					}
					if frac := float64(dark) / float64(n); frac < 0.12 || frac > 0.7 {
						t.Errorf("%+v width %d %v corner %d: %.2f of the index box in ink, want 0.12..0.7", st, w, i, corner, frac)
					}
				}
				if a := p.at(0, 0).A; a != 0 {
					t.Fatalf("%+v width %d %v: corner pixel alpha %d, want 0 (rounded)", st, w, i, a)
				}
				if e := p.at(w/2, 0); luma(e) > 80 || e.A != 255 {
					t.Fatalf("%+v width %d %v: top edge %v, want dark border", st, w, i, e)
				}
			}
		}
	}
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return a.A == 255 && d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

func TestBack(t *testing.T) {
	for _, w := range []int{60, 120} {
		for _, st := range []Style{{}, {HighContrast: true}} {
			c := NewCards(w, st)
			p := read(c.Back())
			want := newPalette(st).backField
			if got := p.at(w/2, c.Height()/2); !near(got, want, 2) {
				t.Errorf("%+v width %d: back centre %v, want %v", st, w, got, want)
			}
			// The margin is card stock.
			if got := p.at(w/2, int(float64(w)*0.04)); !near(got, newPalette(st).backMargin, 2) {
				t.Errorf("%+v width %d: back margin %v", st, w, got)
			}
			// The lattice: somewhere along the middle row there is band colour.
			band := 0
			for x := w / 4; x < 3*w/4; x++ {
				if near(p.at(x, c.Height()/2), newPalette(st).backBand, 12) {
					band++
				}
			}
			if band == 0 {
				t.Errorf("%+v width %d: no lattice band across the middle", st, w)
			}
		}
	}
}

// TestHighContrastGrey: no pixel of any high-contrast card or table has
// colour in it.
func TestHighContrastGrey(t *testing.T) {
	st := Style{HighContrast: true, FourColour: true}
	c := NewCards(90, st)
	imgs := []*ebiten.Image{c.Back(), Table(300, 200, st), Pip(engine.Hearts, 24, st)}
	for i := engine.Card(0); i < 52; i++ {
		imgs = append(imgs, c.Face(i))
	}
	for k, img := range imgs {
		p := read(img)
		for i := 0; i < len(p.pix); i += 4 {
			r, g, b := int(p.pix[i]), int(p.pix[i+1]), int(p.pix[i+2])
			if max(r, g, b)-min(r, g, b) > 2 {
				t.Fatalf("image %d: pixel %d is (%d,%d,%d), not grey", k, i/4, r, g, b)
			}
		}
	}
}

// TestCourtsDistinct: J, Q, K of a suit differ, and their panels are in
// the rank's field colour.
func TestCourtsDistinct(t *testing.T) {
	c := NewCards(120, Style{})
	pal := newPalette(Style{})
	for i, s := range []string{"JH", "QH", "KH"} {
		p := read(c.Face(card(s)))
		// A point in the field beside the letter.
		got := p.at(int(c.Width())*30/100, c.Height()/2)
		if !near(got, pal.court[i], 3) {
			t.Errorf("%s: field %v, want %v", s, got, pal.court[i])
		}
	}
}

func TestTable(t *testing.T) {
	img := Table(640, 400, Style{})
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 400 {
		t.Fatalf("Table bounds %v", b)
	}
	p := read(img)
	if c := p.at(320, 200); !(int(c.G) > int(c.R)+30 && int(c.G) > int(c.B)+15 && c.A == 255) {
		t.Errorf("baize centre %v, want green", c)
	}
	rw := RimWidth(640, 400, Style{})
	if rw != 9 {
		t.Errorf("RimWidth(640, 400) = %d, want 9", rw)
	}
	if c := p.at(rw/2, 200); !(c.R > c.G && c.G > c.B && c.R > 40) {
		t.Errorf("rim %v, want brown", c)
	}
	// Vignette: the middle is lighter than a point near the rim.
	if luma(p.at(320, 200)) <= luma(p.at(rw+4, rw+4)) {
		t.Errorf("no vignette: centre %v, corner %v", p.at(320, 200), p.at(rw+4, rw+4))
	}
	// Deterministic.
	q := read(Table(640, 400, Style{}))
	for i := range p.pix {
		if p.pix[i] != q.pix[i] {
			t.Fatalf("Table differs between calls at byte %d", i)
		}
	}
	if RimWidth(40, 40, Style{}) != 0 || RimWidth(2000, 1000, Style{HighContrast: true}) != 0 {
		t.Error("rim on a tiny or high-contrast table")
	}
	hc := read(Table(50, 30, Style{HighContrast: true}))
	if c := hc.at(0, 0); c != (color.RGBA{0x10, 0x10, 0x10, 0xff}) {
		t.Errorf("high-contrast table %v, want #101010", c)
	}
}

func TestFont(t *testing.T) {
	a, b := Font(Body, 16), Font(Body, 16)
	if a != b {
		t.Error("Font(Body, 16) not cached")
	}
	if Font(Body, 17) == a || Font(Bold, 16) == a {
		t.Error("different sizes or roles share a face")
	}
	if text.Advance("Noddy", Font(Bold, 20)) <= text.Advance("Noddy", Font(Body, 20)) {
		t.Error("Bold is not wider than Body")
	}
	if f := Font(FontRole(99), 12); f == nil {
		t.Error("unknown role gave nil")
	}
	gt, ok := Font(Title, 30).(*text.GoTextFace)
	if !ok || gt.Size != 30 || gt.Source != source(Title) || source(Title) == source(Body) {
		t.Errorf("Title face %#v", Font(Title, 30))
	}
}

func TestPanelGlowChip(t *testing.T) {
	fill := color.RGBA{0x10, 0x20, 0x30, 0x80} // premultiplied, half alpha
	edge := color.RGBA{0xc0, 0x90, 0x40, 0xff}
	p := read(Panel(100, 60, 12, 3, fill, edge))
	if p.w != 100 || p.h != 60 {
		t.Fatalf("Panel size %d×%d", p.w, p.h)
	}
	if c := p.at(0, 0); c.A != 0 {
		t.Errorf("panel corner %v, want transparent", c)
	}
	if c := p.at(50, 30); !near2(c, fill, 1) {
		t.Errorf("panel middle %v, want %v", c, fill)
	}
	if c := p.at(50, 1); !near2(c, edge, 1) {
		t.Errorf("panel edge %v, want %v", c, edge)
	}

	g := read(Glow(40, 50, 5, 10, color.RGBA{0xff, 0xd0, 0x40, 0xff}))
	if g.w != 60 || g.h != 70 {
		t.Fatalf("Glow size %d×%d, want 60×70", g.w, g.h)
	}
	if c := g.at(30, 35); c.A != 255 {
		t.Errorf("glow middle alpha %d", c.A)
	}
	if c := g.at(0, 0); c.A != 0 {
		t.Errorf("glow corner alpha %d", c.A)
	}
	if a := g.at(5, 35).A; a == 0 || a == 255 {
		t.Errorf("glow halfway alpha %d, want between", a)
	}

	ch := Chip("+2", 20, color.RGBA{0xf3, 0xe2, 0xb0, 0xff}, color.RGBA{0x5e, 0x12, 0x16, 0xff})
	b := ch.Bounds()
	if b.Dy() != 32 || float64(b.Dx()) < text.Advance("+2", Font(Bold, 20)) {
		t.Errorf("Chip bounds %v", b)
	}
	cp := read(ch)
	dark := 0
	for i := 0; i < len(cp.pix); i += 4 {
		if cp.pix[i+3] == 255 && cp.pix[i] < 0x80 {
			dark++
		}
	}
	if dark < 20 {
		t.Errorf("Chip has %d dark text pixels", dark)
	}
}

func near2(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol && d(a.A, b.A) <= tol
}

func TestPip(t *testing.T) {
	p := read(Pip(engine.Diamonds, 30, Style{FourColour: true}))
	if p.w != 30 || !isBlue(p.at(15, 15)) || p.at(0, 0).A != 0 {
		t.Errorf("Pip(diamonds, 30, four colour): %d wide, centre %v, corner %v", p.w, p.at(15, 15), p.at(0, 0))
	}
	if c := SuitColour(engine.Clubs, Style{FourColour: true}); !isGreen(c) {
		t.Errorf("SuitColour(clubs, four colour) = %v", c)
	}
}

// TestTileSeamless: the cloth tile's noise wraps, so tiles meet without
// a seam.
func TestTileSeamless(t *testing.T) {
	for y := 0; y < tileSize; y += 7 {
		a := valueNoise(0, float64(y)/16, 1, tileSize/32)
		b := valueNoise(tileSize/32, float64(y)/16, 1, tileSize/32)
		if math.Abs(a-b) > 1e-12 {
			t.Fatalf("coarse noise does not wrap at y=%d: %v vs %v", y, a, b)
		}
	}
}

// TestPanelInteriorCopied checks panelPix's copied interior against every
// pixel worked out, over sizes, corners and edges (fractional ones too).
func TestPanelInteriorCopied(t *testing.T) {
	f, e := premul(color.RGBA{0x20, 0x50, 0x30, 0xff}), premul(color.RGBA{0x60, 0x40, 0x10, 0xc0})
	for _, w := range []int{1, 2, 3, 7, 20, 61, 160} {
		for _, h := range []int{1, 2, 5, 18, 44, 97} {
			for _, r := range []float64{0, 0.4, 3, 7.5, 12, 90} {
				for _, ew := range []float64{-1, 0, 0.5, 1, 2.7, 6} {
					if !bytes.Equal(panelPix(w, h, r, ew, f, e), panelWorked(w, h, r, ew, f, e)) {
						t.Fatalf("panel %d×%d, radius %v, edge %v: the copied interior differs from the pixels worked out", w, h, r, ew)
					}
				}
			}
		}
	}
}

// panelWorked is a panel with every pixel worked out (panelPix as it was
// before its interior was copied).
func panelWorked(w, h int, radius, edgeWidth float64, f, e [4]float64) []byte {
	fw, fh := float64(w), float64(h)
	radius = panelRadius(radius, fw, fh)
	pix := make([]byte, 4*w*h)
	for y := range h {
		for x := range w {
			i := 4 * (y*w + x)
			panelPixel(pix[i:i+4], x, y, fw, fh, radius, edgeWidth, f, e)
		}
	}
	return pix
}

// BenchmarkPanel is a log-column panel (360×560, corners 12, edge 2) made
// by panelPix, beside every pixel worked out (as before its interior was
// copied).
func BenchmarkPanel(b *testing.B) {
	f, e := premul(color.RGBA{0x20, 0x50, 0x30, 0xff}), premul(color.RGBA{0x60, 0x40, 0x10, 0xc0})
	const w, h = 360, 560
	b.Run("copied", func(b *testing.B) {
		for b.Loop() {
			panelPix(w, h, 12, 2, f, e)
		}
	})
	b.Run("worked", func(b *testing.B) {
		for b.Loop() {
			panelWorked(w, h, 12, 2, f, e)
		}
	})
}
