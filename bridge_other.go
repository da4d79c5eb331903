//go:build !js

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes"
)

// bridge returns the game unchanged outside the browser; see bridge_js.go.
func bridge(g *scenes.Game) ebiten.Game { return g }
