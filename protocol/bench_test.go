package protocol

import (
	"noddy/engine"
	"testing"
)

func BenchmarkView(b *testing.B) {
	var v engine.View
	playMatch(b, 5, func(m *engine.Match, a engine.Action) {
		if x := m.View(0); x.Deal > 3 && v.Deal == 0 {
			v = x
		}
	})
	data, _ := EncodeView(v)
	b.Logf("view %d bytes", len(data))
	b.Run("encode", func(b *testing.B) {
		for range b.N {
			EncodeView(v)
		}
	})
	b.Run("decode", func(b *testing.B) {
		for range b.N {
			DecodeView(data)
		}
	})
}
