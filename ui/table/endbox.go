package table

// The end box's words: the finished match, its score, what won it and the
// last hands.

import (
	"noddy/engine"
	"noddy/engine/english"
)

// EndLines describes the finished match for the end panel: the score
// with what the game was worth, the deals and seed, the line that decided
// it, and the last hands as dealt (the box covers the player's: "You:
// five of spades, …", "The computer: …").
func (t *Table) EndLines() []string {
	if t.endLines == nil {
		t.endLines = []string{t.Voice.FinalLine(t.Scores, t.Deal, t.SeedText, t.GameLine)}
		if t.Decided != "" {
			t.endLines = append(t.endLines, english.DecidedLine(t.Decided))
		}
		decided := len(t.endLines) - 1
		t.endLines = append(t.endLines, english.LastHands)
		// The final line in fewer letters, then without the target a score
		// went past, then without why a game was worth more (EndShown).
		t.endShort = map[string]string{}
		line := t.endLines[0]
		for _, c := range [...]struct {
			worth string
			past  bool
		}{{t.GameLine, true}, {t.GameLine, false}, {t.gameShort, false}} {
			if s := t.Voice.FinalScores(t.Scores, c.worth, c.past) + " · " + t.SeedText; s != line {
				t.endShort[line], line = s, s
			}
		}
		if t.Decided != "" {
			t.endShort[t.endLines[decided]] = t.Decided
		}
		for p := range t.Slots.Seats {
			s := t.SeatAt(p)
			if s != t.You && !t.Revealed || !anyKnown(t.Hands[s]) {
				continue // a watcher's seat at the bottom knows no card of it
			}
			line := t.Voice.HandLine(s, t.Hands[s])
			t.endLines = append(t.endLines, line)
			t.endShort[line] = t.Voice.Subject(s) + ": " + CardsText(t.Hands[s]...)
			if t.endHand == nil {
				t.endHand = map[string]bool{}
			}
			t.endHand[line] = true
		}
	}
	if n := len(t.endLines); t.endLines[n-1] == english.LastHands {
		t.endLines = t.endLines[:n-1]
	}
	return t.endLines
}

func anyKnown(cs []engine.Card) bool {
	for _, c := range cs {
		if c.Valid() {
			return true
		}
	}
	return false
}

// EndShort is an end box's line in fewer letters where it has them (a
// hand by its cards' corners: "You: 2♠ J♠ 7♠ 10♠ 4♣"), else the line.
func (t *Table) EndShort(line string) string {
	if s, ok := t.endShort[line]; ok {
		return s
	}
	return line
}

// EndShown is the end box's lines as drawn: each in fewer letters
// (EndShort) where it does not fit, and fewer still where that does not
// fit either (the final score without the target it went past, then
// without why the game was worth more); the
// hands alike: when one hand must be shown by its cards' corners, every
// hand is (a phone showed "You: six of hearts, …" over "The computer:
// 8♠ 4♠ 3♥").
func (t *Table) EndShown(lines []string, fits func(string) bool) []string {
	short := false
	for _, s := range lines {
		short = short || t.endHand[s] && !fits(s)
	}
	out := make([]string, len(lines))
	for i, s := range lines {
		if short && t.endHand[s] {
			s = t.EndShort(s)
		}
		for !fits(s) && t.EndShort(s) != s {
			s = t.EndShort(s)
		}
		out[i] = s
	}
	return out
}

// EndHandsShort is the end box's lines with every hand by its cards'
// corners ("West: 5♦ A♥ 8♠ 9♦ A♦"), the other lines as they are.
func (t *Table) EndHandsShort(lines []string) []string {
	out := make([]string, len(lines))
	for i, s := range lines {
		if t.endHand[s] {
			s = t.EndShort(s)
		}
		out[i] = s
	}
	return out
}

// WinTitle is the end box's title: "You win the match!", "The computer
// wins the match".
func (t *Table) WinTitle() string { return t.Voice.WinTitle(t.Winner) }
