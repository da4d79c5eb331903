//go:build !linux

package scenes

import "time"

// threadCPU is not measured here (see cputime_linux_test.go).
func threadCPU() time.Duration { return 0 }
