package scenes

import (
	"testing"

	"noddy/ui/input"
)

// Every key the game names (the prompts say "press 1–6"; -press takes
// them) comes from the keyboard too: the desktop once read only 1–3, so a
// cribbage hand's fourth to sixth cards could not be picked by key.
func TestEveryNamedKeyIsOnTheKeyboard(t *testing.T) {
	from := map[input.Key]bool{}
	for _, k := range keyMap {
		from[k] = true
	}
	for name, k := range input.KeyNames {
		if !from[k] {
			t.Errorf("key %q has no keyboard key", name)
		}
	}
}
