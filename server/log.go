package server

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/protocol"
)

// A table is its log: the entries below, oldest first. Replaying them
// (State.apply) gives the match, the seats, the chat and the stream of
// items every client reads, identically in every server process.
type entry struct {
	K    string `json:"k"`   // what happened: one of the kinds below
	At   int64  `json:"at"`  // Unix ms, the writing server's clock
	Exp  int64  `json:"exp"` // the table's expiry after this entry, Unix ms
	Seat int    `json:"s"`
	ID   string `json:"id,omitempty"` // the intent's id

	Game    string   `json:"game,omitempty"` // create
	Players int      `json:"players,omitempty"`
	Options []string `json:"options,omitempty"`
	Seed    uint64   `json:"seed,omitempty"`  // create, again: the next match's seed
	Voice   bool     `json:"voice,omitempty"` // create: the seats may talk

	Hash   string          `json:"hash,omitempty"` // sit: SHA-256 of the seat's token, hex
	Name   string          `json:"name,omitempty"` // sit, name, chat (a spectator's)
	Conn   string          `json:"conn,omitempty"` // sit, presence: which connection
	Action json.RawMessage `json:"action,omitempty"`
	Text   string          `json:"text,omitempty"`
	Here   bool            `json:"here,omitempty"`
	Deal   int             `json:"deal,omitempty"`
	Allow  bool            `json:"allow,omitempty"`
}

// Entry kinds. extends says which ones count as acting at the table:
// they push its expiry on (a table nobody joined, nobody acted at, or
// that finished, goes TTL after its last such entry).
const (
	kCreate   = "create"
	kSit      = "sit"
	kAct      = "act"
	kChat     = "chat"
	kName     = "name"
	kPresence = "presence"
	kReady    = "ready"
	kAgain    = "again"
	kAllow    = "allow"
	kGone     = "gone"
)

var extends = map[string]bool{kCreate: true, kSit: true, kAct: true, kAgain: true}

const (
	defaultName = "Guest"
	maxName     = 24
	maxChat     = 500
	chatBurst   = 5
	chatWindow  = 10_000 // ms
	recentIDs   = 64
	// Watchers' chat at one table, all of them together (each watcher's
	// connection has chatBurst of its own too): reconnecting gains nothing.
	watchBurst = 10
	// Renames and allow switches of a seat: each is stored and sent to
	// everyone, so a loop of them would fill the log.
	changeBurst  = 5
	changeWindow = 60_000 // ms
	// snapshotChats is how many of the last chat messages a newcomer's
	// snapshot carries.
	snapshotChats = 100
)

type seatState struct {
	taken  bool
	hash   [32]byte
	name   string
	here   bool
	conn   string
	allow  bool
	again  bool
	recent []string // the last intent ids applied, for retries
	chats  []int64  // the times of the last chatBurst chats
	// The times of the last changeBurst renames and allow switches.
	renames, allows []int64
	readyDeal       int // the last deal this seat said it has seen end
}

// matchRecord is what replays a match: its seed, first dealer (-1: cut)
// and every action applied.
type matchRecord struct {
	Match   int               `json:"match"`
	Seed    uint64            `json:"seed"`
	Dealer  int               `json:"dealer"`
	Actions []protocol.Action `json:"actions"`
}

// item is one entry of the table's stream, its event unredacted.
type item struct {
	protocol.Item
	ev engine.Event
}

// State is a table replayed from its log.
type State struct {
	id      string
	game    engine.Game
	rules   engine.Rules
	options []string
	seed    uint64 // the first match's, from create
	seats   []seatState
	spec    []string // spectators' recent intent ids
	// specChats is the times of the last watchBurst watchers' chats.
	specChats []int64
	// specChatIDs is every watcher's chat id shown at this table: its
	// writer knows a line for theirs by it, so an id copied from another's
	// line would put that watcher's name to the copier's words.
	specChatIDs map[string]bool
	deal        int // the current match's current deal (0 before it is dealt)

	match   *engine.Match
	matchNo int
	records []matchRecord
	items   []item
	// dealStart is the seq of the first item a newcomer is shown: the
	// current match's start in its first deal, else the current deal's.
	dealStart int64
	// lastGame is the seq of the last item of play (an event, a match's
	// start or end): the position prompts and acks name.
	lastGame int64
	expires  int64
	created  bool
	gone     bool
	voice    bool // the creator switched voice on
	// entries is how many entries were applied: a seat taking itself
	// over adds one to the log and no item.
	entries int
}

func (st *State) nextSeq() int64 { return int64(len(st.items)) + 1 }

func (st *State) add(it item) item {
	it.Seq = st.nextSeq()
	st.items = append(st.items, it)
	if it.ev != nil || it.Kind == protocol.ItemMatch || it.Kind == protocol.ItemEnd {
		st.lastGame = it.Seq
	}
	return it
}

func (st *State) status() string {
	switch {
	case st.match == nil:
		return protocol.StatusWaiting
	case st.match.Phase() == engine.PhaseOver:
		return protocol.StatusOver
	}
	return protocol.StatusPlaying
}

// tooLong refuses an entry e that would lengthen a table whose stream,
// or log, has reached most items or entries (Config.TableItems): past
// most, all but the match under way (its acts and readies) and a seat's
// comings and goings, so that it can end; past a quarter more, a seat's
// return too. Honest play never comes near it; a table played again and
// again, or chatted at, for hours would otherwise hold ever more memory.
func (st *State) tooLong(e *entry, most int) *refusal {
	n := max(len(st.items), st.entries)
	if most < 0 || n < most {
		return nil
	}
	switch e.K {
	case kAct, kReady, kGone:
		return nil
	case kPresence:
		if !e.Here || n < most+most/4 {
			return nil
		}
	}
	return refuse(protocol.ErrTableLong, english.TableLong)
}

func (st *State) over() bool { return st.match != nil && st.match.Phase() == engine.PhaseOver }

func (st *State) seatName(s int) string {
	if s >= 0 && s < len(st.seats) && st.seats[s].name != "" {
		return st.seats[s].name
	}
	return defaultName
}

// spectatorChat: spectators may chat when every seated player allows it.
func (st *State) spectatorChat() bool {
	any := false
	for _, s := range st.seats {
		if s.taken {
			any = true
			if !s.allow {
				return false
			}
		}
	}
	return any
}

// apply replays one entry and returns the items it added. It never
// fails: an entry that cannot apply (from a newer server, say) adds
// nothing.
func (st *State) apply(e *entry) []item {
	start := len(st.items)
	st.entries++
	if e.Exp != 0 {
		st.expires = e.Exp
	}
	seatOK := e.Seat >= 0 && e.Seat < len(st.seats)
	switch e.K {
	case kCreate:
		if st.created {
			break
		}
		g, err1 := engine.LookupGame(e.Game)
		r, err2 := engine.Lookup(e.Game, e.Players, e.Options...)
		if err1 != nil || err2 != nil {
			st.gone = true // a game this server does not know
			break
		}
		st.created, st.game, st.rules, st.options, st.seed, st.voice = true, g, r, r.Options, e.Seed, e.Voice
		st.seats = make([]seatState, r.Seats)
	case kSit:
		if !seatOK || st.seats[e.Seat].taken {
			break
		}
		s := &st.seats[e.Seat]
		h, err := hex.DecodeString(e.Hash)
		if err != nil || len(h) != 32 {
			break
		}
		s.taken, s.name, s.here, s.conn = true, cleanName(e.Name), true, e.Conn
		copy(s.hash[:], h)
		st.add(item{Item: protocol.Item{Kind: protocol.ItemSeated, At: e.At, Seat: e.Seat, Name: s.name}})
		if st.match == nil && st.full() {
			st.startMatch(e.At, st.seed, -1)
		}
	case kAct:
		if !seatOK || st.match == nil {
			break
		}
		a, err := protocol.DecodeAction(e.Action)
		if err != nil {
			break
		}
		a.Seat = e.Seat
		evs, err := st.match.Apply(a)
		if err != nil {
			break
		}
		st.remember(e.Seat, e.ID)
		rec := &st.records[len(st.records)-1]
		rec.Actions = append(rec.Actions, protocol.Action{Action: a})
		st.addEvents(e.At, evs)
	case kChat:
		name := e.Name
		if seatOK {
			name = st.seatName(e.Seat)
			s := &st.seats[e.Seat]
			s.chats = keepLast(append(s.chats, e.At), chatBurst)
		} else {
			name = cleanName(name)
			st.specChats = keepLast(append(st.specChats, e.At), watchBurst)
		}
		st.remember(e.Seat, e.ID)
		it := protocol.Item{Kind: protocol.ItemChat, At: e.At, Seat: e.Seat, Name: name, Text: cleanText(e.Text)}
		if !seatOK && e.ID != "" && !st.specChatIDs[e.ID] {
			it.ID = e.ID // a watcher has no seat to know its own line by
			if st.specChatIDs == nil {
				st.specChatIDs = map[string]bool{}
			}
			st.specChatIDs[e.ID] = true
		}
		st.add(item{Item: it})
	case kName:
		if !seatOK {
			break
		}
		s := &st.seats[e.Seat]
		s.name = cleanName(e.Name)
		s.renames = keepLast(append(s.renames, e.At), changeBurst)
		st.remember(e.Seat, e.ID)
		st.add(item{Item: protocol.Item{Kind: protocol.ItemName, At: e.At, Seat: e.Seat, Name: st.seats[e.Seat].name}})
	case kPresence:
		if !seatOK || e.Conn == "" {
			break
		}
		s := &st.seats[e.Seat]
		switch {
		case e.Here:
			back := !s.here
			s.here, s.conn = true, e.Conn
			if back {
				st.add(item{Item: protocol.Item{Kind: protocol.ItemPresence, At: e.At, Seat: e.Seat, Here: true,
					Text: english.Presence(s.name, true)}}) // for version 1's clients
			}
		case s.here && s.conn == e.Conn:
			s.here = false
			st.add(item{Item: protocol.Item{Kind: protocol.ItemPresence, At: e.At, Seat: e.Seat,
				Text: english.Presence(s.name, false)}})
		}
	case kReady:
		if !seatOK {
			break
		}
		st.seats[e.Seat].readyDeal = max(st.seats[e.Seat].readyDeal, e.Deal)
		st.remember(e.Seat, e.ID)
		st.add(item{Item: protocol.Item{Kind: protocol.ItemReady, At: e.At, Seat: e.Seat, Deal: e.Deal}})
	case kAllow:
		if !seatOK {
			break
		}
		s := &st.seats[e.Seat]
		s.allow = e.Allow
		s.allows = keepLast(append(s.allows, e.At), changeBurst)
		st.remember(e.Seat, e.ID)
		st.add(item{Item: protocol.Item{Kind: protocol.ItemAllow, At: e.At, Seat: e.Seat, Allow: e.Allow}})
	case kAgain:
		if !seatOK || !st.over() || st.seats[e.Seat].again {
			break
		}
		st.seats[e.Seat].again = true
		st.remember(e.Seat, e.ID)
		st.add(item{Item: protocol.Item{Kind: protocol.ItemAgain, At: e.At, Seat: e.Seat}})
		for _, s := range st.seats {
			if !s.again {
				return st.items[start:]
			}
		}
		// Everyone agrees: the first deal crosses from the last match's.
		last := st.match.View(engine.Spectator).Dealer
		st.startMatch(e.At, e.Seed, (last+1)%len(st.seats))
	case kGone:
		st.gone = true
	}
	return st.items[start:]
}

func (st *State) full() bool {
	for _, s := range st.seats {
		if !s.taken {
			return false
		}
	}
	return true
}

func (st *State) startMatch(at int64, seed uint64, dealer int) {
	var m *engine.Match
	var err error
	if dealer < 0 {
		m, err = engine.NewMatch(st.rules, seed)
	} else {
		m, err = engine.NewMatchDealing(st.rules, seed, dealer)
	}
	if err != nil {
		return
	}
	for i := range st.seats {
		st.seats[i].again, st.seats[i].readyDeal = false, 0
	}
	st.deal = 0
	st.match = m
	st.matchNo++
	st.records = append(st.records, matchRecord{Match: st.matchNo, Seed: seed, Dealer: dealer, Actions: []protocol.Action{}})
	it := st.add(item{Item: protocol.Item{Kind: protocol.ItemMatch, At: at, Seat: -1, Match: st.matchNo}})
	st.dealStart = it.Seq
	st.addEvents(at, m.Events())
}

func (st *State) addEvents(at int64, evs []engine.Event) {
	for i, ev := range evs {
		it := item{Item: protocol.Item{Kind: protocol.ItemEvent, At: at, Seat: -1}, ev: ev}
		if i == len(evs)-1 && !st.over() {
			it.Waiting = st.match.Waiting()
		}
		it = st.add(it)
		if d, ok := ev.(engine.Dealt); ok {
			st.deal = d.Deal
			if d.Deal > 1 {
				st.dealStart = it.Seq
			}
		}
	}
	if st.over() {
		w := st.match.Winner()
		seed := st.records[len(st.records)-1].Seed
		code, _ := st.match.Code() // empty only for a rule set that is not registered
		st.add(item{Item: protocol.Item{Kind: protocol.ItemEnd, At: at, Seat: -1, Match: st.matchNo, Winner: &w, Seed: &seed, Code: code}})
	}
}

func (st *State) remember(seat int, id string) {
	if id == "" {
		return
	}
	r := &st.spec
	if seat >= 0 && seat < len(st.seats) {
		r = &st.seats[seat].recent
	}
	*r = append(*r, id)
	if len(*r) > recentIDs {
		*r = (*r)[1:]
	}
}

// applied reports whether seat's intent id is already in the log.
func (st *State) applied(seat int, id string) bool {
	r := st.spec
	if seat >= 0 && seat < len(st.seats) {
		r = st.seats[seat].recent
	}
	for _, x := range r {
		if x == id {
			return true
		}
	}
	return false
}

// seatOf returns the seat whose token this is, or -1; the comparison
// takes the same time whichever seat, if any, matches.
func (st *State) seatOf(token string) int {
	h := sha256.Sum256([]byte(token))
	found := -1
	for i, s := range st.seats {
		if subtle.ConstantTimeCompare(h[:], s.hash[:]) == 1 && s.taken {
			found = i
		}
	}
	return found
}

// refusal is why an intent was not applied: a wire error code and words.
type refusal struct{ code, msg string }

func (r *refusal) Error() string { return r.code + ": " + r.msg }

func refuse(code, msg string) *refusal { return &refusal{code, msg} }

var engineCodes = []struct {
	err  error
	code string
}{
	{engine.ErrMatchOver, protocol.ErrMatchOver}, {engine.ErrNotYourTurn, protocol.ErrNotYourTurn},
	{engine.ErrNotHeld, protocol.ErrNotHeld}, {engine.ErrPastThirtyOne, protocol.ErrPast31},
	{engine.ErrWrongAction, protocol.ErrWrongAction}, {engine.ErrBadDiscard, protocol.ErrBadDiscard},
	{engine.ErrAlreadyActed, protocol.ErrAlreadyActed}, {engine.ErrFalseClaim, protocol.ErrFalseClaim},
	{engine.ErrBadDeclare, protocol.ErrBadDeclare}, {engine.ErrBadSeat, protocol.ErrNotSeated},
}

// checkAct says whether seat may take a now, without changing the match.
func (st *State) checkAct(a engine.Action) *refusal {
	if st.match == nil {
		return refuse(protocol.ErrNotStarted, "the match starts when every seat is taken")
	}
	if st.over() {
		return refuse(protocol.ErrMatchOver, engine.ErrMatchOver.Error())
	}
	// Legal lists every lay (and every discard) there is: a match in it
	// needs no trial. Anything else is tried on a copy of the match.
	if slices.ContainsFunc(st.match.Legal(a.Seat), a.Equal) {
		return nil
	}
	if _, err := st.match.Clone().Apply(a); err != nil {
		for _, c := range engineCodes {
			if errors.Is(err, c.err) {
				return refuse(c.code, err.Error())
			}
		}
		return refuse(protocol.ErrWrongAction, err.Error())
	}
	return nil
}

// checkChat trims text and says why it may not be sent now.
func (st *State) checkChat(seat int, text string, now int64) (string, *refusal) {
	if !utf8.ValidString(text) {
		return "", refuse(protocol.ErrChatBlank, "a chat message must be text")
	}
	text = cleanText(text)
	switch {
	case blank(text):
		return "", refuse(protocol.ErrChatBlank, "a chat message needs some text")
	case utf8.RuneCountInString(text) > maxChat:
		return "", refuse(protocol.ErrChatLong, "a chat message is at most 500 characters")
	}
	if seat < 0 {
		if !st.spectatorChat() {
			return "", refuse(protocol.ErrChatClosed, "spectators may chat only when every seated player allows it")
		}
		if full(st.specChats, watchBurst, now, chatWindow) {
			return "", refuse(protocol.ErrChatRate, "the watchers have sent 10 chat messages in 10 seconds; wait a moment")
		}
		return text, nil
	}
	if full(st.seats[seat].chats, chatBurst, now, chatWindow) {
		return "", refuse(protocol.ErrChatRate, "at most 5 chat messages in 10 seconds; wait a moment")
	}
	return text, nil
}

// checkName says why seat may not be renamed now.
func (st *State) checkName(seat int, now int64) *refusal {
	if full(st.seats[seat].renames, changeBurst, now, changeWindow) {
		return refuse(protocol.ErrNameRate, "at most 5 new names a minute; wait a moment")
	}
	return nil
}

// checkAllow says why seat may not switch watchers' chat now.
func (st *State) checkAllow(seat int, now int64) *refusal {
	if full(st.seats[seat].allows, changeBurst, now, changeWindow) {
		return refuse(protocol.ErrAllowRate, "at most 5 switches of watchers' chat a minute; wait a moment")
	}
	return nil
}

// checkReady says whether seat may say it has seen deal end: a deal of
// the current match that has been dealt. dup: it has said so already.
func (st *State) checkReady(seat, deal int) (dup bool, r *refusal) {
	switch {
	case st.match == nil || deal < 1 || deal > st.deal:
		return false, refuse(protocol.ErrBadDeal, fmt.Sprintf("no deal %d has been dealt in this match", deal))
	case deal <= st.seats[seat].readyDeal:
		return true, nil
	}
	return false, nil
}

// full reports whether times, the last of at most n, has n within window
// of now.
func full(times []int64, n int, now, window int64) bool {
	return len(times) >= n && now-times[len(times)-n] < window
}

// keepLast is the last n of times.
func keepLast(times []int64, n int) []int64 {
	if len(times) > n {
		return times[len(times)-n:]
	}
	return times
}

// cleanName is a name as shown: cleanText's, printable only, at most
// maxName characters, "Guest" when nothing is left.
func cleanName(s string) string {
	if s = printable(s); blank(s) {
		return defaultName
	}
	return s
}

// printable is s cleaned (cleanText), without what unicode.IsPrint
// refuses (spaces other than ' ', zero-width characters), cut to maxName.
func printable(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsPrint(r) {
			return r
		}
		return -1
	}, cleanText(s))
	if r := []rune(s); len(r) > maxName {
		s = string(r[:maxName])
	}
	return strings.TrimSpace(s)
}

// validName: a name sent in a name intent must be valid UTF-8 of at most
// maxName characters with something printable left once cleaned.
func validName(s string) bool {
	return utf8.ValidString(s) && utf8.RuneCountInString(strings.TrimSpace(s)) <= maxName && !blank(printable(s))
}

// tableState is the table as a welcome and GET /api/tables/{id} give it.
func (st *State) tableState(expiresMS int64) *protocol.TableState {
	ts := &protocol.TableState{
		ID: st.id, Game: st.game.Name, Title: st.rules.Title, Players: st.rules.Seats,
		Options: append([]string{}, st.options...), Status: st.status(),
		SpectatorChat: st.spectatorChat(), Match: st.matchNo, Winner: -1,
		Scores: make([]int, st.rules.Sides()), Games: make([]int, st.rules.Sides()),
		Last: int64(len(st.items)), Voice: st.voice,
	}
	ts.Expires = msTime(expiresMS)
	if st.match != nil {
		ts.Scores, ts.Games, ts.Winner = st.match.Scores(), st.match.Games(), st.match.Winner()
	}
	for i, s := range st.seats {
		ts.Seats = append(ts.Seats, protocol.SeatInfo{Seat: i, Taken: s.taken, Name: st.seatName(i),
			Here: s.taken && s.here, Allow: s.allow, Again: s.again})
	}
	return ts
}

// snapshot is what a client with no stream yet is sent: the last
// snapshotChats chat messages, and the items of play from the current
// deal's start. Names, comings and goings and allow switches are left
// out: the welcome's table has them as they are now (a loop of renames
// made every newcomer's snapshot their whole history).
func (st *State) snapshot() []item {
	chats := 0
	start := len(st.items)
	for start > 0 && chats < snapshotChats {
		start--
		if st.items[start].Kind == protocol.ItemChat {
			chats++
		}
	}
	var out []item
	for i, it := range st.items {
		switch {
		case it.Kind == protocol.ItemChat:
			if i >= start {
				out = append(out, it)
			}
		case it.Kind == protocol.ItemName || it.Kind == protocol.ItemPresence || it.Kind == protocol.ItemAllow:
		case it.Seq >= st.dealStart && st.dealStart > 0:
			out = append(out, it)
		}
	}
	return out
}

// since is every item after seq.
func (st *State) since(seq int64) []item {
	if seq < 0 {
		seq = 0
	}
	if seq >= int64(len(st.items)) {
		return nil
	}
	return st.items[seq:]
}

// render is items as seat may see them (engine.Redact), for a client of
// protocol version v: from 2 on a presence item has no text (the client
// words it), version 1's clients are sent the server's sentence.
func render(items []item, seat, v int) []protocol.Item {
	out := make([]protocol.Item, len(items))
	for i, it := range items {
		out[i] = it.Item
		if it.Kind == protocol.ItemPresence && v >= 2 {
			out[i].Text = ""
		}
		if it.ev != nil {
			out[i].Event = &protocol.Event{Event: engine.Redact(it.ev, seat)}
		}
	}
	return out
}
