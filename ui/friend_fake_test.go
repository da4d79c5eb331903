package ui_test

import (
	"testing"

	"noddy/ui/friend/friendtest"
	"noddy/ui/sharedtest"
)

// The shared table and the voice through the App against a table server
// in memory (friendtest): the scenarios e2e/sharedtable runs against the
// real server (sharedtest), in a fraction of a second.

func fakeTables(*testing.T) sharedtest.Server {
	fs := friendtest.New()
	return sharedtest.Server{Base: fs.Base, Config: fs.Config, InMemory: true}
}

func TestFakeTableThroughTheApp(t *testing.T)     { sharedtest.TableThroughTheApp(t, fakeTables) }
func TestFakeGoneTable(t *testing.T)              { sharedtest.GoneTable(t, fakeTables) }
func TestFakeRenameMidMatch(t *testing.T)         { sharedtest.RenameMidMatch(t, fakeTables) }
func TestFakeGuestToldAndNamed(t *testing.T)      { sharedtest.GuestToldAndNamed(t, fakeTables) }
func TestFakeRefusedActKeepsTheTurn(t *testing.T) { sharedtest.RefusedActKeepsTheTurn(t, fakeTables) }
func TestFakeVoiceThroughTheApp(t *testing.T)     { sharedtest.VoiceThroughTheApp(t, fakeTables) }
