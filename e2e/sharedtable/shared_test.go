//go:build !js

package sharedtable

import (
	"testing"

	_ "noddy/client/wsnet" // the desktop's transport
	"noddy/server/servertest"
	"noddy/ui/sharedtest"
)

// realTables is a real table server on 127.0.0.1, reached over real
// WebSockets by the game's own client.
func realTables(t *testing.T) sharedtest.Server {
	return sharedtest.Server{Base: servertest.Start(t, nil, false).Base}
}

func TestSharedTableThroughTheApp(t *testing.T)     { sharedtest.TableThroughTheApp(t, realTables) }
func TestSharedGoneTable(t *testing.T)              { sharedtest.GoneTable(t, realTables) }
func TestSharedRenameMidMatch(t *testing.T)         { sharedtest.RenameMidMatch(t, realTables) }
func TestSharedGuestToldAndNamed(t *testing.T)      { sharedtest.GuestToldAndNamed(t, realTables) }
func TestSharedRefusedActKeepsTheTurn(t *testing.T) { sharedtest.RefusedActKeepsTheTurn(t, realTables) }
func TestSharedVoiceThroughTheApp(t *testing.T)     { sharedtest.VoiceThroughTheApp(t, realTables) }
