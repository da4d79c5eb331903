package ui

import (
	"fmt"
	"strings"
	"testing"

	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// The end box offers Play again (a new deal) and Replay this deal (the
// same seed: the same cut and cards dealt).
func TestEndBoxPlayAgainAndReplay(t *testing.T) {
	for _, c := range []struct {
		button  string
		same    bool
		message string
	}{{"again", false, "A new match: seed 99"}, {"replay", true, "The same deal again: seed 7"}} {
		a := newApp(t, Config{Seed: 7, Scene: "table", NewSeed: func() uint64 { return 99 }, Settings: shell.Settings{Speed: "instant", Level: "easy"}})
		a.SetSize(1280, 800)
		playToEnd(t, a)
		if a.Play.Overlay != play.OvEnd {
			t.Fatalf("overlay %d at the end, want the end box", a.Play.Overlay)
		}
		first := mt(a.Play.Table).Events()
		a.Update(tap(button(t, a, c.button)))
		if a.Play.Overlay != play.OvNone || a.Play.Table.Over || a.Message != c.message {
			t.Fatalf("%s: overlay %d over %v message %q", c.button, a.Play.Overlay, a.Play.Table.Over, a.Message)
		}
		again := mt(a.Play.Table).Events()
		// The cut and the first deal: the seed's alone.
		same := fmt.Sprint(first[:3]) == fmt.Sprint(again[:3])
		if same != c.same || (a.Play.Table.Seed() == 7) != c.same {
			t.Errorf("%s: seed %d, first events the same %v, want %v", c.button, a.Play.Table.Seed(), same, c.same)
		}
	}
}

// After Esc the title offers "New match" beside "Resume match"; it
// asks first, as the table's New does, and Keep playing goes back to the
// match.
func TestTitleNewMatchBesideResume(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", CanQuit: true, NewSeed: func() uint64 { return 99 }, Settings: shell.Settings{Speed: "instant"}})
	a.SetSize(1280, 800)
	settle(t, a)
	a.Update(key(input.KeyEscape))
	settle(t, a)
	bs, labels := a.Buttons()
	if a.Scene != shell.SceneTitle || len(labels) < 2 || labels[0] != "Resume match" || labels[1] != "New match" {
		t.Fatalf("title %v labels %q", a.Scene, labels)
	}
	if r, n := bs[0].Rect, bs[1].Rect; r.Y != n.Y || r.H != n.H || r.X+r.W >= n.X || r.Intersects(n) {
		t.Errorf("resume %+v and new match %+v: want them side by side", r, n)
	}
	a.Update(tap(button(t, a, "new")))
	settle(t, a)
	if a.Scene != shell.SceneTable || a.Play.Overlay != play.OvConfirm || a.Play.Table.Seed() != 7 {
		t.Fatalf("New match: scene %v overlay %d seed %d, want the table asking first", a.Scene, a.Play.Overlay, a.Play.Table.Seed())
	}
	a.Update(tap(button(t, a, "yes")))
	if a.Play.Overlay != play.OvNone || a.Play.Table.Seed() != 99 {
		t.Fatalf("after yes: overlay %d seed %d, want the new match", a.Play.Overlay, a.Play.Table.Seed())
	}
	// The new match's title row again offers both.
	a.Update(key(input.KeyEscape))
	settle(t, a)
	if _, labels := a.Buttons(); labels[1] != "New match" {
		t.Errorf("labels %q", labels)
	}
}

// Seeds are short enough to read out and type: six digits from any number
// (the clock), and each further match's too (they were 19-digit numbers).
func TestSeedsAreSixDigits(t *testing.T) {
	for _, x := range []uint64{0, 1, 7, 999999, 1 << 40, 1764590000123456789, ^uint64(0)} {
		if s := ShortSeed(x); s < 100000 || s > 999999 {
			t.Errorf("ShortSeed(%d) = %d", x, s)
		}
	}
	if ShortSeed(1764590000123456789) == ShortSeed(1764590000123456889) {
		t.Error("the clock's nanoseconds a tenth of a microsecond apart give one seed")
	}
	a := newApp(t, Config{Seed: 424242, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
	for range 3 {
		a.Play.StartAgain()
		if s := a.Play.Table.Seed(); s < 100000 || s > 999999 || !strings.HasSuffix(a.Play.Table.RuleText, fmt.Sprintf("seed %d · computer: easy", s)) {
			t.Errorf("the next match's seed %d, rule line %q", s, a.Play.Table.RuleText)
		}
	}
}

// Space, the table's key to move a hand on, does not press the end box's
// focused Play again (pressed on through the last hand, it started a new
// match over the result); Enter does, once the box has stood a second (the
// Enter that hurried the last show dealt a new match unread).
func TestEndBoxSpaceKeepsTheResult(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", NewSeed: func() uint64 { return 99 }, Settings: shell.Settings{Speed: "instant", Level: "easy"}})
	a.SetSize(1280, 800)
	playToEnd(t, a)
	for range 3 {
		a.Update(key(input.KeySpace))
	}
	if a.Play.Overlay != play.OvEnd || !a.Play.Table.Over || a.Play.Table.Seed() != 7 {
		t.Fatalf("after Space: overlay %d over %v seed %d, want the end box of seed 7", a.Play.Overlay, a.Play.Table.Over, a.Play.Table.Seed())
	}
	a.Update(key(input.KeyEnter))
	if a.Play.Overlay != play.OvEnd || a.Play.Table.Seed() != 7 {
		t.Fatalf("Enter at once: overlay %d seed %d, want the end box of seed 7 still", a.Play.Overlay, a.Play.Table.Seed())
	}
	for range play.EndKeyHold {
		a.Update(input.Frame{})
	}
	a.Update(key(input.KeyEnter))
	if a.Play.Overlay != play.OvNone || a.Play.Table.Over || a.Play.Table.Seed() != 99 {
		t.Fatalf("after Enter: overlay %d over %v seed %d, want a new match, seed 99", a.Play.Overlay, a.Play.Table.Over, a.Play.Table.Seed())
	}
}

// R in the end box opens the rules, as the line under the table says;
// closing them (Esc, Enter or R) returns to the end box as it stood: the
// same lines, the same button in focus. (R did nothing there.)
func TestEndBoxOpensTheRules(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", NewSeed: func() uint64 { return 99 }, Settings: shell.Settings{Speed: "instant", Level: "easy"}})
	a.SetSize(1280, 800)
	playToEnd(t, a)
	for range play.EndKeyHold {
		a.Update(input.Frame{})
	}
	if line := a.Play.RuleLine(); !strings.Contains(line, "(R to read them)") {
		t.Fatalf("the line under the end box %q does not offer R", line)
	}
	lines := strings.Join(a.Play.EndLines(), "\n")
	a.Update(key(input.KeyRight))
	a.Update(key(input.KeyRight))
	for _, k := range []input.Key{input.KeyEscape, input.KeyEnter, input.KeyR} {
		a.Update(key(input.KeyR))
		if a.Play.Overlay != play.OvRules || a.Play.Page != 0 {
			t.Fatalf("R in the end box: overlay %d page %d, want the rules' first page", a.Play.Overlay, a.Play.Page)
		}
		a.Update(key(input.KeyRight))
		if a.Play.Page != 1 {
			t.Errorf("→ in the rules from the end box: page %d, want 1", a.Play.Page)
		}
		a.Update(key(k))
		if got := strings.Join(a.Play.EndLines(), "\n"); a.Play.Overlay != play.OvEnd || a.Focus != 2 || got != lines {
			t.Fatalf("rules closed with key %d: overlay %d focus %d lines %q; want the end box on Review (2), lines %q", k, a.Play.Overlay, a.Focus, got, lines)
		}
	}
	a.Update(key(input.KeyLeft))
	a.Update(key(input.KeyLeft))
	a.Update(key(input.KeyEnter))
	if a.Play.Overlay != play.OvNone || a.Play.Table.Seed() != 99 {
		t.Errorf("Enter on Play again after the rules: overlay %d seed %d, want a new match, seed 99", a.Play.Overlay, a.Play.Table.Seed())
	}
}

// Under the end box a finger is offered no way to the rules (the box has
// no Rules button; the line had said "Rules to read them"), keys are
// offered R (it opens them there).
func TestEndBoxRuleLineForAFinger(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Autoplay: true, Settings: shell.Settings{Speed: "instant", Level: "easy"}})
	settle(t, a)
	if a.Play.Overlay != play.OvEnd {
		t.Fatalf("overlay %d, want the end box", a.Play.Overlay)
	}
	a.Touch = true
	if got, want := a.Play.RuleLine(), "Rules: Noddy — Justin du Coeur's 1996 reconstruction · seed 7 · both seats: easy"; got != want {
		t.Errorf("a finger, the end box: %q, want %q", got, want)
	}
	a.Touch = false
	if got, want := a.Play.RuleLine(), "Rules: Noddy — Justin du Coeur's 1996 reconstruction (R to read them) · seed 7 · both seats: easy"; got != want {
		t.Errorf("keys, the end box: %q, want %q", got, want)
	}
}
