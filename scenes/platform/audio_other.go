//go:build !js

package platform

// guardResume is the page's (audio_js.go); the desktop's audio needs none.
func guardResume() {}

// soundAllowed is nil: the desktop plays sound from the first frame.
var soundAllowed func() bool
