// Package tableclient is a seat at the shared table for programs and
// tests (noddy-cli play, noddy-load, the server's tests): package client's
// Client, the game's own, polled whenever it has something to do, with
// callbacks for what arrives and a decider answering the seat's prompts.
// The connection, its reconnects with backoff and the exact resume are
// the client's; this package only blocks until the table is done.
package tableclient

import (
	"context"
	"errors"
	"fmt"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/protocol"
)

// Errors that end Run: nothing is gained by trying again.
var (
	ErrGone     = errors.New("the table has gone")
	ErrReplaced = errors.New("a newer connection took this seat")
	// ErrNotFound is an ErrGone the server has no record of: a link that
	// never led to a table, or one whose table went long ago.
	ErrNotFound = fmt.Errorf("%w: no record of it", ErrGone)
)

// Create makes a table on the server at base (http://host:port).
func Create(ctx context.Context, base, game string, players int, options []string) (client.Created, error) {
	return client.Create(ctx, base, client.CreateRequest{Game: game, Players: players, Options: options})
}

// Client is one seat (or a spectator) at one table. Set the fields, then
// Run. Callbacks run on Run's goroutine.
type Client struct {
	// Servers are base URLs (http://host:port); a connection that fails
	// before its welcome moves to the next, so a client can follow a
	// table across processes.
	Servers []string
	Table   string
	Name    string
	Watch   bool
	// Token is the seat's credential, set by the welcome that seats this
	// client.
	Token string
	// Seat is this client's seat once welcomed (-1: watching).
	Seat int

	// OnFrame sees every message received, raw and decoded.
	OnFrame func(raw []byte, m *protocol.ServerMsg)
	// OnItem gets each item of the table's stream once, in order.
	OnItem func(it protocol.Item)
	// Decide picks the action for a prompt; nil never acts.
	Decide func(v engine.View) engine.Action
	// Done says when to stop (checked after every message).
	Done func() bool
	// Logf reports reconnects and refusals; nil: quiet.
	Logf func(format string, args ...any)
	// GiveUp bounds the time spent reconnecting without success (2 min).
	GiveUp time.Duration

	// Last is the highest sequence number delivered to OnItem.
	Last int64
	// Reconnects counts the connections after the first.
	Reconnects int

	c        *client.Client
	items    []protocol.Item
	answered int64 // the prompt position last acted on
}

func (c *Client) logf(f string, a ...any) {
	if c.Logf != nil {
		c.Logf(f, a...)
	}
}

// Run plays until Done, the table goes (ErrGone), the seat is taken over
// (ErrReplaced), ctx ends, or reconnecting fails for GiveUp.
func (c *Client) Run(ctx context.Context) error {
	if len(c.Servers) == 0 {
		return errors.New("tableclient: no server")
	}
	if c.GiveUp == 0 {
		c.GiveUp = 2 * time.Minute
	}
	c.c = &client.Client{Base: c.Servers[0], Fallback: c.Servers[1:], Table: c.Table, Name: c.Name,
		Watch: c.Watch, Token: c.Token, OnMessage: c.message}
	c.Seat, c.answered = -1, -1
	c.c.Start()
	defer c.c.Close()
	live := time.Now()
	for {
		c.c.Poll()
		if n := c.c.Reconnects; n > c.Reconnects {
			c.Reconnects = n
			c.logf("connection lost (%v); trying again", c.c.Err())
		}
		switch c.c.Status() {
		case client.StatusClosed:
			return nil // Done
		case client.StatusGone:
			if c.c.NotFound() {
				return ErrNotFound
			}
			return ErrGone
		case client.StatusReplaced:
			return ErrReplaced
		case client.StatusLive:
			live = time.Now()
		}
		wait, cancel := context.WithDeadline(ctx, live.Add(c.GiveUp))
		err := c.c.Wait(wait)
		cancel()
		switch {
		case ctx.Err() != nil:
			return ctx.Err()
		case err != nil && c.c.Status() != client.StatusLive:
			return fmt.Errorf("the server went away: %w", c.c.Err())
		}
	}
}

// message is the client's hook: each message with the items it brought,
// then the seat's move if a prompt is open.
func (c *Client) message(raw []byte, m *protocol.ServerMsg) {
	c.Token, c.Seat = c.c.Token, c.c.Seat()
	if c.OnFrame != nil {
		c.OnFrame(raw, m)
	}
	c.items = c.c.TakeItems(c.items[:0])
	for _, it := range c.items {
		c.Last = it.Seq
		if c.OnItem != nil {
			c.OnItem(it)
		}
	}
	clear(c.items)
	for _, e := range c.c.TakeErrors() {
		if e.ID != "" {
			c.logf("refused: %s: %s", e.Code, e.Message)
		} else {
			c.logf("server says %s: %s", e.Code, e.Message)
		}
	}
	if c.Done != nil && c.Done() {
		c.c.Close()
		return
	}
	// Each prompt is answered once: one refused stays answered.
	if v, ok := c.c.Prompt(); ok && c.Decide != nil && c.c.PromptLast() > c.answered {
		c.answered = c.c.PromptLast()
		c.c.Act(c.Decide(v))
	}
}
