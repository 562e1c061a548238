package gosu

// memo keeps the last value made for a key: a drawn frame mostly draws
// the texts of the frame before it, and making them again (formatting,
// joining) would allocate at every frame.
type memo[K comparable, V any] struct {
	key K
	val V
	set bool
}

// get is the value for key k, made by make when k is not the last key.
func (m *memo[K, V]) get(k K, make func() V) V {
	if !m.set || m.key != k {
		m.key, m.val, m.set = k, make(), true
	}
	return m.val
}
