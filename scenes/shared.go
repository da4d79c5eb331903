package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/engine/english"
	"noddy/scenes/art"
	"noddy/ui"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// The shared table's drawing: Play a friend's screens (friend), the chat
// panel beside the log (chat) and a text field (field). In the browser an
// HTML input lies over the field (platform/textbox_js.go) and is what one sees
// and types into; the canvas's field is under it.

// sharedText keeps a text field's tail between frames.
type sharedText struct {
	fieldKey string
	fieldW   float64
	fieldS   string
}

// friend draws Play a friend: its heading, its words (the link on a line
// of its own), the name's field, the buttons and the footer.
func (d *drawer) friend(dst *ebiten.Image, a *ui.App) {
	l := &a.L
	d.text(dst, a.Friend.FriendTitle(), art.Title, l.PanelFS*2, l.W/2, l.SettingsY, centre, d.pal.gold, 1)
	r := a.Friend.FriendText()
	w := a.Friend.FriendWords()
	top := a.Friend.FriendTextTop()
	y := top
	for _, ln := range w.Lines {
		y += ln.Gap
		if ln.Text == "" {
			continue
		}
		if y-top+w.PX*1.2 > r.H+1 {
			break
		}
		role, c := d.styleOf(ln.Style)
		d.text(dst, ln.Text, role, w.PX, r.X+r.W/2, y, centre, c, 1)
		y += w.PX * layout.ParaLead
	}
	if f := a.Friend.TextField(); f != nil {
		d.field(dst, a, f, l.PanelFS)
	}
	d.menuButtons(dst, a, shell.SceneFriend)
	if !a.NoticeOnTop() {
		d.footer(dst, a, shell.SceneFriend)
	}
}

// scrollMarks marks a panel whose lines go on above (older, the wheel
// turns back to them) or below (newer: turned back), small, in the
// panel's right margin at x, between top and bottom.
func (d *drawer) scrollMarks(dst *ebiten.Image, a *ui.App, x, top, bottom float64, older, newer bool) {
	px := a.L.Min
	if older {
		d.text(dst, "▲", art.Body, px, x, top, right, d.pal.dim, 1)
	}
	if newer {
		d.text(dst, "▼", art.Body, px, x, bottom-px*1.3, right, d.pal.gold, 1)
	}
}

// chat draws the chat panel beside the log: the newest lines that fit,
// over the field.
func (d *drawer) chat(dst *ebiten.Image, a *ui.App) {
	p, area := a.Friend.ChatPanel()
	if p.W <= 0 {
		return
	}
	l := &a.L
	d.panel(dst, p)
	fs := l.LogFS
	lh := fs * play.LogLead
	v := a.Friend.Chat()
	if len(v.Lines) == 0 {
		// The empty chat's heading, where the panel has room for a line
		// over the field; on a phone too short for one (the panel is only
		// as tall as its field) it is left out: the field's hint says what
		// it is for, and the heading would lie under the field.
		if px := layout.FitPX(english.ChatEmpty, false, fs, area.W, l.Min, d.labelWidth); px*1.2 <= area.H {
			d.text(dst, english.ChatEmpty, art.Body, px, area.X, area.Y, left, d.pal.dim, 1)
		}
	}
	d.scrollMarks(dst, a, p.X+p.W-2, area.Y, area.Y+area.H, v.Older, v.Newer)
	y := area.Y
	for _, ln := range v.Lines[v.Start:v.End] {
		role, c := d.styleOf(ln.Style)
		d.text(dst, ln.Text, role, fs, area.X+ln.X, y, left, c, 1)
		y += lh
	}
	if f := a.Friend.TextField(); f != nil {
		d.field(dst, a, f, fs)
	}
}

// field draws a text field: its box (gold while it has the focus), its
// text's end where it is longer than the box, or its hint, and the caret.
func (d *drawer) field(dst *ebiten.Image, a *ui.App, f *input.TextField, fs float64) {
	r := f.Rect
	l := &a.L
	edge, w := d.pal.edge, 1.5
	if f.Focus {
		edge, w = d.pal.gold, 2.5
	}
	d.rounded(dst, r, d.pal.button, edge, w)
	px := math.Max(l.Min, math.Min(fs, r.H*0.5))
	inner := r.W - l.Pad
	s, c := f.Text, d.pal.text
	if s == "" {
		s, c = f.Hint, d.pal.dim
		px = layout.FitPX(s, false, px, inner, l.Min, d.labelWidth)
	} else {
		s = d.fieldTail(s, px, inner)
	}
	y := r.Y + (r.H-px*1.2)/2
	x := r.X + l.Pad/2
	// The hint stays until something is typed, the caret before it (as a
	// page's placeholder): a focused field that went blank said nothing of
	// what it wanted ("Your name" read as doing nothing).
	if w := d.text(dst, s, art.Body, px, x, y, left, c, 1); f.Text != "" {
		x += w
	}
	if f.Focus && a.Tick/30%2 == 0 {
		d.fill(dst, geom.Rect{X: x + 1, Y: y + px*0.15, W: math.Max(1.5, px*0.08), H: px * 1.05}, d.pal.gold)
	}
}

// fieldTail is the end of s that fits w at px (what was typed last shows).
func (d *drawer) fieldTail(s string, px, w float64) string {
	st := &d.sharedW
	if s == st.fieldKey && w == st.fieldW {
		return st.fieldS
	}
	st.fieldKey, st.fieldW = s, w
	r := []rune(s)
	lo := 0
	for lo < len(r) && d.advance(string(r[lo:]), art.Body, px) > w {
		lo += max(1, (len(r)-lo)/8)
	}
	st.fieldS = string(r[min(lo, len(r)):])
	return st.fieldS
}

// TraceFrames has f told the texts of every frame drawn from now on (the
// browser test checks a spectator's for hidden cards); nil stops.
func (g *Game) TraceFrames(f func(texts []string)) { g.trace = f }

// frameTexts are the texts a frame drew (buttons' labels among them).
func frameTexts(shapes []shape) []string {
	var out []string
	for _, s := range shapes {
		if s.kind == shapeText && s.s != "" {
			out = append(out, s.s)
		}
	}
	return out
}
