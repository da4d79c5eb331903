//go:build js

package server

import "github.com/coder/websocket"

// acceptOptions: coder/websocket's browser build has no ping callbacks
// (a browser never serves a table; the package only builds there).
func (c *session) acceptOptions() *websocket.AcceptOptions {
	return &websocket.AcceptOptions{OriginPatterns: c.srv.cfg.Origins}
}
