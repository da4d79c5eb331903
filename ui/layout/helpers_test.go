package layout

import "unicode/utf8"

// fakeMeasure is a font of fixed advance: half a text size a character,
// a little more in bold.
func fakeMeasure(s string, bold bool, px float64) float64 {
	w := float64(utf8.RuneCountInString(s)) * px * 0.5
	if bold {
		w *= 1.1
	}
	return w
}
