package main

import (
	"encoding/json"
	"fmt"
	"io"

	"noddy/engine"
	"noddy/engine/english"
)

// runScore: noddy-cli score [--game G] [--crib] --starter 6C 7H 8S 9D — a
// show's itemised breakdown and total, as the game's show table scores it.
func runScore(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("score", "[--game G] [--option O] [--crib] [--json] --starter CARD CARD...",
		"Scores a hand (with --crib, a crib) of the game's size with the starter (Costly\n"+
			"Colours: the turn-up) as its show does: every combination, then the total.\n"+
			"du Coeur's Noddy: three cards, every fifteen, twenty-five, pair, run, flush and\n"+
			"Knave Noddy.")
	game := gameFlags(fs)
	starter := fs.String("starter", "", "the starter `card` (required)")
	crib := fs.Bool("crib", false, "score the cards as the dealer's crib")
	asJSON := fs.Bool("json", false, `print {"total":N,"combos":[{"kind":…,"cards":[…],"points":N},…]}`)
	toks, done, status := parse(fs, args, stdout, stderr)
	if done {
		return status
	}
	r, err := game(0)
	if err != nil {
		return badInput(stderr, "score", err.Error())
	}
	s, hand, err := parseDeal(*starter, toks)
	if err != nil {
		return badInput(stderr, "score", err.Error())
	}
	want, what := r.Kept(), "a hand"
	if *crib {
		want, what = r.CribSize(), "a crib"
		if want == 0 {
			return badInput(stderr, "score", fmt.Sprintf("%s has no crib", r.Title))
		}
	}
	if len(hand) != want {
		return badInput(stderr, "score", fmt.Sprintf("%s is %s; got %d (%s)", what, cardsWord(want), len(hand), r.Name))
	}
	combos := r.Score.Show(hand, s, *crib)
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
	fmt.Fprintf(stdout, "total %d: %s\n", engine.Total(combos), english.Announce(combos))
	return exitOK
}

// cardsWord is "three cards", "four cards".
func cardsWord(n int) string {
	words := []string{"no cards", "one card", "two cards", "three cards", "four cards", "five cards", "six cards", "seven cards"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprintf("%d cards", n)
}
