//go:build !unix

package server

import (
	"net"
	"syscall"
)

// rawConn is nil: the read goroutine waits in coder/websocket's Read.
func rawConn(net.Conn) syscall.RawConn { return nil }

func readable(uintptr) bool { return true }
