package ui

import (
	"math"
	"slices"
	"strings"

	"noddy/docs/games"
	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The menu scenes: the title, Settings and the choice of game. Each is a
// column of buttons (Layout.Menu) moved through with the arrows and
// activated with Enter, a click or a tap.

type titleScene struct{ *App }

func (a titleScene) ID() shell.SceneID { return shell.SceneTitle }

var titleDo = [...]input.Do{input.DoPlay, input.DoFriend, input.DoTutorial, input.DoRecord, input.DoGame, input.DoLevel, input.DoSettings, input.DoQuit}

func (a titleScene) Buttons(bs []input.Button, labels []string) ([]input.Button, []string) {
	l := &a.L
	ds := titleDo[:len(titleDo)-1]
	if a.canQuit {
		ds = titleDo[:]
	}
	n0 := len(bs)
	bs = a.MenuColumn(ds, l.TitleMenu, bs)
	for _, d := range ds {
		labels = append(labels, a.label(d))
	}
	if _, ok := a.Play.ToResume(); !ok {
		return bs, labels
	}
	labels = slices.Insert(labels, n0+1, english.NewMatchButton)
	// "New match" beside "Resume match", in its row, the room shared so
	// that both labels are drawn at one size (a fixed split had left
	// "Resume match" touching its edges), each with a margin of its own
	// either side (shareMargin); the buttons as wide as the two need at
	// the menu's label size, where the window has the room, so that they
	// read as large as the others'.
	r := bs[n0].Rect
	px := math.Min(l.MenuLabelPX(), r.H*0.45)
	resume, fresh := a.LabelWidth(labels[n0], false, px), a.LabelWidth(english.NewMatchButton, false, px)
	gap, side := l.Pad/2, shareMargin(r.H)
	// A pixel spare: at the least width the longer label fitted by a hair,
	// which rounding could take away.
	if need := resume + fresh + 4*side + gap + 1; r.W < need {
		bs = l.MenuWide(ds, l.TitleMenu, need, bs[:n0])
		r = bs[n0].Rect
	}
	room := math.Max(0, r.W-gap-4*side)
	// Or "New match" a cell of its own, where the buttons stay tall
	// enough for labels as large as the two would be sharing the row
	// with their margins: in two columns beside "Resume match" (a cell
	// free at the foot, or buttons still tall enough with another row),
	// in one a row under it (on a phone the row shared had left both
	// labels all but touching their edges).
	own := a.MenuColumn(slices.Insert(slices.Clone(ds), 1, input.DoNew), l.TitleMenu, nil)
	if math.Min(l.MenuLabelPX(), own[0].H*0.45) >= px*math.Min(1, room/(resume+fresh)) {
		return append(bs[:n0], own...), labels
	}
	w := 2*side + room*fresh/(resume+fresh)
	bs[n0].W = r.W - gap - w
	bs = slices.Insert(bs, n0+1, input.ButtonAt(input.DoNew, geom.Rect{X: r.X + r.W - w, Y: r.Y, W: w, H: r.H}))
	return bs, labels
}

// shareMargin is the room a label keeps either side in the title's row
// shared by Resume and New match: more than a button's least
// (LabelMargin's fifth of the height), as two labels side by side at
// their least margins read as one crowded line.
func shareMargin(h float64) float64 { return h * 0.3 }

// goBack leaves a menu for the scene that opened it. On the title, with
// the match to resume (at the table or kept) of another game than the one
// chosen, New match has the focus: a play-tester chose six-card cribbage,
// pressed Enter on the focused Resume and was back in the Noddy match.
func (a *App) goBack() {
	a.Focus = 0
	if r, ok := a.Play.ToResume(); ok && a.Back == shell.SceneTitle && !play.SameGame(r, a.Settings.Rules()) {
		bs, _ := a.ButtonsOf(shell.SceneTitle)
		a.Focus = max(0, slices.IndexFunc(bs, func(b input.Button) bool { return b.Do.Do == input.DoNew }))
	}
	a.GoTo(a.Back)
}

// titleKeys are the menu's keys and S for Settings, its key at the table.
var titleKeys = append([]input.Binding{{Key: input.KeyS, Do: input.Intent{Do: input.DoSettings}}}, input.MenuKeys...)

func (a titleScene) Keys() []input.Binding { return titleKeys }

func (a titleScene) Update(in *input.Intents) {
	it, ok := a.Menu(in)
	if !ok {
		return
	}
	a.Click()
	switch it.Do {
	case input.DoPlay:
		a.Play.PlayMatch()
	case input.DoNew:
		// A new match from the title asks first, as the table's New does:
		// the match in progress would be lost.
		a.Play.AskNew()
	case input.DoGame:
		a.Back = shell.SceneTitle
		a.openChooser()
	case input.DoFriend:
		a.Friend.Open()
	case input.DoTutorial:
		a.Tutorial.Start(shell.SceneTitle)
	case input.DoRecord:
		a.Record.Open()
	case input.DoLevel:
		a.cycleLevel()
	case input.DoSettings:
		a.Back, a.Focus = shell.SceneTitle, 0
		a.GoTo(shell.SceneSettings)
	case input.DoQuit:
		a.Quit = true
	}
}

func (a titleScene) Footer(out []string) []string {
	v := english.Version(a.version)
	for _, s := range append(a.TitleFoot(), a.Settings.GameLabel()) {
		if v != "" {
			s += " · " + v
		}
		out = append(out, s)
	}
	return out
}

// label is a menu button's label.
func (a *App) label(d input.Do) string {
	s := &a.Settings
	switch d {
	case input.DoPlay:
		if r, ok := a.Play.ToResume(); ok {
			if !play.SameGame(r, s.Rules()) {
				return english.ResumeGame(english.GameShort(r.Name))
			}
			return english.ResumeButton
		}
		return english.PlayButton // (a kept code that no longer reads: Play lets it go)
	case input.DoGame:
		return english.Labelled(english.GameSetting, a.Settings.GameLabel())
	case input.DoFriend:
		if a.Friend.On() {
			return english.BackToShared
		}
		return english.FriendButton
	case input.DoTutorial:
		return a.Tutorial.Label()
	case input.DoRecord:
		return english.RecordButton
	case input.DoLevel:
		return english.Labelled(english.LevelSetting, a.Level())
	case input.DoSettings:
		return english.SettingsButton
	case input.DoQuit:
		return english.QuitButton
	case input.DoContrast:
		return english.Labelled(english.ContrastSetting, english.OnOff(s.HighContrast))
	case input.DoFourColour:
		return english.FourColourLabel(s.FourColour, s.HighContrast)
	case input.DoBigText:
		return english.Labelled(english.BigTextSetting, english.OnOff(s.BigText))
	case input.DoSound:
		return english.Labelled(english.SoundSetting, english.OnOff(!s.Muted))
	case input.DoSpeed:
		return english.Labelled(english.AnimationSetting, s.Speed)
	case input.DoBack:
		return english.BackButton
	}
	return d.String()
}

type settingsScene struct{ *App }

func (a settingsScene) ID() shell.SceneID { return shell.SceneSettings }

var settingsDo = [...]input.Do{input.DoContrast, input.DoFourColour, input.DoBigText, input.DoSound, input.DoSpeed, input.DoLevel, input.DoBack}

func (a settingsScene) Buttons(bs []input.Button, labels []string) ([]input.Button, []string) {
	bs = a.MenuColumn(settingsDo[:], a.L.SettingsMenu, bs)
	for _, d := range settingsDo {
		labels = append(labels, a.label(d))
	}
	return bs, labels
}

func (a settingsScene) Keys() []input.Binding { return input.MenuBackKeys }

func (a settingsScene) Update(in *input.Intents) {
	it, ok := a.Menu(in)
	if !ok {
		return
	}
	a.Click()
	s := &a.Settings
	switch it.Do {
	case input.DoContrast:
		s.HighContrast = !s.HighContrast
		if s.FourColour && s.HighContrast {
			a.Say(english.FourColourUnseen())
		}
	case input.DoFourColour:
		s.FourColour = !s.FourColour
		if s.FourColour && s.HighContrast {
			a.Say(english.FourColourUnseen())
		}
	case input.DoBigText:
		s.BigText = !s.BigText
		a.Relayout()
	case input.DoSound:
		s.Muted = !s.Muted
	case input.DoSpeed:
		sp, _ := table.ParseSpeed(s.Speed)
		s.Speed = sp.Next().String()
	case input.DoLevel:
		a.cycleLevel()
	case input.DoBack:
		a.goBack()
		return
	}
	a.SettingsChanged = true
}

func (a settingsScene) Footer(out []string) []string {
	return append(out, a.SettingsFoot(), english.Remembered)
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
	if !a.Play.InProgress() {
		a.Relayout()
	}
}

// TitleFoot is the title's footer, longest first: the rules' source and
// how to choose (english.TitleFoot).
func (a *App) TitleFoot() []string {
	return english.TitleFoot(a.rulesSource(), a.Touch)
}

// TitleLines are the title's words under its name: the game the family
// grew from, and how the chosen game is won.
func (a *App) TitleLines() []layout.Line {
	r := a.Rules()
	game, ok := games.Summary(r.Name)
	if !ok {
		game = r.Title
	}
	// "What it is:" over "how it goes; first to 31 wins." (the games'
	// table's line at its colon): two lines of a length, as the window has.
	return layout.Paras(english.TitleLines(game, r.Target)...)
}

// TitleText is the title's line laid out under its name, the fan of
// cards above giving it room with big text (Layout.FitTitle).
func (a *App) TitleText() layout.TitleText { return a.L.FitTitle(a.TitleLines(), a.Measure) }

// rulesSource is the chosen rule set's source, from its title: "Justin du
// Coeur's 1996 reconstruction", "Charles Cotton, 1674"; the title itself
// where it names none ("Cribbage, 6-card, to 121").
func (a *App) rulesSource() string {
	t := a.Rules().Title
	if _, src, ok := strings.Cut(t, " — "); ok {
		return src
	}
	return t
}

// SettingsFoot is the settings' footer.
func (a *App) SettingsFoot() string { return english.SettingsFoot(a.Touch) }

// cycleLevel is the menus' level button: the computer's next level, kept
// in the settings.
func (a *App) cycleLevel() {
	lv := players.Levels()
	i := slices.Index(lv, a.Level())
	a.LevelFlag = ""
	a.Settings.Level = lv[(i+1)%len(lv)]
	a.SettingsChanged = true
	a.Say(english.LevelNow(a.Settings.Level, a.Play.InProgress()))
}
