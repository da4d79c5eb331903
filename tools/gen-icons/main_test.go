package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// The checked-in icons are what the generator draws (run
// `go run ./tools/gen-icons -o web/icons` after changing it).
func TestIconsRegenerate(t *testing.T) {
	for _, ic := range Icons {
		want, err := Encode(ic)
		if err != nil {
			t.Fatal(err)
		}
		have, err := os.ReadFile(filepath.Join("..", "..", "web", "icons", ic.Name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(have, want) {
			t.Errorf("web/icons/%s differs from what gen-icons draws: run go run ./tools/gen-icons -o web/icons", ic.Name)
		}
		img, err := png.Decode(bytes.NewReader(have))
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != ic.Size || b.Dy() != ic.Size {
			t.Errorf("%s is %v, want %d×%d", ic.Name, b, ic.Size, ic.Size)
		}
	}
}

// The maskable icon is opaque to its corners (a launcher crops it), the
// "any" icon's corners are transparent (it is rounded), and both show the
// heart's red in the middle of the right-hand card.
func TestIconsShape(t *testing.T) {
	any := Draw(Icon{Name: "any", Size: 192})
	mask := Draw(Icon{Name: "mask", Size: 192, Maskable: true})
	if _, _, _, a := any.At(0, 0).RGBA(); a != 0 {
		t.Errorf("the rounded icon's corner has alpha %d, want 0", a)
	}
	if _, _, _, a := mask.At(0, 0).RGBA(); a != 0xffff {
		t.Errorf("the maskable icon's corner has alpha %d, want opaque", a)
	}
	// The heart's centre: the right-hand card is at (0.63, 0.52) of the frame.
	check := func(name string, scale, off float64, at func(x, y int) (r, g, b, a uint32)) {
		x := int((off + 0.63*scale) * 192)
		y := int((off + 0.52*scale) * 192)
		r, g, b, _ := at(x, y)
		if r>>8 != uint32(red.R) || g>>8 != uint32(red.G) || b>>8 != uint32(red.B) {
			t.Errorf("%s: pixel (%d, %d) is %d,%d,%d, want the heart's red %v", name, x, y, r>>8, g>>8, b>>8, red)
		}
	}
	check("any", 0.86, 0.07, func(x, y int) (uint32, uint32, uint32, uint32) { return any.At(x, y).RGBA() })
	check("maskable", 0.7, 0.15, func(x, y int) (uint32, uint32, uint32, uint32) { return mask.At(x, y).RGBA() })
}
