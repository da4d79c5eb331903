package play

import (
	"math"
	"slices"
	"unicode/utf8"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/shell"
	"noddy/ui/table"
)

// The table scene's buttons, its keys and what it does with a tick's
// intents (the decisions themselves: decide.go; the overlays:
// overlays.go).

var (
	tableDo     = [...]input.Do{input.DoHint, input.DoNew, input.DoCount, input.DoRules, input.DoSettings, input.DoMenu}
	tableLabels = english.TableButtons
	// A first-timer's row: the tutorial one press away, in Count's place
	// and of its length (a seventh button, or "Tutorial", made every label
	// too small at 800×600; C still opens the count). A finger has no C:
	// there the tutorial takes Settings' place (Menu's title has Settings,
	// and the tutorial), and Count keeps its own.
	firstDo          = [...]input.Do{input.DoHint, input.DoNew, input.DoTutorial, input.DoRules, input.DoSettings, input.DoMenu}
	firstLabels      = english.FirstButtons
	firstDoTouch     = [...]input.Do{input.DoHint, input.DoNew, input.DoCount, input.DoRules, input.DoTutorial, input.DoMenu}
	firstLabelsTouch = english.FirstButtonsTouch
	confirmDo        = [...]input.Do{input.DoYes, input.DoNo}
	confirmLabels    = [...]string{english.WithKey(english.NewMatchButton, "Y"), english.WithKey(english.KeepButton, "N")}
	// A finger has no keys to name.
	confirmLabelsTouch = [...]string{english.NewMatchButton, english.KeepButton}
	endLabelsTouch     = english.EndButtonsTouch
	endDo              = [...]input.Do{input.DoAgain, input.DoReplay, input.DoReview, input.DoCount, input.DoTitle}
	endLabels          = layout.EndLabels // the longest; with touch, endLabelsTouch
)

func (a *Scene) Buttons(bs []input.Button, labels []string) ([]input.Button, []string) {
	l := &a.L
	switch a.Overlay {
	case OvNone:
		if a.sharedTable() {
			bs, labels = a.Share.Row(bs, labels)
		} else if a.around.FirstTimer() && a.Touch {
			bs = l.ButtonRowFor(firstDoTouch[:], firstLabelsTouch[:], bs)
			labels = append(labels, firstLabelsTouch[:]...)
		} else if a.around.FirstTimer() {
			bs = l.ButtonRowFor(firstDo[:], firstLabels[:], bs)
			labels = append(labels, firstLabels[:]...)
		} else {
			bs = l.ButtonRowFor(tableDo[:], tableLabels[:], bs)
			labels = append(labels, tableLabels[:]...)
		}
		if a.Table != nil && a.Table.Waiting() {
			bs = append(bs, input.ButtonAt(input.DoNextHand, a.NextRect()))
			labels = append(labels, english.NextHandButton)
		}
		return a.decisionButtonsLabels(bs, labels)
	case OvRules, OvCount:
		p := a.panel()
		pf := l.PanelFS
		bw := math.Min(pf*7, (p.W-4*l.Pad)/3)
		close := geom.Rect{X: p.X + p.W - bw - l.Pad, Y: p.Y + p.H - pf*2.4 - l.Pad, W: bw, H: pf * 2.4}
		if a.Pages() > 1 {
			// The page's buttons beside Close.
			next := close
			next.X -= bw + l.Pad/2
			prev := next
			prev.X -= bw + l.Pad/2
			bs = append(bs, input.ButtonAt(input.DoPagePrev, prev), input.ButtonAt(input.DoPageNext, next))
			labels = append(labels, english.PagePrevButton, english.PageNextButton)
		}
		bs = append(bs, input.ButtonAt(input.DoClose, close))
		return bs, append(labels, english.CloseButton)
	case OvEnd:
		p := a.panel()
		if a.sharedTable() {
			return a.Share.EndButtons(p, bs, labels)
		}
		ds, lb := a.endButtons()
		bs = l.EndButtons(p, ds, lb, bs) // the compact end box (Layout.EndPanel)
		return bs, append(labels, lb...)
	case OvConfirm:
		p := a.panel()
		lb := confirmLabels[:]
		if a.Touch {
			lb = confirmLabelsTouch[:]
		}
		k := float64(len(confirmDo))
		w := (p.W - (k+1)*l.Pad) / k
		bh, gap := l.PanelFS*2.6, l.Pad
		y := p.Y + p.H - bh - gap
		for i, d := range confirmDo {
			bs = append(bs, input.ButtonAt(d, geom.Rect{X: p.X + l.Pad + float64(i)*(w+l.Pad), Y: y, W: w, H: bh}))
		}
		return bs, append(labels, lb...)
	}
	return bs, labels
}

// The table's keys. The keys of the row's buttons come first, then the
// decision's.
var (
	tableKeys = []input.Binding{
		{Key: input.KeyN, Do: input.Intent{Do: input.DoNew}}, {Key: input.KeyC, Do: input.Intent{Do: input.DoCount}}, {Key: input.KeyR, Do: input.Intent{Do: input.DoRules}},
		{Key: input.KeyS, Do: input.Intent{Do: input.DoSettings}}, {Key: input.KeyEscape, Do: input.Intent{Do: input.DoMenu}}, {Key: input.KeyH, Do: input.Intent{Do: input.DoHint}},
	}
	cardKeys = []input.Binding{
		{Key: input.Key1, Do: input.Intent{Do: input.DoKey, Arg: 0}}, {Key: input.Key2, Do: input.Intent{Do: input.DoKey, Arg: 1}}, {Key: input.Key3, Do: input.Intent{Do: input.DoKey, Arg: 2}},
		{Key: input.Key4, Do: input.Intent{Do: input.DoKey, Arg: 3}}, {Key: input.Key5, Do: input.Intent{Do: input.DoKey, Arg: 4}}, {Key: input.Key6, Do: input.Intent{Do: input.DoKey, Arg: 5}},
		{Key: input.Key7, Do: input.Intent{Do: input.DoKey, Arg: 6}},
		{Key: input.KeyRight, Do: input.Intent{Do: input.DoFocusNext}}, {Key: input.KeyLeft, Do: input.Intent{Do: input.DoFocusPrev}},
		{Key: input.KeyEnter, Do: input.Intent{Do: input.DoActivate}}, {Key: input.KeySpace, Do: input.Intent{Do: input.DoActivate, Arg: spaceArg}},
	}
	yesNoKeys = []input.Binding{{Key: input.KeyY, Do: input.Intent{Do: input.DoYes}}, {Key: input.KeyN, Do: input.Intent{Do: input.DoNo}}}
	claimKeys = []input.Binding{{Key: input.KeyT, Do: input.Intent{Do: input.DoStarter}}, {Key: input.KeyD, Do: input.Intent{Do: input.DoDone}}, {Key: input.KeyU, Do: input.Intent{Do: input.DoUndo}}, {Key: input.KeyBackspace, Do: input.Intent{Do: input.DoUndo}}}
	rulesKeys = []input.Binding{{Key: input.KeyEscape, Do: input.Intent{Do: input.DoClose}}, {Key: input.KeyEnter, Do: input.Intent{Do: input.DoClose}}, {Key: input.KeyR, Do: input.Intent{Do: input.DoClose}},
		{Key: input.KeyRight, Do: input.Intent{Do: input.DoPageNext}}, {Key: input.KeySpace, Do: input.Intent{Do: input.DoPageNext}}, {Key: input.KeyLeft, Do: input.Intent{Do: input.DoPagePrev}}}
	countKeys = []input.Binding{{Key: input.KeyEscape, Do: input.Intent{Do: input.DoClose}}, {Key: input.KeyEnter, Do: input.Intent{Do: input.DoClose}}, {Key: input.KeyC, Do: input.Intent{Do: input.DoClose}},
		{Key: input.KeyRight, Do: input.Intent{Do: input.DoPageNext}}, {Key: input.KeySpace, Do: input.Intent{Do: input.DoPageNext}}, {Key: input.KeyLeft, Do: input.Intent{Do: input.DoPagePrev}}}
	confirmKeys = []input.Binding{{Key: input.KeyY, Do: input.Intent{Do: input.DoYes}}, {Key: input.KeyN, Do: input.Intent{Do: input.DoNo}}, {Key: input.KeyEscape, Do: input.Intent{Do: input.DoNo}},
		{Key: input.KeyEnter, Do: input.Intent{Do: input.DoActivate}}, {Key: input.KeyLeft, Do: input.Intent{Do: input.DoFocusNext}}, {Key: input.KeyRight, Do: input.Intent{Do: input.DoFocusNext}}}
	// Not Space: it moves a hand on (and hurries), and pressed on through
	// the last hand it started a new match over the result.
	// R as at the table: the line under it still offers the rules.
	endKeys = []input.Binding{{Key: input.KeyN, Do: input.Intent{Do: input.DoAgain}}, {Key: input.KeyC, Do: input.Intent{Do: input.DoCount}}, {Key: input.KeyR, Do: input.Intent{Do: input.DoRules}},
		{Key: input.KeyEscape, Do: input.Intent{Do: input.DoTitle}},
		{Key: input.KeyEnter, Do: input.Intent{Do: input.DoActivate}},
		{Key: input.KeyRight, Do: input.Intent{Do: input.DoFocusNext}}, {Key: input.KeyLeft, Do: input.Intent{Do: input.DoFocusPrev}}}
)

func (a *Scene) Keys() []input.Binding {
	switch a.Overlay {
	case OvRules:
		return rulesKeys
	case OvCount:
		return countKeys
	case OvConfirm:
		return confirmKeys
	case OvEnd:
		return endKeys
	}
	t := a.Table
	if t == nil {
		return tableKeys
	}
	switch t.Decision().Kind {
	case table.DecOffer, table.DecReply, table.DecCall:
		// Y and N answer (N is New's key otherwise: the button stays).
		return a.keys(yesNoKeys, a.rowKeysNoN(), cardKeys)
	case table.DecClaim, table.DecDeclare:
		return a.keys(a.rowKeys(), claimKeys, cardKeys)
	}
	return a.keys(a.rowKeys(), cardKeys)
}

// rowKeys are the keys of the table's row: a shared table's own (no
// hint, H, and no new match, N).
func (a *Scene) rowKeys() []input.Binding {
	if a.sharedTable() {
		return a.Share.RowKeys(false)
	}
	return tableKeys
}

// rowKeysNoN are rowKeys without N (Y and N answer a question).
func (a *Scene) rowKeysNoN() []input.Binding {
	if a.sharedTable() {
		return a.Share.RowKeys(true)
	}
	return tableKeys[1:]
}

// keys joins bindings into one list, reused.
func (a *Scene) keys(lists ...[]input.Binding) []input.Binding {
	var out []input.Binding
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

func (a *Scene) Update(in *input.Intents) {
	t := a.Table
	a.fresh = false
	if t != nil && (t != a.scrolledAt.t || t.Deal != a.scrolledAt.deal) {
		// A log turned back comes to the newest line at the next deal: it
		// had stayed as many lines back for good, the newest out of sight.
		if a.scrolledAt.t != nil {
			a.Scroll.Log = 0
		}
		a.scrolledAt.t, a.scrolledAt.deal = t, t.Deal
	}
	if a.endHold > 0 {
		a.endHold--
	}
	if a.Overlay != OvNone {
		a.updateOverlay(in)
		a.Animate()
		return
	}
	if in.Tap && a.logTap(in.TapX, in.TapY) {
		in.Tap = false // the log is read, not a place to go on from
	}
	it := in.First()
	if it.Do == input.DoMenu && a.HintOpen() {
		it.Do = input.DoHint // Esc closes the hint first
	}
	if a.Share != nil && a.Share.Do(it) {
		return
	}
	switch it.Do {
	case input.DoNextHand:
		a.Click()
		t.Continue()
		a.Animate()
		return
	case input.DoHint:
		a.Click()
		if a.HintOpen() {
			a.CloseHint()
		} else {
			a.openHint()
		}
		return
	case input.DoNew:
		a.Click()
		if t.MatchOver() {
			a.StartAgain()
		} else {
			a.askNew()
		}
		return
	case input.DoCount, input.DoRules:
		a.Click()
		a.Overlay, a.Page = OvCount, 0
		if it.Do == input.DoRules {
			a.Overlay, a.Page = OvRules, 0
		}
		return
	case input.DoSettings:
		a.Click()
		a.Back, a.Focus = shell.SceneTable, 0
		a.GoTo(shell.SceneSettings)
		return
	case input.DoMenu:
		a.Click()
		a.Focus = 0
		a.GoTo(shell.SceneTitle)
		return
	case input.DoTutorial:
		a.Click()
		a.Focus = 0
		a.around.OpenTutorial()
		return
	}

	if t.WentOnItself() {
		// Space or Enter pressed as the hold at the end of a hand ran out
		// meant Next hand, not a choice in the hand just dealt.
		in.List = slices.DeleteFunc(in.List, isActivate)
	}

	// Cards.
	a.held = a.pickable(t)
	a.Hover = -1
	if in.Pointer && !a.Keyed() {
		a.Hover = a.cardAt(in.PointerX, in.PointerY)
		if k := slices.Index(a.held, a.Hover); k >= 0 && a.PointerMoved() {
			a.Focus = k // the card under a moving pointer is the one Enter lays
		}
	}
	if t.Busy() {
		if a.keepEarly(t, in) {
			a.Animate()
			return
		}
		if in.Tap || in.Has(input.DoActivate) || in.Has(input.DoNextHand) {
			t.Hurry()
		}
		a.Animate()
		return
	}
	a.queueKeys(t, in)
	a.takeEarly(t, in)
	a.decide(t, in)
	a.Animate()
}

func (a *Scene) Footer(out []string) []string {
	if t := a.Table; t != nil && !a.sharedTable() && a.around.FirstTimer() {
		// Said where a new player looks, until a match is played through.
		return append(out, english.TutorialOffer, english.TutorialOfferShort)
	}
	if t := a.Table; t != nil {
		out = append(out, a.RuleLine())
		short := t.RuleShort()
		if !a.Touch {
			out = append(out, short[0])
		}
		out = append(out, short[1:]...)
	}
	return out
}

// NextRect is where the "Next hand" button stands while the table holds
// at the end of a hand: over the middle of the player's hand, in the row
// where "Your turn" is written, clear of the pile and of the cards.
// logTap takes a tap on the log's panel (reporting whether it was there):
// on its marks' strip at the right it turns the log a line, back (▲) in
// the upper half, on (▼) in the lower; on its text it does nothing. At the
// end of a hand a tap there had dealt the next while the person read the
// hand's summary.
func (a *Scene) logTap(x, y float64) bool {
	l := &a.L
	r := l.LogText
	if !r.Contains(x, y) {
		return false
	}
	if x >= r.X+r.W-math.Max(l.MarkRoom(), layout.Fingertip*0.75) {
		if y < r.Y+r.H/2 {
			a.Wheel(1)
		} else {
			a.Wheel(-1)
		}
	}
	return true
}

func (a *Scene) NextRect() geom.Rect {
	l := &a.L
	h := l.FS * 1.9
	w := math.Min(l.FS*8, l.W-2*l.Pad)
	cx := l.HandMid()
	return geom.Rect{X: cx - w/2, Y: l.Hands[0][0].Y - h - l.Pad/3, W: w, H: h}
}

// decisionButtons are the buttons of the person's decision: laid out in
// the announcements' place (empty at rest), or for a declaration a panel
// of the kinds it may name (DeclarePanel).
func (a *Scene) decisionButtons(bs []input.Button) []input.Button {
	bs, _ = a.decisionButtonsLabels(bs, nil)
	return bs
}

func (a *Scene) decisionButtonsLabels(bs []input.Button, labels []string) ([]input.Button, []string) {
	t := a.Table
	if t == nil || a.Overlay != OvNone {
		return bs, labels
	}
	d := t.Decision()
	var ds []input.Do
	var lb, keysOf []string
	k := func(s, key string) string {
		keysOf = append(keysOf, key)
		return s
	}
	switch d.Kind {
	case table.DecDiscard:
		// Until enough are picked the (dimmed) button says what is missing:
		// a dim "Lay out" alone read as a button that did not work.
		label := english.LayOutButton(d.Need, t.Pick().Len())
		key := "Enter"
		if t.Pick().Len() < d.Need {
			key = "" // Enter does nothing yet
		}
		ds, lb = []input.Do{input.DoConfirm}, []string{k(label, key)}
	case table.DecOffer:
		ds, lb = []input.Do{input.DoYes, input.DoNo}, []string{k(english.OfferButton, "Y"), k(english.NoOfferButton, "N")}
	case table.DecReply:
		ds, lb = []input.Do{input.DoYes, input.DoNo}, []string{k(english.AcceptButton, "Y"), k(english.RefuseButton, "N")}
	case table.DecCall:
		call := english.FalseButton
		if t.RuleSet().Claims == engine.ClaimMuggins {
			call = english.MugginsButton
		}
		ds, lb = []input.Do{input.DoYes, input.DoNo}, []string{k(call, "Y"), k(english.StandButton, "N")}
	case table.DecClaim:
		ds, lb = []input.Do{input.DoConfirm, input.DoUndo, input.DoDone}, []string{k(english.ClaimButton, "Enter"), k(english.UndoButton, "U"), k(english.DoneButton, "D")}
	case table.DecNextGame:
		ds, lb = []input.Do{input.DoNextGame}, []string{k(english.NextGameButton, "Enter")}
	case table.DecDeclare:
		return a.declareButtons(d, bs, labels)
	default:
		return bs, labels
	}
	l := &a.L
	r := l.Banner
	px := l.PX(0.9)
	h := math.Min(r.H, math.Max(l.FS*1.9, px*2.2))
	// The labels name their keys where the row has room for them; where
	// it has not even without them, the buttons take two rows.
	need := func(ls []string) float64 {
		w := 0.0
		for _, s := range ls {
			w += labelEms(s)*px + 16 + l.Pad/2
		}
		return w
	}
	withKeys := slices.Clone(lb)
	if !a.Touch {
		for i := range withKeys {
			if keysOf[i] != "" {
				withKeys[i] = english.WithKey(withKeys[i], keysOf[i])
			}
		}
	}
	rows := 1
	switch {
	case need(withKeys) <= r.W:
		lb = withKeys
	case need(lb) > r.W && len(ds) > 1 && r.H >= 2*h+l.Pad/2:
		rows = 2
	}
	if rows == 1 {
		w := math.Min(r.W, math.Max(need(lb), float64(len(ds))*l.FS*7))
		row := geom.Rect{X: r.X + (r.W-w)/2, Y: r.Y + (r.H-h)/2, W: w, H: h}
		bs = l.RowIn(row, ds, lb, bs)
		return bs, append(labels, lb...)
	}
	// Two rows: the first button on top, the rest under it.
	top := geom.Rect{X: r.X, Y: r.Y + (r.H-2*h-l.Pad/2)/2, W: r.W, H: h}
	bs = l.RowIn(top, ds[:1], lb[:1], bs)
	under := top
	under.Y += h + l.Pad/2
	bs = l.RowIn(under, ds[1:], lb[1:], bs)
	return bs, append(labels, lb...)
}

// labelEms is a label's width in text sizes, as body text runs (0.55 of a
// size a letter, with a little room).
func labelEms(s string) float64 { return float64(utf8.RuneCountInString(s)) * 0.55 }
