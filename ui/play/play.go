// Package play is the table scene: a match at the table, against the
// computer or at a shared table — its buttons and keys, the overlays (the
// rules, the count, "new match?", the end box), the hint, the log's turn
// back, the line over the player's hand, and the person's decisions (lay a
// card, lay out to the crib, the mog, a claim, a declaration, a call, the
// next game), each read from the table (table.Decision) and answered
// through it. The match itself is package table's; what a shared table
// adds is package friend's (SharedTable); the record and the review of a
// finished match are asked of the scenes around it (Around).
package play

import (
	"errors"
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
	"noddy/ui/table"
)

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

// SharedTable is what a shared table (package friend) adds to the table
// scene while its match is on show: its own row of buttons and keys (no
// hint, no new match), the end box's Play again when every seat agrees,
// the lines it adds to the end box and over the hand.
type SharedTable interface {
	// Holds reports whether t is the shared table's match.
	Holds(t *table.Table) bool
	// Row appends the table's row of buttons at a shared table.
	Row(bs []input.Button, labels []string) ([]input.Button, []string)
	// RowKeys are the row's keys (noN: without N, which answers a question).
	RowKeys(noN bool) []input.Binding
	// Do does a shared table's own intents; it reports whether it took it.
	Do(it input.Intent) bool
	// EndButtons appends the end box's buttons in panel p.
	EndButtons(p geom.Rect, bs []input.Button, labels []string) ([]input.Button, []string)
	// EndLines adds to the end box who would play again.
	EndLines(lines []string) []string
	// Waiting is the line over the hand while the table waits for other
	// seats ("" when it does not).
	Waiting() string
	// Watching reports whether the person watches (has no seat).
	Watching() bool
	// Again is the end box's Play again at the shared table.
	Again()
	// RuleLine is the line under the cards with the shared table's own
	// words added (its voice).
	RuleLine(line string) string
}

// Around is what the table scene asks of the scenes around it (package ui
// joins them): a finished match goes to the record and is reviewed; the
// end box offers that review.
type Around interface {
	// MatchOver is told once of each match that has ended at the table.
	MatchOver(t *table.Table)
	// ReviewCode is the code of t's review, when the end box can offer
	// one.
	ReviewCode(t *table.Table) (code string, ok bool)
	// OpenReview opens the review of the match at the table.
	OpenReview()
	// CopyCode asks the window to copy the review's code.
	CopyCode()
	// LeaveShared closes a shared table (a match against the computer
	// begins); AtComputer says the match against the computer is on show,
	// a shared seat perhaps kept behind it (the page's address is the
	// game's own again, so that a reload comes back to it).
	LeaveShared()
	AtComputer()
	// FirstTimer reports whether the person has yet to finish a match (the
	// table then offers the tutorial: its button and the footer's line).
	FirstTimer() bool
	// OpenTutorial starts the tutorial.
	OpenTutorial()
}

// Config is what the table scene needs of the game's configuration.
type Config struct {
	Seed     uint64 // the first match's seed
	Autoplay bool   // the computer plays every seat
	// NewSeed gives the seed of each further match.
	NewSeed func() uint64
	// Resume: the match the settings keep is taken up (not with a seed
	// given).
	Resume bool
}

// Scrolled is how far the log is turned back from its newest line, in
// lines (the mouse wheel over it; Log says how far it shows).
type Scrolled struct {
	Log int
}

// Scene is the table scene: the match on show and what is open over it.
type Scene struct {
	*shell.Shell
	Share  SharedTable
	around Around
	cfg    Config

	Table   *table.Table
	Overlay Overlay
	// Page is the Rules or the Count panel's screen on show (Pages).
	Page  int
	rules rulesText
	count countText
	// Scroll is the log's turn back (the mouse wheel).
	Scroll Scrolled
	// scrolledAt is the table and deal the log was turned back in.
	scrolledAt struct {
		t    *table.Table
		deal int
	}
	logText logText
	// Hint is the expert's advice asked for on this turn, best first (nil:
	// the hint panel is closed); HintLines its text for the panel.
	Hint      []players.Choice
	HintLines []layout.Line
	hintGen   int // changes whenever the hint opens or closes (Look)
	hintDec   int // the decimals its chances are given to
	// Matches counts matches played to the end (for tests and demos).
	Matches int

	held    []int
	early   []input.Intent // keys pressed for the person's choice while the table was busy (keepEarly)
	prompt  string
	promptK promptKey
	fresh   bool         // a match just started from the title, not yet at the table
	kept    keptMatch    // the match last kept in the settings (Keep)
	keptOf  keptGame     // the game of the match the settings keep (ToResume)
	ended   *table.Table // the table whose end box has been opened
	// endHold counts down the ticks from the end box's opening in which
	// Enter and Space do not press its focused button: the Enter that
	// hurried the last show had dealt a new match unread (a play-test).
	endHold int
	// endFocus is the end box's focused button while the rules (R) are
	// over it.
	endFocus int
	endCode  struct {
		key   endCodeKey
		lines []string
	} // the end box's lines with the match's code (withCode)
}

// New is the table scene, with no match yet.
func New(sh *shell.Shell, cfg Config, around Around) *Scene {
	s := &Scene{Shell: sh, cfg: cfg, around: around}
	if s.cfg.NewSeed == nil {
		s.cfg.NewSeed = func() uint64 { return ShortSeed(s.Table.Seed()*6364136223846793005 + 1442695040888963407) }
	}
	return s
}

// ID implements shell.Scene.
func (a *Scene) ID() shell.SceneID { return shell.SceneTable }

// ShortSeed makes a seed a person can read out and type, six digits
// (100000 to 999999), from any number (the clock, the last match's seed).
func ShortSeed(x uint64) uint64 {
	x ^= x >> 29 // the clock's nanoseconds: its low digits step in hundreds on some machines
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 32
	return 100000 + x%900000
}

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

// computers are the players of a match of rule set r from seed: the
// computer at level at every seat but the person's (every seat with
// Autoplay), and the level they play at (the easiest where the game has no
// such level yet).
func (a *Scene) computers(r engine.Rules, level string, seed uint64) ([]players.Actor, string, error) {
	acts := make([]players.Actor, r.Seats)
	for s := range r.Seats {
		if s == 0 && !a.cfg.Autoplay {
			continue
		}
		p, used, err := actor(r, level, seed+uint64(s+r.Seats-1)%uint64(r.Seats))
		if err != nil {
			return nil, "", err
		}
		acts[s], level = p, used
	}
	return acts, level, nil
}

// NewMatch starts a match against the computer from seed.
func (a *Scene) NewMatch(seed uint64) error {
	a.around.LeaveShared() // a match against the computer: the shared table's seat is kept
	r := a.Rules()
	acts, level, err := a.computers(r, a.Level(), seed)
	if err != nil {
		return err
	}
	src, err := table.NewLocalSource(r, seed, acts)
	if err != nil {
		return err
	}
	t := table.NewTable(src, nil, a.Speed())
	t.SetLevel(level)
	t.CallsExplained = a.Table != nil && a.Table.CallsExplained
	a.Show(t)
	if level != a.Level() {
		a.Say(english.LevelNotHere(a.Level(), level))
	}
	return nil
}

// Show puts table t on the table scene, nothing open over it.
func (a *Scene) Show(t *table.Table) {
	a.Table, a.Overlay, a.Focus = t, OvNone, 0
	a.CloseHint()
	a.Relayout()
}

// Shape is the table's shape: the match's, else the chosen game's.
func (a *Scene) Shape() layout.Shape {
	if a.Table != nil {
		return layout.ShapeOf(a.Table.RuleSet())
	}
	return layout.ShapeOf(a.Rules())
}

// Resuming reports whether the title's Play resumes a match in progress.
func (a *Scene) Resuming() bool { return a.Table != nil && !a.Table.Over && !a.fresh }

// KeptWaiting reports whether the settings keep a match against the
// computer that is not at the table (a shared table's was, or none is):
// the title's Play takes it up.
func (a *Scene) KeptWaiting() bool {
	if !a.cfg.Resume || a.Settings.Match == "" || !a.keptAtLevel() {
		return false
	}
	if a.Table == nil {
		return true
	}
	code, _ := a.around.ReviewCode(a.Table)
	return a.Table.Over && code != a.Settings.Match // not the match just ended, kept until recorded
}

// InProgress reports whether a match is under way at the table.
func (a *Scene) InProgress() bool { return a.Table != nil && !a.Table.Over }

// PlayMatch is the title's Play (and the tutorial's last step's "Play a
// match"): a new match against the computer at the chosen level, or the
// match in progress resumed.
func (a *Scene) PlayMatch() {
	// The match the settings keep, left for a shared table (whose link
	// had opened the page, or which was made since): dealing anew lost it.
	if a.KeptWaiting() && a.TakeUpKept(true, true) {
		a.Focus = 0
		a.GoTo(shell.SceneTable)
		return
	}
	if !a.sharedTable() {
		a.around.AtComputer()
	}
	if a.Table == nil || a.Table.Over {
		seed := a.cfg.Seed
		if a.Table != nil {
			seed = a.cfg.NewSeed()
		}
		if err := a.NewMatch(seed); err != nil {
			a.Say(err.Error())
			return
		}
		a.fresh = true // the fading scene still offers to play, not to resume
	}
	a.Focus = 0
	a.GoTo(shell.SceneTable)
}

// AskNew opens "new match?" over the table (the title's New match). A
// match the settings keep away from the table (KeptWaiting) is taken up
// first, quietly: it is the one the question would lose, and No leaves
// the person at it, as at a match resumed.
func (a *Scene) AskNew() {
	if a.KeptWaiting() && !a.TakeUpKept(true, false) {
		a.PlayMatch() // it no longer reads: nothing to lose
		return
	}
	a.askNew()
	a.GoTo(shell.SceneTable)
}

func (a *Scene) askNew() {
	a.Overlay, a.Focus = OvConfirm, 1
	a.EndNotice()
}

// StartAgain is a new match against the computer from the next seed (the
// end box's Play again, N at the table).
func (a *Scene) StartAgain() {
	seed := a.cfg.NewSeed()
	if err := a.NewMatch(seed); err != nil {
		a.Say(err.Error())
		return
	}
	a.Say(english.NewMatch(seed))
}

// replay is the end box's "Replay": the finished match's seed
// again, so the same cut and deals come (the cards laid may differ).
func (a *Scene) replay() {
	seed := a.Table.Seed()
	if err := a.NewMatch(seed); err != nil {
		a.Say(err.Error())
		return
	}
	a.Say(english.SameDeal(seed))
}

// Animate runs the table a tick (during a fade too), and opens the end box
// once the match is over.
func (a *Scene) Animate() {
	t := a.Table
	if t == nil || (a.Overlay != OvNone && a.Overlay != OvEnd) {
		return
	}
	t.Speed = a.Speed()
	if a.Hint != nil && !t.YourTurn() {
		a.CloseHint()
	}
	a.Sound(t.Update()...)
	if err := t.TakeRefusal(); err != nil {
		a.Say(english.Refusal(err))
	}
	if t.Over && a.ended != t {
		// (At instant speed the person's last card can end the match
		// before this tick's Update.)
		a.ended = t
		a.Matches++
		a.around.MatchOver(t)
		a.Overlay = OvEnd
		a.Focus = 0
		a.endHold = EndKeyHold
	}
}

// EndKeyHold is how many ticks (a second) after the end box opens Enter
// and Space wait before they press its focused button.
const EndKeyHold = 60

// sharedTable reports whether the table on show is a shared table's.
func (a *Scene) sharedTable() bool { return a.Share != nil && a.Table != nil && a.Share.Holds(a.Table) }

// Leave takes t off the table scene if it is on show (a shared table
// gone).
func (a *Scene) Leave(t *table.Table) {
	if a.Table != nil && a.Table == t {
		a.Table, a.Overlay = nil, OvNone
	}
}

// Look is what of the table scene the picture depends on.
type Look struct {
	Overlay   Overlay
	Table     *table.Table
	TableLook table.Look
	Hint      int
}

// Look returns the table scene's Look now.
func (a *Scene) Look() Look {
	l := Look{Overlay: a.Overlay, Table: a.Table, Hint: a.hintGen}
	if a.Table != nil {
		l.TableLook = a.Table.Look()
	}
	return l
}

func clampI(v, lo, hi int) int { return max(lo, min(hi, v)) }

// NoticePlace implements shell.Noticer: the announcements' place (over
// the player's hand when it holds a decision's buttons); over the rules or
// the count, beside their buttons, or above them where the row is full;
// beside the end box (in the announcements' place it hid the lines being
// read).
func (a *Scene) NoticePlace() (area geom.Rect, foot, ok bool) {
	switch a.Overlay {
	case OvRules, OvCount:
		if r, band, ok := a.besideButtons(); ok {
			return r, band, true
		}
	case OvEnd:
		// Under the box, over the hand; else in the announcements'
		// place; else over the log (a low window's box covers both).
		for _, r := range []geom.Rect{a.L.Turn, a.L.Banner, a.L.Log} {
			if r.W > 0 && !r.Intersects(a.panel()) {
				return r, false, true
			}
		}
	}
	if a.Overlay == OvNone && a.Table != nil && len(a.decisionButtons(nil)) > 0 {
		return a.L.Turn, false, true
	}
	return a.L.Banner, false, true
}

// besideButtons is the open panel's row of buttons left of them, where it
// has room for a notice's line; else the band above the row (band: over
// the panel's last lines, as in the record).
func (a *Scene) besideButtons() (r geom.Rect, band, ok bool) {
	bs, _ := a.Shell.Buttons()
	if len(bs) == 0 {
		return geom.Rect{}, false, false
	}
	p, pad := a.panel(), a.L.Pad
	row := bs[0].Rect
	for _, b := range bs[1:] {
		row = row.Union(b.Rect)
	}
	if w := row.X - pad - (p.X + pad); w >= 12*a.L.FS {
		return geom.Rect{X: p.X + pad, Y: row.Y, W: w, H: row.H}, false, true
	}
	return a.PanelNotice(p, row), true, true
}

// FromReview is where the review of the table's match returns: its end
// box, the shared table's next match (begun meanwhile), or the title when
// no match has ended at the table.
func (a *Scene) FromReview() shell.SceneID {
	switch {
	case a.sharedTable() && !a.Table.Over:
		a.Overlay = OvNone // the next match began at the shared table meanwhile
	case a.Table == nil || !a.Table.Over:
		return shell.SceneTitle
	default:
		a.Overlay = OvEnd // back to the end box
	}
	return shell.SceneTable
}
