package ui_test

import (
	"testing"
	"time"

	"noddy/client"
	"noddy/engine/english"
	"noddy/ui/input"
	"noddy/ui/sharedtest"
	"noddy/ui/shell"
	"noddy/ui/uitest"
)

// No server: Play a friend says so plainly, and Try again tries again.
func TestSharedNoServer(t *testing.T) {
	a := sharedtest.FriendApp(t, "http://127.0.0.1:1", "Ann", "", &client.MemTokens{}, nil)
	a.Update(uitest.Tap(sharedtest.Button(t, a, "friend")))
	sharedtest.Run(t, 5*time.Second, "the friend scene", func() bool { return a.Scene == shell.SceneFriend && a.Fade == 0 }, a)
	a.Update(uitest.Tap(sharedtest.Button(t, a, "create")))
	sharedtest.Run(t, 20*time.Second, "the failure", func() bool { return a.Friend.Shared.State() == "failed" }, a)
	if got, want := a.Friend.Shared.Problem(), "No table server answered at http://127.0.0.1:1."; got != want {
		t.Errorf("problem %q, want %q", got, want)
	}
	if ls := a.Friend.FriendLines(); len(ls) != 2 || ls[1].Text != english.NoServer {
		t.Errorf("the scene says %+v, want the problem, then %q", ls, english.NoServer)
	}
	if _, labels := a.Buttons(); labels[0] != "Try again" {
		t.Errorf("buttons %q", labels)
	}
}

// A name typed on Play a friend is kept when the person goes back
// without creating a table: Play a friend shows it again.
func TestFriendNameKeptOnBack(t *testing.T) {
	a := sharedtest.FriendApp(t, "http://127.0.0.1:1", "Ann", "", &client.MemTokens{}, nil)
	a.Update(uitest.Tap(sharedtest.Button(t, a, "friend")))
	sharedtest.Run(t, 5*time.Second, "the friend scene", func() bool { return a.Scene == shell.SceneFriend && a.Fade == 0 }, a)
	a.Friend.TextField().Set(" Zoe ")
	a.Update(uitest.Key(input.KeyEscape))
	sharedtest.Run(t, 5*time.Second, "the title", func() bool { return a.Scene == shell.SceneTitle && a.Fade == 0 }, a)
	if a.Settings.Name != "Zoe" || !a.SettingsChanged {
		t.Fatalf("after Back the settings' name is %q (changed %v), want Zoe", a.Settings.Name, a.SettingsChanged)
	}
	a.Update(uitest.Tap(sharedtest.Button(t, a, "friend")))
	sharedtest.Run(t, 5*time.Second, "the friend scene again", func() bool { return a.Scene == shell.SceneFriend && a.Fade == 0 }, a)
	if f := a.Friend.TextField(); f == nil || f.Text != "Zoe" {
		t.Fatalf("Play a friend's name field again: %+v", f)
	}
}
