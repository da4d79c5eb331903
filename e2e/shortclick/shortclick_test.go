// Package shortclick checks that a click shorter than a frame reaches the
// game: xdotool clicks press and release at once, as a touchpad's tap does.
// Ebitengine v2.8.8's frames that ran no tick polled GLFW's held press away
// unseen (1 to 4 of 10 such clicks arrived); v2.9 records each press and
// release with its tick (docs/DECISIONS.md, "Ebitengine").
package shortclick

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

const clicks = 10

var (
	errDone = errors.New("done")
	result  struct {
		pressed, released int
		err               error
	}
)

type game struct {
	tick    int
	started bool
	done    chan error
}

func (g *game) Update() error {
	g.tick++
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		result.pressed++
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		result.released++
	}
	if g.tick == 30 && !g.started {
		g.started = true
		go func() { g.done <- clickAll() }()
	}
	select {
	case err := <-g.done:
		result.err = err
		return errDone
	default:
	}
	if g.tick > 60*60 {
		result.err = errors.New("the clicks took over a minute")
		return errDone
	}
	return nil
}

func (*game) Draw(*ebiten.Image)         {}
func (*game) Layout(int, int) (int, int) { return 200, 150 }

// clickAll clicks the middle of this process's window clicks times, each
// press and release sent at once, and waits for the last to arrive.
func clickAll() error {
	out, err := exec.Command("xdotool", "search", "--pid", fmt.Sprint(os.Getpid())).Output()
	ids := strings.Fields(string(out))
	if err != nil || len(ids) == 0 {
		return fmt.Errorf("xdotool found no window of this process: %v", err)
	}
	id := ids[len(ids)-1]
	if err := exec.Command("xdotool", "mousemove", "--window", id, "100", "75").Run(); err != nil {
		return err
	}
	for range clicks {
		time.Sleep(150 * time.Millisecond)
		if err := exec.Command("xdotool", "click", "1").Run(); err != nil {
			return err
		}
	}
	time.Sleep(500 * time.Millisecond)
	return nil
}

func TestMain(m *testing.M) {
	if _, err := exec.LookPath("xdotool"); err != nil || os.Getenv("DISPLAY") == "" {
		fmt.Println("shortclick: needs xdotool and an X display (make test installs and starts both)")
		os.Exit(m.Run())
	}
	ebiten.SetWindowSize(200, 150)
	g := &game{done: make(chan error, 1)}
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, errDone) {
		panic(err)
	}
	os.Exit(m.Run())
}

func TestShortClicksArrive(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("needs an X display: make test runs it under Xvfb")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Fatal("xdotool is not installed (make deps-test installs it)")
	}
	if result.err != nil {
		t.Fatal(result.err)
	}
	if result.pressed != clicks || result.released != clicks {
		t.Fatalf("of %d clicks each pressed and released at once, the game saw %d presses and %d releases", clicks, result.pressed, result.released)
	}
}
