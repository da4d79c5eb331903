package art

import (
	"bytes"
	"encoding/binary"

	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
)

// The Go fonts draw 0 with a slash, a programmer's zero that reads oddly in
// running text ("You 0", "count 10"). Each also holds a plain zero,
// "zero.empty", which no character maps to and no feature selects (the
// fonts have no GSUB table), so plainZero gives the font a copy whose zero
// glyph is drawn as that one.

// plainZero returns ttf with glyph "zero" outlined as "zero.empty", or ttf
// itself when the font lacks either or the tables are not as expected.
func plainZero(ttf []byte) []byte {
	ld, err := ot.NewLoader(bytes.NewReader(ttf))
	if err != nil {
		return ttf
	}
	f, err := font.NewFont(ld)
	if err != nil {
		return ttf
	}
	zero, ok := f.NominalGlyph('0')
	if !ok {
		return ttf
	}
	tables := map[string][2]uint32{} // tag: offset, length
	be := binary.BigEndian
	if len(ttf) < 12 {
		return ttf
	}
	n := int(be.Uint16(ttf[4:]))
	for i := 0; i < n && 12+16*i+16 <= len(ttf); i++ {
		r := ttf[12+16*i:]
		tables[string(r[:4])] = [2]uint32{be.Uint32(r[8:]), be.Uint32(r[12:])}
	}
	maxp := tables["maxp"]
	if maxp[1] < 6 || int(maxp[0])+6 > len(ttf) {
		return ttf
	}
	alt := font.GID(0)
	for g := font.GID(1); g < font.GID(be.Uint16(ttf[maxp[0]+4:])); g++ {
		if f.GlyphName(g) == "zero.empty" {
			alt = g
			break
		}
	}
	if alt == 0 {
		return ttf
	}
	head, loca, glyf := tables["head"], tables["loca"], tables["glyf"]
	if head[1] < 54 || loca[1] == 0 || glyf[1] == 0 || int(head[0])+54 > len(ttf) ||
		int(loca[0]+loca[1]) > len(ttf) || int(glyf[0]+glyf[1]) > len(ttf) {
		return ttf
	}
	long := be.Uint16(ttf[head[0]+50:]) == 1 // indexToLocFormat
	at := func(g font.GID) (uint32, bool) {
		if long {
			o := loca[0] + 4*uint32(g)
			if o+4 > loca[0]+loca[1] {
				return 0, false
			}
			return be.Uint32(ttf[o:]), true
		}
		o := loca[0] + 2*uint32(g)
		if o+2 > loca[0]+loca[1] {
			return 0, false
		}
		return 2 * uint32(be.Uint16(ttf[o:])), true
	}
	z0, ok0 := at(zero)
	z1, ok1 := at(zero + 1)
	a0, ok2 := at(alt)
	a1, ok3 := at(alt + 1)
	if !ok0 || !ok1 || !ok2 || !ok3 || z1 < z0 || a1 < a0 || a1-a0 > z1-z0 || glyf[0]+z1 > glyf[0]+glyf[1] || glyf[0]+a1 > glyf[0]+glyf[1] {
		return ttf // the plain zero's outline must fit in the slashed one's place
	}
	out := bytes.Clone(ttf)
	dst := out[glyf[0]+z0 : glyf[0]+z1]
	clear(dst) // a glyph's description says its own length: the rest is ignored
	copy(dst, ttf[glyf[0]+a0:glyf[0]+a1])
	return out
}
