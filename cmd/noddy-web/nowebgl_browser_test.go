//go:build !js

package main

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"noddy/e2e/chrome"
)

// A browser without WebGL is told so, in words, on the loading screen:
// the page checks WebGL only once something has failed (a context made to
// look cost a first visit seconds with a software renderer).
func TestBrowserNoWebGL(t *testing.T) {
	dir := builtGame(t, "noddy.json")
	h, err := NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	srv := httptest.NewServer(h)
	defer srv.Close()
	all, cancelAll := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancelAll()
	flags := append(chrome.Steady(), chromedp.Flag("disable-3d-apis", true)) // no WebGL at all
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(all, chrome.Options(chrome.Path(t, "make test-web"), t.TempDir(), flags...)...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(allocCtx)
	defer cancel()
	if err := chromedp.Do(ctx); err != nil { // the browser starts with the test's context, not a step's
		t.Fatal(err)
	}
	tb := &tab{t: t, ctx: ctx, run: browserRun{name: "nowebgl", w: 800, h: 600, dpr: 1}}
	tb.do(60*time.Second, "open the page", chromedp.EmulateViewport(800, 600, chromedp.EmulateScale(1)), chromedp.Navigate(srv.URL+"/"))
	var got string
	for deadline := time.Now().Add(3 * time.Minute); got == "" && time.Now().Before(deadline); time.Sleep(250 * time.Millisecond) {
		got = tb.failed()
	}
	const want = "This browser offers no WebGL 2, which the game draws the table with. Turn on hardware acceleration in the browser's settings, or try another browser."
	if got != want {
		t.Errorf("without WebGL the loading screen says %q, want %q", got, want)
	}
	if s := tb.state(); s.Tick > 0 && s.Scene == "table" {
		t.Errorf("without WebGL the game ran to the table (tick %d)", s.Tick)
	}
}
