// The board's wood: its base (walnut or black) with the grain, the
// street and the rows' engraving, and the stamps of its holes and pegs.

package art

import (
	"math"
	"sync"

	"noddy/ui/board"

	"github.com/hajimehoshi/ebiten/v2"
)

// boardBase is the board's wood (or black) with its rounded, bevelled
// edge and, round it in the margin, its shadow, its brass inlays (the line
// round the board, the streets) and Willughby's channel: premultiplied
// RGBA, w×h. All of it is computed here on the CPU, per pixel, with a
// fast path for the middle of the board (antialiased vector strokes cost
// in proportion to the image they are drawn into, the whole board).
func boardBase(w, h int, margin float64, l *board.BoardLayout, hc bool) []byte {
	pix := make([]byte, 4*w*h)
	bw, bh := l.Bounds.W, l.Bounds.H
	p := l.Pitch
	rad := l.Radius
	bevel := math.Max(1.5, 0.22*p)
	edgeLine := math.Max(1.5, 0.07*p) // high contrast: the white edge
	var grain []byte
	if !hc {
		grain = woodGrain()
	}
	// The lines, in the image's pixels.
	ox, oy := l.Bounds.X-margin, l.Bounds.Y-margin
	lw := math.Max(1, 0.07*p) // a brass line's core; its dark bed 1.8 times that
	if hc {
		lw = math.Max(1, 0.06*p)
	}
	toSegs := func(pts []board.Point, pad float64) []segment {
		var out []segment
		for i := 1; i < len(pts); i++ {
			out = append(out, newSegment(pts[i-1].X-ox, pts[i-1].Y-oy, pts[i].X-ox, pts[i].Y-oy, pad))
		}
		return out
	}
	var streets []segment
	for _, line := range l.Inlays {
		streets = append(streets, toSegs(line, lw+1)...)
	}
	chanW := 0.95 * p // Willughby's channel
	if hc {
		chanW = math.Max(1, 0.05*p) // a fine white line instead
	}
	path := toSegs(l.Path, chanW/2+1)
	ring := math.Max(2, 0.28*p) // the brass line round the board, this far in
	// Pixels farther than this from every edge see no edge effect.
	inner := math.Max(rad, math.Max(bevel, ring+lw*1.5)) + 2
	var rowStreets, rowPath []segment // the segments near this row
	for y := 0; y < h; y++ {
		py := float64(y) + 0.5 - margin
		fy := float64(y) + 0.5
		rowStreets, rowPath = nearRow(rowStreets[:0], streets, fy), nearRow(rowPath[:0], path, fy)
		for x := 0; x < w; x++ {
			px := float64(x) + 0.5 - margin
			i := 4 * (y*w + x)
			edge := px < inner || py < inner || px > bw-inner || py > bh-inner
			d := -inner // the signed distance to the board's edge, if near it
			if edge {
				d = sdBoard(px, py, bw, bh, rad)
			}
			if d >= 0.5 {
				if hc {
					continue
				}
				// The shadow on the cloth, offset down and right.
				ds := sdBoard(px-margin*0.25, py-margin*0.45, bw, bh, rad)
				if ds < margin {
					t := 1 - math.Max(0, ds)/margin
					pix[i+3] = clamp255(255 * 0.5 * t * t)
				}
				continue
			}
			cover := clamp01(0.5 - d)
			fx := float64(x) + 0.5
			ds, dp := math.Inf(1), math.Inf(1)
			if len(rowStreets) > 0 {
				ds = lineDist(fx, fy, rowStreets)
			}
			if len(rowPath) > 0 {
				dp = lineDist(fx, fy, rowPath)
			}
			if hc {
				// Black within a white edge; white lines.
				white := 1 - clamp01(0.5-(d+edgeLine))
				white = math.Max(white, clamp01(0.5+lw/2-ds))
				white = math.Max(white, clamp01(0.5+chanW/2-dp))
				v := 255 * white * cover
				pix[i], pix[i+1], pix[i+2], pix[i+3] = clamp255(v), clamp255(v), clamp255(v), clamp255(255*cover)
				continue
			}
			// The wood: the grain tile runs along the board's long side.
			gx, gy := x, y
			if l.Tall {
				gx, gy = y, x
			}
			gi := 3 * ((gy%grainH)*grainW + gx%grainW)
			r, g, b := float64(grain[gi]), float64(grain[gi+1]), float64(grain[gi+2])
			// Willughby's channel: the wood routed a little, darker.
			if c := clamp01(0.5 + chanW/2 - dp); c > 0 {
				k := 1 - 0.3*c
				r, g, b = r*k, g*k, b*k
			}
			// Brass lines: a dark bed, a brass core.
			bed := clamp01(0.5 + 0.9*lw - ds)
			core := clamp01(0.5 + 0.5*lw - ds)
			if edge {
				dr := math.Abs(d + ring)
				bed = math.Max(bed, clamp01(0.5+(0.9*lw-dr)))
				core = math.Max(core, clamp01(0.5+(0.5*lw-dr)))
			}
			if bed > 0 {
				r += (float64(brassDark.R) - r) * bed
				g += (float64(brassDark.G) - g) * bed
				b += (float64(brassDark.B) - b) * bed
				r += (float64(brass.R) - r) * core
				g += (float64(brass.G) - g) * core
				b += (float64(brass.B) - b) * core
			}
			// The bevel: lit along the top and left edges, shaded along
			// the bottom and right, darkest at the very edge.
			if edge && -d < bevel {
				t := 1 - (-d)/bevel // 1 at the edge, 0 inside
				nx, ny := edgeNormal(px, py, bw, bh, rad)
				lit := -(nx*0.6 + ny*0.8) // facing the light (top left)
				k := 1 + 0.35*lit*t*t
				if -d < 1.2 {
					k *= 0.55
				}
				r, g, b = r*k, g*k, b*k
			}
			// Edge pixels lie over the shadow (premultiplied black).
			sa := 0.0
			if cover < 1 {
				if ds := sdBoard(px-margin*0.25, py-margin*0.45, bw, bh, rad); ds < margin {
					t := 1 - math.Max(0, ds)/margin
					sa = 0.5 * t * t * (1 - cover)
				}
			}
			pix[i] = clamp255(r * cover)
			pix[i+1] = clamp255(g * cover)
			pix[i+2] = clamp255(b * cover)
			pix[i+3] = clamp255(255 * (cover + sa))
		}
	}
	return pix
}

// sdBoard is sdRoundRect without math.Hypot, Max and Min (slow per
// pixel): the signed distance from (px, py) to a w×h rectangle at the
// origin with corner radius r.
func sdBoard(px, py, w, h, r float64) float64 {
	qx := px - w/2
	if qx < 0 {
		qx = -qx
	}
	qy := py - h/2
	if qy < 0 {
		qy = -qy
	}
	qx -= w/2 - r
	qy -= h/2 - r
	if qx > 0 && qy > 0 {
		return math.Sqrt(qx*qx+qy*qy) - r
	}
	return max(qx, qy) - r
}

// segment is a line segment with its bounding box grown by pad, so most
// pixels are ruled out by four comparisons.
type segment struct {
	x0, y0, x1, y1     float64
	bx0, by0, bx1, by1 float64
	dx, dy, invLen2    float64
}

func newSegment(x0, y0, x1, y1, pad float64) segment {
	s := segment{x0: x0, y0: y0, x1: x1, y1: y1, dx: x1 - x0, dy: y1 - y0}
	s.bx0, s.bx1 = math.Min(x0, x1)-pad, math.Max(x0, x1)+pad
	s.by0, s.by1 = math.Min(y0, y1)-pad, math.Max(y0, y1)+pad
	if l2 := s.dx*s.dx + s.dy*s.dy; l2 > 0 {
		s.invLen2 = 1 / l2
	}
	return s
}

// nearRow appends to out the segments of segs whose box reaches row y,
// each box narrowed to the stretch of the row within its pad of the line
// (a slanting line crosses a row in a few pixels).
func nearRow(out, segs []segment, y float64) []segment {
	for _, s := range segs {
		if y < s.by0 || y > s.by1 {
			continue
		}
		if math.Abs(s.dy) > 1e-9 {
			pad := s.y0 - s.by0 // the pad the box was grown by
			if s.y1 < s.y0 {
				pad = s.y1 - s.by0
			}
			xc := s.x0 + (y-s.y0)*s.dx/s.dy
			hw := pad * math.Hypot(s.dx, s.dy) / math.Abs(s.dy)
			s.bx0, s.bx1 = math.Max(s.bx0, xc-hw), math.Min(s.bx1, xc+hw)
		}
		out = append(out, s)
	}
	return out
}

// lineDist is the distance from (x, y) to the nearest of segs, +Inf when
// it is outside all their boxes.
func lineDist(x, y float64, segs []segment) float64 {
	best := math.Inf(1)
	for i := range segs {
		s := &segs[i]
		if x < s.bx0 || x > s.bx1 || y < s.by0 || y > s.by1 {
			continue
		}
		t := clamp01(((x-s.x0)*s.dx + (y-s.y0)*s.dy) * s.invLen2)
		ex, ey := x-(s.x0+t*s.dx), y-(s.y0+t*s.dy)
		best = math.Min(best, ex*ex+ey*ey)
	}
	return math.Sqrt(best)
}

// edgeNormal is the outward direction of the rounded rect's nearest edge.
func edgeNormal(px, py, w, h, r float64) (float64, float64) {
	qx := math.Abs(px-w/2) - (w/2 - r)
	qy := math.Abs(py-h/2) - (h/2 - r)
	sx, sy := 1.0, 1.0
	if px < w/2 {
		sx = -1
	}
	if py < h/2 {
		sy = -1
	}
	if qx > 0 && qy > 0 {
		n := math.Hypot(qx, qy)
		return sx * qx / n, sy * qy / n
	}
	if qx > qy {
		return sx, 0
	}
	return 0, sy
}

func clamp01(v float64) float64 {
	if v <= 0 {
		return 0
	}
	if v >= 1 {
		return 1
	}
	return v
}

// The walnut grain: a seamless RGB tile, grainW along the grain by grainH
// across, made once per process.
const grainW, grainH = 1024, 256

var grainTile struct {
	once sync.Once
	pix  []byte
}

func woodGrain() []byte {
	grainTile.once.Do(func() {
		pix := make([]byte, 3*grainW*grainH)
		ax128, ax32, ax16, ax256 := newNoiseAxis(grainW, 128), newNoiseAxis(grainW, 32), newNoiseAxis(grainW, 16), newNoiseAxis(grainW, 256)
		w1, w2, fib, fig := make([]float64, grainW), make([]float64, grainW), make([]float64, grainW), make([]float64, grainW)
		for y := 0; y < grainH; y++ {
			fy := float64(y)
			ax128.row(w1, fy/32, 51, 8)
			ax32.row(w2, fy/8, 52, 32)
			ax16.row(fib, fy*0.5, 53, 64)
			ax256.row(fig, fy/64, 54, 4)
			for x := 0; x < grainW; x++ {
				// Growth lines across the tile, wandering along it.
				warp := 5*w1[x] + 1.6*w2[x]
				ring := 0.5 + 0.5*math.Sin(fy*2*math.Pi*20/grainH+warp)
				ring = ring * ring * ring
				fibre := fib[x]
				figure := fig[x]
				k := 0.86 + 0.1*figure + 0.07*(fibre-0.5) - 0.2*ring
				i := 3 * (y*grainW + x)
				pix[i], pix[i+1], pix[i+2] = clamp255(120*k), clamp255(76*k), clamp255(44*k)
			}
		}
		grainTile.pix = pix
	})
	return grainTile.pix
}

// holeStamp is a hole of radius r (its rim included): a dark bore in a
// brass rim lit from the top left (a second rim round a game hole); in
// high contrast a white ring, hollow.
func holeStamp(r float64, hc, game bool) *ebiten.Image {
	s := 2 * (int(math.Ceil(r)) + 2)
	c := float64(s) / 2
	pix := make([]byte, 4*s*s)
	rimW := math.Max(1.2, r*0.34)
	if hc {
		rimW = math.Max(1.5, r*0.3)
	}
	inner := r - rimW
	for y := 0; y < s; y++ {
		for x := 0; x < s; x++ {
			dx, dy := float64(x)+0.5-c, float64(y)+0.5-c
			d := math.Hypot(dx, dy)
			cover := clamp01(r + 0.5 - d)
			if cover == 0 {
				continue
			}
			i := 4 * (y*s + x)
			ring := clamp01(d - inner + 0.5) // 1 on the rim, 0 in the bore
			if game {
				// A thin groove of wood between an outer and an inner rim.
				g := r - rimW*0.55
				if math.Abs(d-g) < rimW*0.18 {
					ring *= 0.35
				}
			}
			var cr, cg, cb float64
			if hc {
				v := 255 * ring
				cr, cg, cb = v, v, v
			} else {
				// The rim: a bead, bright where it faces the light.
				ux, uy := 0.0, 0.0
				if d > 0 {
					ux, uy = dx/d, dy/d
				}
				mid := inner + rimW/2
				bead := (d - mid) / (rimW / 2) // -1 inner edge, 1 outer edge
				facing := -(ux*0.6 + uy*0.8)
				lit := 0.8 + 0.45*facing*bead - 0.15*bead*bead
				rc, gc, bc := float64(brass.R)*lit, float64(brass.G)*lit, float64(brass.B)*lit
				// The bore: lit on its far (bottom right) wall.
				wall := clamp01(0.5 + 0.5*(ux*0.6+uy*0.8)*d/math.Max(inner, 0.5))
				bk := 0.7 + 0.9*wall*wall
				br, bg, bb := float64(boreColour.R)*bk, float64(boreColour.G)*bk, float64(boreColour.B)*bk
				cr, cg, cb = br+(rc-br)*ring, bg+(gc-bg)*ring, bb+(bc-bb)*ring
			}
			pix[i], pix[i+1], pix[i+2], pix[i+3] = clamp255(cr*cover), clamp255(cg*cover), clamp255(cb*cover), clamp255(255*cover)
		}
	}
	img := newSource(s, s)
	img.WritePixels(pix)
	return img
}

// pegStamp is side's peg head, radius r: a dome in the side's colour lit
// from the top left; in high contrast a solid white disc, square or
// triangle edged in black.
func pegStamp(r float64, side int, st Style) *ebiten.Image {
	s := 2 * (int(math.Ceil(r*1.6)) + 2)
	c := float64(s) / 2
	pix := make([]byte, 4*s*s)
	base := PegColour(side, st)
	edgeW := math.Max(1.2, r*0.16)
	for y := 0; y < s; y++ {
		for x := 0; x < s; x++ {
			dx, dy := float64(x)+0.5-c, float64(y)+0.5-c
			i := 4 * (y*s + x)
			if st.HighContrast {
				d := shapeDist(PegShape(side), dx, dy, r)
				cover := clamp01(0.5 - d)
				if cover == 0 {
					continue
				}
				v := 255 * clamp01(0.5-(d+edgeW)) // white inside a black edge
				pix[i], pix[i+1], pix[i+2], pix[i+3] = clamp255(v*cover), clamp255(v*cover), clamp255(v*cover), clamp255(255*cover)
				continue
			}
			d := math.Hypot(dx, dy)
			cover := clamp01(r + 0.5 - d)
			if cover == 0 {
				continue
			}
			nx, ny := dx/r, dy/r
			nz := math.Sqrt(math.Max(0, 1-nx*nx-ny*ny))
			lx, ly, lz := -0.45, -0.55, 0.7
			diff := math.Max(0, nx*lx+ny*ly+nz*lz)
			hx, hy, hz := lx, ly, lz+1
			hn := math.Sqrt(hx*hx + hy*hy + hz*hz)
			spec := math.Pow(math.Max(0, (nx*hx+ny*hy+nz*hz)/hn), 30)
			k := 0.32 + 0.8*diff
			rim := clamp01((d - (r - edgeW)) / edgeW) // a dark edge to the head
			k *= 1 - 0.45*rim
			cr := float64(base.R)*k + 255*0.7*spec
			cg := float64(base.G)*k + 255*0.7*spec
			cb := float64(base.B)*k + 255*0.7*spec
			pix[i], pix[i+1], pix[i+2], pix[i+3] = clamp255(cr*cover), clamp255(cg*cover), clamp255(cb*cover), clamp255(255*cover)
		}
	}
	// On Ebitengine's atlas (not a source of its own), so that drawing the
	// pegs and shadows one after another merges into one command.
	img := ebiten.NewImage(s, s)
	img.WritePixels(pix)
	return img
}

// shapeDist is the signed distance from (x, y) to a peg shape of radius
// r centred on the origin: a disc, a square of the same area's feel, a
// triangle pointing up.
func shapeDist(shape string, x, y, r float64) float64 {
	switch shape {
	case "square":
		h := r * 0.9
		qx, qy := math.Abs(x)-h, math.Abs(y)-h
		return math.Hypot(math.Max(qx, 0), math.Max(qy, 0)) + math.Min(math.Max(qx, qy), 0)
	case "triangle":
		// Equilateral, pointing up, its centroid at the origin (after
		// Inigo Quilez's distance to a triangle, y turned up).
		k := math.Sqrt(3)
		r *= 1.3 // as much white as the disc
		px, py := math.Abs(x)-r, -y+r/k
		if px+k*py > 0 {
			px, py = (px-k*py)/2, (-k*px-py)/2
		}
		px -= math.Max(-2*r, math.Min(0, px))
		return -math.Hypot(px, py) * math.Copysign(1, py)
	}
	return math.Hypot(x, y) - r
}

// shadowStamp is a peg's soft shadow, radius about r.
func shadowStamp(r float64) *ebiten.Image {
	spread := math.Max(1.5, r*0.45)
	s := 2 * (int(math.Ceil(r+spread)) + 2)
	c := float64(s) / 2
	pix := make([]byte, 4*s*s)
	for y := 0; y < s; y++ {
		for x := 0; x < s; x++ {
			d := math.Hypot(float64(x)+0.5-c, float64(y)+0.5-c) - r*0.9
			a := 1 - smooth(-spread*0.5, spread, d)
			pix[4*(y*s+x)+3] = clamp255(255 * 0.55 * a)
		}
	}
	img := ebiten.NewImage(s, s)
	img.WritePixels(pix)
	return img
}
