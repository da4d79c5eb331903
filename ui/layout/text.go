package layout

import (
	"math"
	"noddy/engine/english"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text as structured lines: what panels show (the rules, the count, the
// hint, the end box) is a list of Lines — text, an indent, a style, a
// paragraph's space above — never markup inside strings. One path wraps
// and fits them (Wrap, Fit), with one way of breaking lines
// (WrapLine), which the log, the panels, the title, the banner and
// the tutorial's narration all use.

// TextStyle is how a line is drawn.
type TextStyle uint8

// The styles.
const (
	TextBody TextStyle = iota
	TextBold           // a heading in a panel, the hint's best card
	TextDim            // a note, a reason
	TextGold           // what stands out
)

// Line is one line of structured text before wrapping.
type Line struct {
	Text   string
	Indent int // levels of IndentEms text sizes
	Style  TextStyle
	Gap    bool // a paragraph's space (half a line) above it
}

// IndentEms is an indent level, in text sizes; HangEms how far a wrapped
// line's continuation is hung past its first line.
const (
	IndentEms = 1.2
	HangEms   = 0.8
)

// Laid is a line wrapped to its width: its text and style, its x from the
// text's left edge and the space above it (logical px).
type Laid struct {
	Text  string
	Style TextStyle
	X     float64
	Gap   float64
	// Start marks the first line of a Line (a bullet, a row): a page may
	// break before it as before a paragraph.
	Start bool
}

// Bold reports whether the line is drawn in bold.
func (l Laid) Bold() bool { return l.Style == TextBold }

// Wrap wraps lines to width w at px, appending to out: each line broken
// between words, its continuation hung HangEms past it.
func Wrap(out []Laid, lines []Line, px, w float64, m Measure) []Laid {
	var buf []string
	for _, ln := range lines {
		x := float64(ln.Indent) * IndentEms * px
		gap := 0.0
		if ln.Gap {
			gap = px * ParaLead / 2
		}
		if ln.Text == "" {
			out = append(out, Laid{Style: ln.Style, X: x, Gap: gap})
			continue
		}
		hang := HangEms * px
		buf = WrapHung(buf[:0], ln.Text, ln.Style == TextBold, px, w-x, hang, m)
		for i, s := range buf {
			l := Laid{Text: s, Style: ln.Style, X: x}
			if i == 0 {
				l.Gap, l.Start = gap, true
			} else {
				l.X += hang
			}
			out = append(out, l)
		}
	}
	return out
}

// WrapHung breaks s into lines no wider than w, the second and later no
// wider than w-hang; words are measured one by one (WrapLine). A word
// wider than a line (a chat message of 120 emoji) is broken between its
// characters.
func WrapHung(out []string, s string, bold bool, px, w, hang float64, m Measure) []string {
	space := m(" ", bold, px)
	line, lw, limit := "", 0.0, w
	var words []string
	for _, word := range strings.Fields(s) {
		if m(word, bold, px) > w-max(hang, 0) {
			words = breakWord(words, word, bold, px, w-max(hang, 0), m)
		} else {
			words = append(words, word)
		}
	}
	for _, word := range words {
		ww := m(word, bold, px)
		if line != "" && lw+space+ww > limit {
			out = append(out, line)
			line, lw, limit = "", 0, w-hang
		}
		if line == "" {
			line, lw = word, ww
		} else {
			line, lw = line+" "+word, lw+space+ww
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// Height is the height of laid lines at px, ParaLead sizes a line.
func Height(ls []Laid, px float64) float64 {
	h := 0.0
	for _, l := range ls {
		h += l.Gap
		if l.Text != "" {
			h += px * ParaLead
		}
	}
	return h
}

// Fit wraps lines to width w at the largest size from hi down to lo (5%
// steps) at which they fit height h; at lo it returns them whether they
// fit or not.
func Fit(lines []Line, w, h, hi, lo float64, m Measure) (float64, []Laid) {
	var out []Laid
	for px := hi; ; px = math.Max(lo, px*0.95) {
		out = Wrap(out[:0], lines, px, w, m)
		if Height(out, px) <= h || px <= lo {
			return px, out
		}
	}
}

// Balance wraps lines at px as narrow as they go, down to half of w,
// without taking another line than at w: a paragraph's lines come out
// even, its last not a word alone ("…first to 31 / wins.").
func Balance(lines []Line, px, w float64, m Measure) []Laid {
	best := Wrap(nil, lines, px, w, m)
	n := len(best)
	lo, hi := w/2, w
	for range 12 {
		mid := (lo + hi) / 2
		if got := Wrap(nil, lines, px, mid, m); len(got) == n {
			hi, best = mid, got
		} else {
			lo = mid
		}
	}
	return best
}

// Paras makes lines of paragraphs: each a line, each after the first
// with a paragraph's space above.
func Paras(ps ...string) []Line {
	out := make([]Line, len(ps))
	for i, p := range ps {
		out[i] = Line{Text: p, Gap: i > 0}
	}
	return out
}

// Paginate cuts laid lines into pages no taller than h at px: a page
// breaks before a heading, a paragraph or a bullet where what would be
// left of it is short (under a third of the page, or one line), else
// between lines, never leaving its last line alone; a page's first line
// keeps no space above it. A page that begins
// inside a section begins with its heading marked "(continued)", wrapped
// to w with m.
func Paginate(out [][]Laid, ls []Laid, px, w, h float64, m Measure) [][]Laid {
	start, used := 0, 0.0
	var head []Laid // the continued heading the current page begins with
	lastBreak := -1 // a paragraph's first line on this page
	for i := 0; i < len(ls); i++ {
		lh := ls[i].Gap
		if ls[i].Text != "" {
			lh += px * ParaLead
		}
		if i > start && breaksBefore(ls[i]) {
			lastBreak = i
		}
		if used+lh > h && i > start {
			cut := i
			switch {
			case lastBreak > start && (i-lastBreak < 2 || Height(ls[lastBreak:i], px) < h/3):
				cut = lastBreak // the paragraph moves to the next page
			case lastBreak > start && i-lastBreak > 2 && (i+1 == len(ls) || breaksBefore(ls[i+1])):
				cut = i - 1 // two of its lines go over, not its last alone
			}
			for cut-1 > start && ls[cut-1].Style == TextBold {
				cut-- // a heading goes with what it heads, never last on a page
			}
			out = append(out, pageOf(head, ls[start:cut]))
			head = continued(ls[:cut+1], px, w, m)
			start, used, lastBreak = cut, Height(head, px), -1
			i = cut - 1
			continue
		}
		used += lh
	}
	if start < len(ls) || len(out) == 0 {
		out = append(out, pageOf(head, ls[start:]))
	}
	return out
}

// breaksBefore reports whether a page may break before l as before a
// paragraph.
func breaksBefore(l Laid) bool { return l.Gap > 0 || l.Style == TextBold || l.Start }

// continued is the heading of the section the last of ls is in, marked
// "(continued)": nothing when that line is a heading or no heading
// comes before it. A heading's wrapped lines have no space above them.
func continued(ls []Laid, px, w float64, m Measure) []Laid {
	last := len(ls) - 1
	if last < 1 || ls[last].Bold() {
		return nil
	}
	j := last - 1
	for j >= 0 && !ls[j].Bold() {
		j--
	}
	if j < 0 {
		return nil
	}
	k := j
	for k > 0 && ls[k].Gap == 0 && ls[k-1].Bold() {
		k--
	}
	var words []string
	for _, l := range ls[k : j+1] {
		words = append(words, l.Text)
	}
	x, hang := ls[k].X, HangEms*px
	var out []Laid
	for i, s := range WrapHung(nil, english.Continued(strings.Join(words, " ")), true, px, w-x, hang, m) {
		l := Laid{Text: s, Style: TextBold, X: x}
		if i > 0 {
			l.X += hang
		}
		out = append(out, l)
	}
	return out
}

// pageOf is a page: a continued heading, if any, and lines, the first
// line's space above dropped.
func pageOf(head, ls []Laid) []Laid {
	p := append(append([]Laid(nil), head...), ls...)
	if len(p) > 0 {
		p[0].Gap = 0
	}
	return p
}

// LogWindow is which of the log's wrapped lines a panel of n lines shows:
// the newest whole entries (an entry's tail alone, "four is the two and
// the twenty-five's two.)", read as nonsense); where the newest entry
// alone is taller than the panel, its beginning.
func LogWindow(lines []Laid, n int) (start, end int) {
	if n <= 0 || len(lines) == 0 {
		return 0, 0
	}
	start = max(0, len(lines)-n)
	for start < len(lines) && lines[start].X > 0 {
		start++ // a continuation: its entry began above the panel
	}
	if start < len(lines) {
		return start, len(lines)
	}
	start = len(lines) - 1
	for start > 0 && lines[start].X > 0 {
		start--
	}
	return start, min(len(lines), start+n)
}

// breakWord appends word cut into pieces no wider than w (at least one
// character each), between characters: a character's combining marks,
// variation selectors and joiners stay with it.
func breakWord(out []string, word string, bold bool, px, w float64, m Measure) []string {
	piece := ""
	for len(word) > 0 {
		n := clusterLen(word)
		next := piece + word[:n]
		if piece != "" && m(next, bold, px) > w {
			out = append(out, piece)
			next = word[:n]
		}
		piece, word = next, word[n:]
	}
	if piece != "" {
		out = append(out, piece)
	}
	return out
}

// clusterLen is the length in bytes of s's first character with the marks,
// variation selectors and zero-width joiners (and what each joins) after it.
func clusterLen(s string) int {
	_, n := utf8.DecodeRuneInString(s)
	for n < len(s) {
		r, k := utf8.DecodeRuneInString(s[n:])
		switch {
		case r == 0x200d && n+k < len(s): // a joiner takes the next character too
			_, k2 := utf8.DecodeRuneInString(s[n+k:])
			n += k + k2
		case unicode.In(r, unicode.Mn, unicode.Me) || r >= 0x1f3fb && r <= 0x1f3ff: // marks, skin tones
			n += k
		default:
			return n
		}
	}
	return n
}
