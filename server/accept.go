//go:build !js

package server

import (
	"context"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"
)

// acceptOptions are the upgrade's: the pages that may open a table, and
// pings and pongs taken from a limit of the connection's own, as its
// messages are (the library answers a ping inside Read, where allow never
// sees it): past it a ping is not answered and the connection is closed.
// The callbacks run under the library's read lock, one at a time.
func (c *session) acceptOptions() *websocket.AcceptOptions {
	var lim *rate.Limiter // made with the first ping or pong
	control := func() bool {
		cfg := &c.srv.cfg
		if cfg.MsgRate == rate.Inf {
			return true
		}
		if lim == nil {
			lim = rate.NewLimiter(cfg.MsgRate, cfg.MsgBurst)
		}
		if lim.Allow() {
			return true
		}
		if !c.closing.Load() {
			c.srv.refused(limMsgRate)
			c.closeWith(websocket.StatusPolicyViolation, "too many messages")
		}
		return false
	}
	return &websocket.AcceptOptions{OriginPatterns: c.srv.cfg.Origins,
		OnPingReceived: func(context.Context, []byte) bool { return control() },
		OnPongReceived: func(context.Context, []byte) { control() }}
}
