package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"noddy/engine/english"
	"noddy/scenes/art"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The layout tests draw real frames at 1280×800, 1280×657 (where
// play-testers measured text too small), 844×390 (a phone held sideways)
// and 390×844 (upright), with normal and big text, in every scene and
// panel a player meets, and check what the drawer recorded: no two texts
// or cards overlap unless one is a deliberate overlay (a panel over the
// table) or they belong together (the pile's fan, a button's label, a
// card's mark); nothing lies outside the felt, inside the table's rim; no
// text is under 12 CSS pixels, nor under 14 in a window of 1280×657 or
// larger (minTextPX).

// layoutSizes are the windows the tests lay out.
var layoutSizes = [][2]int{{1280, 800}, {1280, 657}, {844, 390}, {390, 844}}

// minTextPX is the smallest text a player should have to read in a w×h
// window (CSS px): layout.ReadPX from 1280×657, else layout.MinPX.
func minTextPX(w, h float64) float64 {
	if w >= 1280 && h >= 657 {
		return layout.ReadPX
	}
	return layout.MinPX
}

// frameShapes draws one frame of the game as it stands, recording it.
func (h *harness) frameShapes() []shape {
	var shapes []shape
	inLoop(func() {
		h.g.d.rec = &shapes
		h.screen.Clear()
		h.g.Draw(h.screen)
		h.g.d.rec = nil
	})
	return shapes
}

// layoutProblems lists what is wrong with a frame's shapes in a w×h window.
func layoutProblems(shapes []shape, w, h float64, rim float64) []string {
	var out []string
	felt := geom.Rect{X: rim - 0.5, Y: rim - 0.5, W: w - 2*rim + 1, H: h - 2*rim + 1}
	desc := func(i int) string {
		s := shapes[i]
		kind := [...]string{"text", "card", "chip", "button"}[s.kind]
		return fmt.Sprintf("%s %q (%.0f,%.0f %.0f×%.0f)", kind, s.s, s.r.X, s.r.Y, s.r.W, s.r.H)
	}
	least := minTextPX(w, h)
	for i, s := range shapes {
		if s.kind == shapeText && s.px < least-0.01 {
			out = append(out, fmt.Sprintf("%s at %.1f px, under %.0f", desc(i), s.px, least))
		}
		if s.moves {
			continue
		}
		if r := s.r; r.X < felt.X || r.Y < felt.Y || r.X+r.W > felt.X+felt.W || r.Y+r.H > felt.Y+felt.H {
			out = append(out, fmt.Sprintf("%s outside the felt (rim %.0f)", desc(i), rim))
		}
	}
	for i := range shapes {
		for j := i + 1; j < len(shapes); j++ {
			a, b := shapes[i], shapes[j]
			switch {
			case a.moves || b.moves, a.layer != b.layer,
				a.kind == shapeCard && b.kind == shapeCard && a.group != groupNone && a.group == b.group,
				// The points rise from the cards that scored them.
				a.kind == shapeChip && b.kind == shapeCard, a.kind == shapeCard && b.kind == shapeChip,
				a.owner == j+1 || b.owner == i+1,
				// A mark on a card of a stack ("crib" on the crib's top
				// card) lies over the stack's other cards too.
				markOnGroup(shapes, a, b), markOnGroup(shapes, b, a):
				continue
			}
			// Overlapping by more than a pixel each way.
			ov := geom.Rect{X: a.r.X + 0.5, Y: a.r.Y + 0.5, W: a.r.W - 1, H: a.r.H - 1}
			if ov.Intersects(b.r) {
				out = append(out, fmt.Sprintf("%s overlaps %s", desc(i), desc(j)))
			}
		}
	}
	return out
}

// markOnGroup reports whether text a is owned by a card of a group that
// card b belongs to.
func markOnGroup(shapes []shape, a, b shape) bool {
	if a.kind != shapeText || b.kind != shapeCard || b.group == groupNone || a.owner <= 0 || a.owner > len(shapes) {
		return false
	}
	o := shapes[a.owner-1]
	return o.kind == shapeCard && o.group == b.group
}

// layoutCase is one configuration's harness and where its problems go.
type layoutCase struct {
	t      *testing.T
	h      *harness
	name   string
	w, h2  int
	seen   map[string]bool
	shots  string
	report []string
}

func (c *layoutCase) check(what string) {
	c.t.Helper()
	if c.seen[what] {
		return
	}
	c.seen[what] = true
	shapes := c.h.frameShapes()
	rim := float64(art.RimWidth(c.w, c.h2, art.Style{}))
	for _, p := range layoutProblems(shapes, float64(c.w), float64(c.h2), rim) {
		c.report = append(c.report, fmt.Sprintf("%s, %s: %s", c.name, what, p))
	}
	if c.shots != "" {
		inLoop(func() {
			_ = writePNG(c.h.screen, filepath.Join(c.shots, strings.NewReplacer(" ", "_", "/", "-").Replace(c.name+"-"+what)+".png"))
		})
	}
}

// titleIndex is the place of the scene's button name, from the top: how
// many ↓ from the first (the title grows as features come).
func (c *layoutCase) titleIndex(name string) int {
	c.t.Helper()
	bs, _ := c.h.g.app.Buttons()
	for i, b := range bs {
		if b.Name() == name {
			return i
		}
	}
	c.t.Fatalf("no %q in the scene", name)
	return 0
}

// step runs one tick of logic with f.
func (c *layoutCase) step(f input.Frame) {
	c.h.in.next = f
	if err := c.h.g.Update(); err != nil {
		c.t.Fatal(err)
	}
}

// steps runs n ticks with no input.
func (c *layoutCase) steps(n int) {
	for range n {
		c.step(input.Frame{})
	}
}

// firstLegal is the key of the person's first card that can be laid.
func firstLegal(tb *table.Table) input.Key {
	for k, i := range tb.Held(nil) {
		if tb.Legal(tb.Sprites[i].Card) {
			return input.Key1 + input.Key(k)
		}
	}
	return input.KeyNone
}

// playMatch plays a whole match at normal speed, the person laying the
// first card that fits, and checks the frames a player meets on the way.
func (c *layoutCase) playMatch() {
	a := c.h.g.app
	tb := a.Play.Table
	hinted, counted, ruled, confirmed, dimmed, menu := false, false, false, false, false, false
	for tick := 0; tick < 200000; tick++ {
		if a.Play.Overlay == play.OvEnd && a.Fade == 0 {
			c.steps(30)
			c.check("end box")
			// A notice as long as Copy code's (its words are the platform's).
			a.Notice("The match's code is printed in the terminal: 4N01TR062MATA8C2E1TJ60BD6FS12060MNTM5PM0~")
			c.step(input.Frame{})
			c.check("end box with a notice")
			return
		}
		banner, float, _ := tb.Banner()
		p := tb.Progress()
		switch {
		case tb.Waiting():
			c.steps(10)
			c.check("hand over")
			c.step(keyFrame(input.KeyC))
			c.check("count panel after the hand")
			c.step(keyFrame(input.KeyEscape))
			c.step(keyFrame(input.KeySpace))
			continue
		case strings.Contains(banner, "cannot lay: go") && p > 0.4:
			c.check("go banner")
		case strings.Contains(banner, "thirty-one") && p > 0.5:
			c.check("thirty-one banner")
		case float != "" && p > 0.45 && p < 0.55:
			c.check("points rising")
		case float != "" && p > 0.93:
			c.check("points risen")
		case strings.Contains(banner, " is ") && p > 0.4 && !c.seen["show banner"]:
			c.check("show banner")
			c.step(keyFrame(input.KeyH)) // a hint asked for during the show: a notice
			c.steps(3)
			c.check("notice during an announcement")
			// One of them on top: the newer notice hides the announcement.
			if b, _, _ := tb.Banner(); b != "" && a.NoticeOnTop() {
				for _, sh := range c.h.frameShapes() {
					if sh.s == b {
						c.t.Errorf("%s: the announcement %q is drawn under the notice %q", c.name, b, a.Message)
					}
				}
			} else {
				c.t.Errorf("%s: no announcement and notice together (banner %q, notice %q)", c.name, b, a.Message)
			}
		}
		if !tb.YourTurn() {
			c.step(input.Frame{})
			continue
		}
		c.check("your turn")
		held := tb.Held(nil)
		off := -1
		for _, i := range held {
			if !tb.Legal(tb.Sprites[i].Card) {
				off = i
			}
		}
		switch {
		case !dimmed && off >= 0:
			dimmed = true
			c.check("a card dimmed")
			r := a.L.At(tb.Sprites[off].To)
			x, y := r.Centre()
			c.step(input.Frame{Tap: true, TapX: x, TapY: y})
			c.steps(2)
			c.check("past 31 notice")
		case !hinted && tb.Count > 0:
			hinted = true
			c.step(keyFrame(input.KeyH))
			c.check("hint mid-count")
			c.step(keyFrame(input.KeyH))
		case !counted:
			counted = true
			c.step(keyFrame(input.KeyC))
			c.check("count panel")
			c.step(keyFrame(input.KeyEscape))
		case !ruled:
			ruled = true
			c.step(keyFrame(input.KeyR))
			c.check("rules")
			// A notice raised over the rules (the match taken up, then
			// Rules at once) stands clear of their lines and buttons.
			a.SayLong(english.MatchTakenUp)
			c.step(input.Frame{})
			c.check("rules with a notice")
			c.step(keyFrame(input.KeyEscape))
			c.step(keyFrame(input.KeyC))
			a.SayLong(english.MatchTakenUp)
			c.step(input.Frame{})
			c.check("count panel with a notice")
			c.step(keyFrame(input.KeyEscape))
		case !confirmed:
			confirmed = true
			c.step(keyFrame(input.KeyN))
			c.check("new match?")
			c.step(keyFrame(input.KeyN))
		case !menu && tb.Deal >= 2:
			menu = true
			c.step(keyFrame(input.KeyEscape))
			c.steps(shell.FadeTicks + 2)
			c.check("title mid-match")
			c.step(keyFrame(input.KeyH))     // unbound on the title: nothing
			c.step(keyFrame(input.KeyEnter)) // Resume
			c.steps(shell.FadeTicks + 2)
		}
		c.step(keyFrame(firstLegal(tb)))
	}
	c.t.Fatalf("%s: the match never ended", c.name)
}

func TestLayout(t *testing.T) {
	shots := os.Getenv("NODDY_LAYOUT_SHOTS") // a folder: every checked frame as a PNG
	var report []string
	for _, sz := range layoutSizes {
		for _, big := range []bool{false, true} {
			name := fmt.Sprintf("%dx%d", sz[0], sz[1])
			if big {
				name += " big"
			}
			b := big
			mk := func(opts Options) *layoutCase {
				opts.BigText = &b
				h := newHarness(t, opts, sz[0], sz[1])
				return &layoutCase{t: t, h: h, name: name, w: sz[0], h2: sz[1], seen: map[string]bool{}, shots: shots}
			}
			// The title, the settings and a notice over them.
			c := mk(Options{Seed: 7, Speed: "normal", CanQuit: true})
			c.check("title")
			for range c.titleIndex("game") {
				c.step(keyFrame(input.KeyDown)) // past the tutorial and the record
			}
			c.step(keyFrame(input.KeyEnter)) // the game's choice
			c.steps(shell.FadeTicks + 2)
			c.check("the game's choice")
			for range 2 {
				c.step(keyFrame(input.KeyDown)) // to MacGregor's, with five options
			}
			c.step(keyFrame(input.KeyEnter)) // chosen: back to the title
			c.steps(shell.FadeTicks + 2)
			for range c.titleIndex("game") {
				c.step(keyFrame(input.KeyDown))
			}
			c.step(keyFrame(input.KeyEnter))
			c.steps(shell.FadeTicks + 2)
			for range c.titleIndex("options") - 2 {
				c.step(keyFrame(input.KeyDown)) // from MacGregor's to Players and options
			}
			c.step(keyFrame(input.KeyEnter))
			c.steps(2)
			c.check("the game's choice, a game with options")
			c.step(keyFrame(input.KeyEscape)) // back to the games
			c.step(keyFrame(input.KeyEscape)) // back to the title
			c.steps(shell.FadeTicks + 2)
			for range c.titleIndex("settings") {
				c.step(keyFrame(input.KeyDown)) // from Play to Settings
			}
			c.step(keyFrame(input.KeyEnter))
			c.steps(shell.FadeTicks + 2)
			c.check("settings")
			for range 5 {
				c.step(keyFrame(input.KeyDown)) // to the level
			}
			c.step(keyFrame(input.KeyEnter))
			c.steps(2)
			c.check("settings with a notice")
			report = append(report, c.report...)

			// A whole match.
			c = mk(Options{Seed: 7, Scene: "table", Speed: "normal", Level: "easy"})
			c.playMatch()
			report = append(report, c.report...)

			// The tutorial at a few steps.
			for _, step := range []int{1, 9, 12, 25, 38} {
				c = mk(Options{Scene: "tutorial", Step: step, Speed: "instant"})
				c.steps(2)
				c.check(fmt.Sprintf("tutorial step %d", step))
				report = append(report, c.report...)
			}
		}
	}
	if shots != "" {
		_ = os.WriteFile(filepath.Join(shots, "problems.txt"), []byte(strings.Join(report, "\n")+"\n"), 0o644)
	}
	for i, r := range report {
		if i == 120 {
			t.Errorf("… and %d more", len(report)-i)
			break
		}
		t.Error(r)
	}
}
