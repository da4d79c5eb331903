// Package assets holds the files the game ships that are not drawn by its
// own code: the Go fonts (golang.org/x/image/font/gofont, Bigelow &
// Holmes, under the Go project's BSD licence: fonts/README) less their
// TrueType hinting, which Ebitengine's text never runs. Everything else
// the table shows (the cards, the baize, the pegging board, the panels)
// is drawn by scenes/art, and every sound is made by scenes' synthesiser:
// no other file has a licence to show.
package assets

import _ "embed"

// The fonts, as tools/gen-fonts writes them (TestFontsAsGoFonts in
// scenes/art checks every glyph against the Go fonts').
//
//go:generate go run noddy/tools/gen-fonts -o fonts
var (
	//go:embed fonts/smallcaps.ttf
	SmallcapsTTF []byte
	//go:embed fonts/regular.ttf
	RegularTTF []byte
	//go:embed fonts/bold.ttf
	BoldTTF []byte
)
