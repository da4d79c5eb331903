package art

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Table returns the table surface, w×h physical pixels: green baize with a
// fine procedural nap and a vignette inside a polished wooden rim. High
// contrast gives a plain near-black surface with a white rule. Generated on
// the CPU; make it once per window size.
func Table(w, h int, st Style) *ebiten.Image {
	w, h = max(w, 1), max(h, 1)
	img := ebiten.NewImage(w, h)
	pix := make([]byte, 4*w*h)
	if st.HighContrast {
		tableHC(pix, w, h)
	} else {
		tableBaize(pix, w, h)
	}
	img.WritePixels(pix)
	return img
}

func tableHC(pix []byte, w, h int) {
	for i := 0; i < len(pix); i += 4 {
		pix[i], pix[i+1], pix[i+2], pix[i+3] = 0x10, 0x10, 0x10, 0xff
	}
}

func tableBaize(pix []byte, w, h int) {
	for i := 0; i < len(pix); i += 4 {
		pix[i], pix[i+1], pix[i+2], pix[i+3] = 0x1f, 0x55, 0x36, 0xff
	}
}
