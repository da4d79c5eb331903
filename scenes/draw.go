package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"noddy/engine"
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
	cntKey   [4]int
	cntTable *model.Table

	nums     [200]string
	names    [3][52]string // "1 · five"
	suits    [52]string    // "of spades"
	tooHigh  string
	held     []int
	faceTint ebiten.ColorScale
	tour     tourText // the tutorial's wrapped narration

	// The hint panel's wrapped lines, their kinds (hintBest, hintCard,
	// hintReason) and size, rewrapped when the hint or the panel changes.
	hintLines []string
	hintKinds []uint8
	hintKey   [3]int
	hintPX    float64
	hintH     float64 // the text's height with the title and the foot

	rulesKey   [3]int
	rulesPX    float64
	rulesLines []string
}

const (
	hintBest uint8 = iota
	hintCard
	hintReason
)

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
			d.names[k][c] = fmt.Sprintf("%d · %s", k+1, card.Rank())
			d.suits[c] = "of " + card.Suit().String()
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
	for px > 8 && d.textWidth(label, art.Body, px) > b.W-8 {
		px *= 0.9
	}
	d.textMid(dst, label, art.Body, px, b.Rect, d.pal.text, 1)
}

// ---- frame and scenes ----

func (d *drawer) frame(screen *ebiten.Image, a *model.App, scale float64) {
	d.s = scale
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
		l := &a.L
		// Where it covers nothing one can click or read a card by: the
		// table's announcement row, or the top of a menu.
		w := math.Min(l.W-2*l.Pad, d.textWidth(a.Message, art.Body, l.FS)+2*l.Pad)
		r := model.Rect{X: (l.W - w) / 2, Y: l.Pad, W: w, H: l.FS * 2}
		if id == model.SceneTable && !l.Portrait {
			w = math.Min(l.Play.W, w)
			r = model.Rect{X: l.Play.X + (l.Play.W-w)/2, Y: l.Banner.Y + (l.Banner.H-l.FS*2)/2, W: w, H: l.FS * 2}
		} else if id == model.SceneTable {
			r.Y = l.Banner.Y + (l.Banner.H-l.FS*2)/2
		}
		d.panel(dst, r)
		d.textMid(dst, a.Message, art.Body, l.FS, r, d.pal.gold, 1)
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
		d.button(dst, b, labels[i], i == a.Focus && id == a.Scene, a.L.FS*1.05)
	}
}

func (d *drawer) title(dst *ebiten.Image, a *model.App) {
	l := &a.L
	d.ensureCards(a)
	// Three cards of a good hand, fanned above the name.
	cw := l.TitleCardW
	if cw > 8 {
		for i, c := range [3]engine.Card{engine.NewCard(5, engine.Hearts), engine.NewCard(engine.Jack, engine.Spades), engine.NewCard(5, engine.Clubs)} {
			r := model.Rect{X: l.W/2 - cw*1.5 + float64(i)*cw*1.05, Y: l.TitleCardsY, W: cw, H: cw * 7 / 5}
			d.card(dst, d.cards.Face(c), r, 1, 1, 0, 0)
		}
	}
	d.text(dst, "Noddy", art.Title, l.FS*3.2, l.W/2, l.TitleY, centre, d.pal.gold, 1)
	y := l.TitleLineY
	d.text(dst, "The 16th-century card game cribbage grew from:", art.Body, l.FS*0.95, l.W/2, y, centre, d.pal.text, 1)
	d.text(dst, "fifteens, pairs and runs, a count to 31, first to 31 wins.", art.Body, l.FS*0.95, l.W/2, y+l.FS*1.4, centre, d.pal.text, 1)
	d.menuButtons(dst, a, model.SceneTitle)
	d.text(dst, a.TitleFoot(), art.Body, l.FS*0.75, l.W/2, l.RuleLine.Y+l.FS*0.3, centre, d.pal.dim, 1)
}

func (d *drawer) settings(dst *ebiten.Image, a *model.App) {
	l := &a.L
	d.text(dst, "Settings", art.Title, l.FS*2, l.W/2, l.H*0.05, centre, d.pal.gold, 1)
	d.menuButtons(dst, a, model.SceneSettings)
	d.text(dst, a.SettingsFoot(), art.Body, l.FS*0.8, l.W/2, l.RuleLine.Y+l.FS*0.3, centre, d.pal.dim, 1)
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
	d.card(dst, img, r, fx, bright, glow, lift)
}

func (d *drawer) table(dst *ebiten.Image, a *model.App) {
	t := a.Table
	if t == nil {
		return
	}
	l := &a.L
	d.tableView(dst, a, t, l)
	fs := l.FS
	hint := a.HintOpen() && a.Overlay == model.OvNone
	if !hint || l.Portrait { // in a wide window the hint takes the log's place
		d.log(dst, a)
	}
	if hint {
		d.hint(dst, a)
	}
	rpx := fs * 0.72
	rule := a.RuleLine()
	for rpx > fs*0.4 && d.textWidth(rule, art.Body, rpx) > l.RuleLine.W {
		rpx *= 0.92
	}
	d.text(dst, rule, art.Body, rpx, l.RuleLine.X+l.RuleLine.W/2, l.RuleLine.Y+fs*0.35, centre, d.pal.dim, 1)

	// Buttons, overlays.
	if a.Overlay == model.OvNone {
		bs, labels := a.ButtonsOf(model.SceneTable)
		// One label size for the row: the largest at which every label fits.
		px := model.RowLabelPX(bs, labels, fs*0.85, d.labelWidth)
		for i, b := range bs {
			bp := px
			if b.Name == "next" {
				bp = fs * 0.9
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
	for dpx > fs*0.5 && d.textWidth(t.DealText, art.Body, dpx) > dealAt.W {
		dpx *= 0.92
	}
	d.textMid(dst, t.DealText, art.Body, dpx, dealAt, d.pal.dim, 1)

	// The pack and the starter's place.
	if t.Deal > 0 {
		for k := 2; k >= 0; k-- {
			r := l.Pack
			r.X -= float64(k) * 1.5
			r.Y -= float64(k) * 1.5
			d.card(dst, d.cards.Back(), r, 1, 1, 0, 0)
		}
	}
	d.frameRect(dst, l.Starter, 1.5, d.pal.edge)
	d.text(dst, "starter", art.Body, fs*0.7, l.StarterLabel.X+l.StarterLabel.W/2, l.StarterLabel.Y, centre, d.pal.dim, 1)

	// Count: it runs up to the new total as the card lands.
	count := t.Count
	if t.CountMoving {
		count = t.CountFrom + int(math.Round(float64(t.Count-t.CountFrom)*p))
	}
	d.text(dst, "count", art.Body, fs*0.85, l.CountAt.X+l.CountAt.W/2, l.CountAt.Y, centre, d.pal.dim, 1)
	d.text(dst, d.num(count), art.Title, math.Min(fs*2.6, l.CountAt.H*0.7), l.CountAt.X+l.CountAt.W/2, l.CountAt.Y+fs*1.05, centre, d.pal.gold, 1)

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
			d.text(dst, t.Seats.Short[s], art.Bold, fs*0.85, r.X+r.W/2, r.Y+r.H+fs*0.3, centre, d.pal.text, 1)
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
			d.text(dst, "past 31", art.Body, fs*0.65, r.X+r.W/2, r.Y-l.CH*0.55, centre, d.pal.text, 1)
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
		for px > 5 && d.textWidth("of diamonds", art.Body, px) > r.W {
			px *= 0.93
		}
		d.text(dst, d.names[k][sp.Card], art.Body, px, r.X+r.W/2, r.Y, centre, c, 1)
		d.text(dst, d.suits[sp.Card], art.Body, px, r.X+r.W/2, r.Y+px*1.15, centre, c, 1)
	}
	if prompt := a.TurnPrompt(); yours && len(d.held) > 0 && t == a.Table && prompt != "" {
		d.text(dst, prompt, art.Body, fs*0.8, l.Hands[0][1].X+l.CW/2, l.Turn.Y, centre, d.pal.gold, 1)
	}

	// Announcements and floating points.
	if banner, float, seat := t.Banner(); banner != "" || float != "" {
		// Announcements fade in and out at the ends of their step.
		alpha := float32(math.Min(1, math.Min(p*8, (1-p)*8)+0.15))
		if t.Waiting() {
			alpha = float32(math.Min(1, p*8+0.15)) // it stays up while the table holds
		}
		if banner != "" {
			bpx := fs * 1.3 // smaller when a long banner would overflow a narrow row
			for bpx > fs*0.75 && d.textWidth(banner, art.Bold, bpx)+fs > l.Banner.W {
				bpx *= 0.92
			}
			w := math.Min(l.Banner.W, d.textWidth(banner, art.Bold, bpx)+fs*2)
			r := model.Rect{X: l.Banner.X + (l.Banner.W-w)/2, Y: l.Banner.Y, W: w, H: l.Banner.H}
			sub, spx := t.BannerLine(), fs*0.85
			if sub != "" {
				// A second line, wrapped once per text and width: the box
				// grows about the banner's row.
				// In a tall window it takes the full width and grows down
				// under the log, not over the pile or the count.
				bx, bw := l.Banner.X, l.Banner.W
				if l.Portrait {
					bx, bw = l.Pad, l.W-2*l.Pad
				}
				if sub != d.subKey || bw != d.subW {
					d.subKey, d.subW = sub, bw
					d.subLines = d.wrap(d.subLines[:0], sub, art.Body, spx, bw-fs*2)
				}
				for _, ln := range d.subLines {
					w = math.Max(w, math.Min(bw, d.textWidth(ln, art.Body, spx)+fs*2))
				}
				extra := float64(len(d.subLines)) * spx * 1.25
				r = model.Rect{X: bx + (bw-w)/2, Y: l.Banner.Y - extra/2, W: w, H: l.Banner.H + extra}
				if l.Portrait {
					r.Y = math.Min(l.Log.Y+l.Log.H+l.Pad/3, l.Hands[0][0].Y-r.H)
				}
			}
			d.roundedA(dst, r, d.pal.panel, d.pal.gold, 2, alpha)
			d.textMid(dst, banner, art.Bold, bpx, model.Rect{X: r.X, Y: r.Y, W: r.W, H: l.Banner.H}, d.pal.gold, alpha)
			if sub != "" {
				y := r.Y + l.Banner.H - spx*0.4
				for _, ln := range d.subLines {
					d.text(dst, ln, art.Body, spx, r.X+r.W/2, y, centre, d.pal.text, alpha)
					y += spx * 1.25
				}
			}
		}
		if float != "" {
			h := l.Hands[seat][2]
			y := h.Y + h.H*0.3 - p*h.H*0.4
			d.chip(dst, float, fs*1.5, h.X+h.W+l.Pad, y, float32(1-p*0.5))
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
	d.text(dst, "31", art.Body, r.H*1.3, r.X+r.W+hole*2.5, r.Y+r.H/2-r.H*0.8, left, d.pal.dim, 1)
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
	fs := l.FS
	titlePX := a.HintTitlePX(d.measure)
	foot := fs * 1.6
	innerW := p.W - l.Pad*1.5
	k := [3]int{a.HintGen(), int(p.W), int(p.H * 4)}
	if k != d.hintKey {
		d.hintKey = k
		avail := p.H - l.Pad - titlePX*1.7 - foot
		for px := math.Max(fs*0.9, l.LogFS); ; px *= 0.92 {
			d.hintLines, d.hintKinds = d.hintLines[:0], d.hintKinds[:0]
			for i, s := range a.HintLines {
				kind := hintReason
				if i%2 == 0 {
					kind = hintCard
					if i == 0 {
						kind = hintBest
					}
				}
				role := art.Body
				if kind == hintBest {
					role = art.Bold
				}
				n := len(d.hintLines)
				d.hintLines = d.wrap(d.hintLines, s, role, px, innerW-l.Pad*0.5)
				for range len(d.hintLines) - n {
					d.hintKinds = append(d.hintKinds, kind)
				}
			}
			d.hintPX = px
			// Each card's block is followed by a little space.
			d.hintH = float64(len(d.hintLines))*px*1.3 + float64(len(a.HintLines)/2)*px*0.5
			if d.hintH <= avail || px < 7 {
				break
			}
		}
		d.hintH += l.Pad + titlePX*1.7 + foot
	}
	if l.Portrait && d.hintH < p.H {
		// Over the table in a tall window: only as tall as the text, down
		// to the log's foot, so the pile and the count show above it.
		p.Y, p.H = p.Y+p.H-d.hintH, d.hintH
	}
	solid := d.pal.panel
	solid.A = 255
	d.rounded(dst, p, solid, d.pal.gold, 2)
	x, y := p.X+l.Pad*0.75, p.Y+l.Pad/2
	d.text(dst, model.HintTitle, art.Bold, titlePX, x, y, left, d.pal.gold, 1)
	y += titlePX * 1.7
	px := d.hintPX
	for i, s := range d.hintLines {
		if y+px*1.3 > p.Y+p.H-foot {
			break
		}
		c, role := d.pal.text, art.Body
		switch d.hintKinds[i] {
		case hintBest:
			c, role = d.pal.gold, art.Bold
		case hintReason:
			c = d.pal.dim
		}
		if i > 0 && d.hintKinds[i] != hintReason && d.hintKinds[i-1] == hintReason {
			y += px * 0.5
		}
		d.text(dst, s, role, px, x, y, left, c, 1)
		y += px * 1.3
	}
	d.text(dst, a.HintFoot(), art.Body, math.Min(fs*0.75, px), x, p.Y+p.H-foot+fs*0.35, left, d.pal.dim, 1)
}

func (d *drawer) overlay(dst *ebiten.Image, a *model.App) {
	l := &a.L
	t := a.Table
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
	fs := l.FS
	x, y := p.X+l.Pad*1.5, p.Y+l.Pad
	lines := []string(nil)
	title := ""
	switch a.Overlay {
	case model.OvRules:
		title, lines = "The rules", model.RulesText
	case model.OvCount:
		k := [4]int{t.Deal, len(t.Entries), b2i(t.Revealed), int(p.W)}
		if k != d.cntKey || t != d.cntTable {
			d.cntKey, d.cntTable = k, t
			d.cntLines = d.cntLines[:0]
			for _, s := range a.CountLines() {
				d.cntLines = d.wrap(d.cntLines, s, art.Body, fs*0.8, p.W-l.Pad*3)
			}
		}
		title, lines = "Count both hands", d.cntLines

	case model.OvConfirm:
		title = "Start a new match?"
		lines = a.ConfirmLines()
	case model.OvEnd:
		title = t.WinTitle()
		lines = t.EndLines()
	}
	if a.Overlay == model.OvEnd { // compact: the box sits under the pile (model.Layout.EndPanel)
		d.text(dst, title, art.Title, fs*1.15, p.X+p.W/2, y, centre, d.pal.gold, 1)
		y += fs * 1.6
	} else {
		d.text(dst, title, art.Title, fs*1.4, p.X+p.W/2, y, centre, d.pal.gold, 1)
		y += fs * 2.4
	}
	if a.Overlay == model.OvCount {
		y = d.panelHands(dst, a, p, y)
	}
	lf := fs * 0.8
	if a.Overlay == model.OvEnd {
		// One size for the box's lines: the largest up to 0.75 text sizes
		// at which the longest (a hand in words, a long seed) fits, and all
		// fit its height.
		lf = l.EndLinePX(p, len(lines)) // in a low window, the box is short
		for _, s := range lines {
			for lf > 7 && d.textWidth(s, art.Body, lf) > p.W-l.Pad*2 {
				lf *= 0.95
			}
		}
	}
	if a.Overlay == model.OvRules {
		k := [3]int{int(p.W), int(p.H), int(d.s * 100)}
		if k != d.rulesKey {
			d.rulesKey = k
			d.rulesPX, d.rulesLines = model.WrapFit(model.RulesText, p.W-l.Pad*3, p.Y+p.H-fs*3.5-y, fs*0.9, 12, d.measure)
		}
		lf, lines = d.rulesPX, d.rulesLines
	}
	limit := p.Y + p.H - fs*3.5
	if a.Overlay == model.OvEnd {
		limit = p.Y + p.H - fs*2 - l.Pad*0.6 - lf // over the compact buttons (App.Buttons)
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
		d.button(dst, b, labels[i], (a.Overlay == model.OvConfirm && i == a.Focus&1 || a.Overlay == model.OvEnd && i == a.Focus), fs*0.9)
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

// chip draws a floating label ("+2") as the art's chip, made once per label
// and size.
func (d *drawer) chip(dst *ebiten.Image, label string, px, x, y float64, alpha float32) {
	k := textKey{label, art.Bold, int(math.Round(px * d.s))}
	img, ok := d.chips[k]
	if !ok {
		img = art.Chip(label, float64(k.px), d.chipFill, d.chipInk)
		d.chips[k] = img
	}
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	d.op.Filter = ebiten.FilterNearest
	d.op.GeoM.Translate(math.Round(x*d.s), math.Round(y*d.s))
	d.op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(img, &d.op)
}

// panelHands draws both hands and the starter as cards at the top of the
// count panel (the computer's face down until the hand has ended) and
// returns the y below them.
func (d *drawer) panelHands(dst *ebiten.Image, a *model.App, p model.Rect, y float64) float64 {
	l := &a.L
	t := a.Table
	fs := l.FS
	// Both hands and the starter as cards; the computer's face down
	// until the hand has ended.
	hands := a.PanelHands()
	ch := math.Min(l.CH*0.8, p.H*0.22)
	cw := ch * 5 / 7
	for s := range 2 {
		x0 := p.X + l.Pad*1.5 + float64(s)*(p.W/2)
		label := t.Seats.Possessive(s) + " hand"
		d.text(dst, label, art.Body, fs*0.75, x0, y, left, d.pal.dim, 1)
		for i, c := range hands[s] {
			r := model.Rect{X: x0 + float64(i)*cw*1.08, Y: y + fs*1.1, W: cw, H: ch}
			d.card(dst, d.cards.Face(c), r, 1, 1, 0, 0)
		}
	}
	st := t.Sprites[model.SpStarter].Card
	if st.Valid() {
		x0 := p.X + p.W/2 - l.Pad*1.5 - cw - l.Pad
		if p.W > 3*cw*3.3 {
			d.text(dst, "starter", art.Body, fs*0.75, x0, y, left, d.pal.dim, 1)
			d.card(dst, d.cards.Face(st), model.Rect{X: x0, Y: y + fs*1.1, W: cw, H: ch}, 1, 1, 0, 0)
		}
	}
	return y + ch + fs*1.1 + l.Pad
}
