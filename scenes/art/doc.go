// Package art draws everything the Noddy table shows that is not text
// layout: the 52 card faces and the back (NewCards), the table surface
// (Table), suit symbols (Pip), panels, glows and chips, the UI palette
// (Palette) and the fonts (Font). All of it is drawn by this package's own
// code — vector paths filled with Ebitengine's vector package and pixels
// computed on the CPU — with no third-party art. The fonts are the Go fonts
// from golang.org/x/image/font/gofont, under the BSD licence, less their
// hinting (package assets, assets/fonts/README).
//
// The look is a card table in a 17th-century English parlour: ivory card
// stock with a thin dark edge and rounded corners, corner indices, pips
// laid out as on printed cards (the lower ones upside down), court cards as
// gilt-framed panels in madder (kings), indigo (queens) and green (knaves)
// with a crown, coronet or Tudor rose, a woven madder-red back, green baize
// in a walnut rim. Style selects four-colour suits or high contrast.
//
// Everything is made once per size in physical pixels (for crisp HiDPI) and
// then only drawn; nothing here allocates per frame. Functions that make
// images must run inside the game loop or before ebiten.RunGame.
package art
