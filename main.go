// Command noddy is the Noddy table: a match against the computer on
// Justin du Coeur's 1996 reconstruction of the rules, in a window (or a
// browser, built for GOOS=js GOARCH=wasm).
//
//	noddy [-game NAME [-players N] [-options A,B]] [-seed N] [-level NAME]
//	      [-scene title|table|tutorial [-step N]] [-mute] [-autoplay]
//	      [-speed slow|normal|fast|instant] [-contrast] [-fourcolour] [-bigtext]
//	      [-size WxH] [-press TICK:KEY,...] [-screenshot FILE -ticks N]
//	      [-review CODE] [-server URL] [-join LINK]
//
// -h prints the usage (status 0); a bad flag prints the problem and exits
// with status 2, before any window is opened (package cmdline).
package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes"
	"noddy/scenes/platform"
	"noddy/ui/cmdline"
	"noddy/ui/shell"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// options turns the command line into the game's options.
func options(c cmdline.Config, stdout io.Writer) scenes.Options {
	o := scenes.Options{
		Seed: c.Seed, Level: c.Level, Scene: c.Scene, Step: c.Step, Muted: c.Mute, Autoplay: c.Autoplay,
		Game: c.Game, Players: c.Players, Options: c.Options,
		Speed: c.Speed, Screenshot: scenes.Screenshot{File: c.Screenshot, Ticks: c.Ticks}, CanQuit: runtime.GOOS != "js", // a page is closed, not quit
		HighContrast: c.HighContrast, FourColour: c.FourColour, BigText: c.BigText,
		Review: c.Review,
		Server: c.Server, Join: c.Join,
		// Slow frames (software WebGL, a slow phone) do not slow the game;
		// a screenshot steps its ticks as the tests do.
		KeepPace: c.Screenshot == "",
		// The desktop's or the page's stores, clipboard, text box, voice…
		Platform: platform.New(),
		// A first-timer opens on a dealt hand: the table offers the
		// tutorial (a screenshot's record is empty: it shows the offer);
		// the title says the version.
		OfferTutorial: true, Version: cmdline.Version(),
		// The match left unfinished is taken up again, unless a seed
		// asks for a match of its own (or a screenshot or a
		// demonstration is made).
		Resume: !c.SeedGiven && c.Screenshot == "" && !c.Autoplay,
		// A new shared table's link, where it can be copied from.
		OnLink: func(link string) {
			fmt.Fprintln(stdout, "link:", link)
			platform.PageAt(link)
		},
		OffTable: platform.PageHome,
	}
	if o.Review == "" {
		o.Review = platform.TakePageReview() // the page's #review=CODE (the browser)
	}
	for _, p := range c.Press {
		o.Press = append(o.Press, scenes.Press{Tick: p.Tick, Key: p.Key})
	}
	if c.Screenshot != "" {
		// A screenshot is the same frame on every machine: the saved
		// settings are not read (nor written), and there is no sound.
		o.Platform.Settings = &shell.MemStore{S: shell.DefaultSettings()}
		o.Muted = true
	}
	return o
}

func run(args []string, stdout, stderr io.Writer) int {
	c, err := cmdline.Read(args, time.Now())
	if err != nil {
		return cmdline.Answer(err, stdout, stderr)
	}
	g, err := scenes.New(options(c, stdout))
	if err != nil {
		fmt.Fprintln(stderr, "noddy:", err)
		return cmdline.ExitUsage
	}
	ebiten.SetWindowTitle("Noddy")
	ebiten.SetWindowSize(c.W, c.H)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(platform.Bridge(g)); err != nil {
		fmt.Fprintln(stderr, "noddy:", err)
		return cmdline.ExitFail
	}
	return cmdline.ExitOK
}
