//go:build js

package voice

import (
	"encoding/json"
	"sync"
	"syscall/js"
	"time"

	"noddy/protocol"
)

// Peer is this seat's side of the voice with one other seat.
type Peer struct {
	me, other int
	ice       protocol.ICEConfig

	mu       sync.Mutex
	st       State
	out      []json.RawMessage
	mic      js.Value // the MediaStream from getUserMedia
	track    js.Value // its audio track
	pc       js.Value // the current RTCPeerConnection, or undefined
	sender   js.Value // pc's RTCRtpSender of our track
	audio    js.Value // the <audio> element playing the other seat
	remoteOK bool     // pc has the remote description
	queued   []js.Value
	funcs    []js.Func // the connections' callbacks (kept: see closeLocked)
	lastPoll time.Time
	key      string // sessionStorage's key: this tab is in the voice
}

// Remember keeps, for this tab, that it is in the voice of table id, so
// that a reload joins again by itself (the browser asks for the
// microphone only the first time); if it was in the voice before the
// reload, it joins now.
func (p *Peer) Remember(id string) {
	p.mu.Lock()
	p.key = "noddy.voice." + id
	ss := js.Global().Get("sessionStorage")
	again := ss.Truthy() && ss.Call("getItem", p.key).Truthy()
	p.mu.Unlock()
	if again {
		p.Talk()
	}
}

func (p *Peer) keep(in bool) {
	ss := js.Global().Get("sessionStorage")
	if p.key == "" || !ss.Truthy() {
		return
	}
	if in {
		ss.Call("setItem", p.key, "1")
	} else {
		ss.Call("removeItem", p.key)
	}
}

// New is seat me's voice with seat other, given the server's ICE servers
// and transport policy.
func New(ice protocol.ICEConfig, me, other int) *Peer {
	p := &Peer{me: me, other: other, ice: ice, pc: js.Undefined()}
	g := js.Global()
	p.st.Available = g.Get("RTCPeerConnection").Truthy() && g.Get("navigator").Get("mediaDevices").Truthy()
	return p
}

// SetICE replaces the ICE servers and policy (a new welcome) for the next
// connection.
func (p *Peer) SetICE(ice protocol.ICEConfig) {
	p.mu.Lock()
	p.ice = ice
	p.mu.Unlock()
}

// State is the voice as it stands.
func (p *Peer) State() State {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.st
}

// TakeOutgoing returns the signals to send to the other seat, oldest
// first, and forgets them.
func (p *Peer) TakeOutgoing() []json.RawMessage {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := p.out
	p.out = nil
	return out
}

func (p *Peer) sendLocked(s signal) { p.out = append(p.out, encode(s)) }

// Talk asks for the microphone (the browser asks the person only now)
// and joins the voice.
func (p *Peer) Talk() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.st.Available {
		p.st.Err = "this browser has no WebRTC"
		return
	}
	if p.st.Joined || p.st.Asking {
		return
	}
	p.st.Asking, p.st.Err = true, ""
	md := js.Global().Get("navigator").Get("mediaDevices")
	c := js.Global().Get("Object").New()
	c.Set("audio", true)
	c.Set("video", false)
	var ok, fail js.Func
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ok.Release()
		fail.Release()
		p.mu.Lock()
		defer p.mu.Unlock()
		p.st.Asking = false
		p.mic = args[0]
		p.track = p.mic.Call("getAudioTracks").Index(0)
		p.st.Joined, p.st.Muted = true, false
		p.keep(true)
		p.sendLocked(signal{Kind: "join"})
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ok.Release()
		fail.Release()
		p.mu.Lock()
		defer p.mu.Unlock()
		p.st.Asking = false
		p.st.Err = "the microphone was refused (" + errName(args) + ")"
		return nil
	})
	md.Call("getUserMedia", c).Call("then", ok, fail)
}

// Reconnected is called after each welcome from the server: signals sent
// while the connection was down were lost, so a seat in the voice says
// so again and the other side renegotiates.
func (p *Peer) Reconnected() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.st.Joined {
		p.sendLocked(signal{Kind: "join"})
	}
}

// Leave ends this seat's part in the voice.
func (p *Peer) Leave() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.st.Joined {
		return
	}
	p.closeLocked()
	if p.mic.Truthy() {
		tracks := p.mic.Call("getTracks")
		for i := 0; i < tracks.Length(); i++ {
			tracks.Index(i).Call("stop")
		}
	}
	p.mic, p.track = js.Undefined(), js.Undefined()
	p.st.Joined, p.st.Muted = false, false
	p.keep(false)
	p.sendLocked(signal{Kind: "leave"})
}

// SetMuted stops (or starts again) sending this seat's audio at once: the
// track is taken off the connection, so not even silence is sent.
func (p *Peer) SetMuted(m bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.st.Joined || p.st.Muted == m {
		return
	}
	p.st.Muted = m
	if p.sender.Truthy() {
		if m {
			p.sender.Call("replaceTrack", js.Null())
		} else {
			p.sender.Call("replaceTrack", p.track)
		}
	}
	p.sendLocked(signal{Kind: "mute", Muted: m})
}

// Handle takes a signal the other seat sent.
func (p *Peer) Handle(raw json.RawMessage) {
	var s signal
	if json.Unmarshal(raw, &s) != nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	switch s.Kind {
	case "join":
		p.st.PeerJoined, p.st.PeerMuted = true, false
		if !p.st.Joined {
			return
		}
		if p.me < p.other {
			p.offerLocked()
		} else if !s.Reply {
			p.sendLocked(signal{Kind: "join", Reply: true})
		}
	case "leave":
		p.st.PeerJoined, p.st.PeerMuted, p.st.PeerSpeaking = false, false, false
		p.closeLocked()
	case "mute":
		p.st.PeerMuted = s.Muted
	case "offer":
		if !p.st.Joined || p.me < p.other {
			return
		}
		p.st.PeerJoined = true
		p.newConnLocked()
		pc := p.pc
		p.chain(pc, p.setRemote(pc, "offer", s.SDP), func(js.Value) js.Value {
			return pc.Call("createAnswer")
		}, func(ans js.Value) js.Value {
			return pc.Call("setLocalDescription", ans)
		}, p.sendLocal(pc, "answer"))
	case "answer":
		if !p.pc.Truthy() || p.me > p.other {
			return
		}
		pc := p.pc
		p.chain(pc, p.setRemote(pc, "answer", s.SDP))
	case "candidate":
		c := js.Global().Get("Object").New()
		c.Set("candidate", s.Candidate)
		c.Set("sdpMid", s.SDPMid)
		if s.SDPMLineIndex != nil {
			c.Set("sdpMLineIndex", *s.SDPMLineIndex)
		}
		p.queued = append(p.queued, c)
		p.flushLocked()
	}
}

// flushLocked adds the candidates received once the remote description
// is there (before it, the browser refuses them).
func (p *Peer) flushLocked() {
	if !p.pc.Truthy() || !p.remoteOK {
		return
	}
	for _, c := range p.queued {
		p.pc.Call("addIceCandidate", c).Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
	}
	p.queued = nil
}

// offerLocked starts a new connection and offers it.
func (p *Peer) offerLocked() {
	p.newConnLocked()
	pc := p.pc
	p.chain(pc, pc.Call("createOffer"), func(o js.Value) js.Value {
		return pc.Call("setLocalDescription", o)
	}, p.sendLocal(pc, "offer"))
}

// setRemote gives pc the other seat's description; once it is set, the
// candidates that came early are added. It returns the promise.
func (p *Peer) setRemote(pc js.Value, kind, sdp string) js.Value {
	desc := js.Global().Get("Object").New()
	desc.Set("type", kind)
	desc.Set("sdp", sdp)
	//lint:ignore S1021 the function releases itself, so it is declared first
	var done js.Func
	done = js.FuncOf(func(js.Value, []js.Value) any {
		p.mu.Lock()
		if p.pc.Equal(pc) {
			p.remoteOK = true
			p.flushLocked()
		}
		p.mu.Unlock()
		return nil
	})
	p.funcs = append(p.funcs, done)
	return pc.Call("setRemoteDescription", desc).Call("then", done)
}

// sendLocal is the step that sends pc's local description as kind, while
// pc is still the connection.
func (p *Peer) sendLocal(pc js.Value, kind string) func(js.Value) js.Value {
	return func(js.Value) js.Value {
		p.mu.Lock()
		if p.pc.Equal(pc) {
			p.sendLocked(signal{Kind: kind, SDP: pc.Get("localDescription").Get("sdp").String()})
		}
		p.mu.Unlock()
		return js.Undefined()
	}
}

// chain runs a promise's steps in turn; a failure on the connection still
// current ends the attempt with a message.
func (p *Peer) chain(pc, pr js.Value, steps ...func(js.Value) js.Value) {
	for _, f := range steps {
		f := f
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			var v js.Value
			if len(args) > 0 {
				v = args[0]
			}
			return f(v)
		})
		p.funcs = append(p.funcs, fn)
		pr = pr.Call("then", fn)
	}
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.pc.Equal(pc) {
			p.st.Err = "the connection could not be set up (" + errName(args) + ")"
			p.st.Connecting = false
		}
		return nil
	})
	p.funcs = append(p.funcs, fail)
	pr.Call("catch", fail)
}

// newConnLocked replaces the connection with a new one carrying our track.
func (p *Peer) newConnLocked() {
	p.closeLocked()
	cfg := js.Global().Get("Object").New()
	servers := js.Global().Get("Array").New()
	for _, s := range p.ice.Servers {
		o := js.Global().Get("Object").New()
		urls := js.Global().Get("Array").New()
		for _, u := range s.URLs {
			urls.Call("push", u)
		}
		o.Set("urls", urls)
		if s.Username != "" {
			o.Set("username", s.Username)
			o.Set("credential", s.Credential)
		}
		servers.Call("push", o)
	}
	cfg.Set("iceServers", servers)
	if p.ice.TransportPolicy == protocol.ICERelay {
		// The host keeps the players' addresses from each other: only
		// relay candidates (the TURN server's address) are gathered, so
		// no host or server-reflexive one is ever signalled.
		cfg.Set("iceTransportPolicy", "relay")
	}
	pc := js.Global().Get("RTCPeerConnection").New(cfg)
	p.pc, p.remoteOK = pc, false
	p.st.Connecting, p.st.Connected, p.st.Err = true, false, ""
	js.Global().Set("__noddyVoicePC", pc) // the browser test reads its stats
	if p.track.Truthy() {
		p.sender = pc.Call("addTrack", p.track, p.mic)
		if p.st.Muted {
			p.sender.Call("replaceTrack", js.Null())
		}
	}
	on := func(name string, f func(js.Value)) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			var v js.Value
			if len(args) > 0 {
				v = args[0]
			}
			f(v)
			return nil
		})
		p.funcs = append(p.funcs, fn)
		pc.Set(name, fn)
	}
	on("onicecandidate", func(ev js.Value) {
		c := ev.Get("candidate")
		if !c.Truthy() {
			return
		}
		s := signal{Kind: "candidate", Candidate: c.Get("candidate").String()}
		if m := c.Get("sdpMid"); m.Truthy() {
			s.SDPMid = m.String()
		}
		if i := c.Get("sdpMLineIndex"); i.Type() == js.TypeNumber {
			n := i.Int()
			s.SDPMLineIndex = &n
		}
		p.mu.Lock()
		if p.pc.Equal(pc) {
			p.sendLocked(s)
		}
		p.mu.Unlock()
	})
	on("ontrack", func(ev js.Value) {
		p.mu.Lock()
		defer p.mu.Unlock()
		if !p.audio.Truthy() {
			doc := js.Global().Get("document")
			p.audio = doc.Call("createElement", "audio")
			p.audio.Set("autoplay", true)
			p.audio.Set("id", "noddy-voice")
			doc.Get("body").Call("appendChild", p.audio)
		}
		streams := ev.Get("streams")
		if streams.Length() > 0 {
			p.audio.Set("srcObject", streams.Index(0))
		} else {
			ms := js.Global().Get("MediaStream").New()
			ms.Call("addTrack", ev.Get("track"))
			p.audio.Set("srcObject", ms)
		}
		p.audio.Call("play").Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
	})
	on("onconnectionstatechange", func(js.Value) {
		p.mu.Lock()
		defer p.mu.Unlock()
		if !p.pc.Equal(pc) {
			return
		}
		switch pc.Get("connectionState").String() {
		case "connected":
			p.st.Connected, p.st.Connecting, p.st.Err = true, false, ""
		case "failed":
			p.st.Connected, p.st.Connecting = false, false
			p.st.Err = "no way through between the two browsers (the host may need a TURN server)"
		case "disconnected", "closed":
			p.st.Connected = false
		}
	})
}

// closeLocked closes the current connection, if any.
func (p *Peer) closeLocked() {
	if p.pc.Truthy() {
		p.pc.Call("close")
	}
	p.pc, p.sender, p.remoteOK = js.Undefined(), js.Undefined(), false
	p.queued = nil
	p.st.Connected, p.st.Connecting, p.st.PeerSpeaking = false, false, false
	// The old connection's callbacks are kept, not released: a promise of
	// it may still settle, and calling a released function is an error.
	// A few functions a negotiation; a match has a handful.
}

// Poll reads whether the other seat is speaking, from the received
// track's audio level, at most five times a second.
func (p *Peer) Poll(now time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if now.Sub(p.lastPoll) < 200*time.Millisecond || !p.pc.Truthy() || !p.st.Connected {
		return
	}
	p.lastPoll = now
	recv := p.pc.Call("getReceivers")
	speaking := false
	for i := 0; i < recv.Length(); i++ {
		srcs := recv.Index(i).Call("getSynchronizationSources")
		for j := 0; j < srcs.Length(); j++ {
			if lv := srcs.Index(j).Get("audioLevel"); lv.Type() == js.TypeNumber && lv.Float() > 0.02 &&
				now.UnixMilli()-int64(srcs.Index(j).Get("timestamp").Float()) < 1000 {
				speaking = true
			}
		}
	}
	p.st.PeerSpeaking = speaking && !p.st.PeerMuted
}

// Close ends the voice without a word to the other seat (the page goes).
func (p *Peer) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closeLocked()
}

func errName(args []js.Value) string {
	if len(args) == 0 || !args[0].Truthy() {
		return "unknown error"
	}
	if n := args[0].Get("name"); n.Type() == js.TypeString {
		if m := args[0].Get("message"); m.Type() == js.TypeString && m.String() != "" {
			return n.String() + ": " + m.String()
		}
		return n.String()
	}
	return args[0].Call("toString").String()
}

// signal is a voice signal's body (docs/PROTOCOL.md, "Voice").
type signal struct {
	Kind          string `json:"kind"`
	SDP           string `json:"sdp,omitempty"`
	Candidate     string `json:"candidate,omitempty"`
	SDPMid        string `json:"sdpMid,omitempty"`
	SDPMLineIndex *int   `json:"sdpMLineIndex,omitempty"`
	Muted         bool   `json:"muted,omitempty"`
	Reply         bool   `json:"reply,omitempty"`
}

func encode(s signal) json.RawMessage {
	b, _ := json.Marshal(s)
	return b
}
