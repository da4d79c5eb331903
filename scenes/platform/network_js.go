//go:build js

package platform

import "syscall/js"

// offline is the browser's word on the network (navigator.onLine false):
// Play a friend says plainly that a shared table needs one.
func offline() bool {
	n := js.Global().Get("navigator")
	return n.Truthy() && n.Get("onLine").Type() == js.TypeBoolean && !n.Get("onLine").Bool()
}
