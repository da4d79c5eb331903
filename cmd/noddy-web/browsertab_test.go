//go:build !js

// The driver of one Chromium tab over the game's page: its state (the
// page's window.noddyState), presses, keys, waits and screenshots.

package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// snap mirrors window.noddy (scenes/platform/bridge_js.go), which mirrors scenes.Snapshot.
type snap struct {
	Scene    string   `json:"scene"`
	Tick     int      `json:"tick"`
	Scores   []int    `json:"scores"` // by side
	Turn     int      `json:"turn"`
	YourTurn bool     `json:"yourTurn"`
	Decision string   `json:"decision"` // "lay", "discard", "offer", …
	Hand     []rect   `json:"hand"`
	Picked   []bool   `json:"picked"`
	Game     string   `json:"game"`
	Seats    int      `json:"seats"`
	Buttons  []button `json:"buttons"`
	Over     bool     `json:"over"`
	Winner   int      `json:"winner"`
	Step     int      `json:"step"`
	Steps    int      `json:"steps"`
	Seed     string   `json:"seed"`
	DPR      float64  `json:"dpr"`
	Reviewed bool     `json:"reviewed"` // the review on show is worked out
	// The longest single decision the review judged (one Reviewer.Step,
	// which the game cannot split).
	ReviewStepMS float64 `json:"reviewStepMs"`
	// The longest Update so far (ms): the game's own time on the page's
	// only thread, where an AI that thinks too long would show.
	MaxUpdateMS float64 `json:"maxUpdateMs"`
}

type rect struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

func (r rect) center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

type button struct {
	Name string `json:"name"`
	rect
}

func (s *snap) button(names ...string) (button, bool) {
	for _, b := range s.Buttons {
		for _, n := range names {
			if strings.EqualFold(b.Name, n) {
				return b, true
			}
		}
	}
	return button{}, false
}

// tab is one page under test.
type tab struct {
	t    *testing.T
	ctx  context.Context
	run  browserRun
	shot string

	mu      sync.Mutex
	errs    []string     // console errors, exceptions, Go panics
	onFrame func(string) // told each "noddy-frame" line (?trace=frames), under mu
}

// stuck is each run's wait that timed out, said again at the end of
// TestBrowser: a log's tail (all CI shows of a long run) then names it.
var stuck struct {
	sync.Mutex
	notes []string
}

func noteStuck(run, format string, args ...any) {
	stuck.Lock()
	defer stuck.Unlock()
	stuck.notes = append(stuck.notes, run+": "+fmt.Sprintf(format, args...))
}

// consoleErrors fails the run for the page's console errors.
func (tb *tab) consoleErrors() {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if len(tb.errs) > 0 {
		tb.t.Errorf("console errors in %s:\n%s", tb.run.name, strings.Join(tb.errs, "\n"))
	}
}

func (tb *tab) onEvent(ev any) {
	var msg string
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range ev.Args {
			if a.Value != nil {
				var s string
				if json.Unmarshal(a.Value, &s) != nil {
					s = string(a.Value)
				}
				parts = append(parts, s)
			} else {
				parts = append(parts, a.Description)
			}
		}
		text := strings.Join(parts, " ")
		if l, ok := strings.CutPrefix(text, "noddy-frame "); ok && tb.onFrame != nil {
			tb.mu.Lock()
			tb.onFrame(l)
			tb.mu.Unlock()
			return
		}
		// wasm_exec.js prints Go's stderr with console.log: a panic is not an "error".
		if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert ||
			strings.Contains(text, "panic:") || strings.Contains(text, "fatal error:") {
			msg = fmt.Sprintf("console.%s: %s", ev.Type, text)
			if st := ev.StackTrace; st != nil {
				for i, f := range st.CallFrames {
					if i < 14 {
						msg += fmt.Sprintf(" < %s (%s:%d)", f.FunctionName, f.URL[strings.LastIndex(f.URL, "/")+1:], f.LineNumber)
					}
				}
			}
		}
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		msg = "exception: " + d.Text
		if d.Exception != nil {
			msg += " " + d.Exception.Description
		}
	}
	if msg != "" {
		tb.mu.Lock()
		tb.errs = append(tb.errs, msg)
		tb.mu.Unlock()
	}
}

// do runs actions within a time limit and fails the test on error.
func (tb *tab) do(limit time.Duration, what string, actions ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, limit)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		tb.t.Fatalf("%s: %s: %v", tb.run.name, what, err)
	}
}

func (tb *tab) eval(limit time.Duration, expr string) string {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, limit)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[[]byte](expr))
	if err != nil {
		tb.t.Fatalf("%s: evaluating %s: %v", tb.run.name, expr, err)
	}
	var s string
	if json.Unmarshal(v, &s) == nil {
		return s
	}
	return string(v)
}

func evalNum(tb *tab, expr string) float64 {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, evalLimit)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[float64](expr))
	if err != nil {
		tb.t.Fatalf("%s: evaluating %s: %v", tb.run.name, expr, err)
	}
	return v
}

// state reads window.noddy (nil before the game's first tick).
func (tb *tab) state() *snap {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, evalLimit)
	defer cancel()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[*snap](`window.noddy || null`))
	if err != nil {
		tb.t.Fatalf("%s: reading window.noddy: %v", tb.run.name, err)
	}
	if s == nil {
		return &snap{}
	}
	return s
}

func (tb *tab) failed() string {
	return tb.eval(evalLimit, `(() => {
		const l = document.getElementById("loader");
		if (!l) return "no loader: " + document.title + " " + document.body.innerText.slice(0, 80);
		return l.classList.contains("failed") ? document.getElementById("reason").textContent + " " + document.getElementById("detail").textContent : "";
	})()`)
}

// waitState polls window.noddy every 50 ms until ok, for at most limit.
func (tb *tab) waitState(limit time.Duration, what string, ok func(*snap) bool) *snap {
	tb.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		s := tb.state()
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			tb.screenshot("timeout")
			noteStuck(tb.run.name, "no %s after %v (scene %q, tick %d)", what, limit, s.Scene, s.Tick)
			tb.t.Fatalf("%s: no %s after %v; last state %+v; page failure %q; console %v", tb.run.name, what, limit, *s, tb.failed(), tb.errs)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (tb *tab) waitJS(limit time.Duration, what, expr string) {
	tb.t.Helper()
	deadline := time.Now().Add(limit)
	for evalNum(tb, "("+expr+") ? 1 : 0") != 1 {
		if time.Now().After(deadline) {
			tb.screenshot("timeout")
			noteStuck(tb.run.name, "no %s after %v", what, limit)
			tb.t.Fatalf("%s: no %s after %v; page failure %q", tb.run.name, what, limit, tb.failed())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// press clicks (mouse) or taps (touch) at CSS pixel (x, y). The press is
// held for at least 100 ms and two game ticks: a press released within one
// tick is never seen by the game, and on a loaded machine a tick can take
// longer than 100 ms.
func (tb *tab) press(x, y float64) {
	tb.t.Helper()
	var down, up chromedp.Action[chromedp.Void]
	if tb.run.touch {
		touch := func(typ input.DispatchTouchEventType, pts []*input.TouchPoint) chromedp.Action[chromedp.Void] {
			return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
				return err
			})
		}
		one, id := 1.0, 0.0
		down = touch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one, ID: &id}})
		up = touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
	} else {
		down = chromedp.Steps(
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		)
		up = chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))
	}
	tick := tb.state().Tick
	tb.do(30*time.Second, "press", down)
	time.Sleep(100 * time.Millisecond)
	tb.waitState(20*time.Second, "two ticks while pressed", func(s *snap) bool { return s.Tick >= tick+2 })
	tb.do(30*time.Second, "release", up)
}

// quickPress clicks or taps at CSS pixel (x, y) with the release sent right
// after the press, so both usually land between two game ticks: the game
// polls input once a tick and must still see it (e2e/quickinput).
func (tb *tab) quickPress(x, y float64) {
	tb.t.Helper()
	if tb.run.touch {
		touch := func(typ input.DispatchTouchEventType, pts []*input.TouchPoint) chromedp.Action[chromedp.Void] {
			return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
				return err
			})
		}
		one, id := 1.0, 0.0
		tb.do(30*time.Second, "quick tap",
			touch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one, ID: &id}}),
			touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}))
		return
	}
	tb.do(30*time.Second, "quick click",
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
}

// quickKey presses and releases a digit key with no delay between.
func (tb *tab) quickKey(digit int) {
	tb.t.Helper()
	key := func(typ input.DispatchKeyEventType) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			p := input.DispatchKeyEventParams{Type: typ, Key: fmt.Sprint(digit), Code: fmt.Sprintf("Digit%d", digit),
				WindowsVirtualKeyCode: int64('0' + digit), NativeVirtualKeyCode: int64('0' + digit)}
			if typ == input.DispatchKeyEventTypeKeyDown {
				p.Text = fmt.Sprint(digit)
			}
			_, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, p)
			return err
		})
	}
	tb.do(30*time.Second, "quick key", key(input.DispatchKeyEventTypeKeyDown), key(input.DispatchKeyEventTypeKeyUp))
}

// quickPresses checks that one quick press on the title's play button opens
// the table, and one quick key 1 lays a card: no retries, so a press lost
// between ticks fails the test.
func (tb *tab) quickPresses(s *snap) {
	tb.t.Helper()
	play, ok := s.button("play", "new match", "new game", "start")
	if !ok {
		tb.t.Fatalf("no play button on the title: %+v", s.Buttons)
	}
	// Let the title settle (its fade) so a press is taken at all.
	tick := s.Tick
	tb.waitState(20*time.Second, "the title settled", func(s *snap) bool { return s.Tick >= tick+30 })
	time.Sleep(500 * time.Millisecond)
	tb.quickPress(play.center())
	tb.waitState(10*time.Second, "the table after one quick press on play", func(s *snap) bool { return s.Scene == "table" })
	s = tb.waitState(60*time.Second, "your first turn", func(s *snap) bool { return s.YourTurn && len(s.Hand) > 0 })
	n := len(s.Hand)
	time.Sleep(500 * time.Millisecond) // your turn is taken as soon as it is published
	tb.quickKey(1)
	s = tb.waitState(10*time.Second, "a card laid after one quick key 1", func(s *snap) bool { return len(s.Hand) == n-1 })
	tb.t.Logf("%s: quick press opened the table; quick key 1 laid a card (hand %d -> %d)", tb.run.name, n, len(s.Hand))
}

// pressUntil presses (x, y) until ok holds, waiting up to 6 s after each
// press, at most 3 presses: right after a scene change the game may not yet
// take a press (its fade, a release from the previous screen).
func (tb *tab) pressUntil(x, y float64, what string, ok func(*snap) bool) *snap {
	tb.t.Helper()
	for try := 1; ; try++ {
		tb.press(x, y)
		for end := time.Now().Add(6 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
			if s := tb.state(); ok(s) {
				return s
			}
		}
		if try == 3 {
			tb.screenshot("timeout")
			noteStuck(tb.run.name, "no %s after 3 presses at (%.0f, %.0f)", what, x, y)
			tb.t.Fatalf("%s: no %s after 3 presses at (%.0f, %.0f); state %+v", tb.run.name, what, x, y, *tb.state())
		}
	}
}

// decisionButton is the button that answers the decision now, when it
// is answered by one: Lay out once the crib's cards are picked, yes to a
// mog, no call, a claim or a declaration as it stands, the next game.
func (tb *tab) decisionButton(s *snap) (button, bool) {
	switch s.Decision {
	case "discard":
		if countTrue(s.Picked) >= tb.run.need {
			return s.button("confirm")
		}
	case "offer", "reply":
		return s.button("yes")
	case "call":
		return s.button("no")
	case "claim", "declare":
		return s.button("done")
	case "next-game":
		return s.button("nextgame")
	}
	return button{}, false
}

func countTrue(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

func (tb *tab) screenshot(name string) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 20*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.t.Errorf("%s: screenshot %s: %v", tb.run.name, name, err)
		return
	}
	file := filepath.Join(tb.shot, tb.run.name+"-"+name+".png")
	if err := os.WriteFile(file, png, 0o644); err != nil {
		tb.t.Error(err)
	}
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }

// loadAverage is /proc/loadavg, for messages that depend on the machine's
// load.
func loadAverage() string {
	la, _ := os.ReadFile("/proc/loadavg")
	return strings.TrimSpace(string(la))
}

// builtGame skips a browser run unless NODDY_E2E is set, and is the folder
// of the built game (NODDY_WEB_DIR, else web/), failing the test when file
// is not in it.
func builtGame(t *testing.T, file string) string {
	t.Helper()
	if os.Getenv("NODDY_E2E") == "" {
		t.Skip("browser test skipped: run `make test-web` (or NODDY_E2E=1 after `make web-build`; needs Debian's chromium)")
	}
	dir := cmp.Or(os.Getenv("NODDY_WEB_DIR"), filepath.Join("..", "..", "web"))
	if _, err := os.Stat(filepath.Join(dir, file)); err != nil {
		t.Fatalf("no built game in %s (run make web-build): %v", dir, err)
	}
	return dir
}
