package ui

import (
	"slices"
	"strings"
	"testing"

	"noddy/engine"
)

// The "your turn" line names only what can be laid: it said "press 1-2"
// with card 2 dimmed as past 31.
func TestTurnPromptNamesOnlyPlayableKeys(t *testing.T) {
	for _, c := range []struct {
		k     promptKey
		legal int
		want  string
	}{
		{promptKey{legal: [8]bool{true, true, true}, n: 3}, 3, "Your turn: click a card or press 1–3"},
		{promptKey{legal: [8]bool{true, false, true}, n: 3}, 2, "Your turn: click a card, or press 1 or 3"},
		{promptKey{legal: [8]bool{true, true}, n: 2}, 2, "Your turn: click a card, or press 1 or 2"},
		{promptKey{legal: [8]bool{true}, n: 2, card: engine.MustParseCards("KC")[0]}, 1, "Your turn: click the king of clubs or press 1"},
		{promptKey{legal: [8]bool{false, false, true}, n: 3, card: engine.MustParseCards("2C")[0]}, 1, "Your turn: click the two of clubs or press 3"},
		{promptKey{legal: [8]bool{true}, n: 1, card: engine.MustParseCards("5S")[0]}, 1, "Your turn: click the five of spades or press 1"},
		{promptKey{legal: [8]bool{true, false, true}, n: 3, touch: true}, 2, "Your turn: tap a card"},
		{promptKey{legal: [8]bool{false, true}, n: 2, touch: true, card: engine.MustParseCards("8C")[0]}, 1, "Your turn: tap the eight of clubs"},
	} {
		if got := turnPrompt(c.k, c.legal); got != c.want {
			t.Errorf("%+v: %q, want %q", c.k, got, c.want)
		}
	}
}

// At the table: whenever a card is dimmed as past 31 the line leaves its
// key out; with a finger it says tap.
func TestTurnPromptAtTheTable(t *testing.T) {
	dimmed := 0
	for seed := uint64(1); seed < 40 && dimmed < 3; seed++ {
		a := newApp(t, Config{Seed: seed, Scene: "table", Settings: Settings{Speed: "instant"}})
		tb := a.Table
		for tick := 0; tick < 20000 && !tb.Over; tick++ {
			if tb.YourTurn() {
				var keys, off []string
				for k, i := range tb.Held(nil) {
					if tb.Legal(tb.Sprites[i].Card) {
						keys = append(keys, string(rune('1'+k)))
					} else {
						off = append(off, string(rune('1'+k)))
					}
				}
				p := a.TurnPrompt()
				if len(off) > 0 {
					dimmed++
					for _, k := range off {
						if strings.Contains(p, k) {
							t.Fatalf("seed %d: %q names the dimmed card's key %s (playable %v)", seed, p, k, keys)
						}
					}
					if !strings.HasSuffix(p, keys[len(keys)-1]) {
						t.Fatalf("seed %d: %q, want it to end with the key %s", seed, p, keys[len(keys)-1])
					}
					a.Touch = true
					if p := a.TurnPrompt(); !strings.HasPrefix(p, "Your turn: tap ") || strings.ContainsAny(p, "123") {
						t.Fatalf("seed %d: with a finger %q", seed, p)
					}
					a.Touch = false
				}
			}
			a.Update(personMove(tb, true))
		}
	}
	if dimmed < 3 {
		t.Fatalf("only %d turns with a dimmed card", dimmed)
	}
}

// The words that name an input follow it: a tap makes them say tap, a key
// or the mouse brings the keys back.
func TestWordsFollowTheInput(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: Settings{Speed: "instant"}})
	settle(t, a)
	keys := []string{a.TitleFoot(), a.RuleLine(), a.HintFoot(), a.TurnPrompt()}
	a.Update(Frame{Tap: true, Touch: true, TapX: 1, TapY: 1})
	if !a.Touch {
		t.Fatal("a finger's tap: the words should say tap")
	}
	touch := []string{a.TitleFoot(), a.RuleLine(), a.HintFoot(), a.TurnPrompt()}
	want := []string{"Rules: Justin du Coeur's 1996 reconstruction · tap to choose",
		"Rules: Noddy — Justin du Coeur's 1996 reconstruction (Rules to read them) · seed 7 · computer: easy", "Tap Hint to close", "Your turn: tap a card"}
	if !slices.Equal(touch, want) {
		t.Errorf("with a finger:\n got %q\nwant %q", touch, want)
	}
	a.Update(key(KeyLeft))
	if got := []string{a.TitleFoot(), a.RuleLine(), a.HintFoot(), a.TurnPrompt()}; !slices.Equal(got, keys) {
		t.Errorf("after a key: %q, want %q", got, keys)
	}
	if keys[1] != "Rules: Noddy — Justin du Coeur's 1996 reconstruction (R to read them) · seed 7 · computer: easy" || keys[3] != "Your turn: click a card or press 1–3" {
		t.Errorf("keys' words %q", keys)
	}
}
