package input

import "testing"

func tapAt(x, y float64) Press { return Press{X: x, Y: y} }

func TestPressesQuickClickIsReported(t *testing.T) {
	var p Presses
	f := p.Merge(Frame{Pointer: true, PointerX: 5, PointerY: 6}, []Press{tapAt(100, 200)})
	if !f.Tap || f.TapX != 100 || f.TapY != 200 {
		t.Fatalf("quick click: Tap %v at (%v, %v), want true at (100, 200)", f.Tap, f.TapX, f.TapY)
	}
	if f.PointerX != 100 || f.PointerY != 200 {
		t.Fatalf("pointer (%v, %v), want (100, 200)", f.PointerX, f.PointerY)
	}
	// Nothing is left to report: the next tick is empty.
	if f := p.Merge(Frame{}, nil); f.Tap || f.AnyKey() || p.Waiting() != 0 {
		t.Fatalf("next tick: Tap %v keys %v waiting %d, want nothing", f.Tap, f.AnyKey(), p.Waiting())
	}
}

func TestPressesSeenTapNotDoubled(t *testing.T) {
	var p Presses
	seen := Frame{Tap: true, TapX: 10, TapY: 20}
	f := p.Merge(seen, []Press{tapAt(10, 20)})
	if f != seen {
		t.Fatalf("seen tap changed the frame: %+v, want %+v", f, seen)
	}
	if f := p.Merge(Frame{}, nil); f.Tap || p.Waiting() != 0 {
		t.Fatalf("seen tap reported again next tick (waiting %d)", p.Waiting())
	}
}

func TestPressesSeenKeyNotDoubled(t *testing.T) {
	var p Presses
	f := p.Merge(key(Key2), []Press{{Key: Key2}})
	if f != key(Key2) {
		t.Fatalf("seen key changed the frame: %+v", f)
	}
	if f := p.Merge(Frame{}, nil); f.AnyKey() || p.Waiting() != 0 {
		t.Fatalf("seen key reported again: %+v, waiting %d", f.Keys, p.Waiting())
	}
}

func TestPressesQuickKeyIsReportedOnce(t *testing.T) {
	var p Presses
	f := p.Merge(Frame{}, []Press{{Key: Key2}})
	if f != key(Key2) {
		t.Fatalf("quick key 2: keys %v, want only Key2", f.Keys)
	}
	if f := p.Merge(Frame{}, nil); f.AnyKey() {
		t.Fatalf("quick key reported twice: %v", f.Keys)
	}
}

func TestPressesTwoTapsInOneTick(t *testing.T) {
	var p Presses
	// Two clicks between ticks, the second still held: Ebitengine sees
	// neither release. Both are reported, one a tick, in order.
	f1 := p.Merge(Frame{}, []Press{tapAt(1, 1), tapAt(2, 2)})
	f2 := p.Merge(Frame{}, nil)
	f3 := p.Merge(Frame{}, nil)
	if !f1.Tap || f1.TapX != 1 || !f2.Tap || f2.TapX != 2 || f3.Tap {
		t.Fatalf("taps: %v@%v, %v@%v, %v; want true@1, true@2, false", f1.Tap, f1.TapX, f2.Tap, f2.TapX, f3.Tap)
	}
}

func TestPressesSeenLatestTapEarlierCarried(t *testing.T) {
	var p Presses
	// A quick click then a held one released this tick: Ebitengine
	// reports the latest; the earlier one comes next tick.
	f1 := p.Merge(Frame{Tap: true, TapX: 9, TapY: 9}, []Press{tapAt(3, 3), tapAt(9, 9)})
	f2 := p.Merge(Frame{}, nil)
	f3 := p.Merge(Frame{}, nil)
	if !f1.Tap || f1.TapX != 9 || !f2.Tap || f2.TapX != 3 || f3.Tap {
		t.Fatalf("taps: %v@%v, %v@%v, %v; want true@9, true@3, false", f1.Tap, f1.TapX, f2.Tap, f2.TapX, f3.Tap)
	}
}

func TestPressesKeysAndTapTogether(t *testing.T) {
	var p Presses
	f := p.Merge(key(Key1), []Press{{Key: Key1}, {Key: Key1}, {Key: KeyEnter}, {X: 4, Y: 5, Touch: true}})
	want := key(Key1)
	want.Keys[KeyEnter] = true
	want.Tap, want.TapX, want.TapY, want.Touch = true, 4, 5, true // a finger: no hover
	if f != want {
		t.Fatalf("got %+v\nwant %+v", f, want)
	}
	// The second, unseen press of 1 comes on the next tick.
	if f := p.Merge(Frame{}, nil); f != key(Key1) {
		t.Fatalf("next tick: %+v, want only Key1", f.Keys)
	}
	if p.Waiting() != 0 {
		t.Fatalf("waiting %d, want 0", p.Waiting())
	}
}

func TestPressesBoundedAndBadKey(t *testing.T) {
	var p Presses
	many := make([]Press, 20)
	for i := range many {
		many[i] = tapAt(float64(i), 0)
	}
	many = append(many, Press{Key: NumKeys + 3})
	f := p.Merge(Frame{}, many)
	if !f.Tap || f.TapX != 0 || p.Waiting() != maxCarried-1 {
		t.Fatalf("tap %v@%v waiting %d, want true@0 waiting %d", f.Tap, f.TapX, p.Waiting(), maxCarried-1)
	}
}
