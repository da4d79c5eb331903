package friend

import (
	"math"
	"strings"

	"noddy/client"

	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/review"
	"noddy/ui/shell"
)

// Scene is Play a friend: the shared table's screens before and around
// its match — the game and your name with Create, the table laid and
// waiting for the friend (its link, Copy, how long it still waits),
// joining, and the table gone or its seat taken over in another tab. At
// the table itself the match is the table scene's (package play), with
// what the shared table adds to it (play.SharedTable, table.go).
type Scene struct {
	*shell.Shell
	// Shared is the shared table, nil when none is open.
	Shared *Shared
	cfg    SharedConfig
	table  *play.Scene
	review *review.Scene
	words  friendWords
	chat   chatText
	// ChatScroll is the chat's turn back (the mouse wheel).
	ChatScroll ChatScrolled
}

// ChatScrolled is how far the chat is turned back from its newest line,
// in lines (the wheel over it; Chat says how far it shows).
type ChatScrolled struct {
	Chat int
}

// New is Play a friend, no shared table open: shared tables are reached
// as cfg says, their matches shown by table, their reviews by review.
func New(sh *shell.Shell, cfg SharedConfig, table *play.Scene, review *review.Scene) *Scene {
	return &Scene{Shell: sh, cfg: cfg, table: table, review: review}
}

// Wheel turns the chat back (d above 0) or on by d lines, no further
// than its oldest line.
func (a *Scene) Wheel(d int) {
	room := a.ChatRoom()
	a.ChatScroll.Chat = max(0, min(room, a.ChatScroll.Chat+d))
}

// ID implements shell.Scene.
func (a *Scene) ID() shell.SceneID { return shell.SceneFriend }

// friendButtons are each state's buttons, and their labels.
func (a *Scene) friendButtons() ([]input.Do, []string) {
	sh := a.Shared
	if sh == nil {
		return []input.Do{input.DoBack}, []string{english.BackButton}
	}
	switch sh.state {
	case shIdle:
		if a.voiceOffered() {
			return []input.Do{input.DoCreate, input.DoVoice, input.DoBack}, []string{english.CreateButton, english.Labelled(english.VoiceSetting, english.OnOff(sh.talk.want)), english.BackButton}
		}
		return []input.Do{input.DoCreate, input.DoBack}, []string{english.CreateButton, english.BackButton}
	case shCreating, shConnecting:
		return []input.Do{input.DoBack}, []string{english.BackButton}
	case shWaiting:
		if sh.seat < 0 {
			return []input.Do{input.DoTitle}, []string{english.TitleButton}
		}
		return []input.Do{input.DoCopy, input.DoTitle}, []string{english.CopyLinkButton, english.KeepSeatButton}
	case shGone:
		return []input.Do{input.DoCreate, input.DoTitle}, []string{english.NewTableButton, english.TitleButton}
	case shReplaced:
		return []input.Do{input.DoReclaim, input.DoTitle}, []string{english.PlayHereButton, english.TitleButton}
	case shFailed:
		return []input.Do{input.DoCreate, input.DoBack}, []string{english.TryAgainButton, english.BackButton}
	}
	return []input.Do{input.DoBack}, []string{english.BackButton}
}

// FriendMenu is where the friend scene's buttons go: under its words and
// the name's field, the three together centred between the title and the
// footer (friendLow where the words are not measured yet).
func (a *Scene) FriendMenu() geom.Rect {
	m := a.friendLow()
	if h := a.FriendWords().Used; h > 0 {
		m.Y = a.FriendTextTop() + h + a.friendGap()
	}
	return m
}

// friendLow is where the buttons go with the words at their tallest:
// over the footer.
func (a *Scene) friendLow() geom.Rect {
	l := &a.L
	ds, _ := a.friendButtons()
	// Buttons as tall as the title's where the window has room (a third
	// of that looked like a line of text).
	h := math.Max(l.PanelFS*1.4, math.Min(l.PanelFS*2.6, l.H*0.08))
	n := float64(len(ds))
	bottom := l.RuleLine.Y - l.Pad/2
	need := n*h + (n-1)*l.Pad
	return geom.Rect{X: l.Pad, Y: bottom - need, W: l.W - 2*l.Pad, H: need}
}

// friendGap is the room from the words to the field, or to the buttons
// where there is no field.
func (a *Scene) friendGap() float64 {
	g := a.L.Pad * 1.5
	if a.Shared != nil && a.Shared.state == shIdle {
		g += a.friendFieldOver(a.friendLow()).H + a.L.Pad
	}
	return g
}

// FriendText is the room for the friend scene's words: under its title,
// over the field (the name) and the buttons at their lowest. The words
// are fitted to it; FriendTextTop is where they start.
func (a *Scene) FriendText() geom.Rect {
	l := &a.L
	top := l.SettingsY + l.PanelFS*2.4 + l.Pad/2
	low := a.friendLow()
	bottom := low.Y - l.Pad
	if a.Shared != nil && a.Shared.state == shIdle {
		bottom = a.friendFieldOver(low).Y - l.Pad/2
	}
	return geom.Rect{X: l.Pad * 2, Y: top, W: l.W - 4*l.Pad, H: math.Max(0, bottom-top)}
}

// FriendTextTop is where the words start: the words, the field and the
// buttons centred in the room between the title and the footer.
func (a *Scene) FriendTextTop() float64 {
	r := a.FriendText()
	h := a.FriendWords().Used
	if h <= 0 {
		return r.Y
	}
	low := a.friendLow()
	spare := low.Y + low.H - r.Y - (h + a.friendGap() + low.H)
	return r.Y + math.Max(0, spare/2)
}

// friendFieldRect is the name's field on Play a friend, over the buttons.
func (a *Scene) friendFieldRect() geom.Rect { return a.friendFieldOver(a.FriendMenu()) }

func (a *Scene) friendFieldOver(m geom.Rect) geom.Rect {
	l := &a.L
	h := math.Max(l.PanelFS*2, l.Min*2.2)
	w := math.Min(l.W-4*l.Pad, l.PanelFS*20)
	return geom.Rect{X: (l.W - w) / 2, Y: m.Y - l.Pad - h, W: w, H: h}
}

func (a *Scene) Buttons(bs []input.Button, labels []string) ([]input.Button, []string) {
	ds, lb := a.friendButtons()
	bs = a.MenuColumn(ds, a.FriendMenu(), bs)
	return bs, append(labels, lb...)
}

func (a *Scene) Keys() []input.Binding { return input.MenuBackKeys }

func (a *Scene) Update(in *input.Intents) {
	it, ok := a.Menu(in)
	if !ok {
		return
	}
	a.Click()
	sh := a.Shared
	switch it.Do {
	case input.DoCreate:
		if sh == nil || sh.state == shGone || sh.state == shFailed && sh.c != nil {
			name := ""
			if sh != nil {
				name = sh.name.Text
			}
			a.Leave()
			sh = a.newShared()
			sh.name.Text = name
			a.Shared = sh
		}
		a.createTable()
	case input.DoVoice:
		sh.talk.want = !sh.talk.want
	case input.DoCopy:
		a.copyLink()
	case input.DoReclaim:
		sh.state = shConnecting
		sh.c.Reclaim()
	case input.DoBack, input.DoTitle:
		if sh != nil && sh.state == shIdle {
			a.keepName() // what the person typed is theirs, table or not
		}
		if sh != nil && sh.state != shWaiting {
			a.Leave() // nothing to keep: no seat yet, or the table has gone
		}
		a.Focus = 0
		a.GoTo(shell.SceneTitle)
	}
}

func (a *Scene) Footer(out []string) []string {
	sh := a.Shared
	if sh == nil {
		return out
	}
	switch sh.state {
	case shIdle, shFailed:
		return append(out, english.TablesAt(sh.cfg.Server)...)
	case shWaiting:
		return append(out, english.KeepSeatFoot(a.Touch)...)
	}
	return out
}

// FriendTitle is the friend scene's heading.
func (a *Scene) FriendTitle() string {
	sh := a.Shared
	if sh == nil {
		return english.FriendTitle
	}
	switch sh.state {
	case shWaiting:
		if sh.seat < 0 {
			return english.WatchingTitle
		}
		return english.WaitingTitle
	case shGone:
		if sh.notFound {
			return english.NotFoundTitle
		}
		return english.GoneTitle
	case shReplaced:
		return english.ElsewhereTitle
	case shFailed:
		return english.NoTableTitle
	}
	return english.FriendTitle
}

// FriendLines are the friend scene's words, as paragraphs; the link is a
// line of its own (TextGold) so it can be read out and copied.
func (a *Scene) FriendLines() []layout.Line {
	sh := a.Shared
	if sh == nil {
		return nil
	}
	var out []layout.Line
	para := func(s string) { out = append(out, layout.Line{Text: s, Gap: len(out) > 0}) }
	if (sh.state == shCreating || sh.state == shConnecting || sh.state == shFailed) && sh.cfg.Offline != nil && sh.cfg.Offline() {
		// Said plainly: nothing here will reach a table without a network.
		para(english.SharedOffline)
		para(english.SharedOfflineRest)
		return out
	}
	switch sh.state {
	case shIdle:
		for _, p := range english.FriendIdle(a.Settings.GameLabel()) {
			para(p)
		}
	case shCreating:
		para(english.Laying)
	case shConnecting:
		if sh.c != nil && sh.c.Status() == client.StatusAway {
			// A connection ended before the welcome: said plainly, while
			// the client tries again with its backoff.
			para(english.CantReach(serverHost(sh.base)))
		} else if sh.c != nil && sh.c.Resuming() {
			para(english.ComingBack)
		} else {
			para(english.Joining)
		}
	case shWaiting:
		r := sh.rules
		para(english.TableOf(r.Title))
		if sh.seat < 0 {
			para(english.WatchersWait(sh.others()))
			break
		}
		para(english.SendLink)
		out = append(out, layout.Line{Text: sh.link, Style: layout.TextGold})
		para(english.WaitLine(sh.left(), sh.free()))
		if sh.creator && sh.cfg.Copy == nil {
			para(english.LinkPrinted)
		}
	case shGone:
		para(sh.problem)
	case shReplaced:
		for _, p := range english.Replaced {
			para(p)
		}
	case shFailed:
		para(sh.problem)
		para(english.NoServer)
	}
	return out
}

// serverHost is a server's base as a person names it: its host and port
// (http://127.0.0.1:8080 → 127.0.0.1:8080), else the base as it is. Not
// by net/url: importing it here let Ebitengine's init run before the
// command line's, and the game panicked without a display (TestNoDisplay,
// ui/cmdline/early.go).
func serverHost(base string) string {
	_, rest, ok := strings.Cut(base, "://")
	if !ok {
		return base
	}
	host, _, _ := strings.Cut(rest, "/")
	if host == "" {
		return base
	}
	return host
}
