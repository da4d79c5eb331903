//go:build !js

package platform

// likelyTouch: the desktop's pointer is a mouse (a finger announces itself
// with its first tap).
func likelyTouch() bool { return false }
