package art

import (
	"image/color"

	"noddy/engine"
)

// Style selects the look of cards and table. The zero value is the default
// period look (red hearts and diamonds, black clubs and spades).
type Style struct {
	// HighContrast draws pure black on white with thick outlines: red suits
	// are hollow, black suits solid, so no colour is needed to tell anything
	// apart, and indices are bolder.
	HighContrast bool
	// FourColour inks diamonds blue and clubs green. Ignored in high contrast.
	FourColour bool
}

// palette holds every colour one style draws with.
type palette struct {
	stock, border          color.RGBA // card stock and its edge
	suit                   [4]color.RGBA
	hollow                 [4]bool
	backField, backBand    color.RGBA
	backEdge, backThread   color.RGBA
	backMargin             color.RGBA
	gold, goldDark         color.RGBA
	court                  [3]color.RGBA // panel fields for J, Q, K
	courtInk, courtRoundel color.RGBA
	borderW                float64 // card edge width as a fraction of width
	bold                   bool
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

var (
	black = rgb(0, 0, 0)
	white = rgb(0xff, 0xff, 0xff)
)

func newPalette(st Style) palette {
	if st.HighContrast {
		return palette{
			stock: white, border: black,
			suit:       [4]color.RGBA{black, black, black, black},
			hollow:     [4]bool{engine.Diamonds: true, engine.Hearts: true},
			backField:  black,
			backBand:   white,
			backEdge:   black,
			backThread: black,
			backMargin: white,
			gold:       black, goldDark: black,
			court:    [3]color.RGBA{white, white, white},
			courtInk: black, courtRoundel: white,
			borderW: 0.035,
			bold:    true,
		}
	}
	red := rgb(0xb0, 0x1e, 0x22)
	ink := rgb(0x1c, 0x19, 0x17)
	p := palette{
		stock:  rgb(0xf7, 0xf0, 0xdc),
		border: rgb(0x2e, 0x24, 0x1b),
		suit:   [4]color.RGBA{engine.Clubs: ink, engine.Diamonds: red, engine.Hearts: red, engine.Spades: ink},
		// Madder red field with a lighter woven band and gilt thread.
		backField:  rgb(0x5e, 0x12, 0x16),
		backBand:   rgb(0x9a, 0x2a, 0x2b),
		backEdge:   rgb(0x3a, 0x0a, 0x0c),
		backThread: rgb(0xd8, 0xb2, 0x62),
		backMargin: rgb(0xf7, 0xf0, 0xdc),
		gold:       rgb(0xc9, 0x9a, 0x3e),
		goldDark:   rgb(0x7a, 0x55, 0x1c),
		// Knave ochre-green, queen indigo, king madder: the colours of
		// 17th-century stencilled court cards.
		court:        [3]color.RGBA{rgb(0x3d, 0x5a, 0x2f), rgb(0x27, 0x35, 0x63), rgb(0x7d, 0x22, 0x20)},
		courtInk:     rgb(0xf3, 0xe2, 0xb0),
		courtRoundel: rgb(0xf7, 0xf0, 0xdc),
		borderW:      1.0 / 90,
	}
	if st.FourColour {
		p.suit[engine.Diamonds] = rgb(0x1d, 0x4c, 0xb0)
		p.suit[engine.Clubs] = rgb(0x1b, 0x7a, 0x32)
	}
	return p
}

type rgbaColor = color.RGBA
