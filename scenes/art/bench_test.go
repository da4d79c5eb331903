package art

import (
	"testing"

	"noddy/engine"
)

// benchDeck makes a deck width px wide, asks for the faces given, reads
// one pixel of the back (so the GPU work is finished inside the timing)
// and disposes of it.
func benchDeck(b *testing.B, width int, faces []engine.Card) {
	b.ReportAllocs()
	for b.Loop() {
		c := NewCards(width, Style{})
		for _, i := range faces {
			_ = c.Face(i)
		}
		_ = c.Back().At(width/2, width*7/10)
		c.Dispose()
	}
}

// wholeDeck is every card's face.
var wholeDeck = func() []engine.Card {
	cs := make([]engine.Card, 52)
	for i := range cs {
		cs[i] = engine.Card(i)
	}
	return cs
}()

// BenchmarkNewCards120 renders a whole deck (52 faces and the back) at
// 120 physical px wide.
func BenchmarkNewCards120(b *testing.B) { benchDeck(b, 120, wholeDeck) }

// BenchmarkFirstHandCards120 is what a first hand of du Coeur's Noddy
// draws of a deck at 120 px: the back and four faces (three cards and the
// starter), each face drawn when first asked for.
func BenchmarkFirstHandCards120(b *testing.B) { benchDeck(b, 120, []engine.Card{3, 17, 30, 48}) }

func BenchmarkNewCards60(b *testing.B) { benchDeck(b, 60, wholeDeck) }

// BenchmarkTable1280x800 generates the baize surface for a 1280×800 window.
func BenchmarkTable1280x800(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		img := Table(1280, 800, Style{})
		_ = img.At(640, 400)
		img.Deallocate()
	}
}
