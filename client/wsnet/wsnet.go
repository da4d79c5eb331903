//go:build !js

// Package wsnet is the desktop's transport of the shared table:
// github.com/coder/websocket, a goroutine reading each connection into
// the inbox and one writing what Send queued, and net/http for creating
// tables. Importing it registers it with the client (client.Register): the
// game (package scenes), the programs and the tests import it; package
// the client itself does not, so that ui and cmdline, which must
// be initialised before Ebitengine opens the window system (cmdline's
// early.go), stay light.
package wsnet

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"

	"noddy/client"
)

func init() { client.Register(Transport{}, post) }

// Transport dials the table's WebSocket with coder/websocket.
type Transport struct{}

type (
	Conn     = client.Conn
	Inbox    = client.Inbox
	Incoming = client.Incoming
)

const (
	Opened  = client.Opened
	Message = client.Message
	Closed  = client.Closed
)

// readLimit is the largest message the client takes (a snapshot's items
// come in chunks well under it).
const readLimit = 8 << 20

type wsConn struct {
	mu     sync.Mutex
	out    [][]byte
	kick   chan struct{}
	ctx    context.Context
	cancel context.CancelFunc
}

func (Transport) Dial(url string, in *Inbox) Conn {
	ctx, cancel := context.WithCancel(context.Background())
	c := &wsConn{kick: make(chan struct{}, 1), ctx: ctx, cancel: cancel}
	go c.run(url, in)
	return c
}

func (c *wsConn) run(url string, in *Inbox) {
	defer c.cancel()
	dctx, dcancel := context.WithTimeout(c.ctx, 10*time.Second)
	ws, _, err := websocket.Dial(dctx, url, nil)
	dcancel()
	if err != nil {
		in.Put(Incoming{Conn: c, Kind: Closed, Err: err})
		return
	}
	defer ws.CloseNow()
	ws.SetReadLimit(readLimit)
	in.Put(Incoming{Conn: c, Kind: Opened})
	go c.write(ws)
	for {
		_, data, err := ws.Read(c.ctx)
		if err != nil {
			code := int(websocket.CloseStatus(err))
			if code < 0 {
				code = 0
			}
			if c.ctx.Err() != nil {
				code = 1000 // closed by us
			}
			in.Put(Incoming{Conn: c, Kind: Closed, Code: code, Err: err})
			return
		}
		in.Put(Incoming{Conn: c, Kind: Message, Data: data})
	}
}

func (c *wsConn) write(ws *websocket.Conn) {
	for {
		select {
		case <-c.ctx.Done():
			ws.Close(websocket.StatusNormalClosure, "")
			return
		case <-c.kick:
		}
		c.mu.Lock()
		q := c.out
		c.out = nil
		c.mu.Unlock()
		for _, b := range q {
			wctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
			err := ws.Write(wctx, websocket.MessageText, b)
			cancel()
			if err != nil {
				c.cancel()
				return
			}
		}
	}
}

func (c *wsConn) Send(b []byte) {
	c.mu.Lock()
	c.out = append(c.out, b)
	c.mu.Unlock()
	select {
	case c.kick <- struct{}{}:
	default:
	}
}

func (c *wsConn) Close() { c.cancel() }

// post sends body to url and hands the answer to done, from a goroutine.
func post(url string, body []byte, done func(status int, b []byte, err error)) {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		status, b, err := postWait(ctx, url, body)
		done(status, b, err)
	}()
}

func postWait(ctx context.Context, url string, body []byte) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, b, err
}
