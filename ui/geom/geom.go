// Package geom is the plane the window-free UI lays things out on:
// rectangles in logical (CSS) pixels, and the least size text is drawn
// at. Every other package of ui measures in these units; package scenes
// multiplies them by the device scale when it draws.
package geom

// Rect is a rectangle in logical pixels: X, Y the top-left corner.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Centre returns the middle of r.
func (r Rect) Centre() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Intersects reports whether r and o overlap (touching edges do not).
func (r Rect) Intersects(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Union is the least rectangle holding r and o.
func (r Rect) Union(o Rect) Rect {
	x0, y0 := min(r.X, o.X), min(r.Y, o.Y)
	return Rect{X: x0, Y: y0, W: max(r.X+r.W, o.X+o.W) - x0, H: max(r.Y+r.H, o.Y+o.H) - y0}
}

// MinPX is the least text size the table draws (CSS px), where the window
// allows it (Layout.Min is less only in a window under 384 px).
const MinPX = 12
