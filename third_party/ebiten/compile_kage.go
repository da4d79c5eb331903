// Copyright 2026 The Noddy authors. Same licence as Ebitengine (Apache 2.0).

//go:build !ebitenginenokage

package ebiten

import (
	"github.com/hajimehoshi/ebiten/v2/internal/graphics"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

func compileShader(src []byte) (*shaderir.Program, error) {
	return graphics.CompileShader(src)
}
