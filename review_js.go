//go:build js

package main

import (
	"net/url"
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
	frag := strings.TrimPrefix(h.String(), "#")
	q, err := url.ParseQuery(frag)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(q.Get("review"))
}
