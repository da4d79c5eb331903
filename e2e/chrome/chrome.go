//go:build !js

// Package chrome finds and starts Debian's Chromium, headless, for the
// browser tests (cmd/noddy-web's and e2e/quickinput's).
package chrome

import (
	"os"
	"os/exec"
	"testing"

	"github.com/chromedp/chromedp"
)

// Path is the browser to run: NODDY_CHROMIUM, or chromium on PATH. With
// neither the test fails, naming target, the make target that installs it.
func Path(t testing.TB, target string) string {
	t.Helper()
	browser := os.Getenv("NODDY_CHROMIUM")
	if browser == "" {
		p, err := exec.LookPath("chromium")
		if err != nil {
			t.Fatal("chromium not found: install Debian's package (apt-get install chromium), as " + target + " does")
		}
		browser = p
	}
	return browser
}

// Options are what every browser test runs Chromium with (headless, no
// sandbox, no first-run pages, its own profile in dataDir, WebGL drawn by
// SwiftShader), then the test's own extra.
func Options(browser, dataDir string, extra ...chromedp.ExecAllocatorOption) []chromedp.ExecAllocatorOption {
	return append([]chromedp.ExecAllocatorOption{
		chromedp.ExecPath(browser),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(dataDir),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
	}, extra...)
}

// Steady are the flags of a browser that does no work of its own in the
// background (networking, component updates, sync), keeps its shared
// memory off /dev/shm, and never slows a page's timers or renderer.
func Steady() []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
	}
}
