package art

import "testing"

// BenchmarkNewCards measures rendering a whole deck (52 faces and the back)
// at 120 physical px wide, including reading one pixel back so the GPU work
// is finished inside the timing.
func BenchmarkNewCards(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		c := NewCards(120, Style{})
		_ = c.Back().At(60, 84)
	}
}

func BenchmarkNewCards60(b *testing.B) {
	for b.Loop() {
		c := NewCards(60, Style{})
		_ = c.Back().At(30, 42)
	}
}

func BenchmarkNewCards300(b *testing.B) {
	for b.Loop() {
		c := NewCards(300, Style{})
		_ = c.Back().At(30, 42)
	}
}
