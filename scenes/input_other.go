//go:build !js

package scenes

import (
	"noddy/ui/input"
)

// domPresses is the browser's press catcher (input_js.go); on the desktop
// Ebitengine's event-driven input sees every press, so there is none.
type domPresses struct{}

func newDOMPresses() *domPresses { return nil }

func (d *domPresses) take(dst []input.Press) []input.Press { return dst }

func (d *domPresses) close() {}

// likelyTouch: the desktop's pointer is a mouse (a finger announces itself
// with its first tap).
func likelyTouch() bool { return false }
