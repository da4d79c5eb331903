package play

import (
	"math"
	"slices"

	"noddy/engine/english"
	"noddy/ui/layout"
)

// The log laid out in its panel (Layout.LogText), kept until the log, the
// panel or the text size changes.

// LogView is the log as its panel shows it: its lines wrapped at the
// log's size (LogFS, LogLead sizes apart), which of them show — the
// newest whole entries, turned back by the wheel; where they leave rows
// empty, the tail of the entry before them, its top line shown as Lead
// ("… " before it) — and whether older lines lie above (Older) or newer
// ones below (Newer: the log is turned back, or the newest entry alone is
// taller than the panel).
type LogView struct {
	Lines        []layout.Laid
	Start, End   int
	Older, Newer bool
	Lead         layout.Laid // drawn in place of Lines[Start] where Cut
	Cut          bool
}

// LogLead is the log's and the chat's line height, in their text sizes.
const LogLead = 1.3

// logDepth is how many of the newest entries the log can be turned back
// through at least (a phone's showed about four: the cut was out of reach).
const logDepth = 40

// logText is the log wrapped, and what it was wrapped for.
type logText struct {
	key   [6]int
	lines []layout.Laid
	buf   []layout.Line
}

// Log is the log laid out in its panel: every line dim but the newest
// entry's. Turned on past the newest (Scroll.Log below 0), an entry
// taller than the panel shows its later lines.
func (a *Scene) Log() LogView {
	lines, n := a.logLines()
	back := min(a.Scroll.Log, max(0, len(lines)-n))
	bottom := len(lines) - max(back, 0)
	start, end := layout.LogWindow(lines[:bottom], n)
	v := LogView{Lines: lines, Start: start, End: end, Newer: back > 0 || end < bottom}
	switch {
	case end < bottom && slices.ContainsFunc(lines[bottom:], func(ln layout.Laid) bool { return ln.X <= 0 }):
		// Turned back into an entry taller than the panel that is not the
		// newest (a phone's hand summary once the next deal's entries came
		// under it): the panel ends where it is turned to, that entry's
		// lines above, so that each turn goes up it a line (it had shown
		// the entry's first lines, or its last under the next entry, and
		// its middle was out of reach).
		v.Start, v.End = bottom-n, bottom
		a.lead(&v)
	case back < 0:
		// Down the newest entry, taller than the panel.
		k := min(-back, bottom-end)
		v.Start, v.End = start+k, end+k
		v.Newer = v.End < bottom
		a.lead(&v)
	case end == bottom && start > 0 && n-(end-start) > 0:
		// Rows left empty under whole entries (big text's entries are
		// long: the panel had shown two, half of it empty): the entry
		// above shows its tail, marked as one.
		v.Start = start - min(n-(end-start), start)
		a.lead(&v)
	}
	v.Older = v.Start > 0 || v.Cut
	return v
}

// lead marks the view's first line as the tail of an entry begun above
// where it is one.
func (a *Scene) lead(v *LogView) {
	ln := v.Lines[v.Start]
	if ln.X <= 0 {
		return
	}
	// "… " before it where it still fits the wrapped width (a narrow
	// panel's hanging indent is narrower than "… ": the led line ran
	// under the ▲); else the line as wrapped, its indent saying it goes on
	// from above.
	fs, l := a.L.LogFS, &a.L
	led := ln
	led.X = math.Max(0, ln.X-a.Measure(english.LogContinued, false, fs))
	led.Text = english.LogContinued + ln.Text
	if led.X+a.Measure(led.Text, false, fs) <= l.LogText.W-l.Pad*1.5-l.MarkRoom()+1e-9 {
		ln = led
	}
	v.Lead, v.Cut = ln, true
}

// logLines wraps the newest of the log's entries that can show (kept
// until they change); n is how many lines the panel holds.
func (a *Scene) logLines() (lines []layout.Laid, n int) {
	t := a.Table
	if t == nil {
		return nil, 0
	}
	l := &a.L
	r := l.LogText
	fs := l.LogFS
	lh := fs * LogLead
	lt := &a.logText
	k := [6]int{len(t.Log), int(r.W), int(fs * 10), int(a.Fonts.Scale() * 100)}
	if k != lt.key || len(t.Log) > 0 && len(lt.lines) == 0 {
		lt.key = k
		// The newest entries, as many as the panel has lines and at least
		// logDepth, so that the wheel or a finger goes back a deal's worth.
		maxLines := max(int(r.H/lh)+1, logDepth)
		start := max(0, len(t.Log)-maxLines)
		buf := lt.buf[:0]
		for i, s := range t.Log[start:] {
			st := layout.TextDim
			if start+i == len(t.Log)-1 {
				st = layout.TextBody // every line of the newest entry
			}
			buf = append(buf, layout.Line{Text: s, Style: st})
		}
		lt.buf = buf
		lt.lines = layout.Wrap(lt.lines[:0], buf, fs, r.W-l.Pad*1.5-l.MarkRoom(), a.Measure)
	}
	return lt.lines, int((r.H - l.Pad) / lh)
}

// LogRoom is how many of the log's lines lie above what its panel shows
// at the newest: as far as the wheel turns it back (the log's turn is
// kept within it).
func (a *Scene) LogRoom() int {
	lines, n := a.logLines()
	room := max(0, len(lines)-n)
	a.Scroll.Log = clampI(a.Scroll.Log, -a.logTail(), room)
	return room
}

// logTail is how many lines of the newest entry lie under the panel when
// it shows the newest: where that entry alone is taller than the panel.
func (a *Scene) logTail() int {
	lines, n := a.logLines()
	_, end := layout.LogWindow(lines, n)
	return len(lines) - end
}

// Wheel turns the log back (d above 0) or on by d lines, no further than
// its oldest line that can show, nor than the newest entry's last.
func (a *Scene) Wheel(d int) {
	room := a.LogRoom()
	a.Scroll.Log = clampI(a.Scroll.Log+d, -a.logTail(), room)
}
