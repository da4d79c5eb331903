package model

import "strings"

// Seats names the two seats in the table's words. At a match seat 0 is the
// person, "you"; in a demonstration (-autoplay) the computer plays both,
// so neither is "you": South at the bottom, North at the top.
type Seats struct {
	Short [2]string // scores, banners, the cut: "You", "Computer"
	Mid   [2]string // mid-sentence: "you", "the computer"
	You   int       // the seat addressed as "you" (engine.DescribeFor), -1 for none
}

var (
	personSeats = Seats{Short: [2]string{"You", "Computer"}, Mid: [2]string{"you", "the computer"}, You: 0}
	demoSeats   = Seats{Short: [2]string{"South", "North"}, Mid: [2]string{"South", "North"}, You: -1}
)

// Subject is seat as a sentence's subject: "You", "The computer", "South".
func (s Seats) Subject(seat int) string { return capitalised(s.Mid[seat]) }

// Verb is verb's form for seat: second for "you" ("have"), else third ("has").
func (s Seats) Verb(seat int, third, second string) string {
	if seat == s.You {
		return second
	}
	return third
}

// Possessive is "Your", "The computer's", "South's".
func (s Seats) Possessive(seat int) string {
	if seat == s.You {
		return "Your"
	}
	return s.Subject(seat) + "'s"
}

func capitalised(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
