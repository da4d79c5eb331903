package engine

import "fmt"

// Describe says an event in one line of plain English in the third
// person, naming the seats with names (e.g. {"North", "South"}): "South
// lays the six of clubs, 21: fifteen two." It is DescribeFor with no seat
// addressed.
func Describe(e Event, names []string) string { return DescribeFor(e, names, -1) }

// DescribeFor says an event in one line of plain English, addressing seat
// you (0 or 1) in the second person ("You lay the six of clubs, 21.",
// "Deal 2: the computer deals; you are elder.") and naming the other seat
// with names; names[you] is not used. A name is written as given
// mid-sentence and with its first letter capitalised at the start of a
// sentence, so a name such as "the computer" reads "The computer lays …"
// and "… you cut the five of clubs, the computer the nine of hearts". Any other you (e.g. -1) names both seats
// in the third person, as Describe does. It is the wording of the point
// log; the events and their rules are documented on each event type.
func DescribeFor(e Event, names []string, you int) string {
	// who is a seat as the subject: "You" / "you" for the addressed seat
	// (start of the line or mid-sentence), else its name.
	who := func(seat int, start bool) string {
		if seat != you {
			if start {
				return capitalise(names[seat])
			}
			return names[seat]
		}
		if start {
			return "You"
		}
		return "you"
	}
	// verb is the third-person form for a named seat and the plain form
	// for "you".
	verb := func(seat int, third, second string) string {
		if seat == you {
			return second
		}
		return third
	}
	switch e := e.(type) {
	case Cut:
		s := fmt.Sprintf("Cut for deal: %s %s the %s, %s the %s", who(0, false), verb(0, "cuts", "cut"), e.Cards[0].Name(), who(1, false), e.Cards[1].Name())
		if e.Dealer < 0 {
			return s + ": equal ranks, cut again."
		}
		return s + fmt.Sprintf(": %s %s (the lower card deals).", who(e.Dealer, false), verb(e.Dealer, "deals", "deal"))
	case Dealt:
		elder := 1 - e.Dealer
		return fmt.Sprintf("Deal %d: %s %s; %s %s elder.", e.Deal, who(e.Dealer, false), verb(e.Dealer, "deals", "deal"), who(elder, false), verb(elder, "is", "are"))
	case StarterTurned:
		return fmt.Sprintf("The starter is the %s.", e.Card.Name())
	case Scored:
		if e.Combo.Kind == JackTurned {
			return fmt.Sprintf("%s: a jack turned up, two for the dealer.", who(e.Seat, true))
		}
		return fmt.Sprintf("%s: one for last card.", who(e.Seat, true))
	case Shown:
		s := fmt.Sprintf("%s %s: %s.", who(e.Seat, true), verb(e.Seat, "shows", "show"), Announce(e.Combos))
		if e.Points < Total(e.Combos) {
			s += fmt.Sprintf(" (%d taken: the match is won.)", e.Points)
		}
		return s
	case Laid:
		s := fmt.Sprintf("%s %s the %s, %d", who(e.Seat, true), verb(e.Seat, "lays", "lay"), e.Card.Name(), e.Count)
		if len(e.Combos) > 0 {
			s += ": " + Announce(e.Combos)
		}
		s += "."
		if e.Points < Total(e.Combos) {
			s += fmt.Sprintf(" (%d taken: the match is won.)", e.Points)
		}
		return s
	case Go:
		if e.NoCards {
			return fmt.Sprintf("%s %s no cards left: go.", who(e.Seat, true), verb(e.Seat, "has", "have"))
		}
		// The seat may lay to exactly 31 (rules, "The count", Go): it has no
		// card that stays within 31.
		if e.Seat == you {
			return "No card of yours fits without passing 31: go."
		}
		return fmt.Sprintf("%s has no card that fits without passing 31: go.", who(e.Seat, true))
	case ThirtyOneMade:
		return fmt.Sprintf("%s %s thirty-one: the count ends.", who(e.Seat, true), verb(e.Seat, "makes", "make"))
	case HandEnded:
		return fmt.Sprintf("Hand %d over: %s held %s, %s held %s. Score: %s %d, %s %d.", e.Deal,
			who(0, false), FormatCards(e.Hands[0][:]), who(1, false), FormatCards(e.Hands[1][:]),
			who(0, false), e.Scores[0], who(1, false), e.Scores[1])
	case Won:
		return fmt.Sprintf("%s %s the match, %d–%d.", who(e.Seat, true), verb(e.Seat, "wins", "win"), e.Scores[e.Seat], e.Scores[1-e.Seat])
	}
	return fmt.Sprintf("%v", e)
}

// capitalise upper-cases the first letter of an ASCII name ("the computer"
// -> "The computer"); other names are returned as they are.
func capitalise(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}
