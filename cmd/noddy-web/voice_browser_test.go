//go:build !js

package main

// Voice at a shared table (issue 11), in the real game in Debian's
// chromium with a fake microphone (--use-fake-device-for-media-stream,
// --use-fake-ui-for-media-stream): Ann creates a table with voice on,
// Bob joins by the link, Sue watches; both seats press Talk and their
// peer connections connect, each side's inbound audio growing; Ann's Mute
// stops her outbound audio; Bob reloads mid-call and the voice is back
// within 10 s; Sue's page receives no signal; a table with voice off
// refuses a signal sent from a page.

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// voiceSnap mirrors window.noddy.shared.voice.
type voiceSnap struct {
	Label        string `json:"label"`
	Available    bool   `json:"available"`
	Joined       bool   `json:"joined"`
	Connected    bool   `json:"connected"`
	Muted        bool   `json:"muted"`
	PeerJoined   bool   `json:"peerJoined"`
	PeerMuted    bool   `json:"peerMuted"`
	PeerSpeaking bool   `json:"peerSpeaking"`
	Err          string `json:"err"`
}

func (tb *tab) voice() *voiceSnap {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, evalLimit)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[*voiceSnap](`(window.noddy && window.noddy.shared && window.noddy.shared.voice) || null`))
	if err != nil {
		tb.t.Fatalf("%s: reading the voice: %v", tb.run.name, err)
	}
	if v == nil {
		return &voiceSnap{}
	}
	return v
}

func (tb *tab) voiceWant() bool {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, evalLimit)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!!(window.noddy && window.noddy.shared && window.noddy.shared.voiceWant)`))
	return err == nil && v
}

func (tb *tab) waitVoice(limit time.Duration, what string, ok func(*voiceSnap) bool) *voiceSnap {
	tb.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		if v := tb.voice(); ok(v) {
			return v
		}
		if time.Now().After(deadline) {
			tb.screenshot("timeout")
			tb.t.Fatalf("%s: no %s after %v; voice %+v; console %v", tb.run.name, what, limit, *tb.voice(), tb.errs)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// rtpBytes is the audio bytes the tab's peer connection has received and
// sent (getStats: inbound-rtp bytesReceived, outbound-rtp bytesSent).
type rtpBytes struct {
	In    float64 `json:"in"`
	Out   float64 `json:"out"`
	State string  `json:"state"`
}

func (tb *tab) rtp() rtpBytes {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, evalLimit)
	defer cancel()
	b, err := chromedp.Run(ctx, chromedp.Evaluate[rtpBytes](`(async () => {
		const pc = window.__noddyVoicePC;
		if (!pc) return {in: -1, out: -1, state: "none"};
		let i = 0, o = 0;
		(await pc.getStats()).forEach(s => {
			if (s.type === "inbound-rtp" && s.kind === "audio") i += s.bytesReceived || 0;
			if (s.type === "outbound-rtp" && s.kind === "audio") o += s.bytesSent || 0;
		});
		return {in: i, out: o, state: pc.connectionState};
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("%s: getStats: %v", tb.run.name, err)
	}
	return b
}

func voiceRun(t *testing.T, browserCtx context.Context, h *Handler, shots string) {
	srv := tablesServer(t, h)
	ann := person(t, browserCtx, shots, browserRun{name: "voice-ann", w: 1280, h: 800, dpr: 1, speed: "instant"}, "Ann")
	bob := person(t, browserCtx, shots, browserRun{name: "voice-bob", w: 1280, h: 800, dpr: 1, speed: "instant"}, "Bob")
	sue := person(t, browserCtx, shots, browserRun{name: "voice-sue", w: 960, h: 600, dpr: 1, speed: "instant"}, "Sue")

	// Every WebSocket frame Sue's page receives, to check none is a signal.
	var mu sync.Mutex
	sueFrames, sueSignals := 0, 0
	chromedp.Listen(sue.ctx, func(ev any) {
		if f, ok := ev.(*network.EventWebSocketFrameReceived); ok && f.Response != nil {
			mu.Lock()
			sueFrames++
			if strings.Contains(string(f.Response.PayloadData), `"type":"signal"`) {
				sueSignals++
			}
			mu.Unlock()
		}
	})
	sue.do(30*time.Second, "watch the network", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{})
		return err
	}))

	ann.do(30*time.Second, "open the page", chromedp.Navigate(srv.URL+"/"))
	ann.toTitle()
	ann.pressButton("friend", func(s *snap, sh *sharedSnap) bool { return s.Scene == "friend" && sh.State == "idle" })
	ann.pressButton("voice", func(*snap, *sharedSnap) bool { return ann.voiceWant() })
	time.Sleep(500 * time.Millisecond) // a frame drawn since
	ann.screenshot("voice-on")
	ann.pressButton("create", func(_ *snap, sh *sharedSnap) bool { return sh.State == "waiting" })
	_, as := ann.waitShared(10*time.Second, "the link", func(_ *snap, sh *sharedSnap) bool { return sh.Link != "" })
	var ts struct{ Voice bool }
	if resp, err := http.Get(strings.Replace(as.Link, "/t/", "/api/tables/", 1)); err != nil {
		t.Fatal(err)
	} else {
		json.NewDecoder(resp.Body).Decode(&ts)
		resp.Body.Close()
	}
	if !ts.Voice {
		t.Fatal("the table Ann created with Voice: on has voice off")
	}
	bob.do(30*time.Second, "open the link", chromedp.Navigate(as.Link))
	atTable := func(s *snap, sh *sharedSnap) bool { return s.Scene == "table" && sh.State == "table" }
	bob.waitShared(90*time.Second, "Bob at the table", atTable)
	ann.waitShared(30*time.Second, "Ann at the table", atTable)
	sue.do(30*time.Second, "open the link", chromedp.Navigate(as.Link))
	sue.waitShared(90*time.Second, "Sue watching", func(s *snap, sh *sharedSnap) bool { return s.Scene == "table" && sh.Seat == -1 })
	if v := sue.voice(); v.Label != "" {
		t.Errorf("Sue (watching) has a voice: %+v", v)
	}

	// Both press Talk: the microphone is asked for only now.
	if b := ann.rtp(); b.State != "none" {
		t.Fatalf("a peer connection before Talk: %+v", b)
	}
	ann.pressButton("talk", func(*snap, *sharedSnap) bool { return ann.voice().Joined })
	bob.pressButton("talk", func(*snap, *sharedSnap) bool { return bob.voice().Joined })
	start := time.Now() // both in the voice: from here it is the connection's time
	ann.waitVoice(20*time.Second, "Ann's voice connected", func(v *voiceSnap) bool { return v.Connected })
	bob.waitVoice(20*time.Second, "Bob's voice connected", func(v *voiceSnap) bool { return v.Connected })
	connected := time.Since(start)
	a0, b0 := ann.rtp(), bob.rtp()
	time.Sleep(10 * time.Second)
	a1, b1 := ann.rtp(), bob.rtp()
	t.Logf("voice: both connected %.2f s after both were in; over 10 s Ann received %.0f bytes (sent %.0f), Bob received %.0f (sent %.0f)",
		connected.Seconds(), a1.In-a0.In, a1.Out-a0.Out, b1.In-b0.In, b1.Out-b0.Out)
	if a1.State != "connected" || b1.State != "connected" || a1.In-a0.In < 4000 || b1.In-b0.In < 4000 {
		t.Errorf("after 10 s: Ann %+v → %+v, Bob %+v → %+v: want both connected and each receiving audio", a0, a1, b0, b1)
	}
	ann.screenshot("talking")
	bob.waitVoice(10*time.Second, "Bob sees Ann speaking", func(v *voiceSnap) bool { return v.PeerSpeaking })

	// Ann mutes: her outbound audio stops at once, and Bob is told.
	ann.pressButton("talk", func(*snap, *sharedSnap) bool { return ann.voice().Muted })
	bob.waitVoice(10*time.Second, "Bob sees Ann muted", func(v *voiceSnap) bool { return v.PeerMuted && strings.Contains(v.Label, "Ann muted") })
	time.Sleep(time.Second)
	m0 := ann.rtp()
	time.Sleep(3 * time.Second)
	m1 := ann.rtp()
	t.Logf("voice: Ann muted: sent %.0f bytes over 3 s", m1.Out-m0.Out)
	if m1.Out != m0.Out {
		t.Errorf("muted, Ann still sent %.0f bytes in 3 s", m1.Out-m0.Out)
	}
	ann.pressButton("talk", func(*snap, *sharedSnap) bool { return !ann.voice().Muted })

	// Bob reloads mid-call: the voice comes back by itself.
	// The tab remembers it was in the voice and joins again by itself.
	rel := time.Now()
	bob.do(30*time.Second, "reload", chromedp.Reload())
	bob.waitShared(60*time.Second, "Bob back at the table", atTable)
	atBack := time.Now()
	bob.waitVoice(20*time.Second, "Bob's voice back", func(v *voiceSnap) bool { return v.Connected })
	ann.waitVoice(20*time.Second, "Ann's voice back", func(v *voiceSnap) bool { return v.Connected })
	back := time.Since(atBack)
	t.Logf("voice: after the reload the page was back at the table in %.2f s (loading the game) and the call %.2f s after that, no key pressed",
		atBack.Sub(rel).Seconds(), back.Seconds())
	r0 := bob.rtp()
	time.Sleep(2 * time.Second)
	r1 := bob.rtp()
	t.Logf("voice: Bob reloaded; the call was back %.2f s after the page was (Bob received %.0f bytes in the next 2 s)", back.Seconds(), r1.In-r0.In)
	if r1.In <= r0.In {
		t.Errorf("after the reload (back in %v): received %.0f → %.0f", back, r0.In, r1.In)
	}

	// A table with voice off refuses a signal, from a page.
	ctx, cancel := context.WithTimeout(sue.ctx, 30*time.Second)
	code, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(async () => {
		const r = await fetch("/api/tables", {method: "POST", body: JSON.stringify({voice: false})});
		const t = await r.json();
		const ws = new WebSocket(location.origin.replace("http", "ws") + "/api/tables/" + t.id + "/ws");
		return await new Promise((done) => {
			ws.onopen = () => ws.send(JSON.stringify({type: "hello", v: 1, name: "Sue"}));
			ws.onmessage = (m) => {
				const x = JSON.parse(m.data);
				if (x.type === "welcome") ws.send(JSON.stringify({type: "signal", id: "s1", signal: {kind: "offer", sdp: "v=0"}}));
				if (x.type === "error" && x.id === "s1") { ws.close(); done(x.code); }
				if (x.type === "ack" && x.id === "s1") { ws.close(); done("ack"); }
			};
		});
	})()`, chromedp.EvalAwaitPromise))
	cancel()
	if err != nil || code != "voice-off" {
		t.Errorf("a signal at a voice-off table: %q %v, want the error voice-off", code, err)
	}

	mu.Lock()
	t.Logf("voice: Sue's page received %d WebSocket frames, %d of them signals", sueFrames, sueSignals)
	if sueFrames == 0 || sueSignals != 0 {
		t.Errorf("Sue (watching) received %d frames, %d signals: want frames and no signal", sueFrames, sueSignals)
	}
	mu.Unlock()
	for _, tb := range []*tab{ann, bob, sue} {
		tb.mu.Lock()
		if len(tb.errs) > 0 {
			t.Errorf("%s: console errors: %v", tb.run.name, tb.errs)
		}
		tb.mu.Unlock()
	}
	b, _ := json.Marshal(map[string]float64{"connected_s": connected.Seconds(), "ann_in_10s": a1.In - a0.In, "bob_in_10s": b1.In - b0.In, "reload_back_s": back.Seconds()})
	t.Logf("voice figures: %s", b)
}
