//go:build js

package scenes

import "syscall/js"

// copyCode puts s on the page's clipboard (navigator.clipboard.writeText;
// the browser allows it during the click or key that asked) and says so.
func copyCode(s string) string {
	cb := js.Global().Get("navigator").Get("clipboard")
	if cb.IsUndefined() || cb.IsNull() {
		return "This page may not copy: the code is " + s
	}
	func() {
		defer func() { _ = recover() }()
		p := cb.Call("writeText", s)
		if !p.IsUndefined() {
			p.Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
		}
	}()
	return "Copied the match's code: " + s
}
