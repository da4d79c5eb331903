// Package looptest runs a package's tests inside Ebitengine's game loop:
// pixels can be read only inside it, and drawing commands are flushed at
// the end of each frame. The tests run in their own goroutine and hand
// work to the loop with InLoop, one call a frame. Run under xvfb-run -a.
package looptest

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

// InLoop runs f inside the game loop's next Update and waits for it.
func InLoop(f func()) {
	calls <- f
	<-done
}

// Main is a TestMain: m's tests in their own goroutine while the loop
// runs (a 64×64 window, no vsync, a tick a frame) with opts (nil:
// Ebitengine's defaults); it exits with the tests' code.
func Main(m *testing.M, opts *ebiten.RunGameOptions) {
	ebiten.SetWindowSize(64, 64)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	code := 0
	go func() {
		code = m.Run()
		close(finished)
	}()
	if err := ebiten.RunGameWithOptions(loop{}, opts); err != nil {
		panic(err)
	}
	os.Exit(code)
}
