package protocol

import (
	"encoding/json"
	"time"
)

// The table protocol's messages (docs/PROTOCOL.md). Each message is one
// JSON object in one WebSocket text frame; "type" says which. One flat
// struct each way keeps decoding to one json.Unmarshal; the fields a
// type uses are listed with it.

// Client message types.
const (
	Hello = "hello" // v, token?, name?, last?, watch?: the first message on a connection
	Act   = "act"   // id, action
	Chat  = "chat"  // id, text
	Name  = "name"  // id, name
	Ready = "ready" // id, deal: this seat has seen deal's end
	Again = "again" // id: play again at this table (when the match is over)
	Allow = "allow" // id, allow: let spectators chat (every seated player must)
	// Signal is a voice signal to another seat at a voice table (id, to,
	// signal); the server relays it and keeps nothing.
	Signal = "signal"
)

// ClientMsg is a message from a client.
type ClientMsg struct {
	Type   string  `json:"type"`
	V      int     `json:"v,omitempty"`
	ID     string  `json:"id,omitempty"`
	Token  string  `json:"token,omitempty"`
	Name   string  `json:"name,omitempty"`
	Last   *int64  `json:"last,omitempty"`
	Watch  bool    `json:"watch,omitempty"`
	Action *Action `json:"action,omitempty"`
	Text   string  `json:"text,omitempty"`
	Deal   int     `json:"deal,omitempty"`
	Allow  bool    `json:"allow,omitempty"`
	// To and Signal: a voice signal for seat To (docs/PROTOCOL.md, "Voice").
	To     *int            `json:"to,omitempty"`
	Signal json.RawMessage `json:"signal,omitempty"`
}

// Server message types.
const (
	Welcome  = "welcome"  // v, seat, token (only when newly seated), table, last, then items follow
	Items    = "items"    // items: the table's stream, in sequence
	Prompt   = "prompt"   // last, view: this seat may act now (last: the stream's last event then)
	Ack      = "ack"      // id, dup, last: the intent was applied (dup: already, once)
	Error    = "error"    // id?, code, message: refused; nothing changed
	Replaced = "replaced" // a newer connection took this seat; this one closes
	Gone     = "gone"     // message: the table has gone; the connection closes
)

// ServerMsg is a message from the server.
type ServerMsg struct {
	Type    string      `json:"type"`
	V       int         `json:"v,omitempty"`
	Seat    *int        `json:"seat,omitempty"`
	Token   string      `json:"token,omitempty"`
	Table   *TableState `json:"table,omitempty"`
	Last    int64       `json:"last,omitempty"`
	Items   []Item      `json:"items,omitempty"`
	View    *View       `json:"view,omitempty"`
	ID      string      `json:"id,omitempty"`
	Dup     bool        `json:"dup,omitempty"`
	Code    string      `json:"code,omitempty"`
	Message string      `json:"message,omitempty"`
	// From and Signal: a voice signal relayed from seat From.
	From   *int            `json:"from,omitempty"`
	Signal json.RawMessage `json:"signal,omitempty"`
	// ICE is the server's ICE servers, in a welcome to a seat of a voice
	// table only.
	ICE []ICEServer `json:"ice,omitempty"`
	// ICETransportPolicy is "relay" in such a welcome when the host keeps
	// the players' addresses from each other (noddy-web -voice-relay): the
	// seat gathers and signals relay candidates only, through the TURN
	// server in ICE (RTCPeerConnection's iceTransportPolicy); absent: all.
	ICETransportPolicy string `json:"iceTransportPolicy,omitempty"`
}

// ICERelay is the ICETransportPolicy under which only relay candidates
// are gathered and signalled.
const ICERelay = "relay"

// ICEConfig is what a seat's peer connection is made with: a welcome's
// ICE and ICETransportPolicy.
type ICEConfig struct {
	Servers         []ICEServer
	TransportPolicy string // "" (all) or ICERelay
}

// ICEServer is one STUN or TURN server, as RTCPeerConnection takes it.
type ICEServer struct {
	URLs       []string `json:"urls"`
	Username   string   `json:"username,omitempty"`
	Credential string   `json:"credential,omitempty"`
}

// Voice signals' kinds (the signal's "kind"): the WebRTC offer and answer
// ("sdp"), an ICE candidate ("candidate", "sdpMid", "sdpMLineIndex"), a
// seat joining or leaving the voice, and its microphone muted or not
// ("muted").
var SignalKinds = []string{"offer", "answer", "candidate", "join", "leave", "mute"}

// Table statuses.
const (
	StatusWaiting = "waiting" // seats are free; no match yet
	StatusPlaying = "playing"
	StatusOver    = "over" // the match is won; "again" may start another
)

// TableState is a table as a newcomer needs it: the game, the seats and
// the scores. It is in a welcome and in GET /api/tables/{id}.
type TableState struct {
	ID      string     `json:"id"`
	Game    string     `json:"game"`
	Title   string     `json:"title"`
	Players int        `json:"players"`
	Options []string   `json:"options"`
	Status  string     `json:"status"`
	Seats   []SeatInfo `json:"seats"`
	// SpectatorChat is true when every seated player allows it.
	SpectatorChat bool      `json:"spectatorChat"`
	Match         int       `json:"match"` // 1 for the first match at the table, 0 before it starts
	Scores        []int     `json:"scores"`
	Games         []int     `json:"games"`
	Winner        int       `json:"winner"` // the winning side once over, else -1
	Expires       time.Time `json:"expires"`
	Last          int64     `json:"last"` // the stream's last sequence number
	// Voice: the creator switched voice on (seats may then talk).
	Voice bool `json:"voice"`
}

// SeatInfo is one seat.
type SeatInfo struct {
	Seat  int    `json:"seat"`
	Taken bool   `json:"taken"`
	Name  string `json:"name"`
	Here  bool   `json:"here"`
	Allow bool   `json:"allow"` // allows spectators to chat
	Again bool   `json:"again"` // has asked to play again
}

// Item kinds: the table's stream.
const (
	ItemEvent    = "event"    // event (redacted for the reader's seat)
	ItemSeated   = "seated"   // seat, name: a seat is taken
	ItemPresence = "presence" // seat, here: left (seat kept) or back (version 1: and text, the server's sentence)
	ItemName     = "name"     // seat, name
	ItemChat     = "chat"     // seat (-1: a spectator), name, text, at; a spectator's: id
	ItemReady    = "ready"    // seat, deal
	ItemAgain    = "again"    // seat: asks to play again
	ItemAllow    = "allow"    // seat, allow
	ItemMatch    = "match"    // match: a match starts (its events follow)
	ItemEnd      = "end"      // match, winner (side), seed, code: the match is over
)

// Item is one entry of a table's stream. Seq numbers start at 1 and
// count every item of the table, whatever its kind, across matches.
type Item struct {
	Seq    int64   `json:"seq"`
	Kind   string  `json:"kind"`
	At     int64   `json:"at"` // Unix milliseconds, the server's clock
	Seat   int     `json:"seat"`
	Event  *Event  `json:"event,omitempty"`
	Name   string  `json:"name,omitempty"`
	Text   string  `json:"text,omitempty"`
	Here   bool    `json:"here,omitempty"`
	Allow  bool    `json:"allow,omitempty"`
	Deal   int     `json:"deal,omitempty"`
	Match  int     `json:"match,omitempty"`
	Winner *int    `json:"winner,omitempty"`
	Seed   *uint64 `json:"seed,omitempty"`
	Code   string  `json:"code,omitempty"` // end: the match's code (engine.Match.Code), the same for every reader
	// Waiting, on the last event of an action's events: the seats that
	// may act now (engine.Match.Waiting), so every reader, a watcher too,
	// can say whose turn it is without deciding a rule.
	Waiting []int `json:"waiting,omitempty"`
	// ID, on a spectator's chat: the chat intent's id, by which its
	// writer knows the line for their own (a seat's are known by seat).
	ID string `json:"id,omitempty"`
}

// ErrNoTable is a gone message's code (and a 404's error) when the
// server has no record of the table: never made, or gone so long ago that
// nothing of it is kept (it cannot tell which).
const ErrNoTable = "no-table"

// Error codes: what a refused intent or message was refused for.
const (
	ErrBadJSON      = "bad-json"      // not a JSON object, or a field of the wrong type
	ErrUnknownType  = "unknown-type"  // no such message type
	ErrBadVersion   = "bad-version"   // hello's v is not one the server speaks (MinVersion to Version)
	ErrNoHello      = "no-hello"      // an intent before hello
	ErrAgainHello   = "hello-again"   // a second hello on one connection
	ErrBadToken     = "bad-token"     // the token is not this table's
	ErrMissingID    = "missing-id"    // an intent without an id (1 to 64 characters)
	ErrNotSeated    = "not-seated"    // a spectator tried a seat's intent
	ErrBadAction    = "bad-action"    // act without a readable action
	ErrChatBlank    = "chat-blank"    // nothing but spaces
	ErrChatLong     = "chat-long"     // over 500 characters
	ErrChatRate     = "chat-rate"     // over 5 messages in 10 seconds
	ErrChatClosed   = "chat-closed"   // spectators may not chat here
	ErrBadName      = "bad-name"      // a name must be 1 to 24 printable characters
	ErrNotOver      = "not-over"      // again before the match is over
	ErrBusy         = "busy"          // the table changed too often; send it again
	ErrServer       = "server"        // the store failed; send it again
	ErrMatchOver    = "match-over"    // engine: the match is over
	ErrNotYourTurn  = "not-your-turn" // engine
	ErrNotHeld      = "not-held"      // engine: the seat does not hold that card
	ErrPast31       = "past-31"       // engine
	ErrWrongAction  = "wrong-action"  // engine: not an action this seat may take now
	ErrBadDiscard   = "bad-discard"   // engine
	ErrAlreadyActed = "already-acted" // engine
	ErrFalseClaim   = "false-claim"   // engine
	ErrBadDeclare   = "bad-declare"   // engine
	ErrVoiceOff     = "voice-off"     // a voice signal at a table whose creator left voice off
	ErrBadSignal    = "bad-signal"    // a signal that is not an object of a known kind, or to no other seat
	ErrSignalRate   = "signal-rate"   // over 64 KB of signals at once, or 4 KB a second
	ErrNotRelay     = "not-relay"     // a signal with a candidate other than relay, where the host keeps addresses private
	ErrNotStarted   = "not-started"   // act before every seat is taken
	ErrNameRate     = "name-rate"     // over 5 new names a minute
	ErrAllowRate    = "allow-rate"    // over 5 switches of watchers' chat a minute
	ErrBadDeal      = "bad-deal"      // ready for a deal not dealt in this match
	ErrBadLast      = "bad-last"      // hello's last is below 0
	ErrBadID        = "bad-id"        // an intent id of characters other than printable ASCII
	ErrHelloRate    = "hello-rate"    // a seat taken again too often: wait a moment
	ErrWatchersFull = "watchers-full" // the table has as many watchers as it takes: try again later
	ErrTableLong    = "table-long"    // the table has played as long as one may: start a new table
	ErrWriteRate    = "write-rate"    // this address has written too much to its tables this minute: wait
	ErrStoreFull    = "store-full"    // the server's store is short of room (chat, names, allow, again) or full (anything): the table unchanged
)
