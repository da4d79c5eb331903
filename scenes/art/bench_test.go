package art

import "testing"

// BenchmarkNewCards120 renders a whole deck (52 faces and the back) at
// 120 physical px wide and reads one pixel back, so the GPU work is
// finished inside the timing.
func BenchmarkNewCards120(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		c := NewCards(120, Style{})
		_ = c.Back().At(60, 84)
		c.Dispose()
	}
}

func BenchmarkNewCards60(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		c := NewCards(60, Style{})
		_ = c.Back().At(30, 42)
		c.Dispose()
	}
}

// BenchmarkTable1280x800 generates the baize surface for a 1280×800 window.
func BenchmarkTable1280x800(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		img := Table(1280, 800, Style{})
		_ = img.At(640, 400)
		img.Deallocate()
	}
}
