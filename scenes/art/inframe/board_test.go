package inframe

import (
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes/art"
	"noddy/ui/board"
	"noddy/ui/geom"
)

// boardFrame is a frame of the busiest board: three-hand cribbage to 121
// in a 1280×800 window's header at device scale 2, every side's pegs on
// the board and one of them counted on, hole by hole, all the time.
type boardFrame struct {
	screen *ebiten.Image
	lay    board.BoardLayout
	pegs   board.Pegboard
	st     art.Style
	tick   float64
	clicks int
}

func newBoardFrame(st art.Style) *boardFrame {
	b := board.Board{Kind: board.BoardCribbage, Target: 121, Sides: 3}
	f := &boardFrame{st: st, pegs: board.NewPegboard(b)}
	f.lay = b.Layout(geom.Rect{X: 54, Y: 54, W: 2452, H: 240}, 2)
	f.pegs.Place(0, board.Pegs{Front: 47, Back: 40})
	f.pegs.Place(1, board.Pegs{Front: 33, Back: 29})
	f.pegs.Place(2, board.Pegs{Front: 12, Back: 0})
	inLoop(func() { f.screen = ebiten.NewImage(2560, 1600) })
	return f
}

// frame advances the clock a tick and draws the board, keeping a move
// under way (a new award as soon as one lands, back to 0 near the end).
func (f *boardFrame) frame() {
	f.tick++
	f.clicks += f.pegs.Update(f.tick)
	if !f.pegs.Busy() {
		p := f.pegs.Pegs(0)
		if p.Front > 110 {
			f.pegs.Place(0, board.Pegs{})
		} else {
			f.pegs.Score(0, p.Front+7, f.tick)
		}
	}
	f.screen.Clear()
	art.DrawBoard(f.screen, &f.lay, f.st, &f.pegs, f.tick)
}

// A frame of the board, pegs moving, allocates nothing of ours once
// Ebitengine has put its images on its atlas (a few dozen frames), in
// either style: all of the board's draws then merge into one draw command
// (checked by drawing it twice a frame: the second costs no allocation at
// all). The first draw of a frame onto the screen makes a new command,
// whose region list Ebitengine allocates (graphicscommand's
// EnqueueDrawTrianglesCommand); that is counted apart and must stay
// within one.
//
// runtime.MemStats counts the whole process, so the measured frames run
// with the collector off and one P (quiet): mallocgc needs a P, and while
// the draw holds the only one, nothing else allocates — not the
// collector's workers, not the runtime starting a thread (sysmon takes a
// P for that only from a thread in a system call). On a busy machine
// those did allocate inside the window and failed the test once (82
// allocations in 80 frames): the loop's thread, in a cgo call at a frame's
// end, had its P handed to a new M (allocm, malg), and the collector's
// mark worker took a sudog (gcMarkDone), on the machine's other P.
func TestBoardFrameAllocs(t *testing.T) {
	for _, st := range []art.Style{{}, {HighContrast: true}} {
		f := newBoardFrame(st)
		var m0, m1, m2 runtime.MemStats
		first, again := uint64(0), uint64(0)
		const warm, frames = 40, 80 // warm up: the board rendered, images settled
		restore := func() {}
		for i := range warm + frames {
			if i == warm {
				first, again = 0, 0
				restore = quiet()
			}
			inLoop(func() {
				f.tick++
				f.pegs.Update(f.tick)
				if !f.pegs.Busy() {
					p := f.pegs.Pegs(0)
					f.pegs.Score(0, (p.Front+7)%100, f.tick)
				}
				f.screen.Clear()
				runtime.ReadMemStats(&m0)
				art.DrawBoard(f.screen, &f.lay, f.st, &f.pegs, f.tick)
				runtime.ReadMemStats(&m1)
				art.DrawBoard(f.screen, &f.lay, f.st, &f.pegs, f.tick)
				runtime.ReadMemStats(&m2)
			})
			first += m1.Mallocs - m0.Mallocs
			again += m2.Mallocs - m1.Mallocs
		}
		restore()
		t.Logf("high contrast %v: %.2f allocations a frame in the first draw, %.2f in the second", st.HighContrast, float64(first)/frames, float64(again)/frames)
		if again != 0 || first > frames {
			t.Errorf("high contrast %v: %d and %d allocations in %d frames, want at most %d and 0", st.HighContrast, first, again, frames, frames)
		}
		inLoop(func() { f.screen.Deallocate() })
	}
}

// quiet collects, then turns the collector off and leaves the program one
// P, until the function it returns is called.
func quiet() (restore func()) {
	runtime.GC()
	gc := debug.SetGCPercent(-1)
	procs := runtime.GOMAXPROCS(1)
	return func() {
		runtime.GOMAXPROCS(procs)
		debug.SetGCPercent(gc)
	}
}

// BenchmarkBoardFrame times drawing the busiest board with a peg on the
// move, one real frame an iteration (only Update-side work is timed: the
// pegs' clock and DrawBoard; not Ebitengine's frame end).
func BenchmarkBoardFrame(b *testing.B) {
	f := newBoardFrame(art.Style{})
	for range 60 {
		inLoop(f.frame)
	}
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	for range b.N {
		inLoop(func() {
			b.StartTimer()
			f.frame()
			b.StopTimer()
		})
	}
}
