package scenes

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"noddy/scenes/art"
	"noddy/scenes/model"
	"noddy/tutorial"
)

// The tutorial scene draws the same table as a match (tableView) from its
// guided table, with the step's narration where the log sits and the step
// controls where the table's buttons are.

const (
	tourKeys     = "→, Space or tap: next · ←: back · P: play/pause · R: restart · Esc: title"
	tourLastKeys = "N: play a match · ←: back · R: restart · Esc: title" // the last step
)

// tourLine is one wrapped line of the narration panel.
type tourLine struct {
	s    string
	role art.FontRole
	x    float64 // indent from the panel's text edge
	gap  float64 // space above the line
	gold bool    // the title
}

// tourText caches the wrapped narration of one step at one size, cut into
// pages that fit the panel.
type tourText struct {
	key   [5]int
	head  string // "Step 9 of 38 · page 1 of 2", for headK
	headK [3]int
	px    float64 // body size chosen
	title []tourLine
	pages [][]tourLine
}

func (d *drawer) tutorial(dst *ebiten.Image, a *model.App) {
	tr := a.Tour
	if tr == nil {
		return
	}
	l := &a.TL
	d.tableView(dst, a, tr.Table, l)
	fs := l.FS
	d.narration(dst, a, tr)
	keys := tourKeys
	if tr.Cur.AtEnd() {
		keys = tourLastKeys
	}
	d.text(dst, keys, art.Body, fs*0.72, l.RuleLine.X+l.RuleLine.W/2, l.RuleLine.Y+fs*0.35, centre, d.pal.dim, 1)
	bs, labels := a.ButtonsOf(model.SceneTutorial)
	for i, b := range bs {
		d.button(dst, b, labels[i], false, fs*0.85)
	}
}

// narration draws the step: "Step 12 of 38", a progress bar, the title and
// the text, at the largest size (up to the body size) that fits the panel;
// below a floor size the text is cut into pages, turned by Next and Back.
func (d *drawer) narration(dst *ebiten.Image, a *model.App, tr *model.Tour) {
	l := &a.L // the window's text size and padding
	r := a.TourPanel()
	d.panel(dst, r)
	pad := l.Pad
	inner := r.W - 2*pad
	tt := &d.tour
	k := [5]int{tr.Cur.At(), int(r.W), int(r.H), int(l.FS * 100), int(d.s * 100)}
	if k != tt.key {
		tt.key = k
		d.layoutNarration(tt, tr.Cur.Step(), r.H-2*pad, inner, l.FS)
	}
	tr.Pages = len(tt.pages)
	tr.Page = max(0, min(tr.Page, tr.Pages-1))
	px := tt.px

	if hk := [3]int{tr.Cur.At(), tr.Page, tr.Pages}; hk != tt.headK || tt.head == "" {
		tt.headK, tt.head = hk, tr.Header()
	}
	y := r.Y + pad*0.75
	d.text(dst, tt.head, art.Body, px*0.85, r.X+pad, y, left, d.pal.dim, 1)
	y += px * 0.85 * 1.3
	frac := float64(tr.Cur.At()+1) / float64(tr.T.Len())
	bar := model.Rect{X: r.X + pad, Y: y, W: inner, H: math.Max(2, px*0.2)}
	d.fill(dst, bar, d.pal.edge)
	bar.W *= frac
	d.fill(dst, bar, d.pal.gold)
	y += bar.H
	for _, ln := range tt.title {
		y += ln.gap
		d.text(dst, ln.s, ln.role, px*1.25, r.X+pad, y, left, d.pal.gold, 1)
		y += px * 1.25 * titleLead
	}
	if len(tt.pages) == 0 {
		return
	}
	for _, ln := range tt.pages[tr.Page] {
		y += ln.gap
		d.text(dst, ln.s, ln.role, px, r.X+pad+ln.x, y, left, d.pal.text, 1)
		y += px * 1.3
	}
	if tr.Page+1 < tr.Pages {
		d.text(dst, "more: → or tap", art.Body, px*0.85, r.X+r.W-pad, r.Y+r.H-pad*0.5-px*0.85*1.3, right, d.pal.gold, 1)
	}
}

// layoutNarration wraps the title and each paragraph of the step's text to
// width w at the largest size from 0.85 to 0.56 body sizes that fits
// height h, and cuts the text into pages of height h when even the
// smallest does not fit. An option line ("– the five of clubs makes …")
// hangs its continuation under its first word.
func (d *drawer) layoutNarration(tt *tourText, st tutorial.Step, h, w, fs float64) {
	var body []tourLine
	px := fs * 0.85
	for try := 0; ; try++ {
		tt.px = px
		tt.title = tt.title[:0]
		for i, s := range d.wrapWords(nil, st.Title, art.Bold, px*1.25, w) {
			ln := tourLine{s: s, role: art.Bold, gold: true}
			if i == 0 { // space above the heading only: its wrapped lines stay together
				ln.gap = px * 0.5
			}
			tt.title = append(tt.title, ln)
		}
		body = body[:0]
		for _, para := range strings.Split(st.Text, "\n") {
			hang := 0.0
			gap := px * 0.55
			if strings.HasPrefix(para, "– ") {
				hang = d.advance("– ", art.Body, px)
				gap = px * 0.3
			}
			for i, s := range d.wrapWords(nil, para, art.Body, px, w-hang) {
				ln := tourLine{s: s, role: art.Body}
				if i == 0 {
					ln.gap = gap
				} else {
					ln.x = hang
				}
				body = append(body, ln)
			}
		}
		need := headHeight(tt.title, px) + linesHeight(body, px)
		if need <= h || px <= fs*0.56 || try == 12 {
			break
		}
		px = math.Max(fs*0.56, math.Min(px*0.95, px*math.Sqrt(h/need)))
	}
	// Pages: as many lines as fit under the header and the title, leaving
	// room for the "more" line.
	room := h - headHeight(tt.title, px) - px*1.3
	tt.pages = tt.pages[:0]
	var page []tourLine
	used := 0.0
	for _, ln := range body {
		lh := ln.gap + px*1.3
		if len(page) > 0 && used+lh > room {
			tt.pages = append(tt.pages, page)
			page, used = nil, 0
			ln.gap = 0
			lh = px * 1.3
		}
		page = append(page, ln)
		used += lh
	}
	tt.pages = append(tt.pages, page)
}

// titleLead is the heading's line height in text sizes: tighter than the
// body's 1.3 so a wrapped heading reads as one.
const titleLead = 1.12

func headHeight(title []tourLine, px float64) float64 {
	h := px*0.85*1.3 + math.Max(2, px*0.2)
	for _, ln := range title {
		h += ln.gap + px*1.25*titleLead
	}
	return h
}

func linesHeight(lines []tourLine, px float64) float64 {
	h := 0.0
	for _, ln := range lines {
		h += ln.gap + px*1.3
	}
	return h
}

// advance is the logical width of s at px.
func (d *drawer) advance(s string, role art.FontRole, px float64) float64 {
	return text.Advance(s, art.Font(role, px*d.s)) / d.s
}

// wrapWords splits s into lines no wider than w (logical) at px, with no
// indent. Words are measured one by one (a line's width is the sum of its
// words and spaces), so a long text wraps in linear time; it allocates,
// so call it when the text or the size changes.
func (d *drawer) wrapWords(out []string, s string, role art.FontRole, px, w float64) []string {
	face := art.Font(role, px*d.s)
	space := text.Advance(" ", face) / d.s
	line, lw := "", 0.0
	for _, word := range strings.Fields(s) {
		ww := text.Advance(word, face) / d.s
		if line != "" && lw+space+ww > w {
			out = append(out, line)
			line, lw = "", 0
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
