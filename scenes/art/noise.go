package art

// noiseAxis is valueNoise's work along x for columns 0..n-1 at x/scale,
// done once for a whole tile: each column's lattice cell and its eased
// fraction. row then fills a row from one hash per lattice point instead
// of four per pixel, with valueNoise's arithmetic unchanged, so the
// pixels are the same to the bit (TestNoiseRowExact).
type noiseAxis struct {
	f    []float64
	cell []int32
	ha   []float64 // the lattice's values on the row's y0 and y1
	hc   []float64
}

func newNoiseAxis(n int, scale float64) *noiseAxis {
	ax := &noiseAxis{f: make([]float64, n), cell: make([]int32, n)}
	for x := range n {
		ax.cell[x], ax.f[x] = latticeCell(float64(x) / scale)
	}
	cells := int(ax.cell[n-1]) + 2
	ax.ha, ax.hc = make([]float64, cells), make([]float64, cells)
	return ax
}

// row sets dst[x] to valueNoise(x/scale, y, seed, period) for every column.
func (ax *noiseAxis) row(dst []float64, y float64, seed uint32, period int32) {
	y0, fy := latticeCell(y)
	y1 := y0 + 1
	if period > 0 {
		y0, y1 = wrap(y0, period), wrap(y1, period)
	}
	for i := range int32(len(ax.ha)) {
		xi := i
		if period > 0 {
			xi = wrap(i, period)
		}
		ax.ha[i], ax.hc[i] = hash2(xi, y0, seed), hash2(xi, y1, seed)
	}
	for x, c := range ax.cell {
		dst[x] = bilerp(ax.ha[c], ax.ha[c+1], ax.hc[c], ax.hc[c+1], ax.f[x], fy)
	}
}
