//go:build !js

package ui_test

import (
	"net"
	"testing"
	"time"

	"noddy/client"
	_ "noddy/client/wsnet"
	"noddy/engine/english"
	"noddy/ui"
	"noddy/ui/friend"
	"noddy/ui/input"
	"noddy/ui/sharedtest"
	"noddy/ui/shell"
	"noddy/ui/uitest"
)

// Joining a table whose server refuses connections says so, and that it
// is still trying, instead of "Joining the table…" for ever; Back still
// leaves. The client's clock is the test's: its backoff runs on it.
func TestJoinUnreachableServer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now: connections are refused
	clock := time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
	base := "http://" + addr
	cfg := friend.SharedConfig{Server: base, Join: base + "/t/AAAAAAAAAAAAAAAAAAAAAA", Tokens: &client.MemTokens{}, Now: func() time.Time { return clock }}
	a, err := ui.NewApp(ui.Config{Seed: 7, Shared: cfg})
	if err != nil {
		t.Fatal(err)
	}
	a.SetSize(1280, 800)
	defer a.Friend.Leave()
	if ls := a.Friend.FriendLines(); len(ls) != 1 || ls[0].Text != english.Joining {
		t.Fatalf("before any answer the scene says %+v, want %q", ls, english.Joining)
	}
	want := "Can't reach the table server at " + addr + "; still trying…"
	if got := english.CantReach(addr); got != want {
		t.Fatalf("CantReach(%q) = %q, want %q", addr, got, want)
	}
	for range 3 { // the first attempt, then two more on the client's backoff
		sharedtest.Run(t, 10*time.Second, "the refused connection", func() bool { return a.Friend.NetStatus() == client.StatusAway }, a)
		if ls := a.Friend.FriendLines(); len(ls) != 1 || ls[0].Text != want {
			t.Fatalf("refused, the scene says %+v, want %q", ls, want)
		}
		if _, labels := a.Buttons(); len(labels) != 1 || labels[0] != english.BackButton {
			t.Fatalf("refused, the buttons are %q, want [%q]", labels, english.BackButton)
		}
		clock = clock.Add(5 * time.Second) // past the longest backoff: the next Poll tries again
	}
	if a.Scene != shell.SceneFriend {
		t.Fatalf("joining, the scene is %v", a.Scene)
	}
	a.Update(uitest.Key(input.KeyEscape))
	sharedtest.Run(t, 5*time.Second, "the title after Back", func() bool { return a.Scene == shell.SceneTitle && a.Fade == 0 }, a)
}
