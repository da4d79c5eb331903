// Package inframe tests scenes/art over real frames: whether drawing
// allocates once Ebitengine has settled its atlas (which happens at frame
// ends, after an image has been drawn from for some frames), and how long
// a frame's drawing takes. The tests run in their own goroutine and hand
// work to the game loop, one call a frame (looptest, as package scenes'
// tests do). Run under xvfb-run -a.
package inframe

import (
	"testing"

	"noddy/scenes/looptest"

	"github.com/hajimehoshi/ebiten/v2"
)

// inLoop runs f inside the game loop's next Update and waits for it.
var inLoop = looptest.InLoop

// One thread: no render goroutine allocating while a test counts the
// allocations of an Update.
func TestMain(m *testing.M) { looptest.Main(m, &ebiten.RunGameOptions{SingleThread: true}) }
