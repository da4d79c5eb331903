// Package table is a match as the table shows it, without a window: the
// view-model the drawer draws from. A table is three parts: the record of
// what it shows (Tableau: the sprites, scores, count, log, the count
// panel's entries), one small step function per kind of event that turns
// an event into short animation steps changing the record (events.go,
// steps.go), and its driver, a Source, that gives the events and takes the
// person's choices (source.go: a match on this machine, or a script;
// package friend has a shared table's). Only the source knows the match;
// every rule is the engine's.
package table

import (
	"errors"
	"math"
	"slices"

	"noddy/engine"
	"noddy/engine/english"
)

// step is one short animation: a duration at normal speed (ticks), what
// changes when it starts and ends, and what it shows meanwhile.
type step struct {
	dur    int
	start  func(t *Table)
	end    func(t *Table)
	banner string
	// say and saySub make banner and sub as the step begins, so that a
	// name changed while the step waited in the queue (a shared table's
	// rename) is the name announced.
	say, saySub func(t *Table) string
	// won is the step's points as the end box says what won the match
	// (the banner, where nil).
	won   func(t *Table) string
	float string
	seat  int    // the seat whose hand the float rises from
	sub   string // a second line under the banner, smaller (why the count ends at a go)
	wait  bool   // holds until the person continues (Continue), or after dur when no person plays
	// motion: the step moves cards, and takes the motion's pace even with
	// a banner (the cut's word carried over the deal).
	motion bool
}

// ErrBusy is Play's error while an animation runs or it is not the
// person's turn.
var ErrBusy = errors.New("the table is not waiting for your card")

// ErrNotGuided is Drive's error on a table that players drive.
var ErrNotGuided = errors.New("only a guided table is driven by a script")

// Table is a match at the table: its driver (a Source), the queue of its
// events and the record built from them (the embedded Tableau).
type Table struct {
	Tableau
	src   Source
	rules engine.Rules
	Speed Speed
	// Voice names the seats in the table's words: "You" and "Computer",
	// "West", "North", "East", or in a demonstration (the computer at
	// every seat) "South" at the bottom.
	Voice english.Voice
	log   english.Log

	animation
	asking
	endBox
	labelCache
	guide

	lastScores  []int // the scores once every expanded step has run
	effects     []Effect
	newGame     bool   // a game of the match was won: the next deal starts the scores again
	lastScoring string // the log's line of the last event that scored (what decided a game)
	// lastSay and decidedSay make lastScoring and Decided again (Rename).
	lastSay, decidedSay func(t *Table) string
	level               string
	bannerN             int // announcements begun so far (BannerN)
	// CallsExplained: the log has said that calls keep a running total
	// (once; a new match carries it over).
	CallsExplained bool
	Marked         engine.CardSet
	Lifted         engine.CardSet // drawn raised, like a hovered card: the card about to be laid
}

// animation is the queue of events and the steps they became, and the
// step playing.
type animation struct {
	queue  []engine.Event
	steps  []step
	cur    step
	t      int
	active bool
	hurry  bool // the rest of the current event plays at once
	// wentOn counts the ticks since a hold at the end of a hand ended by
	// itself (fast speed), up to LateNext; 0 once past it or never.
	wentOn int
	// last is the announcement of the step that ended last, while no
	// other step has begun (Lingering), and what made it (Rename makes it
	// again).
	last struct {
		banner, sub string
		say, saySub func(t *Table) string
	}
	// cutSay is the deciding cut's word, carried over the deal that
	// follows at a brisk speed (Speed.brisk); nil when none.
	cutSay func(t *Table) string
}

// asking is the person's decision and what is picked for it.
type asking struct {
	decision Decision // the person's, at rest (decide.go)
	refusal  error    // a refusal that came later (TakeRefusal)
	// decisionStale: events came or an action went since the decision
	// was read from the view.
	decisionStale bool
	claimOf       int // the seat whose show was last claimed or declared (a call is on it)
	pick          engine.CardSet
	claim         []engine.Combo // combinations picked for a claim or a declaration
}

// endBox is the end box's lines, made once (EndLines).
type endBox struct {
	endLines []string
	endHand  map[string]bool // the end box's lines that are hands
	endShort map[string]string
}

// labelCache is the seats' labels, for the dealer and deal they were made
// for (SeatLabels).
type labelCache struct {
	labels     [][]string
	labelKey   [2]int
	labelLevel string
}

// guide is a guided table's (NewGuidedTable): driven by a script, not by
// players, it never waits for the person, shows at most hold events
// (taken so far) and glows the Marked cards while they face up.
type guide struct {
	guided      bool
	hold, taken int
}

// NewTable shows the match src gives, in the words of voice (nil: the
// table's own names for the seats: you and the computer, West, North and
// East; South and the others in a demonstration).
func NewTable(src Source, voice *english.Voice, speed Speed) *Table {
	r := src.Rules()
	t := &Table{Tableau: newTableau(r), src: src, rules: r, Speed: speed}
	t.You, t.Watch = src.Seat(), !src.Person()
	if voice != nil {
		t.Voice = *voice
	} else {
		t.Voice = english.SeatVoice(r, src.Seat(), src.Person())
	}
	t.Voice.Rules = r
	t.log = english.Log{Rules: r, Names: t.Voice.Mid, You: t.Voice.You}
	t.lastScores = make([]int, r.Sides())
	if b := src.Begin(); len(b) == len(t.Scores) {
		copy(t.Scores, b)
		copy(t.PegFrom, b)
		copy(t.lastScores, b)
	}
	t.setRuleText(r, src.Seed(), "", !src.Person())
	t.setScoreText(t.Voice)
	t.Pegs.Finish() // a match taken up part-way: its pegs stand where it is
	t.enqueue()
	return t
}

// NewGuidedTable shows a scripted match (the tutorial): no person plays,
// and the table shows only the first hold events of the match until Hold
// moves the limit.
func NewGuidedTable(src *ScriptSource, hold int, speed Speed) *Table {
	return NewGuidedTableNamed(src, hold, speed, nil)
}

// NewGuidedTableNamed is NewGuidedTable naming the seats by voice (a
// shared match's review: the friend by name), from the first event on:
// the events before the first action are shown as the table is made.
func NewGuidedTableNamed(src *ScriptSource, hold int, speed Speed, voice *english.Voice) *Table {
	t := &Table{guide: guide{guided: true, hold: hold}}
	r := src.Rules()
	t.Tableau, t.src, t.rules, t.Speed = newTableau(r), src, r, speed
	t.You = src.Seat()
	t.Voice = english.SeatVoice(r, src.Seat(), true) // the tutorial speaks to you
	if voice != nil && len(voice.Short) == len(t.Voice.Short) {
		t.Voice.Short, t.Voice.Mid, t.Voice.You = slices.Clone(voice.Short), slices.Clone(voice.Mid), voice.You
	}
	t.log = english.Log{Rules: r, Names: t.Voice.Mid, You: t.Voice.You}
	t.lastScores = make([]int, r.Sides())
	t.setRuleText(r, src.Seed(), "", false)
	t.setScoreText(t.Voice)
	t.enqueue()
	return t
}

// SetLevel names the computer's level on the line under the cards:
// "Rules: Noddy — … (R to read them) · seed 7 · computer: expert" ("both
// seats: expert" in a demonstration).
func (t *Table) SetLevel(level string) {
	t.level = level
	t.setRuleText(t.rules, t.src.Seed(), level, !t.src.Person())
}

// SeatLabel names a seat under its hand at a table of three or four:
// "West · easy · deals" (the computer's level, the dealer),
// "North · your partner · easy".
func (t *Table) SeatLabel(seat int) string { return t.SeatLabels(seat)[0] }

// SeatLabels are a seat's labels, longest first: with its level and
// whether it deals, with its level, the name alone ("North (partner)").
func (t *Table) SeatLabels(seat int) []string {
	if seat < 0 || seat >= len(t.Voice.Short) {
		return []string{""}
	}
	if k := [2]int{t.Dealer, t.Deal}; k != t.labelKey || len(t.labels) != len(t.Voice.Short) || t.labelLevel != t.level {
		t.labelKey, t.labelLevel = k, t.level
		t.labels = make([][]string, len(t.Voice.Short))
		for s := range t.labels {
			t.labels[s] = t.seatLabels(s)
		}
	}
	return t.labels[seat]
}

func (t *Table) seatLabels(seat int) []string {
	partner := t.rules.Partners && t.Voice.You >= 0 && t.rules.SideOf(seat) == t.rules.SideOf(t.Voice.You) && seat != t.Voice.You
	level := t.level
	if seat == t.Voice.You {
		level = ""
	}
	return english.SeatLabels(t.Voice.Short[seat], partner, level, seat == t.Dealer && t.Deal > 0)
}

// Guided reports whether a script drives the table (NewGuidedTable).
func (t *Table) Guided() bool { return t.guided }

// RuleShort is the line under the cards in fewer words, for a narrow
// window: the game's name, then only the seed.
func (t *Table) RuleShort() [3]string { return t.ruleShort }

// Level is the computer's level named under the cards ("" for none).
func (t *Table) Level() string { return t.level }

// Source is the table's driver.
func (t *Table) Source() Source { return t.src }

// Seed returns the match's seed.
func (t *Table) Seed() uint64 { return t.src.Seed() }

// Rules returns the title of the rule set.
func (t *Table) Rules() string { return t.rules.Title }

// RuleSet returns the rule set.
func (t *Table) RuleSet() engine.Rules { return t.rules }

// Turn is the seat to act, once the table has shown all there is (the
// view's); -1 while it is busy (a show, a go, the next deal: whoever
// acted last is not whose turn it is), when none acts alone, or when it
// is over.
func (t *Table) Turn() int {
	if t.Busy() {
		return -1
	}
	return t.src.View().Turn
}

// MatchOver reports whether the match is won (the table may still be
// showing the last events).
func (t *Table) MatchOver() bool { return t.src.Over() }

// Busy reports whether animations are queued or playing (events held back
// on a guided table do not count).
func (t *Table) Busy() bool {
	return t.active || len(t.steps) > 0 || (len(t.queue) > 0 && !t.holding())
}

// reading reports whether the table only holds words up to be read (the
// last step queued, its cards still): a computer seat thinks meanwhile
// rather than after, at every speed but slow, so the time to read a call
// and the pause before the next card overlap. What it does is shown
// when the words are done.
func (t *Table) reading() bool {
	return t.Speed.brisk() && t.active && t.cur.banner != "" && !t.cur.motion && !t.cur.wait &&
		len(t.steps) == 0 && len(t.queue) == 0
}

func (t *Table) holding() bool { return t.guided && t.hold >= 0 && t.taken >= t.hold }

// Drive applies a scripted action to a guided table and queues its events.
// It returns ErrNotGuided on other tables, or the engine's
// *engine.ActionError (the match unchanged).
func (t *Table) Drive(a engine.Action) error {
	s, ok := t.src.(*ScriptSource)
	if !t.guided || !ok {
		return ErrNotGuided
	}
	if err := s.Apply(a); err != nil {
		return err
	}
	t.enqueue()
	return nil
}

// Hold lets a guided table show the match's first n events (counting from
// the first cut); Taken is how many it has taken from its queue so far.
func (t *Table) Hold(n int) {
	t.hold = n
	if t.Speed == SpeedInstant {
		t.advance()
	}
}

// Taken is how many of the match's events the table has begun to show.
func (t *Table) Taken() int { return t.taken }

// Hurry plays the rest of the current event at once.
func (t *Table) Hurry() {
	if t.Busy() {
		t.hurry = true
	}
	t.Pegs.Finish()
}

// Settle finishes at once whatever the table is animating: every step,
// the holds too.
func (t *Table) Settle() {
	for guard := 0; guard < 100000 && t.Busy(); guard++ {
		t.hurry = true
		t.advance()
	}
}

// WaitMin is the shortest hold (ticks) at the end of a hand when no
// person is there to continue (instant speed, autoplay).
const WaitMin = 30

// WaitFast is the hold (ticks) at the end of a hand at fast speed, which
// keeps the game moving: long enough to see the cards, then the next deal.
const WaitFast = 180

// LateNext is how long (ticks) after a hold ended by itself Space or
// Enter is still taken as the person's "Next hand", not as a choice in
// the hand just dealt (WentOnItself): at fast speed a play-tester's Space
// for Next hand, pressed as the hold ran out, picked the new hand's first
// card.
const LateNext = 120

// WentOnItself reports whether a hold at the end of a hand ended by
// itself less than LateNext ticks ago.
func (t *Table) WentOnItself() bool { return t.wentOn > 0 }

// autoContinue reports whether holds end by themselves: in a
// demonstration (nobody at the table's seat), at instant speed (after
// WaitMin) and at fast speed (after WaitFast). At slow and normal speed
// the table waits for the person.
func (t *Table) autoContinue() bool {
	return !t.src.Person() || t.Speed == SpeedInstant || t.Speed == SpeedFast
}

// Waiting reports whether the table holds at the end of a hand for the
// person to look at it (Continue deals the next hand).
func (t *Table) Waiting() bool { return t.active && t.cur.wait }

// Continue ends the hold at the end of a hand.
func (t *Table) Continue() {
	if t.Waiting() {
		t.hurry = true
	}
}

// BannerN counts the announcements begun so far: a notice raised during
// one gives way to the next (App.say).
func (t *Table) BannerN() int { return t.bannerN }

// BannerLine is the current announcement's second line ("" when none).
func (t *Table) BannerLine() string {
	if !t.active {
		return ""
	}
	return t.cur.sub
}

// Progress returns how far the current step is, 0..1, eased.
func (t *Table) Progress() float64 {
	if !t.active || t.cur.dur <= 0 {
		return 1
	}
	return easeInOut(float64(t.t) / float64(t.cur.dur))
}

// Banner returns the current announcement and the floating points with
// the seat they rise from ("" when none).
func (t *Table) Banner() (banner, float string, seat int) {
	if !t.active {
		return "", "", 0
	}
	return t.cur.banner, t.cur.float, t.cur.seat
}

// Lingering is the announcement the table ended on, kept up while it
// waits for the person's card: at normal speed a call is up for less than
// half a second, and what the other seat just scored, or the show just
// called, is what the person lays against. "" otherwise, and once a step
// begins or the person acts.
func (t *Table) Lingering() (banner, sub string) {
	if t.Busy() || !t.LayTurn() {
		return "", ""
	}
	return t.last.banner, t.last.sub
}

// Update advances the table one tick and returns the sounds to play.
func (t *Table) Update() []Effect {
	t.effects = t.effects[:0]
	if t.wentOn > 0 {
		if t.wentOn++; t.wentOn > LateNext {
			t.wentOn = 0
		}
	}
	t.pull() // a shared table's events come between ticks
	t.advance()
	if !t.guided {
		reading := t.reading()
		t.src.Tick(!t.Busy() || reading, t.Speed)
		// While words are up, what the computer did waits for them (one
		// advance a tick).
		if t.pull() && !reading {
			t.advance()
		}
		if err := t.src.Refused(); err != nil {
			t.refusal = err
		}
	}
	t.peg()
	return t.effects
}

// peg runs the board's clock a tick at the table's speed and clicks once
// for the holes the pegs reached (at instant speed they land at once).
func (t *Table) peg() {
	if k := t.Speed.pace(paceMotion); k > 0 {
		t.PegClock += 1 / k
	}
	if t.Speed == SpeedInstant {
		t.Pegs.Finish()
	}
	if t.Pegs.Update(t.PegClock) > 0 {
		t.sound(EffPeg)
	}
}

// PegsAtRest reports whether every peg stands where the scores shown say.
func (t *Table) PegsAtRest() bool { return !t.Pegs.Busy() }

// TakeRefusal returns, once, the refusal of an action the person sent
// (a shared table answers later than a local match); nil when none.
func (t *Table) TakeRefusal() error {
	err := t.refusal
	t.refusal = nil
	return err
}

// HasRefusal reports whether a refusal waits to be taken (TakeRefusal).
func (t *Table) HasRefusal() bool { return t.refusal != nil }

// enqueue takes the events the source has (at instant speed it shows
// them at once).
func (t *Table) enqueue() { t.pull() }

// pull queues the events that arrived; it reports whether any did.
func (t *Table) pull() bool {
	evs := t.src.Events()
	if len(evs) == 0 {
		return false
	}
	t.queue = append(t.queue, evs...)
	if t.Speed == SpeedInstant {
		t.advance()
	}
	return true
}

// advance runs the clock of the current step and starts the next ones;
// steps of no duration (instant speed, hurry) finish at once.
func (t *Table) advance() {
	if t.active {
		t.t++
		if t.cur.wait {
			if !t.hurry && (!t.autoContinue() || t.t < t.cur.dur) {
				return
			}
			if !t.hurry && t.src.Person() {
				t.wentOn = 1
			}
			t.finish()
		} else if t.hurry || t.t >= t.cur.dur {
			t.finish()
		} else {
			return
		}
	}
	for guard := 0; guard < 100000; guard++ {
		if len(t.steps) == 0 {
			t.hurry = false
			if len(t.queue) == 0 || t.holding() {
				return
			}
			e := t.queue[0]
			t.taken++
			t.queue = t.queue[1:]
			if len(t.queue) == 0 {
				t.queue = t.queue[:0:0]
			}
			t.expand(e)
			continue
		}
		s := t.steps[0]
		t.steps = t.steps[1:]
		if s.say != nil {
			s.banner = s.say(t)
		}
		if s.saySub != nil {
			s.sub = s.saySub(t)
		}
		t.cur, t.t, t.active = s, 0, true
		t.forget()
		if s.banner != "" {
			t.bannerN++
			if s.float != "" {
				t.lastScoring, t.lastSay = s.banner, s.say // what decided a game, as it was announced
				if s.won != nil {
					t.lastScoring, t.lastSay = s.won(t), s.won
				}
			}
		}
		copy(t.PegFrom, t.Scores)
		if s.start != nil {
			s.start(t)
		}
		pace := paceMotion
		switch {
		case s.wait:
			pace = paceHold
		case s.banner != "" && !s.motion:
			pace = paceWords
		}
		t.cur.dur = int(math.Round(float64(s.dur) * t.Speed.pace(pace)))
		if s.wait {
			// A hurry from the steps before does not skip the hold.
			t.hurry, t.cur.dur = false, max(t.cur.dur, WaitMin)
			if t.Speed == SpeedFast && t.src.Person() {
				t.cur.dur = WaitFast
			}
			return
		}
		if t.hurry || t.cur.dur <= 0 {
			t.finish()
			continue
		}
		return
	}
}

// forget ends the lingering announcement.
func (t *Table) forget() {
	t.last.banner, t.last.sub, t.last.say, t.last.saySub = "", "", nil, nil
}

func (t *Table) finish() {
	if !t.cur.wait {
		t.last.banner, t.last.sub, t.last.say, t.last.saySub = t.cur.banner, t.cur.sub, t.cur.say, t.cur.saySub
	}
	if t.cur.end != nil {
		t.cur.end(t)
	}
	for i := range t.Slots.N {
		sp := &t.Sprites[i]
		sp.From, sp.Moving, sp.Flip, sp.Glow = sp.To, false, false, false
	}
	copy(t.PegFrom, t.Scores)
	t.CountFrom, t.CountMoving = t.Count, false
	t.active = false
	t.cur = step{}
}

func (t *Table) sound(e Effect) { t.effects = append(t.effects, e) }

func (t *Table) add(s step) { t.steps = append(t.steps, s) }

func easeInOut(p float64) float64 {
	p = clamp(p, 0, 1)
	if p < 0.5 {
		return 4 * p * p * p
	}
	q := -2*p + 2
	return 1 - q*q*q/2
}

// Look is everything the table's picture depends on, comparable, so the
// game can skip redrawing an idle table (examples/skipdraw).
type Look struct {
	Sprites         [MaxSprites]Sprite
	Step            int
	Active          bool
	Scores, PegFrom [4]int
	Count, Deal     int
	Log, Entries    int
	Revealed, Over  bool
	YourTurn        bool
	Decision        DecisionKind
	Pick            engine.CardSet
	Claim           int
	Turn            int
	Marked, Lifted  engine.CardSet
	PegClock        float64 // while a peg moves
}

// Look returns the table's Look now.
func (t *Table) Look() Look {
	l := Look{Sprites: t.Sprites, Step: t.t, Active: t.active,
		Count: t.Count + 100*b2i(t.CountMoving), Deal: t.Deal, Log: len(t.Log), Entries: len(t.Entries), Revealed: t.Revealed,
		Over: t.Over, YourTurn: t.YourTurn(), Decision: t.decision.Kind, Pick: t.pick, Claim: len(t.claim), Turn: t.Turn(),
		Marked: t.Marked, Lifted: t.Lifted}
	copy(l.Scores[:], t.Scores)
	copy(l.PegFrom[:], t.PegFrom)
	if t.Pegs.Busy() {
		l.PegClock = t.PegClock
	}
	return l
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }
