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
//	{"type":"discard","match":m,"seat":s,"cards":["5D","5S"]}
//	{"type":"starter","match":m,"starter":"JC"}
//	{"type":"mog-offer","match":m,"seat":s,"yes":true}
//	{"type":"mog-reply","match":m,"seat":s,"yes":false}
//	{"type":"mog","match":m,"cards":["4H","7C"]}
//	{"type":"score","match":m,"seat":s,"reason":R,"points":p,"scores":[a,b],"combos":[…]}
//	{"type":"lay","match":m,"seat":s,"card":"6C","count":n}
//	{"type":"go","match":m,"seat":s,"count":n,"no_cards":false}
//	{"type":"series","match":m,"series":k,"count":n,"leader":l}
//	{"type":"crib","match":m,"seat":d,"cards":["5D","5S","2C","7S"]}
//	{"type":"call","match":m,"seat":s,"of":o,"yes":true}
//	{"type":"game","match":m,"seat":s,"side":d,"scores":[a,b],"game_points":g,"result":"skunk","games":[1,0]}
//	{"type":"win","match":m,"seat":s,"scores":[a,b]}
//
// play --events writes what one seat saw, in the same format: in a
// "deal" the hands that seat may not see are null, another seat's show
// before the play is declared (its combos' kinds and points, "cards"
// empty), and when the hands are turned up at a deal's end a line
//
//	{"type":"reveal","match":m,"seat":s,"cards":["9D","2H","QH"]}
//
// gives each other seat's hand (as dealt; as kept for the show in games
// with a crib).
//
// players are by seat, hands by seat as dealt, scores by side (a side is a
// seat, or in four-hand partnerships seats s and s+2). A deal line carries
// the starter when it is turned straight after the deal (du Coeur's Noddy,
// Parlett, MacGregor, Costly Colours); where cards are first laid out to
// the crib the starter has its own line after the discards. "crib" is the
// dealer's crib turned for its show, before that show's score line.
// A score's reason is "jack" (a jack turned up, his heels), "turn-up"
// (Costly Colours' two or knave), "start" (three to start, three for
// last), "mog", "show" (a hand's show; "declared":true when declared, its
// combos kinds and points without cards), "crib" (the crib's show),
// "count" (what a card laid made, but thirty-one), "thirty-one", "go" (the
// last card), "muggins" (points a claim missed, to the caller) or "settle"
// (a declaration checked: points may be negative). Awards of no points are
// not written; a score after a lay follows that lay's line. "go" names the
// seat that could not lay. "series" closes a series of the play (leader -1:
// the play is over). "mog" gives by seat the card each passed. "call" is a
// seat calling muggins or "False" on seat of's show (yes), or letting it
// stand. "game" ends a game of a match that goes on; "win" ends the match
// and carries "side", "game_points" and "result" where the game counts
// them. Nothing follows a match's "win".
type jsonEvent struct {
	Type       string      `json:"type"`
	Match      int         `json:"match"`
	Seed       *uint64     `json:"seed,omitempty"`
	Game       string      `json:"game,omitempty"`
	Options    []string    `json:"options,omitempty"`
	Target     int         `json:"target,omitempty"`
	Players    []string    `json:"players,omitempty"`
	Deal       int         `json:"deal,omitempty"`
	Dealer     *int        `json:"dealer,omitempty"`
	Hands      [][]*string `json:"hands,omitempty"`
	Crib       []string    `json:"crib,omitempty"`
	Starter    string      `json:"starter,omitempty"`
	Seat       *int        `json:"seat,omitempty"`
	Of         *int        `json:"of,omitempty"`
	Side       *int        `json:"side,omitempty"`
	Card       string      `json:"card,omitempty"`
	Cards      []*string   `json:"cards,omitempty"`
	Count      *int        `json:"count,omitempty"`
	NoCards    *bool       `json:"no_cards,omitempty"`
	Yes        *bool       `json:"yes,omitempty"`
	Series     int         `json:"series,omitempty"`
	Leader     *int        `json:"leader,omitempty"`
	Reason     string      `json:"reason,omitempty"`
	Declared   bool        `json:"declared,omitempty"`
	Points     *int        `json:"points,omitempty"`
	Scores     []int       `json:"scores,omitempty"`
	Combos     []jsonCombo `json:"combos,omitempty"`
	GamePoints int         `json:"game_points,omitempty"`
	Result     string      `json:"result,omitempty"`
	Games      []int       `json:"games,omitempty"`
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

// reasonNames lists the award reasons sim prints for every game, in order;
// the family's others follow, by name, where they score.
var reasonNames = []string{"show", "count", "thirty-one", "go", "jack"}

// scoredReason is the reason of a Scored award.
func scoredReason(k engine.Kind) string {
	switch k {
	case engine.LastCard:
		return "go"
	case engine.JackTurned, engine.HisHeels:
		return "jack"
	case engine.KnaveTurned, engine.DeuceTurned:
		return "turn-up"
	case engine.ThreeToStart, engine.ThreeForLast:
		return "start"
	case engine.Mog:
		return "mog"
	}
	return k.Slug()
}

// awards splits a match's events into awards: a lay's thirty-one apart
// from the rest of what it made, and only the points actually taken when
// the target was reached part-way (combos are taken in calling order).
func awards(evs []engine.Event) []award {
	var out []award
	for i, e := range evs {
		switch e := e.(type) {
		case engine.Scored:
			out = append(out, award{e.Seat, e.Points, scoredReason(e.Combo.Kind), []engine.Combo{e.Combo}, e.Scores, i})
		case engine.Shown:
			reason := "show"
			if e.Crib {
				reason = "crib"
			}
			if e.Points > 0 {
				out = append(out, award{e.Seat, e.Points, reason, taken(e.Combos, e.Points), e.Scores, i})
			}
		case engine.MugginsCalled:
			if e.Points > 0 {
				out = append(out, award{e.Seat, e.Points, "muggins", taken(e.Combos, e.Points), e.Scores, i})
			}
		case engine.Settled:
			if e.Points > 0 {
				out = append(out, award{e.Seat, -e.Points, "settle", nil, e.Scores, i})
				if e.Caller >= 0 {
					out = append(out, award{e.Caller, e.Points, "settle", nil, e.Scores, i})
				}
			}
			if e.WrongCall > 0 {
				out = append(out, award{e.Seat, e.WrongCall, "settle", nil, e.Scores, i})
			}
		case engine.Laid:
			before := slices.Clone(e.Scores)
			before[side(e.Scores, e.Seat)] -= e.Points
			var count []engine.Combo
			countPts := 0
			for _, c := range taken(e.Combos, e.Points) {
				if c.Kind == engine.ThirtyOne {
					before[side(e.Scores, e.Seat)] += c.Points
					out = append(out, award{e.Seat, c.Points, "thirty-one", []engine.Combo{c}, slices.Clone(before), i})
					continue
				}
				count = append(count, c)
				countPts += c.Points
			}
			if countPts > 0 {
				before[side(e.Scores, e.Seat)] += countPts
				out = append(out, award{e.Seat, countPts, "count", count, slices.Clone(before), i})
			}
		}
	}
	return out
}

// side is seat's index into scores: its own, or with two sides for four
// seats its partnership's.
func side(scores []int, seat int) int { return seat % len(scores) }

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

// writeEventsFor is writeEvents naming the game and its options (du
// Coeur's Noddy, the default, is not named, so its files are as they have
// always been).
func writeEventsFor(w *bufio.Writer, match int, seed uint64, game string, options []string, seats []string, target int, evs []engine.Event) {
	writeEventsAs(w, match, seed, game, options, seats, target, evs, allSeats)
}

// allSeats is the viewer of sim's events: it sees every card.
const allSeats = -2

// writeEventsAs writes the events as the seat viewer saw them (play
// --events: the events redacted for it, engine.Spectator for a
// bystander), with a reveal line for each other hand turned up.
func writeEventsAs(w *bufio.Writer, match int, seed uint64, game string, options []string, seats []string, target int, evs []engine.Event, viewer int) {
	put := func(e jsonEvent) {
		e.Match = match
		b, _ := json.Marshal(e)
		w.Write(b)
		w.WriteByte('\n')
	}
	put(jsonEvent{Type: "match", Seed: ptr(seed), Game: game, Options: options, Target: target, Players: seats[:]})
	aw := awards(evs)
	k := 0
	flush := func(i int) { // the awards that come from event i
		for ; k < len(aw) && aw[k].after == i; k++ {
			a := aw[k]
			je := jsonEvent{Type: "score", Seat: ptr(a.seat), Reason: a.reason, Points: ptr(a.points),
				Scores: a.scores, Combos: toJSONCombos(a.combos)}
			if s, ok := evs[i].(engine.Shown); ok && s.Declared {
				je.Declared = true
			}
			put(je)
		}
	}
	dealLine := func(d engine.Dealt, starter string) {
		hands := make([][]*string, len(d.Hands))
		for s, h := range d.Hands {
			hands[s] = optCards(h)
		}
		put(jsonEvent{Type: "deal", Deal: d.Deal, Dealer: ptr(d.Dealer), Hands: hands, Starter: starter})
	}
	var dealt *engine.Dealt
	for i, e := range evs {
		if dealt != nil {
			if st, ok := e.(engine.StarterTurned); ok {
				dealLine(*dealt, st.Card.String())
				dealt = nil
				flush(i)
				continue
			}
			dealLine(*dealt, "")
			dealt = nil
		}
		switch e := e.(type) {
		case engine.Dealt:
			dealt = &e
		case engine.Discarded:
			put(jsonEvent{Type: "discard", Seat: ptr(e.Seat), Cards: optCards(e.Cards)})
		case engine.StarterTurned:
			put(jsonEvent{Type: "starter", Starter: e.Card.String()})
		case engine.MogOffered:
			put(jsonEvent{Type: "mog-offer", Seat: ptr(e.Seat), Yes: ptr(e.Offer)})
		case engine.MogReplied:
			put(jsonEvent{Type: "mog-reply", Seat: ptr(e.Seat), Yes: ptr(e.Accept)})
		case engine.Mogged:
			put(jsonEvent{Type: "mog", Cards: optCards(e.Cards)})
		case engine.Shown:
			if e.Crib {
				put(jsonEvent{Type: "crib", Seat: ptr(e.Seat), Cards: optCards(e.Hand)})
			}
		case engine.Laid:
			put(jsonEvent{Type: "lay", Seat: ptr(e.Seat), Card: e.Card.String(), Count: ptr(e.Count)})
		case engine.Go:
			put(jsonEvent{Type: "go", Seat: ptr(e.Seat), Count: ptr(e.Count), NoCards: ptr(e.NoCards)})
		case engine.SeriesEnded:
			put(jsonEvent{Type: "series", Series: e.Series, Count: ptr(e.Count), Leader: ptr(e.Leader)})
		case engine.CallMade:
			put(jsonEvent{Type: "call", Seat: ptr(e.Seat), Of: ptr(e.Of), Yes: ptr(e.Call)})
		case engine.HandEnded:
			if viewer != allSeats {
				for s, h := range e.Hands {
					if s != viewer {
						put(jsonEvent{Type: "reveal", Seat: ptr(s), Cards: optCards(h)})
					}
				}
			}
		case engine.GameWon:
			put(jsonEvent{Type: "game", Seat: ptr(e.Seat), Side: ptr(e.Side), Scores: e.Scores,
				GamePoints: e.GamePoints, Result: resultSlug(e.Result), Games: e.Games})
		case engine.Won:
			je := jsonEvent{Type: "win", Seat: ptr(e.Seat), Scores: e.Scores}
			if game != "" {
				je.Side, je.GamePoints, je.Result, je.Games = ptr(e.Side), e.GamePoints, resultSlug(e.Result), e.Games
			}
			put(je)
		}
		flush(i)
	}
}

func resultSlug(k engine.Kind) string {
	if k == 0 {
		return ""
	}
	return k.Slug()
}

// optCards is cs as short forms, null for a card the seat cannot see.
func optCards(cs []engine.Card) []*string {
	out := make([]*string, len(cs))
	for i, c := range cs {
		if c.Valid() {
			out[i] = ptr(c.String())
		}
	}
	return out
}
