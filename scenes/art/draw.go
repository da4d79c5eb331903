package art

//lint:file-ignore SA1019 the art is tessellated once and drawn with DrawTriangles (FillRule, AntiAlias), which v2.9 deprecates for vector.FillPath; FillPath rasterises differently and the art's pixels are pinned, so moving is a change of the art, not of the Ebitengine release

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// white is a 1×1 opaque white source for DrawTriangles, cut from the middle
// of a 3×3 image so linear filtering never samples outside it.
var (
	whiteOnce sync.Once
	whiteSub  *ebiten.Image
)

func whitePixel() *ebiten.Image {
	whiteOnce.Do(func() {
		img := ebiten.NewImage(3, 3)
		pix := make([]byte, 4*9)
		for i := range pix {
			pix[i] = 0xff
		}
		img.WritePixels(pix)
		whiteSub = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	})
	return whiteSub
}

// pen builds a vector.Path in physical pixels from shape coordinates mapped
// through m. Curves are flattened by vector at the scale they land on, which
// is why shapes are transformed point by point and not afterwards.
type pen struct {
	p vector.Path
	m ebiten.GeoM
}

func newPen(m ebiten.GeoM) *pen { return &pen{m: m} }

func (q *pen) pt(x, y float64) (float32, float32) {
	tx, ty := q.m.Apply(x, y)
	return float32(tx), float32(ty)
}

func (q *pen) MoveTo(x, y float64) { q.p.MoveTo(q.pt(x, y)) }
func (q *pen) LineTo(x, y float64) { q.p.LineTo(q.pt(x, y)) }
func (q *pen) Close()              { q.p.Close() }

func (q *pen) QuadTo(x1, y1, x2, y2 float64) {
	a, b := q.pt(x1, y1)
	c, d := q.pt(x2, y2)
	q.p.QuadTo(a, b, c, d)
}

func (q *pen) CubicTo(x1, y1, x2, y2, x3, y3 float64) {
	a, b := q.pt(x1, y1)
	c, d := q.pt(x2, y2)
	e, f := q.pt(x3, y3)
	q.p.CubicTo(a, b, c, d, e, f)
}

// Circle adds a closed clockwise circle (four cubic arcs) as a new subpath.
func (q *pen) Circle(cx, cy, r float64) {
	const k = 0.5522847498
	q.MoveTo(cx+r, cy)
	q.CubicTo(cx+r, cy+k*r, cx+k*r, cy+r, cx, cy+r)
	q.CubicTo(cx-k*r, cy+r, cx-r, cy+k*r, cx-r, cy)
	q.CubicTo(cx-r, cy-k*r, cx-k*r, cy-r, cx, cy-r)
	q.CubicTo(cx+k*r, cy-r, cx+r, cy-k*r, cx+r, cy)
	q.Close()
}

// Rect adds a closed clockwise rectangle.
func (q *pen) Rect(x, y, w, h float64) {
	q.MoveTo(x, y)
	q.LineTo(x+w, y)
	q.LineTo(x+w, y+h)
	q.LineTo(x, y+h)
	q.Close()
}

// RoundRect adds a closed clockwise rounded rectangle.
func (q *pen) RoundRect(x, y, w, h, r float64) {
	r = math.Max(0, math.Min(r, math.Min(w, h)/2))
	const k = 0.5522847498
	q.MoveTo(x+r, y)
	q.LineTo(x+w-r, y)
	q.CubicTo(x+w-r+k*r, y, x+w, y+r-k*r, x+w, y+r)
	q.LineTo(x+w, y+h-r)
	q.CubicTo(x+w, y+h-r+k*r, x+w-r+k*r, y+h, x+w-r, y+h)
	q.LineTo(x+r, y+h)
	q.CubicTo(x+r-k*r, y+h, x, y+h-r+k*r, x, y+h-r)
	q.LineTo(x, y+r)
	q.CubicTo(x, y+r-k*r, x+r-k*r, y, x+r, y)
	q.Close()
}

// painter tessellates paths and draws them opaque, antialiased, non-zero
// filled. Vertex buffers are reused between shapes.
type painter struct {
	dst *ebiten.Image
	vs  []ebiten.Vertex
	is  []uint16
	op  ebiten.DrawTrianglesOptions
}

func newPainter(dst *ebiten.Image) *painter {
	pt := &painter{dst: dst}
	pt.op.FillRule = ebiten.FillRuleNonZero
	pt.op.AntiAlias = true
	pt.op.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	return pt
}

// fill fills the pen's path with an opaque colour.
func (pt *painter) fill(q *pen, clr color.Color) {
	pt.vs, pt.is = q.p.AppendVerticesAndIndicesForFilling(pt.vs[:0], pt.is[:0])
	pt.draw(clr, ebiten.FillRuleNonZero)
}

// stroke strokes the pen's path with round joins.
func (pt *painter) stroke(q *pen, width float64, clr color.Color) {
	pt.vs, pt.is = q.p.AppendVerticesAndIndicesForStroke(pt.vs[:0], pt.is[:0], &vector.StrokeOptions{
		Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound,
	})
	pt.draw(clr, ebiten.FillRuleNonZero)
}

func (pt *painter) draw(clr color.Color, rule ebiten.FillRule) {
	if len(pt.is) == 0 {
		return
	}
	r, g, b, a := clr.RGBA()
	for i := range pt.vs {
		v := &pt.vs[i]
		v.SrcX, v.SrcY = 1.5, 1.5
		v.ColorR = float32(r) / 0xffff
		v.ColorG = float32(g) / 0xffff
		v.ColorB = float32(b) / 0xffff
		v.ColorA = float32(a) / 0xffff
	}
	pt.op.FillRule = rule
	pt.dst.DrawTriangles(pt.vs, pt.is, whitePixel(), &pt.op)
}

// fillVerts draws already tessellated vertices, first mapping each through m.
func (pt *painter) fillVerts(vs []ebiten.Vertex, is []uint16, m ebiten.GeoM, clr color.Color) {
	pt.vs = append(pt.vs[:0], vs...)
	pt.is = append(pt.is[:0], is...)
	for i := range pt.vs {
		x, y := m.Apply(float64(pt.vs[i].DstX), float64(pt.vs[i].DstY))
		pt.vs[i].DstX, pt.vs[i].DstY = float32(x), float32(y)
	}
	pt.draw(clr, ebiten.FillRuleNonZero)
}

// bounds returns the bounding box of tessellated vertices.
func bounds(vs []ebiten.Vertex) (x0, y0, x1, y1 float64) {
	if len(vs) == 0 {
		return 0, 0, 0, 0
	}
	x0, y0 = math.Inf(1), math.Inf(1)
	x1, y1 = math.Inf(-1), math.Inf(-1)
	for _, v := range vs {
		x0 = math.Min(x0, float64(v.DstX))
		y0 = math.Min(y0, float64(v.DstY))
		x1 = math.Max(x1, float64(v.DstX))
		y1 = math.Max(y1, float64(v.DstY))
	}
	return
}

// place returns a GeoM that puts a shape drawn in a unit box (-0.5..0.5,
// y down) at centre (cx, cy) with height size, turned upside down when flip.
func place(cx, cy, size float64, flip bool) ebiten.GeoM {
	var m ebiten.GeoM
	m.Scale(size, size)
	if flip {
		m.Rotate(math.Pi)
	}
	m.Translate(cx, cy)
	return m
}
