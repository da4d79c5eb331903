//go:build !js

package main

// The shared table in the browser (issue 10), in the real game against a
// real table server on 127.0.0.1 (the table package over its embedded
// NATS JetStream in a temporary folder, routed as `noddy-web` routes it):
// Ann creates a table from the title (Play a friend), Bob opens its link
// in a second browser profile (a table's link boots the page into it),
// they chat both ways by typing into the HTML input over the canvas (keys
// typed there never play a card), play a whole match by clicks, Bob
// reloads mid-count and is back at the same state within a second of the
// welcome, Sue watches from a third profile and never learns a hidden
// card (her published state and every frame's text, checked against the
// hands the players held), and a gone table's link says so.

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"golang.org/x/time/rate"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/server"
)

// sharedSnap mirrors window.noddy.shared (scenes/platform/bridge_shared_js.go).
type sharedSnap struct {
	State string   `json:"state"`
	Net   string   `json:"net"`
	Link  string   `json:"link"`
	Seat  int      `json:"seat"`
	Names []string `json:"names"`
	Chat  []string `json:"chat"`
	Field struct {
		rect
		On    bool   `json:"on"`
		Focus bool   `json:"focus"`
		Text  string `json:"text"`
	} `json:"field"`
	Known     []string `json:"known"`
	Held      []string `json:"held"`
	Laid      []string `json:"laid"`
	Revealed  bool     `json:"revealed"`
	Match     int      `json:"match"`
	Deal      int      `json:"deal"`
	Taken     int      `json:"taken"`
	FromStart bool     `json:"fromStart"`
	Left      int      `json:"left"`
	BackMS    int      `json:"backMs"`
	Code      string   `json:"code"`
}

// frameLine mirrors a "noddy-frame" console line (?trace=frames).
type frameLine struct {
	Tick     int      `json:"tick"`
	Scene    string   `json:"scene"`
	Match    int      `json:"match"`
	Deal     int      `json:"deal"`
	Seat     int      `json:"seat"`
	Known    []string `json:"known"`
	Laid     []string `json:"laid"`
	Revealed bool     `json:"revealed"`
	Text     []string `json:"text"`
}

// friendSeed deals the browser runs' shared tables: the same match every
// run (the run's presses are the same too), long enough for Bob's reload
// mid-count in the second deal and for Sue to watch several deals.
const friendSeed = 5

// tablesServer serves the built folder and the tables as noddy-web does,
// on a random port of 127.0.0.1, its tables in a temporary folder; with
// opts the server's config changed first (as flags would).
func tablesServer(t *testing.T, h *Handler, opts ...func(*server.Config)) *httptest.Server {
	t.Helper()
	store, err := server.OpenEmbedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cfg := server.Config{Store: store, Index: h, MsgRate: rate.Inf, CreateRate: rate.Inf,
		Seed: func() uint64 { return friendSeed }}
	for _, o := range opts {
		o(&cfg)
	}
	tables, err := server.New(cfg)
	if err != nil {
		store.Close()
		t.Fatal(err)
	}
	srv := httptest.NewServer(newMux(h, tables, true))
	t.Cleanup(func() {
		srv.Close()
		tables.Close()
		store.Close()
	})
	return srv
}

// person is one browser profile's tab: its own localStorage (the seat's
// token, the name), so three people share one browser.
func person(t *testing.T, browserCtx context.Context, shots string, run browserRun, name string) *tab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	tb := &tab{t: t, ctx: ctx, run: run, shot: shots}
	if err := chromedp.Listen(ctx, tb.onEvent); err != nil {
		t.Fatal(err)
	}
	opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(run.dpr)}
	if run.touch {
		opts = append(opts, chromedp.EmulateTouch, chromedp.EmulateMobile)
	}
	store := settingsScript(run.speed, "noddy")
	if name != "" {
		store = `localStorage.setItem("noddy.settings", "speed=` + run.speed + `\nlevel=easy\ngame=noddy\nname=` + name + `\n");`
	}
	tb.do(30*time.Second, "set up the tab",
		chromedp.EmulateViewport(run.w, run.h, opts...),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument,
				page.AddScriptToEvaluateOnNewDocumentParams{Source: `if (!localStorage.getItem("noddy.settings")) ` + store})
			return err
		}),
	)
	return tb
}

// sh reads window.noddy.shared (a zero value without one).
func (tb *tab) sh() *sharedSnap {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, evalLimit)
	defer cancel()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[*sharedSnap](`(window.noddy && window.noddy.shared) || null`))
	if err != nil {
		tb.t.Fatalf("%s: reading window.noddy.shared: %v", tb.run.name, err)
	}
	if s == nil {
		return &sharedSnap{Seat: -2, BackMS: -1}
	}
	return s
}

func (tb *tab) waitShared(limit time.Duration, what string, ok func(*snap, *sharedSnap) bool) (*snap, *sharedSnap) {
	tb.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		s, sh := tb.state(), tb.sh()
		if ok(s, sh) {
			return s, sh
		}
		if time.Now().After(deadline) {
			tb.screenshot("timeout")
			tb.t.Fatalf("%s: no %s after %v; state %+v; shared %+v; console %v", tb.run.name, what, limit, *s, *sh, tb.errs)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// key sends one key down and up to the focused element (text: what it
// types, "" for none).
func (tb *tab) key(k, code, text string, vk int64) {
	tb.t.Helper()
	ev := func(typ input.DispatchKeyEventType) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			p := input.DispatchKeyEventParams{Type: typ, Key: k, Code: code, WindowsVirtualKeyCode: vk, NativeVirtualKeyCode: vk}
			if typ == input.DispatchKeyEventTypeKeyDown {
				p.Text = text
			}
			_, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, p)
			return err
		})
	}
	tb.do(30*time.Second, "key "+k, ev(input.DispatchKeyEventTypeKeyDown), ev(input.DispatchKeyEventTypeKeyUp))
}

// typeText types s key by key (digits as the digit keys the game plays
// cards with), as a person would.
func (tb *tab) typeText(s string) {
	tb.t.Helper()
	for _, r := range s {
		c := string(r)
		code, vk := "", int64(0)
		switch {
		case r >= '0' && r <= '9':
			code, vk = "Digit"+c, int64(r)
		case r >= 'a' && r <= 'z':
			code, vk = "Key"+strings.ToUpper(c), int64(r-'a'+'A')
		case r == ' ':
			code, vk = "Space", 32
		}
		tb.key(c, code, c, vk)
	}
}

// focusField presses the text field (the HTML input over the canvas) and
// waits until it has the focus.
func (tb *tab) focusField() {
	tb.t.Helper()
	_, sh := tb.waitShared(20*time.Second, "the text field", func(_ *snap, sh *sharedSnap) bool { return sh.Field.On && sh.Field.W > 0 })
	tb.press(sh.Field.center())
	tb.waitJS(10*time.Second, "the input focused", `document.activeElement && document.activeElement.id === "noddy-field"`)
	// The input lies on the layout's field (CSS pixels, to a tenth).
	ctx, cancel := context.WithTimeout(tb.ctx, evalLimit)
	defer cancel()
	got, err := chromedp.Run(ctx, chromedp.Evaluate[rect](`(() => { const r = document.getElementById("noddy-field").getBoundingClientRect();
		return {x: r.left, y: r.top, w: r.width, h: r.height}; })()`))
	f := sh.Field.rect
	if err != nil || math.Abs(got.X-f.X) > 0.1 || math.Abs(got.Y-f.Y) > 0.1 || math.Abs(got.W-f.W) > 0.1 || math.Abs(got.H-f.H) > 0.1 {
		tb.t.Errorf("%s: the HTML input is at %+v (%v), the layout's field at %+v", tb.run.name, got, err, f)
	}
}

// say types a chat message into the input and sends it with Enter.
func (tb *tab) say(msg string) {
	tb.t.Helper()
	tb.focusField()
	tb.typeText(msg)
	tb.waitShared(10*time.Second, "the typed text in the field", func(_ *snap, sh *sharedSnap) bool { return sh.Field.Text == msg })
	tb.key("Enter", "Enter", "\r", 13)
	tb.waitShared(10*time.Second, "the field emptied", func(_ *snap, sh *sharedSnap) bool { return sh.Field.Text == "" })
}

// pressButton presses the named button once it is on show.
func (tb *tab) pressButton(name string, ok func(*snap, *sharedSnap) bool) {
	tb.t.Helper()
	s, _ := tb.waitShared(30*time.Second, "the "+name+" button", func(s *snap, _ *sharedSnap) bool { _, ok := s.button(name); return ok })
	b, _ := s.button(name)
	x, y := b.center()
	for try := 1; ; try++ {
		tb.press(x, y)
		for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
			if ok(tb.state(), tb.sh()) {
				return
			}
		}
		if try == 3 {
			tb.screenshot("timeout")
			tb.t.Fatalf("%s: %s pressed 3 times, to no effect; shared %+v", tb.run.name, name, *tb.sh())
		}
	}
}

// privates are the cards each deal put in the players' hands, as their own
// tabs showed them.
type privates map[int]map[string]bool

func (p privates) add(sh *sharedSnap) {
	if sh.Seat < 0 || sh.Deal == 0 {
		return
	}
	if p[sh.Deal] == nil {
		p[sh.Deal] = map[string]bool{}
	}
	for _, c := range sh.Held {
		p[sh.Deal][c] = true
	}
}

// cardTexts are the ways the game writes a card ("seven of hearts",
// "7♥").
func cardTexts(s string) []string {
	c, err := engine.ParseCard(s)
	if err != nil {
		return nil
	}
	rank := strings.ToUpper(s[:1])
	if rank == "T" {
		rank = "10"
	}
	return []string{english.Card(c), rank + c.Suit().Symbol()}
}

// friendRun is the shared table's check, as TestBrowser's subtest
// "friend".
func friendRun(t *testing.T, browserCtx context.Context, h *Handler, shots string) {
	srv := tablesServer(t, h)
	start := time.Now()
	annRun := browserRun{name: "friend-ann", w: 1280, h: 800, dpr: 1, speed: "instant"}
	bobRun := browserRun{name: "friend-bob", w: 390, h: 844, dpr: 2, touch: true, speed: "instant"}
	sueRun := browserRun{name: "friend-sue", w: 960, h: 600, dpr: 1, speed: "instant"}
	ann := person(t, browserCtx, shots, annRun, "")
	bob := person(t, browserCtx, shots, bobRun, "Bob")
	sue := person(t, browserCtx, shots, sueRun, "Sue")
	var sueFrames []frameLine
	sue.onFrame = func(l string) {
		var f frameLine
		if err := json.Unmarshal([]byte(l), &f); err != nil {
			t.Errorf("a frame's line %q: %v", l, err)
			return
		}
		sueFrames = append(sueFrames, f) // under sue.mu
	}

	// Ann: the title's Play a friend; her name typed into the input; Create.
	ann.do(30*time.Second, "open the page", chromedp.Navigate(srv.URL+"/"))
	ann.toTitle()
	ann.pressButton("friend", func(s *snap, sh *sharedSnap) bool { return s.Scene == "friend" && sh.State == "idle" })
	ann.focusField()
	ann.typeText("Ann")
	ann.waitShared(10*time.Second, "her name in the field", func(_ *snap, sh *sharedSnap) bool { return sh.Field.Text == "Ann" })
	ann.pressButton("create", func(_ *snap, sh *sharedSnap) bool { return sh.State == "waiting" })
	_, as := ann.waitShared(10*time.Second, "the link", func(_ *snap, sh *sharedSnap) bool { return sh.Link != "" && sh.Left > 0 })
	link := as.Link
	if !strings.HasPrefix(link, srv.URL+"/t/") || as.Seat != 0 || as.Left < 48*3600-60 || as.Left > 48*3600 {
		t.Errorf("the waiting table: link %q (want %s/t/…), seat %d, %d s left (want 48 h counting down)", link, srv.URL, as.Seat, as.Left)
	}
	// The link is the page's address now, so that a reload of the
	// creator's tab comes back to the table (it went to the title).
	if p := ann.eval(evalLimit, `location.pathname`); p != strings.TrimPrefix(link, srv.URL) {
		t.Errorf("the creator's address after Create: %q, want the link's path %q", p, strings.TrimPrefix(link, srv.URL))
	}
	// The page's own files are still the folder's, not under /t/ (the
	// tab's icon was asked for at /t/icons/… and not found).
	if icon := ann.eval(evalLimit, `document.querySelector('link[rel=icon]').href`); icon != srv.URL+"/icons/favicon-32.png" {
		t.Errorf("the creator's icon after Create: %q, want %q", icon, srv.URL+"/icons/favicon-32.png")
	}
	time.Sleep(1200 * time.Millisecond)
	if _, a2 := ann.waitShared(5*time.Second, "the countdown", func(_ *snap, sh *sharedSnap) bool { return sh.Left < as.Left }); a2.Left < as.Left-5 {
		t.Errorf("the countdown went from %d to %d s in about a second", as.Left, a2.Left)
	}
	ann.screenshot("waiting")
	// Copy puts the link on the clipboard (the Clipboard API).
	c := chromedp.FromContext(ann.ctx)
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		ctx, cancel := context.WithTimeout(ann.ctx, 10*time.Second)
		_, err := cdp.Call(ctx, c.Browser, browser.SetPermission, browser.SetPermissionParams{
			Permission: &browser.PermissionDescriptor{Name: name}, Setting: browser.PermissionSettingGranted,
			Origin: srv.URL, BrowserContextID: c.BrowserContextID})
		cancel()
		if err != nil {
			t.Fatalf("granting %s: %v", name, err)
		}
	}
	ann.pressButton("copy", func(*snap, *sharedSnap) bool { return true })
	clip := ""
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end) && clip != link; time.Sleep(200 * time.Millisecond) {
		ctx, cancel := context.WithTimeout(ann.ctx, evalLimit)
		clip, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
		cancel()
	}
	if clip != link {
		t.Errorf("after Copy the clipboard holds %q, want the link %q", clip, link)
	}

	// Bob opens the link: the page boots into the table and takes the free
	// seat; the match starts at both.
	bob.do(30*time.Second, "open the link", chromedp.Navigate(link))
	atTable := func(s *snap, sh *sharedSnap) bool { return s.Scene == "table" && sh.State == "table" }
	_, bs := bob.waitShared(90*time.Second, "Bob at the table", atTable)
	_, as = ann.waitShared(30*time.Second, "Ann at the table", atTable)
	if bs.Seat != 1 || as.Seat != 0 || !slices.Equal(as.Names, []string{"Ann", "Bob"}) || !slices.Equal(bs.Names, []string{"Ann", "Bob"}) {
		t.Errorf("seats: Ann %d %q, Bob %d %q; want 0 and 1, named Ann and Bob", as.Seat, as.Names, bs.Seat, bs.Names)
	}

	// Sue opens the link of the full table: she watches, every frame traced.
	sue.do(30*time.Second, "open the link", chromedp.Navigate(link+"?trace=frames"))

	// Chat both ways, typed into the input. Whoever's turn it is types
	// first, digits among the words: none plays a card.
	pv := privates{}
	names := map[*tab]string{ann: "Ann", bob: "Bob"}
	var first, second *tab
	var s *snap
	for end := time.Now().Add(60 * time.Second); first == nil; time.Sleep(50 * time.Millisecond) {
		for _, p := range []*tab{ann, bob} {
			ps, psh := p.state(), p.sh()
			pv.add(psh)
			if ps.YourTurn && len(ps.Hand) > 0 && first == nil {
				first, s = p, ps
			}
		}
		if time.Now().After(end) {
			t.Fatal("nobody's turn after a minute")
		}
	}
	second = bob
	if first == bob {
		second = ann
	}
	n := len(s.Hand)
	first.say("good luck 123")
	time.Sleep(300 * time.Millisecond)
	if s := first.state(); !s.YourTurn || len(s.Hand) != n {
		t.Errorf("keys typed into the chat played: %s's turn %v, %d cards (were %d)", names[first], s.YourTurn, len(s.Hand), n)
	}
	hello := names[first] + ": good luck 123"
	second.waitShared(10*time.Second, "the first message at the other's", func(_ *snap, sh *sharedSnap) bool { return slices.Contains(sh.Chat, hello) })
	second.say("and to you")
	first.waitShared(10*time.Second, "the answer", func(_ *snap, sh *sharedSnap) bool {
		return slices.Contains(sh.Chat, names[second]+": and to you")
	})
	// Your name, clicked and typed at once: every letter arrives (the first
	// ones had gone to the canvas, before the page's input took the focus
	// a tick later: "Zed" became "d"). Rubbed out and left, as it was.
	ns, _ := ann.waitShared(10*time.Second, "Ann's Your name", func(s *snap, _ *sharedSnap) bool { _, ok := s.button("name"); return ok })
	nb, _ := ns.button("name")
	ann.press(nb.center())
	ann.typeText("Zed")
	ann.waitShared(10*time.Second, `"Zed" whole in the name's field`, func(_ *snap, sh *sharedSnap) bool { return sh.Field.Text == "Zed" && sh.Field.Focus })
	for range 3 {
		ann.key("Backspace", "Backspace", "", 8)
	}
	ann.key("Escape", "Escape", "", 27)
	ann.waitShared(10*time.Second, "the name's field left", func(_ *snap, sh *sharedSnap) bool { return sh.Field.Text == "" && !sh.Field.Focus })
	ann.screenshot("chat")
	bob.screenshot("chat")
	_, ss := sue.waitShared(90*time.Second, "Sue watching, with the chat", func(s *snap, sh *sharedSnap) bool {
		return atTable(s, sh) && slices.Contains(sh.Chat, hello)
	})
	if ss.Seat != -1 {
		t.Errorf("Sue: seat %d, want -1 (watching)", ss.Seat)
	}
	sue.screenshot("watching")

	// The match, by clicks: whoever's turn it is presses a card (or the
	// decision's button); at a hand's end each goes on. Bob reloads once,
	// mid-count in the second deal, on his turn: the table waits for him,
	// so he must come back to exactly where he was.
	reloaded := false
	var sueKnown []sharedSnap
	players := []*tab{ann, bob}
	skip := []int{0, 0}
	deadline := time.Now().Add(15 * time.Minute)
	for presses := 0; ; {
		over := 0
		for i, p := range players {
			s, sh := p.state(), p.sh()
			pv.add(sh)
			if s.Over {
				over++
				continue
			}
			if !reloaded && i == 1 && s.YourTurn && s.Decision == "lay" && sh.Deal >= 2 && len(s.Hand) < 3 {
				bob.screenshot("mid-count")
				ann.screenshot("mid-count")
				reloaded = true
				bob.reload(s, sh, ann)
				continue
			}
			if s.YourTurn && len(s.Hand) > 0 {
				if b, ok := s.button("confirm", "done"); ok {
					p.press(b.center())
				} else {
					p.press(s.Hand[skip[i]%len(s.Hand)].center())
				}
				presses++
				// The server's answer: the card gone, or the turn passed.
				moved := false
				for end := time.Now().Add(3 * time.Second); !moved && time.Now().Before(end); time.Sleep(40 * time.Millisecond) {
					a := p.state()
					moved = a.Over || !a.YourTurn || len(a.Hand) != len(s.Hand) || a.Decision != s.Decision
				}
				if moved {
					skip[i] = 0
				} else {
					skip[i]++ // a card that may not go: the next
				}
			} else if b, ok := s.button("next", "nextgame"); ok && !s.YourTurn {
				p.press(b.center())
			}
		}
		if ss := sue.sh(); ss.State == "table" {
			sueKnown = append(sueKnown, *ss)
		}
		if over == 2 {
			break
		}
		if time.Now().After(deadline) || presses > 600 {
			ann.screenshot("stuck")
			bob.screenshot("stuck")
			t.Fatalf("the match is not over after %d presses; Ann %+v %+v; Bob %+v %+v", presses, *ann.state(), *ann.sh(), *bob.state(), *bob.sh())
		}
		time.Sleep(30 * time.Millisecond)
	}
	if !reloaded {
		t.Error("the match ended before Bob could reload mid-count in the second deal")
	}
	as = ann.sh()
	sa, sb := ann.state(), bob.state()
	if !slices.Equal(sa.Scores, sb.Scores) || sa.Winner != sb.Winner || sa.Winner < 0 || sa.Scores[sa.Winner] <= sa.Scores[1-sa.Winner] {
		t.Errorf("the end: Ann sees %v won by %d, Bob %v won by %d", sa.Scores, sa.Winner, sb.Scores, sb.Winner)
	}
	sue.waitState(30*time.Second, "the end at Sue's", func(s *snap) bool { return s.Over })
	if s := sue.state(); !slices.Equal(s.Scores, sa.Scores) || s.Winner != sa.Winner {
		t.Errorf("Sue sees %v won by %d, the players %v won by %d", s.Scores, s.Winner, sa.Scores, sa.Winner)
	}
	time.Sleep(800 * time.Millisecond)
	ann.screenshot("end")
	sue.screenshot("end")
	// One match code for both players and the watcher; each player's end
	// box offers Review.
	as, bs = ann.sh(), bob.sh()
	if ss := sue.sh(); as.Code == "" || bs.Code != as.Code || ss.Code != as.Code {
		t.Errorf("the match codes: Ann %q, Bob %q, Sue %q", as.Code, bs.Code, ss.Code)
	}
	for _, p := range []*tab{ann, bob} {
		if _, ok := p.state().button("review"); !ok {
			t.Errorf("%s's end box has no Review", p.run.name)
		}
	}
	if !slices.Contains(as.Chat, "Bob has left the table — their seat is kept") || !slices.Contains(as.Chat, "Bob is back") {
		t.Errorf("Ann's chat %q: want Bob's leaving and coming back told", as.Chat)
	}
	_ = bs

	// Sue never knew a hidden card: on no frame (its cards and every text
	// drawn) nor in her published state.
	sue.mu.Lock()
	frames := slices.Clone(sueFrames)
	sue.mu.Unlock()
	checkSpectator(t, pv, frames, sueKnown)

	// A link to no table (made up) says so, without claiming the table
	// went, and offers a new one.
	gone := person(t, browserCtx, shots, browserRun{name: "friend-gone", w: 1024, h: 640, dpr: 1, speed: "instant"}, "")
	var status int64
	resp, err := http.Get(srv.URL + "/t/AAAAAAAAAAAAAAAAAAAAAA")
	if err == nil {
		status = int64(resp.StatusCode)
		resp.Body.Close()
	}
	gone.do(30*time.Second, "open a made-up link", chromedp.Navigate(srv.URL+"/t/AAAAAAAAAAAAAAAAAAAAAA"))
	if h1 := gone.eval(evalLimit, `document.querySelector("h1") ? document.querySelector("h1").textContent : ""`); h1 != english.NotFoundTitle || status != http.StatusNotFound {
		t.Errorf("a made-up link: %d %q, want 404 and %q", status, h1, english.NotFoundTitle)
	}
	gone.screenshot("gone")
	gone.eval(evalLimit, `(document.querySelector("form button").click(), "")`) // Start a new table
	_, gs := gone.waitShared(90*time.Second, "the new table waiting", func(_ *snap, sh *sharedSnap) bool { return sh.State == "waiting" && sh.Link != "" })
	if gs.Seat != 0 || gs.Link == link || !strings.HasPrefix(gs.Link, srv.URL+"/t/") {
		t.Errorf("the gone page's new table: seat %d link %q", gs.Seat, gs.Link)
	}
	if p := gone.eval(evalLimit, `location.pathname`); p != strings.TrimPrefix(gs.Link, srv.URL) {
		t.Errorf("the gone page's address after its new table: %q, want %q", p, strings.TrimPrefix(gs.Link, srv.URL))
	}

	for _, p := range []*tab{ann, bob, sue, gone} {
		p.mu.Lock()
		if len(p.errs) > 0 {
			t.Errorf("console errors in %s:\n%s", p.run.name, strings.Join(p.errs, "\n"))
		}
		p.mu.Unlock()
	}
	t.Logf("friend: %d deals; %d of Sue's frames checked, %d of her states; the whole run %.1fs", len(pv), len(frames), len(sueKnown), time.Since(start).Seconds())
}

// reload reloads Bob's page mid-count and checks he is back at once where
// he was: the same deal, hand and scores, from the deal's snapshot (not a
// replay of the match), within a second of the server's welcome.
func (tb *tab) reload(before *snap, bsh *sharedSnap, other *tab) {
	tb.t.Helper()
	tb.mu.Lock()
	errsBefore := len(tb.errs)
	tb.mu.Unlock()
	tb.do(30*time.Second, "reload", chromedp.Reload())
	defer func() {
		tb.mu.Lock()
		tb.t.Logf("console errors in %s: %d before the reload, %d once back", tb.run.name, errsBefore, len(tb.errs))
		tb.mu.Unlock()
	}()
	s, sh := tb.waitShared(90*time.Second, "Bob back at the table", func(s *snap, sh *sharedSnap) bool {
		return s.Scene == "table" && sh.State == "table" && sh.BackMS >= 0 && s.YourTurn
	})
	if sh.FromStart || sh.Deal != bsh.Deal || len(s.Hand) != len(before.Hand) || !slices.Equal(s.Scores, before.Scores) || !slices.Equal(sh.Held, bsh.Held) {
		tb.t.Errorf("after the reload: back in %d ms (from the start %v), deal %d, %d cards %v, scores %v; before: deal %d, %d cards %v, scores %v",
			sh.BackMS, sh.FromStart, sh.Deal, len(s.Hand), sh.Held, s.Scores, bsh.Deal, len(before.Hand), bsh.Held, before.Scores)
	}
	tb.screenshot("reloaded")
	tb.t.Logf("Bob reloaded in deal %d: back at the table %d ms after the welcome", sh.Deal, sh.BackMS)
	other.waitShared(10*time.Second, "Ann told Bob is back", func(_ *snap, sh *sharedSnap) bool { return slices.Contains(sh.Chat, "Bob is back") })
}

// checkSpectator checks each of the spectator's frames, and her published
// states, against the cards the players held in that deal: before a hand
// ends, a card she has a face for, or that a text names, must have been
// laid on the table in that deal.
func checkSpectator(t *testing.T, pv privates, frames []frameLine, states []sharedSnap) {
	t.Helper()
	// A whole match watched: every deal the players held cards in, from the
	// first she saw, is in her frames (with text) and in her states. Counted
	// by deal, not by frames: how many frames a match draws depends on the
	// machine (a slow one catches ticks up between frames).
	deals, first := 0, -1
	framed, stated := map[int]bool{}, map[int]bool{}
	for _, f := range frames {
		if f.Seat == -1 && len(f.Text) > 0 && f.Deal > 0 {
			framed[f.Deal] = true
			if first < 0 || f.Deal < first {
				first = f.Deal
			}
		}
	}
	for _, s := range states {
		stated[s.Deal] = true
	}
	// Her states are polled between presses, and a match may end in the
	// last deal's show, between two polls: that deal is in her frames only.
	last := 0
	for d := range pv {
		last = max(last, d)
	}
	for d := range pv {
		if len(pv[d]) == 0 || first < 0 || d < first {
			continue
		}
		deals++
		if !framed[d] || !stated[d] && d != last {
			t.Fatalf("deal %d: in the spectator's frames %v, in her states %v; want both (%d frames, %d states)", d, framed[d], stated[d], len(frames), len(states))
		}
	}
	if deals < 3 {
		t.Fatalf("the players' hands seen in %d deals only, from deal %d on (%d frames, %d states)", deals, first, len(frames), len(states))
	}
	public := map[int]map[string]bool{}
	leaks := 0
	check := func(what string, deal int, revealed bool, known, laid, texts []string) {
		if public[deal] == nil {
			public[deal] = map[string]bool{}
		}
		for _, c := range laid {
			public[deal][c] = true
		}
		if revealed || deal == 0 {
			return
		}
		for c := range pv[deal] {
			if public[deal][c] {
				continue
			}
			if slices.Contains(known, c) {
				leaks++
				if leaks <= 5 {
					t.Errorf("%s in deal %d: the spectator has the face of %s, held and not laid", what, deal, c)
				}
			}
			for _, s := range texts {
				for _, w := range cardTexts(c) {
					if strings.Contains(strings.ToLower(s), strings.ToLower(w)) {
						leaks++
						if leaks <= 5 {
							t.Errorf("%s in deal %d: the spectator's text %q names %s, held and not laid", what, deal, s, c)
						}
					}
				}
			}
		}
	}
	for _, f := range frames {
		if f.Seat != -1 {
			continue
		}
		check(fmt.Sprintf("frame at tick %d", f.Tick), f.Deal, f.Revealed, f.Known, f.Laid, f.Text)
	}
	public = map[int]map[string]bool{}
	for i, s := range states {
		check(fmt.Sprintf("state %d", i), s.Deal, s.Revealed, s.Known, s.Laid, nil)
	}
	if leaks > 0 {
		t.Errorf("%d hidden cards known to the spectator", leaks)
	}
}
