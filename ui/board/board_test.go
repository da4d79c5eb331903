package board

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"testing"

	"noddy/engine"
	"noddy/ui/geom"
)

// everyRuleSet is every registered game at every player count, with the
// options that change its target.
func everyRuleSet(t *testing.T) []engine.Rules {
	t.Helper()
	var out []engine.Rules
	for _, g := range engine.Games() {
		for _, n := range g.Players {
			r, err := engine.Lookup(g.Name, n)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, r)
			for _, o := range []string{"to-61", "to-121"} {
				if slices.Contains(g.Options, o) {
					r, err := engine.Lookup(g.Name, n, o)
					if err != nil {
						t.Fatal(err)
					}
					out = append(out, r)
				}
			}
		}
	}
	return out
}

func ruleName(r engine.Rules) string {
	return fmt.Sprintf("%s/%d%v", r.Name, r.Seats, r.Options)
}

// The board each game pegs on.
func TestNewBoard(t *testing.T) {
	want := map[string]Board{
		"noddy/2[]":                {BoardWillughby, 31, 2},
		"parlett/2[]":              {BoardNoddy, 31, 2},
		"parlett/4[]":              {BoardNoddy, 31, 2},
		"macgregor/2[]":            {BoardNoddy, 31, 2},
		"macgregor/2[to-61]":       {BoardCribbage, 61, 2},
		"early-cribbage/2[]":       {BoardCribbage, 61, 2},
		"costly-colours/2[]":       {BoardCribbage, 61, 2},
		"cribbage/2[]":             {BoardCribbage, 121, 2},
		"cribbage-five/2[]":        {BoardCribbage, 61, 2},
		"cribbage-seven/2[]":       {BoardCribbage, 181, 2},
		"cribbage-three/3[]":       {BoardCribbage, 61, 3},
		"cribbage-three/3[to-121]": {BoardCribbage, 121, 3},
		"cribbage-four/4[]":        {BoardCribbage, 121, 2},
	}
	seen := 0
	for _, r := range everyRuleSet(t) {
		w, ok := want[ruleName(r)]
		if !ok {
			t.Errorf("%s: no board expected (a new game? add it here)", ruleName(r))
			continue
		}
		seen++
		if b := NewBoard(r); b != w {
			t.Errorf("%s: board %+v, want %+v", ruleName(r), b, w)
		}
	}
	if seen != len(want) {
		t.Errorf("%d rule sets checked, want %d", seen, len(want))
	}
	// A du Coeur game to another target is no longer Willughby's.
	if b := BoardFor("noddy", 61, 2); b.Kind != BoardCribbage {
		t.Errorf("noddy to 61: %v", b.Kind)
	}
}

// sampleLayouts is every distinct board at every sample rect, at device
// scales 1 and 2.
func sampleLayouts(t *testing.T) []BoardLayout {
	t.Helper()
	var boards []Board
	for _, r := range everyRuleSet(t) {
		if b := NewBoard(r); !slices.Contains(boards, b) {
			boards = append(boards, b)
		}
	}
	var out []BoardLayout
	for _, b := range boards {
		for _, s := range BoardSamples {
			for _, scale := range []float64{1, 2} {
				r := geom.Rect{X: 10 * scale, Y: 20 * scale, W: s.Rect.W * scale, H: s.Rect.H * scale}
				out = append(out, b.Layout(r, scale))
			}
		}
	}
	return out
}

func layoutName(l BoardLayout) string {
	return fmt.Sprintf("%v-%dx%d in %gx%g@%g", l.Board.Kind, l.Board.Target, l.Board.Sides, l.Rect.W, l.Rect.H, l.Scale)
}

// Each track has its holes: every score from 1 to the target has exactly
// one hole for each side, two start holes a side, the game holes.
func TestBoardHoleCounts(t *testing.T) {
	for _, l := range sampleLayouts(t) {
		b := l.Board
		count := map[HoleKind]int{}
		for _, h := range l.Holes {
			count[h.Kind]++
		}
		var track, game int
		switch b.Kind {
		case BoardWillughby:
			track, game = 60, 1 // 30 a side and the centre hole
		case BoardNoddy:
			track, game = b.Sides*(b.Target-1), b.Sides
		default:
			track, game = b.Sides*(b.Target-1), 1
		}
		if count[HoleTrack] != track || count[HoleGame] != game || count[HoleStart] != 2*b.Sides {
			t.Errorf("%s: %d track, %d game, %d start holes; want %d, %d, %d", layoutName(l),
				count[HoleTrack], count[HoleGame], count[HoleStart], track, game, 2*b.Sides)
		}
		if b.Kind == BoardWillughby && len(l.Holes)-2*b.Sides != 61 {
			t.Errorf("%s: %d holes on the M, want 61", layoutName(l), len(l.Holes)-4)
		}
		for s := 0; s < b.Sides; s++ {
			seen := map[Point]bool{}
			for sc := 1; sc <= b.Target; sc++ {
				h := l.HoleOf(s, sc)
				if h.Score != sc || (h.Side != s && h.Side != -1) {
					t.Fatalf("%s: side %d score %d: hole %+v", layoutName(l), s, sc, h)
				}
				if seen[h.Point] {
					t.Fatalf("%s: side %d: two scores share a hole at %v", layoutName(l), s, h.Point)
				}
				seen[h.Point] = true
				if (sc == b.Target) != (h.Kind == HoleGame) {
					t.Errorf("%s: side %d score %d: kind %v", layoutName(l), s, sc, h.Kind)
				}
			}
			if l.HoleOf(s, 0).Kind != HoleStart || l.StartAt(s, 0) == l.StartAt(s, 1) {
				t.Errorf("%s: side %d: start holes %v %v", layoutName(l), s, l.StartAt(s, 0), l.StartAt(s, 1))
			}
		}
		// Willughby's: the two sides race from the two ends to one hole.
		if b.Kind == BoardWillughby {
			if l.PegAt(0, 31) != l.PegAt(1, 31) {
				t.Errorf("%s: the centre hole differs between the sides", layoutName(l))
			}
			for k := 1; k <= 30; k++ {
				a, c := l.PegAt(0, k), l.PegAt(1, k)
				mid := l.Bounds.X + l.Bounds.W/2
				if l.Tall {
					mid = l.Bounds.Y + l.Bounds.H/2
					a.X, a.Y, c.X, c.Y = a.Y, a.X, c.Y, c.X
				}
				// Mirror images across the middle, each on its own half.
				if math.Abs((a.X-mid)+(c.X-mid)) > 0.01 || math.Abs(a.Y-c.Y) > 0.01 || (a.X-mid)*(c.X-mid) >= 0 {
					t.Fatalf("%s: hole %d at %v and %v, middle %v", layoutName(l), k, a, c, mid)
				}
			}
		}
	}
}

// Every hole, peg and number lies on the board, inside the rect; no two
// holes come near each other (the pegs in them never touch), and no number
// covers a peg or another number.
func TestBoardFits(t *testing.T) {
	for _, l := range sampleLayouts(t) {
		r, bd := l.Rect, l.Bounds
		if bd.X < r.X || bd.Y < r.Y || bd.X+bd.W > r.X+r.W || bd.Y+bd.H > r.Y+r.H {
			t.Errorf("%s: board %+v outside the rect %+v", layoutName(l), bd, r)
		}
		if bd.X != math.Round(bd.X) || bd.Y != math.Round(bd.Y) || bd.W != math.Round(bd.W) || bd.H != math.Round(bd.H) {
			t.Errorf("%s: board %+v not at whole units", layoutName(l), bd)
		}
		if tall := r.H > r.W; l.Board.Kind != BoardWillughby && tall != l.Tall {
			t.Errorf("%s: Tall %v in a %gx%g rect", layoutName(l), l.Tall, r.W, r.H)
		}
		for i, h := range l.Holes {
			rr := l.PegR
			if h.Kind == HoleGame {
				rr = l.GameR
			}
			if h.X-rr < bd.X || h.Y-rr < bd.Y || h.X+rr > bd.X+bd.W || h.Y+rr > bd.Y+bd.H {
				t.Fatalf("%s: hole %+v (r %.1f) off the board %+v", layoutName(l), h, rr, bd)
			}
			for _, o := range l.Holes[i+1:] {
				min := 2 * l.PegR
				if h.Kind == HoleGame || o.Kind == HoleGame {
					min = l.PegR + l.GameR
				}
				if d := math.Hypot(h.X-o.X, h.Y-o.Y); d < min-1e-9 {
					t.Fatalf("%s: holes %+v and %+v %.2f apart (pegs %.2f across)", layoutName(l), h, o, d, min)
				}
			}
		}
		type box struct{ x0, y0, x1, y1 float64 }
		var boxes []box
		for _, lb := range l.Labels {
			if lb.Size < geom.MinPX*l.Scale-1e-9 {
				t.Errorf("%s: number %q at %.1f, under %d px", layoutName(l), lb.Text, lb.Size/l.Scale, geom.MinPX)
			}
			w, h := numW(len(lb.Text), lb.Size)/2, numH(lb.Size)/2
			b := box{lb.X - w, lb.Y - h, lb.X + w, lb.Y + h}
			if b.x0 < bd.X || b.y0 < bd.Y || b.x1 > bd.X+bd.W || b.y1 > bd.Y+bd.H {
				t.Errorf("%s: number %q at %v off the board %+v", layoutName(l), lb.Text, lb.Point, bd)
			}
			for _, o := range boxes {
				if b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1 {
					t.Errorf("%s: number %q at %v overlaps another", layoutName(l), lb.Text, lb.Point)
				}
			}
			boxes = append(boxes, b)
			for _, hl := range l.Holes {
				dx := math.Max(0, math.Abs(hl.X-lb.X)-w)
				dy := math.Max(0, math.Abs(hl.Y-lb.Y)-h)
				if math.Hypot(dx, dy) < l.HoleR {
					t.Errorf("%s: number %q at %v covers hole %+v", layoutName(l), lb.Text, lb.Point, hl)
				}
			}
		}
		// Numbers every 5 or 10, and the game's.
		if len(l.Labels) < 4 {
			t.Errorf("%s: %d numbers", layoutName(l), len(l.Labels))
		}
	}
}

// A board laid out at device scale 2 in a rect twice the size is the same
// board twice as large.
func TestBoardScale(t *testing.T) {
	for _, b := range []Board{{BoardWillughby, 31, 2}, {BoardNoddy, 31, 2}, {BoardCribbage, 121, 3}} {
		for _, s := range BoardSamples {
			a := b.Layout(s.Rect, 1)
			c := b.Layout(geom.Rect{W: 2 * s.Rect.W, H: 2 * s.Rect.H}, 2)
			if math.Abs(c.Pitch-2*a.Pitch) > 0.02*a.Pitch || a.Tall != c.Tall || a.Rows != c.Rows {
				t.Errorf("%v in %v: pitch %.2f at 1, %.2f at 2 (rows %d, %d)", b, s.Rect, a.Pitch, c.Pitch, a.Rows, c.Rows)
			}
		}
	}
}

// The boards people play most are readable at every sample place; and
// MinHeight and MinWidth give a rect that is.
func TestBoardReadable(t *testing.T) {
	for _, b := range []Board{{BoardWillughby, 31, 2}, {BoardNoddy, 31, 2}, {BoardCribbage, 61, 2}, {BoardCribbage, 121, 2}} {
		for _, s := range BoardSamples {
			if p := b.Layout(s.Rect, 1).Pitch; p < ReadablePitch-0.05 && !(b.Kind == BoardCribbage && s.Where == "header" && s.Rect.H < 100) {
				t.Errorf("%v %s %s: holes %.1f px apart, want %.0f", b, s.Window, s.Where, p, ReadablePitch)
			}
		}
	}
	for _, b := range []Board{{BoardWillughby, 31, 2}, {BoardCribbage, 121, 3}, {BoardCribbage, 181, 2}} {
		for _, w := range []float64{364, 818, 1226} {
			h := b.MinHeight(w, 1)
			if p := b.Layout(geom.Rect{W: w, H: h}, 1).Pitch; p < ReadablePitch {
				t.Errorf("%v: MinHeight(%g) = %g gives holes %.2f apart", b, w, h, p)
			}
			if p := b.Layout(geom.Rect{W: w, H: h - 2}, 1).Pitch; p >= ReadablePitch {
				t.Errorf("%v: MinHeight(%g) = %g, but %g is enough", b, w, h, h-2)
			}
		}
		if h := b.MinWidth(364, 2); math.IsInf(h, 1) || b.Layout(geom.Rect{W: h, H: 728}, 2).Pitch < 2*ReadablePitch {
			t.Errorf("%v: MinWidth(364 at 2) = %g", b, h)
		}
	}
}

func TestPegsLeapfrog(t *testing.T) {
	var p Pegs
	for _, c := range []struct {
		total       int
		front, back int
	}{{2, 2, 0}, {5, 5, 2}, {5, 5, 2}, {11, 11, 5}, {12, 12, 11}, {40, 40, 12}} {
		p = p.To(c.total)
		if p != (Pegs{c.front, c.back}) {
			t.Fatalf("to %d: %+v, want {%d %d}", c.total, p, c.front, c.back)
		}
	}
}

// A sequence of awards on a pegboard: after each move lands, the pegs'
// holes are the score and the score before the last award; past the
// target, the front peg stands in the game hole.
func TestPegboardAwards(t *testing.T) {
	for _, b := range []Board{{BoardWillughby, 31, 2}, {BoardNoddy, 31, 2}, {BoardCribbage, 121, 3}} {
		l := b.Layout(geom.Rect{W: 1226, H: 160}, 1)
		pb := NewPegboard(b)
		totals := [][]int{{2, 6, 7, 15, 24, 29, 35}, {3, 4, 12, 20, 33}, {1, 9, 17}}
		now := 0.0
		clicks := 0
		for i := 0; i < 7; i++ {
			for s := 0; s < b.Sides; s++ {
				if i >= len(totals[s]) {
					continue
				}
				total := totals[s][i] * b.Target / 31
				before := pb.Pegs(s)
				pb.Score(s, total, now)
				if got := pb.Pegs(s); got != before.To(total) {
					t.Fatalf("%v side %d: pegs %+v after %d, want %+v", b, s, got, total, before.To(total))
				}
			}
			for range 200 {
				now++
				clicks += pb.Update(now)
			}
			if pb.Busy() {
				t.Fatalf("%v: still moving 200 ticks on", b)
			}
			for s := 0; s < b.Sides; s++ {
				p := pb.Pegs(s)
				spots := pb.Spots(&l, s, now)
				front, back := l.PegsAt(s, p)
				if spots[0].Point != front || spots[1].Point != back || spots[0].Lift != 0 || spots[1].Lift != 0 {
					t.Fatalf("%v side %d: pegs %+v drawn at %+v, want %v %v", b, s, p, spots, front, back)
				}
				if p.Front > 0 && l.HoleOf(s, p.Front).Score != min(p.Front, b.Target) {
					t.Fatalf("%v side %d: front peg in %+v for %d", b, s, l.HoleOf(s, p.Front), p.Front)
				}
			}
		}
		// One click a hole, none past the game hole.
		want := 0
		for s := 0; s < b.Sides; s++ {
			want += min(totals[s][len(totals[s])-1]*b.Target/31, b.Target)
		}
		if clicks != want {
			t.Errorf("%v: %d clicks, want %d", b, clicks, want)
		}
		// Side 0 passed the target: its front peg in the game hole.
		p := pb.Pegs(0)
		if p.Front <= b.Target || l.PegAt(0, p.Front) != l.HoleOf(0, b.Target).Point || l.HoleOf(0, p.Front).Kind != HoleGame {
			t.Errorf("%v: %+v past %d not in the game hole", b, p, b.Target)
		}
	}
}

// A move passes exactly the holes between the front peg and the new
// score, one at each hop, the moving peg leaving the back peg's hole.
func TestPegMoveHoles(t *testing.T) {
	b := Board{BoardCribbage, 121, 2}
	l := b.Layout(geom.Rect{W: 818, H: 200}, 1)
	for _, c := range []struct {
		p     Pegs
		total int
		holes []int
	}{
		{Pegs{0, 0}, 2, []int{1, 2}},
		{Pegs{2, 0}, 3, []int{3}},
		{Pegs{60, 52}, 64, []int{61, 62, 63, 64}},
		{Pegs{115, 100}, 129, []int{116, 117, 118, 119, 120, 121}},
		{Pegs{10, 5}, 39, nil}, // 29 holes: checked by count
	} {
		m := NewPegMove(1, c.p, c.total, 100)
		hs := m.Holes(b)
		if c.holes != nil && !slices.Equal(hs, c.holes) {
			t.Errorf("%+v to %d: holes %v, want %v", c.p, c.total, hs, c.holes)
		}
		if len(hs) != min(c.total, 121)-c.p.Front || m.Hops(b) != len(hs) {
			t.Errorf("%+v to %d: %d holes, %d hops", c.p, c.total, len(hs), m.Hops(b))
		}
		// Before it starts: in the back peg's hole (a start hole at first).
		at, lift := l.MoveAt(m, 100)
		want := l.PegAt(1, c.p.Back)
		if c.p.Front == 0 {
			want = l.StartAt(1, 1)
		}
		if at != want || lift != 0 {
			t.Errorf("%+v: starts at %v, want %v", c.p, at, want)
		}
		// Every tick: the peg reaches the holes one by one, each exactly
		// when counted, never jumping one.
		reached := 0
		end := m.End(b)
		for tk := 100.0; tk <= end+1; tk += 0.25 {
			r := m.Reached(b, tk)
			if r < reached || r > reached+1 {
				t.Fatalf("%+v: at %.2f reached %d after %d", c.p, tk, r, reached)
			}
			if r > reached {
				at, _ := l.MoveAt(m, tk)
				if h := l.PegAt(1, hs[r-1]); math.Hypot(at.X-h.X, at.Y-h.Y) > 0.26*l.Pitch {
					t.Fatalf("%+v: hole %d reached at %.2f with the peg at %v, the hole at %v", c.p, hs[r-1], tk, at, h)
				}
			}
			reached = r
		}
		if reached != len(hs) {
			t.Errorf("%+v: reached %d of %d holes", c.p, reached, len(hs))
		}
		if at, lift := l.MoveAt(m, end); at != l.PegAt(1, c.total) || lift != 0 {
			t.Errorf("%+v: ends at %v (lift %.2f), want the hole of %d", c.p, at, lift, c.total)
		}
		if d := m.Duration(b); d > PegRise+PegHops+1e-9 {
			t.Errorf("%+v: %.0f ticks", c.p, d)
		}
	}
}

// While a move is under way the front peg stays put and the moving peg
// is lifted; a second award waits for the first; Finish lands them all
// without clicks; a lower score (a new game) places the pegs at once.
func TestPegboardQueue(t *testing.T) {
	b := Board{BoardNoddy, 31, 2}
	l := b.Layout(geom.Rect{W: 818, H: 84}, 1)
	pb := NewPegboard(b)
	pb.Score(0, 4, 0)
	pb.Score(0, 6, 0) // queued behind the first
	first := NewPegMove(0, Pegs{}, 4, 0)
	mid := first.Start + PegRise/2
	sp := pb.Spots(&l, 0, mid)
	if sp[0].Point != l.StartAt(0, 0) || sp[1].Lift <= 0.5 {
		t.Errorf("mid-rise: %+v", sp)
	}
	if c := pb.Update(first.End(b)); c != 4 {
		t.Errorf("first move: %d clicks, want 4", c)
	}
	// The second starts where the first ended: from the start hole left
	// (the back peg at 0) past the front peg at 4.
	sp = pb.Spots(&l, 0, first.End(b)+PegRise)
	if sp[0].Point != l.PegAt(0, 4) || math.Hypot(sp[1].X-l.PegAt(0, 5).X, sp[1].Y-l.PegAt(0, 5).Y) > 0.01 {
		t.Errorf("second move: %+v, want the still peg at 4, the other at 5", sp)
	}
	pb.Score(1, 9, 0)
	pb.Finish()
	if pb.Busy() || pb.Pegs(0) != (Pegs{6, 4}) || pb.Pegs(1) != (Pegs{9, 0}) {
		t.Errorf("after Finish: %+v %+v", pb.Pegs(0), pb.Pegs(1))
	}
	if c := pb.Update(1000); c != 0 {
		t.Errorf("%d clicks after Finish", c)
	}
	pb.Score(0, 0, 1000)
	if pb.Busy() || pb.Pegs(0) != (Pegs{}) {
		t.Errorf("a new game: %+v", pb.Pegs(0))
	}
	pb.Reset()
	f, bk := l.PegsAt(1, pb.Pegs(1))
	if f != l.StartAt(1, 1) || bk != l.StartAt(1, 0) {
		t.Errorf("reset: pegs at %v %v", f, bk)
	}
	// Out of range sides are ignored.
	pb.Score(5, 3, 0)
	pb.Place(-1, Pegs{3, 1})
	if pb.Busy() {
		t.Error("a bad side started a move")
	}
}

// BenchmarkBoardLayout lays out the largest board (three-hand to 121) in
// a 1280×800 window's header at device scale 2: what a resize costs the
// model (the rows are chosen by trying each length both ways).
func BenchmarkBoardLayout(b *testing.B) {
	bd := Board{BoardCribbage, 121, 3}
	b.ReportAllocs()
	for b.Loop() {
		_ = bd.Layout(geom.Rect{W: 2452, H: 240}, 2)
	}
}

// BenchmarkPegboardFrame is the pegs' work in a frame: Update and every
// side's Spots, a peg always on the move.
func BenchmarkPegboardFrame(b *testing.B) {
	bd := Board{BoardCribbage, 121, 3}
	l := bd.Layout(geom.Rect{W: 2452, H: 240}, 2)
	pb := NewPegboard(bd)
	tick := 0.0
	b.ReportAllocs()
	for b.Loop() {
		tick++
		pb.Update(tick)
		if !pb.Busy() {
			pb.Score(0, (pb.Pegs(0).Front+7)%110, tick)
		}
		for s := range 3 {
			_ = pb.Spots(&l, s, tick)
		}
	}
}

// Both ends of every lane are numbered beside it: on a cribbage board,
// the number nearest each numbered hole of a lane's first row and of its
// last row is that hole's own. (Only a lane's far end was numbered, the
// lanes alike: a peg on 6 in the second lane stood nearest "115".)
func TestBoardLaneEndsNumbered(t *testing.T) {
	for _, l := range sampleLayouts(t) {
		if l.Board.Kind != BoardCribbage {
			continue
		}
		n := l.Board.Target - 1
		last := (n-1)/l.RowLen*l.RowLen + 1 // the last row's first score
		numbered := map[int]bool{}
		for _, lb := range l.Labels {
			if v, err := strconv.Atoi(lb.Text); err == nil && v != l.Board.Target {
				numbered[v] = true
			}
		}
		for _, h := range l.Holes {
			if h.Kind != HoleTrack || !numbered[h.Score] || h.Score > l.RowLen && h.Score < last {
				continue
			}
			best, bestD := "", math.Inf(1)
			for _, lb := range l.Labels {
				if lb.Text == strconv.Itoa(l.Board.Target) {
					continue
				}
				if d := math.Hypot(lb.X-h.X, lb.Y-h.Y); d < bestD {
					best, bestD = lb.Text, d
				}
			}
			if best != strconv.Itoa(h.Score) {
				t.Errorf("%s: side %d's hole %d reads as %q, the number nearest it", layoutName(l), h.Side, h.Score, best)
			}
		}
	}
}

// On Willughby's M a number reads as its own hole's: no other hole is
// nearer it (in a corner 15 once stood by 13, two holes off).
func TestWillughbyNumbersByTheirHoles(t *testing.T) {
	for _, l := range sampleLayouts(t) {
		if l.Board.Kind != BoardWillughby {
			continue
		}
		n := 0
		for _, lb := range l.Labels {
			v, err := strconv.Atoi(lb.Text)
			if err != nil || v == l.Board.Target {
				continue
			}
			n++
			best, bd := Hole{}, math.Inf(1)
			for _, h := range l.Holes {
				if d := math.Hypot(h.X-lb.X, h.Y-lb.Y); d < bd {
					best, bd = h, d
				}
			}
			if best.Kind != HoleTrack || best.Score != v {
				t.Errorf("%s: number %q at %v stands nearest %+v", layoutName(l), lb.Text, lb.Point, best)
			}
		}
		if n < 8 {
			t.Errorf("%s: %d numbers on the track, want most of 5 to 30 on both sides", layoutName(l), n)
		}
	}
}

// BenchmarkMinHeight is the least height of du Coeur's Noddy's board (a
// Willughby M, 31 holes) in a 1280×800 window's log column: what a new
// table's first layout works out before its first frame (remembered by
// width after).
func BenchmarkMinHeight(b *testing.B) {
	bd := Board{BoardWillughby, 31, 2}
	for b.Loop() {
		_ = bd.MinHeight(360, 1)
	}
}

// TestProbeAgrees: the M's search, stopping each probe of a pitch as soon
// as its answer is known, finds the same shape to the bit as the search
// that halves h fifty times at every pitch.
func TestProbeAgrees(t *testing.T) {
	defer func(k int) { probeEvery = k }(probeEvery)
	n := 0
	for w := 60.0; w <= 1900; w += 37 {
		for h := 20.0; h <= 900; h += 29 {
			for _, sc := range []float64{1, 2} {
				for g := 1; g <= 5; g++ {
					for _, depth := range []float64{0.5, 0.75, 1} {
						probeEvery = 8
						fast, okF := mFit(w, h, g, depth, maxPitch*sc, sc)
						probeEvery = 0
						slow, okS := mFit(w, h, g, depth, maxPitch*sc, sc)
						if fast != slow || okF != okS {
							t.Fatalf("mFit(%v, %v, %d, %v, scale %v): %+v %v with probes, %+v %v without", w, h, g, depth, sc, fast, okF, slow, okS)
						}
						if okS {
							n++
						}
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Fatalf("only %d shapes fitted: the grid tests too little", n)
	}
}
