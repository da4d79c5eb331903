package table

import (
	"testing"

	"noddy/engine"
	"noddy/engine/players"
	"noddy/ui/layout"
)

// watching is a shared table's watcher in miniature: every event redacted
// for a spectator, seat 0 drawn at the bottom, nobody choosing.
type watching struct{ *LocalSource }

func (w watching) Events() []engine.Event {
	evs := w.LocalSource.Events()
	for i, e := range evs {
		evs[i] = engine.Redact(e, engine.Spectator)
	}
	return evs
}

// A watcher's bottom seat is backs like the others': one goes with each
// card that seat lays, and what is left is turned up at the hand's end
// (they stayed three backs all hand).
func TestWatcherBottomSeat(t *testing.T) {
	acts := make([]players.Actor, 2)
	for seat := range acts {
		p, err := players.New(engine.Noddy(), "easy", 7+uint64(seat))
		if err != nil {
			t.Fatal(err)
		}
		acts[seat] = p
	}
	src, err := NewLocalSource(engine.Noddy(), 5, acts)
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(watching{src}, nil, SpeedInstant)
	// The fewest and the most backs seat 0 showed while the first hand
	// was played.
	most, least := 0, 99
	for tick := 0; tick < 20000 && !tb.Revealed; tick++ {
		if tb.Update(); tb.Revealed {
			break
		}
		backs := 0
		for _, sp := range bottom(tb) {
			if !sp.Up {
				backs++
			}
		}
		if backs > 0 || most > 0 {
			most, least = max(most, backs), min(least, backs)
		}
	}
	if !tb.Revealed || most == 0 {
		t.Fatalf("the hand did not end (revealed %v) or seat 0 showed no backs (%d)", tb.Revealed, most)
	}
	var ended engine.HandEnded
	for _, e := range src.m.Events() {
		if h, ok := e.(engine.HandEnded); ok {
			ended = h
			break
		}
	}
	if least >= most {
		t.Errorf("seat 0's backs never went as it laid: %d at most, %d at least", most, least)
	}
	held := bottom(tb)
	if len(held) != len(ended.Unplayed[0]) {
		t.Fatalf("seat 0 shows %d cards at the hand's end; it had %d unplayed", len(held), len(ended.Unplayed[0]))
	}
	for k, sp := range held {
		if !sp.Up || !sp.Card.Valid() {
			t.Errorf("seat 0's card %d at the hand's end: %v up %v", k, sp.Card, sp.Up)
		}
	}
}

// bottom is the sprites shown in seat 0's hand, as they are drawn.
func bottom(tb *Table) []Sprite {
	var out []Sprite
	for i := range tb.Slots.Deal {
		if sp := tb.Sprites[tb.Slots.Hand(0, i)]; sp.Shown && sp.To.Zone == layout.ZHand {
			out = append(out, sp)
		}
	}
	return out
}
