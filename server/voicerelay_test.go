//go:build !js

package server

import (
	"encoding/json"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"noddy/protocol"
)

// Under VoiceRelay the seats' welcomes say iceTransportPolicy "relay"
// (a watcher's, and a voice-off table's, say nothing), and a signal that
// carries a candidate other than relay, or a relay one showing its
// related address, is refused with not-relay and reaches no one; relay
// candidates as a browser gives them under that policy pass exactly as
// sent. Without TURN the server is refused.
func TestVoiceRelayOnly(t *testing.T) {
	store, err := OpenEmbedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(store.Close)
	if _, err := New(Config{Store: store, VoiceRelay: true, ICE: testICE}); err == nil || err.Error() != "table: voice relay without a TURN server" {
		t.Fatalf("VoiceRelay without TURN: %v", err)
	}
	turn := &TURN{URLs: []string{"turn:127.0.0.1:3478"}, Secret: []byte("s"), TTL: time.Hour,
		Now: func() time.Time { return time.Unix(1_800_000_000, 0) }}
	srv, err := New(Config{Store: store, MsgRate: rate.Inf, CreateRate: rate.Inf, TURN: turn, VoiceRelay: true,
		Log: LogfLogger(t.Logf)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	base := startHTTP(t, srv)
	id, _ := createVoice(t, base, true)
	a := mustDial(t, base, id)
	wa := a.hello("Ann", "", nil)
	b := mustDial(t, base, id)
	wb := b.hello("Bob", "", nil)
	w := mustDial(t, base, id)
	ww := w.hello("Sue", "", nil)
	for _, x := range []struct {
		who    string
		m      protocol.ServerMsg
		policy string
		ice    int
	}{{"Ann", wa, "relay", 1}, {"Bob", wb, "relay", 1}, {"Sue (watching)", ww, "", 0}} {
		if x.m.ICETransportPolicy != x.policy || len(x.m.ICE) != x.ice {
			t.Errorf("%s's welcome: policy %q, %d ICE servers; want %q, %d", x.who, x.m.ICETransportPolicy, len(x.m.ICE), x.policy, x.ice)
		}
	}
	if len(wa.ICE) == 1 && (len(wa.ICE[0].Username) != 23 || wa.ICE[0].Username[:11] != "1800003600:" || len(wa.ICE[0].Credential) != 28) {
		t.Errorf("Ann's TURN credential: %+v", wa.ICE[0])
	}
	// The welcome on the wire, less the table, the token and the
	// credential (the seat's tag is of the table's random id).
	wa.Table, wa.Token, wa.ICE[0].Username, wa.ICE[0].Credential = nil, "", "", ""
	if got, _ := json.Marshal(wa); string(got) != `{"type":"welcome","v":2,"seat":0,"last":1,"ice":[{"urls":["turn:127.0.0.1:3478"]}],"iceTransportPolicy":"relay"}` {
		t.Errorf("Ann's welcome %s", got)
	}
	off, _ := createVoice(t, base, false)
	if w := mustDial(t, base, off).hello("Ann", "", nil); w.ICETransportPolicy != "" || len(w.ICE) != 0 {
		t.Errorf("a voice-off table's welcome: policy %q, ICE %+v", w.ICETransportPolicy, w.ICE)
	}

	const (
		relay     = `candidate:1 1 udp 41885695 127.0.0.1 50002 typ relay raddr 0.0.0.0 rport 0 generation 0 ufrag x network-cost 50`
		relay6    = `candidate:2 1 udp 41885695 2001:db8::9 50002 typ relay raddr :: rport 0 generation 0`
		host      = `candidate:3 1 udp 2122260223 192.168.1.5 50000 typ host generation 0 ufrag x`
		mdns      = `candidate:4 1 udp 2122260223 0c2c5ab1-8f2e-4f0e-9e38-6a7c1f5d2b11.local 50000 typ host generation 0`
		srflx     = `candidate:5 1 udp 1686052607 203.0.113.7 50001 typ srflx raddr 192.168.1.5 rport 50000 generation 0`
		relayAddr = `candidate:6 1 udp 41885695 127.0.0.1 50002 typ relay raddr 203.0.113.7 rport 50001 generation 0`
	)
	cand := func(c string) json.RawMessage {
		b, _ := json.Marshal(map[string]any{"kind": "candidate", "candidate": c, "sdpMid": "0", "sdpMLineIndex": 0})
		return b
	}
	sdp := func(kind string, lines ...string) json.RawMessage {
		s := "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\nc=IN IP4 0.0.0.0\r\n"
		for _, l := range lines {
			s += "a=" + l + "\r\n"
		}
		b, _ := json.Marshal(map[string]string{"kind": kind, "sdp": s})
		return b
	}
	for i, c := range []struct {
		sig  json.RawMessage
		code string // "": acked and relayed
	}{
		{cand(relay), ""},
		{cand(relay6), ""},
		{cand(""), ""}, // the end of the candidates
		{sdp("offer"), ""},
		{sdp("answer", relay), ""},
		{json.RawMessage(`{"kind":"join"}`), ""},
		{cand(host), protocol.ErrNotRelay},
		{cand(mdns), protocol.ErrNotRelay},
		{cand(srflx), protocol.ErrNotRelay},
		{cand(relayAddr), protocol.ErrNotRelay},
		{cand(`candidate:7 1 udp 41885695 127.0.0.1 50002 typ`), protocol.ErrNotRelay},
		{sdp("offer", relay, host), protocol.ErrNotRelay},
		{sdp("answer", srflx), protocol.ErrNotRelay},
	} {
		id := "s" + string(rune('a'+i))
		r := a.reply(protocol.ClientMsg{Type: protocol.Signal, ID: id, Signal: c.sig})
		switch {
		case c.code == "" && r.Type != protocol.Ack:
			t.Errorf("%s: %+v, want an ack", c.sig, r)
		case c.code == "" && r.Type == protocol.Ack:
			if got := b.until(protocol.Signal); string(got.Signal) != string(c.sig) {
				t.Errorf("Bob got %s, want %s", got.Signal, c.sig)
			}
		case r.Type != protocol.Error || r.Code != c.code:
			t.Errorf("%s: %+v, want error %s", c.sig, r, c.code)
		case r.Message != "this server passes on relay candidates only, which show no player's address: use iceTransportPolicy relay":
			t.Errorf("%s: message %q", c.sig, r.Message)
		}
	}
	// Nothing refused reached Bob: the next signal he gets is the one
	// sent after them.
	if r := a.reply(protocol.ClientMsg{Type: protocol.Signal, ID: "last", Signal: json.RawMessage(`{"kind":"leave"}`)}); r.Type != protocol.Ack {
		t.Fatalf("leave: %+v", r)
	}
	if got := b.until(protocol.Signal); string(got.Signal) != `{"kind":"leave"}` {
		t.Fatalf("Bob got %s after the refused ones, want the leave", got.Signal)
	}
}
