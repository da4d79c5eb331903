// Copyright 2026 The Noddy authors. Same licence as Ebitengine (Apache 2.0).

//go:build ebitenginenokage

package ebiten

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// ErrNoKage is NewShader's error, in a build with the tag
// ebitenginenokage, for a shader that is not one of Ebitengine's own.
var ErrNoKage = errors.New("ebiten: this build has no Kage compiler (build tag ebitenginenokage): only Ebitengine's own shaders can be made")

// The compiler (go/parser, go/types' constants, math/big, the Kage
// compiler) is about 1.3 MB of a WebAssembly build that compiles no shader
// of its own.
func compileShader([]byte) (*shaderir.Program, error) {
	return nil, ErrNoKage
}
