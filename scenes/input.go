package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"noddy/ui/input"
)

// ebitenInput reads the mouse, the keyboard and touches into a Frame in
// logical pixels. A touch is a tap when it is released, at the last place it
// was seen, so a tap held for any number of ticks counts once; one that
// moved past input.TapSlop is a drag (Frame.Drag), not a tap.
type ebitenInput struct {
	scale   float64
	keys    []ebiten.Key
	chars   []rune
	ids     []ebiten.TouchID
	taps    input.Taps
	touched bool // the last pointer was a finger: no hover

}

// newEbitenInput: Ebitengine (v2.9 on) reports a press released within one
// tick (e2e/shortclick, e2e/quickinput), so its polled state is all the
// input there is.
func newEbitenInput() *ebitenInput {
	return &ebitenInput{scale: 1}
}

var keyMap = map[ebiten.Key]input.Key{
	ebiten.KeyDigit1: input.Key1, ebiten.KeyNumpad1: input.Key1,
	ebiten.KeyDigit2: input.Key2, ebiten.KeyNumpad2: input.Key2,
	ebiten.KeyDigit3: input.Key3, ebiten.KeyNumpad3: input.Key3,
	ebiten.KeyDigit4: input.Key4, ebiten.KeyNumpad4: input.Key4,
	ebiten.KeyDigit5: input.Key5, ebiten.KeyNumpad5: input.Key5,
	ebiten.KeyDigit6: input.Key6, ebiten.KeyNumpad6: input.Key6,
	ebiten.KeyDigit7: input.Key7, ebiten.KeyNumpad7: input.Key7,
	ebiten.KeyArrowLeft: input.KeyLeft, ebiten.KeyArrowRight: input.KeyRight,
	ebiten.KeyArrowUp: input.KeyUp, ebiten.KeyArrowDown: input.KeyDown,
	ebiten.KeyEnter: input.KeyEnter, ebiten.KeyNumpadEnter: input.KeyEnter,
	ebiten.KeySpace: input.KeySpace, ebiten.KeyEscape: input.KeyEscape,
	ebiten.KeyN: input.KeyN, ebiten.KeyC: input.KeyC, ebiten.KeyH: input.KeyH,
	ebiten.KeyR: input.KeyR, ebiten.KeyS: input.KeyS, ebiten.KeyY: input.KeyY,
	ebiten.KeyM: input.KeyM, ebiten.KeyF11: input.KeyF11, ebiten.KeyP: input.KeyP,
	ebiten.KeyT: input.KeyT, ebiten.KeyD: input.KeyD, ebiten.KeyU: input.KeyU,
	ebiten.KeyBackspace: input.KeyBackspace, ebiten.KeyV: input.KeyV,
}

func (in *ebitenInput) Poll() input.Frame {
	var f input.Frame
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	for _, k := range in.keys {
		if mk, ok := keyMap[k]; ok {
			f.Keys[mk] = true
		}
	}
	in.chars = ebiten.AppendInputChars(in.chars[:0])
	if len(in.chars) > 0 {
		f.Chars = string(in.chars)
	}
	s := in.scale
	if s <= 0 {
		s = 1
	}
	in.ids = ebiten.AppendTouchIDs(in.ids[:0])
	for _, id := range in.ids {
		x, y := ebiten.TouchPosition(id)
		if dy, drag := in.taps.Seen(int(id), float64(x)/s, float64(y)/s); drag {
			f.Drag, f.DragX, f.DragY = f.Drag+dy, float64(x)/s, float64(y)/s
		}
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
	return f
}
