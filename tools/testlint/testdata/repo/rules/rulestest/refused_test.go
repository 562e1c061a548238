package rulestest

import "testing"

// rulestest's own helpers are the ones every rules package uses.
func refused(t *testing.T, text string) {}
