package main

import (
	"encoding/json"
	"fmt"
	"io"

	"noddy/engine"
)

// runScore: noddy-cli score --starter 6C 7H 8S 9D — the show's itemised
// breakdown and total (rules, "The show").
func runScore(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("score", "[--json] --starter CARD CARD CARD CARD",
		"Scores a three-card hand with the starter as the show does: every fifteen,\n"+
			"twenty-five, pair, run, flush and Knave Noddy, then the total.")
	starter := fs.String("starter", "", "the starter `card` (required)")
	asJSON := fs.Bool("json", false, `print {"total":N,"combos":[{"kind":…,"cards":[…],"points":N},…]}`)
	toks, done, status := parse(fs, args, stdout, stderr)
	if done {
		return status
	}
	s, hand, err := parseDeal(*starter, toks)
	if err != nil {
		return badInput(stderr, "score", err.Error())
	}
	if len(hand) != 3 {
		return badInput(stderr, "score", fmt.Sprintf("a hand is three cards; got %d", len(hand)))
	}
	h := [3]engine.Card{hand[0], hand[1], hand[2]}
	combos := engine.Show(h, s)
	if *asJSON {
		out := struct {
			Total  int         `json:"total"`
			Combos []jsonCombo `json:"combos"`
		}{engine.Total(combos), toJSONCombos(combos)}
		b, _ := json.Marshal(out)
		fmt.Fprintf(stdout, "%s\n", b)
		return exitOK
	}
	fmt.Fprintf(stdout, "%s with the starter %s\n", engine.FormatCards(hand), s)
	for _, c := range combos {
		fmt.Fprintf(stdout, "  %-20s %-12s %2d\n", comboName(c), engine.FormatCards(c.Cards), c.Points)
	}
	fmt.Fprintf(stdout, "total %d: %s\n", engine.Total(combos), engine.Announce(combos))
	return exitOK
}
