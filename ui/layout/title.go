package layout

import "math"

// TitleText is the title's game line laid out under the name (FitTitle),
// with the fan of cards and the name above it where the line has taken
// room from the fan.
type TitleText struct {
	PX    float64
	Lines []Laid // centred on TitleX, each ParaLead sizes under the one before
	// CardW is the fan's cards' width (none is drawn under 8 px); CardsY,
	// NameY and LineY are the fan's, the name's and the line's tops.
	CardW, CardsY, NameY, LineY float64
}

// FitTitle lays the title's game line out in its place under the name, at
// the largest size up to 0.95 panel text sizes that fits, wrapped even
// (Balance). Big text enlarges it as it does the rest: where its place
// would hold it no larger than normal text's (a narrow window, where it
// wraps), it takes room from the fan of cards above the name, the cards
// smaller (or gone), as far as it needs to reach normal text's size
// enlarged. Its place grows with the text, but not by the lines the
// larger text wraps to: at 844×390 it had stayed at normal text's size.
func (l *Layout) FitTitle(lines []Line, m Measure) TitleText {
	t := TitleText{CardW: l.TitleCardW, CardsY: l.TitleCardsY, NameY: l.TitleY, LineY: l.TitleLineY}
	hi, room := l.PanelFS*0.95, l.TitleLineH
	t.PX, t.Lines = Fit(lines, l.TitleW, room, hi, l.Min, m)
	if k := l.PanelFS / l.Base; k > 1 && t.CardW > 0 {
		// Normal text's place is this one at normal text's size (both
		// are so many text sizes high, the same width).
		normal, _ := Fit(lines, l.TitleW, room/k, hi/k, l.Min, m)
		// The least of Fit's sizes (5% steps down from hi) that reaches
		// normal text's enlarged.
		want := hi
		for want*0.95 >= normal*k-1e-9 {
			want *= 0.95
		}
		if t.PX < want-1e-9 {
			fan := t.CardW * 7 / 5
			more := math.Min(fan, Height(Wrap(nil, lines, want, l.TitleW, m), want)-room)
			t.CardW = (fan - more) * 5 / 7
			if t.CardW < l.TitleCardW/2 {
				// Cards under half their size read as a smudge: none,
				// and the gap under them goes too.
				t.CardW, more = 0, fan+l.Pad
			}
			t.NameY -= more
			t.LineY -= more
			t.PX, t.Lines = Fit(lines, l.TitleW, room+more, hi, l.Min, m)
		}
	}
	t.Lines = Balance(lines, t.PX, l.TitleW, m)
	return t
}
