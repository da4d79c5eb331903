// Package scenes is the Noddy table on Ebitengine: the Game (an
// ebiten.Game at the device scale), the scene manager with its fade, and
// the drawing of the title, the table, the settings and the overlays. All
// logic lives in ui (no window needed); this package polls input
// into it, draws what it describes and plays its sounds. It decides no
// rule: the rules are the engine's (rules: docs/RULES.md).
package scenes

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/client"
	"noddy/protocol"
	"noddy/scenes/sound"
	"noddy/ui"
	"noddy/ui/friend"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/record"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// Snapshot, Rect and Button are the read-only state for tests and the
// browser bridge (logical CSS pixels); see ui.Snapshot.
type (
	Snapshot = ui.Snapshot
	Rect     = geom.Rect
	Button   = input.Button
)

// Options configure a Game.
type Options struct {
	Seed     uint64 // the first match's seed
	Level    string // the computer's level ("" = the saved setting)
	Scene    string // "title" (default), "table" or "tutorial" (the game's own default is table: ui/cmdline)
	Step     int    // with Scene "tutorial": the step to open at, 1-based
	Muted    bool   // no audio context at all
	Autoplay bool   // the computer plays every seat
	CanQuit  bool   // offer Quit on the title (desktop)
	// Game, Players and Options choose the rule set for this run (the
	// engine's names; "" as saved).
	Game    string
	Players int
	Options []string

	// Overrides of the saved settings for this run (nil: as saved).
	Speed        string
	HighContrast *bool
	FourColour   *bool
	BigText      *bool

	// Input replaces the mouse, keyboard and touch (tests).
	Input input.Input
	// Platform is what the game needs of the machine it runs on (package
	// platform's New; the zero value does without).
	Platform Platform
	// NewSeed gives the seed of each further match (nil: derived from the
	// previous seed).
	NewSeed func() uint64

	// Press lists keys pressed at given ticks, on top of the input (demos
	// and screenshots of overlays).
	Press []Press

	// Review, a match code, opens its review at start.
	Review string

	// OfferTutorial: the table offers the tutorial until a match is on
	// the record (ui.Config.OfferTutorial); Version is the title's.
	OfferTutorial bool
	Version       string
	// Resume takes up the match left unfinished at the last run rather
	// than dealing a new one (ui.Config.Resume).
	Resume bool

	// Screenshot, when its File is set, writes the screen after its Ticks
	// ticks to that PNG file and ends the game.
	Screenshot Screenshot

	// KeepPace: an Update long after the one before runs the ticks the
	// model missed (pace.go), so slow frames do not slow the game (real
	// runs: main.go). Off, every Update is one tick, as the tests and a
	// screenshot, which step ticks, need.
	KeepPace bool

	// Server is where Play a friend creates shared tables ("": the make
	// web server); Join a table's link to open at start; OnLink is told
	// each new table's link (the desktop prints it); OffTable that the
	// player has left the shared table.
	Server, Join string
	OnLink       func(link string)
	OffTable     func()
}

// Screenshot is a run that saves one frame as a PNG and ends (noddy
// -screenshot FILE -ticks N).
type Screenshot struct {
	File  string
	Ticks int
}

// Platform is what the game needs of the machine it runs on, the desktop
// or a browser's page, each in package platform (which main.go passes
// in): this package reads the same on both. A part left nil is done
// without: settings, record and seat tokens in memory, no clipboard, the
// network's state unknown, no typing but Options.Input's, no voice.
type Platform struct {
	Settings shell.Store        // the settings
	Record   record.RecordStore // the record of matches
	Tokens   client.Tokens      // each shared table's seat token
	// Copy puts a table's link on the clipboard; the channel says how it
	// went (nil: done; the sentence to show otherwise).
	Copy func(text string) <-chan error
	// CopyCode puts a match's code where it can be copied and returns
	// the notice that says where.
	CopyCode func(code string) string
	// Offline reports that the device has no network.
	Offline func() bool
	// Touch: the main pointer is likely a finger (the words say "tap").
	Touch bool
	// TextBox makes the person's text field's typing (Play a friend's
	// name, the chat).
	TextBox func() TextBox
	// Voice makes a seat's voice at a voice table.
	Voice func(ice protocol.ICEConfig, me, other int) friend.VoicePeer
	// SoundAllowed reports whether sound may start now (a page: once the
	// person has pressed, clicked or tapped it); nil: at once.
	SoundAllowed func() bool
}

// TextBox types into the App's text field: Sync runs before the App's
// Update each tick, Focused after it, Close when the game ends.
type TextBox interface {
	Sync(a *ui.App)
	// Focused hands the focus at once to a field the Update has just
	// given it (Your name, opened by a click), so that no key typed after
	// goes elsewhere: Sync, a tick later, had left the browser's first
	// keys to the canvas.
	Focused(a *ui.App)
	Close()
}

// Press is a key pressed at a tick (1 for the first Update).
type Press struct {
	Tick int
	Key  input.Key
}

// ErrBadOption is New's error for an option it cannot use.
var ErrBadOption = errors.New("bad option")

// Game is the whole game as an ebiten.Game.
type Game struct {
	opts  Options
	app   *ui.App
	input input.Input
	ein   *ebitenInput
	store shell.Store
	snd   *sound.Sounds
	d     *drawer
	scale float64
	shot  bool
	done  bool

	// An idle table is not redrawn (the screen is kept between frames),
	// which spares the GPU and the battery; forceDraw turns that off.
	look      ui.AppLook
	drawn     bool
	sinceDraw int
	forceDraw bool
	draws     int // frames drawn (tests)

	savedMuted bool // the stored sound setting, kept while -mute is in force

	pace *pacer // nil unless Options.KeepPace

	text   TextBox              // types into the App's text field (Platform.TextBox)
	trace  func(texts []string) // told every frame's texts (TraceFrames)
	traced []shape
}

// New makes the game. A bad level, scene or speed gives an error wrapping
// ErrBadOption (or the engine's *players.UnknownPlayerError).
func New(opts Options) (*Game, error) {
	store := opts.Platform.Settings
	if store == nil {
		store = &shell.MemStore{S: shell.DefaultSettings()}
	}
	st, err := store.Load()
	if err != nil {
		st = shell.DefaultSettings()
	}
	if opts.Speed != "" {
		if _, ok := table.ParseSpeed(opts.Speed); !ok {
			return nil, fmt.Errorf("%w: speed %q (slow, normal, fast, instant)", ErrBadOption, opts.Speed)
		}
		st.Speed = opts.Speed
	}
	for _, o := range [...]struct {
		v *bool
		p *bool
	}{{opts.HighContrast, &st.HighContrast}, {opts.FourColour, &st.FourColour}, {opts.BigText, &st.BigText}} {
		if o.v != nil {
			*o.p = *o.v
		}
	}
	savedMuted := st.Muted
	if opts.Muted {
		st.Muted = true
	}
	if opts.Screenshot.File != "" && opts.Screenshot.Ticks <= 0 {
		return nil, fmt.Errorf("%w: -screenshot needs -ticks N with N > 0", ErrBadOption)
	}
	app, err := ui.NewApp(ui.Config{
		Seed: opts.Seed, Level: opts.Level, Scene: opts.Scene, Step: opts.Step, Autoplay: opts.Autoplay,
		Game: opts.Game, Players: opts.Players, Options: opts.Options,
		CanQuit: opts.CanQuit, NewSeed: opts.NewSeed, Settings: st, Touch: opts.Input == nil && opts.Platform.Touch,
		Record: recordStore(opts), Review: opts.Review,
		Shared: friend.SharedConfig{Server: opts.Server, Join: opts.Join, OnLink: opts.OnLink, OffTable: opts.OffTable, Tokens: opts.Platform.Tokens,
			NewVoice: opts.Platform.Voice, Copy: opts.Platform.Copy, Offline: opts.Platform.Offline},
		OfferTutorial: opts.OfferTutorial, Version: opts.Version, Resume: opts.Resume,
	})
	if errors.Is(err, ui.ErrBadScene) {
		return nil, fmt.Errorf("%w: scene %q (title, table or tutorial)", ErrBadOption, opts.Scene)
	}
	if err != nil {
		return nil, err
	}
	g := &Game{opts: opts, app: app, store: store, scale: 1, d: newDrawer(), savedMuted: savedMuted}
	g.input = opts.Input
	if opts.KeepPace {
		g.pace = newPacer(time.Now)
	}
	if g.input == nil {
		g.ein = newEbitenInput()
		g.input = g.ein
		if opts.Platform.TextBox != nil {
			g.text = opts.Platform.TextBox()
		}
	}
	// With -mute there is no audio context at all, so machines without a
	// sound card run the game.
	g.snd = sound.New(st.Muted)
	ebiten.SetScreenClearedEveryFrame(false)
	return g, nil
}

// App returns the game's logic (tests).
func (g *Game) App() *ui.App { return g.app }

// Snapshot returns the game's state now, for tests and the browser bridge.
func (g *Game) Snapshot() Snapshot { return g.app.Snapshot() }

var effectSounds = [...]sound.Effect{
	table.EffDeal: sound.Deal, table.EffFlip: sound.Flip, table.EffLay: sound.Lay, table.EffScore: sound.Score,
	table.EffGo: sound.Go, table.EffWin: sound.Win, table.EffClick: sound.Click, table.EffPeg: sound.Peg,
}

// Update implements ebiten.Game.
func (g *Game) Update() error {
	if g.done {
		if g.text != nil {
			g.text.Close()
		}
		return ebiten.Termination
	}
	if g.ein != nil {
		g.ein.scale = g.scale
	}
	if g.opts.Screenshot.File != "" {
		// A screenshot runs its ticks as fast as the machine allows (a
		// second of them at a time, then a frame, so the window lives),
		// with no input but -press: the same ticks as at 60 a second, so
		// the same frame at the last.
		start := time.Now()
		for g.app.Tick < g.opts.Screenshot.Ticks && (g.app.Tick == 0 || time.Since(start) < time.Second) {
			g.tick(input.Frame{})
		}
		return nil
	}
	n := 0
	if g.pace != nil {
		n = g.pace.extra()
	}
	f := g.input.Poll()
	if g.text != nil {
		// What was typed into the text field, before the App reads it; once
		// an Update: the desktop's reads the frame's typed characters.
		g.text.Sync(g.app)
	}
	if g.drawn && !g.snd.Started() && (g.opts.Platform.SoundAllowed == nil || g.opts.Platform.SoundAllowed()) {
		g.snd.Start()
	}
	g.tick(f)
	for range n {
		g.tick(held(f))
	}
	if g.text != nil {
		g.text.Focused(g.app)
	}
	g.settingsAndWindow()
	if g.app.Still() {
		g.snd.Prepare()
	}
	return nil
}

// recordStore is the record's store for opts: the platform's, or one in
// memory for a screenshot (which must not change the record) and where
// none is given (tests).
func recordStore(opts Options) record.RecordStore {
	if opts.Platform.Record == nil || opts.Screenshot.File != "" {
		return &record.MemRecordStore{}
	}
	return opts.Platform.Record
}

// tick runs one tick of the game with the frame f (and the keys -press
// gives for it) and plays its sounds.
func (g *Game) tick(f input.Frame) {
	for _, p := range g.opts.Press {
		if p.Tick == g.app.Tick+1 {
			f.Keys[p.Key] = true
		}
	}
	for _, e := range g.app.Update(f) {
		if e != table.EffNone && int(e) < len(effectSounds) {
			g.snd.Play(effectSounds[e])
		}
	}
}

// settingsAndWindow saves changed settings and does what the App asked
// of the window.
func (g *Game) settingsAndWindow() {
	r := g.app.TakeRequests()
	if r.Quit {
		g.done = true
	}
	if r.SettingsChanged {
		g.snd.SetMuted(g.app.Settings.Muted)
		st := g.app.Settings
		if g.opts.Muted && st.Muted {
			st.Muted = g.savedMuted // -mute is for this run only
		}
		_ = g.store.Save(st) // a read-only home keeps the settings for this run
	}
	if r.CopyText != "" && g.opts.Platform.CopyCode != nil {
		g.app.Notice(g.opts.Platform.CopyCode(r.CopyText))
	}
	if r.ToggleFullscreen {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
}

// Draw implements ebiten.Game. It draws only when something visible has
// changed since the last frame (or at least once a second).
func (g *Game) Draw(screen *ebiten.Image) {
	look := g.app.Look()
	g.sinceDraw++
	if g.forceDraw || !g.drawn || look != g.look || g.sinceDraw >= 60 {
		screen.Clear()
		if g.trace != nil {
			g.traced = g.traced[:0]
			g.d.rec = &g.traced
		}
		g.d.frame(screen, g.app, g.scale)
		g.look, g.drawn, g.sinceDraw = look, true, 0
		g.draws++
		if g.trace != nil {
			g.d.rec = nil
			g.trace(frameTexts(g.traced))
		}
	}
	if g.opts.Screenshot.File != "" && !g.shot && g.app.Tick >= g.opts.Screenshot.Ticks {
		g.shot = true
		if err := writePNG(screen, g.opts.Screenshot.File); err != nil {
			fmt.Fprintln(os.Stderr, "screenshot:", err)
		}
		g.done = true
	}
}

func writePNG(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Layout implements ebiten.Game (LayoutF is used instead).
func (g *Game) Layout(w, h int) (int, int) {
	pw, ph := g.LayoutF(float64(w), float64(h))
	return int(pw), int(ph)
}

// LayoutF implements ebiten.LayoutFer: the screen is the window at the
// device scale, so cards and text are drawn at physical pixels and stay
// crisp on HiDPI screens.
func (g *Game) LayoutF(w, h float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
	}
	if s <= 0 {
		s = 1
	}
	if s != g.scale {
		g.drawn = false
	}
	g.scale = s
	g.app.SetScale(s)
	g.app.SetSize(w, h)
	return w * s, h * s
}
