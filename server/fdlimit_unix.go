//go:build unix

package server

import (
	"os"
	"syscall"
)

// fileLimit is the process's open-file limit (Go raises the soft limit to
// the hard one at start) and the descriptors open now.
func fileLimit() (limit, open int) {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r); err != nil || r.Cur > 1<<30 {
		return 1 << 20, 0
	}
	if fds, err := os.ReadDir("/proc/self/fd"); err == nil {
		open = len(fds)
	} else if fds, err := os.ReadDir("/dev/fd"); err == nil {
		open = len(fds)
	}
	return int(r.Cur), open
}
