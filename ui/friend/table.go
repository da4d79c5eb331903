package friend

import (
	"math"
	"slices"
	"strings"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/table"
)

// The shared table at the table scene: its row of buttons and keys (no
// hint, no new match: the table is shared), the end box's Play again
// (when every seat agrees), the chat panel beside the log, the waiting
// line, and its account for the snapshot and the look.

var (
	sharedRowDo = [...]input.Do{input.DoCount, input.DoRules, input.DoSettings, input.DoMenu, input.DoName, input.DoAllow, input.DoTalk}
	sharedKeys  = []input.Binding{
		{Key: input.KeyC, Do: input.Intent{Do: input.DoCount}}, {Key: input.KeyR, Do: input.Intent{Do: input.DoRules}},
		{Key: input.KeyS, Do: input.Intent{Do: input.DoSettings}}, {Key: input.KeyEscape, Do: input.Intent{Do: input.DoMenu}},
		{Key: input.KeyV, Do: input.Intent{Do: input.DoTalk}},
	}
	sharedEndDo = [...]input.Do{input.DoAgain, input.DoReview, input.DoCount, input.DoTitle}
	// H and N are bound only to say why they do nothing here (a key that
	// did nothing at all read as a broken one).
	sharedKeysH  = append(slices.Clone(sharedKeys), input.Binding{Key: input.KeyH, Do: input.Intent{Do: input.DoHint}})
	sharedKeysHN = append(slices.Clone(sharedKeysH), input.Binding{Key: input.KeyN, Do: input.Intent{Do: input.DoNew}})
)

// Row implements play.SharedTable: the table's row of buttons at a
// shared table.
func (a *Scene) Row(bs []input.Button, labels []string) ([]input.Button, []string) {
	sh := a.Shared
	n := len(sharedRowDo) - 2
	lb := []string{english.CountButton, english.RulesButton, english.SettingsButton, english.MenuButton, english.YourNameButton}
	if sh.seat >= 0 {
		n++
		lb = append(lb, english.Labelled(english.WatchersSetting, english.OnOff(sh.allow[sh.seat])))
	}
	room := lb
	if a.VoiceTable() {
		n++
		room = append(slices.Clone(lb), a.voiceLabelRoom()) // laid out for its longest label
		lb = append(lb, a.voiceLabel())
	}
	bs = a.L.ButtonRowFor(sharedRowDo[:n], room, bs)
	return bs, append(labels, lb...)
}

// Holds implements play.SharedTable: whether t is the shared table's
// match.
func (a *Scene) Holds(t *table.Table) bool {
	sh := a.Shared
	return sh != nil && sh.src != nil && t != nil && t.Source() == sh.src
}

// Watching implements play.SharedTable: the person watches the shared
// table (has no seat).
func (a *Scene) Watching() bool { return a.Shared != nil && a.Shared.seat < 0 }

// RuleLine implements play.SharedTable: the line under the cards says
// whether the table has voice.
func (a *Scene) RuleLine(line string) string {
	if a.Shared != nil && a.Shared.c != nil {
		if ts := a.Shared.c.TableState(); ts != nil {
			line += english.VoiceOnTable(ts.Voice)
		}
	}
	return line
}

// RowKeys implements play.SharedTable: the row's keys at a shared table
// (no hint, H, and no new match, N: bound only to say why); noN leaves
// N out (Y and N answer a question).
func (a *Scene) RowKeys(noN bool) []input.Binding {
	if noN {
		return sharedKeysH
	}
	return sharedKeysHN
}

// Do implements play.SharedTable: a shared table's own intents at the
// table; it reports whether it took it.
func (a *Scene) Do(it input.Intent) bool {
	if !a.sharedTable() {
		return false
	}
	switch it.Do {
	case input.DoName:
		a.Click()
		a.ToggleNaming()
	case input.DoAllow:
		a.Click()
		a.ToggleAllow()
	case input.DoTalk:
		a.Click()
		a.talk()
	case input.DoHint:
		a.Say(english.SharedNoHint())
	case input.DoNew:
		a.Say(english.SharedNoNew())
	default:
		return false
	}
	return true
}

// EndButtons implements play.SharedTable: the end box's buttons at a shared table: Play
// again (at this table, when every seat agrees), Review (once the
// server's code for the match has come), Count, Title.
func (a *Scene) EndButtons(p geom.Rect, bs []input.Button, labels []string) ([]input.Button, []string) {
	sh := a.Shared
	again := english.PlayAgainButton
	if sh.seat < 0 {
		again = english.WatchOnButton
	} else if sh.again[sh.seat] {
		again = english.AskedButton
	}
	lb := []string{again, english.ReviewButton, english.CountButton, english.TitleButton}
	if !a.Touch {
		lb[2] = english.CountKey
	}
	ds, lb := a.table.ReviewIfAny(sharedEndDo[:], lb)
	bs = a.L.EndButtons(p, ds, lb, bs)
	return bs, append(labels, lb...)
}

// EndLines implements play.SharedTable: it adds to the end box who would play again, and whom the
// person waits for.
func (a *Scene) EndLines(lines []string) []string {
	if !a.sharedTable() {
		return lines
	}
	sh := a.Shared
	var yes, no []string
	for s := range sh.again {
		if s == sh.seat {
			continue
		}
		if sh.again[s] {
			yes = append(yes, sh.nameOf(s))
		} else {
			no = append(no, sh.nameOf(s))
		}
	}
	if l := english.AgainLine(yes); l != "" {
		lines = append(lines, l)
	}
	if sh.seat >= 0 && sh.again[sh.seat] {
		lines = append(lines, english.AgainWaits(no))
	}
	return lines
}

// Waiting implements play.SharedTable: the line over the hand while the table waits for
// other seats: "Waiting for Bob", the seats the server says may act
// ("" when it does not wait for them).
func (a *Scene) Waiting() string {
	t := a.table.Table
	if !a.sharedTable() || t.Busy() || t.Over || t.Deal == 0 || a.Shared.seat < 0 {
		return ""
	}
	src := a.Shared.src
	if src == nil || src.waiting == nil {
		return english.WaitingFor(a.Shared.others())
	}
	var names []string
	for _, s := range src.waiting {
		if s != a.Shared.seat {
			names = append(names, a.Shared.nameOf(s))
		}
	}
	if len(names) == 0 {
		return "" // this seat's own turn, its prompt on the way
	}
	return english.WaitingFor(names)
}

// LayOut gives the chat its panel beside the log at a shared
// table: under it where the log is a column, beside it where it is a
// band across the window (an upright phone).
func (a *Scene) LayOut() {
	sh := a.Shared
	if sh == nil {
		return
	}
	sh.chatR, sh.fieldR = geom.Rect{}, geom.Rect{}
	if !a.sharedTable() || a.L.W == 0 {
		return
	}
	l := &a.L
	// The log's lines' place (under the pegging board in a column; the
	// whole log in an upright window) is shared with the chat.
	lg := l.LogText
	whole := lg == l.Log
	gap := l.Pad / 2
	if lg.H >= lg.W*0.9 || lg.W < l.PanelFS*26 {
		logH := math.Round(lg.H * 0.42)
		l.LogText.H = logH
		sh.chatR = geom.Rect{X: lg.X, Y: lg.Y + logH + gap, W: lg.W, H: lg.H - logH - gap}
	} else {
		logW := math.Round(lg.W * 0.45)
		l.LogText.W = logW
		sh.chatR = geom.Rect{X: lg.X + logW + gap, Y: lg.Y, W: lg.W - logW - gap, H: lg.H}
	}
	if whole {
		l.Log = l.LogText
	}
	fh := math.Min(sh.chatR.H/2, math.Max(l.LogFS*2, l.Min*2))
	sh.fieldR = geom.Rect{X: sh.chatR.X + gap, Y: sh.chatR.Y + sh.chatR.H - fh - gap, W: sh.chatR.W - 2*gap, H: fh}
}

func (sh *Shared) chatRect() geom.Rect  { return sh.chatR }
func (sh *Shared) chatField() geom.Rect { return sh.fieldR }

// ChatPanel is the chat panel's place, and its lines' (over the field);
// zero when no chat is on show.
func (a *Scene) ChatPanel() (panel, lines geom.Rect) {
	sh := a.Shared
	if sh == nil || !a.sharedTable() {
		return geom.Rect{}, geom.Rect{}
	}
	p, f := sh.chatR, sh.fieldR
	return p, geom.Rect{X: p.X + a.L.Pad/2, Y: p.Y + a.L.Pad/3, W: p.W - a.L.Pad, H: f.Y - p.Y - a.L.Pad/2}
}

// ChatLines are the chat panel's lines, oldest first: "14:02 Ann: good
// luck", the table's own words dim, the person's own messages gold.
func (a *Scene) ChatLines() []layout.Line {
	sh := a.Shared
	if sh == nil {
		return nil
	}
	if len(sh.chatLines) == len(sh.Chat) && sh.chatLinesN == sh.chatN {
		return sh.chatLines
	}
	out := sh.chatLines[:0]
	for _, c := range sh.Chat {
		t := english.ChatTime(c.At.In(time.Local))
		switch {
		case c.System:
			out = append(out, layout.Line{Text: english.ChatLine(t, "", c.Text, false, false), Style: layout.TextDim})
		case c.Mine:
			out = append(out, layout.Line{Text: english.ChatLine(t, c.Name, c.Text, true, false), Style: layout.TextGold})
		default:
			out = append(out, layout.Line{Text: english.ChatLine(t, c.Name, c.Text, false, c.Seat < 0)})
		}
	}
	sh.chatLines, sh.chatLinesN = out, sh.chatN
	return out
}

// ChatN changes whenever the chat's lines do (the drawer's key).
func (a *Scene) ChatN() int {
	if a.Shared == nil {
		return 0
	}
	return a.Shared.chatN
}

// SharedSnapshot is the shared table's account for tests and the browser
// bridge (window.noddy.shared).
type SharedSnapshot struct {
	State string // "idle", "creating", "connecting", "waiting", "table", "gone", "replaced", "failed"
	Net   string // the connection: "connecting", "live", "away", "replaced", "gone", "closed"
	Link  string
	Seat  int // -1: watching
	Names []string
	Here  []bool
	Again []bool
	// SpecChat: every seated player lets watchers chat.
	SpecChat bool
	Chat     []string // "Ann: good luck", the table's own words as they are
	FieldSnapshot
	CardsSnapshot
	Match int
	Deal  int
	// Shown is the stream's sequence number of the last event the table
	// has begun to show; Taken how many of the match's events it has
	// (FromStart: from the match's start, else from a snapshot's deal).
	Shown     int64
	Taken     int
	FromStart bool
	Left      int // seconds the waiting table has left
	// BackMS is how long the table took from the latest welcome to stand
	// as the table stands (a reload's snapshot shown at once); -1 before.
	BackMS int
	Again1 string // the end box's Play again label
	Code   string // the finished match's code, as the server gave it
	// Voice is the voice at a voice table (seated), else nil; VoiceWant
	// is Play a friend's Voice: on.
	Voice     *VoiceSnapshot
	VoiceWant bool
}

// FieldSnapshot is the text field on screen (the chat, a name), where it
// is and what it holds.
type FieldSnapshot struct {
	Field      geom.Rect
	FieldOn    bool
	FieldFocus bool
	FieldText  string
}

// CardsSnapshot is what the table's record knows of the cards. Known is
// every card it has a face for (its sprites, the hands and the crib it
// knows): a spectator's must all be public. Held is the seated person's
// hand as dealt (what only this seat may know); Laid the faces on the
// table itself (the pile, the starter, the cut, the series turned aside,
// the crib turned up); Revealed: the hand has ended and every hand is face
// up. The browser test checks a spectator's Known against the players'
// Held and its own Laid.
type CardsSnapshot struct {
	Known    []string
	Held     []string
	Laid     []string
	Revealed bool
}

// Snapshot is the shared table's account (nil when none is open).
func (a *Scene) Snapshot() *SharedSnapshot {
	sh := a.Shared
	if sh == nil {
		return nil
	}
	s := &SharedSnapshot{State: sh.state.String(), Link: sh.link, Seat: sh.seat, SpecChat: sh.specChat, Left: int(sh.left() / time.Second), BackMS: -1, Match: sh.match, Code: sh.code}
	if sh.c != nil {
		s.Net = sh.c.Status().String()
	}
	s.Voice, s.VoiceWant = a.voiceSnapshot(), sh.talk.want
	for i := range sh.names {
		s.Names = append(s.Names, sh.nameOf(i))
	}
	s.Here = append(s.Here, sh.here...)
	s.Again = append(s.Again, sh.again...)
	for _, c := range sh.Chat {
		if c.System {
			s.Chat = append(s.Chat, c.Text)
		} else {
			s.Chat = append(s.Chat, c.Name+": "+c.Text)
		}
	}
	if f := a.TextField(); f != nil {
		s.Field, s.FieldOn, s.FieldFocus, s.FieldText = f.Rect, true, f.Focus, f.Text
	}
	if !sh.Shown.IsZero() && !sh.Live.IsZero() {
		s.BackMS = int(sh.Shown.Sub(sh.Live) / time.Millisecond)
	}
	if a.sharedTable() {
		t := a.table.Table
		s.Deal, s.Taken, s.FromStart = t.Deal, t.Taken(), sh.src.FromStart()
		s.Shown = sh.src.Shown(t.Taken())
		var known [52]bool
		s.Revealed = t.Revealed
		for i := range t.Slots.N {
			sp := &t.Sprites[i]
			if c := sp.Card; sp.Shown && c.Valid() {
				known[c] = true
				switch sp.To.Zone {
				case layout.ZPile, layout.ZStarter, layout.ZCut, layout.ZSpent, layout.ZCribUp:
					s.Laid = append(s.Laid, c.String())
				}
			}
		}
		if sh.seat >= 0 && sh.seat < len(t.Hands) {
			for _, c := range t.Hands[sh.seat] {
				if c.Valid() {
					s.Held = append(s.Held, c.String())
				}
			}
		}
		for _, h := range t.Hands {
			for _, c := range h {
				if c.Valid() {
					known[c] = true
				}
			}
		}
		for _, c := range t.Crib {
			if c.Valid() {
				known[c] = true
			}
		}
		for c := range known {
			if known[c] {
				s.Known = append(s.Known, engine.Card(c).String())
			}
		}
	}
	return s
}

// SharedLook is what of the shared table the picture depends on.
type SharedLook struct {
	State        sharedState
	ChatN        int
	Field        string
	Focus        bool
	Naming       bool
	Left         int64
	Names, Flags string
}

func (a *Scene) Look() SharedLook {
	sh := a.Shared
	if sh == nil {
		return SharedLook{}
	}
	l := SharedLook{State: sh.state, ChatN: sh.chatN, Naming: sh.naming, Names: strings.Join(sh.names, "\x00")}
	if sh.state == shWaiting {
		l.Left = int64(sh.left() / time.Second)
	}
	if f := a.TextField(); f != nil {
		l.Field, l.Focus = f.Text, f.Focus
	}
	var b strings.Builder
	for s := range sh.names {
		b.WriteByte("01"[b2i(sh.here[s])])
		b.WriteByte("01"[b2i(sh.again[s])])
		b.WriteByte("01"[b2i(sh.allow[s])])
	}
	l.Flags = b.String()
	return l
}

// NetStatus is the connection's status ("" without a shared table).
func (a *Scene) NetStatus() client.Status {
	if a.Shared == nil || a.Shared.c == nil {
		return client.StatusClosed
	}
	return a.Shared.c.Status()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Code is the finished shared match's code, as the server gave it ("" for
// none).
func (a *Scene) Code() string {
	if a.Shared == nil {
		return ""
	}
	return a.Shared.code
}
