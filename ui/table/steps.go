package table

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/ui/layout"
)

// The rest of the step functions (events.go): the mog, calls and
// muggins, a declaration settled, the hand's, the game's and the match's
// end; and what every step uses: the glows, the scores, a combination's
// steps and the log.

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
		sp.From, sp.To, sp.Moving = sp.To, layout.Slot{Zone: layout.ZMog, Seat: t.Place(e.Seat), I: sp.To.I, N: sp.To.N}, true
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
				if sp := &t.Sprites[t.Slots.Hand(s, d)]; sp.Shown && sp.To.Zone == layout.ZMog {
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
			next[s] = Sprite{Card: got, Shown: true, From: theirs.To, To: layout.Slot{Zone: layout.ZHand, Seat: mine.To.Seat, I: mine.To.I, N: mine.To.N},
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
	t.comboSteps(e.Seat, taken, e.Scores, 50, func(part string) string { return t.Voice.MugginsBanner(e.Seat, part) }, nil, func(t *Table, k int) {
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
		t.lastSay = func(t *Table) string { return t.Voice.SettledBanner(e) }
		t.lastScoring = t.lastSay(t)
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
			if s == t.You && !t.Watch || s >= len(e.Unplayed) {
				continue
			}
			n := 0
			for _, i := range t.HeldBy(s, nil) {
				sp := &t.Sprites[i]
				if sp.Shown && n < len(e.Unplayed[s]) {
					// A demonstration's bottom hand is up already, in its
					// own order: only backs are turned.
					if s != t.You || !sp.Up {
						sp.Card, sp.Up, sp.Flip = e.Unplayed[s][n], true, !sp.Up
					}
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
// their cards, first; a show that won the match part-way (Part) with only
// the combinations it pegged.
func (t *Table) revealEntries(shows [][]engine.Combo) {
	hid := map[int]bool{}
	part := map[int]int{}
	kept := t.Entries[:0]
	for _, en := range t.Entries {
		if en.Hidden {
			hid[en.Seat] = true
			if en.Part {
				part[en.Seat]++
			}
			continue
		}
		kept = append(kept, en)
	}
	var first []Entry
	for s := range t.Slots.Seats {
		if !hid[s] || s >= len(shows) {
			continue
		}
		show := shows[s]
		if n := part[s]; n > 0 {
			show = show[:min(n, len(show))]
		}
		for _, c := range show {
			first = append(first, Entry{Seat: s, Where: "show", Combo: c})
		}
	}
	t.Entries = append(first, kept...)
}

// worth is what a won game was worth, for the end box: with why, and
// without (english.Worth).
func (t *Table) worth(points int, k engine.Kind) (line, short string) {
	r := t.Voice.Rules
	return english.Worth(points, k, r.LoserLine(k), r.GamesToWin), english.Worth(points, k, 0, r.GamesToWin)
}

func (t *Table) onGameWon(e engine.GameWon) {
	t.newGame = true
	t.add(step{dur: 90, say: func(t *Table) string { return t.Voice.GameWonBanner(e) }, start: func(t *Table) {
		t.logf(e)
		t.sound(EffWin)
		t.Decided, t.decidedSay = t.lastScoring, t.lastSay
		t.GameLine, t.gameShort = t.worth(e.GamePoints, e.Result)
		copy(t.Games, e.Games)
		t.setScores(t.Voice, e.Scores)
	}})
}

func (t *Table) onWon(e engine.Won) {
	t.add(step{dur: 40, say: func(t *Table) string { return t.Voice.WonBanner(e) }, start: func(t *Table) {
		t.logf(e)
		t.sound(EffWin)
		t.Won = true
		t.Decided, t.decidedSay = t.lastScoring, t.lastSay
		t.GameLine, t.gameShort = t.worth(e.GamePoints, e.Result)
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
		if s == t.You && !t.Watch || s >= len(rv.Kept) {
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
				if s != t.You || !sp.Up {
					sp.Card, sp.Up, sp.Flip = left[n], true, true
				}
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
		if t.Sprites[i].To.Zone == layout.ZPile {
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
		if sp := t.Sprites[i]; sp.To.Zone == layout.ZHand && sp.To.Seat == p {
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
// points. The last step sets the event's own scores. Where the speed
// calls them together (Speed.brisk), they are one step: the whole call,
// its cards glowing together, its points in one float, for a little
// longer than one combination's. won says a combination as the end box
// names what won the match (nil: the banner's words with its own points).
func (t *Table) comboSteps(seat int, combos []engine.Combo, final []int, dur int, banner func(part string) string, won func(c engine.Combo) string, land func(t *Table, k int)) {
	if won == nil {
		won = func(c engine.Combo) string { return banner(english.Scored(c)) }
	}
	call := english.Announce(combos)
	parts := strings.Split(call, ", ")
	side := t.rules.SideOf(seat)
	if side < 0 || side >= len(t.lastScores) {
		side = 0
	}
	run := t.lastScores[side]
	final = slices.Clone(final)
	if len(combos) > 1 && t.Speed.brisk() && !t.guided {
		points := 0
		for _, c := range combos {
			points += c.Points
		}
		last := combos[len(combos)-1]
		t.add(step{dur: dur + callTicks*(len(combos)-1), say: func(*Table) string { return banner(call) }, float: fmt.Sprintf("+%d", points), seat: seat,
			won: func(*Table) string { return won(last) },
			start: func(t *Table) {
				t.sound(EffScore)
				for k := range combos {
					land(t, k)
				}
				t.setScores(t.Voice, final)
			}})
		return
	}
	for k, c := range combos {
		run += c.Points
		score := min(run, final[side])
		t.add(step{dur: dur, say: func(*Table) string { return banner(parts[k]) }, float: fmt.Sprintf("+%d", c.Points), seat: seat,
			// What won a match is said with its own points, not the call's
			// running total ("a flush of three is five" read as five for it).
			won: func(*Table) string { return won(c) },
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

// callTicks is the time a call's every combination after the first adds
// to its announcement (comboSteps), at normal speed before its pace.
const callTicks = 14

func (t *Table) logf(e engine.Event) {
	var line string
	if h, ok := e.(engine.HandEnded); ok {
		line = t.Voice.HandEndLine(h)
	} else {
		line = t.log.Line(e)
	}
	if line != "" {
		t.logLine(line)
	}
	var combos []engine.Combo
	switch e := e.(type) {
	case engine.Shown:
		combos = e.Combos
	case engine.Laid:
		combos = e.Combos
	}
	if len(combos) >= 2 && !t.CallsExplained {
		t.CallsExplained = true
		t.logLine(english.CallsLine(combos))
	}
}
