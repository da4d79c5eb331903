package ui

import (
	"testing"

	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/shell"
)

// Clicks made during the fade into Settings are not lost: three taps on
// "High contrast" while the scene fades in toggle it three times.
func TestClicksDuringFadeKept(t *testing.T) {
	a := newApp(t, Config{Seed: 1})
	a.Update(tap(button(t, a, "settings")))
	if a.Fade == 0 {
		t.Fatal("no fade")
	}
	bs, _ := a.ButtonsOf(shell.SceneSettings)
	var contrast geom.Rect
	for _, b := range bs {
		if b.Name() == "contrast" {
			contrast = b.Rect
		}
	}
	for i := 0; a.Fade > 0; i++ {
		f := input.Frame{}
		if i == 2 || i == 5 || i == 8 {
			f = tap(contrast)
		}
		a.Update(f)
	}
	if a.Scene != shell.SceneSettings || a.Settings.HighContrast {
		t.Fatalf("scene %v, contrast %v before the kept clicks play", a.Scene, a.Settings.HighContrast)
	}
	got := []bool{}
	for range 4 {
		a.Update(input.Frame{})
		got = append(got, a.Settings.HighContrast)
	}
	if want := []bool{true, false, true, true}; len(got) != 4 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
		t.Errorf("contrast tick by tick %v, want %v", got, want)
	}
}
