package model

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// Sprite is one card on the table as the view-model knows it: the face it
// shows (NoCard while the face is unknown to seat 0), where it rests and
// whether it is moving or flipping in the current step.
type Sprite struct {
	Card   engine.Card
	Up     bool // the face shows (after any flip)
	Shown  bool
	From   Slot
	To     Slot
	Moving bool // slides From→To over the current step
	Flip   bool // turns over during the current step; the face changes halfway
	Glow   bool // part of the combination being scored
}

// The sprite indices: the hands (seat*3+i), the pile, the starter, the cut.
const (
	SpHand     = 0
	SpPile     = 6
	SpStarter  = 12
	SpCut      = 13
	NumSprites = 15
)

// Entry is one line of the "count both hands" panel: a combination scored
// this deal, by whom and where.
type Entry struct {
	Seat   int
	Where  string // "show", "count", "jack turned up", "last card"
	Combo  engine.Combo
	Hidden bool // the computer's show before the hand ends: kinds and points only
}

// Effect is a sound the table asks for.
type Effect uint8

// The sounds.
const (
	EffNone Effect = iota
	EffDeal
	EffFlip
	EffLay
	EffScore
	EffGo
	EffWin
	EffClick
)

// step is one short animation: a duration at normal speed (ticks), what
// changes when it starts and ends, and what it shows meanwhile.
type step struct {
	dur    int
	start  func(t *Table)
	end    func(t *Table)
	banner string
	float  string
	seat   int    // where the float rises
	sub    string // a second line under the banner, smaller (why the count ends at a go)
	wait   bool   // holds until the person continues (Continue), or after dur when no person plays
}

// ErrBusy is Play's error while an animation runs or it is not the
// player's turn.
var ErrBusy = errors.New("the table is not waiting for your card")

// Table is a match at the table: the engine match, the queue of its events
// (redacted for seat 0 until the hand ends) and the view-model built from
// them. Only Play and the computer players change the match.
type Table struct {
	m       *engine.Match
	players [2]players.Player // nil for the person
	Speed   Speed
	// Seats names the seats: "You" and "Computer", or in a demonstration
	// (both seats the computer's) "South" and "North".
	Seats Seats

	queue  []engine.Event
	steps  []step
	cur    step
	t      int
	active bool
	hurry  bool // the rest of the current event plays at once
	think  int

	Sprites [NumSprites]Sprite
	Scores  [2]int // as shown
	PegFrom [2]int // where the pegs slide from in the current step
	Count   int
	// CountFrom is the count before the card being laid; the count shown
	// runs from it to Count while CountMoving.
	CountFrom   int
	CountMoving bool
	Deal        int
	Dealer      int
	pileN       int
	Log         []string
	Entries     []Entry
	Revealed    bool // the hand has ended: both hands are face up in the panel
	// Showed is whether each seat's show has been counted this deal; Won
	// that the match's winning event has been reached (the last deal's
	// shows not yet counted never will be: rules, "Winning").
	Showed [2]bool
	Won    bool
	Over   bool // the Won event has been shown
	Winner int
	legal  engine.CardSet
	// Hands are the hands as dealt, as far as seat 0 knows them: its own
	// from the deal, the computer's once the hand has ended.
	Hands      [2][3]engine.Card
	lastScores [2]int // the scores once every expanded step has run
	endLines   []string
	effects    []Effect

	// Prebuilt text, changed only when the state changes.
	CountText, DealText, SeedText, RuleText string
	RuleTouch                               string // RuleText for a finger: the Rules button, not R
	ruleShort                               [3]string
	ScoreText                               [2]string

	// A guided table (NewGuidedTable) is driven by a script, not by
	// players: it never waits for the person, shows at most hold events
	// (taken so far) and glows the Marked cards while they face up.
	guided      bool
	hold, taken int
	level       string
	bannerN     int // announcements begun so far (BannerN)
	// CallsExplained: the log has said that calls keep a running total
	// (once; a new match carries it over).
	CallsExplained bool
	Marked         engine.CardSet
	Lifted         engine.CardSet // drawn raised, like a hovered card: the card about to be laid
}

// ErrNotGuided is Drive's error on a table that players drive.
var ErrNotGuided = errors.New("only a guided table is driven by a script")

// NewTable starts a match from seed. players[s] is the computer in seat s
// (nil for the person); both set is a demonstration (autoplay).
func NewTable(seed uint64, players [2]players.Player, speed Speed) (*Table, error) {
	return newTable(seed, players, speed, false, -1)
}

// NewGuidedTable starts a match from seed for a script to drive (the
// tutorial): no players, Drive lays each card, and the table shows only
// the first hold events of the match until Hold moves the limit.
func NewGuidedTable(seed uint64, hold int, speed Speed) (*Table, error) {
	return newTable(seed, [2]players.Player{}, speed, true, hold)
}

func newTable(seed uint64, players [2]players.Player, speed Speed, guided bool, hold int) (*Table, error) {
	m, err := engine.NewMatch(engine.Noddy(), seed)
	if err != nil {
		return nil, err
	}
	t := &Table{m: m, players: players, Speed: speed, Winner: -1, guided: guided, hold: hold, Seats: personSeats}
	if players[0] != nil && players[1] != nil {
		t.Seats = demoSeats
	}
	t.SeedText = fmt.Sprintf("seed %d", seed)
	t.SetLevel("")
	t.setScoreText()
	t.CountText = "count 0"
	t.enqueue(m.Events())
	return t, nil
}

// SetLevel names the computer's level on the line under the cards:
// "Rules: Noddy (R to read them) · seed 7 · computer: expert" ("both
// seats: expert" in a demonstration).
func (t *Table) SetLevel(level string) {
	t.level = level
	lv := ""
	if level != "" {
		who := "computer"
		if t.Seats.You < 0 {
			who = "both seats"
		}
		lv = " · " + who + ": " + level
	}
	t.RuleText = "Rules: " + t.m.Rules().Title + " (R to read them) · " + t.SeedText + lv
	t.RuleTouch = "Rules: " + t.m.Rules().Title + " (Rules to read them) · " + t.SeedText + lv
	// Shorter, for a narrow window: the game's name, then only the seed.
	name, _, _ := strings.Cut(t.m.Rules().Title, " — ")
	t.ruleShort = [3]string{name + " (R: the rules) · " + t.SeedText + lv, name + " · " + t.SeedText + lv, t.SeedText + lv}
}

// Level is the computer's level named under the cards ("" for none).
func (t *Table) Level() string { return t.level }

// Seed returns the match's seed.
func (t *Table) Seed() uint64 { return t.m.Seed() }

// Rules returns the name of the rule set.
func (t *Table) Rules() string { return t.m.Rules().Title }

// Turn is the seat to lay in the match, -1 when it is over.
func (t *Table) Turn() int { return t.m.Turn() }

// MatchOver reports whether the engine's match is won (the table may
// still be showing the last events).
func (t *Table) MatchOver() bool { return t.m.Phase() == engine.PhaseOver }

// Busy reports whether animations are queued or playing (events held back
// on a guided table do not count).
func (t *Table) Busy() bool {
	return t.active || len(t.steps) > 0 || (len(t.queue) > 0 && !t.holding())
}

func (t *Table) holding() bool { return t.guided && t.hold >= 0 && t.taken >= t.hold }

// YourTurn reports whether the table accepts the person's card now (never
// on a guided table).
func (t *Table) YourTurn() bool {
	return !t.guided && !t.Busy() && t.players[0] == nil && t.m.Phase() == engine.PhaseCount && t.m.Turn() == 0
}

// Drive applies a scripted action to a guided table and queues its events.
// It returns ErrNotGuided on other tables, or the engine's
// *engine.ActionError (the match unchanged).
func (t *Table) Drive(a engine.Action) error {
	if !t.guided {
		return ErrNotGuided
	}
	evs, err := t.m.Apply(a)
	if err != nil {
		return err
	}
	t.enqueue(evs)
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

// Legal reports whether c may be laid now by the person.
func (t *Table) Legal(c engine.Card) bool { return t.YourTurn() && t.legal.Has(c) }

// Held returns the person's unplayed cards' sprite indices, left to right.
func (t *Table) Held(out []int) []int {
	for i := range 3 {
		if sp := &t.Sprites[SpHand+i]; sp.Shown && sp.Card.Valid() {
			out = append(out, SpHand+i)
		}
	}
	return out
}

// Play lays the person's card. It returns ErrBusy when the table is not
// waiting for the person, or the engine's *engine.ActionError (the match
// unchanged).
func (t *Table) Play(c engine.Card) error {
	if !t.YourTurn() {
		return ErrBusy
	}
	evs, err := t.m.Apply(engine.Action{Seat: 0, Card: c})
	if err != nil {
		return err
	}
	t.enqueue(evs)
	return nil
}

// Hurry plays the rest of the current event at once.
func (t *Table) Hurry() {
	if t.Busy() {
		t.hurry = true
	}
}

// waitMin is the shortest hold (ticks) at the end of a hand when no
// person is there to continue (instant speed, autoplay).
const waitMin = 30

// waitFast is the hold (ticks) at the end of a hand at fast speed, which
// keeps the game moving: long enough to see the cards, then the next deal.
const waitFast = 180

// autoContinue reports whether holds end by themselves: in a
// demonstration (the computer plays both seats), at instant speed (after
// waitMin) and at fast speed (after waitFast). At slow and normal speed
// the table waits for the person.
func (t *Table) autoContinue() bool {
	return t.players[0] != nil || t.Speed == SpeedInstant || t.Speed == SpeedFast
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

// GoBanner is the announcement of a go: "Computer cannot lay: go" (or
// "… has no cards left: go").
func (s Seats) GoBanner(e engine.Go) string {
	if e.NoCards {
		return s.Short[e.Seat] + " " + s.Verb(e.Seat, "has", "have") + " no cards left: go"
	}
	return s.Short[e.Seat] + " cannot lay: go"
}

// GoLine says what a go does, for players who know cribbage (rules,
// "Go": the one who laid the last card scores 1 and the count ends at
// once, cards still in hand go aside): "You take one for last card; the
// count ends at once (Noddy has one count)."
func (s Seats) GoLine(e engine.Go) string {
	other := 1 - e.Seat
	return s.Subject(other) + " " + s.Verb(other, "takes", "take") + " one for last card; the count ends at once (Noddy has one count)."
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

// Update advances the table one tick and returns the sounds to play.
func (t *Table) Update() []Effect {
	t.effects = t.effects[:0]
	t.advance()
	if !t.Busy() && t.m.Phase() == engine.PhaseCount {
		seat := t.m.Turn()
		if p := t.players[seat]; p != nil {
			t.think++
			if float64(t.think) >= 40*t.Speed.scale() {
				t.think = 0
				evs, err := t.m.Apply(engine.Action{Seat: seat, Card: p.Choose(t.m.View(seat))})
				if err == nil {
					t.enqueue(evs)
					t.advance()
				}
			}
		}
	}
	return t.effects
}

func (t *Table) enqueue(evs []engine.Event) {
	for _, e := range evs {
		t.queue = append(t.queue, engine.Redact(e, 0))
	}
	t.legal = engine.SetOf(t.m.LegalCards(0)...)
	if t.Speed == SpeedInstant {
		t.advance()
	}
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
		t.cur, t.t, t.active = s, 0, true
		if s.banner != "" {
			t.bannerN++
		}
		t.PegFrom = t.Scores
		if s.start != nil {
			s.start(t)
		}
		t.cur.dur = int(math.Round(float64(s.dur) * t.Speed.scale()))
		if s.wait {
			// A hurry from the steps before does not skip the hold.
			t.hurry, t.cur.dur = false, max(t.cur.dur, waitMin)
			if t.Speed == SpeedFast && t.players[0] == nil {
				t.cur.dur = waitFast
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

func (t *Table) finish() {
	if t.cur.end != nil {
		t.cur.end(t)
	}
	for i := range t.Sprites {
		sp := &t.Sprites[i]
		sp.From, sp.Moving, sp.Flip, sp.Glow = sp.To, false, false, false
	}
	t.PegFrom = t.Scores
	t.CountFrom, t.CountMoving = t.Count, false
	t.active = false
	t.cur = step{}
}

func (t *Table) sound(e Effect) { t.effects = append(t.effects, e) }

func (t *Table) logf(e engine.Event) {
	if h, ok := e.(engine.HandEnded); ok {
		t.logLine(t.Seats.HandEndLine(h))
		return
	}
	t.logLine(english.Describe(e, t.Seats.Mid[:], t.Seats.You))
	var combos []engine.Combo
	switch e := e.(type) {
	case engine.Shown:
		combos = e.Combos
	case engine.Laid:
		combos = e.Combos
	}
	if len(combos) >= 2 && !t.CallsExplained {
		t.CallsExplained = true
		t.logLine(CallsLine(combos))
	}
}

// CallsLine explains, once, that a call keeps a running total, from the
// first call of two combinations or more: '(A call keeps a running total:
// in "fifteen two, a flush of three is five", five is the two and the
// flush's three.)'.
func CallsLine(cs []engine.Combo) string {
	parts := strings.Split(english.Announce(cs[:2]), ", ")
	name := english.Kind(cs[1].Kind)
	return fmt.Sprintf("(A call keeps a running total: in \"%s, %s\", %s is the %s and the %s's %s.)",
		parts[0], parts[1], numberWord(cs[0].Points+cs[1].Points), numberWord(cs[0].Points), name, numberWord(cs[1].Points))
}

var numberWords = [...]string{"none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"}

func numberWord(n int) string {
	if n >= 0 && n < len(numberWords) {
		return numberWords[n]
	}
	return fmt.Sprint(n)
}

func (t *Table) logLine(s string) {
	t.Log = append(t.Log, s)
	if len(t.Log) > 200 {
		t.Log = append(t.Log[:0], t.Log[len(t.Log)-100:]...)
	}
}

// HandEndLine is the log's line at the end of a hand, the cards in words:
// "Hand 2 over. You held the five of hearts, the jack of spades and the
// five of clubs; the computer held …. Score: you 12, the computer 9."
func (s Seats) HandEndLine(e engine.HandEnded) string {
	return fmt.Sprintf("Hand %d over. %s held %s; %s held %s. Score: %s %d, %s %d.",
		e.Deal, s.Subject(0), cardWords(e.Hands[0][:]), s.Mid[1], cardWords(e.Hands[1][:]), s.Mid[0], e.Scores[0], s.Mid[1], e.Scores[1])
}

// cardWords names cards in words: "the two of spades, the two of clubs and
// the queen of diamonds".
func cardWords(cs []engine.Card) string {
	var b strings.Builder
	for i, c := range cs {
		switch {
		case i == 0:
		case i == len(cs)-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString("the ")
		b.WriteString(english.Card(c))
	}
	return b.String()
}

func (t *Table) setScores(s [2]int) {
	t.Scores = s
	t.setScoreText()
}

func (t *Table) setScoreText() {
	for s := range 2 {
		t.ScoreText[s] = fmt.Sprintf("%s %d", t.Seats.Short[s], t.Scores[s])
	}
}

func (t *Table) add(s step) { t.steps = append(t.steps, s) }

// expand turns one event into its steps.
func (t *Table) expand(e engine.Event) {
	defer t.noteScores(e)
	switch e := e.(type) {
	case engine.Cut:
		t.add(step{dur: 16, start: func(t *Table) {
			t.sound(EffFlip)
			for s := range 2 {
				sp := &t.Sprites[SpCut+s]
				*sp = Sprite{Card: e.Cards[s], Up: true, Shown: true, From: Slot{Zone: ZPack}, To: Slot{Zone: ZCut, Seat: s}, Moving: true, Flip: true}
			}
		}, end: func(t *Table) { t.logf(e) }}) // each log line lands with its cards
		b := "Equal ranks: cut again"
		if e.Dealer >= 0 {
			b = t.Seats.Short[e.Dealer] + " cut lower: " + t.Seats.Mid[e.Dealer] + " " + t.Seats.Verb(e.Dealer, "deals", "deal")
		}
		t.add(step{dur: 70, banner: b})
		if t.guided {
			break // the tutorial stops here: the cut stays up until the deal sweeps it away
		}
		t.add(step{dur: 14, start: func(t *Table) {
			for s := range 2 {
				sp := &t.Sprites[SpCut+s]
				sp.To, sp.Moving, sp.Up, sp.Flip = Slot{Zone: ZPack}, true, false, true
			}
		}, end: func(t *Table) {
			t.Sprites[SpCut].Shown, t.Sprites[SpCut+1].Shown = false, false
		}})
	case engine.Dealt:
		sweep := 1
		for _, sp := range t.Sprites {
			if sp.Shown {
				sweep = 18
			}
		}
		t.add(step{dur: sweep, start: func(t *Table) {
			// The old count goes as the cards are swept up.
			t.Count, t.CountFrom, t.CountMoving = 0, 0, false
			t.CountText = "count 0"
			for i := range t.Sprites {
				sp := &t.Sprites[i]
				if sp.Shown {
					sp.To, sp.Moving = Slot{Zone: ZPack}, true
					if sp.Up {
						sp.Up, sp.Flip = false, true
					}
				}
			}
		}, end: func(t *Table) {
			t.logf(e)
			for i := range t.Sprites {
				t.Sprites[i] = Sprite{}
			}
			t.Deal, t.Dealer, t.Count, t.pileN = e.Deal, e.Dealer, 0, 0
			t.CountText = "count 0"
			sn := t.Seats
			t.DealText = fmt.Sprintf("Deal %d · %s %s · %s %s elder", e.Deal, sn.Subject(e.Dealer), sn.Verb(e.Dealer, "deals", "deal"), sn.Mid[1-e.Dealer], sn.Verb(1-e.Dealer, "is", "are"))
			t.Entries = t.Entries[:0]
			t.Revealed = false
			t.Showed = [2]bool{}
			t.Hands = hands2(e.Hands)
		}})
		elder := 1 - e.Dealer
		for k := range 6 {
			seat, i := elder, k/2
			if k%2 == 1 {
				seat = e.Dealer
			}
			c := e.Hands[seat][i]
			t.add(step{dur: 9, start: func(t *Table) {
				t.sound(EffDeal)
				t.Sprites[SpHand+seat*3+i] = Sprite{Card: c, Up: c.Valid(), Flip: c.Valid(), Shown: true,
					From: Slot{Zone: ZPack}, To: Slot{Zone: ZHand, Seat: seat, I: i}, Moving: true}
			}})
		}
	case engine.StarterTurned:
		t.add(step{dur: 18, start: func(t *Table) {
			t.sound(EffFlip)
			t.Sprites[SpStarter] = Sprite{Card: e.Card, Up: true, Flip: true, Shown: true,
				From: Slot{Zone: ZPack}, To: Slot{Zone: ZStarter}, Moving: true}
		}, end: func(t *Table) { t.logf(e) }})
	case engine.Scored:
		b := "Jack turned up: two for the dealer"
		where := "jack turned up"
		if e.Combo.Kind == engine.LastCard {
			b = "Last card: one for " + t.Seats.Mid[e.Seat]
			where = "last card"
		}
		t.add(step{dur: 45, banner: b, float: fmt.Sprintf("+%d", e.Points), seat: e.Seat, start: func(t *Table) {
			t.logf(e)
			t.sound(EffScore)
			t.Entries = append(t.Entries, Entry{Seat: e.Seat, Where: where, Combo: e.Combo})
			if e.Combo.Kind == engine.JackTurned {
				t.Sprites[SpStarter].Glow = true
			} else {
				t.glowPile(e.Combo.Cards)
			}
			t.setScores([2]int(e.Scores))
		}})
	case engine.Shown:
		hidden := !e.Hand[0].Valid()
		if len(e.Combos) == 0 {
			t.add(step{dur: 30, banner: t.Seats.Short[e.Seat] + ": nothing to show", seat: e.Seat, start: func(t *Table) {
				t.logf(e)
				t.Showed[e.Seat] = true
			}})
			break
		}
		parts := strings.Split(english.Announce(e.Combos), ", ")
		taken := engine.Taken(e.Combos, e.Points)
		t.comboSteps(e.Seat, taken, [2]int(e.Scores), 44, func(k int) string { return parts[k] }, func(t *Table, k int) {
			c := e.Combos[k]
			t.Showed[e.Seat] = true
			if k == len(taken)-1 {
				t.logf(e) // with the last part: the log never runs ahead of the table
			}
			t.Entries = append(t.Entries, Entry{Seat: e.Seat, Where: "show", Combo: c, Hidden: hidden})
			if hidden {
				for i := range 3 {
					t.Sprites[SpHand+e.Seat*3+i].Glow = t.Sprites[SpHand+e.Seat*3+i].Shown
				}
			} else {
				t.glow(c.Cards, SpHand+e.Seat*3, 3)
				t.glow(c.Cards, SpStarter, 1)
			}
		})
	case engine.Laid:
		t.add(step{dur: 18, start: func(t *Table) {
			t.sound(EffLay)
			from, n := -1, 0
			for i := range 3 {
				sp := &t.Sprites[SpHand+e.Seat*3+i]
				if !sp.Shown {
					continue
				}
				n++
				if from < 0 && (sp.Card == e.Card || (e.Seat == 1 && !sp.Card.Valid())) {
					from = i
				}
			}
			j := min(t.pileN, 5)
			t.pileN++
			sp := Sprite{Card: e.Card, Up: true, Shown: true, To: Slot{Zone: ZPile, I: j}, Moving: true, From: Slot{Zone: ZHand, Seat: e.Seat, N: n}}
			if from >= 0 {
				sp.From.I = t.Sprites[SpHand+e.Seat*3+from].To.I
				old := t.Sprites[SpHand+e.Seat*3+from]
				sp.Flip = !old.Up
				t.Sprites[SpHand+e.Seat*3+from] = Sprite{}
				t.closeUp(e.Seat, n-1)
			}
			t.Sprites[SpPile+j] = sp
			t.CountFrom, t.Count, t.CountMoving = t.Count, e.Count, true
		}, end: func(t *Table) {
			t.logf(e) // as the card lands and the count reads its total
			t.CountText = fmt.Sprintf("count %d", e.Count)
		}})
		if len(e.Combos) == 0 {
			break
		}
		parts := strings.Split(english.Announce(e.Combos), ", ")
		t.comboSteps(e.Seat, engine.Taken(e.Combos, e.Points), [2]int(e.Scores), 40, func(k int) string {
			return parts[k]
		}, func(t *Table, k int) {
			t.Entries = append(t.Entries, Entry{Seat: e.Seat, Where: "count", Combo: e.Combos[k]})
			t.glowPile(e.Combos[k].Cards)
		})
	case engine.Go:
		t.add(step{dur: 120, banner: t.Seats.GoBanner(e), sub: t.Seats.GoLine(e), seat: e.Seat, start: func(t *Table) {
			t.logf(e)
			t.sound(EffGo)
		}})
	case engine.ThirtyOneMade:
		t.add(step{dur: 12, start: func(t *Table) { t.logf(e) }})
	case engine.HandEnded:
		t.add(step{dur: 20, start: func(t *Table) {
			t.sound(EffFlip)
			n := 0
			for i := range 3 {
				sp := &t.Sprites[SpHand+3+i]
				if sp.Shown && n < len(e.Unplayed[1]) {
					sp.Card, sp.Up, sp.Flip = e.Unplayed[1][n], true, true
					n++
				}
			}
			// The computer's show, with its cards, replaces its declaration.
			kept := t.Entries[:0]
			for _, en := range t.Entries {
				if !en.Hidden {
					kept = append(kept, en)
				}
			}
			var shows []Entry
			for _, c := range e.Shows[1] {
				shows = append(shows, Entry{Seat: 1, Where: "show", Combo: c})
			}
			t.Entries = append(shows, kept...)
			t.Revealed = true
			t.Hands = hands2(e.Hands)
		}, end: func(t *Table) { t.logf(e) }})
		b := fmt.Sprintf("Hand %d over: %s %d, %s %d", e.Deal, t.Seats.Mid[0], e.Scores[0], t.Seats.Mid[1], e.Scores[1])
		if t.guided {
			t.add(step{dur: 80, banner: b})
			break
		}
		// The table holds with the pile and the computer's cards up until
		// the person asks for the next hand.
		t.add(step{dur: 90, banner: b, wait: true})
	case engine.Won:
		t.add(step{dur: 40, banner: t.Seats.Short[e.Seat] + " " + t.Seats.Verb(e.Seat, "wins", "win") + " the match", start: func(t *Table) {
			t.logf(e)
			t.sound(EffWin)
			t.Won = true
			t.revealLastHand()
		}, end: func(t *Table) {
			t.Over, t.Winner = true, e.Seat
			t.setScores([2]int(e.Scores))
		}})
	}
}

// closeUp slides seat's remaining n cards into the first n sprites of its
// hand, in order, centred (Slot.N), so that the keys 1..n read left to
// right.
func (t *Table) closeUp(seat, n int) {
	base := SpHand + seat*3
	k := 0
	for i := range 3 {
		sp := t.Sprites[base+i]
		if !sp.Shown {
			continue
		}
		from := sp.To
		sp.To = Slot{Zone: ZHand, Seat: seat, I: k, N: n}
		sp.From, sp.Moving = from, true
		t.Sprites[base+i] = Sprite{}
		t.Sprites[base+k] = sp
		k++
	}
}

// revealLastHand turns the computer's last hand up when the match is won
// part-way through a hand (no HandEnded comes then): its unplayed cards
// face up in place, its hand and show in the count panel. It reads the
// match only once the match is over, when nothing is hidden any more.
func (t *Table) revealLastHand() {
	if t.Revealed || t.m.Phase() != engine.PhaseOver {
		return
	}
	evs := t.m.Events()
	start := -1
	for i := len(evs) - 1; i >= 0; i-- {
		if _, ok := evs[i].(engine.Dealt); ok {
			start = i
			break
		}
	}
	if start < 0 {
		return // won before any deal (cannot happen: the first deal scores nothing before it)
	}
	d := evs[start].(engine.Dealt)
	var laid engine.CardSet
	var shows []Entry
	for _, ev := range evs[start:] {
		switch ev := ev.(type) {
		case engine.Laid:
			laid = laid.With(ev.Card)
		case engine.Shown:
			if ev.Seat == 1 {
				for _, c := range ev.Combos {
					shows = append(shows, Entry{Seat: 1, Where: "show", Combo: c})
				}
			}
		}
	}
	n := 0
	for i := range 3 {
		sp := &t.Sprites[SpHand+3+i]
		if !sp.Shown {
			continue
		}
		for n < 3 && laid.Has(d.Hands[1][n]) {
			n++
		}
		if n < 3 {
			sp.Card, sp.Up, sp.Flip = d.Hands[1][n], true, true
			n++
		}
	}
	kept := t.Entries[:0]
	for _, en := range t.Entries {
		if !en.Hidden {
			kept = append(kept, en)
		}
	}
	t.Entries = append(shows, kept...)
	t.Hands = hands2(d.Hands)
	t.Revealed = true
}

func (t *Table) glow(cards []engine.Card, from, n int) {
	for i := from; i < from+n; i++ {
		sp := &t.Sprites[i]
		for _, c := range cards {
			if sp.Shown && sp.Card == c {
				sp.Glow = true
			}
		}
	}
}

func (t *Table) glowPile(cards []engine.Card) { t.glow(cards, SpPile, 6) }

func easeInOut(p float64) float64 {
	p = clamp(p, 0, 1)
	if p < 0.5 {
		return 4 * p * p * p
	}
	q := -2*p + 2
	return 1 - q*q*q/2
}

func (t *Table) noteScores(e engine.Event) {
	switch e := e.(type) {
	case engine.Scored:
		t.lastScores = [2]int(e.Scores)
	case engine.Shown:
		t.lastScores = [2]int(e.Scores)
	case engine.Laid:
		t.lastScores = [2]int(e.Scores)
	case engine.HandEnded:
		t.lastScores = [2]int(e.Scores)
	case engine.Won:
		t.lastScores = [2]int(e.Scores)
	}
}

// EndLines describes the finished match for the end panel: the score,
// the deals and seed, and both last hands as dealt (the box covers the
// player's: "You: five of spades, …", "The computer: …").
func (t *Table) EndLines() []string {
	if t.endLines == nil {
		t.endLines = []string{
			fmt.Sprintf("Final score: %s %d, %s %d · %d deals · %s", t.Seats.Mid[0], t.Scores[0], t.Seats.Mid[1], t.Scores[1], t.Deal, t.SeedText),
			"The last hands, as dealt:",
			t.Seats.Subject(0) + ": " + strings.ReplaceAll(cardWords(t.Hands[0][:]), "the ", ""),
		}
		if t.Revealed {
			t.endLines = append(t.endLines, t.Seats.Subject(1)+": "+strings.ReplaceAll(cardWords(t.Hands[1][:]), "the ", ""))
		}
	}
	return t.endLines
}

// WinTitle is the end box's title: "You win the match!", "The computer
// wins the match".
func (t *Table) WinTitle() string {
	if t.Winner == t.Seats.You {
		return "You win the match!"
	}
	return t.Seats.Subject(t.Winner) + " wins the match"
}

// Look is everything the table's picture depends on, comparable, so the
// game can skip redrawing an idle table (examples/skipdraw).
type Look struct {
	Sprites         [NumSprites]Sprite
	Step            int
	Active          bool
	Scores, PegFrom [2]int
	Count, Deal     int
	Log, Entries    int
	Revealed, Over  bool
	YourTurn        bool
	Marked, Lifted  engine.CardSet
}

// Look returns the table's Look now.
func (t *Table) Look() Look {
	return Look{Sprites: t.Sprites, Step: t.t, Active: t.active, Scores: t.Scores, PegFrom: t.PegFrom,
		Count: t.Count + 100*b2i(t.CountMoving), Deal: t.Deal, Log: len(t.Log), Entries: len(t.Entries), Revealed: t.Revealed,
		Over: t.Over, YourTurn: t.YourTurn(), Marked: t.Marked, Lifted: t.Lifted}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// comboSteps queues one step per combination seat scored (a show's or a
// laid card's; only those taken, engine.Taken, when the match was won
// part-way): its banner and floating points, a sound, land for what is
// particular to the event, and the score moved by the combination's
// points. The last step sets the event's own scores.
func (t *Table) comboSteps(seat int, combos []engine.Combo, final [2]int, dur int, banner func(k int) string, land func(t *Table, k int)) {
	run := t.lastScores[seat]
	for k, c := range combos {
		run += c.Points
		score := min(run, final[seat])
		t.add(step{dur: dur, banner: t.Seats.Short[seat] + ": " + banner(k), float: fmt.Sprintf("+%d", c.Points), seat: seat,
			start: func(t *Table) {
				t.sound(EffScore)
				land(t, k)
				s := t.Scores
				s[seat] = score
				if k == len(combos)-1 {
					s = final
				}
				t.setScores(s)
			}})
	}
}

// hands2 is a deal's hands of two seats in the table's fixed shape.
func hands2(hs [][]engine.Card) [2][3]engine.Card {
	var out [2][3]engine.Card
	for s := range out {
		copy(out[s][:], hs[s])
	}
	return out
}
