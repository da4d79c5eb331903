package art

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// The helpers below are drawn on the CPU from a signed distance to a
// rounded rectangle, which gives exact antialiasing and lets fills be
// translucent (vector fills in Ebitengine v2.8 must be opaque).

// sdRoundRect is the signed distance from (px, py) to a w×h rectangle at
// the origin with corner radius r (negative inside).
func sdRoundRect(px, py, w, h, r float64) float64 {
	qx := math.Abs(px-w/2) - (w/2 - r)
	qy := math.Abs(py-h/2) - (h/2 - r)
	out := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
	return out + math.Min(math.Max(qx, qy), 0) - r
}

func premul(c color.Color) [4]float64 {
	r, g, b, a := c.RGBA() // already premultiplied, 16 bit
	return [4]float64{float64(r) / 257, float64(g) / 257, float64(b) / 257, float64(a) / 257}
}

// Panel returns a w×h physical-pixel rounded rectangle with corner radius
// radius, filled with fill and edged with an inner border edgeWidth wide in
// edge (0 for none). Either colour may be translucent: use it for dialogs,
// the log, the score board, buttons.
func Panel(w, h int, radius, edgeWidth float64, fill, edge color.Color) *ebiten.Image {
	w, h = max(w, 1), max(h, 1)
	img := ebiten.NewImage(w, h)
	img.WritePixels(panelPix(w, h, radius, edgeWidth, premul(fill), premul(edge)))
	return img
}

// panelPix is Panel's pixels. Away from its corners and edge (m in from
// every side) a pixel is the fill, exactly as panelPixel would make it:
// those are copied, the rest worked out (a panel's start was its interior).
func panelPix(w, h int, radius, edgeWidth float64, f, e [4]float64) []byte {
	fw, fh := float64(w), float64(h)
	radius = panelRadius(radius, fw, fh)
	pix := make([]byte, 4*w*h)
	var in [4]byte
	for c := range in {
		in[c] = clamp255(f[c])
	}
	// Pixel centres at least m from every side: sdRoundRect ≤ −m there, so
	// cover and inner are 1 (m ≥ edgeWidth+1 leaves half a pixel to spare).
	m := math.Max(radius, edgeWidth+1)
	x0, x1 := int(math.Ceil(m-0.5)), int(math.Floor(fw-m-0.5))
	for y := 0; y < h; y++ {
		py := float64(y) + 0.5
		inside := py >= m && py <= fh-m
		for x := 0; x < w; x++ {
			i := 4 * (y*w + x)
			if inside && x >= x0 && x <= x1 {
				copy(pix[i:i+4], in[:])
				continue
			}
			panelPixel(pix[i:i+4], x, y, fw, fh, radius, edgeWidth, f, e)
		}
	}
	return pix
}

// panelRadius is a panel's corner radius, fitted to its size.
func panelRadius(radius, fw, fh float64) float64 {
	return math.Max(0, math.Min(radius, math.Min(fw, fh)/2))
}

// panelPixel is one pixel of a panel (radius already fitted to it).
func panelPixel(px []byte, x, y int, fw, fh, radius, edgeWidth float64, f, e [4]float64) {
	d := sdRoundRect(float64(x)+0.5, float64(y)+0.5, fw, fh, radius)
	cover := math.Max(0, math.Min(1, 0.5-d))
	if cover == 0 {
		return
	}
	// Share of the pixel that is border rather than fill.
	inner := math.Max(0, math.Min(1, 0.5-(d+edgeWidth)))
	if edgeWidth <= 0 {
		inner = 1
	}
	for c := 0; c < 4; c++ {
		px[c] = clamp255(cover * (f[c]*inner + e[c]*(1-inner)))
	}
}

// Glow returns a soft halo of clr around a w×h rounded rectangle (corner
// radius radius) fading to nothing over spread pixels; the image is
// (w+2*spread)×(h+2*spread) and its middle is solid clr. Draw it at
// (x-spread, y-spread) under a card at (x, y) to lift or highlight it (a
// gold glow), or offset and in translucent black as its shadow.
func Glow(w, h int, radius, spread float64, clr color.Color) *ebiten.Image {
	s := int(math.Ceil(math.Max(spread, 1)))
	W, H := max(w, 1)+2*s, max(h, 1)+2*s
	c := premul(clr)
	pix := make([]byte, 4*W*H)
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			d := sdRoundRect(float64(x-s)+0.5, float64(y-s)+0.5, float64(w), float64(h), radius)
			var a float64
			switch {
			case d <= 0:
				a = 1
			case d < spread:
				t := 1 - d/spread
				a = t * t * (3 - 2*t)
			default:
				continue
			}
			i := 4 * (y*W + x)
			for k := 0; k < 4; k++ {
				pix[i+k] = clamp255(c[k] * a)
			}
		}
	}
	img := ebiten.NewImage(W, H)
	img.WritePixels(pix)
	return img
}

// Chip returns a pill-shaped label — label in Bold at px physical pixels,
// in ink on fill — for floating "+2", "go", "31 for two", badges. Its
// height is about 1.6×px and its width fits the text.
func Chip(label string, px float64, fill, ink color.Color) *ebiten.Image {
	face := Font(Bold, px)
	tw, _ := text.Measure(label, face, 0)
	h := int(math.Ceil(px * 1.6))
	w := int(math.Ceil(tw + px*1.1))
	w = max(w, h)
	img := Panel(w, h, float64(h)/2, math.Max(1, px/12), fill, darker(ink, fill))
	op := &text.DrawOptions{}
	op.PrimaryAlign = text.AlignCenter
	op.SecondaryAlign = text.AlignCenter
	op.GeoM.Translate(float64(w)/2, float64(h)/2)
	op.ColorScale.ScaleWithColor(ink)
	text.Draw(img, label, face, op)
	return img
}

// darker is the chip's edge: the ink at half strength over the fill.
func darker(ink, fill color.Color) color.Color {
	a, b := premul(ink), premul(fill)
	return color.RGBA{clamp255((a[0] + b[0]) / 2), clamp255((a[1] + b[1]) / 2), clamp255((a[2] + b[2]) / 2), clamp255(b[3])}
}
