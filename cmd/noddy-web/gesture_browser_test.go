//go:build !js

package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"noddy/client/tableclient"
	"noddy/e2e/chrome"
)

// A page that joined a table by its link, in a browser that starts audio
// only after a gesture (every browser's default; TestBrowser's Chromium
// plays without one): the first gesture is the press into the chat box
// and the keys typed there. Each of them asks the page's AudioContext to
// resume until the first resume has finished; the console must stay clean
// ("call to released function" was logged when a second resume finished).
func TestBrowserFirstGesture(t *testing.T) {
	dir := builtGame(t, "noddy.wasm")
	browser := chrome.Path(t, "make test-web")
	h, err := NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	srv := tablesServer(t, h)
	all, cancelAll := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancelAll()
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(all, chrome.Options(browser, t.TempDir(),
		append(chrome.Steady(), chromedp.Flag("autoplay-policy", "user-gesture-required"))...)...)
	defer cancelAlloc()
	browserCtx, cancelBrowser := chromedp.NewContext(allocCtx)
	defer cancelBrowser()
	if err := chromedp.Do(browserCtx); err != nil {
		t.Fatalf("starting %s: %v", browser, err)
	}

	// Ann sits from a program; Bob opens the link in the browser.
	c, err := tableclient.Create(all, srv.URL, "noddy", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	ann := &tableclient.Client{Servers: []string{srv.URL}, Table: c.ID, Name: "Ann"}
	go ann.Run(all)
	shots := t.TempDir()
	bob := person(t, browserCtx, shots, browserRun{name: "first-gesture", w: 1024, h: 640, dpr: 1, speed: "instant"}, "Bob")
	// The page's audio contexts, to see the sound start after the gesture.
	bob.do(30*time.Second, "watch the audio contexts", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `
			self.testContexts = [];
			const C = self.AudioContext;
			self.AudioContext = class extends C { constructor(...a) { super(...a); self.testContexts.push(this); } };`})
		return err
	}))
	bob.do(30*time.Second, "open the link", chromedp.Navigate(c.Link))
	bob.waitShared(90*time.Second, "Bob at the table", func(s *snap, sh *sharedSnap) bool { return s.Scene == "table" && sh.State == "table" })
	// Keys let go before the first press (a key held over from the
	// address bar, a keyboard's repeat): each asks the context to resume
	// too, and their resumes wait for the gesture that allows one.
	bob.eval(evalLimit, `(() => { for (let i = 0; i < 5; i++) document.dispatchEvent(new KeyboardEvent("keyup", {key: "a"})); return ""; })()`)
	bob.focusField()
	bob.typeText("good luck to you both")
	bob.waitShared(10*time.Second, "the typed text in the field", func(_ *snap, sh *sharedSnap) bool { return sh.Field.Text == "good luck to you both" })
	time.Sleep(2 * time.Second) // the resumes' answers
	if st := bob.eval(evalLimit, `self.testContexts.map(c => c.state).join(" ")`); st != "running" {
		t.Errorf("the page's audio contexts after the gesture: %q, want one running", st)
	}
	bob.mu.Lock()
	defer bob.mu.Unlock()
	if len(bob.errs) > 0 {
		t.Errorf("console errors after the first gesture:\n%s", strings.Join(bob.errs, "\n"))
	}
}
