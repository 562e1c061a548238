package sprites

import "github.com/hajimehoshi/ebiten/v2"

// Cards, backs and pieces are rendered once per look and size into offscreen images, then
// drawn from there with any transform. The cache keeps the most recently used ones within a
// pixel budget, so memory stays flat however many sizes a resizing window goes through.

// spriteKey names one rendered image: what it shows and its size in pixels.
type spriteKey struct {
	kind  spriteKind
	face  CardFace
	back  int
	piece Piece
	icon  string
	w, h  int
}

type spriteKind uint8

const (
	kindFace spriteKind = iota
	kindBack
	kindPiece
	kindPawn
	kindIcon
)

// cacheEntry is a node of the cache's recency list.
type cacheEntry struct {
	key        spriteKey
	img        *ebiten.Image
	prev, next *cacheEntry
}

// spriteCache is a least-recently-used cache of rendered images bounded by total pixels.
type spriteCache struct {
	entries    map[spriteKey]*cacheEntry
	head, tail *cacheEntry // head is the most recently used
	pixels     int
	budget     int
}

// cacheBudget is about 64 MB of RGBA: a few hundred cards at table sizes.
const cacheBudget = 16 << 20

var sprites = spriteCache{entries: map[spriteKey]*cacheEntry{}, budget: cacheBudget}

// get returns the image for key, rendering it with render on a miss.
func (c *spriteCache) get(key spriteKey, w, h int, render func(img *ebiten.Image)) *ebiten.Image {
	if e, ok := c.entries[key]; ok {
		c.moveToFront(e)
		return e.img
	}
	img := ebiten.NewImage(w, h)
	render(img)
	e := &cacheEntry{key: key, img: img}
	c.entries[key] = e
	c.pushFront(e)
	c.pixels += w * h
	// Evict the least recently used, but never the image just made.
	for c.pixels > c.budget && c.tail != nil && c.tail != e {
		c.remove(c.tail)
	}
	return img
}

func (c *spriteCache) pushFront(e *cacheEntry) {
	e.prev, e.next = nil, c.head
	if c.head != nil {
		c.head.prev = e
	}
	c.head = e
	if c.tail == nil {
		c.tail = e
	}
}

func (c *spriteCache) unlink(e *cacheEntry) {
	if e.prev != nil {
		e.prev.next = e.next
	} else {
		c.head = e.next
	}
	if e.next != nil {
		e.next.prev = e.prev
	} else {
		c.tail = e.prev
	}
	e.prev, e.next = nil, nil
}

func (c *spriteCache) moveToFront(e *cacheEntry) {
	if c.head == e {
		return
	}
	c.unlink(e)
	c.pushFront(e)
}

func (c *spriteCache) remove(e *cacheEntry) {
	c.unlink(e)
	delete(c.entries, e.key)
	b := e.img.Bounds()
	c.pixels -= b.Dx() * b.Dy()
	e.img.Deallocate()
}

// ClearCache frees every rendered card and piece image. Call it when the layout changes
// size for good (sizes no longer used would otherwise linger until evicted).
func ClearCache() {
	for sprites.tail != nil {
		sprites.remove(sprites.tail)
	}
}
