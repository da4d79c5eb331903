package ui

import (
	"math"

	"noddy/engine/english"
)

// friendScene is Play a friend: the shared table's screens before and
// around its match — the game and your name with Create, the table
// laid and waiting for the friend (its link, Copy, how long it still
// waits), joining, and the table gone or its seat taken over in another
// tab. At the table itself the match is the table scene's.
type friendScene struct{}

func (friendScene) ID() SceneID { return SceneFriend }

// friendButtons are each state's buttons, and their labels.
func (a *App) friendButtons() ([]Do, []string) {
	sh := a.Shared
	if sh == nil {
		return []Do{DoBack}, []string{"Back"}
	}
	switch sh.state {
	case shIdle:
		if a.voiceOffered() {
			return []Do{DoCreate, DoVoice, DoBack}, []string{"Create the table", "Voice: " + onOff(sh.talk.want), "Back"}
		}
		return []Do{DoCreate, DoBack}, []string{"Create the table", "Back"}
	case shCreating, shConnecting:
		return []Do{DoBack}, []string{"Back"}
	case shWaiting:
		if sh.seat < 0 {
			return []Do{DoTitle}, []string{"Title"}
		}
		return []Do{DoCopy, DoTitle}, []string{"Copy the link", "Title (your seat is kept)"}
	case shGone:
		return []Do{DoCreate, DoTitle}, []string{"Start a new table", "Title"}
	case shReplaced:
		return []Do{DoReclaim, DoTitle}, []string{"Play here", "Title"}
	case shFailed:
		return []Do{DoCreate, DoBack}, []string{"Try again", "Back"}
	}
	return []Do{DoBack}, []string{"Back"}
}

// FriendMenu is where the friend scene's buttons go: under its words and
// the name's field, the three together centred between the title and the
// footer (friendLow where the words are not measured yet).
func (a *App) FriendMenu() Rect {
	m := a.friendLow()
	if a.friendTextH > 0 {
		m.Y = a.FriendTextTop() + a.friendTextH + a.friendGap()
	}
	return m
}

// friendLow is where the buttons go with the words at their tallest:
// over the footer.
func (a *App) friendLow() Rect {
	l := &a.L
	ds, _ := a.friendButtons()
	// Buttons as tall as the title's where the window has room (a third
	// of that looked like a line of text).
	h := math.Max(l.PanelFS*1.4, math.Min(l.PanelFS*2.6, l.H*0.08))
	n := float64(len(ds))
	bottom := l.RuleLine.Y - l.Pad/2
	need := n*h + (n-1)*l.Pad
	return Rect{l.Pad, bottom - need, l.W - 2*l.Pad, need}
}

// friendGap is the room from the words to the field, or to the buttons
// where there is no field.
func (a *App) friendGap() float64 {
	g := a.L.Pad * 1.5
	if a.Shared != nil && a.Shared.state == shIdle {
		g += a.friendFieldOver(a.friendLow()).H + a.L.Pad
	}
	return g
}

// FriendText is the room for the friend scene's words: under its title,
// over the field (the name) and the buttons at their lowest. The words
// are fitted to it; FriendTextTop is where they start.
func (a *App) FriendText() Rect {
	l := &a.L
	top := l.SettingsY + l.PanelFS*2.4 + l.Pad/2
	low := a.friendLow()
	bottom := low.Y - l.Pad
	if a.Shared != nil && a.Shared.state == shIdle {
		bottom = a.friendFieldOver(low).Y - l.Pad/2
	}
	return Rect{l.Pad * 2, top, l.W - 4*l.Pad, math.Max(0, bottom-top)}
}

// FriendTextTop is where the words start: the words, the field and the
// buttons centred in the room between the title and the footer.
func (a *App) FriendTextTop() float64 {
	r := a.FriendText()
	if a.friendTextH <= 0 {
		return r.Y
	}
	low := a.friendLow()
	spare := low.Y + low.H - r.Y - (a.friendTextH + a.friendGap() + low.H)
	return r.Y + math.Max(0, spare/2)
}

// FriendTextUsed is told by the drawer how tall the words came out at
// the size that fits them, so that the field and the buttons follow them
// (a long gap between "Your name" and its field read as two screens).
func (a *App) FriendTextUsed(h float64) { a.friendTextH = h }

// friendFieldRect is the name's field on Play a friend, over the buttons.
func (a *App) friendFieldRect() Rect { return a.friendFieldOver(a.FriendMenu()) }

func (a *App) friendFieldOver(m Rect) Rect {
	l := &a.L
	h := math.Max(l.PanelFS*2, l.Min*2.2)
	w := math.Min(l.W-4*l.Pad, l.PanelFS*20)
	return Rect{(l.W - w) / 2, m.Y - l.Pad - h, w, h}
}

func (friendScene) Buttons(a *App, bs []Button, labels []string) ([]Button, []string) {
	ds, lb := a.friendButtons()
	bs = a.menuColumn(ds, a.FriendMenu(), bs)
	return bs, append(labels, lb...)
}

func (friendScene) Keys(*App) []Binding { return settingsKeys }

func (friendScene) Update(a *App, in *Intents) {
	it, ok := a.menu(in)
	if !ok {
		return
	}
	a.click()
	sh := a.Shared
	switch it.Do {
	case DoCreate:
		if sh == nil || sh.state == shGone || sh.state == shFailed && sh.c != nil {
			name := ""
			if sh != nil {
				name = sh.name.Text
			}
			a.leaveShared()
			sh = a.newShared()
			sh.name.Text = name
			a.Shared = sh
		}
		a.createTable()
	case DoVoice:
		sh.talk.want = !sh.talk.want
	case DoCopy:
		a.copyLink()
	case DoReclaim:
		sh.state = shConnecting
		sh.c.Reclaim()
	case DoBack, DoTitle:
		if sh != nil && sh.state == shIdle {
			a.keepName() // what the person typed is theirs, table or not
		}
		if sh != nil && sh.state != shWaiting {
			a.leaveShared() // nothing to keep: no seat yet, or the table has gone
		}
		a.Focus = 0
		a.goTo(SceneTitle)
	}
}

func (friendScene) Footer(a *App, out []string) []string {
	sh := a.Shared
	if sh == nil {
		return out
	}
	switch sh.state {
	case shIdle, shFailed:
		return append(out, "Tables at "+sh.cfg.Server, sh.cfg.Server)
	case shWaiting:
		if a.Touch {
			return append(out, "Title keeps your seat: Play a friend brings you back", "Title keeps your seat")
		}
		return append(out, "Esc: the title (your seat is kept; Play a friend brings you back)", "Esc: the title (your seat is kept)")
	}
	return out
}

// FriendTitle is the friend scene's heading.
func (a *App) FriendTitle() string {
	sh := a.Shared
	if sh == nil {
		return "Play a friend"
	}
	switch sh.state {
	case shWaiting:
		if sh.seat < 0 {
			return "Watching"
		}
		return "Your table is waiting"
	case shGone:
		return "This table has gone"
	case shReplaced:
		return "Playing elsewhere"
	case shFailed:
		return "No table"
	}
	return "Play a friend"
}

// FriendLines are the friend scene's words, as paragraphs; the link is a
// line of its own (TextGold) so it can be read out and copied.
func (a *App) FriendLines() []Line {
	sh := a.Shared
	if sh == nil {
		return nil
	}
	var out []Line
	para := func(s string) { out = append(out, Line{Text: s, Gap: len(out) > 0}) }
	switch sh.state {
	case shIdle:
		para("A table of " + a.GameLabel() + ", shared by a link: whoever opens it first takes the other seat, and a third may watch. You can chat while you play.")
		para("Your name (kept on this device; “Guest” if you leave it empty):")
	case shCreating:
		para("Laying the table…")
	case shConnecting:
		if sh.c != nil && sh.c.Token != "" {
			para("Coming back to your seat…")
		} else {
			para("Joining the table…")
		}
	case shWaiting:
		r := sh.rules
		para("A table of " + r.Title + ".")
		if sh.seat < 0 {
			para(english.Watching(sh.others()) + " The match starts when every seat is taken.")
			break
		}
		para("Send this link to your friend; whoever opens it first takes the free seat:")
		out = append(out, Line{Text: sh.link, Style: TextGold})
		para(english.WaitLine(sh.left(), sh.free()))
		if sh.creator && sh.cfg.Copy == nil {
			para("The link is printed where the game was started, too.")
		}
	case shGone:
		para(sh.problem)
	case shReplaced:
		para("This seat is now played in another tab or window: the newest takes over.")
		para("Play here takes it back to this one.")
	case shFailed:
		para(sh.problem)
		para("Start one with make web, or give the game -server URL.")
	}
	return out
}
