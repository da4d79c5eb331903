package ui

import (
	"slices"
	"testing"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/shell"
)

// The count panel shows what the person knows: the cards another seat has
// laid, in its hand's row, and the person's own discards in the crib, face
// up before the hand ends; every other card of theirs a back. A player saw
// the computer's laid cards as backs above lines naming them, and their
// own discards face down in the crib.
func TestCountPanelShowsWhatIsKnown(t *testing.T) {
	for _, game := range []string{"cribbage", "noddy", "cribbage-three"} {
		for seed := uint64(1); seed <= 4; seed++ {
			a := newApp(t, Config{Seed: seed, Scene: "table", Game: game, Settings: shell.Settings{Speed: "instant", Level: "easy"}})
			tb := a.Play.Table
			checked, withLaid := 0, 0
			for tick := 0; tick < 20000 && checked < 12 && !tb.Over; tick++ {
				if tb.LayTurn() && !tb.Revealed {
					v := mt(tb).View(tb.You)
					hands := tb.PanelHands()
					for p, h := range hands {
						seat := tb.SeatAt(p)
						if seat == tb.You {
							if !slices.Equal(h, v.Dealt) {
								t.Fatalf("%s seed %d deal %d: your hand %v in the panel, dealt %v", game, seed, tb.Deal, h, v.Dealt)
							}
							continue
						}
						want := known(len(h), v.Laid[seat])
						if !slices.Equal(h, want) {
							t.Fatalf("%s seed %d deal %d: seat %d's hand %v in the panel, want %v (it laid %v)", game, seed, tb.Deal, seat, h, want, v.Laid[seat])
						}
						if len(v.Laid[seat]) > 0 {
							withLaid++
						}
					}
					if crib := tb.PanelCrib(); tb.Slots.Crib > 0 {
						if want := known(tb.Slots.Crib, v.Discards); !slices.Equal(crib, want) || len(v.Discards) == 0 {
							t.Fatalf("%s seed %d deal %d: the crib %v in the panel, want %v (your discards)", game, seed, tb.Deal, crib, want)
						}
					} else if crib != nil {
						t.Fatalf("%s: a crib %v in a game without one", game, crib)
					}
					checked++
				}
				a.Update(keysFor(a))
			}
			if checked < 5 || withLaid == 0 {
				t.Fatalf("%s seed %d: %d lay turns checked, %d with the other's cards laid", game, seed, checked, withLaid)
			}
		}
	}
}

// known is n cards: laid first, then backs.
func known(n int, laid []engine.Card) []engine.Card {
	return append(slices.Clone(laid), slices.Repeat([]engine.Card{engine.NoCard}, n-len(laid))...)
}

// The count panel marks the cards each hand has laid, and those the
// person laid out to the crib (drawn dimmed), while the hand goes on: a
// player could not tell in "Your hand, as dealt" what they still held.
// Once the hand has ended nothing is marked.
func TestCountPanelMarksLaid(t *testing.T) {
	a := newApp(t, Config{Seed: 3, Scene: "table", Game: "cribbage", Settings: shell.Settings{Speed: "instant", Level: "easy"}})
	tb := a.Play.Table
	checked := 0
	for tick := 0; tick < 20000 && !tb.Revealed; tick++ {
		if tb.LayTurn() {
			v := mt(tb).View(tb.You)
			dim := false
			for p, h := range tb.PanelHands() {
				seat := tb.SeatAt(p)
				for _, c := range h {
					want := slices.Contains(v.Laid[seat], c) || seat == tb.You && slices.Contains(v.Discards, c)
					if tb.PanelLaid(p, c) != want {
						t.Fatalf("deal %d seat %d card %v: marked laid %v, laid %v", tb.Deal, seat, c, !want, want)
					}
					dim = dim || want
				}
			}
			// The panel says what the dimmed cards are, where it has any.
			if said := lastCountLine(a) == english.PanelDimmed; said != dim {
				t.Fatalf("deal %d: the panel's last line %q with cards dimmed %v", tb.Deal, lastCountLine(a), dim)
			}
			checked++
		}
		a.Update(keysFor(a))
	}
	if checked < 2 || !tb.Revealed {
		t.Fatalf("%d lay turns checked; hand ended %v", checked, tb.Revealed)
	}
	for p, h := range tb.PanelHands() {
		for _, c := range h {
			if tb.PanelLaid(p, c) {
				t.Errorf("at the hand's end place %d's %v is marked laid", p, c)
			}
		}
	}
	if last := lastCountLine(a); last == english.PanelDimmed {
		t.Errorf("at the hand's end the panel still says %q", last)
	}
}

// lastCountLine is the count panel's last laid line.
func lastCountLine(a *App) string {
	v := a.Play.CountText()
	sc := v.Columns.Screens
	if len(sc) == 0 {
		return ""
	}
	cols := sc[len(sc)-1]
	col := cols[len(cols)-1]
	return col[len(col)-1].Text
}

// The count panel shows the starter once it is turned, and only then: at
// a cribbage discard the slot read as the ace of clubs (a play-test).
func TestCountPanelStarterOnceTurned(t *testing.T) {
	a := newApp(t, Config{Seed: 5, Scene: "table", Game: "cribbage", Settings: shell.Settings{Speed: "instant", Level: "easy"}})
	tb := a.Play.Table
	discards, lays := 0, 0
	for tick := 0; tick < 40000 && !tb.Over && tb.Deal < 4; tick++ {
		if !tb.Busy() && tb.YourTurn() {
			v := mt(tb).View(tb.You)
			switch {
			case v.Actions[0].Kind == engine.ActDiscard:
				discards++
				if st := tb.PanelStarter(); st != engine.NoCard {
					t.Fatalf("deal %d, the discard: the panel's starter %v before the cut", tb.Deal, st)
				}
			case v.Actions[0].Kind == engine.ActLay:
				lays++
				if st := tb.PanelStarter(); st != v.Starter {
					t.Fatalf("deal %d, a lay: the panel's starter %v, the turn-up %v", tb.Deal, st, v.Starter)
				}
			}
		}
		a.Update(keysFor(a))
	}
	if discards < 3 || lays < 6 {
		t.Fatalf("%d discards and %d lays checked", discards, lays)
	}
}
