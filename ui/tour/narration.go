package tour

import (
	"math"
	"strings"

	"noddy/ui/layout"
)

// The tutorial's narration panel, laid out without a window: the drawer
// measures text with its fonts (a Measure) and draws what NarrationFit
// returns. Its shape, top to bottom: "Step 9 of 38" (0.85 text sizes, line
// height 1.3), the progress bar, the heading (1.25 text sizes, line height
// TitleLead), the paragraphs (line height Lead, a gap above each), and on
// every page but the last, "more: → or tap" at the foot.

// TitleLead is the heading's line height in heading sizes: tighter than the
// body's so a wrapped heading reads as one.
const TitleLead = 1.12

// The body's line heights, in text sizes: the usual one and the tightest
// the panel uses to keep a step on one page.
const (
	NarrationLead      = 1.3
	NarrationLeadTight = 1.17
)

// NarrationLine is one line of the panel: its text, its indent from the
// text's left edge (an option's hanging continuation) and the space above
// it.
type NarrationLine struct {
	S   string
	X   float64
	Gap float64
}

// Narration is a step's heading and text laid out in a panel: the body
// size PX and line height Lead (text sizes), the heading's lines (drawn on
// every page) and the body cut into Pages. Pages break between paragraphs,
// or between sentences when a paragraph does not fit a page, each page's
// first line keeping its space under the heading.
type Narration struct {
	PX, Lead float64
	Least    float64 // the window's least text size (Layout.Min), the heading's floor
	Title    []NarrationLine
	Pages    [][]NarrationLine
}

// HeadHeight is the height of the header, the bar and the heading.
func (n Narration) HeadHeight() float64 { return headHeight(n.Title, n.PX, n.Least) }

// MoreHeight is the height of the "more" line at the foot of a page that
// is not the last.
func (n Narration) MoreHeight() float64 { return n.HeadPX() * 1.3 }

// HeadPX is the size of the narration's "Step 9 of 38" and "more".
func (n Narration) HeadPX() float64 { return HeadPX(n.PX, n.Least) }

// HeadPX is the size of "Step 9 of 38" and "more" for body size px in a
// window whose least text size is least (Layout.Min): 0.85 of the body,
// not under the least unless the body is. (Under MinPX, not the window's
// least, it had stood at 13.2 px at 1280×800, where the least is 14.)
func HeadPX(px, least float64) float64 { return math.Max(px*0.85, math.Min(px, least)) }

func headHeight(title []NarrationLine, px, least float64) float64 {
	h := HeadPX(px, least)*1.3 + math.Max(2, px*0.2)
	for _, ln := range title {
		h += ln.Gap + px*1.25*TitleLead
	}
	return h
}

// PageHeight is the height of a page's body lines.
func (n Narration) PageHeight(page []NarrationLine) float64 {
	h := 0.0
	for _, ln := range page {
		h += ln.Gap + n.PX*n.Lead
	}
	return h
}

// NarrationFit lays out a step's heading and text (paragraphs separated by
// "\n"; a paragraph starting "– " is an option, its continuation hung under
// its first word) in a panel w×h logical pixels inside its margins, for the
// window's text size fs. It takes the largest body size from 0.85 fs down
// to 0.56 fs at which everything fits on one page, trying the usual line
// height and then a slightly tighter one at each size; only when nothing
// fits at the smallest size does it cut pages, at paragraph ends where it
// can, else at sentence ends, a line only when one sentence is taller than
// a page.
func NarrationFit(title, text string, w, h, fs, least float64, m layout.Measure) Narration {
	return narrationFit(title, text, w, h, fs*0.85, fs*0.56, least, m)
}

// NarrationAt lays a step out at body size px: on one page if it fits
// (trying the tighter leading too), else cut into pages at that size;
// least is the window's least text size (Layout.Min).
func NarrationAt(title, text string, w, h, px, least float64, m layout.Measure) Narration {
	return narrationFit(title, text, w, h, px, px, least, m)
}

// TourPX is the tutorial's one body size in a panel w×h, so that the text
// does not change size from step to step: the largest from hi down to lo
// (5% steps) at which every step fits on one page; where none is, the
// largest at which all but a tenth do (the rest are cut into pages at that
// size); lo when none does. Each step is a title and a text.
func TourPX(steps [][2]string, w, h, hi, lo, least float64, m layout.Measure) float64 {
	if px := tourPX(steps, w, h, hi, lo, least, m, 0); px > lo {
		return px
	}
	return tourPX(steps, w, h, hi, lo, least, m, len(steps)/10)
}

// tourPX is the largest size from hi down to lo at which all but spare
// steps fit on one page (lo when none).
func tourPX(steps [][2]string, w, h, hi, lo, least float64, m layout.Measure, spare int) float64 {
	var sizes []float64
	for px := hi; ; px = math.Max(lo, px*0.95) {
		sizes = append(sizes, px)
		if px <= lo {
			break
		}
	}
	fits := func(px float64) bool {
		over := 0
		for _, st := range steps {
			if len(NarrationAt(st[0], st[1], w, h, px, least, m).Pages) > 1 {
				over++
			}
		}
		return over <= spare
	}
	// Smaller text fits more steps: the first size that fits, by halves.
	i, j := 0, len(sizes)-1
	for i < j {
		k := (i + j) / 2
		if fits(sizes[k]) {
			j = k
		} else {
			i = k + 1
		}
	}
	return sizes[i]
}

func narrationFit(title, text string, w, h, hi, lo, least float64, m layout.Measure) Narration {
	paras := strings.Split(text, "\n")
	var n Narration
	for px := hi; ; px = math.Max(lo, px*0.95) {
		n = Narration{PX: px, Least: least, Title: narrationTitle(title, w, px, m)}
		body := narrationBody(paras, w, px, m)
		room := h - n.HeadHeight()
		for _, lead := range [2]float64{NarrationLead, NarrationLeadTight} {
			n.Lead = lead
			if n.PageHeight(body) <= room {
				n.Pages = [][]NarrationLine{body}
				return n
			}
		}
		if px <= lo {
			break
		}
	}
	// Pages at the smallest size, each leaving room for the "more" line
	// (the last needs none, but a page is a page); the tight leading when
	// it saves a page (a long sentence that then fits with the one before).
	room := h - n.HeadHeight() - n.MoreHeight()
	n.Lead = NarrationLead
	n.Pages = n.paginate(paras, w, room, m)
	tight := n
	tight.Lead = NarrationLeadTight
	if tight.Pages = tight.paginate(paras, w, room, m); len(tight.Pages) < len(n.Pages) {
		return tight
	}
	return n
}

func narrationTitle(title string, w, px float64, m layout.Measure) []NarrationLine {
	var out []NarrationLine
	for i, s := range layout.WrapLine(nil, title, true, px*1.25, w, m) {
		ln := NarrationLine{S: s}
		if i == 0 { // space above the heading only: its wrapped lines stay together
			ln.Gap = px * 0.5
		}
		out = append(out, ln)
	}
	return out
}

// paraGap and paraHang are a paragraph's space above and its
// continuation's indent.
func paraGap(para string, px float64, m layout.Measure) (gap, hang float64) {
	if strings.HasPrefix(para, "– ") {
		return px * 0.3, m("– ", false, px)
	}
	return px * 0.55, 0
}

// paraLines wraps one paragraph (or the part of one from a sentence on:
// cont, its lines all hung as a continuation).
func paraLines(out []NarrationLine, para string, gap, hang float64, cont bool, w, px float64, m layout.Measure) []NarrationLine {
	for i, s := range layout.WrapLine(nil, para, false, px, w-hang, m) {
		ln := NarrationLine{S: s}
		if i == 0 {
			ln.Gap = gap
		}
		if i > 0 || cont {
			ln.X = hang
		}
		out = append(out, ln)
	}
	return out
}

func narrationBody(paras []string, w, px float64, m layout.Measure) []NarrationLine {
	var body []NarrationLine
	for _, p := range paras {
		gap, hang := paraGap(p, px, m)
		body = paraLines(body, p, gap, hang, false, w, px, m)
	}
	return body
}

// paginate cuts the paragraphs into pages of body height room: whole
// paragraphs while they fit; a paragraph that does not is split after the
// last whole sentence that fits (the rest starts the next page, wrapped
// anew), and a sentence alone taller than a page after its last line that
// fits.
func (n *Narration) paginate(paras []string, w, room float64, m layout.Measure) [][]NarrationLine {
	px, lh := n.PX, n.PX*n.Lead
	var pages [][]NarrationLine
	var page []NarrationLine
	used := 0.0
	flush := func() {
		pages = append(pages, page)
		page, used = nil, 0
	}
	height := func(lines []NarrationLine) float64 {
		h := 0.0
		for _, ln := range lines {
			h += ln.Gap + lh
		}
		return h
	}
	for _, p := range paras {
		gap, hang := paraGap(p, px, m)
		sents := Sentences(p)
		cont := false
		for len(sents) > 0 {
			// The most whole sentences that fit what is left of the page.
			k := 0
			var fit []NarrationLine
			for j := len(sents); j > 0; j-- {
				lines := paraLines(nil, strings.Join(sents[:j], " "), gap, hang, cont, w, px, m)
				if used+height(lines) <= room {
					k, fit = j, lines
					break
				}
			}
			if k > 0 {
				page = append(page, fit...)
				used += height(fit)
				sents, cont = sents[k:], true
				continue
			}
			if len(page) > 0 {
				flush() // the next sentence starts a page
				continue
			}
			// One sentence taller than a page: as many of its lines as fit.
			lines := paraLines(nil, sents[0], gap, hang, cont, w, px, m)
			i := 0
			for i < len(lines) && (i == 0 || used+lines[i].Gap+lh <= room) {
				used += lines[i].Gap + lh
				i++
			}
			page = append(page, lines[:i]...)
			flush()
			rest := make([]string, 0, len(lines)-i)
			for _, ln := range lines[i:] {
				rest = append(rest, ln.S)
			}
			if len(rest) == 0 {
				sents = sents[1:]
			} else {
				sents[0] = strings.Join(rest, " ")
			}
			cont = true
		}
	}
	if len(page) > 0 || len(pages) == 0 {
		flush()
	}
	return pages
}

// Sentences splits a paragraph after each ".", "!" or "?" (with any
// closing quote or bracket) followed by a space and a capital, a digit or
// a dash; the sentences keep their stops and lose the spaces between them.
func Sentences(p string) []string {
	words := strings.Fields(p)
	var out []string
	start := 0
	for i := 0; i+1 < len(words); i++ {
		end := strings.TrimRight(words[i], "\"'”’)]")
		if end == "" || !strings.ContainsRune(".!?", rune(end[len(end)-1])) {
			continue
		}
		next := []rune(words[i+1])[0]
		if next >= 'A' && next <= 'Z' || next >= '0' && next <= '9' || next == '–' || next == '"' || next == '“' {
			out = append(out, strings.Join(words[start:i+1], " "))
			start = i + 1
		}
	}
	if start < len(words) {
		out = append(out, strings.Join(words[start:], " "))
	}
	return out
}
