package engine

import (
	"errors"
	"reflect"
	"testing"
)

// FuzzMatch plays a match from a seed with a script of actions: most bytes
// choose one of the legal cards, some build an action that may be illegal
// (any seat from -1 to 2, any card or none). After every action it checks
// the invariants (checkMatch), then that the whole stream is sound
// (checkStream), that replaying the same seed and actions gives the same
// events, and that a clone taken part-way goes on identically.
func FuzzMatch(f *testing.F) {
	f.Add(uint64(1), uint8(31), uint8(3), []byte{0, 1, 2, 0, 1, 2})
	f.Add(uint64(2), uint8(31), uint8(0), []byte{250, 251, 252, 253, 254, 255, 0, 0, 0})
	f.Add(uint64(3), uint8(1), uint8(1), []byte{0})
	f.Add(uint64(4), uint8(5), uint8(2), []byte{210, 7, 230, 9, 240, 11})
	f.Add(uint64(12345), uint8(121), uint8(40), []byte("the elder leads and the dealer follows"))
	f.Add(uint64(1<<63), uint8(61), uint8(9), []byte{199, 200, 201, 202, 203, 0, 5, 99})
	f.Fuzz(func(t *testing.T, seed uint64, target, cloneAt uint8, script []byte) {
		rules := Rules{Name: "fuzz", Target: 1 + int(target)%121}
		m, err := NewMatch(rules, seed)
		if err != nil {
			t.Fatal(err)
		}
		checkMatch(t, m)
		var actions []Action
		var clone *Match
		at := int(cloneAt)
		next := func(i int) Action {
			b := script[i%len(script)]
			legal := m.Legal(m.Turn())
			if i < len(script) && b < 200 && len(legal) > 0 {
				return Action{Seat: m.Turn(), Card: legal[int(b)%len(legal)]}
			}
			if i >= len(script) && len(legal) > 0 { // play out: first legal card
				return Action{Seat: m.Turn(), Card: legal[0]}
			}
			return Action{Seat: int(b%4) - 1, Card: Card(uint(b) * 7 % 53)} // 52 is not a card
		}
		for i := 0; m.Phase() != PhaseOver && i < len(script)+2000; i++ {
			if i == at {
				clone = m.Clone()
			}
			if len(script) == 0 {
				script = []byte{0}
			}
			a := next(i)
			actions = append(actions, a)
			wasLegal := containsCard(m.Legal(a.Seat), a.Card) && (a.Seat == 0 || a.Seat == 1)
			before := snap(m)
			evs, err := m.Apply(a)
			if err != nil {
				var ae *ActionError
				if wasLegal || !errors.As(err, &ae) || ae.Action != a {
					t.Fatalf("Apply(%v) refused a legal action or gave a bare error: %v", a, err)
				}
				if !reflect.DeepEqual(before, snap(m)) || evs != nil {
					t.Fatalf("refused Apply(%v) changed the match", a)
				}
				continue
			}
			if !wasLegal || len(evs) == 0 {
				t.Fatalf("Apply(%v) accepted an action Legal did not list, or caused no event", a)
			}
			checkMatch(t, m)
		}
		if m.Phase() != PhaseOver {
			t.Fatalf("match not over after %d actions: scores %v", len(actions), m.Scores())
		}
		checkStream(t, rules.Target, m.Events())

		// The same seed and actions replay the same events, refusals included.
		r, _ := NewMatch(rules, seed)
		for _, a := range actions {
			r.Apply(a)
		}
		if !reflect.DeepEqual(r.Events(), m.Events()) {
			t.Fatalf("replay differs")
		}
		// A clone taken part-way goes on identically.
		if clone != nil {
			for _, a := range actions[at:] {
				clone.Apply(a)
			}
			if !reflect.DeepEqual(clone.Events(), m.Events()) {
				t.Fatalf("clone taken at action %d went on differently", at)
			}
		}
	})
}

func containsCard(cs []Card, c Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// checkMatch checks the state between actions: the 52 cards are conserved
// (each seat's unplayed cards, the pile, the starter and the 45 dead cards,
// no card in two places), the count is the pile's sum and at most 31, and
// a seat's view holds none of the other seat's unplayed cards.
func checkMatch(t *testing.T, m *Match) {
	t.Helper()
	v := [2]View{m.View(0), m.View(1)}
	var seen CardSet
	place := func(c Card, where string) {
		if !c.Valid() || seen.Has(c) {
			t.Fatalf("card %v (%s) invalid or in two places", c, where)
		}
		seen = seen.With(c)
	}
	for s := 0; s < 2; s++ {
		for _, c := range v[s].Hand {
			place(c, "hand")
		}
	}
	for _, c := range v[0].Pile {
		place(c, "pile")
	}
	place(v[0].Starter, "starter")
	dealt := SetOf(v[0].Dealt[:]...).With(v[0].Starter)
	for _, c := range v[1].Dealt {
		dealt = dealt.With(c)
	}
	dead := FullDeck &^ dealt
	if seen&^dealt != 0 || dealt.Len() != 7 || seen.Len()+(dealt&^seen).Len()+dead.Len() != 52 || dead.Len() != 45 {
		t.Fatalf("cards not conserved: %d in play, %d dealt, %d dead", seen.Len(), dealt.Len(), dead.Len())
	}
	// Each seat's hand plus what it laid is what it was dealt.
	for s := 0; s < 2; s++ {
		mine := SetOf(v[s].Hand...)
		for i, c := range v[s].Pile {
			if v[s].PileBy[i] == s {
				mine = mine.With(c)
			}
		}
		if mine != SetOf(v[s].Dealt[:]...) {
			t.Fatalf("seat %d: hand and laid cards %v are not its deal %v", s, mine.Cards(), v[s].Dealt)
		}
		other := SetOf(v[1-s].Hand...)
		if SetOf(v[s].Hand...)&other != 0 || SetOf(v[s].OppLaid...)&other != 0 || v[s].OppHeld != len(v[1-s].Hand) {
			t.Fatalf("seat %d's view shows the other seat's unplayed cards", s)
		}
		for _, c := range v[s].OppShow {
			if c.Cards != nil {
				t.Fatalf("seat %d's view names the other seat's show cards", s)
			}
		}
	}
	if n := PileTotal(v[0].Pile); n > MaxCount || n != v[0].Count || n != v[1].Count {
		t.Fatalf("count %d (views %d, %d)", n, v[0].Count, v[1].Count)
	}
	if m.Phase() == PhaseCount && len(m.Legal(m.Turn())) == 0 {
		t.Fatalf("seat %d to lay with no legal card", m.Turn())
	}
}

// checkStream re-checks a finished match's events against the rules: each
// award adds exactly its points, scores only grow, the count restarts each
// deal and never passes 31, each card laid was in its seat's hand, each
// show and lay scores what Show and Lay say, and the match ends with Won
// at the first moment a seat reaches target, with nothing after it.
func checkStream(t *testing.T, target int, evs []Event) {
	t.Helper()
	var scores [2]int
	var hands [2]CardSet
	var pile []Card
	var starter Card
	reached := -1
	add := func(i, seat, pts int, after [2]int, full int) {
		want := scores
		want[seat] += pts
		if after != want || pts < 0 || pts > full {
			t.Fatalf("event %d: scores %v after %d points from %v", i, after, pts, scores)
		}
		if pts < full && want[seat] < target {
			t.Fatalf("event %d: %d of %d points taken below the target", i, pts, full)
		}
		scores = after
		if scores[seat] >= target {
			reached = seat
		}
	}
	for i, e := range evs {
		if reached >= 0 {
			if w, ok := e.(Won); !ok || w.Seat != reached || w.Scores != scores || i != len(evs)-1 {
				t.Fatalf("event %d after seat %d reached %d: %s (of %d events)", i, reached, target, fmtEvent(e), len(evs))
			}
			return
		}
		switch e := e.(type) {
		case Dealt:
			hands = [2]CardSet{SetOf(e.Hands[0][:]...), SetOf(e.Hands[1][:]...)}
			pile = nil
		case StarterTurned:
			starter = e.Card
			if (hands[0] | hands[1]).Has(starter) || (hands[0]&hands[1]) != 0 || hands[0].Len()+hands[1].Len() != 6 {
				t.Fatalf("event %d: deal of 7 distinct cards broken", i)
			}
		case Scored:
			add(i, e.Seat, e.Points, e.Scores, e.Combo.Points)
		case Shown:
			if !reflect.DeepEqual(e.Combos, Show(e.Hand, starter)) {
				t.Fatalf("event %d: show differs from Show", i)
			}
			add(i, e.Seat, e.Points, e.Scores, Total(e.Combos))
		case Laid:
			if !hands[e.Seat].Has(e.Card) {
				t.Fatalf("event %d: seat %d laid %v, not in hand", i, e.Seat, e.Card)
			}
			if !reflect.DeepEqual(e.Combos, Lay(pile, e.Card, starter)) {
				t.Fatalf("event %d: lay differs from Lay", i)
			}
			hands[e.Seat] = hands[e.Seat].Without(e.Card)
			pile = append(pile, e.Card)
			if e.Count != PileTotal(pile) || e.Count > MaxCount {
				t.Fatalf("event %d: count %d, pile %s", i, e.Count, FormatCards(pile))
			}
			add(i, e.Seat, e.Points, e.Scores, Total(e.Combos))
		case Go:
			for _, c := range hands[e.Seat].Cards() {
				if Fits(e.Count, c) {
					t.Fatalf("event %d: go by seat %d holding %v which fits %d", i, e.Seat, c, e.Count)
				}
			}
			if e.NoCards != (hands[e.Seat] == 0) || e.Count != PileTotal(pile) {
				t.Fatalf("event %d: go %+v", i, e)
			}
		case ThirtyOneMade:
			if PileTotal(pile) != MaxCount {
				t.Fatalf("event %d: thirty-one at %d", i, PileTotal(pile))
			}
		case HandEnded:
			if e.Scores != scores || SetOf(e.Unplayed[0]...) != hands[0] || SetOf(e.Unplayed[1]...) != hands[1] {
				t.Fatalf("event %d: hand ended %+v", i, e)
			}
		case Won:
			t.Fatalf("event %d: won before a seat reached %d", i, target)
		}
	}
	t.Fatalf("the stream ends without Won (scores %v)", scores)
}

// FuzzLay checks Lay against LayPoints and a slow count scorer written
// straight from the rules' table, on any pile of cards that fits under 31.
func FuzzLay(f *testing.F) {
	f.Add([]byte{0, 1, 2}, byte(3), byte(20))
	f.Add([]byte{9, 22, 35}, byte(48), byte(1))
	f.Add([]byte{12, 25}, byte(10), byte(13))
	f.Add([]byte{}, byte(4), byte(4))
	f.Fuzz(func(t *testing.T, pb []byte, cb, sb byte) {
		var pile []Card
		used := SetOf(Card(sb % 52))
		for _, b := range pb {
			c := Card(b % 52)
			if used.Has(c) || !Fits(PileTotal(pile), c) || len(pile) == 5 {
				continue
			}
			used = used.With(c)
			pile = append(pile, c)
		}
		c, s := Card(cb%52), Card(sb%52)
		if used.Has(c) || !Fits(PileTotal(pile), c) {
			return
		}
		got := Lay(pile, c, s)
		if Total(got) != LayPoints(pile, c, s) || Total(got) != slowLay(pile, c, s) {
			t.Fatalf("%s + %v (starter %v): Lay %s, LayPoints %d, slow %d", FormatCards(pile), c, s,
				fmtCombos(got), LayPoints(pile, c, s), slowLay(pile, c, s))
		}
	})
}

// slowLay scores a card laid from the rules' count table, trying every
// trailing length; it shares no code with Lay.
func slowLay(pile []Card, c Card, starter Card) int {
	all := append(append([]Card{}, pile...), c)
	n, sum, pts := len(all), 0, 0
	for _, x := range all {
		sum += min(int(x)%13+1, 10)
	}
	if sum == 15 || sum == 25 || sum == 31 {
		pts += 2
	}
	rank := func(x Card) int { return int(x)%13 + 1 }
	same := 1
	for i := n - 2; i >= 0 && rank(all[i]) == rank(c); i-- {
		same++
	}
	pts += map[int]int{1: 0, 2: 2, 3: 6, 4: 12}[same]
	bestRun := 0
	for k := 3; k <= n; k++ {
		tail := all[n-k:]
		distinct := map[int]bool{}
		lo, hi := 99, 0
		for _, x := range tail {
			distinct[rank(x)] = true
			lo, hi = min(lo, rank(x)), max(hi, rank(x))
		}
		if len(distinct) == k && hi-lo == k-1 {
			bestRun = k
		}
	}
	pts += map[int]int{0: 0, 3: 2, 4: 4, 5: 5, 6: 6}[bestRun]
	flush := 0
	for k := 3; k <= n; k++ {
		ok := true
		for _, x := range all[n-k:] {
			ok = ok && int(x)/13 == int(c)/13
		}
		if ok {
			flush = k
		}
	}
	pts += flush
	if rank(c) == 11 && int(c)/13 == int(starter)/13 {
		pts++
	}
	return pts
}

// FuzzParseCard: any text either parses to a valid card that formats and
// parses back to itself, or gives a *ParseError naming the text.
func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"7H", "TS", "10S", "JD", "7♥", "ah", "", "10", "1H", "7X", "♥7", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Token != s || c != NoCard {
				t.Fatalf("ParseCard(%q) = %v, %v", s, c, err)
			}
			return
		}
		if back, err := ParseCard(c.String()); !c.Valid() || err != nil || back != c {
			t.Fatalf("ParseCard(%q) = %v, which does not round-trip", s, c)
		}
	})
}
