//go:build !js

package scenes

// offline: the desktop does not know (a failed connection says why).
var offline func() bool
