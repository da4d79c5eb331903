package scenes

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/scenes/art"
	"noddy/tutorial"
	"noddy/ui/fonts"
)

// The layout's measurer (package fonts, no window) gives every width the
// drawer's text has: the advance Ebitengine's text/v2 shapes, to the bit,
// and the width of the image a label is drawn into — in each face, at the
// sizes and scales the table uses. What the model lays out is then what
// is drawn.
func TestMeasureAsDrawn(t *testing.T) {
	samples := []string{"", " ", "0", "10", "count 31", "Your turn: click a card or press 1–3",
		"The rules: Noddy (du Coeur) · page 1 of 3", "← Back", "Next →", "1 · 7♥", "10♦ J♠ Q♣ K♥ A♦", "“Guest”",
		"You are watching · Ann's turn", "+2", "−23", "▲", "▼", "Hint: the expert's view", "fifteen two, a pair is four",
		"Willughby's M: one track of 61 holes", "WWWWWWWWWW iiiiiiiiii"}
	for c := range 52 {
		samples = append(samples, english.Card(engine.Card(c)))
	}
	tu := tutorial.New()
	for i := range tu.Len() {
		st := tu.Step(i)
		samples = append(samples, st.Title)
		samples = append(samples, sentences(st.Text)...)
	}
	m := fonts.New()
	roles := map[art.FontRole]fonts.Role{art.Title: fonts.Title, art.Body: fonts.Body, art.Bold: fonts.Bold}
	bad := 0
	for _, scale := range []float64{1, 1.25, 1.5, 2, 2.625, 3} {
		m.SetScale(scale)
		for _, px := range []float64{7.3, 9, 12, 13.6, 15, 17.82, 24, 31.5} {
			for _, s := range samples {
				for ar, fr := range roles {
					want := text.Advance(s, art.Font(ar, px*scale)) / scale
					if got := m.Advance(s, fr, px); got != want && bad < 10 {
						bad++
						t.Errorf("scale %v, %v px, role %v: %q measures %v, drawn %v", scale, px, ar, s, got, want)
					}
					ipx := int(math.Round(px * scale))
					img := float64(int(math.Ceil(text.Advance(s, art.Font(ar, float64(ipx)))))+2) / scale
					if got := m.Image(s, fr, px); got != img && bad < 10 {
						bad++
						t.Errorf("scale %v, %v px, role %v: %q's image measures %v, drawn %v", scale, px, ar, s, got, img)
					}
				}
			}
		}
	}
}

// sentences splits a tutorial step's text at its paragraphs and full
// stops: strings of the lengths a line takes.
func sentences(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		if r == '\n' || r == '.' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}
