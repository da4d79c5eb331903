package scenes

import (
	"testing"

	"noddy/ui/input"
	"noddy/ui/shell"
)

// Changing a setting in the game saves it through the store.
func TestSettingsSavedFromGame(t *testing.T) {
	store := &shell.MemStore{S: shell.DefaultSettings()}
	h := newHarness(t, Options{Seed: 1, Platform: Platform{Settings: store}}, 960, 600)
	if err := h.tick(input.Frame{Keys: keys(input.KeyM)}); err != nil {
		t.Fatal(err)
	}
	// The harness starts muted (-mute); M turns sound on.
	if store.Saves != 1 || store.S.Muted {
		t.Fatalf("after M: %d saves, %+v", store.Saves, store.S)
	}
}

func keys(ks ...input.Key) (out [input.NumKeys]bool) {
	for _, k := range ks {
		out[k] = true
	}
	return out
}
