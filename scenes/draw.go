package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes/art"
	"noddy/ui"
	"noddy/ui/board"
	"noddy/ui/fonts"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The drawer draws the App, a scene at a time. This file holds the
// drawer, its primitives and the frame; the scenes' drawing is split by
// what it draws: text.go (text and its one wrapping path), cards.go (cards
// and sprites), table.go (the table: hands, the middle, the seats'
// names, announcements), scores.go (the score area: where the pegging
// board goes), panels.go (the log, the hint, the overlays, the
// declaration), menus.go (the title, Settings, the game's choice, the
// footer), tutorial.go (the tutorial's narration). Every image a frame
// draws is made once and kept in one bounded cache (cache.go).

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

// drawer draws the App. Everything it draws each frame is an image made
// once: the cards and felt per scale, each string, panel, glow and chip
// per size (the cache), so a steady frame allocates nothing.
type drawer struct {
	op    ebiten.DrawImageOptions
	white *ebiten.Image
	s     float64
	pal   palette
	style art.Style
	decks
	felt  *ebiten.Image
	feltK [3]int
	from  *ebiten.Image
	to    *ebiten.Image
	cache imageCache

	chipFill, chipInk color.RGBA

	words   textDrawer // wrapped and fitted text kept between frames
	sharedW sharedText // the shared table's (shared.go)

	held []int
	tour tourText // the tutorial's wrapped narration

	recorder

	minPX float64         // the layout's least text size (Layout.Min)
	fonts *fonts.Measurer // the layout's measurer (App.Fonts)

	pegLay  board.BoardLayout // the pegging board laid out in pegRect at scale s
	pegRect geom.Rect
}

// decks are the cards drawn at the layout's sizes, made again when a size
// or the style changes.
type decks struct {
	cards  *art.Cards // the cards at the layout's card width
	small  *art.Cards // the other seats' smaller cards (three and four seats)
	cardsW int
	smallW int
	cardsS art.Style
}

// recorder collects what is drawn when rec is set (shapes.go, the layout
// tests); layer, group, owner and moving describe what is drawn now.
type recorder struct {
	rec                 *[]shape
	layer, group, owner int
	moving              bool
	lastCard            int // the last card's shape (record)
	spriteShape         [table.MaxSprites]int
}

func newDrawer() *drawer {
	d := &drawer{}
	d.cache.limit = cachePixels
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	d.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	d.words.init()
	return d
}

// ---- primitives (logical coordinates in, physical pixels out) ----

func (d *drawer) fill(dst *ebiten.Image, r geom.Rect, c color.RGBA) {
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	d.op.Filter = ebiten.FilterNearest
	d.op.GeoM.Scale(r.W*d.s, r.H*d.s)
	d.op.GeoM.Translate(r.X*d.s, r.Y*d.s)
	scaleBy(&d.op.ColorScale, c)
	dst.DrawImage(d.white, &d.op)
}

func (d *drawer) frameRect(dst *ebiten.Image, r geom.Rect, w float64, c color.RGBA) {
	w = math.Max(w, 1/d.s)
	d.fill(dst, geom.Rect{X: r.X, Y: r.Y, W: r.W, H: w}, c)
	d.fill(dst, geom.Rect{X: r.X, Y: r.Y + r.H - w, W: r.W, H: w}, c)
	d.fill(dst, geom.Rect{X: r.X, Y: r.Y, W: w, H: r.H}, c)
	d.fill(dst, geom.Rect{X: r.X + r.W - w, Y: r.Y, W: w, H: r.H}, c)
}

func (d *drawer) panel(dst *ebiten.Image, r geom.Rect) {
	d.rounded(dst, r, d.pal.panel, d.pal.edge, 2)
}

// rounded draws a rounded panel (art.Panel, made once per size and colour).
func (d *drawer) rounded(dst *ebiten.Image, r geom.Rect, fill, edge color.RGBA, edgeW float64) {
	d.roundedA(dst, r, fill, edge, edgeW, 1)
}

func (d *drawer) roundedA(dst *ebiten.Image, r geom.Rect, fill, edge color.RGBA, edgeW float64, alpha float32) {
	k := imageKey{kind: keyPanel, w: int(math.Round(r.W * d.s)), h: int(math.Round(r.H * d.s)), fill: fill, edge: edge, edgeW: float32(edgeW)}
	img := d.cache.get(k, func() *ebiten.Image {
		rad := math.Min(float64(k.h)/2, 10*d.s)
		return art.Panel(k.w, k.h, rad, edgeW*d.s, fill, edge)
	})
	d.op.GeoM.Reset()
	d.op.ColorScale.Reset()
	d.op.Filter = ebiten.FilterNearest
	d.op.GeoM.Translate(math.Round(r.X*d.s), math.Round(r.Y*d.s))
	d.op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(img, &d.op)
}

// halo draws a soft glow (or shadow) around a card-sized rectangle.
func (d *drawer) halo(dst *ebiten.Image, r geom.Rect, c color.RGBA, alpha float32) {
	w, h := int(math.Round(r.W*d.s)), int(math.Round(r.H*d.s))
	spread := math.Round(r.W * d.s * 0.09)
	k := imageKey{kind: keyGlow, w: w, h: h, fill: c, edgeW: float32(spread)}
	img := d.cache.get(k, func() *ebiten.Image { return art.Glow(w, h, r.W*d.s*0.06, spread, c) })
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
func (d *drawer) ring(dst *ebiten.Image, r geom.Rect) {
	gap, band := math.Max(2/d.s, r.W*0.035), math.Max(3/d.s, r.W*0.06)
	grow := func(r geom.Rect, by float64) geom.Rect {
		return geom.Rect{X: r.X - by, Y: r.Y - by, W: r.W + 2*by, H: r.H + 2*by}
	}
	white, black := color.RGBA{255, 255, 255, 255}, color.RGBA{0, 0, 0, 255}
	d.rounded(dst, grow(r, gap+band), white, white, 0)
	d.rounded(dst, grow(r, gap), black, black, 0)
}

// chipImage is the art's chip for a floating label ("+2"), made once per
// label and size.
func (d *drawer) chipImage(label string, px float64) *ebiten.Image {
	k := imageKey{kind: keyChip, s: label, role: art.Bold, px: int(math.Round(px * d.s)), fill: d.chipFill, edge: d.chipInk}
	return d.cache.get(k, func() *ebiten.Image { return art.Chip(label, float64(k.px), d.chipFill, d.chipInk) })
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
	d.record(shape{kind: shapeChip, r: geom.Rect{X: math.Round(x*d.s) / d.s, Y: math.Round(y*d.s) / d.s, W: float64(b.Dx()) / d.s, H: float64(b.Dy()) / d.s}, px: px, s: label})
}

func (d *drawer) button(dst *ebiten.Image, b input.Button, label string, focus bool, fs float64) {
	d.buttonIn(dst, b, label, focus, false, fs)
}

// buttonIn draws a button; a dim one is not ready yet (Lay out before
// the crib's cards are picked).
func (d *drawer) buttonIn(dst *ebiten.Image, b input.Button, label string, focus, dim bool, fs float64) {
	c := d.pal.button
	if focus {
		c = d.pal.focus
	}
	edge := d.pal.edge
	w := 1.5
	if focus {
		edge, w = d.pal.gold, 3
	}
	if dim { // faded whole, so that it reads as not ready rather than as a button that failed
		c, edge = faded(c, 0.5), faded(edge, 0.45)
	}
	d.rounded(dst, b.Rect, c, edge, w)
	px := layout.FitPX(label, false, math.Min(fs, b.H*0.45), b.W-layout.LabelMargin(b.W, b.H), d.minPX, d.labelWidth)
	owner := d.owner
	d.owner = d.record(shape{kind: shapeButton, r: b.Rect, s: label})
	ink := d.pal.text
	if dim {
		ink = d.pal.dim
		ink.A = 170
	}
	d.textMid(dst, label, art.Body, px, b.Rect, ink, 1)
	d.owner = owner
}

// faded is c at k of its opacity (color.RGBA is premultiplied).
func faded(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(float64(v)*k + 0.5) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), f(c.A)}
}

// ---- frame and scenes ----

// sceneViews draw each scene, by its ID: the drawing half of the scenes
// (ui.Scene is their logic).
var sceneViews = [...]func(d *drawer, dst *ebiten.Image, a *ui.App){
	shell.SceneTitle:    (*drawer).title,
	shell.SceneTable:    (*drawer).table,
	shell.SceneSettings: (*drawer).settings,
	shell.SceneTutorial: (*drawer).tutorial,
	shell.SceneGame:     (*drawer).game,
	shell.SceneRecord:   (*drawer).recordView,
	shell.SceneReview:   (*drawer).review,
	shell.SceneFriend:   (*drawer).friend,
}

func (d *drawer) frame(screen *ebiten.Image, a *ui.App, scale float64) {
	if scale != d.s {
		d.cache.clear() // every image was made for the old scale
	}
	d.s = scale
	d.fonts = a.Fonts
	d.layer, d.group, d.owner, d.moving = 0, groupNone, 0, false
	d.minPX = a.L.Min
	d.style = art.Style{HighContrast: a.Settings.HighContrast, FourColour: a.Settings.FourColour}
	d.pal = parlour
	if d.style.HighContrast {
		d.pal = contrast
	}
	// The art's palette for text, panels and glows, so they match the cards.
	ink := art.Palette(d.style)
	d.pal.text, d.pal.dim, d.pal.gold = ink.Text, ink.Dim, ink.Accent
	d.pal.panel, d.pal.edge, d.pal.glow = ink.Panel, ink.PanelEdge, ink.Glow
	d.chipFill, d.chipInk = ink.ChipFill, ink.ChipInk
	d.cache.tick++
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
	d.op.ColorScale.ScaleAlpha(1 - float32(a.Fade)/shell.FadeTicks)
	screen.DrawImage(d.to, &d.op)
}

func (d *drawer) scene(dst *ebiten.Image, a *ui.App, id shell.SceneID) {
	d.background(dst, a)
	sceneViews[id](d, dst, a)
	if a.Message != "" {
		d.notice(dst, a, id)
	}
}

// notice draws the notice where the scene keeps it (App.NoticeArea):
// clear of what one reads or clicks; the newest of it and an announcement
// on top.
func (d *drawer) notice(dst *ebiten.Image, a *ui.App, id shell.SceneID) {
	l := &a.L
	area := a.NoticeArea(id)
	r, lines, px := a.NoticeText(id)
	if id == shell.SceneTable && area == l.Turn || a.NoticeInPanel(id) {
		d.raise() // over what it covers for the moment
	}
	fill := d.pal.panel
	fill.A = 255 // what lies under it must not show through
	d.rounded(dst, r, fill, d.pal.edge, 2)
	cx, cy := r.Centre()
	y := cy - float64(len(lines))*px*layout.ParaLead/2 + px*(layout.ParaLead/2-0.62)
	for _, s := range lines {
		d.text(dst, s, art.Body, px, cx, y, centre, d.pal.gold, 1)
		y += px * layout.ParaLead
	}
}

func (d *drawer) background(dst *ebiten.Image, a *ui.App) {
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

func lerp(a, b, p float64) float64 { return a + (b-a)*p }

// scaleBy scales cs by the premultiplied colour c (ScaleWithColor would
// box c in an interface: an allocation per call).
func scaleBy(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
}
