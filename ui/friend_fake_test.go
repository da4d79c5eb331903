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

func TestSharedTableInMemory(t *testing.T) { sharedtest.All(t, fakeTables) }
