package english

// The browser page's words (web/index.html shows them; the game hands
// them over at start, bridge_js.go).

// UpdateReady is offered between matches when the page has fetched a new
// version of the game in the background; pressing it reloads the page.
const UpdateReady = "A new version is ready: reload"
