//go:build !js

package platform

import (
	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes"
)

// Bridge returns the game unchanged outside the browser; see bridge_js.go.
func Bridge(g *scenes.Game) ebiten.Game { return g }
