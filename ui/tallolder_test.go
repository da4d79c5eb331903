package ui

import (
	"fmt"
	"strings"
	"testing"

	"noddy/engine/english"
	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/shell"
	"noddy/ui/uitest"
)

// An entry taller than the panel that is no longer the newest (a phone's
// hand summary in six-card cribbage, once the next hand's entries come
// under it) can still be read line by line: turned back through the log,
// every one of its lines shows at some turn. Its middle lines had been out
// of reach where it was more than twice the panel less a line (big text:
// nine lines in three at 390×844, fourteen in seven at 844×390): the panel
// showed its first lines, or its last under the next entry, and nothing
// between.
func TestLogReadsATallOlderEntry(t *testing.T) {
	for _, c := range []struct {
		w, h float64
		big  bool
	}{{390, 844, false}, {390, 844, true}, {844, 390, false}, {844, 390, true}} {
		t.Run(fmt.Sprintf("%vx%v big=%v", c.w, c.h, c.big), func(t *testing.T) { tallOlderEntry(t, c.w, c.h, c.big) })
	}
}

func tallOlderEntry(t *testing.T, w, h float64, big bool) {
	a := newApp(t, Config{Seed: 7, Game: "cribbage", Scene: "table", Touch: true, Settings: shell.Settings{Speed: "instant", BigText: big}})
	a.SetSize(w, h)
	tb := a.Play.Table
	for i := 0; i < 100000 && !tb.Waiting(); i++ {
		a.Update(uitest.KeysFor(tb, a.Play.Pickable()))
	}
	if !tb.Waiting() || !strings.HasPrefix(tb.Log[len(tb.Log)-1], "Hand 1 over. ") {
		t.Fatalf("no hand's end to read (waiting %v)", tb.Waiting())
	}
	entry := len(tb.Log) - 1
	a.Update(key(input.KeySpace)) // the next hand: its entries come under the summary
	for i := 0; i < 1000 && len(tb.Log) < entry+3; i++ {
		a.Update(input.Frame{})
	}
	if len(tb.Log) < entry+3 {
		t.Fatalf("the next hand wrote %d entries", len(tb.Log)-entry-1)
	}
	l := &a.L
	n := int((l.LogText.H - l.Pad) / (l.LogFS * play.LogLead))
	v := a.Play.Log()
	var tall []string // the summary's lines
	for i, ln := range v.Lines {
		if strings.HasPrefix(ln.Text, "Hand 1 over. ") || len(tall) > 0 && ln.X > 0 && i > 0 {
			tall = append(tall, ln.Text)
		} else if len(tall) > 0 {
			break
		}
	}
	if len(tall) <= n {
		t.Fatalf("the summary has %d lines in a panel of %d: want it taller", len(tall), n)
	}
	seen := map[string]bool{}
	for back := a.Play.LogRoom(); back >= 0; back-- {
		a.Play.Scroll.Log = back
		v := a.Play.Log()
		for i := v.Start; i < v.End; i++ {
			text := v.Lines[i].Text
			if i == v.Start && v.Cut {
				text = strings.TrimPrefix(v.Lead.Text, english.LogContinued)
			}
			seen[text] = true
		}
	}
	for k, ln := range tall {
		if !seen[ln] {
			t.Errorf("line %d of the summary's %d in a panel of %d, %q, shows at no turn of the log", k+1, len(tall), n, ln)
		}
	}
}
