package cmdline

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"noddy/engine/players"
	"noddy/internal/version"
	"noddy/ui"
	"noddy/ui/friend"
	"noddy/ui/input"
)

var now = time.Date(2026, 3, 1, 12, 0, 0, 123456789, time.UTC)

func TestBadFlagsExit2(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-scene", "lobby"}, `-scene "lobby": want title, table or tutorial`},
		{[]string{"-step", "3"}, `-step 3: want -scene tutorial and a step from 1 to 38`},
		{[]string{"-scene", "tutorial", "-step", "42"}, `-step 42: want -scene tutorial`},
		{[]string{"-level", "grandmaster"}, `-level "grandmaster": want one of easy|medium|expert`},
		{[]string{"-speed", "warp"}, `-speed "warp"`},
		{[]string{"-seed", "x"}, `invalid value "x" for flag -seed`},
		{[]string{"-screenshot", "a.png"}, "-screenshot FILE and -ticks N"},
		{[]string{"-ticks", "5"}, "-screenshot FILE and -ticks N"},
		{[]string{"-size", "10x10"}, `-size "10x10"`},
		{[]string{"-press", "x:c"}, `-press "x:c"`},
		{[]string{"-press", "5:q"}, `-press "5:q": unknown key "q"`},
		{[]string{"-nosuchflag"}, "flag provided but not defined: -nosuchflag"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"-game", "chess"}, `-game: game "chess": unknown (known: noddy, parlett`},
		{[]string{"-game", "parlett", "-players", "3"}, `-game: game "parlett": is not dealt for 3 players (2 or 4)`},
		{[]string{"-game", "cribbage", "-options", "lurch,no-skunks"}, `-game: game "cribbage": options "lurch" and "no-skunks" exclude each other`},
		{[]string{"-options", "muggins"}, "-players and -options go with -game NAME"},
		// A match code with one character mistyped, and one that is not a code.
		{[]string{"-review", "410E88RPNN1AS40Y"}, "-review: That match code cannot be read: the code's check symbol does not match: a character is mistyped. Check it letter by letter."},
		{[]string{"-review", "hello!"}, `-review: That match code cannot be read: "l" at 3 is not in a match code.`},
		{[]string{"-join", "example.com/t/abc"}, `-join "example.com/t/abc": `},
		{[]string{"-join", "http://127.0.0.1:8080/x"}, `-join "http://127.0.0.1:8080/x": `},
		{[]string{"-server", "127.0.0.1:8080"}, `-server "127.0.0.1:8080": want http://host:port`},
	} {
		_, err := Parse(c.args, now)
		var out, errw bytes.Buffer
		if code := Answer(err, &out, &errw); code != 2 {
			t.Errorf("%v: exit %d, want 2", c.args, code)
		}
		if want := "noddy: " + c.want; !strings.HasPrefix(errw.String(), want) || !strings.HasSuffix(errw.String(), "\nRun 'noddy -h' for usage.\n") {
			t.Errorf("%v: stderr %q, want it to start %q and name -h", c.args, errw.String(), want)
		}
		if out.Len() != 0 {
			t.Errorf("%v: stdout %q, want nothing", c.args, out.String())
		}
	}
}

// -h prints the usage on stdout, every flag in it, and exits 0.
func TestHelp(t *testing.T) {
	t.Run("review", func(t *testing.T) {
		c, err := Parse([]string{"-review", "410E88RPNN1AS40Z"}, now)
		if err != nil || c.Review != "410E88RPNN1AS40Z" {
			t.Errorf("-review with a good code: %v, %+v", err, c.Review)
		}
	})
	for _, arg := range []string{"-h", "-help", "--help"} {
		_, err := Parse([]string{arg}, now)
		var out, errw bytes.Buffer
		if code := Answer(err, &out, &errw); code != 0 || errw.Len() != 0 {
			t.Fatalf("%s: exit %d, stderr %q", arg, code, errw.String())
		}
		for _, want := range []string{"usage: noddy [flags]", "-seed seed", "-level level", "easy|medium|expert", "-press TICK:KEY,...",
			"keys: 1 2 3 4 5 6 7 left right up down enter space esc n c h r s y m p t d u backspace v)",
			"-game game", "noddy, parlett, macgregor, early-cribbage, costly-colours, cribbage, cribbage-five, cribbage-seven, cribbage-three, cribbage-four", "-players", "-options"} {
			if !strings.Contains(out.String(), want) {
				t.Errorf("%s: usage lacks %q:\n%s", arg, want, out.String())
			}
		}
	}
}

func TestGoodFlags(t *testing.T) {
	c, err := Parse([]string{"-seed", "7", "-level", players.Levels()[0], "-scene", "table", "-autoplay", "-game", "cribbage-four", "-options", "muggins,lurch",
		"-speed", "instant", "-contrast", "-press", "5:c,9:esc", "-screenshot", "x.png", "-ticks", "3", "-size", "640x360"}, now)
	if err != nil {
		t.Fatal(err)
	}
	if c.Seed != 7 || c.Scene != "table" || !c.Autoplay || c.Speed != "instant" || c.HighContrast == nil || !*c.HighContrast ||
		c.FourColour != nil || len(c.Press) != 2 || c.Press[1] != (Press{9, input.KeyEscape}) || c.Ticks != 3 || c.W != 640 || c.H != 360 ||
		c.Game != "cribbage-four" || len(c.Options) != 2 || c.Options[1] != "lurch" {
		t.Fatalf("parsed %+v", c)
	}
	if c.Server != friend.DefaultServer || c.Join != "" {
		t.Errorf("-server %q -join %q by default, want %q and none", c.Server, c.Join, friend.DefaultServer)
	}
	link := "http://127.0.0.1:9/t/AAAAAAAAAAAAAAAAAAAAAA"
	if c, err := Parse([]string{"-server", "https://cards.example", "-join", link}, now); err != nil || c.Server != "https://cards.example" || c.Join != link {
		t.Errorf("-server and -join: %+v %v", c, err)
	}
}

// Without -seed the seed is six digits, from the clock.
func TestSeedFromClock(t *testing.T) {
	c, err := Parse(nil, now)
	if err != nil {
		t.Fatal(err)
	}
	if want := ui.ShortSeed(uint64(now.UnixNano())); c.Seed != want || c.Seed < 100000 || c.Seed > 999999 {
		t.Errorf("seed %d, want %d (six digits)", c.Seed, want)
	}
	if c2, _ := Parse(nil, now.Add(time.Millisecond)); c2.Seed == c.Seed {
		t.Errorf("the seed did not change with the clock: %d", c.Seed)
	}
}

// -version answers before anything else, on stdout, with status 0.
func TestVersion(t *testing.T) {
	_, err := Parse([]string{"-version"}, time.Unix(0, 0))
	if !errors.Is(err, ErrVersion) {
		t.Fatalf("-version: %v, want ErrVersion", err)
	}
	var out, errOut strings.Builder
	version.Release = "v9.8.7"
	defer func() { version.Release = "" }()
	if code := Answer(err, &out, &errOut); code != ExitOK || out.String() != "noddy v9.8.7\n" || errOut.Len() != 0 {
		t.Errorf("Answer(-version) = %d, stdout %q, stderr %q; want 0, \"noddy v9.8.7\\n\", nothing", code, out.String(), errOut.String())
	}
	version.Release = ""
	if v := Version(); !strings.HasPrefix(v, "dev") {
		t.Errorf("Version() of a plain build = %q, want dev…", v)
	}
}
