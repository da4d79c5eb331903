package ui

import (
	"strings"
	"testing"

	"noddy/engine/english"
	"noddy/ui/play"
	"noddy/ui/shell"
)

// With big text the log's entries are long. The panel is filled: where
// the newest whole entries leave rows empty the entry above shows its
// tail, its top line led by "… " (the panel had shown two entries, half
// of it empty); and where the newest entry alone is taller than the
// panel, its beginning shows with the mark that more lies below (it had
// been cut at the panel's bottom with no mark).
func TestBigTextLogFillsAndMarks(t *testing.T) {
	a := newApp(t, Config{Seed: 7, Scene: "table", Settings: shell.Settings{Speed: "instant", Level: "easy", BigText: true}})
	a.SetSize(1280, 800)
	settle(t, a)
	long := "(A call keeps a running total: in \"fifteen two, a flush of three is five\", five is the two and the flush's three.)"
	tb := a.Play.Table
	tb.Log = []string{long, long, "You show: fifteen two, fifteen four, twenty-five six.", "The computer lays the ace of hearts, 1."}
	n := int((a.L.LogText.H - a.L.Pad) / (a.L.LogFS * play.LogLead))
	v := a.Play.Log()
	if n < 6 || v.End-v.Start != n || v.End != len(v.Lines) {
		t.Fatalf("%d..%d of %d lines shown in a panel of %d", v.Start, v.End, len(v.Lines), n)
	}
	if !v.Cut || !v.Older || v.Newer || v.Lead.Text != english.LogContinued+v.Lines[v.Start].Text || v.Lines[v.Start].X == 0 {
		t.Errorf("the top line %+v in place of %+v (cut %v, older %v, newer %v)", v.Lead, v.Lines[v.Start], v.Cut, v.Older, v.Newer)
	}
	if w := a.Measure(v.Lead.Text, false, a.L.LogFS); v.Lead.X+w > a.L.LogText.W-a.L.Pad*1.5-a.L.MarkRoom()+1e-9 {
		t.Errorf("the led line %.0f wide at %.0f, past the panel's text", w, v.Lead.X)
	}
	tb.Log = append(tb.Log, strings.Repeat("fifteen two, fifteen four, ", 12)+"and a pair is ten.")
	v = a.Play.Log()
	if v.Cut || !v.Newer || !v.Older || v.End-v.Start != n || v.End == len(v.Lines) || v.Lines[v.Start].X != 0 {
		t.Errorf("the newest entry of %d lines in a panel of %d: %d..%d shown (cut %v, older %v, newer %v)", len(v.Lines)-v.Start, n, v.Start, v.End, v.Cut, v.Older, v.Newer)
	}
}
