// Package cmdline reads the noddy command line. It imports no Ebitengine,
// so that the command line is answered (the usage, a mistake and exit
// status 2) before anything touches the window system: see early.go.
//
//	noddy [-game NAME [-players N] [-options A,B]] [-seed N] [-level NAME]
//	      [-scene title|table|tutorial [-step N]] [-mute] [-autoplay]
//	      [-speed slow|normal|fast|instant] [-contrast] [-fourcolour] [-bigtext]
//	      [-size WxH] [-press TICK:KEY,...] [-screenshot FILE -ticks N]
//	      [-review CODE] [-server URL] [-join LINK]
package cmdline

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/engine/players"
	"noddy/tutorial"
	"noddy/ui"
	"noddy/ui/friend"
	"noddy/ui/input"
	"noddy/ui/review"
	"noddy/ui/table"
)

// Config is the command line, read.
type Config struct {
	Seed      uint64 // the first match's: -seed, else short and from the clock (ui.ShortSeed)
	SeedGiven bool
	Level     string
	// Game, Players and Options choose the rule set for this run (the
	// engine's names; "" as saved).
	Game     string
	Players  int
	Options  []string
	Scene    string
	Step     int
	Mute     bool
	Autoplay bool
	Speed    string
	// Overrides of the saved settings (nil: as saved).
	HighContrast, FourColour, BigText *bool
	W, H                              int
	Press                             []Press
	Screenshot                        string
	Ticks                             int
	// Review is a match code whose review opens at start (-review CODE).
	Review string
	// Server is where Play a friend creates shared tables; Join a
	// table's link to open at start (both checked).
	Server, Join string
}

// Press is a key pressed at a tick (-press).
type Press struct {
	Tick int
	Key  input.Key
}

// UsageError is a bad command line: exit status 2.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

// ErrHelp is Parse's error for -h or -help: the usage is wanted.
var ErrHelp = flag.ErrHelp

// ErrVersion is Parse's error for -version: the version is wanted.
var ErrVersion = errors.New("the version is wanted")

// Exit statuses.
const (
	ExitOK    = 0
	ExitFail  = 1 // the game could not run (no display, no window)
	ExitUsage = 2 // a bad command line
)

func flags(c *Config) (*flag.FlagSet, func() error) {
	fs := flag.NewFlagSet("noddy", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // Answer reports; the flag package's own output would repeat it
	seed := fs.Uint64("seed", 0, "the first match's `seed` (0 or unset: a six-digit one from the clock); share it to replay a deal")
	levels := strings.Join(players.Levels(), "|")
	level := fs.String("level", "", "the computer's `level` ("+levels+"; default: the saved setting)")
	game := fs.String("game", "", "the `game` of the family for this run ("+strings.Join(gameNames(), ", ")+"; default: the saved choice)")
	fs.IntVar(&c.Players, "players", 0, "with -game: how many play, where the game has a choice (parlett: 2 or 4)")
	options := fs.String("options", "", "with -game: its options, comma-separated (e.g. muggins,lurch)")
	scene := fs.String("scene", "table", "the first `scene`: table (a dealt match against the computer), title or tutorial")
	step := fs.Int("step", 0, "with -scene tutorial: open the tutorial at step `N` (1-based)")
	fs.BoolVar(&c.Mute, "mute", false, "no sound at all (no audio device is opened)")
	fs.BoolVar(&c.Autoplay, "autoplay", false, "the computer plays both seats (a demonstration)")
	speed := fs.String("speed", "", "animation `speed` for this run: slow, normal, fast or instant")
	hc := fs.Bool("contrast", false, "high contrast for this run")
	four := fs.Bool("fourcolour", false, "four-colour suits for this run")
	big := fs.Bool("bigtext", false, "big text for this run")
	size := fs.String("size", "1280x800", "window size `WxH` in logical pixels")
	fs.StringVar(&c.Screenshot, "screenshot", "", "write the screen to this PNG `file` after -ticks ticks, then exit")
	fs.IntVar(&c.Ticks, "ticks", 0, "ticks to run before -screenshot (60 a second)")
	reviewCode := fs.String("review", "", "open the review of the match a `code` names (the end box's Copy, noddy-cli sim --codes)")
	fs.StringVar(&c.Server, "server", friend.DefaultServer, "the table server `URL` where Play a friend creates shared tables (make web serves one)")
	fs.StringVar(&c.Join, "join", "", "open the shared table at `LINK` (http://host/t/ID): take its free seat, come back to yours, or watch")
	press := fs.String("press", "", "keys to press at given ticks, `TICK:KEY,...` (e.g. 300:c; keys: "+strings.Join(keyNames(), " ")+")")
	showVersion := fs.Bool("version", false, "print the game's version and exit")
	check := func() error {
		if fs.NArg() > 0 {
			return &UsageError{fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
		}
		if *showVersion {
			return ErrVersion
		}
		c.Seed, c.Level, c.Scene, c.Step, c.Speed, c.Game = *seed, *level, *scene, *step, *speed, *game
		if *options != "" {
			c.Options = strings.Split(*options, ",")
		}
		if c.Game == "" && (c.Players != 0 || len(c.Options) > 0) {
			return &UsageError{"-players and -options go with -game NAME"}
		}
		if c.Game != "" {
			if _, err := engine.Lookup(c.Game, c.Players, c.Options...); err != nil {
				return &UsageError{fmt.Sprintf("-game: %v", err)}
			}
		}
		if c.Review = *reviewCode; c.Review != "" {
			if _, err := engine.MatchFromCode(c.Review); err != nil {
				return &UsageError{"-review: " + review.CodeWords(err)}
			}
		}
		if c.Scene != "title" && c.Scene != "table" && c.Scene != "tutorial" {
			return &UsageError{fmt.Sprintf("-scene %q: want title, table or tutorial", c.Scene)}
		}
		if c.Step != 0 {
			tu, ok := tutorial.For(c.Game) // the game's own tutorial, else Noddy's (as the title offers)
			if !ok {
				tu, _ = tutorial.For("noddy")
			}
			if n := tu.Len(); c.Scene != "tutorial" || c.Step < 1 || c.Step > n {
				return &UsageError{fmt.Sprintf("-step %d: want -scene tutorial and a step from 1 to %d", c.Step, n)}
			}
		}
		if c.Level != "" && !slices.Contains(players.Levels(), c.Level) && !slices.Contains(players.PlayerNames(), c.Level) {
			return &UsageError{fmt.Sprintf("-level %q: want one of %s", c.Level, levels)}
		}
		if c.Speed != "" {
			if _, ok := table.ParseSpeed(c.Speed); !ok {
				return &UsageError{fmt.Sprintf("-speed %q: want slow, normal, fast or instant", c.Speed)}
			}
		}
		if _, err := fmt.Sscanf(*size, "%dx%d", &c.W, &c.H); err != nil || c.W < 160 || c.H < 160 || c.W > 8000 || c.H > 8000 {
			return &UsageError{fmt.Sprintf("-size %q: want WxH, each 160..8000", *size)}
		}
		if c.Join != "" {
			if _, _, err := client.ParseLink(c.Join); err != nil {
				return &UsageError{fmt.Sprintf("-join %q: %v", c.Join, err)}
			}
		}
		if !client.CheckServer(c.Server) {
			return &UsageError{fmt.Sprintf("-server %q: want http://host:port", c.Server)}
		}
		if (c.Screenshot == "") != (c.Ticks == 0) || c.Ticks < 0 {
			return &UsageError{"-screenshot FILE and -ticks N (N > 0) go together"}
		}
		if *press != "" {
			for _, item := range strings.Split(*press, ",") {
				var tick int
				tk, kn, ok := strings.Cut(item, ":")
				if _, err := fmt.Sscanf(tk, "%d", &tick); err != nil || !ok || tick < 1 {
					return &UsageError{fmt.Sprintf("-press %q: want TICK:KEY with TICK ≥ 1", item)}
				}
				k, known := input.KeyNames[strings.ToLower(kn)]
				if !known {
					return &UsageError{fmt.Sprintf("-press %q: unknown key %q", item, kn)}
				}
				c.Press = append(c.Press, Press{Tick: tick, Key: k})
			}
		}
		set := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
		c.SeedGiven = set["seed"] && c.Seed != 0
		if set["contrast"] {
			c.HighContrast = hc
		}
		if set["fourcolour"] {
			c.FourColour = four
		}
		if set["bigtext"] {
			c.BigText = big
		}
		return nil
	}
	return fs, check
}

// Parse reads the arguments (without the program's name). A seed not
// given is made from now, short enough to read out and type. The error is
// ErrHelp for -h, or a *UsageError.
func Parse(args []string, now time.Time) (Config, error) {
	var c Config
	fs, check := flags(&c)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return c, ErrHelp
		}
		return c, &UsageError{err.Error()}
	}
	if err := check(); err != nil {
		return Config{}, err
	}
	if !c.SeedGiven {
		c.Seed = ui.ShortSeed(uint64(now.UnixNano()))
	}
	return c, nil
}

// Usage writes the synopsis and every flag.
func Usage(w io.Writer) {
	fs, _ := flags(&Config{})
	fmt.Fprintln(w, "usage: noddy [flags]")
	fmt.Fprintln(w, "\nNoddy, the 16th-century card game, against the computer.")
	fmt.Fprintln(w, "\nFlags:")
	fs.SetOutput(w)
	fs.PrintDefaults()
}

// Answer reports what Parse's error asks for and returns the exit status:
// the usage on stdout for ErrHelp (0), the version for ErrVersion (0),
// else the mistake on stderr (2).
func Answer(err error, stdout, stderr io.Writer) int {
	if errors.Is(err, ErrHelp) {
		Usage(stdout)
		return ExitOK
	}
	if errors.Is(err, ErrVersion) {
		fmt.Fprintln(stdout, "noddy", Version())
		return ExitOK
	}
	fmt.Fprintf(stderr, "noddy: %v\nRun 'noddy -h' for usage.\n", err)
	return ExitUsage
}

func gameNames() []string {
	var out []string
	for _, g := range engine.Games() {
		out = append(out, g.Name)
	}
	return out
}

func keyNames() []string {
	var out []string
	for n := range input.KeyNames {
		out = append(out, n)
	}
	sort.Slice(out, func(i, j int) bool { return input.KeyNames[out[i]] < input.KeyNames[out[j]] })
	return out
}

// The command line as the desktop's early init read it (early.go).
var (
	early   Config
	earlyOK bool
)

// Read returns the command line: as read before Ebitengine started (the
// desktop), or read now (the browser, tests).
func Read(args []string, now time.Time) (Config, error) {
	if earlyOK {
		return early, nil
	}
	return Parse(args, now)
}
