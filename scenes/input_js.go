//go:build js

package scenes

import (
	"sync"
	"syscall/js"

	"noddy/ui/input"
)

// domPresses catches presses with the page's own listeners, as they happen:
// Ebitengine reads input once a tick, so a click, tap or key released before
// the next tick (quick fingers, or a slow phone's few frames a second) would
// be lost. ui.Presses merges them into the polled Frame without counting
// twice what Ebitengine did see.
type domPresses struct {
	mu     sync.Mutex
	caught []input.Press
	down   map[int]bool // pointers pressed on the canvas, by pointerId
	target js.Value
	funcs  map[string]js.Func
}

var domKeys = map[string]input.Key{
	"Digit1": input.Key1, "Numpad1": input.Key1,
	"Digit2": input.Key2, "Numpad2": input.Key2,
	"Digit3": input.Key3, "Numpad3": input.Key3,
	"ArrowLeft": input.KeyLeft, "ArrowRight": input.KeyRight,
	"ArrowUp": input.KeyUp, "ArrowDown": input.KeyDown,
	"Enter": input.KeyEnter, "NumpadEnter": input.KeyEnter,
	"Space": input.KeySpace, "Escape": input.KeyEscape,
	"KeyN": input.KeyN, "KeyC": input.KeyC, "KeyH": input.KeyH,
	"KeyR": input.KeyR, "KeyS": input.KeyS, "KeyY": input.KeyY,
	"KeyM": input.KeyM, "F11": input.KeyF11, "KeyP": input.KeyP,
	"KeyT": input.KeyT, "KeyD": input.KeyD, "KeyU": input.KeyU,
	"Backspace": input.KeyBackspace, "KeyV": input.KeyV,
}

// newDOMPresses listens on the window in the capture phase, so the presses
// are caught whatever Ebitengine's own handlers do with them.
func newDOMPresses() *domPresses {
	d := &domPresses{down: map[int]bool{}, target: js.Global(), funcs: map[string]js.Func{}}
	d.funcs["keydown"] = js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		if e.Get("repeat").Truthy() || e.Get("ctrlKey").Truthy() || e.Get("metaKey").Truthy() || e.Get("altKey").Truthy() {
			return nil
		}
		if t := e.Get("target"); t.Truthy() && (t.Get("isContentEditable").Truthy() || t.Get("tagName").String() == "INPUT" || t.Get("tagName").String() == "TEXTAREA") {
			return nil // typing into the page, not playing
		}
		if k, ok := domKeys[e.Get("code").String()]; ok {
			d.add(input.Press{Key: k})
		}
		return nil
	})
	d.funcs["pointerdown"] = js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		t := e.Get("target")
		if e.Get("button").Int() != 0 || t.IsUndefined() || t.IsNull() || t.Get("tagName").String() != "CANVAS" {
			return nil
		}
		d.mu.Lock()
		d.down[e.Get("pointerId").Int()] = true
		d.mu.Unlock()
		return nil
	})
	d.funcs["pointerup"] = js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		id := e.Get("pointerId").Int()
		d.mu.Lock()
		ok := d.down[id]
		delete(d.down, id)
		d.mu.Unlock()
		if !ok {
			return nil // pressed off the canvas
		}
		// CSS pixels from the canvas's corner: the game's logical pixels
		// (the screen is the canvas at the device scale; see LayoutF).
		x, y := e.Get("clientX").Float(), e.Get("clientY").Float()
		if c := js.Global().Get("document").Call("querySelector", "canvas"); c.Truthy() {
			r := c.Call("getBoundingClientRect")
			x -= r.Get("left").Float()
			y -= r.Get("top").Float()
		}
		d.add(input.Press{X: x, Y: y, Touch: e.Get("pointerType").String() != "mouse"})
		return nil
	})
	d.funcs["pointercancel"] = js.FuncOf(func(_ js.Value, args []js.Value) any {
		d.mu.Lock()
		delete(d.down, args[0].Get("pointerId").Int())
		d.mu.Unlock()
		return nil
	})
	for name, f := range d.funcs {
		d.target.Call("addEventListener", name, f, true)
	}
	return d
}

func (d *domPresses) add(p input.Press) {
	d.mu.Lock()
	if len(d.caught) < 64 {
		d.caught = append(d.caught, p)
	}
	d.mu.Unlock()
}

// take appends the presses caught since the last call to dst.
func (d *domPresses) take(dst []input.Press) []input.Press {
	if d == nil {
		return dst
	}
	d.mu.Lock()
	dst = append(dst, d.caught...)
	d.caught = d.caught[:0]
	d.mu.Unlock()
	return dst
}

// close removes the listeners and releases their functions.
func (d *domPresses) close() {
	if d == nil {
		return
	}
	for name, f := range d.funcs {
		d.target.Call("removeEventListener", name, f, true)
		f.Release()
	}
	d.funcs = nil
}

// likelyTouch reports whether the page's main pointer is a finger (a phone,
// a tablet): the words say "tap" until other input comes.
func likelyTouch() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Truthy()
}
