//go:build js

// Command page is the quick-input test's game (e2e/quickinput): it counts
// the presses and releases Ebitengine reports, by kind, and publishes the
// counts, its tick and its frame as window.monkey.
//
// With ?yield in the page's address it runs four ticks a frame and each
// Update sleeps, handing the browser its event loop between two ticks of
// one frame, as an Update that waits on anything (or the garbage
// collector) may.
package main

import (
	"strings"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

type game struct {
	tick, frame        int
	mouseDown, mouseUp int
	keyDown, keyUp     int
	touchDown, touchUp int
	keys               []ebiten.Key
	touches            []ebiten.TouchID
	out                js.Value
	yield              bool
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
	if g.yield {
		time.Sleep(3 * time.Millisecond)
	}
	return nil
}

func (g *game) Draw(*ebiten.Image) {
	g.frame++
	g.out.Set("frame", g.frame)
}

func (*game) Layout(int, int) (int, int) { return 320, 240 }

func main() {
	g := &game{out: js.Global().Get("Object").New()}
	if strings.Contains(js.Global().Get("location").Get("search").String(), "yield") {
		g.yield = true
		ebiten.SetTPS(240)
	}
	js.Global().Set("monkey", g.out)
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
}
