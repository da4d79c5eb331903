// Package input is what the person does, as the window-free UI reads it:
// a Frame of keys, pointer, taps and the wheel each tick (package scenes
// polls Ebitengine into one; tests make their own), the presses a browser
// catches between ticks (Presses), touches turned into taps (Taps), the
// intents a scene acts on (a key bound, a button tapped) and the text
// fields a person types into.
package input

// Key is a key the table listens to.
type Key uint8

// The keys the table reads (H: the hint).
const (
	KeyNone Key = iota
	Key1
	Key2
	Key3
	Key4
	Key5
	Key6
	Key7
	KeyLeft
	KeyRight
	KeyUp
	KeyDown
	KeyEnter
	KeySpace
	KeyEscape
	KeyN
	KeyC
	KeyH
	KeyR
	KeyS
	KeyY
	KeyM
	KeyF11
	KeyP // auto-play/pause in the tutorial
	KeyT // the starter, in a claim
	KeyD // done: claim or declare the show
	KeyU // undo the last of a claim
	KeyBackspace
	KeyV // voice: talk, mute and unmute at a shared table
	NumKeys
)

// Frame is one tick of input, in logical (CSS) pixels.
type Frame struct {
	// Keys holds the keys pressed down this tick.
	Keys [NumKeys]bool
	// Pointer is where the mouse hovers, if it is over the window. Touch
	// gives no hover.
	PointerX, PointerY float64
	Pointer            bool
	// Tap is a click (mouse button released) or a touch released this tick,
	// at TapX, TapY; Touch that it was a finger (or a pen).
	TapX, TapY float64
	Tap        bool
	Touch      bool
	// Wheel is the mouse wheel's turn this tick, in lines: up (older
	// lines of the log or the chat, under the pointer) above 0.
	Wheel float64
	// Drag is how far a finger dragging (moved past TapSlop: no tap) went
	// down this tick, in logical pixels, now at DragX, DragY: it turns the
	// log or the chat under it as the wheel does.
	Drag, DragX, DragY float64
	// Chars are the characters typed this tick that reached the game (in
	// the browser, the canvas's: the HTML input's own never come here).
	Chars string
}

func (f *Frame) AnyKey() bool {
	for _, k := range f.Keys {
		if k {
			return true
		}
	}
	return false
}

// Input gives a Frame each tick. Package scenes reads Ebitengine; tests use
// a fake.
type Input interface {
	Poll() Frame
}

// KeyNames are the keys' names on the command line (-press TICK:KEY).
var KeyNames = map[string]Key{
	"1": Key1, "2": Key2, "3": Key3, "4": Key4, "5": Key5, "6": Key6, "7": Key7, "left": KeyLeft, "right": KeyRight,
	"up": KeyUp, "down": KeyDown, "enter": KeyEnter, "space": KeySpace,
	"esc": KeyEscape, "n": KeyN, "c": KeyC, "h": KeyH, "r": KeyR,
	"s": KeyS, "y": KeyY, "m": KeyM, "p": KeyP, "t": KeyT, "d": KeyD, "u": KeyU, "backspace": KeyBackspace, "v": KeyV,
}
