package art

import (
	"bytes"
	"encoding/binary"
	"reflect"
	"testing"

	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
)

func loadFace(t *testing.T, ttf []byte) *font.Face {
	t.Helper()
	ld, err := ot.NewLoader(bytes.NewReader(ttf))
	if err != nil {
		t.Fatal(err)
	}
	f, err := font.NewFont(ld)
	if err != nil {
		t.Fatal(err)
	}
	return font.NewFace(f)
}

// numGlyphs reads maxp's glyph count.
func numGlyphs(ttf []byte) int {
	be := binary.BigEndian
	for i := range int(be.Uint16(ttf[4:])) {
		if r := ttf[12+16*i:]; string(r[:4]) == "maxp" {
			return int(be.Uint16(ttf[be.Uint32(r[8:])+4:]))
		}
	}
	return 0
}

// The shipped fonts (tools/gen-fonts) are the Go fonts less their hinting:
// every glyph's outline, advance, extents and name, the character map
// and the face's metrics are the same.
func TestFontsAsGoFonts(t *testing.T) {
	for name, pair := range map[string][2][]byte{
		"regular": {regularTTF, goregular.TTF}, "bold": {boldTTF, gobold.TTF}, "smallcaps": {smallcapsTTF, gosmallcaps.TTF},
	} {
		if len(pair[0]) >= len(pair[1]) {
			t.Errorf("%s: %d bytes, the Go font's %d", name, len(pair[0]), len(pair[1]))
		}
		got, want := loadFace(t, pair[0]), loadFace(t, pair[1])
		n := numGlyphs(pair[1])
		if g := numGlyphs(pair[0]); g != n || n < 600 {
			t.Fatalf("%s: %d glyphs, want %d", name, g, n)
		}
		for g := range font.GID(n) {
			if !reflect.DeepEqual(got.GlyphData(g), want.GlyphData(g)) {
				t.Errorf("%s: glyph %d's outline differs", name, g)
			}
			if got.HorizontalAdvance(g) != want.HorizontalAdvance(g) || got.GlyphName(g) != want.GlyphName(g) {
				t.Errorf("%s: glyph %d's advance or name differs", name, g)
			}
			ge, gok := got.GlyphExtents(g)
			we, wok := want.GlyphExtents(g)
			if ge != we || gok != wok {
				t.Errorf("%s: glyph %d's extents differ", name, g)
			}
		}
		for r := range rune(0x10000) {
			g1, ok1 := got.NominalGlyph(r)
			g2, ok2 := want.NominalGlyph(r)
			if g1 != g2 || ok1 != ok2 {
				t.Errorf("%s: %U maps to %d, want %d", name, r, g1, g2)
			}
		}
		ge, _ := got.FontHExtents()
		we, _ := want.FontHExtents()
		if ge != we || got.Upem() != want.Upem() {
			t.Errorf("%s: metrics differ", name)
		}
	}
}

// Each font's 0 is drawn with the plain zero ("zero.empty"), not the
// slashed one the Go fonts map it to; every other glyph is untouched.
func TestPlainZero(t *testing.T) {
	face := func(ttf []byte) *font.Face { return loadFace(t, ttf) }
	outline := func(f *font.Face, g font.GID) []font.Segment {
		o, ok := f.GlyphData(g).(font.GlyphOutline)
		if !ok {
			t.Fatalf("glyph %d has no outline", g)
		}
		return o.Segments
	}
	for name, ttf := range map[string][]byte{"regular": regularTTF, "bold": boldTTF, "smallcaps": smallcapsTTF} {
		orig, patched := face(ttf), face(plainZero(ttf))
		zero, _ := orig.NominalGlyph('0')
		var alt font.GID
		for g := font.GID(1); g < 2000; g++ {
			if orig.GlyphName(g) == "zero.empty" {
				alt = g
				break
			}
		}
		if alt == 0 {
			t.Fatalf("%s: no zero.empty", name)
		}
		if reflect.DeepEqual(outline(orig, zero), outline(orig, alt)) {
			t.Fatalf("%s: the font's own zero is already plain", name)
		}
		if !reflect.DeepEqual(outline(patched, zero), outline(orig, alt)) {
			t.Errorf("%s: 0 is not drawn as the plain zero", name)
		}
		for _, r := range "123456789ABOo%" {
			g, _ := orig.NominalGlyph(r)
			if !reflect.DeepEqual(outline(patched, g), outline(orig, g)) {
				t.Errorf("%s: %q changed", name, r)
			}
		}
	}
}
