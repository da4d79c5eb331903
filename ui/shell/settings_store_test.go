package shell

import (
	"errors"
	"testing"
)

func TestSettingsEncode(t *testing.T) {
	s := Settings{HighContrast: true, BigText: true, Speed: "fast", Level: "expert", Match: "4N01TR062MATA8C2E1TJ60BD6FS12060MNTM5PM0~", MatchLevel: "medium"}
	const want = "highContrast=true\nfourColour=false\nbigText=true\nmuted=false\nspeed=fast\nlevel=expert\ngame=\nplayers=0\noptions=\nname=\n" +
		"match=4N01TR062MATA8C2E1TJ60BD6FS12060MNTM5PM0~\nmatchLevel=medium\n"
	if got := string(s.Encode()); got != want {
		t.Fatalf("Encode = %q, want %q", got, want)
	}
	back, err := DecodeSettings(s.Encode())
	if err != nil || back != s {
		t.Fatalf("round trip: %+v, %v; want %+v", back, err, s)
	}
}

func TestDecodeSettings(t *testing.T) {
	def := DefaultSettings()
	for _, c := range []struct {
		in   string
		want Settings
		line int // 0: no error
	}{
		{"", def, 0},
		{"muted=true\n", Settings{Muted: true, Speed: def.Speed, Level: def.Level}, 0},
		// Unknown names are skipped, unknown speeds and levels become the
		// defaults, spaces and a Windows line end are fine.
		{"colour=blue\r\n speed = warp \nlevel=nobody\nfourColour=true", Settings{FourColour: true, Speed: def.Speed, Level: def.Level}, 0},
		{"speed=slow\nmuted\n", def, 2},
		{"bigText=yes\n", def, 1},
		{`{"speed": "fast"}`, def, 1}, // the first session's JSON: defaults
		// A match kept at a level that is no longer there is let go.
		{"match=ABC\nmatchLevel=nobody\n", def, 0},
	} {
		got, err := DecodeSettings([]byte(c.in))
		var se *SettingsError
		switch {
		case c.line == 0 && err != nil, c.line != 0 && (!errors.As(err, &se) || se.Line != c.line):
			t.Errorf("%q: error %v, want line %d", c.in, err, c.line)
		case got != c.want:
			t.Errorf("%q: %+v, want %+v", c.in, got, c.want)
		}
	}
}
