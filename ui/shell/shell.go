// Package shell is what every scene of the window-free UI shares: the
// settings, the scene stack and the fade between scenes, the input frame
// (which input was used last, the focus, the pointer), the notice, the
// window's layout and the sounds a tick asks for. The scenes themselves
// live in packages of their own (play, tour, review, record, friend, and
// the menus in ui), each embedding the Shell and owning its state; package
// ui makes them and runs a tick through them.
package shell

import (
	"math"
	"slices"
	"unicode/utf8"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
	"noddy/ui/fonts"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/table"
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
	SceneFriend // Play a friend: a shared table's lobby (package friend)
	NumScenes
)

var sceneNames = [...]string{"title", "table", "settings", "tutorial", "game", "record", "review", "friend"}

func (s SceneID) String() string { return sceneNames[s] }

// Scene is one screen of the game (the pattern of Ebitengine's
// examples/blocks scenemanager.go): its buttons and key bindings as they
// stand, what it does with a frame's intents, and its footer's lines. The
// Shell reads the input once a frame into the scene's intents and fades
// from one scene to the next. Package scenes draws each scene by its ID.
type Scene interface {
	ID() SceneID
	// Buttons appends the scene's buttons and their labels (same order;
	// the topmost last).
	Buttons(bs []input.Button, labels []string) ([]input.Button, []string)
	// Keys are the keys the scene listens to now, and what they mean.
	Keys() []input.Binding
	// Update runs the scene for a tick with the frame's intents.
	Update(in *input.Intents)
	// Footer appends the scene's footer lines, longest first: the drawer
	// takes the first that fits the window (Layout.FootPX).
	Footer(out []string) []string
}

// Noticer is a scene with a place of its own for the notice (the table's
// announcements, a panel's band over its buttons); foot puts the notice
// at the area's foot rather than its middle. ok false: the menus' place.
type Noticer interface {
	NoticePlace() (area geom.Rect, foot, ok bool)
}

// FadeTicks is the length of the fade between scenes.
const FadeTicks = 18

// maxPending is how many clicks or key presses a fade keeps for the
// incoming scene.
const maxPending = 4

// A notice's time (ticks), and the least it stays up before an
// announcement that begins after it takes its place.
const (
	noticeTicks = 150
	NoticeMin   = 45
)

// Requests are what the game asks of the window: each is taken, once, by
// TakeRequests.
type Requests struct {
	// SettingsChanged: Settings should be saved.
	SettingsChanged bool
	// Quit and ToggleFullscreen are asked of the window.
	Quit, ToggleFullscreen bool
	// CopyText is a text to copy (the match's code); the window says what
	// it did (Notice).
	CopyText string
}

// pointer is the input frame's pointer: where it was last, whether it has
// been seen and moved this tick, and whether a key moved the focus last.
type pointer struct {
	x, y  float64
	seen  bool
	moved bool // this tick
	// keyed: the last input to move the focus was a key; a resting
	// pointer then moves nothing until it moves again.
	keyed bool
}

// Shell is the game's shared state without a window: the settings, the
// scene stack, the input frame and the notice (see the package's doc).
type Shell struct {
	Settings Settings
	Requests
	// LevelFlag overrides the saved level when not "" (-level).
	LevelFlag string

	scenes [NumScenes]Scene
	Scene  SceneID
	Next   SceneID
	Fade   int // ticks left in the fade to Next
	Tick   int
	// Back is where Settings and the game's choice return to.
	Back SceneID

	// Focus is the focused button in menus, card at the table: the last
	// input used moves it; Hover the sprite under the pointer, -1 for
	// none (or while the keys own the focus).
	Focus, Hover int
	// Touch: the last input was a finger, so the words say "tap" (not
	// "click" and keys).
	Touch   bool
	ptr     pointer
	pending []input.Frame // input during a fade, for the incoming scene
	in      input.Intents

	// Message is the notice on show ("" for none): a word on what the
	// player just did (Say).
	Message string
	msg     struct {
		ticks, banner int
		here          bool // the notice speaks of this scene: another ends it (SayHere)
		read          bool // words to read (SayToRead): an announcement does not end it early
	}

	// L is the window's layout for the table's shape (the menus' too);
	// Fonts measures its text (injected once, New).
	L       layout.Layout
	Fonts   *fonts.Measurer
	buttons []input.Button
	labels  []string
	foot    []string
	effects []table.Effect

	layOut func(w, h float64)
	banner func() *table.Table
}

// New is the shell with settings s, its text measured by m (nil: the
// game's fonts, fonts.New). layOut lays every scene out for a w×h window
// (it sets L); banner is the table whose announcements share the
// notice's place, nil for none.
func New(s Settings, touch bool, m *fonts.Measurer, layOut func(w, h float64), banner func() *table.Table) *Shell {
	if m == nil {
		m = fonts.New()
	}
	return &Shell{Settings: s.Normalize(), Hover: -1, Touch: touch, Fonts: m, layOut: layOut, banner: banner}
}

// Measure is the width of s at px logical pixels in the body's face (the
// bold one when bold), as the window draws it: the layout's measure.
func (s *Shell) Measure(str string, bold bool, px float64) float64 {
	return s.Fonts.Measure(str, bold, px)
}

// LabelWidth is the width a one-line label takes on screen at px (the
// image it is drawn into, margins and all): what a button's label is
// fitted by.
func (s *Shell) LabelWidth(str string, _ bool, px float64) float64 {
	return s.Fonts.Image(str, fonts.Body, px)
}

// SetScale tells the device scale (physical pixels a logical pixel):
// text is measured as drawn at it.
func (s *Shell) SetScale(scale float64) {
	if scale != s.Fonts.Scale() {
		s.Fonts.SetScale(scale)
	}
}

// SetScenes gives the shell its scenes, by ID.
func (s *Shell) SetScenes(sc [NumScenes]Scene) { s.scenes = sc }

// TakeRequests returns what the game asks of the window, and forgets it.
func (s *Shell) TakeRequests() Requests {
	r := s.Requests
	s.Requests = Requests{}
	return r
}

// Level is the computer's level in use.
func (s *Shell) Level() string {
	if s.LevelFlag != "" {
		return s.LevelFlag
	}
	return s.Settings.Level
}

// Speed is the animation speed chosen.
func (s *Shell) Speed() table.Speed { sp, _ := table.ParseSpeed(s.Settings.Speed); return sp }

// Rules is the rule set chosen (the settings' game, players and options).
func (s *Shell) Rules() engine.Rules { return s.Settings.Rules() }

// SetSize lays the game out for a w×h logical window.
func (s *Shell) SetSize(w, h float64) {
	if w != s.L.W || h != s.L.H || s.L.FS == 0 {
		s.layOut(w, h)
	}
}

// Relayout lays the game out again for the window it has (the table's
// shape or the text's size changed).
func (s *Shell) Relayout() {
	if s.L.W == 0 {
		return
	}
	s.layOut(s.L.W, s.L.H)
}

// GoTo fades to scene sc (at once at instant speed).
func (s *Shell) GoTo(sc SceneID) {
	if sc == s.Scene {
		return
	}
	if s.msg.here {
		s.Message, s.msg.ticks, s.msg.here = "", 0, false
	}
	s.Next, s.Fade = sc, FadeTicks
	if s.Speed() == table.SpeedInstant {
		s.Scene, s.Fade = sc, 0
	}
}

// Say raises a notice (Message): a word on what the player just did. One
// place decides what is on top: a notice and the table's announcements
// share the announcements' place (NoticeArea), the newest on top. A notice
// raised during an announcement hides it (its time runs on beneath); the
// next announcement ends the notice once it has been up NoticeMin ticks.
// On the title and in Settings the notice takes the footer's place.
func (s *Shell) Say(msg string) {
	s.Message, s.msg.ticks, s.msg.banner, s.msg.here, s.msg.read = msg, noticeTicks, -1, false, false
	if t := s.banner(); t != nil {
		s.msg.banner = t.BannerN()
	}
}

// SayLong is Say for twice as long: what a player opening the game should
// not miss while looking for the table (the match taken up again).
func (s *Shell) SayLong(msg string) {
	s.Say(msg)
	s.msg.ticks = 2 * noticeTicks
}

// SayToRead is Say for words someone wrote (another's chat message where
// the chat's panel has no room for a line): up for ReadTicks(msg), long
// enough to read it, and not ended early by an announcement.
func (s *Shell) SayToRead(msg string) {
	s.Say(msg)
	s.msg.ticks, s.msg.read = ReadTicks(msg), true
}

// What a notice to read stays up for (ticks, 60 a second): 4 ticks a
// character (15 characters a second), never under 4 s nor over 12 s.
const (
	readTicksPerRune = 4
	readTicksMin     = 240
	readTicksMax     = 720
)

// ReadTicks is how long a notice of words to read stays up (ticks):
// "Bob: good luck" 240 (4 s), a sentence of 100 characters 400.
func ReadTicks(msg string) int {
	return min(max(readTicksPerRune*utf8.RuneCountInString(msg), readTicksMin), readTicksMax)
}

// NoticeTicks is how many ticks the notice has left (0: none up).
func (s *Shell) NoticeTicks() int { return s.msg.ticks }

// SayHere is SayLong for a notice that speaks of the scene on show (the
// match taken up: "The New button starts another" is the table's): going to
// another scene ends it, where it had stood over the title's New match.
func (s *Shell) SayHere(msg string) {
	s.SayLong(msg)
	s.msg.here = true
}

// EndNotice takes the notice down: a question asked over the table
// (new match?) stands alone.
func (s *Shell) EndNotice() { s.Message, s.msg.ticks = "", 0 }

// Notice raises a notice from the window's side (what a copy did).
func (s *Shell) Notice(msg string) { s.Say(msg) }

// EndNoticeForBanner ends a notice once an announcement begins after it.
func (s *Shell) EndNoticeForBanner() {
	if s.Message == "" {
		return
	}
	t := s.banner()
	if t == nil {
		return
	}
	if s.msg.banner < 0 {
		s.msg.banner = t.BannerN() // raised elsewhere: from here on
	}
	if b, _, _ := t.Banner(); b != "" && t.BannerN() != s.msg.banner && !s.msg.read && s.msg.ticks <= noticeTicks-NoticeMin {
		s.Message, s.msg.ticks = "", 0
	}
}

// NoticeOnTop reports whether the notice is up: the table's announcement,
// if any, is hidden under it.
func (s *Shell) NoticeOnTop() bool { return s.Message != "" }

// NoticeArea is where scene's notice is drawn: the scene's own place
// (Noticer: the announcements' place at the table and in the tutorial, a
// band over a panel's buttons in the record and the review's summary);
// on the title, in Settings and in the game's choice under the menu, over
// the footer (clear of their titles and buttons).
func (s *Shell) NoticeArea(scene SceneID) geom.Rect {
	r, _ := s.noticeArea(scene)
	return r
}

// NoticeInPanel reports whether scene's notice lies in a panel's band,
// over some of its words for the moment (the record, a phone's rules).
func (s *Shell) NoticeInPanel(scene SceneID) bool {
	_, foot := s.noticeArea(scene)
	return foot
}

func (s *Shell) noticeArea(scene SceneID) (geom.Rect, bool) {
	if n, ok := s.scenes[scene].(Noticer); ok {
		if r, foot, ok := n.NoticePlace(); ok {
			return r, foot
		}
	}
	// Under the menu's last button, down to the footer's foot.
	l := &s.L
	r := l.RuleLine
	lowest := 0.0
	bs, _ := s.ButtonsOf(scene)
	for _, b := range bs {
		lowest = math.Max(lowest, b.Y+b.H)
	}
	top := math.Min(r.Y, lowest+l.Pad/4)
	return geom.Rect{X: r.X, Y: top, W: r.W, H: r.Y + r.H - top}, false
}

// PanelNotice is the notice's band in panel p above its row of buttons:
// room for three lines of text, clear of the border.
func (s *Shell) PanelNotice(p, row geom.Rect) geom.Rect {
	l := &s.L
	h := math.Min(l.FS*(3*layout.ParaLead+0.9), row.Y-p.Y-2*l.Pad)
	return geom.Rect{X: p.X + l.Pad, Y: row.Y - l.Pad/2 - h, W: p.W - 2*l.Pad, H: h}
}

// NoticeText lays the notice out in its area (NoticeArea): its lines,
// wrapped at the largest size from the text size down to the least at
// which they fit, and the box they stand on, centred in the area (in a
// panel, at the band's foot, over as little of the panel's words as it
// can). A long notice on a phone was cut off at both sides.
func (s *Shell) NoticeText(scene SceneID) (box geom.Rect, lines []string, px float64) {
	l := &s.L
	m := s.LabelWidth
	area, foot := s.noticeArea(scene)
	height := func(n int, px float64) float64 { return float64(n)*px*layout.ParaLead + px*0.6 }
	// At most the size whose box of one line the area holds (the game's
	// choice's notice had risen over its buttons).
	hi, w := math.Max(l.Min, math.Min(l.FS, area.H/(layout.ParaLead+0.6))), area.W-2*l.Pad
	// One line where it fits at four fifths of the size or more, as before.
	if px = layout.FitPX(s.Message, false, hi, w, math.Max(l.Min, hi*0.8), m); m(s.Message, false, px) <= w {
		lines = append(lines, s.Message)
	} else {
		for px = hi; ; px = math.Max(l.Min, px*0.95) {
			lines = layout.WrapHung(lines[:0], s.Message, false, px, w, 0, m)
			if float64(len(lines)-1)*px*layout.ParaLead+px*1.25 <= area.H || px <= l.Min {
				break
			}
		}
	}
	widest := 0.0
	for _, ln := range lines {
		widest = math.Max(widest, m(ln, false, px))
	}
	bw := math.Min(area.W, widest+2*l.Pad)
	// A box holds its lines: where the least size still needs more lines
	// than the area has room for, it rises over what is above the area
	// for the moment (the lines had spilled out of it onto the hand).
	h := math.Max(height(len(lines), px), math.Min(l.Base*2.2, area.H))
	y := area.Y + (area.H-h)/2
	if foot || h > area.H {
		y = math.Max(0, area.Y+area.H-h)
	}
	return geom.Rect{X: area.X + (area.W-bw)/2, Y: y, W: bw, H: h}, lines, px
}

// NoteInput keeps which input was used last: the focus follows it (a
// pointer resting on a button does not take the focus back from the keys)
// and the words name it (tap, or click and keys).
func (s *Shell) NoteInput(f input.Frame) {
	p := &s.ptr
	// A pointer merely resting where it was at the start has not been used.
	p.moved = f.Pointer && p.seen && (f.PointerX != p.x || f.PointerY != p.y)
	if f.Pointer {
		p.x, p.y, p.seen = f.PointerX, f.PointerY, true
	}
	if f.Tap || p.moved {
		p.keyed = false
		s.Touch = f.Tap && f.Touch
	}
	for k, down := range f.Keys {
		if down && input.Key(k) != input.KeyM && input.Key(k) != input.KeyF11 {
			p.keyed, s.Touch = true, false
		}
	}
}

// Keyed reports whether the last input to move the focus was a key.
func (s *Shell) Keyed() bool { return s.ptr.keyed }

// PointerMoved reports whether the pointer moved this tick.
func (s *Shell) PointerMoved() bool { return s.ptr.moved }

// BeginTick starts a tick's sounds and runs the notice's clock, the keys
// every scene shares (F11, M) and the fade: it reports whether the fade
// took the frame (kept for the incoming scene).
func (s *Shell) BeginTick(f input.Frame) (faded bool) {
	s.effects = s.effects[:0]
	if s.msg.ticks > 0 {
		if s.msg.ticks--; s.msg.ticks == 0 {
			s.Message = ""
		}
	}
	if f.Keys[input.KeyF11] {
		s.ToggleFullscreen = true
	}
	if f.Keys[input.KeyM] {
		s.Settings.Muted = !s.Settings.Muted
		s.SettingsChanged = true
		s.Say(english.SoundOn(!s.Settings.Muted))
	}
	if s.Fade == 0 {
		return false
	}
	// Clicks and keys during the fade are kept for the incoming scene
	// (a few: they are played back one a tick once it is in).
	if (f.Tap || f.AnyKey()) && len(s.pending) < maxPending {
		q := f
		q.Keys[input.KeyF11], q.Keys[input.KeyM] = false, false // already done
		s.pending = append(s.pending, q)
	}
	if s.Fade--; s.Fade == 0 {
		s.Scene = s.Next
	}
	return true
}

// RunScene gives the scene on screen the frame's intents: the frame, or
// one kept from the fade when this one brings no click or key.
func (s *Shell) RunScene(f input.Frame) {
	if len(s.pending) > 0 && !f.Tap && !f.AnyKey() {
		q := s.pending[0]
		s.pending = s.pending[1:]
		q.Pointer, q.PointerX, q.PointerY = f.Pointer, f.PointerX, f.PointerY
		f = q
	}
	sc := s.scenes[s.Scene]
	bs, _ := s.Buttons()
	s.in.Read(f, sc.Keys(), bs, s.ptr.moved)
	sc.Update(&s.in)
	s.EndNoticeForBanner()
}

// Effects are the sounds asked for this tick.
func (s *Shell) Effects() []table.Effect { return s.effects }

// Sound asks for sounds this tick.
func (s *Shell) Sound(e ...table.Effect) { s.effects = append(s.effects, e...) }

// Click is a button's sound.
func (s *Shell) Click() { s.Sound(table.EffClick) }

// Buttons returns the buttons of the scene on screen now, with their
// labels (same order).
func (s *Shell) Buttons() ([]input.Button, []string) { return s.ButtonsOf(s.Scene) }

// ButtonsOf returns the buttons of scene (the fade draws two scenes). The
// slices are reused by the next call.
func (s *Shell) ButtonsOf(scene SceneID) ([]input.Button, []string) {
	s.buttons, s.labels = s.scenes[scene].Buttons(s.buttons[:0], s.labels[:0])
	return s.buttons, s.labels
}

// Footer is the footer's line for scene, longest first: the drawer takes
// the first that fits the window at the footer's size (Layout.FootPX).
func (s *Shell) Footer(scene SceneID) []string {
	s.foot = s.scenes[scene].Footer(s.foot[:0])
	return s.foot
}

// Menu handles focus and activation in a column of buttons: it returns
// the intent of the button activated (by its key, a tap, or Enter on the
// focused one).
func (s *Shell) Menu(in *input.Intents) (input.Intent, bool) {
	bs, _ := s.Buttons()
	if len(bs) == 0 {
		return input.Intent{}, false
	}
	for _, it := range in.List {
		switch it.Do {
		case input.DoFocusNext:
			s.Focus = (s.Focus + 1) % len(bs)
		case input.DoFocusPrev:
			s.Focus = (s.Focus + len(bs) - 1) % len(bs)
		}
	}
	s.Focus = max(0, min(len(bs)-1, s.Focus))
	if in.Moved {
		for i, b := range bs {
			if b.Contains(in.PointerX, in.PointerY) {
				s.Focus = i
			}
		}
	}
	for _, it := range in.List {
		switch it.Do {
		case input.DoFocusNext, input.DoFocusPrev:
		case input.DoActivate:
			return bs[s.Focus].Do, true
		default:
			return it, true
		}
	}
	return input.Intent{}, false
}

// MenuColumn lays buttons for intents ds out in area (Layout.Menu).
func (s *Shell) MenuColumn(ds []input.Do, area geom.Rect, bs []input.Button) []input.Button {
	return s.L.Menu(ds, area, bs)
}

// KnownLevel reports whether level names a computer player.
func KnownLevel(level string) bool {
	return slices.Contains(players.Levels(), level) || slices.Contains(players.PlayerNames(), level)
}
