//go:build js

package platform

import (
	"strings"
	"syscall/js"
)

// TakePageReview is the match code in the page's address, #review=CODE
// ("" when there is none), and takes the hash out of the address: the
// review opens once, and a reload after it is the game's own page again
// (the hash had stayed, and a reload mid-match went back to the review).
// A code that cannot be read is the game's to refuse in words.
func TakePageReview() string {
	h := js.Global().Get("location").Get("hash")
	if h.IsUndefined() || h.IsNull() {
		return ""
	}
	// #review=CODE, alone or among other name=value pairs joined by &
	// (a code's letters need no escaping).
	for _, kv := range strings.Split(strings.TrimPrefix(h.String(), "#"), "&") {
		if v, ok := strings.CutPrefix(kv, "review="); ok {
			loc := js.Global().Get("location")
			replaceAddress(loc.Get("pathname").String() + loc.Get("search").String())
			return strings.TrimSpace(strings.ReplaceAll(v, "%20", " "))
		}
	}
	return ""
}

// PageAt puts a new shared table's link in the page's address (history,
// no load), so that reloading the creator's tab comes back to the table as
// the friend's link does: the address stayed the game's own, and a reload
// went to the title. Only the path changes (the link's host may be a
// proxy's, -public-url), under the folder the page is served from.
func PageAt(link string) {
	i := strings.LastIndex(link, "/t/")
	if i < 0 {
		return
	}
	loc := js.Global().Get("location")
	path := loc.Get("pathname").String()
	root := path[:strings.LastIndex(path, "/")+1]
	if j := strings.LastIndex(path, "/t/"); j >= 0 {
		root = path[:j+1]
	}
	// The page's files stay the folder's: a <base>, as the page puts in
	// when it is loaded at a table's link (index.html); without it the
	// tab's icon was asked for under /t/.
	doc := js.Global().Get("document")
	if doc.Call("querySelector", "base").IsNull() {
		b := doc.Call("createElement", "base")
		b.Set("href", root)
		doc.Get("head").Call("appendChild", b)
	}
	replaceAddress(root + "t/" + link[i+3:] + loc.Get("search").String())
}

// PageHome takes a shared table's link out of the page's address once the
// player has left the table: a reload had gone back to the table, not to
// the match against the computer since.
func PageHome() {
	loc := js.Global().Get("location")
	path := loc.Get("pathname").String()
	j := strings.LastIndex(path, "/t/")
	if j < 0 {
		return
	}
	replaceAddress(path[:j+1] + loc.Get("search").String())
}

// replaceAddress puts url in the page's address (history, no load); a
// page where history refuses (file://) keeps its address.
func replaceAddress(url string) {
	defer func() { recover() }()
	js.Global().Get("history").Call("replaceState", nil, "", url)
}
