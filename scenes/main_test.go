package scenes

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Tests here need a running game loop: pixels can only be read inside it,
// and drawing commands are flushed at the end of each frame. The tests run
// in their own goroutine and hand work to the loop with inLoop, one call
// per frame. Run under xvfb-run -a.
var (
	calls    = make(chan func())
	done     = make(chan struct{})
	finished = make(chan struct{})
)

type loop struct{ code int }

func (l *loop) Update() error {
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

func (*loop) Draw(*ebiten.Image)         {}
func (*loop) Layout(int, int) (int, int) { return 64, 64 }

// inLoop runs f inside the game loop's next Update and waits for it.
func inLoop(f func()) {
	calls <- f
	<-done
}

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	l := &loop{}
	go func() {
		l.code = m.Run()
		close(finished)
	}()
	if err := ebiten.RunGame(l); err != nil {
		panic(err)
	}
	os.Exit(l.code)
}
