package art

import (
	"errors"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pixel reads work only inside the running game loop, so the tests run
// from the first Update (as Ebitengine's own tests do). Run under
// `xvfb-run -a` on a machine without a display.

var errRegularTermination = errors.New("regular termination")

type testGame struct {
	m    *testing.M
	code int
}

func (g *testGame) Update() error {
	g.code = g.m.Run()
	return errRegularTermination
}

func (*testGame) Draw(*ebiten.Image)         {}
func (*testGame) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	g := &testGame{m: m}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, errRegularTermination) {
		panic(err)
	}
	os.Exit(g.code)
}
