package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"noddy/engine"
)

// runCount: noddy-cli count [--game G] --starter 2C 3C 5S 4D — lays the
// cards in order on one pile from zero and prints what each scores as the
// game's count (or series) table has it.
func runCount(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("count", "[--game G] [--option O] [--json] --starter CARD CARD...",
		"Lays the cards in order on one count (one series, from zero), as the players\n"+
			"would in turn, and prints for each the running count and what it scored. A\n"+
			"card that would take the count past 31 is an error, and a count has at most\n"+
			"the cards the players hold (du Coeur's Noddy: six).")
	game := gameFlags(fs)
	starter := fs.String("starter", "", "the starter `card` (required: it decides Knave Noddy)")
	asJSON := fs.Bool("json", false, `print [{"card":"3C","count":3,"points":0,"combos":[]},…]`)
	toks, done, status := parse(fs, args, stdout, stderr)
	if done {
		return status
	}
	r, err := game(0)
	if err != nil {
		return badInput(stderr, "count", err.Error())
	}
	s, laid, err := parseDeal(*starter, toks)
	if err != nil {
		return badInput(stderr, "count", err.Error())
	}
	most := r.Seats * r.Kept()
	switch {
	case len(laid) == 0:
		return badInput(stderr, "count", "give the cards to lay")
	case len(laid) > most && r.Name == "noddy":
		return badInput(stderr, "count", fmt.Sprintf("a count has at most six cards, three from each player; got %d", len(laid)))
	case len(laid) > most:
		return badInput(stderr, "count", fmt.Sprintf("a count in %s has at most %d cards; got %d", r.Name, most, len(laid)))
	}
	type row struct {
		Card   string      `json:"card"`
		Count  int         `json:"count"`
		Points int         `json:"points"`
		Combos []jsonCombo `json:"combos"`
	}
	var rows []row
	var lines []string
	var pile []engine.Card
	for _, c := range laid {
		count := engine.PileTotal(pile)
		if !engine.Fits(count, c) {
			return badInput(stderr, "count", fmt.Sprintf("%s would take the count from %d to %d, past 31", c, count, count+c.Pips()))
		}
		combos := r.Score.Lay(pile, c, s)
		pile = append(pile, c)
		count = engine.PileTotal(pile)
		rows = append(rows, row{c.String(), count, engine.Total(combos), toJSONCombos(combos)})
		line := fmt.Sprintf("%-3s %2d", c, count)
		if len(combos) > 0 {
			parts := make([]string, len(combos))
			for i, cb := range combos {
				parts[i] = fmt.Sprintf("%s %d (%s)", comboName(cb), cb.Points, engine.FormatCards(cb.Cards))
			}
			line += fmt.Sprintf("  +%d %s", engine.Total(combos), strings.Join(parts, ", "))
		}
		lines = append(lines, line)
	}
	if *asJSON {
		b, _ := json.Marshal(rows)
		fmt.Fprintf(stdout, "%s\n", b)
		return exitOK
	}
	fmt.Fprintf(stdout, "starter %s\n", s)
	for _, l := range lines {
		fmt.Fprintln(stdout, l)
	}
	return exitOK
}
