package art

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Table returns the table surface, w×h physical pixels: deep green baize
// with a fine nap and a soft mottle, darkened towards the edges and in the
// shadow of a polished walnut rim. High contrast gives a plain near-black
// surface (#101010) with no texture. Generated on the CPU (tens of
// milliseconds at 1920×1080); make it once per window size and draw it.
// The result is the same for the same size on every platform.
func Table(w, h int, st Style) *ebiten.Image {
	w, h = max(w, 1), max(h, 1)
	img := ebiten.NewImage(w, h)
	pix := make([]byte, 4*w*h)
	if st.HighContrast {
		for i := 0; i < len(pix); i += 4 {
			pix[i], pix[i+1], pix[i+2], pix[i+3] = 0x10, 0x10, 0x10, 0xff
		}
	} else {
		baize(pix, w, h)
	}
	img.WritePixels(pix)
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

// hash2 is a small integer hash to [0, 1).
func hash2(x, y int32, seed uint32) float64 {
	h := uint32(x)*0x8da6b343 ^ uint32(y)*0xd8163841 ^ seed*0xcb1ab31f
	h ^= h >> 13
	h *= 0x5bd1e995
	h ^= h >> 15
	return float64(h&0xffffff) / float64(1<<24)
}

// valueNoise is smooth value noise with unit cells.
func valueNoise(x, y float64, seed uint32) float64 {
	ix, iy := math.Floor(x), math.Floor(y)
	fx, fy := x-ix, y-iy
	fx = fx * fx * (3 - 2*fx)
	fy = fy * fy * (3 - 2*fy)
	x0, y0 := int32(ix), int32(iy)
	a := hash2(x0, y0, seed)
	b := hash2(x0+1, y0, seed)
	c := hash2(x0, y0+1, seed)
	d := hash2(x0+1, y0+1, seed)
	return a + (b-a)*fx + (c-a)*fy + (a-b-c+d)*fx*fy
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

// noiseRow fills dst[x] with valueNoise(x/sx, y/sy, seed) for one row,
// hashing each lattice column once per row rather than per pixel.
func noiseRow(dst, col []float64, y, sx, sy float64, seed uint32) []float64 {
	fy := y / sy
	iy := math.Floor(fy)
	ty := fy - iy
	ty = ty * ty * (3 - 2*ty)
	n := int(float64(len(dst))/sx) + 2
	col = col[:0]
	for i := 0; i < n; i++ {
		a := hash2(int32(i), int32(iy), seed)
		c := hash2(int32(i), int32(iy)+1, seed)
		col = append(col, a+(c-a)*ty)
	}
	for x := range dst {
		fx := float64(x) / sx
		ix := int(fx)
		t := fx - float64(ix)
		t = t * t * (3 - 2*t)
		dst[x] = col[ix] + (col[ix+1]-col[ix])*t
	}
	return col
}

func baize(pix []byte, w, h int) {
	rw := RimWidth(w, h, Style{})
	fw, fh := float64(w), float64(h)
	const r0, g0, b0 = 30.0, 88.0, 56.0 // baize green
	shadow := float64(rw) * 1.2
	coarse, fine := make([]float64, w), make([]float64, w)
	var col []float64
	for y := 0; y < h; y++ {
		fy := float64(y)
		col = noiseRow(coarse, col, fy, 38, 22, 1)
		col = noiseRow(fine, col, fy, 9, 6, 2)
		ny := (fy/fh - 0.5) * 2
		for x := 0; x < w; x++ {
			i := 4 * (y*w + x)
			fx := float64(x)
			// Distance to each edge decides the rim rail (mitred corners).
			dl, dr, dt, db := x, w-1-x, y, h-1-y
			d := min(dl, dr, dt, db)
			if d < rw {
				along, seed := fx, uint32(0)
				if d == dl || d == dr { // a side rail: grain runs down
					along, seed = fy, 7
				}
				wr, wg, wb := wood(along, float64(d), float64(rw), seed)
				pix[i], pix[i+1], pix[i+2], pix[i+3] = clamp255(wr), clamp255(wg), clamp255(wb), 0xff
				continue
			}
			// Nap: per-pixel grain plus a soft, slightly streaky mottle.
			n := 0.6*coarse[x] + 0.4*fine[x]
			k := 0.93 + 0.12*n + 0.05*(hash2(int32(x), int32(y), 3)-0.5)
			// Vignette towards the edges.
			nx := (fx/fw - 0.5) * 2
			r := math.Sqrt(nx*nx*0.8 + ny*ny*0.9)
			k *= 1 - 0.32*smooth(0.35, 1.25, r)
			// The rim's shadow on the cloth.
			if fd := float64(d - rw); fd < shadow {
				t := 1 - fd/shadow
				k *= 1 - 0.45*t*t
			}
			pix[i], pix[i+1], pix[i+2], pix[i+3] = clamp255(r0*k), clamp255(g0*k), clamp255(b0*k), 0xff
		}
	}
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

// wood returns the rim colour at a point along a rail, across pixels from
// its outer edge: walnut grain (warped stripes) under a rounded bevel lit
// from above, with a dark bead at the inner edge.
func wood(along, across, rw float64, seed uint32) (r, g, b float64) {
	// Grain lines run along the rail, wandering slowly; fibres add streaks.
	warp := 5*valueNoise(along/80, across/9, 10+seed) + 1.5*valueNoise(along/17, across/4, 20+seed)
	grain := 0.5 + 0.5*math.Sin(across*1.25+warp)
	grain *= grain
	fibre := valueNoise(along/30, across*0.9, 30+seed)
	base := 0.72 + 0.22*grain + 0.1*(fibre-0.5)
	// Rounded profile: bright near the outer third, falling off inwards.
	t := across / rw
	light := 0.78 + 0.42*math.Sin(math.Pi*math.Min(1, t*1.15+0.08))
	if t > 0.86 {
		light *= 0.55 // the bead where wood meets cloth
	}
	if across < 1 {
		light *= 0.6 // outer edge
	}
	k := base * light
	return 104 * k, 62 * k, 34 * k
}
