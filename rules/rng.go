package rules

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// RNG is the random source a game keeps inside its state. It is a value (copy
// it and you copy the stream), and it serialises with the state, so saving,
// loading and replaying never change what comes next.
//
// The generator is math/rand/v2's PCG, whose output is specified; the
// reductions to ranges and the shuffle are ours, so that no library change can
// alter a deal. The golden test pins both.
type RNG struct {
	pcg rand.PCG
}

// NewRNG seeds a generator. Different seeds give unrelated streams.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform int in [0, n). n <= 0 returns 0 rather than panicking:
// rules code never panics.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	// Lemire's multiply-and-reject: unbiased, one multiply in the common case.
	bound := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), bound)
		}
	}
	return int(hi)
}

// Shuffle permutes n elements with Fisher–Yates, calling swap(i, j).
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// ShuffleSlice shuffles s in place.
func ShuffleSlice[T any](r *RNG, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}

// MarshalJSON writes the generator's position as a hex string.
func (r RNG) MarshalJSON() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(hex.EncodeToString(b))
}

// UnmarshalJSON restores a position written by MarshalJSON.
func (r *RNG) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return fmt.Errorf("%w: rng: %v", ErrBadSave, err)
	}
	b, err := hex.DecodeString(s)
	if err != nil {
		return fmt.Errorf("%w: rng: %v", ErrBadSave, err)
	}
	var p rand.PCG
	if err := p.UnmarshalBinary(b); err != nil {
		return fmt.Errorf("%w: rng: %v", ErrBadSave, err)
	}
	r.pcg = p
	return nil
}
