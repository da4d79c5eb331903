package tutorial

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players/belief"
)

// stepText is the text of the fixed tutorial's step n (1-based, as printed).
func stepText(t *testing.T, tu *Tutorial, n int) string {
	t.Helper()
	return tu.Step(n - 1).Text
}

// The play test's findings, as the fixed tutorial now says them.
func TestFixedNarration(t *testing.T) {
	tu := New()
	cases := []struct {
		step int
		want string
	}{
		// 1: show items kept apart by semicolons.
		{6, "Your show: 6 and 9 make fifteen for 2; 6, 9 and jack make twenty-five for 2; 6, 9 and king make twenty-five for 2; " +
			"the 6, jack and king of diamonds are a flush of three for 3; and the jack of diamonds, the starter's suit, " +
			"is Knave Noddy for 1: 10 points in all."},
		{14, "Its show: 5 and king of hearts make fifteen for 2; 5 and king of diamonds make fifteen for 2; " +
			"5, king of hearts and king of diamonds make twenty-five for 2; the two kings are a pair for 2; " +
			"and the 5, 3 and king of diamonds are a flush of three for 3: 11 points in all."},
		// 5: the run values in the count.
		{7, "a pair with the card before it (2; three of a rank in a row 6, four 12); a run, the last three or more cards in consecutive ranks in any order (three cards 2, four 4, five 5, six 6); " +
			"a flush, the last three or more cards in one suit (1 a card); Knave Noddy (1)."},
		// 2: the computer's lays say why, from its own view.
		{8, "The computer lays the king of hearts: the count is 10. Nothing scores. It keeps its five: on it you could " +
			"score 3 with the jack of diamonds (fifteen and Knave Noddy); the king risks at most 2. (The tutorial lets you " +
			"into the computer's thinking: it judges by its own cards and the cards it cannot see, yours among them.)"},
		{22, "The computer lays the ten of diamonds: the count is 16. Nothing scores. It keeps its six: it would make a pair " +
			"of 6s for 2 now, but you could then score 6 with a 6 (a pair royal); the ten risks at most 2."},
		{34, "for 3. It takes the most it can now, though you could then score 6 with the four of clubs (a run of three and " +
			"a flush of four) or the seven of clubs (twenty-five and a flush of four)."},
		// 3: no jargon for a level look-ahead.
		{20, "nothing scores now, and whichever card you lay the computer could score 2 straight after, so looking one card " +
			"ahead no card is safer than another."},
		// 4: a pick that risks the most says why it is still best.
		{32, "it also scores the most now. It risks the most, though: the computer would need the jack of clubs to score 6, " +
			"and none of the 96 hands it may hold, given its show, has it (it would have been Knave Noddy in its show)."},
		// 7: digits for points in the count too.
		{10, "the count is 20 — Knave Noddy for 1."},
		{12, "thirty-one for 2 and a flush of three (the last three cards all diamonds) for 3: 5 points in all."},
		{25, "You laid the last card: 1 for last card."},
		// 8: the winning card carries its chance too.
		{35, "enough to reach 31 and win the match. 100% to win."},
		// 6: the computer's last hand, face up, when the match ends.
		{37, "The hands are turned face up: the computer still held the king of spades, and had laid the ten of clubs " +
			"and the three of clubs. Its show, as declared: the 3, 10 and 9 of clubs are a flush of three for 3."},
		// 9: Knave Noddy's bracket keeps it one item.
		{38, "a flush in the show, Knave Noddy (shown and laid), a fifteen in the count"},
	}
	for _, c := range cases {
		if got := stepText(t, tu, c.step); !strings.Contains(got, c.want) {
			t.Errorf("step %d does not say\n  %q\nit says\n  %q", c.step, c.want, got)
		}
	}
	if got := tu.Step(24).Title; got != "Go: 1 for last card" {
		t.Errorf("step 25 title %q", got)
	}
}

// Points are digits everywhere in the narration ("for 2"), never words.
func TestNarrationPointsInDigits(t *testing.T) {
	words := `(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`
	bad := regexp.MustCompile(`\bfor ` + words + `\b|\b` + words + ` (points?|in all|for last card)\b|\bits ` + words + ` and\b`)
	for _, st := range New().Steps() {
		if m := bad.FindString(st.Text); m != "" {
			t.Errorf("step %d (%s) says %q: points go in digits", st.Index+1, st.Title, m)
		}
	}
}

// Every card listed at a turn carries its win chance.
func TestEveryOptionHasWinChance(t *testing.T) {
	turns := 0
	for _, st := range New().Steps() {
		if st.Kind != KindTurn {
			continue
		}
		turns++
		var lines []string
		for _, l := range strings.Split(st.Text, "\n") {
			if strings.HasPrefix(l, "– ") {
				lines = append(lines, l)
			}
		}
		if len(lines) != len(st.Options) {
			t.Errorf("step %d lists %d cards, has %d options", st.Index+1, len(lines), len(st.Options))
		}
		pct := regexp.MustCompile(` \d+% to win\.$`)
		for _, l := range lines {
			if !pct.MatchString(l) {
				t.Errorf("step %d: %q has no win chance", st.Index+1, l)
			}
		}
	}
	if turns != 5 {
		t.Errorf("%d turn steps, want 5", turns)
	}
}

// A step glows exactly the cards of the combinations it narrates (the
// starter too when it is in one), or the card laid; a show of nothing
// glows nothing. The expected set is worked out here from the engine's
// events, not from the narrator.
func TestHighlightsAreNarratedCombinations(t *testing.T) {
	tu := New()
	m, err := Fixed().Play()
	if err != nil {
		t.Fatal(err)
	}
	all := m.Events()
	for _, st := range tu.Steps() {
		var want []engine.Card
		ev := all[:st.Events]
		var e engine.Event
		if len(ev) > 0 {
			e = ev[len(ev)-1]
		}
		lastLaid := func() engine.Laid {
			for i := len(ev) - 1; i >= 0; i-- {
				if l, ok := ev[i].(engine.Laid); ok {
					return l
				}
			}
			return engine.Laid{}
		}
		switch st.Kind {
		case KindCut:
			c := e.(engine.Cut)
			want = c.Cards[:]
		case KindDeal:
			d := e.(engine.Dealt)
			want = d.Hands[0][:] // "Your cards: ..."
		case KindStarter:
			want = []engine.Card{e.(engine.StarterTurned).Card}
		case KindJack:
			want = e.(engine.Scored).Combo.Cards
		case KindShow:
			if s := e.(engine.Shown); s.Seat == 0 {
				want = comboCards(s.Combos)
			}
		case KindTurn:
			want = cardsOf(st.Options) // the cards listed, one of them laid next
		case KindLay:
			l := e.(engine.Laid)
			want = append([]engine.Card{l.Card}, comboCards(l.Combos)...)
		case KindGo:
			want = []engine.Card{lastLaid().Card}
		case KindThirtyOne:
			for _, c := range lastLaid().Combos {
				if c.Kind == engine.ThirtyOne {
					want = c.Cards
				}
			}
		case KindHandEnd:
			h := e.(engine.HandEnded)
			want = comboCards(h.Shows[1])
		case KindWon:
			for _, x := range ev {
				if s, ok := x.(engine.Shown); ok && s.Seat == 1 {
					want = comboCards(s.Combos) // the last deal's show wins
				}
			}
		}
		if got, w := engine.SetOf(st.Highlight...), engine.SetOf(want...); got != w || len(st.Highlight) != got.Len() {
			t.Errorf("step %d (%s) glows %v, want %v", st.Index+1, st.Title,
				engine.FormatCards(st.Highlight), engine.FormatCards(w.Cards()))
		}
	}
	// The play test's cases, by name.
	for _, c := range []struct {
		step int
		want string
	}{
		{6, "6D 9S JD KD"},  // your show: the starter is in the twenty-five and the flush
		{14, "5D 3D KH KD"}, // the computer's show: the starter king is in all five
		{18, ""},            // a show of nothing
		{26, "TD QS JC"},    // 10-jack-queen with the starter; not the six of hearts
		{37, "TC 3C 9C"},    // the computer's last show, a flush with the starter
	} {
		want := engine.SetOf(engine.MustParseCards(c.want)...)
		if got := engine.SetOf(tu.Step(c.step - 1).Highlight...); got != want {
			t.Errorf("step %d glows %v, want %s", c.step, engine.FormatCards(got.Cards()), c.want)
		}
	}
}

// The computer's reason, from its own view: the cards it cannot see
// include your unplayed ones.
func TestCompReason(t *testing.T) {
	view := func(hand, pile, starter string) engine.View {
		h := engine.MustParseCards(hand)
		v := engine.View{Seat: 1, Rules: engine.Noddy(), Dealer: 1, Target: 31, Turn: 1, Hand: h, Starter: engine.MustParseCards(starter)[0],
			Legal: h, Winner: -1, Dealt: slices.Clone(h), Scores: make([]int, 2),
			Held: []int{3, 3}, Laid: make([][]engine.Card, 2), Shows: make([][]engine.Combo, 2), WentAt: []int{-1, -1}}
		if pile != "" {
			v.Pile = engine.MustParseCards(pile)
			v.Laid[v.Opp()], v.PileBy = v.Pile, make([]int, len(v.Pile))
			v.Held[v.Opp()] = 3 - len(v.Pile)
			v.Count = engine.PileTotal(v.Pile)
		}
		return v
	}
	vo := newNoddyVoice(engine.Noddy()).(noddyVoice)
	v := view("TD 6H QS", "6S", "JC")
	cases := []struct {
		card, want string
	}{
		// Passed up points for safety.
		{"TD", "It keeps its six: it would make a pair of 6s for 2 now, but you could then score 6 with a 6 (a pair royal); the ten risks at most 2."},
		// Passed up points, and no safer for it: no reason claimed.
		{"QS", "It keeps its six, which would have made a pair of 6s for 2 now."},
		// Took the points though another card was safer.
		{"6H", "It takes the most it can now, though you could then score 6 with a 6 (a pair royal)."},
	}
	for _, c := range cases {
		card := engine.MustParseCards(c.card)[0]
		if got := vo.compReason(v, card); got != c.want {
			t.Errorf("compReason(%s) = %q\nwant %q", c.card, got, c.want)
		}
	}
	// Every card alike (nothing scores, each risks 2): no why needed.
	v = view("3C KS TC", "", "9C")
	if got := vo.compReason(v, engine.MustParseCards("TC")[0]); got != "" {
		t.Errorf("level lead: %q, want no reason", got)
	}
	// One card: nothing to explain.
	v = view("3C", "", "9C")
	if got := vo.compReason(v, engine.MustParseCards("3C")[0]); got != "" {
		t.Errorf("one card: %q, want no reason", got)
	}
}

// The share of hands in the risk note comes from the engine's Belief: at
// step 32 the computer's flush-only show rules out the jack of clubs.
// english's TestRiskNote says these figures.
func TestRiskNoteShare(t *testing.T) {
	tu := New()
	st := tu.Step(31)
	m, _, err := tu.Replay(31)
	if err != nil {
		t.Fatal(err)
	}
	v := m.View(0)
	var five Option
	for _, o := range st.Options {
		if o.Card == engine.MustParseCards("5C")[0] {
			five = o
		}
	}
	b := belief.New(v)
	if n := b.Count(); n != 96 {
		t.Errorf("%d possible hands, want 96", n)
	}
	// The five of clubs risks 6 with the jack of clubs alone: none of the
	// 96 hands holds it, which would have been Knave Noddy in its show.
	if got, want := handsFor(v, st.Options, five), (english.Hands{Of: 96, With: 0, Knave: true}); got != want {
		t.Errorf("handsFor(5C) = %+v, want %+v", got, want)
	}
	// The four of clubs risks 5 (the ace of clubs): 15 of the 96 hands hold it.
	var four Option
	for _, o := range st.Options {
		if o.Card == engine.MustParseCards("4C")[0] {
			four = o
		}
	}
	if got, want := handsFor(v, st.Options, four), (english.Hands{Of: 96, With: 15}); got != want {
		t.Errorf("handsFor(4C) = %+v, want %+v", got, want)
	}
	// The jack of hearts risks least: no share to count.
	for _, o := range st.Options {
		if o.Card == engine.MustParseCards("JH")[0] {
			if got := handsFor(v, st.Options, o); got != (english.Hands{}) {
				t.Errorf("handsFor(JH) = %+v, want none", got)
			}
		}
	}
}
