//go:build js

package platform

import (
	"syscall/js"

	"noddy/engine/english"
)

// publishWords hands the page the sentences it shows itself (the update
// offer, web/index.html) as window.noddyWords: every sentence a player
// reads comes from engine/english.
func publishWords() {
	js.Global().Set("noddyWords", js.ValueOf(map[string]any{
		"updateReady": english.UpdateReady,
	}))
}
