//go:build !js

package main

// Voice with the players' addresses kept from each other (-voice-relay),
// in the real game in Debian's chromium, through a real TURN server
// started here: pion/turn's (github.com/pion/turn/v4, the TURN server of
// Pion's WebRTC stack in pure Go, kept up and released often), with its
// LongTermTURNRESTAuthHandler checking the credentials the table server
// mints by the TURN REST scheme with the same secret, as a host's
// coturn's use-auth-secret would. Ann and Bob talk; both peer connections
// are made with iceTransportPolicy relay; each side's selected candidate
// pair is relay to relay; audio flows, through the TURN server; and no
// signal either page sent or received carries a host or server-reflexive
// candidate, nor a relay one's related address.

import (
	"context"
	"encoding/json"
	"net"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/pion/turn/v4"

	"noddy/server"
)

// countingConn counts the bytes a TURN server's listener receives.
type countingConn struct {
	net.PacketConn
	n *atomic.Int64
}

func (c countingConn) ReadFrom(b []byte) (int, net.Addr, error) {
	n, a, err := c.PacketConn.ReadFrom(b)
	c.n.Add(int64(n))
	return n, a, err
}

// turnServer is pion/turn on a random UDP port of 127.0.0.1, relaying
// from 127.0.0.1, taking TURN REST credentials made with secret. It
// returns its turn: URL, the bytes its listener has received and the
// allocations made.
func turnServer(t *testing.T, secret string) (string, *atomic.Int64, *atomic.Int64) {
	t.Helper()
	pc, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var bytes, allocs atomic.Int64
	s, err := turn.NewServer(turn.ServerConfig{
		Realm:       "noddy.test",
		AuthHandler: turn.LongTermTURNRESTAuthHandler(secret, nil),
		EventHandler: turn.EventHandler{OnAllocationCreated: func(net.Addr, net.Addr, string, string, string, net.Addr, int) {
			allocs.Add(1)
		}},
		PacketConnConfigs: []turn.PacketConnConfig{{
			PacketConn:            countingConn{pc, &bytes},
			RelayAddressGenerator: &turn.RelayAddressGeneratorStatic{RelayAddress: net.ParseIP("127.0.0.1"), Address: "127.0.0.1"},
		}},
	})
	if err != nil {
		pc.Close()
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return "turn:" + pc.LocalAddr().String() + "?transport=udp", &bytes, &allocs
}

// relayTablesServer is tablesServer with TURN and VoiceRelay, as
// noddy-web -turn URL -voice-relay serves.
func relayTablesServer(t *testing.T, h *Handler, turnURL, secret string) *httptest.Server {
	t.Helper()
	return tablesServer(t, h, func(c *server.Config) {
		c.TURN, c.VoiceRelay = &server.TURN{URLs: []string{turnURL}, Secret: []byte(secret)}, true
	})
}

// candidates is what one page's signals carried, sent or received: each
// candidate line's type, relay ones whose raddr shows an address, and
// the not-relay refusals the page was sent.
type candidates struct {
	mu        sync.Mutex
	types     map[string]int // "sent relay", "received host", …
	raddr     []string       // relay candidates with a related address
	refused   int
	offers    int
	sdpCands  int // candidates inside offers and answers
	lastFrame string
}

func (c *candidates) frame(dir, payload string) {
	var m struct {
		Type   string `json:"type"`
		Code   string `json:"code"`
		Signal struct {
			Kind      string `json:"kind"`
			SDP       string `json:"sdp"`
			Candidate string `json:"candidate"`
		} `json:"signal"`
	}
	if json.Unmarshal([]byte(payload), &m) != nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if m.Type == "error" && m.Code == "not-relay" {
		c.refused++
	}
	if m.Type != "signal" {
		return
	}
	lines := []string{m.Signal.Candidate}
	if m.Signal.Kind == "offer" || m.Signal.Kind == "answer" {
		c.offers++
		lines = strings.Split(m.Signal.SDP, "\n")
	}
	for _, l := range lines {
		l = strings.TrimPrefix(strings.TrimSpace(l), "a=")
		if !strings.HasPrefix(l, "candidate:") {
			continue
		}
		if m.Signal.Kind != "candidate" {
			c.sdpCands++
		}
		f := strings.Fields(l)
		typ := "none"
		for i := range f[:len(f)-1] {
			if f[i] == "typ" {
				typ = f[i+1]
			}
			if f[i] == "raddr" && f[i+1] != "0.0.0.0" && f[i+1] != "::" {
				c.raddr = append(c.raddr, l)
			}
		}
		c.types[dir+" "+typ]++
		c.lastFrame = l
	}
}

// watchSignals records every signal the tab's page sends and receives on
// its WebSockets.
func watchSignals(tb *tab) *candidates {
	c := &candidates{types: map[string]int{}}
	chromedp.Listen(tb.ctx, func(ev any) {
		switch f := ev.(type) {
		case *network.EventWebSocketFrameSent:
			if f.Response != nil {
				c.frame("sent", string(f.Response.PayloadData))
			}
		case *network.EventWebSocketFrameReceived:
			if f.Response != nil {
				c.frame("received", string(f.Response.PayloadData))
			}
		}
	})
	tb.do(30*time.Second, "watch the network", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{})
		return err
	}))
	return c
}

// pairInfo is the tab's peer connection's policy and selected candidate
// pair (getStats: the transport's selectedCandidatePairId).
type pairInfo struct {
	Policy string `json:"policy"`
	Local  string `json:"local"`
	Remote string `json:"remote"`
	State  string `json:"state"`
}

func (tb *tab) selectedPair() pairInfo {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, evalLimit)
	defer cancel()
	p, err := chromedp.Run(ctx, chromedp.Evaluate[pairInfo](`(async () => {
		const pc = window.__noddyVoicePC;
		if (!pc) return {policy: "none"};
		const stats = await pc.getStats();
		let pair = null;
		stats.forEach(s => { if (s.type === "transport" && s.selectedCandidatePairId) pair = stats.get(s.selectedCandidatePairId); });
		const out = {policy: pc.getConfiguration().iceTransportPolicy, local: "", remote: "", state: ""};
		if (pair) {
			out.state = pair.state;
			out.local = (stats.get(pair.localCandidateId) || {}).candidateType || "";
			out.remote = (stats.get(pair.remoteCandidateId) || {}).candidateType || "";
		}
		return out;
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("%s: getStats: %v", tb.run.name, err)
	}
	return p
}

func voiceRelayRun(t *testing.T, browserCtx context.Context, h *Handler, shots string) {
	const secret = "relay-test-secret"
	turnURL, turnBytes, allocs := turnServer(t, secret)
	srv := relayTablesServer(t, h, turnURL, secret)
	ann := person(t, browserCtx, shots, browserRun{name: "relay-ann", w: 1280, h: 800, dpr: 1, speed: "instant"}, "Ann")
	bob := person(t, browserCtx, shots, browserRun{name: "relay-bob", w: 1280, h: 800, dpr: 1, speed: "instant"}, "Bob")
	annSig, bobSig := watchSignals(ann), watchSignals(bob)

	ann.do(30*time.Second, "open the page", chromedp.Navigate(srv.URL+"/"))
	ann.toTitle()
	ann.pressButton("friend", func(s *snap, sh *sharedSnap) bool { return s.Scene == "friend" && sh.State == "idle" })
	ann.pressButton("voice", func(*snap, *sharedSnap) bool { return ann.voiceWant() })
	ann.pressButton("create", func(_ *snap, sh *sharedSnap) bool { return sh.State == "waiting" })
	_, as := ann.waitShared(10*time.Second, "the link", func(_ *snap, sh *sharedSnap) bool { return sh.Link != "" })
	bob.do(30*time.Second, "open the link", chromedp.Navigate(as.Link))
	atTable := func(s *snap, sh *sharedSnap) bool { return s.Scene == "table" && sh.State == "table" }
	bob.waitShared(90*time.Second, "Bob at the table", atTable)
	ann.waitShared(30*time.Second, "Ann at the table", atTable)

	ann.pressButton("talk", func(*snap, *sharedSnap) bool { return ann.voice().Joined })
	bob.pressButton("talk", func(*snap, *sharedSnap) bool { return bob.voice().Joined })
	start := time.Now()
	ann.waitVoice(30*time.Second, "Ann's voice connected", func(v *voiceSnap) bool { return v.Connected })
	bob.waitVoice(30*time.Second, "Bob's voice connected", func(v *voiceSnap) bool { return v.Connected })
	connected := time.Since(start)
	a0, b0, t0 := ann.rtp(), bob.rtp(), turnBytes.Load()
	time.Sleep(5 * time.Second)
	a1, b1, t1 := ann.rtp(), bob.rtp(), turnBytes.Load()
	t.Logf("voice relay: both connected %.2f s after both were in; over 5 s Ann received %.0f bytes, Bob %.0f; the TURN server's listener received %d bytes, %d allocations made",
		connected.Seconds(), a1.In-a0.In, b1.In-b0.In, t1-t0, allocs.Load())
	if a1.State != "connected" || b1.State != "connected" || a1.In-a0.In < 2000 || b1.In-b0.In < 2000 {
		t.Errorf("after 5 s: Ann %+v → %+v, Bob %+v → %+v: want both connected and each receiving audio", a0, a1, b0, b1)
	}
	// The audio went through the TURN server: at least what the two
	// sent in the meantime reached its listener.
	if sent := (a1.Out - a0.Out) + (b1.Out - b0.Out); sent < 4000 || float64(t1-t0) < sent {
		t.Errorf("the TURN server received %d bytes while the two sent %.0f of audio: want all of it", t1-t0, sent)
	}
	for _, tb := range []*tab{ann, bob} {
		p := tb.selectedPair()
		t.Logf("voice relay: %s's peer connection: policy %q, selected pair %s → %s (%s)", tb.run.name, p.Policy, p.Local, p.Remote, p.State)
		if p != (pairInfo{Policy: "relay", Local: "relay", Remote: "relay", State: "succeeded"}) {
			t.Errorf("%s: %+v, want policy relay and a succeeded relay-to-relay pair", tb.run.name, p)
		}
	}
	for _, x := range []struct {
		who string
		c   *candidates
	}{{"Ann", annSig}, {"Bob", bobSig}} {
		x.c.mu.Lock()
		t.Logf("voice relay: %s's page: candidates by type %v (%d in offers and answers), %d offers and answers, %d relay ones with an raddr, %d refused; e.g. %q",
			x.who, x.c.types, x.c.sdpCands, x.c.offers, len(x.c.raddr), x.c.refused, x.c.lastFrame)
		for k, n := range x.c.types {
			if k == "sent relay" || k == "received relay" {
				continue
			}
			t.Errorf("%s's page %s %d candidates: want relay ones only", x.who, k, n)
		}
		if x.c.types["sent relay"] == 0 || x.c.types["received relay"] == 0 || x.c.offers == 0 {
			t.Errorf("%s's page: %v, %d offers and answers: want relay candidates sent and received", x.who, x.c.types, x.c.offers)
		}
		if len(x.c.raddr) > 0 || x.c.refused > 0 {
			t.Errorf("%s's page: relay candidates with an address %q, %d refused", x.who, x.c.raddr, x.c.refused)
		}
		x.c.mu.Unlock()
	}
	for _, tb := range []*tab{ann, bob} {
		tb.mu.Lock()
		if len(tb.errs) > 0 {
			t.Errorf("%s: console errors: %v", tb.run.name, tb.errs)
		}
		tb.mu.Unlock()
	}
}
