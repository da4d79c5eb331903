package ui

import (
	"reflect"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/tutorial"
	"noddy/ui/input"
	"noddy/ui/shell"
	"noddy/ui/table"
	"noddy/ui/uitest"
)

func tourApp(t *testing.T, speed table.Speed, step int) *App {
	t.Helper()
	st := shell.DefaultSettings()
	st.Speed = speed.String()
	a, err := NewApp(Config{Scene: "tutorial", Step: step, Settings: st})
	if err != nil {
		t.Fatal(err)
	}
	a.SetSize(1280, 800)
	return a
}

func press(k input.Key) input.Frame {
	var f input.Frame
	f.Keys[k] = true
	return f
}

// rest ticks until the tutorial's table is still.
func rest(t *testing.T, a *App) {
	t.Helper()
	for i := 0; i < 5000; i++ {
		if a.Fade == 0 && !a.Tutorial.Tour.Table.Busy() {
			return
		}
		a.Update(input.Frame{})
	}
	t.Fatal("the tutorial's table never came to rest")
}

// tableState is what the table draws, for comparing two tables.
type tableState struct {
	Sprites              [table.MaxSprites]table.Sprite
	Scores               [2]int
	Count, Deal, Dealer  int
	Hands                [2][]engine.Card
	Revealed, Over       bool
	Winner, Taken        int
	Entries              []table.Entry
	CountText, DealText  string
	Marked               engine.CardSet
	ScoreText            [2]string
	LogLen               int
	LastLog              string
	Turn                 int
	PileCount, HeldCount int
}

func stateOf(tb *table.Table) tableState {
	s := tableState{Sprites: tb.Sprites, Scores: [2]int(tb.Scores), Count: tb.Count, Deal: tb.Deal, Dealer: tb.Dealer,
		Hands: [2][]engine.Card(tb.Hands), Revealed: tb.Revealed, Over: tb.Over, Winner: tb.Winner, Taken: tb.Taken(),
		Entries: append([]table.Entry(nil), tb.Entries...), CountText: tb.CountText, DealText: tb.DealText,
		Marked: tb.Marked, ScoreText: [2]string(tb.ScoreText), LogLen: len(tb.Log), Turn: tb.Turn()}
	if len(tb.Log) > 0 {
		s.LastLog = tb.Log[len(tb.Log)-1]
	}
	return s
}

// Forward through every step with animations: at rest, the table shows
// exactly the step's events, its scores are the narration's, and the
// step's cards glow. Then back through every step: each matches the state
// reached going forward.
func TestTourForwardAndBack(t *testing.T) {
	a := tourApp(t, table.SpeedFast, 0)
	tu := tutorial.New()
	if s := a.Snapshot(); s.Scene != "tutorial" || s.Step != 1 || s.Steps != tu.Len() {
		t.Fatalf("snapshot %+v: want the tutorial at step 1 of %d", s, tu.Len())
	}
	forward := make([]tableState, tu.Len())
	for i := 0; i < tu.Len(); i++ {
		rest(t, a)
		st := tu.Step(i)
		s := a.Snapshot()
		tb := a.Tutorial.Tour.Table
		if s.Step != i+1 || tb.Taken() != st.Events || [2]int(s.Scores) != st.Scores {
			t.Fatalf("step %d: snapshot step %d, table shows %d events with scores %v; want %d events, scores %v",
				i+1, s.Step, tb.Taken(), s.Scores, st.Events, st.Scores)
		}
		if tb.Marked != engine.SetOf(st.Highlight...) {
			t.Fatalf("step %d: marked %v, want %v", i+1, tb.Marked, st.Highlight)
		}
		forward[i] = stateOf(tb)
		if i < tu.Len()-1 {
			a.Update(press(input.KeyRight))
		}
	}
	if s := a.Snapshot(); !s.Over || s.Winner != 0 || [2]int(s.Scores) != [2]int{32, 23} {
		t.Errorf("last step: over %v, winner %d, scores %v; want you winning 32–23", s.Over, s.Winner, s.Scores)
	}
	a.Update(press(input.KeyRight)) // past the end: stays
	if a.Snapshot().Step != tu.Len() {
		t.Fatal("next at the last step moved")
	}
	for i := tu.Len() - 2; i >= 0; i-- {
		a.Update(press(input.KeyLeft))
		rest(t, a)
		if got := stateOf(a.Tutorial.Tour.Table); !reflect.DeepEqual(got, forward[i]) {
			t.Fatalf("step %d going back differs from going forward:\n got %+v\nwant %+v", i+1, got, forward[i])
		}
	}
}

func TestTourControls(t *testing.T) {
	a := tourApp(t, table.SpeedInstant, 12)
	if s := a.Snapshot(); s.Step != 12 {
		t.Fatalf("opened at step %d, want 12", s.Step)
	}
	// A tap on the table goes on; a tap on Back goes back.
	a.Update(input.Frame{Tap: true, TapX: 300, TapY: 400})
	if s := a.Snapshot(); s.Step != 13 {
		t.Fatalf("tap on the table: step %d, want 13", s.Step)
	}
	bs, labels := a.Buttons()
	if len(bs) != 5 || labels[0] != "← Back" || labels[1] != "Auto-play" || labels[2] != "Next →" {
		t.Fatalf("buttons %v %v", bs, labels)
	}
	x, y := bs[0].Centre()
	a.Update(input.Frame{Tap: true, TapX: x, TapY: y})
	if s := a.Snapshot(); s.Step != 12 {
		t.Fatalf("tap on Back: step %d, want 12", s.Step)
	}
	// Play advances by itself after the step's reading time, and pauses.
	a.Update(press(input.KeyP))
	if _, labels := a.Buttons(); labels[1] != "Pause" {
		t.Fatalf("playing, the button says %q", labels[1])
	}
	d := tutorial.Dwell(a.Tutorial.Tour.T.Step(11), 60)
	for k := 0; k < d+2; k++ {
		a.Update(input.Frame{})
	}
	if s := a.Snapshot(); s.Step != 13 {
		t.Fatalf("after %d ticks of play: step %d, want 13", d+2, s.Step)
	}
	a.Update(press(input.KeyP))
	for k := 0; k < 2000; k++ {
		a.Update(input.Frame{})
	}
	if s := a.Snapshot(); s.Step != 13 {
		t.Fatalf("paused: step %d, want 13", s.Step)
	}
	a.Update(press(input.KeyR))
	if s := a.Snapshot(); s.Step != 1 {
		t.Fatalf("restart: step %d, want 1", s.Step)
	}
	a.Update(press(input.KeyEscape))
	for k := 0; k < shell.FadeTicks+1; k++ {
		a.Update(input.Frame{})
	}
	if s := a.Snapshot(); s.Scene != "title" {
		t.Fatalf("Esc: scene %q, want title", s.Scene)
	}
}

// The title offers the tutorial; choosing it opens step 1.
func TestTitleOpensTutorial(t *testing.T) {
	a, err := NewApp(Config{Settings: shell.DefaultSettings()})
	if err != nil {
		t.Fatal(err)
	}
	a.SetSize(1280, 800)
	bs, labels := a.Buttons()
	i := -1
	for k, b := range bs {
		if b.Name() == "tutorial" {
			i = k
		}
	}
	if i < 0 || labels[i] != "Watch the tutorial" {
		t.Fatalf("title buttons %v %v: no tutorial", bs, labels)
	}
	for k, b := range bs {
		if b.Y+b.H > a.L.RuleLine.Y {
			t.Errorf("title button %q at %v runs into the rule line", b.Name(), b.Rect)
		}
		for _, o := range bs[:k] { // one column or two
			if b.X < o.X+o.W && o.X < b.X+b.W && b.Y < o.Y+o.H && o.Y < b.Y+b.H {
				t.Errorf("title button %q at %v overlaps %q at %v", b.Name(), b.Rect, o.Name(), o.Rect)
			}
		}
	}
	x, y := bs[i].Centre()
	a.Update(input.Frame{Tap: true, TapX: x, TapY: y})
	for k := 0; k < shell.FadeTicks+1; k++ {
		a.Update(input.Frame{})
	}
	if s := a.Snapshot(); s.Scene != "tutorial" || s.Step != 1 {
		t.Fatalf("scene %q step %d, want the tutorial at step 1", s.Scene, s.Step)
	}
}

func TestTourBadScene(t *testing.T) {
	if _, err := NewApp(Config{Scene: "tutorials", Settings: shell.DefaultSettings()}); err != ErrBadScene {
		t.Errorf("error %v, want ErrBadScene", err)
	}
	// A step past the end opens the last.
	a := tourApp(t, table.SpeedInstant, 1000)
	if s := a.Snapshot(); s.Step != s.Steps {
		t.Errorf("step %d of %d, want the last", s.Step, s.Steps)
	}
}

// In a tall window the tutorial's table is laid out wide in the top part
// and the narration gets the width under it.
func TestTourLayout(t *testing.T) {
	a := tourApp(t, table.SpeedInstant, 1)
	if !reflect.DeepEqual(a.Tutorial.TL, a.L) || a.Tutorial.TourPanel() != a.L.Log {
		t.Error("in a wide window the tutorial uses the table's layout and the log's place")
	}
	// In a tall window, the table's tall layout with the narration, larger,
	// in the log's place (it was a wide table squeezed into the top half,
	// its buttons ~20 px), the step's buttons in the row at the foot.
	for _, sz := range [][2]float64{{600, 900}, {390, 844}} {
		a.SetSize(sz[0], sz[1])
		p, tl := a.Tutorial.TourPanel(), a.Tutorial.TL
		if !tl.Portrait || p != tl.Log || p.W < sz[0]-2*tl.Pad-0.01 || p.H < sz[1]*0.2 ||
			p.Y < tl.CountAt.Y+tl.CountAt.H || p.Y+p.H > tl.Hands[0][0].Y {
			t.Errorf("%v: table %vx%v (portrait %v), narration %+v", sz, tl.W, tl.H, tl.Portrait, p)
		}
		if tl.CW < a.L.CW*0.6 {
			t.Errorf("%v: the tutorial's cards %.1f wide, the table's %.1f", sz, tl.CW, a.L.CW)
		}
		bs, _ := a.Buttons()
		for _, b := range bs {
			if b.Rect.Y != tl.Buttons.Y || b.H < 30 || b.Y+b.H > tl.RuleLine.Y {
				t.Errorf("%v: button %s at %+v, not in the row at the foot %+v", sz, b.Name(), b.Rect, tl.Buttons)
			}
		}
	}
}

// The last step offers a match against the computer in Next's place: its
// button (and N) goes to the table with a new match at the chosen level;
// before the last step there is no such button and N does nothing.
func TestTourLastStepPlaysAMatch(t *testing.T) {
	n := tutorial.New().Len()
	a := tourApp(t, table.SpeedInstant, n-1)
	has := func() (input.Button, string, bool) {
		bs, labels := a.Buttons()
		for i, b := range bs {
			if b.Name() == "match" {
				return b, labels[i], true
			}
		}
		return input.Button{}, "", false
	}
	if _, _, ok := has(); ok {
		t.Fatalf("step %d of %d offers a match", n-1, n)
	}
	a.Update(press(input.KeyN))
	if a.Scene != shell.SceneTutorial || a.Next != shell.SceneTutorial || a.Snapshot().Step != n-1 {
		t.Fatalf("N before the last step: scene %v next %v", a.Scene, a.Next)
	}
	a.Update(press(input.KeyRight))
	rest(t, a)
	s := a.Snapshot()
	if s.Step != n {
		t.Fatalf("at step %d, want %d", s.Step, n)
	}
	var snapB []string
	for _, b := range s.Buttons {
		snapB = append(snapB, b.Name())
	}
	if !reflect.DeepEqual(snapB, []string{"back", "play", "match", "restart", "exit"}) {
		t.Errorf("last step's snapshot buttons %v", snapB)
	}
	b, label, ok := has()
	if !ok || label != "Play a match" {
		t.Fatalf("last step: match button %v, label %q", ok, label)
	}
	// Auto-play (not "Play", which reads as "play a game") stays, and
	// the footer names its key.
	if _, labels := a.Buttons(); labels[1] != "Auto-play" || !strings.Contains(a.Tutorial.TourKeys(), "P: auto-play") {
		t.Errorf("last step: button %q, footer %q", labels[1], a.Tutorial.TourKeys())
	}
	// Next on the last step stays there.
	a.Update(press(input.KeyRight))
	if s := a.Snapshot(); s.Scene != "tutorial" || s.Step != n {
		t.Fatalf("→ on the last step: %q step %d", s.Scene, s.Step)
	}
	x, y := b.Centre()
	a.Update(input.Frame{Tap: true, TapX: x, TapY: y})
	for k := 0; k < shell.FadeTicks+1; k++ {
		a.Update(input.Frame{})
	}
	s = a.Snapshot()
	if s.Scene != "table" || a.Play.Table == nil || a.Play.Table.Over || !strings.HasSuffix(a.Play.Table.RuleText, "computer: "+a.Level()) {
		t.Fatalf("after Play a match: scene %q, table %v", s.Scene, a.Play.Table != nil)
	}

	// The key does the same.
	a = tourApp(t, table.SpeedInstant, n)
	a.Settings.Level = "expert"
	a.Update(press(input.KeyN))
	for k := 0; k < shell.FadeTicks+1; k++ {
		a.Update(input.Frame{})
	}
	if s := a.Snapshot(); s.Scene != "table" || a.Play.Table == nil || !strings.HasSuffix(a.Play.Table.RuleText, "computer: expert") {
		t.Fatalf("N on the last step: scene %q", s.Scene)
	}
}

// The cribbage tutorial's first discard names the three best ways and the
// one to avoid; the full table of every choice is there on request: a
// button at the narration's foot (and T) shows it, on the page where it
// begins, every row of it, and hides it again; the step without it has
// no such button, and T does nothing there. (The first discard was a
// fifteen-row table for someone who had never played.)
func TestCribTutorialTableOnRequest(t *testing.T) {
	st := shell.DefaultSettings()
	st.Speed = "instant"
	st.Game = "cribbage"
	a, err := NewApp(Config{Scene: "tutorial", Step: 4, Game: "cribbage", Settings: st})
	if err != nil {
		t.Fatal(err)
	}
	a.SetSize(1280, 800)
	rest(t, a)
	a.Update(input.Frame{})
	tr := a.Tutorial.Tour
	step := tr.Cur.Step()
	if step.More == "" || !strings.Contains(step.Text, "The three best:") || strings.Contains(step.Text, step.More) {
		t.Fatalf("step 4 %q: text %q, more %q", step.Title, step.Text, step.More)
	}
	words := func() string {
		var out []string
		for _, pg := range a.Tutorial.Narration().Pages {
			for _, ln := range pg {
				out = append(out, strings.Fields(ln.S)...)
			}
		}
		return strings.Join(out, " ")
	}
	table := strings.Join(strings.Fields(step.More), " ")
	if strings.Contains(words(), table) {
		t.Fatal("the full table shown before it was asked for")
	}
	bs, labels := a.Buttons()
	var more input.Button
	for i, b := range bs {
		if b.Do.Do == input.DoMore {
			more = b
			if labels[i] != "Every choice (T)" {
				t.Errorf("the button says %q", labels[i])
			}
		}
	}
	p := a.Tutorial.TourPanel()
	if more.W == 0 || more.X < p.X || more.X+more.W > p.X+p.W || more.Y+more.H > p.Y+p.H {
		t.Fatalf("no button for the table inside the narration %+v: %+v", p, more)
	}
	pages := tr.Pages
	a.Update(tap(more.Rect))
	if !tr.ShowingMore() || !strings.Contains(words(), table) || tr.Pages <= pages || tr.Page != pages-1 {
		t.Fatalf("after the button: shown %v, pages %d (were %d), on page %d", tr.ShowingMore(), tr.Pages, pages, tr.Page+1)
	}
	if _, labels := a.Buttons(); labels[len(labels)-1] != "Hide the table (T)" {
		t.Errorf("the button then says %q", labels[len(labels)-1])
	}
	a.Update(press(input.KeyT))
	if tr.ShowingMore() || strings.Contains(words(), table) || tr.Pages != pages {
		t.Errorf("T did not hide the table: shown %v, %d pages", tr.ShowingMore(), tr.Pages)
	}
	a.Update(press(input.KeyT))
	if !tr.ShowingMore() {
		t.Error("T did not show the table")
	}
	// The next step has none: no button, and T leaves it as it is.
	for tr.Cur.At() == 3 {
		a.Update(press(input.KeyRight))
		rest(t, a)
	}
	a.Update(press(input.KeyT))
	if bs, _ := a.Buttons(); bs[len(bs)-1].Do.Do == input.DoMore || tr.ShowingMore() {
		t.Errorf("step %d: a button for a table it does not have", tr.Cur.At()+1)
	}
}

// TestTourBackSpent: Back is drawn dim on the first step's first page,
// where it has nowhere to go, and not once a step has been taken.
func TestTourBackSpent(t *testing.T) {
	a := tourApp(t, table.SpeedFast, 0)
	back := func() input.Button {
		bs, _ := a.ButtonsOf(shell.SceneTutorial)
		return uitest.ButtonNamed(t, bs, input.DoStepBack.String(), "the tutorial")
	}
	if !a.Tutorial.Spent(back()) {
		t.Error("Back on the first step is not spent")
	}
	a.Update(press(input.KeyRight))
	rest(t, a)
	if a.Tutorial.Spent(back()) {
		t.Error("Back on the second step is spent")
	}
	a.Update(press(input.KeyLeft))
	rest(t, a)
	if !a.Tutorial.Spent(back()) {
		t.Error("Back after going back to the first step is not spent")
	}
}
