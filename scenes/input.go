package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"noddy/ui"
)

// ebitenInput reads the mouse, the keyboard and touches into a Frame in
// logical pixels. A touch is a tap when it is released, at the last place it
// was seen, so a tap held for any number of ticks counts once.
type ebitenInput struct {
	scale   float64
	keys    []ebiten.Key
	ids     []ebiten.TouchID
	taps    ui.Taps
	touched bool // the last pointer was a finger: no hover

	// In the browser, presses caught between ticks by the page's own
	// listeners (nil on the desktop), merged into each Frame by presses.
	dom     *domPresses
	caught  []ui.Press
	presses ui.Presses
}

func newEbitenInput() *ebitenInput {
	return &ebitenInput{scale: 1, dom: newDOMPresses()}
}

// close releases the browser's listeners (nothing on the desktop).
func (in *ebitenInput) close() {
	in.dom.close()
	in.dom = nil
}

var keyMap = map[ebiten.Key]ui.Key{
	ebiten.KeyDigit1: ui.Key1, ebiten.KeyNumpad1: ui.Key1,
	ebiten.KeyDigit2: ui.Key2, ebiten.KeyNumpad2: ui.Key2,
	ebiten.KeyDigit3: ui.Key3, ebiten.KeyNumpad3: ui.Key3,
	ebiten.KeyDigit4: ui.Key4, ebiten.KeyNumpad4: ui.Key4,
	ebiten.KeyDigit5: ui.Key5, ebiten.KeyNumpad5: ui.Key5,
	ebiten.KeyDigit6: ui.Key6, ebiten.KeyNumpad6: ui.Key6,
	ebiten.KeyDigit7: ui.Key7, ebiten.KeyNumpad7: ui.Key7,
	ebiten.KeyArrowLeft: ui.KeyLeft, ebiten.KeyArrowRight: ui.KeyRight,
	ebiten.KeyArrowUp: ui.KeyUp, ebiten.KeyArrowDown: ui.KeyDown,
	ebiten.KeyEnter: ui.KeyEnter, ebiten.KeyNumpadEnter: ui.KeyEnter,
	ebiten.KeySpace: ui.KeySpace, ebiten.KeyEscape: ui.KeyEscape,
	ebiten.KeyN: ui.KeyN, ebiten.KeyC: ui.KeyC, ebiten.KeyH: ui.KeyH,
	ebiten.KeyR: ui.KeyR, ebiten.KeyS: ui.KeyS, ebiten.KeyY: ui.KeyY,
	ebiten.KeyM: ui.KeyM, ebiten.KeyF11: ui.KeyF11, ebiten.KeyP: ui.KeyP,
	ebiten.KeyT: ui.KeyT, ebiten.KeyD: ui.KeyD, ebiten.KeyU: ui.KeyU,
	ebiten.KeyBackspace: ui.KeyBackspace, ebiten.KeyV: ui.KeyV,
}

func (in *ebitenInput) Poll() ui.Frame {
	var f ui.Frame
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	for _, k := range in.keys {
		if mk, ok := keyMap[k]; ok {
			f.Keys[mk] = true
		}
	}
	s := in.scale
	if s <= 0 {
		s = 1
	}
	in.ids = ebiten.AppendTouchIDs(in.ids[:0])
	for _, id := range in.ids {
		x, y := ebiten.TouchPosition(id)
		in.taps.Seen(int(id), float64(x)/s, float64(y)/s)
		in.touched = true
	}
	in.ids = inpututil.AppendJustReleasedTouchIDs(in.ids[:0])
	for _, id := range in.ids {
		if x, y, ok := in.taps.Ended(int(id)); ok {
			f.Tap, f.TapX, f.TapY, f.Touch = true, x, y, true
		}
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		in.touched = false
	}
	if !in.touched {
		x, y := ebiten.CursorPosition()
		f.Pointer, f.PointerX, f.PointerY = true, float64(x)/s, float64(y)/s
		_, f.Wheel = ebiten.Wheel()
		if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) && !f.Tap {
			f.Tap, f.TapX, f.TapY = true, f.PointerX, f.PointerY
		}
	}
	if in.dom != nil {
		in.caught = in.dom.take(in.caught[:0])
		for _, p := range in.caught {
			if p.Key == ui.KeyNone {
				in.touched = p.Touch
			}
		}
		f = in.presses.Merge(f, in.caught)
	}
	return f
}
