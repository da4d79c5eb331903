package ui

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"noddy/ui/input"
	"noddy/ui/shell"
	"noddy/ui/table"
)

var keyName = func() map[input.Key]string {
	m := map[input.Key]string{}
	for n, k := range input.KeyNames {
		m[k] = n
	}
	return m
}()

func TestPressSchedule(t *testing.T) {
	game := os.Getenv("SCHED_GAME")
	if game == "" {
		t.Skip()
	}
	seed, _ := strconv.Atoi(os.Getenv("SCHED_SEED"))
	stop := os.Getenv("SCHED_STOP")
	a := newApp(t, Config{Seed: uint64(seed), Scene: "table", Game: game, Settings: shell.Settings{Speed: "normal", Level: "easy"}})
	var presses []string
	for tick := 1; tick < 200000; tick++ {
		tb := a.Play.Table
		if stop == "discard" && tb.Decision().Kind == table.DecDiscard {
			fmt.Printf("TICKS %d PRESS %s\n", tick, strings.Join(presses, ","))
			return
		}
		if stop == "play" && tb.PileN() >= 3 && tb.Busy() && tb.Progress() > 0.5 {
			if b, f, _ := tb.Banner(); b != "" && f != "" && (strings.Contains(b, "fifteen") || strings.Contains(b, "pair")) && tb.PileN() >= 4 {
				fmt.Printf("TICKS %d PRESS %s banner %q\n", tick, strings.Join(presses, ","), b)
				return
			}
		}
		f := keysFor(a)
		for k, down := range f.Keys {
			if down {
				presses = append(presses, fmt.Sprintf("%d:%s", tick, keyName[input.Key(k)]))
			}
		}
		a.Update(f)
	}
	t.Fatal("never")
}
