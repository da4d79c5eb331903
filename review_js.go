//go:build js

package main

import (
	"strings"
	"syscall/js"
)

// pageReview is the match code in the page's address, #review=CODE (""
// when there is none); a code that cannot be read is the game's to refuse
// in words.
func pageReview() string {
	h := js.Global().Get("location").Get("hash")
	if h.IsUndefined() || h.IsNull() {
		return ""
	}
	// #review=CODE, alone or among other name=value pairs joined by &
	// (a code's letters need no escaping).
	for _, kv := range strings.Split(strings.TrimPrefix(h.String(), "#"), "&") {
		if v, ok := strings.CutPrefix(kv, "review="); ok {
			return strings.TrimSpace(strings.ReplaceAll(v, "%20", " "))
		}
	}
	return ""
}
