package scenes

import (
	"fmt"
	"os"
	"slices"
	"testing"

	"noddy/engine"
	"noddy/engine/players"
	"noddy/ui/input"
	"noddy/ui/play"
	"noddy/ui/record"
	"noddy/ui/shell"
)

// The review and the record in real frames: a match played by keys to its
// end, its Review opened from the end box, every decision stepped through
// (forward, and back once), the record with the match in it; and a
// cribbage match's review opened by its code (noddy -review CODE) at a
// lay-out decision. Each frame is checked as TestLayout checks its own; with
// NODDY_REVIEW_SHOTS=DIR each is also saved as a PNG (the README's
// screenshots of the record and a review step).
// asideStore is a record store in memory whose reset keeps the old record
// aside under a name, as the file store does.
type asideStore struct{ record.MemRecordStore }

func (s *asideStore) Reset() (string, error) {
	_, err := s.MemRecordStore.Reset()
	return "record.json.reset-1", err
}

func TestReviewInGame(t *testing.T) {
	shots := os.Getenv("NODDY_REVIEW_SHOTS")
	var report []string
	for _, sz := range [][2]int{{1280, 800}, {390, 844}} { // TestLayout covers 844×390's table
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		t.Run(name, func(t *testing.T) {
			rec := &asideStore{}
			h := newHarness(t, Options{Seed: 7, Scene: "table", Speed: "instant", Level: "easy", Platform: Platform{Record: rec}}, sz[0], sz[1])
			c := &layoutCase{t: t, h: h, name: name, w: sz[0], h2: sz[1], seen: map[string]bool{}, shots: shots}
			a := h.g.app
			for tick := 0; a.Play.Overlay != play.OvEnd || a.Fade > 0; tick++ {
				if tick > 200000 {
					t.Fatal("the match never ended")
				}
				tb := a.Play.Table
				f := input.Frame{}
				switch {
				case tb.Waiting():
					f = keyFrame(input.KeySpace)
				case tb.YourTurn() && !tb.Busy():
					f = keyFrame(firstLegal(tb))
				}
				c.step(f)
			}
			c.steps(5)
			c.check("end box")
			if rec.R == nil || len(rec.R.Recent) != 1 {
				t.Fatalf("the match is not in the record: %+v", rec.R)
			}
			bs, _ := a.Buttons()
			i := slices.IndexFunc(bs, func(b input.Button) bool { return b.Do.Do == input.DoReview })
			if i < 0 {
				t.Fatal("no Review in the end box")
			}
			x, y := bs[i].Centre()
			c.step(input.Frame{Tap: true, TapX: x, TapY: y, Pointer: true, PointerX: x, PointerY: y})
			c.steps(shell.FadeTicks + 2)
			if a.Scene != shell.SceneReview {
				t.Fatalf("Review opened %v", a.Scene)
			}
			rv := a.Review.Review
			for k := 0; !rv.Done(); k++ {
				if k > 10000 {
					t.Fatal("the review never finished")
				}
				c.step(input.Frame{})
			}
			c.check("review summary")
			n := len(rv.Decisions())
			if n == 0 {
				t.Fatal("no decisions to step through")
			}
			c.step(keyFrame(input.KeySpace)) // Step through
			rest := func(c *layoutCase) {    // the moves to the stop, played out
				for k := 0; k < 400 && (c.h.g.app.Review.Review.Table == nil || c.h.g.app.Review.Review.Table.Busy()); k++ {
					c.step(input.Frame{})
				}
				c.steps(2)
			}
			for i := range n {
				rest(c)
				if rv.Stop != i || rv.Table.Busy() {
					t.Fatalf("stop %d (busy %v), want %d at rest", rv.Stop, rv.Table.Busy(), i)
				}
				if s := h.g.Snapshot(); s.Scene != "review" || s.Step != i+1 || s.Steps != n+1 {
					t.Errorf("snapshot %s step %d of %d, want review %d of %d", s.Scene, s.Step, s.Steps, i+1, n+1)
				}
				c.check(fmt.Sprintf("review stop %d", i+1))
				if i == 1 {
					c.step(keyFrame(input.KeyLeft))
					c.steps(2)
					if rv.Stop != 0 {
						t.Errorf("← from stop 2: stop %d", rv.Stop+1)
					}
					c.step(keyFrame(input.KeyRight))
					rest(c)
				}
				c.step(keyFrame(input.KeyRight))
			}
			rest(c)
			if rv.Stop != n {
				t.Errorf("after every decision: stop %d, want the end (%d)", rv.Stop, n)
			}
			c.check("review end")
			c.step(keyFrame(input.KeyEscape)) // the summary
			c.step(keyFrame(input.KeyRight))  // Copy code
			c.step(keyFrame(input.KeyEnter))
			c.steps(2)
			c.check("review code copied")
			c.steps(200)                      // the notice's time
			c.step(keyFrame(input.KeyEscape)) // the end box
			c.steps(shell.FadeTicks + 2)
			if a.Scene != shell.SceneTable || a.Play.Overlay != play.OvEnd {
				t.Errorf("back from the review: %v overlay %d", a.Scene, a.Play.Overlay)
			}

			// The record, with some more matches for its chart.
			for seed := uint64(1); seed <= 14; seed++ {
				r := engine.Noddy()
				m, _ := engine.NewMatch(r, seed)
				ps := []players.Actor{}
				for s := range 2 {
					p, _ := players.New(r, []string{"medium", "easy"}[s], seed+uint64(s))
					ps = append(ps, p)
				}
				if err := players.Play(m, ps); err != nil {
					t.Fatal(err)
				}
				_ = a.Record.Rec.Add(m, 0, "easy", nil, int64(seed))
			}
			c.step(keyFrame(input.KeyEscape)) // the title
			c.steps(shell.FadeTicks + 2)
			for range c.titleIndex("record") {
				c.step(keyFrame(input.KeyDown))
			}
			c.step(keyFrame(input.KeyEnter))
			c.steps(shell.FadeTicks + 2)
			if a.Scene != shell.SceneRecord {
				t.Fatalf("the title's Your record opened %v", a.Scene)
			}
			c.check("record")
			c.step(keyFrame(input.KeyLeft)) // from Back to Reset
			c.step(keyFrame(input.KeyEnter))
			c.steps(2)
			c.check("record reset?")
			c.step(keyFrame(input.KeyEscape))
			if tl := a.Record.Tally(); tl == nil || tl.Played != 15 {
				t.Errorf("the record shows %+v, want 15 matches", tl)
			}
			c.step(keyFrame(input.KeyEnter)) // Reset… again, and yes
			c.step(keyFrame(input.KeyY))
			c.steps(2)
			if a.Record.Tally() != nil || a.Message == "" {
				t.Errorf("after Reset: %+v, notice %q", a.Record.Tally(), a.Message)
			}
			c.check("record reset")
			report = append(report, c.report...)

			// A six-card cribbage match's review opened by its code, at
			// its first lay-out decision.
			code := "4N01TR062MATA8C2E1TJ60BD6FS12060MNTM5PM0~" // easy (seat 0) against the expert, seed 7
			h2 := newHarness(t, Options{Seed: 7, Speed: "instant", Review: code, Platform: Platform{Record: &record.MemRecordStore{}}}, sz[0], sz[1])
			c2 := &layoutCase{t: t, h: h2, name: name + " cribbage", w: sz[0], h2: sz[1], seen: map[string]bool{}, shots: shots}
			a2 := h2.g.app
			for k := 0; a2.Review != nil && !a2.Review.Review.Done(); k++ {
				if k > 10000 {
					t.Fatal("the review never finished")
				}
				c2.step(input.Frame{})
			}
			if a2.Scene != shell.SceneReview {
				t.Fatalf("-review %s: scene %v", code, a2.Scene)
			}
			c2.check("review summary")
			c2.step(keyFrame(input.KeySpace))
			for k := 0; k < 40; k++ {
				rest(c2)
				if d := a2.Review.Review.Decision(); d != nil && d.Chose != 0 && d.Choices[0].Action.Kind == engine.ActDiscard {
					break
				}
				c2.step(keyFrame(input.KeyRight))
			}
			c2.check("review step")
			report = append(report, c2.report...)
		})
	}
	for i, r := range report {
		if i == 60 {
			t.Errorf("… and %d more", len(report)-i)
			break
		}
		t.Error(r)
	}
}

// The record at every window shape, with normal and big text: 50 matches
// on its chart (a phone shows the latest its width holds), then the notice
// of a reset, checked as TestLayout checks its frames (NODDY_LAYOUT_SHOTS
// saves them).
func TestRecordLayout(t *testing.T) {
	rec := record.NewRecord()
	for seed := uint64(1); seed <= 50; seed++ {
		r := engine.Noddy()
		m, _ := engine.NewMatch(r, seed)
		ps := []players.Actor{}
		for s := range 2 {
			p, _ := players.New(r, []string{"medium", "easy"}[s], seed+uint64(s))
			ps = append(ps, p)
		}
		if err := players.Play(m, ps); err != nil {
			t.Fatal(err)
		}
		_ = rec.Add(m, 0, "easy", nil, int64(seed))
	}
	shots := os.Getenv("NODDY_LAYOUT_SHOTS")
	var report []string
	for _, sz := range layoutSizes {
		for _, big := range []bool{false, true} {
			name := fmt.Sprintf("%dx%d", sz[0], sz[1])
			if big {
				name += " big"
			}
			copied, err := record.DecodeRecord(rec.Encode())
			if err != nil {
				t.Fatal(err)
			}
			store := &asideStore{record.MemRecordStore{R: copied}}
			h := newHarness(t, Options{Seed: 7, Speed: "instant", BigText: &big, Platform: Platform{Record: store}}, sz[0], sz[1])
			c := &layoutCase{t: t, h: h, name: name, w: sz[0], h2: sz[1], seen: map[string]bool{}, shots: shots}
			for range c.titleIndex("record") {
				c.step(keyFrame(input.KeyDown))
			}
			c.step(keyFrame(input.KeyEnter))
			c.steps(shell.FadeTicks + 2)
			if a := h.g.app; a.Scene != shell.SceneRecord || a.Record.Tally() == nil {
				t.Fatalf("%s: scene %v", name, a.Scene)
			}
			c.check("record of 50")
			c.step(keyFrame(input.KeyLeft)) // from Back to Reset
			c.step(keyFrame(input.KeyEnter))
			c.step(keyFrame(input.KeyY))
			c.steps(2)
			c.check("record reset")
			report = append(report, c.report...)
		}
	}
	for i, r := range report {
		if i == 60 {
			t.Errorf("… and %d more", len(report)-i)
			break
		}
		t.Error(r)
	}
}
