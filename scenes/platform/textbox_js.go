//go:build js

package platform

import (
	"strconv"
	"sync"
	"syscall/js"

	"noddy/scenes"
	"noddy/ui"
	"noddy/ui/geom"
	"noddy/ui/input"
)

// textInput is the browser's text field: an HTML <input> laid over the
// App's field each frame (its place in CSS pixels), so that tapping it on
// a phone brings up the on-screen keyboard (a canvas never does). Its
// value is the field's text; it has the focus, the field has it. Keys
// typed there go to the input, not to the game's canvas (Ebitengine
// listens on the canvas; the page's own press catcher leaves inputs
// alone), and the App ignores keys while the field has the focus.
// Enter and Esc are caught on the input and handed to the next tick.
type textInput struct {
	el    js.Value
	funcs []js.Func

	mu            sync.Mutex
	enter, escape bool

	field *input.TextField
	gen   int
	last  string
	shown bool
	rect  geom.Rect
	focus bool // the field's focus as last synced
}

func newTextBox() scenes.TextBox {
	doc := js.Global().Get("document")
	if !doc.Truthy() || !doc.Get("body").Truthy() {
		return &textInput{}
	}
	el := doc.Call("createElement", "input")
	el.Set("type", "text")
	el.Set("id", "noddy-field")
	el.Call("setAttribute", "autocomplete", "off")
	el.Call("setAttribute", "enterkeyhint", "send")
	el.Call("setAttribute", "aria-label", "Chat")
	st := el.Get("style")
	for k, v := range map[string]string{
		"position": "fixed", "display": "none", "zIndex": "5", "boxSizing": "border-box", "margin": "0",
		"padding": "0 0.5em", "border": "2px solid #96703c", "borderRadius": "6px", "outline": "none",
		"background": "#46301c", "color": "#f6eeda", "fontFamily": "system-ui, 'DejaVu Sans', sans-serif",
	} {
		st.Set(k, v)
	}
	ti := &textInput{el: el}
	key := js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		switch e.Get("key").String() {
		case "Enter":
			e.Call("preventDefault")
			ti.mu.Lock()
			ti.enter = true
			ti.mu.Unlock()
		case "Escape":
			ti.mu.Lock()
			ti.escape = true
			ti.mu.Unlock()
			el.Call("blur")
		}
		return nil
	})
	focus := js.FuncOf(func(js.Value, []js.Value) any {
		el.Get("style").Set("borderColor", "#e8be5c")
		return nil
	})
	blur := js.FuncOf(func(js.Value, []js.Value) any {
		el.Get("style").Set("borderColor", "#96703c")
		return nil
	})
	el.Call("addEventListener", "keydown", key)
	el.Call("addEventListener", "focus", focus)
	el.Call("addEventListener", "blur", blur)
	ti.funcs = []js.Func{key, focus, blur}
	doc.Get("body").Call("appendChild", el)
	return ti
}

func px(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }

// Sync lays the input over the App's field (or hides it) and trades the
// text both ways, before the App's Update each tick.
func (ti *textInput) Sync(a *ui.App) {
	if !ti.el.Truthy() {
		return
	}
	f := a.Friend.TextField()
	if f == nil {
		if ti.shown {
			ti.shown, ti.field, ti.focus = false, nil, false
			ti.el.Get("style").Set("display", "none")
			ti.el.Call("blur")
		}
		return
	}
	if f != ti.field || f.Gen != ti.gen {
		ti.el.Set("value", f.Text)
		ti.field, ti.gen, ti.last = f, f.Gen, f.Text
		ti.el.Set("placeholder", f.Hint)
		ti.el.Set("maxLength", f.Max)
	}
	if ti.el.Get("placeholder").String() != f.Hint {
		ti.el.Set("placeholder", f.Hint)
	}
	st := ti.el.Get("style")
	if !ti.shown || f.Rect != ti.rect {
		r := f.Rect
		st.Set("left", px(r.X))
		st.Set("top", px(r.Y))
		st.Set("width", px(r.W))
		st.Set("height", px(r.H))
		st.Set("fontSize", px(max(12, min(r.H*0.5, 18))))
		st.Set("display", "block")
		ti.shown, ti.rect = true, r
	}
	if v := ti.el.Get("value").String(); v != ti.last {
		f.Type(v)
		ti.last = v
	}
	if f.Focus != ti.focus { // the game moved the focus (Your name): the input follows
		if f.Focus {
			ti.el.Call("focus")
		} else {
			ti.el.Call("blur")
		}
	}
	f.Focus = js.Global().Get("document").Get("activeElement").Equal(ti.el)
	ti.mu.Lock()
	enter, escape := ti.enter, ti.escape
	ti.enter, ti.escape = false, false
	ti.mu.Unlock()
	if escape {
		f.Focus = false
	}
	ti.focus = f.Focus
	if enter {
		a.Friend.SubmitField()
		if g := a.Friend.TextField(); g != nil && g.Gen != ti.gen {
			ti.el.Set("value", g.Text)
			ti.field, ti.gen, ti.last = g, g.Gen, g.Text
		}
	}
}

// Focused runs after the App's Update: a field the game has just given the
// focus (Your name, opened by a click on the canvas) takes it now, in the
// same turn of the page's event loop, with the text the game put there (what
// was typed with the click). Left to the next tick's Sync, the keys
// typed in between went to the canvas: "Zed" typed at once became "d".
func (ti *textInput) Focused(a *ui.App) {
	if !ti.el.Truthy() {
		return
	}
	if f := a.Friend.TextField(); f != nil && f.Focus && !ti.focus {
		ti.Sync(a)
	}
}

func (ti *textInput) Close() {
	if !ti.el.Truthy() {
		return
	}
	ti.el.Call("remove")
	for _, f := range ti.funcs {
		f.Release()
	}
	ti.funcs = nil
}
