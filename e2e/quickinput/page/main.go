//go:build js

// Command page is the quick-input test's game (e2e/quickinput): it counts
// the presses and releases Ebitengine reports, by kind, and publishes the
// counts and its tick as window.monkey every tick.
package main

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

type game struct {
	tick               int
	mouseDown, mouseUp int
	keyDown, keyUp     int
	touchDown, touchUp int
	keys               []ebiten.Key
	touches            []ebiten.TouchID
	out                js.Value
}

func (g *game) Update() error {
	g.tick++
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		g.mouseDown++
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		g.mouseUp++
	}
	g.keys = inpututil.AppendJustPressedKeys(g.keys[:0])
	g.keyDown += len(g.keys)
	g.keys = inpututil.AppendJustReleasedKeys(g.keys[:0])
	g.keyUp += len(g.keys)
	g.touches = inpututil.AppendJustPressedTouchIDs(g.touches[:0])
	g.touchDown += len(g.touches)
	g.touches = inpututil.AppendJustReleasedTouchIDs(g.touches[:0])
	g.touchUp += len(g.touches)
	for k, v := range map[string]int{"tick": g.tick, "mouseDown": g.mouseDown, "mouseUp": g.mouseUp,
		"keyDown": g.keyDown, "keyUp": g.keyUp, "touchDown": g.touchDown, "touchUp": g.touchUp} {
		g.out.Set(k, v)
	}
	return nil
}

func (*game) Draw(*ebiten.Image)         {}
func (*game) Layout(int, int) (int, int) { return 320, 240 }

func main() {
	g := &game{out: js.Global().Get("Object").New()}
	js.Global().Set("monkey", g.out)
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
}
