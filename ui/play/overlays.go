package play

import (
	"slices"

	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The overlays over the table: the rules, the count, "new match?" and the
// end box — their panel, the end box's buttons and lines, and what their
// buttons do.

// endButtons are the end box's intents and labels: Review only where the
// match has one (a demonstration has none).
func (a *Scene) endButtons() ([]input.Do, []string) {
	lb := endLabels[:]
	if a.Touch {
		lb = endLabelsTouch[:]
	}
	return a.ReviewIfAny(endDo[:], lb)
}

// ReviewIfAny drops DoReview (and its label) from an end box's buttons
// where the match at the table has no review.
func (a *Scene) ReviewIfAny(ds []input.Do, lb []string) ([]input.Do, []string) {
	if _, ok := a.around.ReviewCode(a.Table); ok {
		return ds, lb
	}
	i := slices.Index(ds, input.DoReview)
	if i < 0 {
		return ds, lb
	}
	return slices.Delete(slices.Clone(ds), i, i+1), slices.Delete(slices.Clone(lb), i, i+1)
}

// Spent reports a Rules panel's page button that has no page its
// way (drawn dim: "Page →" on the last page read as a button that failed).
func (a *Scene) Spent(b input.Button) bool {
	if a.Overlay != OvRules && a.Overlay != OvCount {
		return false
	}
	return b.Do.Do == input.DoPagePrev && a.Page == 0 || b.Do.Do == input.DoPageNext && a.Page >= a.Pages()-1
}

func (a *Scene) updateOverlay(in *input.Intents) {
	bs, _ := a.Shell.Buttons()
	it := in.First()
	switch a.Overlay {
	case OvConfirm:
		switch it.Do {
		case input.DoActivate:
			it = bs[a.Focus&1].Do
		case input.DoFocusNext:
			a.Focus ^= 1
			return
		}
	case OvEnd:
		switch it.Do {
		case input.DoActivate:
			if a.endHold > 0 {
				return
			}
			it = bs[clampI(a.Focus, 0, len(bs)-1)].Do
		case input.DoFocusNext:
			a.Focus = (a.Focus + 1) % len(bs)
			return
		case input.DoFocusPrev:
			a.Focus = (a.Focus + len(bs) - 1) % len(bs)
			return
		}
	}
	if it.Do == input.DoNone {
		return
	}
	a.Click()
	switch it.Do {
	case input.DoPageNext:
		a.Page = min(a.Page+1, max(a.Pages()-1, 0))
	case input.DoPagePrev:
		a.Page = max(a.Page-1, 0)
	case input.DoClose:
		was := a.Overlay
		a.Overlay = OvNone
		if a.Table.Over {
			ds, _ := a.endButtons()
			a.Overlay, a.Focus = OvEnd, slices.Index(ds, input.DoCount) // back to the end panel, on Count
			if was == OvRules {
				a.Focus = a.endFocus // R has no button: on the one focused before
			}
		}
	case input.DoCount:
		a.Overlay, a.Page = OvCount, 0
	case input.DoRules: // R in the end box
		a.Overlay, a.Page, a.endFocus = OvRules, 0, a.Focus
	case input.DoNo:
		a.Overlay = OvNone
	case input.DoYes, input.DoAgain:
		if a.sharedTable() {
			a.Share.Again() // at the same table, when every seat agrees
			return
		}
		a.StartAgain()
	case input.DoReplay:
		a.replay()
	case input.DoReview:
		a.Overlay = OvNone
		a.around.OpenReview()
	case input.DoCopy:
		a.around.CopyCode()
	case input.DoTitle:
		a.Overlay = OvNone
		a.Focus = 0
		a.GoTo(shell.SceneTitle)
	}
}

// Panel returns the rectangle of the open overlay.
func (a *Scene) panel() geom.Rect {
	switch a.Overlay {
	case OvRules, OvCount:
		switch {
		case a.L.Portrait:
			return a.L.Panel(40, 100) // a phone's whole window
		case a.L.Low:
			return a.L.Panel(60, 34) // a low window's whole width
		}
		return a.L.Panel(40, 34)
	case OvEnd:
		return a.L.EndPanelOver(len(a.EndLines()), a.barePile())
	}
	return a.L.Panel(26, 12)
}

// EndLines are the end box's lines (Table.EndLines): the code where the
// box has room for it. The line that says what won the match stays where
// the box must rise over the last pile for it: it names the lay (or the
// show) that won, and a box without it had said less of a match won in
// the count than of one won in a show (a play-test).
func (a *Scene) EndLines() []string {
	lines := a.Table.EndLines()
	if a.Share != nil {
		lines = a.Share.EndLines(lines)
	}
	return a.withCode(lines)
}

// barePile reports whether no card lies in the pile under the end box (a
// match won in a show): the box may take the pile's row.
func (a *Scene) barePile() bool { return a.Table != nil && a.Table.PileN() == 0 }

// CardNamesShown reports whether t's cards are named under them: not
// while the end box is up, which covers the hand (its names stuck out
// under the box on a phone).
func (a *Scene) CardNamesShown(t *table.Table) bool { return t != a.Table || a.Overlay != OvEnd }

// Panel is the open overlay's rectangle.
func (a *Scene) Panel() geom.Rect { return a.panel() }

// PageLine is the Rules or Count panel's screen when it has several:
// "page 1 of 3" (← → and its buttons turn them).
func (a *Scene) PageLine() string {
	return english.PageOf(a.Page+1, a.Pages())
}
