package input

import "noddy/ui/geom"

// Input becomes intents once a frame (the pattern of Ebitengine's
// examples/blocks input.go): a key bound in the scene, a button tapped or
// activated, a card picked. Scenes act on intents, never on keys or
// strings; a button carries the intent it stands for.

// Do is what an intent asks for.
type Do uint8

// The intents.
const (
	DoNone Do = iota
	// The title, Settings and the game's choice.
	DoPlay       // play (or resume) a match
	DoNew        // a new match (asks first mid-match)
	DoTutorial   // watch the tutorial
	DoGame       // choose the game
	DoLevel      // the computer's next level
	DoSettings   // open Settings
	DoQuit       // quit the game
	DoBack       // back (Settings, the game's choice)
	DoContrast   // high contrast on/off
	DoFourColour // four-colour suits on/off
	DoBigText    // big text on/off
	DoSound      // sound on/off
	DoSpeed      // the next animation speed
	DoChoose     // a game of the family (Arg: its place in the game's choice)
	DoOptions    // the chosen game's players and options
	DoPlayers    // the next number of players
	DoOption     // an option on/off (Arg: which)
	// The table.
	DoHint     // the hint on/off
	DoCount    // the count panel
	DoRules    // the rules panel
	DoMenu     // back to the title
	DoNextHand // go on after the end of a hand
	DoCard     // a card (Arg: the sprite)
	DoKey      // a card by its key (Arg: 0-based, left to right)
	DoStarter  // the starter (a claim's pick)
	DoConfirm  // lay out the picked cards; claim the picked combination
	DoDone     // claim (or declare) the show as it stands
	DoUndo     // take the last combination off a claim or a declaration
	DoDeclare  // add a combination to a declaration (Arg: which of Decision.Declarable)
	DoYes      // yes: offer, accept, call; a new match
	DoNo       // no: do not offer, refuse, let it stand; keep playing
	DoNextGame // the next game of a match
	DoClose    // close a panel
	DoAgain    // play again (a new deal)
	DoReplay   // replay this deal
	DoTitle    // the title (from the end box)
	// The tutorial.
	DoStepNext
	DoStepBack
	DoAutoPlay
	DoRestart
	DoExit
	DoMatch // a match, from the tutorial's last step
	DoMore  // the step's narration shown on request (the full table), or hidden again
	// Menu navigation: the focus on and activating a button.
	DoFocusNext
	DoFocusPrev
	DoActivate
	DoHurry    // hurry the animation
	DoPageNext // the next page of a panel
	DoPagePrev // the page before
	// The record and the review (recordscene.go, reviewscene.go).
	DoRecord  // open the record
	DoTally   // the record's next game and level
	DoReset   // reset the record (asks first)
	DoReview  // review the match
	DoCopy    // copy: the match's code (the end box, the review), the table's link (Play a friend)
	DoSummary // the review's summary
	// A shared table (Play a friend).
	DoFriend  // Play a friend (the title), or back to the shared table
	DoCreate  // create the table
	DoReclaim // play here again (another tab had taken the seat)
	DoName    // type your name (the chat's field)
	DoAllow   // let watchers chat, or stop
	DoVoice   // voice on or off at the table to be created
	DoTalk    // join the voice, mute, unmute
	numDo
)

// doNames are the intents' names: a button's name in the snapshot and the
// browser bridge (window.noddy.buttons[].name).
var doNames = [numDo]string{
	"", "play", "new", "tutorial", "game", "level", "settings", "quit", "back",
	"contrast", "fourcolour", "bigtext", "sound", "speed", "choose", "options", "players", "option",
	"hint", "count", "rules", "menu", "next", "card", "key", "starter", "confirm", "done", "undo", "declare",
	"yes", "no", "nextgame", "close", "again", "replay", "title",
	"next", "back", "play", "restart", "exit", "match", "more", // the tutorial's buttons, as they were named
	"focusnext", "focusprev", "activate", "hurry", "pagenext", "pageprev",
	"record", "tally", "reset", "review", "copy", "summary",
	"friend", "create", "reclaim", "name", "allow", "voice", "talk",
}

func (d Do) String() string {
	if d < numDo {
		return doNames[d]
	}
	return "?"
}

// Intent is one thing the person asks for: what, and which (a card, an
// option, a row).
type Intent struct {
	Do  Do
	Arg int
}

// Button is a clickable rectangle and the intent it carries.
type Button struct {
	geom.Rect
	Do Intent
}

// Name is the button's name for the snapshot: its intent's ("play",
// "next", "close"), "option2" for the third option, "choose9" for the
// tenth game of the game's choice.
func (b Button) Name() string {
	if b.Do.Do == DoOption || b.Do.Do == DoDeclare || b.Do.Do == DoChoose {
		return b.Do.Do.String() + itoa(b.Do.Arg)
	}
	return b.Do.Do.String()
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func ButtonAt(d Do, r geom.Rect) Button { return Button{Rect: r, Do: Intent{Do: d}} }

// Binding is a key and the intent it stands for in a scene.
type Binding struct {
	Key Key
	Do  Intent
}

// Intents is one frame's input as intents, read once (App.read): the keys
// bound in the scene pressed this frame and the button tapped, in that
// order; a tap that met no button (a card, the felt) and the pointer for
// what the scene makes of it.
type Intents struct {
	List []Intent
	// Tap is a tap or click that met no button, at TapX, TapY.
	Tap        bool
	TapX, TapY float64
	// Pointer is where the mouse rests, when it moved this frame.
	Pointer, Moved     bool
	PointerX, PointerY float64
	// Any: some key or tap came (a hurry, ending a hold).
	Any bool
}

// Has reports whether the frame asked for d.
func (in *Intents) Has(d Do) bool {
	for _, i := range in.List {
		if i.Do == d {
			return true
		}
	}
	return false
}

// First is the first intent asked for (DoNone for none).
func (in *Intents) First() Intent {
	if len(in.List) == 0 {
		return Intent{}
	}
	return in.List[0]
}

// MenuKeys are a menu's keys: the arrows move the focus, Enter and Space
// activate the focused button.
var MenuKeys = []Binding{
	{KeyDown, Intent{Do: DoFocusNext}}, {KeyRight, Intent{Do: DoFocusNext}},
	{KeyUp, Intent{Do: DoFocusPrev}}, {KeyLeft, Intent{Do: DoFocusPrev}},
	{KeyEnter, Intent{Do: DoActivate}}, {KeySpace, Intent{Do: DoActivate}},
}

// MenuBackKeys are a menu's keys with Esc for Back (Settings, the game's
// choice, Play a friend).
var MenuBackKeys = append([]Binding{{Key: KeyEscape, Do: Intent{Do: DoBack}}}, MenuKeys...)

// Read turns frame f into the intents of a scene with keys bound and
// buttons bs (the topmost last).
func (in *Intents) Read(f Frame, keys []Binding, bs []Button, moved bool) {
	in.List = in.List[:0]
	in.Tap, in.Any = false, f.Tap
	in.Pointer, in.Moved, in.PointerX, in.PointerY = f.Pointer, moved, f.PointerX, f.PointerY
	for _, b := range keys {
		if b.Key < NumKeys && f.Keys[b.Key] {
			in.List = append(in.List, b.Do)
		}
	}
	for k, down := range f.Keys {
		if down && Key(k) != KeyM && Key(k) != KeyF11 {
			in.Any = true
		}
	}
	if !f.Tap {
		return
	}
	for i := len(bs) - 1; i >= 0; i-- {
		if bs[i].Contains(f.TapX, f.TapY) {
			in.List = append(in.List, bs[i].Do)
			return
		}
	}
	in.Tap, in.TapX, in.TapY = true, f.TapX, f.TapY
}
