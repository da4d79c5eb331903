// Package ui is the game without a window: App makes the scenes — the
// menus (here), the table (play), the tutorial (tour), the review, the
// record, Play a friend (friend) — on the shell they share (settings, the
// scene stack, the input frame, the notice and the layout), joins them
// where one leads to another, and runs each tick through them. It imports
// no Ebitengine, so it tests anywhere; package scenes polls the real input
// into a Frame and draws what the scenes describe. It decides no rule:
// every rule is the engine's.
package ui

import (
	"errors"
	"math"
	"slices"
	"strings"
	"time"

	"noddy/engine"
	"noddy/engine/players"
	"noddy/ui/fonts"
	"noddy/ui/friend"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/record"
	"noddy/ui/review"
	"noddy/ui/shell"
	"noddy/ui/table"
	"noddy/ui/tour"
)

// Config is how the game starts.
type Config struct {
	Seed  uint64 // the first match's seed
	Level string // overrides the saved level when not ""
	// Scene is the first: "title" (default), "table" (a dealt match
	// against the computer in the saved game and level; the game's own
	// default, ui/cmdline) or "tutorial". A review or a shared table to
	// open at start (Review, Shared.Join) opens instead of the table.
	Scene    string
	Step     int  // with Scene "tutorial": the step to open at, 1-based (0: the first)
	Autoplay bool // the computer plays every seat
	CanQuit  bool // offer Quit (the desktop)
	Touch    bool // a touch screen is the likely input (the words say "tap") until other input comes
	// Game, Players and Options override the saved game ("": as saved):
	// the engine's name, its number of players (0: its default) and
	// options.
	Game     string
	Players  int
	Options  []string
	NewSeed  func() uint64
	Settings shell.Settings
	// Record keeps the record between runs (nil: in memory); Review, a
	// match code, opens that match's review at start (noddy -review CODE,
	// the page's #review=CODE); Now is the clock for the record (nil:
	// time.Now).
	Record record.RecordStore
	Review string
	Now    func() time.Time
	// Shared is how shared tables are reached (Play a friend, a link).
	Shared friend.SharedConfig
	// OfferTutorial: until a match is on the record, the table's row has
	// the tutorial in Count's place and its footer says so (a first-timer
	// opens on a dealt hand, so the title's Tutorial is a press further).
	OfferTutorial bool
	// Resume: the match against the computer left unfinished
	// (Settings.Match) is taken up where it stands, when it is of the game
	// chosen (and of the level given, when one is): with Scene "table"
	// rather than a new one dealt, and said; at any other start but a
	// join quietly, for the title's Resume match.
	Resume bool
	// Version is the game's, for the title's footer ("": none shown).
	Version string
	// Fonts measures text as the window draws it (nil: the game's fonts).
	Fonts *fonts.Measurer
}

// ErrBadScene is Config's error for an unknown scene name.
var ErrBadScene = errors.New("unknown scene (title, table or tutorial)")

// App is the whole game without a window: the shell every scene shares,
// and the scenes.
type App struct {
	*shell.Shell
	Play     *play.Scene
	Tutorial *tour.Scene
	Review   *review.Scene
	Record   *record.Scene
	Friend   *friend.Scene
	canQuit  bool
	// offerTutorial: Config.OfferTutorial.
	offerTutorial bool
	version       string // Config.Version
	// gameOpts: the game's choice shows the chosen game's players and
	// options, not the family (chooser.go).
	gameOpts bool
	// dragLines is a finger's drag not yet a whole line of the log's.
	dragLines float64
}

// NewApp starts the game.
func NewApp(cfg Config) (*App, error) {
	a := &App{canQuit: cfg.CanQuit, offerTutorial: cfg.OfferTutorial, version: cfg.Version}
	a.Shell = shell.New(cfg.Settings, cfg.Touch, cfg.Fonts, a.layOut, a.noticeTable)
	a.LevelFlag = cfg.Level
	if cfg.Level != "" && !shell.KnownLevel(cfg.Level) {
		return nil, &players.UnknownPlayerError{Name: cfg.Level}
	}
	if cfg.Game != "" {
		if _, err := engine.Lookup(cfg.Game, cfg.Players, cfg.Options...); err != nil {
			return nil, err
		}
		a.Settings.Game, a.Settings.Players, a.Settings.Options = cfg.Game, cfg.Players, strings.Join(cfg.Options, ",")
	}
	a.Play = play.New(a.Shell, play.Config{Seed: cfg.Seed, Autoplay: cfg.Autoplay, NewSeed: cfg.NewSeed, Resume: cfg.Resume}, around{a})
	a.Record = record.New(a.Shell, record.Config{Store: cfg.Record, Now: cfg.Now})
	a.Review = review.New(a.Shell, a.Record, a.Play)
	a.Tutorial = tour.New(a.Shell, a.Play)
	a.Friend = friend.New(a.Shell, cfg.Shared, a.Play, a.Review)
	a.Play.Share = a.Friend
	a.SetScenes([shell.NumScenes]shell.Scene{
		shell.SceneTitle: titleScene{a}, shell.SceneTable: a.Play, shell.SceneSettings: settingsScene{a},
		shell.SceneTutorial: a.Tutorial, shell.SceneGame: gameScene{a}, shell.SceneRecord: a.Record,
		shell.SceneReview: a.Review, shell.SceneFriend: a.Friend,
	})
	a.SetSize(960, 600)
	scene := cfg.Scene
	if scene == "table" && (cfg.Review != "" || cfg.Shared.Join != "") {
		scene = "title" // what they open comes back to the title (Menu)
	}
	if cfg.Resume && scene != "table" && cfg.Shared.Join == "" {
		// A start elsewhere (the title, the tutorial, a review) keeps the
		// match for the title's Resume match: Play had dealt a new one
		// over it. A shared table plays at Play's table, so a join does
		// not.
		a.Play.TakeUpKept(cfg.Game == "", false)
	}
	switch scene {
	case "", "title":
	case "table":
		if !cfg.Resume || !a.Play.TakeUpKept(cfg.Game == "", true) {
			if err := a.Play.NewMatch(cfg.Seed); err != nil {
				return nil, err
			}
		}
		a.Scene = shell.SceneTable
	case "tutorial":
		if err := a.Tutorial.Open(cfg.Step - 1); err != nil {
			return nil, err
		}
		a.Scene = shell.SceneTutorial
	default:
		return nil, ErrBadScene
	}
	if cfg.Review != "" && a.Review.FromCode(cfg.Review) {
		a.Scene = shell.SceneReview
		a.Relayout()
	}
	if cfg.Shared.Join != "" {
		if err := a.Friend.Join(cfg.Shared.Join); err != nil {
			return nil, err
		}
		a.Scene = shell.SceneFriend
	}
	a.Next = a.Scene
	return a, nil
}

// ShortSeed makes a seed a person can read out and type, six digits
// (100000 to 999999), from any number (the clock, the last match's seed).
func ShortSeed(x uint64) uint64 { return play.ShortSeed(x) }

// layOut lays the table out for the match's shape, and the scenes with
// tables of their own (the tutorial's, the review's replay) for theirs.
func (a *App) layOut(w, h float64) {
	big := a.Settings.BigText
	a.L = layout.NewLayoutFor(w, h, big, a.Play.Shape())
	if a.L.Portrait && a.Friend.AtTable() {
		// The chat shares the log's place: an upright phone's log band
		// held one line and the chat only its box (no message showed).
		// ChatLayout gives that place what the cards spare.
		a.L = layout.ChatLayout(a.L, big)
	}
	a.Tutorial.LayOut(a.L)
	a.Review.LayOut(w, h)
	a.Friend.LayOut()
}

// noticeTable is the table whose announcements share the notice's place.
func (a *App) noticeTable() *table.Table {
	switch {
	case a.Scene == shell.SceneTable:
		return a.Play.Table
	case a.Scene == shell.SceneTutorial && a.Tutorial.Tour != nil:
		return a.Tutorial.Tour.Table
	}
	return nil
}

// wheel turns the log or the chat under the pointer back or on, by the
// wheel or by a finger's drag (a line for each line's height dragged).
func (a *App) wheel(f input.Frame) {
	if a.Scene != shell.SceneTable || a.Play.Overlay != play.OvNone {
		a.dragLines = 0
		return
	}
	d, x, y := 0, f.PointerX, f.PointerY
	switch {
	case f.Drag != 0:
		a.dragLines += f.Drag / (a.L.LogFS * play.LogLead)
		d, x, y = int(a.dragLines), f.DragX, f.DragY
		a.dragLines -= float64(d)
	case f.Wheel != 0 && f.Pointer:
		d = int(math.Copysign(math.Min(3, math.Ceil(math.Abs(f.Wheel))), f.Wheel)) // a page's wheel gives large turns
	}
	if d == 0 {
		return
	}
	switch p, _ := a.Friend.ChatPanel(); {
	case p.Contains(x, y):
		a.Friend.Wheel(d)
	case a.L.LogText.Contains(x, y):
		a.Play.Wheel(d)
	}
}

// Update runs one tick with the frame's input and returns the sounds to
// play this tick.
func (a *App) Update(f input.Frame) []table.Effect {
	a.Tick++
	a.Friend.Poll()
	f = a.Friend.Frame(f)
	a.NoteInput(f)
	a.wheel(f)
	a.Review.Work()
	if a.BeginTick(f) {
		a.Play.Animate()
		a.Tutorial.Animate()
	} else {
		a.RunScene(f)
	}
	a.Tutorial.Lay()
	a.Play.Keep()
	return a.Effects()
}

// around joins the table scene to the scenes around it (play.Around).
type around struct{ a *App }

// MatchOver implements play.Around: a local match the person played goes
// to the record, and its review starts.
func (r around) MatchOver(t *table.Table) {
	if m, seat, level, ok := r.a.Record.AddMatch(t); ok {
		r.a.Review.Start(m, seat, level)
	}
}

// ReviewCode implements play.Around: the review of the match at the
// table, when there is one.
func (r around) ReviewCode(t *table.Table) (string, bool) {
	a := r.a
	rv := a.Review.Review
	if rv == nil || rv.Code == "" || t == nil {
		return "", false
	}
	if ls, ok := t.Source().(*table.LocalSource); ok && rv.M == ls.Match() {
		return rv.Code, true
	}
	if a.Friend.Holds(t) && a.Friend.Code() == rv.Code && t.Over {
		return rv.Code, true
	}
	return "", false
}

// OpenReview implements play.Around.
func (r around) OpenReview() { r.a.Review.Open(shell.SceneTable) }

// CopyCode implements play.Around.
func (r around) CopyCode() { r.a.Review.CopyCode() }

// LeaveShared implements play.Around.
func (r around) LeaveShared() { r.a.Friend.Leave() }

// AtComputer implements play.Around.
func (r around) AtComputer() { r.a.Friend.OffTable() }

// FirstTimer implements play.Around: the game offers the tutorial
// (Config.OfferTutorial) and no match is on the record.
func (r around) FirstTimer() bool { return r.a.offerTutorial && r.a.Record.Rec.Empty() }

// OpenTutorial implements play.Around.
func (r around) OpenTutorial() { r.a.Tutorial.Start(shell.SceneTable) }

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
	Hand     []geom.Rect
	Picked   []bool
	Starter  geom.Rect // the starter, where a claim's pick takes it
	Buttons  []input.Button
	Over     bool
	Winner   int
	Step     int
	Steps    int
	Seed     uint64
	Game     string
	Seats    int
	// Reviewed: the review on show has judged every decision;
	// ReviewStepMS the longest tick's work on it (ms, wall clock: its
	// budget plus at most one of the expert's parts).
	Reviewed     bool
	ReviewStepMS float64
	// Shared is the shared table's account (nil when none is open).
	Shared *friend.SharedSnapshot
}

// Still reports whether nothing on screen moves: the table on show, at
// rest, no fade. A chore that may hold a frame (the sounds made ahead)
// waits for such a tick, where a late frame shows nothing.
func (a *App) Still() bool {
	return a.Fade == 0 && a.Scene == shell.SceneTable && a.Next == shell.SceneTable &&
		a.Play.Table != nil && !a.Play.Table.Busy()
}

// Snapshot returns the game's state now.
func (a *App) Snapshot() Snapshot {
	s := Snapshot{Scene: a.Scene.String(), Tick: a.Tick, Turn: -1, Winner: -1, Game: a.Settings.GameName()}
	if a.Fade > 0 {
		return s // nothing is clickable during a fade
	}
	bs, _ := a.Buttons()
	s.Buttons = slices.Clone(bs)
	if t := a.Play.Table; t != nil {
		s.Scores, s.Turn, s.Seed = slices.Clone(t.Scores), t.Turn(), t.Seed()
		r := t.RuleSet()
		s.Game, s.Seats = r.Name, r.Seats
		if t.Over {
			s.Over, s.Winner = true, t.Winner
		}
		if a.Scene == shell.SceneTable && a.Play.Overlay == play.OvNone {
			s.YourTurn = t.YourTurn()
			s.Decision = t.Decision().Kind.String()
			for _, i := range a.Play.Pickable() {
				s.Hand = append(s.Hand, a.L.At(t.Sprites[i].To))
				s.Picked = append(s.Picked, t.Picked(t.Sprites[i].Card))
			}
			s.Starter = a.L.Starter
		}
	}
	a.tourSnapshot(&s)
	a.reviewSnapshot(&s)
	s.Shared = a.Friend.Snapshot()
	return s
}

// tourSnapshot fills the tutorial's part of the snapshot: its table's
// scores and seed, and the step (1-based) of how many.
func (a *App) tourSnapshot(s *Snapshot) {
	tr := a.Tutorial.Tour
	if a.Scene != shell.SceneTutorial || tr == nil {
		return
	}
	t := tr.Table
	s.Scores, s.Turn, s.Seed = slices.Clone(t.Scores), t.Turn(), t.Seed()
	s.Over, s.Winner, s.YourTurn, s.Hand = t.Over, -1, false, nil
	if t.Over {
		s.Winner = t.Winner
	}
	s.Step, s.Steps = tr.Cur.At()+1, tr.T.Len()
}

// reviewSnapshot fills the review's part of the snapshot: the stop
// (1-based; 0 on the summary) of how many so far, and the replay's table.
func (a *App) reviewSnapshot(s *Snapshot) {
	rv := a.Review.Review
	if a.Scene != shell.SceneReview || rv == nil {
		return
	}
	s.Step, s.Steps = rv.Stop+1, rv.Stops()
	s.Reviewed = rv.Done()
	s.ReviewStepMS = float64(rv.Longest().Microseconds()) / 1000
	if t := rv.Table; t != nil {
		s.Scores, s.Turn, s.Seed = slices.Clone(t.Scores), t.Turn(), t.Seed()
		s.Over, s.Winner, s.YourTurn, s.Hand = t.Over, -1, false, nil
		if t.Over {
			s.Winner = t.Winner
		}
	}
}

// AppLook is everything the picture depends on (see Table.Look).
type AppLook struct {
	Scene, Next  shell.SceneID
	Fade         int
	Focus, Hover int
	Message      string
	Settings     shell.Settings
	W, H, FS     float64
	Table        play.Look
	Tour         tour.TourLook
	Review       review.ReviewLook
	Record       int
	Shared       friend.SharedLook
}

// Look returns the game's AppLook now: when it has not changed since the
// last frame drawn, the frame need not be drawn again.
func (a *App) Look() AppLook {
	return AppLook{Scene: a.Scene, Next: a.Next, Fade: a.Fade, Focus: a.Focus, Hover: a.Hover,
		Message: a.Message, Settings: a.Settings, W: a.L.W, H: a.L.H, FS: a.L.FS,
		Table: a.Play.Look(), Tour: a.Tutorial.Look(), Review: a.Review.Look(), Record: a.Record.Look(),
		Shared: a.Friend.Look()}
}
