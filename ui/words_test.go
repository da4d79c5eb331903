package ui

import (
	"slices"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/engine/players"
	"noddy/ui/layout"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The count panel: "last card" and "jack turned up" are named once, and a
// seat that scored nothing says so plainly once the hand has ended.
func TestCountLinesWording(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
	settle(t, a)
	tb := a.Play.Table
	c3h, jc := engine.MustParseCards("3H")[0], engine.MustParseCards("JC")[0]
	tb.Entries = []table.Entry{
		{Seat: 0, Where: "jack turned up", Combo: engine.Combo{Kind: engine.JackTurned, Cards: []engine.Card{jc}, Points: 2}},
		{Seat: 0, Where: "last card", Combo: engine.Combo{Kind: engine.LastCard, Cards: []engine.Card{c3h}, Points: 1}},
	}
	tb.Revealed = false
	tb.Showed = make([]bool, 2) // these entries stand for the whole deal: no show counted
	want := []string{"You: 3 this deal", "   jack turned up: J♣ — 2", "   last card: 3♥ — 1", "",
		"The computer: 0 this deal", "   nothing yet"}
	if got := lineTexts(a.Play.Table.CountLines()); !slices.Equal(got, want) {
		t.Errorf("during the hand:\n got %q\nwant %q", got, want)
	}
	tb.Revealed = true
	want[5] = "   scored nothing this deal"
	if got := lineTexts(a.Play.Table.CountLines()); !slices.Equal(got, want) {
		t.Errorf("after the hand:\n got %q\nwant %q", got, want)
	}
}

// The line under the cards names the computer's level.
func TestRuleLineNamesLevel(t *testing.T) {
	for _, lv := range players.Levels() {
		a := newApp(t, Config{Seed: 7, Scene: "table", Level: lv})
		want := "Rules: " + a.Play.Table.Rules() + " (R to read them) · seed 7 · computer: " + lv
		if a.Play.Table.RuleText != want {
			t.Errorf("level %s: %q, want %q", lv, a.Play.Table.RuleText, want)
		}
	}
}

// The end-of-match box stands under the pile (the last pile, the winning
// 31, stays in sight) and inside the window, its buttons inside it.
func TestEndPanelClearsPile(t *testing.T) {
	for _, s := range [][2]float64{{1280, 800}, {1024, 768}, {640, 1000}, {390, 844}} {
		l := layout.NewLayout(s[0], s[1], false)
		p := l.EndPanel(noddyEndLines)
		pileBottom := max(l.Pile[0].Y+l.Pile[0].H, l.CountAt.Y+l.CountAt.H)
		if p.Y < pileBottom || p.H < l.EndNeed(l.Min, noddyEndLines)-0.01 || p.X < 0 || p.X+p.W > s[0] || p.Y+p.H > s[1]-l.Pad {
			t.Errorf("%v: end panel %+v, pile bottom %.1f, pad %.1f", s, p, pileBottom, l.Pad)
		}
	}
	// It keeps clear of the footer (at 800×600 its foot cut through the
	// rule line) and, in a wide window, of the log.
	for _, s := range [][2]float64{{800, 600}, {1280, 800}, {1024, 768}, {640, 480}, {1024, 600}, {390, 844}, {640, 1000}} {
		for _, big := range []bool{false, true} {
			l := layout.NewLayout(s[0], s[1], big)
			n := noddyEndLines
			if !l.EndClears(n) && l.EndClears(n-1) {
				n-- // the app leaves the line that decided it out (App.EndLines)
			}
			p := l.EndPanel(n)
			if p.Intersects(l.RuleLine) || p.Y < l.Pad || p.H < l.EndNeed(l.Min, n)-0.01 {
				t.Errorf("%v big=%v: end panel %+v, footer %+v", s, big, p, l.RuleLine)
			}
			if !l.Portrait && !big && p.Intersects(l.Log) {
				t.Errorf("%v: end panel %+v over the log %+v", s, p, l.Log)
			}
			// Where there is room, the last pile and the count stay in
			// sight (at 800×600 the box is shorter, not over the pile).
			if !big && (s == [2]float64{800, 600} || s == [2]float64{1280, 800} || s == [2]float64{1024, 768}) {
				if p.Intersects(l.Pile[0]) || p.Intersects(l.CountAt) {
					t.Errorf("%v big=%v: end panel %+v over the pile %+v or the count %+v", s, big, p, l.Pile[0], l.CountAt)
				}
			}
			// Its four lines fit between the title and the buttons, at a
			// readable size.
			lf := l.EndLinePX(p, 4)
			top := p.Y + l.Pad + l.FS*layout.EndTitleLead
			if last := top + 3*lf*1.3; last+lf*1.2 > p.Y+p.H-l.EndButtonsH()+1e-9 || lf < l.Min {
				t.Errorf("%v big=%v: end lines at %.1f px (text %.1f), the last at %.1f in %+v", s, big, lf, l.FS, last, p)
			}
		}
	}
	a := newApp(t, Config{Seed: 12, Scene: "table", Autoplay: true, Settings: shell.Settings{Speed: "instant"}})
	a.SetSize(1280, 800)
	settle(t, a)
	if a.Play.Overlay != play.OvEnd {
		t.Fatalf("overlay %d, want the end panel", a.Play.Overlay)
	}
	p := a.Play.Panel()
	bs, _ := a.Buttons()
	for _, b := range bs {
		if b.Y < p.Y || b.Y+b.H > p.Y+p.H || b.H != a.L.EndButtonH() {
			t.Errorf("button %+v outside the end panel %+v", b, p)
		}
	}
}

// A show that scored nothing says so in the count panel as soon as it is
// counted ("show: scored nothing"), not "nothing yet".
func TestCountPanelShowScoredNothing(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		a := newApp(t, Config{Seed: seed, Scene: "table", Settings: shell.Settings{Speed: "instant"}})
		tb := a.Play.Table
		var nothing *engine.Shown
		for _, e := range mt(tb).Events() {
			if s, ok := e.(engine.Shown); ok && len(s.Combos) == 0 {
				nothing = &s
				break
			}
			if _, ok := e.(engine.HandEnded); ok {
				break
			}
		}
		if nothing == nil {
			continue
		}
		settle(t, a) // the shows are counted before the first lay
		who := []string{"You", "The computer"}[nothing.Seat]
		lines := lineTexts(a.Play.Table.CountLines())
		i := slices.IndexFunc(lines, func(s string) bool { return strings.HasPrefix(s, who+": ") })
		if i < 0 || !slices.Contains(lines[i:], "   show: scored nothing") || slices.Contains(lines, "   nothing yet") && lines[i+1] == "   nothing yet" {
			t.Fatalf("seed %d: %s showed nothing; count panel %q", seed, who, lines)
		}
		return
	}
	t.Fatal("no seed with a show of nothing in its first deal")
}

// The Rules panel says what a new player asked: what the cards count, what
// a run is, and that a run or a flush in the count is of the last cards
// laid; and thirty-one in the one wording.
func TestRulesTextSaysWhatANewPlayerNeeds(t *testing.T) {
	var all []string
	for _, l := range play.RulesLines(engine.Noddy()) {
		all = append(all, l.Text)
	}
	text := strings.Join(all, " ")
	for _, want := range []string{"Ace 1", "Jack, Queen and King 10", "A-2-3 is a run, Q-K-A is not",
		"A run over the last three or more cards", "A flush over the last three or more cards", "the count ends there",
		"The match is 31 points"} {
		if !strings.Contains(text, want) {
			t.Errorf("the rules lack %q", want)
		}
	}
	if strings.Contains(text, "31 for 2") || strings.Contains(text, "**") || strings.Contains(text, "`") {
		t.Errorf("the rules say \"31 for 2\" or keep markdown: %q", text)
	}
	// The player's part only: neither where the game comes from nor the
	// engine's decisions.
	if strings.Contains(text, "du Coeur's 1996 reconstruction, which rests") || strings.Contains(text, "The decisions, and why") {
		t.Errorf("the rules run beyond the player's part: %q", text)
	}
}
