package english

import (
	"fmt"
	"slices"
	"strings"

	"noddy/engine"
)

// Voice is the table's words for the seats of one match: each seat's name
// as a label on the table (Short: "You", "Computer", "West") and
// mid-sentence (Mid: "you", "the computer", "West"), the seat addressed as
// you (-1 for none: a demonstration), and the rule set (its sides and its
// own words). Its methods say the table's announcements, the deal line and
// the end-of-match lines; the point log is Log's.
type Voice struct {
	Rules engine.Rules
	Short []string
	Mid   []string
	You   int
}

func (v Voice) seats() int {
	if v.Rules.Seats > 0 {
		return v.Rules.Seats
	}
	return len(v.Short)
}

func (v Voice) short(seat int) string {
	if seat >= 0 && seat < len(v.Short) {
		return v.Short[seat]
	}
	return fmt.Sprintf("Seat %d", seat)
}

func (v Voice) mid(seat int) string {
	if seat >= 0 && seat < len(v.Mid) {
		return v.Mid[seat]
	}
	return fmt.Sprintf("seat %d", seat)
}

// Subject is seat as a sentence's subject: "You", "The computer", "West".
func (v Voice) Subject(seat int) string { return Capitalise(v.mid(seat)) }

// Verb is verb's form for seat: second for "you" ("have"), else third
// ("has").
func (v Voice) Verb(seat int, third, second string) string {
	if seat == v.You {
		return second
	}
	return third
}

// Possessive is "Your", "The computer's", "West's".
func (v Voice) Possessive(seat int) string {
	if seat == v.You {
		return "Your"
	}
	return v.Subject(seat) + "'s"
}

// Side names a side mid-sentence: a seat, or a partnership with "you"
// first ("you and North", "West and East").
func (v Voice) Side(side int) string {
	if !v.Rules.Partners {
		return v.mid(side)
	}
	a, b := side, side+2
	if b == v.You {
		a, b = b, a
	}
	return v.mid(a) + " and " + v.mid(b)
}

// SideShort names a side as a label: "You", "Computer", "You and North".
func (v Voice) SideShort(side int) string {
	if !v.Rules.Partners {
		return v.short(side)
	}
	a, b := side, side+2
	if b == v.You {
		a, b = b, a
	}
	return v.short(a) + " and " + v.short(b)
}

// sideVerb is the verb for side as a subject (a partnership is plural).
func (v Voice) sideVerb(side int, third, second string) string {
	if v.Rules.Partners {
		return second
	}
	return v.Verb(side, third, second)
}

// sideOf is the side seat plays for.
func (v Voice) sideOf(seat int) int {
	if v.Rules.Partners {
		return seat % 2
	}
	return seat
}

// Scores is "you 12, the computer 9" (by side).
func (v Voice) Scores(scores []int) string {
	parts := make([]string, len(scores))
	for i, s := range scores {
		parts[i] = fmt.Sprintf("%s %d", v.Side(i), s)
	}
	return strings.Join(parts, ", ")
}

// GameName is the rule set's short name: its title up to " — " ("Noddy",
// "Early cribbage", "Cribbage, 6-card, to 121").
func (v Voice) GameName() string {
	name, _, _ := strings.Cut(v.Rules.Title, " — ")
	if name == "" {
		return "Noddy"
	}
	return name
}

func (v Voice) elderWord() string {
	if w := v.Rules.Terms.Elder; w != "" {
		return w
	}
	return "elder"
}

func (v Voice) starterWord() string {
	if w := v.Rules.Terms.Starter; w != "" {
		return w
	}
	return "starter"
}

// StarterWord is the rule set's word for the shared card: "starter", or
// Costly Colours' "turn-up".
func (v Voice) StarterWord() string { return v.starterWord() }

// CutBanner announces a round of the cut: "Computer cut lower: the
// computer deals", "Equal ranks: cut again"; with more seats, "West and
// East cut again".
func (v Voice) CutBanner(e engine.Cut) string {
	if e.Dealer >= 0 {
		return v.short(e.Dealer) + " cut lower: " + v.mid(e.Dealer) + " " + v.Verb(e.Dealer, "deals", "deal")
	}
	low := engine.Rank(99)
	for _, c := range e.Cards {
		if c.Valid() && c.Rank() < low {
			low = c.Rank()
		}
	}
	var tied []string
	for s, c := range e.Cards {
		if c.Valid() && c.Rank() == low {
			tied = append(tied, v.short(s))
		}
	}
	if v.seats() <= 2 || len(tied) < 2 {
		return "Equal ranks: cut again"
	}
	return strings.Join(tied, " and ") + " cut again"
}

// DealLine is the line over the table for a deal: "Deal 1 · you deal ·
// the computer is elder" (cribbage's "pone"); after a dot no capital, as
// in the line's other parts.
func (v Voice) DealLine(e engine.Dealt) string {
	elder := (e.Dealer + 1) % max(v.seats(), 1)
	return fmt.Sprintf("Deal %d · %s %s · %s %s %s", e.Deal, v.mid(e.Dealer), v.Verb(e.Dealer, "deals", "deal"),
		v.mid(elder), v.Verb(elder, "is", "are"), v.elderWord())
}

// ScoredBanner announces an award outside the show and the count (dealer
// is this deal's dealer): "Jack turned up: two for the dealer", "Last
// card: one for the computer", "His heels: two for the dealer", "Three to
// start: one for you", "The mog point: one for the computer".
func (v Voice) ScoredBanner(e engine.Scored, dealer int) string {
	to := "the dealer"
	if e.Seat != dealer {
		to = "the " + v.elderWord()
	}
	switch e.Combo.Kind {
	case engine.JackTurned:
		return "Jack turned up: " + Points(e.Points) + " for " + to
	case engine.HisHeels:
		return "His heels: " + Points(e.Points) + " for " + to
	case engine.KnaveTurned, engine.DeuceTurned:
		return Capitalise(Label(e.Combo)) + ": " + Points(e.Points) + " for " + to
	case engine.LastCard:
		return "Last card: one for " + v.mid(e.Seat)
	}
	return Capitalise(Label(e.Combo)) + ": " + Points(e.Points) + " for " + v.mid(e.Seat)
}

// LayWon is what won a match in the count, for the end box: the lay, by
// whom and at what count, and what it scored ("The computer laid the jack
// of diamonds (count 29): a run of three, 3 points"; "You laid the queen
// of clubs (count 28): last card, 1 point"). The banner alone ("Computer:
// a run of three") left the box of a match won in the count saying less
// than one won in a show (ShowWon); the pile the lay went to may lie under
// the box.
func (v Voice) LayWon(seat int, card engine.Card, count int, c engine.Combo) string {
	return fmt.Sprintf("%s laid the %s (%s): %s", v.Subject(seat), Card(card), Count(count), Scored(c))
}

// ShowWon is what won a match in the show, for the end box: whose hand or
// crib and what it scored ("The computer's hand: a pair, 2 points"; "Your
// crib: fifteen, 2 points"). The hand's banner ("Computer: a pair") named
// no hand, so the box did not say which of the two had won it.
func (v Voice) ShowWon(seat int, crib bool, c engine.Combo) string {
	what := " hand: "
	if crib {
		what = " crib: "
	}
	return v.Possessive(seat) + what + Scored(c)
}

// ComboBanner announces one part of a call as it lands: "Computer:
// fifteen two", "Your crib: a pair is four".
func (v Voice) ComboBanner(seat int, crib bool, part string) string {
	if crib {
		return v.Possessive(seat) + " crib: " + part
	}
	return v.short(seat) + ": " + part
}

// NothingBanner announces a show worth nothing: "Computer: nothing to
// show" (early cribbage's "bilked"), "Your crib: nothing".
func (v Voice) NothingBanner(seat int, crib, declared bool) string {
	what := "nothing to show"
	if crib {
		what = "nothing"
	}
	if w := v.Rules.Terms.Nothing; w != "" && !declared {
		what = "nothing — " + w
	}
	if crib {
		return v.Possessive(seat) + " crib: " + what
	}
	return v.short(seat) + ": " + what
}

// GoBanner announces a go: "Computer cannot lay: go" (or "… has no cards
// left: go").
func (v Voice) GoBanner(e engine.Go) string {
	if e.NoCards {
		return v.short(e.Seat) + " " + v.Verb(e.Seat, "has", "have") + " no cards left: go"
	}
	return v.short(e.Seat) + " cannot lay: go"
}

// GoLine says what a go does under the rule set, for players who know
// another game of the family: where a go ends the count (Noddy), "You take
// one for last card; the count ends at once (Noddy has one count)."; where
// the others lay on, "The others lay on if they can; the last to lay
// takes one for last card."
func (v Voice) GoLine(e engine.Go) string {
	n := max(v.seats(), 2)
	if v.Rules.Play.GoEndsCount || v.Rules.Seats == 0 {
		last := (e.Seat + n - 1) % n // the seat that laid the last card
		return v.Subject(last) + " " + v.Verb(last, "takes", "take") + " one for last card; the count ends at once (" +
			v.GameName() + " has one count)."
	}
	if n == 2 {
		other := 1 - e.Seat
		return v.Subject(other) + " " + v.Verb(other, "lays", "lay") + " on if " + v.Verb(other, "it", "you") +
			" can; the last to lay takes one for last card."
	}
	return "The others lay on if they can; the last to lay takes one for last card."
}

// SeriesBanner announces the end of a series: "The count goes back to 0:
// West leads" (or "Every card is laid").
func (v Voice) SeriesBanner(e engine.SeriesEnded) string {
	if e.Leader < 0 {
		return "Every card is laid"
	}
	return "The count goes back to 0: " + v.mid(e.Leader) + " " + v.Verb(e.Leader, "leads", "lead")
}

// MogBanner announces the elder's offer, the dealer's reply, or the cards
// changing hands.
func (v Voice) MogBanner(e engine.Event) string {
	switch e := e.(type) {
	case engine.MogOffered:
		if e.Offer {
			return v.short(e.Seat) + " " + v.Verb(e.Seat, "offers", "offer") + " to mog"
		}
		return v.short(e.Seat) + " " + v.Verb(e.Seat, "does", "do") + " not offer to mog"
	case engine.MogReplied:
		if e.Accept {
			return v.short(e.Seat) + " " + v.Verb(e.Seat, "accepts", "accept") + " the mog"
		}
		return v.short(e.Seat) + " " + v.Verb(e.Seat, "refuses", "refuse") + " the mog"
	case engine.MogChosen:
		return v.short(e.Seat) + " " + v.Verb(e.Seat, "chooses", "choose") + " a card to pass"
	case engine.Mogged:
		return "The cards change hands"
	}
	return ""
}

// CallBanner announces a call on a claim or a declaration: "Computer:
// Muggins!", "You: False!", "Computer lets it stand".
func (v Voice) CallBanner(e engine.CallMade) string {
	switch {
	case e.Call && v.Rules.Claims == engine.ClaimMuggins:
		return v.short(e.Seat) + ": Muggins!"
	case e.Call:
		return v.short(e.Seat) + ": False!"
	}
	return v.short(e.Seat) + " " + v.Verb(e.Seat, "lets", "let") + " it stand"
}

// MugginsBanner announces one combination taken by muggins: "Muggins for
// the computer: fifteen two".
func (v Voice) MugginsBanner(seat int, part string) string {
	return "Muggins for " + v.mid(seat) + ": " + part
}

// SettledBanner announces a declaration checked: "Computer's declaration:
// 4 declared, 2 there" (a false one), "… it stands", "… a wrong call".
func (v Voice) SettledBanner(e engine.Settled) string {
	s := fmt.Sprintf("%s declaration: %d declared, %d there", v.Possessive(e.Seat), e.Declared, e.True)
	switch {
	case e.WrongCall > 0:
		return s + ": a wrong call"
	case e.Points > 0:
		return s + ": " + Points(e.Points) + " off"
	}
	return s + ": it stands"
}

// HandOverBanner is "Hand 2 over: you 12, the computer 9".
func (v Voice) HandOverBanner(e engine.HandEnded) string {
	return fmt.Sprintf("Hand %d over: %s", e.Deal, v.Scores(e.Scores))
}

// WonBanner is "You win the match", "Computer wins the match", "You and
// North win the match".
func (v Voice) WonBanner(e engine.Won) string {
	return v.SideShort(e.Side) + " " + v.sideVerb(e.Side, "wins", "win") + " the match"
}

// GameWonBanner is "You win the game", "West wins the game".
func (v Voice) GameWonBanner(e engine.GameWon) string {
	return v.SideShort(e.Side) + " " + v.sideVerb(e.Side, "wins", "win") + " the game"
}

// WinTitle is the end box's title: "You win the match!", "The computer
// wins the match", "You and North win the match!".
func (v Voice) WinTitle(side int) string {
	if v.sideOf(v.You) == side && v.You >= 0 {
		return Capitalise(v.Side(side)) + " win the match!"
	}
	return Capitalise(v.Side(side)) + " " + v.sideVerb(side, "wins", "win") + " the match"
}

// Worth says what a won game is worth beyond one game point, and why
// (line: the score the loser did not reach, Rules.LoserLine; 0 unsaid), as
// the log says it: "a skunk: 2 game points, the loser under 91" ("" for a
// plain game). A play-tester read "a skunk: 2 game points" and could not
// tell what had made it one. Where one game wins the match (games,
// Rules.GamesToWin, is 1) the game points are left out, "a skunk: the
// loser under 91": nothing adds them up, and a play-tester could not tell
// what a game point was.
func Worth(points int, k engine.Kind, line, games int) string {
	if points <= 1 {
		return ""
	}
	var why []string
	if games > 1 {
		why = append(why, fmt.Sprintf("%d game points", points))
	}
	if line > 0 {
		why = append(why, fmt.Sprintf("the loser under %d", line))
	}
	if len(why) == 0 {
		return Label(engine.Combo{Kind: k})
	}
	return Label(engine.Combo{Kind: k}) + ": " + strings.Join(why, ", ")
}

// CardWords names cards in words: "the two of spades, the two of clubs and
// the queen of diamonds".
func CardWords(cs []engine.Card) string {
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
		b.WriteString(Card(c))
	}
	return b.String()
}

// HandEndLine is the log's line at the end of a hand, the cards in words:
// "Hand 2 over. You held the five of hearts, the jack of spades and the
// five of clubs; the computer held …. Score: you 12, the computer 9."
// With a crib, "…; the crib held …".
func (v Voice) HandEndLine(e engine.HandEnded) string {
	parts := make([]string, 0, len(e.Hands)+1)
	for s, h := range e.Hands {
		who := v.mid(s)
		if s == 0 {
			who = v.Subject(s)
		}
		parts = append(parts, who+" held "+CardWords(h))
	}
	if len(e.Crib) > 0 {
		parts = append(parts, "the crib held "+CardWords(e.Crib))
	}
	return fmt.Sprintf("Hand %d over. %s. Score: %s.", e.Deal, strings.Join(parts, "; "), v.Scores(e.Scores))
}

// FinalLine is the end box's first line: "Final score: you 31, the
// computer 20 · 5 deals · seed 7", with what the game was worth where it
// is more than one (Worth) after the scores, as the log has it: "Final
// score: you 80, the computer 122 (a skunk: the loser under 91) · 9 deals ·
// seed 24". On a line of its own it had cost the box a line, which a box
// kept under the last pile has too few of. A winning score past the
// target says why (122 on a board whose last hole is 121 was read as a
// slip): "(a skunk: the loser under 91; game is 121, and the last points went
// past it)".
func (v Voice) FinalLine(scores []int, deals int, seed, worth string) string {
	past := ""
	if t, ok := v.pastGame(scores); ok {
		past = fmt.Sprintf("game is %d, and the last points went past it", t)
	}
	return fmt.Sprintf("Final score: %s · %d deals · %s", scoresWith(v.Scores(scores), worth, past), deals, seed)
}

// FinalScores is the final line's scores in fewer letters, with what the
// game was worth and, with past, the target the winning score went past:
// "you 80, the computer 122 (a skunk: the loser under 91; game is 121)".
func (v Voice) FinalScores(scores []int, worth string, past bool) string {
	note := ""
	if t, ok := v.pastGame(scores); ok && past {
		note = fmt.Sprintf("game is %d", t)
	}
	return scoresWith(v.Scores(scores), worth, note)
}

// pastGame reports the target where the winning score went past it.
func (v Voice) pastGame(scores []int) (int, bool) {
	t := v.Rules.Target
	return t, t > 0 && len(scores) > 0 && slices.Max(scores) > t
}

// scoresWith is scores with the notes that are not empty in brackets.
func scoresWith(scores string, notes ...string) string {
	notes = slices.DeleteFunc(notes, func(s string) bool { return s == "" })
	if len(notes) == 0 {
		return scores
	}
	return scores + " (" + strings.Join(notes, "; ") + ")"
}

// HandLine is one last hand in the end box: "You: five of spades, eight
// of clubs and two of clubs".
func (v Voice) HandLine(seat int, hand []engine.Card) string {
	return v.Subject(seat) + ": " + strings.ReplaceAll(CardWords(hand), "the ", "")
}

// Option names a rule set's option in words for the line under the cards:
// "muggins", "lurches", "to 121".
func Option(name string) string {
	if w, ok := optionWords[name]; ok {
		return w
	}
	return strings.ReplaceAll(name, "-", " ")
}

var optionWords = map[string]string{
	"muggins": "muggins", "lurch": "lurches", "no-skunks": "no skunks", "to-121": "to 121",
	"no-twenty-fives": "no twenty-fives", "claims": "declarations, False called",
	"claims-at-end": "declarations checked at the end", "to-61": "to 61", "best-of-three": "best of three",
}
