package scenes

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"noddy/scenes/art"
	"noddy/scenes/model"
)

// The tutorial scene draws the same table as a match (tableView) from its
// guided table, with the step's narration where the log sits and the step
// controls where the table's buttons are.

const tourKeys = "→, Space or tap: next · ←: back · P: play/pause · R: restart · Esc: title"

// tourLine is one wrapped line of the narration panel.
type tourLine struct {
	s    string
	role art.FontRole
	x    float64 // indent from the panel's text edge
	gap  float64 // space above the line
	gold bool
}

// tourText caches the wrapped narration of one step at one size.
type tourText struct {
	key   [5]int
	px    float64 // body size chosen to fit
	lines []tourLine
}

func (d *drawer) tutorial(dst *ebiten.Image, a *model.App) {
	tr := a.Tour
	if tr == nil {
		return
	}
	d.ensureCards(a)
	d.tableView(dst, a, tr.Table)
	l := &a.L
	fs := l.FS
	d.narration(dst, a, tr)
	d.text(dst, tourKeys, art.Body, fs*0.72, l.RuleLine.X+l.RuleLine.W/2, l.RuleLine.Y+fs*0.35, centre, d.pal.dim, 1)
	bs, labels := a.ButtonsOf(model.SceneTutorial)
	for i, b := range bs {
		d.button(dst, b, labels[i], false, fs*0.85)
	}
}

// narration draws the step: "Step 12 of 41", a progress bar, the title and
// the text, at the largest size (up to the body size) that fits the panel.
func (d *drawer) narration(dst *ebiten.Image, a *model.App, tr *model.Tour) {
	l := &a.L
	r := a.TourPanel()
	d.panel(dst, r)
	pad := l.Pad
	inner := r.W - 2*pad
	tt := &d.tour
	k := [5]int{tr.Cur.At(), int(r.W), int(r.H), int(l.FS * 100), int(d.s * 100)}
	if k != tt.key {
		tt.key = k
		st := tr.Cur.Step()
		for px := l.FS * 0.85; ; px *= 0.93 {
			tt.px = px
			tt.lines = d.layoutNarration(tt.lines[:0], tr.Header(), st.Title, st.Text, px, inner)
			h := 0.0
			for _, ln := range tt.lines {
				h += ln.gap + px*1.3
			}
			if h <= r.H-2*pad-px || px < l.FS*0.5 {
				break
			}
		}
	}
	y := r.Y + pad*0.75
	px := tt.px
	for i, ln := range tt.lines {
		y += ln.gap
		size, c := px, d.pal.text
		switch {
		case i == 0:
			size, c = px*0.85, d.pal.dim
		case ln.gold:
			size, c = px*1.25, d.pal.gold
		}
		if y+size*1.3 > r.Y+r.H {
			break
		}
		d.text(dst, ln.s, ln.role, size, r.X+pad+ln.x, y, left, c, 1)
		y += size * 1.3
		if i == 0 { // the progress bar under "Step n of N"
			frac := float64(tr.Cur.At()+1) / float64(tr.T.Len())
			bar := model.Rect{X: r.X + pad, Y: y, W: inner, H: math.Max(2, px*0.2)}
			d.fill(dst, bar, d.pal.edge)
			bar.W *= frac
			d.fill(dst, bar, d.pal.gold)
			y += bar.H
		}
	}
}

// layoutNarration wraps the header, the title and each paragraph of text
// into lines no wider than w at body size px. An option line ("– the five
// of clubs makes …") hangs its continuation under its first word.
func (d *drawer) layoutNarration(out []tourLine, header, title, body string, px, w float64) []tourLine {
	out = append(out, tourLine{s: header, role: art.Body})
	for _, s := range d.wrapWords(nil, title, art.Bold, px*1.25, w) {
		out = append(out, tourLine{s: s, role: art.Bold, gold: true, gap: px * 0.5})
	}
	for _, para := range strings.Split(body, "\n") {
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
			out = append(out, ln)
		}
	}
	return out
}

// advance is the logical width of s at px.
func (d *drawer) advance(s string, role art.FontRole, px float64) float64 {
	return text.Advance(s, art.Font(role, px*d.s)) / d.s
}

// wrapWords splits s into lines no wider than w (logical) at px, with no
// indent (allocates: call on change).
func (d *drawer) wrapWords(out []string, s string, role art.FontRole, px, w float64) []string {
	face := art.Font(role, px*d.s)
	line := ""
	for _, word := range strings.Fields(s) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && text.Advance(try, face)/d.s > w {
			out = append(out, line)
			line = word
			continue
		}
		line = try
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}
