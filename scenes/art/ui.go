package art

import "image/color"

// UI is the table's palette for everything around the cards, so text,
// panels and highlights match the cards and the surface in each style.
// Colours are color.RGBA, i.e. alpha-premultiplied.
type UI struct {
	Text      color.RGBA // main text on the table: scores, the count, the log
	Dim       color.RGBA // secondary text: hints, the rules line, the seed
	Accent    color.RGBA // headings, the active player's marker, focus
	Panel     color.RGBA // translucent panel fill (score board, log, dialogs)
	PanelEdge color.RGBA // panel border
	Glow      color.RGBA // the halo of a lifted or scoring card (see Glow)
	Shadow    color.RGBA // a card's shadow on the cloth (see Glow)
	Veil      color.RGBA // drawn over a card that cannot be laid, to dim it
	ChipFill  color.RGBA // floating "+2" chips (see Chip)
	ChipInk   color.RGBA
}

// Palette returns the UI colours for style st. High contrast is white on
// black with no colour at all.
func Palette(st Style) UI {
	if st.HighContrast {
		return UI{
			Text: white, Dim: rgb(0xd0, 0xd0, 0xd0), Accent: white,
			Panel:     color.RGBA{0, 0, 0, 0xf0},
			PanelEdge: white,
			Glow:      white,
			Shadow:    color.RGBA{0, 0, 0, 0},
			Veil:      color.RGBA{0, 0, 0, 0x99},
			ChipFill:  white, ChipInk: black,
		}
	}
	return UI{
		Text:      rgb(0xf3, 0xe2, 0xb0),
		Dim:       rgb(0xb8, 0xae, 0x8c),
		Accent:    rgb(0xe0, 0xb2, 0x55),
		Panel:     color.RGBA{0x0f, 0x0c, 0x09, 0xc0},
		PanelEdge: rgb(0xc9, 0x9a, 0x3e),
		Glow:      rgb(0xe8, 0xc0, 0x50),
		Shadow:    color.RGBA{0, 0, 0, 0x60},
		Veil:      color.RGBA{0x10, 0x0c, 0x08, 0x70},
		ChipFill:  rgb(0xf3, 0xe2, 0xb0),
		ChipInk:   rgb(0x5e, 0x12, 0x16),
	}
}
