package art

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
)

// Each font's 0 is drawn with the plain zero ("zero.empty"), not the
// slashed one the Go fonts map it to; every other glyph is untouched.
func TestPlainZero(t *testing.T) {
	face := func(ttf []byte) *font.Face {
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
	outline := func(f *font.Face, g font.GID) []font.Segment {
		o, ok := f.GlyphData(g).(font.GlyphOutline)
		if !ok {
			t.Fatalf("glyph %d has no outline", g)
		}
		return o.Segments
	}
	for name, ttf := range map[string][]byte{"regular": goregular.TTF, "bold": gobold.TTF, "smallcaps": gosmallcaps.TTF} {
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
