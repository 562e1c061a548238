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

func (m *memory) Load(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.data[key]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, key)
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

func (m *memory) Delete(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.data, key)
	return nil
}

func (m *memory) createNew(key string, data []byte) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, taken := m.data[key]; taken {
		return false, nil
	}
	m.data[key] = slices.Clone(data)
	return true, nil
}

func (m *memory) SetAside(key string) (string, error) {
	return setAside(key, m.Load, m.createNew, m.Delete)
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
