package scenes

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"noddy/scenes/art"
	"noddy/ui"
	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
	"noddy/ui/uitest"
)

// The family at the table: every game and player count played whole, in
// real frames, by a person's keys and by random input; at rest the score
// drawn is the match's, and the frames a player meets are laid out
// without overlaps at 1280×800, 844×390 and 390×844, normal and big text.

// familyGames is every rule set of the family (uitest).
var familyGames = uitest.Families

// keysBot is a person who plays by keys (uitest.KeysFor).
func keysBot(a *ui.App) input.Frame { return uitest.KeysFor(a.Play.Table, a.Play.Pickable()) }

// scoresDrawn checks that the frame's score lines are the match's scores.
func scoresDrawn(t *testing.T, name string, shapes []shape, tb *table.Table) {
	t.Helper()
	want := tb.Source().(*table.LocalSource).Match().Scores()
	for side, s := range want {
		line := tb.ScoreText[side]
		if !strings.HasSuffix(line, " "+strconv.Itoa(s)) {
			t.Fatalf("%s: score line %q, the match's score %d", name, line, s)
		}
		if !slices.ContainsFunc(shapes, func(sh shape) bool { return sh.kind == shapeText && sh.s == line }) {
			t.Fatalf("%s: the score %q is not drawn", name, line)
		}
	}
}

// playFamilyMatch plays a match of the case's game by keys at normal
// speed, checking the frames a player meets: the first of each kind of
// decision, a crib laid out, a series turned aside, a show, the end of a
// hand and of a game, the count and the rules, the end box.
func (c *layoutCase) playFamilyMatch(name string) {
	a := c.h.g.app
	tb := a.Play.Table
	counted, ruled := false, false
	for tick := 0; tick < 3000000; tick++ {
		if a.Play.Overlay == play.OvEnd && a.Fade == 0 {
			c.steps(30)
			c.check("end box")
			return
		}
		banner, _, _ := tb.Banner()
		p := tb.Progress()
		switch {
		case tb.Waiting():
			c.steps(10)
			c.check("hand over")
			if !counted {
				counted = true
				c.step(keyFrame(input.KeyC))
				c.check("count panel after the hand")
				c.step(keyFrame(input.KeyEscape))
			}
		case strings.HasPrefix(banner, "The count goes back to 0") && p > 0.5:
			c.check("series turned aside")
		case strings.Contains(banner, "crib: ") && p > 0.5:
			c.check("crib counted")
		case strings.HasSuffix(banner, " the game") && p > 0.5:
			c.check("game over")
		case strings.Contains(banner, "mog") && p > 0.5:
			c.check("mog announced")
		}
		if !tb.Busy() && tb.YourTurn() {
			shapes := c.h.frameShapes()
			scoresDrawn(c.t, name, shapes, tb)
			kind := tb.Decision().Kind.String()
			c.check("decision " + kind)
			if !ruled {
				ruled = true
				c.step(keyFrame(input.KeyR))
				c.check("rules")
				c.step(keyFrame(input.KeyEscape))
			}
		}
		c.step(keysBot(a))
	}
	c.t.Fatalf("%s: the match never ended", name)
}

func TestFamilyLayout(t *testing.T) {
	shots := os.Getenv("NODDY_LAYOUT_SHOTS")
	var report []string
	only := os.Getenv("NODDY_FAMILY") // a game's name: only its cases
	for _, g := range familyGames() {
		if testing.Short() && g.Options != nil || only != "" && !strings.HasPrefix(g.String(), only) {
			continue
		}
		for _, sz := range layoutSizes {
			for _, big := range []bool{false, true} {
				name := fmt.Sprintf("%s %dx%d", g, sz[0], sz[1])
				if big {
					name += " big"
				}
				b := big
				h := newHarness(t, Options{Seed: 11, Scene: "table", Speed: "normal", Level: "easy", BigText: &b,
					Game: g.Game, Players: g.Players, Options: g.Options}, sz[0], sz[1])
				c := &layoutCase{t: t, h: h, name: name, w: sz[0], h2: sz[1], seen: map[string]bool{}, shots: shots}
				c.playFamilyMatch(name)
				report = append(report, c.report...)
			}
		}
	}
	if shots != "" {
		_ = os.WriteFile(filepath.Join(shots, "family-problems.txt"), []byte(strings.Join(report, "\n")+"\n"), 0o644)
	}
	for i, r := range report {
		if i == 2000 {
			t.Errorf("… and %d more", len(report)-i)
			break
		}
		t.Error(r)
	}
}

// Every game, drawn, under random input (taps, keys, the pointer) mixed
// with a player who lays legal cards: it never panics and matches finish.
func TestFamilyMonkey(t *testing.T) {
	for _, g := range familyGames() {
		h := newHarness(t, Options{Seed: 5, Scene: "table", Speed: "instant", Level: "easy",
			Game: g.Game, Players: g.Players, Options: g.Options}, 844, 390)
		a := h.g.app
		rng := rand.New(rand.NewPCG(uint64(len(g.Game)), 3))
		for tick := 0; tick < 40000 && a.Play.Matches < 1; tick++ {
			var f input.Frame
			switch r := rng.IntN(10); {
			case r < 2:
				f.Tap, f.TapX, f.TapY = true, rng.Float64()*844, rng.Float64()*390
			case r < 3:
				f.Keys[input.Key(1+rng.IntN(int(input.NumKeys)-1))] = true
				f.Keys[input.KeyF11], f.Keys[input.KeyM] = false, false
			case r < 4:
				f.Pointer, f.PointerX, f.PointerY = true, rng.Float64()*844, rng.Float64()*390
			default:
				switch {
				case a.Scene != shell.SceneTable && a.Fade == 0:
					f = keyFrame(input.KeyEscape)
					if a.Scene == shell.SceneTitle {
						f = keyFrame(input.KeyEnter) // play (resume)
						a.Focus = 0
					}
				case a.Play.Overlay != play.OvNone && a.Play.Overlay != play.OvEnd:
					f = keyFrame(input.KeyEscape)
				case a.Scene == shell.SceneTable:
					f = keysBot(a)
				}
			}
			h.in.next = f
			if tick%25 == 0 {
				if err := h.tick(f); err != nil {
					t.Fatal(err)
				}
			} else if err := h.g.Update(); err != nil {
				t.Fatal(err)
			}
		}
		if a.Play.Matches < 1 {
			t.Errorf("%s: no match finished under random input (deal %d)", g, a.Play.Table.Deal)
		}
	}
}

var _ = art.RimWidth
