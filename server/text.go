package server

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text from people (chat, names) reaches other people's screens and
// terminals, so it is cleaned before it is stored and again when it is
// replayed (tables stored before the cleaning existed): what could steer
// a terminal or reorder what others read is removed, and marks stacked on
// one letter are cut to a few.

// maxMarks is how many combining marks may follow one character: enough
// for any script's stacked accents and an emoji's presentation selector,
// not a tower that runs over the lines above it.
const maxMarks = 4

// dropped reports whether r is removed from people's text: C0 and C1
// controls (ESC starts terminal sequences), the bidirectional embeddings,
// overrides and isolates (U+202A–U+202E, U+2066–U+2069) and marks (they
// turn "abc\u202Ednah" into "abchand"), the byte order mark, and the
// interlinear annotation and object replacement controls, and the blank
// letters that make a name look like another ("\u3164Ann").
func dropped(r rune) bool {
	switch {
	case r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	case r == 0x200e || r == 0x200f || r == 0x061c: // LRM, RLM, ALM
		return true
	case r == 0xfeff, r >= 0xfff9 && r <= 0xfffb:
		return true
	case r == 0x3164, r == 0xffa0: // the Hangul compatibility fillers: blank letters no text needs
		return true
	}
	return false
}

// invisible reports whether r shows nothing by itself: spaces, format
// characters (zero-width space and joiners, the soft hyphen, tags), marks,
// the conjoining Hangul fillers and the blank Braille pattern. Text of
// nothing else is blank: an empty-looking chat line, a name nobody sees.
func invisible(r rune) bool {
	switch r {
	case 0x115f, 0x1160, 0x2800:
		return true
	}
	return unicode.IsSpace(r) || unicode.In(r, unicode.Cf, unicode.Mn, unicode.Me)
}

// blank reports whether s has nothing visible.
func blank(s string) bool {
	for _, r := range s {
		if !invisible(r) {
			return false
		}
	}
	return true
}

// spacing reports whether r breaks a line or indents: it becomes a space
// (a chat message is one line).
func spacing(r rune) bool {
	return r == '\t' || r == '\n' || r == '\r' || r == 0x0b || r == 0x0c || r == 0x85 || r == 0x2028 || r == 0x2029
}

// cleanText is s as others may be shown it: spacing turned into spaces,
// dropped characters removed, at most maxMarks combining marks after a
// character, invalid UTF-8 replaced by U+FFFD, and trimmed.
func cleanText(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	marks := 0
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		s = s[n:]
		switch {
		case spacing(r):
			r = ' '
		case dropped(r):
			continue
		}
		if unicode.In(r, unicode.Mn, unicode.Me) {
			if marks++; marks > maxMarks {
				continue
			}
		} else {
			marks = 0
		}
		b.WriteRune(r)
	}
	return strings.TrimSpace(b.String())
}
