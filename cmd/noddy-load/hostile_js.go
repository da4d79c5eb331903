//go:build js

package main

import "context"

// hostileRun binds source addresses, which a browser's sockets cannot.
func hostileRun(ctx context.Context, srv *server, tables, idleConns, idleAddrs, creates int, level string) {
	fail("-mode hostile does not run in a browser")
}

// fullRun binds source addresses too.
func fullRun(ctx context.Context, srv *server, bin, data string, tables, maxMB int) {
	fail("-mode full does not run in a browser")
}
