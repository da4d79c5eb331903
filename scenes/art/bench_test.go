package art

import (
	"testing"

	"noddy/engine"
)

// BenchmarkNewCards120 renders a whole deck (52 faces and the back) at
// 120 physical px wide and reads one pixel back, so the GPU work is
// finished inside the timing.
func BenchmarkNewCards120(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		c := NewCards(120, Style{})
		for i := range engine.Card(52) {
			_ = c.Face(i)
		}
		_ = c.Back().At(60, 84)
		c.Dispose()
	}
}

// BenchmarkFirstHandCards120 is what a first hand of du Coeur's Noddy
// draws of a deck at 120 px: the back and four faces (three cards and the
// starter), each face drawn when first asked for.
func BenchmarkFirstHandCards120(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		c := NewCards(120, Style{})
		for _, i := range []engine.Card{3, 17, 30, 48} {
			_ = c.Face(i)
		}
		_ = c.Back().At(60, 84)
		c.Dispose()
	}
}

func BenchmarkNewCards60(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		c := NewCards(60, Style{})
		for i := range engine.Card(52) {
			_ = c.Face(i)
		}
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
