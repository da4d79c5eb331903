package ui

import (
	"errors"
	"math"
	"slices"
	"strings"
	"time"

	"noddy/engine"
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
	SceneGame // the choice of game, its options and players
	SceneRecord
	SceneReview
	SceneFriend // Play a friend: a shared table's lobby (shared.go, friend.go)
	numScenes
)

var sceneNames = [...]string{"title", "table", "settings", "tutorial", "game", "record", "review", "friend"}

func (s SceneID) String() string { return sceneNames[s] }

// Scene is one screen of the game (the pattern of Ebitengine's
// examples/blocks scenemanager.go): its buttons and key bindings as they
// stand, what it does with a frame's intents, and its footer's lines. The
// App is the scene manager: it reads the input once a frame into the
// scene's intents, fades from one scene to the next, and holds what the
// scenes share (the settings, the match, the layout). Package scenes
// draws each scene by its ID.
type Scene interface {
	ID() SceneID
	// Buttons appends the scene's buttons and their labels (same order;
	// the topmost last).
	Buttons(a *App, bs []Button, labels []string) ([]Button, []string)
	// Keys are the keys the scene listens to now, and what they mean.
	Keys(a *App) []Binding
	// Update runs the scene for a tick with the frame's intents.
	Update(a *App, in *Intents)
	// Footer appends the scene's footer lines, longest first: the drawer
	// takes the first that fits the window (Layout.FootPX).
	Footer(a *App, out []string) []string
}

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
	Autoplay bool   // the computer plays every seat
	CanQuit  bool   // offer Quit (the desktop)
	Touch    bool   // a touch screen is the likely input (the words say "tap") until other input comes
	// Game, Players and Options override the saved game ("": as saved):
	// the engine's name, its number of players (0: its default) and
	// options.
	Game     string
	Players  int
	Options  []string
	NewSeed  func() uint64
	Settings Settings
	// Record keeps the record between runs (nil: in memory); Review, a
	// match code, opens that match's review at start (noddy -review CODE,
	// the page's #review=CODE); Now is the clock for the record (nil:
	// time.Now).
	Record RecordStore
	Review string
	Now    func() time.Time
	// Shared is how shared tables are reached (Play a friend, a link).
	Shared SharedConfig
}

// ErrBadScene is Config's error for an unknown scene name.
var ErrBadScene = errors.New("unknown scene (title, table or tutorial)")

// App is the whole game without a window: the scene manager and its
// scenes, the table and its overlays, the settings.
type App struct {
	cfg      Config
	Settings Settings
	// SettingsChanged is set when Settings should be saved; the caller
	// clears it.
	SettingsChanged bool
	// Quit and ToggleFullscreen are requests for the window.
	Quit, ToggleFullscreen bool

	scenes  [numScenes]Scene
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
	back         SceneID // where Settings and the game's choice return to
	pending      []Frame // input during a fade, for the incoming scene
	fresh        bool    // a match just started from the title, not yet at the table
	ended        *Table  // the table whose end box has been opened
	nextSeed     uint64
	in           Intents

	L       Layout
	TL      Layout // the tutorial's table (see tourLayout)
	buttons []Button
	labels  []string
	held    []int
	early   []Intent // card keys pressed while others' moves were shown (keepEarly)
	effects []Effect
	// Matches counts matches played to the end (for tests and demos).
	Matches int

	// RulesPage is the Rules panel's page on show, of RulesPages (the
	// drawer sets it as it lays the page out).
	RulesPage, RulesPages int
	// Scroll is the log's and the chat's turn back (the mouse wheel).
	Scroll Scrolled
	// friendTextH is the height Play a friend's words took when last
	// drawn (FriendTextUsed); 0 before.
	friendTextH float64

	// Hint is the expert's advice asked for on this turn, best first (nil:
	// the hint panel is closed); HintLines its text for the panel.
	Hint      []players.Choice
	HintLines []Line
	hintGen   int // changes whenever the hint opens or closes (Look)

	// The record (recordscene.go) and the review (reviewscene.go).
	Record     *Record
	recStore   RecordStore
	RecordNote string // why the record on file was set aside, if it was
	recordAt   int    // the tally on show
	confirm    bool   // the record's Reset asks first
	Review     *Review
	backlog    []*Review // reviews of earlier matches still to be recorded
	endCode    struct {
		key   endCodeKey
		lines []string
	} // the end box's lines with the match's code (withCode)
	reviewBack SceneID
	RL         Layout // the review's replay table
	// CopyText is a text the window should copy (the match's code); the
	// caller clears it and says what it did (Notice).
	CopyText string
	// Shared is the shared table (Play a friend), nil when none is open.
	Shared *Shared
}

// NewApp starts the game.
func NewApp(cfg Config) (*App, error) {
	a := &App{cfg: cfg, Settings: cfg.Settings.Normalize(), Hover: -1, nextSeed: cfg.Seed, Touch: cfg.Touch}
	a.scenes = [numScenes]Scene{titleScene{}, tableScene{}, settingsScene{}, tutorialScene{}, gameScene{}, recordScene{}, reviewScene{}, friendScene{}}
	if cfg.Level != "" {
		if !slices.Contains(players.Levels(), cfg.Level) && !slices.Contains(players.PlayerNames(), cfg.Level) {
			return nil, &players.UnknownPlayerError{Name: cfg.Level}
		}
	}
	if cfg.Game != "" {
		if _, err := engine.Lookup(cfg.Game, cfg.Players, cfg.Options...); err != nil {
			return nil, err
		}
		a.Settings.Game, a.Settings.Players, a.Settings.Options = cfg.Game, cfg.Players, strings.Join(cfg.Options, ",")
	}
	if a.cfg.NewSeed == nil {
		a.cfg.NewSeed = func() uint64 { return ShortSeed(a.Table.Seed()*6364136223846793005 + 1442695040888963407) }
	}
	a.loadRecord()
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
	if cfg.Review != "" && a.reviewFromCode(cfg.Review) {
		a.Scene = SceneReview
		a.relayout()
	}
	if cfg.Shared.Join != "" {
		if err := a.joinTable(cfg.Shared.Join); err != nil {
			return nil, err
		}
		a.Scene = SceneFriend
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

// Rules is the rule set chosen (the settings' game, players and options).
func (a *App) Rules() engine.Rules { return a.Settings.Rules() }

// actor is the computer player at a seat of rule set r: the level, or the
// easiest the game has when its own medium and expert have not arrived
// (reported by fell).
func actor(r engine.Rules, level string, seed uint64) (p players.Actor, used string, err error) {
	p, err = players.New(r, level, seed)
	var up *players.UnknownPlayerError
	if errors.As(err, &up) && slices.Contains(players.Levels(), level) {
		easy := players.Levels()[0]
		p, err = players.New(r, easy, seed)
		return p, easy, err
	}
	return p, level, err
}

func (a *App) newMatch(seed uint64) error {
	a.leaveShared() // a match against the computer: the shared table's seat is kept
	r := a.Rules()
	acts := make([]players.Actor, r.Seats)
	level := a.Level()
	for s := range r.Seats {
		if s == 0 && !a.cfg.Autoplay {
			continue
		}
		p, used, err := actor(r, level, seed+uint64(s+r.Seats-1)%uint64(r.Seats))
		if err != nil {
			return err
		}
		acts[s], level = p, used
	}
	src, err := NewLocalSource(r, seed, acts)
	if err != nil {
		return err
	}
	t := NewTable(src, nil, a.speed())
	t.SetLevel(level)
	t.CallsExplained = a.Table != nil && a.Table.CallsExplained
	a.Table, a.Overlay, a.Focus = t, OvNone, 0
	a.closeHint()
	a.relayout()
	if level != a.Level() {
		a.say("This game's " + a.Level() + " player has not arrived yet: the computer plays " + level + ".")
	}
	return nil
}

// shape is the table's shape: the match's, else the chosen game's.
func (a *App) shape() Shape {
	if a.Table != nil {
		return ShapeOf(a.Table.rules)
	}
	return ShapeOf(a.Rules())
}

// SetSize lays the game out for a w×h logical window.
func (a *App) SetSize(w, h float64) {
	if w != a.L.W || h != a.L.H || a.L.FS == 0 {
		a.layOut(w, h)
	}
}

func (a *App) relayout() {
	if a.L.W == 0 {
		return
	}
	a.layOut(a.L.W, a.L.H)
}

// layOut lays the table out for the match's shape and the tutorial's
// table for its own.
func (a *App) layOut(w, h float64) {
	a.L = newLayout(w, h, a.Settings.BigText, false, a.shape())
	tl := a.L
	if ts := a.tourShape(); ts != a.L.Shape {
		tl = newLayout(w, h, a.Settings.BigText, false, ts)
	}
	a.TL = tourLayout(tl, a.Settings.BigText)
	a.RL = a.reviewLayout(w, h)
	a.layOutShared()
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
// the table and in the tutorial (over the player's hand when the
// announcements' place holds a decision's buttons); on the title, in
// Settings and in the game's choice under the menu, over the footer
// (clear of their titles and buttons).
//
// In the record and the review's summary, whose buttons stand at a
// panel's foot, it is a band inside the panel just above them: under
// them lay the panel's border and the footer, which showed through.
func (a *App) NoticeArea(scene SceneID) Rect {
	switch {
	case scene == SceneRecord:
		return a.panelNotice(a.RecordPanel(), a.recordButtonsRect())
	case a.summaryNotice(scene):
		p := a.SummaryPanel()
		h := a.L.PanelFS * 2.4
		return a.panelNotice(p, Rect{p.X + a.L.Pad, p.Y + p.H - h - a.L.Pad, p.W - 2*a.L.Pad, h})
	}
	switch scene {
	case SceneTable:
		if a.Overlay == OvNone && a.Table != nil && len(a.decisionButtons(nil)) > 0 {
			return a.L.Turn
		}
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

func (a *App) summaryNotice(scene SceneID) bool {
	return scene == SceneReview && a.Review != nil && a.Review.Stop < 0
}

// panelNotice is the notice's band in panel p above its row of buttons:
// room for three lines of text, clear of the border.
func (a *App) panelNotice(p, row Rect) Rect {
	l := &a.L
	h := math.Min(l.FS*(3*ParaLead+0.9), row.Y-p.Y-2*l.Pad)
	return Rect{p.X + l.Pad, row.Y - l.Pad/2 - h, p.W - 2*l.Pad, h}
}

// NoticeText lays the notice out in its area (NoticeArea): its lines,
// wrapped at the largest size from the text size down to the least at
// which they fit, and the box they stand on, centred in the area (in a
// panel, at the band's foot, over as little of the panel's words as it
// can). A long notice on a phone was cut off at both sides.
func (a *App) NoticeText(scene SceneID, m Measure) (box Rect, lines []string, px float64) {
	l := &a.L
	area := a.NoticeArea(scene)
	height := func(n int, px float64) float64 { return float64(n)*px*ParaLead + px*0.6 }
	hi, w := math.Max(l.Min, math.Min(l.FS, area.H/1.25)), area.W-2*l.Pad
	// One line where it fits at four fifths of the size or more, as before.
	if px = FitPX(a.Message, false, hi, w, math.Max(l.Min, hi*0.8), m); m(a.Message, false, px) <= w {
		lines = append(lines, a.Message)
	} else {
		for px = hi; ; px = math.Max(l.Min, px*0.95) {
			lines = wrapHung(lines[:0], a.Message, false, px, w, 0, m)
			if float64(len(lines)-1)*px*ParaLead+px*1.25 <= area.H || px <= l.Min {
				break
			}
		}
	}
	widest := 0.0
	for _, s := range lines {
		widest = math.Max(widest, m(s, false, px))
	}
	bw := math.Min(area.W, widest+2*l.Pad)
	h := math.Min(area.H, math.Max(height(len(lines), px), math.Min(l.Base*2.2, area.H)))
	y := area.Y + (area.H-h)/2
	if scene == SceneRecord || a.summaryNotice(scene) {
		y = area.Y + area.H - h
	}
	return Rect{area.X + (area.W-bw)/2, y, bw, h}, lines, px
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

// Scrolled is how far the log and the chat are turned back from their
// newest line, in lines (the mouse wheel over them); the drawer tells the
// most each can go (LogRoom, ChatRoom), so that a turn past the oldest is
// no turn.
type Scrolled struct {
	Log, Chat         int
	LogRoom, ChatRoom int
}

// LogRoom and ChatRoom are told by the drawer how many lines of the log
// and of the chat lie above what their panels show at the newest.
func (a *App) LogRoom(n int) {
	a.Scroll.LogRoom = max(0, n)
	a.Scroll.Log = min(a.Scroll.Log, a.Scroll.LogRoom)
}

// ChatRoom: see LogRoom.
func (a *App) ChatRoom(n int) {
	a.Scroll.ChatRoom = max(0, n)
	a.Scroll.Chat = min(a.Scroll.Chat, a.Scroll.ChatRoom)
}

// wheel turns the log or the chat under the pointer back or on.
func (a *App) wheel(f Frame) {
	if f.Wheel == 0 || !f.Pointer || a.Scene != SceneTable || a.Overlay != OvNone {
		return
	}
	d := int(math.Copysign(math.Min(3, math.Ceil(math.Abs(f.Wheel))), f.Wheel)) // a page's wheel gives large turns
	switch p, _ := a.ChatPanel(); {
	case p.Contains(f.PointerX, f.PointerY):
		a.Scroll.Chat = clampI(a.Scroll.Chat+d, 0, a.Scroll.ChatRoom)
	case a.L.LogText.Contains(f.PointerX, f.PointerY):
		a.Scroll.Log = clampI(a.Scroll.Log+d, 0, a.Scroll.LogRoom)
	}
}

// Update runs one tick with the frame's input and returns the sounds to
// play this tick.
func (a *App) Update(f Frame) []Effect {
	a.Tick++
	a.tickShared()
	f = a.sharedFrame(f)
	a.noteInput(f)
	a.wheel(f)
	a.effects = a.effects[:0]
	a.workReview()
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
	sc := a.scenes[a.Scene]
	bs, _ := a.Buttons()
	a.in.read(f, sc.Keys(a), bs, a.pointerMoved)
	sc.Update(a, &a.in)
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
	a.effects = append(a.effects, t.Update()...)
	if err := t.TakeRefusal(); err != nil {
		a.say(refusalWords(err))
	}
	if t.Over && a.ended != t {
		// (At instant speed the person's last card can end the match
		// before this tick's Update.)
		a.ended = t
		a.Matches++
		a.recordMatch(t)
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
	a.buttons, a.labels = a.scenes[scene].Buttons(a, a.buttons[:0], a.labels[:0])
	return a.buttons, a.labels
}

// Footer is the footer's line for scene, longest first: the drawer takes
// the first that fits the window at the footer's size (Layout.FootPX).
func (a *App) Footer(scene SceneID) []string {
	a.foot = a.scenes[scene].Footer(a, a.foot[:0])
	return a.foot
}

// menu handles focus and activation in a column of buttons: it returns
// the intent of the button activated (by its key, a tap, or Enter on the
// focused one).
func (a *App) menu(in *Intents) (Intent, bool) {
	bs, _ := a.Buttons()
	if len(bs) == 0 {
		return Intent{}, false
	}
	for _, it := range in.List {
		switch it.Do {
		case DoFocusNext:
			a.Focus = (a.Focus + 1) % len(bs)
		case DoFocusPrev:
			a.Focus = (a.Focus + len(bs) - 1) % len(bs)
		}
	}
	a.Focus = clampI(a.Focus, 0, len(bs)-1)
	if in.Moved {
		for i, b := range bs {
			if b.Contains(in.PointerX, in.PointerY) {
				a.Focus = i
			}
		}
	}
	for _, it := range in.List {
		switch it.Do {
		case DoFocusNext, DoFocusPrev:
		case DoActivate:
			return bs[a.Focus].Do, true
		default:
			return it, true
		}
	}
	return Intent{}, false
}

func (a *App) click() { a.effects = append(a.effects, EffClick) }

// resuming reports whether the title's Play resumes a match in progress.
func (a *App) resuming() bool { return a.Table != nil && !a.Table.Over && !a.fresh }

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
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

func (a *App) startAgain() {
	seed := a.cfg.NewSeed()
	if err := a.newMatch(seed); err != nil {
		a.say(err.Error())
		return
	}
	a.say("A new match: seed " + itoa(int(seed)))
}

// replay is the end box's "Replay": the finished match's seed
// again, so the same cut and deals come (the cards laid may differ).
func (a *App) replay() {
	seed := a.Table.Seed()
	if err := a.newMatch(seed); err != nil {
		a.say(err.Error())
		return
	}
	a.say("The same deal again: seed " + itoa(int(seed)))
}

// Snapshot is a read-only account of the game for tests and the browser
// bridge. Rectangles are in logical CSS pixels.
type Snapshot struct {
	Scene    string
	Tick     int
	Scores   []int // by side
	Turn     int
	YourTurn bool
	// Decision is what the person is asked ("lay", "discard", "offer",
	// …; "" for nothing); Picked the picked cards' places in Hand.
	Decision string
	Hand     []Rect
	Picked   []bool
	Starter  Rect // the starter, where a claim's pick takes it
	Buttons  []Button
	Over     bool
	Winner   int
	Step     int
	Steps    int
	Seed     uint64
	Game     string
	Seats    int
	// Reviewed: the review on show has judged every decision;
	// ReviewStepMS the longest Reviewer.Step it took (ms), the least an
	// Update working it out can take.
	Reviewed     bool
	ReviewStepMS float64
	// Shared is the shared table's account (nil when none is open).
	Shared *SharedSnapshot
}

// Snapshot returns the game's state now.
func (a *App) Snapshot() Snapshot {
	s := Snapshot{Scene: a.Scene.String(), Tick: a.Tick, Turn: -1, Winner: -1, Game: a.Settings.game()}
	if a.Fade > 0 {
		return s // nothing is clickable during a fade
	}
	bs, _ := a.Buttons()
	s.Buttons = slices.Clone(bs)
	if t := a.Table; t != nil {
		s.Scores, s.Turn, s.Seed = slices.Clone(t.Scores), t.Turn(), t.Seed()
		s.Game, s.Seats = t.rules.Name, t.rules.Seats
		if t.Over {
			s.Over, s.Winner = true, t.Winner
		}
		if a.Scene == SceneTable && a.Overlay == OvNone {
			s.YourTurn = t.YourTurn()
			s.Decision = t.Decision().Kind.String()
			for _, i := range a.pickable(t) {
				s.Hand = append(s.Hand, a.L.At(t.Sprites[i].To))
				s.Picked = append(s.Picked, t.Picked(t.Sprites[i].Card))
			}
			s.Starter = a.L.Starter
		}
	}
	a.tourSnapshot(&s)
	a.reviewSnapshot(&s)
	s.Shared = a.sharedSnapshot()
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
	Review       ReviewLook
	Hint         int
	Record       int
	Shared       SharedLook
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
	l.Review = a.reviewLook()
	l.Record = a.recordAt<<1 | b2i(a.confirm)
	l.Shared = a.sharedLook()
	return l
}
