package table

import (
	"noddy/engine"
	"noddy/engine/english"
)

// What a shared table (package friend) needs of its table.

// Rename names the seats afresh: the header, the labels, the log's lines
// from here on and the announcement on screen (said again: a player reads
// the name the seat has now, as the header gives it).
func (t *Table) Rename(v english.Voice) {
	v.Rules = t.rules
	if len(v.Short) != len(t.Voice.Short) {
		return
	}
	copy(t.Voice.Short, v.Short)
	copy(t.Voice.Mid, v.Mid) // the log's names are this slice
	t.Voice.You = v.You
	t.labels = nil
	t.setScoreText(t.Voice)
	if t.DealText != "" {
		t.DealText = t.Voice.DealLine(engine.Dealt{Deal: t.Deal, Dealer: t.Dealer}) // the header's names too
	}
	// The announcement on screen, and the one lingering for the person's
	// card, are said again in the new names.
	if t.active {
		sayAgain(t, &t.cur.banner, t.cur.say)
		sayAgain(t, &t.cur.sub, t.cur.saySub)
	}
	sayAgain(t, &t.last.banner, t.last.say)
	sayAgain(t, &t.last.sub, t.last.saySub)
	// A finished match's end box: its lines are made again when next
	// asked (EndLines), what won it said again first.
	sayAgain(t, &t.lastScoring, t.lastSay)
	sayAgain(t, &t.Decided, t.decidedSay)
	t.endLines, t.endShort, t.endHand = nil, nil, nil
}

// sayAgain makes *text again by say, when there is one and the text shows.
func sayAgain(t *Table, text *string, say func(t *Table) string) {
	if say != nil && *text != "" {
		*text = say(t)
	}
}

// Note adds a line of the table's own to the log (a match taken up again).
func (t *Table) Note(line string) { t.logLine(line) }

// CatchUp shows at once what the table has queued (a snapshot's events):
// every step finished, holds too, no sound; the table then stands as the
// table does.
func (t *Table) CatchUp() {
	sp := t.Speed
	t.Speed = SpeedInstant
	t.pull()
	for guard := 0; t.Busy() && guard < 100000; guard++ {
		t.hurry = true
		t.advance()
	}
	t.Speed = sp
	t.effects = t.effects[:0]
}

// Reread has the person's decision read again from the source's view
// (a shared table's prompt came, or its act was refused).
func (t *Table) Reread() { t.decisionStale = true }

// Asked is the decision last read, without reading it again (DecNone
// when none was).
func (t *Table) Asked() DecisionKind { return t.decision.Kind }
