package ui

import (
	"errors"
	"slices"
	"testing"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// playActions plays the person's decisions by keys until the match has
// at least n actions and the table waits for the person again.
func playActions(t *testing.T, a *App, n int) {
	t.Helper()
	for tick := 0; tick < 200000; tick++ {
		tb := a.Play.Table
		if len(mt(tb).Actions()) >= n && !tb.Busy() && tb.YourTurn() {
			return
		}
		f := input.Frame{}
		if tb.Waiting() || (!tb.Busy() && tb.YourTurn()) {
			f = keysFor(a)
		}
		a.Update(f)
	}
	t.Fatalf("the match never reached %d actions", n)
}

// The match against the computer is kept in the settings as it goes; the
// next start takes it up where it stood, at once (no cut or deal played
// again), says so, and it plays on as it would have.
func TestUnfinishedMatchTakenUp(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Resume: true, Settings: shell.Settings{Speed: "normal", Level: "medium"}})
	settle(t, a)
	if code, _ := mt(a.Play.Table).Code(); a.Settings.Match != code || a.Settings.MatchLevel != "medium" {
		t.Fatalf("a new match kept as %q at %q, want %q at medium", a.Settings.Match, a.Settings.MatchLevel, code)
	}
	if !a.TakeRequests().SettingsChanged {
		t.Error("the match kept without asking for the settings to be saved")
	}
	playActions(t, a, 8)
	m := mt(a.Play.Table)
	code, err := m.Code()
	if err != nil {
		t.Fatal(err)
	}
	if a.Settings.Match != code {
		t.Fatalf("kept %q, the match's code is %q", a.Settings.Match, code)
	}

	b := newApp(t, Config{Seed: 99, Scene: "table", Resume: true, Settings: a.Settings})
	tb := b.Play.Table
	if got, _ := mt(tb).Code(); got != code {
		t.Fatalf("taken up as %q, want %q", got, code)
	}
	if tb.Busy() || !tb.YourTurn() {
		t.Errorf("taken up: busy %v, your turn %v; want the table at rest on the person's turn", tb.Busy(), tb.YourTurn())
	}
	if b.Message != english.MatchTakenUp {
		t.Errorf("notice %q, want %q", b.Message, english.MatchTakenUp)
	}
	if log := b.Play.Table.Log; len(log) == 0 || log[len(log)-1] != english.MatchTakenUpLog {
		t.Errorf("the log ends %q, want %q", log[max(len(log)-1, 0):], english.MatchTakenUpLog)
	}
	for range 200 { // 3.3 s: still up (a normal notice is 2.5 s)
		b.Update(input.Frame{})
	}
	if b.Message != english.MatchTakenUp {
		t.Errorf("after 200 ticks the notice is %q, want it still up", b.Message)
	}
	if b.Play.Table.Level() != "medium" || !slices.Equal(tb.Scores, m.Scores()) || tb.Deal != a.Play.Table.Deal || tb.Count != a.Play.Table.Count {
		t.Errorf("taken up at %s, scores %v, deal %d, count %d; left at medium, %v, %d, %d",
			tb.Level(), tb.Scores, tb.Deal, tb.Count, m.Scores(), a.Play.Table.Deal, a.Play.Table.Count)
	}
	hand := func(a *App) []engine.Card {
		var cs []engine.Card
		for _, i := range a.Play.Table.Held(nil) {
			cs = append(cs, a.Play.Table.Sprites[i].Card)
		}
		return cs
	}
	if got, want := hand(b), hand(a); !slices.Equal(got, want) {
		t.Errorf("hand taken up %v, left %v", got, want)
	}
	checkAtRest(t, "taken up", b)

	// It plays on from there (the computer's own choices may differ from
	// what they would have been: its random draws start afresh).
	playActions(t, b, len(m.Actions())+6)
	if got := mt(b.Play.Table).Actions(); !slices.EqualFunc(got[:len(m.Actions())], m.Actions(), engine.Action.Equal) {
		t.Errorf("played on from %v, want from %v", got, m.Actions())
	}
	cb, _ := mt(b.Play.Table).Code()
	if b.Settings.Match != cb {
		t.Errorf("the match taken up is kept as %q, want %q", b.Settings.Match, cb)
	}
	// The notice speaks of the table ("The New button starts another"): Menu ends it,
	// where it had stood over the title's New match; a plain notice is
	// kept across a scene change.
	c := newApp(t, Config{Seed: 99, Scene: "table", Resume: true, Settings: a.Settings})
	if c.Message != english.MatchTakenUp {
		t.Fatalf("notice %q, want %q", c.Message, english.MatchTakenUp)
	}
	c.Update(key(input.KeyEscape))
	if c.Message != "" {
		t.Errorf("on the way to the title the notice is %q, want none", c.Message)
	}
	c.Say("copied")
	c.GoTo(shell.SceneSettings)
	if c.Message != "copied" {
		t.Errorf("a plain notice across a scene change is %q, want it kept", c.Message)
	}
}

// A kept match that does not read, is of another game than -game names,
// or was played at another level than -level asks for is let go: a new
// match is dealt from the seed, and the new one is kept.
func TestKeptMatchLetGo(t *testing.T) {
	crib := codeOfGame(t, "cribbage")
	for _, c := range []struct {
		name, match, level, flag, game string
	}{
		{"not a code", "ZZZ!", "easy", "", ""},
		{"another game than -game's", crib, "easy", "", "noddy"},
		{"another level", crib, "easy", "expert", ""},
	} {
		st := shell.DefaultSettings()
		st.Match, st.MatchLevel = c.match, c.level
		if c.name == "another level" {
			st.Game = "cribbage"
		}
		a := newApp(t, Config{Seed: 7, Scene: "table", Resume: true, Level: c.flag, Game: c.game, Settings: st})
		if got := a.Play.Table.Seed(); got != 7 {
			t.Errorf("%s: the table's seed %d, want a new match from 7", c.name, got)
		}
		if a.Message == english.MatchTakenUp {
			t.Errorf("%s: says the match was taken up", c.name)
		}
		settle(t, a)
		if code, _ := mt(a.Play.Table).Code(); a.Settings.Match != code {
			t.Errorf("%s: kept %q, want the new match's %q", c.name, a.Settings.Match, code)
		}
	}
}

// A kept match of another game than the settings' is taken up: a player
// who chose another game on the title, for the next match, and then
// closed the page found a new match dealt and theirs gone. The title says
// which game Resume takes up, and New deals the game chosen.
func TestKeptMatchOfAnotherGameTakenUp(t *testing.T) {
	a, kept := keptCribbage(t)
	// New of the same game names none; it takes down a notice standing.
	a.Say("a notice")
	a.Update(tap(button(t, a, "new")))
	if got := a.Play.ConfirmLines(); a.Play.Overlay != play.OvConfirm || len(got) != 2 || got[0] != "The match in progress will be lost." || a.Message != "" {
		t.Errorf("New at the table: overlay %v saying %q under the notice %q, want \"new match?\" without a game, alone", a.Play.Overlay, got, a.Message)
	}
	a.Update(key(input.KeyEscape))
	kept.Game = "noddy" // chosen on the title for the next match
	for _, scene := range []string{"table", "title"} {
		b := newApp(t, Config{Seed: 99, Scene: scene, Resume: true, Settings: kept})
		if code, _ := mt(b.Play.Table).Code(); code != kept.Match {
			t.Fatalf("%s: took up %q, want the kept cribbage match %q", scene, code, kept.Match)
		}
		if b.Settings.Match != kept.Match || b.Settings.Game != "noddy" {
			t.Errorf("%s: settings keep %q and game %q, want the match and noddy", scene, b.Settings.Match, b.Settings.Game)
		}
		if scene == "table" {
			if b.Message != english.MatchTakenUp {
				t.Errorf("notice %q, want %q", b.Message, english.MatchTakenUp)
			}
			b.Update(key(input.KeyEscape))
		}
		settle(t, b)
		if _, labels := b.Buttons(); b.Scene != shell.SceneTitle || len(labels) < 2 || labels[0] != "Resume: Six-card cribbage" || labels[1] != "New match" {
			t.Fatalf("%s: the title's buttons %q, want Resume: Six-card cribbage, New match", scene, labels)
		}
		b.Update(tap(button(t, b, "new")))
		settle(t, b)
		// The box asking says which game New deals.
		if got := b.Play.ConfirmLines(); b.Play.Overlay != play.OvConfirm || len(got) != 3 || got[0] != "The new match: Noddy (du Coeur)." || got[1] != "The match in progress will be lost." {
			t.Errorf("%s: New on the title opened overlay %v saying %q, want \"new match?\" naming Noddy (du Coeur)", scene, b.Play.Overlay, got)
		}
		b.Update(tap(button(t, b, "yes")))
		if r := b.Play.Table.RuleSet(); r.Name != "noddy" {
			t.Errorf("%s: New match dealt %s, want the game chosen, noddy", scene, r.Name)
		}
	}
}

// A match the engine has won is kept, won, until the table has shown its
// end (closing at the last deal's "Next hand" loses nothing: the next
// start shows the end and records it); once shown it is let go.
func TestWonMatchKeptUntilItsEndIsShown(t *testing.T) {
	p := newApp(t, Config{Seed: 7, Scene: "table", Resume: true, Settings: shell.Settings{Speed: "normal", Level: "easy"}})
	var wonKept shell.Settings
	for tick := 0; tick < 400000 && !p.Play.Table.Over; tick++ {
		f := input.Frame{}
		if tb := p.Play.Table; tb.Waiting() || (!tb.Busy() && tb.YourTurn()) {
			f = keysFor(p)
		}
		p.Update(f)
		if m := mt(p.Play.Table); m.Phase() == engine.PhaseOver && !p.Play.Table.Over && wonKept.Match == "" {
			wonKept = p.Settings
			if code, _ := m.Code(); wonKept.Match != code {
				t.Fatalf("the engine's match won, the table not there yet: kept %q, want the won match's %q", wonKept.Match, code)
			}
		}
	}
	if !p.Play.Table.Over || p.Settings.Match != "" || p.Settings.MatchLevel != "" {
		t.Errorf("match shown over %v; still kept: %q at %q", p.Play.Table.Over, p.Settings.Match, p.Settings.MatchLevel)
	}
	if wonKept.Match == "" {
		t.Fatal("the won match was never kept before its end was shown")
	}

	// Closed before the end was shown: the next start shows it and records it.
	b := newApp(t, Config{Seed: 99, Scene: "table", Resume: true, Settings: wonKept})
	b.Update(input.Frame{})
	if !b.Play.Table.Over || b.Play.Overlay != play.OvEnd {
		t.Errorf("the won match taken up: over %v, overlay %d; want its end box", b.Play.Table.Over, b.Play.Overlay)
	}
	if n := len(b.Record.Rec.Recent); n != 1 {
		t.Errorf("the won match taken up: %d matches on the record, want 1", n)
	}
	if b.Settings.Match != "" {
		t.Errorf("the won match taken up and shown is still kept: %q", b.Settings.Match)
	}
	if err := b.Play.Resume("4N01", "easy", false); !errors.As(err, new(*engine.CodeError)) {
		t.Errorf("a broken code: %v, want a *engine.CodeError", err)
	}
}

// codeOfGame is the code of a match of game a few actions in.
func codeOfGame(t *testing.T, game string) string {
	t.Helper()
	a := newApp(t, Config{Seed: 5, Scene: "table", Game: game, Settings: shell.DefaultSettings()})
	settle(t, a)
	playActions(t, a, 3)
	code, err := mt(a.Play.Table).Code()
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// A start elsewhere than the table with a match kept: a review opened as
// the game starts (the page's #review=CODE; a new player lost a match so,
// after a review link), the title or the tutorial (noddy -scene
// title|tutorial). Behind it the title offers Resume match, Play takes the
// kept match up rather than dealing a new one over it, the settings go on
// keeping it, and nothing is said until the table is opened.
func TestStartsElsewhereKeepTheMatch(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Resume: true, Settings: shell.Settings{Speed: "normal", Level: "medium"}})
	settle(t, a)
	playActions(t, a, 8)
	code, err := mt(a.Play.Table).Code()
	if err != nil {
		t.Fatal(err)
	}
	const reviewed = "4N01TR062MATA8C2E1TJ60BD6FS12060MNTM5PM0~" // noddy-cli sim --game cribbage --a easy --b expert --seed 7 --codes
	for _, tc := range []struct {
		scene, review string
		want          shell.SceneID
	}{{"table", reviewed, shell.SceneReview}, {"title", "", shell.SceneTitle}, {"tutorial", "", shell.SceneTutorial}} {
		b := newApp(t, Config{Seed: 99, Scene: tc.scene, Resume: true, Review: tc.review, Settings: a.Settings})
		if b.Scene != tc.want {
			t.Fatalf("%s %q: opened on scene %v, want %v", tc.scene, tc.review, b.Scene, tc.want)
		}
		if b.Message == english.MatchTakenUp {
			t.Errorf("%v: opened with the notice %q", tc.want, b.Message)
		}
		if got := b.label(input.DoPlay); got != english.ResumeButton {
			t.Errorf("%v: the title's Play reads %q, want %q", tc.want, got, english.ResumeButton)
		}
		b.Play.PlayMatch() // the title's Play
		if got, _ := mt(b.Play.Table).Code(); got != code {
			t.Errorf("%v: Play took up %q, want the match kept, %q", tc.want, got, code)
		}
		for range 30 {
			b.Update(input.Frame{})
		}
		if b.Settings.Match != code {
			t.Errorf("%v: the settings keep %q, want %q", tc.want, b.Settings.Match, code)
		}
	}
	// Without Resume (a seed given) the title deals the seed's match.
	c := newApp(t, Config{Seed: 99, Scene: "title", Settings: a.Settings})
	if got := c.label(input.DoPlay); got != english.PlayButton {
		t.Errorf("no Resume: the title's Play reads %q, want %q", got, english.PlayButton)
	}
}

// keptCribbage is a six-card cribbage match three actions in, at rest,
// and the settings that keep it.
func keptCribbage(t *testing.T) (*App, shell.Settings) {
	t.Helper()
	a := newApp(t, Config{Seed: 5, Scene: "table", Game: "cribbage", Resume: true, Settings: shell.DefaultSettings()})
	settle(t, a)
	playActions(t, a, 3)
	settle(t, a)
	if code, _ := mt(a.Play.Table).Code(); a.Settings.Match != code {
		t.Fatalf("kept %q, want the match's %q", a.Settings.Match, code)
	}
	return a, a.Settings
}
