package art

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/basicfont"

	"noddy/assets"
)

// FontRole names what a piece of text is for; each role maps to one of the
// Go fonts. The Go fonts come from golang.org/x/image/font/gofont and are
// BSD-licensed (the same licence as Go itself), so they ship with the game.
type FontRole int

// The font roles.
const (
	Title FontRole = iota // Go Smallcaps: headings, the game's name, court letters' kin
	Body                  // Go Regular: running text, the log
	Bold                  // Go Bold: scores, buttons, card indices, court letters
	numRoles
)

// The Go fonts without their hinting (package assets), which Ebitengine's
// text never runs (TestFontsAsGoFonts): 84 KB less in the browser build's
// gzip.
var smallcapsTTF, regularTTF, boldTTF = assets.SmallcapsTTF, assets.RegularTTF, assets.BoldTTF

var fonts struct {
	once    sync.Once
	sources [numRoles]*text.GoTextFaceSource
	mu      sync.Mutex
	faces   map[fontKey]text.Face
}

// maxFaces bounds the face cache; a table uses a dozen sizes at most.
const maxFaces = 256

type fontKey struct {
	role FontRole
	px   float64
}

func loadFonts() {
	ttfs := [numRoles][]byte{smallcapsTTF, regularTTF, boldTTF}
	for i, ttf := range ttfs {
		// The embedded TTFs are known good; a failure leaves the role nil
		// and Font falls back to another role or to a bitmap face.
		if src, err := text.NewGoTextFaceSource(bytes.NewReader(plainZero(ttf))); err == nil {
			fonts.sources[i] = src
		}
	}
	fonts.faces = map[fontKey]text.Face{}
}

// source returns the parsed font for role, falling back to Body; nil only
// if no Go font could be parsed at all.
func source(role FontRole) *text.GoTextFaceSource {
	fonts.once.Do(loadFonts)
	if role < 0 || role >= numRoles {
		role = Body
	}
	if s := fonts.sources[role]; s != nil {
		return s
	}
	return fonts.sources[Body]
}

// Font returns the face for role at px physical pixels (the em size; set
// it in physical pixels for crisp text at HiDPI, never scale glyphs with
// GeoM). Sources are parsed once and faces cached per (role, px), so it is
// cheap to call every frame (with a few fixed sizes: the cache is cleared
// past 256 faces). It never returns nil: an unknown role gives Body. Safe
// for concurrent use.
func Font(role FontRole, px float64) text.Face {
	src := source(role)
	if role < 0 || role >= numRoles {
		role = Body
	}
	if px <= 0 {
		px = 1
	}
	k := fontKey{role, px}
	fonts.mu.Lock()
	defer fonts.mu.Unlock()
	if f, ok := fonts.faces[k]; ok {
		return f
	}
	if len(fonts.faces) >= maxFaces {
		// Sizes that change every frame would grow the cache without end.
		clear(fonts.faces)
	}
	var f text.Face
	if src != nil {
		f = &text.GoTextFace{Source: src, Size: px}
	} else {
		f = text.NewGoXFace(basicfont.Face7x13)
	}
	fonts.faces[k] = f
	return f
}
