package storage

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Memory is a store that lives as long as the process: for tests, and the
// fallback where nothing persistent is available.
type memory struct {
	mu   sync.Mutex
	data map[string][]byte
}

// NewMemory returns an empty in-memory store.
func NewMemory() Store { return &memory{data: map[string][]byte{}} }

// Where says that the value is in memory only, gone when Kamon closes.
func (m *memory) Where(key string) string { return "memory (not kept after Kamon closes): " + key }

func (m *memory) Load(key string) ([]byte, error) { return m.LoadMax(key, MaxItemBytes) }

// LoadMax with max < 0 has no limit.
func (m *memory) LoadMax(key string, max int64) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.data[key]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	if max >= 0 && int64(len(v)) > max {
		return nil, tooBig(key, int64(len(v)), max)
	}
	return slices.Clone(v), nil
}

func (m *memory) Save(key string, data []byte) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.data[key] = slices.Clone(data)
	return nil
}

func (m *memory) Create(key string, data []byte) (bool, error) {
	if err := CheckKey(key); err != nil {
		return false, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, taken := m.data[key]; taken {
		return false, nil
	}
	m.data[key] = slices.Clone(data)
	return true, nil
}

func (m *memory) Delete(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.data, key)
	return nil
}

func (m *memory) SetAside(key string) (string, error) {
	return setAside(key, func(aside string) (bool, error) {
		m.mu.Lock()
		defer m.mu.Unlock()
		v, ok := m.data[key]
		if !ok {
			return false, fmt.Errorf("%w: %q", ErrNotFound, key)
		}
		if _, taken := m.data[aside]; taken {
			return false, nil
		}
		m.data[aside] = v
		return true, nil
	}, m.Delete)
}

func (m *memory) Keys(prefix string) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for k := range m.data {
		if strings.HasPrefix(k, prefix) {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out, nil
}
