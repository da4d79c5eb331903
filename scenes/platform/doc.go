// Package platform is where the game meets what it runs in: the desktop
// or a browser's page. Every file with a browser/desktop split that the
// game needs at run time belongs here (_js.go for the page, _other.go for
// the desktop), so the other packages read the same on both.
//
// It is the outer layer: it imports scenes, ui and client, and the entry
// (main.go) wires it in; nothing else imports it. So far: the page bridge
// (window.noddy, the game's state published every tick for the page's
// loader and the end-to-end tests: Bridge) and the page's address (a
// #review=CODE to open, a shared table's link to show: PageReview, PageAt).
// The splits still elsewhere (scenes' clipboard, stores, text box and
// touch; client's tokens and browser transport; client/voice) move here
// behind interfaces their packages declare, as client/wsnet's transport
// is registered from outside client.
package platform
