package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/scenes/art"
	"noddy/scenes/model"
)

// palette is the colours of the interface around the cards (the cards and
// the felt are the art's). High contrast is black, white and yellow only.
type palette struct {
	text, dim, gold, panel, edge, button, focus, shade, glow color.RGBA
}

var (
	parlour = palette{
		text: color.RGBA{246, 238, 218, 255}, dim: color.RGBA{205, 195, 170, 255},
		gold: color.RGBA{232, 190, 92, 255}, panel: color.RGBA{38, 24, 14, 215},
		edge: color.RGBA{150, 110, 60, 255}, button: color.RGBA{70, 44, 24, 235},
		focus: color.RGBA{128, 84, 36, 255}, shade: color.RGBA{0, 0, 0, 150},
		glow: color.RGBA{255, 214, 90, 255},
	}
	contrast = palette{
		text: color.RGBA{255, 255, 255, 255}, dim: color.RGBA{255, 255, 255, 255},
		gold: color.RGBA{255, 235, 0, 255}, panel: color.RGBA{0, 0, 0, 240},
		edge: color.RGBA{255, 255, 255, 255}, button: color.RGBA{0, 0, 0, 255},
		focus: color.RGBA{90, 80, 0, 255}, shade: color.RGBA{0, 0, 0, 200},
		glow: color.RGBA{255, 235, 0, 255},
	}
)

type align uint8

const (
	left align = iota
	centre
	right
)

type textKey struct {
	s    string
	role art.FontRole
	px   int
}

// drawer draws the App. Everything it draws each frame is an image made
// once: the cards and felt per scale, each string per size (cached), so a
// steady frame allocates nothing.
type drawer struct {
	op     ebiten.DrawImageOptions
	white  *ebiten.Image
	s      float64
	pal    palette
	style  art.Style
	cards  *art.Cards
	cardsW int
	cardsS art.Style
	felt   *ebiten.Image
	feltK  [3]int
	from   *ebiten.Image
	to     *ebiten.Image
	texts  map[textKey]*ebiten.Image
	panels map[panelKey]*ebiten.Image
	glows  map[panelKey]*ebiten.Image
	chips  map[textKey]*ebiten.Image

	chipFill, chipInk color.RGBA

	logLines []string
	logLast  int    // the first of logLines that belongs to the newest entry
	subKey   string // the banner's second line, wrapped into subLines at width subW
	subW     float64
	subLines []string
	logKey   [3]int
	cntLines []string
	cntPX    float64
	cntKey   [6]int
	cntTable *model.Table

	nums     [200]string
	names    [3][52]string // "1 · five"
	suits    [52]string    // "of spades"
	tooHigh  string
	held     []int
	faceTint ebiten.ColorScale
	tour     tourText // the tutorial's wrapped narration

	hintKey [3]int // the hint panel's text is laid out again when it changes

	rulesKey   [3]int
	rulesPX    float64
	rulesLines []string

	// rec, when not nil, collects what is drawn (shapes.go, the layout
	// tests); layer, group, owner and moving describe what is drawn now.
	rec                 *[]shape
	layer, group, owner int
	moving              bool
	lastCard            int // the last card's shape (record)
	spriteShape         [model.NumSprites]int

	minPX    float64        // the layout's least text size (Layout.Min)
	hintText model.HintText // the hint panel's text (model.App.HintFit)
	titleKey [2]int         // the title's line on Noddy, wrapped to its width
	titleLns []string
	titlePX  float64
	bannerK  bannerKey // an announcement fitted to its place (bannerFit)
	bannerF  bannerFit
}

// bannerKey is what an announcement's fit depends on.
type bannerKey struct {
	main, sub string
	area      model.Rect
	fs        float64
}

// bannerFit is an announcement laid out in its place: its box, the main
// line's size and the second line, wrapped.
type bannerFit struct {
	box      model.Rect
	px, spx  float64
	subLines []string
}

func newDrawer() *drawer {
	d := &drawer{texts: map[textKey]*ebiten.Image{}, panels: map[panelKey]*ebiten.Image{}, glows: map[panelKey]*ebiten.Image{}, chips: map[textKey]*ebiten.Image{}}
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	d.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	for i := range d.nums {
		d.nums[i] = strconv.Itoa(i)
	}
	for k := range 3 {
		for c := range 52 {
			card := engine.Card(c)
			d.names[k][c] = fmt.Sprintf("%d · %s", k+1, english.Rank(card.Rank()))
			d.suits[c] = "of " + english.Suit(card.Suit())
		}
	}
	return d
}

func (d *drawer) num(n int) string {
	if n >= 0 && n < len(d.nums) {
		return d.nums[n]
	}
	return "…"
}

// ---- primitives (logical coordinates in, physical pixels out) ----

func (d *drawer) fill(dst *ebiten.Image, r model.Rect, c color.RGBA) {
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	d.op.Filter = ebiten.FilterNearest
	d.op.GeoM.Scale(r.W*d.s, r.H*d.s)
	d.op.GeoM.Translate(r.X*d.s, r.Y*d.s)
	scaleBy(&d.op.ColorScale, c)
	dst.DrawImage(d.white, &d.op)
}

func (d *drawer) frameRect(dst *ebiten.Image, r model.Rect, w float64, c color.RGBA) {
	w = math.Max(w, 1/d.s)
	d.fill(dst, model.Rect{X: r.X, Y: r.Y, W: r.W, H: w}, c)
	d.fill(dst, model.Rect{X: r.X, Y: r.Y + r.H - w, W: r.W, H: w}, c)
	d.fill(dst, model.Rect{X: r.X, Y: r.Y, W: w, H: r.H}, c)
	d.fill(dst, model.Rect{X: r.X + r.W - w, Y: r.Y, W: w, H: r.H}, c)
}

func (d *drawer) panel(dst *ebiten.Image, r model.Rect) {
	d.rounded(dst, r, d.pal.panel, d.pal.edge, 2)
}

type panelKey struct {
	w, h       int
	fill, edge color.RGBA
	edgeW      float64
}

// rounded draws a rounded panel (art.Panel, made once per size and colour).
func (d *drawer) rounded(dst *ebiten.Image, r model.Rect, fill, edge color.RGBA, edgeW float64) {
	d.roundedA(dst, r, fill, edge, edgeW, 1)
}

func (d *drawer) roundedA(dst *ebiten.Image, r model.Rect, fill, edge color.RGBA, edgeW float64, alpha float32) {
	k := panelKey{int(math.Round(r.W * d.s)), int(math.Round(r.H * d.s)), fill, edge, edgeW}
	img, ok := d.panels[k]
	if !ok {
		if len(d.panels) > 200 {
			for k, img := range d.panels {
				img.Deallocate()
				delete(d.panels, k)
			}
		}
		rad := math.Min(float64(k.h)/2, 10*d.s)
		img = art.Panel(k.w, k.h, rad, edgeW*d.s, fill, edge)
		d.panels[k] = img
	}
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	d.op.Filter = ebiten.FilterNearest
	d.op.GeoM.Translate(math.Round(r.X*d.s), math.Round(r.Y*d.s))
	d.op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(img, &d.op)
}

// halo draws a soft glow (or shadow) around a card-sized rectangle.
func (d *drawer) halo(dst *ebiten.Image, r model.Rect, c color.RGBA, alpha float32) {
	w, h := int(math.Round(r.W*d.s)), int(math.Round(r.H*d.s))
	spread := math.Round(r.W * d.s * 0.09)
	k := panelKey{w: w, h: h, fill: c, edgeW: spread}
	img, ok := d.glows[k]
	if !ok {
		img = art.Glow(w, h, r.W*d.s*0.06, spread, c)
		d.glows[k] = img
	}
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	d.op.Filter = ebiten.FilterNearest
	d.op.GeoM.Translate(math.Round(r.X*d.s-spread), math.Round(r.Y*d.s-spread))
	d.op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(img, &d.op)
}

// ring draws a high-contrast highlight round a card-sized rectangle: a
// white band, then black between it and the card, so it shows on the black
// felt and on white cards alike.
func (d *drawer) ring(dst *ebiten.Image, r model.Rect) {
	gap, band := math.Max(2/d.s, r.W*0.035), math.Max(3/d.s, r.W*0.06)
	grow := func(r model.Rect, by float64) model.Rect {
		return model.Rect{X: r.X - by, Y: r.Y - by, W: r.W + 2*by, H: r.H + 2*by}
	}
	white, black := color.RGBA{255, 255, 255, 255}, color.RGBA{0, 0, 0, 255}
	d.rounded(dst, grow(r, gap+band), white, white, 0)
	d.rounded(dst, grow(r, gap), black, black, 0)
}

// textImage returns s rendered white at px physical pixels (cached).
func (d *drawer) textImage(s string, role art.FontRole, px int) *ebiten.Image {
	k := textKey{s, role, px}
	if img, ok := d.texts[k]; ok {
		return img
	}
	if len(d.texts) > 800 {
		for k, img := range d.texts {
			img.Deallocate()
			delete(d.texts, k)
		}
	}
	face := art.Font(role, float64(px))
	m := face.Metrics()
	w := int(math.Ceil(text.Advance(s, face))) + 2
	h := int(math.Ceil(m.HAscent+m.HDescent)) + 2
	img := ebiten.NewImage(max(w, 1), max(h, 1))
	op := &text.DrawOptions{}
	op.GeoM.Translate(1, 1)
	text.Draw(img, s, face, op)
	d.texts[k] = img
	return img
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
		d.record(shape{kind: shapeText, r: model.Rect{X: math.Round(x)/d.s + 1/d.s, Y: y + 1/d.s + px*0.18, W: w/d.s - 2/d.s, H: px * 0.92}, px: px, s: s})
	}
	return w / d.s
}

// textMid draws s centred in r.
func (d *drawer) textMid(dst *ebiten.Image, s string, role art.FontRole, px float64, r model.Rect, c color.RGBA, alpha float32) {
	cx, cy := r.Centre()
	d.text(dst, s, role, px, cx, cy-px*0.62, centre, c, alpha)
}

func (d *drawer) textWidth(s string, role art.FontRole, px float64) float64 {
	return float64(d.textImage(s, role, int(math.Round(px*d.s))).Bounds().Dx()) / d.s
}

// wrap splits s into lines no wider than w at px (allocates: call on change).
func (d *drawer) wrap(out []string, s string, role art.FontRole, px, w float64) []string {
	face := art.Font(role, px*d.s)
	words := strings.Fields(s)
	line := ""
	if strings.HasPrefix(s, "   ") && len(words) > 0 {
		words[0] = "   " + words[0]
	}
	for _, word := range words {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && text.Advance(try, face)/d.s > w {
			out = append(out, line)
			line = "     " + word
			continue
		}
		line = try
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

func (d *drawer) button(dst *ebiten.Image, b model.Button, label string, focus bool, fs float64) {
	c := d.pal.button
	if focus {
		c = d.pal.focus
	}
	edge := d.pal.edge
	w := 1.5
	if focus {
		edge, w = d.pal.gold, 3
	}
	d.rounded(dst, b.Rect, c, edge, w)
	px := math.Min(fs, b.H*0.45)
	for px > d.minPX && d.textWidth(label, art.Body, px) > b.W-8 {
		px = math.Max(d.minPX, px*0.9)
	}
	owner := d.owner
	d.owner = d.record(shape{kind: shapeButton, r: b.Rect, s: label})
	d.textMid(dst, label, art.Body, px, b.Rect, d.pal.text, 1)
	d.owner = owner
}

// ---- frame and scenes ----

func (d *drawer) frame(screen *ebiten.Image, a *model.App, scale float64) {
	d.s = scale
	d.layer, d.group, d.owner, d.moving = 0, groupNone, 0, false
	d.minPX = a.L.Min
	d.style = art.Style{HighContrast: a.Settings.HighContrast, FourColour: a.Settings.FourColour}
	d.pal = parlour
	if d.style.HighContrast {
		d.pal = contrast
	}
	// The art's palette for text, panels and glows, so they match the cards.
	ui := art.Palette(d.style)
	d.pal.text, d.pal.dim, d.pal.gold = ui.Text, ui.Dim, ui.Accent
	d.pal.panel, d.pal.edge, d.pal.glow = ui.Panel, ui.PanelEdge, ui.Glow
	if ui.ChipFill != d.chipFill || ui.ChipInk != d.chipInk {
		for k, img := range d.chips {
			img.Deallocate()
			delete(d.chips, k)
		}
	}
	d.chipFill, d.chipInk = ui.ChipFill, ui.ChipInk
	if a.Fade <= 0 {
		d.scene(screen, a, a.Scene)
		return
	}
	b := screen.Bounds()
	if d.from == nil || d.from.Bounds() != b {
		if d.from != nil {
			d.from.Deallocate()
			d.to.Deallocate()
		}
		d.from = ebiten.NewImage(b.Dx(), b.Dy())
		d.to = ebiten.NewImage(b.Dx(), b.Dy())
	}
	d.from.Clear()
	d.scene(d.from, a, a.Scene)
	d.to.Clear()
	d.scene(d.to, a, a.Next)
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	screen.DrawImage(d.from, &d.op)
	d.op.ColorScale.ScaleAlpha(1 - float32(a.Fade)/model.FadeTicks)
	screen.DrawImage(d.to, &d.op)
}

func (d *drawer) scene(dst *ebiten.Image, a *model.App, id model.SceneID) {
	d.background(dst, a)
	switch id {
	case model.SceneTitle:
		d.title(dst, a)
	case model.SceneSettings:
		d.settings(dst, a)
	case model.SceneTable:
		d.table(dst, a)
	case model.SceneTutorial:
		d.tutorial(dst, a)
	}
	if a.Message != "" {
		// Where the scene keeps it (App.NoticeArea): clear of what one
		// reads or clicks; the newest of it and an announcement on top.
		l := &a.L
		area := a.NoticeArea(id)
		px := model.FitPX(a.Message, false, math.Min(l.FS, area.H/1.25), area.W-2*l.Pad, l.Min, d.labelWidth)
		w := math.Min(area.W, d.textWidth(a.Message, art.Body, px)+2*l.Pad)
		h := math.Min(area.H, math.Max(px*1.9, math.Min(l.Base*2.2, area.H)))
		r := model.Rect{X: area.X + (area.W-w)/2, Y: area.Y + (area.H-h)/2, W: w, H: h}
		d.panel(dst, r)
		d.textMid(dst, a.Message, art.Body, px, r, d.pal.gold, 1)
	}
}

func (d *drawer) background(dst *ebiten.Image, a *model.App) {
	b := dst.Bounds()
	k := [3]int{b.Dx(), b.Dy(), 0}
	if d.style.HighContrast {
		k[2] = 1
	}
	if d.felt == nil || d.feltK != k {
		if d.felt != nil {
			d.felt.Deallocate()
		}
		d.felt = art.Table(b.Dx(), b.Dy(), d.style)
		d.feltK = k
	}
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	dst.DrawImage(d.felt, &d.op)
}

func (d *drawer) ensureCards(a *model.App) { d.ensureCardsFor(&a.L) }

// ensureCardsFor renders the cards at layout l's card width.
func (d *drawer) ensureCardsFor(l *model.Layout) {
	w := int(math.Round(l.CW * d.s))
	if d.cards == nil || d.cardsW != w || d.cardsS != d.style {
		if d.cards != nil {
			d.cards.Dispose() // a new size or style: free the old deck's images now
		}
		d.cards = art.NewCards(max(w, 8), d.style)
		d.cardsW, d.cardsS = w, d.style
	}
}

func (d *drawer) menuButtons(dst *ebiten.Image, a *model.App, id model.SceneID) {
	bs, labels := a.ButtonsOf(id)
	for i, b := range bs {
		d.button(dst, b, labels[i], i == a.Focus && id == a.Scene, a.L.PanelFS*1.05)
	}
}

// titleLine is the title's line on Noddy.
var titleLine = []string{"The 16th-century card game cribbage grew from:", "fifteens, pairs and runs, a count to 31, first to 31 wins."}

func (d *drawer) title(dst *ebiten.Image, a *model.App) {
	l := &a.L
	d.ensureCards(a)
	// Three cards of a good hand, fanned above the name.
	cw := l.TitleCardW
	if cw > 8 {
		for i, c := range [3]engine.Card{engine.NewCard(5, engine.Hearts), engine.NewCard(engine.Jack, engine.Spades), engine.NewCard(5, engine.Clubs)} {
			r := model.Rect{X: l.TitleX - cw*1.55 + float64(i)*cw*1.05, Y: l.TitleCardsY, W: cw, H: cw * 7 / 5}
			d.card(dst, d.cards.Face(c), r, 1, 1, 0, 0)
		}
	}
	d.text(dst, "Noddy", art.Title, l.PanelFS*3.2, l.TitleX, l.TitleY, centre, d.pal.gold, 1)
	if k := [2]int{int(l.TitleW), int(l.PanelFS * 100)}; k != d.titleKey {
		d.titleKey = k
		d.titlePX, d.titleLns = model.WrapFit(titleLine, l.TitleW, l.PanelFS*2.8, l.PanelFS*0.95, l.Min, d.measure)
		d.titleLns = slices.Clone(d.titleLns)
	}
	y := l.TitleLineY
	for _, s := range d.titleLns {
		d.text(dst, s, art.Body, d.titlePX, l.TitleX, y, centre, d.pal.text, 1)
		y += d.titlePX * model.ParaLead
	}
	d.menuButtons(dst, a, model.SceneTitle)
	d.footer(dst, a, model.SceneTitle)
}

func (d *drawer) settings(dst *ebiten.Image, a *model.App) {
	l := &a.L
	d.text(dst, "Settings", art.Title, l.PanelFS*2, l.W/2, l.SettingsY, centre, d.pal.gold, 1)
	d.menuButtons(dst, a, model.SceneSettings)
	d.footer(dst, a, model.SceneSettings)
}

// footer draws the first of the scene's footer lines that fits the window
// at the footer's size (the last, made to fit, when none does); a notice
// takes its place on the title and in Settings (App.NoticeArea).
func (d *drawer) footer(dst *ebiten.Image, a *model.App, id model.SceneID) {
	if a.NoticeOnTop() && (id == model.SceneTitle || id == model.SceneSettings) {
		return
	}
	l := &a.L
	r := l.RuleLine
	lines := a.Footer(id)
	if len(lines) == 0 {
		return
	}
	px := math.Min(l.FootPX, r.H/1.25)
	s := lines[len(lines)-1]
	for _, ln := range lines {
		if d.textWidth(ln, art.Body, px) <= r.W {
			s = ln
			break
		}
	}
	px = model.FitPX(s, false, px, r.W, l.Min, d.labelWidth)
	d.text(dst, s, art.Body, px, r.X+r.W/2, r.Y+(r.H-px*1.2)/2, centre, d.pal.dim, 1)
}

// card draws img into r (logical), squeezed horizontally by fx (a flip),
// lifted by lift, dimmed and highlighted as asked: glow 1 for a card being
// scored, less for a gentler mark (the hint's best card), 0 for none. In
// high contrast the highlight is a thick white ring parted from the card by
// black (no colour, no blur), and a scored card also stands raised.
func (d *drawer) card(dst *ebiten.Image, img *ebiten.Image, r model.Rect, fx float64, bright float32, glow float32, lift float64) {
	r.Y -= lift
	if glow > 0 && d.style.HighContrast {
		if glow >= 1 {
			r.Y -= r.H * 0.07
		}
		d.ring(dst, r)
	} else if glow > 0 {
		d.halo(dst, r, d.pal.glow, glow)
	} else if fx > 0.98 {
		sh := r
		sh.X += r.W * 0.03
		sh.Y += r.W*0.04 + lift*0.3
		d.halo(dst, sh, color.RGBA{0, 0, 0, 255}, 0.35)
	}
	b := img.Bounds()
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	sx, sy := r.W*d.s/float64(b.Dx()), r.H*d.s/float64(b.Dy())
	// A card drawn at its rendered size needs no filtering; the same
	// (nearest) filter as the text and panels lets Ebitengine merge their
	// draws into fewer commands.
	// (at whole pixels, so each texel lands on one pixel).
	if fx > 0.999 && math.Abs(sx-1) < 0.02 && math.Abs(sy-1) < 0.02 {
		d.op.Filter = ebiten.FilterNearest
		d.op.GeoM.Translate(math.Round((r.X+r.W/2)*d.s-float64(b.Dx())/2), math.Round(r.Y*d.s))
	} else {
		d.op.Filter = ebiten.FilterLinear
		d.op.GeoM.Translate(-float64(b.Dx())/2, 0)
		d.op.GeoM.Scale(sx*math.Max(fx, 0.02), sy)
		d.op.GeoM.Translate((r.X+r.W/2)*d.s, r.Y*d.s)
	}
	if bright < 1 {
		d.op.ColorScale.Scale(bright, bright, bright, 1)
	}
	dst.DrawImage(img, &d.op)
	d.lastCard = d.record(shape{kind: shapeCard, r: r, moves: d.moving})
}

func lerp(a, b, p float64) float64 { return a + (b-a)*p }

// spriteRect returns where sprite sp is now, and its flip squeeze and
// whether its face shows.
func (d *drawer) sprite(l *model.Layout, sp *model.Sprite, p float64) (model.Rect, float64, bool) {
	r := l.At(sp.To)
	if sp.Moving {
		f := l.At(sp.From)
		r.X, r.Y = lerp(f.X, r.X, p), lerp(f.Y, r.Y, p)
	}
	up, fx := sp.Up, 1.0
	if sp.Flip {
		q := p
		if sp.Moving && sp.To.Zone == model.ZPile {
			q = math.Max(0, (p-0.6)/0.4) // a laid card turns over as it lands
		}
		fx = math.Abs(math.Cos(math.Pi * q))
		if q < 0.5 {
			up = !up
		}
	}
	return r, fx, up && sp.Card.Valid()
}

func (d *drawer) drawSprite(dst *ebiten.Image, a *model.App, l *model.Layout, t *model.Table, i int, p float64) {
	sp := &t.Sprites[i]
	r, fx, up := d.sprite(l, sp, p)
	img := d.cards.Back()
	if up {
		img = d.cards.Face(sp.Card)
	}
	bright, lift := float32(1), 0.0
	if i < model.SpHand+3 && sp.Card.Valid() && t.YourTurn() && a.Overlay == model.OvNone {
		if !t.Legal(sp.Card) {
			bright = 0.45
		} else if i == a.Hover {
			lift = l.CH * 0.12
		}
	}
	if up && t.Lifted.Has(sp.Card) {
		lift = l.CH * 0.12
	}
	glow := float32(0)
	switch {
	case sp.Glow || (up && t.Marked.Has(sp.Card)):
		glow = 1
	case i < model.SpHand+3 && up && sp.Card == a.HintBest() && t == a.Table && a.Overlay == model.OvNone:
		glow = 0.55 // the hint's best card, gently
	}
	if i >= model.SpPile && i < model.SpPile+6 {
		d.group = groupPile
	}
	d.moving = sp.Moving || sp.Flip
	d.card(dst, img, r, fx, bright, glow, lift)
	d.group, d.moving = groupNone, false
	d.spriteShape[i] = d.lastCard
}

func (d *drawer) table(dst *ebiten.Image, a *model.App) {
	t := a.Table
	if t == nil {
		return
	}
	l := &a.L
	d.tableView(dst, a, t, l)
	hint := a.HintOpen() && a.Overlay == model.OvNone
	if !hint || l.Portrait { // in a wide window the hint takes the log's place
		d.log(dst, a)
	}
	if hint {
		d.hint(dst, a)
	}
	d.footer(dst, a, model.SceneTable)

	// Buttons, overlays.
	if a.Overlay == model.OvNone {
		bs, labels := a.ButtonsOf(model.SceneTable)
		// One label size for the row: the largest at which every label fits.
		px := model.RowLabelPX(bs, labels, l.PX(0.85), d.labelWidth)
		for i, b := range bs {
			bp := px
			if b.Name == "next" {
				bp = l.PX(0.9)
			}
			d.button(dst, b, labels[i], b.Name == "next", bp)
		}
		return
	}
	d.overlay(dst, a)
}

// tableView draws table t (the match's, or the tutorial's guided one):
// scores, cards, count, names, announcements; not the log, the buttons or
// the overlays.
func (d *drawer) tableView(dst *ebiten.Image, a *model.App, t *model.Table, l *model.Layout) {
	d.ensureCardsFor(l)
	p := t.Progress()
	fs := l.FS

	// Header: scores on pegging tracks, who deals.
	d.panel(dst, l.Header)
	for s := range 2 {
		d.text(dst, t.ScoreText[s], art.Bold, l.ScorePX, l.Score[s].X+l.Pad/2, l.Score[s].Y+l.Score[s].H/2-l.ScorePX*0.59, left, d.pal.text, 1)
		d.track(dst, l.Track[s], lerp(float64(t.PegFrom[s]), float64(t.Scores[s]), p))
	}
	dealAt, dpx := l.Deal, l.DealFS // the layout keeps it clear of the log and the cards
	for dpx > l.Min && d.textWidth(t.DealText, art.Body, dpx) > dealAt.W {
		dpx = math.Max(l.Min, dpx*0.92)
	}
	d.textMid(dst, t.DealText, art.Body, dpx, dealAt, d.pal.dim, 1)

	// The pack and the starter's place.
	if t.Deal > 0 {
		d.group = groupPack
		for k := 2; k >= 0; k-- {
			r := l.Pack
			r.X -= float64(k) * 1.5
			r.Y -= float64(k) * 1.5
			d.card(dst, d.cards.Back(), r, 1, 1, 0, 0)
		}
		d.group = groupNone
	}
	d.frameRect(dst, l.Starter, 1.5, d.pal.edge)
	d.text(dst, "starter", art.Body, l.LabelPX, l.StarterLabel.X+l.StarterLabel.W/2, l.StarterLabel.Y, centre, d.pal.dim, 1)

	// Count: it runs up to the new total as the card lands.
	count := t.Count
	if t.CountMoving {
		count = t.CountFrom + int(math.Round(float64(t.Count-t.CountFrom)*p))
	}
	cpx := l.PX(0.85)
	d.text(dst, "count", art.Body, cpx, l.CountAt.X+l.CountAt.W/2, l.CountAt.Y, centre, d.pal.dim, 1)
	d.text(dst, d.num(count), art.Title, math.Max(l.Min, math.Min(fs*2.6, (l.CountAt.H-cpx*1.2)*0.85)), l.CountAt.X+l.CountAt.W/2, l.CountAt.Y+cpx*1.2, centre, d.pal.gold, 1)

	// Cards: resting ones, then moving ones on top.
	for pass := range 2 {
		for i := range t.Sprites {
			sp := &t.Sprites[i]
			if sp.Shown && sp.Moving == (pass == 1) {
				d.drawSprite(dst, a, l, t, i, p)
			}
		}
	}

	// Whose cut card is whose.
	for s := range 2 {
		if sp := &t.Sprites[model.SpCut+s]; sp.Shown && !sp.Moving && sp.Up {
			r := l.Cut[s]
			d.text(dst, t.Seats.Short[s], art.Bold, l.PX(0.85), r.X+r.W/2, r.Y+r.H+fs*0.3, centre, d.pal.text, 1)
		}
	}

	// The player's cards in words, with their keys.
	d.held = t.Held(d.held[:0])
	yours := t.YourTurn() && a.Overlay == model.OvNone
	for k, i := range d.held {
		sp := &t.Sprites[i]
		if sp.Moving || !sp.Card.Valid() {
			continue
		}
		r := l.NameAt(sp.To.I, sp.To.N)
		c := d.pal.text
		if yours && !t.Legal(sp.Card) {
			c = d.pal.dim
			d.owner = d.spriteShape[i] // a mark on the dimmed card
			d.text(dst, "past 31", art.Body, l.LabelPX, r.X+r.W/2, r.Y-l.CH*0.55, centre, d.pal.text, 1)
			d.owner = 0
		} else if yours && k == a.Focus {
			c = d.pal.gold
			h := l.At(sp.To)
			d.fill(dst, model.Rect{X: h.X, Y: h.Y + h.H + 1, W: h.W, H: 3}, d.pal.gold)
		}
		// In words, on two lines ("1 · seven" / "of hearts"), one size for
		// every card: the one that fits the longest.
		// (the layout spaced the cards for NamePX; the loop guards a font
		// wider than the layout's estimate).
		px := l.NamePX
		for px > l.Min && d.textWidth("of diamonds", art.Body, px) > r.W {
			px = math.Max(l.Min, px*0.93)
		}
		d.text(dst, d.names[k][sp.Card], art.Body, px, r.X+r.W/2, r.Y, centre, c, 1)
		d.text(dst, d.suits[sp.Card], art.Body, px, r.X+r.W/2, r.Y+px*1.15, centre, c, 1)
	}
	if prompt := a.TurnPrompt(); yours && len(d.held) > 0 && t == a.Table && prompt != "" {
		// Centred over the hand, inside the play area (a low window's hand
		// is at its left).
		w := d.textWidth(prompt, art.Body, l.TurnPX)
		x := math.Max(l.Turn.X+w/2, math.Min(l.Hands[0][1].X+l.CW/2, l.Turn.X+l.Turn.W-w/2))
		d.text(dst, prompt, art.Body, l.TurnPX, x, l.Turn.Y, centre, d.pal.gold, 1)
	}

	// Announcements and floating points.
	if banner, float, seat := t.Banner(); banner != "" || float != "" {
		// Announcements fade in and out at the ends of their step.
		alpha := float32(math.Min(1, math.Min(p*8, (1-p)*8)+0.15))
		if t.Waiting() {
			alpha = float32(math.Min(1, p*8+0.15)) // it stays up while the table holds
		}
		if banner != "" && !(t == a.Table && a.NoticeOnTop()) { // a newer notice hides it (App.say)
			f := d.fitBanner(l, banner, t.BannerLine())
			r := f.box
			d.roundedA(dst, r, d.pal.panel, d.pal.gold, 2, alpha)
			top := r.Y + (r.H-f.boxText())/2
			d.text(dst, banner, art.Bold, f.px, r.X+r.W/2, top, centre, d.pal.gold, alpha)
			y := top + f.px*1.25
			for _, ln := range f.subLines {
				d.text(dst, ln, art.Body, f.spx, r.X+r.W/2, y, centre, d.pal.text, alpha)
				y += f.spx * 1.25
			}
		}
		if float != "" {
			// Beside the hand's last card, or over it where that would run
			// onto the rim or over the announcements (a low window).
			h := l.Hands[seat][2]
			y := h.Y + h.H*0.3 - p*h.H*0.4
			cw := d.chipWidth(float, fs*1.5)
			x := math.Min(h.X+h.W+l.Pad, l.W-l.Rim-cw-2)
			if l.Low {
				x = h.X + h.W - cw
			}
			d.chip(dst, float, fs*1.5, x, y, float32(1-p*0.5))
		}
	}
}

// track draws a score as a peg on a board of 31 holes.
func (d *drawer) track(dst *ebiten.Image, r model.Rect, v float64) {
	const n = engine.DefaultTarget
	step := r.W / n
	hole := math.Max(2, math.Min(step*0.45, r.H*0.5))
	for i := range n {
		c := d.pal.dim
		c.A = 110
		if float64(i+1) <= v+0.001 {
			c = d.pal.text
		}
		d.fill(dst, model.Rect{X: r.X + float64(i)*step + (step-hole)/2, Y: r.Y + (r.H-hole)/2, W: hole, H: hole}, c)
	}
	// A score past the target (a last lay worth more than the holes left)
	// pegs the last hole: the board ends there, and its "31" stays clear.
	// The peg stands in hole v (its left edge at (v-1) steps), at 0 just
	// before the board.
	v = math.Min(v, n)
	x := r.X + (math.Max(0, v)-1)*step
	peg := hole * 1.9
	d.fill(dst, model.Rect{X: x + step/2 - peg/2, Y: r.Y + r.H/2 - peg/2, W: peg, H: peg}, d.pal.gold)
	px := math.Max(d.minPX, r.H*1.3)
	d.text(dst, "31", art.Body, px, r.X+r.W+hole*2.5, r.Y+r.H/2-px*0.62, left, d.pal.dim, 1)
}

func (d *drawer) log(dst *ebiten.Image, a *model.App) {
	t := a.Table
	l := &a.L
	r := l.Log
	d.panel(dst, r)
	fs := l.LogFS
	lh := fs * 1.3
	k := [3]int{len(t.Log), int(r.W), int(fs * 10)}
	if k != d.logKey || len(t.Log) > 0 && len(d.logLines) == 0 {
		d.logKey = k
		d.logLines = d.logLines[:0]
		maxLines := int(r.H/lh) + 1
		start := max(0, len(t.Log)-maxLines)
		for _, s := range t.Log[start:] {
			d.logLast = len(d.logLines)
			d.logLines = d.wrap(d.logLines, s, art.Body, fs, r.W-l.Pad*1.5)
		}
	}
	n := int((r.H - l.Pad) / lh)
	start := max(0, len(d.logLines)-n)
	y := r.Y + l.Pad/2
	for i, s := range d.logLines[start:] {
		c := d.pal.dim
		if start+i >= d.logLast { // every line of the newest entry
			c = d.pal.text
		}
		d.text(dst, s, art.Body, fs, r.X+l.Pad*0.75, y, left, c, 1)
		y += lh
	}
}

// hint draws the expert's advice (model.App.HintLines, asked for once) in
// its panel: a title, each legal card best first with its win chance and
// points, and its reason under it; the text shrinks until it all fits.
func (d *drawer) hint(dst *ebiten.Image, a *model.App) {
	l := &a.L
	p := a.HintPanel()
	k := [3]int{a.HintGen(), int(p.W), int(p.H * 4)}
	if k != d.hintKey {
		d.hintKey = k
		d.hintText = a.HintFit(d.measure)
	}
	h := &d.hintText
	if l.Portrait && h.H < p.H {
		// Over the table in a tall window: only as tall as the text, down
		// to the middle row, so the pile and the count show under it.
		p.Y, p.H = p.Y+p.H-h.H, h.H
	}
	solid := d.pal.panel
	solid.A = 255
	d.raise() // over the computer's hand in a tall window (never over the pile, the count or the hand)
	d.rounded(dst, p, solid, d.pal.gold, 2)
	x, y := p.X+l.Pad, p.Y+l.Pad/2
	d.text(dst, model.HintTitle, art.Bold, h.TitlePX, x, y, left, d.pal.gold, 1)
	y += h.TitlePX * 1.7
	px := h.PX
	foot := h.FootPX * 1.6
	for i, s := range h.Lines {
		if i > 0 && h.Kinds[i] != model.HintReason && h.Kinds[i-1] == model.HintReason {
			y += px * 0.5
		}
		if y+px*1.3 > p.Y+p.H-foot {
			break
		}
		c, role := d.pal.text, art.Body
		switch h.Kinds[i] {
		case model.HintBest:
			c, role = d.pal.gold, art.Bold
		case model.HintReason:
			c = d.pal.dim
		}
		d.text(dst, s, role, px, x, y, left, c, 1)
		y += px * 1.3
	}
	d.text(dst, a.HintFoot(), art.Body, h.FootPX, x, p.Y+p.H-foot+h.FootPX*0.2, left, d.pal.dim, 1)
}

func (d *drawer) overlay(dst *ebiten.Image, a *model.App) {
	l := &a.L
	t := a.Table
	d.raise()
	if a.Overlay != model.OvEnd { // the end box leaves the last pile in full view
		d.fill(dst, model.Rect{W: l.W, H: l.H}, d.pal.shade)
	}
	p := a.Panel()
	solid := d.pal.panel
	solid.A = 250
	if a.Overlay == model.OvEnd {
		solid.A = 255
	}
	d.rounded(dst, p, solid, d.pal.gold, 2)
	fs := l.PanelFS // what is read in panels: larger with big text
	if a.Overlay == model.OvEnd {
		fs = l.FS // the end box keeps to the table's rows
	}
	x, y := p.X+l.Pad*1.5, p.Y+l.Pad
	lines := []string(nil)
	title := ""
	switch a.Overlay {
	case model.OvRules:
		title, lines = "The rules", model.RulesText
	case model.OvCount:
		title = "Count both hands"

	case model.OvConfirm:
		title = "Start a new match?"
		lines = a.ConfirmLines()
	case model.OvEnd:
		title = t.WinTitle()
		lines = t.EndLines()
	}
	if a.Overlay == model.OvEnd { // compact: the box sits under the pile (model.Layout.EndPanel)
		d.text(dst, title, art.Title, fs*1.0, p.X+p.W/2, y, centre, d.pal.gold, 1)
		y += fs * model.EndTitleLead
	} else {
		d.text(dst, title, art.Title, fs*1.4, p.X+p.W/2, y, centre, d.pal.gold, 1)
		y += fs * 2.4
	}
	if a.Overlay == model.OvCount {
		y = d.panelHands(dst, a, p, y)
		// The lines at the largest size that fits under the cards.
		k := [6]int{t.Deal, len(t.Entries), b2i(t.Revealed), int(p.W), int(p.H), int(y)}
		if k != d.cntKey || t != d.cntTable {
			d.cntKey, d.cntTable = k, t
			room := p.Y + p.H - fs*3.5 - y
			for px := fs * 0.9; ; px = math.Max(l.Min, px*0.95) {
				d.cntLines = d.cntLines[:0]
				for _, s := range a.CountLines() {
					if s == "" {
						d.cntLines = append(d.cntLines, "")
						continue
					}
					d.cntLines = model.WrapIndented(d.cntLines, s, false, px, p.W-l.Pad*3-fs*1.2, d.measure)
				}
				d.cntPX = px
				if model.WrapHeight(d.cntLines, px) <= room || px <= l.Min {
					break
				}
			}
		}
		lines = d.cntLines
	}
	lf := l.PPX(0.8)
	if a.Overlay == model.OvCount {
		lf = d.cntPX
	}
	if a.Overlay == model.OvEnd {
		// One size for the box's lines: the largest up to 0.75 text sizes
		// at which the longest (a hand in words, a long seed) fits, and all
		// fit its height.
		lf = l.EndLinePX(p, len(lines)) // in a low window, the box is short
		for _, s := range lines {
			lf = model.FitPX(s, false, lf, p.W-l.Pad*2, l.Min, d.labelWidth)
		}
	}
	if a.Overlay == model.OvRules {
		k := [3]int{int(p.W), int(p.H), int(d.s * 100)}
		if k != d.rulesKey {
			d.rulesKey = k
			d.rulesPX, d.rulesLines = model.WrapFit(model.RulesText, p.W-l.Pad*3, p.Y+p.H-fs*3.5-y, fs*1.1, l.Min, d.measure)
		}
		lf, lines = d.rulesPX, d.rulesLines
	}
	limit := p.Y + p.H - fs*3.5
	if a.Overlay == model.OvEnd {
		limit = p.Y + p.H - l.EndButtonsH() - lf*1.2 // over the compact buttons (Layout.EndButtons)
	}
	for _, s := range lines {
		if y > limit {
			break
		}
		if s == "" { // a paragraph's end (model.WrapFit)
			y += lf * model.ParaLead / 2
			continue
		}
		al, xx := left, x
		if a.Overlay == model.OvConfirm || a.Overlay == model.OvEnd {
			al, xx = centre, p.X+p.W/2
		}
		if strings.HasPrefix(s, "   ") {
			xx += fs * 1.2
		}
		d.text(dst, s, art.Body, lf, xx, y, al, d.pal.text, 1)
		y += lf * 1.3
	}
	bs, labels := a.Buttons()
	for i, b := range bs {
		d.button(dst, b, labels[i], (a.Overlay == model.OvConfirm && i == a.Focus&1 || a.Overlay == model.OvEnd && i == a.Focus), math.Max(l.Min, fs*0.9))
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// scaleBy scales cs by the premultiplied colour c (ScaleWithColor would
// box c in an interface: an allocation per call).
func scaleBy(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
}

// chipImage is the art's chip for a floating label ("+2"), made once per
// label and size.
func (d *drawer) chipImage(label string, px float64) *ebiten.Image {
	k := textKey{label, art.Bold, int(math.Round(px * d.s))}
	img, ok := d.chips[k]
	if !ok {
		img = art.Chip(label, float64(k.px), d.chipFill, d.chipInk)
		d.chips[k] = img
	}
	return img
}

// chipWidth is the chip's width (logical).
func (d *drawer) chipWidth(label string, px float64) float64 {
	return float64(d.chipImage(label, px).Bounds().Dx()) / d.s
}

// chip draws a floating label ("+2") at x, y (its top-left).
func (d *drawer) chip(dst *ebiten.Image, label string, px, x, y float64, alpha float32) {
	img := d.chipImage(label, px)
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	d.op.Filter = ebiten.FilterNearest
	d.op.GeoM.Translate(math.Round(x*d.s), math.Round(y*d.s))
	d.op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(img, &d.op)
	b := img.Bounds()
	d.record(shape{kind: shapeChip, r: model.Rect{X: math.Round(x*d.s) / d.s, Y: math.Round(y*d.s) / d.s, W: float64(b.Dx()) / d.s, H: float64(b.Dy()) / d.s}, px: px, s: label})
}

// panelHands draws both hands and the starter as cards at the top of the
// count panel (the computer's face down until the hand has ended) and
// returns the y below them.
func (d *drawer) panelHands(dst *ebiten.Image, a *model.App, p model.Rect, y float64) float64 {
	l := &a.L
	t := a.Table
	hands := a.PanelHands()
	labels, cards, bottom := l.CountCards(p, y)
	lpx := l.PX(0.75)
	for s := range 2 {
		d.text(dst, t.Seats.Possessive(s)+" hand", art.Body, lpx, labels[s].X, labels[s].Y, left, d.pal.dim, 1)
		for i, c := range hands[s] {
			d.card(dst, d.cards.Face(c), cards[s*3+i], 1, 1, 0, 0)
		}
	}
	if st := t.Sprites[model.SpStarter].Card; st.Valid() {
		d.text(dst, "starter", art.Body, lpx, labels[2].X, labels[2].Y, left, d.pal.dim, 1)
		d.card(dst, d.cards.Face(st), cards[6], 1, 1, 0, 0)
	}
	return bottom
}

// fitBanner lays an announcement out in the layout's place for it
// (Layout.Banner, which nothing else shares): the main line from 1.3 text
// sizes down, a second line (a go's reason) wrapped under it from 0.8 text
// sizes down to the least size; where even that does not fit, the second
// line is left out (the log has the whole story). Kept until the text or
// the place changes.
func (d *drawer) fitBanner(l *model.Layout, main, sub string) bannerFit {
	k := bannerKey{main, sub, l.Banner, l.FS * d.s}
	if k == d.bannerK {
		return d.bannerF
	}
	d.bannerK = k
	area, fs := l.Banner, l.FS
	f := bannerFit{px: fs * 1.3, spx: l.PX(0.8), subLines: d.bannerF.subLines[:0]}
	inner := area.W - fs*1.5
	f.px = model.FitPX(main, true, f.px, inner, l.Min, d.measure)
	need := func() float64 { return f.boxText() + l.Base*0.5 }
	if sub != "" {
		for {
			f.subLines = model.WrapIndented(f.subLines[:0], sub, false, f.spx, inner, d.measure)
			for i, ln := range f.subLines {
				f.subLines[i] = strings.TrimLeft(ln, " ")
			}
			if need() <= area.H {
				break
			}
			switch {
			case f.px > math.Max(l.Min, l.Base*0.9):
				f.px = math.Max(math.Max(l.Min, l.Base*0.9), f.px*0.92)
			case f.spx > l.Min:
				f.spx = math.Max(l.Min, f.spx*0.92)
			default:
				f.subLines = f.subLines[:0] // no room: the banner alone
			}
			if len(f.subLines) == 0 {
				break
			}
		}
	}
	w := d.advance(main, art.Bold, f.px)
	for _, ln := range f.subLines {
		w = math.Max(w, d.advance(ln, art.Body, f.spx))
	}
	w = math.Min(area.W, w+fs*1.5)
	h := math.Min(area.H, math.Max(need(), math.Min(l.Base*2.4, area.H)))
	f.box = model.Rect{X: area.X + (area.W-w)/2, Y: area.Y + (area.H-h)/2, W: w, H: h}
	d.bannerF = f
	return f
}

// boxText is the height of the banner's lines.
func (f *bannerFit) boxText() float64 {
	return f.px*1.25 + float64(len(f.subLines))*f.spx*1.25
}
