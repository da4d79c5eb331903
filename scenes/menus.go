package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/scenes/art"
	"noddy/ui"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
)

// The menus: the title, Settings and the choice of game, each a heading
// and a column of buttons over the footer.

func (d *drawer) menuButtons(dst *ebiten.Image, a *ui.App, id shell.SceneID) {
	bs, labels := a.ButtonsOf(id)
	for i, b := range bs {
		d.button(dst, b, labels[i], i == a.Focus && id == a.Scene, a.L.MenuLabelPX())
	}
}

func (d *drawer) title(dst *ebiten.Image, a *ui.App) {
	l := &a.L
	d.ensureCardsFor(l)
	// Laid out again where the layout or the words change: keyed by the
	// words themselves, as two games of one target (six-card and
	// four-hand cribbage) had kept the first one's line.
	lines := a.TitleLines()
	if k := (titleKey{l.Menus, l.Sizes, d.s, linesKey(lines)}); k != d.words.titleK {
		d.words.titleK, d.words.title = k, a.TitleText()
	}
	t := &d.words.title
	// Three cards of a good hand, fanned above the name.
	if cw := t.CardW; cw > 8 {
		for i, c := range [3]engine.Card{engine.NewCard(5, engine.Hearts), engine.NewCard(engine.Jack, engine.Spades), engine.NewCard(5, engine.Clubs)} {
			r := geom.Rect{X: l.TitleX - cw*1.55 + float64(i)*cw*1.05, Y: t.CardsY, W: cw, H: cw * 7 / 5}
			d.card(dst, d.cards.Face(c), r, 1, 1, 0, 0)
		}
	}
	d.text(dst, english.GameName, art.Title, l.PanelFS*3.2, l.TitleX, t.NameY, centre, d.pal.gold, 1)
	y := t.LineY
	for _, ln := range t.Lines {
		d.text(dst, ln.Text, art.Body, t.PX, l.TitleX, y, centre, d.pal.text, 1)
		y += t.PX * layout.ParaLead
	}
	d.menuButtons(dst, a, shell.SceneTitle)
	d.footer(dst, a, shell.SceneTitle)
}

func (d *drawer) settings(dst *ebiten.Image, a *ui.App) {
	l := &a.L
	d.text(dst, english.SettingsTitle, art.Title, l.PanelFS*2, l.W/2, l.SettingsY, centre, d.pal.gold, 1)
	d.menuButtons(dst, a, shell.SceneSettings)
	d.footer(dst, a, shell.SceneSettings)
}

// game draws the choice of game: the family at once, each group under
// its heading and each game a cell with its name and its line (the
// chosen one marked), the buttons under them; or the chosen game's
// players and options.
func (d *drawer) game(dst *ebiten.Image, a *ui.App) {
	l := &a.L
	if a.GameOptions() {
		d.text(dst, english.GameShort(a.Settings.GameName()), art.Title, layout.FitPX(english.GameShort(a.Settings.GameName()), false, l.PanelFS*2, l.W-2*l.Pad, l.Min, d.titleWidth), l.W/2, l.SettingsY, centre, d.pal.gold, 1)
		d.menuButtons(dst, a, shell.SceneGame)
		lines, x, y, px := a.OptionHelp()
		for _, ln := range lines {
			d.text(dst, ln, art.Body, px, x, y, left, d.pal.text, 1)
			y += px * layout.ParaLead
		}
		d.footer(dst, a, shell.SceneGame)
		return
	}
	c, groups := a.Chooser()
	if c.Title {
		d.text(dst, english.GameTitle, art.Title, l.PanelFS*2, l.W/2, l.SettingsY, centre, d.pal.gold, 1)
	}
	for g, h := range c.Heads {
		px := layout.FitPX(groups[g].Title, true, math.Min(l.PanelFS*1.1, h.H/1.3), h.W, l.Min, d.measure)
		d.text(dst, groups[g].Title, art.Bold, px, h.X+l.Pad/3, h.Y+(h.H-px*1.25)/2, left, d.pal.gold, 1)
	}
	bs, labels := a.ButtonsOf(shell.SceneGame)
	for i, b := range bs {
		focus := i == a.Focus && a.Scene == shell.SceneGame
		if b.Do.Do != input.DoChoose {
			d.button(dst, b, labels[i], focus, l.MenuLabelPX())
			continue
		}
		d.chooserCell(dst, a, b, focus, c)
	}
	d.footer(dst, a, shell.SceneGame)
}

// titleKey is what the title's line was laid out for (FitTitle).
type titleKey struct {
	places layout.Menus
	sizes  layout.Sizes
	sc     float64
	lines  int
}

// chooserKey is what the game's choice's text was laid out for.
type chooserKey struct {
	cell0  geom.Rect
	fs, sc float64
}

// chooserCell draws a game's cell: a button holding the game's name and,
// under it, its line (players, cards, target, source) in up to two rows,
// where the model laid them out (App.ChooserText, one size for every
// cell); the chosen game marked by a gold bar at its left, its name in
// gold unless the cell has the focus (gold on the focus's fill read
// poorly).
func (d *drawer) chooserCell(dst *ebiten.Image, a *ui.App, b input.Button, focus bool, c layout.Chooser) {
	l := &a.L
	name, _, chosen := a.ChooserCell(b.Do.Arg)
	fill, edge, w := d.pal.button, d.pal.edge, 1.5
	if focus {
		fill, edge, w = d.pal.focus, d.pal.gold, 3
	}
	d.rounded(dst, b.Rect, fill, edge, w)
	owner := d.owner
	d.owner = d.record(shape{kind: shapeButton, r: b.Rect, s: name})
	defer func() { d.owner = owner }()
	if chosen {
		d.fill(dst, geom.Rect{X: b.X + 4, Y: b.Y + 5, W: math.Max(3, l.Pad*0.25), H: b.H - 10}, d.pal.gold)
	}
	if k := (chooserKey{c.Cells[0], l.PanelFS, d.s}); k != d.words.chooserK {
		d.words.chooserK, d.words.chooser = k, a.ChooserText()
	}
	t := &d.words.chooser
	rows := t.Rows[b.Do.Arg]
	h := t.NamePX*1.25 + float64(len(rows))*t.LinePX*1.2
	y := b.Y + math.Max(l.Pad*0.15, (b.H-h)/2)
	ink, dim := d.pal.text, d.pal.dim
	switch {
	case focus:
		dim = d.pal.text
	case chosen:
		ink = d.pal.gold
	}
	d.text(dst, name, art.Body, t.NamePX, b.X+t.Inset, y, left, ink, 1)
	y += t.NamePX * 1.25
	for _, r := range rows {
		if y+t.LinePX*1.1 > b.Y+b.H {
			break
		}
		d.text(dst, r, art.Body, t.LinePX, b.X+t.Inset, y, left, dim, 1)
		y += t.LinePX * 1.2
	}
}

// footer draws the first of the scene's footer lines that fits the window
// at the footer's size (the last, made to fit, when none does); a notice
// takes its place on the menus (App.NoticeArea).
func (d *drawer) footer(dst *ebiten.Image, a *ui.App, id shell.SceneID) {
	if a.NoticeOnTop() && (id == shell.SceneTitle || id == shell.SceneSettings || id == shell.SceneGame) {
		return
	}
	l := &a.L
	r := l.RuleLine
	lines := a.Footer(id)
	if len(lines) == 0 {
		return
	}
	px := min(l.FootPX, r.H/1.25)
	s := lines[len(lines)-1]
	for _, ln := range lines {
		if d.textWidth(ln, art.Body, px) <= r.W {
			s = ln
			break
		}
	}
	px = layout.FitPX(s, false, px, r.W, l.Min, d.labelWidth)
	d.text(dst, s, art.Body, px, r.X+r.W/2, r.Y+(r.H-px*1.2)/2, centre, d.pal.dim, 1)
}
