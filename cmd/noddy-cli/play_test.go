package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"noddy/engine"
	"noddy/server"
)

// lockedBuffer is a stdout two goroutines may share with the test.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func tableServer(t *testing.T) string {
	t.Helper()
	store, err := server.OpenEmbedded(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: store, MsgRate: rate.Inf, CreateRate: rate.Inf, Log: server.LogfLogger(t.Logf)})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	t.Cleanup(func() { srv.Close(); hs.Close(); store.Close() })
	return "http://" + ln.Addr().String()
}

func readLines(t *testing.T, path string) []map[string]any {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []map[string]any
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("%s: %v", sc.Text(), err)
		}
		out = append(out, m)
	}
	return out
}

// play --create and play --join, two processes' worth of CLI against a
// real table server: both finish, print the winner and write what their
// seat saw.
func TestPlayCreateJoin(t *testing.T) {
	base := tableServer(t)
	dir := t.TempDir()
	var outA, errA lockedBuffer
	doneA := make(chan int, 1)
	go func() {
		doneA <- run([]string{"play", "--server", base, "--create", "--name", "Ann", "--as", "expert",
			"--events", filepath.Join(dir, "a.jsonl")}, &outA, &errA)
	}()
	var link string
	for start := time.Now(); link == ""; time.Sleep(10 * time.Millisecond) {
		for _, l := range strings.Split(outA.String(), "\n") {
			if s, ok := strings.CutPrefix(l, "link: "); ok {
				link = s
			}
		}
		if time.Since(start) > 20*time.Second {
			t.Fatalf("no link: %s %s", outA.String(), errA.String())
		}
	}
	var outB, errB lockedBuffer
	if code := run([]string{"play", "--join", link, "--name", "Bob", "--events", filepath.Join(dir, "b.jsonl")}, &outB, &errB); code != 0 {
		t.Fatalf("join: exit %d: %s", code, errB.String())
	}
	select {
	case code := <-doneA:
		if code != 0 {
			t.Fatalf("create: exit %d: %s", code, errA.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatal("the creator did not finish")
	}
	var codes []string
	for i, out := range []string{outA.String(), outB.String()} {
		if !strings.Contains(out, "winner: seat ") {
			t.Fatalf("player %d printed no winner:\n%s", i, out)
		}
		for _, l := range strings.Split(out, "\n") {
			if c, ok := strings.CutPrefix(l, "code: "); ok {
				codes = append(codes, c)
			}
		}
	}
	// One code for both, which noddy-cli review reads.
	if len(codes) != 2 || codes[0] != codes[1] {
		t.Fatalf("codes printed: %q", codes)
	}
	// The winner's line gives the scores as the other commands do (29–32).
	m, err := engine.MatchFromCode(codes[0])
	if err != nil {
		t.Fatal(err)
	}
	won := m.Events()[len(m.Events())-1].(engine.Won)
	want := fmt.Sprintf("winner: seat %d (", won.Seat)
	scores := fmt.Sprintf("), scores %d–%d\n", won.Scores[0], won.Scores[1])
	for i, out := range []string{outA.String(), outB.String()} {
		if at := strings.Index(out, want); at < 0 || !strings.Contains(out[at:], scores) {
			t.Errorf("player %d: no %q…%q in\n%s", i, want, scores, out)
		}
	}
	for seat := range 2 {
		var rev, revErr lockedBuffer
		want := fmt.Sprintf("You (seat %d) made ", seat)
		if code := run([]string{"review", "--seat", fmt.Sprint(seat), codes[0]}, &rev, &revErr); code != 0 || !strings.Contains(rev.String(), want) {
			t.Fatalf("review --seat %d %s: exit %d\n%s%s", seat, codes[0], code, rev.String(), revErr.String())
		}
	}
	for seat, f := range []string{"a.jsonl", "b.jsonl"} {
		lines := readLines(t, filepath.Join(dir, f))
		if lines[0]["type"] != "match" || lines[len(lines)-1]["type"] != "win" {
			t.Fatalf("%s: first %v, last %v", f, lines[0], lines[len(lines)-1])
		}
		reveals := 0
		for _, l := range lines {
			switch l["type"] {
			case "deal":
				hands := l["hands"].([]any)
				for s, h := range hands {
					for _, c := range h.([]any) {
						if (c == nil) == (s == seat) {
							t.Fatalf("%s: seat %d's deal shows %v", f, seat, hands)
						}
					}
				}
			case "reveal":
				reveals++
				if int(l["seat"].(float64)) == seat || len(l["cards"].([]any)) != 3 {
					t.Fatalf("%s: reveal %v", f, l)
				}
			case "score":
				if l["reason"] == "show" && int(l["seat"].(float64)) != seat {
					for _, c := range l["combos"].([]any) {
						if len(c.(map[string]any)["cards"].([]any)) != 0 {
							t.Fatalf("%s: the other seat's show before the play names cards: %v", f, l)
						}
					}
				}
			}
		}
		if reveals == 0 {
			t.Fatalf("%s: no hand was turned up", f)
		}
	}
}

func TestPlayBadInput(t *testing.T) {
	base := tableServer(t)
	for _, args := range [][]string{
		{"play"}, {"play", "--create", "--join", "http://x/t/y"}, {"play", "--join", "nonsense"},
		{"play", "--create", "--as", "nobody"}, {"play", "--create", "--server", base, "--game", "chess"},
		{"play", "--join", base + "/t/AAAAAAAAAAAAAAAAAAAAAA"}, {"play", "--create", "--think", "-1s"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != exitBadInput || errb.Len() == 0 {
			t.Errorf("%v: exit %d, %q", args, code, errb.String())
		}
	}
	var out, errb bytes.Buffer
	run([]string{"play", "--join", base + "/t/AAAAAAAAAAAAAAAAAAAAAA"}, &out, &errb)
	if want := "noddy-cli play: no table at this link (there may never have been one, or it has gone). Create a new one with --create.\n"; errb.String() != want {
		t.Fatalf("a made-up link: %q, want %q", errb.String(), want)
	}
}

// Others' text cannot steer the terminal, forge a line or reorder itself.
func TestEscaped(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"good luck", "good luck"},
		{"\x1b[2J\nwinner: seat 1 (Eve)", `\x1b[2J\x0awinner: seat 1 (Eve)`},
		{"abc\u202Ednah ruoy wohs", `abc\u202ednah ruoy wohs`},
		{"\u0085\u2066x", `\u0085\u2066x`},
		{"caf\u00e9 \u2764\ufe0f \U0001F468\u200d\U0001F469", "caf\u00e9 \u2764\ufe0f \U0001F468\u200d\U0001F469"},
		{"bad\xffbyte", `bad\xffbyte`},
	} {
		if got := escaped(c.in); got != c.want {
			t.Errorf("escaped(%+q) = %q, want %q", c.in, got, c.want)
		}
	}
}
