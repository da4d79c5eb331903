package ui

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"noddy/engine"
	"noddy/engine/players"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
	"noddy/ui/uitest"
)

func newApp(t testing.TB, cfg Config) *App {
	t.Helper()
	if cfg.Settings.Speed == "" {
		cfg.Settings = shell.DefaultSettings()
	}
	a, err := NewApp(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// settle runs ticks with no input until the table waits for a card or
// the match is over; at the end of a hand it presses Space (next hand).
func settle(t testing.TB, a *App) {
	t.Helper()
	for i := 0; i < 20000; i++ {
		if a.Fade == 0 && (a.Play.Table == nil || !a.Play.Table.Busy()) && (a.Play.Table == nil || a.Play.Table.YourTurn() || a.Play.Table.Over) {
			return
		}
		if a.Play.Table != nil && a.Play.Table.Waiting() && a.Scene == shell.SceneTable && a.Play.Overlay == play.OvNone {
			a.Update(key(input.KeySpace))
			continue
		}
		a.Update(input.Frame{})
	}
	t.Fatal("the table never came to rest")
}

func button(t testing.TB, a *App, name string) geom.Rect {
	t.Helper()
	bs, _ := a.Buttons()
	return uitest.Button(t, bs, name, fmt.Sprintf("scene %v (overlay %d)", a.Scene, a.Play.Overlay))
}

// The view-model shows the person's own cards and never the computer's
// unplayed ones until the hand has ended.
func TestComputerHandHiddenUntilHandEnds(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	m := mt(a.Play.Table)
	sawReveal := false
	for tick := 0; tick < 40000 && !a.Play.Table.Over; tick++ {
		tb := a.Play.Table
		for i := range 3 {
			sp := tb.Sprites[tb.Slots.Hand(1, i)]
			if sp.Shown && sp.Card.Valid() && !tb.Revealed {
				t.Fatalf("tick %d: computer's unplayed card %v shown before the hand ended", tick, sp.Card)
			}
			if sp.Shown && sp.Card.Valid() {
				sawReveal = true
			}
		}
		f := input.Frame{}
		if tb.Waiting() {
			f = key(input.KeySpace) // next hand
		}
		if tb.YourTurn() {
			f = key(input.Key1)
			if !tb.Legal(tb.Sprites[tb.Held(nil)[0]].Card) {
				f = key(input.Key2)
				if !tb.Legal(tb.Sprites[tb.Held(nil)[1]].Card) {
					f = key(input.Key3)
				}
			}
		}
		a.Update(f)
	}
	if !a.Play.Table.Over {
		t.Fatal("the match did not finish")
	}
	if !sawReveal {
		t.Error("the computer's unplayed cards were never turned up at a hand's end")
	}
	if !slices.Equal(a.Play.Table.Scores, m.Scores()) {
		t.Errorf("shown scores %v, match %v", a.Play.Table.Scores, m.Scores())
	}
	if w := m.Winner(); a.Play.Table.Winner != w || m.Scores()[w] < engine.DefaultTarget {
		t.Errorf("winner shown %d, match %d with %v", a.Play.Table.Winner, w, m.Scores())
	}
	if a.Play.Overlay != play.OvEnd || a.Play.Matches != 1 {
		t.Errorf("overlay %d, matches %d: want the end panel after one match", a.Play.Overlay, a.Play.Matches)
	}
}

// After the deal, the player's sprites hold exactly the player's hand, the
// count and the scores match the engine, and input is accepted.
func TestDealMatchesEngine(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		a := newApp(t, Config{Seed: seed, Scene: "table"})
		settle(t, a)
		tb := a.Play.Table
		if tb.Over {
			continue
		}
		v := mt(tb).View(0)
		var hand []engine.Card
		for _, i := range tb.Held(nil) {
			hand = append(hand, tb.Sprites[i].Card)
		}
		if !slices.Equal(hand, v.Hand) {
			t.Errorf("seed %d: hand shown %v, engine %v", seed, hand, v.Hand)
		}
		if tb.Sprites[SpStarter].Card != v.Starter || !tb.Sprites[SpStarter].Up {
			t.Errorf("seed %d: starter shown %v, engine %v", seed, tb.Sprites[SpStarter].Card, v.Starter)
		}
		if tb.Count != v.Count || !slices.Equal(tb.Scores, v.Scores) {
			t.Errorf("seed %d: count %d scores %v shown; engine %d %v", seed, tb.Count, tb.Scores, v.Count, v.Scores)
		}
		n := 0
		for i := range tb.PileN() {
			if tb.Sprites[SpPile+i].Card == v.Pile[i] {
				n++
			}
		}
		if n != len(v.Pile) || tb.PileN() != len(v.Pile) {
			t.Errorf("seed %d: pile shown %d cards, engine %v", seed, tb.PileN(), v.Pile)
		}
		if !tb.YourTurn() || !a.Snapshot().YourTurn {
			t.Errorf("seed %d: not accepting input at rest on the player's turn", seed)
		}
	}
}

func TestPlayRefusals(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	tb := a.Play.Table
	if err := tb.Play(mt(tb).View(0).Hand[0]); !errors.Is(err, table.ErrBusy) && tb.Busy() {
		t.Fatalf("Play while animating: %v, want ErrBusy", err)
	}
	settle(t, a)
	// Seed 7: the computer leads 4D; the player holds 5S 8C 2C, all legal.
	before := len(mt(tb).Events())
	err := tb.Play(engine.MustParseCards("KS")[0])
	var ae *engine.ActionError
	if !errors.As(err, &ae) || !errors.Is(err, engine.ErrNotHeld) {
		t.Fatalf("Play(KS) = %v, want ErrNotHeld", err)
	}
	if len(mt(tb).Events()) != before || tb.Busy() {
		t.Fatal("a refused card changed the table")
	}
}

// Tapping the centre of a Snapshot hand rect lays that very card.
func TestSnapshotHandRectsLayTheirCard(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {640, 360}, {390, 844}} {
		a := newApp(t, Config{Seed: 7, Scene: "table"})
		a.SetSize(size[0], size[1])
		settle(t, a)
		s := a.Snapshot()
		if len(s.Hand) != 3 || !s.YourTurn {
			t.Fatalf("%v: snapshot hand %v yourTurn %v", size, s.Hand, s.YourTurn)
		}
		want := a.Play.Table.Sprites[a.Play.Table.Held(nil)[1]].Card
		a.Update(tap(s.Hand[1]))
		pile := mt(a.Play.Table).View(0).Pile
		if len(pile) != 2 || pile[1] != want {
			t.Errorf("%v: tapping the second card laid %v, want %v", size, pile, want)
		}
	}
}

func TestSnapshotButtons(t *testing.T) {
	a := newApp(t, Config{Seed: 3})
	names := func() []string {
		var out []string
		for _, b := range a.Snapshot().Buttons {
			out = append(out, b.Name())
		}
		return out
	}
	if s := a.Snapshot(); s.Scene != "title" || !slices.Contains(names(), "play") {
		t.Fatalf("title snapshot %+v", s)
	}
	a.Update(tap(button(t, a, "play")))
	settle(t, a)
	for _, n := range []string{"new", "count", "rules"} {
		if !slices.Contains(names(), n) {
			t.Errorf("table buttons %v lack %q", names(), n)
		}
	}
	if s := a.Snapshot(); s.Scene != "table" || s.Seed != 3 {
		t.Errorf("table snapshot scene %q seed %d", s.Scene, s.Seed)
	}
}

func TestNewMatchAsksFirst(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", NewSeed: func() uint64 { return 99 }})
	settle(t, a)
	a.Update(key(input.KeyN))
	if a.Play.Overlay != play.OvConfirm {
		t.Fatalf("N mid-match: overlay %d, want the confirmation", a.Play.Overlay)
	}
	a.Update(key(input.KeyEscape))
	if a.Play.Overlay != play.OvNone || a.Play.Table.Seed() != 7 {
		t.Fatal("Esc did not keep the match")
	}
	a.Update(key(input.KeyN))
	a.Update(tap(button(t, a, "yes")))
	if a.Play.Table.Seed() != 99 {
		t.Fatalf("after yes, seed %d, want 99", a.Play.Table.Seed())
	}
}

func TestOverlaysOpenAndClose(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	settle(t, a)
	for _, c := range []struct {
		k  input.Key
		ov play.Overlay
	}{{input.KeyC, play.OvCount}, {input.KeyR, play.OvRules}} {
		a.Update(key(c.k))
		if a.Play.Overlay != c.ov {
			t.Fatalf("key %d: overlay %d", c.k, a.Play.Overlay)
		}
		if c.ov == play.OvCount {
			lines := lineTexts(a.Play.Table.CountLines())
			if len(lines) < 6 || lines[0] != "You: 6 this deal" || lines[1] != "   show: fifteen 5♠ 8♣ 2♣ — 2" {
				t.Errorf("count panel: %q", lines)
			}
		}
		a.Update(key(input.KeyEscape))
		if a.Play.Overlay != play.OvNone {
			t.Fatalf("Esc left overlay %d open", a.Play.Overlay)
		}
	}
}

// The count panel names the computer's show only by kinds until the hand
// ends, then with its cards.
func TestCountPanelRevealsAfterHand(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
	settle(t, a)
	hidden := false
	for _, e := range a.Play.Table.Entries {
		if e.Seat == 1 && e.Where == "show" {
			hidden = e.Hidden && e.Combo.Cards == nil
		}
	}
	if !hidden {
		t.Fatalf("computer's show entry before the hand ends: %+v", a.Play.Table.Entries)
	}
	deal := a.Play.Table.Deal
	for a.Play.Table.Deal == deal && !a.Play.Table.Over {
		tb := a.Play.Table
		for _, i := range tb.Held(nil) {
			if tb.Legal(tb.Sprites[i].Card) {
				_ = tb.Play(tb.Sprites[i].Card)
				break
			}
		}
		a.Update(input.Frame{})
	}
	ended := false
	for _, e := range mt(a.Play.Table).Events() {
		if he, ok := e.(engine.HandEnded); ok && he.Deal == deal {
			ended = true
		}
	}
	if !ended {
		t.Fatal("hand did not end")
	}
}

func TestSettingsNormalize(t *testing.T) {
	s := shell.Settings{Speed: "warp", Level: "grandmaster"}.Normalize()
	if s.Speed != "normal" || s.Level != players.Levels()[0] {
		t.Fatalf("normalized %+v", s)
	}
	for i := range table.NumSpeeds {
		if sp, ok := table.ParseSpeed(i.String()); !ok || sp != i {
			t.Errorf("speed %d round trip", i)
		}
	}
}

func TestSettingsSceneTogglesAndSaves(t *testing.T) {
	a := newApp(t, Config{Seed: 1})
	a.Update(tap(button(t, a, "settings")))
	for a.Fade > 0 {
		a.Update(input.Frame{})
	}
	if a.Scene != shell.SceneSettings {
		t.Fatalf("scene %v", a.Scene)
	}
	for _, n := range []string{"contrast", "fourcolour", "bigtext", "sound", "speed"} {
		a.Update(tap(button(t, a, n)))
	}
	s := a.Settings
	if !s.HighContrast || !s.FourColour || !s.BigText || !s.Muted || s.Speed != "fast" || !a.SettingsChanged {
		t.Fatalf("settings after toggling all: %+v changed=%v", s, a.SettingsChanged)
	}
	fsBig := a.L.FS
	a.Update(tap(button(t, a, "bigtext")))
	if a.L.FS >= fsBig {
		t.Errorf("big text off: FS %v, was %v", a.L.FS, fsBig)
	}
	a.Update(key(input.KeyEscape))
	for a.Fade > 0 {
		a.Update(input.Frame{})
	}
	if a.Scene != shell.SceneTitle {
		t.Fatalf("Esc from settings: scene %v", a.Scene)
	}
}

// S opens Settings from the title as it does from the table (it had done
// nothing there), and Esc comes back to the title; H, unbound on the
// title, stays there.
func TestTitleSOpensSettings(t *testing.T) {
	a := newApp(t, Config{Seed: 7})
	a.SetSize(1280, 800)
	a.Update(key(input.KeyH))
	for a.Fade > 0 {
		a.Update(input.Frame{})
	}
	if a.Scene != shell.SceneTitle || a.Next != shell.SceneTitle {
		t.Fatalf("H on the title: scene %v, next %v; want the title", a.Scene, a.Next)
	}
	a.Update(key(input.KeyS))
	for a.Fade > 0 {
		a.Update(input.Frame{})
	}
	if a.Scene != shell.SceneSettings {
		t.Fatalf("S on the title: scene %v, want settings", a.Scene)
	}
	a.Update(key(input.KeyEscape))
	for a.Fade > 0 {
		a.Update(input.Frame{})
	}
	if a.Scene != shell.SceneTitle {
		t.Fatalf("Esc from the settings S opened: scene %v, want the title", a.Scene)
	}
}

func TestBadConfig(t *testing.T) {
	if _, err := NewApp(Config{Scene: "lobby", Settings: shell.DefaultSettings()}); !errors.Is(err, ErrBadScene) {
		t.Errorf("scene lobby: %v", err)
	}
	var upe *players.UnknownPlayerError
	if _, err := NewApp(Config{Level: "nobody", Settings: shell.DefaultSettings()}); !errors.As(err, &upe) {
		t.Errorf("level nobody: %v", err)
	}
}

// Every level players.Levels() offers can be played.
func TestEveryLevelPlays(t *testing.T) {
	for _, lv := range players.Levels() {
		a := newApp(t, Config{Seed: 5, Scene: "table", Autoplay: true, Level: lv, Settings: shell.Settings{Speed: "instant"}})
		for i := 0; i < 5000 && a.Play.Matches == 0; i++ {
			a.Update(input.Frame{})
		}
		if a.Play.Matches != 1 {
			t.Errorf("level %s: autoplay match did not finish", lv)
		}
	}
}

// Layouts from a small landscape window to a tall phone keep everything on
// screen and the hands clear of the pile, the log and the buttons.
func TestLayoutsFit(t *testing.T) {
	overlap := func(a, b geom.Rect) bool {
		return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
	}
	for _, sz := range [][2]float64{{1280, 800}, {960, 600}, {640, 360}, {480, 320}, {390, 844}, {360, 640}, {768, 1024}, {1920, 1080}} {
		for _, big := range []bool{false, true} {
			l := layout.NewLayout(sz[0], sz[1], big)
			screen := geom.Rect{X: 0, Y: 0, W: sz[0] + 0.01, H: sz[1] + 0.01}
			in := func(name string, r geom.Rect) {
				if r.X < 0 || r.Y < 0 || r.X+r.W > screen.W || r.Y+r.H > screen.H || r.W <= 0 || r.H <= 0 {
					t.Errorf("%v big=%v: %s %+v off screen", sz, big, name, r)
				}
			}
			for s := range 2 {
				for i := range 3 {
					in("hand", l.Hands[s][i])
					for _, o := range []geom.Rect{l.Log, l.Buttons, l.Pile[0], l.Pile[5], l.Starter, l.Pack, l.Header, l.RuleLine} {
						if overlap(l.Hands[s][i], o) {
							t.Errorf("%v big=%v: hand %d/%d %+v overlaps %+v", sz, big, s, i, l.Hands[s][i], o)
						}
					}
				}
			}
			for _, r := range l.Pile {
				in("pile", r)
				if overlap(r, l.Log) || overlap(r, l.CountAt) {
					t.Errorf("%v big=%v: pile %+v overlaps log or count", sz, big, r)
				}
			}
			in("count", l.CountAt)
			in("log", l.Log)
			in("buttons", l.Buttons)
			if l.CW < 32 {
				t.Errorf("%v big=%v: cards %v px wide, too small", sz, big, l.CW)
			}
		}
	}
}

// monkey drives the app with random clicks, taps, keys and pointer moves,
// mixed with a scripted player that lays a legal card and starts the next
// match, and asserts that matches keep finishing.
func monkey(t *testing.T, a *App, ticks int, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 1))
	for tick := 0; tick < ticks; tick++ {
		var f input.Frame
		switch r := rng.IntN(100); {
		case r < 8:
			f.Tap, f.TapX, f.TapY = true, rng.Float64()*a.L.W, rng.Float64()*a.L.H
		case r < 12:
			k := input.Key(1 + rng.IntN(int(input.NumKeys)-1))
			if k != input.KeyF11 {
				f.Keys[k] = true
			}
		case r < 20:
			f.Pointer, f.PointerX, f.PointerY = true, rng.Float64()*a.L.W, rng.Float64()*a.L.H
		case r < 40:
			// The scripted player: get back to the table and play on.
			switch {
			case a.Scene == shell.SceneTitle && a.Fade == 0:
				f = tap(button(t, a, "play"))
			case a.Scene == shell.SceneSettings && a.Fade == 0:
				f = key(input.KeyEscape)
			case a.Scene == shell.SceneTable && a.Play.Overlay == play.OvEnd:
				f = key(input.KeyN)
			case a.Scene == shell.SceneTable && a.Play.Overlay != play.OvNone:
				f = key(input.KeyEscape)
			case a.Scene == shell.SceneTable && a.Snapshot().YourTurn:
				s := a.Snapshot()
				for i, idx := range a.Play.Table.Held(nil) {
					if a.Play.Table.Legal(a.Play.Table.Sprites[idx].Card) {
						f = tap(s.Hand[i])
					}
				}
			}
		}
		if f.Keys[input.KeyM] {
			f.Keys[input.KeyM] = false
		}
		a.Update(f)
		if a.Quit {
			a.Quit = false
		}
		if rng.IntN(500) == 0 {
			sz := [][2]float64{{1280, 800}, {640, 360}, {390, 844}}[rng.IntN(3)]
			a.SetSize(sz[0], sz[1])
		}
	}
}

func TestMonkey(t *testing.T) {
	for _, speed := range []string{"instant", "fast"} {
		a := newApp(t, Config{Seed: 11, CanQuit: true, Settings: shell.Settings{Speed: speed}})
		ticks := 30000
		monkey(t, a, ticks, 42)
		if a.Play.Matches < 3 {
			t.Errorf("speed %s: only %d matches finished in %d ticks", speed, a.Play.Matches, ticks)
		}
		t.Logf("speed %s: %d matches in %d ticks", speed, a.Play.Matches, ticks)
	}
}

// BenchmarkAppUpdate is one tick of the game's logic at the table
// mid-count, waiting for the player, with the pointer over a card.
func BenchmarkAppUpdate(b *testing.B) {
	a := newApp(b, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
	settle(b, a)
	tb := a.Play.Table
	for _, i := range tb.Held(nil) {
		if tb.Legal(tb.Sprites[i].Card) {
			_ = tb.Play(tb.Sprites[i].Card)
			break
		}
	}
	settle(b, a)
	if tb.Count == 0 || !tb.YourTurn() {
		b.Fatal("not waiting mid-count")
	}
	x, y := a.L.Hands[0][0].Centre()
	f := input.Frame{Pointer: true, PointerX: x, PointerY: y}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a.Update(f)
		a.Buttons()
	}
}

// Nothing teleports: at normal speed, a card that appears comes moving from
// somewhere, and a card that changes place slides there.
func TestNothingTeleports(t *testing.T) {
	a := newApp(t, Config{Seed: 21, Scene: "table", Autoplay: true})
	var prev [table.MaxSprites]table.Sprite
	moves := 0
	for a.Play.Matches == 0 && a.Tick < 60000 {
		a.Update(input.Frame{})
		for i, sp := range a.Play.Table.Sprites {
			p := prev[i]
			switch {
			case sp.Shown && !p.Shown && sp.From == sp.To:
				t.Fatalf("tick %d: sprite %d appeared at %+v without moving", a.Tick, i, sp.To)
			case sp.Shown && p.Shown && sp.To != p.To && !sp.Moving:
				t.Fatalf("tick %d: sprite %d jumped from %+v to %+v", a.Tick, i, p.To, sp.To)
			case sp.Shown && !p.Shown:
				moves++
			}
		}
		prev = a.Play.Table.Sprites
	}
	if a.Play.Matches != 1 || moves < 20 {
		t.Fatalf("matches %d, %d cards came onto the table", a.Play.Matches, moves)
	}
}

// The deal goes one card at a time, elder first, alternating.
func TestDealOneAtATimeElderFirst(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	var order []int // sprite indices in the order they appear
	seen := map[int]bool{}
	for a.Tick < 400 && len(order) < 6 {
		a.Update(input.Frame{})
		n := 0
		for i := SpHand; i < SpHand+6; i++ {
			if a.Play.Table.Sprites[i].Shown && !seen[i] {
				seen[i] = true
				order = append(order, i)
				n++
			}
		}
		if n > 1 {
			t.Fatalf("tick %d: %d cards dealt at once", a.Tick, n)
		}
	}
	elder := 1 - a.Play.Table.Dealer
	want := []int{elder * 3, (1 - elder) * 3, elder*3 + 1, (1-elder)*3 + 1, elder*3 + 2, (1-elder)*3 + 2}
	if !slices.Equal(order, want) {
		t.Fatalf("deal order %v, want %v (elder %d)", order, want, elder)
	}
}

// The computer waits before laying, so a person can follow: 0.4 s at
// normal speed (it was half a second, before issue 25's brisker table).
func TestComputerPausesBeforeLaying(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table"})
	settle(t, a) // seed 7: the computer has led; the player is to lay
	tb := a.Play.Table
	for _, i := range tb.Held(nil) {
		if tb.Legal(tb.Sprites[i].Card) {
			_ = tb.Play(tb.Sprites[i].Card)
			break
		}
	}
	for tb.Busy() {
		a.Update(input.Frame{})
	}
	if tb.Turn() != 1 {
		t.Skip("the computer is not to lay next")
	}
	waited := 0
	for !tb.Busy() {
		a.Update(input.Frame{})
		waited++
	}
	if waited < 24 {
		t.Fatalf("the computer laid after %d ticks, want a pause of at least 0.4 s", waited)
	}
}

func TestTapsHeldAnyLength(t *testing.T) {
	var tp input.Taps
	tp.Seen(1, 10, 20)
	tp.Seen(1, 12, 21) // held a second tick, moved a little
	tp.Seen(2, 50, 60)
	if x, y, ok := tp.Ended(1); !ok || x != 12 || y != 21 {
		t.Fatalf("tap 1 at %v,%v ok=%v; want 12,21", x, y, ok)
	}
	if _, _, ok := tp.Ended(1); ok {
		t.Fatal("a touch ended twice made two taps")
	}
	if _, _, ok := tp.Ended(9); ok {
		t.Fatal("a touch never seen made a tap")
	}
	if x, _, ok := tp.Ended(2); !ok || x != 50 {
		t.Fatal("second finger lost")
	}
}

// The log addresses the player as "you" (engine.DescribeFor), word for
// word, from the cut to the computer's first card (seed 7).
func TestLogSpeaksToYou(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
	settle(t, a)
	want := []string{
		"Cut for deal: you cut the ace of hearts, the computer the ace of diamonds: equal ranks, cut again.",
		"Cut for deal: you cut the seven of diamonds, the computer the jack of hearts: you deal (the lower card deals).",
		"Deal 1: you deal; the computer is elder.",
		"The starter is the eight of diamonds.",
		"The computer shows: fifteen two, a flush of three is five.",
		`(A call keeps a running total: in "fifteen two, a flush of three is five", five is the two and the flush's three.)`,
		"You show: fifteen two, fifteen four, a pair is six.",
		"The computer lays the four of diamonds, 4.",
	}
	if !slices.Equal(a.Play.Table.Log, want) {
		t.Errorf("log:\n%q\nwant\n%q", a.Play.Table.Log, want)
	}
}

// Neighbouring names keep half a name's size apart (6 px at least), in
// every game, at the sizes the table is checked at and a few more: a
// widest name ("of diamonds") filled its room to 4 px of the next.
func TestCardNamesKeepAGap(t *testing.T) {
	for _, g := range engine.Games() {
		r, _ := engine.Lookup(g.Name, 0)
		sh := layout.ShapeOf(r)
		for _, sz := range [][2]float64{{1280, 800}, {844, 390}, {390, 844}, {1024, 768}, {1440, 900}, {960, 600}, {640, 360}, {768, 1024}} {
			for _, big := range []bool{false, true} {
				l := layout.NewLayoutFor(sz[0], sz[1], big, sh)
				for i := 0; i+1 < len(l.Names); i++ {
					a, b := l.Names[i], l.Names[i+1]
					if gap, want := b.X-(a.X+a.W), math.Max(6, l.NamePX/2); gap < want-0.01 {
						t.Errorf("%s %v big=%v: names %d and %d %.1f px apart at %.1f px, want %.1f", g.Name, sz, big, i, i+1, gap, l.NamePX, want)
					}
				}
			}
		}
	}
}

// The names under the player's cards never touch each other, in the
// table's layout and the tutorial's, from a phone to a desktop, and stay
// a readable size.
func TestCardNamesApart(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {960, 600}, {640, 360}, {480, 320}, {390, 844}, {360, 640}, {320, 568}, {300, 900}, {768, 1024}} {
		for _, big := range []bool{false, true} {
			l := layout.NewLayout(sz[0], sz[1], big)
			for n, L := range []layout.Layout{l, layout.NarrationLayout(l, big)} {
				for i := range 2 {
					a, b := L.Names[i], L.Names[i+1]
					if a.X+a.W > b.X {
						t.Errorf("%v big=%v tour=%d: names %d and %d overlap: %+v %+v", sz, big, n, i, i+1, a, b)
					}
				}
				if L.NamePX*layout.NameEms > L.Names[0].W+0.01 || L.NamePX < 6.5 { // 6.7 px at worst: 300×900, big text, the tutorial
					t.Errorf("%v big=%v tour=%d: names at %.1f px in %.1f px", sz, big, n, L.NamePX, L.Names[0].W)
				}
				for i := range 3 {
					h := L.Hands[0][i]
					if h.X < 0 || h.X+h.W > L.W {
						t.Errorf("%v big=%v tour=%d: card %d off screen %+v", sz, big, n, i, h)
					}
				}
			}
		}
	}
}
