package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"noddy/engine"
	"noddy/engine/english"
	"noddy/engine/players"
)

// runReview: noddy-cli review CODE — a finished match's review as text:
// its three costliest decisions for a seat, then every decision with the
// seat's choice and its chance of winning beside the expert's best.
func runReview(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("review", "[--seat S] CODE",
		"Replays the match a code names (noddy-cli sim --codes, the table's Copy) and\n"+
			"reviews one seat's decisions: each choice it had, best first by the expert's\n"+
			"chance of winning from that seat's view, what it chose and what that cost.\n"+
			"A choice within half a percentage point of win chance of the best is good play.")
	seat := fs.Int("seat", 0, "the `seat` whose decisions to review (0 is the first)")
	rest, done, status := parse(fs, args, stdout, stderr)
	if done {
		return status
	}
	if len(rest) != 1 {
		return badInput(stderr, "review", "give one match code")
	}
	m, err := engine.MatchFromCode(rest[0])
	if err != nil {
		var ce *engine.CodeError
		if errors.As(err, &ce) {
			return badInput(stderr, "review", fmt.Sprintf("%v: check it letter by letter", ce.Err))
		}
		return badInput(stderr, "review", err.Error())
	}
	r := m.Rules()
	if *seat < 0 || *seat >= r.Seats {
		return badInput(stderr, "review", fmt.Sprintf("--seat %d: the match has seats 0 to %d", *seat, r.Seats-1))
	}
	ds, err := players.Review(m, *seat)
	if err != nil {
		fmt.Fprintf(stderr, "noddy-cli review: %v\n", err)
		return exitFailure
	}
	names := make([]string, r.Seats)
	for s := range names {
		names[s] = fmt.Sprintf("seat %d", s)
	}
	names[*seat] = "you"
	state := "not finished"
	if m.Phase() == engine.PhaseOver {
		side := m.Winner()
		state = fmt.Sprintf("won by seat %d", side)
		if r.SideOf(*seat) == side {
			state = "won by you"
		}
	}
	fmt.Fprintf(stdout, "%s, seed %d: %d deals, %s; scores: %s.\n", r.Title, m.Seed(), m.View(0).Deal, state, sideScores(r, m.Scores(), names, *seat))
	good := 0
	for _, d := range ds {
		if d.Good() {
			good++
		}
	}
	fmt.Fprintf(stdout, "You (seat %d) made %d decisions with a choice; %d of them good play.\n", *seat, len(ds), good)
	worst := players.Costliest(ds, 3)
	if len(worst) == 0 {
		fmt.Fprintln(stdout, "Every decision was good play.")
	} else {
		fmt.Fprintln(stdout, "\nThe costliest:")
		for i, d := range worst {
			fmt.Fprintf(stdout, "%d. Deal %d: %s\n", i+1, d.Deal, decisionLine(d))
			fmt.Fprintf(stdout, "   %s: %s\n", actionWords(d.Choices[d.Chose].Action), d.Choices[d.Chose].Reason)
			fmt.Fprintf(stdout, "   %s: %s\n", actionWords(d.Choices[0].Action), d.Choices[0].Reason)
		}
	}
	fmt.Fprintln(stdout, "\nEvery decision:")
	for _, d := range ds {
		fmt.Fprintf(stdout, "  deal %d, action %d: %s\n", d.Deal, d.Action+1, decisionLine(d))
	}
	return exitOK
}

// decisionLine: "you chose the eight of hearts (41.2% to win); best the
// king of diamonds (53.5%): 12.3 percentage points of win chance", with
// the figures the table's review shows (english.DecisionPercents,
// english.WinPoints).
func decisionLine(d players.Decision) string {
	c, b := d.Choices[d.Chose], d.Choices[0]
	if d.Chose == 0 {
		return fmt.Sprintf("you chose %s (%s to win): the best", actionWords(c.Action), english.ChanceTo(c.WinChance, 1))
	}
	chosen, best := english.DecisionPercents(c.WinChance, d.Loss)
	s := fmt.Sprintf("you chose %s (%.1f%% to win); best %s (%.1f%%)", actionWords(c.Action), chosen, actionWords(b.Action), best)
	if d.Good() {
		return s + ": good play"
	}
	return s + ": " + english.WinPoints(d.Loss)
}

// actionWords says an action briefly (english.Action).
func actionWords(a engine.Action) string { return english.Action(a) }

// sideScores names each side's score, the reviewed seat's side first
// ("you 32, seat 0 30"): bare numbers read as the first seat's first.
func sideScores(r engine.Rules, scores []int, names []string, seat int) string {
	n := len(scores)
	var parts []string
	for k := range n {
		side := (r.SideOf(seat) + k) % n
		var who []string
		for s := range r.Seats {
			if r.SideOf(s) == side {
				who = append(who, names[s])
			}
		}
		parts = append(parts, fmt.Sprintf("%s %d", strings.Join(who, " and "), scores[side]))
	}
	return strings.Join(parts, ", ")
}

// scoreText is scores as "29–32", by side.
func scoreText(s []int) string {
	parts := make([]string, len(s))
	for i, v := range s {
		parts[i] = fmt.Sprint(v)
	}
	return strings.Join(parts, "–")
}
