package layout

import (
	"math"
	"strings"
)

// Measure returns the width in logical pixels of s at px logical pixels,
// in the bold face when bold (the heading).
type Measure func(s string, bold bool, px float64) float64

// WrapLine splits s into lines no wider than w at px. Words are
// measured one by one (a line's width is the sum of its words and spaces),
// so a long text wraps in linear time. A line that would end a word or
// two after a " · " ends at the dot instead, those words going on with
// the rest of their part ("… 2 game points) ·" over "9 deals · seed 10",
// not "… points) · 9" over "deals · seed 10"). A number and the "points"
// after it stay on one line ("fifteen, 2" over "points" read as a slip).
func WrapLine(out []string, s string, bold bool, px, w float64, m Measure) []string {
	space := m(" ", bold, px)
	line, lw := "", 0.0
	dot, dotW, after := -1, 0.0, 0 // the line's last " · ": its end in line, the width to it, the words since
	words := strings.Fields(s)
	for i := 0; i < len(words); i++ {
		word := words[i]
		if i+1 < len(words) && number(word) && strings.HasPrefix(words[i+1], "point") {
			word += " " + words[i+1]
			i++
		}
		ww := m(word, bold, px)
		if line != "" && lw+space+ww > w {
			if rest := lw - dotW - space; dot > 0 && after > 0 && after <= 2 && rest+space+ww <= w {
				out = append(out, line[:dot])
				line, lw = line[dot+1:], rest
			} else {
				out = append(out, line)
				line, lw = "", 0
			}
			dot, after = -1, 0
		}
		if line == "" {
			line, lw = word, ww
		} else {
			line, lw = line+" "+word, lw+space+ww
		}
		switch {
		case word == "·" && line != word:
			dot, dotW, after = len(line), lw, 0
		case dot > 0:
			after++
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

func number(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// ParaLead is the line height of wrapped paragraphs (WrapFit), in text
// sizes; a blank paragraph is half a line.
const ParaLead = 1.3

// WrapFit wraps paragraphs ("" a half-line space) to width w at the
// largest size from hi down to lo (in 5% steps) at which they fit height
// h; at lo it returns the lines whether they fit or not. Blank paragraphs
// come back as "".
func WrapFit(paras []string, w, h, hi, lo float64, m Measure) (float64, []string) {
	var lines []string
	for px := hi; ; px = math.Max(lo, px*0.95) {
		lines = lines[:0]
		height := 0.0
		for _, p := range paras {
			if p == "" {
				lines = append(lines, "")
				height += px * ParaLead / 2
				continue
			}
			n := len(lines)
			lines = WrapLine(lines, p, false, px, w, m)
			height += float64(len(lines)-n) * px * ParaLead
		}
		if height <= h || px <= lo {
			return px, lines
		}
	}
}

// WrapHeight is the height of lines from WrapFit at px.
func WrapHeight(lines []string, px float64) float64 {
	h := 0.0
	for _, s := range lines {
		if s == "" {
			h += px * ParaLead / 2
		} else {
			h += px * ParaLead
		}
	}
	return h
}
