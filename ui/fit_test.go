package ui

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/ui/fonts"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// The sizes the player tried: a laptop, a phone held sideways and
// upright.
var phoneSizes = [][2]float64{{1280, 800}, {844, 390}, {390, 844}}

// A notice and the table's announcements share one place, the newest on
// top: a notice raised during an announcement is up (the announcement is
// hidden under it) and ends when the next announcement begins, once it has
// been up shell.NoticeMin ticks; "The king of spades would take the count past
// 31" stayed over "the computer cannot lay: go".
func TestNoticeGivesWayToTheNextAnnouncement(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "normal"}})
	tb := a.Play.Table
	for i := 0; i < 5000; i++ {
		if b, _, _ := tb.Banner(); strings.Contains(b, " is ") {
			break
		}
		a.Update(input.Frame{})
	}
	a.Update(key(input.KeyH)) // not the player's turn: a notice
	if a.Message != "A hint is ready when it is your turn to lay." || !a.NoticeOnTop() {
		t.Fatalf("H during the show: notice %q", a.Message)
	}
	if b, _, _ := tb.Banner(); b == "" {
		t.Fatal("no announcement under the notice")
	}
	n, up := tb.BannerN(), 0
	for ; up < 400 && a.Message != ""; up++ {
		a.Update(input.Frame{})
		if a.Message != "" && tb.BannerN() != n && up >= shell.NoticeMin {
			t.Fatalf("tick %d: a newer announcement %q began and the notice stayed", up, tb.BannerLine())
		}
	}
	if a.Message != "" || tb.BannerN() == n || up < shell.NoticeMin-1 {
		t.Fatalf("after %d ticks: notice %q, announcements %d→%d", up, a.Message, n, tb.BannerN())
	}

	// On the title and in Settings the notice goes under the menu, clear
	// of the title and every button (it covered Settings' title).
	for _, sz := range phoneSizes {
		for _, big := range []bool{false, true} {
			a := newApp(t, Config{Seed: 7, Settings: shell.Settings{Speed: "instant", BigText: big}})
			a.SetSize(sz[0], sz[1])
			for _, scene := range []shell.SceneID{shell.SceneTitle, shell.SceneSettings} {
				r := a.NoticeArea(scene)
				bs, _ := a.ButtonsOf(scene)
				for _, b := range bs {
					if r.Intersects(b.Rect) {
						t.Errorf("%v big=%v %v: notice area %+v over button %s %+v", sz, big, scene, r, b.Name(), b.Rect)
					}
				}
				if r.Y < a.L.SettingsY+a.L.PanelFS*2.4 || r.Y+r.H > sz[1]-a.L.Rim || r.H < a.L.RuleLine.H {
					t.Errorf("%v big=%v %v: notice area %+v", sz, big, scene, r)
				}
			}
		}
	}
}

// Big text never makes the hint's lines smaller (they shrank: the title and
// the foot grew and left them less room); it enlarges the footer and the
// Settings labels on a phone (they stayed at normal size).
func TestBigTextHintFooterAndMenus(t *testing.T) {
	for _, sz := range append(phoneSizes, [2]float64{800, 600}, [2]float64{1920, 1080}, [2]float64{640, 360}) {
		var px [2]float64
		var foot, label, titleLabel [2]float64
		for i, big := range []bool{false, true} {
			a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant", BigText: big}, Fonts: fonts.With(fakeMeasure)})
			a.SetSize(sz[0], sz[1])
			settle(t, a)
			a.Update(key(input.KeyH))
			if !a.Play.HintOpen() {
				t.Fatal("no hint")
			}
			h := a.Play.HintFit()
			px[i] = h.PX
			if h.PX < a.L.Min || h.H > a.Play.HintPanel().H+0.01 {
				t.Errorf("%v big=%v: hint at %.1f px, %.1f tall in %+v", sz, big, h.PX, h.H, a.Play.HintPanel())
			}
			foot[i] = a.L.FootPX
			bs, _ := a.ButtonsOf(shell.SceneSettings)
			label[i] = minF(a.L.MenuLabelPX(), bs[0].H*0.45) // the drawer's label size (menuButtons)
			bs, _ = a.ButtonsOf(shell.SceneTitle)
			titleLabel[i] = minF(a.L.MenuLabelPX(), bs[0].H*0.45)
		}
		if px[1] < px[0]-1e-9 {
			t.Errorf("%v: big text's hint at %.2f px, normal %.2f", sz, px[1], px[0])
		}
		// The title's eight buttons stand in two columns of four where the
		// window is wide, their height the window's: big text grows their
		// labels less there.
		if label[1] < label[0]*1.15 || titleLabel[1] < titleLabel[0]*1.05 {
			t.Errorf("%v: Settings labels %.1f → %.1f, title's %.1f → %.1f with big text", sz, label[0], label[1], titleLabel[0], titleLabel[1])
		}
		if sz[0] < sz[1] && foot[1] < foot[0]*1.15 {
			t.Errorf("%v: the footer at %.1f px with big text, %.1f without", sz, foot[1], foot[0])
		}
	}
}

// Big text enlarges the title's game line as it does the rest, for every
// game of the family: to normal text's size enlarged (at most 0.95 panel
// text sizes), the fan of cards above the name giving it room where it
// wraps. At 844×390 it had stayed at normal text's size (12.9 px) while
// the name and the buttons grew by 30%.
func TestBigTextTitleLine(t *testing.T) {
	for _, g := range engine.Games() {
		for _, sz := range append(phoneSizes, [2]float64{600, 800}, [2]float64{1000, 500}) {
			var at [2]*App
			var text [2]layout.TitleText
			for i, big := range []bool{false, true} {
				s := shell.DefaultSettings()
				s.Game, s.Players, s.BigText = g.Name, g.Players[0], big
				at[i] = newApp(t, Config{Seed: 7, Scene: "title", Settings: s})
				at[i].SetSize(sz[0], sz[1])
				text[i] = at[i].TitleText()
			}
			l, normal, big := &at[1].L, text[0], text[1]
			want := math.Min(l.PanelFS*0.95, normal.PX*l.PanelFS/at[0].L.PanelFS)
			if big.PX < want-1e-9 {
				t.Errorf("%s %v: the line at %.2f px with big text, %.2f with normal; want %.2f", g.Name, sz, big.PX, normal.PX, want)
			}
			// It keeps to its place over the menu, the fan and the name
			// above it.
			if bottom := big.LineY + layout.Height(big.Lines, big.PX); bottom > l.TitleLineY+l.TitleLineH+1e-9 ||
				big.NameY+l.PanelFS*3.2 > big.LineY || big.CardW > 8 && big.CardsY+big.CardW*7/5+l.Pad > big.NameY+1e-9 {
				t.Errorf("%s %v: the fan at %.1f (cards %.1f wide), the name at %.1f, the line %.1f to %.1f in its place to %.1f",
					g.Name, sz, big.CardsY, big.CardW, big.NameY, big.LineY, bottom, l.TitleLineY+l.TitleLineH)
			}
		}
	}
}

func minF(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}

// A low, wide window (a phone held sideways) uses its felt: two rows of
// cards, 50 px wide (they were 35 with text of 8 to 10 px), every text at
// least 12 px.
func TestLowWindowUsesTheSpace(t *testing.T) {
	for _, big := range []bool{false, true} {
		l := layout.NewLayout(844, 390, big)
		if !l.Low || l.CW < 50 {
			t.Errorf("big=%v: low %v, cards %.1f wide", big, l.Low, l.CW)
		}
		for name, px := range map[string]float64{"label": l.LabelPX, "turn": l.TurnPX, "names": l.NamePX, "log": l.LogFS,
			"deal": l.DealFS, "footer": l.FootPX, "scores": l.ScorePX} {
			if px < geom.MinPX {
				t.Errorf("big=%v: %s at %.1f px", big, name, px)
			}
		}
		if l.Hands[1][0].Y != l.Pack.Y || l.Pile[0].Y != l.Pack.Y || l.Hands[0][0].Y <= l.StarterLabel.Y+l.StarterLabel.H {
			t.Errorf("big=%v: rows: computer %v, pack %v, pile %v, yours %v", big, l.Hands[1][0], l.Pack, l.Pile[0], l.Hands[0][0])
		}
	}
}

// The announcements' place is free: no card, name, label, count or log
// under it, in any layout (big text's go banner covered the pile's
// indices, the pack and the computer's card).
func TestBannerPlaceIsFree(t *testing.T) {
	for _, sz := range append(phoneSizes, [2]float64{800, 600}, [2]float64{1024, 640}, [2]float64{600, 900}, [2]float64{1920, 1080}) {
		for _, big := range []bool{false, true} {
			l := layout.NewLayout(sz[0], sz[1], big)
			for n, L := range []layout.Layout{l, layout.NarrationLayout(l, big)} {
				b := L.Banner
				others := map[string]geom.Rect{"pack": L.Pack, "starter": L.Starter, "starter label": L.StarterLabel, "count": L.CountAt, "log": L.Log, "header": L.Header}
				for i := range 3 {
					others[fmt.Sprint("computer's card ", i)] = L.Hands[1][i]
					others[fmt.Sprint("your card ", i)] = L.Hands[0][i]
					others[fmt.Sprint("name ", i)] = L.Names[i]
				}
				for i := range 6 {
					others[fmt.Sprint("pile ", i)] = L.Pile[i]
				}
				for name, o := range others {
					if b.Intersects(o) {
						t.Errorf("%v big=%v tour=%d: the banner's place %+v over the %s %+v", sz, big, n, b, name, o)
					}
				}
				if b.H < L.Base*2.4-0.01 || b.W < L.CW*3 {
					t.Errorf("%v big=%v tour=%d: the banner's place %+v", sz, big, n, b)
				}
			}
		}
	}
}

// The end box never covers the starter's label (it did), and in a tall
// window the hint never covers the pile, the count or the player's hand
// and its names (it hid the count mid-count).
func TestPanelsClearOfWhatMatters(t *testing.T) {
	for _, sz := range append(phoneSizes, [2]float64{800, 600}, [2]float64{1024, 768}, [2]float64{600, 900}, [2]float64{360, 640}) {
		for _, big := range []bool{false, true} {
			a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant", BigText: big}})
			a.SetSize(sz[0], sz[1])
			l := &a.L
			if p := l.EndPanel(noddyEndLines); p.Intersects(l.StarterLabel) {
				t.Errorf("%v big=%v: end box %+v over the starter's label %+v", sz, big, p, l.StarterLabel)
			}
			if !l.Portrait {
				continue
			}
			p := a.Play.HintPanel()
			for name, r := range map[string]geom.Rect{"pile": l.Pile[0], "last of the pile": l.Pile[5], "count": l.CountAt, "hand": l.Hands[0][0], "names": l.Names[1], "banner": l.Banner} {
				if p.Intersects(r) {
					t.Errorf("%v big=%v: hint panel %+v over the %s %+v", sz, big, p, name, r)
				}
			}
		}
	}
}

// The count panel shows both hands and the starter, no card over another
// and all inside the panel (at 390×844 the cards overlapped, the
// computer's third ran past the panel and the starter was missing).
func TestCountPanelCards(t *testing.T) {
	for _, sz := range append(phoneSizes, [2]float64{800, 600}, [2]float64{360, 640}, [2]float64{1920, 1080}) {
		for _, big := range []bool{false, true} {
			a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant", BigText: big}})
			a.SetSize(sz[0], sz[1])
			a.Play.Overlay = play.OvCount
			p := a.Play.Panel()
			labels, cards, bottom := a.L.CountCards(p, p.Y+a.L.Pad+a.L.PanelFS*2.4, []int{3, 3}, 0, 1)
			inside := geom.Rect{X: p.X, Y: p.Y, W: p.W + 0.01, H: p.H + 0.01}
			for i, c := range cards {
				if c.X < inside.X || c.Y < inside.Y || c.X+c.W > inside.X+inside.W || c.Y+c.H > inside.Y+inside.H || c.W < 30 {
					t.Errorf("%v big=%v: card %d %+v outside the panel %+v (or tiny)", sz, big, i, c, p)
				}
				for j := i + 1; j < len(cards); j++ {
					if c.Intersects(cards[j]) {
						t.Errorf("%v big=%v: cards %d and %d overlap: %+v %+v", sz, big, i, j, c, cards[j])
					}
				}
				for k, lb := range labels {
					if c.Intersects(lb) {
						t.Errorf("%v big=%v: card %d %+v under label %d %+v", sz, big, i, c, k, lb)
					}
				}
			}
			if bottom > p.Y+p.H-a.L.PanelFS*3.5 {
				t.Errorf("%v big=%v: the cards end at %.0f, no room for the lines in %+v", sz, big, bottom, p)
			}
		}
	}
}
