package model

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// SceneID names a scene.
type SceneID uint8

// The scenes.
const (
	SceneTitle SceneID = iota
	SceneTable
	SceneSettings
	SceneTutorial
)

var sceneNames = [...]string{"title", "table", "settings", "tutorial"}

func (s SceneID) String() string { return sceneNames[s] }

// Overlay is a panel over the table.
type Overlay uint8

// The table's overlays.
const (
	OvNone    Overlay = iota
	OvRules           // the rules, in short
	OvCount           // count both hands
	OvConfirm         // new match? (mid-match)
	OvEnd             // the match is over
)

// FadeTicks is the length of the fade between scenes.
const FadeTicks = 18

// maxPending is how many clicks or key presses a fade keeps for the
// incoming scene.
const maxPending = 4

// Config is how the game starts.
type Config struct {
	Seed     uint64 // the first match's seed
	Level    string // overrides the saved level when not ""
	Scene    string // "title" (default), "table" or "tutorial"
	Step     int    // with Scene "tutorial": the step to open at, 1-based (0: the first)
	Autoplay bool   // the computer plays both seats
	CanQuit  bool   // offer Quit (the desktop)
	Touch    bool   // a touch screen is the likely input (the words say "tap") until other input comes
	NewSeed  func() uint64
	Settings Settings
}

// ErrBadScene is Config's error for an unknown scene name.
var ErrBadScene = errors.New("unknown scene (title, table or tutorial)")

// App is the whole game without a window: the scenes, the fade between
// them, the table and its overlays, the settings.
type App struct {
	cfg      Config
	Settings Settings
	// SettingsChanged is set when Settings should be saved; the caller
	// clears it.
	SettingsChanged bool
	// Quit and ToggleFullscreen are requests for the window.
	Quit, ToggleFullscreen bool

	Scene   SceneID
	Next    SceneID
	Fade    int // ticks left in the fade to Next
	Tick    int
	Table   *Table
	Tour    *Tour // the tutorial, once opened
	Overlay Overlay
	Focus   int // the focused button in menus, card at the table: the last input used moves it
	Hover   int // sprite index under the pointer, -1 for none (or while the keys own the focus)
	// Touch: the last input was a finger, so the words say "tap" (not
	// "click" and keys).
	Touch bool
	// keyed: the last input to move the focus was a key; a resting
	// pointer then moves nothing until it moves again.
	keyed        bool
	px, py       float64 // the pointer's last place
	pointerSeen  bool
	pointerMoved bool // this tick
	prompt       string
	promptK      promptKey
	foot         []string
	Message      string
	msgTicks     int
	msgBanner    int     // the table's BannerN when the notice came (-1: none)
	back         SceneID // where Settings returns to
	pending      []Frame // input during a fade, for the incoming scene
	fresh        bool    // a match just started from the title, not yet at the table
	nextSeed     uint64

	L       Layout
	TL      Layout // the tutorial's table (see tourLayout)
	buttons []Button
	labels  []string
	held    []int
	effects []Effect
	// Matches counts matches played to the end (for tests and demos).
	Matches int

	// Hint is the expert's advice asked for on this turn, best first (nil:
	// the hint panel is closed); HintLines its text for the panel.
	Hint      []players.Advice
	HintLines []string
	hintGen   int // changes whenever the hint opens or closes (Look)
}

// NewApp starts the game.
func NewApp(cfg Config) (*App, error) {
	a := &App{cfg: cfg, Settings: cfg.Settings.Normalize(), Hover: -1, nextSeed: cfg.Seed, Touch: cfg.Touch}
	if cfg.Level != "" {
		if !slices.Contains(players.Levels(), cfg.Level) && !slices.Contains(players.PlayerNames(), cfg.Level) {
			return nil, &players.UnknownPlayerError{Name: cfg.Level}
		}
	}
	if a.cfg.NewSeed == nil {
		a.cfg.NewSeed = func() uint64 { return ShortSeed(a.Table.Seed()*6364136223846793005 + 1442695040888963407) }
	}
	a.SetSize(960, 600)
	switch cfg.Scene {
	case "", "title":
	case "table":
		if err := a.newMatch(cfg.Seed); err != nil {
			return nil, err
		}
		a.Scene = SceneTable
	case "tutorial":
		if err := a.openTour(cfg.Step - 1); err != nil {
			return nil, err
		}
		a.Scene = SceneTutorial
	default:
		return nil, ErrBadScene
	}
	a.Next = a.Scene
	return a, nil
}

// ShortSeed makes a seed a person can read out and type, six digits
// (100000 to 999999), from any number (the clock, the last match's seed).
func ShortSeed(x uint64) uint64 {
	x ^= x >> 29 // the clock's nanoseconds: its low digits step in hundreds on some machines
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 32
	return 100000 + x%900000
}

// Level is the computer's level in use.
func (a *App) Level() string {
	if a.cfg.Level != "" {
		return a.cfg.Level
	}
	return a.Settings.Level
}

func (a *App) speed() Speed { s, _ := ParseSpeed(a.Settings.Speed); return s }

func (a *App) newMatch(seed uint64) error {
	var seats [2]players.Player
	p, err := players.NewPlayer(a.Level(), seed)
	if err != nil {
		return err
	}
	seats[1] = p
	if a.cfg.Autoplay {
		seats[0], _ = players.NewPlayer(a.Level(), seed+1)
	}
	t, err := NewTable(seed, seats, a.speed())
	if err != nil {
		return err
	}
	t.SetLevel(a.Level())
	t.CallsExplained = a.Table != nil && a.Table.CallsExplained
	a.Table, a.Overlay, a.Focus = t, OvNone, 0
	a.closeHint()
	return nil
}

// SetSize lays the game out for a w×h logical window.
func (a *App) SetSize(w, h float64) {
	if w != a.L.W || h != a.L.H || a.L.FS == 0 {
		a.L = NewLayout(w, h, a.Settings.BigText)
		a.TL = tourLayout(a.L, a.Settings.BigText)
	}
}

func (a *App) relayout() {
	a.L = NewLayout(a.L.W, a.L.H, a.Settings.BigText)
	a.TL = tourLayout(a.L, a.Settings.BigText)
}

func (a *App) goTo(s SceneID) {
	if s == a.Scene {
		return
	}
	a.Next, a.Fade = s, FadeTicks
	if a.speed() == SpeedInstant {
		a.Scene, a.Fade = s, 0
	}
}

// say raises a notice (Message): a word on what the player just did. One
// place decides what is on top: a notice and the table's announcements
// share the announcements' place (NoticeArea), the newest on top. A notice
// raised during an announcement hides it (its time runs on beneath); the
// next announcement ends the notice once it has been up noticeMin ticks.
// On the title and in Settings the notice takes the footer's place.
func (a *App) say(msg string) {
	a.Message, a.msgTicks, a.msgBanner = msg, noticeTicks, -1
	if t := a.noticeTable(); t != nil {
		a.msgBanner = t.BannerN()
	}
}

// A notice's time (ticks), and the least it stays up before an
// announcement that begins after it takes its place.
const (
	noticeTicks = 150
	noticeMin   = 45
)

// noticeTable is the table whose announcements share the notice's place.
func (a *App) noticeTable() *Table {
	switch {
	case a.Scene == SceneTable:
		return a.Table
	case a.Scene == SceneTutorial && a.Tour != nil:
		return a.Tour.Table
	}
	return nil
}

// endNoticeForBanner ends a notice once an announcement begins after it.
func (a *App) endNoticeForBanner() {
	if a.Message == "" {
		return
	}
	t := a.noticeTable()
	if t == nil {
		return
	}
	if a.msgBanner < 0 {
		a.msgBanner = t.BannerN() // raised elsewhere: from here on
	}
	if b, _, _ := t.Banner(); b != "" && t.BannerN() != a.msgBanner && a.msgTicks <= noticeTicks-noticeMin {
		a.Message, a.msgTicks = "", 0
	}
}

// NoticeOnTop reports whether the notice is up: the table's announcement,
// if any, is hidden under it.
func (a *App) NoticeOnTop() bool { return a.Message != "" }

// NoticeArea is where scene's notice is drawn: the announcements' place at
// the table and in the tutorial; on the title and in Settings under the
// menu, over the footer (clear of their titles and buttons).
func (a *App) NoticeArea(scene SceneID) Rect {
	switch scene {
	case SceneTable:
		return a.L.Banner
	case SceneTutorial:
		return a.TL.Banner
	}
	// Under the menu's last button, down to the footer's foot.
	l := &a.L
	r := l.RuleLine
	lowest := 0.0
	bs, _ := a.ButtonsOf(scene)
	for _, b := range bs {
		lowest = math.Max(lowest, b.Y+b.H)
	}
	top := math.Min(r.Y, lowest+l.Pad/4)
	return Rect{r.X, top, r.W, r.Y + r.H - top}
}

// noteInput keeps which input was used last: the focus follows it (a
// pointer resting on a button does not take the focus back from the keys)
// and the words name it (tap, or click and keys).
func (a *App) noteInput(f Frame) {
	// A pointer merely resting where it was at the start has not been used.
	a.pointerMoved = f.Pointer && a.pointerSeen && (f.PointerX != a.px || f.PointerY != a.py)
	if f.Pointer {
		a.px, a.py, a.pointerSeen = f.PointerX, f.PointerY, true
	}
	if f.Tap || a.pointerMoved {
		a.keyed = false
		a.Touch = f.Tap && f.Touch
	}
	for k, down := range f.Keys {
		if down && Key(k) != KeyM && Key(k) != KeyF11 {
			a.keyed, a.Touch = true, false
		}
	}
}

// Update runs one tick with the frame's input and returns the sounds to
// play this tick.
func (a *App) Update(f Frame) []Effect {
	a.Tick++
	a.noteInput(f)
	a.effects = a.effects[:0]
	if a.msgTicks > 0 {
		if a.msgTicks--; a.msgTicks == 0 {
			a.Message = ""
		}
	}
	if f.Keys[KeyF11] {
		a.ToggleFullscreen = true
	}
	if f.Keys[KeyM] {
		a.Settings.Muted = !a.Settings.Muted
		a.SettingsChanged = true
		a.say("Sound " + onOff(!a.Settings.Muted))
	}
	if a.Fade > 0 {
		// Clicks and keys during the fade are kept for the incoming scene
		// (a few: they are played back one a tick once it is in).
		if (f.Tap || f.anyKey()) && len(a.pending) < maxPending {
			q := f
			q.Keys[KeyF11], q.Keys[KeyM] = false, false // already done
			a.pending = append(a.pending, q)
		}
		if a.Fade--; a.Fade == 0 {
			a.Scene = a.Next
		}
		a.tickTable()
		a.tickTour()
		return a.effects
	}
	if len(a.pending) > 0 && !f.Tap && !f.anyKey() {
		q := a.pending[0]
		a.pending = a.pending[1:]
		q.Pointer, q.PointerX, q.PointerY = f.Pointer, f.PointerX, f.PointerY
		f = q
	}
	switch a.Scene {
	case SceneTitle:
		a.updateTitle(f)
	case SceneSettings:
		a.updateSettings(f)
	case SceneTable:
		a.updateTable(f)
	case SceneTutorial:
		a.updateTutorial(f)
	}
	a.endNoticeForBanner()
	return a.effects
}

func (a *App) tickTable() {
	t := a.Table
	if t == nil || (a.Overlay != OvNone && a.Overlay != OvEnd) {
		return
	}
	t.Speed = a.speed()
	if a.Hint != nil && !t.YourTurn() {
		a.closeHint()
	}
	wasOver := t.Over
	a.effects = append(a.effects, t.Update()...)
	if t.Over && !wasOver {
		a.Matches++
		a.Overlay = OvEnd
		a.Focus = 0
	}
}

// Buttons returns the buttons of the scene on screen now, with their
// labels (same order).
func (a *App) Buttons() ([]Button, []string) { return a.ButtonsOf(a.Scene) }

// ButtonsOf returns the buttons of scene (the fade draws two scenes). The
// slices are reused by the next call.
func (a *App) ButtonsOf(scene SceneID) ([]Button, []string) {
	a.buttons, a.labels = a.buttons[:0], a.labels[:0]
	l := &a.L
	switch scene {
	case SceneTitle:
		names := titleButtons[:4]
		if a.cfg.CanQuit {
			names = titleButtons[:]
		}
		a.buttons = l.Menu(names, l.TitleMenu, a.buttons)
		for _, n := range names {
			a.labels = append(a.labels, a.label(n))
		}
		if a.resuming() {
			// "New match" beside "Resume the match", in its row.
			r := a.buttons[0].Rect
			gap := l.Pad / 2
			w := (r.W - gap) * 0.4
			a.buttons[0].W = r.W - gap - w
			a.buttons = slices.Insert(a.buttons, 1, Button{"new", Rect{r.X + r.W - w, r.Y, w, r.H}})
			a.labels = slices.Insert(a.labels, 1, "New match")
		}
	case SceneTutorial:
		a.tourButtons()
	case SceneSettings:
		a.buttons = l.Menu(settingsButtons[:], l.SettingsMenu, a.buttons)
		for _, n := range settingsButtons {
			a.labels = append(a.labels, a.label(n))
		}
	case SceneTable:
		switch a.Overlay {
		case OvNone:
			a.buttons = l.ButtonRowFor(tableButtons[:], tableLabels[:], a.buttons)
			a.labels = append(a.labels, tableLabels[:]...)
			if a.Table != nil && a.Table.Waiting() {
				a.buttons = append(a.buttons, Button{"next", a.NextRect()})
				a.labels = append(a.labels, "Next hand")
			}
		case OvRules, OvCount:
			p := a.panel()
			pf := l.PanelFS
			a.buttons = append(a.buttons, Button{"close", Rect{p.X + p.W - pf*7 - l.Pad, p.Y + p.H - pf*2.4 - l.Pad, pf * 7, pf * 2.4}})
			a.labels = append(a.labels, "Close")
		case OvConfirm, OvEnd:
			p := a.panel()
			n, lb := confirmButtons[:], confirmLabels[:]
			if a.Touch {
				lb = confirmLabelsTouch[:]
			}
			if a.Overlay == OvEnd {
				n, lb = endButtons[:], endLabels[:]
				if a.Touch {
					lb = endLabelsTouch[:]
				}
			}
			if a.Overlay == OvEnd {
				a.buttons = l.EndButtons(p, n, lb, a.buttons) // the compact end box (Layout.EndPanel)
				a.labels = append(a.labels, lb...)
				break
			}
			k := float64(len(n))
			w := (p.W - (k+1)*l.Pad) / k
			bh, gap := l.PanelFS*2.6, l.Pad
			y := p.Y + p.H - bh - gap
			for i := range n {
				a.buttons = append(a.buttons, Button{n[i], Rect{p.X + l.Pad + float64(i)*(w+l.Pad), y, w, bh}})
				a.labels = append(a.labels, lb[i])
			}
		}
	}
	return a.buttons, a.labels
}

// NextRect is where the "Next hand" button stands while the table holds
// at the end of a hand: over the middle of the player's hand, in the row
// where "Your turn" is written, clear of the pile and of the cards.
func (a *App) NextRect() Rect {
	l := &a.L
	h := l.FS * 1.9
	w := math.Min(l.FS*8, l.W-2*l.Pad)
	cx := l.Hands[0][1].X + l.Hands[0][1].W/2
	return Rect{cx - w/2, l.Hands[0][0].Y - h - l.Pad/3, w, h}
}

// Panel returns the rectangle of the open overlay.
func (a *App) panel() Rect {
	switch a.Overlay {
	case OvRules, OvCount:
		switch {
		case a.L.Portrait:
			return a.L.Panel(40, 100) // a phone's whole window
		case a.L.Low:
			return a.L.Panel(60, 34) // a low window's whole width
		}
		return a.L.Panel(40, 34)
	case OvEnd:
		return a.L.EndPanel()
	}
	return a.L.Panel(26, 12)
}

// Panel is the open overlay's rectangle.
func (a *App) Panel() Rect { return a.panel() }

var (
	titleButtons    = [...]string{"play", "tutorial", "level", "settings", "quit"}
	settingsButtons = [...]string{"contrast", "fourcolour", "bigtext", "sound", "speed", "level", "back"}
	tableButtons    = [...]string{"hint", "new", "count", "rules", "settings", "menu"}
	confirmButtons  = [...]string{"yes", "no"}
	confirmLabels   = [...]string{"New match (Y)", "Keep playing (N)"}
	// A finger has no keys to name.
	confirmLabelsTouch = [...]string{"New match", "Keep playing"}
	endLabelsTouch     = [...]string{"Play again", "Replay this deal", "Count", "Title"}
	endButtons         = [...]string{"again", "replay", "count", "title"}
	endLabels          = [...]string{"Play again", "Replay this deal", "Count (C)", "Title"}
	tableLabels        = [...]string{"Hint", "New", "Count", "Rules", "Settings", "Menu"}
)

// resuming reports whether the title's Play resumes a match in progress.
func (a *App) resuming() bool { return a.Table != nil && !a.Table.Over && !a.fresh }

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

func (a *App) label(name string) string {
	s := &a.Settings
	switch name {
	case "play":
		if a.resuming() {
			return "Resume the match"
		}
		return "Play against the computer"
	case "tutorial":
		return "Watch the tutorial"
	case "level":
		return "Computer's level: " + a.Level()
	case "settings":
		return "Settings"
	case "quit":
		return "Quit"
	case "contrast":
		return "High contrast: " + onOff(s.HighContrast)
	case "fourcolour":
		return "Four-colour suits: " + onOff(s.FourColour)
	case "bigtext":
		return "Big text: " + onOff(s.BigText)
	case "sound":
		return "Sound: " + onOff(!s.Muted)
	case "speed":
		return "Animation: " + s.Speed
	case "back":
		return "Back"
	}
	return name
}

// menu handles focus and activation in a column of buttons.
func (a *App) menu(f Frame) (string, bool) {
	bs, _ := a.Buttons()
	if len(bs) == 0 {
		return "", false
	}
	if f.Keys[KeyDown] || f.Keys[KeyRight] {
		a.Focus = (a.Focus + 1) % len(bs)
	}
	if f.Keys[KeyUp] || f.Keys[KeyLeft] {
		a.Focus = (a.Focus + len(bs) - 1) % len(bs)
	}
	a.Focus = clampI(a.Focus, 0, len(bs)-1)
	if a.pointerMoved {
		for i, b := range bs {
			if b.Contains(f.PointerX, f.PointerY) {
				a.Focus = i
			}
		}
	}
	if f.Keys[KeyEnter] || f.Keys[KeySpace] {
		return bs[a.Focus].Name, true
	}
	if f.Tap {
		for _, b := range bs {
			if b.Contains(f.TapX, f.TapY) {
				return b.Name, true
			}
		}
	}
	return "", false
}

func (a *App) click() { a.effects = append(a.effects, EffClick) }

func (a *App) updateTitle(f Frame) {
	name, ok := a.menu(f)
	if !ok {
		return
	}
	a.click()
	switch name {
	case "play":
		a.playMatch()
	case "new":
		// A new match from the title asks first, as the table's New does:
		// the match in progress would be lost.
		a.Overlay, a.Focus = OvConfirm, 1
		a.goTo(SceneTable)
	case "tutorial":
		a.startTour()
	case "level":
		a.cycleLevel()
	case "settings":
		a.back, a.Focus = SceneTitle, 0
		a.goTo(SceneSettings)
	case "quit":
		a.Quit = true
	}
}

// playMatch is the title's Play (and the tutorial's last step's "Play a
// match"): a new match against the computer at the chosen level, or the
// match in progress resumed.
func (a *App) playMatch() {
	if a.Table == nil || a.Table.Over {
		seed := a.nextSeed
		if a.Table != nil {
			seed = a.cfg.NewSeed()
		}
		if err := a.newMatch(seed); err != nil {
			a.say(err.Error())
			return
		}
		a.fresh = true // the fading scene still offers to play, not to resume
	}
	a.Focus = 0
	a.goTo(SceneTable)
}

func (a *App) cycleLevel() {
	lv := players.Levels()
	i := slices.Index(lv, a.Level())
	a.cfg.Level = ""
	a.Settings.Level = lv[(i+1)%len(lv)]
	a.SettingsChanged = true
	if a.Table != nil && !a.Table.Over {
		a.say("The computer plays at level " + a.Settings.Level + " from the next match.")
	} else {
		a.say("The computer plays at level " + a.Settings.Level + ".")
	}
}

func (a *App) updateSettings(f Frame) {
	if f.Keys[KeyEscape] {
		a.Focus = 0
		a.goTo(a.back)
		return
	}
	name, ok := a.menu(f)
	if !ok {
		return
	}
	a.click()
	s := &a.Settings
	switch name {
	case "contrast":
		s.HighContrast = !s.HighContrast
	case "fourcolour":
		s.FourColour = !s.FourColour
	case "bigtext":
		s.BigText = !s.BigText
		a.relayout()
	case "sound":
		s.Muted = !s.Muted
	case "speed":
		sp, _ := ParseSpeed(s.Speed)
		s.Speed = ((sp + 1) % numSpeeds).String()
	case "level":
		a.cycleLevel()
	case "back":
		a.Focus = 0
		a.goTo(a.back)
		return
	}
	a.SettingsChanged = true
}

func (a *App) updateTable(f Frame) {
	t := a.Table
	a.fresh = false
	if a.Overlay != OvNone {
		a.updateOverlay(f)
		a.tickTable()
		return
	}
	k := &f.Keys
	act := ""
	switch {
	case k[KeyN]:
		act = "new"
	case k[KeyC]:
		act = "count"
	case k[KeyR]:
		act = "rules"
	case k[KeyS]:
		act = "settings"
	case k[KeyEscape] && a.HintOpen():
		act = "hint" // Esc closes the hint first
	case k[KeyEscape]:
		act = "menu"
	case k[KeyH]:
		act = "hint"
	}
	if f.Tap && act == "" {
		bs, _ := a.Buttons()
		for _, b := range bs {
			if b.Contains(f.TapX, f.TapY) {
				act = b.Name
			}
		}
	}
	switch act {
	case "next":
		a.click()
		t.Continue()
		a.tickTable()
		return
	case "hint":
		a.click()
		if a.HintOpen() {
			a.closeHint()
		} else {
			a.openHint()
		}
		return
	case "new":
		a.click()
		if t.MatchOver() {
			a.startAgain()
		} else {
			a.Overlay, a.Focus = OvConfirm, 1
		}
		return
	case "count", "rules":
		a.click()
		a.Overlay = OvCount
		if act == "rules" {
			a.Overlay = OvRules
		}
		return
	case "settings":
		a.click()
		a.back, a.Focus = SceneTable, 0
		a.goTo(SceneSettings)
		return
	case "menu":
		a.click()
		a.Focus = 0
		a.goTo(SceneTitle)
		return
	}

	// Cards.
	a.held = t.Held(a.held[:0])
	a.Hover = -1
	if f.Pointer && !a.keyed {
		a.Hover = a.cardAt(f.PointerX, f.PointerY)
		if k := slices.Index(a.held, a.Hover); k >= 0 && a.pointerMoved {
			a.Focus = k // the card under a moving pointer is the one Enter lays
		}
	}
	if t.Busy() {
		if f.Tap || k[KeySpace] || k[KeyEnter] {
			t.Hurry()
		}
		a.tickTable()
		return
	}
	lay := -1
	for i, key := range [3]Key{Key1, Key2, Key3} {
		if k[key] && i < len(a.held) {
			lay = a.held[i]
		}
	}
	if n := len(a.held); n > 0 {
		if k[KeyRight] {
			a.Focus = (a.Focus + 1) % n
		}
		if k[KeyLeft] {
			a.Focus = (a.Focus + n - 1) % n
		}
		a.Focus = clampI(a.Focus, 0, n-1)
		if k[KeyEnter] || k[KeySpace] {
			lay = a.held[a.Focus]
		}
	}
	if f.Tap {
		if i := a.cardAt(f.TapX, f.TapY); i >= 0 {
			lay = i
		}
	}
	if lay >= 0 && t.YourTurn() {
		c := t.Sprites[lay].Card
		if err := t.Play(c); err != nil {
			var ae *engine.ActionError
			if errors.As(err, &ae) && errors.Is(err, engine.ErrPastThirtyOne) {
				a.say(fmt.Sprintf("The %s would take the count past 31.", english.Card(c)))
			}
		} else {
			a.Hover = -1
			a.closeHint()
		}
	}
	a.tickTable()
}

// cardAt returns the sprite index of the person's card at (x, y), -1 if
// none. The hit area includes the space a hovered card lifts into.
func (a *App) cardAt(x, y float64) int {
	for _, i := range a.Table.Held(a.held[:0]) {
		r := a.L.At(a.Table.Sprites[i].To)
		r.Y -= a.L.CH * 0.15
		r.H += a.L.CH * 0.15
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}

func (a *App) startAgain() {
	seed := a.cfg.NewSeed()
	if err := a.newMatch(seed); err != nil {
		a.say(err.Error())
		return
	}
	a.say(fmt.Sprintf("A new match: seed %d", seed))
}

// replay is the end box's "Replay this deal": the finished match's seed
// again, so the same cut and deals come (the cards laid may differ).
func (a *App) replay() {
	seed := a.Table.Seed()
	if err := a.newMatch(seed); err != nil {
		a.say(err.Error())
		return
	}
	a.say(fmt.Sprintf("The same deal again: seed %d", seed))
}

func (a *App) updateOverlay(f Frame) {
	k := &f.Keys
	act := ""
	bs, _ := a.Buttons()
	if f.Tap {
		for _, b := range bs {
			if b.Contains(f.TapX, f.TapY) {
				act = b.Name
			}
		}
	}
	switch a.Overlay {
	case OvRules, OvCount:
		if k[KeyEscape] || k[KeyEnter] || (a.Overlay == OvRules && k[KeyR]) || (a.Overlay == OvCount && k[KeyC]) {
			act = "close"
		}
	case OvConfirm:
		switch {
		case k[KeyY]:
			act = "yes"
		case k[KeyN] || k[KeyEscape]:
			act = "no"
		case k[KeyEnter]:
			act = bs[a.Focus&1].Name
		case k[KeyLeft] || k[KeyRight]:
			a.Focus ^= 1
		}
	case OvEnd:
		switch {
		case k[KeyN]:
			act = "again"
		case k[KeyC]:
			act = "count"
		case k[KeyEscape]:
			act = "title"
		case k[KeyEnter] || k[KeySpace]:
			act = bs[clampI(a.Focus, 0, len(bs)-1)].Name
		case k[KeyRight]:
			a.Focus = (a.Focus + 1) % len(bs)
		case k[KeyLeft]:
			a.Focus = (a.Focus + len(bs) - 1) % len(bs)
		}
	}
	if act == "" {
		return
	}
	a.click()
	switch act {
	case "close":
		a.Overlay = OvNone
		if a.Table.Over {
			a.Overlay, a.Focus = OvEnd, slices.Index(endButtons[:], "count") // back to the end panel, on Count
		}
	case "count":
		a.Overlay = OvCount
	case "no":
		a.Overlay = OvNone
	case "yes", "again":
		a.startAgain()
	case "replay":
		a.replay()
	case "title":
		a.Overlay = OvNone
		a.Focus = 0
		a.goTo(SceneTitle)
	}
}

// RulesText is the short form of the rules shown in the rules overlay
// (rules: Justin du Coeur's 1996 reconstruction; see docs/RULES.md), one
// paragraph a string ("" a space between), wrapped to the panel.
var RulesText = []string{
	"Noddy, as reconstructed by Justin du Coeur (1996).",
	"",
	"Cards count: ace 1, two to ten as marked, jack, queen and king 10. Ranks run from ace (low) to king: a run is cards of consecutive ranks, A-2-3 but not Q-K-A.",
	"",
	"The lower cut deals; then the deal alternates. The other player is the elder. Three cards each, one at a time, elder first; the seventh card is the starter. A jack turned up as starter: two for the dealer.",
	"",
	"The show (each hand with the starter, elder first): fifteen 2, twenty-five 2, pair 2, pair royal 6, double pair royal 12, run of three 2, run of four 4, flush of three 3, of four 4, Knave Noddy (the jack of the starter's suit) 1. A call keeps a running total: in \"fifteen two, a flush of three is five\", five is the two and the flush's three.",
	"",
	"The count: lay in turn, elder first, never past 31. The card laid scores 15 or 25 for two, thirty-one for two (the count ends), pairs 2, 6, 12, Knave Noddy 1. Runs and flushes count only the last cards laid: a run of the last 3 to 6 cards in any order 2, 4, 5, 6; a flush of the last 3 or more a point a card.",
	"Go: no card fits; the other takes one for last card and the count ends.",
	"",
	"First to 31 wins at once, even in the middle of a show or a count.",
}

// CountLines describes the "count both hands" panel for this deal as
// lines of text, one section a seat: every combination it scored this deal
// with its cards and points, and its total. The computer's show names its
// cards only once the hand has ended (rules, "Declarations"). A seat whose
// show never came, the match being won first, says so.
func (a *App) CountLines() []string {
	t := a.Table
	var out []string
	for _, seat := range [2]int{0, 1} {
		total := 0
		var rows []string
		showed := false // a combination of its show is listed
		for _, e := range t.Entries {
			if e.Seat != seat {
				continue
			}
			showed = showed || e.Where == "show"
			total += e.Combo.Points
			cards := cardsText(e.Combo.Cards...)
			if e.Hidden {
				cards = "(cards shown when the hand ends)"
			}
			if k := e.Combo.Kind; k == engine.LastCard || k == engine.JackTurned {
				// Where already names it: "last card: 3♥ — 1", not "last card: last card 3♥".
				rows = append(rows, fmt.Sprintf("   %s: %s — %d", e.Where, cards, e.Combo.Points))
				continue
			}
			rows = append(rows, fmt.Sprintf("   %s: %s %s — %d", e.Where, english.Label(e.Combo), cards, e.Combo.Points))
		}
		out = append(out, fmt.Sprintf("%s: %d this deal", t.Seats.Subject(seat), total))
		if t.Showed[seat] && !showed {
			// Its show was counted and scored nothing: say so at once, not
			// "nothing yet" until the hand ends.
			at := 0
			for at < len(rows) && strings.HasPrefix(rows[at], "   jack turned up") {
				at++
			}
			rows = slices.Insert(rows, at, "   show: scored nothing")
		}
		if t.Won && !t.Showed[seat] {
			// The match was won before this seat's show was counted: its
			// cards may well have scored (rules, "Winning").
			rows = append(rows, "   did not show: the match was won first")
		}
		if len(rows) == 0 {
			if t.Revealed { // the hand has ended: nothing more can come this deal
				rows = append(rows, "   scored nothing this deal")
			} else {
				rows = append(rows, "   nothing yet")
			}
		}
		out = append(out, rows...)
		out = append(out, "")
	}
	return out
}

// PanelHands returns the hands shown in the count panel: the player's as
// dealt and the computer's once the hand has ended (NoCard before).
func (a *App) PanelHands() [2][3]engine.Card {
	h := a.Table.Hands
	if !a.Table.Revealed {
		h[1] = [3]engine.Card{engine.NoCard, engine.NoCard, engine.NoCard}
	}
	return h
}

func cardsText(cs ...engine.Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		if !c.Valid() {
			b.WriteString("?")
			continue
		}
		if c.Rank() == 10 {
			b.WriteString("10")
		} else {
			b.WriteByte(c.Rank().Letter())
		}
		b.WriteString(c.Suit().Symbol())
	}
	return b.String()
}

// Snapshot is a read-only account of the game for tests and the browser
// bridge. Rectangles are in logical CSS pixels.
type Snapshot struct {
	Scene    string
	Tick     int
	Scores   [2]int
	Turn     int
	YourTurn bool
	Hand     []Rect
	Buttons  []Button
	Over     bool
	Winner   int
	Step     int
	Steps    int
	Seed     uint64
}

// Snapshot returns the game's state now.
func (a *App) Snapshot() Snapshot {
	s := Snapshot{Scene: a.Scene.String(), Tick: a.Tick, Turn: -1, Winner: -1}
	if a.Fade > 0 {
		return s // nothing is clickable during a fade
	}
	bs, _ := a.Buttons()
	s.Buttons = slices.Clone(bs)
	if t := a.Table; t != nil {
		s.Scores, s.Turn, s.Seed = t.Scores, t.Turn(), t.Seed()
		if t.Over {
			s.Over, s.Winner = true, t.Winner
		}
		if a.Scene == SceneTable && a.Overlay == OvNone {
			s.YourTurn = t.YourTurn()
			for _, i := range t.Held(nil) {
				s.Hand = append(s.Hand, a.L.At(t.Sprites[i].To))
			}
		}
	}
	a.tourSnapshot(&s)
	return s
}

// AppLook is everything the picture depends on (see Table.Look).
type AppLook struct {
	Scene, Next  SceneID
	Fade         int
	Overlay      Overlay
	Focus, Hover int
	Message      string
	Settings     Settings
	W, H, FS     float64
	Table        *Table
	TableLook    Look
	Tour         TourLook
	Hint         int
}

// Look returns the game's AppLook now: when it has not changed since the
// last frame drawn, the frame need not be drawn again.
func (a *App) Look() AppLook {
	l := AppLook{Scene: a.Scene, Next: a.Next, Fade: a.Fade, Overlay: a.Overlay, Focus: a.Focus, Hover: a.Hover,
		Message: a.Message, Settings: a.Settings, W: a.L.W, H: a.L.H, FS: a.L.FS, Table: a.Table, Hint: a.hintGen}
	if a.Table != nil {
		l.TableLook = a.Table.Look()
	}
	l.Tour = a.tourLook()
	return l
}
