//go:build js

package platform

import "syscall/js"

// likelyTouch reports whether the page's main pointer is a finger (a phone,
// a tablet): the words say "tap" until other input comes.
func likelyTouch() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Truthy()
}
