package play

import (
	"errors"
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/geom"
	"noddy/ui/input"
	"noddy/ui/layout"
	"noddy/ui/table"
)

// The person's decisions at rest: the card keys, the arrows and Enter, a
// tap on a card, a declaration's buttons, each answered through the
// table (table.Decision), and the words of a gentle refusal.

// keepEarly keeps the keys meant for the person's own choice while the
// table still shows the deal or another seat's move of a decision every
// seat makes at once (laying out to the crib, the card passed in a mog):
// the choice is open in the engine then, so the card keys and the arrows
// are the person's, taken once the table is at rest (takeEarly) rather
// than lost. A card key counts if its card is in the hand being dealt,
// landed or not: one pressed during the cut, before the first card, is as
// much the person's choice as one pressed as the cards land. Enter with a
// card picked or its key kept is the crib's Lay out, kept too, and
// hurries the table; else it only hurries, as it does any time (a press
// to hurry the deal is not a choice). Nothing is kept after it.
func (a *Scene) keepEarly(t *table.Table, in *input.Intents) bool {
	if !t.Source().Person() {
		return false
	}
	v := t.Source().View()
	if len(v.Actions) == 0 || v.Actions[0].Kind != engine.ActDiscard && v.Actions[0].Kind != engine.ActMogPass {
		return false
	}
	kept := false
	for _, it := range in.List {
		if len(a.early) >= maxEarly || slices.ContainsFunc(a.early, isActivate) {
			break
		}
		switch {
		case it.Do == input.DoKey && it.Arg < len(v.Hand):
		case (it.Do == input.DoFocusNext || it.Do == input.DoFocusPrev) && len(a.held) > 0:
		case isActivate(it) && it.Arg != spaceArg && v.Actions[0].Kind == engine.ActDiscard &&
			(t.Pick() != 0 || slices.ContainsFunc(a.early, func(e input.Intent) bool { return e.Do == input.DoKey })):
			t.Hurry()
		default:
			continue
		}
		a.early = append(a.early, it)
		kept = true
	}
	return kept
}

// maxEarly is the most keys keepEarly keeps: a hand's worth, and Enter.
const maxEarly = 8

func isActivate(it input.Intent) bool { return it.Do == input.DoActivate }

// takeEarly gives decide the keys kept while the table was busy
// (keepEarly), one a tick in the order pressed, as if pressed now: each
// sees the choice the one before left (given together, two card keys had
// picked the second alone, and Enter had not laid them out). The frame's
// own intents wait behind them. Kept for a choice no longer open (the
// crib laid out by a button meanwhile), they go.
func (a *Scene) takeEarly(t *table.Table, in *input.Intents) {
	if len(a.early) == 0 {
		return
	}
	if d := t.Decision().Kind; d != table.DecDiscard && d != table.DecPass {
		a.early = nil
		return
	}
	a.early = append(a.early, in.List...)
	in.List = append(in.List[:0], a.early[0])
	a.early = a.early[1:]
	if len(a.early) == 0 {
		a.early = nil
	}
}

// queueKeys gives decide a frame's card keys one a tick, as takeEarly
// does those kept during the deal: two card keys pressed within one frame
// (a slow device's long frame, quick typing) had picked the second alone.
func (a *Scene) queueKeys(t *table.Table, in *input.Intents) {
	if d := t.Decision().Kind; d != table.DecDiscard && d != table.DecPass {
		return
	}
	keys := 0
	for _, it := range in.List {
		if it.Do == input.DoKey {
			keys++
		}
	}
	if keys > 1 {
		a.early = append(a.early, in.List...)
		in.List = in.List[:0]
	}
}

// Pickable is the sprites the person's decision picks from, left to
// right (what keys 1, 2, 3 … and the snapshot's Hand name).
func (a *Scene) Pickable() []int {
	if a.Table == nil {
		return nil
	}
	return slices.Clone(a.pickable(a.Table))
}

// pickable is the sprites the person's decision picks from, left to right:
// the hand's cards (a claim of the crib: the crib's), then, for a claim,
// the starter.
func (a *Scene) pickable(t *table.Table) []int {
	out := t.Held(a.held[:0])
	d := t.Decision()
	if d.Kind != table.DecClaim {
		return out
	}
	out = out[:0]
	for _, c := range d.Cards[:len(d.Cards)-1] {
		if i := t.SpriteOf(c); i >= 0 {
			out = append(out, i)
		}
	}
	if i := t.SpriteOf(t.Sprites[t.Slots.Starter()].Card); i >= 0 {
		out = append(out, i)
	}
	return out
}

// decide takes the person's choice at rest: the card keys, the arrows and
// Enter, a tap on a card, the decision's buttons.
func (a *Scene) decide(t *table.Table, in *input.Intents) {
	d := t.Decision()
	if d.Kind == table.DecDeclare {
		a.declare(t, d, in)
		return
	}
	n := len(a.held)
	pick := -1 // a sprite chosen
	for _, it := range in.List {
		switch it.Do {
		case input.DoKey:
			if it.Arg < n && (d.Kind != table.DecClaim || it.Arg < n-1) {
				pick = a.held[it.Arg]
			}
		case input.DoStarter:
			if d.Kind == table.DecClaim && n > 0 {
				pick = a.held[n-1]
			}
		case input.DoFocusNext:
			if n > 0 {
				a.Focus = (a.Focus + 1) % n
			}
		case input.DoFocusPrev:
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
	if act.Do == input.DoActivate {
		switch d.Kind {
		case table.DecLay, table.DecPass:
			switch {
			case act.Arg == spaceArg:
				// Space hurries the table: a press meant for the show before
				// the turn laid the focused card (a play tester's jack).
				a.Say(english.SpaceDoesNotLay())
			case n > 0:
				pick = a.held[a.Focus]
			}
		case table.DecDiscard:
			if act.Arg == spaceArg && n > 0 {
				pick = a.held[a.Focus] // Space picks the focused card; Enter lays out
			} else {
				act.Do = input.DoConfirm
			}
		case table.DecClaim, table.DecDeclare:
			act.Do = input.DoConfirm
		case table.DecNextGame:
			act.Do = input.DoNextGame
		}
	}
	switch d.Kind {
	case table.DecLay, table.DecPass:
		if pick >= 0 {
			a.lay(t, t.Sprites[pick].Card)
		}
	case table.DecDiscard:
		if pick >= 0 {
			a.toggle(t, t.Sprites[pick].Card)
		} else if act.Do == input.DoConfirm {
			if err := t.Discard(); err != nil {
				a.Say(pickWords(t, err, a.Touch))
			} else {
				a.CloseHint()
			}
		}
	case table.DecClaim:
		switch {
		case pick >= 0:
			a.toggle(t, t.Sprites[pick].Card)
		case act.Do == input.DoConfirm:
			if c, err := t.ClaimPick(); err != nil {
				a.Say(pickWords(t, err, a.Touch))
			} else {
				a.Say(english.Claimed(c))
			}
		case act.Do == input.DoDone:
			_ = t.ClaimDone()
		case act.Do == input.DoUndo:
			t.Undo()
		}
	case table.DecOffer, table.DecReply, table.DecCall:
		switch act.Do {
		case input.DoYes:
			a.Click()
			_ = t.Answer(true)
		case input.DoNo:
			a.Click()
			_ = t.Answer(false)
		}
	case table.DecNextGame:
		if act.Do == input.DoNextGame {
			a.Click()
			_ = t.NextGame()
		}
	}
}

// declare takes a declaration's intents: a kind's button (or Space on the
// focused kind, the arrows moving the focus) adds it, U undoes the last,
// Enter, D or Declare declares the show as it stands.
func (a *Scene) declare(t *table.Table, d table.Decision, in *input.Intents) {
	n := len(d.Declarable)
	for _, it := range in.List {
		switch it.Do {
		case input.DoFocusNext:
			a.Focus = (a.Focus + 1) % max(n, 1)
		case input.DoFocusPrev:
			a.Focus = (a.Focus + n - 1) % max(n, 1)
		case input.DoDeclare:
			if it.Arg >= 0 && it.Arg < n {
				a.Click()
				_ = t.Declare(d.Declarable[it.Arg])
			}
		case input.DoActivate:
			if it.Arg == spaceArg && n > 0 {
				a.Click()
				_ = t.Declare(d.Declarable[clampI(a.Focus, 0, n-1)])
			} else {
				a.Click()
				_ = t.ClaimDone()
			}
		case input.DoConfirm, input.DoDone:
			a.Click()
			_ = t.ClaimDone()
		case input.DoUndo:
			t.Undo()
		}
	}
}

// spaceArg marks an activation by Space: laying out, Space picks the
// focused card and Enter lays the picked ones out.
const spaceArg = 1

// lay lays (or passes) the person's card, or says why not.
func (a *Scene) lay(t *table.Table, c engine.Card) {
	if err := t.Play(c); err != nil {
		var ae *engine.ActionError
		if errors.As(err, &ae) && errors.Is(err, engine.ErrPastThirtyOne) {
			a.Say(english.PastThirtyOne(c))
		}
		return
	}
	a.Hover = -1
	a.CloseHint()
}

// toggle picks or unpicks a card, or says why not.
func (a *Scene) toggle(t *table.Table, c engine.Card) {
	if err := t.Toggle(c); err != nil {
		a.Say(pickWords(t, err, a.Touch))
	}
}

// pickWords says a gentle refusal in words.
func pickWords(t *table.Table, err error, touch bool) string {
	d := t.Decision()
	switch {
	case errors.Is(err, table.ErrPickCount):
		return english.PickCount(d.Need, t.Pick().Len(), touch)
	case errors.Is(err, table.ErrNoCombo):
		return english.NoCombo
	case errors.Is(err, table.ErrClaimedAll):
		return english.ClaimedAll
	case errors.Is(err, table.ErrPickFirst):
		return english.PickFirst
	}
	return english.Refusal(err)
}

// cardAt returns the sprite index of a card the person may pick at (x,
// y), -1 if none. The hit area includes the space a hovered card lifts
// into and, for a card in the hand, its name under it and the strip
// between the two; a card narrower
// than a fingertip, and its name, reach sideways into the free space
// beside them, half the gap to a neighbour at most. Of overlapping cards
// the one on top. (A play-test on a phone tapped the names under six 39
// px cards, beside them, and between two names, and nothing happened.)
func (a *Scene) cardAt(x, y float64) int {
	ps := a.pickable(a.Table)
	var rs, names [16]geom.Rect
	n := min(len(ps), len(rs))
	for k, i := range ps[:n] {
		to := a.Table.Sprites[i].To
		r := a.L.At(to)
		up := max(a.L.CH*0.15, a.L.Rise) // a hovered card's lift, a picked one's rise
		r.Y -= up
		r.H += up
		rs[k] = r
		if to.Zone == layout.ZHand && to.Seat == 0 && a.CardNamesShown(a.Table) {
			names[k] = a.L.NameAt(to.I, to.N)
			if gap := names[k].Y - (r.Y + r.H); gap > 0 && gap < r.H/4 {
				r.H += gap // the strip between a card and its name is the card's
				rs[k] = r
			}
		}
	}
	found := -1
	for k, i := range ps[:n] {
		name := hit{names[k], names[k].X, names[k].X + names[k].W}
		if rs[k].W < layout.Fingertip && names[k].W > 0 {
			// A narrow card's name takes the gaps beside it as the card
			// does, however wide the name.
			name = reach(names[k], names[:n], k, fingerGrow(names[k].W))
		}
		if widen(rs[k], rs[:n], k).has(x, y) || name.has(x, y) {
			found = i
		}
	}
	return found
}

// hit is a hit area: r's rows from x0 to x1 (x1 excluded), where a gap
// shared with a neighbour ends at the same x as the neighbour's begins.
type hit struct {
	r      geom.Rect
	x0, x1 float64
}

func (h hit) has(x, y float64) bool {
	return x >= h.x0 && x < h.x1 && y >= h.r.Y && y < h.r.Y+h.r.H
}

// widen is rs[k], when narrower than layout.Fingertip, grown on each side
// by fingerGrow (reach).
func widen(r geom.Rect, rs []geom.Rect, k int) hit {
	if r.W >= layout.Fingertip {
		return hit{r, r.X, r.X + r.W}
	}
	return reach(r, rs, k, fingerGrow(r.W))
}

// fingerGrow is how far a hit area w wide grows on each side: to a
// fingertip's width, and at least an eighth of one (so the gap between
// two narrow cards, or their names, is theirs).
func fingerGrow(w float64) float64 {
	return max((layout.Fingertip-w)/2, layout.Fingertip/8)
}

// reach is rs[k] grown by grow on each side, no further than halfway to
// a neighbour level with it (the gap's middle, reckoned alike from either
// side, so that no tap falls between the two), not at all where it
// overlaps one (an empty neighbour is none).
func reach(r geom.Rect, rs []geom.Rect, k int, grow float64) hit {
	h := hit{r, r.X - grow, r.X + r.W + grow}
	for j, o := range rs {
		if j == k || o.W <= 0 || o.Y >= r.Y+r.H || r.Y >= o.Y+o.H {
			continue
		}
		switch {
		case o.X+o.W <= r.X:
			h.x0 = max(h.x0, (o.X+o.W+r.X)/2)
		case o.X >= r.X+r.W:
			h.x1 = min(h.x1, (r.X+r.W+o.X)/2)
		default:
			return hit{r, r.X, r.X + r.W}
		}
	}
	return h
}
