package english

import (
	"strconv"
	"strings"

	"noddy/engine"
)

// The menus' words (package ui): the title, Settings and the choice of
// game — their buttons, footers and notices.

// The title's buttons.
const (
	PlayButton     = "Play against the computer"
	ResumeButton   = "Resume match"
	FriendButton   = "Play a friend"
	BackToShared   = "Back to the shared table"
	RecordButton   = "Your record"
	SettingsButton = "Settings"
	QuitButton     = "Quit"
	BackButton     = "Back"
)

// Labelled is a menu's button that names its setting: "Game: Noddy (du
// Coeur)", "Big text: on".
func Labelled(what, value string) string { return what + ": " + value }

// ResumeGame is the title's Resume match when the match at the table is
// of another game than the one chosen for the next: "Resume: Six-card
// cribbage".
func ResumeGame(game string) string { return Labelled("Resume", game) }

// The settings' and the choices' names on their buttons (Labelled).
const (
	GameSetting      = "Game"
	LevelSetting     = "Computer's level"
	ContrastSetting  = "High contrast"
	FourSetting      = "Four-colour suits"
	BigTextSetting   = "Big text"
	SoundSetting     = "Sound"
	AnimationSetting = "Animation"
	PlayersSetting   = "Players"
)

// OptionSetting is an option's name on its button: "Muggins".
func OptionSetting(option string) string {
	o := Option(option)
	if o == "" {
		return o
	}
	return strings.ToUpper(o[:1]) + o[1:]
}

// PlayersValue is the game's page's number of players: "4, two sides of
// two" where partners play (a play-tester read Parlett's "Players: 4" as
// four for themselves).
func PlayersValue(n int, partners bool) string {
	if partners {
		return strconv.Itoa(n) + ", two sides of two"
	}
	return strconv.Itoa(n)
}

// Players is a game's number of players after its title: " · 3 players".
func Players(n int) string { return " · " + strconv.Itoa(n) + " players" }

// TitleFoot is the title's footer, longest first: the rules' source and
// how to choose; with keys, S for Settings where the line has the room.
func TitleFoot(source string, touch bool) []string {
	if touch {
		return []string{"Rules: " + source + " · tap to choose"}
	}
	keys := "Rules: " + source + " · ↑↓ and Enter, or click"
	return []string{keys + " · S for Settings", keys}
}

// TitleLines are the title's words under its name, from a game's summary
// ("What it is: how it goes", Summary) and its target: "Cribbage for two:
// six cards each, two to the crib;" over "… first to 121 wins."; a
// summary without its colon is one line, the target the next.
func TitleLines(summary string, target int) []string {
	head, rest, ok := strings.Cut(summary, ": ")
	if !ok {
		return []string{Capitalise(summary) + ".", "First to " + strconv.Itoa(target) + " wins."}
	}
	return []string{Capitalise(head) + ":", rest + "; first to " + strconv.Itoa(target) + " wins."}
}

// Remembered says the settings are kept.
const Remembered = "Remembered between games"

// SettingsFoot is the settings' footer.
func SettingsFoot(touch bool) string {
	if touch {
		return Remembered
	}
	return Remembered + " · Esc to go back"
}

// GameFoot is the game's choice's footer, longest first: on the family,
// or on the chosen game's players and options (opts).
func GameFoot(touch, opts bool) []string {
	switch {
	case touch && opts:
		return []string{"Tap to change · remembered between games", Remembered}
	case touch:
		return []string{"Tap a game to choose it for the next match · remembered between games", "Tap a game to choose it"}
	case opts:
		return []string{"↑↓ and Enter, or click · Esc to go back · remembered between games", "Esc to go back"}
	}
	return []string{"Arrows and Enter, or click a game · Esc to go back · remembered between games", "Arrows and Enter · Esc to go back"}
}

// The game's choice's buttons beside the games, and on a game's page.
const BackToGames = "Back to the games"

// OptionsFor is the choice's button to the chosen game's page, naming the
// game (a play-tester did not see that the button was the chosen game's)
// and what it has to choose: "Six-card cribbage: options", "Noddy
// (Parlett): players".
func OptionsFor(game string, players, options bool) string {
	switch {
	case players && options:
		return game + ": players and options"
	case players:
		return game + ": players"
	}
	return game + ": options"
}

// NextMatchIs says the game chosen is the next match's: "The next match
// is Cribbage (six-card, 121).".
func NextMatchIs(game string) string { return "The next match is " + game + "." }

// ChoicesUnderGame says where a game just chosen has its players and
// options, after what else is said of it ("" for nothing): choosing a
// game leaves for the title, and a play-tester did not find them.
func ChoicesUnderGame(said string) string {
	const s = "Its players and options are under Game."
	if said == "" {
		return s
	}
	return said + " " + s
}

// LevelNow says the computer's level chosen (later: from the next match,
// one being under way).
func LevelNow(level string, later bool) string {
	if later {
		return "The computer plays at level " + level + " from the next match."
	}
	return "The computer plays at level " + level + "."
}

// GameTitle is the game's choice's heading.
const GameTitle = "Choose a game"

// The menus' headings: the game's name on the title, Settings'.
const (
	GameName      = "Noddy"
	SettingsTitle = "Settings"
)

// OptionHelp says what a game's option does, under its button on the
// game's page (rules pages in docs/games), in the numbers of the rule set
// with it on (on) and of the game with none (base), read from the engine:
// "Lurches: a win before the loser has passed 60 is a lurch, in place of
// skunks." "" for an option it does not know. Game points are not said: a
// match of these games is one game, and nothing adds them up (a
// play-tester could not tell what "2 game points" meant).
func OptionHelp(option string, on, base engine.Rules) string {
	n := strconv.Itoa
	switch option {
	case "muggins":
		return "Muggins: you count your own hand and crib, picking each scoring set; points you miss go to an opponent who calls “Muggins”. The computer always calls."
	case "lurch":
		_, line := on.Worth(engine.Lurch)
		return "Lurches: a win before the loser has passed " + n(line-1) + " is a lurch, in place of skunks."
	case "no-skunks":
		// A skunk is measured against the game's total (short of it), not
		// against the winner's score.
		t := base.Target
		_, sl := base.Worth(engine.Skunk)
		_, dl := base.Worth(engine.DoubleSkunk)
		return "No skunks: no win is a skunk, however far behind the loser is. With this and Lurches both off, a loser " +
			n(t-sl+1) + " or more short of " + n(t) + " is skunked; " + n(t-dl+1) + " or more short, double skunked."
	case "to-121":
		return "To " + n(on.Target) + ": the game is played to " + n(on.Target) + " instead of " + n(base.Target) + "."
	case "to-61":
		return "To " + n(on.Target) + ": one game to " + n(on.Target) + " instead of " + n(base.Target) + "."
	case "best-of-three":
		return "Best of three: the first to win " + numberWords[on.GamesToWin] + " games of " + n(on.Target) + " wins the match; the scores go back to 0 after each game."
	case "no-twenty-fives":
		return "No twenty-fives: a twenty-five scores nothing, in the show or in the count."
	case "claims":
		return "Declarations, False called: each show is declared with its cards hidden, and the other may call “False”. When the hands are turned up, a declaration too high gives the caller the excess; a wrong call gives the declarer 2."
	case "claims-at-end":
		return "Declarations checked at the end: each show is declared with its cards hidden; when the hands are turned up, any excess is taken off, and nobody gains it."
	}
	return ""
}

// PlayersHelp says the game's choice of players on its page: "Players: 2
// or 4; four play in two sides of two, partners facing." partners is the
// count that plays in sides (0: none).
func PlayersHelp(counts []int, partners int) string {
	ns := make([]string, len(counts))
	for i, n := range counts {
		ns[i] = strconv.Itoa(n)
	}
	s := "Players: " + strings.Join(ns, " or ")
	if partners > 0 {
		s += "; " + numberWords[partners] + " play in two sides of two, partners facing"
	}
	return s + "."
}

// SwitchesOff says which options switching one on switches off (they
// exclude each other): " Switching it on switches No skunks off."; ""
// for none.
func SwitchesOff(options []string) string {
	if len(options) == 0 {
		return ""
	}
	names := make([]string, len(options))
	for i, o := range options {
		names[i] = OptionSetting(o)
	}
	return " Switching it on switches " + andList(names, "and") + " off."
}
