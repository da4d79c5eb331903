package record

import (
	"errors"
	"os"
	"reflect"
	"testing"

	"noddy/engine"
	"noddy/engine/players"
	"noddy/ui/uitest"
)

// playFor plays a match to its end (uitest.PlayFor).
var playFor = uitest.PlayFor

// The record's numbers over scripted matches, against sums taken straight
// from the events: wins, streaks, shows, counts, skunks, decisions.
func TestRecordTallies(t *testing.T) {
	rec := NewRecord()
	var want Tally
	want.Game, want.Level = "cribbage", "easy"
	streak := 0
	for seed := uint64(1); seed <= 6; seed++ {
		m := playFor(t, "cribbage", seed, "easy")
		ds := []players.Decision{{Chose: 0}, {Chose: 1, Loss: 0.001}, {Chose: 2, Loss: 0.2}}
		if err := rec.Add(m, 0, "easy", ds, int64(seed)); err != nil {
			t.Fatal(err)
		}
		want.Played++
		if m.Winner() == 0 {
			want.Won++
			streak++
			want.Longest = max(want.Longest, streak)
		} else {
			streak = 0
		}
		want.Streak = streak
		want.Decisions, want.Agreed, want.GoodPlays = want.Decisions+3, want.Agreed+1, want.GoodPlays+2
		for _, e := range m.Events() {
			switch e := e.(type) {
			case engine.Dealt:
				want.Deals++
			case engine.Shown:
				if e.Seat == 0 && e.Crib {
					want.CribPts += e.Points
				} else if e.Seat == 0 {
					want.HandPts += e.Points
					want.Shows++
					if e.Points > want.BestShow {
						want.BestShow = e.Points
					}
				}
			case engine.Laid:
				if e.Seat == 0 {
					want.CountPts += e.Points
				}
			case engine.Scored:
				if e.Seat == 0 && e.Combo.Kind == engine.LastCard {
					want.CountPts += e.Points
				}
			case engine.Won:
				if e.Side == 0 {
					want.GamesWon++
					if e.GamePoints > 1 {
						want.Skunks++
					}
				} else {
					want.GamesLost++
					if e.GamePoints > 1 {
						want.Skunked++
					}
				}
			}
		}
	}
	got := rec.Find("cribbage", nil, "easy")
	if got == nil || !reflect.DeepEqual(*got, want) {
		t.Fatalf("tally\n %+v\nwant\n %+v", got, want)
	}
	// Pinned figures for these six matches (easy against easy): one won,
	// one lost by a skunk.
	if got.Played != 6 || got.Won != 1 || got.Streak != 0 || got.Longest != 1 || got.Deals != 53 || got.Skunked != 1 || got.Skunks != 0 {
		t.Errorf("figures: %+v", *got)
	}
	if len(rec.Recent) != 6 || rec.Recent[0].Code == "" {
		t.Fatalf("recent %+v", rec.Recent)
	}
	if m, err := engine.MatchFromCode(rec.Recent[0].Code); err != nil || m.Seed() != 1 {
		t.Errorf("the recent match's code: %v", err)
	}
	// Separate tallies by game and level; only the last 50 matches kept.
	for seed := uint64(10); seed < 60; seed++ {
		rec.Add(playFor(t, "noddy", seed, "expert"), 0, "expert", nil, int64(seed))
	}
	if n := rec.Find("noddy", nil, "expert"); n == nil || n.Played != 50 || len(rec.Recent) != RecentMax || rec.Recent[0].Game != "noddy" {
		t.Errorf("noddy tally %+v, recent %d", n, len(rec.Recent))
	}
	if rec.Find("cribbage", nil, "easy").Played != 6 {
		t.Error("the cribbage tally moved")
	}
}

// The file round-trips; the version-1 file as first written is still
// read; an unreadable or newer file is refused with a typed error.
func TestRecordFormat(t *testing.T) {
	rec := NewRecord()
	rec.Add(playFor(t, "costly-colours", 3, "random"), 0, "random", []players.Decision{{Chose: 0}}, 1700000000)
	back, err := DecodeRecord(rec.Encode())
	if err != nil || !reflect.DeepEqual(back, rec) {
		t.Fatalf("round trip: %v\n%s", err, rec.Encode())
	}
	v1, err := os.ReadFile("testdata/record-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	old, err := DecodeRecord(v1)
	if err != nil {
		t.Fatalf("version 1: %v", err)
	}
	if tl := old.Find("noddy", nil, "expert"); tl == nil || tl.Played != 12 || tl.Won != 5 || tl.Longest != 3 || tl.BestShow != 17 || len(old.Recent) != 2 {
		t.Fatalf("version 1 read as %+v", old)
	}
	for _, bad := range []string{"", "{", "[1,2]", `{"tallies":[]}`, `{"version":1,"tallies":[{"game":"noddy","played":1,"won":2}]}`,
		`{"version":1,"talies":[]}`} {
		var re *RecordError
		if _, err := DecodeRecord([]byte(bad)); !errors.As(err, &re) {
			t.Errorf("%q: %v", bad, err)
		}
	}
	var re *RecordError
	if _, err := DecodeRecord([]byte(`{"version":9,"tallies":[]}`)); !errors.As(err, &re) || re.Version != 9 {
		t.Errorf("newer: %v", err)
	}
}
