//go:build !linux || android

package sound

// deviceLikely is true where the platform always has an audio output
// (browsers, macOS, Windows, mobile); failures there are not fatal.
func deviceLikely() bool { return true }
