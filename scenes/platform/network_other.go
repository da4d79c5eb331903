//go:build !js

package platform

// offline: the desktop does not know (a failed connection says why).
var offline func() bool
