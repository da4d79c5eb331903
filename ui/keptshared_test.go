package ui

import (
	"testing"

	"noddy/engine/english"
	"noddy/ui/friend/friendtest"
	"noddy/ui/input"
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
