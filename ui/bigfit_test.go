package ui

import (
	"fmt"
	"testing"

	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// With big text in a small window the "starter" label and the "your turn"
// line over the player's hand stay apart (they touched at 800×600).
func TestStarterLabelClearOfTurnLine(t *testing.T) {
	for _, sz := range [][2]float64{{800, 600}, {1024, 768}, {1280, 800}, {1920, 1080}, {640, 480}, {390, 844}, {800, 1280}} {
		for _, big := range []bool{false, true} {
			l := layout.NewLayout(sz[0], sz[1], big)
			name := fmt.Sprintf("%vx%v big=%v", sz[0], sz[1], big)
			s, u := l.StarterLabel, l.Turn
			if s.Y+s.H+2 > u.Y && u.Y+u.H > s.Y && s.X < u.X+u.W && u.X < s.X+s.W {
				t.Errorf("%s: starter label %+v touches the turn line %+v", name, s, u)
			}
			if s.Y < l.Starter.Y+l.Starter.H {
				t.Errorf("%s: starter label %+v over the starter %+v", name, s, l.Starter)
			}
			if u.Y+u.H > l.Hands[0][0].Y+1 {
				t.Errorf("%s: turn line %+v over the hand %+v", name, u, l.Hands[0][0])
			}
		}
	}
}

// The score track keeps at least TrackMin normal text sizes with big text
// (it shrank to ~95 px at 1280×800 and ~75 px at 800×600): the names give
// way, never below 0.75 text sizes, and stay left of the track.
func TestScoreTrackMinimum(t *testing.T) {
	for _, sz := range [][2]float64{{800, 600}, {1024, 768}, {1280, 800}, {1920, 1080}, {390, 844}, {800, 1280}} {
		base := layout.NewLayout(sz[0], sz[1], false).FS
		for _, big := range []bool{false, true} {
			l := layout.NewLayout(sz[0], sz[1], big)
			for s := range 2 {
				tr := l.Track[s]
				if tr.W < base*layout.TrackMin-0.01 {
					t.Errorf("%vx%v big=%v: track %d is %.1f wide, want at least %.1f", sz[0], sz[1], big, s, tr.W, base*layout.TrackMin)
				}
				if tr.X < l.Header.X+l.ScorePX/1.05*7.5-0.01 || l.ScorePX < l.FS*0.75 || l.ScorePX > l.FS*1.05+1e-9 {
					t.Errorf("%vx%v big=%v: names at %.1f px, track at x %.1f", sz[0], sz[1], big, l.ScorePX, tr.X)
				}
				if end := tr.X + tr.W + base*3.5; end > l.Score[s].X+l.Score[s].W+0.01 || (!l.Portrait && end > l.Buttons.X) {
					t.Errorf("%vx%v big=%v: track and its 31 end at %.1f, past the score area %+v / buttons at %.1f", sz[0], sz[1], big, end, l.Score[s], l.Buttons.X)
				}
			}
		}
	}
}

// A header's buttons share one label size, the largest at which every
// label fits its button: at 800×600 the tutorial's "← Back" and "Next →"
// were tiny beside "Play", and the table's labels all tiny.
func TestHeaderLabelsOneSize(t *testing.T) {
	check := func(name string, a *App, scene shell.SceneID, atLeast float64) {
		t.Helper()
		bs, labels := a.ButtonsOf(scene)
		var row []input.Button
		var rowLabels []string
		for i, b := range bs {
			if b.Name() != "next" {
				row, rowLabels = append(row, b), append(rowLabels, labels[i])
			}
		}
		cap := a.L.FS * 0.85
		px := layout.RowLabelPX(row, rowLabels, cap, fakeMeasure)
		tight := px >= cap-1e-9
		for i, b := range row {
			w := fakeMeasure(rowLabels[i], false, px)
			if w > b.W-8+1e-9 {
				t.Errorf("%s: %q is %.1f wide at %.1f px in a %.1f button", name, rowLabels[i], w, px, b.W)
			}
			if px >= b.H*0.45-1e-9 || fakeMeasure(rowLabels[i], false, px/0.95) > b.W-8 {
				tight = true
			}
		}
		if !tight {
			t.Errorf("%s: %.1f px is not the largest that fits", name, px)
		}
		// The row's width is set by normal text's size (big text keeps it).
		if base := layout.NewLayout(a.L.W, a.L.H, false).FS; px < atLeast*base {
			t.Errorf("%s: labels at %.1f px, under %.2f normal text sizes (%.1f)", name, px, atLeast, base)
		}
	}
	for _, sz := range [][2]float64{{800, 600}, {1280, 800}} {
		for _, big := range []bool{false, true} {
			name := fmt.Sprintf("%vx%v big=%v", sz[0], sz[1], big)
			a := newApp(t, Config{Seed: 21, Scene: "table", Settings: shell.Settings{Speed: "instant", BigText: big}})
			a.SetSize(sz[0], sz[1])
			check(name+" table", a, shell.SceneTable, 0.6)
			a = newApp(t, Config{Seed: 21, Scene: "table", OfferTutorial: true, Settings: shell.Settings{Speed: "instant", BigText: big}})
			a.SetSize(sz[0], sz[1])
			check(name+" a first-timer's table", a, shell.SceneTable, 0.6)
			a = tourApp(t, table.SpeedInstant, 12)
			a.Settings.BigText = big
			a.SetSize(sz[0], sz[1])
			check(name+" tutorial", a, shell.SceneTutorial, 0.6)
			a = tourApp(t, table.SpeedInstant, 38)
			a.Settings.BigText = big
			a.SetSize(sz[0], sz[1])
			check(name+" tutorial's last step", a, shell.SceneTutorial, 0.5)
		}
	}
}
