package scenes

import (
	"fmt"
	"hash/fnv"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/scenes/art"
	"noddy/ui/fonts"
	"noddy/ui/geom"
	"noddy/ui/layout"
	"noddy/ui/play"
)

// Text: each string is rendered once per size into an image (the cache)
// and then only drawn. What the model lays out (the log, the chat, the
// rules' pages, the tutorial's narration, Play a friend's words) it lays
// out itself with the layout's measurer; what the drawer still fits (a
// label's size) goes through the layout's one path (layout.Wrap, Fit,
// FitPX) with the same measurer, kept here until what it depends on
// changes.

// textDrawer keeps laid-out text between frames, and the strings a frame
// would otherwise build.
type textDrawer struct {
	nums   [200]string
	names  [8][52]string // "1 · five"
	suits  [52]string    // "of spades"
	shorts [8][52]string // "1 · 5♠"

	summary  paraText // the review's summary
	record   paraText // the record's text (record.go)
	titleK   titleKey // the title's line, the fan and the name laid out for it
	title    layout.TitleText
	hint     play.HintText
	hintKey  [3]int
	bannerK  bannerKey // an announcement fitted to its place (fitBanner)
	bannerF  layout.BannerFit
	chooser  layout.ChooserText // the game's choice's cells (menus.go)
	chooserK chooserKey
	end      play.EndText
	endKey   endKey
}

// endKey is what the end box's text was laid out for.
type endKey struct {
	lines uint64 // linesHash
	box   geom.Rect
	fs    float64
}

func (t *textDrawer) init() {
	for i := range t.nums {
		t.nums[i] = fmt.Sprint(i)
	}
	for k := range t.names {
		for c := range 52 {
			card := engine.Card(c)
			t.names[k][c], t.suits[c] = english.KeyedName(k+1, card)
			t.shorts[k][c] = english.KeyedShort(k+1, shortName(card))
		}
	}
}

// shortName is a card as the corner shows it: "10♦", "Q♠".
func shortName(c engine.Card) string {
	r := string(c.Rank().Letter())
	if c.Rank() == 10 {
		r = "10"
	}
	return r + c.Suit().Symbol()
}

func (d *drawer) num(n int) string {
	if n >= 0 && n < len(d.words.nums) {
		return d.words.nums[n]
	}
	if n < 0 {
		return "−" + d.num(-n)
	}
	return fmt.Sprint(n) // beyond 199: a board of 181 holes and more
}

// textImage returns s rendered white at px physical pixels (cached).
func (d *drawer) textImage(s string, role art.FontRole, px int) *ebiten.Image {
	return d.cache.get(imageKey{kind: keyText, s: s, role: role, px: px}, func() *ebiten.Image {
		face := art.Font(role, float64(px))
		m := face.Metrics()
		w := int(math.Ceil(text.Advance(s, face))) + 2
		h := int(math.Ceil(m.HAscent+m.HDescent)) + 2
		img := ebiten.NewImage(max(w, 1), max(h, 1))
		op := &text.DrawOptions{}
		op.GeoM.Translate(1, 1)
		text.Draw(img, s, face, op)
		return img
	})
}

// text draws s at size px (logical) with its box's left, centre or right
// at x and its top at y; it returns the width drawn (logical).
func (d *drawer) text(dst *ebiten.Image, s string, role art.FontRole, px, x, y float64, al align, c color.RGBA, alpha float32) float64 {
	if s == "" {
		return 0
	}
	img := d.textImage(s, role, int(math.Round(px*d.s)))
	w := float64(img.Bounds().Dx())
	switch al {
	case centre:
		x = x*d.s - w/2
	case right:
		x = x*d.s - w
	default:
		x *= d.s
	}
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	d.op.Filter = ebiten.FilterNearest
	d.op.GeoM.Translate(math.Round(x), math.Round(y*d.s))
	scaleBy(&d.op.ColorScale, c)
	d.op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(img, &d.op)
	if d.rec != nil {
		// The glyphs' box: caps' tops to descenders' feet, not the image's
		// margin, so that lines 1.15 sizes apart do not touch.
		d.record(shape{kind: shapeText, r: geom.Rect{X: math.Round(x)/d.s + 1/d.s, Y: y + 1/d.s + px*0.18, W: w/d.s - 2/d.s, H: px * 0.92}, px: px, s: s})
	}
	return w / d.s
}

// textMid draws s centred in r.
func (d *drawer) textMid(dst *ebiten.Image, s string, role art.FontRole, px float64, r geom.Rect, c color.RGBA, alpha float32) {
	cx, cy := r.Centre()
	d.text(dst, s, role, px, cx, cy-px*0.62, centre, c, alpha)
}

func (d *drawer) textWidth(s string, role art.FontRole, px float64) float64 {
	return float64(d.textImage(s, role, int(math.Round(px*d.s))).Bounds().Dx()) / d.s
}

// The drawer measures with the layout's measurer (shell.Shell.Fonts: the
// same fonts and shaping it draws with, TestMeasureAsDrawn), so that what
// it fits is what the model lays out.

// labelWidth is the layout's measure for one-line labels, by the drawn
// text's width (what a button checks), so a row's shared size is kept.
func (d *drawer) labelWidth(s string, bold bool, px float64) float64 {
	return d.fonts.Image(s, fonts.Body, px)
}

// measure is the layout's measure: what wrapping measures.
func (d *drawer) measure(s string, bold bool, px float64) float64 {
	return d.fonts.Measure(s, bold, px)
}

// advance is the logical width of s at px.
func (d *drawer) advance(s string, role art.FontRole, px float64) float64 {
	return d.fonts.Advance(s, fontRoles[role], px)
}

// fontRoles are the art's font roles as the measurer names them.
var fontRoles = [...]fonts.Role{art.Title: fonts.Title, art.Body: fonts.Body, art.Bold: fonts.Bold}

// styleOf is how a laid line is drawn: its font and colour.
func (d *drawer) styleOf(st layout.TextStyle) (art.FontRole, color.RGBA) {
	switch st {
	case layout.TextBold:
		return art.Bold, d.pal.gold
	case layout.TextDim:
		return art.Body, d.pal.dim
	case layout.TextGold:
		return art.Body, d.pal.gold
	}
	return art.Body, d.pal.text
}

// lines draws laid lines from (x, y), lead sizes apart, no lower than
// limit; it returns the y under the last drawn.
func (d *drawer) lines(dst *ebiten.Image, ls []layout.Laid, px, x, y, lead, limit float64) float64 {
	for _, ln := range ls {
		y += ln.Gap
		if ln.Text == "" {
			continue
		}
		if y+px*1.2 > limit {
			break
		}
		role, c := d.styleOf(ln.Style)
		d.text(dst, ln.Text, role, px, x+ln.X, y, left, c, 1)
		y += px * lead
	}
	return y
}

// linesKey is a key for laid text that changes with its words (a hash
// of lines' texts).
func linesKey(lines []layout.Line) int {
	h := fnv.New32a()
	for _, ln := range lines {
		h.Write([]byte(ln.Text))
		h.Write([]byte{0})
	}
	return int(h.Sum32())
}

// linesHash is an FNV-1a hash of lines, each ended by a newline (a key
// for text laid out, without building a string every frame).
func linesHash(lines []string) uint64 {
	h := uint64(14695981039346656037)
	for _, s := range lines {
		for i := 0; i < len(s); i++ {
			h = (h ^ uint64(s[i])) * 1099511628211
		}
		h = (h ^ '\n') * 1099511628211
	}
	return h
}
