package server

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"kamon/online/wire"
)

// limiter is a token bucket per key: rate tokens a second, up to burst.
// Rate 0 lets everything through.
type limiter struct {
	rate, burst float64
	mu          sync.Mutex
	buckets     map[string]*bucket
	swept       time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

func newLimiter(rate float64, burst int) *limiter {
	return &limiter{rate: rate, burst: float64(max(burst, 1)), buckets: map[string]*bucket{}}
}

// allow takes a token for key at now, reporting whether there was one.
func (l *limiter) allow(key string, now time.Time) bool {
	if l == nil || l.rate <= 0 {
		return true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > time.Minute {
		// Buckets full again are forgotten, so the map stays small.
		for k, b := range l.buckets {
			if now.Sub(b.last).Seconds()*l.rate >= l.burst {
				delete(l.buckets, k)
			}
		}
		l.swept = now
	}
	b := l.buckets[key]
	if b == nil {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[key] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.last).Seconds()*l.rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// secret is a fresh random secret, 32 bytes in base64url: an invite, a
// device token or a host token.
func secret() string {
	var b [32]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// newID is a fresh random id (a game's, a player's): 12 bytes, base64url.
func newID() string {
	var b [12]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// newSeed is a game's seed, from the system's random source.
func newSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) | 1 // never 0, which views use
}

// hash is what is stored of a secret.
func hash(secret string) []byte {
	h := sha256.Sum256([]byte(secret))
	return h[:]
}

// checkName refuses a seat's name that is too long, or that holds control
// characters, line breaks or direction marks (which could make a name read
// as another, or spill into the text around it).
func checkName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if !utf8.ValidString(name) {
		return "", errors.New("the name is not valid UTF-8")
	}
	if n := utf8.RuneCountInString(name); n > wire.MaxNameLen {
		return "", fmt.Errorf("the name has %d characters, more than %d", n, wire.MaxNameLen)
	}
	for _, r := range name {
		switch {
		case unicode.IsControl(r), unicode.In(r, unicode.Zl, unicode.Zp):
			return "", fmt.Errorf("the name holds a control character (U+%04X)", r)
		case isDirectionMark(r):
			return "", fmt.Errorf("the name holds a text direction mark (U+%04X)", r)
		}
	}
	return name, nil
}

// isDirectionMark reports the characters that change the direction of the
// text around them.
func isDirectionMark(r rune) bool {
	return r == 0x061C || r == 0x200E || r == 0x200F || (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069)
}
