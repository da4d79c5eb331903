// Package baseline is the computer players as they stood before issue 23
// (main at fab733a): du Coeur's Noddy expert (NewPlayer, expert.go) and
// the family's expert (New, fam_*.go), frozen, so that the one stack's
// expert can be measured against them in duplicate ("expert-v1" in
// noddy-cli sim). It is for measurement only: the game never links it.
// Once the new expert has been measured against it, it goes.
package baseline
