package input

import (
	"unicode"

	"noddy/ui/geom"
)

// TextField is a line of text the person types: the chat's, a name. The
// platform types into it (package scenes): on the desktop the characters
// typed (Insert, Backspace) while it has the focus; in the browser an
// HTML input laid over Rect — so a phone's keyboard comes up when it is
// tapped — whose value is the field's. While a field has the focus every
// key is the field's: none plays a card (App.sharedFrame).
type TextField struct {
	Text  string
	Focus bool
	Max   int       // runes
	Hint  string    // shown while it is empty
	Rect  geom.Rect // where it is on screen (logical CSS pixels)
	// Gen changes whenever the game changes Text itself (cleared after a
	// message is sent): the browser's input takes the new value then.
	Gen int
}

// Set replaces the text (the game's change, not the person's typing).
func (f *TextField) Set(s string) {
	f.Text = f.clip(s)
	f.Gen++
}

// Type replaces the text with what the person typed (the browser's
// input), cut to Max.
func (f *TextField) Type(s string) { f.Text = f.clip(s) }

// Insert adds typed characters at the end (the desktop), leaving out
// control characters, up to Max.
func (f *TextField) Insert(rs []rune) {
	n := len([]rune(f.Text))
	b := []rune(f.Text)
	for _, r := range rs {
		if n >= f.Max && f.Max > 0 {
			break
		}
		if unicode.IsControl(r) || !unicode.IsPrint(r) && r != ' ' {
			continue
		}
		b = append(b, r)
		n++
	}
	f.Text = string(b)
}

// Backspace takes the last character off.
func (f *TextField) Backspace() {
	if r := []rune(f.Text); len(r) > 0 {
		f.Text = string(r[:len(r)-1])
	}
}

func (f *TextField) clip(s string) string {
	if r := []rune(s); f.Max > 0 && len(r) > f.Max {
		return string(r[:f.Max])
	}
	return s
}
