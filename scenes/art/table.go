package art

import (
	"image"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Table returns the table surface, w×h physical pixels: deep green baize
// with a fine nap and a soft mottle, darkened towards the edges and in the
// shadow of a polished walnut rim (see RimWidth). High contrast gives a
// plain near-black surface (#101010) with no texture.
//
// It is cheap enough to remake while a window is being resized: the cloth
// is a 512 px seamless tile made once per process, the vignette a small
// gradient stretched over the surface, and only the rim (a band
// RimWidth×2.2 px wide round the edge) is computed per call on the CPU.
func Table(w, h int, st Style) *ebiten.Image {
	w, h = max(w, 1), max(h, 1)
	img := ebiten.NewImage(w, h)
	if st.HighContrast {
		img.Fill(rgb(0x10, 0x10, 0x10))
		return img
	}
	felt := feltSources()
	var op ebiten.DrawImageOptions
	for y := 0; y < h; y += tileSize {
		for x := 0; x < w; x += tileSize {
			op.GeoM.Reset()
			op.GeoM.Translate(float64(x), float64(y))
			img.DrawImage(felt.tile, &op)
		}
	}
	op.GeoM.Reset()
	op.GeoM.Translate(-0.5, -0.5) // texel centres on the surface's edges
	op.GeoM.Scale(float64(w)/float64(vignetteSize-1), float64(h)/float64(vignetteSize-1))
	op.Filter = ebiten.FilterLinear
	img.DrawImage(felt.vignette, &op)
	rim(img, w, h)
	return img
}

// RimWidth is the width in physical pixels of the wooden rim Table draws
// around a w×h surface (0 when the surface is too small for one, and in
// high contrast). Lay nothing under it.
func RimWidth(w, h int, st Style) int {
	if st.HighContrast {
		return 0
	}
	m := min(w, h)
	rw := int(math.Round(float64(m) * 0.022))
	rw = min(max(rw, 6), 36)
	if m < 8*rw {
		return 0
	}
	return rw
}

const (
	tileSize     = 512
	vignetteSize = 65
)

type feltImages struct {
	once           sync.Once
	tile, vignette *ebiten.Image
}

var felt feltImages

// feltSources makes the baize tile and the vignette once per process.
func feltSources() *feltImages {
	felt.once.Do(func() {
		pix := make([]byte, 4*tileSize*tileSize)
		baizeTile(pix)
		felt.tile = newSource(tileSize, tileSize)
		felt.tile.WritePixels(pix)
		felt.vignette = newSource(vignetteSize, vignetteSize)
		felt.vignette.WritePixels(vignette())
	})
	return &felt
}

// hash2 is a small integer hash to [0, 1).
func hash2(x, y int32, seed uint32) float64 {
	h := uint32(x)*0x8da6b343 ^ uint32(y)*0xd8163841 ^ seed*0xcb1ab31f
	h ^= h >> 13
	h *= 0x5bd1e995
	h ^= h >> 15
	return float64(h&0xffffff) / float64(1<<24)
}

// valueNoise is smooth value noise with unit cells; with period > 0 the
// lattice wraps every period cells in both directions (seamless tiles).
func valueNoise(x, y float64, seed uint32, period int32) float64 {
	x0, fx := latticeCell(x)
	y0, fy := latticeCell(y)
	x1, y1 := x0+1, y0+1
	if period > 0 {
		x0, y0, x1, y1 = wrap(x0, period), wrap(y0, period), wrap(x1, period), wrap(y1, period)
	}
	return bilerp(hash2(x0, y0, seed), hash2(x1, y0, seed), hash2(x0, y1, seed), hash2(x1, y1, seed), fx, fy)
}

// latticeCell is the lattice cell x lies in and its eased fraction across
// it (smoothstep: no crease at the cells' edges).
func latticeCell(x float64) (int32, float64) {
	ix := math.Floor(x)
	f := x - ix
	return int32(ix), f * f * (3 - 2*f)
}

// bilerp blends the cell's corner values a (x0, y0), b (x1, y0), c (x0,
// y1) and d (x1, y1) at the eased fractions fx, fy.
func bilerp(a, b, c, d, fx, fy float64) float64 {
	return a + (b-a)*fx + (c-a)*fy + (a-b-c+d)*fx*fy
}

func wrap(i, n int32) int32 {
	i %= n
	if i < 0 {
		i += n
	}
	return i
}

func clamp255(v float64) byte {
	if v <= 0 {
		return 0
	}
	if v >= 255 {
		return 255
	}
	return byte(v + 0.5)
}

// baizeTile fills a seamless tileSize² tile of cloth: per-pixel grain and
// a soft, slightly streaky mottle (cells wider than tall).
func baizeTile(pix []byte) {
	const r0, g0, b0 = 30.0, 88.0, 56.0 // baize green
	mottle, grain := newNoiseAxis(tileSize, 32), newNoiseAxis(tileSize, 8)
	n1, n2 := make([]float64, tileSize), make([]float64, tileSize)
	for y := 0; y < tileSize; y++ {
		fy := float64(y)
		mottle.row(n1, fy/16, 1, tileSize/32)
		grain.row(n2, fy/8, 2, tileSize/8)
		for x := 0; x < tileSize; x++ {
			n := 0.6*n1[x] + 0.4*n2[x]
			k := 0.93 + 0.12*n + 0.05*(hash2(int32(x), int32(y), 3)-0.5)
			i := 4 * (y*tileSize + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = clamp255(r0*k), clamp255(g0*k), clamp255(b0*k), 0xff
		}
	}
}

// vignette is black whose alpha darkens the cloth towards the edges; it is
// stretched over the whole surface, corner texels on the corners.
func vignette() []byte {
	pix := make([]byte, 4*vignetteSize*vignetteSize)
	for y := 0; y < vignetteSize; y++ {
		for x := 0; x < vignetteSize; x++ {
			nx := float64(x)/float64(vignetteSize-1)*2 - 1
			ny := float64(y)/float64(vignetteSize-1)*2 - 1
			r := math.Sqrt(nx*nx*0.8 + ny*ny*0.9)
			pix[4*(y*vignetteSize+x)+3] = clamp255(255 * 0.32 * smooth(0.35, 1.25, r))
		}
	}
	return pix
}

// rim draws the walnut rim and its shadow on the cloth as four mitred
// strips, each computed on the CPU.
func rim(img *ebiten.Image, w, h int) {
	rw := RimWidth(w, h, Style{})
	if rw == 0 {
		return
	}
	for side := 0; side < 4; side++ {
		r, pix := rimStrip(w, h, rw, side)
		strip := newSource(r.Dx(), r.Dy())
		strip.WritePixels(pix)
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
		img.DrawImage(strip, &op)
		strip.Deallocate()
	}
}

// rimStrip is one side's strip of the rim, rw wide, and its shadow: its
// rectangle on the w×h surface and its pixels (premultiplied RGBA).
func rimStrip(w, h, rw, side int) (image.Rectangle, []byte) {
	band := rw + int(math.Ceil(float64(rw)*1.2))
	band = min(band, w/2, h/2)
	shadow := float64(rw) * 1.2
	var r image.Rectangle
	length, seed := w, uint32(0) // along the rail
	switch side {
	case 0:
		r = image.Rect(0, 0, w, band)
	case 1:
		r = image.Rect(0, h-band, w, h)
	case 2:
		r = image.Rect(0, 0, band, h)
		length, seed = h, 7 // a side rail: grain runs down
	default:
		r = image.Rect(w-band, 0, w, h)
		length, seed = h, 7
	}
	// The grain's noise along the rail, a row for each pixel across it,
	// made when first needed (woodRow).
	grain := make([]*woodRow, rw)
	axes := [3]*noiseAxis{newNoiseAxis(length, 80), newNoiseAxis(length, 17), newNoiseAxis(length, 30)}
	sw, sh := r.Dx(), r.Dy()
	pix := make([]byte, 4*sw*sh)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			dl, dr, dt, db := x, w-1-x, y, h-1-y
			d := min(dl, dr, dt, db)
			// Only this side's pixels: the nearest edge, ties to the
			// horizontal rails (mitred corners).
			mine := [4]bool{d == dt, d == db && d != dt, d == dl && d != dt && d != db, d == dr && d != dt && d != db && d != dl}
			if !mine[side] {
				continue
			}
			i := 4 * ((y-r.Min.Y)*sw + (x - r.Min.X))
			if d < rw {
				if grain[d] == nil {
					grain[d] = newWoodRow(axes, float64(d), float64(rw), seed)
				}
				along := x
				if side >= 2 {
					along = y
				}
				wr, wg, wb := grain[d].at(along)
				pix[i], pix[i+1], pix[i+2], pix[i+3] = clamp255(wr), clamp255(wg), clamp255(wb), 0xff
				continue
			}
			if fd := float64(d - rw); fd < shadow {
				t := 1 - fd/shadow
				pix[i+3] = clamp255(255 * 0.45 * t * t) // black, premultiplied
			}
		}
	}
	return r, pix
}

// woodRow is the rim's wood along a rail at one distance across it from
// its outer edge: walnut grain (warped stripes) under a rounded bevel lit
// from above, with a dark bead at the inner edge.
type woodRow struct {
	warp1, warp2, fibre []float64 // the grain's noise at each point along
	across, light       float64
}

func newWoodRow(axes [3]*noiseAxis, across, rw float64, seed uint32) *woodRow {
	n := len(axes[0].f)
	wr := &woodRow{warp1: make([]float64, n), warp2: make([]float64, n), fibre: make([]float64, n), across: across}
	// Grain lines run along the rail, wandering slowly; fibres add streaks.
	axes[0].row(wr.warp1, across/9, 10+seed, 0)
	axes[1].row(wr.warp2, across/4, 20+seed, 0)
	axes[2].row(wr.fibre, across*0.9, 30+seed, 0)
	// Rounded profile: bright near the outer third, falling off inwards.
	t := across / rw
	light := 0.78 + 0.42*math.Sin(math.Pi*math.Min(1, t*1.15+0.08))
	if t > 0.86 {
		light *= 0.55 // the bead where wood meets cloth
	}
	if across < 1 {
		light *= 0.6 // outer edge
	}
	wr.light = light
	return wr
}

// at is the wood's colour at a point along the rail.
func (wr *woodRow) at(along int) (r, g, b float64) {
	warp := 5*wr.warp1[along] + 1.5*wr.warp2[along]
	grain := 0.5 + 0.5*math.Sin(wr.across*1.25+warp)
	grain *= grain
	base := 0.72 + 0.22*grain + 0.1*(wr.fibre[along]-0.5)
	k := base * wr.light
	return 104 * k, 62 * k, 34 * k
}

func smooth(e0, e1, x float64) float64 {
	// Plain comparisons: math.Min and math.Max are slow per pixel.
	t := (x - e0) / (e1 - e0)
	if t <= 0 {
		return 0
	}
	if t >= 1 {
		return 1
	}
	return t * t * (3 - 2*t)
}
