package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/scenes/art"
	"noddy/ui"
	"noddy/ui/geom"
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

// game draws the choice of game: the game, its players and its options.
func (d *drawer) game(dst *ebiten.Image, a *ui.App) {
	l := &a.L
	d.text(dst, english.GameTitle, art.Title, l.PanelFS*2, l.W/2, l.SettingsY, centre, d.pal.gold, 1)
	d.menuButtons(dst, a, shell.SceneGame)
	d.footer(dst, a, shell.SceneGame)
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
