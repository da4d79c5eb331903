//go:build !js

package sharedtest

import (
	"slices"
	"testing"
	"time"

	"noddy/client"
	"noddy/engine/english"
	"noddy/ui/play"
	"noddy/ui/uitest"
)

// LongTable is for a server whose tables hold few items (a match's worth,
// less than one): once the match is over, chat and Play again are
// refused, and the person is told why in the game's words.
func LongTable(t *testing.T, h Harness) {
	srv := start(t, h)
	ann, link := annWaits(t, srv.Base)
	bob := FriendApp(t, srv.Base, "Bob", link, &client.MemTokens{}, nil)
	Run(t, 120*time.Second, "the match's end", func() bool {
		return ann.Friend.AtTable() && ann.Play.Overlay == play.OvEnd && bob.Play.Overlay == play.OvEnd
	}, ann, bob)
	ann.Friend.TextField().Type("one more?")
	ann.Friend.SubmitField()
	Run(t, 10*time.Second, "the chat's refusal", func() bool { return ann.Message == english.TableLong }, ann, bob)
	if chatHas(bob, "Ann: one more?") {
		t.Error("Bob got the refused message")
	}
	ann.Message = ""
	ann.Update(uitest.Tap(Button(t, ann, "again")))
	Run(t, 10*time.Second, "Play again's refusal", func() bool { return ann.Message == english.TableLong }, ann, bob)
	if slices.Contains(bob.Play.EndLines(), "Ann would play again.") {
		t.Error("Bob told Ann would play again")
	}
}
