// Package platform is where the game meets what it runs in: the desktop
// or a browser's page. Every browser/desktop split the game needs at run
// time is here, a pair of files each (_js.go for the page, _other.go for
// the desktop), so that the other packages read the same on both.
//
// It is the outer layer: it imports scenes, ui and client, and the entry
// (main.go) wires it in; nothing else imports it. The packages it serves
// declare what they need and do without it when it is not given:
// scenes.Platform (New: the settings', the record's and the seats' token
// stores, the clipboard, the network's state, touch, the text box, the
// voice factory that scenes hands to ui/friend), and client's transport
// (client.Register: transport_js.go at init in the browser, package
// client/wsnet imported on the desktop).
// Beside them: the page bridge (window.noddy, the game's state published
// every tick for the page's loader and the end-to-end tests: Bridge) and
// the page's address (a #review=CODE to open, a shared table's link to
// show: TakePageReview, PageAt).
//
// Not here, because they split by operating system, not browser and
// desktop: ui/cmdline's display check (display_*.go), scenes/sound's
// audio device (device_*.go), the server's open-file limit and idle
// connections (server/*_other.go).
package platform
