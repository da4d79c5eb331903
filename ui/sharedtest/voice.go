package sharedtest

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"noddy/client"
	"noddy/client/voice"
	"noddy/protocol"
	"noddy/ui"
	"noddy/ui/friend"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
	"noddy/ui/uitest"
)

// fakeVoice is a VoicePeer that joins on Talk and keeps what it is sent.
type fakeVoice struct {
	me, other int
	st        voice.State
	got       []string
	out       []json.RawMessage
	renewed   int
}

func (f *fakeVoice) State() voice.State { return f.st }
func (f *fakeVoice) Talk() {
	f.st.Joined = true
	f.out = append(f.out, json.RawMessage(`{"kind":"join"}`))
}
func (f *fakeVoice) Leave() { f.st.Joined = false }
func (f *fakeVoice) SetMuted(m bool) {
	f.st.Muted = m
	f.out = append(f.out, json.RawMessage(`{"kind":"mute","muted":`+map[bool]string{true: "true", false: "false"}[m]+`}`))
}
func (f *fakeVoice) Handle(d json.RawMessage)        { f.got = append(f.got, string(d)) }
func (f *fakeVoice) TakeOutgoing() []json.RawMessage { o := f.out; f.out = nil; return o }
func (f *fakeVoice) Reconnected()                    { f.renewed++ }
func (f *fakeVoice) SetICE(protocol.ICEConfig)       {}
func (f *fakeVoice) Poll(time.Time)                  {}
func (f *fakeVoice) Close()                          {}
func (f *fakeVoice) Remember(string)                 {}

func voiceApp(t *testing.T, base, name, join string, peers *[]*fakeVoice, onLink func(string)) *ui.App {
	t.Helper()
	st := shell.DefaultSettings()
	st.Speed, st.Name = "instant", name
	cfg := sharedConfig(base, join, &client.MemTokens{}, onLink)
	if peers != nil {
		cfg.NewVoice = func(ice protocol.ICEConfig, me, other int) friend.VoicePeer {
			f := &fakeVoice{me: me, other: other, st: voice.State{Available: true}}
			*peers = append(*peers, f)
			return f
		}
	}
	a := newApp(t, ui.Config{Seed: 7, Settings: st, Shared: cfg})
	a.SetSize(1280, 800)
	return a
}

// Play a friend offers voice; at a table created with voice on, V (and
// the Talk button) joins the voice and the other seat's voice receives
// exactly what was sent, through the real server; V again mutes; the
// rule line says voice on. Without a voice of its own (the desktop) V
// says voice is in the browser.
func VoiceThroughTheApp(t *testing.T, h Harness) {
	srv := start(t, h)
	var peers []*fakeVoice
	var link string
	ann := voiceApp(t, srv.Base, "Ann", "", &peers, func(l string) { link = l })
	ann.Update(uitest.Tap(Button(t, ann, "friend")))
	Run(t, 5*time.Second, "the friend scene", func() bool { return ann.Scene == shell.SceneFriend && ann.Fade == 0 }, ann)
	_, labels := ann.Buttons()
	if !slices.Contains(labels, "Voice: off") {
		t.Fatalf("Play a friend's buttons %q: want Voice: off", labels)
	}
	ann.Update(uitest.Tap(Button(t, ann, "voice")))
	if _, labels = ann.Buttons(); !slices.Contains(labels, "Voice: on") {
		t.Fatalf("after a tap: %q", labels)
	}
	ann.Update(uitest.Tap(Button(t, ann, "create")))
	Run(t, 10*time.Second, "the waiting table", func() bool { return ann.Friend.Shared.State() == "waiting" }, ann)
	bob := voiceApp(t, srv.Base, "Bob", link, &peers, nil)
	Run(t, 10*time.Second, "both at the table", func() bool {
		return ann.Friend.AtTable() && bob.Friend.AtTable() && ann.Fade == 0 && bob.Fade == 0 && len(peers) == 2
	}, ann, bob)
	if !strings.HasSuffix(ann.Play.RuleLine(), " · voice on") {
		t.Errorf("rule line %q", ann.Play.RuleLine())
	}
	pa, pb := peers[0], peers[1]
	if pa.me != 0 || pa.other != 1 || pb.me != 1 || pb.other != 0 {
		t.Fatalf("peers %+v %+v", pa, pb)
	}
	if _, labels = ann.Buttons(); !slices.Contains(labels, "Talk (V)") {
		t.Fatalf("table buttons %q: want Talk (V)", labels)
	}
	rowBefore, lbBefore := ann.Buttons()
	pxBefore := layout.RowLabelPX(rowBefore, lbBefore, 40, uitest.FakeMeasure)
	ann.Update(uitest.Key(input.KeyV))
	idle(t, 5*time.Second, "Bob's voice hears Ann join", func() bool { return len(pb.got) > 0 }, ann, bob)
	if pb.got[0] != `{"kind":"join"}` || !pa.st.Joined {
		t.Fatalf("Bob's voice got %q", pb.got)
	}
	bob.Update(uitest.Tap(Button(t, bob, "talk")))
	ann.Update(uitest.Key(input.KeyV)) // mute
	idle(t, 5*time.Second, "the join and the mute across", func() bool { return len(pa.got) > 0 && len(pb.got) > 1 }, ann, bob)
	if pa.got[0] != `{"kind":"join"}` || pb.got[1] != `{"kind":"mute","muted":true}` || !pa.st.Muted {
		t.Fatalf("Ann's voice got %q, Bob's %q", pa.got, pb.got)
	}
	// The row's text keeps its size while the voice's label grows: the
	// row was laid out for the longest.
	if rowAfter, labels := ann.Buttons(); layout.RowLabelPX(rowAfter, labels, 40, uitest.FakeMeasure) != pxBefore || !strings.HasPrefix(labels[len(labels)-1], "Unmute (V)") {
		t.Errorf("the row's text %.1f px, was %.1f, as the voice's label changed to %q", layout.RowLabelPX(rowAfter, labels, 40, uitest.FakeMeasure), pxBefore, labels[len(labels)-1])
	}
	if !strings.HasPrefix(ann.Message, "Muted: Bob hears nothing") {
		t.Errorf("message %q", ann.Message)
	}
	if s := ann.Friend.Snapshot().Voice; s == nil || !s.State.Muted || s.Label != "Unmute (V) · Bob can hear you" && !strings.HasPrefix(s.Label, "Unmute (V)") {
		t.Errorf("Ann's voice snapshot %+v", s)
	}
	// A reconnect starts the voice afresh.
	before := pa.renewed
	ann.Friend.Shared.Client().Close()
	ann.Friend.Shared.Live = time.Now()
	ann.Friend.TickVoice()
	if pa.renewed != before+1 {
		t.Errorf("after a new welcome: renewed %d, want %d", pa.renewed, before+1)
	}

	// A voice-off table: no Talk, and V makes no voice.
	var off []*fakeVoice
	var link2 string
	cy := voiceApp(t, srv.Base, "Cy", "", &off, func(l string) { link2 = l })
	cy.Update(uitest.Tap(Button(t, cy, "friend")))
	Run(t, 5*time.Second, "the friend scene", func() bool { return cy.Scene == shell.SceneFriend && cy.Fade == 0 }, cy)
	cy.Update(uitest.Tap(Button(t, cy, "create")))
	Run(t, 10*time.Second, "the waiting table", func() bool { return cy.Friend.Shared.State() == "waiting" }, cy)
	di := voiceApp(t, srv.Base, "Di", link2, nil, nil)
	Run(t, 10*time.Second, "both at the table", func() bool { return cy.Friend.AtTable() && di.Friend.AtTable() && cy.Fade == 0 }, cy, di)
	cy.Update(uitest.Key(input.KeyV))
	for range 200 { // a moment of play: the voice would have been made by now
		cy.Update(input.Frame{})
		di.Update(input.Frame{})
		time.Sleep(time.Millisecond)
	}
	if len(off) != 0 || cy.Friend.VoiceTable() || !strings.HasSuffix(cy.Play.RuleLine(), " · voice off") {
		t.Fatalf("voice-off table: %d voices, rule line %q", len(off), cy.Play.RuleLine())
	}
	if _, labels = cy.Buttons(); slices.ContainsFunc(labels, func(s string) bool { return strings.HasPrefix(s, "Talk") }) {
		t.Fatalf("voice-off table's buttons %q", labels)
	}

	// Di's game has no voice of its own at a voice table: the desktop's.
	var link3 string
	var eves []*fakeVoice
	eve := voiceApp(t, srv.Base, "Eve", "", &eves, func(l string) { link3 = l })
	eve.Update(uitest.Tap(Button(t, eve, "friend")))
	Run(t, 5*time.Second, "the friend scene", func() bool { return eve.Scene == shell.SceneFriend && eve.Fade == 0 }, eve)
	eve.Update(uitest.Tap(Button(t, eve, "voice")))
	eve.Update(uitest.Tap(Button(t, eve, "create")))
	Run(t, 10*time.Second, "the waiting table", func() bool { return eve.Friend.Shared.State() == "waiting" }, eve)
	fay := voiceApp(t, srv.Base, "Fay", link3, nil, nil)
	Run(t, 10*time.Second, "both at the table", func() bool { return eve.Friend.AtTable() && fay.Friend.AtTable() && fay.Fade == 0 }, eve, fay)
	idle(t, time.Second, "fay's voice", func() bool { return fay.Friend.Shared.HasVoice() }, eve, fay)
	fay.Update(uitest.Key(input.KeyV))
	if fay.Message != friend.VoiceUnavailable {
		t.Errorf("the desktop's V: %q", fay.Message)
	}
	if _, labels = fay.Buttons(); !slices.Contains(labels, "Voice: in the browser") {
		t.Errorf("the desktop's buttons %q", labels)
	}
}
