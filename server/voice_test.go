//go:build !js

package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"noddy/protocol"
)

var testICE = []protocol.ICEServer{{URLs: []string{"stun:127.0.0.1:3478"}},
	{URLs: []string{"turn:127.0.0.1:3478"}, Username: "noddy", Credential: "s3cret"}}

// voiceServer is a real server on 127.0.0.1 whose voice tables give the
// seats testICE.
func voiceServer(t *testing.T, store *Store) string {
	t.Helper()
	srv, err := New(Config{Store: store, MsgRate: rate.Inf, CreateRate: rate.Inf, ICE: testICE,
		Log: LogfLogger(t.Logf)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	return startHTTP(t, srv)
}

// createVoice makes a table over HTTP with voice on or off.
func createVoice(t *testing.T, base string, voice bool) (string, protocol.TableState) {
	t.Helper()
	body, _ := json.Marshal(CreateRequest{Voice: voice})
	resp, err := http.Post(base+"/api/tables", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var cr CreateResponse
	if err := json.NewDecoder(resp.Body).Decode(&cr); err != nil || resp.StatusCode != http.StatusCreated {
		t.Fatalf("create: %d %v", resp.StatusCode, err)
	}
	return cr.ID, *cr.Table
}

func seat(n int) *int { return &n }

// The seats of a voice table are given the ICE servers and relay signals
// to each other, exactly as sent, acked; a spectator is given no ICE
// servers, receives no signal and may send none; bad signals are refused
// with a typed error; nothing of a signal is kept in the table's stream.
func TestVoiceRelay(t *testing.T) {
	store, err := OpenEmbedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(store.Close)
	base := voiceServer(t, store)
	id, ts := createVoice(t, base, true)
	if !ts.Voice {
		t.Fatal("the created table does not say voice is on")
	}
	a := mustDial(t, base, id)
	wa := a.hello("Ann", "", nil)
	b := mustDial(t, base, id)
	wb := b.hello("Bob", "", nil)
	w := mustDial(t, base, id)
	ww := w.hello("Sue", "", nil)
	for _, x := range []struct {
		who string
		m   protocol.ServerMsg
		ice int
	}{{"Ann", wa, 2}, {"Bob", wb, 2}, {"Sue (watching)", ww, 0}} {
		if len(x.m.ICE) != x.ice || !x.m.Table.Voice {
			t.Fatalf("%s's welcome: %d ICE servers, voice %v; want %d, true", x.who, len(x.m.ICE), x.m.Table.Voice, x.ice)
		}
	}
	if got, _ := json.Marshal(wa.ICE); string(got) != `[{"urls":["stun:127.0.0.1:3478"]},{"urls":["turn:127.0.0.1:3478"],"username":"noddy","credential":"s3cret"}]` {
		t.Fatalf("ICE %s", got)
	}

	offer := json.RawMessage(`{"kind":"offer","sdp":"v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n"}`)
	if r := a.reply(protocol.ClientMsg{Type: protocol.Signal, ID: "s1", Signal: offer}); r.Type != protocol.Ack {
		t.Fatalf("offer: %+v", r)
	}
	got := b.until(protocol.Signal)
	if *got.From != 0 || string(got.Signal) != string(offer) {
		t.Fatalf("Bob got from %d %s", *got.From, got.Signal)
	}
	answer := json.RawMessage(`{"kind":"answer","sdp":"v=0"}`)
	if r := b.reply(protocol.ClientMsg{Type: protocol.Signal, ID: "s2", To: seat(0), Signal: answer}); r.Type != protocol.Ack {
		t.Fatalf("answer: %+v", r)
	}
	if got := a.until(protocol.Signal); *got.From != 1 || string(got.Signal) != string(answer) {
		t.Fatalf("Ann got from %d %s", *got.From, got.Signal)
	}

	for _, c := range []struct {
		who  *raw
		msg  protocol.ClientMsg
		code string
	}{
		{w, protocol.ClientMsg{Type: protocol.Signal, ID: "w1", To: seat(0), Signal: offer}, protocol.ErrNotSeated},
		{a, protocol.ClientMsg{Type: protocol.Signal, ID: "b1", To: seat(0), Signal: offer}, protocol.ErrBadSignal},
		{a, protocol.ClientMsg{Type: protocol.Signal, ID: "b2", To: seat(2), Signal: offer}, protocol.ErrBadSignal},
		{a, protocol.ClientMsg{Type: protocol.Signal, ID: "b3", Signal: json.RawMessage(`{"kind":"shout"}`)}, protocol.ErrBadSignal},
		{a, protocol.ClientMsg{Type: protocol.Signal, ID: "b4", Signal: json.RawMessage(`"offer"`)}, protocol.ErrBadSignal},
		{a, protocol.ClientMsg{Type: protocol.Signal, ID: "b5"}, protocol.ErrBadSignal},
		{a, protocol.ClientMsg{Type: protocol.Signal, Signal: offer}, protocol.ErrMissingID},
	} {
		if r := c.who.reply(c.msg); r.Type != protocol.Error || r.Code != c.code {
			t.Errorf("%+v: %+v, want error %s", c.msg, r, c.code)
		}
	}
	// A chat after the signals: the spectator reads up to it and has had
	// no signal; Bob has had no refused one.
	if r := a.reply(protocol.ClientMsg{Type: protocol.Chat, ID: "c1", Text: "can you hear me?"}); r.Type != protocol.Ack {
		t.Fatalf("chat: %+v", r)
	}
	for _, r := range []*raw{w, b} {
		for {
			m, err := r.next()
			if err != nil {
				t.Fatal(err)
			}
			if m.Type == protocol.Signal {
				t.Fatalf("seat %d received %s", r.seat, m.Signal)
			}
			if m.Type == protocol.Items && len(r.itemsOf(protocol.ItemChat)) > 0 {
				break
			}
		}
	}
	// The stream a newcomer is sent holds every kind but signals.
	late := mustDial(t, base, id)
	late.send(protocol.ClientMsg{Type: protocol.Hello, V: protocol.Version, Watch: true, Last: new(int64)})
	late.until(protocol.Welcome)
	late.waitItem(protocol.ItemChat, nil)
	for _, it := range late.items {
		if strings.Contains(it.Text, "sdp") {
			t.Fatalf("a signal in the stream: %+v", it)
		}
	}
}

// At a table created with voice off, a seat's signal is refused with
// voice-off and the other seat receives nothing; the welcome gives no ICE
// servers.
func TestVoiceOff(t *testing.T) {
	store, err := OpenEmbedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(store.Close)
	base := voiceServer(t, store)
	id, ts := createVoice(t, base, false)
	if ts.Voice {
		t.Fatal("voice on at a table created without it")
	}
	a := mustDial(t, base, id)
	if wa := a.hello("Ann", "", nil); len(wa.ICE) != 0 {
		t.Fatalf("ICE servers at a voice-off table: %+v", wa.ICE)
	}
	b := mustDial(t, base, id)
	b.hello("Bob", "", nil)
	r := a.reply(protocol.ClientMsg{Type: protocol.Signal, ID: "s1", Signal: json.RawMessage(`{"kind":"offer","sdp":"v=0"}`)})
	if r.Type != protocol.Error || r.Code != protocol.ErrVoiceOff {
		t.Fatalf("signal at a voice-off table: %+v", r)
	}
	if r := a.reply(protocol.ClientMsg{Type: protocol.Chat, ID: "c1", Text: "hello"}); r.Type != protocol.Ack {
		t.Fatalf("chat: %+v", r)
	}
	for {
		m, err := b.next()
		if err != nil {
			t.Fatal(err)
		}
		if m.Type == protocol.Signal {
			t.Fatalf("Bob received %s", m.Signal)
		}
		if m.Type == protocol.Items && len(b.itemsOf(protocol.ItemChat)) > 0 {
			break
		}
	}
}

// Two server processes' worth of servers on one NATS cluster: a seat on
// one and a seat on the other talk; the signal crosses between them.
func TestVoiceAcrossServers(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a NATS cluster")
	}
	urls := natsCluster(t, 3)
	var bases []string
	for _, u := range urls[:2] {
		store, err := OpenURLWith(u, StoreOptions{Replicas: 3})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(store.Close)
		bases = append(bases, voiceServer(t, store))
	}
	id, _ := createVoice(t, bases[0], true)
	a := mustDial(t, bases[0], id)
	a.hello("Ann", "", nil)
	b := mustDial(t, bases[1], id)
	b.hello("Bob", "", nil)
	sig := json.RawMessage(`{"kind":"candidate","candidate":"candidate:1 1 udp 2122260223 127.0.0.1 54321 typ host","sdpMid":"0","sdpMLineIndex":0}`)
	if r := a.reply(protocol.ClientMsg{Type: protocol.Signal, ID: "x1", Signal: sig}); r.Type != protocol.Ack {
		t.Fatalf("signal: %+v", r)
	}
	if got := b.until(protocol.Signal); *got.From != 0 || string(got.Signal) != string(sig) {
		t.Fatalf("Bob on the other server got from %d %s", *got.From, got.Signal)
	}
}

// A seat's signals are limited in bytes: they reach the other seat ahead
// of the game, and a seat sending 30 of 8 KB a second (its message limit)
// kept an opponent reading at 64 KB/s 21 s behind the table. The first
// 64 KB pass at once; past that they are refused with signal-rate and
// never relayed.
func TestVoiceSignalRate(t *testing.T) {
	store, err := OpenEmbedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(store.Close)
	base := voiceServer(t, store)
	id, _ := createVoice(t, base, true)
	a := mustDial(t, base, id)
	a.hello("Ann", "", nil)
	b := mustDial(t, base, id)
	b.hello("Bob", "", nil)
	offer := json.RawMessage(`{"kind":"offer","sdp":"` + strings.Repeat("a", 6970) + `"}`) // 7,000 bytes
	acked, refused := 0, 0
	for i := range 20 {
		r := a.reply(protocol.ClientMsg{Type: protocol.Signal, ID: fmt.Sprint("s", i), Signal: offer})
		switch {
		case r.Type == protocol.Ack:
			acked++
		case r.Type == protocol.Error && r.Code == protocol.ErrSignalRate:
			refused++
		default:
			t.Fatalf("signal %d: %+v", i, r)
		}
	}
	// 9 fit the burst; the rate adds one more for each 1.75 s the 20 took.
	if acked < 9 || acked > 12 || refused == 0 {
		t.Fatalf("%d of 20 signals of 7 KB acked, %d refused with signal-rate; want 9 to 12 acked, the rest refused", acked, refused)
	}
	// A small signal once the rate allows it marks the end: NATS relays
	// one sender's signals in order.
	mute := json.RawMessage(`{"kind":"mute","muted":true}`)
	for i := 0; ; i++ {
		r := a.reply(protocol.ClientMsg{Type: protocol.Signal, ID: fmt.Sprint("m", i), Signal: mute})
		if r.Type == protocol.Ack {
			break
		}
		if i == 100 {
			t.Fatalf("a small signal still refused: %+v", r)
		}
		time.Sleep(100 * time.Millisecond)
	}
	got := 0
	for {
		m := b.until(protocol.Signal)
		if string(m.Signal) == string(mute) {
			break
		}
		got++
	}
	if got != acked {
		t.Fatalf("Bob was relayed %d signals, want the %d acked", got, acked)
	}
}
