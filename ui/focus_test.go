package ui

import (
	"testing"

	"noddy/ui/input"
	"noddy/ui/shell"
)

// The last input used owns the focus: with the pointer resting on the
// title's "Watch the tutorial" (where a window opens under it), ↓ five
// times moves the highlight from Play to Settings and Enter opens Settings (it opened
// the tutorial). Moving the pointer onto a button takes the focus.
func TestKeysOwnFocusOverARestingPointer(t *testing.T) {
	a := newApp(t, Config{Seed: 7, CanQuit: true})
	a.SetSize(1280, 800)
	x, y := button(t, a, "tutorial").Centre()
	rest := input.Frame{Pointer: true, PointerX: x, PointerY: y}
	for range 60 {
		a.Update(rest)
	}
	if a.Focus != 0 {
		t.Fatalf("a resting pointer took the focus: %d, want 0 (Play)", a.Focus)
	}
	for i := range 6 { // Play, Play a friend, the tutorial, the record, the game, the level, Settings
		f := rest
		f.Keys[input.KeyDown] = true
		a.Update(f)
		for range 9 {
			a.Update(rest)
		}
		if a.Focus != i+1 {
			t.Fatalf("after %d presses of ↓: focus %d, want %d", i+1, a.Focus, i+1)
		}
	}
	f := rest
	f.Keys[input.KeyEnter] = true
	a.Update(f)
	if a.Next != shell.SceneSettings {
		t.Fatalf("Enter opened %v, want settings", a.Next)
	}

	b := newApp(t, Config{Seed: 7, CanQuit: true})
	b.SetSize(1280, 800)
	b.Update(input.Frame{Pointer: true, PointerX: 5, PointerY: 5})
	b.Update(key(input.KeyDown))
	b.Update(key(input.KeyDown)) // on "game"
	b.Update(rest)               // the pointer moves onto the tutorial's button
	if b.Focus != 2 {
		t.Fatalf("the pointer moved onto the tutorial's button: focus %d, want 2", b.Focus)
	}
}

// At the table too: ← → move the keyboard's card with the pointer resting
// on another card, which is then not lifted; Enter lays the keyboard's card.
func TestKeysOwnTheCardFocus(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
	a.SetSize(1280, 800)
	settle(t, a)
	tb := a.Play.Table
	held := tb.Held(nil)
	r := a.L.At(tb.Sprites[held[2]].To)
	x, y := r.Centre()
	rest := input.Frame{Pointer: true, PointerX: x, PointerY: y}
	a.Update(input.Frame{Pointer: true, PointerX: x - 3, PointerY: y})
	a.Update(rest)
	if a.Hover != held[2] || a.Focus != 2 {
		t.Fatalf("pointer on the third card: hover %d focus %d, want %d and 2", a.Hover, a.Focus, held[2])
	}
	f := rest
	f.Keys[input.KeyLeft] = true
	a.Update(f)
	a.Update(rest)
	if a.Focus != 1 || a.Hover != -1 {
		t.Fatalf("after ←: focus %d hover %d, want 1 and none (the keys own the focus)", a.Focus, a.Hover)
	}
	want := tb.Sprites[held[1]].Card
	if !tb.Legal(want) {
		t.Skipf("seed 7's second card %v is not legal", want)
	}
	f = rest
	f.Keys[input.KeyEnter] = true
	a.Update(f)
	for _, i := range tb.Held(nil) {
		if tb.Sprites[i].Card == want {
			t.Errorf("Enter did not lay the focused %v", want)
		}
	}
}
