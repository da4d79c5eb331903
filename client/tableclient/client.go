// Package tableclient is a client of the shared table (docs/PROTOCOL.md)
// for programs and tests: it creates and joins tables, keeps its seat's
// token and stream position, reconnects with backoff when the server goes
// away and resumes exactly where it was, and answers prompts with the
// action a decider picks from the seat's view.
package tableclient

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/coder/websocket"

	"noddy/client"
	"noddy/engine"
	"noddy/protocol"
)

// Errors that end Run: nothing is gained by trying again.
var (
	ErrGone     = errors.New("the table has gone")
	ErrReplaced = errors.New("a newer connection took this seat")
	// ErrBadLink is ParseLink's (package client, which the game shares).
	ErrBadLink = client.ErrBadLink
)

// Created is what creating a table gives.
type Created = client.Created

// Create makes a table on the server at base (http://host:port).
func Create(ctx context.Context, base, game string, players int, options []string) (Created, error) {
	return client.Create(ctx, base, client.CreateRequest{Game: game, Players: players, Options: options})
}

// ParseLink splits a table link into the server's base URL and the id.
func ParseLink(link string) (base, id string, err error) { return client.ParseLink(link) }

// Client is one seat (or a spectator) at one table. Set the fields, then
// Run. Callbacks run on Run's goroutine.
type Client struct {
	// Servers are base URLs (http://host:port); a reconnect that fails
	// moves to the next, so a client can follow a table across processes.
	Servers []string
	Table   string
	Name    string
	Watch   bool
	// Token is the seat's credential: set by the welcome when a seat is
	// taken; give it to resume a seat.
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

	// Last is the highest sequence number delivered to OnItem; floor the
	// stream position a snapshot started from.
	Last, floor int64
	fresh       bool
	pending     *protocol.ClientMsg // sent, not yet acked
	prompt      *protocol.ServerMsg // the latest prompt
	answered    int64               // the prompt position last acted on
	server      int
	// Reconnects counts the connections after the first.
	Reconnects int
}

func (c *Client) logf(f string, a ...any) {
	if c.Logf != nil {
		c.Logf(f, a...)
	}
}

// NewID is an intent id: random, so a retried intent is known again.
func NewID() string { return client.NewID() }

// Run plays until Done, the table goes (ErrGone), the seat is taken over
// (ErrReplaced), ctx ends, or reconnecting fails for GiveUp.
func (c *Client) Run(ctx context.Context) error {
	if len(c.Servers) == 0 {
		return errors.New("tableclient: no server")
	}
	if c.GiveUp == 0 {
		c.GiveUp = 2 * time.Minute
	}
	c.fresh = c.Token == "" && c.Last == 0
	wait := 50 * time.Millisecond
	lastGood := time.Now()
	for {
		connected, err := c.connect(ctx)
		if err == nil || errors.Is(err, ErrGone) || errors.Is(err, ErrReplaced) || ctx.Err() != nil {
			if err == nil && ctx.Err() != nil {
				err = ctx.Err()
			}
			return err
		}
		if connected {
			lastGood, wait = time.Now(), 50*time.Millisecond
		} else {
			c.server = (c.server + 1) % len(c.Servers)
		}
		if time.Since(lastGood) > c.GiveUp {
			return fmt.Errorf("the server went away: %w", err)
		}
		c.logf("connection lost (%v); again in %v", err, wait)
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return ctx.Err()
		}
		wait = min(wait*2, 3*time.Second)
		c.Reconnects++
	}
}

func wsURL(base, id string) string {
	u := strings.TrimRight(base, "/") + "/api/tables/" + id + "/ws"
	if s, ok := strings.CutPrefix(u, "http"); ok {
		return "ws" + s
	}
	return u
}

// connect runs one connection; connected says whether it got a welcome.
func (c *Client) connect(ctx context.Context) (connected bool, err error) {
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	ws, _, err := websocket.Dial(dctx, wsURL(c.Servers[c.server], c.Table), nil)
	cancel()
	if err != nil {
		return false, err
	}
	defer ws.CloseNow()
	ws.SetReadLimit(8 << 20)
	c.prompt = nil // the new connection prompts afresh
	hello := protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Token: c.Token, Name: c.Name, Watch: c.Watch}
	if !c.fresh {
		last := max(c.Last, c.floor)
		hello.Last = &last
	}
	if err := c.write(ctx, ws, hello); err != nil {
		return false, err
	}
	for {
		_, raw, err := ws.Read(ctx)
		if err != nil {
			switch websocket.CloseStatus(err) {
			case 4004:
				return connected, ErrGone
			case 4001:
				return connected, ErrReplaced
			}
			return connected, err
		}
		var m protocol.ServerMsg
		if err := json.Unmarshal(raw, &m); err != nil {
			return connected, fmt.Errorf("a message from the server: %w", err)
		}
		if c.OnFrame != nil {
			c.OnFrame(raw, &m)
		}
		switch m.Type {
		case protocol.Welcome:
			connected = true
			if m.Token != "" {
				c.Token = m.Token
			}
			if m.Seat != nil {
				c.Seat = *m.Seat
			}
			if c.fresh {
				c.floor, c.fresh = m.Last, false
			}
			if c.pending != nil { // an intent the last connection left unanswered
				if err := c.write(ctx, ws, *c.pending); err != nil {
					return connected, err
				}
			}
		case protocol.Items:
			for _, it := range m.Items {
				if it.Seq > c.Last {
					c.Last = it.Seq
					if c.OnItem != nil {
						c.OnItem(it)
					}
				}
			}
		case protocol.Prompt:
			c.prompt = &m
		case protocol.Ack:
			if c.pending != nil && m.ID == c.pending.ID {
				c.pending = nil
				if c.prompt != nil && c.prompt.Last < m.Last {
					c.prompt = nil // from before this intent was applied
				}
			}
		case protocol.Error:
			if c.pending != nil && m.ID == c.pending.ID {
				if m.Code == protocol.ErrBusy || m.Code == protocol.ErrServer {
					time.Sleep(20 * time.Millisecond)
					if err := c.write(ctx, ws, *c.pending); err != nil {
						return connected, err
					}
					continue
				}
				c.logf("refused: %s: %s", m.Code, m.Message)
				c.pending = nil
			} else {
				c.logf("server says %s: %s", m.Code, m.Message)
			}
		case protocol.Replaced:
			return connected, ErrReplaced
		case protocol.Gone:
			return connected, ErrGone
		}
		if c.Done != nil && c.Done() {
			ws.Close(websocket.StatusNormalClosure, "done")
			return connected, nil
		}
		if err := c.maybeAct(ctx, ws); err != nil {
			return connected, err
		}
	}
}

// maybeAct answers the latest prompt once, when no intent is in flight.
func (c *Client) maybeAct(ctx context.Context, ws *websocket.Conn) error {
	if c.Decide == nil || c.pending != nil || c.prompt == nil || c.prompt.Last <= c.answered || c.prompt.View == nil {
		return nil
	}
	a := c.Decide(c.prompt.View.View)
	c.answered = c.prompt.Last
	m := protocol.ClientMsg{Type: protocol.Act, ID: NewID(), Action: &protocol.Action{Action: a}}
	c.pending = &m
	return c.write(ctx, ws, m)
}

func (c *Client) write(ctx context.Context, ws *websocket.Conn, m protocol.ClientMsg) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return ws.Write(wctx, websocket.MessageText, b)
}
