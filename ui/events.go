package ui

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
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
func (t *Table) handSlot(seat, i, n int) Slot {
	return Slot{Zone: ZHand, Seat: t.Place(seat), I: i, N: n}
}

func (t *Table) onCut(e engine.Cut) {
	t.add(step{dur: 16, start: func(t *Table) {
		t.sound(EffFlip)
		for s, c := range e.Cards {
			sp := &t.Sprites[t.Slots.Cut(s)]
			if !c.Valid() {
				*sp = Sprite{}
				continue
			}
			*sp = Sprite{Card: c, Up: true, Shown: true, From: Slot{Zone: ZPack}, To: Slot{Zone: ZCut, Seat: t.Place(s)}, Moving: true, Flip: true}
		}
	}, end: func(t *Table) { t.logf(e) }}) // each log line lands with its cards
	t.add(step{dur: 70, say: func(t *Table) string { return t.Voice.CutBanner(e) }})
	if t.guided {
		return // the tutorial stops here: the cut stays up until the deal sweeps it away
	}
	t.add(step{dur: 14, start: func(t *Table) {
		for s := range t.Slots.Seats {
			if sp := &t.Sprites[t.Slots.Cut(s)]; sp.Shown {
				sp.To, sp.Moving, sp.Up, sp.Flip = Slot{Zone: ZPack}, true, false, true
			}
		}
	}, end: func(t *Table) {
		for s := range t.Slots.Seats {
			t.Sprites[t.Slots.Cut(s)].Shown = false
		}
	}})
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
		t.CountText = "count 0"
		for i := range t.Slots.N {
			sp := &t.Sprites[i]
			if sp.Shown {
				sp.To, sp.Moving = Slot{Zone: ZPack}, true
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
		t.CountText = "count 0"
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
	for i := range k {
		for j := range n {
			seat := (e.Dealer + 1 + j) % n
			c := e.Hands[seat][i]
			t.add(step{dur: dur, start: func(t *Table) {
				t.sound(EffDeal)
				t.Sprites[t.Slots.Hand(seat, i)] = Sprite{Card: c, Up: c.Valid(), Flip: c.Valid(), Shown: true,
					From: Slot{Zone: ZPack}, To: t.handSlot(seat, i, 0), Moving: true}
			}})
		}
	}
	for i := range e.Crib {
		t.add(step{dur: dur, start: func(t *Table) {
			t.sound(EffDeal)
			t.Sprites[t.Slots.CribCard(t.cribN)] = Sprite{Card: engine.NoCard, Shown: true, From: Slot{Zone: ZPack},
				To: Slot{Zone: ZCrib, Seat: t.Place(e.Dealer), I: t.cribN}, Moving: true}
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
		for k, c := range e.Cards {
			from := -1
			for _, i := range held {
				sp := &t.Sprites[i]
				if sp.Shown && sp.To.Zone == ZHand && (sp.Card == c && c.Valid()) {
					from = i
				}
			}
			if from < 0 {
				for j := len(held) - 1; j >= 0; j-- {
					if sp := &t.Sprites[held[j]]; sp.Shown && sp.To.Zone == ZHand && !sp.Card.Valid() {
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
				To: Slot{Zone: ZCrib, Seat: t.Place(t.Dealer), I: t.cribN}}
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
			From: Slot{Zone: ZPack}, To: Slot{Zone: ZStarter}, Moving: true}
	}, end: func(t *Table) { t.logf(e) }})
}

// turnUps are the kinds a turned starter pays.
func turnUp(k engine.Kind) bool {
	return k == engine.JackTurned || k == engine.HisHeels || k == engine.KnaveTurned || k == engine.DeuceTurned
}

func (t *Table) onScored(e engine.Scored) {
	where := english.Kind(e.Combo.Kind)
	t.add(step{dur: 45, say: func(t *Table) string { return t.Voice.ScoredBanner(e, t.Dealer) }, float: fmt.Sprintf("+%d", e.Points), seat: e.Seat, start: func(t *Table) {
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
				if sp := &t.Sprites[i]; sp.Shown && !used[i] && (sp.Card == c || (!sp.Card.Valid() && sp.To.Zone == ZHand)) {
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
	t.comboSteps(e.Seat, taken, e.Scores, 44, func(part string) string { return t.Voice.ComboBanner(e.Seat, e.Crib, part) }, func(t *Table, k int) {
		c := e.Combos[k]
		if !e.Crib {
			t.Showed[e.Seat] = true
		}
		t.claimOf = e.Seat
		if k == len(taken)-1 {
			t.logf(e) // with the last part: the log never runs ahead of the table
		}
		t.Entries = append(t.Entries, Entry{Seat: e.Seat, Where: where, Combo: c, Hidden: hidden})
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
		to := Slot{Zone: ZCribUp, Seat: t.Place(dealer), I: k, N: len(cards)}
		if sp.Shown && sp.Up && sp.Card == c && sp.To == to {
			continue
		}
		from := sp.To
		if !sp.Shown {
			from = Slot{Zone: ZCrib, Seat: t.Place(dealer), I: k}
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
		sp := Sprite{Card: e.Card, Up: true, Shown: true, To: Slot{Zone: ZPile, I: j}, Moving: true, From: t.handSlot(e.Seat, 0, n)}
		if from >= 0 {
			old := t.Sprites[from]
			sp.From = old.To
			sp.Flip = !old.Up
			t.Sprites[from] = Sprite{}
			t.closeUp(e.Seat)
		}
		t.Sprites[t.Slots.Laid(min(t.laidN, t.Slots.Pile-1))] = sp
		t.laidN++
		t.CountFrom, t.Count, t.CountMoving = t.Count, e.Count, true
	}, end: func(t *Table) {
		t.logf(e) // as the card lands and the count reads its total
		t.CountText = fmt.Sprintf("count %d", e.Count)
	}})
	if len(e.Combos) == 0 {
		return
	}
	t.comboSteps(e.Seat, engine.Taken(e.Combos, e.Points), e.Scores, 40, func(part string) string {
		return t.Voice.ComboBanner(e.Seat, false, part)
	}, func(t *Table, k int) {
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
			if sp.Shown && sp.To.Zone == ZPile {
				sp.From, sp.To, sp.Moving = sp.To, Slot{Zone: ZSpent, I: t.spentN}, true
				sp.Up, sp.Flip = false, true
				t.spentN++
			}
		}
		t.pileN = 0
		t.CountFrom, t.Count, t.CountMoving = t.Count, 0, false
		t.CountText = "count 0"
		t.logf(e)
	}})
}

func (t *Table) onMogWord(e engine.Event) {
	t.add(step{dur: 60, say: func(t *Table) string { return t.Voice.MogBanner(e) }, start: func(t *Table) { t.logf(e) }})
}

// onMogChosen takes the chosen card out of its hand, face down.
func (t *Table) onMogChosen(e engine.MogChosen) {
	t.add(step{dur: 20, start: func(t *Table) {
		t.sound(EffLay)
		held := t.HeldBy(e.Seat, nil)
		from := -1
		for _, i := range held {
			if t.Sprites[i].Card == e.Card && e.Card.Valid() {
				from = i
			}
		}
		if from < 0 && len(held) > 0 {
			from = held[len(held)-1]
		}
		if from < 0 {
			return
		}
		sp := &t.Sprites[from]
		sp.From, sp.To, sp.Moving = sp.To, Slot{Zone: ZMog, Seat: t.Place(e.Seat), I: sp.To.I, N: sp.To.N}, true
		if sp.Up {
			sp.Up, sp.Flip = false, true
		}
	}, end: func(t *Table) { t.logf(e) }})
}

// onMogged passes the chosen cards across, face down; the card the
// table's seat receives turns up in its hand.
func (t *Table) onMogged(e engine.Mogged) {
	t.add(step{dur: 30, start: func(t *Table) {
		t.sound(EffDeal)
		n := t.Slots.Seats
		var at [4]int
		for s := range n {
			at[s] = -1
			for d := range t.Slots.Deal {
				if sp := &t.Sprites[t.Slots.Hand(s, d)]; sp.Shown && sp.To.Zone == ZMog {
					at[s] = t.Slots.Hand(s, d)
				}
			}
		}
		var next [4]Sprite
		for s := range n {
			from := (s + 1) % n // seat s gets the card seat s+1 passed (two seats: the other's)
			if at[s] < 0 || at[from] < 0 {
				continue
			}
			mine, theirs := t.Sprites[at[s]], t.Sprites[at[from]]
			got := engine.NoCard
			if s == t.You && from < len(e.Cards) {
				got = e.Cards[from]
			}
			next[s] = Sprite{Card: got, Shown: true, From: theirs.To, To: Slot{Zone: ZHand, Seat: mine.To.Seat, I: mine.To.I, N: mine.To.N},
				Moving: true, Up: got.Valid(), Flip: got.Valid()}
		}
		for s := range n {
			if at[s] >= 0 && next[s].Shown {
				t.Sprites[at[s]] = next[s]
			}
		}
	}, end: func(t *Table) { t.logf(e) }})
}

func (t *Table) onCall(e engine.CallMade) {
	t.add(step{dur: 50, say: func(t *Table) string { return t.Voice.CallBanner(e) }, seat: e.Seat, start: func(t *Table) {
		t.logf(e)
		if e.Call {
			t.sound(EffGo)
		}
	}})
}

// onMuggins shows the combinations the claim missed, one by one, on the
// short claimer's cards, as the caller takes them.
func (t *Table) onMuggins(e engine.MugginsCalled) {
	taken := engine.Taken(e.Combos, e.Points)
	t.comboSteps(e.Seat, taken, e.Scores, 50, func(part string) string { return t.Voice.MugginsBanner(e.Seat, part) }, func(t *Table, k int) {
		c := e.Combos[k]
		if k == len(taken)-1 {
			t.logf(e)
		}
		t.Entries = append(t.Entries, Entry{Seat: e.Seat, Where: "muggins", Combo: c})
		if e.Crib {
			t.glow(c.Cards, t.Slots.CribCard(0), t.Slots.Crib)
		} else {
			t.glowSeatCards(e.Of, c.Cards)
		}
		t.glow(c.Cards, t.Slots.Starter(), 1)
	})
}

// onSettled turns the declarer's hand up and says what its check found.
func (t *Table) onSettled(e engine.Settled) {
	t.add(step{dur: 24, start: func(t *Table) {
		t.sound(EffFlip)
		if len(e.Hand) > 0 && e.Hand[0].Valid() {
			t.faceUp(e.Seat, e.Hand)
			t.Hands[e.Seat] = mergeKnown(t.Hands[e.Seat], e.Hand)
		}
	}})
	t.add(step{dur: 80, say: func(t *Table) string { return t.Voice.SettledBanner(e) }, seat: e.Seat, start: func(t *Table) {
		t.logf(e)
		t.lastScoring = t.Voice.SettledBanner(e)
		t.sound(EffScore)
		switch {
		case e.WrongCall > 0:
			t.Entries = append(t.Entries, Entry{Seat: e.Seat, Where: "checked", Combo: engine.Combo{Kind: engine.WrongCall, Points: e.WrongCall}})
		case e.Points > 0:
			t.Entries = append(t.Entries, Entry{Seat: e.Seat, Where: "checked", Combo: engine.Combo{Kind: engine.FalseDeclaration, Points: -e.Points}})
			if e.Caller >= 0 {
				t.Entries = append(t.Entries, Entry{Seat: e.Caller, Where: "checked", Combo: engine.Combo{Kind: engine.FalseDeclaration, Points: e.Points}})
			}
		}
		// The declaration's entries now name the truth.
		kept := t.Entries[:0]
		for _, en := range t.Entries {
			if !(en.Hidden && en.Seat == e.Seat) {
				kept = append(kept, en)
			}
		}
		t.Entries = kept
		t.setScores(t.Voice, e.Scores)
	}})
}

func (t *Table) onHandEnded(e engine.HandEnded) {
	t.add(step{dur: 20, start: func(t *Table) {
		t.sound(EffFlip)
		for s := range t.Slots.Seats {
			if s == t.You || s >= len(e.Unplayed) {
				continue
			}
			n := 0
			for _, i := range t.HeldBy(s, nil) {
				sp := &t.Sprites[i]
				if sp.Shown && n < len(e.Unplayed[s]) {
					sp.Card, sp.Up, sp.Flip = e.Unplayed[s][n], true, !sp.Up
					n++
				}
			}
		}
		t.revealEntries(e.Shows)
		t.Revealed = true
		for s := range t.Hands {
			if s < len(e.Hands) {
				t.Hands[s] = slices.Clone(e.Hands[s])
			}
		}
		t.Crib = slices.Clone(e.Crib)
	}, end: func(t *Table) { t.logf(e) }})
	b := func(t *Table) string { return t.Voice.HandOverBanner(e) }
	if t.guided {
		t.add(step{dur: 80, say: b})
		return
	}
	// The table holds with the pile and the others' cards up until the
	// person asks for the next hand.
	t.add(step{dur: 90, say: b, wait: true})
}

// revealEntries replaces the hidden entries of the count panel (shows
// declared before the play, kinds and points only) by the shows with
// their cards, first.
func (t *Table) revealEntries(shows [][]engine.Combo) {
	hid := map[int]bool{}
	kept := t.Entries[:0]
	for _, en := range t.Entries {
		if en.Hidden {
			hid[en.Seat] = true
			continue
		}
		kept = append(kept, en)
	}
	var first []Entry
	for s := range t.Slots.Seats {
		if !hid[s] || s >= len(shows) {
			continue
		}
		for _, c := range shows[s] {
			first = append(first, Entry{Seat: s, Where: "show", Combo: c})
		}
	}
	t.Entries = append(first, kept...)
}

func (t *Table) onGameWon(e engine.GameWon) {
	t.newGame = true
	t.add(step{dur: 90, say: func(t *Table) string { return t.Voice.GameWonBanner(e) }, start: func(t *Table) {
		t.logf(e)
		t.sound(EffWin)
		t.Decided = t.lastScoring
		t.GameLine = english.Worth(e.GamePoints, e.Result)
		copy(t.Games, e.Games)
		t.setScores(t.Voice, e.Scores)
	}})
}

func (t *Table) onWon(e engine.Won) {
	t.add(step{dur: 40, say: func(t *Table) string { return t.Voice.WonBanner(e) }, start: func(t *Table) {
		t.logf(e)
		t.sound(EffWin)
		t.Won = true
		t.Decided = t.lastScoring
		t.GameLine = english.Worth(e.GamePoints, e.Result)
		copy(t.Games, e.Games)
		t.revealLastHand()
	}, end: func(t *Table) {
		t.Over, t.Winner = true, e.Side
		t.setScores(t.Voice, e.Scores)
	}})
}

// closeUp slides seat's remaining cards into the first sprites of its
// hand, in order, centred (Slot.N), so that the keys 1..n read left to
// right.
func (t *Table) closeUp(seat int) {
	held := t.HeldBy(seat, nil)
	n := len(held)
	var moved [8]Sprite
	for k, i := range held {
		sp := t.Sprites[i]
		sp.From, sp.To, sp.Moving = sp.To, t.handSlot(seat, k, n), true
		moved[k] = sp
		t.Sprites[i] = Sprite{}
	}
	for k := range n {
		t.Sprites[t.Slots.Hand(seat, k)] = moved[k]
	}
}

// revealLastHand turns the others' last hands up when the match is won
// part-way through a deal (no HandEnded comes then): their unplayed cards
// face up in place, their hands and shows in the count panel. It asks the
// source, which tells only once the match is over.
func (t *Table) revealLastHand() {
	if t.Revealed {
		return
	}
	rv := t.src.Reveal()
	if rv == nil {
		return
	}
	laid := engine.CardSet(0)
	for j := range t.laidN {
		if sp := t.Sprites[t.Slots.Laid(j)]; sp.Card.Valid() {
			laid = laid.With(sp.Card)
		}
	}
	for s := range t.Slots.Seats {
		if s == t.You || s >= len(rv.Kept) {
			continue
		}
		var left []engine.Card
		for _, c := range rv.Kept[s] {
			if !laid.Has(c) {
				left = append(left, c)
			}
		}
		n := 0
		for _, i := range t.HeldBy(s, nil) {
			sp := &t.Sprites[i]
			if n < len(left) {
				sp.Card, sp.Up, sp.Flip = left[n], true, true
				n++
			}
		}
	}
	t.revealEntries(rv.Shows)
	for s := range t.Hands {
		if s < len(rv.Dealt) {
			t.Hands[s] = slices.Clone(rv.Dealt[s])
		}
	}
	t.Revealed = true
}

func (t *Table) glow(cards []engine.Card, from, n int) {
	for i := from; i < from+n; i++ {
		sp := &t.Sprites[i]
		for _, c := range cards {
			if sp.Shown && sp.Card == c {
				sp.Glow = true
			}
		}
	}
}

// glowPile glows cards on this series' pile.
func (t *Table) glowPile(cards []engine.Card) {
	for j := range t.laidN {
		i := t.Slots.Laid(j)
		if t.Sprites[i].To.Zone == ZPile {
			t.glow(cards, i, 1)
		}
	}
}

// glowSeat glows every card of seat's hand (a show whose cards are
// hidden).
func (t *Table) glowSeat(seat int) {
	for d := range t.Slots.Deal {
		sp := &t.Sprites[t.Slots.Hand(seat, d)]
		sp.Glow = sp.Shown
	}
}

// glowSeatCards glows cards where seat's hand shows them: its hand
// sprites, or the laid ones brought back to its place.
func (t *Table) glowSeatCards(seat int, cards []engine.Card) {
	t.glow(cards, t.Slots.Hand(seat, 0), t.Slots.Deal)
	p := t.Place(seat)
	for j := range t.laidN {
		i := t.Slots.Laid(j)
		if sp := t.Sprites[i]; sp.To.Zone == ZHand && sp.To.Seat == p {
			t.glow(cards, i, 1)
		}
	}
}

func (t *Table) noteScores(e engine.Event) {
	switch e := e.(type) {
	case engine.Scored:
		copy(t.lastScores, e.Scores)
	case engine.Shown:
		copy(t.lastScores, e.Scores)
	case engine.Laid:
		copy(t.lastScores, e.Scores)
	case engine.HandEnded:
		copy(t.lastScores, e.Scores)
	case engine.MugginsCalled:
		copy(t.lastScores, e.Scores)
	case engine.Settled:
		copy(t.lastScores, e.Scores)
	case engine.GameWon:
		copy(t.lastScores, e.Scores)
	case engine.Won:
		copy(t.lastScores, e.Scores)
	}
}

// comboSteps queues one step per combination seat scored (a show's or a
// laid card's; only those taken, engine.Taken, when the match was won
// part-way): its banner and floating points, a sound, land for what is
// particular to the event, and the score moved by the combination's
// points. The last step sets the event's own scores.
func (t *Table) comboSteps(seat int, combos []engine.Combo, final []int, dur int, banner func(part string) string, land func(t *Table, k int)) {
	parts := strings.Split(english.Announce(combos), ", ")
	side := t.rules.SideOf(seat)
	if side < 0 || side >= len(t.lastScores) {
		side = 0
	}
	run := t.lastScores[side]
	final = slices.Clone(final)
	for k, c := range combos {
		run += c.Points
		score := min(run, final[side])
		t.add(step{dur: dur, say: func(*Table) string { return banner(parts[k]) }, float: fmt.Sprintf("+%d", c.Points), seat: seat,
			// What won a match is said with its own points, not the call's
			// running total ("a flush of three is five" read as five for it).
			won: func(*Table) string { return banner(english.Scored(c)) },
			start: func(t *Table) {
				t.sound(EffScore)
				land(t, k)
				if k == len(combos)-1 {
					t.setScores(t.Voice, final)
					return
				}
				t.Scores[side] = score
				t.setScoreText(t.Voice)
			}})
	}
}

func (t *Table) logf(e engine.Event) {
	var line string
	if h, ok := e.(engine.HandEnded); ok {
		line = t.Voice.HandEndLine(h)
	} else {
		line = t.log.Line(e)
	}
	t.logLine(line)
	var combos []engine.Combo
	switch e := e.(type) {
	case engine.Shown:
		combos = e.Combos
	case engine.Laid:
		combos = e.Combos
	}
	if len(combos) >= 2 && !t.CallsExplained {
		t.CallsExplained = true
		t.logLine(CallsLine(combos))
	}
}

// CallsLine explains, once, that a call keeps a running total, from the
// first call of two combinations or more: '(A call keeps a running total:
// in "fifteen two, a flush of three is five", five is the two and the
// flush's three.)'.
func CallsLine(cs []engine.Combo) string {
	parts := strings.Split(english.Announce(cs[:2]), ", ")
	name := english.Kind(cs[1].Kind)
	return fmt.Sprintf("(A call keeps a running total: in \"%s, %s\", %s is the %s and the %s's %s.)",
		parts[0], parts[1], english.Points(cs[0].Points+cs[1].Points), english.Points(cs[0].Points), name, english.Points(cs[1].Points))
}

// EndLines describes the finished match for the end panel: the score,
// the deals and seed, what the game was worth and the line that decided
// it, and the last hands as dealt (the box covers the player's: "You:
// five of spades, …", "The computer: …").
func (t *Table) EndLines() []string {
	if t.endLines == nil {
		t.endLines = []string{t.Voice.FinalLine(t.Scores, t.Deal, t.SeedText)}
		if t.GameLine != "" {
			t.endLines = append(t.endLines, t.GameLine)
		}
		if t.Decided != "" {
			t.endLines = append(t.endLines, decidedBy+t.Decided)
		}
		decided := len(t.endLines) - 1
		t.endLines = append(t.endLines, "The last hands, as dealt:")
		t.endShort = map[string]string{t.endLines[0]: t.Voice.Scores(t.Scores) + " · " + t.SeedText}
		if t.Decided != "" {
			t.endShort[t.endLines[decided]] = t.Decided
		}
		for p := range t.Slots.Seats {
			s := t.SeatAt(p)
			if s != t.You && !t.Revealed || !anyKnown(t.Hands[s]) {
				continue // a watcher's seat at the bottom knows no card of it
			}
			line := t.Voice.HandLine(s, t.Hands[s])
			t.endLines = append(t.endLines, line)
			t.endShort[line] = t.Voice.Subject(s) + ": " + cardsText(t.Hands[s]...)
			if t.endHand == nil {
				t.endHand = map[string]bool{}
			}
			t.endHand[line] = true
		}
	}
	if n := len(t.endLines); t.endLines[n-1] == "The last hands, as dealt:" {
		t.endLines = t.endLines[:n-1]
	}
	return t.endLines
}

func anyKnown(cs []engine.Card) bool {
	for _, c := range cs {
		if c.Valid() {
			return true
		}
	}
	return false
}

// EndShort is an end box's line in fewer letters where it has them (a
// hand by its cards' corners: "You: 2♠ J♠ 7♠ 10♠ 4♣"), else the line.
func (t *Table) EndShort(line string) string {
	if s, ok := t.endShort[line]; ok {
		return s
	}
	return line
}

// EndShown is the end box's lines as drawn: each in fewer letters
// (EndShort) where it does not fit, and the hands alike: when one hand
// must be shown by its cards' corners, every hand is (a phone showed
// "You: six of hearts, …" over "The computer: 8♠ 4♠ 3♥").
func (t *Table) EndShown(lines []string, fits func(string) bool) []string {
	short := false
	for _, s := range lines {
		short = short || t.endHand[s] && !fits(s)
	}
	out := make([]string, len(lines))
	for i, s := range lines {
		if short && t.endHand[s] || !fits(s) {
			s = t.EndShort(s)
		}
		out[i] = s
	}
	return out
}

// decidedBy heads the end box's line with the announcement of the points
// that won the match (play testers read "Decided by:" as a riddle).
const decidedBy = "The points that won it: "

// WinTitle is the end box's title: "You win the match!", "The computer
// wins the match".
func (t *Table) WinTitle() string { return t.Voice.WinTitle(t.Winner) }
