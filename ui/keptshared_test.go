package ui

import (
	"slices"
	"testing"

	"noddy/engine/english"
	"noddy/tutorial"
	"noddy/ui/friend/friendtest"
	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// A match against the computer kept in the settings outlives a shared
// table's link: the page opened at the link, the title's Play takes the
// kept match up (it dealt a new one over it, and the match was lost: a
// play-test), and leaving the table takes its link out of the address.
func TestKeptMatchOutlivesASharedLink(t *testing.T) {
	_, kept := keptCribbage(t)

	fs := friendtest.New()
	fs.Down = true
	cfg := fs.Config(nil, nil)
	off := 0
	cfg.OffTable = func() { off++ }
	cfg.Join = fs.Base + "/t/abcdefgh"
	b := newApp(t, Config{Seed: 99, Scene: "table", Resume: true, Settings: kept, Shared: cfg})
	if b.Scene != shell.SceneFriend {
		t.Fatalf("opened on %v, want the shared table's link", b.Scene)
	}
	b.Update(key(input.KeyEscape))
	for range 40 {
		b.Update(input.Frame{})
	}
	if b.Scene != shell.SceneTitle {
		t.Fatalf("Esc led to %v, want the title", b.Scene)
	}
	if _, labels := b.Buttons(); len(labels) == 0 || labels[0] != english.ResumeButton {
		t.Errorf("the title's first button %q, want %q", labels, english.ResumeButton)
	}
	b.Update(tap(button(t, b, "play")))
	settle(t, b)
	if code, _ := mt(b.Play.Table).Code(); code != kept.Match {
		t.Errorf("Play took up %q, want the kept match %q", code, kept.Match)
	}
	if off == 0 {
		t.Error("the shared table was left and its link never taken out of the address")
	}
}

// The match kept away from the table (a shared table's link opened the
// page) is offered on the title as a match at the table is: New match
// beside Resume, Resume naming the kept match's game once another is
// chosen, and then New match in focus; New asks before the kept match is
// lost, over it, and No leaves the person at it. (Resume match had stood
// alone and named no game.)
func TestKeptMatchOfferedAsTheMatchAtTheTable(t *testing.T) {
	b, kept := keptAtALink(t)
	title := func(when, resume string, focus int) {
		t.Helper()
		if !b.Play.KeptWaiting() {
			t.Fatalf("%s: the kept match is not waiting", when)
		}
		if _, labels := b.Buttons(); b.Scene != shell.SceneTitle || len(labels) < 2 || labels[0] != resume || labels[1] != english.NewMatchButton || b.Focus != focus {
			t.Errorf("%s: scene %v, buttons %q, focus %d; want the title, %q and New match, focus %d", when, b.Scene, labels, b.Focus, resume, focus)
		}
	}
	title("the shared table left", "Resume match", 0)
	openGames(t, b)
	c, _ := b.Chooser()
	x, y := c.Cells[slices.Index(chooserGames(), "noddy")].Centre()
	b.Update(input.Frame{Tap: true, TapX: x, TapY: y})
	settle(t, b)
	title("Noddy chosen", "Resume: Six-card cribbage", 1)

	b.Update(key(input.KeyEnter))
	settle(t, b)
	if got := b.Play.ConfirmLines(); b.Scene != shell.SceneTable || b.Play.Overlay != play.OvConfirm || len(got) != 3 || got[0] != "The new match: Noddy (du Coeur)." {
		t.Fatalf("Enter on New match: scene %v, overlay %v saying %q; want \"new match?\" naming Noddy", b.Scene, b.Play.Overlay, got)
	}
	if code, _ := mt(b.Play.Table).Code(); code != kept.Match || b.Message == english.MatchTakenUp {
		t.Errorf("under the question %q (notice %q), want the kept match %q, taken up quietly", code, b.Message, kept.Match)
	}
	b.Update(tap(button(t, b, "no")))
	settle(t, b)
	if code, _ := mt(b.Play.Table).Code(); code != kept.Match || b.Settings.Match != kept.Match {
		t.Errorf("No: at %q, the settings keep %q; want the kept match %q", code, b.Settings.Match, kept.Match)
	}
	b.Update(key(input.KeyEscape))
	settle(t, b)
	b.Update(tap(button(t, b, "new")))
	settle(t, b)
	b.Update(tap(button(t, b, "yes")))
	settle(t, b)
	if r := b.Play.Table.RuleSet(); r.Name != "noddy" || b.Settings.Match == kept.Match {
		t.Errorf("New, then yes: dealt %s, the settings keep %q; want noddy, kept in place of the cribbage match", r.Name, b.Settings.Match)
	}
}

// The tutorial's last button takes up a match kept away from the table
// (a shared table's link opened the page), as the title's Play does, and
// says so (it read "Play a match").
func TestTourLastStepResumesAKeptMatch(t *testing.T) {
	a, kept := keptAtALink(t)
	a.Update(tap(button(t, a, "tutorial")))
	match := func() (input.Button, string, bool) {
		bs, labels := a.Buttons()
		i := slices.IndexFunc(bs, func(b input.Button) bool { return b.Name() == "match" })
		if i < 0 {
			return input.Button{}, "", false
		}
		return bs[i], labels[i], true
	}
	for range tutorial.New().Len() * 20 {
		if _, _, ok := match(); ok || a.Scene != shell.SceneTutorial && a.Fade == 0 {
			break
		}
		a.Update(press(input.KeyRight))
		for range 200 {
			a.Update(input.Frame{})
		}
	}
	if !a.Play.KeptWaiting() {
		t.Fatal("the kept match is not waiting")
	}
	b, label, ok := match()
	if !ok || label != english.ResumeMatch {
		t.Fatalf("scene %v: the last step's match button %v %q, want %q", a.Scene, ok, label, english.ResumeMatch)
	}
	a.Update(tap(b.Rect))
	settle(t, a)
	if code, _ := mt(a.Play.Table).Code(); code != kept.Match {
		t.Errorf("the button took up %q, want the kept match %q", code, kept.Match)
	}
}

// keptAtALink is the title at 1280×800 after the page opened at a shared
// table's link (its server down) with a cribbage match kept in the
// settings, and Esc: the kept match waits away from the table.
func keptAtALink(t *testing.T) (*App, shell.Settings) {
	t.Helper()
	_, kept := keptCribbage(t)
	fs := friendtest.New()
	fs.Down = true
	cfg := fs.Config(nil, nil)
	cfg.Join = fs.Base + "/t/abcdefgh"
	a := newApp(t, Config{Seed: 99, Scene: "table", Resume: true, Settings: kept, Shared: cfg})
	a.SetSize(1280, 800)
	a.Update(key(input.KeyEscape))
	settle(t, a)
	return a, kept
}
