package players

import (
	"noddy/engine"

	"slices"
	"strings"
	"testing"
	"time"
)

// Antipeek's model of Peek is exact: at every one of Peek's lays in 30
// matches against Antipeek, replaying the count from Antipeek's view with
// Peek's true hand gives Peek's position (turn, scores, count, both hands)
// and peekChoice there gives the card Peek lays; and at every decision
// of Antipeek's the true hand is among the hands it keeps (8 matches with
// -short, as in the WebAssembly run).
func TestAntipeekModelsPeekExactly(t *testing.T) {
	peekLays, kept := 0, 0
	n := uint64(30)
	if testing.Short() {
		n = 8
	}
	for seed := uint64(1); seed <= n; seed++ {
		m, _ := engine.NewMatch(engine.Noddy(), seed)
		pkSeat := int(seed % 2)
		apSeat := 1 - pkSeat
		var ps [2]Player
		ps[pkSeat] = NewPeek(m)
		ps[apSeat] = NewAntipeek()
		for m.Phase() == engine.PhaseCount {
			seat := m.Turn()
			c := ps[seat].Choose(m.View(seat))
			v := m.View(apSeat)
			truth := slices.Clone(m.Hand(pkSeat))
			if seat == pkSeat {
				start, ok := countStart(&v)
				if !ok {
					t.Fatalf("seed %d: countStart refused the pile %v", seed, v.Pile)
				}
				p, ok := replayCount(&v, start, truth)
				if !ok {
					t.Fatalf("seed %d: the true hand %v fails the replay of %v", seed, truth, v.Pile)
				}
				pv := m.View(pkSeat)
				want := posFromView(&pv, m.Hand(apSeat))
				if p.turn != pkSeat || p.scores != scores2(&pv) || p.count != pv.Count || p.n != len(pv.Pile) ||
					!sameCards(p.hands[0][:p.nh[0]], want.hands[0][:want.nh[0]]) ||
					!sameCards(p.hands[1][:p.nh[1]], want.hands[1][:want.nh[1]]) {
					t.Fatalf("seed %d: replayed %+v, want %+v", seed, p, want)
				}
				if got := peekChoice(&p, v.Dealer, v.Target, WinChance); got != c {
					t.Fatalf("seed %d: model lays %s, peek laid %s", seed, got, c)
				}
				peekLays++
			} else if len(v.Legal) > 1 {
				found := false
				for _, w := range antipeekWorlds(&v) {
					found = found || sameCards(w.hands[pkSeat][:w.nh[pkSeat]], truth)
				}
				if !found {
					t.Fatalf("seed %d: the true hand %v is not kept at %v", seed, truth, v.Pile)
				}
				kept++
			}
			if _, err := m.Apply(engine.Action{Seat: seat, Card: c}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if peekLays < 10*int(n) || kept < 5*int(n) {
		t.Fatalf("only %d peek lays and %d antipeek decisions checked", peekLays, kept)
	}
	t.Logf("%d peek lays, %d antipeek decisions", peekLays, kept)
}

func sameCards(a, b []engine.Card) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// A hand-made end of a count at 30–30, where whoever scores first wins,
// so every line is worth 1 or 0 and a card's value is the share of kept
// hands it wins. Peek (seat 1, elder) led 7D, Antipeek (dealer) laid 2C,
// Peek laid QC: count 19. Antipeek holds 5H AS; the starter is 3D; Peek
// declared nothing and holds one card X.
//
// Belief: X makes no show with 7D QC and the starter 3D: not a 7, Q or 3
// (pairs), 2, 5 or 8 (fifteens, twenty-fives), nor a diamond (flush): A
// (AS is Antipeek's), 4, 6, 9, T, J, K in clubs, hearts, spades: 20 hands.
// Peek's lay of QC at count 9 from QC and X: with X a 4, 6, 9, T or J,
// Antipeek's 5H after QC wins for it (4: Antipeek's AS has the last card;
// 6: AS makes 31; 9, T, J: Peek cannot lay), so QC is worth 0 to Peek and
// ties go to X, the lower card: Peek would have laid X. With X an ace QC
// wins for Peek either way (AS then X pairs; 5H then X makes 25) while X
// first loses (5H makes 15). With X a king both lose and QC is the lower.
// Peek's lead of 7D holds for those five hands too (with an ace: AS on an
// ace lead pairs, while after 7D Peek wins on every reply; with a king
// every lead loses and 7D is the lowest). So five hands are kept: AC AH KC
// KH KS.
//
// AS (20): an ace pairs, a king makes 30 and Antipeek cannot follow: 0.
// 5H (24): an ace makes 25, a king cannot be laid (Antipeek has the last
// card): 3 of 5 = 0.6.
//
// Over all 20 hands (IgnorePast): AS wins against a 4 (Peek's 4, then 5H,
// and Peek has no card left) and a 6 (5H makes 31): 6 of 20 = 0.3; 5H
// loses only to an ace: 18 of 20 = 0.9.
func TestAntipeekHandMadePosition(t *testing.T) {
	v := noddyView(engine.View{Seat: 0, Deal: 3, Dealer: 0, Target: 31, Scores: []int{30, 30}, Phase: engine.PhaseCount, Turn: 0,
		Hand: cards(t, "5H AS"), Dealt: cards(t, "2C 5H AS"), Starter: card(t, "3D"),
		Pile: cards(t, "7D 2C QC"), PileBy: []int{1, 0, 1}, Count: 19, Legal: cards(t, "5H AS"), Winner: -1})
	v.Held[1], v.Laid[1] = 1, cards(t, "7D QC")
	b := NewBelief(v)
	if n := b.Count(); n != 20 {
		t.Fatalf("belief: %d hands, want 20", n)
	}
	var kept []string
	for _, w := range antipeekWorlds(&v) {
		kept = append(kept, engine.FormatCards(w.hands[1][:w.nh[1]]))
	}
	if got := strings.Join(kept, " "); got != "AC AH KC KH KS" {
		t.Fatalf("kept %q, want AC AH KC KH KS", got)
	}
	r := antipeekValues(&v, false)
	if engine.FormatCards(r.cards) != "AS 5H" || r.value[0] != 0 || r.value[1] != 0.6 || r.worlds != 5 {
		t.Fatalf("values %s %v over %d hands, want AS 0, 5H 0.6 over 5", engine.FormatCards(r.cards), r.value, r.worlds)
	}
	if got := NewAntipeek().Choose(v); got != card(t, "5H") {
		t.Fatalf("Antipeek lays %s, want 5H", got)
	}
	r = antipeekValues(&v, true)
	if engine.FormatCards(r.cards) != "AS 5H" || r.value[0] != 0.3 || r.value[1] != 0.9 || r.worlds != 20 {
		t.Fatalf("IgnorePast: values %s %v over %d hands, want AS 0.3, 5H 0.9 over 20", engine.FormatCards(r.cards), r.value, r.worlds)
	}
}

// BenchmarkAntipeekDecision times single Antipeek decisions (every hand
// kept, the whole expectimax) and reports the mean hands kept, Peek's
// choices worked out and positions laid in per decision, and the 50th and
// 99th percentiles and maximum of the thread's CPU time in microseconds,
// over every real decision of Antipeek (seat 0) in 20 matches against
// Peek (all) and over its opening leads as elder among them (lead).
//
//	go test -run '^$' -bench AntipeekDecision -benchtime 1000x ./engine
func BenchmarkAntipeekDecision(b *testing.B) {
	var all, leads []engine.View
	for seed := uint64(0); seed < 20; seed++ {
		m, _ := engine.NewMatch(engine.Noddy(), seed)
		ps := [2]Player{NewAntipeek(), NewPeek(m)}
		for m.Phase() == engine.PhaseCount {
			seat := m.Turn()
			v := m.View(seat)
			if seat == 0 && len(v.Legal) > 1 {
				all = append(all, v)
				if len(v.Pile) == 0 {
					leads = append(leads, v)
				}
			}
			m.Apply(engine.Action{Seat: seat, Card: ps[seat].Choose(v)})
		}
	}
	for _, set := range []struct {
		name  string
		views []engine.View
	}{{"all", all}, {"lead", leads}} {
		b.Run(set.name, func(b *testing.B) {
			defer lockThread()()
			var cs []time.Duration
			var worlds, peeks, nodes int
			for i := 0; b.Loop(); i++ {
				v := set.views[i%len(set.views)]
				c0 := threadCPU()
				r := antipeekValues(&v, false)
				cs = append(cs, threadCPU()-c0)
				worlds += r.worlds
				peeks += r.peeks
				nodes += r.nodes
			}
			n := float64(len(cs))
			b.ReportMetric(float64(len(set.views)), "views")
			b.ReportMetric(float64(worlds)/n, "worlds/op")
			b.ReportMetric(float64(peeks)/n, "peeks/op")
			b.ReportMetric(float64(nodes)/n, "nodes/op")
			reportQuantiles(b, "cpu-", cs)
		})
	}
}
