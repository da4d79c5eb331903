// Command noddy is the Noddy table: a match against the computer on
// Justin du Coeur's 1996 reconstruction of the rules, in a window (or a
// browser, built for GOOS=js GOARCH=wasm).
//
//	noddy [-seed N] [-level NAME] [-scene title|table|tutorial [-step N]] [-mute] [-autoplay]
//	      [-speed slow|normal|fast|instant] [-contrast] [-fourcolour] [-bigtext]
//	      [-size WxH] [-screenshot FILE -ticks N]
//
// A bad flag prints the problem and the usage and exits with status 2.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/engine/players"
	"noddy/scenes"
	"noddy/scenes/model"
	"noddy/tutorial"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stderr))
}

// config is the parsed command line.
type config struct {
	opts scenes.Options
	w, h int
}

// usageError is a bad command line: exit status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func parse(args []string, stderr io.Writer) (config, error) {
	fs := flag.NewFlagSet("noddy", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c config
	seed := fs.Uint64("seed", 0, "the first match's `seed` (0 or unset: from the clock); share it to replay a deal")
	levels := strings.Join(players.Levels(), "|")
	level := fs.String("level", "", "the computer's `level` ("+levels+"; default: the saved setting)")
	scene := fs.String("scene", "title", "the first `scene`: title, table or tutorial")
	step := fs.Int("step", 0, "with -scene tutorial: open the tutorial at step `N` (1-based)")
	mute := fs.Bool("mute", false, "no sound at all (no audio device is opened)")
	auto := fs.Bool("autoplay", false, "the computer plays both seats (a demonstration)")
	speed := fs.String("speed", "", "animation `speed` for this run: slow, normal, fast or instant")
	hc := fs.Bool("contrast", false, "high contrast for this run")
	four := fs.Bool("fourcolour", false, "four-colour suits for this run")
	big := fs.Bool("bigtext", false, "big text for this run")
	size := fs.String("size", "1280x800", "window size `WxH` in logical pixels")
	shot := fs.String("screenshot", "", "write the screen to this PNG `file` after -ticks ticks, then exit")
	ticks := fs.Int("ticks", 0, "ticks to run before -screenshot (60 a second)")
	press := fs.String("press", "", "keys to press at given ticks, `TICK:KEY,...` (e.g. 300:c; keys: 1 2 3 left right up down enter space esc n c h r s y m)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return c, err
		}
		return c, &usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return c, &usageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
	}
	if *scene != "title" && *scene != "table" && *scene != "tutorial" {
		return c, &usageError{fmt.Sprintf("-scene %q: want title, table or tutorial", *scene)}
	}
	if *step != 0 {
		if n := tutorial.New().Len(); *scene != "tutorial" || *step < 1 || *step > n {
			return c, &usageError{fmt.Sprintf("-step %d: want -scene tutorial and a step from 1 to %d", *step, n)}
		}
	}
	if *level != "" && !slices.Contains(players.Levels(), *level) && !slices.Contains(players.PlayerNames(), *level) {
		return c, &usageError{fmt.Sprintf("-level %q: want one of %s", *level, levels)}
	}
	if *speed != "" {
		if _, ok := model.ParseSpeed(*speed); !ok {
			return c, &usageError{fmt.Sprintf("-speed %q: want slow, normal, fast or instant", *speed)}
		}
	}
	if _, err := fmt.Sscanf(*size, "%dx%d", &c.w, &c.h); err != nil || c.w < 160 || c.h < 160 || c.w > 8000 || c.h > 8000 {
		return c, &usageError{fmt.Sprintf("-size %q: want WxH, each 160..8000", *size)}
	}
	if (*shot == "") != (*ticks == 0) || *ticks < 0 {
		return c, &usageError{"-screenshot FILE and -ticks N (N > 0) go together"}
	}
	var presses []scenes.Press
	if *press != "" {
		for _, item := range strings.Split(*press, ",") {
			var tick int
			var name string
			tk, kn, ok := strings.Cut(item, ":")
			if _, err := fmt.Sscanf(tk, "%d", &tick); err != nil || !ok || tick < 1 {
				return c, &usageError{fmt.Sprintf("-press %q: want TICK:KEY with TICK ≥ 1", item)}
			}
			name = strings.ToLower(kn)
			k, known := scenes.KeyNames[name]
			if !known {
				return c, &usageError{fmt.Sprintf("-press %q: unknown key %q", item, kn)}
			}
			presses = append(presses, scenes.Press{Tick: tick, Key: k})
		}
	}
	c.opts = scenes.Options{
		Press: presses,
		Seed:  *seed, Level: *level, Scene: *scene, Step: *step, Muted: *mute, Autoplay: *auto,
		Speed: *speed, Screenshot: *shot, Ticks: *ticks, CanQuit: runtime.GOOS != "js", // a page is closed, not quit
	}
	if *seed == 0 {
		c.opts.Seed = uint64(time.Now().UnixNano())
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["contrast"] {
		c.opts.HighContrast = hc
	}
	if set["fourcolour"] {
		c.opts.FourColour = four
	}
	if set["bigtext"] {
		c.opts.BigText = big
	}
	if *shot != "" {
		// A screenshot is the same frame on every machine: the saved
		// settings are not read (nor written), and there is no sound.
		c.opts.Store = &model.MemStore{S: model.DefaultSettings()}
		c.opts.Muted = true
	}
	return c, nil
}

func run(args []string, stderr io.Writer) int {
	c, err := parse(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0 // the usage is printed
	}
	var ue *usageError
	if errors.As(err, &ue) {
		fmt.Fprintln(stderr, "noddy:", ue.msg)
		return 2
	}
	g, err := scenes.New(c.opts)
	if err != nil {
		fmt.Fprintln(stderr, "noddy:", err)
		return 2
	}
	ebiten.SetWindowTitle("Noddy")
	ebiten.SetWindowSize(c.w, c.h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(bridge(g)); err != nil {
		fmt.Fprintln(stderr, "noddy:", err)
		return 1
	}
	return 0
}
