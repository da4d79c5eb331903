package ui

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

var keyName = func() map[Key]string {
	m := map[Key]string{}
	for n, k := range KeyNames {
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
	a := newApp(t, Config{Seed: uint64(seed), Scene: "table", Game: game, Settings: Settings{Speed: "normal", Level: "easy"}})
	var presses []string
	for tick := 1; tick < 200000; tick++ {
		tb := a.Table
		if stop == "discard" && tb.Decision().Kind == DecDiscard {
			fmt.Printf("TICKS %d PRESS %s\n", tick, strings.Join(presses, ","))
			return
		}
		if stop == "play" && tb.pileN >= 3 && tb.Busy() && tb.Progress() > 0.5 {
			if b, f, _ := tb.Banner(); b != "" && f != "" && (strings.Contains(b, "fifteen") || strings.Contains(b, "pair")) && tb.pileN >= 4 {
				fmt.Printf("TICKS %d PRESS %s banner %q\n", tick, strings.Join(presses, ","), b)
				return
			}
		}
		f := keysFor(a)
		for k, down := range f.Keys {
			if down {
				presses = append(presses, fmt.Sprintf("%d:%s", tick, keyName[Key(k)]))
			}
		}
		a.Update(f)
	}
	t.Fatal("never")
}
