package friend

import (
	"errors"
	"slices"
	"strings"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/engine/english"
	"noddy/protocol"
	"noddy/ui/play"
	"noddy/ui/review"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The table's stream, a tick at a time (Poll): the connection's status,
// a snapshot to start again from, each item (seats, names, presence, the
// chat, the match's events, its end), the server's refusals, and the
// table scene kept on the shared table's current match.

// Poll runs the shared table once a tick: the create's answer, the
// connection, the stream's items, and the scene the person should be in.
func (a *Scene) Poll() {
	sh := a.Shared
	if sh == nil {
		return
	}
	if sh.copyRes != nil {
		select {
		case err := <-sh.copyRes:
			sh.copyRes = nil
			if err != nil {
				a.Say(err.Error())
			} else {
				a.Say(english.Copied(sh.link))
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
			// Said to a player: where, not the browser's "TypeError:
			// Failed to fetch".
			sh.state, sh.problem = shFailed, english.Capitalise(err.Error())
			if errors.Is(err, client.ErrNoServer) {
				sh.problem = english.NoServerAt(sh.cfg.Server)
			}
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
	a.TickVoice()
	a.sharedShow()
}

// sharedStatus follows the connection's status: gone, taken over, away
// and back.
func (a *Scene) sharedStatus() {
	sh := a.Shared
	switch sh.c.Status() {
	case client.StatusGone:
		if sh.state != shGone {
			sh.state, sh.problem, sh.notFound = shGone, sh.c.GoneText(), sh.c.NotFound()
			if sh.problem == "" {
				sh.problem = english.Gone
				if sh.notFound {
					sh.problem = english.NotFound
				}
			}
			a.leaveSharedTable()
			a.GoTo(shell.SceneFriend)
		}
	case client.StatusReplaced:
		if sh.state != shReplaced {
			sh.state = shReplaced
			a.leaveSharedTable()
			a.GoTo(shell.SceneFriend)
		}
	case client.StatusAway:
		if !sh.away && sh.state >= shWaiting {
			sh.away = true
			a.Say(english.LostLink)
		}
	case client.StatusLive:
		if sh.away {
			sh.away = false
			a.Say(english.BackAtTable)
		}
		if sh.Live.Before(sh.c.WelcomeAt()) {
			sh.Live = sh.c.WelcomeAt()
			sh.shownN = 0
		}
	}
}

// leaveSharedTable takes the shared table's match off the screen (the
// table has gone, or another tab has the seat).
func (a *Scene) leaveSharedTable() {
	if a.sharedTable() {
		a.table.Table, a.table.Overlay = nil, play.OvNone
	}
	a.Shared.src = nil
	a.Relayout()
}

// sharedRebuild starts again from a snapshot (a first hello, a reload, a
// seat taken back): the welcome's table as it stands, the stream's items
// to come shown at once.
func (a *Scene) sharedRebuild(n int) {
	sh := a.Shared
	sh.snapN = n
	ts := sh.c.TableState()
	if ts == nil {
		return
	}
	r, err := engine.Lookup(ts.Game, ts.Players, ts.Options...)
	if err != nil {
		sh.state, sh.problem = shFailed, english.UnknownGame(err.Error())
		sh.c.Close()
		return
	}
	if a.sharedTable() {
		a.table.Table = nil
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
func (a *Scene) sharedItem(it protocol.Item, snap bool) {
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
			a.Say(line)
		}
	case protocol.ItemChat:
		mine := it.Seat >= 0 && it.Seat == sh.seat || it.Seat < 0 && sh.seat < 0 && it.ID != "" && slices.Contains(sh.sent, it.ID)
		sh.addChat(ChatLine{Seat: it.Seat, Name: it.Name, Text: it.Text, At: at, Mine: mine})
		// Where the chat's panel holds no line (a short upright phone:
		// the table keeps its cards' size), another's message is said as
		// a notice, or it would not be seen.
		if _, lines := a.ChatPanel(); !snap && !mine && lines.H < a.L.LogFS*play.LogLead {
			l := sh.Chat[len(sh.Chat)-1]
			a.SayToRead(strings.TrimSpace(english.ChatLine("", l.Name, l.Text, false, l.Seat < 0)))
		}
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
			who := sh.nameOf(it.Seat)
			if it.Seat == sh.seat {
				who = "" // "You let watchers chat"
			}
			sh.addChat(ChatLine{Seat: it.Seat, Text: english.AllowLine(who, it.Allow, all), At: at, System: true})
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
func (a *Scene) sharedReview() {
	sh := a.Shared
	if sh.seat < 0 {
		return
	}
	m, err := engine.MatchFromCode(sh.code)
	if err != nil {
		return // a code this build cannot read: the match ends without a review
	}
	rv, err := review.NewReview(m, sh.seat)
	if err != nil {
		return
	}
	rv.SetNames(sh.voice())
	a.review.Set(rv)
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
func (a *Scene) sharedRefusal(e client.IntentError) {
	sh := a.Shared
	if e.Resent { // a move the server's store had no room for: sent again by itself
		a.Say(english.StoreFull)
		return
	}
	switch e.Type {
	case protocol.Act:
		if sh.src != nil {
			sh.src.refuse(e)
		}
		if a.sharedTable() {
			a.table.Table.Reread() // the same prompt, to answer again
		}
	case protocol.Chat, protocol.Name, protocol.Allow:
		msg := english.ChatRefusal(e.Code)
		if msg == "" {
			msg = e.Message
		}
		if e.Code == protocol.ErrChatRate && sh.chat.Text == "" {
			sh.chat.Set(sh.lastChat) // kept, to send in a moment
		}
		a.Say(msg)
	case protocol.Again:
		if msg := english.ChatRefusal(e.Code); e.Code == protocol.ErrTableLong || e.Code == protocol.ErrStoreFull {
			a.Say(msg)
			return
		}
		a.Say(e.Message)
	}
}

// nameOf is how seat s is named at the table ("Guest" until it is taken).
func (sh *Shared) nameOf(s int) string {
	if s < 0 || s >= len(sh.names) || sh.names[s] == "" {
		return english.AWatcher
	}
	return sh.names[s]
}

// voice names the seats by their names: "You" for the person's, "Ann"
// for the others; two seats of one name are told apart by their seats.
func (sh *Shared) voice() english.Voice { return english.NamedVoice(sh.rules, sh.names, sh.seat) }

// renameTable gives the shared table's match the seats' names as they
// now stand (a name changed mid-match).
func (a *Scene) renameTable() {
	if !a.sharedTable() {
		return
	}
	a.table.Table.Rename(a.Shared.voice())
}

// sharedShow keeps the table scene on the shared table's current match:
// a new match's table when one starts, a snapshot's events shown at once,
// the person's decision read again when a prompt comes, "ready" when the
// person goes on from a hand's end.
func (a *Scene) sharedShow() {
	sh := a.Shared
	if sh.src == nil {
		if sh.state == shTable {
			sh.state = shWaiting
		}
		return
	}
	jump := sh.src.jumping() // before a new table takes the snapshot's events
	if a.table.Table == nil || a.table.Table.Source() != sh.src {
		v := sh.voice()
		t := table.NewTable(sh.src, &v, a.Speed())
		t.CallsExplained = a.table.Table != nil && a.table.Table.CallsExplained
		a.table.Table, a.table.Overlay, a.Focus = t, play.OvNone, 0
		a.table.CloseHint()
		a.Relayout()
		sh.waited = false
	}
	t := a.table.Table
	if jump {
		t.CatchUp()
		if t.Over {
			a.table.Overlay, a.Focus = play.OvEnd, 0
		}
	}
	if sh.state != shTable {
		sh.state = shTable
		if a.Scene == shell.SceneFriend || a.Next == shell.SceneFriend {
			a.Focus = 0
			a.GoTo(shell.SceneTable)
		}
		if sh.seat >= 0 && strings.TrimSpace(a.Settings.Name) == "" && !sh.toldGuest {
			// A link opened with no name kept: the others see "Guest".
			sh.toldGuest = true
			a.Say(english.SeatedAsGuest())
		}
	}
	// A prompt opened (or open again: an act refused within a tick, its
	// decision read while the act was pending) that the table has not read.
	if p := sh.c.PromptLast(); p != sh.prompted || p != 0 && t.Asked() == table.DecNone && !t.Busy() {
		sh.prompted = p
		t.Reread()
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
