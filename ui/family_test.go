package ui

import (
	"slices"
	"testing"

	"noddy/engine"
	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/uitest"
)

// familyCase is one rule set to play; familyCases all of them (uitest).
type familyCase = uitest.Family

var familyCases = uitest.Families

// keysFor is the frame of a person who plays by keys (uitest.KeysFor).
func keysFor(a *App) input.Frame { return uitest.KeysFor(a.Play.Table, a.Play.Pickable()) }

// checkAtRest checks the table at rest against the engine: the scores
// drawn are the match's, the person's hand is the seat's, the count is
// the view's.
func checkAtRest(t *testing.T, name string, a *App) {
	t.Helper()
	tb := a.Play.Table
	m := mt(tb)
	v := m.View(tb.You)
	if !slices.Equal(tb.Scores, m.Scores()) {
		t.Fatalf("%s deal %d: scores drawn %v, the match's %v", name, tb.Deal, tb.Scores, m.Scores())
	}
	if tb.LayTurn() {
		var hand []engine.Card
		for _, i := range tb.Held(nil) {
			hand = append(hand, tb.Sprites[i].Card)
		}
		if !slices.Equal(hand, v.Hand) || tb.Count != v.Count {
			t.Fatalf("%s deal %d: hand %v count %d drawn, the view's %v %d", name, tb.Deal, hand, tb.Count, v.Hand, v.Count)
		}
	}
}

// playFamily plays a match of c to its end, autoplay or by keys, and
// checks the table at every rest.
func playFamily(t *testing.T, c familyCase, autoplay bool, speed string) *App {
	t.Helper()
	a := newApp(t, Config{Seed: 11, Scene: "table", Autoplay: autoplay, Game: c.Game, Players: c.Players, Options: c.Options,
		Settings: shell.Settings{Speed: speed, Level: "easy"}})
	tb := a.Play.Table
	rests := 0
	for tick := 0; tick < 2000000; tick++ {
		if a.Play.Overlay == play.OvEnd {
			break
		}
		if !tb.Busy() && (tb.YourTurn() || autoplay) {
			rests++
			checkAtRest(t, c.String(), a)
		}
		f := input.Frame{}
		if !autoplay {
			f = keysFor(a)
		}
		a.Update(f)
	}
	if a.Play.Overlay != play.OvEnd || !tb.Over {
		m := mt(tb)
		evs := m.Events()
		for _, e := range evs[max(0, len(evs)-6):] {
			t.Logf("event %T %+v", e, e)
		}
		for _, l := range tb.Log[max(0, len(tb.Log)-6):] {
			t.Logf("log %s", l)
		}
		t.Logf("queue %d steps %d active %v won %v over %v overlay %d", 0, 0, tb.Busy(), tb.Won, tb.Over, a.Play.Overlay)
		t.Fatalf("%s autoplay=%v: the match never ended (deal %d, decision %v; the match: phase %v turn %d waiting %v; busy %v, legal for the person %v)",
			c, autoplay, tb.Deal, tb.Decision().Kind, m.Phase(), m.Turn(), m.Waiting(), tb.Busy(), m.Legal(tb.You))
		_ = m
	}
	m := mt(tb)
	if !slices.Equal(tb.Scores, m.Scores()) || tb.Winner != m.Winner() {
		t.Errorf("%s: end scores %v winner %d, the match's %v %d", c, tb.Scores, tb.Winner, m.Scores(), m.Winner())
	}
	if rests == 0 {
		t.Errorf("%s: never at rest", c)
	}
	return a
}

// Every game of the family, at every player count, plays to its end at
// the table: by the computer at every seat, and by a person's keys.
func TestEveryGamePlays(t *testing.T) {
	for _, c := range familyCases() {
		t.Run(c.String(), func(t *testing.T) {
			playFamily(t, c, true, "instant")
			a := playFamily(t, c, false, "instant")
			playFamily(t, c, false, "normal") // every step animated
			if a.Play.Table.Deal < 1 || len(a.Play.Table.Log) < 5 {
				t.Errorf("%s: %d deals, %d log lines", c, a.Play.Table.Deal, len(a.Play.Table.Log))
			}
		})
	}
}
