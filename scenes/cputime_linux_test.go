//go:build linux

package scenes

import (
	"syscall"
	"time"
)

// threadCPU is the CPU time the calling OS thread has used (user and
// system): inside the game loop, Update and Draw run on its one thread,
// so a frame's CPU is what it adds, whatever else the machine runs.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
