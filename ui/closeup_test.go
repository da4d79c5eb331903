package ui

import (
	"math"
	"testing"

	"noddy/engine"
	"noddy/ui/input"
	"noddy/ui/layout"
)

// After the person lays a card, the cards left slide together (no
// teleport), centred, so that keys 1..n read left to right.
func TestHandClosesUp(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	settle(t, a)
	tb := a.Play.Table
	var cards [3]engine.Card
	for k, i := range tb.Held(nil) {
		cards[k] = tb.Sprites[i].Card
	}
	lay := -1
	for k := 2; k >= 0; k-- { // prefer the leftmost legal card
		if tb.Legal(cards[k]) {
			lay = k
		}
	}
	if lay < 0 {
		t.Fatal("no legal card")
	}
	a.Update(key(input.Key1 + input.Key(lay)))
	var left []engine.Card
	for k, c := range cards {
		if k != lay {
			left = append(left, c)
		}
	}
	// Mid-slide: the two cards are the first two sprites, moving from
	// their old slots to the closed-up ones.
	k := 0
	for old := range 3 {
		if old == lay {
			continue
		}
		sp := tb.Sprites[SpHand+k]
		want := layout.Slot{Zone: layout.ZHand, Seat: 0, I: k, N: 2}
		if sp.Card != left[k] || sp.To != want || !sp.Moving || sp.From.I != old {
			t.Errorf("sprite %d: %+v; want %v moving from slot %d to %+v", k, sp, left[k], old, want)
		}
		k++
	}
	if tb.Sprites[SpHand+2].Shown {
		t.Errorf("third hand sprite still shown: %+v", tb.Sprites[SpHand+2])
	}
	settle(t, a)
	if tb.Over || len(tb.Held(nil)) != 2 {
		t.Skip("the hand moved on")
	}
	s := a.Snapshot()
	l := &a.L
	full := l.Hands[0]
	pitch := full[1].X - full[0].X
	for i, r := range s.Hand {
		want := full[i].X + pitch/2
		if math.Abs(r.X-want) > 1e-9 {
			t.Errorf("card %d at x %.2f, want %.2f (closed up and centred)", i+1, r.X, want)
		}
	}
	// Key 1 now lays the leftmost card.
	if tb.Legal(left[0]) {
		a.Update(key(input.Key1))
		for _, i := range tb.Held(nil) {
			if tb.Sprites[i].Card == left[0] {
				t.Errorf("key 1 did not lay the leftmost card %v", left[0])
			}
		}
	}
}
