//go:build js

package platform

import (
	"errors"
	"syscall/js"

	"noddy/engine/english"
)

// copyText puts s on the clipboard through the Clipboard API
// (navigator.clipboard.writeText); its promise's answer comes on the
// channel, from a callback that never waits.
func copyText(s string) <-chan error {
	ch := make(chan error, 1)
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || clip.Get("writeText").Type() != js.TypeFunction {
		//lint:ignore ST1005 the error is the sentence the player reads
		ch <- errors.New(english.LinkNoClipboard)
		return ch
	}
	var ok, fail js.Func
	ok = js.FuncOf(func(js.Value, []js.Value) any {
		ch <- nil
		ok.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		//lint:ignore ST1005 the error is the sentence the player reads
		ch <- errors.New(english.LinkRefused)
		ok.Release()
		fail.Release()
		return nil
	})
	clip.Call("writeText", s).Call("then", ok, fail)
	return ch
}

// copyCode puts s on the page's clipboard (navigator.clipboard.writeText;
// the browser allows it during the click or key that asked) and says so.
func copyCode(s string) string {
	cb := js.Global().Get("navigator").Get("clipboard")
	if cb.IsUndefined() || cb.IsNull() {
		return english.CodeNotCopied(s)
	}
	func() {
		defer func() { _ = recover() }()
		p := cb.Call("writeText", s)
		if !p.IsUndefined() {
			p.Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
		}
	}()
	return english.CodeCopied(s)
}
