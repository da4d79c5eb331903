package english

import (
	"fmt"
	"strconv"
	"strings"

	"noddy/engine"
)

// The table's own words (package ui/table): the seats' names and labels,
// the line under the cards, the count, the count panel's rows, the end
// box's headings and the log's note on calls.

// placeNames are the names by place (0 at the bottom), for each number of
// seats; the person's place is "You"/"you" unless nobody plays it.
var placeNames = map[int][]string{
	2: {"South", "Computer"},
	3: {"South", "West", "East"},
	4: {"South", "West", "North", "East"},
}

// SeatVoice names the seats of rule set r for a table drawn for seat you,
// by where they sit: the person at the bottom ("You"; in a demonstration,
// person false, nobody is "you", so "South"), the others round the table
// in the order of play — in a game for two the computer opposite; for
// three West on the left and East on the right; for four West, North
// (the partner, opposite) and East.
func SeatVoice(r engine.Rules, you int, person bool) Voice {
	n := max(r.Seats, 2)
	names := placeNames[n]
	v := Voice{Rules: r, Short: make([]string, n), Mid: make([]string, n), You: -1}
	for p := range n {
		seat := (p + you) % n
		short, mid := names[p], names[p]
		switch {
		case p == 0 && person:
			short, mid = "You", "you"
			v.You = seat
		case n == 2 && !person:
			short, mid = [2]string{"South", "North"}[p], [2]string{"South", "North"}[p]
		case n == 2:
			short, mid = "Computer", "the computer"
		}
		v.Short[seat], v.Mid[seat] = short, mid
	}
	return v
}

// NamedVoice names the seats by the names people gave (a shared table):
// "You" for the person's seat (-1: watching), the others by name,
// "Guest" where none was given; two seats of one name are told apart by
// their seats ("Ann (seat 2)").
func NamedVoice(r engine.Rules, names []string, you int) Voice {
	n := len(names)
	v := Voice{Rules: r, Short: make([]string, n), Mid: make([]string, n), You: -1}
	used := map[string]bool{}
	if you >= 0 {
		used["you"] = true
	}
	for s := range n {
		name := names[s]
		if name == "" {
			name = Guest
		}
		if used[strings.ToLower(name)] {
			name += " (seat " + strconv.Itoa(s+1) + ")"
		}
		used[strings.ToLower(name)] = true
		v.Short[s], v.Mid[s] = name, name
	}
	if you >= 0 && you < n {
		v.Short[you], v.Mid[you], v.You = "You", "you", you
	}
	return v
}

// Guest is the name of a seat taken by someone who gave none.
const Guest = "Guest"

// SeatLabels are a seat's labels under its hand at a table of three or
// four, longest first: with its level and whether it deals, with its
// level, the name alone — "West · easy · deals", "North · your partner ·
// easy", "North (partner)". level is "" for the person's seat.
func SeatLabels(name string, partner bool, level string, deals bool) []string {
	short := name
	if partner {
		name += " · your partner"
		short += " (partner)"
	}
	full := name
	if level != "" {
		full += " · " + level
	}
	long := full
	if deals {
		long += " · deals"
	}
	return []string{long, full, name, short}
}

// Score is a side's score on its line: "You 12".
func Score(side string, n int) string { return side + " " + strconv.Itoa(n) }

// Count is the running count's label: "count 17".
func Count(n int) string { return "count " + strconv.Itoa(n) }

// SeedText names a match's seed under the cards: "seed 482913"; a shared
// table's 64-bit seed by its ends ("seed 1650…4440": the match code holds
// it whole); 0 before a shared table's match ends, "a shared table".
func SeedText(seed uint64) string {
	switch d := strconv.FormatUint(seed, 10); {
	case seed == 0:
		return "a shared table"
	case len(d) > 8:
		return "seed " + d[:4] + "…" + d[len(d)-4:]
	default:
		return "seed " + d
	}
}

// RuleLines are the line under the cards: "Rules: Noddy — Justin du
// Coeur's 1996 reconstruction (R to read them) · seed 7 · computer:
// expert" (Touch: "(Rules to read them)"; Plain offers neither, for a
// finger where no Rules button is), the rule set's options after its
// title; Short the line in fewer words for a narrow window: the game's
// name, then only the seed. demo: the computer plays every seat.
type RuleLines struct {
	Keys, Touch, Plain string
	Short              [3]string
}

// RuleLine makes rule set r's lines under the cards, its seed as
// SeedText says it, the computer's level ("" for none).
func RuleLine(r engine.Rules, seed, level string, demo bool) RuleLines {
	lv := ""
	if level != "" {
		who := "computer"
		if demo {
			who = "every seat"
			if r.Seats == 2 {
				who = "both seats"
			}
		}
		lv = " · " + who + ": " + level
	}
	title := r.Title
	name, _, _ := strings.Cut(r.Title, " — ")
	if len(r.Options) > 0 {
		opts := make([]string, len(r.Options))
		for i, o := range r.Options {
			opts[i] = Option(o)
		}
		title += " · " + strings.Join(opts, ", ")
		name += " · " + strings.Join(opts, ", ")
	}
	return RuleLines{
		Keys:  "Rules: " + title + " (R to read them) · " + seed + lv,
		Touch: "Rules: " + title + " (Rules to read them) · " + seed + lv,
		Plain: "Rules: " + title + " · " + seed + lv,
		Short: [3]string{name + " (R: the rules) · " + seed + lv, name + " · " + seed + lv, seed + lv},
	}
}

// CountRow is a combination's row in the count panel: "show: a pair 7♥
// 7♠ — 2"; where the place already names it, the place alone: "last
// card: 3♥ — 1".
func CountRow(where string, c engine.Combo, cards string) string {
	if where == Kind(c.Kind) {
		return fmt.Sprintf("%s: %s — %d", where, cards, c.Points)
	}
	return strings.TrimRight(fmt.Sprintf("%s: %s %s", where, Label(c), cards), " ") + fmt.Sprintf(" — %d", c.Points)
}

// The end box's headings: the last hands, and the announcement of the
// points that won the match (play testers read "Decided by:" as a
// riddle).
const (
	LastHands = "The last hands, as dealt:"
	DecidedBy = "The points that won it — "
)

// DecidedLine is the end box's line of the points that won, in the
// table's words for them after a dash ("The points that won it — Jack
// turned up: two for the dealer"): after a colon their own capital and
// colon had read as a slip, and quoted they read as said, which at a
// brisk speed they were not.
func DecidedLine(announced string) string { return DecidedBy + announced }

// CallsLine explains, once, that a call keeps a running total, from the
// first call of two combinations or more: '(A call keeps a running total:
// in "fifteen two, a flush of three is five", five is the two and the
// flush's three.)'.
func CallsLine(cs []engine.Combo) string {
	parts := strings.Split(Announce(cs[:2]), ", ")
	name := Kind(cs[1].Kind)
	return fmt.Sprintf("(A call keeps a running total: in \"%s, %s\", %s is the %s and the %s's %s.)",
		parts[0], parts[1], Points(cs[0].Points+cs[1].Points), Points(cs[0].Points), name, Points(cs[1].Points))
}
