// Copyright 2026 The Noddy authors. Same licence as Ebitengine (Apache 2.0).

package glsl

import (
	"math/rand/v2"
	"regexp"
	"testing"
)

// collapseBlankLines does what the regexp it replaced did, on every string
// of up to eight of '\n', ' ' and 'a', and on random longer ones.
func TestCollapseBlankLines(t *testing.T) {
	re := regexp.MustCompile(`\n\n+`)
	check := func(s string) {
		if got, want := collapseBlankLines(s), re.ReplaceAllString(s, "\n\n"); got != want {
			t.Fatalf("%q: got %q, want %q", s, got, want)
		}
	}
	alphabet := "\n a"
	var all func(s string)
	all = func(s string) {
		check(s)
		if len(s) < 8 {
			for i := range alphabet {
				all(s + alphabet[i:i+1])
			}
		}
	}
	all("")
	r := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		b := make([]byte, r.IntN(200))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		check(string(b))
	}
}
