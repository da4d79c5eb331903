// Package sharedtest holds the scenarios of Play a friend, the shared
// table and the voice through the App, without a window, each written
// once over a Harness: ui's tests run them against a table server in
// memory (ui/friend/friendtest), e2e/sharedtable against a real one
// (server/servertest: the server's package over an embedded JetStream,
// real WebSockets on 127.0.0.1). Create, join by the link, chat, a reload
// that comes straight back, a whole match played through the table's own
// keys, Play again, a spectator who never holds a hidden card, a gone
// table, renames, a refused act, the voice.
package sharedtest

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/ui"
	"noddy/ui/friend"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
	"noddy/ui/uitest"
)

// A Harness starts a table server for one scenario.
type Harness func(t *testing.T) Server

// Server is a table server the scenario's apps reach at Base.
type Server struct {
	Base string
	// Config is Play a friend set to reach the server, a device's tokens
	// kept in tokens; nil: the network's way, as the game's.
	Config func(tokens client.Tokens, onLink func(string)) friend.SharedConfig
	// InMemory: the server answers within the call, so the ticks need not
	// wait for its answers.
	InMemory bool
}

// servers are the servers the running scenarios started, by base:
// FriendApp reaches them by their base, as a person does.
var servers = map[string]Server{}

// start runs h's server for the test's length.
func start(t *testing.T, h Harness) Server {
	t.Helper()
	s := h(t)
	servers[s.Base] = s
	t.Cleanup(func() { delete(servers, s.Base) })
	return s
}

func newApp(t testing.TB, cfg ui.Config) *ui.App {
	t.Helper()
	a, err := ui.NewApp(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// Button is where the button named name stands in a's scene.
func Button(t testing.TB, a *ui.App, name string) geom.Rect {
	t.Helper()
	bs, _ := a.Buttons()
	return uitest.Button(t, bs, name, fmt.Sprintf("scene %v (overlay %d)", a.Scene, a.Play.Overlay))
}

// FriendApp is a person's game set to a server.
func FriendApp(t *testing.T, base, name, join string, tokens client.Tokens, onLink func(string)) *ui.App {
	t.Helper()
	return friendAppAt(t, "instant", base, name, join, tokens, onLink)
}

func friendAppAt(t *testing.T, speed, base, name, join string, tokens client.Tokens, onLink func(string)) *ui.App {
	t.Helper()
	st := shell.DefaultSettings()
	st.Speed, st.Name = speed, name
	a := newApp(t, ui.Config{Seed: 7, Settings: st, Shared: sharedConfig(base, join, tokens, onLink)})
	a.SetSize(1280, 800)
	return a
}

// sharedConfig is Play a friend set to the server at base: the harness's
// way to it for a server a scenario started, the network's otherwise.
func sharedConfig(base, join string, tokens client.Tokens, onLink func(string)) friend.SharedConfig {
	cfg := friend.SharedConfig{Server: base, Join: join, Tokens: tokens, OnLink: onLink}
	if s, ok := servers[base]; ok && s.Config != nil {
		cfg = s.Config(tokens, onLink)
		cfg.Join = join
	}
	return cfg
}

// Run ticks the apps (each with its person's move, as the keys give it)
// until ok, for at most limit of real time.
func Run(t *testing.T, limit time.Duration, what string, ok func() bool, apps ...*ui.App) {
	t.Helper()
	runMoves(t, true, limit, what, ok, apps...)
}

// idle is Run with nobody playing.
func idle(t *testing.T, limit time.Duration, what string, ok func() bool, apps ...*ui.App) {
	t.Helper()
	runMoves(t, false, limit, what, ok, apps...)
}

func runMoves(t *testing.T, moves bool, limit time.Duration, what string, ok func() bool, apps ...*ui.App) {
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
				f = uitest.PersonMove(a.Play.Table, true)
			}
			a.Update(f)
		}
		if !inMemory(apps) {
			time.Sleep(500 * time.Microsecond) // a real client's answers come on their own time
		}
	}
}

func chatHas(a *ui.App, line string) bool {
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
func annWaits(t *testing.T, base string) (*ui.App, string) {
	t.Helper()
	var link string
	ann := FriendApp(t, base, "Ann", "", &client.MemTokens{}, func(l string) { link = l })
	ann.Update(uitest.Tap(Button(t, ann, "friend")))
	Run(t, 5*time.Second, "the friend scene", func() bool { return ann.Scene == shell.SceneFriend && ann.Fade == 0 }, ann)
	ann.Update(uitest.Tap(Button(t, ann, "create")))
	Run(t, 10*time.Second, "the waiting table", func() bool { return ann.Friend.Shared.State() == "waiting" }, ann)
	return ann, link
}

// inMemory reports whether every app reaches a table server in memory,
// whose answers need no waiting for.
func inMemory(apps []*ui.App) bool {
	for _, a := range apps {
		if a.Friend.Shared == nil || !servers[a.Friend.Shared.Server()].InMemory {
			return false
		}
	}
	return true
}

// All runs every scenario, each a subtest with a server of its own from h.
func All(t *testing.T, h Harness) {
	for _, s := range []struct {
		name string
		run  func(*testing.T, Harness)
	}{
		{"TableThroughTheApp", TableThroughTheApp},
		{"GoneTable", GoneTable},
		{"RenameMidMatch", RenameMidMatch},
		{"GuestToldAndNamed", GuestToldAndNamed},
		{"NameTypedWithTheClick", NameTypedWithTheClick},
		{"ChatOnAShortPhone", ChatOnAShortPhone},
		{"WatcherOwnChat", WatcherOwnChat},
		{"RefusedActKeepsTheTurn", RefusedActKeepsTheTurn},
		{"VoiceThroughTheApp", VoiceThroughTheApp},
	} {
		t.Run(s.name, func(t *testing.T) { s.run(t, h) })
	}
}
