package main

import (
	"bytes"
	"strings"
	"testing"

	"noddy/engine/players"
)

func TestBadFlagsExit2(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-scene", "lobby"}, `-scene "lobby": want title, table or tutorial`},
		{[]string{"-step", "3"}, `-step 3: want -scene tutorial and a step from 1 to 38`},
		{[]string{"-scene", "tutorial", "-step", "42"}, `-step 42: want -scene tutorial`},
		{[]string{"-level", "grandmaster"}, `-level "grandmaster": want one of`},
		{[]string{"-speed", "warp"}, `-speed "warp"`},
		{[]string{"-seed", "x"}, `invalid value "x" for flag -seed`},
		{[]string{"-screenshot", "a.png"}, "-screenshot FILE and -ticks N"},
		{[]string{"-ticks", "5"}, "-screenshot FILE and -ticks N"},
		{[]string{"-size", "10x10"}, `-size "10x10"`},
		{[]string{"-press", "x:c"}, `-press "x:c"`},
		{[]string{"-press", "5:q"}, `unknown key "q"`},
		{[]string{"-nosuchflag"}, "flag provided but not defined: -nosuchflag"},
		{[]string{"extra"}, `unexpected argument "extra"`},
	} {
		var out bytes.Buffer
		if code := run(c.args, &out); code != 2 {
			t.Errorf("%v: exit %d, want 2", c.args, code)
		}
		if !strings.Contains(out.String(), c.want) {
			t.Errorf("%v: stderr %q lacks %q", c.args, out.String(), c.want)
		}
	}
}

func TestGoodFlags(t *testing.T) {
	var out bytes.Buffer
	c, err := parse([]string{"-seed", "7", "-level", players.Levels()[0], "-scene", "table", "-autoplay",
		"-speed", "instant", "-contrast", "-press", "5:c,9:esc", "-screenshot", "x.png", "-ticks", "3", "-size", "640x360"}, &out)
	if err != nil {
		t.Fatal(err, out.String())
	}
	o := c.opts
	if o.Seed != 7 || o.Scene != "table" || !o.Autoplay || o.Speed != "instant" || o.HighContrast == nil || !*o.HighContrast ||
		o.FourColour != nil || len(o.Press) != 2 || o.Press[1].Tick != 9 || o.Ticks != 3 || !o.Muted || c.w != 640 || c.h != 360 {
		t.Fatalf("parsed %+v %dx%d", o, c.w, c.h)
	}
}
