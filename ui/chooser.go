package ui

import (
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
)

// gameScene is the choice of game: the whole family at once, grouped
// (Noddy, the early games, cribbage), each game with a line saying what
// it is (english.GameLine); a game is chosen with a click, a tap or Enter,
// and the scene goes back. The arrows move through the games (← back to
// the one before), Esc goes back unchanged. The chosen game's players
// and options are a page of their own (Players and options), each on or
// off; the engine says which options exclude which (engine.Lookup).
type gameScene struct{ *App }

func (a gameScene) ID() shell.SceneID { return shell.SceneGame }

// chooserGames are the games in the choice's order, group after group.
func chooserGames() []string {
	var out []string
	for _, g := range english.GameGroups() {
		out = append(out, g.Games...)
	}
	return out
}

// Chooser is the game's choice laid out in the window: its groups (their
// headings), and the places of the games' cells and of the buttons
// under them (the cells are the scene's first buttons).
func (a *App) Chooser() (layout.Chooser, []english.GameGroup) {
	gs := english.GameGroups()
	sizes := make([]int, len(gs))
	for i, g := range gs {
		sizes[i] = len(g.Games)
	}
	return a.L.Chooser(sizes), gs
}

// ChooserText is the game's choice's cells' text laid out in them
// (layout.Chooser.ChooserFit): every game's name and line at one size.
func (a *App) ChooserText() layout.ChooserText {
	c, _ := a.Chooser()
	games := chooserGames()
	names, lines := make([]string, len(games)), make([]string, len(games))
	for i := range games {
		names[i], lines[i], _ = a.ChooserCell(i)
	}
	return c.ChooserFit(names, lines, a.L.Pad, a.L.Min, a.Measure)
}

// GameOptions reports whether the game's choice shows the chosen game's
// players and options rather than the family.
func (a *App) GameOptions() bool { return a.gameOpts }

// openChooser opens the game's choice on the family, the chosen game in
// focus.
func (a *App) openChooser() {
	a.gameOpts = false
	a.Focus = max(0, slices.Index(chooserGames(), a.Settings.GameName()))
	a.GoTo(shell.SceneGame)
}

// hasChoices reports whether game has players or options to choose.
func hasChoices(name string) bool {
	g, err := engine.LookupGame(name)
	return err == nil && (len(g.Players) > 1 || len(g.Options) > 0)
}

func (a gameScene) Buttons(bs []input.Button, labels []string) ([]input.Button, []string) {
	if a.gameOpts {
		return a.optionButtons(bs, labels)
	}
	c, _ := a.Chooser()
	for i, name := range chooserGames() {
		bs = append(bs, input.Button{Rect: c.Cells[i], Do: input.Intent{Do: input.DoChoose, Arg: i}})
		labels = append(labels, english.GameShort(name))
	}
	var ds []input.Do
	if hasChoices(a.Settings.GameName()) {
		ds = append(ds, input.DoOptions)
		g, _ := engine.LookupGame(a.Settings.GameName())
		labels = append(labels, english.OptionsFor(english.GameShort(g.Name), len(g.Players) > 1, len(g.Options) > 0))
	}
	ds = append(ds, input.DoBack)
	labels = append(labels, english.BackButton)
	// The row's buttons centred, each no wider than a menu's, or than its
	// label needs where that is longer (the options button names the game).
	row := c.Row
	lbs := labels[len(labels)-len(ds):]
	letters := 0
	for _, s := range lbs {
		letters += utf8.RuneCountInString(s) + 3
	}
	w := min(row.W, max(float64(len(ds))*a.L.PanelFS*11, float64(letters)*a.L.PanelFS*0.6))
	row.X, row.W = row.X+(row.W-w)/2, w
	bs = a.L.RowIn(row, ds, lbs, bs)
	// Back keeps a button's width beside the long label (a phone's had
	// shrunk to a sliver round the word).
	if n := len(bs); len(ds) == 2 {
		opt, back := &bs[n-2], &bs[n-1]
		if want := min(a.L.PanelFS*4.5, row.W/3); back.W < want {
			d := want - back.W
			opt.W -= d
			back.X, back.W = back.X-d, want
		}
	}
	return bs, labels
}

// optionButtons are the chosen game's page: how many play, where the
// game has a choice, and its options, each on or off; Back to the games.
func (a gameScene) optionButtons(bs []input.Button, labels []string) ([]input.Button, []string) {
	r := a.Rules()
	g, _ := engine.LookupGame(r.Name)
	var ds []input.Do
	if len(g.Players) > 1 {
		ds = append(ds, input.DoPlayers)
		labels = append(labels, english.Labelled(english.PlayersSetting, english.PlayersValue(r.Seats, r.Partners)))
	}
	for _, o := range g.Options {
		ds = append(ds, input.DoOption)
		labels = append(labels, english.Labelled(english.OptionSetting(o), english.OnOff(r.HasOption(o))))
	}
	ds = append(ds, input.DoBack)
	labels = append(labels, english.BackToGames)
	n0 := len(bs)
	bs = a.MenuColumn(ds, a.L.SettingsMenu, bs)
	opt := 0
	for i := n0; i < len(bs); i++ {
		if bs[i].Do.Do == input.DoOption {
			bs[i].Do.Arg = opt
			opt++
		}
	}
	return bs, labels
}

func (a gameScene) Keys() []input.Binding { return input.MenuBackKeys }

func (a gameScene) Update(in *input.Intents) {
	it, ok := a.Menu(in)
	if !ok {
		return
	}
	a.Click()
	s := &a.Settings
	if a.gameOpts && (it.Do == input.DoPlayers || it.Do == input.DoOption) {
		// The word under the buttons is on the choice just made: a tap
		// moves no focus.
		bs, _ := a.App.Buttons()
		if i := slices.IndexFunc(bs, func(b input.Button) bool { return b.Do == it }); i >= 0 {
			a.Focus = i
		}
	}
	switch it.Do {
	case input.DoChoose:
		games := chooserGames()
		if it.Arg < 0 || it.Arg >= len(games) {
			return
		}
		if games[it.Arg] != s.GameName() {
			s.Game, s.Players, s.Options = games[it.Arg], 0, ""
			a.chose()
			if hasChoices(s.GameName()) {
				said := ""
				if a.Play.InProgress() {
					said = a.Message
				}
				a.Say(english.ChoicesUnderGame(said))
			}
		}
		a.goBack()
		return
	case input.DoOptions:
		a.gameOpts, a.Focus = true, 0
		return
	case input.DoPlayers:
		g, _ := engine.LookupGame(s.GameName())
		r := a.Rules()
		i := slices.Index(g.Players, r.Seats)
		s.Players = g.Players[(i+1)%len(g.Players)]
		if _, err := engine.Lookup(s.GameName(), s.Players, s.OptionList()...); err != nil {
			s.Options = ""
		}
	case input.DoOption:
		g, _ := engine.LookupGame(s.GameName())
		if it.Arg < 0 || it.Arg >= len(g.Options) {
			return
		}
		s.Options = strings.Join(toggleOption(s.GameName(), s.Players, s.OptionList(), g.Options[it.Arg]), ",")
	case input.DoBack:
		if a.gameOpts {
			// Back to the family, on the button that came here.
			a.gameOpts = false
			bs, _ := a.App.Buttons()
			a.Focus = slices.IndexFunc(bs, func(b input.Button) bool { return b.Do.Do == input.DoOptions })
			return
		}
		a.goBack()
		return
	}
	a.chose()
}

// chose keeps a change of game, players or options: saved, said when a
// match is under way (it is the next match's), and laid out when none is.
func (a gameScene) chose() {
	a.SettingsChanged = true
	if a.Play.InProgress() {
		a.Say(english.NextMatchIs(a.Settings.GameLabel()))
	}
	a.relayoutIdle()
}

func (a gameScene) Footer(out []string) []string {
	return append(out, english.GameFoot(a.Touch, a.gameOpts)...)
}

// ChooserCell is a game's cell in the game's choice: its short name, its
// line, and whether it is the game chosen now.
func (a *App) ChooserCell(i int) (name, line string, chosen bool) {
	games := chooserGames()
	if i < 0 || i >= len(games) {
		return "", "", false
	}
	return english.GameShort(games[i]), english.GameLine(games[i]), games[i] == a.Settings.GameName()
}

// OptionHelp is the game's page's word on the choice in focus (what the
// option does: english.OptionHelp), set in the room under the buttons and
// over the footer: its lines, each's left edge, the first's top, and the
// size. No lines off the page, with Back in focus, or where the room
// under the buttons holds them at no readable size.
func (a *App) OptionHelp() (lines []string, x, y, px float64) {
	if a.Scene != shell.SceneGame || !a.gameOpts {
		return nil, 0, 0, 0
	}
	bs, _ := a.Buttons()
	if a.Focus < 0 || a.Focus >= len(bs) {
		return nil, 0, 0, 0
	}
	r := a.Rules()
	g, _ := engine.LookupGame(r.Name)
	var s string
	switch b := bs[a.Focus].Do; b.Do {
	case input.DoPlayers:
		partners := 0
		for _, n := range g.Players {
			if pr, err := engine.Lookup(r.Name, n); err == nil && pr.Partners {
				partners = n
			}
		}
		s = english.PlayersHelp(g.Players, partners)
	case input.DoOption:
		if b.Arg >= 0 && b.Arg < len(g.Options) {
			o := g.Options[b.Arg]
			var off []string // what the engine will not take with it
			for _, x := range g.Options {
				if _, err := engine.Lookup(r.Name, r.Seats, o, x); x != o && err != nil {
					off = append(off, x)
				}
			}
			on, _ := engine.Lookup(r.Name, r.Seats, o)
			base, _ := engine.Lookup(r.Name, r.Seats)
			if s = english.OptionHelp(o, on, base); s != "" {
				s += english.SwitchesOff(off)
			}
		}
	}
	if s == "" {
		return nil, 0, 0, 0
	}
	l := &a.L
	last := bs[len(bs)-1].Rect
	top, bottom := last.Y+last.H+l.Pad, l.RuleLine.Y-l.Pad/2
	w := math.Min(l.W-2*l.Pad, math.Max(last.W, l.PanelFS*30))
	m := a.LabelWidth
	px, lines = layout.WrapFit([]string{s}, w, bottom-top, math.Max(l.Min, l.PanelFS), l.Min, m)
	if layout.WrapHeight(lines, px) > bottom-top {
		return nil, 0, 0, 0 // no room under the buttons (a low window's five options)
	}
	widest := 0.0
	for _, ln := range lines {
		widest = math.Max(widest, m(ln, false, px))
	}
	return lines, (l.W - widest) / 2, top, px
}

// NoticePlace puts a notice on the game's page under the word on the
// choice in focus ("The next match is …" comes as a choice is made, and
// had covered its word), down to the footer's foot.
func (a gameScene) NoticePlace() (area geom.Rect, foot, ok bool) {
	lines, _, y, px := a.OptionHelp()
	if len(lines) == 0 {
		return geom.Rect{}, false, false
	}
	r := a.L.RuleLine
	top := math.Min(r.Y, y+float64(len(lines))*px*layout.ParaLead)
	return geom.Rect{X: r.X, Y: top, W: r.W, H: r.Y + r.H - top}, true, true
}
