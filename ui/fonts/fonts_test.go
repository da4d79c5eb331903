package fonts

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/image/math/fixed"
)

// splitAdvance is s's advance shaped run by run as Split cuts it: what
// advance did for every string before plain strings skipped Split.
func (m *Measurer) splitAdvance(s string, role Role, size float64) fixed.Int26_6 {
	f := m.faces[role]
	var a fixed.Int26_6
	for _, run := range m.seg.Split(input(s, f, size), single{f}) {
		a += m.shaper.Shape(run).Advance
	}
	return a
}

// A plain string's advance is Split's, to the 64th of a pixel: every word
// and line of the player's rules pages and manual, and every printable
// ASCII character and pair, in each face at sizes whole and not.
func TestPlainAsSplit(t *testing.T) {
	files, _ := filepath.Glob("../../docs/games/*.md")
	files = append(files, "../../docs/PLAYING.md")
	seen := map[string]bool{}
	var corpus []string
	add := func(s string) {
		if ok, _ := plain(s); ok && s != "" && !seen[s] {
			seen[s] = true
			corpus = append(corpus, s)
		}
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			add(strings.TrimSpace(line))
			for _, w := range strings.Fields(line) {
				add(w)
			}
		}
	}
	for c := byte(' '); c < 0x7f; c++ {
		add(string(c))
		for d := byte(' '); d < 0x7f; d += 7 {
			add(string([]byte{c, d}))
		}
	}
	if len(corpus) < 3000 {
		t.Fatalf("only %d plain strings to check", len(corpus))
	}
	m := New()
	n := 0
	for _, size := range []float64{9.5, 12, 17.3, 24, 31.7} {
		for role := range numRoles {
			for _, s := range corpus {
				m.mu.Lock()
				got, want := m.advance(s, role, size), m.splitAdvance(s, role, size)
				m.mu.Unlock()
				if got != want {
					t.Fatalf("%q in role %d at %v: advance %v, Split's %v", s, role, size, got, want)
				}
				n++
			}
		}
	}
	t.Logf("%d plain strings, %d advances as Split's", len(corpus), n)
}

func TestPlain(t *testing.T) {
	for _, c := range []struct {
		s             string
		ok, hasLetter bool
	}{{"fifteen", true, true}, {"31", true, false}, {"(2)", true, false}, {"K-Q", true, true}, {"", true, false},
		{"Knave Noddy — 1", false, false}, {"café", false, false}, {"♠", false, false}, {"@[`{", true, false},
		{"a\tb", false, false}, {"a\nb", false, false}} {
		if ok, l := plain(c.s); ok != c.ok || l != c.hasLetter {
			t.Errorf("plain(%q) = %v, %v; want %v, %v", c.s, ok, l, c.ok, c.hasLetter)
		}
	}
}

// BenchmarkMeasureWords measures each word of du Coeur's rules page at
// three sizes with the cache empty, as a first layout does: "advance" is
// the measurer's way, "split" every string through Split.
//
//	go test -run '^$' -bench MeasureWords -count 6 ./ui/fonts/
func BenchmarkMeasureWords(b *testing.B) {
	text, err := os.ReadFile("../../docs/games/noddy.md")
	if err != nil {
		b.Fatal(err)
	}
	words := strings.Fields(string(text))
	slices.Sort(words)
	words = slices.Compact(words) // each once: the cache saves nothing
	m := New()
	for _, way := range []struct {
		name string
		f    func(string, Role, float64) fixed.Int26_6
	}{{"advance", m.advance}, {"split", m.splitAdvance}} {
		b.Run(way.name, func(b *testing.B) {
			for b.Loop() {
				m.mu.Lock()
				clear(m.cache)
				for _, px := range []float64{14, 17, 21} {
					for _, w := range words {
						way.f(w, Body, px)
					}
				}
				m.mu.Unlock()
			}
			b.ReportMetric(float64(3*len(words)), "measures/op")
		})
	}
}
