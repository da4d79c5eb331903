// Command gen-fonts writes the Go fonts the game ships (assets/fonts)
// without their TrueType hinting: the glyphs' instructions and the fpgm,
// prep and cvt tables. Ebitengine draws text through go-text/typesetting,
// which never runs hinting, so the glyphs' outlines, metrics and names
// are unchanged (scenes/art's TestFontsAsGoFonts checks) while the
// browser build loses 84 KB of its gzip -9.
//
//	go run noddy/tools/gen-fonts -o assets/fonts
package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
)

func main() {
	out := flag.String("o", "assets/fonts", "folder to write the fonts to")
	flag.Parse()
	for name, ttf := range map[string][]byte{"smallcaps.ttf": gosmallcaps.TTF, "regular.ttf": goregular.TTF, "bold.ttf": gobold.TTF} {
		b, err := Unhint(ttf)
		if err != nil {
			log.Fatalf("%s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(*out, name), b, 0o644); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s: %d → %d bytes\n", name, len(ttf), len(b))
	}
}

var be = binary.BigEndian

// dropped are the tables only a hinting rasteriser reads.
var dropped = map[string]bool{"fpgm": true, "prep": true, "cvt ": true, "hdmx": true, "LTSH": true, "VDMX": true}

// Unhint returns ttf without hinting, its other tables as they were
// (glyf and loca rewritten, maxp's largest instruction size zeroed).
func Unhint(ttf []byte) ([]byte, error) {
	if len(ttf) < 12 {
		return nil, errors.New("too short")
	}
	n := int(be.Uint16(ttf[4:]))
	tables := map[string][]byte{}
	for i := range n {
		r := ttf[12+16*i:]
		off, size := be.Uint32(r[8:]), be.Uint32(r[12:])
		if int(off+size) > len(ttf) {
			return nil, fmt.Errorf("table %q out of the file", r[:4])
		}
		if !dropped[string(r[:4])] {
			tables[string(r[:4])] = ttf[off : off+size]
		}
	}
	head, maxp, loca, glyf := tables["head"], tables["maxp"], tables["loca"], tables["glyf"]
	if len(head) < 54 || len(maxp) < 32 || loca == nil || glyf == nil {
		return nil, errors.New("no head, maxp, loca or glyf")
	}
	long := be.Uint16(head[50:]) == 1
	glyphs := int(be.Uint16(maxp[4:]))
	at := func(g int) int {
		if long {
			return int(be.Uint32(loca[4*g:]))
		}
		return 2 * int(be.Uint16(loca[2*g:]))
	}
	var newGlyf []byte
	offsets := make([]int, 0, glyphs+1)
	for g := range glyphs {
		offsets = append(offsets, len(newGlyf))
		start, end := at(g), at(g+1)
		if end > len(glyf) || start > end {
			return nil, fmt.Errorf("glyph %d out of glyf", g)
		}
		if start < end {
			d, err := unhintGlyph(glyf[start:end])
			if err != nil {
				return nil, fmt.Errorf("glyph %d: %v", g, err)
			}
			newGlyf = append(newGlyf, d...)
			for len(newGlyf)%4 != 0 {
				newGlyf = append(newGlyf, 0)
			}
		}
	}
	offsets = append(offsets, len(newGlyf))
	var newLoca []byte
	for _, o := range offsets {
		if long {
			newLoca = be.AppendUint32(newLoca, uint32(o))
		} else {
			newLoca = be.AppendUint16(newLoca, uint16(o/2))
		}
	}
	if !long && offsets[len(offsets)-1]/2 > 0xffff {
		return nil, errors.New("glyf too long for short offsets")
	}
	tables["glyf"], tables["loca"] = newGlyf, newLoca
	maxp = append([]byte(nil), maxp...)
	be.PutUint16(maxp[26:], 0) // maxSizeOfInstructions
	tables["maxp"] = maxp
	return assemble(ttf[:4], tables), nil
}

// unhintGlyph returns one glyph's description without its instructions.
func unhintGlyph(d []byte) ([]byte, error) {
	if len(d) < 10 {
		return nil, errors.New("short glyph")
	}
	contours := int16(be.Uint16(d))
	if contours >= 0 {
		p := 10 + 2*int(contours)
		if p+2 > len(d) {
			return nil, errors.New("short simple glyph")
		}
		size := int(be.Uint16(d[p:]))
		if p+2+size > len(d) {
			return nil, errors.New("instructions past the glyph")
		}
		out := append([]byte(nil), d[:p]...)
		out = append(out, 0, 0)
		return append(out, d[p+2+size:]...), nil
	}
	out := append([]byte(nil), d...)
	for p := 10; ; {
		if p+4 > len(d) {
			return nil, errors.New("short composite glyph")
		}
		flags := be.Uint16(d[p:])
		be.PutUint16(out[p:], flags&^0x100) // WE_HAVE_INSTRUCTIONS
		p += 4
		if flags&1 != 0 { // ARG_1_AND_2_ARE_WORDS
			p += 4
		} else {
			p += 2
		}
		switch {
		case flags&0x08 != 0: // WE_HAVE_A_SCALE
			p += 2
		case flags&0x40 != 0: // WE_HAVE_AN_X_AND_Y_SCALE
			p += 4
		case flags&0x80 != 0: // WE_HAVE_A_TWO_BY_TWO
			p += 8
		}
		if flags&0x20 == 0 { // MORE_COMPONENTS
			if p > len(d) {
				return nil, errors.New("short composite glyph")
			}
			return out[:p], nil
		}
	}
}

// assemble writes an sfnt file: the table directory sorted by tag, each
// table padded to 4 bytes, the checksums and head's adjustment set.
func assemble(version []byte, tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for t := range tables {
		tags = append(tags, t)
	}
	sort.Strings(tags)
	n := len(tags)
	pow := 1
	for pow*2 <= n {
		pow *= 2
	}
	log2 := 0
	for 1<<(log2+1) <= pow {
		log2++
	}
	out := append([]byte(nil), version...)
	out = be.AppendUint16(out, uint16(n))
	out = be.AppendUint16(out, uint16(pow*16))
	out = be.AppendUint16(out, uint16(log2))
	out = be.AppendUint16(out, uint16(n*16-pow*16))
	dir := len(out)
	out = append(out, make([]byte, 16*n)...)
	headAt := 0
	for i, t := range tags {
		b := tables[t]
		if t == "head" {
			b = append([]byte(nil), b...)
			be.PutUint32(b[8:], 0) // checkSumAdjustment, set below
			headAt = len(out)
		}
		r := out[dir+16*i:]
		copy(r, t)
		be.PutUint32(r[4:], checksum(b))
		be.PutUint32(r[8:], uint32(len(out)))
		be.PutUint32(r[12:], uint32(len(b)))
		out = append(out, b...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	be.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	return out
}

func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += be.Uint32(w[:])
	}
	return sum
}
