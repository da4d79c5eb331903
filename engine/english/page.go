package english

// The words of the game's start: the browser page's own (web/index.html
// shows them; the game hands them over, pagewords_js.go) and the first
// table's offer of the tutorial.

// UpdateReady is offered between matches when the page has fetched a new
// version of the game in the background; pressing it reloads the page.
const UpdateReady = "A new version is ready: reload"

// Version is a release's version as the title says it: "v1.2.0" as it
// is, a build from a commit "version dev 1a2b3c4d5e6f" ("" for "").
func Version(v string) string {
	if v == "" || len(v) > 1 && v[0] == 'v' && v[1] >= '0' && v[1] <= '9' {
		return v
	}
	return "version " + v
}

// SharedOffline is Play a friend's words when the device has no network
// (a shared table is the server's; the rest of the game works offline).
const (
	SharedOffline     = "A shared table needs the network, and this device is offline."
	SharedOfflineRest = "The computer's table, the tutorial, the rules and your record work without it; come back here once you are online."
)

// TutorialOffer is the table's footer for a person who has yet to finish a
// match (the game opens on a dealt hand, so the tutorial's button is on
// the table's row); TutorialOfferShort where the long one does not fit.
const (
	TutorialOffer      = "New to the game? The Learn button opens a tutorial of a few minutes."
	TutorialOfferShort = "New? The Learn button teaches the game."
)
