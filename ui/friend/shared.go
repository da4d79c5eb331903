// Package friend is Play a friend: a shared table (docs/PROTOCOL.md).
// Play a friend on the title creates one on the server and shows its
// link; the link joins it (noddy -join LINK, or the page /t/{id} in the
// browser). The server decides every rule; here the seat's connection
// (client.Client) is polled each tick, the table's stream is read — the
// match's events into a RemoteSource shown by the same table.Table as a
// match against the computer, the seats' names, their comings and goings,
// the chat — and the person's intents go back. At the table the match is
// the table scene's (package play), with what the shared table adds to it
// (play.SharedTable: table.go); voice between the two seats is voice.go.
package friend

import (
	"strings"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/engine/english"
	"noddy/protocol"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// SharedConfig is how the game reaches shared tables.
type SharedConfig struct {
	// Server is where Play a friend creates a table (the desktop's
	// -server, the browser's own page); Join a table's link to open at
	// start (-join, the page's /t/{id}).
	Server, Join string
	// Transport is the platform's when nil (client.Register); Tokens
	// keeps the seats' tokens (nil: in memory, for this run); Now is the
	// clock (time.Now when nil).
	Transport client.Transport
	Tokens    client.Tokens
	Now       func() time.Time
	// NewVoice makes a seat's voice (nil: none; the table says voice is
	// in the browser).
	NewVoice func(ice protocol.ICEConfig, me, other int) VoicePeer
	// OnLink is told each new table's link (the desktop prints it);
	// OffTable that the player has left the table (the page's address,
	// which held its link, is the game's own again).
	OnLink   func(link string)
	OffTable func()
	// Copy puts text on the clipboard; the channel says how it went (nil:
	// done; the platform's words otherwise). Nil: no clipboard.
	Copy func(text string) <-chan error
	// Offline reports that the device has no network (the browser's
	// navigator.onLine); nil: not known (the desktop).
	Offline func() bool
	// Dial and Create reach the tables another way than the network
	// (tests: a table in memory); nil: client.Client and client.CreateAsync.
	Dial   func(base, id, name string) Conn
	Create func(server string, req client.CreateRequest) Pending
}

// DefaultServer is the table server of `make web`.
const DefaultServer = "http://127.0.0.1:8080"

// sharedState is where the person is with a shared table.
type sharedState uint8

const (
	shIdle       sharedState = iota // Play a friend: the game, your name, Create
	shCreating                      // asking the server for a table
	shConnecting                    // the seat's first connection
	shWaiting                       // seated; the other seats are free
	shTable                         // the match is on: the table scene
	shGone                          // the table has gone
	shReplaced                      // a newer tab took the seat
	shFailed                        // no table server answered
)

var sharedStateNames = [...]string{"idle", "creating", "connecting", "waiting", "table", "gone", "replaced", "failed"}

func (s sharedState) String() string { return sharedStateNames[s] }

// ChatLine is one line of the chat panel: a message (its writer's seat,
// -1 for a spectator, and name) or the table's own word (System: someone
// left, came back, would play again).
type ChatLine struct {
	Seat   int
	Name   string
	Text   string
	At     time.Time
	System bool
	// Mine: the person's own message, from their seat or, watching, one
	// they sent (the item carries its id).
	Mine bool
}

// Shared is the person's shared table: the lobby's state, the seat's
// connection and what the table's stream has said.
type Shared struct {
	sharedConn
	sharedSeats
	sharedMatch
	sharedChat
	sharedLive
	talk voiceState // voice (issue 11)
}

// sharedConn is the lobby's state and the seat's connection.
type sharedConn struct {
	cfg     SharedConfig
	state   sharedState
	base    string
	id      string
	link    string
	problem string // why the last try failed (shFailed, shGone)
	// notFound: gone, the server having no record of the table (it may
	// never have been one: the title does not say it went).
	notFound bool
	create   Pending
	c        Conn
	rules    engine.Rules
	creator  bool // this person created the table (so shows its link)
}

// sharedSeats are the table's seats as the stream has told them.
type sharedSeats struct {
	seat         int // -1: watching
	names        []string
	taken, here  []bool
	again, allow []bool
	specChat     bool
}

// sharedMatch is the table's match as the stream has told it.
type sharedMatch struct {
	expires time.Time
	status  string
	winner  int
	match   int
	code    string // the finished match's code (the end item's), the same at every seat
	src     *RemoteSource
	snapN   int
	items   []protocol.Item
}

// sharedChat is the chat panel and the text fields.
type sharedChat struct {
	// Chat is the chat panel's lines, oldest first (at most chatKeep).
	Chat   []ChatLine
	chatN  int // lines ever added (the drawer's key)
	chat   input.TextField
	name   input.TextField
	naming bool // the chat's field takes the person's name
	// tapChars are the characters typed in the tick of a click or tap
	// (Frame): a field that click opens (Your name) starts with them. In
	// the browser they reached the canvas, before the page's input had the
	// focus (a person clicks and types at once: "Zed" had become "d").
	tapChars string
	// toldGuest: the person, seated with no name, was told they are Guest.
	toldGuest     bool
	lastChat      string    // the last message sent (kept again if it was too soon)
	chatR, fieldR geom.Rect // the chat panel and its field (LayOut)
	chatLines     []layout.Line
	chatLinesN    int
	// sent is the ids of the last messages sent watching (sentKeep): a
	// watcher has no seat to know its own lines by, so the server gives a
	// watcher's chat its intent's id.
	sent []string
}

// sharedLive is how the connection and the table's hold stand, tick to
// tick.
type sharedLive struct {
	copyRes  <-chan error
	away     bool
	prompted int64
	waited   bool // the table held at a hand's end last tick
	waitDeal int
	joinedAt time.Time
	// Live is when the latest welcome came, and Shown when the table first
	// stood at the stream's position after it (a reload's "straight
	// back"): the browser test reads the difference.
	Live, Shown time.Time
	shownN      int
}

// chatKeep is how many chat lines the panel keeps.
const chatKeep = 200

// sentKeep is how many of a watcher's sent messages' ids are kept: as
// many as a snapshot's chat (the server's snapshotChats), so the snapshot
// of a connection made again still shows their own lines as theirs.
const sentKeep = 100

func (sh *Shared) now() time.Time {
	if sh.cfg.Now != nil {
		return sh.cfg.Now()
	}
	return time.Now()
}

// On reports whether a shared table is open (being created, joined,
// waited at or played).
func (a *Scene) On() bool {
	sh := a.Shared
	return sh != nil && sh.state >= shCreating && sh.state <= shTable
}

// sharedTable reports whether the table on show is a shared table's.
func (a *Scene) sharedTable() bool { return a.Holds(a.table.Table) }

// newShared is the lobby for the game's settings.
func (a *Scene) newShared() *Shared {
	sh := &Shared{sharedConn: sharedConn{cfg: a.cfg}, sharedSeats: sharedSeats{seat: -1}, sharedMatch: sharedMatch{winner: -1}}
	if sh.cfg.Server == "" {
		sh.cfg.Server = DefaultServer
	}
	sh.chat = input.TextField{Max: 500, Hint: english.ChatHint}
	sh.name = input.TextField{Max: 24, Hint: english.NameFieldHint, Text: a.Settings.Name}
	return sh
}

// Open is the title's Play a friend: back to the shared table if one
// is open, else the screen that creates one.
func (a *Scene) Open() {
	if a.On() {
		if a.sharedTable() {
			a.GoTo(shell.SceneTable)
		} else {
			a.GoTo(shell.SceneFriend)
		}
		return
	}
	a.Leave()
	a.Shared = a.newShared()
	a.Focus = 0
	a.GoTo(shell.SceneFriend)
}

// keepName saves the name typed on Play a friend in the settings.
func (a *Scene) keepName() {
	if n := strings.TrimSpace(a.Shared.name.Text); n != a.Settings.Name {
		a.Settings.Name, a.SettingsChanged = n, true
	}
}

// createTable asks the server for a table of the chosen game.
func (a *Scene) createTable() {
	sh := a.Shared
	a.keepName()
	r := a.Rules()
	sh.state, sh.problem, sh.creator = shCreating, "", true
	sh.create = sh.cfg.create(client.CreateRequest{Game: r.Name, Players: r.Seats, Options: r.Options, Voice: sh.talk.want && a.voiceOffered()})
}

// Join opens a table's link: the kept token (this device sat there
// before) puts the person back in their seat; without one they take the
// first free seat, or watch a full table.
func (a *Scene) Join(link string) error {
	base, id, err := client.ParseLink(link)
	if err != nil {
		return err
	}
	a.Leave()
	sh := a.newShared()
	a.Shared = sh
	sh.base, sh.id, sh.link = base, id, client.Link(base, id)
	a.connect()
	return nil
}

// connect starts the seat's connection to sh's table.
func (a *Scene) connect() {
	sh := a.Shared
	name := strings.TrimSpace(a.Settings.Name)
	if name == "" {
		name = english.Guest
	}
	sh.state = shConnecting
	sh.joinedAt = sh.now()
	sh.c = sh.cfg.dial(sh.base, sh.id, name)
	sh.c.Start()
}

// OffTable tells the platform that the shared table is not on show
// (SharedConfig.OffTable).
func (a *Scene) OffTable() {
	if a.cfg.OffTable != nil {
		a.cfg.OffTable()
	}
}

// Leave closes the shared table's connection (the seat is kept:
// the link brings the person back) and leaves its table.
func (a *Scene) Leave() {
	sh := a.Shared
	if sh == nil {
		return
	}
	if sh.talk.peer != nil {
		sh.talk.peer.Leave()
		sh.talk.peer.Close()
		sh.talk.peer = nil
	}
	if sh.c != nil {
		sh.c.Close()
	}
	a.OffTable()
	if a.sharedTable() {
		a.table.Table, a.table.Overlay = nil, play.OvNone
	}
	a.Shared = nil
	a.Relayout()
}

// Frame takes the frame's input for a text field with the focus
// (the chat, a name): its keys type there and never play a card. A tap in
// the field takes the focus (the desktop; in the browser an HTML input
// lies over it and has it), a tap elsewhere leaves it.
func (a *Scene) Frame(f input.Frame) input.Frame {
	if a.Shared != nil {
		a.Shared.tapChars = ""
		if f.Tap {
			a.Shared.tapChars = f.Chars
		}
	}
	fld := a.TextField()
	if fld == nil {
		return f
	}
	if f.Tap && a.Fade == 0 {
		switch in := fld.Rect.Contains(f.TapX, f.TapY); {
		case in:
			fld.Focus, f.Tap = true, false
		case fld.Focus:
			fld.Focus = false
		}
	}
	if !fld.Focus {
		return f
	}
	if f.Keys[input.KeyEnter] {
		a.SubmitField()
	}
	if f.Keys[input.KeyEscape] {
		fld.Focus = false
		a.Shared.naming = false
	}
	f.Keys = [input.NumKeys]bool{}
	return f
}

// TextField is the text field on screen now, with its place (nil for
// none): the name on Play a friend, the chat (or the name) at a shared
// table. The platform types into it (package scenes: the desktop's typed
// characters, the browser's HTML input over Rect).
func (a *Scene) TextField() *input.TextField {
	sh := a.Shared
	if sh == nil || a.Fade > 0 {
		return nil
	}
	switch {
	case a.Scene == shell.SceneFriend && sh.state == shIdle:
		sh.name.Rect = a.friendFieldRect()
		return &sh.name
	case a.Scene == shell.SceneTable && a.sharedTable() && sh.chatRect().W > 0 &&
		// At the end, where the end box leaves the field clear (a phone's
		// box is over it: the browser's input had stood on its lines).
		(a.table.Overlay == play.OvNone || a.table.Overlay == play.OvEnd && !a.table.Panel().Intersects(sh.chatField())):
		f := &sh.chat
		f.Hint = english.ChatHint
		if sh.naming {
			f.Hint = english.NameHint
		} else if sh.seat < 0 && !sh.specChat {
			f.Hint = english.NoChatHint
		}
		f.Rect = sh.chatField()
		return f
	}
	return nil
}

// SubmitField does what Enter does in the field on screen: sends the
// chat message, or takes the name.
func (a *Scene) SubmitField() {
	fld := a.TextField()
	sh := a.Shared
	if fld == nil {
		return
	}
	switch {
	case fld == &sh.name:
		a.createTable()
	case sh.naming:
		sh.naming = false
		n := strings.TrimSpace(fld.Text)
		fld.Set("")
		if n != "" && n != a.Settings.Name {
			a.Settings.Name, a.SettingsChanged = n, true
			sh.name.Set(n)
			sh.c.SetName(n)
			a.Say(english.NamedAt(n)) // the header says "You": nothing else showed it took
		}
		fld.Focus = false // named, not chatting: the next key is the table's
	default:
		id := sh.c.Chat(fld.Text) // the server refuses a blank one, gently (chat-blank)
		if sh.seat < 0 && id != "" {
			sh.sent = append(sh.sent, id)
			if len(sh.sent) > sentKeep {
				sh.sent = sh.sent[1:]
			}
		}
		sh.lastChat = fld.Text
		fld.Set("")
		a.ChatScroll.Chat = 0 // back to the newest, where it will show
		if t := a.table.Table; t != nil && t.YourTurn() {
			// The table waits for the person: its prompt names the keys
			// (1-3), which had gone on typing into the chat.
			fld.Focus = false
		}
	}
}

// Again implements play.SharedTable: the end box's Play again; this seat
// asks; the server starts the next match when every seat has.
func (a *Scene) Again() {
	sh := a.Shared
	if sh.seat < 0 {
		a.table.Overlay = play.OvNone // a watcher's Watch on: the table, till the next match
		return
	}
	if sh.again[sh.seat] {
		return
	}
	sh.c.Again()
	sh.again[sh.seat] = true // as the server will say (its item confirms it)
}

// ToggleAllow turns the spectators' chat on or off for this seat.
func (a *Scene) ToggleAllow() {
	sh := a.Shared
	if sh.seat < 0 {
		return
	}
	sh.c.Allow(!sh.allow[sh.seat])
}

// ToggleNaming turns the chat's field to the person's name: opened by a
// click or tap, it starts with what was typed in that tick (the platform
// gives the field the focus at the end of the tick: every later key is
// its own).
func (a *Scene) ToggleNaming() {
	sh := a.Shared
	sh.naming = !sh.naming
	sh.chat.Set("")
	if sh.naming {
		sh.chat.Insert([]rune(sh.tapChars))
	}
	sh.chat.Focus = sh.naming
}

// copyLink puts the table's link on the clipboard (where there is one).
func (a *Scene) copyLink() {
	sh := a.Shared
	if sh.cfg.Copy == nil {
		a.Say(english.NoClipboard)
		return
	}
	sh.copyRes = sh.cfg.Copy(sh.link)
}

// SharedLink is the shared table's link ("" for none).
func (a *Scene) SharedLink() string {
	if a.Shared == nil {
		return ""
	}
	return a.Shared.link
}

// AtTable reports whether the table on show is the shared table's.
func (a *Scene) AtTable() bool { return a.sharedTable() }
