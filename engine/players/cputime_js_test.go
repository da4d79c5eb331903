//go:build js

package players

import (
	"syscall/js"
	"time"
)

// threadCPU returns the CPU time Node reports for the process
// (process.cpuUsage, microseconds): Go's WebAssembly runs on Node's one
// JavaScript thread.
func threadCPU() time.Duration {
	u := js.Global().Get("process").Call("cpuUsage")
	return time.Duration(u.Get("user").Float()+u.Get("system").Float()) * time.Microsecond
}

func lockThread() func() { return func() {} }
