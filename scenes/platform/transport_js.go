//go:build js

package platform

import (
	"syscall/js"

	"noddy/client"
)

// The browser's transport of the shared table: its own WebSocket and
// fetch, through syscall/js (coder/websocket's browser build would pull
// net/http into the game's .wasm), registered with the client at init as
// client/wsnet is on the desktop (transport_other.go). Every callback
// only puts what happened in the inbox and returns: nothing in a JS
// callback waits.

func init() { client.Register(jsTransport{}, jsPost) }

type jsTransport struct{}

type jsConn struct {
	ws    js.Value
	funcs []js.Func
	done  bool
}

func (jsTransport) Dial(url string, in *client.Inbox) client.Conn {
	c := &jsConn{}
	ctor := js.Global().Get("WebSocket")
	if ctor.IsUndefined() {
		in.Put(client.Incoming{Conn: c, Kind: client.Closed, Code: 0})
		return c
	}
	ws, err := newWebSocket(ctor, url)
	if err != nil {
		in.Put(client.Incoming{Conn: c, Kind: client.Closed, Err: err})
		return c
	}
	c.ws = ws
	on := func(name string, f func(e js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		c.funcs = append(c.funcs, fn)
		ws.Set(name, fn)
	}
	on("onopen", func(js.Value) { in.Put(client.Incoming{Conn: c, Kind: client.Opened}) })
	on("onmessage", func(e js.Value) {
		if d := e.Get("data"); d.Type() == js.TypeString {
			in.Put(client.Incoming{Conn: c, Kind: client.Message, Data: []byte(d.String())})
		}
	})
	on("onclose", func(e js.Value) {
		in.Put(client.Incoming{Conn: c, Kind: client.Closed, Code: e.Get("code").Int()})
		c.release()
	})
	return c
}

// newWebSocket calls new WebSocket(url), which throws on a bad URL.
func newWebSocket(ctor js.Value, url string) (ws js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = jsError{r}
		}
	}()
	return ctor.New(url), nil
}

type jsError struct{ v any }

func (e jsError) Error() string {
	switch v := e.v.(type) {
	case js.Error:
		return v.Error()
	case string:
		return v
	}
	return "the browser refused the connection"
}

func (c *jsConn) Send(b []byte) {
	if c.done || c.ws.IsUndefined() || c.ws.Get("readyState").Int() != 1 {
		return
	}
	c.ws.Call("send", string(b))
}

func (c *jsConn) Close() {
	if c.done || c.ws.IsUndefined() {
		return
	}
	c.done = true
	if s := c.ws.Get("readyState").Int(); s == 0 || s == 1 {
		c.ws.Call("close", 1000)
	}
}

// release frees the callbacks once the socket has closed (its last event).
func (c *jsConn) release() {
	c.done = true
	for _, f := range c.funcs {
		f.Release()
	}
	c.funcs = nil
	for _, n := range []string{"onopen", "onmessage", "onclose"} {
		c.ws.Set(n, js.Null())
	}
}

// post sends body to url with fetch and hands the answer to done, from
// the promise's callbacks.
func jsPost(url string, body []byte, done func(status int, b []byte, err error)) {
	fetch := js.Global().Get("fetch")
	if fetch.Type() != js.TypeFunction {
		done(0, nil, jsError{"no fetch"})
		return
	}
	headers := js.Global().Get("Object").New()
	headers.Set("Content-Type", "application/json")
	opts := js.Global().Get("Object").New()
	opts.Set("method", "POST")
	opts.Set("headers", headers)
	opts.Set("body", string(body))
	var onResp, onText, onErr js.Func
	status := 0
	free := func() {
		onResp.Release()
		onText.Release()
		onErr.Release()
	}
	onErr = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the request failed"
		if len(args) > 0 && args[0].Type() == js.TypeObject {
			msg = args[0].Call("toString").String()
		}
		free()
		done(0, nil, jsError{msg})
		return nil
	})
	onText = js.FuncOf(func(_ js.Value, args []js.Value) any {
		free()
		done(status, []byte(args[0].String()), nil)
		return nil
	})
	onResp = js.FuncOf(func(_ js.Value, args []js.Value) any {
		status = args[0].Get("status").Int()
		args[0].Call("text").Call("then", onText, onErr)
		return nil
	})
	fetch.Invoke(url, opts).Call("then", onResp, onErr)
}
