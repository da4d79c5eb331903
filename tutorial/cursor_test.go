package tutorial

import "testing"

func TestCursor(t *testing.T) {
	tu := New()
	c := NewCursor(tu, 60)
	if c.At() != 0 || c.Playing() || c.Back() {
		t.Fatal("a new cursor is at step 0, paused, and cannot go back")
	}
	if !c.Next() || c.At() != 1 || !c.Back() || c.At() != 0 {
		t.Fatal("next then back does not return to step 0")
	}
	// Auto-play waits exactly the step's dwell, then moves on.
	c.Toggle()
	d := Dwell(tu.Step(0), 60)
	for k := 1; k < d; k++ {
		if c.Tick() {
			t.Fatalf("moved after %d ticks, want %d", k, d)
		}
	}
	if !c.Tick() || c.At() != 1 || !c.Playing() {
		t.Fatalf("did not move after %d ticks", d)
	}
	// Back pauses; ticks then do nothing.
	c.Back()
	if c.Playing() || c.Tick() || c.At() != 0 {
		t.Fatal("back does not pause")
	}
	// Play to the end: it stops there.
	c.Toggle()
	for guard := 0; guard < 100000 && c.Playing(); guard++ {
		c.Tick()
	}
	if !c.AtEnd() || c.Playing() || c.Next() {
		t.Fatalf("auto-play ended at step %d (playing %v), want the last step, paused", c.At(), c.Playing())
	}
	// Play at the end starts over.
	c.Toggle()
	if c.At() != 0 || !c.Playing() {
		t.Fatal("play at the end does not restart")
	}
	c.Seek(1000)
	if c.At() != tu.Len()-1 || c.Playing() {
		t.Fatal("Seek does not clamp and pause")
	}
	c.Restart()
	if c.At() != 0 {
		t.Fatal("Restart does not go to step 0")
	}
}

func TestDwell(t *testing.T) {
	short := Step{Title: "Go", Text: "one two"}
	if d := Dwell(short, 60); d != 180 {
		t.Errorf("short step dwell %d ticks, want 180 (3 s)", d)
	}
	s := Step{Title: "x", Text: "a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d"} // 31 words
	if d := Dwell(s, 60); d != int((31.0/3+1)*60) {
		t.Errorf("dwell %d, want %d", d, int((31.0/3+1)*60))
	}
}
