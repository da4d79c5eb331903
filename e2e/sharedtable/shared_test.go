//go:build !js

package sharedtable

import (
	"testing"

	_ "noddy/client/wsnet" // the desktop's transport
	"noddy/server"
	"noddy/server/servertest"
	"noddy/ui/sharedtest"
)

// realTables is a real table server on 127.0.0.1, reached over real
// WebSockets by the game's own client.
func realTables(t *testing.T) sharedtest.Server {
	return sharedtest.Server{Base: servertest.Start(t, nil, false).Base}
}

func TestSharedTableRealServer(t *testing.T) { sharedtest.All(t, realTables) }

// A real server whose tables hold fewer items than a match makes.
func TestLongTableRealServer(t *testing.T) {
	sharedtest.LongTable(t, func(t *testing.T) sharedtest.Server {
		return sharedtest.Server{Base: servertest.Start(t, nil, false, func(c *server.Config) { c.TableItems = 20 }).Base}
	})
}
