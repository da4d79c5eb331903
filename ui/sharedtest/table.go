package sharedtest

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"noddy/client"
	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
	"noddy/ui/uitest"
)

// TableThroughTheApp: create, join by the link, chat, a reload that comes
// straight back, a whole match played through the table's own keys, the
// codes and reviews, Play again, and a spectator who never holds a hidden
// card.
func TableThroughTheApp(t *testing.T, h Harness) {
	srv := start(t, h)
	var link string
	annTokens, bobTokens := &client.MemTokens{}, &client.MemTokens{}
	ann := FriendApp(t, srv.Base, "Ann", "", annTokens, func(l string) { link = l })

	// The title's Play a friend, then Create.
	ann.Update(uitest.Tap(Button(t, ann, "friend")))
	Run(t, 5*time.Second, "the friend scene", func() bool { return ann.Scene == shell.SceneFriend && ann.Fade == 0 }, ann)
	if ann.Friend.TextField() == nil || ann.Friend.TextField().Text != "Ann" {
		t.Fatalf("Play a friend's name field: %+v", ann.Friend.TextField())
	}
	ann.Update(uitest.Tap(Button(t, ann, "create")))
	Run(t, 10*time.Second, "the waiting table", func() bool { return ann.Friend.Shared.State() == "waiting" }, ann)
	if link == "" || ann.Friend.SharedLink() != link || !strings.HasPrefix(link, srv.Base+"/t/") {
		t.Fatalf("link %q, shown %q", link, ann.Friend.SharedLink())
	}
	lines := uitest.LineTexts(ann.Friend.FriendLines())
	if !slices.Contains(lines, link) {
		t.Errorf("the waiting table's words %q do not give the link", lines)
	}
	wait := strings.Join(lines, " ")
	if want := "The table waits about 48 hours more for your friend, then goes."; !strings.Contains(wait, want) {
		t.Errorf("the waiting table's words %q: want %q", wait, want)
	}
	if _, ok := Button(t, ann, "copy"), true; !ok {
		t.Error("no Copy button")
	}

	// Bob opens the link: he takes the free seat and both are at the
	// table, their cards their own.
	bob := FriendApp(t, srv.Base, "Bob", link, bobTokens, nil)
	Run(t, 10*time.Second, "both at the table", func() bool {
		return ann.Scene == shell.SceneTable && bob.Scene == shell.SceneTable && ann.Fade == 0 && bob.Fade == 0 && ann.Friend.AtTable() && bob.Friend.AtTable()
	}, ann, bob)
	if ann.Friend.Shared.Seat() != 0 || bob.Friend.Shared.Seat() != 1 || bobTokens.Token(ann.Friend.Shared.ID()) == "" {
		t.Fatalf("seats: Ann %d, Bob %d; Bob's token kept %q", ann.Friend.Shared.Seat(), bob.Friend.Shared.Seat(), bobTokens.Token(ann.Friend.Shared.ID()))
	}
	// The chat panel lies beside the log's lines and the pegging board,
	// over neither, at every window shape.
	for _, sz := range [][2]float64{{1280, 800}, {844, 390}, {390, 844}, {1024, 640}} {
		ann.SetSize(sz[0], sz[1])
		p, lines := ann.Friend.ChatPanel()
		lt, pg := ann.L.LogText, ann.L.Pegging
		if p.W <= 0 || lines.H <= 0 || overlaps(p, lt) || pg.W > 0 && overlaps(p, pg) || ann.Friend.TextField() == nil || !inside(ann.Friend.TextField().Rect, p) {
			t.Errorf("%v: the chat panel %+v (lines %+v, field %+v), the log's lines %+v, the board %+v", sz, p, lines, ann.Friend.TextField(), lt, pg)
		}
		// Two lines of chat and two of the log at least (an upright
		// phone's had held the chat's box alone, and one line of log).
		if two := 2 * ann.L.LogFS * play.LogLead; lines.H < two || lt.H < two {
			t.Errorf("%v: the chat's lines %.0f px, the log's %.0f: want two lines of %.1f px each", sz, lines.H, lt.H, ann.L.LogFS)
		}
	}
	ann.SetSize(1280, 800)
	if v := ann.Play.Table.Voice; v.Short[0] != "You" || v.Short[1] != "Bob" {
		t.Errorf("Ann's table names %q, want You and Bob", v.Short)
	}
	if v := bob.Play.Table.Voice; v.Short[0] != "Ann" || v.Short[1] != "You" {
		t.Errorf("Bob's table names %q, want Ann and You", v.Short)
	}

	// Chat both ways, typed into the field; a blank one is refused gently.
	ann.Friend.TextField().Type("good luck")
	ann.Friend.SubmitField()
	Run(t, 10*time.Second, "Ann's message at Bob's", func() bool { return chatHas(bob, "Ann: good luck") }, ann, bob)
	bob.Friend.TextField().Type("and to you")
	bob.Friend.SubmitField()
	Run(t, 10*time.Second, "Bob's message at Ann's", func() bool { return chatHas(ann, "Bob: and to you") }, ann, bob)
	bob.Friend.TextField().Type("   ")
	bob.Friend.SubmitField()
	Run(t, 10*time.Second, "the blank's refusal", func() bool { return strings.HasPrefix(bob.Message, "Type something first") }, ann, bob)
	// Keys typed into the chat never play a card: Ann focuses the chat
	// and presses 1 2 3 on her turn.
	Run(t, 20*time.Second, "someone's turn", func() bool { return ann.Play.Table.YourTurn() || bob.Play.Table.YourTurn() }, ann, bob)
	who := ann
	if !ann.Play.Table.YourTurn() {
		who = bob
	}
	held := len(who.Play.Table.Held(nil))
	fld := who.Friend.TextField()
	who.Update(uitest.Tap(fld.Rect))
	if !who.Friend.TextField().Focus {
		t.Fatal("a tap on the chat's field did not give it the focus")
	}
	for _, k := range []input.Key{input.Key1, input.Key2, input.Key3, input.KeySpace} {
		who.Update(uitest.Key(k))
	}
	if n := len(who.Play.Table.Held(nil)); n != held || !who.Play.Table.YourTurn() {
		t.Fatalf("keys typed into the chat played: %d cards held, were %d", n, held)
	}
	// Enter sends the message and, the table waiting for this seat,
	// leaves the chat: the prompt's keys are the table's again (they had
	// gone on typing into the chat).
	who.Update(uitest.Key(input.KeyEnter))
	if n := len(who.Play.Table.Held(nil)); n != held || !who.Play.Table.YourTurn() || who.Friend.TextField().Focus {
		t.Fatalf("Enter in the chat on this seat's turn: %d cards held (were %d), the chat's focus %v", n, held, who.Friend.TextField().Focus)
	}
	who.Update(uitest.Tap(fld.Rect))
	who.Update(uitest.Key(input.KeyEscape))
	if who.Friend.TextField().Focus {
		t.Fatal("Esc left the focus in the chat")
	}
	// H and N, the local table's hint and new match, say why not here.
	who.Update(uitest.Key(input.KeyH))
	if who.Message != english.SharedNoHint() || who.Play.HintOpen() {
		t.Errorf("H at a shared table: message %q, hint open %v", who.Message, who.Play.HintOpen())
	}
	who.Update(uitest.Key(input.KeyN))
	if who.Message != english.SharedNoNew() || who.Play.Overlay != play.OvNone || len(who.Play.Table.Held(nil)) != held {
		t.Errorf("N at a shared table: message %q, overlay %v, %d cards held (were %d)", who.Message, who.Play.Overlay, len(who.Play.Table.Held(nil)), held)
	}

	// Play on until the count is under way in a later deal, then Bob
	// reloads: a new game with his kept token comes straight back to the
	// table as it stands, without replaying it.
	Run(t, 60*time.Second, "the second deal's count", func() bool {
		return bob.Play.Table.Deal >= 2 && bob.Play.Table.PileN() > 0 && !bob.Play.Table.Busy() && !ann.Play.Table.Busy()
	}, ann, bob)
	cards := func(t *table.Table) []engine.Card {
		var out []engine.Card
		for _, i := range t.Held(nil) {
			out = append(out, t.Sprites[i].Card)
		}
		return out
	}
	before := cards(bob.Play.Table)
	bob.Friend.Leave()
	// At normal speed: a table that replayed the deal would be busy with
	// its animations for seconds.
	bob2 := friendAppAt(t, "normal", srv.Base, "Bob", link, bobTokens, nil)
	idle(t, 10*time.Second, "Bob back at the table", func() bool { return bob2.Friend.AtTable() && bob2.Play.Table.Taken() > 0 }, ann, bob2)
	if bob2.Play.Table.Busy() || !bob2.Friend.Shared.StoodAtOnce() {
		t.Errorf("the tick the snapshot came: busy %v (%d events taken): want the deal shown at once", bob2.Play.Table.Busy(), bob2.Play.Table.Taken())
	}
	if now := cards(bob2.Play.Table); !slices.Equal(now, before) {
		t.Errorf("after the reload Bob holds %v, before %v", now, before)
	}
	// At rest both tables show the same.
	idle(t, 10*time.Second, "both at rest", func() bool {
		return !ann.Play.Table.Busy() && !bob2.Play.Table.Busy() && (ann.Play.Table.YourTurn() || bob2.Play.Table.YourTurn())
	}, ann, bob2)
	got, hers := bob2.Play.Table, ann.Play.Table
	if got.Deal != hers.Deal || !slices.Equal(got.Scores, hers.Scores) || got.Count != hers.Count || got.PileN() != hers.PileN() {
		t.Errorf("after the reload Bob's table: deal %d scores %v count %d pile %d; Ann's: deal %d scores %v count %d pile %d",
			got.Deal, got.Scores, got.Count, got.PileN(), hers.Deal, hers.Scores, hers.Count, hers.PileN())
	}
	if ms := bob2.Friend.Snapshot().BackMS; ms < 0 {
		t.Errorf("BackMS %d after the reload: the table never stood after the welcome", ms)
	}
	if bob2.Friend.Shared.Source().FromStart() {
		t.Error("the reload replayed the match from its start: want the deal's snapshot")
	}
	Run(t, 10*time.Second, "Ann told Bob left and came back", func() bool {
		return chatHas(ann, "Bob has left the table — their seat is kept") && chatHas(ann, "Bob is back")
	}, ann, bob2)
	if !chatHas(bob2, "Ann: good luck") {
		t.Errorf("the reload's chat %q lacks what was said before", bob2.Friend.Snapshot().Chat)
	}

	// A third visitor watches: never a face of a card in a hand before the
	// hand ends, on any tick; no chat until the seats allow it.
	sue := FriendApp(t, srv.Base, "Sue", link, &client.MemTokens{}, nil)
	ticks, leaks := 0, 0
	sueSaw := map[string]bool{}
	Run(t, 120*time.Second, "the match's end", func() bool {
		if sue.Friend.AtTable() {
			ticks++
			sueSaw[sue.Play.OtherTurn()] = true
			if c, bad := spectatorLeak(sue.Play.Table); bad {
				leaks++
				if leaks == 1 {
					t.Errorf("the spectator's table knows %v in a hand before it ended (deal %d)", c, sue.Play.Table.Deal)
				}
			}
		}
		return ann.Play.Overlay == play.OvEnd && bob2.Play.Overlay == play.OvEnd && sue.Play.Table != nil && sue.Play.Table.Over
	}, ann, bob2, sue)
	if sue.Friend.Shared.Seat() != -1 || sue.Play.Table.Source().Person() || ticks < 10 {
		t.Errorf("Sue: seat %d person %v, %d ticks watched", sue.Friend.Shared.Seat(), sue.Play.Table.Source().Person(), ticks)
	}
	// The chat's field at the end: beside the end box, never over it (a
	// phone's box covers the field's place: the browser's input, which
	// stands over the canvas, had hidden its lines).
	for _, sz := range [][2]float64{{1280, 800}, {390, 844}, {844, 390}} {
		ann.SetSize(sz[0], sz[1])
		ann.Update(input.Frame{})
		f, box := ann.Friend.TextField(), ann.Play.Panel()
		if f != nil && f.Rect.Intersects(box) || f == nil && sz[0] == 1280 {
			t.Errorf("%v: the chat's field %+v over the end box %+v", sz, f, box)
		}
	}
	ann.SetSize(1280, 800)
	// The watcher is told whose turn it is, by name, and that they watch.
	if !sueSaw["You are watching · Ann's turn"] || !sueSaw["You are watching · Bob's turn"] || sueSaw["Ann's turn"] || sueSaw["Your turn"] || sueSaw["The computer's turn"] {
		t.Errorf("the watcher's turn lines: %v", sueSaw)
	}
	if f := sue.Friend.TextField(); f == nil || !strings.Contains(f.Hint, "may not chat") {
		t.Errorf("the spectator's field %+v: want it to say watchers may not chat", f)
	}
	sue.Friend.TextField().Type("hello")
	sue.Friend.SubmitField()
	Run(t, 10*time.Second, "the spectator's refusal", func() bool { return strings.HasPrefix(sue.Message, "Watchers may chat only") }, ann, bob2, sue)

	// Both players are given the same match code, and each reviews their
	// own decisions from their own seat; a watcher has no review.
	Run(t, 60*time.Second, "both reviews worked out", func() bool {
		return ann.Review.Review != nil && bob2.Review.Review != nil && ann.Review.Review.Done() && bob2.Review.Review.Done()
	}, ann, bob2, sue)
	code := ann.Review.Review.Code
	if code == "" || bob2.Review.Review.Code != code || ann.Friend.Shared.Code() != code || ann.Review.Review.Seat != 0 || bob2.Review.Review.Seat != 1 || sue.Review.Review != nil {
		t.Fatalf("codes: Ann %q (seat %d), Bob %q (seat %d), the end's %q; Sue's review %v",
			code, ann.Review.Review.Seat, bob2.Review.Review.Code, bob2.Review.Review.Seat, ann.Friend.Shared.Code(), sue.Review.Review != nil)
	}
	if m, err := engine.MatchFromCode(code); err != nil || m.Winner() != ann.Friend.Shared.Winner() || m.Seed() != ann.Play.Table.Seed() {
		t.Fatalf("the code %s: %v; winner %d seed %d, the table's %d %d", code, err, m.Winner(), m.Seed(), ann.Friend.Shared.Winner(), ann.Play.Table.Seed())
	}
	if want := english.EndCode(code); !slices.Contains(ann.Play.EndLines(), want) || !slices.Contains(bob2.Play.EndLines(), want) {
		t.Errorf("the end boxes %q and %q lack %q", ann.Play.EndLines(), bob2.Play.EndLines(), want)
	}
	// Both last hands are turned up and listed, as against the computer.
	for _, p := range []*ui.App{ann, bob2} {
		other := 1 - p.Friend.Shared.Seat()
		if !slices.ContainsFunc(p.Play.EndLines(), func(l string) bool { return strings.HasPrefix(l, p.Play.Table.Voice.Subject(other)+": ") }) || !p.Play.Table.Revealed {
			t.Errorf("seat %d's end box %q does not list %s's hand (revealed %v)", p.Friend.Shared.Seat(), p.Play.EndLines(), p.Play.Table.Voice.Subject(other), p.Play.Table.Revealed)
		}
	}
	bob2.Update(uitest.Tap(Button(t, bob2, "review")))
	Run(t, 5*time.Second, "Bob's review", func() bool { return bob2.Scene == shell.SceneReview && bob2.Fade == 0 }, ann, bob2, sue)
	if err := bob2.Review.Review.Open(0); err != nil || bob2.Review.Review.Table.You != 1 {
		t.Fatalf("Bob's review opens: %v; shown from seat %d, want 1", err, bob2.Review.Review.Table.You)
	}
	if v := bob2.Review.Review.Table.Voice; v.Short[0] != "Ann" || v.Short[1] != "You" || strings.Contains(bob2.Review.Review.Table.DealText, "computer") {
		t.Errorf("Bob's review names %q, deal line %q: want Ann and You", v.Short, bob2.Review.Review.Table.DealText)
	}
	// Every line the review's table logged names Ann, from the first
	// deal's shows, which the table shows as it is made, on.
	for _, ln := range bob2.Review.Review.Table.Log {
		if strings.Contains(strings.ToLower(ln), "computer") {
			t.Errorf("Bob's review logged %q", ln)
		}
	}
	bob2.Update(uitest.Key(input.KeyEscape)) // the summary
	bob2.Update(uitest.Key(input.KeyEscape)) // back to the shared table's end box
	Run(t, 5*time.Second, "Bob back at the table", func() bool {
		return bob2.Scene == shell.SceneTable && bob2.Fade == 0 && bob2.Play.Overlay == play.OvEnd && bob2.Friend.AtTable()
	}, ann, bob2, sue)

	// Play again: Ann asks, Bob's end box says so, Bob agrees: match 2.
	if ann.Play.Table.Seed() == 0 {
		t.Error("the finished match's seed is not shown")
	}
	first := ann.Play.Table
	ann.Update(uitest.Tap(Button(t, ann, "again")))
	Run(t, 10*time.Second, "Bob told Ann would play again", func() bool {
		return slices.Contains(bob2.Play.EndLines(), "Ann would play again.")
	}, ann, bob2, sue)
	bob2.Update(uitest.Tap(Button(t, bob2, "again")))
	Run(t, 10*time.Second, "the next match", func() bool {
		return ann.Play.Table != first && ann.Friend.AtTable() && ann.Friend.Shared.Match() == 2 && bob2.Friend.Shared.Match() == 2 && ann.Play.Overlay == play.OvNone
	}, ann, bob2, sue)
}

// A gone table's link says so and offers a new one.
func GoneTable(t *testing.T, h Harness) {
	srv := start(t, h)
	a := FriendApp(t, srv.Base, "Ann", srv.Base+"/t/AAAAAAAAAAAAAAAAAAAAAA", &client.MemTokens{}, nil)
	if a.Scene != shell.SceneFriend {
		t.Fatalf("a link opens scene %v, want friend", a.Scene)
	}
	Run(t, 10*time.Second, "gone", func() bool { return a.Friend.Shared.State() == "gone" }, a)
	// A link made up: the server has no record of its table, and the words
	// say so without claiming it ever was (it had said the table went after
	// 48 hours).
	if title, lines := a.Friend.FriendTitle(), uitest.LineTexts(a.Friend.FriendLines()); title != english.NotFoundTitle || !slices.Equal(lines, []string{english.NotFound}) {
		t.Errorf("a made-up link: %q %q; want %q %q", title, lines, english.NotFoundTitle, english.NotFound)
	}
	a.Update(uitest.Tap(Button(t, a, "create")))
	Run(t, 10*time.Second, "a new table", func() bool { return a.Friend.Shared.State() == "waiting" }, a)
	if a.Friend.Shared.ID() == "AAAAAAAAAAAAAAAAAAAAAA" || !strings.Contains(a.Friend.SharedLink(), "/t/") {
		t.Errorf("the new table's link %q", a.Friend.SharedLink())
	}
}

// A seat renamed mid-match is renamed everywhere the other sees it: the
// header's deal line too.
func RenameMidMatch(t *testing.T, h Harness) {
	srv := start(t, h)
	ann, link := annWaits(t, srv.Base)
	bob := FriendApp(t, srv.Base, "Bob", link, &client.MemTokens{}, nil)
	idle(t, 20*time.Second, "the first deal", func() bool {
		return ann.Friend.AtTable() && bob.Friend.AtTable() && ann.Play.Table.Deal >= 1 && strings.Contains(ann.Play.Table.DealText, "Bob")
	}, ann, bob)
	bob.Friend.ToggleNaming()
	bob.Friend.TextField().Set("Robert")
	bob.Friend.SubmitField()
	idle(t, 10*time.Second, "Robert at Ann's", func() bool { return ann.Play.Table.Voice.Short[1] == "Robert" }, ann, bob)
	if d := ann.Play.Table.DealText; !strings.Contains(d, "Robert") || strings.Contains(d, "Bob") {
		t.Errorf("Ann's deal line after the rename: %q", d)
	}
}

// A link opened with no name kept seats the person as Guest, and says
// so; a name given at the table is confirmed (the header says "You").
func GuestToldAndNamed(t *testing.T, h Harness) {
	srv := start(t, h)
	ann, link := annWaits(t, srv.Base)
	guest := FriendApp(t, srv.Base, "", link, &client.MemTokens{}, nil)
	Run(t, 10*time.Second, "the guest seated", func() bool { return guest.Friend.AtTable() && guest.Friend.Shared.Seat() == 1 }, ann, guest)
	if guest.Message != english.SeatedAsGuest() || ann.Message == english.SeatedAsGuest() {
		t.Errorf("seated without a name: the guest's notice %q, Ann's %q", guest.Message, ann.Message)
	}
	// Both at the table with the chat's field: a seat whose table still
	// fades in, or shows an overlay, has none yet (on a loaded machine Ann
	// could be mid-fade here).
	idle(t, 10*time.Second, "both seats' chat fields", func() bool {
		return guest.Friend.TextField() != nil && ann.Friend.TextField() != nil
	}, ann, guest)
	// The wheel over the chat turns it back; a message sent goes back to
	// the newest, where it shows.
	cp, cl := guest.Friend.ChatPanel()
	// More lines than the panel holds, from both seats (five each at most
	// in ten seconds).
	for i := range int(cl.H/(guest.L.LogFS*play.LogLead)) + 3 {
		who := []*ui.App{guest, ann}[i%2]
		who.Friend.TextField().Set(fmt.Sprintf("line %d", i))
		who.Friend.SubmitField()
	}
	idle(t, 10*time.Second, "the chat past its panel", func() bool { return guest.Friend.ChatRoom() >= 2 }, ann, guest)
	guest.Update(input.Frame{Pointer: true, PointerX: cp.X + cp.W/2, PointerY: cp.Y + 4, Wheel: 2})
	if guest.Friend.ChatScroll.Chat != 2 || guest.Play.Scroll.Log != 0 {
		t.Fatalf("the wheel over the chat: %+v %+v", guest.Friend.ChatScroll, guest.Play.Scroll)
	}
	guest.Friend.TextField().Set("hello")
	guest.Friend.SubmitField()
	if guest.Friend.ChatScroll.Chat != 0 {
		t.Errorf("after sending, the chat stands %d back", guest.Friend.ChatScroll.Chat)
	}
	guest.Friend.ToggleNaming()
	guest.Friend.TextField().Set("Cy")
	guest.Friend.SubmitField()
	if guest.Message != english.NamedAt("Cy") {
		t.Errorf("after naming: %q, want %q", guest.Message, english.NamedAt("Cy"))
	}
	idle(t, 10*time.Second, "Cy at Ann's", func() bool { return ann.Play.Table != nil && ann.Play.Table.Voice.Short[1] == "Cy" }, ann, guest)
	if !chatHas(ann, english.Renamed("Guest", "Cy")) || chatHas(guest, english.Renamed("Guest", "Cy")) || guest.Friend.TextField().Focus {
		t.Errorf("the rename: in Ann's chat %v, in Cy's own %v; Cy's field keeps the focus %v",
			chatHas(ann, english.Renamed("Guest", "Cy")), chatHas(guest, english.Renamed("Guest", "Cy")), guest.Friend.TextField().Focus)
	}

	// Watchers' chat, switched on by one player and then the other: the
	// chat says each switch and where it leaves the watchers.
	ann.Friend.ToggleAllow()
	// Each is told of their own switch as theirs: "You let watchers chat".
	one, yours := english.AllowLine("Ann", true, false), english.AllowLine("", true, false)
	if yours != "You let watchers chat (they may once every player does)." {
		t.Fatalf("one's own switch reads %q", yours)
	}
	Run(t, 10*time.Second, "Ann's switch in both chats", func() bool { return chatHas(ann, yours) && chatHas(guest, one) && !chatHas(ann, one) }, ann, guest)
	guest.Friend.ToggleAllow()
	both, yours := english.AllowLine("Cy", true, true), english.AllowLine("", true, true)
	Run(t, 10*time.Second, "Cy's switch in both chats", func() bool { return chatHas(ann, both) && chatHas(guest, yours) && ann.Friend.Shared.SpecChat() }, ann, guest)
}

// An act the server refuses (a card that would pass 31, one not held)
// leaves the person's turn open: the same prompt is answered again. (The
// browser test stalled on it: a refusal taken in the tick after the act
// left the table's decision read while the act was pending.)
func RefusedActKeepsTheTurn(t *testing.T, h Harness) {
	srv := start(t, h)
	ann, link := annWaits(t, srv.Base)
	bob := FriendApp(t, srv.Base, "Bob", link, &client.MemTokens{}, nil)
	idle(t, 20*time.Second, "someone's lay", func() bool {
		return ann.Friend.AtTable() && bob.Friend.AtTable() && (ann.Play.Table.LayTurn() || bob.Play.Table.LayTurn())
	}, ann, bob)
	who := ann
	if !ann.Play.Table.LayTurn() {
		who = bob
	}
	held := map[engine.Card]bool{}
	for _, i := range who.Play.Table.Held(nil) {
		held[who.Play.Table.Sprites[i].Card] = true
	}
	var bad engine.Card
	for c := engine.Card(0); c < 52; c++ {
		if !held[c] {
			bad = c
			break
		}
	}
	if err := who.Play.Table.Play(bad); err != nil {
		t.Fatalf("Play(%v): %v", bad, err)
	}
	// The refusal comes before the next tick (a browser's tick is 16 ms or
	// more; on loopback the server answers within it): the tick that takes
	// it must open the decision again.
	who.Snapshot() // as the browser's bridge does after every tick: the decision read while the act is pending
	time.Sleep(300 * time.Millisecond)
	idle(t, 10*time.Second, "the refusal, and the turn again", func() bool {
		return who.Play.Table.HasRefusal() || who.Message != ""
	}, ann, bob)
	idle(t, 10*time.Second, "the turn open again", func() bool { return who.Play.Table.LayTurn() }, ann, bob)
}

// On an upright phone too short for the chat's lines beside the cards
// (375×667: the table keeps its cards' size, the chat only its box),
// another's message is said as a notice; one's own is not.
func ChatOnAShortPhone(t *testing.T, h Harness) {
	srv := start(t, h)
	ann, link := annWaits(t, srv.Base)
	ann.SetSize(375, 667)
	bob := FriendApp(t, srv.Base, "Bob", link, &client.MemTokens{}, nil)
	idle(t, 10*time.Second, "both seats' chat fields", func() bool {
		return ann.Friend.AtTable() && bob.Friend.AtTable() && bob.Friend.TextField() != nil && ann.Friend.TextField() != nil
	}, ann, bob)
	if _, lines := ann.Friend.ChatPanel(); lines.H >= ann.L.LogFS*play.LogLead {
		t.Fatalf("at 375×667 the chat holds %.0f px of lines: this wants a phone too short for one", lines.H)
	}
	bob.Friend.TextField().Set("good luck")
	bob.Friend.SubmitField()
	idle(t, 10*time.Second, "Bob's message said at Ann's", func() bool { return ann.Message == "Bob: good luck" }, ann, bob)
	// Up long enough to read (shell.ReadTicks: 4 s at the least), where a
	// notice's 150 ticks went by before a sentence was read: 240 frames,
	// the tick that raised it the first (the table is polled before the
	// notice's clock runs).
	if got, want := ann.NoticeTicks()+1, shell.ReadTicks("Bob: good luck"); got != want || want != 240 {
		t.Fatalf("Bob's message is up for %d ticks, want %d (240)", got, want)
	}
	for range 238 {
		ann.Update(input.Frame{})
	}
	if ann.Message != "Bob: good luck" {
		t.Fatalf("239 ticks on, Ann's notice is %q, want Bob's message still", ann.Message)
	}
	ann.Update(input.Frame{})
	if ann.Message != "" {
		t.Fatalf("240 ticks on, Ann's notice is still %q", ann.Message)
	}
	ann.Friend.TextField().Set("and you")
	ann.Friend.SubmitField()
	idle(t, 10*time.Second, "Ann's message at both", func() bool {
		return chatHas(bob, "Ann: and you") && chatHas(ann, "Ann: and you")
	}, ann, bob)
	if strings.Contains(ann.Message, "and you") || strings.Contains(bob.Message, "and you") {
		t.Errorf("notices: Ann's own %q, Bob's (at 1280×800, the chat shown) %q", ann.Message, bob.Message)
	}
}

// A watcher's own message is theirs as a seat's is: "You: …" in gold in
// their chat, and never a notice to them, even on a phone too short for
// the chat's lines (375×667), where another watcher is told it as one.
func WatcherOwnChat(t *testing.T, h Harness) {
	srv := start(t, h)
	ann, link := annWaits(t, srv.Base)
	bob := FriendApp(t, srv.Base, "Bob", link, &client.MemTokens{}, nil)
	idle(t, 10*time.Second, "both at the table", func() bool { return ann.Friend.AtTable() && bob.Friend.AtTable() }, ann, bob)
	ann.Friend.ToggleAllow()
	bob.Friend.ToggleAllow()
	idle(t, 10*time.Second, "watchers' chat allowed", func() bool { return ann.Friend.Shared.SpecChat() && bob.Friend.Shared.SpecChat() }, ann, bob)
	sue := FriendApp(t, srv.Base, "Sue", link, &client.MemTokens{}, nil)
	tom := FriendApp(t, srv.Base, "Tom", link, &client.MemTokens{}, nil)
	sue.SetSize(375, 667)
	tom.SetSize(375, 667)
	idle(t, 10*time.Second, "two watchers with chat", func() bool {
		return sue.Friend.AtTable() && tom.Friend.AtTable() && sue.Friend.Shared.SpecChat() && tom.Friend.Shared.SpecChat() &&
			sue.Friend.TextField() != nil && tom.Friend.TextField() != nil
	}, ann, bob, sue, tom)
	if sue.Friend.Shared.Seat() != -1 || tom.Friend.Shared.Seat() != -1 {
		t.Fatalf("seats: Sue %d, Tom %d; want two watchers", sue.Friend.Shared.Seat(), tom.Friend.Shared.Seat())
	}
	if _, lines := sue.Friend.ChatPanel(); lines.H >= sue.L.LogFS*play.LogLead {
		t.Fatalf("at 375×667 the watcher's chat holds %.0f px of lines: this wants a phone too short for one", lines.H)
	}
	sue.Message, tom.Message = "", ""
	sue.Friend.TextField().Set("hi all")
	sue.Friend.SubmitField()
	idle(t, 10*time.Second, "Sue's message everywhere", func() bool {
		return chatHas(ann, "Sue: hi all") && chatHas(sue, "Sue: hi all") && chatHas(tom, "Sue: hi all")
	}, ann, bob, sue, tom)
	last := func(a *ui.App) layout.Line {
		ls := a.Friend.ChatLines()
		return ls[len(ls)-1]
	}
	if l := last(sue); !strings.HasSuffix(l.Text, " You: hi all") || l.Style != layout.TextGold {
		t.Errorf("Sue's own line %q style %v: want \"… You: hi all\" in gold (%v), as a seat's own", l.Text, l.Style, layout.TextGold)
	}
	if l := last(tom); !strings.HasSuffix(l.Text, " Sue (watching): hi all") || l.Style == layout.TextGold {
		t.Errorf("Sue's line at Tom's %q style %v: want \"… Sue (watching): hi all\", not gold", l.Text, l.Style)
	}
	if strings.Contains(sue.Message, "hi all") || tom.Message != "Sue (watching): hi all" {
		t.Errorf("notices: Sue's own %q (want none), Tom's %q (want Sue's message)", sue.Message, tom.Message)
	}
}

// Your name clicked with keys typed in the same tick (a person clicks and
// types at once): the field opens with them and the focus (the platform
// types the next tick's keys there). In the browser the first letters had reached the
// canvas, not the page's input ("Zed" became "d").
func NameTypedWithTheClick(t *testing.T, h Harness) {
	srv := start(t, h)
	ann, link := annWaits(t, srv.Base)
	bob := FriendApp(t, srv.Base, "Bob", link, &client.MemTokens{}, nil)
	idle(t, 10*time.Second, "both seats' chat fields", func() bool {
		return bob.Friend.TextField() != nil && ann.Friend.TextField() != nil
	}, ann, bob)
	f := uitest.Tap(Button(t, bob, "name"))
	f.Chars = "Ze"
	bob.Update(f)
	fld := bob.Friend.TextField()
	if fld == nil || fld.Text != "Ze" || !fld.Focus || fld.Hint != english.NameHint {
		t.Fatalf("Your name clicked with \"Ze\" typed: the field %+v; want \"Ze\", the focus, the name's hint", fld)
	}
	// Named; then a click elsewhere with a key types nothing into the chat.
	bob.Friend.SubmitField()
	f = input.Frame{Tap: true, TapX: 1, TapY: 1, Chars: "x"}
	bob.Update(f)
	if fld := bob.Friend.TextField(); fld.Text != "" || fld.Focus {
		t.Errorf("a click elsewhere with \"x\" typed: the chat's field %+v; want it empty, no focus", fld)
	}
}
