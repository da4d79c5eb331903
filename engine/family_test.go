package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// The family's worked examples that need the state machine: the deal's
// steps, goes, series, the mog, claims and games. Each plays the example's
// cards through Apply and checks the events word for word.

func rules(t *testing.T, name string, players int, options ...string) Rules {
	t.Helper()
	r, err := Lookup(name, players, options...)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// act applies actions, failing the test on a refusal.
func act(t *testing.T, m *Match, as ...Action) {
	t.Helper()
	for _, a := range as {
		if _, err := m.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
}

func discard(t *testing.T, seat int, cs string) Action {
	return Action{Seat: seat, Kind: ActDiscard, Cards: cards(t, cs)}
}

// eventsFrom is the formatted events from the first one formatted as first.
func eventsFrom(evs []Event, first string) []Event {
	for i, e := range evs {
		if fmtEvent(e) == first {
			return evs[i:]
		}
	}
	return nil
}

// cribbage.md, worked example 9: the six-card play, a go, a new series
// led by the pone, the last card. Pone 4, dealer 10 in the play.
func TestCribbageExample9Play(t *testing.T) {
	m := matchFrom(t, rules(t, "cribbage", 2), 1, []int{0, 0},
		[]string{"7C 8D 9H KS 2H 2S", "6D 5S 4H TC AH AS"}, "QD")
	act(t, m, discard(t, 0, "2H 2S"), discard(t, 1, "AH AS"))
	play(t, m, "0 7C", "1 6D", "0 8D", "1 5S", "1 4H", "0 9H", "1 TC", "0 KS")
	wantEvents(t, eventsFrom(m.Events(), "starter QD"),
		"starter QD",
		"lay 0 7C 7 {} 0 [0 0]",
		"lay 1 6D 13 {} 0 [0 0]",
		"lay 0 8D 21 {run[7C 6D 8D]=3} 3 [3 0]",
		"lay 1 5S 26 {run[7C 6D 8D 5S]=4} 4 [3 4]",
		"go 0 26 nocards=false",
		"lay 1 4H 30 {run[7C 6D 8D 5S 4H]=5} 5 [3 9]",
		"scored 1 last-card[4H]=1 1 [3 10]",
		"series-ended 1 at 30 leader 0",
		"lay 0 9H 9 {} 0 [3 10]",
		"lay 1 TC 19 {} 0 [3 10]",
		"lay 0 KS 29 {} 0 [3 10]",
		"scored 0 last-card[KS]=1 1 [4 10]",
		"series-ended 2 at 29 leader -1",
	)
	// Then the shows: pone, dealer, crib.
	wantEvents(t, eventsFrom(m.Events(), "series-ended 2 at 29 leader -1")[1:],
		"show 0 [7C 8D 9H KS] {fifteen[7C 8D]=2; run[7C 8D 9H]=3} 5 [9 10]",
		"show 1 [6D 5S 4H TC] {fifteen[6D 5S 4H]=2; fifteen[5S TC]=2; fifteen[5S QD]=2; run[4H 5S 6D]=3} 9 [9 19]",
		"crib 1 [2H 2S AH AS] {fifteen[2H 2S AH QD]=2; fifteen[2H 2S AS QD]=2; pair[AH AS]=2; pair[2H 2S]=2} 8 [9 27]",
	)
}

// Example 10: five-card cribbage plays one series; after the dealer's go
// the pone lays on, is out at 29, and the play is over; the dealer's
// unplayed cards count in his show. The first pone of a game has three for
// last.
func TestCribbageExample10FiveCard(t *testing.T) {
	m := matchFrom(t, rules(t, "cribbage-five", 2), 1, nil,
		[]string{"TS 5C 4H 2D 3D", "TD 7H 9C AD AC"}, "KH")
	if got := fmtEvent(m.Events()[1]); got != "scored 0 three-for-last[]=3 3 [3 0]" {
		t.Fatalf("the first pone's three: %s", got)
	}
	act(t, m, discard(t, 0, "2D 3D"), discard(t, 1, "AD AC"))
	play(t, m, "0 TS", "1 TD", "0 5C", "0 4H")
	wantEvents(t, eventsFrom(m.Events(), "starter KH"),
		"starter KH",
		"lay 0 TS 10 {} 0 [3 0]",
		"lay 1 TD 20 {pair[TS TD]=2} 2 [3 2]",
		"lay 0 5C 25 {} 0 [3 2]",
		"go 1 25 nocards=false",
		"lay 0 4H 29 {} 0 [3 2]",
		"scored 0 last-card[4H]=1 1 [4 2]",
		"show 0 [TS 5C 4H] {fifteen[TS 5C]=2; fifteen[5C KH]=2} 4 [8 2]",
		"show 1 [TD 7H 9C] {} 0 [8 2]",
		"crib 1 [2D 3D AD AC] {fifteen[2D 3D KH]=2; fifteen[3D AD AC KH]=2; pair[AD AC]=2; run[AD 2D 3D]=3; run[AC 2D 3D]=3} 12 [8 14]",
	)
}

// Example 11: three-hand go. After A's go and B's ace nobody can lay on
// 30: B scores 1, and C, the next after B with cards, leads from zero.
func TestCribbageExample11ThreeHandGo(t *testing.T) {
	m := matchFrom(t, rules(t, "cribbage-three", 3), 2, []int{0, 0, 0},
		[]string{"KS 5H 6H 7H 8H", "QH AC 4D 5D 6D", "9D 3S 4S 5S 6S"}, "2C KD")
	act(t, m, discard(t, 0, "8H"), discard(t, 1, "6D"), discard(t, 2, "6S"))
	if len(m.crib) != 4 || m.crib[0] != card(t, "2C") {
		t.Fatalf("crib %v: want the pack's 2C and three discards", m.crib)
	}
	play(t, m, "0 KS", "1 QH", "2 9D", "1 AC")
	wantEvents(t, eventsFrom(m.Events(), "lay 0 KS 10 {} 0 [0 0 0]"),
		"lay 0 KS 10 {} 0 [0 0 0]",
		"lay 1 QH 20 {} 0 [0 0 0]",
		"lay 2 9D 29 {} 0 [0 0 0]",
		"go 0 29 nocards=false",
		"lay 1 AC 30 {} 0 [0 0 0]",
		"go 2 30 nocards=false",
		"scored 1 last-card[AC]=1 1 [0 1 0]",
		"series-ended 1 at 30 leader 2",
	)
	if m.Turn() != 2 || PileTotal(m.pile) != 0 {
		t.Errorf("turn %d count %d: want C to lead from zero", m.Turn(), PileTotal(m.pile))
	}
}

// Example 12, counting out: the dealer at 119 turns his heels and wins
// before the play; and the skunk lines at 121.
func TestCribbageExample12CountingOut(t *testing.T) {
	m := matchFrom(t, rules(t, "cribbage", 2), 1, []int{115, 119},
		[]string{"AC 2C 3C 4C 5C 6C", "AD 2D 3D 4D 5D 6D"}, "JH")
	act(t, m, discard(t, 0, "AC 2C"), discard(t, 1, "AD 2D"))
	wantEvents(t, eventsFrom(m.Events(), "starter JH"),
		"starter JH",
		"scored 1 his-heels[JH]=2 2 [115 121]",
		"won 1 [115 121]")
	g := rules(t, "cribbage", 2).Score
	for _, c := range []struct {
		loser, pts int
		kind       Kind
	}{{90, 2, Skunk}, {91, 1, 0}, {60, 3, DoubleSkunk}, {61, 2, Skunk}} {
		if p, k := g.GamePoints(121, 121, []int{c.loser}); p != c.pts || k != c.kind {
			t.Errorf("121–%d: %d %v, want %d %v", c.loser, p, k, c.pts, c.kind)
		}
	}
	lurch := rules(t, "cribbage", 2, "lurch").Score
	if p, k := lurch.GamePoints(121, 121, []int{60}); p != 2 || k != Lurch {
		t.Errorf("lurch at 60: %d %v", p, k)
	}
	if p, _ := lurch.GamePoints(121, 121, []int{61}); p != 1 {
		t.Errorf("61 has passed half: %d", p)
	}
	if p, _ := rules(t, "cribbage", 2, "no-skunks").Score.GamePoints(121, 121, []int{0}); p != 1 {
		t.Errorf("no skunks: %d", p)
	}
	if p, _ := rules(t, "cribbage-three", 3).Score.GamePoints(61, 61, []int{0, 0}); p != 1 {
		t.Errorf("three-hand skunk: %d", p)
	}
}

// The pone reaches 121 with the hand first; the dealer's hand and crib are
// not counted (example 12's second half).
func TestCribbagePoneCountsOutFirst(t *testing.T) {
	m := matchFrom(t, rules(t, "cribbage", 2), 1, []int{115, 119},
		[]string{"5C 5D KC QC 2S 3S", "9H 9S 8C 8D AH AS"}, "8H")
	act(t, m, discard(t, 0, "2S 3S"), discard(t, 1, "AH AS"))
	// Each series ends with a last card: the pone 116, 117, the dealer
	// 120; then the pone's 10 counts out before the dealer's hand.
	play(t, m, "0 KC", "1 9H", "0 QC", "1 9S", "0 5C", "1 8C", "0 5D", "1 8D")
	evs := m.Events()
	last := evs[len(evs)-1]
	if w, ok := last.(Won); !ok || w.Seat != 0 || m.Winner() != 0 {
		t.Fatalf("last event %s, winner %d", fmtEvent(last), m.Winner())
	}
	for _, e := range evs {
		if s, ok := e.(Shown); ok && s.Seat == 1 {
			t.Fatalf("the dealer counted: %s", fmtEvent(e))
		}
	}
}

// costly-colours.md, worked example 1: Cotton's deal. Dealer 4 for the
// knave turned, 1 for the mog not offered, 5 for 31 with five cards; the
// elder cannot lay, the dealer lays on. Shows: elder 8, dealer 6.
func TestCostlyColoursCottonsDeal(t *testing.T) {
	m := matchFrom(t, rules(t, "costly-colours", 2), 1, []int{0, 0},
		[]string{"5H 4H 8H", "2H 7C 9H"}, "JH")
	if m.Phase() != PhaseMog || m.Turn() != 0 {
		t.Fatalf("phase %v turn %d: want the elder's mog choice", m.Phase(), m.Turn())
	}
	act(t, m, Action{Seat: 0, Kind: ActMogOffer, Yes: false})
	play(t, m, "0 5H", "1 7C", "0 8H", "1 9H", "1 2H")
	wantEvents(t, m.Events(),
		"deal 1 dealer 1 hands [5H 4H 8H] [2H 7C 9H]",
		"starter JH",
		"scored 1 knave-turned[JH]=4 4 [0 4]",
		"mog-offer 0 false",
		"scored 1 mog[]=1 1 [0 5]",
		"lay 0 5H 5 {} 0 [0 5]",
		"lay 1 7C 12 {} 0 [0 5]",
		"lay 0 8H 20 {} 0 [0 5]",
		"lay 1 9H 29 {} 0 [0 5]",
		"go 0 29 nocards=false",
		"lay 1 2H 31 {thirty-one[5H 7C 8H 9H 2H]=5} 5 [0 10]",
		"thirty-one 1",
		"show 0 [5H 4H 8H] {fifteen[5H JH]=2; costly-colours[5H 4H 8H JH]=6} 8 [8 10]",
		"show 1 [2H 7C 9H] {right-deuce[2H]=4; colours[2H 9H JH]=2} 6 [8 16]",
		"hand-ended 1 unplayed [4H] [] [8 16]",
	)
}

// Example 8: fifteen, twenty-five, thirty and thirty-one by the card; the
// elder holds only a nine and cannot lay, the dealer lays on.
func TestCostlyColoursExample8Play(t *testing.T) {
	m := matchFrom(t, rules(t, "costly-colours", 2), 1, []int{0, 0},
		[]string{"7S KC 9C", "8D 5H AS"}, "QD")
	act(t, m, Action{Seat: 0, Kind: ActMogOffer, Yes: true}, Action{Seat: 1, Kind: ActMogReply, Yes: false})
	play(t, m, "0 7S", "1 8D", "0 KC", "1 5H", "1 AS")
	wantEvents(t, eventsFrom(m.Events(), "mog-offer 0 true"),
		"mog-offer 0 true",
		"mog-reply 1 false",
		"scored 0 mog[]=1 1 [1 0]",
		"lay 0 7S 7 {} 0 [1 0]",
		"lay 1 8D 15 {fifteen[7S 8D]=2} 2 [1 2]",
		"lay 0 KC 25 {twenty-five[7S 8D KC]=3} 3 [4 2]",
		"lay 1 5H 30 {thirty[7S 8D KC 5H]=4} 4 [4 6]",
		"go 0 30 nocards=false",
		"lay 1 AS 31 {thirty-one[7S 8D KC 5H AS]=5} 5 [4 11]",
		"thirty-one 1",
	)
}

// An accepted mog: each picks a card face down; they change hands at once,
// the opponent sees only its own choice until then, and the shows count the
// hands after the mog.
func TestCostlyColoursMogAccepted(t *testing.T) {
	m := matchFrom(t, rules(t, "costly-colours", 2), 1, []int{0, 0},
		[]string{"5H 4H 8H", "2H 7C 9H"}, "QS")
	act(t, m, Action{Seat: 0, Kind: ActMogOffer, Yes: true}, Action{Seat: 1, Kind: ActMogReply, Yes: true})
	if w := m.Waiting(); !slices.Equal(w, []int{0, 1}) || m.Turn() != -1 {
		t.Fatalf("waiting %v turn %d: want both seats to choose", w, m.Turn())
	}
	evs, _ := m.Apply(Action{Seat: 1, Kind: ActMogPass, Card: card(t, "7C")})
	if fmtEvent(Redact(evs[0], 0)) != "mog-chosen 1 ??" || fmtEvent(Redact(evs[0], 1)) != "mog-chosen 1 7C" {
		t.Fatalf("the choice is not hidden from the other seat: %s", fmtEvent(Redact(evs[0], 0)))
	}
	if _, err := m.Apply(Action{Seat: 1, Kind: ActMogPass, Card: card(t, "2H")}); !errors.Is(err, ErrAlreadyActed) {
		t.Fatalf("a second choice: %v", err)
	}
	act(t, m, Action{Seat: 0, Kind: ActMogPass, Card: card(t, "4H")})
	if got := fmtEvent(m.Events()[len(m.Events())-1]); got != "mogged [4H 7C]" {
		t.Fatalf("mogged: %s", got)
	}
	if fmtEvent(Redact(m.Events()[len(m.Events())-1], Spectator)) != "mogged [?? ??]" {
		t.Fatal("a bystander sees the mogged cards")
	}
	if got := FormatCards(m.View(0).Hand); got != "5H 7C 8H" {
		t.Errorf("elder holds %s after the mog", got)
	}
	if v := m.View(1); FormatCards(v.Hand) != "2H 4H 9H" || v.Gave != card(t, "7C") || v.Got != card(t, "4H") {
		t.Errorf("dealer's view after the mog: hand %s gave %v got %v", FormatCards(v.Hand), v.Gave, v.Got)
	}
}

// early-cribbage.md, worked examples 1–6: Cotton's own deal. Elder 3 + 10 +
// 3 = 16, dealer 12 + 2 + 6 = 20.
func TestEarlyCribbageCottonsDeal(t *testing.T) {
	m := matchFrom(t, rules(t, "early-cribbage", 2), 1, nil,
		[]string{"4C 5D 6S KS 2S", "9H 6D 6C 3S 8S"}, "6H")
	act(t, m, discard(t, 0, "KS 2S"), discard(t, 1, "3S 8S"))
	play(t, m, "0 6S", "1 9H", "0 4C", "1 6D", "0 5D")
	wantEvents(t, m.Events(),
		"deal 1 dealer 1 hands [4C 5D 6S KS 2S] [9H 6D 6C 3S 8S]",
		"scored 0 three-to-start[]=3 3 [3 0]",
		"discard 0 [KS 2S]",
		"discard 1 [3S 8S]",
		"starter 6H",
		"show 0 [4C 5D 6S] {fifteen[4C 5D 6S]=2; fifteen[4C 5D 6H]=2; pair[6S 6H]=2; run[4C 5D 6S]=2; run[4C 5D 6H]=2} 10 [13 0]",
		"show 1 [9H 6D 6C] {fifteen[9H 6D]=2; fifteen[9H 6C]=2; fifteen[9H 6H]=2; pair-royal[6D 6C 6H]=6} 12 [13 12]",
		"lay 0 6S 6 {} 0 [13 12]",
		"lay 1 9H 15 {fifteen[6S 9H]=2} 2 [13 14]",
		"lay 0 4C 19 {} 0 [13 14]",
		"lay 1 6D 25 {} 0 [13 14]",
		"lay 0 5D 30 {run[4C 6D 5D]=2} 2 [15 14]",
		"go 1 30 nocards=false",
		"scored 0 last-card[5D]=1 1 [16 14]",
		"crib 1 [KS 2S 3S 8S] {fifteen[KS 2S 3S]=2; flush[KS 2S 3S 8S]=4} 6 [16 20]",
		"hand-ended 1 unplayed [] [6C] [16 20]",
	)
}

// A lurch: the winner reaches 61 while the loser has 44 (Cotton); 45
// escapes.
func TestEarlyCribbageLurch(t *testing.T) {
	g := rules(t, "early-cribbage", 2).Score
	if p, k := g.GamePoints(61, 61, []int{44}); p != 2 || k != Lurch {
		t.Errorf("44: %d %v", p, k)
	}
	if p, _ := g.GamePoints(61, 61, []int{45}); p != 1 {
		t.Errorf("45: %d", p)
	}
}

// noddy-parlett.md, worked examples 4 and 5: a jack turned pays the elder
// before its show; the twenty-five pays a point a card.
func TestParlettJackAndCount(t *testing.T) {
	m := matchFrom(t, rules(t, "parlett", 2), 1, []int{0, 0},
		[]string{"7C 5H 6D", "8D 5S QS"}, "JD")
	wantEvents(t, m.Events()[:3],
		"deal 1 dealer 1 hands [7C 5H 6D] [8D 5S QS]",
		"starter JD",
		"scored 0 jack-turned-up[JD]=2 2 [2 0]")
	play(t, m, "0 7C", "1 8D", "0 5H", "1 5S", "0 6D")
	wantEvents(t, eventsFrom(m.Events(), "lay 0 7C 7 {} 0 [6 7]"),
		"lay 0 7C 7 {} 0 [6 7]",
		"lay 1 8D 15 {fifteen[7C 8D]=2} 2 [6 9]",
		"lay 0 5H 20 {} 0 [6 9]",
		"lay 1 5S 25 {twenty-five[7C 8D 5H 5S]=4; pair[5H 5S]=2} 6 [6 15]",
		"lay 0 6D 31 {thirty-one[7C 8D 5H 5S 6D]=2} 2 [8 15]",
		"thirty-one 0")
}

// Four-hand Parlett: partners' points are one total, the deal goes round
// clockwise from the dealer's left, and the first go ends the count.
func TestParlettFourHand(t *testing.T) {
	m := matchFrom(t, rules(t, "parlett", 4), 3, []int{0, 0},
		[]string{"KC KD 2S", "QC QD 3S", "TC TD 4S", "9C 9D 5S"}, "AH")
	if len(m.Scores()) != 2 {
		t.Fatalf("scores %v: want two sides", m.Scores())
	}
	play(t, m, "0 KC", "1 QC", "2 TD")
	wantEvents(t, eventsFrom(m.Events(), "lay 0 KC 10 {} 0 [12 8]"),
		"lay 0 KC 10 {} 0 [12 8]",
		"lay 1 QC 20 {} 0 [12 8]",
		"lay 2 TD 30 {} 0 [12 8]",
		"go 3 30 nocards=false",
		"scored 2 last-card[TD]=1 1 [13 8]",
		"hand-ended 1 unplayed [KD 2S] [QD 3S] [TC 4S] [9C 9D 5S] [13 8]")
}

// noddy-macgregor.md, option 2, worked example 4: the elder declares six
// holding four; the dealer calls; at the end of the deal the elder goes
// down 2 and the dealer up 2. A wrong call pays the declarer 2.
func TestMacGregorFalseDeclarationCalled(t *testing.T) {
	for _, tc := range []struct {
		name     string
		declared []Combo
		settled  string
	}{
		{"false, called", []Combo{{Kind: Fifteen, Points: 2}, {Kind: Fifteen, Points: 2}, {Kind: Pair, Points: 2}},
			"settled 0 caller 1 declared 6 true 4 points 2 wrong 0 [8 4]"},
		{"true, called", []Combo{{Kind: Fifteen, Points: 2}, {Kind: Fifteen, Points: 2}},
			"settled 0 caller 1 declared 4 true 4 points 0 wrong 2 [10 2]"},
	} {
		// Elder 7C 8D 2S with starter 5H: 7+8, 8+5+2 — fifteen four.
		m := matchFrom(t, rules(t, "macgregor", 2, "claims"), 1, []int{0, 0},
			[]string{"7C 8D 2S", "KC 9D 4S"}, "5H")
		if m.Phase() != PhaseClaim || m.Turn() != 0 {
			t.Fatalf("phase %v turn %d", m.Phase(), m.Turn())
		}
		act(t, m, Action{Seat: 0, Kind: ActClaim, Combos: tc.declared})
		if m.Phase() != PhaseCall || m.Turn() != 1 {
			t.Fatalf("%s: phase %v turn %d: want the dealer's call", tc.name, m.Phase(), m.Turn())
		}
		if v := m.View(1); Total(v.Shows[0]) != Total(tc.declared) || v.Shows[0][0].Cards != nil {
			t.Fatalf("%s: the dealer hears %v", tc.name, v.Shows[0])
		}
		act(t, m, Action{Seat: 1, Kind: ActCall, Yes: true})
		// The dealer declares truly (KC 9D 4S 5H: K+5 fifteen two) and
		// the elder lets it stand.
		act(t, m, Action{Seat: 1, Kind: ActClaim, Combos: []Combo{{Kind: Fifteen, Points: 2}}},
			Action{Seat: 0, Kind: ActCall})
		play(t, m, "0 7C", "1 KC", "0 8D", "1 4S", "0 2S")
		var got string
		for _, e := range m.Events() {
			if s, ok := e.(Settled); ok {
				got = fmtEvent(s)
			}
		}
		if got != tc.settled {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.settled)
		}
	}
}

// Option 3b, worked example 5: a game of 31 won, the next starts at 0–0 and
// the deal goes on crossing; the match is the first to two games.
func TestMacGregorBestOfThree(t *testing.T) {
	m := matchFrom(t, rules(t, "macgregor", 2, "best-of-three"), 1, []int{29, 22},
		[]string{"5C 5D 5H", "9C 6D 6H"}, "JS")
	evs := m.Events()
	// The dealer's jack turned (24), then the elder's show wins the game.
	if got := fmtEvent(evs[len(evs)-1]); got != "game-won 0 [31 24] games [1 0]" || m.Phase() != PhaseGameOver {
		t.Fatalf("%s, phase %v", got, m.Phase())
	}
	if _, err := m.Apply(Action{Seat: 0, Card: card(t, "5C")}); !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("a lay between games: %v", err)
	}
	act(t, m, Action{Seat: 0, Kind: ActNextGame})
	d, ok := eventsFrom(m.Events(), "game-won 0 [31 24] games [1 0]")[1].(Dealt)
	if !ok || d.Dealer != 0 || d.Deal != 2 {
		t.Fatalf("after the game: %+v; want deal 2 dealt by seat 0", d)
	}
	if s := m.Scores(); s[0] > 20 || s[1] > 20 || m.Games()[0] != 1 {
		t.Fatalf("scores %v games %v: want a new game", s, m.Games())
	}
}

// Muggins: a short claim is pegged, the opponent calls and takes the rest;
// a claim of a combination not in the show is refused.
func TestCribbageMuggins(t *testing.T) {
	m := matchFrom(t, rules(t, "cribbage", 2, "muggins"), 1, []int{0, 0},
		[]string{"5C 5D 5H JS 2C 3C", "AD 2D 3D 4D 9H 9S"}, "5S")
	act(t, m, discard(t, 0, "2C 3C"), discard(t, 1, "9H 9S"))
	play(t, m, "0 5C", "1 AD", "0 5D", "1 2D", "0 5H", "1 3D", "0 JS", "1 4D")
	if m.Phase() != PhaseClaim || m.Turn() != 0 {
		t.Fatalf("phase %v turn %d: want the pone's claim", m.Phase(), m.Turn())
	}
	full := m.Legal(0)[0].Combos
	if Total(full) != 29 {
		t.Fatalf("the 29 hand: %d", Total(full))
	}
	bad := []Combo{{Kind: Flush, Points: 4, Cards: cards(t, "5C 5D 5H JS")}}
	if _, err := m.Apply(Action{Seat: 0, Kind: ActClaim, Combos: bad}); !errors.Is(err, ErrFalseClaim) {
		t.Fatalf("a false pick: %v", err)
	}
	var fifteens []Combo
	for _, c := range full {
		if c.Kind == Fifteen {
			fifteens = append(fifteens, c)
		}
	}
	act(t, m, Action{Seat: 0, Kind: ActClaim, Combos: fifteens}) // 16 of 29
	if m.Phase() != PhaseCall || m.Turn() != 1 {
		t.Fatalf("phase %v turn %d: want the dealer's muggins call", m.Phase(), m.Turn())
	}
	before := m.Scores()
	act(t, m, Action{Seat: 1, Kind: ActCall, Yes: true})
	var mug MugginsCalled
	for _, e := range m.Events() {
		if x, ok := e.(MugginsCalled); ok {
			mug = x
		}
	}
	if mug.Points != 13 || mug.Seat != 1 || mug.Of != 0 || m.Scores()[1]-before[1] != 13 {
		t.Fatalf("muggins %+v", mug)
	}
}

// Option 2, rule 5: a called declaration that would win is checked at
// once with the hand turned up; short of 31 after the check, the deal goes
// on with that hand face up for everyone.
func TestMacGregorWinningDeclarationCalled(t *testing.T) {
	m := matchFrom(t, rules(t, "macgregor", 2, "claims"), 1, []int{26, 0},
		[]string{"7C 8D 2S", "KC 9D 4S"}, "5H")
	six := []Combo{{Kind: Fifteen, Points: 2}, {Kind: Fifteen, Points: 2}, {Kind: Pair, Points: 2}}
	act(t, m, Action{Seat: 0, Kind: ActClaim, Combos: six})
	if m.Phase() != PhaseCall || m.Winner() != -1 {
		t.Fatalf("a declaration to 32 won before the call: phase %v", m.Phase())
	}
	act(t, m, Action{Seat: 1, Kind: ActCall, Yes: true})
	last := m.Events()[len(m.Events())-1]
	if got := fmtEvent(last); got != "settled 0 caller 1 declared 6 true 4 points 2 wrong 0 [30 2]" || m.Winner() != -1 {
		t.Fatalf("%s, winner %d", got, m.Winner())
	}
	if v := m.View(1); FormatCards(v.Upturned[0]) != "7C 8D 2S" || v.Shows[0][0].Cards == nil {
		t.Fatalf("the elder's hand is not face up: %v %v", v.Upturned, v.Shows[0])
	}
	if m.Phase() != PhaseClaim || m.Turn() != 1 {
		t.Fatalf("the deal goes on with the dealer's show: phase %v turn %d", m.Phase(), m.Turn())
	}
}

// Nobody wins on a false declaration still to be checked: the elder's
// called eight (four true) takes it to 32 in the count, but the win needs
// 31 truly held; the check at the end of the deal takes the excess.
func TestMacGregorNoWinOnAFalseDeclaration(t *testing.T) {
	m := matchFrom(t, rules(t, "macgregor", 2, "claims"), 1, []int{20, 0},
		[]string{"7C 8D 2S", "KC 9D 4S"}, "5H")
	eight := []Combo{{Kind: Fifteen, Points: 2}, {Kind: Fifteen, Points: 2}, {Kind: Fifteen, Points: 2}, {Kind: Fifteen, Points: 2}}
	act(t, m, Action{Seat: 0, Kind: ActClaim, Combos: eight}, Action{Seat: 1, Kind: ActCall, Yes: true},
		Action{Seat: 1, Kind: ActClaim, Combos: []Combo{{Kind: Fifteen, Points: 2}}}, Action{Seat: 0, Kind: ActCall})
	play(t, m, "0 7C", "1 KC", "0 8D", "1 4S", "0 2S")
	if m.Winner() != -1 {
		t.Fatalf("the elder won on a false declaration: %v", m.Scores())
	}
	wantEvents(t, eventsFrom(m.Events(), "thirty-one 0"),
		"thirty-one 0",
		"settled 0 caller 1 declared 8 true 4 points 4 wrong 0 [28 6]")
	// With 31 truly held the win stands, and the check comes first: the
	// elder at 24 declares six (four true), 30, then the count's 25 and 31
	// make 34, 32 truly.
	m = matchFrom(t, rules(t, "macgregor", 2, "claims"), 1, []int{24, 0},
		[]string{"7C 8D 2S", "KC 9D 4S"}, "5H")
	six := eight[:3]
	act(t, m, Action{Seat: 0, Kind: ActClaim, Combos: six}, Action{Seat: 1, Kind: ActCall, Yes: true},
		Action{Seat: 1, Kind: ActClaim, Combos: []Combo{{Kind: Fifteen, Points: 2}}}, Action{Seat: 0, Kind: ActCall})
	play(t, m, "0 7C", "1 KC", "0 8D", "1 4S", "0 2S")
	evs := m.Events()
	if fmtEvent(evs[len(evs)-2]) != "settled 0 caller 1 declared 6 true 4 points 2 wrong 0 [32 4]" || fmtEvent(evs[len(evs)-1]) != "won 0 [32 4]" {
		t.Fatalf("%s / %s", fmtEvent(evs[len(evs)-2]), fmtEvent(evs[len(evs)-1]))
	}
}

// Every game at every player count it lists makes a rule set without
// options: eleven in all, du Coeur's Noddy first.
func TestAllRules(t *testing.T) {
	var got []string
	for _, r := range AllRules() {
		got = append(got, fmt.Sprintf("%s/%d", r.Name, r.Seats))
	}
	want := "noddy/2 parlett/2 parlett/4 macgregor/2 early-cribbage/2 costly-colours/2 cribbage/2 cribbage-five/2 cribbage-seven/2 cribbage-three/3 cribbage-four/4"
	if strings.Join(got, " ") != want {
		t.Fatalf("AllRules:\n got %s\nwant %s", strings.Join(got, " "), want)
	}
}

// Every scorer says the arithmetic its totals follow, so that the
// computer players' fast count never asks which game it is: the Noddy
// family's by what a twenty-five scores.
func TestScorersSayTheirArithmetic(t *testing.T) {
	want := map[string]Arithmetic{
		"noddy":                     {Family: FamilyNoddy, TwentyFive: 2},
		"parlett":                   {Family: FamilyNoddy, TwentyFive: PerCard},
		"macgregor":                 {Family: FamilyNoddy, TwentyFive: 2},
		"macgregor no-twenty-fives": {Family: FamilyNoddy},
		"early-cribbage":            {Family: FamilyEarly},
		"costly-colours":            {Family: FamilyCostly},
		"cribbage":                  {Family: FamilyCribbage},
		"cribbage-five":             {Family: FamilyCribbage},
		"cribbage-seven":            {Family: FamilyCribbage},
		"cribbage-three":            {Family: FamilyCribbage},
		"cribbage-four":             {Family: FamilyCribbage},
	}
	seen := 0
	for _, g := range Games() {
		for _, opts := range [][]string{nil, {"no-twenty-fives"}} {
			r, err := Lookup(g.Name, 0, opts...)
			if err != nil {
				continue
			}
			name := strings.TrimSpace(g.Name + " " + strings.Join(opts, " "))
			w, ok := want[name]
			if !ok {
				t.Errorf("%s: no arithmetic expected", name)
				continue
			}
			seen++
			if got := ScorerArithmetic(r.Score); got != w {
				t.Errorf("%s: %+v, want %+v", name, got, w)
			}
		}
	}
	if seen != len(want) {
		t.Errorf("%d rule sets looked at, want %d", seen, len(want))
	}
	if got := ScorerArithmetic(nil); got != (Arithmetic{}) {
		t.Errorf("a scorer that says nothing: %+v", got)
	}
}
