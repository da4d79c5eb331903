package scenes

// A thin stand-in for scenes/art (the art helper's package) with the same
// calls, so the table can be built and seen before the art lands. It is
// replaced by aliases to package art once that is merged.

import (
	"bytes"
	"image/color"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"

	"noddy/engine"
)

type artStyle struct{ HighContrast, FourColour bool }

type fontRole int

const (
	roleTitle fontRole = iota
	roleBody
	roleBold
	roleMono
)

type cardSet struct {
	w, h  int
	faces [52]*ebiten.Image
	back  *ebiten.Image
}

func newCards(width int, st artStyle) *cardSet {
	w, h := width, width*7/5
	c := &cardSet{w: w, h: h}
	fw := float32(w)
	for i := range c.faces {
		card := engine.Card(i)
		img := ebiten.NewImage(w, h)
		vector.DrawFilledRect(img, 0, 0, fw, float32(h), color.RGBA{250, 246, 235, 255}, true)
		vector.StrokeRect(img, 1, 1, fw-2, float32(h)-2, 2, color.RGBA{60, 50, 40, 255}, true)
		col := color.Color(color.RGBA{20, 20, 20, 255})
		if card.Suit().Red() {
			col = color.RGBA{180, 20, 30, 255}
		}
		if st.FourColour && card.Suit() == engine.Diamonds {
			col = color.RGBA{20, 60, 190, 255}
		}
		if st.FourColour && card.Suit() == engine.Clubs {
			col = color.RGBA{10, 120, 40, 255}
		}
		idx := string(card.Rank().Letter())
		if card.Rank() == 10 {
			idx = "10"
		}
		op := &text.DrawOptions{}
		op.GeoM.Translate(float64(w)*0.08, float64(w)*0.04)
		op.ColorScale.ScaleWithColor(col)
		text.Draw(img, idx+"\n"+card.Suit().Symbol(), shimFont(roleBold, float64(w)*0.26), op)
		op = &text.DrawOptions{}
		op.PrimaryAlign, op.SecondaryAlign = text.AlignCenter, text.AlignCenter
		op.GeoM.Translate(float64(w)*0.55, float64(h)*0.58)
		op.ColorScale.ScaleWithColor(col)
		text.Draw(img, card.Suit().Symbol(), shimFont(roleBody, float64(w)*0.6), op)
		c.faces[i] = img
	}
	c.back = ebiten.NewImage(w, h)
	vector.DrawFilledRect(c.back, 0, 0, fw, float32(h), color.RGBA{120, 24, 30, 255}, true)
	vector.StrokeRect(c.back, fw*0.08, fw*0.08, fw*0.84, float32(h)-fw*0.16, 2, color.RGBA{220, 180, 90, 255}, true)
	return c
}

func (c *cardSet) Face(card engine.Card) *ebiten.Image { return c.faces[card%52] }
func (c *cardSet) Back() *ebiten.Image                 { return c.back }
func (c *cardSet) Width() int                          { return c.w }
func (c *cardSet) Height() int                         { return c.h }

func tableImage(w, h int, st artStyle) *ebiten.Image {
	img := ebiten.NewImage(max(w, 1), max(h, 1))
	if st.HighContrast {
		img.Fill(color.Black)
	} else {
		img.Fill(color.RGBA{24, 82, 52, 255})
	}
	return img
}

var (
	shimOnce    sync.Once
	shimSources [4]*text.GoTextFaceSource
	shimFaces   = map[[2]int]text.Face{}
)

func shimFont(role fontRole, px float64) text.Face {
	shimOnce.Do(func() {
		for i, ttf := range [][]byte{gobold.TTF, goregular.TTF, gobold.TTF, gomono.TTF} {
			s, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
			if err != nil {
				panic(err) // the embedded Go fonts always parse
			}
			shimSources[i] = s
		}
	})
	k := [2]int{int(role), int(px*4 + 0.5)}
	if f, ok := shimFaces[k]; ok {
		return f
	}
	f := &text.GoTextFace{Source: shimSources[role], Size: float64(k[1]) / 4}
	shimFaces[k] = f
	return f
}

// sounds stands in for scenes/sound until it lands: it plays nothing.
type sounds struct{ muted bool }

type soundEffect int

const (
	sfxDeal soundEffect = iota
	sfxFlip
	sfxLay
	sfxScore
	sfxGo
	sfxWin
	sfxClick
)

func newSounds(muted bool) *sounds { return &sounds{muted: muted} }
func (s *sounds) Play(soundEffect) {}
func (s *sounds) SetMuted(m bool)  { s.muted = m }
func (s *sounds) Muted() bool      { return s.muted }
