//go:build !linux && !js

package players

import "time"

func threadCPU() time.Duration { return 0 }

func lockThread() func() { return func() {} }
