package tutorial

import (
	"io"
	"testing"
)

// BenchmarkNew narrates the whole fixed match (what the tutorial scene and
// `noddy-cli tutorial` do once at start).
func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		New()
	}
}

// BenchmarkReplay rebuilds the last step from the seed: the worst case of
// stepping back.
func BenchmarkReplay(b *testing.B) {
	tu := New()
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := tu.Replay(tu.Len() - 1); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWrite(b *testing.B) {
	tu := New()
	b.ReportAllocs()
	for b.Loop() {
		if err := tu.Write(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCribbage narrates the cribbage tutorial: the expert's advice at
// each of your 12 choices (built once, when first watched).
func BenchmarkCribbage(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Cribbage()
	}
}
