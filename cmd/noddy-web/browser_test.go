//go:build !js

package main

// The end-to-end test of the browser build in real, headless Chromium.
//
// It needs a built folder (make web-build) and Debian's chromium, so a plain
// `go test ./...` skips it with a message; `make test-web` (part of
// `make test`) installs chromium with apt, builds the folder and runs it
// with NODDY_E2E=1. Environment:
//
//	NODDY_E2E=1          run it (otherwise skip)
//	NODDY_WEB_DIR        the built folder (default ../../web)
//	NODDY_CHROMIUM       the browser (default: chromium on PATH)
//	NODDY_SHOTS          where screenshots and timings.json go (default ../../shots/web)
//
// One browser serves every check; each run is a fresh tab with its own
// viewport, and every wait is bounded.

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"noddy/e2e/chrome"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// frameScript records requestAnimationFrame deltas (ms) while __frames.on;
// the game draws on the same thread, so a long delta is a frozen frame.
const frameScript = `
window.__frames = {on: false, deltas: [], last: 0};
requestAnimationFrame(function loop(t) {
  const f = window.__frames;
  if (f.on && f.last) f.deltas.push(t - f.last);
  f.last = t;
  requestAnimationFrame(loop);
});`

// settingsScript stores the run's animation speed through the game's own
// localStorage key (scenes/platform/store_js.go) before the page loads: a match at
// normal speed takes many minutes in software WebGL on a loaded 2-core
// machine. The settings check then proves that the game read it.
func settingsScript(speed, game string) string {
	return `localStorage.setItem("noddy.settings", "speed=` + speed + `\nlevel=easy\ngame=` + game + `\n");`
}

// speeds is the game's cycle of the speed setting (ui/settings.go).
var speeds = []string{"slow", "normal", "fast", "instant"}

// browserRun is one tab: a viewport, a way of pressing, and what to check.
type browserRun struct {
	name     string
	w, h     int64
	dpr      float64
	touch    bool
	play     bool   // play a match to the end
	tutorial bool   // open the tutorial and step to its end
	loading  bool   // screenshot the loading screen
	settings bool   // change a setting and check localStorage follows
	speed    string // the animation speed setting for the run
	quick    bool   // only the quick-press check (quickPresses)
	// loadbar: the .wasm comes slowly (throttled, from a host that cannot
	// stream) and the loading bar's fill must follow the bytes received; seed: the page's ?seed=, which
	// the match must use (else a six-digit seed from the clock).
	loadbar bool
	seed    string
	// game is the game chosen in the stored settings (the engine's name;
	// "" du Coeur's Noddy), need the cards each lays out to its crib.
	game string
	need int
	// target is the score that wins the match's game (0: not checked).
	target int
	// review: a match code opened as the page's #review=CODE; the review
	// must be worked out and its replay stepped into.
	review string
}

var browserRuns = []browserRun{
	// Cards animate in this run: its frame times go to BENCHMARKS.md.
	{name: "dpr1-mouse", w: 1280, h: 800, dpr: 1, play: true, loading: true, speed: "fast"},
	{name: "dpr2-touch", w: 844, h: 390, dpr: 2, touch: true, play: true, loading: true, speed: "instant"}, // a phone, landscape
	{name: "dpr1.5-mouse", w: 1024, h: 640, dpr: 1.5, play: true, tutorial: true, settings: true, loading: true, speed: "instant"},
	// Presses released before the next tick (run alone with
	// -run '^TestBrowser$/^quick').
	{name: "quick-dpr1.5-mouse", w: 1024, h: 640, dpr: 1.5, quick: true, speed: "instant"},
	{name: "quick-dpr2-touch", w: 844, h: 390, dpr: 2, touch: true, quick: true, speed: "instant"},
	{name: "loadbar-seed", w: 800, h: 600, dpr: 1, loadbar: true, seed: "424242", speed: "instant"},
	// The family: a whole six-card cribbage match and a four-hand one,
	// every decision by clicks (the cards to lay out, then Lay out).
	{name: "cribbage-dpr1-mouse", w: 1280, h: 800, dpr: 1, play: true, speed: "instant", game: "cribbage", need: 2, target: 121},
	{name: "cribbage-four-dpr1-mouse", w: 844, h: 390, dpr: 1, play: true, speed: "instant", game: "cribbage-four", need: 1, target: 121},
	// A pinned six-card cribbage match (easy against the expert, seed 7:
	// noddy-cli sim --game cribbage --a easy --b expert --seed 7 --codes).
	{name: "review-cribbage", w: 1280, h: 800, dpr: 1, speed: "instant", review: "4N01TR062MATA8C2E1TJ60BD6FS12060MNTM5PM0~"},
}

// timings collects what BENCHMARKS.md records.
type timings struct {
	Run              string  `json:"run"`
	FirstFrameMS     int     `json:"firstFrameMs"`            // navigation → first frame painted
	DownloadedMS     int     `json:"downloadedMs"`            // navigation → .wasm received
	CompiledMS       int     `json:"compiledMs"`              // navigation → instantiated
	InteractiveMS    int     `json:"interactiveMs"`           // navigation → the table takes a card (incl. the test's click on play)
	MatchSeconds     float64 `json:"matchSeconds"`            // play → match over
	Presses          int     `json:"presses"`                 // card presses in the match
	Frames           int     `json:"frames"`                  // rAF frames measured during the match
	FrameP50MS       float64 `json:"frameP50Ms"`              // median rAF delta
	FrameP95MS       float64 `json:"frameP95Ms"`              // 95th percentile
	FrameMaxMS       float64 `json:"frameMaxMs"`              // longest
	FramesOver100MS  int     `json:"framesOver100Ms"`         // deltas above 100 ms
	FramesOver50MS   int     `json:"framesOver50Ms"`          // deltas above 50 ms
	TutorialSteps    int     `json:"tutorialSteps"`           // steps walked
	LocalStorageKeys int     `json:"localStorageKeys"`        // keys the game stored
	MaxUpdateMS      float64 `json:"maxUpdateMs"`             // longest Update during the match (scenes/platform/bridge_js.go); negative: none longer than this before it
	LoadAverage      string  `json:"loadAverage"`             // /proc/loadavg at the end: frame times depend on it
	ReviewSeconds    float64 `json:"reviewSeconds,omitempty"` // the review's page: first frame → the review worked out
	ReviewStepMS     float64 `json:"reviewStepMs,omitempty"`  // the review's longest tick of work
}

func TestBrowser(t *testing.T) {
	dir := builtGame(t, "noddy.wasm")
	browser := chrome.Path(t, "make test-web")
	shots := cmp.Or(os.Getenv("NODDY_SHOTS"), filepath.Join("..", "..", "shots", "web"))
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}

	h, err := NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	srv := httptest.NewServer(h) // a random port on 127.0.0.1
	defer srv.Close()
	slow := httptest.NewServer(throttle(h)) // for the loading bar's run
	defer slow.Close()

	// The whole test, browser included, is bounded.
	all, cancelAll := context.WithTimeout(context.Background(), 40*time.Minute)
	defer cancelAll()
	flags := append(chrome.Steady(),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		// Voice: a fake microphone granted without asking, and audio
		// played without a gesture.
		chromedp.Flag("use-fake-device-for-media-stream", true),
		chromedp.Flag("use-fake-ui-for-media-stream", true),
		chromedp.Flag("autoplay-policy", "no-user-gesture-required"),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(all, chrome.Options(browser, t.TempDir(), flags...)...)
	defer cancelAlloc()
	browserCtx, cancelBrowser := chromedp.NewContext(allocCtx)
	defer cancelBrowser()
	if err := chromedp.Do(browserCtx); err != nil {
		t.Fatalf("starting %s: %v", browser, err)
	}

	// The shared table: three people, each in a browser profile of their
	// own, at a real table server (friend_test.go). Run alone with
	// -run '^TestBrowser$/^friend$'.
	t.Run("friend", func(t *testing.T) { friendRun(t, browserCtx, h, shots) })
	// Voice at a shared table (voice_browser_test.go), with a fake
	// microphone. Run alone with -run '^TestBrowser$/^voice$'.
	t.Run("voice", func(t *testing.T) { voiceRun(t, browserCtx, h, shots) })
	// The same through a TURN server, the players' addresses kept from
	// each other (-voice-relay; voicerelay_browser_test.go). Run alone
	// with -run '^TestBrowser$/^voice-relay$'.
	t.Run("voice-relay", func(t *testing.T) { voiceRelayRun(t, browserCtx, h, shots) })

	var results []timings
	for _, run := range browserRuns {
		t.Run(run.name, func(t *testing.T) {
			u := srv.URL
			if run.loadbar {
				u = slow.URL
			}
			results = append(results, runTab(t, browserCtx, u, shots, run))
		})
	}
	b, _ := json.MarshalIndent(results, "", "  ")
	os.WriteFile(filepath.Join(shots, "timings.json"), append(b, '\n'), 0o644)
	t.Logf("timings:\n%s", b)
	t.Logf("screenshots in %s", shots)
	stuck.Lock()
	defer stuck.Unlock()
	for _, n := range stuck.notes {
		t.Logf("stopped at: %s", n)
	}
}

func runTab(t *testing.T, browserCtx context.Context, url, shots string, run browserRun) timings {
	ctx, cancel := chromedp.NewContext(browserCtx) // a new tab of the one browser
	defer cancel()
	tb := &tab{t: t, ctx: ctx, run: run, shot: shots}
	res := timings{Run: run.name}

	if err := chromedp.Listen(ctx, tb.onEvent); err != nil {
		t.Fatal(err)
	}
	opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(run.dpr)}
	if run.touch {
		opts = append(opts, chromedp.EmulateTouch, chromedp.EmulateMobile)
	}
	addScript := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument,
			page.AddScriptToEvaluateOnNewDocumentParams{Source: frameScript + settingsScript(run.speed, run.game)})
		return err
	})
	query := ""
	if run.seed != "" {
		query = "?seed=" + run.seed
	}
	frag := ""
	if run.review != "" {
		frag = "#review=" + run.review
	}
	tb.do(30*time.Second, "open the page",
		chromedp.EmulateViewport(run.w, run.h, opts...),
		addScript,
		chromedp.Navigate(url+"/"+query+frag),
	)
	if run.review != "" {
		tb.checkReview(&res)
		tb.consoleErrors()
		return res
	}

	if run.loadbar {
		tb.checkLoadBar()
	}
	if run.loading {
		// Catch the loading screen while the .wasm compiles.
		tb.waitJS(60*time.Second, "the .wasm downloaded", `!!(window.noddyLoad && window.noddyLoad.downloaded)`)
		tb.screenshot("loading")
	}

	// The game opens on a dealt match; Menu is the title (whose checks
	// follow, then Play resumes the match).
	s := tb.toTitle()
	load := tb.eval(evalLimit, `JSON.stringify(window.noddyLoad)`)
	var lt struct{ FirstFrame, Downloaded, Compiled int }
	json.Unmarshal([]byte(load), &lt)
	tb.waitJS(20*time.Second, "the loading screen gone", `!!(window.noddyLoad && window.noddyLoad.firstFrame)`)
	// The card goes at once as the loader fades (it showed through the
	// title's buttons): only the baize fades.
	if v := tb.eval(evalLimit, `getComputedStyle(document.querySelector("#loader .placard")).visibility`); v != "hidden" {
		t.Errorf("%s: the loading card is %q while the loader fades over the title, want hidden", run.name, v)
	}
	lt.FirstFrame = int(evalNum(tb, `window.noddyLoad.firstFrame`))
	res.FirstFrameMS, res.DownloadedMS, res.CompiledMS = lt.FirstFrame, lt.Downloaded, lt.Compiled
	if math.Abs(s.DPR-run.dpr) > 1e-9 {
		t.Errorf("window.noddy.dpr = %v, want the emulated %v", s.DPR, run.dpr)
	}
	time.Sleep(700 * time.Millisecond) // let the loader's fade finish before the shot
	tb.screenshot("title")
	if _, ok := s.button("quit"); ok {
		t.Errorf("%s: the title offers Quit, which a page cannot do", run.name)
	}
	// The browser's own keys pass the canvas by (F5 reloads, Ctrl+L is the
	// address bar's: Ebitengine cancels every key the canvas hears); a key
	// of the game's is still the canvas's, cancelled.
	keys := `(() => { const c = document.querySelector("canvas");
		const k = (key, code, ctrlKey) => c.dispatchEvent(new KeyboardEvent("keydown", {key, code, ctrlKey, bubbles: true, cancelable: true}));
		return [k("F5", "F5", false), k("l", "KeyL", true), k("Shift", "ShiftLeft", false)].join(); })()`
	if v := tb.eval(evalLimit, keys); v != "true,true,false" {
		t.Errorf("%s: keydown F5, Ctrl+L, Shift on the canvas left uncancelled: %s, want true,true,false", run.name, v)
	}
	if run.quick {
		tb.quickPresses(s)
	}
	if run.settings {
		tb.checkSettings(s)
		s = tb.state()
	}

	if run.play {
		play, ok := s.button("play", "new match", "new game", "start")
		if !ok {
			t.Fatalf("no play button on the title: %+v", s.Buttons)
		}
		started := time.Now()
		x, y := play.center()
		tb.pressUntil(x, y, "table", func(s *snap) bool { return s.Scene == "table" })
		s = tb.waitState(60*time.Second, "your first turn", func(s *snap) bool { return s.YourTurn && len(s.Hand) > 0 || s.Over })
		res.InteractiveMS = int(evalNum(tb, `performance.now()`))
		if want := cmp.Or(run.game, "noddy"); s.Game != want {
			t.Errorf("%s: the table deals %q, want %q (the stored setting)", run.name, s.Game, want)
		}
		tb.checkSeed(s)
		tb.screenshot("table")
		before := s.MaxUpdateMS
		tb.eval(evalLimit, `window.__frames.on = true, 0`)
		res.Presses = tb.playToEnd()
		res.MatchSeconds = time.Since(started).Seconds()
		tb.eval(evalLimit, `window.__frames.on = false, 0`)
		s = tb.state()
		if !s.Over || s.Winner < 0 || s.Winner >= len(s.Scores) {
			t.Errorf("after the match: over %v winner %d, want over with a winning side of %v", s.Over, s.Winner, s.Scores)
		} else {
			if run.target > 0 && s.Scores[s.Winner] < run.target {
				t.Errorf("winner %d has %d points, under the game's %d", s.Winner, s.Scores[s.Winner], run.target)
			}
			for side, v := range s.Scores {
				if side != s.Winner && v >= s.Scores[s.Winner] {
					t.Errorf("winner %d has %d points, side %d %d", s.Winner, s.Scores[s.Winner], side, v)
				}
			}
		}
		t.Logf("match over: winner %d, scores %v, %d presses, %.1fs", s.Winner, s.Scores, res.Presses, res.MatchSeconds)
		time.Sleep(1500 * time.Millisecond) // the last animations
		tb.screenshot("end")
		frameStats(tb, &res)
		// The bridge keeps the longest Update since the page loaded; if it
		// grew during the match, the match had that frame.
		if s.MaxUpdateMS > before {
			res.MaxUpdateMS = s.MaxUpdateMS
		} else {
			res.MaxUpdateMS = -before // at most this; the longest was earlier
		}
	}

	if run.loadbar {
		play, ok := s.button("play")
		if !ok {
			t.Fatalf("no play button on the title: %+v", s.Buttons)
		}
		x, y := play.center()
		tb.pressUntil(x, y, "table", func(s *snap) bool { return s.Scene == "table" })
		s = tb.waitState(60*time.Second, "your first turn", func(s *snap) bool { return s.YourTurn || s.Over })
		tb.checkSeed(s)
	}
	if run.tutorial {
		res.TutorialSteps = tb.walkTutorial(url)
	}
	res.LocalStorageKeys = int(evalNum(tb, `localStorage.length`))

	tb.mu.Lock()
	defer tb.mu.Unlock()
	if len(tb.errs) > 0 {
		t.Errorf("console errors in %s:\n%s", run.name, strings.Join(tb.errs, "\n"))
	}
	return res
}

// checkReview: the page opened on #review=CODE shows the review, works
// it out, and steps into the replay. How long its Updates take is
// recorded, not asserted: it depends on the machine's load (the review's
// CPU time is a benchmark, BenchmarkReviewStep in engine/players).
func (tb *tab) checkReview(res *timings) {
	t := tb.t
	s := tb.waitState(90*time.Second, "the review scene", func(s *snap) bool { return s.Scene == "review" })
	t.Logf("%s: the review scene, worked out %v, the longest Update so far %.1f ms", tb.run.name, s.Reviewed, s.MaxUpdateMS)
	// The code is taken out of the address once read: a reload later, mid-
	// match, had opened the review again (and Play had dealt over the
	// match kept).
	if h := tb.eval(evalLimit, `location.hash`); h != "" {
		t.Errorf("%s: the address keeps %q after the review opened, want no hash", tb.run.name, h)
	}
	// The bridge keeps the longest Update since the page loaded: the
	// page's boot (fonts, the first layout) is in it, and is not the
	// review's work. An Update that grew it while the review was worked
	// out is.
	before := s.MaxUpdateMS
	start := time.Now()
	s = tb.waitState(120*time.Second, "the review worked out", func(s *snap) bool { return s.Reviewed })
	res.ReviewSeconds = time.Since(start).Seconds()
	res.MaxUpdateMS, res.ReviewStepMS, res.LoadAverage = s.MaxUpdateMS, s.ReviewStepMS, loadAverage()
	if s.MaxUpdateMS > before {
		t.Logf("%s: the longest Update while the review was worked out %.1f ms (the longest single decision judged, one Reviewer.Step: %.1f ms; load %s)",
			tb.run.name, s.MaxUpdateMS, s.ReviewStepMS, loadAverage())
	}
	tb.screenshot("review-summary")
	next, ok := s.button("next")
	if !ok {
		t.Fatalf("no Step through on the summary: %+v", s.Buttons)
	}
	x, y := next.center()
	s = tb.pressUntil(x, y, "the first stop", func(s *snap) bool { return s.Scene == "review" && s.Step == 1 })
	if s.Steps < 2 {
		t.Errorf("%s: the replay has %d stops", tb.run.name, s.Steps)
	}
	time.Sleep(500 * time.Millisecond)
	tb.screenshot("review-step")
	t.Logf("%s: the review took %.1f s on the page, the longest Update %.1f ms, %d stops", tb.run.name, res.ReviewSeconds, s.MaxUpdateMS, s.Steps)

	// A review's link put into the address of a tab already on the game
	// opens that review (the page starts again): it did nothing until a
	// reload.
	tb.eval(evalLimit, `window.__before = 1; location.hash = "review=`+tb.run.review+`"; "ok"`)
	// While the page starts again an evaluation may find no page to run
	// in: those errors are waited through.
	for deadline := time.Now().Add(90 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		ctx, cancel := context.WithTimeout(tb.ctx, 5*time.Second)
		again, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.__before === undefined`))
		cancel()
		if err == nil && again {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: the page did not start again for the pasted review link (%v)", tb.run.name, err)
		}
	}
	tb.waitState(90*time.Second, "the review again", func(s *snap) bool { return s.Scene == "review" && s.Step == 0 })
	if h := tb.eval(evalLimit, `location.hash`); h != "" {
		t.Errorf("%s: the address keeps %q after the pasted review opened, want no hash", tb.run.name, h)
	}
}

// evalLimit bounds one evaluation: the page's only thread can be busy for
// seconds on a loaded machine (the .wasm compiling, a slow software frame).
const evalLimit = 30 * time.Second

// checkSeed checks the match's seed: the page's ?seed= when given, else
// six digits a person can read out and type.
func (tb *tab) checkSeed(s *snap) {
	tb.t.Helper()
	if want := tb.run.seed; want != "" && s.Seed != want {
		tb.t.Errorf("%s: the match's seed %q, want the page's ?seed=%s", tb.run.name, s.Seed, want)
	} else if want == "" && (len(s.Seed) != 6 || strings.Trim(s.Seed, "0123456789") != "" || s.Seed[0] == '0') {
		tb.t.Errorf("%s: the match's seed %q, want six digits", tb.run.name, s.Seed)
	}
}

// checkLoadBar samples the loading screen while the throttled .wasm comes
// in: the bar's fill must stand where the status says ("3.1 of 16.2 MB");
// a width transition made it lag (no fill at 2.8 of 16.2 MB).
func (tb *tab) checkLoadBar() {
	tb.t.Helper()
	samples := 0
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) {
		v := tb.eval(evalLimit, `(() => {
			if (window.noddyLoad && window.noddyLoad.downloaded) return "done";
			const st = document.getElementById("status").textContent.match(/([0-9.]+) of ([0-9.]+) MB/);
			if (!st) return "";
			const fill = document.querySelector("#loader .fill").getBoundingClientRect().width;
			const track = document.querySelector("#loader .track").clientWidth;
			return (st[1] / st[2]) + " " + (fill / track);
		})()`)
		if v == "done" {
			break
		}
		var said, drawn float64
		if _, err := fmt.Sscan(v, &said, &drawn); err == nil && said > 0.03 && said < 0.97 {
			samples++
			if math.Abs(said-drawn) > 0.04 {
				tb.t.Errorf("%s: the loading bar is %.0f%% full while the status says %.0f%%", tb.run.name, drawn*100, said*100)
				return
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	if samples < 3 {
		tb.t.Errorf("%s: only %d samples of the loading bar while the .wasm came in", tb.run.name, samples)
	}
	tb.t.Logf("%s: the loading bar followed the bytes received in %d samples", tb.run.name, samples)
}

// playToEnd answers the player's decisions by clicks until the match is
// over: a card to lay (or pass); the cards to lay out, then Lay out; yes
// to a mog; a claim or a declaration left as it stands (muggins takes the
// rest); no call; the next game. A press that changes nothing within 2 s
// (a card that would pass thirty-one) moves on to the next card. It
// returns the presses made.
func (tb *tab) playToEnd() int {
	tb.t.Helper()
	deadline := time.Now().Add(15 * time.Minute)
	presses, skip := 0, 0
	for {
		s := tb.state()
		if s.Over {
			return presses
		}
		if time.Now().After(deadline) || presses > 400 {
			tb.screenshot("stuck")
			tb.t.Fatalf("%s: match not over after %d presses; state %+v", tb.run.name, presses, *s)
		}
		if !s.YourTurn || len(s.Hand) == 0 && s.Decision == "lay" {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		if presses == 3 {
			tb.screenshot("table-play")
		}
		if b, ok := tb.decisionButton(s); ok {
			if s.Decision == "discard" && presses < 3 {
				tb.screenshot("table-crib")
			}
			tick := s.Tick
			tb.press(b.center())
			presses++
			tb.waitState(20*time.Second, "the decision taken", func(a *snap) bool { return a.Over || a.Decision != s.Decision || a.Tick > tick+600 })
			continue
		}
		if s.Decision == "discard" {
			// The first card not picked yet.
			for i, r := range s.Hand {
				if i < len(s.Picked) && !s.Picked[i] {
					n := countTrue(s.Picked)
					tb.press(r.center())
					presses++
					tb.waitState(10*time.Second, "a card picked", func(a *snap) bool { return countTrue(a.Picked) != n || a.Decision != "discard" })
					break
				}
			}
			continue
		}
		card := s.Hand[skip%len(s.Hand)]
		n, tick := len(s.Hand), s.Tick
		tb.press(card.center())
		presses++
		moved := false
		for end := time.Now().Add(2 * time.Second); time.Now().Before(end); time.Sleep(40 * time.Millisecond) {
			a := tb.state()
			if a.Over || !a.YourTurn || len(a.Hand) != n {
				moved = true
				break
			}
			if a.Tick < tick {
				tb.t.Fatalf("%s: tick went back from %d to %d: the game restarted", tb.run.name, tick, a.Tick)
			}
		}
		if moved {
			skip = 0
		} else {
			skip++
		}
	}
}

// checkSettings goes to Settings from the title, presses "speed" four times
// and checks that localStorage follows the game's cycle from the run's
// stored speed (so the game read it: one that ignored storage would start
// from "normal"), ending where it began; then returns to the title.
func (tb *tab) checkSettings(s *snap) {
	tb.t.Helper()
	b, ok := s.button("settings")
	if !ok {
		tb.t.Fatalf("%s: no settings button on the title: %+v", tb.run.name, s.Buttons)
	}
	x, y := b.center()
	tb.pressUntil(x, y, "settings scene", func(s *snap) bool { return s.Scene == "settings" })
	s = tb.waitState(30*time.Second, "the settings buttons", func(s *snap) bool { return s.Scene == "settings" && len(s.Buttons) > 0 })
	speed, ok := s.button("speed")
	if !ok {
		tb.t.Fatalf("%s: no speed button in settings: %+v", tb.run.name, s.Buttons)
	}
	at := slices.Index(speeds, tb.run.speed)
	stored := func() string {
		return tb.eval(evalLimit, `(((localStorage.getItem("noddy.settings") || "").match(/^speed=(.*)$/m) || [])[1] || "")`)
	}
	if got := stored(); got != tb.run.speed {
		tb.t.Fatalf("%s: localStorage speed %q before pressing, want the preset %q", tb.run.name, got, tb.run.speed)
	}
	for k := 1; k <= len(speeds); k++ {
		want := speeds[(at+k)%len(speeds)]
		before := stored()
		x, y := speed.center()
		tb.pressUntil(x, y, "change of the stored speed", func(*snap) bool { return stored() != before })
		if got := stored(); got != want {
			tb.screenshot("settings-failed")
			tb.t.Fatalf("%s: localStorage speed %q after pressing speed (from %q), want %q", tb.run.name, got, before, want)
		}
	}
	tb.screenshot("settings")
	back, ok := tb.state().button("back")
	if !ok {
		tb.t.Fatalf("%s: no back button in settings", tb.run.name)
	}
	x, y = back.center()
	tb.pressUntil(x, y, "title after settings", func(s *snap) bool { return s.Scene == "title" })
	tb.waitState(30*time.Second, "the title's buttons", func(s *snap) bool { return s.Scene == "title" && len(s.Buttons) > 0 })
}

// toTitle waits for the page's first scene, a dealt table, and presses
// its Menu for the title.
func (tb *tab) toTitle() *snap {
	tb.t.Helper()
	s := tb.waitState(90*time.Second, "the opening table", func(s *snap) bool {
		_, ok := s.button("menu")
		return s.Scene == "table" && ok
	})
	menu, _ := s.button("menu")
	x, y := menu.center()
	tb.pressUntil(x, y, "the title", func(s *snap) bool { return s.Scene == "title" })
	return tb.waitState(30*time.Second, "the title's buttons", func(s *snap) bool { _, ok := s.button("friend"); return s.Scene == "title" && ok })
}

// walkTutorial opens the tutorial from the title and presses "next" until
// its last step (Step is 1-based, as the tutorial shows it: "step 3 of 40").
// It returns the last step reached.
func (tb *tab) walkTutorial(url string) int {
	tb.t.Helper()
	tb.do(30*time.Second, "reload", chromedp.Navigate(url+"/"))
	s := tb.toTitle()
	b, ok := s.button("tutorial", "learn", "how to play")
	if !ok {
		tb.t.Logf("%s: no tutorial button on the title (%+v): tutorial not checked", tb.run.name, s.Buttons)
		return 0
	}
	time.Sleep(700 * time.Millisecond)
	x, y := b.center()
	tb.pressUntil(x, y, "tutorial", func(s *snap) bool { return s.Scene == "tutorial" })
	s = tb.waitState(30*time.Second, "the tutorial's steps", func(s *snap) bool { return s.Scene == "tutorial" && s.Steps > 0 && len(s.Buttons) > 0 })
	tb.screenshot("tutorial-start")
	deadline := time.Now().Add(8 * time.Minute)
	if s.Step != 1 {
		tb.t.Errorf("%s: the tutorial opened at step %d, want 1", tb.run.name, s.Step)
	}
	// "next" turns the narration's page first when a step has several, so
	// a press need not change the step: each press is waited on for two
	// ticks, and the walk is bounded in time and presses.
	for presses := 0; s.Step < s.Steps; presses++ {
		if time.Now().After(deadline) || presses > 400 {
			tb.screenshot("timeout")
			tb.t.Fatalf("%s: tutorial stuck at step %d of %d after %d presses", tb.run.name, s.Step, s.Steps, presses)
		}
		if s.Scene != "tutorial" {
			tb.t.Fatalf("%s: left the tutorial at step %d of %d", tb.run.name, s.Step, s.Steps)
		}
		next, ok := s.button("next")
		if !ok {
			time.Sleep(50 * time.Millisecond)
			s = tb.state()
			continue
		}
		if s.Step == s.Steps/2 {
			tb.screenshot("tutorial-middle")
		}
		tb.press(next.center())
		tick := tb.state().Tick
		s = tb.waitState(20*time.Second, "two ticks after next", func(a *snap) bool { return a.Tick >= tick+2 })
	}
	time.Sleep(500 * time.Millisecond)
	tb.screenshot("tutorial-end")
	if s.Step != s.Steps {
		tb.t.Errorf("%s: tutorial ended at step %d of %d", tb.run.name, s.Step, s.Steps)
	}
	return s.Step
}

func frameStats(tb *tab, res *timings) {
	ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
	defer cancel()
	d, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`window.__frames.deltas`))
	if err != nil || len(d) == 0 {
		tb.t.Errorf("%s: no frame times (%v)", tb.run.name, err)
		return
	}
	slices.Sort(d)
	res.Frames = len(d)
	res.FrameP50MS = round1(d[len(d)/2])
	res.FrameP95MS = round1(d[len(d)*95/100])
	res.FrameMaxMS = round1(d[len(d)-1])
	for _, x := range d {
		if x > 50 {
			res.FramesOver50MS++
		}
		if x > 100 {
			res.FramesOver100MS++
		}
	}
	if la, err := os.ReadFile("/proc/loadavg"); err == nil {
		res.LoadAverage = strings.TrimSpace(string(la))
	}
}
