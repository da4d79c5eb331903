package ui

import (
	"testing"

	"noddy/engine/english"
	"noddy/ui/friend/friendtest"
)

// With no network (the browser's navigator.onLine false), a shared
// table's link says plainly that it needs one, and what works without.
func TestSharedTableOffline(t *testing.T) {
	off := true
	fs := friendtest.New()
	fs.Down = true
	cfg := fs.Config(nil, nil)
	cfg.Offline = func() bool { return off }
	a := newApp(t, Config{Seed: 7, Shared: cfg})
	if err := a.Friend.Join(fs.Base + "/t/abcdefgh"); err != nil {
		t.Fatal(err)
	}
	defer a.Friend.Leave()
	lines := a.Friend.FriendLines()
	if len(lines) != 2 || lines[0].Text != english.SharedOffline || lines[1].Text != english.SharedOfflineRest {
		t.Errorf("offline, the shared table says %+v, want %q then %q", lines, english.SharedOffline, english.SharedOfflineRest)
	}
	off = false
	if lines := a.Friend.FriendLines(); len(lines) > 0 && lines[0].Text == english.SharedOffline {
		t.Errorf("online again, the table still says it is offline: %+v", lines)
	}
}
