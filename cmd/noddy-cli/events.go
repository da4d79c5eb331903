package main

import (
	"bufio"
	"encoding/json"
	"slices"

	"noddy/engine"
)

// The --events file is JSON Lines, one object per line, each with "type"
// and "match" (0-based). Types, in the order they happen:
//
//	{"type":"match","match":m,"seed":s,"target":31,"players":["greedy","random"]}
//	{"type":"deal","match":m,"deal":n,"dealer":d,"hands":[["9D","2H","QH"],[…]],"starter":"6S"}
//	{"type":"score","match":m,"seat":s,"reason":R,"points":p,"scores":[a,b],"combos":[…]}
//	{"type":"lay","match":m,"seat":s,"card":"6C","count":n}
//	{"type":"go","match":m,"seat":s,"count":n,"no_cards":false}
//	{"type":"win","match":m,"seat":s,"scores":[a,b]}
//
// play --events writes what one seat saw, in the same format: in a
// "deal" the hands that seat may not see are null, another seat's show
// before the play is declared (its combos' kinds and points, "cards"
// empty), and when the hands are turned up at a deal's end a line
//
//	{"type":"reveal","match":m,"seat":s,"cards":["9D","2H","QH"]}
//
// gives each other seat's hand as dealt (as kept for the show, in games
// with a crib).
//
// players are by seat. A score's reason is "jack" (a jack turned up),
// "show", "count" (what a card laid made, but thirty-one), "thirty-one",
// or "go" (the last card). Awards of no points are not written; a score
// after a lay follows that lay's line. "go" names the seat that could not
// lay. Nothing follows a match's "win".
type jsonEvent struct {
	Type    string      `json:"type"`
	Match   int         `json:"match"`
	Seed    *uint64     `json:"seed,omitempty"`
	Target  int         `json:"target,omitempty"`
	Players []string    `json:"players,omitempty"`
	Deal    int         `json:"deal,omitempty"`
	Dealer  *int        `json:"dealer,omitempty"`
	Hands   [][]*string `json:"hands,omitempty"`
	Starter string      `json:"starter,omitempty"`
	Seat    *int        `json:"seat,omitempty"`
	Card    string      `json:"card,omitempty"`
	Cards   []string    `json:"cards,omitempty"`
	Count   *int        `json:"count,omitempty"`
	NoCards *bool       `json:"no_cards,omitempty"`
	Reason  string      `json:"reason,omitempty"`
	Points  *int        `json:"points,omitempty"`
	Scores  []int       `json:"scores,omitempty"`
	Combos  []jsonCombo `json:"combos,omitempty"`
}

func ptr[T any](v T) *T { return &v }

// award is one award of points split out of the event stream.
type award struct {
	seat, points int
	reason       string
	combos       []engine.Combo
	scores       []int
	after        int // index of the event it comes from
}

// reasonNames lists the award reasons in the order sim prints them.
var reasonNames = []string{"show", "count", "thirty-one", "go", "jack"}

// awards splits a match's events into awards: a lay's thirty-one apart
// from the rest of what it made, and only the points actually taken when
// the target was reached part-way (combos are taken in calling order).
func awards(evs []engine.Event) []award {
	var out []award
	for i, e := range evs {
		switch e := e.(type) {
		case engine.Scored:
			reason := "go"
			if e.Combo.Kind == engine.JackTurned {
				reason = "jack"
			}
			out = append(out, award{e.Seat, e.Points, reason, []engine.Combo{e.Combo}, e.Scores, i})
		case engine.Shown:
			if e.Points > 0 {
				out = append(out, award{e.Seat, e.Points, "show", taken(e.Combos, e.Points), e.Scores, i})
			}
		case engine.Laid:
			before := slices.Clone(e.Scores)
			before[e.Seat] -= e.Points
			var count []engine.Combo
			countPts := 0
			for _, c := range taken(e.Combos, e.Points) {
				if c.Kind == engine.ThirtyOne {
					before[e.Seat] += c.Points
					out = append(out, award{e.Seat, c.Points, "thirty-one", []engine.Combo{c}, slices.Clone(before), i})
					continue
				}
				count = append(count, c)
				countPts += c.Points
			}
			if countPts > 0 {
				before[e.Seat] += countPts
				out = append(out, award{e.Seat, countPts, "count", count, slices.Clone(before), i})
			}
		}
	}
	return out
}

// taken returns the combos that points pays for, in calling order: all of
// them, or, when the target was reached part-way, those up to the one that
// reached it (rules, "Winning"; the engine stops there).
func taken(cs []engine.Combo, points int) []engine.Combo {
	var out []engine.Combo
	for _, c := range cs {
		p := min(c.Points, points)
		if p <= 0 {
			break
		}
		points -= p
		c.Points = p
		out = append(out, c)
	}
	return out
}

// writeEvents writes one match's events as JSON Lines; seats names the
// players by seat. Write errors surface at the writer's Flush.
func writeEvents(w *bufio.Writer, match int, seed uint64, seats []string, target int, evs []engine.Event) {
	writeEventsAs(w, match, seed, seats, target, evs, allSeats)
}

// allSeats is the viewer of sim's events: it sees every card.
const allSeats = -2

// writeEventsAs writes the events as the seat viewer saw them (events
// redacted for it; engine.Spectator for a bystander), with a reveal line
// for each hand turned up.
func writeEventsAs(w *bufio.Writer, match int, seed uint64, seats []string, target int, evs []engine.Event, viewer int) {
	put := func(e jsonEvent) {
		e.Match = match
		b, _ := json.Marshal(e)
		w.Write(b)
		w.WriteByte('\n')
	}
	put(jsonEvent{Type: "match", Seed: ptr(seed), Target: target, Players: seats[:]})
	aw := awards(evs)
	k := 0
	flush := func(i int) { // the awards that come from event i
		for ; k < len(aw) && aw[k].after == i; k++ {
			a := aw[k]
			put(jsonEvent{Type: "score", Seat: ptr(a.seat), Reason: a.reason, Points: ptr(a.points),
				Scores: a.scores, Combos: toJSONCombos(a.combos)})
		}
	}
	var dealt engine.Dealt
	for i, e := range evs {
		switch e := e.(type) {
		case engine.Dealt:
			dealt = e
		case engine.StarterTurned:
			hands := make([][]*string, len(dealt.Hands))
			for s, h := range dealt.Hands {
				hands[s] = cardPtrs(h)
			}
			put(jsonEvent{Type: "deal", Deal: dealt.Deal, Dealer: ptr(dealt.Dealer), Hands: hands, Starter: e.Card.String()})
		case engine.Laid:
			put(jsonEvent{Type: "lay", Seat: ptr(e.Seat), Card: e.Card.String(), Count: ptr(e.Count)})
		case engine.Go:
			put(jsonEvent{Type: "go", Seat: ptr(e.Seat), Count: ptr(e.Count), NoCards: ptr(e.NoCards)})
		case engine.HandEnded:
			if viewer != allSeats {
				for s, h := range e.Hands {
					if s != viewer {
						put(jsonEvent{Type: "reveal", Seat: ptr(s), Cards: cardStrings(h)})
					}
				}
			}
		case engine.Won:
			put(jsonEvent{Type: "win", Seat: ptr(e.Seat), Scores: e.Scores})
		}
		flush(i)
	}
}

// cardPtrs is cards as JSON strings, null for a card not seen.
func cardPtrs(cs []engine.Card) []*string {
	out := make([]*string, len(cs))
	for i, c := range cs {
		if c.Valid() {
			out[i] = ptr(c.String())
		}
	}
	return out
}
