//go:build js

package platform

import (
	"encoding/json"
	"strconv"
	"syscall/js"

	"noddy/scenes"
	"noddy/ui/friend"
)

// sharedJS is window.noddy.shared: the shared table's account
// (ui.SharedSnapshot), or null without one:
//
//	{state: "idle"|"creating"|"connecting"|"waiting"|"table"|"gone"|
//	 "replaced"|"failed", net (the connection), link, seat (-1:
//	 watching), names, here, again, specChat, chat: ["Ann: good luck",
//	 …], field: {x, y, w, h, on, focus, text}, known: ["7H", …] (every
//	 card the table's record has a face for), held (the seat's hand as
//	 dealt), laid (the faces on the table itself), revealed (the hand
//	 has ended), match, deal, shown (the
//	 stream's sequence number of the last event begun), taken,
//	 fromStart, left (seconds the waiting table has left), backMs, code,
//	 voice: null, or at a voice table {label, available, joined, asking,
//	 connected, connecting, muted, peerJoined, peerMuted, peerSpeaking, err}}
func (b *bridged) sharedJS(s *friend.SharedSnapshot) any {
	if s == nil {
		return js.Null()
	}
	strs := func(ss []string) js.Value {
		out := make([]any, len(ss))
		for i, x := range ss {
			out[i] = x
		}
		return b.freeze(js.ValueOf(out))
	}
	bools := func(bs []bool) js.Value {
		out := make([]any, len(bs))
		for i, x := range bs {
			out[i] = x
		}
		return b.freeze(js.ValueOf(out))
	}
	field := rect(s.Field, map[string]any{"on": s.FieldOn, "focus": s.FieldFocus, "text": s.FieldText})
	voice := js.Null()
	if v := s.Voice; v != nil {
		st := v.State
		voice = b.freeze(js.ValueOf(map[string]any{
			"label": v.Label, "available": st.Available, "joined": st.Joined, "asking": st.Asking,
			"connected": st.Connected, "connecting": st.Connecting, "muted": st.Muted,
			"peerJoined": st.PeerJoined, "peerMuted": st.PeerMuted, "peerSpeaking": st.PeerSpeaking, "err": st.Err,
		}))
	}
	return b.freeze(js.ValueOf(map[string]any{
		"state": s.State, "net": s.Net, "link": s.Link, "seat": s.Seat,
		"names": strs(s.Names), "here": bools(s.Here), "again": bools(s.Again), "specChat": s.SpecChat,
		"chat": strs(s.Chat), "field": b.freeze(field), "known": strs(s.Known),
		"held": strs(s.Held), "laid": strs(s.Laid), "revealed": s.Revealed,
		"match": s.Match, "deal": s.Deal, "shown": strconv.FormatInt(s.Shown, 10), "taken": s.Taken,
		"fromStart": s.FromStart, "left": s.Left, "backMs": s.BackMS, "code": s.Code, "voice": voice, "voiceWant": s.VoiceWant,
	}))
}

// frameLine is one frame's line of the trace (?trace=frames): what the
// browser test checks a spectator's every frame against.
type frameLine struct {
	Tick     int      `json:"tick"`
	Scene    string   `json:"scene"`
	Match    int      `json:"match"`
	Deal     int      `json:"deal"`
	Taken    int      `json:"taken"`
	Seat     int      `json:"seat"`
	Known    []string `json:"known"`
	Laid     []string `json:"laid"`
	Revealed bool     `json:"revealed"`
	Text     []string `json:"text"`
}

// traceFrames logs every frame drawn on the console as "noddy-frame
// {json}" when the page's address asks for it (?trace=frames).
func traceFrames(g *scenes.Game) {
	q := js.Global().Get("location").Get("search").String()
	if !js.Global().Get("URLSearchParams").Truthy() {
		return
	}
	if js.Global().Get("URLSearchParams").New(q).Call("get", "trace").String() != "frames" {
		return
	}
	console := js.Global().Get("console")
	g.TraceFrames(func(texts []string) {
		s := g.Snapshot()
		l := frameLine{Tick: s.Tick, Scene: s.Scene, Seat: -2, Text: texts}
		if sh := s.Shared; sh != nil {
			l.Match, l.Deal, l.Taken, l.Seat, l.Known, l.Laid, l.Revealed = sh.Match, sh.Deal, sh.Taken, sh.Seat, sh.Known, sh.Laid, sh.Revealed
		}
		b, _ := json.Marshal(l)
		console.Call("log", "noddy-frame", string(b))
	})
}
