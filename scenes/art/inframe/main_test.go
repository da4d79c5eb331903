// Package inframe tests scenes/art over real frames: whether drawing
// allocates once Ebitengine has settled its atlas (which happens at frame
// ends, after an image has been drawn from for some frames), and how long
// a frame's drawing takes. The tests run in their own goroutine and hand
// work to the game loop, one call a frame (as package scenes' tests do).
// Run under xvfb-run -a.
package inframe

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

var (
	calls    = make(chan func())
	done     = make(chan struct{})
	finished = make(chan struct{})
)

type loop struct{}

func (loop) Update() error {
	select {
	case f := <-calls:
		f()
		done <- struct{}{}
	case <-finished:
		return ebiten.Termination
	default:
	}
	return nil
}

func (loop) Draw(*ebiten.Image)         {}
func (loop) Layout(int, int) (int, int) { return 64, 64 }

// inLoop runs f inside the game loop's next Update and waits for it.
func inLoop(f func()) {
	calls <- f
	<-done
}

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	code := 0
	go func() {
		code = m.Run()
		close(finished)
	}()
	// One thread: no render goroutine allocating while a test counts the
	// allocations of an Update.
	if err := ebiten.RunGameWithOptions(loop{}, &ebiten.RunGameOptions{SingleThread: true}); err != nil {
		panic(err)
	}
	os.Exit(code)
}
