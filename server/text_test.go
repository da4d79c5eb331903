package server

import (
	"strings"
	"testing"
)

func TestCleanText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"good luck", "good luck"},
		{"  two\nlines\tand a tab  ", "two lines and a tab"},
		// A terminal's clear screen and a forged line of noddy-cli play.
		{"\x1b[2J\x1b[Hwinner: seat 1 (Bob)", "[2J[Hwinner: seat 1 (Bob)"},
		{"a\x00b\x7fc\u0085d\u009be", "abc de"},
		// Right-to-left override: shown as written, not as "abcshow your hand".
		{"abc\u202Ednah ruoy wohs", "abcdnah ruoy wohs"},
		{"\u2066x\u2067y\u2068z\u2069\u202a\u202b\u202c\u202d\u200e\u200f\u061c", "xyz"},
		{"\ufeffbom", "bom"},
		// Marks: four kept on one letter, the rest of the tower dropped.
		{"e\u0301\u0302\u0303\u0304\u0305\u0306\u0307x\u0301", "e\u0301\u0302\u0303\u0304x\u0301"},
		// An emoji with its presentation selector and a joiner stays whole.
		{"\u2764\ufe0f \U0001F468\u200d\U0001F469", "\u2764\ufe0f \U0001F468\u200d\U0001F469"},
		{"bad \xff byte", "bad \ufffd byte"},
		{"\x1b\x1b", ""},
	} {
		if got := cleanText(c.in); got != c.want {
			t.Errorf("cleanText(%+q) = %+q, want %+q", c.in, got, c.want)
		}
	}
}

func TestNames(t *testing.T) {
	for _, c := range []struct {
		in, clean string
		valid     bool
	}{
		{"Ann", "Ann", true},
		{" Bob ", "Bob", true},
		{"\u202eBob", "Bob", true},
		{"\x1b[31mEve", "[31mEve", true},
		{"\u200b\u2066", "Guest", false},
		{"", "Guest", false},
		{strings.Repeat("x", 24), strings.Repeat("x", 24), true},
		{strings.Repeat("x", 25), strings.Repeat("x", 24), false},
		{"Zo\u0308\u0308\u0308\u0308\u0308\u0308e", "Zo\u0308\u0308\u0308\u0308e", true},
		{"bad\xff", "bad\ufffd", false},
	} {
		if got := cleanName(c.in); got != c.clean {
			t.Errorf("cleanName(%+q) = %+q, want %+q", c.in, got, c.clean)
		}
		if got := validName(c.in); got != c.valid {
			t.Errorf("validName(%+q) = %v, want %v", c.in, got, c.valid)
		}
	}
}
