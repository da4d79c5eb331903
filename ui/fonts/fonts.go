// Package fonts measures text in the game's fonts (package assets: Go
// Smallcaps, Regular and Bold) without a window, with the shaping
// Ebitengine's text/v2 draws with (go-text/typesetting's HarfBuzz shaper,
// left to right, the default language and script), so that what the
// window-free UI lays out is what package scenes draws: the same
// advances, to the 64th of a physical pixel (scenes' TestMeasureAsDrawn).
package fonts

import (
	"bytes"
	"math"
	"sync"

	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/font/opentype"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"

	"noddy/assets"
)

// Role names a face: what a piece of text is for (scenes/art's roles).
type Role uint8

// The roles.
const (
	Title Role = iota // Go Smallcaps: headings
	Body              // Go Regular: running text
	Bold              // Go Bold: scores, buttons, a panel's headings
	numRoles
)

// Measurer measures text at a device scale: widths in logical pixels of
// text drawn at physical sizes (logical size × scale), as the drawer
// renders each string once per physical size.
type Measurer struct {
	mu     sync.Mutex
	faces  [numRoles]*font.Face
	shaper shaping.HarfbuzzShaper
	seg    shaping.Segmenter
	cache  map[key]fixed.Int26_6
	scale  float64
	// plain is Split's run for a plain string without a letter [0] and
	// with one [1]: its script and language, asked of Split once (New).
	plain [2]shaping.Input
	// width, when set, gives every width instead (With).
	width func(s string, bold bool, px float64) float64
}

type key struct {
	s    string
	role Role
	size fixed.Int26_6
}

// maxCache bounds the advances kept; a table measures a few hundred
// strings at a handful of sizes.
const maxCache = 8192

// New parses the fonts once. A font that does not parse (the embedded
// ones always do) falls back to Body's face.
func New() *Measurer {
	m := &Measurer{cache: map[key]fixed.Int26_6{}, scale: 1}
	for r, ttf := range [numRoles][]byte{assets.SmallcapsTTF, assets.RegularTTF, assets.BoldTTF} {
		ld, err := opentype.NewLoader(bytes.NewReader(ttf))
		if err != nil {
			continue
		}
		f, err := font.NewFont(ld)
		if err != nil {
			continue
		}
		m.faces[r] = font.NewFace(f)
	}
	for r := range m.faces {
		if m.faces[r] == nil {
			m.faces[r] = m.faces[Body]
		}
	}
	m.shaper.SetFontCacheSize(4)
	for i, probe := range [2]string{"1", "a"} {
		m.plain[i] = m.seg.Split(input(probe, m.faces[Body], 12), single{m.faces[Body]})[0]
	}
	return m
}

// With is a measurer whose widths are width's, in every face and for
// labels alike (tests lay text out with a font of fixed advances).
func With(width func(s string, bold bool, px float64) float64) *Measurer {
	return &Measurer{width: width, scale: 1}
}

// SetScale sets the device scale: physical pixels a logical pixel.
func (m *Measurer) SetScale(s float64) {
	if s <= 0 {
		s = 1
	}
	m.mu.Lock()
	m.scale = s
	m.mu.Unlock()
}

// Scale is the device scale measured at.
func (m *Measurer) Scale() float64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.scale
}

// Advance is the width of s in role at px logical pixels: its advance at
// px × scale physical pixels, in logical pixels.
func (m *Measurer) Advance(s string, role Role, px float64) float64 {
	if m.width != nil {
		return m.width(s, role == Bold, px)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return float64(m.advance(s, role, px*m.scale)) / 64 / m.scale
}

// Image is the width of the image s is drawn into at px logical pixels
// (the size rounded to a whole physical pixel, its advance rounded up,
// and a pixel's margin each side), in logical pixels: what a one-line
// label takes on screen.
func (m *Measurer) Image(s string, role Role, px float64) float64 {
	if m.width != nil {
		return m.width(s, role == Bold, px)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	a := float64(m.advance(s, role, math.Round(px*m.scale))) / 64
	return float64(int(math.Ceil(a))+2) / m.scale
}

// Measure is Advance in Body (Bold when bold): the layout's measure.
func (m *Measurer) Measure(s string, bold bool, px float64) float64 {
	if bold {
		return m.Advance(s, Bold, px)
	}
	return m.Advance(s, Body, px)
}

// advance is s's advance at size physical pixels, m.mu held.
func (m *Measurer) advance(s string, role Role, size float64) fixed.Int26_6 {
	if size <= 0 {
		size = 1
	}
	if role >= numRoles {
		role = Body
	}
	k := key{s, role, fixed.Int26_6(size * 64)}
	if a, ok := m.cache[k]; ok {
		return a
	}
	f := m.faces[role]
	if f == nil {
		return 0
	}
	in := input(s, f, size)
	var a fixed.Int26_6
	if ok, letter := plain(s); ok && s != "" {
		// One run, as Split would make it, without its bidi and script
		// passes: two fifths of a measure, and a first visit measures
		// thousands of words (TestPlainAsSplit).
		run := m.plain[b2i(letter)]
		in.Script, in.Language = run.Script, run.Language
		a = m.shaper.Shape(in).Advance
	} else {
		for _, run := range m.seg.Split(in, single{f}) {
			a += m.shaper.Shape(run).Advance
		}
	}
	if len(m.cache) >= maxCache {
		clear(m.cache)
	}
	m.cache[k] = a
	return a
}

// input is s to shape in face f at size physical pixels: left to right,
// the default language and its script ("und": Latn), as text/v2 draws.
func input(s string, f *font.Face, size float64) shaping.Input {
	runes := []rune(s)
	return shaping.Input{Text: runes, RunEnd: len(runes), Direction: di.DirectionLTR, Face: f,
		Size: fixed.Int26_6(size * 64), Script: language.Latin, Language: language.Language("und")}
}

// plain reports whether s is all printable ASCII, and whether it has a
// letter. Such a string is one left-to-right run for Split (no
// right-to-left letter, no paragraph break), Latin when it has a letter
// and Common when not (punctuation and digits take the script about
// them).
func plain(s string) (ok, letter bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < ' ' || c > '~' {
			return false, false
		}
		if 'a' <= c|0x20 && c|0x20 <= 'z' {
			letter = true
		}
	}
	return true, letter
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// single maps every rune to one face.
type single struct{ f *font.Face }

func (s single) ResolveFace(rune) *font.Face { return s.f }
