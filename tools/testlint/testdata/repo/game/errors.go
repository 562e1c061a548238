package game

import "encoding/json"

// Not a test: the lint reads test files only.
func encode(v any) []byte {
	data, _ := json.Marshal(v)
	return data
}
