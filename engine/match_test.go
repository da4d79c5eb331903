package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// matchAt returns a match at the start of a deal of the caller's choosing:
// dealer, the scores before the deal, each seat's hand (by seat) and the
// starter, with the jack and the shows already scored as startDeal does.
// Later deals come from the match's own seeded shuffle.
func matchAt(t testing.TB, target, dealer int, scores [2]int, hands [2]string, starter string) *Match {
	t.Helper()
	r := Noddy()
	r.Target = target
	return matchFrom(t, r, dealer, scores[:], []string{hands[0], hands[1]}, starter)
}

// matchFrom is matchAt for any rule set: the deal's hands by seat (as
// dealt), then rest, the cards that follow in the pack (those the dealer
// deals to the crib, then the starter); the rule set's steps (discards,
// the starter, shows) then run as in a match. Scores nil start a game
// (its opening points are paid).
func matchFrom(t testing.TB, r Rules, dealer int, scores []int, hands []string, rest string) *Match {
	t.Helper()
	src := rand.NewPCG(1, 2)
	m := &Match{
		rules: r, seed: 1, src: src, rng: rand.New(src),
		deal: 1, dealer: dealer, scores: make([]int, r.Sides()), games: make([]int, r.Sides()),
		wentAt: make([]int, r.Seats), winner: -1, turn: -1, last: -1,
	}
	if scores == nil {
		m.newGame = true
	} else {
		copy(m.scores, scores)
	}
	hs := make([][]Card, len(hands))
	var order []Card
	for s, h := range hands {
		hs[s] = cards(t, h)
		order = append(order, hs[s]...)
	}
	m.next = len(order)
	if rest != "" {
		order = append(order, cards(t, rest)...)
	}
	used := SetOf(order...)
	order = append(order, (FullDeck &^ used).Cards()...)
	copy(m.pack[:], order)
	if k := r.CribFromPack; k > 0 {
		m.crib = slices.Clone(m.pack[m.next : m.next+k])
		m.next += k
	}
	m.startDeal(hs)
	m.run()
	return m
}

// fmtEvent writes an event compactly for exact comparison of streams.
func fmtEvent(e Event) string {
	switch e := e.(type) {
	case Cut:
		return fmt.Sprintf("cut %v %v dealer %d", e.Cards[0], e.Cards[1], e.Dealer)
	case Dealt:
		return fmt.Sprintf("deal %d dealer %d hands [%s] [%s]", e.Deal, e.Dealer, FormatCards(e.Hands[0][:]), FormatCards(e.Hands[1][:]))
	case StarterTurned:
		return fmt.Sprintf("starter %v", e.Card)
	case Scored:
		return fmt.Sprintf("scored %d %s %d %v", e.Seat, fmtCombos([]Combo{e.Combo}), e.Points, e.Scores)
	case Shown:
		what := "show"
		switch {
		case e.Crib:
			what = "crib"
		case e.Claimed:
			what = "claim"
		case e.Declared:
			what = "declare"
		}
		return fmt.Sprintf("%s %d [%s] {%s} %d %v", what, e.Seat, FormatCards(e.Hand[:]), fmtCombos(e.Combos), e.Points, e.Scores)
	case Laid:
		return fmt.Sprintf("lay %d %v %d {%s} %d %v", e.Seat, e.Card, e.Count, fmtCombos(e.Combos), e.Points, e.Scores)
	case Go:
		return fmt.Sprintf("go %d %d nocards=%v", e.Seat, e.Count, e.NoCards)
	case ThirtyOneMade:
		return fmt.Sprintf("thirty-one %d", e.Seat)
	case HandEnded:
		s := fmt.Sprintf("hand-ended %d unplayed", e.Deal)
		for _, u := range e.Unplayed {
			s += " [" + FormatCards(u) + "]"
		}
		return s + fmt.Sprintf(" %v", e.Scores)
	case Won:
		s := fmt.Sprintf("won %d %v", e.Seat, e.Scores)
		if e.GamePoints > 1 {
			s += fmt.Sprintf(" %s %d", e.Result.Slug(), e.GamePoints)
		}
		return s
	case GameWon:
		return fmt.Sprintf("game-won %d %v games %v", e.Seat, e.Scores, e.Games)
	case Discarded:
		return fmt.Sprintf("discard %d [%s]", e.Seat, FormatCards(e.Cards))
	case SeriesEnded:
		return fmt.Sprintf("series-ended %d at %d leader %d", e.Series, e.Count, e.Leader)
	case MogOffered:
		return fmt.Sprintf("mog-offer %d %v", e.Seat, e.Offer)
	case MogReplied:
		return fmt.Sprintf("mog-reply %d %v", e.Seat, e.Accept)
	case MogChosen:
		return fmt.Sprintf("mog-chosen %d %v", e.Seat, e.Card)
	case Mogged:
		return fmt.Sprintf("mogged [%s]", FormatCards(e.Cards))
	case CallMade:
		return fmt.Sprintf("call %d of %d %v", e.Seat, e.Of, e.Call)
	case MugginsCalled:
		return fmt.Sprintf("muggins %d of %d {%s} %d %v", e.Seat, e.Of, fmtCombos(e.Combos), e.Points, e.Scores)
	case Settled:
		return fmt.Sprintf("settled %d caller %d declared %d true %d points %d wrong %d %v", e.Seat, e.Caller, e.Declared, e.True, e.Points, e.WrongCall, e.Scores)
	}
	return fmt.Sprintf("%#v", e)
}

func fmtEvents(es []Event) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = fmtEvent(e)
	}
	return out
}

// play applies "seat card" actions in order, failing the test on a refusal.
func play(t *testing.T, m *Match, actions ...string) {
	t.Helper()
	for _, a := range actions {
		var seat int
		var c string
		fmt.Sscanf(a, "%d %s", &seat, &c)
		if _, err := m.Apply(Action{Seat: seat, Card: card(t, c)}); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
}

func wantEvents(t *testing.T, got []Event, want ...string) {
	t.Helper()
	g := fmtEvents(got)
	if len(g) > len(want) {
		g = g[:len(want)]
	}
	if !reflect.DeepEqual(g, want) {
		t.Errorf("events:\n  %s\nwant:\n  %s", strings.Join(g, "\n  "), strings.Join(want, "\n  "))
	}
}

func TestJackTurnedWinsBeforeEitherShow(t *testing.T) {
	// Dealer (seat 0) on 29; the elder's hand would score 12.
	m := matchAt(t, 31, 0, [2]int{29, 20}, [2]string{"5C 5D 5H", "9C 6D 6H"}, "JS")
	wantEvents(t, m.Events(),
		"deal 1 dealer 0 hands [5C 5D 5H] [9C 6D 6H]",
		"starter JS",
		"scored 0 jack-turned-up[JS]=2 2 [31 20]",
		"won 0 [31 20]")
	if len(m.Events()) != 4 || m.Phase() != PhaseOver || m.Winner() != 0 || m.Turn() != -1 || !slices.Equal(m.Scores(), []int{31, 20}) {
		t.Errorf("after: %d events, phase %v winner %d turn %d scores %v", len(m.Events()), m.Phase(), m.Winner(), m.Turn(), m.Scores())
	}
}

func TestElderWinsInTheShowBeforeTheDealerCounts(t *testing.T) {
	// Elder (seat 1) on 28 shows 7-8-9 with a six (8): the second fifteen
	// takes it to 32 and the run is not scored; the dealer's 20 never counts.
	m := matchAt(t, 31, 0, [2]int{30, 28}, [2]string{"5C 5D 5H", "7C 8D 9H"}, "6S")
	wantEvents(t, m.Events(),
		"deal 1 dealer 0 hands [5C 5D 5H] [7C 8D 9H]",
		"starter 6S",
		"show 1 [7C 8D 9H] {fifteen[7C 8D]=2; fifteen[9H 6S]=2; run[6S 7C 8D 9H]=4} 4 [30 32]",
		"won 1 [30 32]")
	if len(m.Events()) != 4 || m.Winner() != 1 {
		t.Errorf("%d events, winner %d", len(m.Events()), m.Winner())
	}
	if _, err := m.Apply(Action{Seat: 1, Card: card(t, "7C")}); !errors.Is(err, ErrMatchOver) {
		t.Errorf("Apply after the win: %v; want ErrMatchOver", err)
	}
}

func TestDealerWinsInTheShow(t *testing.T) {
	m := matchAt(t, 31, 1, [2]int{0, 25}, [2]string{"KC QD 6H", "5C 5D 5H"}, "5S")
	wantEvents(t, m.Events(),
		"deal 1 dealer 1 hands [KC QD 6H] [5C 5D 5H]",
		"starter 5S",
		"show 0 [KC QD 6H] {fifteen[KC 5S]=2; fifteen[QD 5S]=2; twenty-five[KC QD 5S]=2} 6 [6 25]",
		"show 1 [5C 5D 5H] {fifteen[5C 5D 5H]=2; fifteen[5C 5D 5S]=2; fifteen[5C 5H 5S]=2; fifteen[5D 5H 5S]=2; double-pair-royal[5C 5D 5H 5S]=12} 6 [6 31]",
		"won 1 [6 31]")
}

func TestGoEndsTheCountWhileTheOtherStillHoldsACardThatFits(t *testing.T) {
	// Elder (seat 1) leads. At 30 the dealer holds QD and 2S, neither fits:
	// go. The elder takes the last card and the count ends at once, though
	// its ace would make 31.
	m := matchAt(t, 31, 0, [2]int{0, 0}, [2]string{"QC QD 2S", "KC KD AH"}, "5S")
	play(t, m, "1 KC", "0 QC", "1 KD")
	wantEvents(t, m.Events(),
		"deal 1 dealer 0 hands [QC QD 2S] [KC KD AH]",
		"starter 5S",
		"show 1 [KC KD AH] {fifteen[KC 5S]=2; fifteen[KD 5S]=2; twenty-five[KC KD 5S]=2; pair[KC KD]=2} 8 [0 8]",
		"show 0 [QC QD 2S] {fifteen[QC 5S]=2; fifteen[QD 5S]=2; twenty-five[QC QD 5S]=2; pair[QC QD]=2} 8 [8 8]",
		"lay 1 KC 10 {} 0 [8 8]",
		"lay 0 QC 20 {} 0 [8 8]",
		"lay 1 KD 30 {} 0 [8 8]",
		"go 0 30 nocards=false",
		"scored 1 last-card[KD]=1 1 [8 9]",
		"hand-ended 1 unplayed [QD 2S] [AH] [8 9]",
	)
	d, ok := m.Events()[10].(Dealt)
	if !ok || d.Deal != 2 || d.Dealer != 1 {
		t.Errorf("next event %s; want deal 2 with seat 1 dealing", fmtEvent(m.Events()[10]))
	}
}

func TestAllSixCardsLaidUnder31(t *testing.T) {
	m := matchAt(t, 31, 0, [2]int{0, 0}, [2]string{"2S 4C 6D", "AC 3D 5H"}, "KH")
	play(t, m, "1 AC", "0 2S", "1 3D", "0 4C", "1 5H", "0 6D")
	wantEvents(t, m.Events(),
		"deal 1 dealer 0 hands [2S 4C 6D] [AC 3D 5H]",
		"starter KH",
		"show 1 [AC 3D 5H] {fifteen[5H KH]=2} 2 [0 2]",
		"show 0 [2S 4C 6D] {} 0 [0 2]",
		"lay 1 AC 1 {} 0 [0 2]",
		"lay 0 2S 3 {} 0 [0 2]",
		"lay 1 3D 6 {run[AC 2S 3D]=2} 2 [0 4]",
		"lay 0 4C 10 {run[AC 2S 3D 4C]=4} 4 [4 4]",
		"lay 1 5H 15 {fifteen[AC 2S 3D 4C 5H]=2; run[AC 2S 3D 4C 5H]=5} 7 [4 11]",
		"lay 0 6D 21 {run[AC 2S 3D 4C 5H 6D]=6} 6 [10 11]",
		"go 1 21 nocards=true",
		"scored 0 last-card[6D]=1 1 [11 11]",
		"hand-ended 1 unplayed [] [] [11 11]",
	)
}

func TestThirtyOneEndsTheCountWithoutALastCard(t *testing.T) {
	m := matchAt(t, 31, 0, [2]int{0, 0}, [2]string{"QC KD 9D", "KC AH 5S"}, "2C")
	play(t, m, "1 KC", "0 QC", "1 AH", "0 KD")
	wantEvents(t, m.Events(),
		"deal 1 dealer 0 hands [QC KD 9D] [KC AH 5S]",
		"starter 2C",
		"show 1 [KC AH 5S] {fifteen[KC 5S]=2} 2 [0 2]",
		"show 0 [QC KD 9D] {} 0 [0 2]",
		"lay 1 KC 10 {} 0 [0 2]",
		"lay 0 QC 20 {} 0 [0 2]",
		"lay 1 AH 21 {} 0 [0 2]",
		"lay 0 KD 31 {thirty-one[KC QC AH KD]=2} 2 [2 2]",
		"thirty-one 0",
		"hand-ended 1 unplayed [9D] [5S] [2 2]",
	)
}

func TestWinPartWayThroughALay(t *testing.T) {
	// Seat 0 (elder) on 29 lays 4D on 7C 4C: the fifteen comes first in
	// calling order and takes it to 31, so the pair is not scored.
	m := matchAt(t, 31, 1, [2]int{29, 0}, [2]string{"7C 4D KD", "4C 9H QH"}, "2S")
	play(t, m, "0 7C", "1 4C", "0 4D")
	wantEvents(t, m.Events()[4:],
		"lay 0 7C 7 {} 0 [29 4]",
		"lay 1 4C 11 {} 0 [29 4]",
		"lay 0 4D 15 {fifteen[7C 4C 4D]=2; pair[4C 4D]=2} 2 [31 4]",
		"won 0 [31 4]")
	if len(m.Events()) != 8 || m.Winner() != 0 || m.Phase() != PhaseOver {
		t.Errorf("%d events, winner %d, phase %v", len(m.Events()), m.Winner(), m.Phase())
	}
}

func TestApplyErrorsLeaveTheMatchUnchanged(t *testing.T) {
	m := matchAt(t, 31, 0, [2]int{0, 0}, [2]string{"9C TS 3D", "KC 3H QD"}, "2S")
	play(t, m, "1 KC", "0 9C", "1 3H") // count 22, dealer to lay
	if got := FormatCards(m.LegalCards(0)); got != "3D" || m.LegalCards(1) != nil {
		t.Fatalf("Legal(0) = %q, Legal(1) = %v; want 3D and none", got, m.LegalCards(1))
	}
	won := matchAt(t, 31, 0, [2]int{29, 0}, [2]string{"5C 5D 5H", "9C 6D 6H"}, "JS")
	tests := []struct {
		name string
		m    *Match
		a    Action
		want error
	}{
		{"past 31", m, Action{Seat: 0, Card: card(t, "TS")}, ErrPastThirtyOne},
		{"wrong seat", m, Action{Seat: 1, Card: card(t, "QD")}, ErrNotYourTurn},
		{"card held by the other seat", m, Action{Seat: 0, Card: card(t, "QD")}, ErrNotHeld},
		{"card already laid", m, Action{Seat: 0, Card: card(t, "9C")}, ErrNotHeld},
		{"card in the dead pack", m, Action{Seat: 0, Card: card(t, "AS")}, ErrNotHeld},
		{"no card", m, Action{Seat: 0, Card: NoCard}, ErrNotHeld},
		{"seat 2", m, Action{Seat: 2, Card: card(t, "3D")}, ErrBadSeat},
		{"seat -1", m, Action{Seat: -1, Card: card(t, "3D")}, ErrBadSeat},
		{"match over", won, Action{Seat: 1, Card: card(t, "9C")}, ErrMatchOver},
		{"match over, bad seat", won, Action{Seat: 7, Card: card(t, "9C")}, ErrMatchOver},
	}
	for _, tt := range tests {
		before := snap(tt.m)
		evs, err := tt.m.Apply(tt.a)
		var ae *ActionError
		if !errors.Is(err, tt.want) || !errors.As(err, &ae) || !ae.Action.Equal(tt.a) || evs != nil {
			t.Errorf("%s: Apply(%v) = %v, %v; want *ActionError wrapping %v", tt.name, tt.a, evs, err, tt.want)
		}
		if after := snap(tt.m); !reflect.DeepEqual(before, after) {
			t.Errorf("%s: state changed:\n%+v\n%+v", tt.name, before, after)
		}
	}
	_, err := m.Apply(Action{Seat: 0, Card: card(t, "TS")})
	if want := "seat 0 cannot lay TS (count 22): that card would take the count past 31"; err == nil || err.Error() != want {
		t.Errorf("error text %q; want %q", err, want)
	}
	// The legal card still goes down after all those refusals.
	play(t, m, "0 3D")
	if got := fmtEvent(m.Events()[7]); got != "lay 0 3D 25 {twenty-five[KC 9C 3H 3D]=2; pair[3H 3D]=2} 4 [6 6]" {
		t.Errorf("after refusals: %s", got)
	}
}

func TestNewMatchTarget(t *testing.T) {
	withTarget := func(n int) Rules { r := Noddy(); r.Target = n; return r }
	for _, target := range []int{0, -1, 1001} {
		if m, err := NewMatch(withTarget(target), 1); m != nil || !errors.Is(err, ErrBadTarget) {
			t.Errorf("target %d: %v, %v", target, m, err)
		}
	}
	m, err := NewMatch(withTarget(1), 1)
	if err != nil || m.Phase() != PhaseOver {
		t.Fatalf("target 1: %v %v", m, err)
	}
}

func TestRedactAndView(t *testing.T) {
	m := matchAt(t, 31, 0, [2]int{0, 0}, [2]string{"9C TS 3D", "KC 3H QD"}, "2S")
	d := m.Events()[0]
	if got := fmtEvent(Redact(d, 0)); got != "deal 1 dealer 0 hands [9C TS 3D] [?? ?? ??]" {
		t.Errorf("Redact(Dealt, 0) = %s", got)
	}
	if got := fmtEvent(Redact(m.Events()[2], 0)); got != "show 1 [?? ?? ??] {fifteen[]=2; fifteen[]=2; twenty-five[]=2} 6 [0 6]" {
		t.Errorf("Redact(Shown, 0) = %s", got)
	}
	play(t, m, "1 KC")
	v := m.View(0)
	if FormatCards(v.Hand) != "9C TS 3D" || FormatCards(v.Laid[1]) != "KC" || v.Held[1] != 2 || v.Count != 10 ||
		v.Turn != 0 || v.Elder() != 1 || fmtCombos(v.Shows[1]) != "fifteen[]=2; fifteen[]=2; twenty-five[]=2" || v.Unseen().Len() != 52-5 {
		t.Errorf("View(0) = %+v", v)
	}
	if v.Unseen().Has(card(t, "KC")) || !v.Unseen().Has(card(t, "QD")) {
		t.Errorf("Unseen: the laid KC is seen, the held QD is not")
	}
}

// A match played again deals from the dealer given, with no cut, and is
// as deterministic as any other.
func TestNewMatchDealing(t *testing.T) {
	for dealer := range 2 {
		m, err := NewMatchDealing(Noddy(), 9, dealer)
		if err != nil {
			t.Fatal(err)
		}
		d, ok := m.Events()[0].(Dealt)
		if !ok || d.Dealer != dealer || d.Deal != 1 {
			t.Fatalf("first event %#v, want the deal by seat %d", m.Events()[0], dealer)
		}
		again, _ := NewMatchDealing(Noddy(), 9, dealer)
		if !reflect.DeepEqual(m.Events(), again.Events()) {
			t.Fatal("not deterministic")
		}
	}
	if _, err := NewMatchDealing(Noddy(), 9, 2); err == nil {
		t.Fatal("seat 2 of 2 accepted as dealer")
	}
}
