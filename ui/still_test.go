package ui

import (
	"testing"

	"noddy/ui/input"
	"noddy/ui/shell"
)

// Still (when the sounds are made ahead) holds only while the table is
// on show at rest: not while the deal is shown, not in a fade, not on the
// title.
func TestStill(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "normal", Level: "medium"}})
	if !a.Play.Table.Busy() || a.Still() {
		t.Fatalf("the opening deal: busy %v, still %v; want busy and not still", a.Play.Table.Busy(), a.Still())
	}
	settle(t, a)
	if !a.Still() {
		t.Fatal("the table at rest on the person's turn is not still")
	}
	a.Update(key(input.KeyEscape)) // Menu: the title, through a fade
	if a.Still() {
		t.Fatalf("still on the way to the title (scene %v, next %v, fade %v)", a.Scene, a.Next, a.Fade)
	}
	for range 60 {
		a.Update(input.Frame{})
	}
	if a.Scene != shell.SceneTitle || a.Still() {
		t.Fatalf("on scene %v: still %v, want the title and not still", a.Scene, a.Still())
	}
}
