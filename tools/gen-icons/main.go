// Command gen-icons draws the page's icons (the web app manifest's, the
// home-screen and the tab's): two cards, the Knave's heart before a
// spade, on the baize inside a walnut rail, in the page's own colours.
// Drawn here with golang.org/x/image/vector, so the art is ours.
//
//	go run ./tools/gen-icons -o web/icons
//
// It writes icon-192.png, icon-512.png (purpose "any": the rail is the
// edge), maskable-512.png (purpose "maskable": the baize to the edge and
// the cards inside the middle 80% a launcher may crop to),
// apple-touch-icon.png (180, square: iOS rounds it) and favicon-32.png.
// TestIconsRegenerate checks the checked-in files are what it draws.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"

	"golang.org/x/image/vector"
)

// Icon is one file: its name, size in pixels and shape.
type Icon struct {
	Name     string
	Size     int
	Maskable bool // full-bleed baize, the cards in the safe zone
	Square   bool // full-bleed baize, no rounded corners (the platform rounds it)
}

// Icons are the files written, the sizes browsers ask for.
var Icons = []Icon{
	{Name: "icon-192.png", Size: 192},
	{Name: "icon-512.png", Size: 512},
	{Name: "maskable-512.png", Size: 512, Maskable: true},
	{Name: "apple-touch-icon.png", Size: 180, Square: true},
	{Name: "favicon-32.png", Size: 32},
}

func main() {
	out := flag.String("o", "web/icons", "folder to write the icons to")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "gen-icons:", err)
		os.Exit(1)
	}
	for _, ic := range Icons {
		b, err := Encode(ic)
		if err == nil {
			err = os.WriteFile(filepath.Join(*out, ic.Name), b, 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "gen-icons:", err)
			os.Exit(1)
		}
	}
}

// Encode draws the icon and encodes it as PNG (best compression: the
// bytes are the same on every run).
func Encode(ic Icon) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, Draw(ic)); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// The page's colours (web/index.html): baize, its lamp-lit middle, the
// walnut rail, the card's cream and rule, the heart's red.
var (
	baizeDark  = color.RGBA{0x10, 0x30, 0x1e, 0xff}
	baizeLight = color.RGBA{0x2c, 0x64, 0x42, 0xff}
	walnut     = color.RGBA{0x4a, 0x2a, 0x14, 0xff}
	walnutDark = color.RGBA{0x2b, 0x17, 0x0a, 0xff}
	cream      = color.RGBA{0xf4, 0xea, 0xd0, 0xff}
	creamShade = color.RGBA{0xe0, 0xd0, 0xa8, 0xff}
	rule       = color.RGBA{0x8a, 0x5a, 0x2b, 0xff}
	red        = color.RGBA{0xb0, 0x20, 0x1a, 0xff}
	ink        = color.RGBA{0x1e, 0x1a, 0x16, 0xff}
	shadow     = color.RGBA{0, 0, 0, 0x60}
)

// pen fills shapes given in units of the icon's side (0..1) onto one image.
type pen struct {
	dst  *image.RGBA
	side float32
	// the current transform: rotate by ang about (cx, cy), then scale
	cx, cy, ang float64
}

func (p *pen) pt(x, y float64) (float32, float32) {
	s, c := math.Sincos(p.ang)
	dx, dy := x-p.cx, y-p.cy
	x, y = p.cx+dx*c-dy*s, p.cy+dx*s+dy*c
	return float32(x) * p.side, float32(y) * p.side
}

// fill draws the path built by f in src.
func (p *pen) fill(src image.Image, f func(r *path)) {
	r := &path{p: p, z: vector.NewRasterizer(p.dst.Bounds().Dx(), p.dst.Bounds().Dy())}
	f(r)
	r.z.ClosePath()
	r.z.Draw(p.dst, p.dst.Bounds(), src, image.Point{})
}

type path struct {
	p *pen
	z *vector.Rasterizer
}

func (r *path) move(x, y float64) { r.z.MoveTo(r.p.pt(x, y)) }
func (r *path) line(x, y float64) { r.z.LineTo(r.p.pt(x, y)) }
func (r *path) quad(ax, ay, x, y float64) {
	bx, by := r.p.pt(ax, ay)
	ex, ey := r.p.pt(x, y)
	r.z.QuadTo(bx, by, ex, ey)
}
func (r *path) cube(ax, ay, bx, by, x, y float64) {
	p1x, p1y := r.p.pt(ax, ay)
	p2x, p2y := r.p.pt(bx, by)
	ex, ey := r.p.pt(x, y)
	r.z.CubeTo(p1x, p1y, p2x, p2y, ex, ey)
}

// roundRect is a rectangle with corners of radius rad.
func (r *path) roundRect(x0, y0, x1, y1, rad float64) {
	r.move(x0+rad, y0)
	r.line(x1-rad, y0)
	r.quad(x1, y0, x1, y0+rad)
	r.line(x1, y1-rad)
	r.quad(x1, y1, x1-rad, y1)
	r.line(x0+rad, y1)
	r.quad(x0, y1, x0, y1-rad)
	r.line(x0, y0+rad)
	r.quad(x0, y0, x0+rad, y0)
	r.z.ClosePath()
}

// heart is a heart of width w centred on (x, y).
func (r *path) heart(x, y, w float64) {
	h := w * 0.92
	top := y - h*0.32
	r.move(x, top)
	r.cube(x-w*0.05, y-h*0.62, x-w*0.5, y-h*0.62, x-w*0.5, y-h*0.18)
	r.cube(x-w*0.5, y+h*0.1, x-w*0.2, y+h*0.28, x, y+h*0.52)
	r.cube(x+w*0.2, y+h*0.28, x+w*0.5, y+h*0.1, x+w*0.5, y-h*0.18)
	r.cube(x+w*0.5, y-h*0.62, x+w*0.05, y-h*0.62, x, top)
	r.z.ClosePath()
}

// spade is a spade of width w centred on (x, y), its stalk below.
func (r *path) spade(x, y, w float64) {
	h := w * 0.92
	r.move(x, y-h*0.55)
	r.cube(x+w*0.12, y-h*0.3, x+w*0.5, y-h*0.12, x+w*0.5, y+h*0.14)
	r.cube(x+w*0.5, y+h*0.4, x+w*0.18, y+h*0.45, x+w*0.04, y+h*0.26)
	r.quad(x+w*0.06, y+h*0.5, x+w*0.2, y+h*0.6)
	r.line(x-w*0.2, y+h*0.6)
	r.quad(x-w*0.06, y+h*0.5, x-w*0.04, y+h*0.26)
	r.cube(x-w*0.18, y+h*0.45, x-w*0.5, y+h*0.4, x-w*0.5, y+h*0.14)
	r.cube(x-w*0.5, y-h*0.12, x-w*0.12, y-h*0.3, x, y-h*0.55)
	r.z.ClosePath()
}

// radial is the lamp-lit baize: light in the middle, dark at the edge.
type radial struct {
	cx, cy, rad float64
	in, out     color.RGBA
}

func (g radial) ColorModel() color.Model { return color.RGBAModel }
func (g radial) Bounds() image.Rectangle {
	return image.Rect(-1e9, -1e9, 1e9, 1e9)
}
func (g radial) At(x, y int) color.Color {
	d := math.Hypot(float64(x)+0.5-g.cx, float64(y)+0.5-g.cy) / g.rad
	t := math.Min(1, d*d)
	mix := func(a, b uint8) uint8 { return uint8(math.Round(float64(a)*(1-t) + float64(b)*t)) }
	return color.RGBA{mix(g.in.R, g.out.R), mix(g.in.G, g.out.G), mix(g.in.B, g.out.B), 0xff}
}

func uniform(c color.Color) image.Image { return image.NewUniform(c) }

// Draw draws the icon.
func Draw(ic Icon) *image.RGBA {
	n := ic.Size
	dst := image.NewRGBA(image.Rect(0, 0, n, n))
	p := &pen{dst: dst, side: float32(n)}
	baize := radial{cx: float64(n) * 0.5, cy: float64(n) * 0.45, rad: float64(n) * 0.75, in: baizeLight, out: baizeDark}

	// The ground: the rail and the baize inside it, or (maskable) the
	// baize to every edge.
	corner := 0.2
	if ic.Square || ic.Maskable {
		corner = 0
	}
	if ic.Maskable || ic.Square {
		p.fill(baize, func(r *path) { r.roundRect(0, 0, 1, 1, 0) })
	} else {
		rail := 0.06
		if n <= 32 {
			rail = 0.09
		}
		p.fill(uniform(walnutDark), func(r *path) { r.roundRect(0, 0, 1, 1, corner) })
		p.fill(uniform(walnut), func(r *path) { r.roundRect(0.012, 0.012, 0.988, 0.988, corner*0.95) })
		p.fill(baize, func(r *path) { r.roundRect(rail, rail, 1-rail, 1-rail, math.Max(0, corner-rail)) })
	}

	// The cards, in a frame of the side given: the maskable icon keeps them
	// inside the middle 80% (the safe zone), a small one fills more.
	scale, off := 0.86, 0.07
	switch {
	case ic.Maskable:
		scale, off = 0.7, 0.15
	case ic.Square:
		scale, off = 0.8, 0.1
	case n <= 32:
		scale, off = 1.04, -0.02
	}
	card := func(cx, cy, ang float64, face func(r *path, cx, cy float64), faceColour color.Color) {
		w, h := 0.42*scale, 0.6*scale
		cx, cy = off+cx*scale, off+cy*scale
		rad := 0.045 * scale
		p.cx, p.cy, p.ang = cx, cy, ang*math.Pi/180
		sh := 0.012 * scale
		p.fill(uniform(shadow), func(r *path) { r.roundRect(cx-w/2+sh, cy-h/2+sh*2, cx+w/2+sh, cy+h/2+sh*2, rad) })
		p.fill(uniform(creamShade), func(r *path) { r.roundRect(cx-w/2, cy-h/2, cx+w/2, cy+h/2, rad) })
		p.fill(uniform(cream), func(r *path) { r.roundRect(cx-w/2+0.006, cy-h/2+0.006, cx+w/2-0.006, cy+h/2-0.006, rad) })
		if n > 32 {
			// The printed rule inside the edge.
			in := 0.03 * scale
			lw := math.Max(0.006, 1.2/float64(n))
			p.fill(uniform(rule), func(r *path) { r.roundRect(cx-w/2+in, cy-h/2+in, cx+w/2-in, cy+h/2-in, rad*0.6) })
			p.fill(uniform(cream), func(r *path) {
				r.roundRect(cx-w/2+in+lw, cy-h/2+in+lw, cx+w/2-in-lw, cy+h/2-in-lw, rad*0.5)
			})
		}
		p.fill(uniform(faceColour), func(r *path) { face(r, cx, cy) })
		p.cx, p.cy, p.ang = 0, 0, 0
	}
	card(0.37, 0.5, -14, func(r *path, cx, cy float64) { r.spade(cx, cy, 0.24*scale) }, ink)
	card(0.63, 0.52, 10, func(r *path, cx, cy float64) { r.heart(cx, cy, 0.26*scale) }, red)

	if corner > 0 {
		// Clear the corners outside the rail's rounding (transparent).
		mask := image.NewAlpha(dst.Bounds())
		m := &pen{dst: image.NewRGBA(dst.Bounds()), side: float32(n)}
		m.fill(uniform(color.White), func(r *path) { r.roundRect(0, 0, 1, 1, corner) })
		draw.Draw(mask, mask.Bounds(), m.dst, image.Point{}, draw.Src)
		out := image.NewRGBA(dst.Bounds())
		draw.DrawMask(out, out.Bounds(), dst, image.Point{}, mask, image.Point{}, draw.Over)
		dst = out
	}
	return dst
}
