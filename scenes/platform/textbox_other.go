//go:build !js

package platform

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"noddy/scenes"
	"noddy/ui"
)

// textInput types into the App's text field on the desktop: the
// characters typed while it has the focus (ebiten.AppendInputChars) and
// Backspace, held to repeat. Enter and Esc reach the App as keys (it
// sends, or leaves the field).
type textInput struct {
	runes []rune
}

func newTextBox() scenes.TextBox { return &textInput{} }

// Sync runs before the App's Update each tick.
func (ti *textInput) Sync(a *ui.App) {
	f := a.Friend.TextField()
	if f == nil || !f.Focus {
		return
	}
	ti.runes = ebiten.AppendInputChars(ti.runes[:0])
	f.Insert(ti.runes)
	if d := inpututil.KeyPressDuration(ebiten.KeyBackspace); d == 1 || d > 30 && d%3 == 0 {
		f.Backspace()
	}
}

// Focused has nothing to do on the desktop: the window has every key,
// and the next Sync types them into the field.
func (ti *textInput) Focused(*ui.App) {}

func (ti *textInput) Close() {}
