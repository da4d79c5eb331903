package ui

import (
	"slices"
	"strings"
	"testing"

	"noddy/ui/input"
	"noddy/ui/shell"
)

// At the table: whenever a card is dimmed as past 31 the line leaves its
// key out; with a finger it says tap.
func TestTurnPromptAtTheTable(t *testing.T) {
	dimmed := 0
	for seed := uint64(1); seed < 40 && dimmed < 3; seed++ {
		a := newApp(t, Config{Seed: seed, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
		tb := a.Play.Table
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
				p := a.Play.TurnPrompt()
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
					if p := a.Play.TurnPrompt(); !strings.HasPrefix(p, "Your turn: tap ") || strings.ContainsAny(p, "123") {
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
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
	settle(t, a)
	keys := []string{a.TitleFoot()[0], a.Play.RuleLine(), a.Play.HintFoot(), a.Play.TurnPrompt()}
	a.Update(input.Frame{Tap: true, Touch: true, TapX: 1, TapY: 1})
	if !a.Touch {
		t.Fatal("a finger's tap: the words should say tap")
	}
	touch := []string{a.TitleFoot()[0], a.Play.RuleLine(), a.Play.HintFoot(), a.Play.TurnPrompt()}
	want := []string{"Rules: Justin du Coeur's 1996 reconstruction · tap to choose",
		"Rules: Noddy — Justin du Coeur's 1996 reconstruction (Rules to read them) · seed 7 · computer: easy", "Tap Hint to close", "Your turn: tap a card"}
	if !slices.Equal(touch, want) {
		t.Errorf("with a finger:\n got %q\nwant %q", touch, want)
	}
	a.Update(key(input.KeyLeft))
	if got := []string{a.TitleFoot()[0], a.Play.RuleLine(), a.Play.HintFoot(), a.Play.TurnPrompt()}; !slices.Equal(got, keys) {
		t.Errorf("after a key: %q, want %q", got, keys)
	}
	if keys[1] != "Rules: Noddy — Justin du Coeur's 1996 reconstruction (R to read them) · seed 7 · computer: easy" || keys[3] != "Your turn: click a card or press 1–3" {
		t.Errorf("keys' words %q", keys)
	}
}
