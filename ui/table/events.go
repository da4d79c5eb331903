package table

import (
	"fmt"
	"slices"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/layout"
)

// One small step function per kind of event: each turns its event into
// short animation steps that change the record (Tableau). Slots and places
// come from the rule set (Slots, Tableau.Place); the words from english.

// expand turns one event into its steps.
func (t *Table) expand(e engine.Event) {
	defer t.noteScores(e)
	t.decisionStale = true
	switch e := e.(type) {
	case engine.Cut:
		t.onCut(e)
	case engine.Dealt:
		t.onDealt(e)
	case engine.Discarded:
		t.onDiscarded(e)
	case engine.StarterTurned:
		t.onStarter(e)
	case engine.Scored:
		t.onScored(e)
	case engine.Shown:
		t.onShown(e)
	case engine.Laid:
		t.onLaid(e)
	case engine.Go:
		t.onGo(e)
	case engine.ThirtyOneMade:
		t.add(step{dur: 12, start: func(t *Table) { t.logf(e) }})
	case engine.SeriesEnded:
		t.onSeriesEnded(e)
	case engine.MogOffered, engine.MogReplied:
		t.onMogWord(e)
	case engine.MogChosen:
		t.onMogChosen(e)
	case engine.Mogged:
		t.onMogged(e)
	case engine.CallMade:
		t.onCall(e)
	case engine.MugginsCalled:
		t.onMuggins(e)
	case engine.Settled:
		t.onSettled(e)
	case engine.HandEnded:
		t.onHandEnded(e)
	case engine.GameWon:
		t.onGameWon(e)
	case engine.Won:
		t.onWon(e)
	}
}

// handSlot is seat's i-th card's place in a hand of n cards (0: a full
// hand).
func (t *Table) handSlot(seat, i, n int) layout.Slot {
	return layout.Slot{Zone: layout.ZHand, Seat: t.Place(seat), I: i, N: n}
}

func (t *Table) onCut(e engine.Cut) {
	say := func(t *Table) string { return t.Voice.CutBanner(e) }
	// At a brisk speed the deciding cut's word stays up over the sweep
	// and the deal (the cards dealt while it is read), and a tie's is
	// short.
	brisk := t.Speed.brisk() && !t.guided
	carry := brisk && e.Dealer >= 0
	flip := step{dur: 16, start: func(t *Table) {
		t.sound(EffFlip)
		for s, c := range e.Cards {
			sp := &t.Sprites[t.Slots.Cut(s)]
			if !c.Valid() {
				*sp = Sprite{}
				continue
			}
			*sp = Sprite{Card: c, Up: true, Shown: true, From: layout.Slot{Zone: layout.ZPack}, To: layout.Slot{Zone: layout.ZCut, Seat: t.Place(s)}, Moving: true, Flip: true}
		}
	}, end: func(t *Table) { t.logf(e) }} // each log line lands with its cards
	hold := step{dur: 70, say: say}
	switch {
	case carry:
		flip.say, flip.motion = say, true
		hold.dur, hold.motion = 24, true
	case brisk:
		hold.dur = 40
	}
	t.add(flip)
	t.add(hold)
	if t.guided {
		return // the tutorial stops here: the cut stays up until the deal sweeps it away
	}
	sweep := step{dur: 14, start: func(t *Table) {
		for s := range t.Slots.Seats {
			if sp := &t.Sprites[t.Slots.Cut(s)]; sp.Shown {
				sp.To, sp.Moving, sp.Up, sp.Flip = layout.Slot{Zone: layout.ZPack}, true, false, true
			}
		}
	}, end: func(t *Table) {
		for s := range t.Slots.Seats {
			t.Sprites[t.Slots.Cut(s)].Shown = false
		}
	}}
	if carry {
		sweep.say, sweep.motion = say, true
		t.cutSay = say
	}
	t.add(sweep)
}

func (t *Table) onDealt(e engine.Dealt) {
	sweep := 1
	for i := range t.Slots.N {
		if t.Sprites[i].Shown {
			sweep = 18
		}
	}
	t.add(step{dur: sweep, start: func(t *Table) {
		// The old count goes as the cards are swept up.
		t.Count, t.CountFrom, t.CountMoving = 0, 0, false
		t.CountText = english.Count(0)
		for i := range t.Slots.N {
			sp := &t.Sprites[i]
			if sp.Shown {
				sp.To, sp.Moving = layout.Slot{Zone: layout.ZPack}, true
				if sp.Up {
					sp.Up, sp.Flip = false, true
				}
			}
		}
	}, end: func(t *Table) {
		t.logf(e)
		for i := range t.Sprites {
			t.Sprites[i] = Sprite{}
		}
		t.Deal, t.Dealer, t.Count = e.Deal, e.Dealer, 0
		t.pileN, t.spentN, t.laidN, t.cribN = 0, 0, 0, 0
		t.CountText = english.Count(0)
		t.DealText = t.Voice.DealLine(e)
		t.Entries = t.Entries[:0]
		t.Revealed = false
		clear(t.Showed)
		for s := range t.Hands {
			t.Hands[s] = nil
			if s < len(e.Hands) {
				t.Hands[s] = slices.Clone(e.Hands[s])
			}
		}
		t.Crib = nil
		for s := range t.Laid {
			t.Laid[s] = t.Laid[s][:0]
		}
		t.CribYours = t.CribYours[:0]
	}})
	if t.newGame {
		// The first deal of a game after the first: the scores start again.
		t.newGame = false
		clear(t.lastScores)
		t.add(step{dur: 1, start: func(t *Table) { t.setScores(t.Voice, make([]int, len(t.Scores))) }})
	}
	n, k := t.Slots.Seats, t.Slots.Deal
	dur := 9
	if n*k > 6 {
		dur = 6 // a bigger deal goes a little quicker
	}
	say := t.cutSay // the cut's word, read as the cards are dealt
	t.cutSay = nil
	for i := range k {
		for j := range n {
			seat := (e.Dealer + 1 + j) % n
			c := e.Hands[seat][i]
			t.add(step{dur: dur, say: say, motion: true, start: func(t *Table) {
				t.sound(EffDeal)
				t.Sprites[t.Slots.Hand(seat, i)] = Sprite{Card: c, Up: c.Valid(), Flip: c.Valid(), Shown: true,
					From: layout.Slot{Zone: layout.ZPack}, To: t.handSlot(seat, i, 0), Moving: true}
			}})
		}
	}
	for i := range e.Crib {
		t.add(step{dur: dur, start: func(t *Table) {
			t.sound(EffDeal)
			t.Sprites[t.Slots.CribCard(t.cribN)] = Sprite{Card: engine.NoCard, Shown: true, From: layout.Slot{Zone: layout.ZPack},
				To: layout.Slot{Zone: layout.ZCrib, Seat: t.Place(e.Dealer), I: t.cribN}, Moving: true}
			t.cribN++
		}})
		_ = i
	}
}

func (t *Table) onDiscarded(e engine.Discarded) {
	t.add(step{dur: 18, start: func(t *Table) {
		t.sound(EffLay)
		// The seat's own cards by face; another's: its last cards shown.
		held := t.HeldBy(e.Seat, nil)
		if e.Seat == t.You && !t.Watch {
			t.CribYours = append(t.CribYours, e.Cards...)
		}
		for k, c := range e.Cards {
			from := -1
			for _, i := range held {
				sp := &t.Sprites[i]
				if sp.Shown && sp.To.Zone == layout.ZHand && (sp.Card == c && c.Valid()) {
					from = i
				}
			}
			if from < 0 {
				for j := len(held) - 1; j >= 0; j-- {
					if sp := &t.Sprites[held[j]]; sp.Shown && sp.To.Zone == layout.ZHand && !sp.Card.Valid() {
						from = held[j]
						break
					}
				}
			}
			if from < 0 {
				continue
			}
			old := t.Sprites[from]
			t.Sprites[from] = Sprite{}
			ci := t.Slots.CribCard(min(t.cribN, t.Slots.Crib-1))
			t.Sprites[ci] = Sprite{Card: old.Card, Shown: true, From: old.To, Flip: old.Up, Moving: true,
				To: layout.Slot{Zone: layout.ZCrib, Seat: t.Place(t.Dealer), I: t.cribN}}
			t.cribN++
			_ = k
		}
		t.closeUp(e.Seat)
	}, end: func(t *Table) { t.logf(e) }})
}

func (t *Table) onStarter(e engine.StarterTurned) {
	t.add(step{dur: 18, start: func(t *Table) {
		t.sound(EffFlip)
		t.Sprites[t.Slots.Starter()] = Sprite{Card: e.Card, Up: true, Flip: true, Shown: true,
			From: layout.Slot{Zone: layout.ZPack}, To: layout.Slot{Zone: layout.ZStarter}, Moving: true}
	}, end: func(t *Table) { t.logf(e) }})
}

// turnUps are the kinds a turned starter pays.
func turnUp(k engine.Kind) bool {
	return k == engine.JackTurned || k == engine.HisHeels || k == engine.KnaveTurned || k == engine.DeuceTurned
}

func (t *Table) onScored(e engine.Scored) {
	where := english.Kind(e.Combo.Kind)
	var won func(t *Table) string
	if e.Combo.Kind == engine.LastCard && len(e.Combo.Cards) == 1 {
		// The last card is a lay: the end box names it and the count it
		// made, as it names a lay that scored.
		won = func(t *Table) string { return t.Voice.LayWon(e.Seat, e.Combo.Cards[0], t.Count, e.Combo) }
	}
	t.add(step{dur: 45, say: func(t *Table) string { return t.Voice.ScoredBanner(e, t.Dealer) }, float: fmt.Sprintf("+%d", e.Points), seat: e.Seat, won: won, start: func(t *Table) {
		t.logf(e)
		t.sound(EffScore)
		t.Entries = append(t.Entries, Entry{Seat: e.Seat, Where: where, Combo: e.Combo})
		if turnUp(e.Combo.Kind) {
			t.Sprites[t.Slots.Starter()].Glow = true
		} else {
			t.glowPile(e.Combo.Cards)
		}
		t.setScores(t.Voice, e.Scores)
	}})
}

// faceUp turns seat's kept hand face up at its place (shows after the
// play, a declaration checked): cards laid come back from the pile, cards
// still held turn over. It reports the sprites, in the hand's order.
func (t *Table) faceUp(seat int, hand []engine.Card) []int {
	var out []int
	used := map[int]bool{}
	n := len(hand)
	for k, c := range hand {
		idx := -1
		for j := range t.laidN {
			i := t.Slots.Laid(j)
			if sp := &t.Sprites[i]; sp.Shown && sp.Card == c && !used[i] {
				idx = i
				break
			}
		}
		if idx < 0 {
			for d := range t.Slots.Deal {
				i := t.Slots.Hand(seat, d)
				if sp := &t.Sprites[i]; sp.Shown && !used[i] && (sp.Card == c || (!sp.Card.Valid() && sp.To.Zone == layout.ZHand)) {
					idx = i
					if sp.Card == c {
						break
					}
				}
			}
		}
		if idx < 0 {
			continue
		}
		used[idx] = true
		sp := &t.Sprites[idx]
		to := t.handSlot(seat, k, n)
		if !sp.Up || sp.Card != c || sp.To != to {
			sp.Flip = !sp.Up
			sp.Card, sp.Up = c, true
			if sp.To != to {
				sp.From, sp.To, sp.Moving = sp.To, to, true
			}
		}
		out = append(out, idx)
	}
	return out
}

func (t *Table) onShown(e engine.Shown) {
	hidden := len(e.Hand) > 0 && !e.Hand[0].Valid()
	if e.Crib {
		t.add(step{dur: 24, start: func(t *Table) {
			t.sound(EffFlip)
			t.turnCribUp(e.Seat, e.Hand)
		}})
	} else if e.FaceUp {
		t.add(step{dur: 24, start: func(t *Table) {
			t.sound(EffFlip)
			t.faceUp(e.Seat, e.Hand)
			t.Hands[e.Seat] = mergeKnown(t.Hands[e.Seat], e.Hand)
		}})
	}
	glow := func(t *Table, c engine.Combo) {
		switch {
		case e.Crib:
			t.glow(c.Cards, t.Slots.CribCard(0), t.Slots.Crib)
		case hidden || len(c.Cards) == 0:
			t.glowSeat(e.Seat)
		default:
			t.glowSeatCards(e.Seat, c.Cards)
		}
		t.glow(c.Cards, t.Slots.Starter(), 1)
	}
	where := "show"
	if e.Crib {
		where = "crib"
	}
	if len(e.Combos) == 0 {
		t.add(step{dur: 30, say: func(t *Table) string { return t.Voice.NothingBanner(e.Seat, e.Crib, e.Declared) }, seat: e.Seat, start: func(t *Table) {
			t.logf(e)
			if !e.Crib {
				t.Showed[e.Seat] = true
			}
			t.claimOf = e.Seat
		}})
		return
	}
	taken := engine.Taken(e.Combos, e.Points)
	if e.Declared {
		taken = e.Combos // a declaration is pegged in full
	}
	t.comboSteps(e.Seat, taken, e.Scores, 44, func(part string) string { return t.Voice.ComboBanner(e.Seat, e.Crib, part) }, func(c engine.Combo) string {
		return t.Voice.ShowWon(e.Seat, e.Crib, c)
	}, func(t *Table, k int) {
		c := e.Combos[k]
		if !e.Crib {
			t.Showed[e.Seat] = true
		}
		t.claimOf = e.Seat
		if k == len(taken)-1 {
			t.logf(e) // with the last part: the log never runs ahead of the table
		}
		t.Entries = append(t.Entries, Entry{Seat: e.Seat, Where: where, Combo: c, Hidden: hidden, Part: hidden && len(taken) < len(e.Combos)})
		glow(t, c)
	})
}

// turnCribUp turns the crib (cards) face up for its show, spread beside
// dealer's hand.
func (t *Table) turnCribUp(dealer int, cards []engine.Card) {
	t.Crib = slices.Clone(cards)
	for k, c := range cards {
		if k >= t.Slots.Crib {
			break
		}
		sp := &t.Sprites[t.Slots.CribCard(k)]
		to := layout.Slot{Zone: layout.ZCribUp, Seat: t.Place(dealer), I: k, N: len(cards)}
		if sp.Shown && sp.Up && sp.Card == c && sp.To == to {
			continue
		}
		from := sp.To
		if !sp.Shown {
			from = layout.Slot{Zone: layout.ZCrib, Seat: t.Place(dealer), I: k}
		}
		*sp = Sprite{Card: c, Up: true, Shown: true, Flip: !sp.Up || !sp.Shown, From: from, To: to, Moving: true}
	}
}

// mergeKnown is known with the cards of hand filled in where it had none.
func mergeKnown(known, hand []engine.Card) []engine.Card {
	for _, c := range known {
		if c.Valid() {
			return known
		}
	}
	return slices.Clone(hand)
}

func (t *Table) onLaid(e engine.Laid) {
	t.add(step{dur: 18, start: func(t *Table) {
		t.sound(EffLay)
		// The card itself where the table knows it, else one of the seat's
		// backs: another seat's hand, or every hand a watcher sees (the
		// watcher's bottom seat is not theirs).
		from, back, n := -1, -1, 0
		for _, i := range t.HeldBy(e.Seat, nil) {
			sp := &t.Sprites[i]
			n++
			switch {
			case from < 0 && sp.Card == e.Card:
				from = i
			case back < 0 && !sp.Card.Valid():
				back = i
			}
		}
		if from < 0 {
			from = back
		}
		j := t.pileN
		t.pileN++
		sp := Sprite{Card: e.Card, Up: true, Shown: true, To: layout.Slot{Zone: layout.ZPile, I: j}, Moving: true, From: t.handSlot(e.Seat, 0, n)}
		if from >= 0 {
			old := t.Sprites[from]
			sp.From = old.To
			sp.Flip = !old.Up
			t.Sprites[from] = Sprite{}
			t.closeUp(e.Seat)
		}
		t.Sprites[t.Slots.Laid(min(t.laidN, t.Slots.Pile-1))] = sp
		t.laidN++
		t.Laid[e.Seat] = append(t.Laid[e.Seat], e.Card)
		t.CountFrom, t.Count, t.CountMoving = t.Count, e.Count, true
	}, end: func(t *Table) {
		t.logf(e) // as the card lands and the count reads its total
		t.CountText = english.Count(e.Count)
	}})
	if len(e.Combos) == 0 {
		return
	}
	t.comboSteps(e.Seat, engine.Taken(e.Combos, e.Points), e.Scores, 40, func(part string) string {
		return t.Voice.ComboBanner(e.Seat, false, part)
	}, func(c engine.Combo) string { return t.Voice.LayWon(e.Seat, e.Card, e.Count, c) }, func(t *Table, k int) {
		t.Entries = append(t.Entries, Entry{Seat: e.Seat, Where: "count", Combo: e.Combos[k]})
		t.glowPile(e.Combos[k].Cards)
	})
}

func (t *Table) onGo(e engine.Go) {
	dur := 120
	if !t.rules.Play.GoEndsCount {
		dur = 70 // a go that does not end the count comes often
	}
	t.add(step{dur: dur, say: func(t *Table) string { return t.Voice.GoBanner(e) }, saySub: func(t *Table) string { return t.Voice.GoLine(e) }, seat: e.Seat, start: func(t *Table) {
		t.logf(e)
		t.sound(EffGo)
	}})
}

// onSeriesEnded turns the series' pile down and slides it aside, the
// count going back to 0, and names the next leader.
func (t *Table) onSeriesEnded(e engine.SeriesEnded) {
	t.add(step{dur: 30, say: func(t *Table) string { return t.Voice.SeriesBanner(e) }, start: func(t *Table) {
		t.sound(EffFlip)
		for j := range t.laidN {
			sp := &t.Sprites[t.Slots.Laid(j)]
			if sp.Shown && sp.To.Zone == layout.ZPile {
				sp.From, sp.To, sp.Moving = sp.To, layout.Slot{Zone: layout.ZSpent, I: t.spentN}, true
				sp.Up, sp.Flip = false, true
				t.spentN++
			}
		}
		t.pileN = 0
		t.CountFrom, t.Count, t.CountMoving = t.Count, 0, false
		t.CountText = english.Count(0)
		t.logf(e)
	}})
}
