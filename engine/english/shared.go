package english

import (
	"fmt"
	"strings"
	"time"
)

// The shared table's words: the waiting table, who is at it, who comes
// and goes, who would play again, the chat's times and a refusal said
// gently.

// TimeLeft says how long a table still waits, as a player reads it at a
// glance: "about 48 hours", "about an hour", "59 minutes", "1 minute",
// "under a minute" (a clock's "47:59:58" read as a time of day). Hours
// are rounded to the nearest, minutes down, so that it never says an
// hour where less than one is left.
func TimeLeft(d time.Duration) string {
	switch {
	case d < time.Minute:
		return "under a minute"
	case d < 2*time.Minute:
		return "1 minute"
	case d < time.Hour:
		return fmt.Sprintf("%d minutes", d/time.Minute)
	case d < 90*time.Minute:
		return "about an hour"
	}
	return fmt.Sprintf("about %d hours", (d+30*time.Minute)/time.Hour)
}

// WaitLine says how long a table waits for the other seats: "The table
// waits about 48 hours more for your friend, then goes." (friends for
// more than one free seat).
func WaitLine(left time.Duration, free int) string {
	who := "your friend"
	if free > 1 {
		who = "your friends"
	}
	if left <= 0 {
		return "The table's time is up: it goes now."
	}
	return "The table waits " + TimeLeft(left) + " more for " + who + ", then goes."
}

// Presence says a seat's coming and going (the server's presence item):
// "Ann has left the table — their seat is kept", "Ann is back".
func Presence(name string, here bool) string {
	if here {
		return name + " is back"
	}
	return name + " has left the table — their seat is kept"
}

// Names joins names as a list: "Ann", "Ann and Bob", "Ann, Bob and Sue".
func Names(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Watching is a spectator's line: "You are watching Ann and Bob."
func Watching(names []string) string { return "You are watching " + Names(names) + "." }

// AgainLine says who would play again: "Ann would play again." ("You
// would play again" for the person; "" for nobody).
func AgainLine(names []string) string {
	if len(names) == 0 {
		return ""
	}
	return Names(names) + " would play again."
}

// AgainWaits is the end box's line while the person waits for the
// others: "Waiting for Bob to agree."
func AgainWaits(names []string) string {
	if len(names) == 0 {
		return ""
	}
	return "Waiting for " + Names(names) + " to agree."
}

// ChatTime is a chat message's time of day: "14:02".
func ChatTime(t time.Time) string { return t.Format("15:04") }

// ChatRefusal says a refused chat message or name gently, from the
// server's code (docs/PROTOCOL.md, "Errors"); "" for a code it does not
// know (the server's own words are used then).
func ChatRefusal(code string) string {
	switch code {
	case "chat-blank":
		return "Type something first: a blank message is not sent."
	case "chat-long":
		return "A message is at most 500 characters."
	case "chat-rate":
		return "A moment, please: at most 5 messages in 10 seconds."
	case "chat-closed":
		return "Watchers may chat only when every player allows it."
	case "bad-name":
		return "A name is 1 to 24 letters, digits or signs."
	case "table-long":
		return TableLong
	case "store-full":
		return StoreShort
	}
	return ""
}

// TableLong says why a table that has played for very long takes no more
// chat, names or matches (the server's table-long).
const TableLong = "This table has played as long as one table may. Start a new table to play on."

// The table server's store has a cap (its host's -store-max). At nine
// tenths of it no table starts and only the matches in play write on;
// at the cap nothing is kept until tables expire (the server's
// store-full).
const (
	// StoreNoNewTables answers a new table refused; it follows
	// "creating a table: " (the create's words in the game) and is the
	// gone page's.
	StoreNoNewTables = "this server has no room for new tables just now, while the tables in play finish; try again in a while"
	// StoreShort answers chat, a name, an allow switch or Play again.
	StoreShort = "The server is short of room: this match plays on to its end, but chat, names and new matches wait until some room frees."
	// StoreFull answers a move the server could not keep: the game sends
	// it again by itself.
	StoreFull = "The server is out of room: your move is not kept yet. It is sent again every few seconds until some room frees."
)

// SharedNoHint answers H at a shared table, which has no hint.
func SharedNoHint() string {
	return "No hints at a shared table: the game is between you and your friend."
}

// SharedNoNew answers N at a shared table, where a match is not begun
// again halfway.
func SharedNoNew() string {
	return "A shared table's match plays to its end; then Play again starts the next."
}

// SeatedAsGuest tells a person seated with no name what the others see.
func SeatedAsGuest() string {
	return "The others see you as “Guest”; the " + YourNameButton + " button tells them your name."
}

// NamedAt confirms a name given at a shared table.
func NamedAt(name string) string { return "The others now see you as " + name + "." }

// AllowLine says a seat's switch of watchers' chat, and where that leaves
// the watchers: "Ann lets watchers chat (they may once every player
// does).", "Bob lets watchers chat: every player does, so they may.",
// "Ann no longer lets watchers chat."; to the seat that switched it, "You
// let watchers chat …" (name "").
func AllowLine(name string, on, all bool) string {
	who, lets := name, " lets"
	if name == "" {
		who, lets = "You", " let"
	}
	switch {
	case !on:
		return who + " no longer" + lets + " watchers chat."
	case all:
		return who + lets + " watchers chat: every player does, so they may."
	}
	return who + lets + " watchers chat (they may once every player does)."
}

// Renamed says a seat's new name: "Guest is now Bob."
func Renamed(from, to string) string {
	if from == "" {
		from = "Guest"
	}
	return from + " is now " + to + "."
}
