package scenes

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"noddy/scenes/art"
)

// One cache for every image the drawer makes and draws again: a string at
// a size, a panel, a glow, a chip. It is bounded by the pixels it holds:
// past the bound the images least recently drawn go (their GPU memory
// freed at once) until a quarter of the bound is free again. Everything
// goes when the window's scale changes, since every image was made for
// the old one (the glows' cache was never emptied).

// cachePixels bounds the cache: 6 million pixels, 24 MB of textures.
const cachePixels = 6 << 20

// The kinds of cached image.
const (
	keyText uint8 = iota
	keyPanel
	keyGlow
	keyChip
)

// imageKey names a cached image: what it is and everything it is made
// from. It is comparable and, with a string field, allocates nothing to
// look up.
type imageKey struct {
	kind       uint8
	s          string
	role       art.FontRole
	px         int
	w, h       int
	fill, edge color.RGBA
	edgeW      float32
}

type cacheEntry struct {
	img    *ebiten.Image
	pixels int
	used   int // the frame it was last drawn in
}

// imageCache is the drawer's images, bounded (limit pixels).
type imageCache struct {
	m      map[imageKey]*cacheEntry
	pixels int
	limit  int
	tick   int // the frame, counted by the drawer
	// Made and Evicted count images made and freed (tests).
	Made, Evicted int
}

// get returns the image for k, making it with mk the first time.
func (c *imageCache) get(k imageKey, mk func() *ebiten.Image) *ebiten.Image {
	if e, ok := c.m[k]; ok {
		e.used = c.tick
		return e.img
	}
	if c.m == nil {
		c.m = map[imageKey]*cacheEntry{}
	}
	img := mk()
	b := img.Bounds()
	e := &cacheEntry{img: img, pixels: b.Dx() * b.Dy(), used: c.tick}
	c.m[k] = e
	c.pixels += e.pixels
	c.Made++
	if c.limit > 0 && c.pixels > c.limit {
		c.evict(k)
	}
	return img
}

// evict frees the images least recently drawn, never keep (the one just
// made), until a quarter of the bound is free.
func (c *imageCache) evict(keep imageKey) {
	type aged struct {
		k    imageKey
		used int
	}
	all := make([]aged, 0, len(c.m))
	for k, e := range c.m {
		if k != keep {
			all = append(all, aged{k, e.used})
		}
	}
	slices.SortFunc(all, func(a, b aged) int { return a.used - b.used })
	goal := c.limit * 3 / 4
	for _, x := range all {
		if c.pixels <= goal {
			return
		}
		e := c.m[x.k]
		e.img.Deallocate()
		delete(c.m, x.k)
		c.pixels -= e.pixels
		c.Evicted++
	}
}

// clear frees every image.
func (c *imageCache) clear() {
	for k, e := range c.m {
		e.img.Deallocate()
		delete(c.m, k)
		c.Evicted++
	}
	c.pixels = 0
}

// Len is how many images are cached.
func (c *imageCache) Len() int { return len(c.m) }
