package scenes

import (
	"os"
	"strings"
	"testing"

	"noddy/client"
	"noddy/ui"
	"noddy/ui/friend/friendtest"
	"noddy/ui/input"
	"noddy/ui/shell"
	"noddy/ui/uitest"
)

// A shared table on a short upright phone (375×667, touch), laid out as
// TestLayout lays out its frames: the chat's panel there is only as tall
// as its field, and its empty heading, drawn over the field's top, lay
// under the field; nothing may overlap, with the chat empty and with
// another's message said as a notice.
func TestLayoutSharedShortPhone(t *testing.T) {
	const w, hh = 375, 667
	fs := friendtest.New()
	var link string
	app := func(name, join string, onLink func(string), touch bool) *ui.App {
		st := shell.DefaultSettings()
		st.Speed, st.Name = "instant", name
		cfg := fs.Config(&client.MemTokens{}, onLink)
		cfg.Join = join
		a, err := ui.NewApp(ui.Config{Seed: 7, Settings: st, Touch: touch, Shared: cfg})
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	h := newHarness(t, Options{Seed: 7}, w, hh)
	ann := app("Ann", "", func(l string) { link = l }, true)
	h.g.app = ann
	ann.SetSize(w, hh)
	run := func(what string, ok func() bool, apps ...*ui.App) {
		t.Helper()
		for range 2000 {
			if ok() {
				return
			}
			for _, a := range apps {
				a.Update(input.Frame{})
			}
		}
		t.Fatalf("no %s", what)
	}
	tap := func(name string) {
		bs, _ := ann.Buttons()
		ann.Update(uitest.Tap(uitest.Button(t, bs, name, "Ann's scene")))
	}
	tap("friend")
	run("the friend scene", func() bool { return ann.Scene == shell.SceneFriend && ann.Fade == 0 }, ann)
	tap("create")
	run("the waiting table", func() bool { return ann.Friend.Shared.State() == "waiting" }, ann)
	bob := app("Bob", link, nil, false)
	bob.SetSize(1280, 800)
	run("both at the table", func() bool {
		return ann.Friend.AtTable() && bob.Friend.AtTable() && ann.Friend.TextField() != nil && bob.Friend.TextField() != nil && ann.Fade == 0
	}, ann, bob)
	c := &layoutCase{t: t, h: h, name: "375x667 touch", w: w, h2: hh, seen: map[string]bool{}, shots: os.Getenv("NODDY_LAYOUT_SHOTS")}
	c.check("shared table, the chat empty")
	bob.Friend.TextField().Set("good luck, and may the best cards come to you")
	bob.Friend.SubmitField()
	run("Bob's message said at Ann's", func() bool { return ann.Message != "" }, ann, bob)
	c.check("shared table, another's message")
	for _, r := range c.report {
		// This window's small text (buttons' labels under 12 px) is a
		// finding of its own, not yet fixed: logged; overlaps fail.
		if strings.Contains(r, " overlaps ") || strings.Contains(r, "outside") {
			t.Error(r)
		} else {
			t.Log(r)
		}
	}
}
