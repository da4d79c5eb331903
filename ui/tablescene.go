package ui

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"noddy/engine"
	"noddy/engine/english"
)

// The table scene: the match, its buttons and overlays (the rules, the
// count, "new match?", the end box) and the person's decisions — lay a
// card, lay out to the crib, the mog, a claim, a declaration, a call, the
// next game — each read from the table (Table.Decision) and answered
// through it.

type tableScene struct{}

func (tableScene) ID() SceneID { return SceneTable }

var (
	tableDo       = [...]Do{DoHint, DoNew, DoCount, DoRules, DoSettings, DoMenu}
	tableLabels   = [...]string{"Hint", "New", "Count", "Rules", "Settings", "Menu"}
	confirmDo     = [...]Do{DoYes, DoNo}
	confirmLabels = [...]string{"New match (Y)", "Keep playing (N)"}
	// A finger has no keys to name.
	confirmLabelsTouch = [...]string{"New match", "Keep playing"}
	endLabelsTouch     = [...]string{"Play again", "Replay", "Review", "Count", "Title"}
	endDo              = [...]Do{DoAgain, DoReplay, DoReview, DoCount, DoTitle}
	endLabels          = [...]string{"Play again", "Replay", "Review", "Count (C)", "Title"}
)

// endButtons are the end box's intents and labels: Review only where the
// match has one (a demonstration has none).
func (a *App) endButtons() ([]Do, []string) {
	lb := endLabels[:]
	if a.Touch {
		lb = endLabelsTouch[:]
	}
	return a.reviewIfAny(endDo[:], lb)
}

// reviewIfAny drops DoReview (and its label) from an end box's buttons
// where the match at the table has no review.
func (a *App) reviewIfAny(ds []Do, lb []string) ([]Do, []string) {
	if a.tableReview() != nil {
		return ds, lb
	}
	i := slices.Index(ds, DoReview)
	if i < 0 {
		return ds, lb
	}
	return slices.Delete(slices.Clone(ds), i, i+1), slices.Delete(slices.Clone(lb), i, i+1)
}

func (tableScene) Buttons(a *App, bs []Button, labels []string) ([]Button, []string) {
	l := &a.L
	switch a.Overlay {
	case OvNone:
		if a.sharedTable() {
			bs, labels = a.sharedRow(bs, labels)
		} else {
			bs = l.ButtonRowFor(tableDo[:], tableLabels[:], bs)
			labels = append(labels, tableLabels[:]...)
		}
		if a.Table != nil && a.Table.Waiting() {
			bs = append(bs, btn(DoNextHand, a.NextRect()))
			labels = append(labels, "Next hand")
		}
		return a.decisionButtonsLabels(bs, labels)
	case OvRules, OvCount:
		p := a.panel()
		pf := l.PanelFS
		bw := math.Min(pf*7, (p.W-4*l.Pad)/3)
		close := Rect{p.X + p.W - bw - l.Pad, p.Y + p.H - pf*2.4 - l.Pad, bw, pf * 2.4}
		if a.Overlay == OvRules && a.RulesPages > 1 {
			// The page's buttons beside Close.
			next := close
			next.X -= bw + l.Pad/2
			prev := next
			prev.X -= bw + l.Pad/2
			bs = append(bs, btn(DoPagePrev, prev), btn(DoPageNext, next))
			labels = append(labels, "← Page", "Page →")
		}
		bs = append(bs, btn(DoClose, close))
		return bs, append(labels, "Close")
	case OvEnd:
		p := a.panel()
		if a.sharedTable() {
			return a.sharedEndButtons(p, bs, labels)
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
			bs = append(bs, btn(d, Rect{p.X + l.Pad + float64(i)*(w+l.Pad), y, w, bh}))
		}
		return bs, append(labels, lb...)
	}
	return bs, labels
}

// PageSpent reports a Rules panel's page button that has no page its
// way (drawn dim: "Page →" on the last page read as a button that failed).
func (a *App) PageSpent(b Button) bool {
	if a.Overlay != OvRules {
		return false
	}
	return b.Do.Do == DoPagePrev && a.RulesPage == 0 || b.Do.Do == DoPageNext && a.RulesPage >= a.RulesPages-1
}

func doNames2(ds []Do) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.String()
	}
	return out
}

// The table's keys. The keys of the row's buttons come first, then the
// decision's.
var (
	tableKeys = []Binding{
		{KeyN, Intent{Do: DoNew}}, {KeyC, Intent{Do: DoCount}}, {KeyR, Intent{Do: DoRules}},
		{KeyS, Intent{Do: DoSettings}}, {KeyEscape, Intent{Do: DoMenu}}, {KeyH, Intent{Do: DoHint}},
	}
	cardKeys = []Binding{
		{Key1, Intent{Do: DoKey, Arg: 0}}, {Key2, Intent{Do: DoKey, Arg: 1}}, {Key3, Intent{Do: DoKey, Arg: 2}},
		{Key4, Intent{Do: DoKey, Arg: 3}}, {Key5, Intent{Do: DoKey, Arg: 4}}, {Key6, Intent{Do: DoKey, Arg: 5}},
		{Key7, Intent{Do: DoKey, Arg: 6}},
		{KeyRight, Intent{Do: DoFocusNext}}, {KeyLeft, Intent{Do: DoFocusPrev}},
		{KeyEnter, Intent{Do: DoActivate}}, {KeySpace, Intent{Do: DoActivate, Arg: spaceArg}},
	}
	yesNoKeys = []Binding{{KeyY, Intent{Do: DoYes}}, {KeyN, Intent{Do: DoNo}}}
	claimKeys = []Binding{{KeyT, Intent{Do: DoStarter}}, {KeyD, Intent{Do: DoDone}}, {KeyU, Intent{Do: DoUndo}}, {KeyBackspace, Intent{Do: DoUndo}}}
	rulesKeys = []Binding{{KeyEscape, Intent{Do: DoClose}}, {KeyEnter, Intent{Do: DoClose}}, {KeyR, Intent{Do: DoClose}},
		{KeyRight, Intent{Do: DoPageNext}}, {KeySpace, Intent{Do: DoPageNext}}, {KeyLeft, Intent{Do: DoPagePrev}}}
	countKeys   = []Binding{{KeyEscape, Intent{Do: DoClose}}, {KeyEnter, Intent{Do: DoClose}}, {KeyC, Intent{Do: DoClose}}}
	confirmKeys = []Binding{{KeyY, Intent{Do: DoYes}}, {KeyN, Intent{Do: DoNo}}, {KeyEscape, Intent{Do: DoNo}},
		{KeyEnter, Intent{Do: DoActivate}}, {KeyLeft, Intent{Do: DoFocusNext}}, {KeyRight, Intent{Do: DoFocusNext}}}
	endKeys = []Binding{{KeyN, Intent{Do: DoAgain}}, {KeyC, Intent{Do: DoCount}}, {KeyEscape, Intent{Do: DoTitle}},
		{KeyEnter, Intent{Do: DoActivate}}, {KeySpace, Intent{Do: DoActivate}},
		{KeyRight, Intent{Do: DoFocusNext}}, {KeyLeft, Intent{Do: DoFocusPrev}}}
)

func (tableScene) Keys(a *App) []Binding {
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
	case DecOffer, DecReply, DecCall:
		// Y and N answer (N is New's key otherwise: the button stays).
		return a.keys(yesNoKeys, a.rowKeysNoN(), cardKeys)
	case DecClaim, DecDeclare:
		return a.keys(a.rowKeys(), claimKeys, cardKeys)
	}
	return a.keys(a.rowKeys(), cardKeys)
}

// keys joins bindings into one list, reused.
func (a *App) keys(lists ...[]Binding) []Binding {
	var out []Binding
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

func (tableScene) Update(a *App, in *Intents) {
	t := a.Table
	a.fresh = false
	if a.Overlay != OvNone {
		a.updateOverlay(in)
		a.tickTable()
		return
	}
	it := in.First()
	if it.Do == DoMenu && a.HintOpen() {
		it.Do = DoHint // Esc closes the hint first
	}
	if a.sharedDo(it) {
		return
	}
	switch it.Do {
	case DoNextHand:
		a.click()
		t.Continue()
		a.tickTable()
		return
	case DoHint:
		a.click()
		if a.HintOpen() {
			a.closeHint()
		} else {
			a.openHint()
		}
		return
	case DoNew:
		a.click()
		if t.MatchOver() {
			a.startAgain()
		} else {
			a.Overlay, a.Focus = OvConfirm, 1
		}
		return
	case DoCount, DoRules:
		a.click()
		a.Overlay = OvCount
		if it.Do == DoRules {
			a.Overlay, a.RulesPage = OvRules, 0
		}
		return
	case DoSettings:
		a.click()
		a.back, a.Focus = SceneTable, 0
		a.goTo(SceneSettings)
		return
	case DoMenu:
		a.click()
		a.Focus = 0
		a.goTo(SceneTitle)
		return
	}

	// Cards.
	a.held = a.pickable(t)
	a.Hover = -1
	if in.Pointer && !a.keyed {
		a.Hover = a.cardAt(in.PointerX, in.PointerY)
		if k := slices.Index(a.held, a.Hover); k >= 0 && a.pointerMoved {
			a.Focus = k // the card under a moving pointer is the one Enter lays
		}
	}
	if t.Busy() {
		if a.keepEarly(t, in) {
			a.tickTable()
			return
		}
		if in.Tap || in.Has(DoActivate) || in.Has(DoNextHand) {
			t.Hurry()
		}
		a.tickTable()
		return
	}
	if len(a.early) > 0 { // the card keys pressed while others' moves were shown
		in.List = append(a.early, in.List...)
		a.early = nil
	}
	a.decide(t, in)
	a.tickTable()
}

// keepEarly keeps the card keys pressed while the table still shows
// another seat's move of a decision every seat makes at once (laying out
// to the crib, the card passed in a mog): the person's own choice is open
// in the engine then, so the key is the person's choice, taken once the
// table is at rest rather than lost.
func (a *App) keepEarly(t *Table, in *Intents) bool {
	if !t.src.Person() {
		return false
	}
	v := t.src.View()
	if len(v.Actions) == 0 || v.Actions[0].Kind != engine.ActDiscard && v.Actions[0].Kind != engine.ActMogPass {
		return false
	}
	kept := false
	for _, it := range in.List {
		if it.Do == DoKey && len(a.early) < 8 {
			a.early = append(a.early, it)
			kept = true
		}
	}
	return kept
}

// Pickable is the sprites the person's decision picks from, left to
// right (what keys 1, 2, 3 … and the snapshot's Hand name).
func (a *App) Pickable() []int {
	if a.Table == nil {
		return nil
	}
	return slices.Clone(a.pickable(a.Table))
}

// pickable is the sprites the person's decision picks from, left to right:
// the hand's cards (a claim of the crib: the crib's), then, for a claim,
// the starter.
func (a *App) pickable(t *Table) []int {
	out := t.Held(a.held[:0])
	d := t.Decision()
	if d.Kind != DecClaim {
		return out
	}
	out = out[:0]
	for _, c := range d.Cards[:len(d.Cards)-1] {
		if i := t.spriteOf(c); i >= 0 {
			out = append(out, i)
		}
	}
	if i := t.spriteOf(t.Sprites[t.Slots.Starter()].Card); i >= 0 {
		out = append(out, i)
	}
	return out
}

// spriteOf is the shown sprite of card c, -1 for none.
func (t *Table) spriteOf(c engine.Card) int {
	if !c.Valid() {
		return -1
	}
	for i := range t.Slots.N {
		if sp := &t.Sprites[i]; sp.Shown && sp.Card == c {
			return i
		}
	}
	return -1
}

// decide takes the person's choice at rest: the card keys, the arrows and
// Enter, a tap on a card, the decision's buttons.
func (a *App) decide(t *Table, in *Intents) {
	d := t.Decision()
	if d.Kind == DecDeclare {
		a.declare(t, d, in)
		return
	}
	n := len(a.held)
	pick := -1 // a sprite chosen
	for _, it := range in.List {
		switch it.Do {
		case DoKey:
			if it.Arg < n && (d.Kind != DecClaim || it.Arg < n-1) {
				pick = a.held[it.Arg]
			}
		case DoStarter:
			if d.Kind == DecClaim && n > 0 {
				pick = a.held[n-1]
			}
		case DoFocusNext:
			if n > 0 {
				a.Focus = (a.Focus + 1) % n
			}
		case DoFocusPrev:
			if n > 0 {
				a.Focus = (a.Focus + n - 1) % n
			}
		}
	}
	if n > 0 {
		a.Focus = clampI(a.Focus, 0, n-1)
	}
	if in.Tap {
		if i := a.cardAt(in.TapX, in.TapY); i >= 0 {
			pick = i
		}
	}
	act := in.First()
	if act.Do == DoActivate {
		switch d.Kind {
		case DecLay, DecPass:
			switch {
			case act.Arg == spaceArg:
				// Space hurries the table: a press meant for the show before
				// the turn laid the focused card (a play tester's jack).
				a.say(english.SpaceDoesNotLay())
			case n > 0:
				pick = a.held[a.Focus]
			}
		case DecDiscard:
			if act.Arg == spaceArg && n > 0 {
				pick = a.held[a.Focus] // Space picks the focused card; Enter lays out
			} else {
				act.Do = DoConfirm
			}
		case DecClaim, DecDeclare:
			act.Do = DoConfirm
		case DecNextGame:
			act.Do = DoNextGame
		}
	}
	switch d.Kind {
	case DecLay, DecPass:
		if pick >= 0 {
			a.lay(t, t.Sprites[pick].Card)
		}
	case DecDiscard:
		if pick >= 0 {
			a.toggle(t, t.Sprites[pick].Card)
		} else if act.Do == DoConfirm {
			if err := t.Discard(); err != nil {
				a.say(pickWords(t, err, a.Touch))
			} else {
				a.closeHint()
			}
		}
	case DecClaim:
		switch {
		case pick >= 0:
			a.toggle(t, t.Sprites[pick].Card)
		case act.Do == DoConfirm:
			if c, err := t.ClaimPick(); err != nil {
				a.say(pickWords(t, err, a.Touch))
			} else {
				a.say("Claimed: " + english.Label(c) + ", " + english.Points(c.Points) + ".")
			}
		case act.Do == DoDone:
			_ = t.ClaimDone()
		case act.Do == DoUndo:
			t.Undo()
		}
	case DecOffer, DecReply, DecCall:
		switch act.Do {
		case DoYes:
			a.click()
			_ = t.Answer(true)
		case DoNo:
			a.click()
			_ = t.Answer(false)
		}
	case DecNextGame:
		if act.Do == DoNextGame {
			a.click()
			_ = t.NextGame()
		}
	}
}

// declare takes a declaration's intents: a kind's button (or Space on the
// focused kind, the arrows moving the focus) adds it, U undoes the last,
// Enter, D or Declare declares the show as it stands.
func (a *App) declare(t *Table, d Decision, in *Intents) {
	n := len(d.Declarable)
	for _, it := range in.List {
		switch it.Do {
		case DoFocusNext:
			a.Focus = (a.Focus + 1) % max(n, 1)
		case DoFocusPrev:
			a.Focus = (a.Focus + n - 1) % max(n, 1)
		case DoDeclare:
			if it.Arg >= 0 && it.Arg < n {
				a.click()
				_ = t.Declare(d.Declarable[it.Arg])
			}
		case DoActivate:
			if it.Arg == spaceArg && n > 0 {
				a.click()
				_ = t.Declare(d.Declarable[clampI(a.Focus, 0, n-1)])
			} else {
				a.click()
				_ = t.ClaimDone()
			}
		case DoConfirm, DoDone:
			a.click()
			_ = t.ClaimDone()
		case DoUndo:
			t.Undo()
		}
	}
}

// spaceArg marks an activation by Space: laying out, Space picks the
// focused card and Enter lays the picked ones out.
const spaceArg = 1

// lay lays (or passes) the person's card, or says why not.
func (a *App) lay(t *Table, c engine.Card) {
	if err := t.Play(c); err != nil {
		var ae *engine.ActionError
		if errors.As(err, &ae) && errors.Is(err, engine.ErrPastThirtyOne) {
			a.say(fmt.Sprintf("The %s would take the count past 31.", english.Card(c)))
		}
		return
	}
	a.Hover = -1
	a.closeHint()
}

// toggle picks or unpicks a card, or says why not.
func (a *App) toggle(t *Table, c engine.Card) {
	if err := t.Toggle(c); err != nil {
		a.say(pickWords(t, err, a.Touch))
	}
}

// pickWords says a gentle refusal in words.
func pickWords(t *Table, err error, touch bool) string {
	d := t.Decision()
	switch {
	case errors.Is(err, ErrPickCount):
		return pickCountWords(d.Need, t.pick.Len(), touch)
	case errors.Is(err, ErrNoCombo):
		return "Those cards make nothing in this show: try others."
	case errors.Is(err, ErrClaimedAll):
		return "That combination is claimed already."
	case errors.Is(err, ErrPickFirst):
		return "Pick the cards of a combination first."
	}
	return refusalWords(err)
}

// pickCountWords says why a pick or a lay-out was refused, by what is
// picked: "The crib takes two: put one back to pick another", "Pick one
// more, then lay them out".
func pickCountWords(need, picked int, touch bool) string {
	cards := english.Points(need) + " cards"
	if need == 1 {
		cards = "one card"
	}
	back := "click a picked card, or press its key, to put it back"
	if touch {
		back = "tap a picked card to put it back"
	}
	switch {
	case picked >= need:
		return "The crib takes " + cards + ": " + back + ", then pick another."
	case picked == 0 && need == 1:
		return "Pick one card for the crib first, then lay it out."
	case picked == 0:
		return "Pick " + cards + " for the crib first, then lay them out."
	}
	return "Pick " + english.Points(need-picked) + " more, then lay them out."
}

// refusalWords says an action refused (a shared table's answer).
func refusalWords(err error) string {
	switch {
	case errors.Is(err, engine.ErrPastThirtyOne):
		return "That card would take the count past 31."
	case errors.Is(err, engine.ErrNotYourTurn), errors.Is(err, engine.ErrWrongAction):
		return "It is not your turn for that."
	case errors.Is(err, engine.ErrFalseClaim):
		return "That combination is not in the show."
	}
	return "Refused: " + err.Error()
}

// cardAt returns the sprite index of a card the person may pick at (x,
// y), -1 if none. The hit area includes the space a hovered card lifts
// into; of overlapping cards the one on top.
func (a *App) cardAt(x, y float64) int {
	found := -1
	for _, i := range a.pickable(a.Table) {
		r := a.L.At(a.Table.Sprites[i].To)
		r.Y -= a.L.CH * 0.15
		r.H += a.L.CH * 0.15
		if r.Contains(x, y) {
			found = i
		}
	}
	return found
}

func (a *App) updateOverlay(in *Intents) {
	bs, _ := a.Buttons()
	it := in.First()
	switch a.Overlay {
	case OvConfirm:
		switch it.Do {
		case DoActivate:
			it = bs[a.Focus&1].Do
		case DoFocusNext:
			a.Focus ^= 1
			return
		}
	case OvEnd:
		switch it.Do {
		case DoActivate:
			it = bs[clampI(a.Focus, 0, len(bs)-1)].Do
		case DoFocusNext:
			a.Focus = (a.Focus + 1) % len(bs)
			return
		case DoFocusPrev:
			a.Focus = (a.Focus + len(bs) - 1) % len(bs)
			return
		}
	}
	if it.Do == DoNone {
		return
	}
	a.click()
	switch it.Do {
	case DoPageNext:
		a.RulesPage = min(a.RulesPage+1, max(a.RulesPages-1, 0))
	case DoPagePrev:
		a.RulesPage = max(a.RulesPage-1, 0)
	case DoClose:
		a.Overlay = OvNone
		if a.Table.Over {
			ds, _ := a.endButtons()
			a.Overlay, a.Focus = OvEnd, slices.Index(ds, DoCount) // back to the end panel, on Count
		}
	case DoCount:
		a.Overlay = OvCount
	case DoNo:
		a.Overlay = OvNone
	case DoYes, DoAgain:
		if a.sharedTable() {
			a.sharedAgain() // at the same table, when every seat agrees
			return
		}
		a.startAgain()
	case DoReplay:
		a.replay()
	case DoReview:
		a.Overlay = OvNone
		a.openReview(SceneTable)
	case DoCopy:
		a.copyCode()
	case DoTitle:
		a.Overlay = OvNone
		a.Focus = 0
		a.goTo(SceneTitle)
	}
}

func (tableScene) Footer(a *App, out []string) []string {
	if t := a.Table; t != nil {
		out = append(out, a.RuleLine())
		if !a.Touch {
			out = append(out, t.ruleShort[0])
		}
		out = append(out, t.ruleShort[1:]...)
	}
	return out
}

// NextRect is where the "Next hand" button stands while the table holds
// at the end of a hand: over the middle of the player's hand, in the row
// where "Your turn" is written, clear of the pile and of the cards.
func (a *App) NextRect() Rect {
	l := &a.L
	h := l.FS * 1.9
	w := math.Min(l.FS*8, l.W-2*l.Pad)
	cx := l.handMid()
	return Rect{cx - w/2, l.Hands[0][0].Y - h - l.Pad/3, w, h}
}

// decisionButtons are the buttons of the person's decision: laid out in
// the announcements' place (empty at rest), or for a declaration a panel
// of the kinds it may name (DeclarePanel).
func (a *App) decisionButtons(bs []Button) []Button {
	bs, _ = a.decisionButtonsLabels(bs, nil)
	return bs
}

func (a *App) decisionButtonsLabels(bs []Button, labels []string) ([]Button, []string) {
	t := a.Table
	if t == nil || a.Overlay != OvNone {
		return bs, labels
	}
	d := t.Decision()
	var ds []Do
	var lb, keysOf []string
	k := func(s, key string) string {
		keysOf = append(keysOf, key)
		return s
	}
	switch d.Kind {
	case DecDiscard:
		// Until enough are picked the (dimmed) button says what is missing:
		// a dim "Lay out" alone read as a button that did not work.
		label := "Lay out"
		if n := t.pick.Len(); n < d.Need {
			label = "Pick " + english.Points(d.Need-n) + " more"
			if n == 0 {
				label = "Pick " + english.Points(d.Need) + " to lay out"
			}
		}
		key := "Enter"
		if label != "Lay out" {
			key = "" // Enter does nothing yet
		}
		ds, lb = []Do{DoConfirm}, []string{k(label, key)}
	case DecOffer:
		ds, lb = []Do{DoYes, DoNo}, []string{k("Offer to mog", "Y"), k("Do not offer", "N")}
	case DecReply:
		ds, lb = []Do{DoYes, DoNo}, []string{k("Accept the mog", "Y"), k("Refuse", "N")}
	case DecCall:
		call := "Call False"
		if t.rules.Claims == engine.ClaimMuggins {
			call = "Call muggins"
		}
		ds, lb = []Do{DoYes, DoNo}, []string{k(call, "Y"), k("Let it stand", "N")}
	case DecClaim:
		ds, lb = []Do{DoConfirm, DoUndo, DoDone}, []string{k("Claim these", "Enter"), k("Undo", "U"), k("Done", "D")}
	case DecNextGame:
		ds, lb = []Do{DoNextGame}, []string{k("Next game", "Enter")}
	case DecDeclare:
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
				withKeys[i] += " (" + keysOf[i] + ")"
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
		row := Rect{r.X + (r.W-w)/2, r.Y + (r.H-h)/2, w, h}
		bs = l.RowIn(row, ds, lb, bs)
		return bs, append(labels, lb...)
	}
	// Two rows: the first button on top, the rest under it.
	top := Rect{r.X, r.Y + (r.H-2*h-l.Pad/2)/2, r.W, h}
	bs = l.RowIn(top, ds[:1], lb[:1], bs)
	under := top
	under.Y += h + l.Pad/2
	bs = l.RowIn(under, ds[1:], lb[1:], bs)
	return bs, append(labels, lb...)
}

// labelEms is a label's width in text sizes, as body text runs (0.55 of a
// size a letter, with a little room).
func labelEms(s string) float64 { return float64(utf8.RuneCountInString(s)) * 0.55 }

// DeclarePanel is where a declaration is made: over the table and the log
// down to the player's hand, which stays in sight; the starter it is
// counted with is shown in the panel's head (DeclareStarter).
func (a *App) DeclarePanel() Rect {
	l := &a.L
	bottom := l.Turn.Y - l.Pad/4
	top := l.Play.Y
	if l.Portrait {
		top = l.Deal.Y + l.Deal.H + l.Pad/4
	}
	right := l.W - l.Pad
	return Rect{l.Pad, top, right - l.Pad, bottom - top}
}

// DeclareStarter is where the declaration's panel shows the starter: at
// its head's right.
func (a *App) DeclareStarter() Rect {
	p := a.DeclarePanel()
	h := a.DeclareHead() - a.L.Pad/2
	w := h * 5 / 7
	return Rect{p.X + p.W - w - a.L.Pad/2, p.Y + a.L.Pad/4, w, h}
}

// declareButtons are the declaration's panel: a button for each kind the
// game lets a declaration name, Undo and Declare.
func (a *App) declareButtons(d Decision, bs []Button, labels []string) ([]Button, []string) {
	l := &a.L
	p := a.DeclarePanel()
	px := math.Max(l.Min, l.PX(0.8))
	head := a.DeclareHead() // the title and the declaration so far
	n := len(d.Declarable) + 2
	gap := l.Pad / 3
	widest := 0.0
	for _, c := range d.Declarable {
		widest = math.Max(widest, labelEms(declareLabel(c))*px+16)
	}
	cols := clampI(int((p.W-l.Pad+gap)/(widest+gap)), 1, 6)
	rows := (n + cols - 1) / cols
	bh := math.Min(math.Max(l.FS*1.8, px*2.2), (p.H-head-l.Pad/2-float64(rows)*gap)/float64(rows))
	bw := (p.W - l.Pad - float64(cols-1)*gap) / float64(cols)
	for i := range n {
		c, r := i%cols, i/cols
		rect := Rect{p.X + l.Pad/2 + float64(c)*(bw+gap), p.Y + head + float64(r)*(bh+gap), bw, bh}
		switch {
		case i < len(d.Declarable):
			bs = append(bs, Button{Rect: rect, Do: Intent{Do: DoDeclare, Arg: i}})
			labels = append(labels, declareLabel(d.Declarable[i]))
		case i == len(d.Declarable):
			bs = append(bs, btn(DoUndo, rect))
			labels = append(labels, "Undo")
		default:
			bs = append(bs, btn(DoDone, rect))
			labels = append(labels, "Declare")
		}
	}
	return bs, labels
}

// declareLabel is a declarable kind on its button: "double pair royal
// 12", "fifteen 2".
func declareLabel(c engine.Combo) string {
	return strings.TrimPrefix(strings.TrimPrefix(english.Label(c), "a "), "the ") + " " + itoa(c.Points)
}

// DeclareHead is the height of the declaration panel's title and its
// line so far.
func (a *App) DeclareHead() float64 { return math.Max(a.L.Min, a.L.PX(0.8))*2.8 + a.L.Pad/4 }

// Panel returns the rectangle of the open overlay.
func (a *App) panel() Rect {
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
		return a.L.EndPanelOver(len(a.EndLines()), a.Table != nil && a.Table.pileN == 0)
	}
	return a.L.Panel(26, 12)
}

// EndLines are the end box's lines (Table.EndLines) as the window has
// room for them: the line that decided the match goes where the box would
// otherwise rise over the last pile.
func (a *App) EndLines() []string {
	lines := a.sharedEndLines(a.Table.EndLines())
	lines = a.withCode(lines)
	if a.L.EndClears(len(lines)) || !a.L.EndClears(len(lines)-1) {
		return lines
	}
	out := make([]string, 0, len(lines))
	for _, s := range lines {
		if !strings.HasPrefix(s, decidedBy) {
			out = append(out, s)
		}
	}
	return out
}

// CardNamesShown reports whether t's cards are named under them: not
// while the end box is up, which covers the hand (its names stuck out
// under the box on a phone).
func (a *App) CardNamesShown(t *Table) bool { return t != a.Table || a.Overlay != OvEnd }

// Panel is the open overlay's rectangle.
func (a *App) Panel() Rect { return a.panel() }

// RulesPageLine is the Rules panel's page when it has several: "page 1
// of 3" (← → and its buttons turn them).
func (a *App) RulesPageLine() string {
	return "page " + itoa(a.RulesPage+1) + " of " + itoa(a.RulesPages)
}

// DeclaredLine is the declaration so far, as it will be called: "So far:
// fifteen two, a pair is four".
func (a *App) DeclaredLine() string {
	c := a.Table.Claimed()
	if len(c) == 0 {
		return "So far: nothing"
	}
	return "So far: " + english.Announce(c)
}
