//go:build js

package scenes

import (
	"errors"
	"syscall/js"
)

// copyText puts s on the clipboard through the Clipboard API
// (navigator.clipboard.writeText); its promise's answer comes on the
// channel, from a callback that never waits.
func copyText(s string) <-chan error {
	ch := make(chan error, 1)
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || clip.Get("writeText").Type() != js.TypeFunction {
		//lint:ignore ST1005 the error is the sentence the player reads
		ch <- errors.New("This page may not use the clipboard: the link is written out above.")
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
		ch <- errors.New("The browser did not let the game copy: the link is written out above.")
		ok.Release()
		fail.Release()
		return nil
	})
	clip.Call("writeText", s).Call("then", ok, fail)
	return ch
}
