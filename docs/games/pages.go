// Package games holds the family's rules pages (this folder's .md files),
// compiled in so that the table's Rules panel shows each game's own page:
// one source for the rules a player reads, the engine's documentation.
package games

import (
	"embed"
	"strings"
)

//go:embed *.md
var pages embed.FS

// Page returns the rules page of the game the engine calls name: the page
// whose title line names it as a `--game` value ("cribbage-four" is on
// cribbage.md's), and whether there is one.
func Page(name string) (string, bool) {
	entries, err := pages.ReadDir(".")
	if err != nil {
		return "", false
	}
	for _, e := range entries {
		b, err := pages.ReadFile(e.Name())
		if err != nil {
			continue
		}
		title, _, _ := strings.Cut(string(b), "\n")
		if strings.HasPrefix(title, "# ") && (strings.Contains(title, "`"+name+"`") || strings.Contains(title, "`--game "+name+"`")) {
			return string(b), true
		}
	}
	return "", false
}

// Summary is the game's line in this folder's README table ("the game"
// column), without its markdown: what the title says of the chosen game.
func Summary(name string) (string, bool) {
	b, err := pages.ReadFile("README.md")
	if err != nil {
		return "", false
	}
	for _, row := range strings.Split(string(b), "\n") {
		cols := strings.Split(row, "|")
		if len(cols) < 4 {
			continue
		}
		id, _, _ := strings.Cut(strings.TrimSpace(cols[1]), " ")
		if id == "`"+name+"`" {
			return strings.NewReplacer("*", "", "`", "").Replace(strings.TrimSpace(cols[2])), true
		}
	}
	return "", false
}
