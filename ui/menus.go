package ui

import (
	"slices"
	"strconv"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
)

// The menu scenes: the title, Settings and the choice of game. Each is a
// column of buttons (Layout.Menu) moved through with the arrows and
// activated with Enter, a click or a tap.

type titleScene struct{}

func (titleScene) ID() SceneID { return SceneTitle }

var titleDo = [...]Do{DoPlay, DoFriend, DoTutorial, DoRecord, DoGame, DoLevel, DoSettings, DoQuit}

func (titleScene) Buttons(a *App, bs []Button, labels []string) ([]Button, []string) {
	l := &a.L
	ds := titleDo[:len(titleDo)-1]
	if a.cfg.CanQuit {
		ds = titleDo[:]
	}
	n0 := len(bs)
	bs = a.menuColumn(ds, l.TitleMenu, bs)
	for _, d := range ds {
		labels = append(labels, a.label(d))
	}
	if a.resuming() {
		// "New match" beside "Resume the match", in its row.
		r := bs[n0].Rect
		gap := l.Pad / 2
		w := (r.W - gap) * 0.4
		bs[n0].W = r.W - gap - w
		bs = slices.Insert(bs, n0+1, btn(DoNew, Rect{r.X + r.W - w, r.Y, w, r.H}))
		labels = slices.Insert(labels, n0+1, "New match")
	}
	return bs, labels
}

// menuColumn lays buttons for intents ds out in area (Layout.Menu).
func (a *App) menuColumn(ds []Do, area Rect, bs []Button) []Button {
	return a.L.Menu(ds, area, bs)
}

func (titleScene) Keys(*App) []Binding { return menuKeys }

func (titleScene) Update(a *App, in *Intents) {
	it, ok := a.menu(in)
	if !ok {
		return
	}
	a.click()
	switch it.Do {
	case DoPlay:
		a.playMatch()
	case DoNew:
		// A new match from the title asks first, as the table's New does:
		// the match in progress would be lost.
		a.Overlay, a.Focus = OvConfirm, 1
		a.goTo(SceneTable)
	case DoGame:
		a.back, a.Focus = SceneTitle, 0
		a.goTo(SceneGame)
	case DoFriend:
		a.openFriend()
	case DoTutorial:
		a.startTour()
	case DoRecord:
		a.openRecord()
	case DoLevel:
		a.cycleLevel()
	case DoSettings:
		a.back, a.Focus = SceneTitle, 0
		a.goTo(SceneSettings)
	case DoQuit:
		a.Quit = true
	}
}

func (titleScene) Footer(a *App, out []string) []string {
	return append(out, a.TitleFoot(), a.GameLabel())
}

// label is a menu button's label.
func (a *App) label(d Do) string {
	s := &a.Settings
	switch d {
	case DoPlay:
		if a.resuming() {
			return "Resume the match"
		}
		return "Play against the computer"
	case DoGame:
		return "Game: " + a.GameLabel()
	case DoFriend:
		if a.sharedOn() {
			return "Back to the shared table"
		}
		return "Play a friend"
	case DoTutorial:
		return a.tourLabel()
	case DoRecord:
		return "Your record"
	case DoLevel:
		return "Computer's level: " + a.Level()
	case DoSettings:
		return "Settings"
	case DoQuit:
		return "Quit"
	case DoContrast:
		return "High contrast: " + onOff(s.HighContrast)
	case DoFourColour:
		return "Four-colour suits: " + onOff(s.FourColour)
	case DoBigText:
		return "Big text: " + onOff(s.BigText)
	case DoSound:
		return "Sound: " + onOff(!s.Muted)
	case DoSpeed:
		return "Animation: " + s.Speed
	case DoBack:
		return "Back"
	}
	return d.String()
}

// GameLabel names the chosen game with its players and options: "Noddy
// (du Coeur)", "Cribbage (six-card, 121) · muggins".
func (a *App) GameLabel() string {
	r := a.Rules()
	g, _ := engine.LookupGame(r.Name)
	s := g.Title
	if len(g.Players) > 1 {
		s += " · " + strconv.Itoa(r.Seats) + " players"
	}
	for _, o := range r.Options {
		s += " · " + english.Option(o)
	}
	return s
}

type settingsScene struct{}

func (settingsScene) ID() SceneID { return SceneSettings }

var settingsDo = [...]Do{DoContrast, DoFourColour, DoBigText, DoSound, DoSpeed, DoLevel, DoBack}

func (settingsScene) Buttons(a *App, bs []Button, labels []string) ([]Button, []string) {
	bs = a.menuColumn(settingsDo[:], a.L.SettingsMenu, bs)
	for _, d := range settingsDo {
		labels = append(labels, a.label(d))
	}
	return bs, labels
}

var settingsKeys = append([]Binding{{KeyEscape, Intent{Do: DoBack}}}, menuKeys...)

func (settingsScene) Keys(*App) []Binding { return settingsKeys }

func (settingsScene) Update(a *App, in *Intents) {
	it, ok := a.menu(in)
	if !ok {
		return
	}
	a.click()
	s := &a.Settings
	switch it.Do {
	case DoContrast:
		s.HighContrast = !s.HighContrast
	case DoFourColour:
		s.FourColour = !s.FourColour
	case DoBigText:
		s.BigText = !s.BigText
		a.relayout()
	case DoSound:
		s.Muted = !s.Muted
	case DoSpeed:
		sp, _ := ParseSpeed(s.Speed)
		s.Speed = ((sp + 1) % numSpeeds).String()
	case DoLevel:
		a.cycleLevel()
	case DoBack:
		a.Focus = 0
		a.goTo(a.back)
		return
	}
	a.SettingsChanged = true
}

func (settingsScene) Footer(a *App, out []string) []string {
	return append(out, a.SettingsFoot(), "Remembered between games")
}

// gameScene is the choice of game: which of the family, how many play
// where the game has a choice, and its options, each on or off; the
// engine says which options exclude which (engine.Lookup).
type gameScene struct{}

func (gameScene) ID() SceneID { return SceneGame }

func (gameScene) Buttons(a *App, bs []Button, labels []string) ([]Button, []string) {
	r := a.Rules()
	g, _ := engine.LookupGame(r.Name)
	ds := []Do{DoGameNext}
	labels = append(labels, "Game: "+g.Title)
	if len(g.Players) > 1 {
		ds = append(ds, DoPlayers)
		labels = append(labels, "Players: "+strconv.Itoa(r.Seats))
	}
	for _, o := range g.Options {
		ds = append(ds, DoOption)
		labels = append(labels, capitalise(english.Option(o))+": "+onOff(r.HasOption(o)))
	}
	ds = append(ds, DoBack)
	labels = append(labels, "Back")
	n0 := len(bs)
	bs = a.menuColumn(ds, a.L.SettingsMenu, bs)
	opt := 0
	for i := n0; i < len(bs); i++ {
		if bs[i].Do.Do == DoOption {
			bs[i].Do.Arg = opt
			opt++
		}
	}
	return bs, labels
}

func (gameScene) Keys(*App) []Binding { return settingsKeys }

func (gameScene) Update(a *App, in *Intents) {
	it, ok := a.menu(in)
	if !ok {
		return
	}
	a.click()
	s := &a.Settings
	switch it.Do {
	case DoGameNext:
		gs := engine.Games()
		i := slices.IndexFunc(gs, func(g engine.Game) bool { return g.Name == s.game() })
		g := gs[(i+1)%len(gs)]
		s.Game, s.Players, s.Options = g.Name, 0, ""
	case DoPlayers:
		g, _ := engine.LookupGame(s.game())
		r := a.Rules()
		i := slices.Index(g.Players, r.Seats)
		s.Players = g.Players[(i+1)%len(g.Players)]
		if _, err := engine.Lookup(s.game(), s.Players, s.OptionList()...); err != nil {
			s.Options = ""
		}
	case DoOption:
		g, _ := engine.LookupGame(s.game())
		if it.Arg < 0 || it.Arg >= len(g.Options) {
			return
		}
		s.Options = strings.Join(toggleOption(s.game(), s.Players, s.OptionList(), g.Options[it.Arg]), ",")
	case DoBack:
		a.Focus = 0
		a.goTo(a.back)
		return
	}
	a.SettingsChanged = true
	if a.Table != nil && !a.Table.Over {
		a.say("The next match is " + a.GameLabel() + ".")
	}
	a.relayoutIdle()
}

// toggleOption turns option o of game on or off: turned on, any option the
// engine says excludes it (engine.Lookup refuses the pair) goes off; the
// options stay in the game's order.
func toggleOption(game string, players int, on []string, o string) []string {
	if i := slices.Index(on, o); i >= 0 {
		return slices.Delete(slices.Clone(on), i, i+1)
	}
	g, _ := engine.LookupGame(game)
	next := []string{o}
	for _, x := range on {
		if _, err := engine.Lookup(game, players, append(slices.Clone(next), x)...); err == nil {
			next = append(next, x)
		}
	}
	var out []string
	for _, x := range g.Options {
		if slices.Contains(next, x) {
			out = append(out, x)
		}
	}
	return out
}

// relayoutIdle lays the table out for the chosen game when no match is
// under way (the next match's table is laid out when it starts).
func (a *App) relayoutIdle() {
	if a.Table == nil || a.Table.Over {
		a.relayout()
	}
}

func (gameScene) Footer(a *App, out []string) []string {
	if a.Touch {
		return append(out, "Tap to change · remembered between games", "Remembered between games")
	}
	return append(out, "↑↓ and Enter, or click · Esc to go back · remembered between games", "Esc to go back")
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
