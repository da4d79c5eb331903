package english

// Play a friend's words (package ui/friend): its screens' titles, words,
// buttons and footers, the shared table's own buttons, the chat's and the
// name's fields, the connection's notices and the voice's labels.

// Play a friend's titles, by where the person is with the table.
const (
	FriendTitle    = "Play a friend"
	WatchingTitle  = "Watching"
	WaitingTitle   = "Your table is waiting"
	GoneTitle      = "This table has gone"
	NotFoundTitle  = "No table at this link"
	ElsewhereTitle = "Playing elsewhere"
	NoTableTitle   = "No table"
)

// Play a friend's buttons.
const (
	CreateButton    = "Create the table"
	CopyLinkButton  = "Copy the link"
	KeepSeatButton  = "Title (your seat is kept)"
	NewTableButton  = "Start a new table"
	PlayHereButton  = "Play here"
	TryAgainButton  = "Try again"
	TitleButton     = "Title"
	YourNameButton  = "Your name"
	VoiceSetting    = "Voice"
	WatchersSetting = "Watchers' chat"
)

// FriendIdle is Play a friend's words before a table is made: what a
// shared table is, and the name's field's heading.
func FriendIdle(game string) []string {
	return []string{
		"A table of " + game + ", shared by a link: whoever opens it first takes the other seat, and others may watch. You can chat while you play.",
		"Your name (kept on this device; “" + Guest + "” if you leave it empty):",
	}
}

// What Play a friend says while a table is made or joined, and of it.
const (
	Laying      = "Laying the table…"
	ComingBack  = "Coming back to your seat…"
	Joining     = "Joining the table…"
	SendLink    = "Send this link to your friend; whoever opens it first takes the free seat:"
	LinkPrinted = "The link is printed where the game was started, too."
	Gone        = "This table has gone."
	LostLink    = "The connection is lost: coming back…"
	BackAtTable = "Back at the table."
	NoClipboard = "No clipboard here: the link is printed where the game was started."
	AWatcher    = "a watcher"
)

// What a link says whose table is not there (the server's words, sent
// with its gone message and on its page for the link). NotFound: the
// server has no record of the table, and cannot tell a link that never
// led to one (mistyped, made up) from one whose table went so long ago
// that nothing of it is kept, so it asserts neither. TableWent: the
// server knows the table went, and when tables go.
const (
	NotFound  = "No table was found at this link: there may never have been one, or it has gone. Start a new one."
	TableWent = "This table has gone: nobody joined it, or nobody played, for 48 hours, or its match ended 48 hours ago. Start a new one."
)

// NoServerAt says no table server answered a create: "No table server
// answered at https://…." (what to do: NoServer, the platform's words).
func NoServerAt(server string) string { return "No table server answered at " + server + "." }

// CantReach is what joining a table says while its server cannot be
// reached (the connection comes back by itself, with its backoff):
// "Can't reach the table server at 127.0.0.1:8080; still trying…".
func CantReach(server string) string {
	return "Can't reach the table server at " + server + "; still trying…"
}

// Replaced is what a seat played in another tab says.
var Replaced = []string{"This seat is now played in another tab or window: the newest takes over.", "Play here takes it back to this one."}

// TableOf heads a waiting table's words: "A table of Noddy (du Coeur)."
func TableOf(game string) string { return "A table of " + game + "." }

// WatchersWait is a watcher's words at a table still waiting: "You are
// watching Ann. The match starts when every seat is taken."
func WatchersWait(names []string) string {
	return Watching(names) + " The match starts when every seat is taken."
}

// UnknownGame says a table's game is not one this build knows.
func UnknownGame(why string) string { return "This table's game is not one this version knows: " + why }

// Copied says the link was copied: "Copied: http://…/t/…".
func Copied(link string) string { return "Copied: " + link }

// TablesAt is Play a friend's footer: where tables are made, longest
// first.
func TablesAt(server string) []string { return []string{"Tables at " + server, server} }

// KeepSeatFoot is the waiting table's footer, longest first: it names
// the title's button as the title then reads (BackToShared; it had said
// "Play a friend", the button's name before).
func KeepSeatFoot(touch bool) []string {
	if touch {
		return []string{"Title keeps your seat: " + BackToShared + " brings you back", "Title keeps your seat"}
	}
	return []string{"Esc: the title (your seat is kept; " + BackToShared + " brings you back)", "Esc: the title (your seat is kept)"}
}

// The fields' hints.
const (
	ChatHint      = "Type a message, then Enter"
	NameHint      = "Type your name, then Enter"
	NoChatHint    = "Watchers may not chat here"
	NameFieldHint = "Your name"
	ChatEmpty     = "Chat: what you type here, everyone at the table sees"
)

// The end box's Play again at a shared table: a watcher's, and one asked.
const (
	WatchOnButton = "Watch on"
	AskedButton   = "Asked: waiting"
)

// WaitingFor is the line over the hand while the table waits for other
// seats: "Waiting for Bob".
func WaitingFor(names []string) string { return "Waiting for " + Names(names) }

// VoiceOnTable is the line under the cards' end at a table with voice on
// or off: " · voice on".
func VoiceOnTable(on bool) string { return " · voice " + OnOff(on) }

// ChatLine is a chat's line: the time and the writer's words, "14:02 Ann:
// good luck"; the person's own "14:02 You: …", a watcher's "14:02 Sue
// (watching): …", the table's own words "14:02 Ann is back" (name "").
func ChatLine(at, name, text string, mine, watching bool) string {
	switch {
	case name == "":
		return at + " " + text
	case mine:
		return at + " You: " + text
	case watching:
		return at + " " + name + " (watching): " + text
	}
	return at + " " + name + ": " + text
}

// The voice.

// VoiceUnavailable is what the desktop says of voice.
const VoiceUnavailable = "Voice is available in the browser: open the table's link there to talk"

// VoiceFailed says the voice could not connect, and why.
func VoiceFailed(why string) string { return "Voice could not connect: " + why }

// MutedFor says the other seat hears nothing now.
func MutedFor(other string) string {
	return "Muted: " + other + " hears nothing until you press V again"
}

// VoiceState is the voice as the Talk button says it.
type VoiceState struct {
	Made, Available, Asking, Joined, Muted bool
	PeerJoined, Connecting, Connected      bool
	PeerMuted, PeerSpeaking                bool
}

// TalkLabel is the Talk button's label, with the other seat's state:
// "Talk (V)", "Mute (V) · Ann can hear you".
func TalkLabel(st VoiceState, other string) string {
	if !st.Made {
		return "Talk (V)"
	}
	switch {
	case !st.Available:
		return "Voice: in the browser"
	case st.Asking:
		return "Voice: asking for the mic"
	case !st.Joined:
		if st.PeerJoined {
			return "Talk (V): " + other + " is in"
		}
		return "Talk (V)"
	}
	me := "Mute (V)"
	if st.Muted {
		me = "Unmute (V)"
	}
	switch {
	case !st.PeerJoined:
		return me + " · waiting for " + other
	case st.Connecting:
		return me + " · connecting"
	case !st.Connected:
		return me + " · " + other + " not connected"
	case st.Muted:
		return me + " · " + other + " hears nothing"
	case st.PeerMuted:
		return me + " · " + other + " muted"
	case st.PeerSpeaking:
		return me + " · " + other + " speaking"
	}
	return me + " · " + other + " can hear you"
}

// TalkLabels are every label the Talk button can take with other: the
// row is laid out for the longest, so that the other buttons and the
// row's text size stay put while the voice's state changes.
func TalkLabels(other string) []string {
	return []string{"Voice: in the browser", "Voice: asking for the mic", "Talk (V): " + other + " is in",
		"Unmute (V) · waiting for " + other, "Unmute (V) · " + other + " not connected", "Unmute (V) · " + other + " hears nothing",
		"Unmute (V) · " + other + " can hear you"}
}
