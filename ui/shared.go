package ui

import (
	"strings"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/engine/english"
	"noddy/protocol"
)

// A shared table (issue 10, docs/PROTOCOL.md): Play a friend on the title
// creates one on the server and shows its link; the link joins it (noddy
// -join LINK, or the page /t/{id} in the browser). The server decides
// every rule; here the seat's connection (client.Client) is polled each
// tick, the table's stream is read — the match's events into a
// RemoteSource shown by the same Table as a match against the computer,
// the seats' names, their comings and goings, the chat — and the person's
// intents go back. Everything of it lives in App.Shared.

// SharedConfig is how the game reaches shared tables.
type SharedConfig struct {
	// Server is where Play a friend creates a table (the desktop's
	// -server, the browser's own page); Join a table's link to open at
	// start (-join, the page's /t/{id}).
	Server, Join string
	// Transport and Tokens are the platform's when nil (package client); Now
	// is the clock (time.Now when nil).
	Transport client.Transport
	Tokens    client.Tokens
	Now       func() time.Time
	// NewVoice makes a seat's voice (nil: client/voice's).
	NewVoice func(ice []protocol.ICEServer, me, other int) VoicePeer
	// OnLink is told each new table's link (the desktop prints it).
	OnLink func(link string)
	// Copy puts text on the clipboard; the channel says how it went (nil:
	// done; the platform's words otherwise). Nil: no clipboard.
	Copy func(text string) <-chan error
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
}

// Shared is the person's shared table: the lobby's state, the seat's
// connection and what the table's stream has said.
type Shared struct {
	cfg     SharedConfig
	state   sharedState
	base    string
	id      string
	link    string
	problem string // why the last try failed (shFailed, shGone)
	create  *client.Pending[client.Created]
	c       *client.Client
	rules   engine.Rules
	creator bool // this person created the table (so shows its link)

	seat         int // -1: watching
	names        []string
	taken, here  []bool
	again, allow []bool
	specChat     bool
	expires      time.Time
	status       string
	winner       int
	match        int
	code         string // the finished match's code (the end item's), the same at every seat
	src          *RemoteSource
	snapN        int
	items        []protocol.Item
	// Chat is the chat panel's lines, oldest first (at most chatKeep).
	Chat   []ChatLine
	chatN  int // lines ever added (the drawer's key)
	chat   TextField
	name   TextField
	naming bool // the chat's field takes the person's name
	// toldGuest: the person, seated with no name, was told they are Guest.
	toldGuest bool
	lastChat  string // the last message sent (kept again if it was too soon)
	copyRes   <-chan error
	away      bool
	prompted  int64
	waited    bool // the table held at a hand's end last tick
	waitDeal  int
	joinedAt  time.Time
	// Live is when the latest welcome came, and Shown when the table first
	// stood at the stream's position after it (a reload's "straight
	// back"): the browser test reads the difference.
	Live, Shown time.Time
	shownN      int

	talk voiceState // voice (issue 11)

	chatR, fieldR Rect // the chat panel and its field (layOutShared)
	chatLines     []Line
	chatLinesN    int
}

// chatKeep is how many chat lines the panel keeps.
const chatKeep = 200

func (sh *Shared) now() time.Time {
	if sh.cfg.Now != nil {
		return sh.cfg.Now()
	}
	return time.Now()
}

// sharedOn reports whether a shared table is open (being created, joined,
// waited at or played).
func (a *App) sharedOn() bool {
	sh := a.Shared
	return sh != nil && sh.state >= shCreating && sh.state <= shTable
}

// sharedTable reports whether the table on show is a shared table's.
func (a *App) sharedTable() bool {
	sh := a.Shared
	return sh != nil && sh.src != nil && a.Table != nil && a.Table.src == sh.src
}

// sharedSeated reports whether the person has a seat at the shared
// table (not watching).
func (a *App) sharedSeated() bool { return a.Shared != nil && a.Shared.seat >= 0 }

// newShared is the lobby for the game's settings.
func (a *App) newShared() *Shared {
	sh := &Shared{cfg: a.cfg.Shared, seat: -1, winner: -1}
	if sh.cfg.Server == "" {
		sh.cfg.Server = DefaultServer
	}
	sh.chat = TextField{Max: 500, Hint: "Type a message, then Enter"}
	sh.name = TextField{Max: 24, Hint: "Your name", Text: a.Settings.Name}
	return sh
}

// openFriend is the title's Play a friend: back to the shared table if one
// is open, else the screen that creates one.
func (a *App) openFriend() {
	if a.sharedOn() {
		if a.sharedTable() {
			a.goTo(SceneTable)
		} else {
			a.goTo(SceneFriend)
		}
		return
	}
	a.leaveShared()
	a.Shared = a.newShared()
	a.Focus = 0
	a.goTo(SceneFriend)
}

// keepName saves the name typed on Play a friend in the settings.
func (a *App) keepName() {
	if n := strings.TrimSpace(a.Shared.name.Text); n != a.Settings.Name {
		a.Settings.Name, a.SettingsChanged = n, true
	}
}

// createTable asks the server for a table of the chosen game.
func (a *App) createTable() {
	sh := a.Shared
	a.keepName()
	r := a.Rules()
	sh.state, sh.problem, sh.creator = shCreating, "", true
	sh.create = client.CreateAsync(sh.cfg.Server, client.CreateRequest{Game: r.Name, Players: r.Seats, Options: r.Options, Voice: sh.talk.want && a.voiceOffered()})
}

// joinTable opens a table's link: the kept token (this device sat there
// before) puts the person back in their seat; without one they take the
// first free seat, or watch a full table.
func (a *App) joinTable(link string) error {
	base, id, err := client.ParseLink(link)
	if err != nil {
		return err
	}
	a.leaveShared()
	sh := a.newShared()
	a.Shared = sh
	sh.base, sh.id, sh.link = base, id, client.Link(base, id)
	a.connect()
	return nil
}

// connect starts the seat's connection to sh's table.
func (a *App) connect() {
	sh := a.Shared
	name := strings.TrimSpace(a.Settings.Name)
	if name == "" {
		name = "Guest"
	}
	sh.state = shConnecting
	sh.joinedAt = sh.now()
	sh.c = &client.Client{Base: sh.base, Table: sh.id, Name: name, Tokens: sh.cfg.Tokens, Transport: sh.cfg.Transport, Now: sh.cfg.Now}
	if sh.c.Tokens == nil {
		sh.c.Tokens = client.DefaultTokens()
	}
	sh.c.Start()
}

// leaveShared closes the shared table's connection (the seat is kept:
// the link brings the person back) and leaves its table.
func (a *App) leaveShared() {
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
	if a.sharedTable() {
		a.Table, a.Overlay = nil, OvNone
	}
	a.Shared = nil
	a.relayout()
}

// sharedFrame takes the frame's input for a text field with the focus
// (the chat, a name): its keys type there and never play a card. A tap in
// the field takes the focus (the desktop; in the browser an HTML input
// lies over it and has it), a tap elsewhere leaves it.
func (a *App) sharedFrame(f Frame) Frame {
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
	if f.Keys[KeyEnter] {
		a.SubmitField()
	}
	if f.Keys[KeyEscape] {
		fld.Focus = false
		a.Shared.naming = false
	}
	f.Keys = [NumKeys]bool{}
	return f
}

// TextField is the text field on screen now, with its place (nil for
// none): the name on Play a friend, the chat (or the name) at a shared
// table. The platform types into it (package scenes: the desktop's typed
// characters, the browser's HTML input over Rect).
func (a *App) TextField() *TextField {
	sh := a.Shared
	if sh == nil || a.Fade > 0 {
		return nil
	}
	switch {
	case a.Scene == SceneFriend && sh.state == shIdle:
		sh.name.Rect = a.friendFieldRect()
		return &sh.name
	case a.Scene == SceneTable && a.sharedTable() && (a.Overlay == OvNone || a.Overlay == OvEnd) && sh.chatRect().W > 0:
		f := &sh.chat
		f.Hint = "Type a message, then Enter"
		if sh.naming {
			f.Hint = "Type your name, then Enter"
		} else if sh.seat < 0 && !sh.specChat {
			f.Hint = "Watchers may not chat here"
		}
		f.Rect = sh.chatField()
		return f
	}
	return nil
}

// SubmitField does what Enter does in the field on screen: sends the
// chat message, or takes the name.
func (a *App) SubmitField() {
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
			a.say(english.NamedAt(n)) // the header says "You": nothing else showed it took
		}
		fld.Focus = false // named, not chatting: the next key is the table's
	default:
		sh.c.Chat(fld.Text) // the server refuses a blank one, gently (chat-blank)
		sh.lastChat = fld.Text
		fld.Set("")
		a.Scroll.Chat = 0 // back to the newest, where it will show
	}
}

// tickShared runs the shared table once a tick: the create's answer, the
// connection, the stream's items, and the scene the person should be in.
func (a *App) tickShared() {
	sh := a.Shared
	if sh == nil {
		return
	}
	if sh.copyRes != nil {
		select {
		case err := <-sh.copyRes:
			sh.copyRes = nil
			if err != nil {
				a.say(err.Error())
			} else {
				a.say("Copied: " + sh.link)
			}
		default:
		}
	}
	if sh.create != nil {
		c, err, done := sh.create.Poll()
		if !done {
			return
		}
		sh.create = nil
		if err != nil {
			sh.state, sh.problem = shFailed, err.Error()
			return
		}
		base, id, perr := client.ParseLink(c.Link)
		if perr != nil {
			base, id = sh.cfg.Server, c.ID
		}
		sh.base, sh.id, sh.link = base, id, c.Link
		if sh.cfg.OnLink != nil {
			sh.cfg.OnLink(c.Link)
		}
		a.connect()
	}
	if sh.c == nil {
		return
	}
	sh.c.Poll()
	a.sharedStatus()
	if n, _ := sh.c.Snapshot(); n != sh.snapN {
		a.sharedRebuild(n)
	}
	sh.items = sh.c.TakeItems(sh.items[:0])
	_, snapLast := sh.c.Snapshot()
	for _, it := range sh.items {
		a.sharedItem(it, it.Seq <= snapLast)
	}
	clear(sh.items)
	for _, e := range sh.c.TakeErrors() {
		a.sharedRefusal(e)
	}
	a.tickVoice()
	a.sharedShow()
}

// sharedStatus follows the connection's status: gone, taken over, away
// and back.
func (a *App) sharedStatus() {
	sh := a.Shared
	switch sh.c.Status() {
	case client.StatusGone:
		if sh.state != shGone {
			sh.state, sh.problem = shGone, sh.c.GoneText()
			if sh.problem == "" {
				sh.problem = "This table has gone."
			}
			a.leaveSharedTable()
			a.goTo(SceneFriend)
		}
	case client.StatusReplaced:
		if sh.state != shReplaced {
			sh.state = shReplaced
			a.leaveSharedTable()
			a.goTo(SceneFriend)
		}
	case client.StatusAway:
		if !sh.away && sh.state >= shWaiting {
			sh.away = true
			a.say("The connection is lost: coming back…")
		}
	case client.StatusLive:
		if sh.away {
			sh.away = false
			a.say("Back at the table.")
		}
		if sh.Live.Before(sh.c.WelcomeAt()) {
			sh.Live = sh.c.WelcomeAt()
			sh.shownN = 0
		}
	}
}

// leaveSharedTable takes the shared table's match off the screen (the
// table has gone, or another tab has the seat).
func (a *App) leaveSharedTable() {
	if a.sharedTable() {
		a.Table, a.Overlay = nil, OvNone
	}
	a.Shared.src = nil
	a.relayout()
}

// sharedRebuild starts again from a snapshot (a first hello, a reload, a
// seat taken back): the welcome's table as it stands, the stream's items
// to come shown at once.
func (a *App) sharedRebuild(n int) {
	sh := a.Shared
	sh.snapN = n
	ts := sh.c.TableState()
	if ts == nil {
		return
	}
	r, err := engine.Lookup(ts.Game, ts.Players, ts.Options...)
	if err != nil {
		sh.state, sh.problem = shFailed, "This table's game is not one this version knows: "+err.Error()
		sh.c.Close()
		return
	}
	if a.sharedTable() {
		a.Table = nil
	}
	sh.rules, sh.seat = r, sh.c.Seat()
	k := len(ts.Seats)
	sh.names, sh.taken, sh.here = make([]string, k), make([]bool, k), make([]bool, k)
	sh.again, sh.allow = make([]bool, k), make([]bool, k)
	for i, s := range ts.Seats {
		sh.names[i], sh.taken[i], sh.here[i], sh.again[i], sh.allow[i] = s.Name, s.Taken, s.Here, s.Again, s.Allow
	}
	sh.specChat, sh.expires, sh.status, sh.winner, sh.match = ts.SpectatorChat, ts.Expires, ts.Status, ts.Winner, ts.Match
	sh.src = nil
	sh.Chat, sh.chatN = sh.Chat[:0], sh.chatN+1
	if ts.Status != protocol.StatusWaiting && ts.Match > 0 {
		// A later deal's snapshot starts with its events, not the match's
		// item: the match is under way, from the table's scores.
		sh.src = newRemoteSource(sh.c, r, sh.seat, ts.Match, ts.Scores, false)
		if ts.Status == protocol.StatusOver {
			sh.src.over = false // its end item comes with the snapshot
		}
	}
	if sh.state < shWaiting || sh.state > shTable {
		sh.state = shWaiting
	}
}

// sharedItem reads one item of the table's stream (snap: part of a
// snapshot, shown at once).
func (a *App) sharedItem(it protocol.Item, snap bool) {
	sh := a.Shared
	in := it.Seat >= 0 && it.Seat < len(sh.names)
	at := time.UnixMilli(it.At)
	switch it.Kind {
	case protocol.ItemSeated:
		if in {
			sh.names[it.Seat], sh.taken[it.Seat], sh.here[it.Seat] = it.Name, true, true
			a.renameTable()
		}
	case protocol.ItemName:
		if in {
			if old := sh.names[it.Seat]; old != it.Name && it.Seat != sh.seat && !snap {
				// The header's name alone changed: the log and the chat still
				// said the old one.
				sh.addChat(ChatLine{Seat: it.Seat, Text: english.Renamed(old, it.Name), At: at, System: true})
			}
			sh.names[it.Seat] = it.Name
			a.renameTable()
		}
	case protocol.ItemPresence:
		if in {
			sh.here[it.Seat] = it.Here
		}
		line := english.Presence(sh.nameOf(it.Seat), it.Here)
		if it.Seat != sh.seat || sh.seat < 0 { // not one's own coming and going
			sh.addChat(ChatLine{Seat: it.Seat, Text: line, At: at, System: true})
		}
		if !snap && it.Seat != sh.seat {
			a.say(line)
		}
	case protocol.ItemChat:
		sh.addChat(ChatLine{Seat: it.Seat, Name: it.Name, Text: it.Text, At: at})
	case protocol.ItemAgain:
		if in {
			sh.again[it.Seat] = true
			sh.addChat(ChatLine{Seat: it.Seat, Text: english.AgainLine([]string{sh.nameOf(it.Seat)}), At: at, System: true})
		}
	case protocol.ItemAllow:
		if in {
			sh.allow[it.Seat] = it.Allow
			all := true
			for s := range sh.allow {
				all = all && (sh.allow[s] || !sh.taken[s])
			}
			sh.specChat = all
			// The button's label alone did not say whether it took, or whether
			// the others agreed.
			sh.addChat(ChatLine{Seat: it.Seat, Text: english.AllowLine(sh.nameOf(it.Seat), it.Allow, all), At: at, System: true})
		}
	case protocol.ItemMatch:
		for s := range sh.again {
			sh.again[s] = false
		}
		sh.match, sh.status, sh.winner, sh.code = it.Match, protocol.StatusPlaying, -1, ""
		sh.src = newRemoteSource(sh.c, sh.rules, sh.seat, it.Match, nil, true)
	case protocol.ItemEvent:
		if sh.src != nil && it.Event != nil && it.Event.Event != nil {
			sh.src.add(it.Seq, it.Event.Event, snap)
			if it.Waiting != nil {
				sh.src.waiting = it.Waiting
			}
		}
	case protocol.ItemEnd:
		sh.status = protocol.StatusOver
		if it.Winner != nil {
			sh.winner = *it.Winner
		}
		if sh.src != nil {
			sh.src.over = true
			if it.Seed != nil {
				sh.src.seed = *it.Seed
			}
			sh.src.code = it.Code
		}
		if it.Code != "" && it.Code != sh.code {
			sh.code = it.Code
			a.sharedReview()
		}
	}
}

// sharedReview starts the review of the shared match that has just ended,
// from the code the server gave every seat (so both players review, and
// can share, the same match). A watcher has no decisions to review.
func (a *App) sharedReview() {
	sh := a.Shared
	if sh.seat < 0 {
		return
	}
	m, err := engine.MatchFromCode(sh.code)
	if err != nil {
		return // a code this build cannot read: the match ends without a review
	}
	rv, err := NewReview(m, sh.seat)
	if err != nil {
		return
	}
	v := sh.voice()
	rv.names = &v
	a.setReview(rv)
}

func (sh *Shared) addChat(l ChatLine) {
	if l.Name == "" && !l.System {
		l.Name = sh.nameOf(l.Seat)
	}
	sh.Chat = append(sh.Chat, l)
	if len(sh.Chat) > chatKeep {
		sh.Chat = append(sh.Chat[:0], sh.Chat[len(sh.Chat)-chatKeep/2:]...)
	}
	sh.chatN++
}

// sharedRefusal says an intent the server refused, gently: a chat message
// or a name in the chat's words, an act through the table (Refused).
func (a *App) sharedRefusal(e client.IntentError) {
	sh := a.Shared
	switch e.Type {
	case protocol.Act:
		if sh.src != nil {
			sh.src.refuse(e)
		}
		if a.sharedTable() {
			a.Table.decisionStale = true // the same prompt, to answer again
		}
	case protocol.Chat, protocol.Name:
		msg := english.ChatRefusal(e.Code)
		if msg == "" {
			msg = e.Message
		}
		if e.Code == protocol.ErrChatRate && sh.chat.Text == "" {
			sh.chat.Set(sh.lastChat) // kept, to send in a moment
		}
		a.say(msg)
	case protocol.Again:
		a.say(e.Message)
	}
}

// nameOf is how seat s is named at the table ("Guest" until it is taken).
func (sh *Shared) nameOf(s int) string {
	if s < 0 || s >= len(sh.names) || sh.names[s] == "" {
		return "a watcher"
	}
	return sh.names[s]
}

// voice names the seats by their names: "You" for the person's, "Ann"
// for the others; two seats of one name are told apart by their seats.
func (sh *Shared) voice() english.Voice {
	n := len(sh.names)
	v := english.Voice{Rules: sh.rules, Short: make([]string, n), Mid: make([]string, n), You: -1}
	used := map[string]bool{}
	if sh.seat >= 0 {
		used["you"] = true
	}
	for s := range n {
		name := sh.names[s]
		if name == "" {
			name = "Guest"
		}
		if used[strings.ToLower(name)] {
			name += " (seat " + itoa(s+1) + ")"
		}
		used[strings.ToLower(name)] = true
		v.Short[s], v.Mid[s] = name, name
	}
	if sh.seat >= 0 && sh.seat < n {
		v.Short[sh.seat], v.Mid[sh.seat], v.You = "You", "you", sh.seat
	}
	return v
}

// renameTable gives the shared table's match the seats' names as they
// now stand (a name changed mid-match).
func (a *App) renameTable() {
	if !a.sharedTable() {
		return
	}
	a.Table.rename(a.Shared.voice())
}

// rename names the seats afresh: the header, the labels and the log's
// lines from here on.
func (t *Table) rename(v english.Voice) {
	v.Rules = t.rules
	if len(v.Short) != len(t.Voice.Short) {
		return
	}
	copy(t.Voice.Short, v.Short)
	copy(t.Voice.Mid, v.Mid) // the log's names are this slice
	t.Voice.You = v.You
	t.labels = nil
	t.setScoreText(t.Voice)
	if t.DealText != "" {
		t.DealText = t.Voice.DealLine(engine.Dealt{Deal: t.Deal, Dealer: t.Dealer}) // the header's names too
	}
}

// sharedShow keeps the table scene on the shared table's current match:
// a new match's table when one starts, a snapshot's events shown at once,
// the person's decision read again when a prompt comes, "ready" when the
// person goes on from a hand's end.
func (a *App) sharedShow() {
	sh := a.Shared
	if sh.src == nil {
		if sh.state == shTable {
			sh.state = shWaiting
		}
		return
	}
	jump := sh.src.jumping() // before a new table takes the snapshot's events
	if a.Table == nil || a.Table.src != sh.src {
		v := sh.voice()
		t := NewTable(sh.src, &v, a.speed())
		t.CallsExplained = a.Table != nil && a.Table.CallsExplained
		a.Table, a.Overlay, a.Focus = t, OvNone, 0
		a.closeHint()
		a.relayout()
		sh.waited = false
	}
	t := a.Table
	if jump {
		t.catchUp()
		if t.Over {
			a.Overlay, a.Focus = OvEnd, 0
		}
	}
	if sh.state != shTable {
		sh.state = shTable
		if a.Scene == SceneFriend || a.Next == SceneFriend {
			a.Focus = 0
			a.goTo(SceneTable)
		}
		if sh.seat >= 0 && strings.TrimSpace(a.Settings.Name) == "" && !sh.toldGuest {
			// A link opened with no name kept: the others see "Guest".
			sh.toldGuest = true
			a.say(english.SeatedAsGuest())
		}
	}
	// A prompt opened (or open again: an act refused within a tick, its
	// decision read while the act was pending) that the table has not read.
	if p := sh.c.PromptLast(); p != sh.prompted || p != 0 && t.decision.Kind == DecNone && !t.Busy() {
		sh.prompted = p
		t.decisionStale = true
	}
	if w := t.Waiting(); w != sh.waited {
		if sh.waited && sh.seat >= 0 {
			sh.c.Ready(sh.waitDeal) // the person has seen that hand's end
		}
		sh.waited, sh.waitDeal = w, t.Deal
	}
	if sh.shownN == 0 && !sh.Live.IsZero() && !t.Busy() && !sh.src.jumping() && len(sh.src.queue) == 0 {
		sh.shownN, sh.Shown = 1, sh.now()
	}
}

// catchUp shows at once what the table has queued (a snapshot's events):
// every step finished, holds too, no sound; the table then stands as the
// table does.
func (t *Table) catchUp() {
	sp := t.Speed
	t.Speed = SpeedInstant
	t.pull()
	for guard := 0; t.Busy() && guard < 100000; guard++ {
		t.hurry = true
		t.advance()
	}
	t.Speed = sp
	t.effects = t.effects[:0]
}

// sharedAgain is the end box's Play again at a shared table: this seat
// asks; the server starts the next match when every seat has.
func (a *App) sharedAgain() {
	sh := a.Shared
	if sh.seat < 0 {
		a.Overlay = OvNone // a watcher's Watch on: the table, till the next match
		return
	}
	if sh.again[sh.seat] {
		return
	}
	sh.c.Again()
	sh.again[sh.seat] = true // as the server will say (its item confirms it)
}

// sharedAllow turns the spectators' chat on or off for this seat.
func (a *App) sharedAllow() {
	sh := a.Shared
	if sh.seat < 0 {
		return
	}
	sh.c.Allow(!sh.allow[sh.seat])
}

// sharedName turns the chat's field to the person's name.
func (a *App) sharedName() {
	sh := a.Shared
	sh.naming = !sh.naming
	sh.chat.Set("")
	sh.chat.Focus = sh.naming
}

// copyLink puts the table's link on the clipboard (where there is one).
func (a *App) copyLink() {
	sh := a.Shared
	if sh.cfg.Copy == nil {
		a.say("No clipboard here: the link is printed where the game was started.")
		return
	}
	sh.copyRes = sh.cfg.Copy(sh.link)
}

// sharedLeft is the time the waiting table has left (the server's
// expiry).
func (sh *Shared) left() time.Duration {
	if sh.expires.IsZero() {
		return 0
	}
	return sh.expires.Sub(sh.now())
}

// free is how many seats are still free.
func (sh *Shared) free() int {
	n := 0
	for _, t := range sh.taken {
		if !t {
			n++
		}
	}
	return n
}

// others are the names of the seats but the person's.
func (sh *Shared) others() []string {
	var out []string
	for s := range sh.names {
		if s != sh.seat && sh.taken[s] {
			out = append(out, sh.nameOf(s))
		}
	}
	return out
}

// SharedLink is the shared table's link ("" for none).
func (a *App) SharedLink() string {
	if a.Shared == nil {
		return ""
	}
	return a.Shared.link
}
