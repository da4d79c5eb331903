//go:build !js

package main

// The installable, offline page in real, headless Chromium: a first visit
// opens on a dealt hand and installs the service worker (web/sw.js), a
// repeat visit loads the game from it, a new build is fetched in the
// background and taken at the next start (never mid-match), and with no
// network the page still deals and plays. The network is emulated as the
// issue asks (20 Mbit/s down, 5 up, 40 ms); times are recorded in
// shots/web/pwa.json for BENCHMARKS.md, never asserted.
//
//	NODDY_E2E=1 go test -run '^TestPWA$' ./cmd/noddy-web/   (make test-web runs it)
//	NODDY_WEB_DIR=../../dist …      the static build (make dist) instead of a
//	                                quickly compressed one of make web-build's
//	NODDY_PWA_LOADS_ONLY=1 …        stop after the repeat visits (bench-web)
//	NODDY_PWA_SPEED=normal …        the animation speed (default instant, so
//	                                that a loaded machine gets through the test;
//	                                BENCHMARKS.md's figures use "", the first-timer's)

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"noddy/e2e/chrome"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// The network: 20 Mbit/s down, 5 Mbit/s up, 40 ms round trip.
const (
	netDown    = 20e6 / 8
	netUp      = 5e6 / 8
	netLatency = 40
)

// visit is what one navigation cost and took (ms from navigation).
type visit struct {
	Name        string   `json:"name"`
	BytesSent   int64    `json:"bytesSent"` // bytes the server sent (bodies and headers)
	Requests    []string `json:"requests"`  // paths the server was asked for
	Downloaded  int      `json:"downloadedMs"`
	Compiled    int      `json:"compiledMs"`
	FirstTick   int      `json:"firstTickMs"` // the game's first Update
	FirstFrame  int      `json:"firstFrameMs"`
	DealtHand   int      `json:"dealtHandMs"` // the table takes a card, with no click or key
	Seed        string   `json:"seed"`        // the match's: a repeat visit takes up the first's
	MaxUpdateMS float64  `json:"maxUpdateMs"` // the longest Update until then (the bridge's)
	LoadAverage string   `json:"loadAverage"`
}

// pwaSite serves one of two builds, counts what it sends, and can be cut off
// (every connection closed at once, as with no network).
type pwaSite struct {
	cur     atomic.Pointer[Handler]
	offline atomic.Bool
	mu      sync.Mutex
	sent    int64
	paths   []string
}

func (s *pwaSite) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if s.offline.Load() {
		if hj, ok := w.(http.Hijacker); ok {
			if c, _, err := hj.Hijack(); err == nil {
				c.Close()
				return
			}
		}
		http.Error(w, "offline", http.StatusServiceUnavailable)
		return
	}
	cw := &countingWriter{ResponseWriter: w}
	s.cur.Load().ServeHTTP(cw, r)
	s.mu.Lock()
	s.sent += cw.n + int64(headerSize(w.Header()))
	s.paths = append(s.paths, r.URL.Path)
	s.mu.Unlock()
}

// take returns and resets what was sent since the last call.
func (s *pwaSite) take() (int64, []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n, p := s.sent, s.paths
	s.sent, s.paths = 0, nil
	return n, p
}

type countingWriter struct {
	http.ResponseWriter
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.ResponseWriter.Write(p)
	c.n += int64(n)
	return n, err
}

func (c *countingWriter) Flush() {
	if f, ok := c.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func headerSize(h http.Header) int {
	n := len("HTTP/1.1 200 OK\r\n\r\n")
	for k, vs := range h {
		for _, v := range vs {
			n += len(k) + len(v) + 4
		}
	}
	return n
}

// emulateNetwork is CDP's Network.emulateNetworkConditions (cdproto
// dropped the deprecated command; Chromium still has it).
var emulateNetwork = cdp.Command[emulateParams, cdp.Empty]{Method: "Network.emulateNetworkConditions"}

type emulateParams struct {
	Offline            bool    `json:"offline"`
	Latency            float64 `json:"latency"`
	DownloadThroughput float64 `json:"downloadThroughput"`
	UploadThroughput   float64 `json:"uploadThroughput"`
}

func setNetwork(offline bool) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, emulateNetwork, emulateParams{Offline: offline, Latency: netLatency, DownloadThroughput: netDown, UploadThroughput: netUp})
		return err
	})
}

// newBuild writes a copy of the build in dir whose .wasm differs (a
// custom section appended: still the same game), as a new release would.
func newBuild(t *testing.T, dir string) (string, Manifest) {
	t.Helper()
	var m Manifest
	b, err := os.ReadFile(filepath.Join(dir, ManifestName))
	if err != nil || json.Unmarshal(b, &m) != nil {
		t.Fatalf("%s/%s: %v", dir, ManifestName, err)
	}
	out := t.TempDir()
	for _, name := range []string{"index.html", "wasm_exec.js", "sw.js", "manifest.webmanifest"} {
		if err := copyFile(filepath.Join(dir, name), filepath.Join(out, name)); err != nil {
			t.Fatal(err)
		}
	}
	os.MkdirAll(filepath.Join(out, "icons"), 0o755)
	icons, _ := os.ReadDir(filepath.Join(dir, "icons"))
	for _, e := range icons {
		copyFile(filepath.Join(dir, "icons", e.Name()), filepath.Join(out, "icons", e.Name()))
	}
	wasm, err := os.ReadFile(filepath.Join(dir, m.Wasm))
	if err != nil {
		t.Fatal(err)
	}
	// A custom section: id 0, size, name "noddy-next", no payload.
	name := "noddy-next"
	wasm = append(wasm, 0, byte(1+len(name)), byte(len(name)))
	wasm = append(wasm, name...)
	sum, _ := sha256Hex(wasm)
	file := m.Wasm
	if hashedName.MatchString(file) {
		file = "noddy." + sum[:12] + ".wasm"
	}
	if err := os.WriteFile(filepath.Join(out, file), wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	nm, err := WriteManifest(out, file)
	if err != nil {
		t.Fatal(err)
	}
	return out, nm
}

func sha256Hex(b []byte) (string, error) {
	f, err := os.CreateTemp("", "sum")
	if err != nil {
		return "", err
	}
	defer os.Remove(f.Name())
	f.Write(b)
	f.Close()
	s, _, err := fileSHA256(f.Name())
	return s, err
}

func TestPWA(t *testing.T) {
	dir := builtGame(t, ManifestName)
	var m Manifest
	if b, err := os.ReadFile(filepath.Join(dir, ManifestName)); err != nil || json.Unmarshal(b, &m) != nil {
		t.Fatalf("no built game in %s (run make web-build): %v", dir, err)
	}
	browser := chrome.Path(t, "make test-web")
	shots := cmp.Or(os.Getenv("NODDY_SHOTS"), filepath.Join("..", "..", "shots", "web"))
	os.MkdirAll(shots, 0o755)

	if !hashedName.MatchString(m.Wasm) {
		// make web's folder: the service worker keeps versioned builds
		// only, so serve a static build of it (quick compression: the
		// figures for BENCHMARKS.md come from make dist's, bench-web).
		out := filepath.Join(t.TempDir(), "dist")
		var err error
		if m, err = Dist(dir, out, 1); err != nil {
			t.Fatal(err)
		}
		dir = out
	}
	h1, err := NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer h1.Close()
	next, nm := newBuild(t, dir)
	h2, err := NewHandler(next)
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	st := &pwaSite{}
	st.cur.Store(h1)
	// A service worker needs a secure context: http://127.0.0.1 is one.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(st)
	srv.Listener = ln
	srv.Start()
	defer srv.Close()
	url := srv.URL + "/"

	all, cancelAll := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancelAll()
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(all, chrome.Options(browser, t.TempDir(), chrome.Steady()...)...) // a first visit: nothing cached
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(allocCtx)
	defer cancel()
	tb := &tab{t: t, ctx: ctx, run: browserRun{name: "pwa", w: 1280, h: 800, dpr: 1}, shot: shots}
	if err := chromedp.Listen(ctx, tb.onEvent); err != nil {
		t.Fatal(err)
	}
	speed := os.Getenv("NODDY_PWA_SPEED")
	if _, set := os.LookupEnv("NODDY_PWA_SPEED"); !set {
		speed = "instant"
	}
	tb.do(60*time.Second, "start the browser", chromedp.EmulateViewport(1280, 800, chromedp.EmulateScale(1)), setNetwork(false))
	if speed != "" {
		// The game's own settings key (scenes/platform/store_js.go), before
		// the first page loads: what the game saves later (the match it
		// keeps too) carries on to the next visit.
		tb.do(10*time.Second, "store the speed", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument,
				page.AddScriptToEvaluateOnNewDocumentParams{Source: `if (localStorage.getItem("noddy.settings") === null) localStorage.setItem("noddy.settings", "speed=` + speed + `\n");`})
			return err
		}))
	}

	var visits []visit
	defer func() {
		// Written even when a step fails: the visits before it were measured.
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetIndent("", "  ")
		enc.Encode(visits)
		os.WriteFile(filepath.Join(shots, "pwa.json"), buf.Bytes(), 0o644)
	}()
	open := func(name string) visit {
		t.Helper()
		st.take()
		tb.do(60*time.Second, "open the page ("+name+")", chromedp.Navigate(url))
		s := tb.waitState(5*time.Minute, "a dealt hand with no click or key ("+name+")", dealt)
		v := visit{Name: name, DealtHand: int(evalNum(tb, `performance.now()`)), MaxUpdateMS: s.MaxUpdateMS, Seed: s.Seed}
		tb.waitJS(30*time.Second, "the loading screen gone", `!!(window.noddyLoad && window.noddyLoad.firstFrame)`)
		var lt struct{ Downloaded, Compiled, FirstTick, FirstFrame int }
		json.Unmarshal([]byte(tb.eval(evalLimit, `JSON.stringify(window.noddyLoad)`)), &lt)
		v.Downloaded, v.Compiled, v.FirstTick, v.FirstFrame = lt.Downloaded, lt.Compiled, lt.FirstTick, lt.FirstFrame
		if s.Scene != "table" || s.Game != "noddy" {
			t.Errorf("%s: opened on %q playing %q, want du Coeur's Noddy (\"noddy\") at the table", name, s.Scene, s.Game)
		}
		return v
	}
	finish := func(v *visit) {
		v.BytesSent, v.Requests = st.take()
		v.LoadAverage = loadAverage()
		visits = append(visits, *v)
		t.Logf("%s: %d bytes sent, dealt hand at %d ms (downloaded %d, compiled %d, first tick %d, first frame %d), longest Update %.1f ms, requests %v",
			v.Name, v.BytesSent, v.DealtHand, v.Downloaded, v.Compiled, v.FirstTick, v.FirstFrame, v.MaxUpdateMS, v.Requests)
	}

	// 1. The first visit: a dealt hand, then the service worker installs
	// and keeps the build.
	v := open("first")
	time.Sleep(time.Second)
	tb.screenshot("first-visit")
	deadline := time.Now().Add(90 * time.Second)
	for swState(tb) != "control "+m.SHA256 {
		if time.Now().After(deadline) {
			t.Fatalf("no service worker in control with the build kept after 90 s: %q; console %v", swState(tb), tb.errs)
		}
		time.Sleep(250 * time.Millisecond)
	}
	finish(&v)
	if got := evalPromise(tb, `caches.keys().then(async (names) => {
		const urls = [];
		for (const n of names) for (const r of await (await caches.open(n)).keys()) urls.push(new URL(r.url).pathname);
		return urls.filter((u) => u.includes("/api/") || u.includes("/t/")).join(" ");
	})`); got != "" {
		t.Errorf("the service worker cached the tables' API or links: %s", got)
	}

	// 2. A repeat visit: the game from the service worker's cache; the
	// network carries only the check for a new build; the match left on
	// the first is taken up where it stood.
	first := v
	v = open("repeat")
	finish(&v)
	if v.Seed != first.Seed {
		t.Errorf("the repeat visit opened on the match of seed %s, want the first visit's (seed %s) taken up", v.Seed, first.Seed)
	}
	for _, p := range v.Requests {
		if strings.HasSuffix(p, ".wasm") || strings.HasSuffix(p, "wasm_exec.js") || p == "/" || strings.HasSuffix(p, "index.html") {
			t.Errorf("repeat visit: %s came from the server, want the service worker's cache", p)
		}
	}
	v = open("repeat-2")
	finish(&v)

	if os.Getenv("NODDY_PWA_LOADS_ONLY") != "" {
		return // make bench-web: the first and repeat visits' figures only
	}

	// 3. A new build on the server: fetched in the background, offered
	// between matches only, taken at the next start.
	st.cur.Store(h2)
	v = open("update-fetched")
	tb.waitJS(120*time.Second, "the new build fetched in the background", `!!window.noddyLoad.updateReady`)
	finish(&v)
	if got := evalPromise(tb, `fetch("noddy.json").then((r) => r.json()).then((m) => m.sha256)`); got != m.SHA256 {
		t.Errorf("after the new build arrived, the page's build is %s, want the one it started with %s", got, m.SHA256)
	}
	time.Sleep(1500 * time.Millisecond) // offerUpdate runs every second
	if s := tb.state(); !s.Over && s.Scene == "table" {
		if shown := tb.eval(evalLimit, `document.getElementById("update").classList.contains("shown") ? "shown" : ""`); shown != "" {
			t.Error("the new version was offered mid-match")
		}
	}
	v = open("update-taken")
	finish(&v)
	if got := evalPromise(tb, `fetch("noddy.json").then((r) => r.json()).then((m) => m.sha256)`); got != nm.SHA256 {
		t.Errorf("at the next start the build is %s, want the new %s", got, nm.SHA256)
	}
	for _, p := range v.Requests {
		if strings.HasSuffix(p, ".wasm") {
			t.Errorf("the new build's start fetched %s, want it from the cache it was fetched into", p)
		}
	}

	// 4. No network: the page reloads, deals and takes a card.
	st.offline.Store(true)
	tb.do(10*time.Second, "go offline", setNetwork(true))
	v = open("offline")
	finish(&v)
	s := tb.state()
	x, y := s.Hand[0].center()
	before := fmt.Sprint(s.Picked, len(s.Hand), s.Decision)
	tb.pressUntil(x, y, "a card taken offline", func(s *snap) bool { return fmt.Sprint(s.Picked, len(s.Hand), s.Decision) != before })
	time.Sleep(500 * time.Millisecond)
	tb.screenshot("offline")
	offlineWalk(tb, url)
	tb.do(10*time.Second, "back online", setNetwork(false))
	st.offline.Store(false)
	tb.consoleErrors()
}

// offlineReview is a finished match's code (cribbage, from the browser
// runs): its review is worked out on the page, with no network.
const offlineReview = "4N01TR062MATA8C2E1TJ60BD6FS12060MNTM5PM0~"

// offlineWalk goes, with no network, where the issue says a player must
// still be able to go: the rules and the tutorial from the table, the
// record from the title, and a review from its link (the page starts
// again from the service worker's cache).
func offlineWalk(tb *tab, url string) {
	t := tb.t
	t.Helper()
	pressNamed := func(name, what string, ok func(*snap) bool) *snap {
		t.Helper()
		s := tb.waitState(30*time.Second, "the "+name+" button", func(s *snap) bool { _, ok := s.button(name); return ok })
		b, _ := s.button(name)
		x, y := b.center()
		return tb.pressUntil(x, y, what, ok)
	}
	onTable := func(s *snap) bool { _, ok := s.button("rules"); return s.Scene == "table" && ok }
	tb.waitState(60*time.Second, "the table's buttons", onTable)
	pressNamed("rules", "the rules open over the table (offline)", func(s *snap) bool { _, ok := s.button("rules"); return s.Scene == "table" && !ok })
	time.Sleep(300 * time.Millisecond)
	tb.screenshot("offline-rules")
	tb.key("Escape", "Escape", "", 27)
	tb.waitState(30*time.Second, "the table again after the rules", onTable)

	s := pressNamed("tutorial", "the tutorial (offline)", func(s *snap) bool { return s.Scene == "tutorial" && s.Steps > 0 })
	if s.Step != 1 {
		t.Errorf("offline: the tutorial opened at step %d of %d, want 1", s.Step, s.Steps)
	}
	time.Sleep(300 * time.Millisecond)
	tb.screenshot("offline-tutorial")
	tb.key("Escape", "Escape", "", 27)
	tb.waitState(30*time.Second, "the table again after the tutorial", onTable)

	pressNamed("menu", "the title (offline)", func(s *snap) bool { return s.Scene == "title" })
	pressNamed("record", "the record (offline)", func(s *snap) bool { return s.Scene == "record" })
	tb.screenshot("offline-record")

	tb.do(60*time.Second, "open a review's link (offline)", chromedp.Navigate(url+"#review="+offlineReview))
	tb.waitState(2*time.Minute, "the review worked out (offline)", func(s *snap) bool { return s.Scene == "review" && s.Reviewed })
	tb.screenshot("offline-review")
}

// swState is "control SHA" once a service worker controls the page and
// has made the build SHA current (sw.js keeps that in its noddy-meta
// cache), else what there is so far.
func swState(tb *tab) string {
	return evalPromise(tb, `(async () => {
		const ctl = navigator.serviceWorker && navigator.serviceWorker.controller ? "control " : "none ";
		const r = await (await caches.open("noddy-meta")).match(new URL("state.json", location.href));
		return ctl + (r ? (await r.json()).current : "");
	})()`)
}

// evalPromise evaluates expr, waiting for the promise it gives.
func evalPromise(tb *tab, expr string) string {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, evalLimit)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[string](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// dealt: the table is dealt and waits for the person to take a card.
func dealt(s *snap) bool {
	return s.Scene == "table" && s.YourTurn && len(s.Hand) > 0 && s.Decision != ""
}
