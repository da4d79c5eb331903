package ui

import (
	"fmt"
	"testing"

	"noddy/engine"
	"noddy/ui/board"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// At 1280×657 and in larger windows no text a player must read is under
// layout.ReadPX (14 px): the least size, every size of the table, the
// hint's lines with their reasons at each of the person's decisions, and
// the end box. Play-testers had measured the hint's reasons at 13 px and
// the end box of a match won in the count was at 13.2 there. A phone
// keeps MinPX. The pegging board's numbers keep MinPX: they are its
// engraving, and the score they mark is written beside the board, in the
// header's lines, at ScorePX.
func TestReadableAt1280x657(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 657}, {1280, 800}, {1920, 1080}} {
		for _, big := range []bool{false, true} {
			for _, game := range []string{"cribbage", "noddy", "cribbage-four"} {
				r, err := engine.Lookup(game, 0)
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("%s %v big=%v", game, sz, big)
				l := layout.NewLayoutFor(sz[0], sz[1], big, layout.ShapeOf(r))
				for what, px := range map[string]float64{"least": l.Min, "text": l.FS, "panel": l.PanelFS, "log": l.LogFS,
					"labels": l.LabelPX, "turn": l.TurnPX, "footer": l.FootPX, "deal line": l.DealFS, "scores": l.ScorePX, "card names": l.NamePX} {
					if px < layout.ReadPX {
						t.Errorf("%s: %s at %.2f px, under %d", name, what, px, layout.ReadPX)
					}
				}
				for _, lb := range board.NewBoard(r).Layout(l.Pegging, 1).Labels {
					if lb.Size < geom.MinPX {
						t.Errorf("%s: the board's %q at %.1f px, under %d", name, lb.Text, lb.Size, geom.MinPX)
					}
				}
			}
		}
	}
	for _, sz := range [][2]float64{{844, 390}, {390, 844}} {
		if l := layout.NewLayout(sz[0], sz[1], false); l.Min != layout.MinPX {
			t.Errorf("%v: the least size %.2f px, want %d as before", sz, l.Min, layout.MinPX)
		}
	}
	// Each of the person's first decisions with the hint open, and the
	// end box, at 1280×657.
	for _, game := range []string{"cribbage", "noddy"} {
		for _, big := range []bool{false, true} {
			name := fmt.Sprintf("%s big=%v", game, big)
			a := newApp(t, Config{Seed: 24, Scene: "table", Game: game, Settings: shell.Settings{Speed: "instant", Level: "easy", BigText: big}})
			a.SetSize(1280, 657)
			hinted := 0
			for tick := 0; tick < 200000 && a.Play.Overlay != play.OvEnd; tick++ {
				tb := a.Play.Table
				if hinted < 10 && tb.YourTurn() && !tb.Busy() && !a.Play.HintOpen() {
					hinted++
					a.Update(key(input.KeyH))
					if !a.Play.HintOpen() {
						t.Fatalf("%s: H on the person's turn opened no hint", name)
					}
					h := a.Play.HintFit()
					reasons := 0
					for _, ln := range h.Lines {
						if ln.Style == layout.TextDim {
							reasons++
						}
					}
					if h.PX < layout.ReadPX || h.TitlePX < layout.ReadPX || h.FootPX < layout.ReadPX || reasons == 0 {
						t.Errorf("%s, hint %d: lines at %.2f px (%d of reasons), title %.2f, foot %.2f; want %d or more", name, hinted, h.PX, reasons, h.TitlePX, h.FootPX, layout.ReadPX)
					}
					a.Update(key(input.KeyH))
					continue
				}
				a.Update(keysFor(a))
			}
			if a.Play.Overlay != play.OvEnd {
				t.Fatalf("%s: no end box", name)
			}
			if hinted < 10 {
				t.Errorf("%s: the hint opened at %d decisions, want 10", name, hinted)
			}
			if v := a.Play.EndText(); v.PX < layout.ReadPX || v.TitlePX < layout.ReadPX {
				t.Errorf("%s: the end box's lines at %.2f px, its title %.2f; want %d or more", name, v.PX, v.TitlePX, layout.ReadPX)
			}
		}
	}
}
