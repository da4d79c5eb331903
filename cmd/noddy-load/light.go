package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/coder/websocket"

	"noddy/protocol"
)

// lightMsg is the little of a server message a load seat reads: the
// events themselves are skipped, and of a prompt's view only the legal
// actions are kept. The server still builds and sends every message in
// full; this only keeps the load generator, which shares the machine's
// two cores with the server, from spending them decoding.
type lightMsg struct {
	Type  string `json:"type"`
	Last  int64  `json:"last"`
	ID    string `json:"id"`
	Code  string `json:"code"`
	Items []struct {
		Seq  int64  `json:"seq"`
		Kind string `json:"kind"`
	} `json:"items"`
	View *struct {
		Actions []json.RawMessage `json:"actions"`
	} `json:"view"`
}

// lightSeat plays one seat with the first legal action at every prompt,
// at once, and measures each intent: from sending it to the first event
// it caused arriving. onWelcome runs when the seat is taken.
// opts are the dial's (nil: the defaults).
func (st *stats) lightSeat(ctx context.Context, base, id string, opts *websocket.DialOptions, onWelcome func()) error {
	u := "ws" + strings.TrimPrefix(base, "http") + "/api/tables/" + id + "/ws"
	ws, _, err := websocket.Dial(ctx, u, opts)
	if err != nil {
		return err
	}
	defer ws.CloseNow()
	ws.SetReadLimit(8 << 20)
	send := func(b []byte) error {
		wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		return ws.Write(wctx, websocket.MessageText, b)
	}
	if err := send(fmt.Appendf(nil, `{"type":"hello","v":%d}`, protocol.Version)); err != nil {
		return err
	}
	var (
		sent            time.Time
		pending         string
		prompt          []json.RawMessage
		promptAt, acted int64
		n               int
		snap, pos       int64 // the welcome's last (the snapshot ends there), the stream's position
	)
	act := func() error {
		if pending != "" || prompt == nil || promptAt <= acted {
			return nil
		}
		if think > 0 {
			time.Sleep(think) // a person's pause; the stream waits in the socket meanwhile
		}
		n++
		pending, acted = id[:6]+strconv.Itoa(n), promptAt
		sent = time.Now()
		st.mu.Lock()
		st.sent[id]++
		st.mu.Unlock()
		return send(fmt.Appendf(nil, `{"type":"act","id":%q,"action":%s}`, pending, prompt[0]))
	}
	for {
		_, raw, err := ws.Read(ctx)
		if err != nil {
			return err
		}
		var m lightMsg
		if err := json.Unmarshal(raw, &m); err != nil {
			return err
		}
		switch m.Type {
		case protocol.Welcome:
			snap, pos = m.Last, m.Last
			if onWelcome != nil {
				onWelcome()
				onWelcome = nil
			}
		case protocol.Items:
			for _, it := range m.Items {
				// After the snapshot every item comes once, in order:
				// a skipped or repeated seq is an event lost or doubled.
				if it.Seq > snap {
					if it.Seq != pos+1 {
						st.gaps.Add(1)
					}
					pos = it.Seq
				}
				switch it.Kind {
				case protocol.ItemEvent:
					if !sent.IsZero() {
						st.mu.Lock()
						st.lat = append(st.lat, time.Since(sent))
						st.mu.Unlock()
						sent = time.Time{}
					}
				case protocol.ItemEnd:
					st.finished.Add(1)
					ws.Close(websocket.StatusNormalClosure, "done")
					return nil
				}
			}
		case protocol.Prompt:
			if m.View != nil && len(m.View.Actions) > 0 {
				prompt, promptAt = m.View.Actions, m.Last
			}
		case protocol.Ack:
			if m.ID == pending {
				pending = ""
				if promptAt < m.Last {
					prompt = nil // from before this intent was applied
				}
			}
		case protocol.Error:
			st.refusals.Add(1)
			if m.ID == pending {
				pending = ""
			}
		case protocol.Gone, protocol.Replaced:
			return errors.New(m.Type)
		}
		if err := act(); err != nil {
			return err
		}
	}
}

// cpuTime is a process's user and system CPU time so far, from /proc.
func cpuTime(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+2:])
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	k, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(u+k) * time.Second / 100 // USER_HZ
}
