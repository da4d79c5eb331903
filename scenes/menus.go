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
		d.button(dst, b, labels[i], i == a.Focus && id == a.Scene, a.L.PanelFS*1.05)
	}
}

func (d *drawer) title(dst *ebiten.Image, a *ui.App) {
	l := &a.L
	d.ensureCardsFor(l)
	// Three cards of a good hand, fanned above the name.
	cw := l.TitleCardW
	if cw > 8 {
		for i, c := range [3]engine.Card{engine.NewCard(5, engine.Hearts), engine.NewCard(engine.Jack, engine.Spades), engine.NewCard(5, engine.Clubs)} {
			r := geom.Rect{X: l.TitleX - cw*1.55 + float64(i)*cw*1.05, Y: l.TitleCardsY, W: cw, H: cw * 7 / 5}
			d.card(dst, d.cards.Face(c), r, 1, 1, 0, 0)
		}
	}
	d.text(dst, english.GameName, art.Title, l.PanelFS*3.2, l.TitleX, l.TitleY, centre, d.pal.gold, 1)
	lt := &d.words.title
	lines := a.TitleLines()
	// Keyed by the words themselves: two games of one target (six-card
	// and four-hand cribbage) kept the first one's line.
	d.fit(lt, [6]int{int(l.TitleW), int(l.PanelFS * 100), int(d.s * 100), linesKey(lines)}, lines, l.TitleW, l.PanelFS*2.8, l.PanelFS*0.95, l.Min)
	y := l.TitleLineY
	for _, ln := range lt.lines {
		d.text(dst, ln.Text, art.Body, lt.px, l.TitleX, y, centre, d.pal.text, 1)
		y += lt.px * layout.ParaLead
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
			d.button(dst, b, labels[i], focus, l.PanelFS*1.05)
			continue
		}
		d.chooserCell(dst, a, b, focus, c)
	}
	d.footer(dst, a, shell.SceneGame)
}

// cellFit is a game's cell in the game's choice, laid out: its name and
// its line's rows at their sizes, and what they were laid out for.
type cellFit struct {
	key            [4]int
	namePX, linePX float64
	rows           []string
}

// chooserCell draws a game's cell: a button holding the game's name and,
// under it, its line (players, cards, target, source) in up to two
// rows, both as large as the cell lets them be up to the chooser's
// sizes; the chosen game's name in gold, with a bar at its left.
func (d *drawer) chooserCell(dst *ebiten.Image, a *ui.App, b input.Button, focus bool, c layout.Chooser) {
	l := &a.L
	name, line, chosen := a.ChooserCell(b.Do.Arg)
	fill, edge, w := d.pal.button, d.pal.edge, 1.5
	if focus {
		fill, edge, w = d.pal.focus, d.pal.gold, 3
	}
	d.rounded(dst, b.Rect, fill, edge, w)
	owner := d.owner
	d.owner = d.record(shape{kind: shapeButton, r: b.Rect, s: name})
	defer func() { d.owner = owner }()
	inset := l.Pad * 0.6
	if chosen {
		d.fill(dst, geom.Rect{X: b.X + 4, Y: b.Y + 5, W: math.Max(3, l.Pad*0.25), H: b.H - 10}, d.pal.gold)
	}
	for len(d.words.chooser) <= b.Do.Arg {
		d.words.chooser = append(d.words.chooser, cellFit{})
	}
	f := &d.words.chooser[b.Do.Arg]
	tw := b.W - 2*inset
	if k := [4]int{int(b.W), int(b.H), int(c.NamePX * 10), int(d.s * 100)}; k != f.key {
		f.key = k
		f.namePX, f.linePX = c.NamePX, c.LinePX
		for {
			f.namePX = layout.FitPX(name, false, f.namePX, tw, l.Min, d.measure)
			f.rows = layout.LineRows(f.rows[:0], line, f.linePX, tw, d.measure)
			h := f.namePX*1.25 + float64(len(f.rows))*f.linePX*1.2 + l.Pad*0.3
			if h <= b.H && len(f.rows) <= 2 || f.namePX <= l.Min && f.linePX <= l.Min {
				break
			}
			f.namePX, f.linePX = math.Max(l.Min, f.namePX*0.95), math.Max(l.Min, f.linePX*0.95)
		}
	}
	h := f.namePX*1.25 + float64(len(f.rows))*f.linePX*1.2
	y := b.Y + math.Max(l.Pad*0.15, (b.H-h)/2)
	ink := d.pal.text
	if chosen {
		ink = d.pal.gold
	}
	d.text(dst, name, art.Body, f.namePX, b.X+inset, y, left, ink, 1)
	y += f.namePX * 1.25
	for _, r := range f.rows {
		if y+f.linePX*1.1 > b.Y+b.H {
			break
		}
		d.text(dst, r, art.Body, f.linePX, b.X+inset, y, left, d.pal.dim, 1)
		y += f.linePX * 1.2
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
