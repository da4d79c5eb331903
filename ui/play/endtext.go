package play

import (
	"math"
	"slices"
	"strings"

	"noddy/engine/english"
	"noddy/ui/layout"
	"noddy/ui/table"
)

// EndText is the end box's title and lines laid out in it
// (Scene.EndText), centred.
type EndText struct {
	TitlePX float64 // at most; the drawer fits the title's width
	PX      float64 // the lines'
	Lines   []string
	Top     float64 // the first line's top
	Limit   float64 // no line's top below it (over the buttons)
}

// EndText lays the end box's lines out between its title and its buttons
// the way every panel's text goes: as large as they fit, up to 0.75 text
// sizes, never under the least size, each line wrapped to the box's width
// rather than every line shrunk to the longest's width (four-hand
// cribbage's hands in words had set the whole box in 12 px over an empty
// third of it). The title keeps to its proportion to the lines (a text
// size to their 0.75) where the box is short, rather than leave them the
// little room it does not take (big text's title stood over lines of 12
// px). The hands are written by their cards' corners, every hand alike,
// where that reads larger by a tenth or more than in words; where even
// that does not fit, every line too long is in fewer letters.
func (a *Scene) EndText() EndText {
	l := &a.L
	p := a.panel()
	w := p.W - l.Pad*2
	bottom := p.Y + p.H - l.EndButtonsH()
	avail := bottom - p.Y - l.Pad // the title's and the lines'
	hi := math.Max(l.Min, l.FS*0.75)
	fit := func(ls []string) (v EndText, fits bool) {
		for px := hi; ; px = math.Max(l.Min, px*0.95) {
			v.PX, v.TitlePX = px, math.Min(l.FS, math.Max(l.Min, px/0.75))
			room := avail - v.TitlePX*layout.EndTitleLead
			_, v.Lines = layout.WrapFit(ls, w, room, px, px, a.Measure)
			fits = layout.WrapHeight(v.Lines, px) <= room
			for _, s := range v.Lines {
				// A word wider than the box (the match code) is not
				// wrapped: the size comes down to it (it had run over the
				// box's sides with big text).
				fits = fits && a.Measure(s, false, px) <= w
			}
			if fits || px <= l.Min {
				return v, fits
			}
		}
	}
	// shorter is v, the fit of lines, or the fit of lines with the final
	// score in fewer letters where that sets them larger by a tenth (why a
	// game was a skunk had taken a 1280×800 box from 18 px to 16).
	shorter := func(t *table.Table, lines []string, v EndText, fits bool) (EndText, bool) {
		ls := slices.Clone(lines)
		for s := t.EndShort(ls[0]); s != ls[0]; s = t.EndShort(ls[0]) {
			ls[0] = s
			if c, cfits := fit(ls); cfits && c.PX >= v.PX*1.1 {
				v, fits = c, cfits
			}
		}
		return v, fits
	}
	choose := func(lines []string) (EndText, bool) {
		v, fits := fit(lines)
		t := a.Table
		if t == nil {
			return v, fits
		}
		shown := lines
		if hs := t.EndHandsShort(lines); len(hs) > 0 {
			if s, sfits := fit(hs); sfits && (!fits || s.PX >= v.PX*1.1) {
				v, fits, shown = s, sfits, hs
			}
		}
		v, fits = shorter(t, shown, v, fits)
		// Every line too long for the box in fewer letters: where the lines
		// do not fit without, or where that sets them larger by a tenth (a
		// final score a little shorter had just fitted, the next line
		// wrapped, in 14 px where 17.6 were to be had).
		few := t.EndShown(lines, func(s string) bool { return a.Measure(s, false, l.Min) <= w })
		c, cfits := fit(few)
		if c, cfits = shorter(t, few, c, cfits); !fits || cfits && c.PX >= v.PX*1.1 {
			v, fits = c, cfits
		}
		return v, fits
	}
	lines := a.EndLines()
	v, fits := choose(lines)
	if n := len(lines); n > 1 && strings.HasPrefix(lines[n-1], english.EndCodeLead) && (v.PX < hi*0.9 || !fits) {
		// The code (Review has it too) goes where it would take the lines
		// under nine tenths of their size (a cribbage match's end box was
		// in 12 px for it), or where even in fewer letters they would not
		// all be there (a match won in the count at 1280×800 had its
		// code's second line under the buttons).
		if s, sfits := choose(lines[:n-1]); s.PX >= v.PX*1.1 || sfits && !fits {
			v = s
		}
	}
	v.Top = p.Y + l.Pad + v.TitlePX*layout.EndTitleLead
	v.Limit = bottom - v.PX*1.2
	return v
}
