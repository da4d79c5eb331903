package engine

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"
)

// fuzzRules is every registered rule set at every player count, with no
// options and with each option alone (AllSetups), as the fuzz targets play
// them; a byte of the input picks one.
func fuzzRules() []Rules {
	rs, err := AllSetups()
	if err != nil {
		panic(err) // none fails: engine/players' TestFamilyPlaysOut plays each
	}
	return rs
}

// FuzzMatch plays a match of any registered rule set from a seed with a
// script of actions: most bytes choose one of the legal actions of a seat
// that may act (claims and declarations may fall short or lie), some build
// an action that may be illegal (any seat, kind and cards). After every
// action it checks the invariants (checkMatch), then that the whole stream
// is sound (checkStream), that replaying the same seed and actions gives
// the same events, and that a clone taken part-way goes on identically.
func FuzzMatch(f *testing.F) {
	all := fuzzRules()
	for i := range all {
		f.Add(uint8(i), uint64(i+1), uint8(0), uint8(3), []byte{0, 1, 2, 0, 1, 2, 7, 9})
	}
	f.Add(uint8(0), uint64(2), uint8(0), uint8(0), []byte{250, 251, 252, 253, 254, 255, 0, 0, 0})
	f.Add(uint8(0), uint64(3), uint8(1), uint8(1), []byte{0})
	f.Add(uint8(1), uint64(4), uint8(5), uint8(2), []byte{210, 7, 230, 9, 240, 11})
	f.Add(uint8(2), uint64(12345), uint8(121), uint8(40), []byte("the elder leads and the dealer follows"))
	f.Add(uint8(3), uint64(1<<63), uint8(61), uint8(9), []byte{199, 200, 201, 202, 203, 0, 5, 99})
	f.Fuzz(func(t *testing.T, which uint8, seed uint64, target, cloneAt uint8, script []byte) {
		rules := all[int(which)%len(all)]
		if target > 0 {
			rules.Target = 1 + int(target)%181
		}
		m, err := NewMatch(rules, seed)
		if err != nil {
			t.Fatal(err)
		}
		checkMatch(t, m)
		if len(script) == 0 {
			script = []byte{0}
		}
		var actions []Action
		var clone *Match
		at := int(cloneAt)
		for i := 0; m.Phase() != PhaseOver && i < len(script)+5000; i++ {
			if i == at {
				clone = m.Clone()
			}
			a := fuzzAction(m, script, i)
			actions = append(actions, a)
			wasLegal := isLegal(m, a)
			before := snap(m)
			evs, err := m.Apply(a)
			if err != nil {
				var ae *ActionError
				if wasLegal || !errors.As(err, &ae) || !ae.Action.Equal(a) {
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
			t.Fatalf("%s: match not over after %d actions: scores %v", rules.Name, len(actions), m.Scores())
		}
		checkStream(t, &rules, m.Events())

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

// fuzzAction is the i-th action of a script: mostly one of the legal
// actions of a waiting seat (a claim cut short, a declaration that may lie),
// sometimes anything at all; past the script, the first legal action.
func fuzzAction(m *Match, script []byte, i int) Action {
	b := script[i%len(script)]
	var legal []Action
	for _, s := range m.Waiting() {
		legal = append(legal, m.Legal(s)...)
	}
	if len(legal) > 0 && (i >= len(script) || b < 200) {
		k := 0
		if i < len(script) {
			k = int(b) % len(legal)
		}
		a := legal[k]
		if a.Kind == ActClaim && i < len(script) && len(a.Combos) > 0 {
			// Claim a part, or (declared) say more than is there.
			if b%3 == 1 {
				a.Combos = a.Combos[:int(b)%len(a.Combos)]
			} else if b%3 == 2 && a.Combos[0].Cards == nil {
				a.Combos = append(slices.Clone(a.Combos), a.Combos[0])
			}
		}
		return a
	}
	seat := int(b%6) - 1
	switch b % 5 {
	case 0:
		return Action{Seat: seat, Card: Card(uint(b) * 7 % 53)} // 52 is not a card
	case 1:
		return Action{Seat: seat, Kind: ActDiscard, Cards: []Card{Card(b % 52), Card(b % 51)}}
	case 2:
		return Action{Seat: seat, Kind: ActionKind(b % 9), Yes: b%2 == 0, Card: Card(b % 52)}
	case 3:
		return Action{Seat: seat, Kind: ActClaim, Combos: []Combo{{Kind: Kind(b % 12), Points: int(b % 7), Cards: []Card{Card(b % 52)}}}}
	}
	return Action{Seat: seat, Kind: ActNextGame}
}

func isLegal(m *Match, a Action) bool {
	if a.Seat < 0 || a.Seat >= m.rules.Seats {
		return false
	}
	if a.Kind == ActClaim && m.phase == PhaseClaim && a.Seat == m.turn {
		return m.checkClaim(a.Combos) == nil
	}
	for _, l := range m.Legal(a.Seat) {
		if l.Equal(a) {
			return true
		}
	}
	return false
}

// snapshot is everything observable about a match, to check that a refused
// action changed nothing.
type snapshot struct {
	views  []View
	events int
	legal  [][]Action
	scores []int
	turn   int
	phase  Phase
}

func snap(m *Match) snapshot {
	s := snapshot{events: len(m.Events()), scores: m.Scores(), turn: m.Turn(), phase: m.Phase()}
	for seat := Spectator; seat < m.rules.Seats; seat++ {
		s.views = append(s.views, m.View(seat))
		if seat >= 0 {
			s.legal = append(s.legal, m.Legal(seat))
		}
	}
	return s
}

// checkMatch checks the state between actions: the 52 cards are conserved
// (hands, laid cards, crib and discards, the starter, the undealt pack, no
// card in two places), the count is the pile's sum and at most 31, the
// crib is its size once laid out, a seat to act has an action, and no view
// holds a card its seat may not see.
func checkMatch(t *testing.T, m *Match) {
	t.Helper()
	var seen CardSet
	place := func(c Card, where string) {
		if !c.Valid() || seen.Has(c) {
			t.Fatalf("%s: card %v (%s) invalid or in two places", m.rules.Name, c, where)
		}
		seen = seen.With(c)
	}
	for s := range m.held {
		for _, c := range m.held[s] {
			place(c, "hand")
		}
		if !m.allDiscarded() {
			for _, c := range m.discards[s] {
				place(c, "discard")
			}
		}
	}
	for _, c := range m.lays {
		place(c, "laid")
	}
	for _, c := range m.crib {
		place(c, "crib")
	}
	if m.starter != NoCard {
		place(m.starter, "starter")
	}
	for _, c := range m.pack[m.next:] {
		place(c, "pack")
	}
	if seen != FullDeck {
		t.Fatalf("%s: cards not conserved: %d", m.rules.Name, seen.Len())
	}
	if n := PileTotal(m.pile); n > MaxCount {
		t.Fatalf("count %d", n)
	}
	if m.allDiscarded() && len(m.crib) != m.rules.CribSize() {
		t.Fatalf("%s: crib of %d cards, want %d", m.rules.Name, len(m.crib), m.rules.CribSize())
	}
	if m.Phase() != PhaseOver && len(m.Waiting()) == 0 {
		t.Fatalf("%s: phase %v with nobody to act", m.rules.Name, m.Phase())
	}
	if m.Turn() >= 0 && len(m.Legal(m.Turn())) == 0 {
		t.Fatalf("%s: seat %d to act with no legal action", m.rules.Name, m.Turn())
	}
	for seat := Spectator; seat < m.rules.Seats; seat++ {
		checkView(t, m, seat)
	}
}

// checkView fails if seat's view names a card seat may not see now.
func checkView(t *testing.T, m *Match, seat int) {
	t.Helper()
	may := SetOf(m.lays...)
	if m.starter != NoCard {
		may = may.With(m.starter)
	}
	if m.cribUp {
		may |= SetOf(m.crib...)
	}
	if seat >= 0 {
		may |= SetOf(m.dealt[seat]...) | SetOf(m.kept[seat]...)
		if m.mog.stage == 3 && m.mog.pass != nil {
			may |= SetOf(m.mog.pass...)
		}
	}
	for s := range m.kept {
		if m.upturned[s] {
			may |= SetOf(m.kept[s]...)
		}
	}
	v := m.View(seat)
	var got CardSet
	add := func(cs []Card) { got |= SetOf(cs...) }
	add(v.Hand)
	add(v.Kept)
	add(v.Dealt)
	add(v.Discards)
	add(v.Crib)
	add(v.Pile)
	for _, u := range v.Upturned {
		add(u)
	}
	add(v.Legal)
	add([]Card{v.Gave, v.Got, v.Starter})
	for _, l := range v.Laid {
		add(l)
	}
	for _, sh := range append(slices.Clone(v.Shows), v.CribShow) {
		for _, c := range sh {
			add(c.Cards)
		}
	}
	for _, a := range v.Actions {
		add(a.Cards)
		if a.Kind == ActLay || a.Kind == ActMogPass {
			add([]Card{a.Card})
		}
		for _, c := range a.Combos {
			add(c.Cards)
		}
	}
	if bad := got &^ may; bad != 0 {
		t.Fatalf("%s: seat %d's view shows %s, which it may not see (phase %v play %d crib %v said %v)\n%+v", m.rules.Name, seat, FormatCards(bad.Cards()), m.phase, m.play, m.cribDone, m.said, v)
	}
	// Its events, redacted, likewise.
	for _, e := range m.events[max(0, len(m.events)-40):] {
		_ = fmt.Sprint(Redact(e, seat))
	}
}

// checkStream re-checks a finished match's events against the rules: each
// award adds exactly its points, scores fall only when a false declaration
// is settled or a new game starts, the count restarts each deal and series
// and never passes 31, each card laid was in its seat's hand, each show
// and lay the table counted scores what the rule set says, and each game
// ends at the first moment a side reaches the target, with nothing after
// the match's Won.
func checkStream(t *testing.T, r *Rules, evs []Event) {
	t.Helper()
	sides := r.Sides()
	scores := make([]int, sides)
	hands := make([]CardSet, r.Seats)
	var pile []Card
	starter := NoCard
	reached := -1
	add := func(i, seat, pts int, after []int, full int) {
		want := slices.Clone(scores)
		want[r.SideOf(seat)] += pts
		if !slices.Equal(after, want) || pts < 0 || pts > full {
			t.Fatalf("%s event %d: scores %v after %d points from %v", r.Name, i, after, pts, scores)
		}
		if pts < full && want[r.SideOf(seat)] < r.Target {
			t.Fatalf("event %d: %d of %d points taken below the target", i, pts, full)
		}
		scores = after
		if scores[r.SideOf(seat)] >= r.Target {
			reached = r.SideOf(seat)
		}
	}
	for i, e := range evs {
		if reached >= 0 {
			switch w := e.(type) {
			case Won:
				if w.Side != reached || !slices.Equal(w.Scores, scores) || i != len(evs)-1 {
					t.Fatalf("%s event %d: won %+v, want side %d at %v last", r.Name, i, w, reached, scores)
				}
				return
			case GameWon:
				if w.Side != reached || !slices.Equal(w.Scores, scores) {
					t.Fatalf("%s event %d: game won %+v", r.Name, i, w)
				}
				reached = -2 // the next event starts a game
				continue
			case CallMade, Settled:
				// A declaration at the target waits for its call.
			default:
				t.Fatalf("%s event %d after side %d reached %d: %T", r.Name, i, reached, r.Target, e)
			}
		}
		if reached == -2 {
			if _, ok := e.(Dealt); !ok {
				t.Fatalf("%s event %d: %T after a game won", r.Name, i, e)
			}
			scores = make([]int, sides)
			reached = -1
		}
		switch e := e.(type) {
		case Dealt:
			for s := range hands {
				hands[s] = SetOf(e.Hands[s]...)
				if hands[s].Len() != r.Deal {
					t.Fatalf("event %d: seat %d dealt %d cards", i, s, hands[s].Len())
				}
			}
			pile, starter = nil, NoCard
		case Discarded:
			if len(e.Cards) != r.ToCrib || SetOf(e.Cards...)&^hands[e.Seat] != 0 {
				t.Fatalf("event %d: discard %v", i, e.Cards)
			}
			hands[e.Seat] &^= SetOf(e.Cards...)
		case Mogged:
			hands[0] = hands[0].Without(e.Cards[0]).With(e.Cards[1])
			hands[1] = hands[1].Without(e.Cards[1]).With(e.Cards[0])
		case StarterTurned:
			starter = e.Card
		case Scored:
			add(i, e.Seat, e.Points, e.Scores, e.Combo.Points)
		case Shown:
			if e.Declared {
				scores = e.Scores
				if scores[r.SideOf(e.Seat)] >= r.Target {
					reached = r.SideOf(e.Seat)
				}
				continue
			}
			if !e.Claimed && !reflect.DeepEqual(e.Combos, r.Score.Show(e.Hand, starter, e.Crib)) {
				t.Fatalf("event %d: show differs from the rule set's", i)
			}
			add(i, e.Seat, e.Points, e.Scores, Total(e.Combos))
		case MugginsCalled:
			add(i, e.Seat, e.Points, e.Scores, Total(e.Combos))
		case Settled:
			scores, reached = e.Scores, -1
			for s, v := range scores {
				if v >= r.Target {
					reached = s
				}
			}
		case Laid:
			if !hands[e.Seat].Has(e.Card) {
				t.Fatalf("event %d: seat %d laid %v, not in hand", i, e.Seat, e.Card)
			}
			if !reflect.DeepEqual(e.Combos, r.Score.Lay(pile, e.Card, starter)) {
				t.Fatalf("event %d: lay differs from the rule set's", i)
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
		case SeriesEnded:
			pile = nil
		case HandEnded:
			if !slices.Equal(e.Scores, scores) {
				t.Fatalf("event %d: hand ended at %v, scores %v", i, e.Scores, scores)
			}
			for s := range hands {
				if SetOf(e.Unplayed[s]...) != hands[s] {
					t.Fatalf("event %d: seat %d unplayed %v", i, s, e.Unplayed[s])
				}
			}
		case Won, GameWon:
			t.Fatalf("%s event %d: won before a side reached %d", r.Name, i, r.Target)
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
