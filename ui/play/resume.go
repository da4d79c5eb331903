package play

import (
	"errors"
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/table"
)

// A match against the computer left unfinished is kept in the settings
// (Settings.Match, its code) as it goes, so that closing the window or
// the page loses nothing: the next start takes it up where it stands.

// ErrNotThisGame is Resume's error for a kept match of another game (or
// players, or options) than the one chosen now.
var ErrNotThisGame = errors.New("the match kept is not of the game chosen")

// TakeUpKept takes up the match the settings keep, at the level it was
// kept at, saying so when say; one that no longer reads, is not at the
// command line's level (-level) or, unless anyGame, is of another game
// than the one chosen, is let go.
func (a *Scene) TakeUpKept(anyGame, say bool) bool {
	s := a.Settings
	if s.Match == "" {
		return false
	}
	if a.keptAtLevel() {
		if err := a.Resume(s.Match, s.MatchLevel, anyGame); err == nil {
			if say {
				a.SayHere(english.MatchTakenUp)
			}
			return true
		}
	}
	a.Settings.Match, a.Settings.MatchLevel = "", ""
	a.SettingsChanged = true
	return false
}

// keptAtLevel reports whether the kept match is at the level the command
// line gives, if it gives one.
func (a *Scene) keptAtLevel() bool {
	return a.LevelFlag == "" || a.LevelFlag == a.Settings.MatchLevel
}

// Resume takes up the match whose code is given, at level, as it stands:
// the table shows it at once, with no cut or deal played again (a match
// won before its end was shown ends at once, and goes to the record). A
// code that does not read (*engine.CodeError), or unless anyGame one of
// another game than the one chosen, is refused and nothing changes. The
// game chosen stays the next match's: a player who chose another game on
// the title and closed the page finds the match they left.
func (a *Scene) Resume(code, level string, anyGame bool) error {
	m, err := engine.MatchFromCode(code)
	if err != nil {
		return err
	}
	if !anyGame && !SameGame(m.Rules(), a.Rules()) {
		return ErrNotThisGame
	}
	r := m.Rules()
	acts, used, err := a.computers(r, level, m.Seed())
	if err != nil {
		return err
	}
	src, err := table.ResumeLocalSource(m, acts)
	if err != nil {
		return err
	}
	a.around.LeaveShared()
	t := table.NewTable(src, nil, a.Speed())
	t.SetLevel(used)
	t.CatchUp()
	t.Note(english.MatchTakenUpLog)
	a.Show(t)
	a.kept = keptMatch{src: src, actions: len(m.Actions())}
	return nil
}

// SameGame reports whether two rule sets are one game: the same rules,
// seats and options.
func SameGame(r, s engine.Rules) bool {
	return r.Name == s.Name && r.Seats == s.Seats && slices.Equal(r.Options, s.Options)
}

// keptMatch is the match last kept in the settings and how many actions
// it had then.
type keptMatch struct {
	src     *table.LocalSource
	actions int
}

// Keep writes the match against the computer at the table into the
// settings when the table comes to rest after it moved (an action taken),
// and takes it out once the table has shown it won (and the record has
// it: a match the engine has ended while the table still holds on the
// deal before is kept, won, until then); a shared table, a demonstration
// or no match leaves the settings as they are. It runs every tick, and
// costs nothing between actions.
func (a *Scene) Keep() {
	if a.Table == nil {
		return
	}
	src, ok := a.Table.Source().(*table.LocalSource)
	if !ok || !src.Person() {
		return
	}
	m := src.Match()
	if a.Table.Over {
		if a.Settings.Match != "" {
			a.Settings.Match, a.Settings.MatchLevel = "", ""
			a.SettingsChanged = true
		}
		return
	}
	if a.kept.src == src && a.kept.actions == len(m.Actions()) {
		return // kept as it stands
	}
	if a.Table.Busy() && m.Phase() != engine.PhaseOver {
		return // kept at rest: a code is a replay of the match (10 ms at the end of a long one in a browser)
	}
	a.kept = keptMatch{src: src, actions: len(m.Actions())}
	code, err := m.Code()
	if err != nil {
		return // a rule set that is not a registered game's: nothing to keep
	}
	if level := a.Table.Level(); code != a.Settings.Match || level != a.Settings.MatchLevel {
		a.Settings.Match, a.Settings.MatchLevel = code, level
		a.SettingsChanged = true
	}
}

// ToResume is the game of the match the title's Play resumes: the one at
// the table (Resuming), or the one the settings keep away from it
// (KeptWaiting); false for none, or a kept code that no longer reads.
func (a *Scene) ToResume() (engine.Rules, bool) {
	if a.Resuming() {
		return a.Table.RuleSet(), true
	}
	if !a.KeptWaiting() {
		return engine.Rules{}, false
	}
	// Each code read once: reading it replays the match, and the title asks
	// every frame.
	if k := &a.keptOf; k.code != a.Settings.Match {
		k.code = a.Settings.Match
		m, err := engine.MatchFromCode(k.code)
		k.ok = err == nil
		if k.ok {
			k.rules = m.Rules()
		}
	}
	return a.keptOf.rules, a.keptOf.ok
}

// keptGame is the game of the match whose code the settings keep.
type keptGame struct {
	code  string
	rules engine.Rules
	ok    bool
}
