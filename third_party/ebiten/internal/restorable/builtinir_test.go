// Copyright 2026 The Noddy authors. Same licence as Ebitengine (Apache 2.0).

package restorable

import (
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader"
	"github.com/hajimehoshi/ebiten/v2/internal/graphics"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// The generated IR (builtinir.go) is what the Kage compiler makes of the
// three shaders, to the field.
func TestBuiltinIR(t *testing.T) {
	for _, s := range []struct {
		name string
		got  func() *shaderir.Program
		src  []byte
	}{
		{"nearest", nearestIR, builtinshader.ShaderSource(builtinshader.FilterNearest, builtinshader.AddressUnsafe, false)},
		{"linear", linearIR, builtinshader.ShaderSource(builtinshader.FilterLinear, builtinshader.AddressUnsafe, false)},
		{"clear", clearIR, []byte(builtinshader.ClearShaderSource)},
	} {
		want, err := graphics.CompileShader(s.src)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.got(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the generated IR is not the compiler's (run tools/ebiten/copy.sh)", s.name)
		}
	}
}
