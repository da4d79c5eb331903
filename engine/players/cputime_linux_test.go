//go:build linux

package players

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// threadCPU returns the CPU time used so far by the calling OS thread
// (CLOCK_THREAD_CPUTIME_ID; the caller locks itself to the thread), so
// that a decision's cost can be measured apart from time spent waiting for
// a CPU shared with other work.
func threadCPU() time.Duration {
	var ts syscall.Timespec
	const clockThreadCPUTime = 3
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}

func lockThread() func() { runtime.LockOSThread(); return runtime.UnlockOSThread }
