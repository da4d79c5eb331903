package friend

import (
	"encoding/json"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/protocol"
)

// Conn is a seat's connection to a shared table, as Play a friend reads
// it: client.Client, which comes back by itself and resumes where it was
// (package client), or a test's table in memory (ui's fakeTable: no
// server, no network).
type Conn interface {
	// Start makes the first connection; Poll takes what arrived, once a
	// tick; Close ends it.
	Start()
	Poll()
	Close()
	// Status is where the connection stands; GoneText the server's words
	// when the table has gone, NotFound whether the server had no record
	// of it; Resuming whether the seat's kept token is tried (the person
	// comes back to their seat).
	Status() client.Status
	GoneText() string
	NotFound() bool
	Resuming() bool
	// Seat is the person's seat (-1: watching) and TableState the table
	// as the latest welcome gave it; Snapshot counts the welcomes that
	// started afresh and the stream's position of the last one's items;
	// WelcomeAt is when the latest came.
	Seat() int
	TableState() *protocol.TableState
	Snapshot() (n int, last int64)
	WelcomeAt() time.Time
	// TakeItems and TakeErrors hand over the stream's items and the
	// refusals that came since the last call.
	TakeItems(dst []protocol.Item) []protocol.Item
	TakeErrors() []client.IntentError
	// Prompt is the seat's open decision (its view), PromptLast its
	// position in the stream (changes with each new prompt).
	Prompt() (engine.View, bool)
	PromptLast() int64
	// The person's intents.
	Act(a engine.Action) string
	Chat(text string) string
	SetName(name string) string
	Ready(deal int) string
	Again() string
	Allow(allow bool) string
	Reclaim()
	// The voice's signals, relayed between the two seats.
	ICE() protocol.ICEConfig
	TakeSignals(dst []client.Signal) []client.Signal
	SendSignal(to int, data json.RawMessage) bool
}

// Pending is a table's creation under way: Poll says once when it is done.
type Pending interface {
	Poll() (client.Created, error, bool)
}

// conn is client.Client as a Conn.
type conn struct{ *client.Client }

// Resuming implements Conn: the client holds a seat's token.
func (c conn) Resuming() bool { return c.Token != "" }

// dial is the seat's connection to the table id at base, as name: the
// config's, else a client.Client with the platform's transport and
// tokens.
func (cfg *SharedConfig) dial(base, id, name string) Conn {
	if cfg.Dial != nil {
		return cfg.Dial(base, id, name)
	}
	c := &client.Client{Base: base, Table: id, Name: name, Tokens: cfg.Tokens, Transport: cfg.Transport, Now: cfg.Now}
	if c.Tokens == nil {
		c.Tokens = &client.MemTokens{} // kept for this run only
	}
	return conn{c}
}

// create asks the server for a table: the config's way, else over HTTP.
func (cfg *SharedConfig) create(req client.CreateRequest) Pending {
	if cfg.Create != nil {
		return cfg.Create(cfg.Server, req)
	}
	return client.CreateAsync(cfg.Server, req)
}
