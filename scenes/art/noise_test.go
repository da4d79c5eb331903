package art

import (
	"math"
	"sync"
	"testing"
)

// TestNoiseRowExact holds the row-at-a-time noise to valueNoise's value
// per pixel, to the bit, for every scale, period and row the cloth and
// the board's grain use, and the two tiles to the ones worked out pixel by
// pixel as they were before.
func TestNoiseRowExact(t *testing.T) {
	for _, c := range []struct {
		n         int
		scale, ys float64
		seed      uint32
		period    int32
	}{
		{tileSize, 32, 1.0 / 16, 1, tileSize / 32}, {tileSize, 8, 1.0 / 8, 2, tileSize / 8},
		{grainW, 128, 1.0 / 32, 51, 8}, {grainW, 32, 1.0 / 8, 52, 32}, {grainW, 16, 0.5, 53, 64}, {grainW, 256, 1.0 / 64, 54, 4},
		{300, 7, 0.3, 9, 0}, // no period, a scale that is not a power of two
	} {
		ax := newNoiseAxis(c.n, c.scale)
		got := make([]float64, c.n)
		for y := range 70 {
			Y := float64(y) * c.ys
			ax.row(got, Y, c.seed, c.period)
			for x := range c.n {
				if want := valueNoise(float64(x)/c.scale, Y, c.seed, c.period); math.Float64bits(got[x]) != math.Float64bits(want) {
					t.Fatalf("scale %v period %d: (%d, %v) = %v, valueNoise %v", c.scale, c.period, x, Y, got[x], want)
				}
			}
		}
	}

	baize := make([]byte, 4*tileSize*tileSize)
	baizeTile(baize)
	for y := range tileSize {
		for x := range tileSize {
			fx, fy := float64(x), float64(y)
			n := 0.6*valueNoise(fx/32, fy/16, 1, tileSize/32) + 0.4*valueNoise(fx/8, fy/8, 2, tileSize/8)
			k := 0.93 + 0.12*n + 0.05*(hash2(int32(x), int32(y), 3)-0.5)
			i := 4 * (y*tileSize + x)
			if baize[i] != clamp255(30*k) || baize[i+1] != clamp255(88*k) || baize[i+2] != clamp255(56*k) || baize[i+3] != 0xff {
				t.Fatalf("baize (%d, %d) = %v", x, y, baize[i:i+4])
			}
		}
	}
	grain := woodGrain()
	for y := range grainH {
		for x := range grainW {
			fx, fy := float64(x), float64(y)
			warp := 5*valueNoise(fx/128, fy/32, 51, 8) + 1.6*valueNoise(fx/32, fy/8, 52, 32)
			ring := 0.5 + 0.5*math.Sin(fy*2*math.Pi*20/grainH+warp)
			ring = ring * ring * ring
			k := 0.86 + 0.1*valueNoise(fx/256, fy/64, 54, 4) + 0.07*(valueNoise(fx/16, fy*0.5, 53, 64)-0.5) - 0.2*ring
			i := 3 * (y*grainW + x)
			if grain[i] != clamp255(120*k) || grain[i+1] != clamp255(76*k) || grain[i+2] != clamp255(44*k) {
				t.Fatalf("grain (%d, %d) = %v", x, y, grain[i:i+3])
			}
		}
	}
}

func BenchmarkBaizeTile(b *testing.B) {
	pix := make([]byte, 4*tileSize*tileSize)
	for b.Loop() {
		baizeTile(pix)
	}
}

func BenchmarkWoodGrain(b *testing.B) {
	for b.Loop() {
		grainTile.once = sync.Once{}
		woodGrain()
	}
}

// TestRimExact holds the rim's strips, made a row of grain at a time, to
// the wood worked out pixel by pixel as before (woodWorked).
func TestRimExact(t *testing.T) {
	for _, sz := range [][2]int{{1280, 800}, {640, 480}, {333, 777}} {
		w, h := sz[0], sz[1]
		rw := RimWidth(w, h, Style{})
		for side := range 4 {
			r, pix := rimStrip(w, h, rw, side)
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					d := min(x, w-1-x, y, h-1-y)
					i := 4 * ((y-r.Min.Y)*r.Dx() + (x - r.Min.X))
					if d >= rw || pix[i+3] != 0xff {
						continue
					}
					along, seed := float64(x), uint32(0)
					if side >= 2 {
						along, seed = float64(y), 7
					}
					wr, wg, wb := woodWorked(along, float64(d), float64(rw), seed)
					if pix[i] != clamp255(wr) || pix[i+1] != clamp255(wg) || pix[i+2] != clamp255(wb) {
						t.Fatalf("%dx%d side %d (%d, %d) = %v, want %v %v %v", w, h, side, x, y, pix[i:i+3], clamp255(wr), clamp255(wg), clamp255(wb))
					}
				}
			}
		}
	}
}

// woodWorked is the rim's wood at one pixel, as it was worked out before
// the grain was made a row at a time.
func woodWorked(along, across, rw float64, seed uint32) (r, g, b float64) {
	warp := 5*valueNoise(along/80, across/9, 10+seed, 0) + 1.5*valueNoise(along/17, across/4, 20+seed, 0)
	grain := 0.5 + 0.5*math.Sin(across*1.25+warp)
	grain *= grain
	fibre := valueNoise(along/30, across*0.9, 30+seed, 0)
	base := 0.72 + 0.22*grain + 0.1*(fibre-0.5)
	t := across / rw
	light := 0.78 + 0.42*math.Sin(math.Pi*math.Min(1, t*1.15+0.08))
	if t > 0.86 {
		light *= 0.55
	}
	if across < 1 {
		light *= 0.6
	}
	k := base * light
	return 104 * k, 62 * k, 34 * k
}

func BenchmarkRim1280x800(b *testing.B) {
	rw := RimWidth(1280, 800, Style{})
	for b.Loop() {
		for side := range 4 {
			rimStrip(1280, 800, rw, side)
		}
	}
}
