package tour

import (
	"math"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"noddy/tutorial"
	"noddy/ui/layout"
)

// fakeMeasure is a font of fixed advance: half a text size a character,
// a little more in bold.
func fakeMeasure(s string, bold bool, px float64) float64 {
	w := float64(utf8.RuneCountInString(s)) * px * 0.5
	if bold {
		w *= 1.1
	}
	return w
}

func TestSentences(t *testing.T) {
	for _, tc := range []struct {
		p    string
		want []string
	}{
		{"Score: you 10, the computer 11.", []string{"Score: you 10, the computer 11."}},
		{"One. Two and three! 4 is a number? – a dash. \"Quoted.\" End", []string{"One.", "Two and three!", "4 is a number?", "– a dash.", "\"Quoted.\"", "End"}},
		{"e.g. not split. The 6 and 9 make fifteen.", []string{"e.g. not split.", "The 6 and 9 make fifteen."}},
		{"", nil},
	} {
		if got := Sentences(tc.p); !slices.Equal(got, tc.want) {
			t.Errorf("Sentences(%q) = %q, want %q", tc.p, got, tc.want)
		}
	}
}

// A wrapped heading keeps its lines together: space above its first line
// only, and a line height of TitleLead (1.12) heading sizes, not the
// body's 1.3 plus a gap.
func TestNarrationHeadingLead(t *testing.T) {
	n := NarrationFit("You lay: thirty-one and a run of four", "one two", 250, 1000, 26, layout.MinPX, fakeMeasure)
	px := n.PX
	if math.Abs(px-26*0.85) > 1e-9 || len(n.Title) < 2 {
		t.Fatalf("px %v, heading lines %+v", px, n.Title)
	}
	if n.Title[0].Gap != px*0.5 {
		t.Errorf("first heading line gap %v, want %v", n.Title[0].Gap, px*0.5)
	}
	want := px*0.85*1.3 + px*0.2
	for i, ln := range n.Title {
		gap := 0.0
		if i == 0 {
			gap = px * 0.5
		}
		if ln.Gap != gap {
			t.Errorf("heading line %d %q: gap %v, want %v", i, ln.S, ln.Gap, gap)
		}
		want += gap + px*1.25*TitleLead
	}
	if got := n.HeadHeight(); got != want {
		t.Errorf("head height %v, want %v", got, want)
	}
}

// words is the text of lines as words.
func words(lines []NarrationLine) []string {
	var out []string
	for _, ln := range lines {
		out = append(out, strings.Fields(ln.S)...)
	}
	return out
}

// checkNarration checks a step's layout in a w×h panel: every word once,
// in order; every page within the panel ("more" included on pages before
// the last); a gap under the heading on every page; pages that end at a
// sentence's end (a paragraph's, when the next page starts one) unless a
// lone sentence is taller than a page; more than one page only when the
// text does not fit at the smallest size with the tight leading.
func checkNarration(t *testing.T, name string, st tutorial.Step, w, h, fs float64, m layout.Measure) Narration {
	t.Helper()
	n := NarrationFit(st.Title, st.Text, w, h, fs, layout.MinPX, m)
	if len(n.Pages) == 0 {
		t.Fatalf("%s: no pages", name)
	}
	var all []string
	// Ends of sentences, as word counts from the text's start.
	ends := map[int]bool{}
	for _, p := range strings.Split(st.Text, "\n") {
		for _, s := range Sentences(p) {
			all = append(all, strings.Fields(s)...)
			ends[len(all)] = true
		}
	}
	var got []string
	for i, pg := range n.Pages {
		if len(pg) == 0 {
			t.Errorf("%s: page %d is empty", name, i+1)
			continue
		}
		if pg[0].Gap <= 0 {
			t.Errorf("%s: page %d's first line %q is pressed against the heading", name, i+1, pg[0].S)
		}
		ph := n.HeadHeight() + n.PageHeight(pg)
		if i+1 < len(n.Pages) {
			ph += n.MoreHeight()
		}
		if ph > h+1e-9 {
			t.Errorf("%s: page %d is %.1f tall in %.1f", name, i+1, ph, h)
		}
		got = append(got, words(pg)...)
		if i+1 < len(n.Pages) {
			// The next page's first sentence would not have fitted here.
			room := h - n.HeadHeight() - n.MoreHeight()
			next, k := 0.0, len(got)
			for _, ln := range n.Pages[i+1] {
				next += ln.Gap + n.PX*n.Lead
				if k += len(strings.Fields(ln.S)); ends[k] {
					break
				}
			}
			if n.PageHeight(pg)+next <= room {
				t.Errorf("%s: page %d (%.1f of %.1f) had room for the next sentence (%.1f)", name, i+1, n.PageHeight(pg), room, next)
			}
		}
		if i+1 < len(n.Pages) && !ends[len(got)] && n.PageHeight(pg) < h-n.HeadHeight()-n.MoreHeight()-n.PX*n.Lead*1.5 {
			t.Errorf("%s: page %d ends mid-sentence (%q) with room to spare", name, i+1, pg[len(pg)-1].S)
		}
	}
	if !slices.Equal(got, all) {
		t.Errorf("%s: the pages' words differ from the text's:\n%q\n%q", name, got, all)
	}
	if len(n.Pages) > 1 {
		if n.PX > fs*0.56+1e-9 {
			t.Errorf("%s: %d pages at %.2f px, above the smallest size %.2f", name, len(n.Pages), n.PX, fs*0.56)
		}
		one := NarrationFit(st.Title, st.Text, w, 1e9, fs*0.56/0.85, layout.MinPX, m) // the whole text at the smallest size
		if need := one.HeadHeight() + (Narration{PX: one.PX, Lead: NarrationLeadTight}).PageHeight(one.Pages[0]); need <= h {
			t.Errorf("%s: %d pages though the text fits one at %.1f of %.1f", name, len(n.Pages), need, h)
		}
	}
	return n
}

// Every step, in panels from the wide window's to a phone's: see
// checkNarration. And with the window's text size, every step of the
// tutorial fits one page of the 1280×800 window's panel.
func TestNarrationPages(t *testing.T) {
	tu := tutorial.New()
	sizes := []struct{ w, h, fs float64 }{{290, 560, 26}, {220, 420, 23}, {440, 300, 18.5}, {300, 250, 13}, {200, 180, 13}}
	multi := 0
	for _, sz := range sizes {
		for i := range tu.Len() {
			st := tu.Step(i)
			n := checkNarration(t, st.Title, st, sz.w, sz.h, sz.fs, fakeMeasure)
			if len(n.Pages) > 1 {
				multi++
			}
		}
	}
	if multi == 0 {
		t.Error("no step took two pages: the small panels test nothing of the paging")
	}
}

// The play test's cases: a text one line too long for the panel at the
// usual size fits on one page (smaller or tighter), never leaving "11."
// alone on a second page; a text of several paragraphs that cannot fit
// breaks between paragraphs.
func TestNarrationOverflowByALine(t *testing.T) {
	st := tutorial.Step{Title: "Your show: 10 points",
		Text: strings.Repeat("Your show: 6 and 9 make fifteen for 2. ", 8) + "\nScore: you 10, the computer 11."}
	const fs = 26.0
	big := NarrationFit(st.Title, st.Text, 300, 1e9, fs, layout.MinPX, fakeMeasure)
	h := big.HeadHeight() + big.PageHeight(big.Pages[0]) - big.PX*0.6 // most of a line short
	n := checkNarration(t, "one line over", st, 300, h, fs, fakeMeasure)
	if len(n.Pages) != 1 {
		t.Fatalf("one line over: %d pages", len(n.Pages))
	}
	if n.PX != big.PX || n.Lead != NarrationLeadTight {
		t.Errorf("one line over: %.2f px, lead %.2f; want the size kept (%.2f) and the tight lead", n.PX, n.Lead, big.PX)
	}

	long := tutorial.Step{Title: "Three paragraphs",
		Text: strings.Repeat("A sentence of some length here. ", 6) + "\n" + strings.Repeat("Another sentence goes here. ", 6) + "\nThe last paragraph."}
	n = checkNarration(t, "three paragraphs", long, 300, 180, fs, fakeMeasure)
	if len(n.Pages) < 2 {
		t.Fatalf("three paragraphs in 300×180 px: %d pages", len(n.Pages))
	}
	for i, pg := range n.Pages {
		last := pg[len(pg)-1].S
		if !strings.HasSuffix(last, ".") {
			t.Errorf("page %d ends %q", i+1, last)
		}
	}
}
