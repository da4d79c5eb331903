package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/uitest"
)

// openGames opens the game's choice from the title (its Game button) and
// waits out the fade.
func openGames(t *testing.T, a *App) {
	t.Helper()
	x, y := button(t, a, "game").Centre()
	a.Update(input.Frame{Tap: true, TapX: x, TapY: y})
	for range shell.FadeTicks + 1 {
		a.Update(input.Frame{})
	}
	if a.Scene != shell.SceneGame {
		t.Fatalf("the game's choice did not open: scene %v", a.Scene)
	}
}

// The game's choice shows the whole family at once: every game the
// engine deals, by its short name, with its line, in three groups (Noddy,
// the early games, cribbage), the chosen one in focus; each cell inside
// the window and clear of the others and of the buttons under them, at
// every window size, with normal and big text. (It cycled through ten
// games with one button and no word on any.)
func TestChooserShowsTheFamily(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {844, 390}, {390, 844}} {
		for _, big := range []bool{false, true} {
			a := newApp(t, Config{Seed: 7, Game: "cribbage-four", Settings: shell.Settings{Speed: "normal", BigText: big}})
			a.SetSize(sz[0], sz[1])
			openGames(t, a)
			bs, labels := a.Buttons()
			games := engine.Games()
			if len(bs) != len(games)+2 {
				t.Fatalf("%v: %d buttons %q, want %d games, Players and options, Back", sz, len(bs), labels, len(games))
			}
			seen := map[string]bool{}
			for i := range games {
				name, line, chosen := a.ChooserCell(i)
				if bs[i].Name() != fmt.Sprintf("choose%d", i) || labels[i] != name || line == "" || chosen != (name == "Four-hand cribbage") {
					t.Errorf("%v: cell %d %q %q %q chosen %v", sz, i, bs[i].Name(), name, line, chosen)
				}
				seen[name] = true
			}
			if len(seen) != len(games) || a.Focus != len(games)-1 {
				t.Errorf("%v: %d games named, focus %d (want the chosen, %d)", sz, len(seen), a.Focus, len(games)-1)
			}
			c, groups := a.Chooser()
			if len(groups) != 3 || groups[0].Title != "Noddy" || groups[1].Title != "Early games" || groups[2].Title != "Cribbage" {
				t.Errorf("%v: groups %+v", sz, groups)
			}
			rects := append([]input.Button(nil), bs...)
			for g, h := range c.Heads {
				rects = append(rects, input.Button{Rect: h, Do: input.Intent{Do: input.DoNone, Arg: 100 + g}})
			}
			for i, r := range rects {
				if r.X < 0 || r.Y < 0 || r.X+r.W > sz[0] || r.Y+r.H > a.L.RuleLine.Y || r.H < a.L.Min*2.4 && r.Do.Do == input.DoChoose {
					t.Errorf("%v big %v: %s %+v outside the window or too low for a name and a line", sz, big, r.Name(), r.Rect)
				}
				for _, q := range rects[i+1:] {
					if r.Intersects(q.Rect) {
						t.Errorf("%v big %v: %s %+v overlaps %s %+v", sz, big, r.Name(), r.Rect, q.Name(), q.Rect)
					}
				}
			}
		}
	}
}

// A game is chosen with one click, tap or Enter, and the choice goes
// back to the title with it; the arrows move through the games, ← and ↑
// to the one before (one step past the game wanted cost nine presses of
// the Game button); Esc goes back with nothing changed.
func TestChooserPicksAGame(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Settings: shell.Settings{Speed: "normal"}})
	a.SetSize(1280, 800)
	openGames(t, a)
	if a.Focus != 0 {
		t.Fatalf("focus %d, want du Coeur's Noddy (0)", a.Focus)
	}
	for _, k := range []input.Key{input.KeyDown, input.KeyRight, input.KeyRight, input.KeyLeft, input.KeyUp, input.KeyDown} {
		a.Update(key(k))
	}
	if a.Focus != 2 {
		t.Fatalf("after ↓ → → ← ↑ ↓: focus %d, want 2 (MacGregor's)", a.Focus)
	}
	a.Update(key(input.KeyEnter))
	if a.Settings.GameName() != "macgregor" || !a.SettingsChanged || a.Next != shell.SceneTitle {
		t.Fatalf("Enter: game %q, saved %v, going to %v", a.Settings.GameName(), a.SettingsChanged, a.Next)
	}
	for range shell.FadeTicks + 1 {
		a.Update(input.Frame{})
	}
	if l := a.TitleLines(); !strings.HasPrefix(l[0].Text, "Noddy from the MacGregor") {
		t.Errorf("the title after choosing: %q", lineTexts(l))
	}
	// A tap on a cell.
	openGames(t, a)
	c, _ := a.Chooser()
	x, y := c.Cells[9].Centre()
	a.Update(input.Frame{Tap: true, TapX: x, TapY: y, Touch: true})
	if a.Settings.GameName() != "cribbage-four" || a.Next != shell.SceneTitle {
		t.Fatalf("a tap on the last cell: %q, going to %v", a.Settings.GameName(), a.Next)
	}
	for range shell.FadeTicks + 1 {
		a.Update(input.Frame{})
	}
	// Esc: nothing changes.
	openGames(t, a)
	a.Update(key(input.KeyUp))
	a.Update(key(input.KeyEscape))
	if a.Settings.GameName() != "cribbage-four" || a.Next != shell.SceneTitle {
		t.Fatalf("Esc: %q, going to %v", a.Settings.GameName(), a.Next)
	}
}

// The chosen game's players and options are a page of their own: each on
// or off, those that exclude each other turned off together, and Back to
// the games returns to the button that opened it.
func TestChooserOptionsPage(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Game: "parlett", Settings: shell.Settings{Speed: "normal"}})
	a.SetSize(1280, 800)
	openGames(t, a)
	// The button names the game it is for (a play-tester missed that).
	if _, labels := a.Buttons(); labels[len(labels)-2] != "Noddy (Parlett): players" {
		t.Errorf("the options button reads %q", labels[len(labels)-2])
	}
	x, y := button(t, a, "options").Centre()
	a.Update(input.Frame{Tap: true, TapX: x, TapY: y})
	if !a.GameOptions() {
		t.Fatal("Players and options did not open the game's page")
	}
	_, labels := a.Buttons()
	if strings.Join(labels, "|") != "Players: 2|Back to the games" {
		t.Fatalf("Parlett's page: %q", labels)
	}
	a.Update(key(input.KeyEnter)) // Players: 4
	if a.Rules().Seats != 4 {
		t.Fatalf("players %d", a.Rules().Seats)
	}
	// Four play as partners, and the page says so.
	if _, labels := a.Buttons(); labels[0] != "Players: 4, two sides of two" {
		t.Errorf("Parlett's page with four: %q", labels)
	}
	a.Update(key(input.KeyEscape))
	if a.GameOptions() || a.Scene != shell.SceneGame {
		t.Fatal("Esc on the game's page did not return to the games")
	}
	if bs, _ := a.Buttons(); bs[a.Focus].Name() != "options" {
		t.Fatalf("back on %q, want the options button", bs[a.Focus].Name())
	}
	// MacGregor's five options: to 61 and best of three exclude each other.
	a = newApp(t, Config{Seed: 7, Game: "macgregor", Settings: shell.Settings{Speed: "normal"}})
	a.SetSize(1280, 800)
	openGames(t, a)
	x, y = button(t, a, "options").Centre()
	a.Update(input.Frame{Tap: true, TapX: x, TapY: y})
	for _, o := range []string{"option3", "option4"} {
		x, y := button(t, a, o).Centre()
		a.Update(input.Frame{Tap: true, TapX: x, TapY: y})
	}
	if got := a.Settings.Options; got != "best-of-three" {
		t.Errorf("options %q, want best-of-three alone", got)
	}
	// A game with no choice has no such button.
	b := newApp(t, Config{Seed: 7, Settings: shell.Settings{Speed: "normal"}})
	b.SetSize(1280, 800)
	openGames(t, b)
	bs, labels := b.Buttons()
	if labels[len(labels)-1] != "Back" || slices.ContainsFunc(bs, func(b input.Button) bool { return b.Do.Do == input.DoOptions }) {
		t.Errorf("du Coeur's Noddy: %q", labels[len(labels)-2:])
	}
}

// The game's choice's cells read alike: one size for every game's name
// and one for every line, each name within its cell's width, each line in
// at most two rows, name and rows within the cell's height, at every
// window size with normal and big text. (Each cell had shrunk to its own
// size: Four-hand cribbage's longer line set its cell smaller than the
// rest.)
func TestChooserCellsAtOneSize(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {844, 390}, {390, 844}} {
		for _, big := range []bool{false, true} {
			a := newApp(t, Config{Seed: 7, Game: "cribbage-four", Settings: shell.Settings{Speed: "normal", BigText: big}})
			a.SetSize(sz[0], sz[1])
			openGames(t, a)
			c, _ := a.Chooser()
			tx := a.ChooserText()
			if tx.NamePX < a.L.Min || tx.LinePX < a.L.Min || tx.NamePX > c.NamePX || tx.LinePX > c.LinePX {
				t.Errorf("%v big=%v: names at %.1f px, lines at %.1f (at most %.1f and %.1f)", sz, big, tx.NamePX, tx.LinePX, c.NamePX, c.LinePX)
			}
			for i := range engine.Games() {
				name, line, _ := a.ChooserCell(i)
				cell, rows := c.Cells[i], tx.Rows[i]
				w := cell.W - 2*tx.Inset
				h := tx.NamePX*1.25 + float64(len(rows))*tx.LinePX*1.2
				if a.Measure(name, false, tx.NamePX) > w || len(rows) == 0 || len(rows) > 2 || h > cell.H {
					t.Errorf("%v big=%v: %q in %d rows, %.0f tall in %+v", sz, big, name, len(rows), h, cell)
				}
				for _, r := range rows {
					if a.Measure(r, false, tx.LinePX) > w+1e-9 {
						t.Errorf("%v big=%v: %q wider than its cell", sz, big, r)
					}
				}
				words := func(s string) string { // a row's break takes the "·" between parts
					return strings.Join(strings.Fields(strings.ReplaceAll(s, "·", " ")), " ")
				}
				if words(strings.Join(rows, " ")) != words(line) {
					t.Errorf("%v big=%v: rows %q for %q", sz, big, rows, line)
				}
			}
		}
	}
}

// With a match to resume, a game chosen that is not the match's puts the
// title's focus on New match, so Enter deals the game chosen; Resume
// stays, naming the match's game. Choosing the match's game again, or
// Settings and back, leaves the focus where it belongs. (A play-tester
// chose six-card cribbage, pressed Enter and was back in the Noddy match.)
func TestChoosingAnotherGameFocusesNewMatch(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "normal"}})
	a.SetSize(1280, 800)
	settle(t, a)
	playActions(t, a, 3)
	a.Update(key(input.KeyEscape))
	settle(t, a)
	choose := func(game string) {
		t.Helper()
		openGames(t, a)
		c, _ := a.Chooser()
		x, y := c.Cells[slices.Index(chooserGames(), game)].Centre()
		a.Update(input.Frame{Tap: true, TapX: x, TapY: y})
		settle(t, a)
	}
	title := func(when, resume string, focus int) {
		t.Helper()
		if _, labels := a.Buttons(); a.Scene != shell.SceneTitle || len(labels) < 2 || labels[0] != resume || labels[1] != "New match" || a.Focus != focus {
			t.Errorf("%s: scene %v, buttons %q, focus %d; want the title, %q and New match, focus %d", when, a.Scene, labels, a.Focus, resume, focus)
		}
	}
	title("the Noddy match left", "Resume match", 0)
	choose("noddy")
	title("Noddy chosen again", "Resume match", 0)
	choose("cribbage")
	title("six-card cribbage chosen", "Resume: Noddy (du Coeur)", 1)
	// Esc in the choice and Back from Settings keep New match in focus.
	openGames(t, a)
	a.Update(key(input.KeyEscape))
	settle(t, a)
	title("Esc in the choice", "Resume: Noddy (du Coeur)", 1)
	a.Update(key(input.KeyS))
	settle(t, a)
	a.Update(key(input.KeyEscape))
	settle(t, a)
	title("Settings and back", "Resume: Noddy (du Coeur)", 1)
	a.Update(key(input.KeyEnter))
	settle(t, a)
	if got := a.Play.ConfirmLines(); a.Play.Overlay != play.OvConfirm || len(got) != 3 || got[0] != "The new match: Six-card cribbage." {
		t.Fatalf("Enter on the title: overlay %v saying %q, want \"new match?\" naming six-card cribbage", a.Play.Overlay, got)
	}
	a.Update(tap(button(t, a, "yes")))
	if r := a.Play.Table.RuleSet(); r.Name != "cribbage" {
		t.Errorf("Enter, then yes: dealt %s, want cribbage", r.Name)
	}
}

// Beside the options button, which names the game, Back keeps a button's
// width and both labels stay inside their buttons (on a phone Back had
// shrunk round its word).
func TestChooserBackBesideTheLongOptions(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {390, 844}, {844, 390}} {
		a := newApp(t, Config{Seed: 7, Game: "cribbage", Settings: shell.Settings{Speed: "normal"}})
		a.SetSize(sz[0], sz[1])
		openGames(t, a)
		bs, labels := a.Buttons()
		n := len(bs)
		opt, back := bs[n-2], bs[n-1]
		if labels[n-2] != "Six-card cribbage: options" || labels[n-1] != "Back" {
			t.Fatalf("%v: the row's labels %q", sz, labels[n-2:])
		}
		if want := min(a.L.PanelFS*4.5, (opt.W+back.W+a.L.Pad/2)/3); back.W < want-1e-9 {
			t.Errorf("%v: Back is %.1f px wide, want %.1f", sz, back.W, want)
		}
		if opt.X+opt.W > back.X {
			t.Errorf("%v: the buttons overlap: %v %v", sz, opt.Rect, back.Rect)
		}
	}
}

// A notice over the game's choice stands under its buttons, not over
// them: the next match's notice had risen over "players and options" and
// Back, its one line set larger than the room under them.
func TestChooserNoticeUnderTheButtons(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {390, 844}, {844, 390}} {
		a := newApp(t, Config{Seed: 7, Game: "parlett", Settings: shell.Settings{Speed: "normal"}})
		a.SetSize(sz[0], sz[1])
		openGames(t, a)
		a.Say("The next match is Noddy (Parlett) · 2 players.")
		box, lines, _ := a.NoticeText(shell.SceneGame)
		bs, _ := a.Buttons()
		for _, b := range bs {
			if b.Rect.Intersects(box) {
				t.Errorf("%v: the notice %+v (%q) over the button %s %+v", sz, box, lines, b.Name(), b.Rect)
			}
		}
	}
}

// Choosing a game that has players or options to choose says where they
// are (choosing leaves for the title, and a play-tester did not find
// them); one that has none says nothing of them.
func TestChoosingAGameSaysWhereItsOptionsAre(t *testing.T) {
	for _, c := range []struct {
		scene, game, want string
	}{
		{"title", "cribbage", "Its players and options are under Game."},
		{"title", "noddy", ""},
		{"table", "cribbage", "The next match is Six-card cribbage. Its players and options are under Game."},
	} {
		a := newApp(t, Config{Seed: 7, Scene: c.scene, Game: "parlett", Settings: shell.Settings{Speed: "normal"}})
		a.SetSize(1280, 800)
		if c.scene == "table" {
			settle(t, a)
			a.Update(key(input.KeyEscape))
			for range shell.FadeTicks + 1 {
				a.Update(input.Frame{})
			}
		}
		a.Message = ""
		openGames(t, a)
		cl, _ := a.Chooser()
		x, y := cl.Cells[slices.Index(chooserGames(), c.game)].Centre()
		a.Update(input.Frame{Tap: true, TapX: x, TapY: y})
		if a.Message != c.want {
			t.Errorf("from the %s, %s chosen: %q, want %q", c.scene, c.game, a.Message, c.want)
		}
	}
}

// The game's page says what the choice in focus does, under the buttons
// and over the footer, in its game's numbers; a tap puts the word on the
// choice tapped (a finger moves no focus); Back has none; a notice stands
// under the word (the next match's notice comes as a choice is made).
func TestGamePageSaysWhatAChoiceDoes(t *testing.T) {
	joined := func(a *App) string {
		lines, _, _, _ := a.OptionHelp()
		return strings.Join(lines, " ")
	}
	for _, sz := range [][2]float64{{1280, 800}, {390, 844}, {844, 390}} {
		a := newApp(t, Config{Seed: 7, Game: "cribbage-five", Settings: shell.Settings{Speed: "normal"}})
		a.SetSize(sz[0], sz[1])
		openGames(t, a)
		a.Update(uitest.Tap(button(t, a, "options")))
		if got, want := joined(a), english.OptionHelp("muggins", engine.Rules{}, engine.Rules{}); got != want {
			t.Fatalf("%v: the word on Muggins %q, want %q", sz, got, want)
		}
		bs, _ := a.Buttons()
		a.Update(input.Frame{Tap: true, TapX: bs[1].X + 5, TapY: bs[1].Y + 5, Touch: true})
		if got := joined(a); got != "Lurches: a win before the loser has passed 30 is a lurch, in place of skunks. Switching it on switches No skunks off." {
			t.Errorf("%v: the word after a tap on Lurches %q", sz, got)
		}
		if r := a.Rules(); !r.HasOption("lurch") {
			t.Errorf("%v: the tap did not switch lurches on", sz)
		}
		lines, x, y, px := a.OptionHelp()
		back := bs[len(bs)-1]
		bottom := y + float64(len(lines))*px*layout.ParaLead
		if y < back.Y+back.H || bottom > a.L.RuleLine.Y || x < 0 || px < a.L.Min {
			t.Errorf("%v: the word's %d lines at x %.0f, %.0f to %.0f (%.1f px): Back ends at %.0f, the footer starts at %.0f",
				sz, len(lines), x, y, bottom, px, back.Y+back.H, a.L.RuleLine.Y)
		}
		for _, ln := range lines {
			if w := a.LabelWidth(ln, false, px); x+w > sz[0] {
				t.Errorf("%v: %q runs off the page (%.0f + %.0f)", sz, ln, x, w)
			}
		}
		a.Say(english.NextMatchIs("Five-card cribbage"))
		if box, _, _ := a.NoticeText(shell.SceneGame); box.Y < bottom {
			t.Errorf("%v: the notice %+v over the word, which ends at %.0f", sz, box, bottom)
		}
		a.Update(uitest.Key(input.KeyDown)) // Back, from Lurches
		a.Update(uitest.Key(input.KeyDown))
		if got := joined(a); got != "" {
			t.Errorf("%v: Back in focus (%d), a word %q", sz, a.Focus, got)
		}
	}
	a := newApp(t, Config{Seed: 7, Game: "parlett"})
	openGames(t, a)
	a.Update(uitest.Tap(button(t, a, "options")))
	if got := joined(a); got != "Players: 2 or 4; four play in two sides of two, partners facing." {
		t.Errorf("Parlett's players: %q", got)
	}
	// Where the buttons leave no room (a low window, MacGregor's five
	// options), no word rather than one off the page.
	m := newApp(t, Config{Seed: 7, Game: "macgregor"})
	m.SetSize(844, 390)
	openGames(t, m)
	m.Update(uitest.Tap(button(t, m, "options")))
	if lines, _, y, px := m.OptionHelp(); len(lines) > 0 && y+float64(len(lines))*px*layout.ParaLead > m.L.RuleLine.Y {
		t.Errorf("MacGregor's at 844×390: %d lines from %.0f at %.1f px, the footer at %.0f", len(lines), y, px, m.L.RuleLine.Y)
	}
}
