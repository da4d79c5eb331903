package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"noddy/scenes/model"
)

// ebitenInput reads the mouse, the keyboard and touches into a Frame in
// logical pixels. A touch is a tap when it is released, at the last place it
// was seen, so a tap held for any number of ticks counts once.
type ebitenInput struct {
	scale   float64
	keys    []ebiten.Key
	ids     []ebiten.TouchID
	taps    model.Taps
	touched bool // the last pointer was a finger: no hover

	// In the browser, presses caught between ticks by the page's own
	// listeners (nil on the desktop), merged into each Frame by presses.
	dom     *domPresses
	caught  []model.Press
	presses model.Presses
}

func newEbitenInput() *ebitenInput {
	return &ebitenInput{scale: 1, dom: newDOMPresses()}
}

// close releases the browser's listeners (nothing on the desktop).
func (in *ebitenInput) close() {
	in.dom.close()
	in.dom = nil
}

var keyMap = map[ebiten.Key]model.Key{
	ebiten.KeyDigit1: model.Key1, ebiten.KeyNumpad1: model.Key1,
	ebiten.KeyDigit2: model.Key2, ebiten.KeyNumpad2: model.Key2,
	ebiten.KeyDigit3: model.Key3, ebiten.KeyNumpad3: model.Key3,
	ebiten.KeyDigit4: model.Key4, ebiten.KeyNumpad4: model.Key4,
	ebiten.KeyDigit5: model.Key5, ebiten.KeyNumpad5: model.Key5,
	ebiten.KeyDigit6: model.Key6, ebiten.KeyNumpad6: model.Key6,
	ebiten.KeyDigit7: model.Key7, ebiten.KeyNumpad7: model.Key7,
	ebiten.KeyArrowLeft: model.KeyLeft, ebiten.KeyArrowRight: model.KeyRight,
	ebiten.KeyArrowUp: model.KeyUp, ebiten.KeyArrowDown: model.KeyDown,
	ebiten.KeyEnter: model.KeyEnter, ebiten.KeyNumpadEnter: model.KeyEnter,
	ebiten.KeySpace: model.KeySpace, ebiten.KeyEscape: model.KeyEscape,
	ebiten.KeyN: model.KeyN, ebiten.KeyC: model.KeyC, ebiten.KeyH: model.KeyH,
	ebiten.KeyR: model.KeyR, ebiten.KeyS: model.KeyS, ebiten.KeyY: model.KeyY,
	ebiten.KeyM: model.KeyM, ebiten.KeyF11: model.KeyF11, ebiten.KeyP: model.KeyP,
	ebiten.KeyT: model.KeyT, ebiten.KeyD: model.KeyD, ebiten.KeyU: model.KeyU,
	ebiten.KeyBackspace: model.KeyBackspace, ebiten.KeyV: model.KeyV,
}

func (in *ebitenInput) Poll() model.Frame {
	var f model.Frame
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
			if p.Key == model.KeyNone {
				in.touched = p.Touch
			}
		}
		f = in.presses.Merge(f, in.caught)
	}
	return f
}
