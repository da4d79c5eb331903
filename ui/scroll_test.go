package ui

import (
	"fmt"
	"strings"
	"testing"

	"noddy/engine/english"
	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The mouse wheel over the log turns it back, at most as far as its lines
// go above its panel, and on again; elsewhere it turns nothing.
func TestWheelTurnsTheLog(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	a.SetSize(1280, 800)
	lt := a.L.LogText
	over := input.Frame{Pointer: true, PointerX: lt.X + lt.W/2, PointerY: lt.Y + lt.H/2}
	logRoom(t, a, 4)
	for _, tc := range []struct {
		wheel float64
		want  int
	}{{1, 1}, {2, 3}, {5, 4}, {-1, 3}, {-10, 0}, {-1, 0}} {
		f := over
		f.Wheel = tc.wheel
		a.Update(f)
		if a.Play.Scroll.Log != tc.want {
			t.Fatalf("wheel %v: the log turned back %d lines, want %d", tc.wheel, a.Play.Scroll.Log, tc.want)
		}
	}
	a.Update(input.Frame{Pointer: true, PointerX: 5, PointerY: 5, Wheel: 2}) // over the header
	if a.Play.Scroll.Log != 0 || a.Friend.ChatScroll.Chat != 0 {
		t.Fatalf("a wheel away from the log and the chat turned them: %+v %+v", a.Play.Scroll, a.Friend.ChatScroll)
	}
	a.Update(input.Frame{Pointer: true, PointerX: lt.X + 2, PointerY: lt.Y + 2, Wheel: 2})
	logRoom(t, a, 1) // fewer of the log's lines above
	if a.Play.Scroll.Log != 1 {
		t.Fatalf("after the room shrank to 1 the log stands %d back", a.Play.Scroll.Log)
	}
}

// logRoom gives a's table a log whose lines go room lines above its
// panel: as many entries as the panel can show (one line each, the last
// ones two), or fewer.
func logRoom(t *testing.T, a *App, room int) {
	t.Helper()
	l := &a.L
	lh := l.LogFS * play.LogLead
	n, most := int((l.LogText.H-l.Pad)/lh), int(l.LogText.H/lh)+1
	w := l.LogText.W - l.Pad*1.5 - l.MarkRoom()
	word := "W"
	for a.Measure(word, false, l.LogFS) <= w/2 {
		word += "W"
	}
	var log []string
	for i := range min(most, n+room) {
		s := "short"
		if i >= most-(n+room-most) {
			s = word + " " + word // two lines
		}
		log = append(log, s)
	}
	a.Play.Table.Log = log
	if got := a.Play.LogRoom(); got != room {
		t.Fatalf("a log of %d entries: %d lines above the panel, want %d", len(log), got, room)
	}
}

// Space on the person's turn to lay lays nothing (it hurries the table: a
// press meant for the show before laid the focused card) and says what
// does; Enter lays the focused card.
func TestSpaceDoesNotLay(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	settle(t, a)
	if !a.Play.Table.YourTurn() || a.Play.Table.Decision().Kind != table.DecLay {
		t.Fatalf("no lay to make: %v", a.Play.Table.Decision().Kind)
	}
	held := len(a.Play.Table.Held(nil))
	a.Update(key(input.KeySpace))
	if n := len(a.Play.Table.Held(nil)); n != held || a.Message != english.SpaceDoesNotLay() {
		t.Fatalf("Space at the lay: %d cards held (were %d), notice %q", n, held, a.Message)
	}
	a.Update(key(input.KeyEnter))
	if n := len(a.Play.Table.Held(nil)); n != held-1 {
		t.Fatalf("Enter at the lay: %d cards held, want %d", n, held-1)
	}
}

// The end box says what won the match with that combination's own
// points ("a flush of three, 3 points"), not the call's running total
// ("a flush of three is five" read as five for the flush).
func TestWonByItsOwnPoints(t *testing.T) {
	for _, seed := range []uint64{3, 7, 11} {
		a := newApp(t, Config{Seed: seed, Scene: "table", Autoplay: true, Settings: shell.Settings{Speed: "instant"}})
		for tick := 0; tick < 60000 && !a.Play.Table.Over; tick++ {
			a.Update(input.Frame{})
		}
		d := a.Play.Table.Decided
		t.Logf("seed %d: %q", seed, d)
		i := strings.LastIndex(d, ", ")
		if !a.Play.Table.Over || i < 0 || !strings.HasSuffix(d, " points") && !strings.HasSuffix(d, " 1 point") || strings.Contains(d, " is ") {
			t.Errorf("seed %d: the points that won it %q", seed, d)
		}
	}
}

// A finger dragged over the log turns it as the wheel does, a line for
// each line's height dragged (down: back to older lines), and the drag is
// no tap (a swipe on a phone's log had dealt the next hand).
func TestDragTurnsTheLog(t *testing.T) {
	var tp input.Taps
	for _, s := range []struct {
		y, dy float64
		drag  bool
	}{{100, 0, false}, {108, 0, false}, {130, 30, true}, {140, 10, true}, {135, -5, true}} {
		if dy, drag := tp.Seen(1, 20, s.y); dy != s.dy || drag != s.drag {
			t.Fatalf("at y %v: moved %v (drag %v), want %v (%v)", s.y, dy, drag, s.dy, s.drag)
		}
	}
	if _, _, ok := tp.Ended(1); ok {
		t.Fatal("a drag ended as a tap")
	}

	a := newApp(t, Config{Seed: 7, Scene: "table", Touch: true})
	a.SetSize(390, 844)
	lt := a.L.LogText
	logRoom(t, a, 4)
	lh := a.L.LogFS * play.LogLead
	drag := func(dy float64) input.Frame {
		return input.Frame{Drag: dy, DragX: lt.X + lt.W/2, DragY: lt.Y + lt.H/2}
	}
	for _, tc := range []struct {
		dy   float64
		want int
	}{{lh * 0.6, 0}, {lh * 0.6, 1}, {lh * 2, 3}, {-lh * 3.2, 0}} {
		a.Update(drag(tc.dy))
		if a.Play.Scroll.Log != tc.want {
			t.Fatalf("a drag of %.1f px (%.1f a line): the log %d lines back, want %d", tc.dy, lh, a.Play.Scroll.Log, tc.want)
		}
	}
	a.Update(input.Frame{Drag: lh * 3, DragX: 5, DragY: 5}) // over the header
	if a.Play.Scroll.Log != 0 {
		t.Fatalf("a drag away from the log turned it %d back", a.Play.Scroll.Log)
	}
}

// An entry taller than the panel (a phone's hand summary, eight lines in
// three) can be read to its end: turned on past the newest, the panel goes
// down it, marking its first line as a tail; and the log turns back
// through forty entries, not a panel's worth (the cut was out of reach).
func TestLogReadsATallEntryAndGoesBack(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Touch: true})
	a.SetSize(390, 844)
	l := &a.L
	lh := l.LogFS * play.LogLead
	n := int((l.LogText.H - l.Pad) / lh)
	long := strings.TrimSpace(strings.Repeat("the computer held the nine of hearts and the crib ", 2*n))
	var log []string
	for i := range 44 {
		log = append(log, fmt.Sprintf("entry %d", i))
	}
	a.Play.Table.Log = append(log, long)
	v := a.Play.Log()
	tall := len(v.Lines) - v.Start
	if v.End-v.Start != n || !v.Newer || tall <= n {
		t.Fatalf("at rest: lines %d–%d of %d, newer %v; want the tall entry's first %d (it has %d)", v.Start, v.End, len(v.Lines), v.Newer, n, tall)
	}
	a.Play.Wheel(-100)
	v = a.Play.Log()
	if v.End != len(v.Lines) || v.Newer || !v.Cut || !v.Older || !strings.HasPrefix(v.Lead.Text, english.LogContinued) {
		t.Fatalf("turned on: lines %d–%d of %d, newer %v, cut %v %q; want the entry's last lines, led", v.Start, v.End, len(v.Lines), v.Newer, v.Cut, v.Lead.Text)
	}
	if want := -(tall - n); a.Play.Scroll.Log != want {
		t.Errorf("turned on as far as it goes: %d, want %d", a.Play.Scroll.Log, want)
	}
	a.Play.Wheel(1000)
	v = a.Play.Log()
	if got := v.Lines[v.Start].Text; v.Start != 0 || !strings.HasPrefix(got, "entry ") || got == "entry 43" {
		t.Fatalf("turned back as far as it goes: the first line %q (line %d)", got, v.Start)
	}
	if got := v.Lines[0].Text; got != fmt.Sprintf("entry %d", 45-40) && got != "entry 0" {
		t.Errorf("the log's oldest line %q: want forty entries or more back", got)
	}
}

// A log turned back comes to its newest line at the next deal (it had
// stayed as many lines back for good, through later deals and matches,
// the newest out of sight: a play-test), not while the deal lasts.
func TestTurnedLogComesBackAtTheNextDeal(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
	a.SetSize(1280, 800)
	lt := a.L.LogText
	a.Update(input.Frame{})
	deal := a.Play.Table.Deal
	logRoom(t, a, 4)
	a.Update(input.Frame{Pointer: true, PointerX: lt.X + lt.W/2, PointerY: lt.Y + lt.H/2, Wheel: 2})
	a.Update(input.Frame{})
	if a.Play.Scroll.Log != 2 {
		t.Fatalf("the log turned back %d lines in deal %d, want 2", a.Play.Scroll.Log, deal)
	}
	for tick := 0; tick < 20000 && a.Play.Table.Deal == deal; tick++ {
		if a.Play.Scroll.Log != 2 {
			t.Fatalf("deal %d, tick %d: the log came back to %d lines within the deal", deal, tick, a.Play.Scroll.Log)
		}
		a.Update(keysFor(a))
	}
	if a.Play.Table.Deal == deal {
		t.Fatal("no next deal")
	}
	a.Update(input.Frame{}) // the next tick
	if a.Play.Scroll.Log != 0 {
		t.Errorf("deal %d: the log still turned back %d lines", a.Play.Table.Deal, a.Play.Scroll.Log)
	}
}
