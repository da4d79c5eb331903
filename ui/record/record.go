// Package record is the person's record: their results against the
// computer, by game and level, kept on the device (docs/RECORD.md
// describes the file). It is JSON with a version; a build reads every
// version up to its own and sets aside (never overwrites) a file it cannot
// read.
//
// The record's scene (scene.go) shows a tally in words and a chart of the
// last matches; every finished local match goes into it (Scene.AddMatch),
// its reviewed decisions once judged (review.Scene.Work).
package record

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"noddy/engine"
	"noddy/engine/players"
)

// RecordVersion is the record file's current version.
const RecordVersion = 1

// RecentMax is how many recent matches the record keeps for its chart.
const RecentMax = 50

// Record is every tally and the recent matches.
type Record struct {
	Version int      `json:"version"`
	Tallies []*Tally `json:"tallies"`
	Recent  []Result `json:"recent"`
}

// Tally is the record of one game (with its options) at one computer level.
type Tally struct {
	Game    string   `json:"game"`
	Options []string `json:"options,omitempty"`
	Level   string   `json:"level"`

	Played int `json:"played"`
	Won    int `json:"won"`
	// Games won and lost within matches (more than one only in matches of
	// several games), and the wins and losses worth more than one game.
	GamesWon  int `json:"games_won"`
	GamesLost int `json:"games_lost"`
	Skunks    int `json:"skunks"`     // games won by a skunk or double skunk
	Skunked   int `json:"skunked"`    // games lost by one
	Lurches   int `json:"lurches"`    // games won by a lurch
	Lurched   int `json:"lurched"`    // games lost by one
	Streak    int `json:"streak"`     // matches won in a row, now
	Longest   int `json:"longest"`    // the longest run of matches won
	Deals     int `json:"deals"`      // deals played
	Shows     int `json:"shows"`      // hands shown
	HandPts   int `json:"hand_pts"`   // points from your hand's shows
	CribPts   int `json:"crib_pts"`   // points from your crib's shows
	BestShow  int `json:"best_show"`  // the best single show of a hand
	CountPts  int `json:"count_pts"`  // points in the count (lays, goes, last cards)
	Decisions int `json:"decisions"`  // decisions with a choice, reviewed
	Agreed    int `json:"agreed"`     // of which the expert's own choice
	GoodPlays int `json:"good_plays"` // of which within half a point of it
}

// Result is one match in the recent list.
type Result struct {
	Game  string `json:"game"`
	Level string `json:"level"`
	Won   bool   `json:"won"`
	Mine  int    `json:"mine"`   // your side's score
	Best  int    `json:"theirs"` // the best other side's score
	Code  string `json:"code,omitempty"`
	When  int64  `json:"when"` // Unix seconds
}

// AvgShow is the mean points of a hand's show; AvgShowPerDeal and
// AvgCountPerDeal the mean points a deal from the shows (hand and crib)
// and from the count; ExpertShare the share of reviewed decisions that
// were the expert's own choice.
func (t *Tally) AvgShow() float64         { return ratio(t.HandPts, t.Shows) }
func (t *Tally) AvgShowPerDeal() float64  { return ratio(t.HandPts+t.CribPts, t.Deals) }
func (t *Tally) AvgCountPerDeal() float64 { return ratio(t.CountPts, t.Deals) }
func (t *Tally) ExpertShare() float64     { return ratio(t.Agreed, t.Decisions) }

// hasCrib says whether the tally's game has a crib, for the words of its
// show (a game no longer registered: as if not).
func (t *Tally) hasCrib() bool {
	r, err := engine.Lookup(t.Game, 0, t.Options...)
	return err == nil && r.CribSize() > 0
}

// Empty reports whether nothing is recorded: a reset would keep nothing.
func (r *Record) Empty() bool { return len(r.Tallies) == 0 && len(r.Recent) == 0 }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// NewRecord is an empty record.
func NewRecord() *Record { return &Record{Version: RecordVersion} }

// tally returns the tally for game, options and level, making it.
func (r *Record) tally(game string, options []string, level string) *Tally {
	for _, t := range r.Tallies {
		if t.Game == game && t.Level == level && slices.Equal(t.Options, options) {
			return t
		}
	}
	t := &Tally{Game: game, Options: slices.Clone(options), Level: level}
	r.Tallies = append(r.Tallies, t)
	return t
}

// Find returns the tally for game, options and level, or nil.
func (r *Record) Find(game string, options []string, level string) *Tally {
	for _, t := range r.Tallies {
		if t.Game == game && t.Level == level && slices.Equal(t.Options, options) {
			return t
		}
	}
	return nil
}

// Add records a finished match that seat played against the computer at
// level, with the review of seat's decisions (nil if there was none) and
// the time it ended. A match not over is not recorded.
func (r *Record) Add(m *engine.Match, seat int, level string, ds []players.Decision, when int64) error {
	if m.Phase() != engine.PhaseOver {
		return errors.New("record: the match is not over")
	}
	rules := m.Rules()
	side := rules.SideOf(seat)
	t := r.tally(rules.Name, rules.Options, level)
	t.Played++
	won := m.Winner() == side
	if won {
		t.Won++
		t.Streak++
		t.Longest = max(t.Longest, t.Streak)
	} else {
		t.Streak = 0
	}
	for _, e := range m.Events() {
		switch e := e.(type) {
		case engine.Dealt:
			t.Deals++
		case engine.Shown:
			switch {
			case e.Seat != seat || e.Declared:
			case e.Crib:
				t.CribPts += e.Points
			default:
				t.HandPts += e.Points
				t.Shows++
				t.BestShow = max(t.BestShow, e.Points)
			}
		case engine.Laid:
			if e.Seat == seat {
				t.CountPts += e.Points
			}
		case engine.Scored:
			if e.Seat == seat && e.Combo.Kind == engine.LastCard {
				t.CountPts += e.Points
			}
		case engine.GameWon:
			r.game(t, e.Side == side, e.GamePoints, e.Result)
		case engine.Won:
			r.game(t, e.Side == side, e.GamePoints, e.Result)
		}
	}
	t.addDecisions(ds)
	res := Result{Game: rules.Name, Level: level, Won: won, When: when}
	sc := m.Scores()
	res.Mine = sc[side]
	for s, v := range sc {
		if s != side {
			res.Best = max(res.Best, v)
		}
	}
	if code, err := m.Code(); err == nil {
		res.Code = code
	}
	r.Recent = append(r.Recent, res)
	if len(r.Recent) > RecentMax {
		r.Recent = slices.Clone(r.Recent[len(r.Recent)-RecentMax:])
	}
	return nil
}

// AddDecisions adds the reviewed decisions of a match already recorded
// (Add with none: the review is worked out after the match) to the tally
// of game, options and level.
func (r *Record) AddDecisions(game string, options []string, level string, ds []players.Decision) {
	r.tally(game, options, level).addDecisions(ds)
}

func (t *Tally) addDecisions(ds []players.Decision) {
	for _, d := range ds {
		t.Decisions++
		if d.Chose == 0 {
			t.Agreed++
		}
		if d.Good() {
			t.GoodPlays++
		}
	}
}

func (r *Record) game(t *Tally, won bool, points int, k engine.Kind) {
	if won {
		t.GamesWon++
	} else {
		t.GamesLost++
	}
	if points <= 1 {
		return
	}
	switch k {
	case engine.Skunk, engine.DoubleSkunk:
		if won {
			t.Skunks++
		} else {
			t.Skunked++
		}
	case engine.Lurch:
		if won {
			t.Lurches++
		} else {
			t.Lurched++
		}
	}
}

// Encode writes the record as its file.
func (r *Record) Encode() []byte {
	c := *r
	c.Version = RecordVersion
	return encodeRecord(&c)
}

// RecordError is a record file that cannot be read: not JSON, not a record,
// or from a newer build. The caller keeps the file aside and starts anew.
type RecordError struct {
	Version int // the file's version, when it has one
	Why     string
}

func (e *RecordError) Error() string {
	if e.Version > RecordVersion {
		return fmt.Sprintf("the record was written by a newer version of the game (format %d; this one reads up to %d)", e.Version, RecordVersion)
	}
	return "the record file cannot be read: " + e.Why
}

// DecodeRecord reads a record file of any version up to RecordVersion.
func DecodeRecord(b []byte) (*Record, error) {
	v, err := parseJSON(b)
	if err != nil {
		return nil, &RecordError{Why: firstLine(err.Error())}
	}
	ver, ok := v.field("version")
	if v.kind != '{' || !ok || ver.kind != '0' {
		return nil, &RecordError{Why: "it has no version: it is not a record"}
	}
	n, err := strconv.Atoi(ver.s)
	if err != nil || n < 1 {
		return nil, &RecordError{Why: "it has no version: it is not a record"}
	}
	if n > RecordVersion {
		return nil, &RecordError{Version: n}
	}
	r := NewRecord()
	if err := decodeInto(v, r); err != nil {
		return nil, &RecordError{Version: n, Why: firstLine(err.Error())}
	}
	for _, t := range r.Tallies {
		if t == nil || t.Game == "" || t.Played < t.Won || t.Won < 0 {
			return nil, &RecordError{Version: r.Version, Why: "a tally is not sound"}
		}
	}
	r.Version = RecordVersion
	return r, nil
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// RecordStore keeps the record between runs: Load gives the record, or
// when the file cannot be read, a new record, the reason and where the old
// file was set aside (it is never overwritten).
type RecordStore interface {
	Load() (r *Record, aside string, err error)
	Save(r *Record) error
	// Reset sets the current record aside and starts an empty one.
	Reset() (aside string, err error)
}

// MemRecordStore is a RecordStore in memory.
type MemRecordStore struct{ R *Record }

func (m *MemRecordStore) Load() (*Record, string, error) {
	if m.R == nil {
		m.R = NewRecord()
	}
	return m.R, "", nil
}
func (m *MemRecordStore) Save(r *Record) error { m.R = r; return nil }
func (m *MemRecordStore) Reset() (string, error) {
	m.R = NewRecord()
	return "", nil
}
