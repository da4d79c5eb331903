package ui

import (
	"testing"

	"noddy/engine/english"
	"noddy/ui/input"
	"noddy/ui/shell"
)

// Four-colour suits have no effect under high contrast (every suit black,
// hearts and diamonds hollow): Settings says so on the button, and a
// notice says so when either is turned on with the other.
func TestFourColourUnderHighContrastSaysSo(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Settings: shell.Settings{Speed: "normal", HighContrast: true}})
	a.SetSize(1280, 800)
	a.Back = shell.SceneTitle
	a.Scene, a.Next = shell.SceneSettings, shell.SceneSettings
	_, labels := a.Buttons()
	if labels[1] != "Four-colour suits: off (not in high contrast)" {
		t.Fatalf("the button under high contrast: %q", labels[1])
	}
	x, y := button(t, a, "fourcolour").Centre()
	a.Update(input.Frame{Tap: true, TapX: x, TapY: y})
	if !a.Settings.FourColour || a.Message != english.FourColourUnseen() {
		t.Fatalf("four-colour %v, notice %q", a.Settings.FourColour, a.Message)
	}
	x, y = button(t, a, "contrast").Centre()
	a.Update(input.Frame{Tap: true, TapX: x, TapY: y}) // high contrast off
	if _, labels := a.Buttons(); labels[1] != "Four-colour suits: on" {
		t.Errorf("without high contrast: %q", labels[1])
	}
	a.Message = ""
	a.Update(input.Frame{Tap: true, TapX: x, TapY: y}) // and on again, four-colour on
	if a.Message != english.FourColourUnseen() {
		t.Errorf("high contrast turned on with four-colour suits: notice %q", a.Message)
	}
}
