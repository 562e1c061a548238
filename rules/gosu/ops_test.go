package gosu

import "testing"

// TestEveryOpcodeRuns: the table gives every opcode something to run, and
// every one that waits for a decision a kind for tables to name it.
func TestEveryOpcodeRuns(t *testing.T) {
	for o := opNone + 1; o < nOps; o++ {
		if ops[o].run == nil {
			t.Errorf("op %d has no run function", o)
		}
		if ops[o].options != nil && ops[o].kind == "" {
			t.Errorf("op %d waits for a decision but has no kind", o)
		}
		if (ops[o].look != nil || ops[o].none != nil) && ops[o].options == nil {
			t.Errorf("op %d never waits but looks or acts when skipped", o)
		}
	}
}
