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
