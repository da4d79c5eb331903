// Copyright 2026 The Noddy authors. Same licence as Ebitengine (Apache 2.0).

package kageir_test

import (
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/internal/graphics"
	"github.com/hajimehoshi/ebiten/v2/internal/kageir"
	"github.com/hajimehoshi/ebiten/v2/internal/kageir/sources"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// The generated IR is what the Kage compiler makes of each of Ebitengine's
// own shaders, to the field, and there is one for each and no more.
func TestGeneratedIR(t *testing.T) {
	srcs, err := sources.List("../..")
	if err != nil {
		t.Fatal(err)
	}
	if len(srcs) != kageir.Count {
		t.Errorf("%d shaders, the generated file has %d (run tools/ebiten/copy.sh)", len(srcs), kageir.Count)
	}
	for _, s := range srcs {
		want, err := graphics.CompileShader(s.Src)
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		if got := kageir.Lookup(shaderir.CalcSourceHash(s.Src)); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the generated IR is not the compiler's (run tools/ebiten/copy.sh)", s.Name)
		}
	}
	if kageir.Lookup(shaderir.CalcSourceHash([]byte("//kage:unit pixels\npackage main\n"))) != nil {
		t.Error("a shader of no one's has generated IR")
	}
}
