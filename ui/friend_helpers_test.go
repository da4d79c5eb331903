package ui

import (
	"slices"
	"testing"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/ui/friend"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// Helpers for the tests of Play a friend and the shared table.

// friendApp is a person's game set to a server.
func friendApp(t *testing.T, base, name, join string, tokens client.Tokens, onLink func(string)) *App {
	t.Helper()
	return friendAppAt(t, "instant", base, name, join, tokens, onLink)
}

func friendAppAt(t *testing.T, speed, base, name, join string, tokens client.Tokens, onLink func(string)) *App {
	t.Helper()
	st := shell.DefaultSettings()
	st.Speed, st.Name = speed, name
	cfg := friend.SharedConfig{Server: base, Join: join, Tokens: tokens, OnLink: onLink}
	if fs := fakeServers[base]; fs != nil {
		cfg = fs.config(tokens, onLink)
		cfg.Join = join
	}
	a := newApp(t, Config{Seed: 7, Settings: st, Shared: cfg})
	a.SetSize(1280, 800)
	return a
}

// run ticks the apps (each with its person's move, as the keys give it)
// until ok, for at most limit of real time.
func run(t *testing.T, limit time.Duration, what string, ok func() bool, apps ...*App) {
	t.Helper()
	runMoves(t, true, limit, what, ok, apps...)
}

// idle is run with nobody playing.
func idle(t *testing.T, limit time.Duration, what string, ok func() bool, apps ...*App) {
	t.Helper()
	runMoves(t, false, limit, what, ok, apps...)
}

func runMoves(t *testing.T, moves bool, limit time.Duration, what string, ok func() bool, apps ...*App) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !ok() {
		if time.Now().After(deadline) {
			for i, a := range apps {
				st := "-"
				if a.Friend.Shared != nil {
					st = a.Friend.Shared.State() + "/" + a.Friend.NetStatus().String()
				}
				t.Logf("app %d: scene %v overlay %d shared %s message %q", i, a.Scene, a.Play.Overlay, st, a.Message)
			}
			t.Fatalf("no %s after %v", what, limit)
		}
		for _, a := range apps {
			f := input.Frame{}
			if moves && a.Play.Table != nil && a.Scene == shell.SceneTable && a.Play.Overlay == play.OvNone && a.Fade == 0 {
				f = personMove(a.Play.Table, true)
			}
			a.Update(f)
		}
		if !fake(apps) {
			time.Sleep(500 * time.Microsecond) // a real client's answers come on their own time
		}
	}
}

func chatHas(a *App, line string) bool {
	return a.Friend.Shared != nil && slices.Contains(a.Friend.Snapshot().Chat, line)
}

// spectatorLeak is a card the spectator's table holds a face for that a
// bystander may not know: in du Coeur's Noddy (every show declared before
// the play), a card in a hand before the hand has ended.
func spectatorLeak(t *table.Table) (engine.Card, bool) {
	if t.Revealed {
		return engine.NoCard, false
	}
	for i := range t.Slots.N {
		if sp := &t.Sprites[i]; sp.Shown && sp.Card.Valid() && sp.To.Zone == layout.ZHand {
			return sp.Card, true
		}
	}
	for _, h := range t.Hands {
		for _, c := range h {
			if c.Valid() {
				return c, true
			}
		}
	}
	return engine.NoCard, false
}

func overlaps(a, b geom.Rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}

func inside(a, b geom.Rect) bool {
	return a.X >= b.X && a.Y >= b.Y && a.X+a.W <= b.X+b.W+0.01 && a.Y+a.H <= b.Y+b.H+0.01
}

// annWaits is Ann, named, at a table she has just created at base: her
// app and the table's link.
func annWaits(t *testing.T, base string) (*App, string) {
	t.Helper()
	var link string
	ann := friendApp(t, base, "Ann", "", &client.MemTokens{}, func(l string) { link = l })
	ann.Update(tap(button(t, ann, "friend")))
	run(t, 5*time.Second, "the friend scene", func() bool { return ann.Scene == shell.SceneFriend && ann.Fade == 0 }, ann)
	ann.Update(tap(button(t, ann, "create")))
	run(t, 10*time.Second, "the waiting table", func() bool { return ann.Friend.Shared.State() == "waiting" }, ann)
	return ann, link
}

// fake reports whether every app reaches a table server in memory
// (faketable_test.go), whose answers need no waiting for.
func fake(apps []*App) bool {
	for _, a := range apps {
		if a.Friend.Shared == nil || fakeServers[a.Friend.Shared.Server()] == nil {
			return false
		}
	}
	return true
}
